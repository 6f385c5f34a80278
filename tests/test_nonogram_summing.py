"""Counting over alternate lines (games/nonogram/summing.py) and the weighted line
optimum under it (weighted.py): exact against brute force, sound on random pictures, and
enough on its own for Wolter's n-Dom, as his human solution is."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Model, Store, next_hint
from gridgames.engine.hint import HintStatus
from gridgames.games.nonogram.checker import check_answer, runs
from gridgames.games.nonogram.genre import GENRE, lines_of
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.nonogram.summing import alternate_sums
from gridgames.games.nonogram.weighted import extremes, optimum
from gridgames.grading import grade_puzzle
from gridgames.solving import solve_puzzle


def n_dom(n: int) -> NonogramPuzzle:
    columns = ((1,), (1,)) + ((1, 3), (1,)) * (n - 1) + ((3,),)
    rows = ((3,), (1,)) + ((3, 1), (1,)) * (n - 1) + ((1,),)
    return NonogramPuzzle(2 * n + 1, 2 * n + 1, rows, columns)


def placements(clue: tuple[int, ...], state: bytes) -> list[tuple[int, ...]]:
    """Every filling of the line that fits both the clue and the state, by listing them."""
    found = []
    for cells in itertools.product((0, 1), repeat=len(state)):
        fits = all(state[i] & (2 if filled else 1) for i, filled in enumerate(cells))
        if fits and tuple(runs(list(cells))) == clue:
            found.append(cells)
    return found


@pytest.mark.parametrize("seed", range(6))
def test_weighted_optimum_matches_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(300):
        length = rng.randint(1, 10)
        clue = tuple(runs([rng.random() < 0.5 for _ in range(length)]))
        state = bytes(rng.choice((ONLY_0, ONLY_1, EITHER, EITHER, EITHER)) for _ in range(length))
        weight = [rng.choice((-1, 0, 1)) for _ in range(length)]
        fillings = placements(clue, state)
        best, bounds = optimum(clue, state, weight), extremes(clue, state, weight)
        if not fillings:
            assert best is None and bounds is None
            continue
        totals = [sum(w * filled for w, filled in zip(weight, cells, strict=True))
                  for cells in fillings]  # fmt: skip
        assert bounds == (min(totals), max(totals))
        assert best is not None and best.weight == min(totals)
        least = min(totals)
        optimal = [cells for cells, total in zip(fillings, totals, strict=True) if total == least]
        for i in range(length):
            assert bool(best.may_fill >> i & 1) == any(cells[i] for cells in optimal)
            assert bool(best.may_empty >> i & 1) == any(not cells[i] for cells in optimal)


@pytest.mark.parametrize("n", [3, 5, 9, 12])
def test_n_dom_is_settled_by_counting_without_a_guess(n: int) -> None:
    puzzle = n_dom(n)
    report = solve_puzzle(puzzle)
    assert report.status == "unique"
    assert report.branches == 0
    assert check_answer(puzzle, report.answer) == []


def test_counting_explains_itself_and_is_the_first_hint_on_9_dom() -> None:
    puzzle = n_dom(9)
    model = GENRE.build(puzzle)
    hint = next_hint(model, list(model.domains))
    assert hint.status is HintStatus.STEP
    step = hint.step
    assert step is not None and step.rule == "summing"
    assert step.reason.startswith("Counting: ")
    # Rows 1, 3, ..., 19 hold 36 filled cells: the columns can put no more there.
    assert re.search(r"rows 1, 3, \.\.\., 19 hold 36 filled cells in all", step.reason)
    assert "so every column puts the most it can: that settles cells of columns 1-18." in (
        step.reason
    )
    report = solve_puzzle(puzzle, trace=True)
    assert report.status == "unique"
    assert {s.rule for s in report.trace} >= {"summing", "line"}
    grade = grade_puzzle(puzzle)
    assert grade.name == "hard" and grade.techniques["counting"] == 1


@pytest.mark.parametrize("seed", range(20))
def test_counting_agrees_with_the_answer_of_random_pictures(seed: int) -> None:
    rng = random.Random(seed)
    width, height = rng.randint(3, 12), rng.randint(3, 12)
    grid = [[rng.random() < 0.5 for _ in range(width)] for _ in range(height)]
    columns = tuple(runs([row[c] for row in grid]) for c in range(width))
    puzzle = NonogramPuzzle(width, height, tuple(runs(row) for row in grid), columns)
    report = solve_puzzle(puzzle, trace=True, max_solutions=2)
    assert report.status in ("unique", "multiple")
    if report.status == "unique":
        answer = [cell for row in grid for cell in row]
        for step in report.trace:
            if step.rule == "summing" and step.depth == 0:
                for change in step.changes:
                    assert (change.new == ONLY_1) == answer[change.var]


def test_sums_that_cannot_meet_are_a_contradiction() -> None:
    """Row 1 holds one filled cell, but both columns already put one there."""
    puzzle = NonogramPuzzle(2, 2, ((1,), (1,)), ((1,), (1,)))
    rules = alternate_sums(lines_of(puzzle), 4)
    store = Store(Model([ONLY_1, ONLY_1, EITHER, EITHER], rules))
    store.explain = True
    store.schedule_all()
    with pytest.raises(Contradiction) as caught:
        store.fixpoint()
    assert caught.value.rule == "summing"
    assert "row 1 holds 1 filled cell, but the columns put at least 2 there" in caught.value.reason
