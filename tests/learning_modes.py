"""Run a test module with each way the learning search can run: the whole search in C
(`engine/_search_kernel.c`, for models whose rules all offer C functions), the Python
search with the learned clauses' watch loop in C (`engine/_clause_kernel.c`), and all in
Python. All three must give the same answers: import `learning_mode`."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gridgames.engine import learning
from gridgames.util import compiled

SEARCH = compiled.load("gridgames.engine._search_kernel")
CLAUSES = compiled.load("gridgames.engine._clause_kernel")
MODES = {"c-search": (SEARCH, CLAUSES), "c-clauses": (None, CLAUSES), "python": (None, None)}


@pytest.fixture(autouse=True, scope="module", params=list(MODES))
def learning_mode(request: pytest.FixtureRequest) -> Iterator[str]:
    search, clauses = MODES[request.param]
    if request.param != "python" and (search if request.param == "c-search" else clauses) is None:
        pytest.skip(f"{request.param}: that C part was not built here")
    kept = learning.SEARCH_KERNEL, learning.CLAUSE_KERNEL
    learning.SEARCH_KERNEL, learning.CLAUSE_KERNEL = search, clauses
    try:
        yield request.param
    finally:
        learning.SEARCH_KERNEL, learning.CLAUSE_KERNEL = kept
