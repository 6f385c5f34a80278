"""Grading skips the trials it ran already in the same state (`grading.settle`'s `quiet`):
the grade, techniques and steps stay what running them again gives."""

from __future__ import annotations

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Model, Propagator, SearchParams
from gridgames.engine.budget import Budget
from gridgames.formats.detect import load_puzzle
from gridgames.games.registry import genre_of
from gridgames.generators import generate_puzzle
from gridgames.grading import SHORT_CHAIN, Grade, Grader
from tests.helpers import PUZZLES


class _Implies(Propagator):
    name = "implies"

    def __init__(self, a: int, b: int) -> None:
        super().__init__((a,))
        self.a, self.b = a, b

    def propagate(self, store) -> None:
        if store.dom[self.a] == ONLY_1:
            store.narrow(self.b, ONLY_1)


class _SettleAllWhenOff(Propagator):
    """x1 = 0 settles every variable to 0 (x0 included)."""

    name = "all-off"

    def __init__(self, count: int) -> None:
        super().__init__((1,))
        self.count = count

    def propagate(self, store) -> None:
        if store.dom[1] == ONLY_0:
            for var in range(self.count):
                if var != 1:
                    store.narrow(var, ONLY_0)


class _TrialsOf(Propagator):
    """Counts its runs inside trials: it wakes when x0 narrows."""

    name = "count"

    def __init__(self) -> None:
        super().__init__((0,))
        self.runs = 0

    def propagate(self, store) -> None:
        if store.trial:
            self.runs += 1


def _model(counter: _TrialsOf) -> Model:
    """x0 is free (its trials break nothing and end at once); x1 = 1 starts a chain one
    step too long for a short probe, so only the long probes of hard settle x1, and
    with it x0."""
    length = SHORT_CHAIN + 1
    count = length + 2
    domains = [EITHER] * (count - 1) + [ONLY_0]
    rules: list[Propagator] = [_Implies(i, i + 1) for i in range(1, count - 1)]
    rules += [_SettleAllWhenOff(count), counter]
    return Model(domains, rules, SearchParams(probe_vars=(0, 1)))


def _graded(model: Model, quiet: bool) -> tuple[Grade, int]:
    grader = Grader(model, Budget())
    if not quiet:
        grader.quiet = None
    return grader.run(), grader.store.stats.trial_deductions


def test_a_trial_that_ran_to_its_end_is_not_run_again_by_the_next_stage() -> None:
    counted, plain = _TrialsOf(), _TrialsOf()
    grade, _ = _graded(_model(counted), quiet=True)
    again, _ = _graded(_model(plain), quiet=False)
    assert grade == again and grade.name == "hard"
    # A run per trial of x0 = 0, x0 = 1 and x1 = 0 (which settles x0) in each stage;
    # x1's trials were cut short in medium (x1 = 1 too long), so hard ran them again
    # either way, but x0's only without the memory.
    assert plain.runs == 6
    assert counted.runs == 4


@pytest.mark.parametrize(
    ("kind", "size", "difficulty", "seed"),
    [
        ("nonogram", 8, "hard", 1),
        ("hitori", 8, "hard", 2),
        ("kurodoko", 7, "hard", 0),
    ],
)
def test_the_grade_is_the_same_with_and_without_the_memory(kind, size, difficulty, seed) -> None:
    puzzle, _ = generate_puzzle(kind, size, size, difficulty, seed, timeout=60)
    _same_grade_with_less_work(puzzle)


def test_the_grade_of_a_hard_shikaku_is_the_same_with_and_without_the_memory() -> None:
    _same_grade_with_less_work(load_puzzle(str(PUZZLES / "seeds" / "seed000-shikaku-12x12.gg")))


def _same_grade_with_less_work(puzzle) -> None:
    genre = genre_of(puzzle)
    grade, work = _graded(genre.build(puzzle), quiet=True)
    again, more = _graded(genre.build(puzzle), quiet=False)
    assert grade == again
    assert work <= more
