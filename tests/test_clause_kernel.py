"""The learned clauses' watch loop in C (`engine/_clause_kernel.c`) against the Python one
(`learning.ClauseRule.propagate`): the very same search, move for move, and the kernel's own
edges. tests/test_engine_learning.py runs every learning test with each loop as well."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import Search, learning
from gridgames.util import compiled
from tests.test_engine_learning import boolean_queens, line_rules_only, pigeonhole, random_puzzle

BUILT = compiled.load("gridgames.engine._clause_kernel")
needs_kernel = pytest.mark.skipif(BUILT is None, reason="the C watch loop was not built here")


def searched(model, loop, max_solutions: int):
    """The Python search (not the C one, which has its own loop) with `loop`."""
    kept = learning.CLAUSE_KERNEL, learning.SEARCH_KERNEL
    learning.CLAUSE_KERNEL, learning.SEARCH_KERNEL = loop, None
    try:
        result = Search(model, max_solutions=max_solutions).run()
    finally:
        learning.CLAUSE_KERNEL, learning.SEARCH_KERNEL = kept
    stats = result.stats
    moves = (stats.deductions, stats.propagations, stats.branches, stats.backtracks)
    return result.status, result.solutions, result.count, moves


@needs_kernel
@pytest.mark.parametrize("seed", range(6))
def test_the_c_loop_makes_the_same_search_on_random_nonograms(seed: int) -> None:
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, 14, 14, 0.35)  # many answers: many conflicts
    python = searched(line_rules_only(puzzle), None, 40)
    c = searched(line_rules_only(puzzle), BUILT, 40)
    assert c == python
    assert python[3][3] > 5  # backtracks: the learned clauses had work to do


@needs_kernel
def test_the_c_loop_counts_queens_and_refutes_the_pigeonhole_as_python_does() -> None:
    assert searched(boolean_queens(7), BUILT, 10**6) == searched(boolean_queens(7), None, 10**6)
    assert searched(boolean_queens(7), BUILT, 10**6)[2] == 40
    c = searched(pigeonhole(6), BUILT, 1)
    assert c == searched(pigeonhole(6), None, 1)
    assert c[0] == "none"


class Recorder:
    """A stand-in store: records what the loop narrows."""

    def __init__(self, dom: list[int]) -> None:
        self.dom = dom
        self.running = None
        self.narrowed: list[tuple[int, int, int]] = []

    def narrow(self, var: int, value: int) -> bool:
        self.narrowed.append((var, value, self.running))
        self.dom[var] = value
        return True


@needs_kernel
def test_a_unit_clause_narrows_through_the_store_and_a_false_one_is_returned() -> None:
    # Variables 0-2; clause 0: x0=1 or x1=1 or x2=1 (literals 1, 3, 5), watching 1 and 3.
    dom = [1, 3, 1]  # x0 = 0, x2 = 0: setting x1... not yet
    clauses = [[1, 3, 5]]
    watch = [[] for _ in range(6)]
    watch[1].append(0)
    watch[3].append(0)
    store = Recorder(dom)
    # x0 turned 0 (literal 0 true): the clause must watch elsewhere, finds none, forces x1=1.
    assert BUILT.propagate(dom, clauses, watch, [0], store) == -1
    assert store.narrowed == [(1, 2, -2)]
    # Now x1 = 0 too (literal 2 true): every literal false, clause 0 returned.
    dom[1] = 1
    pending = [2, 4]
    assert BUILT.propagate(dom, clauses, watch, pending, store) == 0
    assert pending == []


@needs_kernel
def test_the_c_loop_refuses_bad_input_in_words() -> None:
    store = Recorder([3])
    with pytest.raises(IndexError):
        BUILT.propagate([3], [], [[]], [7], store)
    with pytest.raises(TypeError):
        BUILT.propagate([3, 3], [None], [[0], [0], [], []], [1], store)
    with pytest.raises(TypeError):
        BUILT.propagate((3,), [], [[]], [], store)


def test_the_switch_turns_the_loop_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(compiled.ENVIRONMENT, "1")
    assert compiled.load("gridgames.engine._clause_kernel") is None
