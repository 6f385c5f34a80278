"""Run a test module once with the learned clauses' watch loop in C and once in Python.

The C loop (`gridgames/engine/_clause_kernel.c`) is what runs wherever it was built; the
Python one is what runs where it was not: both must make the same search."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gridgames.engine import learning
from gridgames.util import compiled

BUILT = compiled.load("gridgames.engine._clause_kernel")


@pytest.fixture(autouse=True, scope="module", params=["c", "python"])
def clause_loop_kind(request: pytest.FixtureRequest) -> Iterator[str]:
    """Autouse in the modules that import it: every test there runs in both modes."""
    if request.param == "c" and BUILT is None:
        pytest.skip("the C watch loop was not built here")
    kept = learning.CLAUSE_KERNEL
    learning.CLAUSE_KERNEL = BUILT if request.param == "c" else None
    try:
        yield request.param
    finally:
        learning.CLAUSE_KERNEL = kept
