"""The optional C parts (setup.py builds them where a C compiler is found), or None.

Each is an accelerator, never a requirement: every caller keeps its Python path, which
gives the same answers. `GRIDGAMES_PURE_PYTHON=1` turns them all off, to measure the
difference or to test the Python paths on a machine that has them."""

from __future__ import annotations

import importlib
import os
from types import ModuleType

ENVIRONMENT = "GRIDGAMES_PURE_PYTHON"


def load(name: str) -> ModuleType | None:
    """The extension module `name` (its full dotted name), or None when it was not built
    or the switch is set."""
    if os.environ.get(ENVIRONMENT):
        return None
    try:
        return importlib.import_module(name)
    except ImportError:
        return None
