"""The learning search in C (`engine/_search_kernel.c`) against the Python one
(`learning.Learner`): the very same search, move for move, on models whose rules offer C
functions (the nonogram line rule, `_line_kernel.line_rule`); every answer right by the
independent checker; the budget obeyed; and the Python search kept wherever a rule or a
setting has no C form. tests/test_engine_learning.py runs every learning test with each
search as well."""

from __future__ import annotations

import random
import threading
from dataclasses import replace

import pytest

from gridgames.engine import EITHER, Search, learning
from gridgames.engine.learning import LearningStore, compiled_rules
from gridgames.games.nonogram.checker import check_answer
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.registry import genre_of
from gridgames.util import compiled
from tests.test_engine_learning import boolean_queens, line_rules_only, n_dom, random_puzzle

BUILT = compiled.load("gridgames.engine._search_kernel")
needs_kernel = pytest.mark.skipif(BUILT is None, reason="the C search was not built here")


def searched(model, kernel, max_solutions: int, timeout: float | None = None):
    """Status, answers, count and every statistic of one search with `kernel` (None: the
    Python search)."""
    kept = learning.SEARCH_KERNEL
    learning.SEARCH_KERNEL = kernel
    try:
        result = Search(model, max_solutions=max_solutions, timeout=timeout).run()
    finally:
        learning.SEARCH_KERNEL = kept
    return result.status, result.solutions, result.count, result.stats.as_dict()


def puzzle_of(seed: int, side: int, density: float) -> NonogramPuzzle:
    return random_puzzle(random.Random(seed), side, side, density)


@needs_kernel
@pytest.mark.parametrize(
    ("seed", "side", "density", "max_solutions"),
    [(0, 14, 0.35, 40), (1, 14, 0.35, 40), (2, 18, 0.4, 2), (3, 20, 0.4, 2), (0, 22, 0.45, 2),
     (5, 22, 0.4, 2), (6, 12, 0.3, 300), (7, 25, 0.4, 2)],
)  # fmt: skip
def test_the_c_search_makes_the_same_search_on_random_nonograms(
    seed: int, side: int, density: float, max_solutions: int
) -> None:
    puzzle = puzzle_of(seed, side, density)
    model = genre_of(puzzle).build(puzzle)
    python = searched(model, None, max_solutions)
    c = searched(genre_of(puzzle).build(puzzle), BUILT, max_solutions)
    assert c == python
    assert python[3]["backtracks"] > 3  # the search had dead ends to learn from
    for answer in c[1]:
        assert check_answer(puzzle, genre_of(puzzle).decode(puzzle, answer)) == []


@needs_kernel
@pytest.mark.parametrize(("width", "height", "seed"), [(70, 8, 0), (80, 8, 3)])
def test_lines_longer_than_a_word_explain_themselves_as_in_python(width, height, seed) -> None:
    """Over 62 cells a line's explanations leave the 64-bit sweep for line solves."""
    puzzle = random_puzzle(random.Random(seed), width, height, 0.4)
    c = searched(genre_of(puzzle).build(puzzle), BUILT, 2)
    assert c == searched(genre_of(puzzle).build(puzzle), None, 2)
    assert c[0] == "multiple" and c[3]["backtracks"] > 20


@needs_kernel
def test_restarts_clean_ups_and_blocked_answers_stay_move_for_move(monkeypatch) -> None:
    """Restarts after every few conflicts and clause clean-ups from the first: the parts a
    short search never reaches, on boards with many answers (each blocked by a clause)."""
    monkeypatch.setattr(learning, "RESTART_UNIT", 4)
    monkeypatch.setattr(learning, "REDUCE_FIRST", 10)
    monkeypatch.setattr(learning, "REDUCE_EVERY", 3)
    for seed in range(4):
        puzzle = puzzle_of(seed, 13, 0.4)
        python = searched(line_rules_only(puzzle), None, 500)
        c = searched(line_rules_only(puzzle), BUILT, 500)
        assert c == python
        assert len({tuple(answer) for answer in c[1]}) == len(c[1]) == c[2]


@needs_kernel
def test_rephasing_stays_move_for_move(monkeypatch) -> None:
    """`SearchParams.rephase` (engine/phases.py), its resets after every few conflicts."""
    from gridgames.engine import phases

    monkeypatch.setattr(phases, "REPHASE_UNIT", 3)
    monkeypatch.setattr(learning, "REPHASE_UNIT", 3)
    for seed in range(4):
        puzzle = puzzle_of(seed, 16, 0.4)
        model = genre_of(puzzle).build(puzzle)
        model = replace(model, params=replace(model.params, rephase=True))
        c = searched(model, BUILT, 20)
        assert c == searched(model, None, 20)
        assert c[3]["backtracks"] > 12  # several rephases


@needs_kernel
@pytest.mark.parametrize("n", [5, 7, 9])
def test_n_dom_is_decided_in_c_as_in_python(n: int) -> None:
    model = line_rules_only(n_dom(n))
    c = searched(model, BUILT, 2)
    assert c == searched(line_rules_only(n_dom(n)), None, 2)
    assert c[0] == "unique" and c[3]["backtracks"] > 0


@needs_kernel
def test_the_c_search_counts_every_answer_that_plain_search_counts() -> None:
    for seed in range(6):
        puzzle = puzzle_of(seed, 8, 0.5)
        model = genre_of(puzzle).build(puzzle)
        plain = replace(model, params=replace(model.params, learning=False))
        expected = Search(plain, max_solutions=10**5).run().solutions
        status, answers, count, _ = searched(model, BUILT, 10**5)
        assert sorted(answers) == sorted(expected) and count == len(expected)


@needs_kernel
def test_an_impossible_board_is_none() -> None:
    puzzle = NonogramPuzzle(2, 2, ((1,), (1,)), ((2,), (2,)))
    assert searched(genre_of(puzzle).build(puzzle), BUILT, 2)[0] == "none"


@needs_kernel
def test_the_c_search_stops_on_timeout_and_cancel_and_keeps_its_counts() -> None:
    model = line_rules_only(n_dom(14))
    status, _, _, stats = searched(model, BUILT, 2, timeout=0.2)
    assert status == "timeout" and stats["propagations"] > 0
    cancel = threading.Event()
    cancel.set()
    kept = learning.SEARCH_KERNEL
    learning.SEARCH_KERNEL = BUILT
    try:
        assert Search(line_rules_only(n_dom(14)), cancel=cancel).run().status == "cancelled"
    finally:
        learning.SEARCH_KERNEL = kept


def _learning_store(model) -> LearningStore:
    store = LearningStore(model)
    return store


@needs_kernel
def test_the_search_stays_in_python_where_a_rule_or_setting_has_no_c_form(monkeypatch) -> None:
    monkeypatch.setattr(learning, "SEARCH_KERNEL", BUILT)
    puzzle = puzzle_of(0, 10, 0.4)
    model = genre_of(puzzle).build(puzzle)
    rules = compiled_rules(_learning_store(model), model.params)
    assert rules is not None
    # The counting rule sits out (None); every line offers its C functions.
    assert [capsule is None for capsule, _, _ in rules].count(True) == 1
    assert compiled_rules(_learning_store(boolean_queens(5)), boolean_queens(5).params) is None
    guessing = replace(model.params, guess=lambda dom, var: 2)
    assert compiled_rules(_learning_store(model), guessing) is None
    monkeypatch.setattr(learning, "SEARCH_KERNEL", None)
    assert compiled_rules(_learning_store(model), model.params) is None


@needs_kernel
def test_a_rule_that_sits_out_the_search_is_never_woken_in_python_either() -> None:
    puzzle = puzzle_of(0, 10, 0.4)
    model = genre_of(puzzle).build(puzzle)
    idle = [index for index, rule in enumerate(model.propagators) if not rule.searching]
    assert idle  # the counting rule
    store = LearningStore(model)
    assert not any(index in rules for rules in store.watchers for index in idle)


@needs_kernel
def test_the_kernel_refuses_arguments_that_do_not_fit() -> None:
    puzzle = puzzle_of(0, 6, 0.5)
    model = genre_of(puzzle).build(puzzle)
    rules = compiled_rules(_learning_store(model), model.params)
    count = len(model.domains)
    settings = (256, 0.95, 8000, 2000, 2, 0)
    stats = Search(model).store.stats
    with pytest.raises(ValueError):  # an activity per variable
        BUILT.run([EITHER] * count, rules, [0.0], [], 2, count, 2, settings, lambda: None, stats)
    with pytest.raises(ValueError):  # domains of two values only
        BUILT.run([7] * count, rules, [0.0] * count, [], 2, count, 2, settings, lambda: None,
                  stats)  # fmt: skip
    with pytest.raises(ValueError):  # a capsule of something else
        BUILT.run([EITHER] * count, [(object(), (0,), 1)], [0.0] * count, [], 2, count, 2,
                  settings, lambda: None, stats)  # fmt: skip
