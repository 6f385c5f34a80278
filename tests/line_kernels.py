"""Run a test module once with the C line solver and once with the Python one.

The C kernel (`gridgames/games/nonogram/_line_kernel.c`) is what runs wherever it was
built; the Python solver is what runs where it was not. Both must give the same answers,
so the line solver's tests run against each."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gridgames.games.nonogram import kernel

BUILT = kernel.load()


@pytest.fixture(autouse=True, scope="module", params=["c", "python"])
def line_solver_kind(request: pytest.FixtureRequest) -> Iterator[str]:
    """Autouse in the modules that import it: every test there runs in both modes."""
    if request.param == "c" and BUILT is None:
        pytest.skip("the C line solver was not built here")
    kept = kernel.KERNEL
    kernel.KERNEL = BUILT if request.param == "c" else None
    try:
        yield request.param
    finally:
        kernel.KERNEL = kept
