"""Grading skips the trials it ran already in the same state (`grading.settle`'s `quiet`):
the grade, techniques and steps stay what running them again gives."""

from __future__ import annotations

import pytest

from gridgames.engine import EITHER, ONLY_0, Model, Propagator, SearchParams, Store
from gridgames.engine.budget import Budget
from gridgames.formats.detect import load_puzzle
from gridgames.games.registry import genre_of
from gridgames.generators import generate_puzzle
from gridgames.grading import DEEP_CHAIN, SHORT_CHAIN, Grade, Grader, settle
from tests.helpers import PUZZLES
from tests.test_grading_scale import _AllOffWhenFirstOff, _Implies


class _TrialsOf(Propagator):
    """Counts its runs inside trials: it wakes when the free variable narrows."""

    name = "count"

    def __init__(self) -> None:
        super().__init__((SHORT_CHAIN + 2,))
        self.runs = 0

    def propagate(self, store) -> None:
        if store.trial:
            self.runs += 1


def _model(counter: _TrialsOf) -> Model:
    """The chain of tests/test_grading_scale.py one step too long for a short probe
    (x0 = 1 implies x1 = 1 ... up to a variable known to be 0), so only hard's long
    probes settle x0; and a free variable, probed first, whose trials break nothing and
    end at once, settled with the rest when x0 = 0."""
    length = SHORT_CHAIN + 1
    free = length + 1
    domains = [EITHER] * length + [ONLY_0, EITHER]
    rules: list[Propagator] = [_Implies(i, i + 1) for i in range(length)]
    rules += [_AllOffWhenFirstOff(free + 1), counter]
    return Model(domains, rules, SearchParams(probe_vars=(free, 0)))


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
    # A run per trial of free = 0, free = 1 and x0 = 0 (which settles the free one) in
    # each stage; x0's trials were cut short in medium (x0 = 1 too long), so hard ran
    # them again either way, but the free variable's only without the memory.
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


def test_settles_of_one_store_reuse_its_links_with_each_ones_own_limit():
    """A store settled again keeps the rule links of its earlier settle (not made afresh),
    but each settle counts with its own chain limit: a hard puzzle's store stuck with
    short probes finishes with long ones, as a fresh store does."""
    puzzle = load_puzzle(str(PUZZLES / "generated-kurodoko" / "kurodoko-6x6-hard-1.gg"))
    model = genre_of(puzzle).build(puzzle)
    cells = range(len(model.domains))
    store = Store(model, budget=Budget())
    store.schedule_all()
    seen: list[list[Propagator]] = []
    original = store.fixpoint

    def watching():
        seen.append(list(store.props))
        return original()

    store.fixpoint = watching
    assert not settle(store, cells, 2, SHORT_CHAIN)
    short = seen[-1]
    assert settle(store, cells, 2, DEEP_CHAIN)
    long = seen[-1]
    assert store.props == model.propagators  # put back as they were
    assert all(a is b for a, b in zip(short, long, strict=True))  # the same links
    assert store.grading_chain.limit == DEEP_CHAIN  # what every link counts against
    fresh = Store(model, budget=Budget())
    fresh.schedule_all()
    assert settle(fresh, cells, 2, DEEP_CHAIN) and fresh.dom == store.dom
