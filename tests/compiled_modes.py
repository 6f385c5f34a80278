"""Run a test module once with an optional C part and once with its Python twin.

The C parts (setup.py) run wherever they were built; the Python code runs where they were
not. Both must give the same answers, so the tests that reach them run against each."""

from __future__ import annotations

import shutil
import sysconfig
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from gridgames.util import compiled


def both_modes(owner: ModuleType, attribute: str, name: str) -> Callable:
    """A module-scoped autouse fixture that sets `owner.attribute` to the built extension
    `name` ("c") and to None ("python") in turn, and puts it back after; import it into a
    test module to run all of that module's tests in both modes."""
    built = compiled.load(name)

    @pytest.fixture(autouse=True, scope="module", params=["c", "python"])
    def mode(request: pytest.FixtureRequest) -> Iterator[str]:
        if request.param == "c" and built is None:
            pytest.skip(f"{name} was not built here")
        kept = getattr(owner, attribute)
        setattr(owner, attribute, built if request.param == "c" else None)
        try:
            yield request.param
        finally:
            setattr(owner, attribute, kept)

    return mode


def cannot_build() -> str | None:
    """Why this machine could not compile a C part, if it could not: then its absence is
    expected; where it could have been built (setup.py's `optional=True` skips one it
    cannot compile, quietly), its absence would be a silent slowdown."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    return None if headers.exists() else "no Python headers"
