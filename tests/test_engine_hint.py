"""The engine's hint helper and trace replay, on genre-free models and on real puzzles.

`next_hint` must give the simplest step (plain rules before probing before guessing), stop
at the first step that decides something, say "guess" only when nothing else works, and
report a contradiction instead of hinting from an impossible state. `Replay` must follow
a trace with guesses and backtracks to the solution.
"""

from __future__ import annotations

import threading

import pytest

from gridgames.engine import (
    EITHER,
    LEVEL_ADVANCED,
    LEVEL_BASIC,
    LEVEL_PROBE,
    ONLY_0,
    ONLY_1,
    Contradiction,
    Hint,
    Interrupted,
    Model,
    Propagator,
    Replay,
    Search,
    SearchParams,
    StepKind,
    TraceMismatch,
    Vocabulary,
    next_hint,
    replay,
    solve,
)
from gridgames.engine.hint import HintStatus
from gridgames.formats.detect import load_puzzle
from gridgames.games.registry import genre_of
from tests.helpers import PUZZLES


class Copy(Propagator):
    """b = a, at a chosen level, explained."""

    def __init__(self, a: int, b: int, level: int = LEVEL_BASIC, name: str = "copy") -> None:
        super().__init__([a, b])
        self.a, self.b, self.level, self.name = a, b, level, name

    def propagate(self, store) -> None:
        dom = store.dom
        both = dom[self.a] & dom[self.b]
        if not both:
            raise Contradiction(self.name, f"{self.a} and {self.b} differ", [(0, self.a)])
        changed = store.narrow(self.a, both) | store.narrow(self.b, both)
        if changed and store.tracing:
            store.note(self.name, f"{self.b} copies {self.a}", [(0, self.a), (0, self.b)])


class NotBoth(Propagator):
    """Not both a and b are 1: only an x=1 trial shows that a (which forces b) is 0."""

    name = "not-both"

    def __init__(self, a: int, b: int) -> None:
        super().__init__([a, b])
        self.a, self.b = a, b

    def propagate(self, store) -> None:
        dom = store.dom
        if dom[self.a] == ONLY_1:
            store.narrow(self.b, ONLY_0)
        if dom[self.b] == ONLY_1:
            store.narrow(self.a, ONLY_0)
        if store.tracing and store.pending:
            store.note(self.name, "not both")


def cells(count: int, propagators: list[Propagator], **options) -> Model:
    words = Vocabulary(describe=lambda var, dom: f"v{var}={dom:b}", cell_of=lambda var: (0, var))
    return Model([EITHER] * count, propagators, SearchParams(**options), words)


# ---------------------------------------------------------------- next_hint


def test_basic_rule_comes_before_an_advanced_one() -> None:
    model = cells(4, [Copy(2, 3, LEVEL_ADVANCED, "late"), Copy(0, 1, LEVEL_BASIC, "early")])
    hint = next_hint(model, [EITHER, EITHER, ONLY_1, EITHER])
    # Only the advanced rule can fire from v2: no basic step exists, so it is the hint.
    assert hint.status is HintStatus.STEP
    assert hint.step.rule == "late" and hint.level == LEVEL_ADVANCED
    both = next_hint(model, [ONLY_1, EITHER, ONLY_1, EITHER])
    assert both.step.rule == "early" and both.level == LEVEL_BASIC
    assert both.decided([ONLY_1, EITHER, ONLY_1, EITHER]) == {1: ONLY_1}


def test_probing_comes_only_when_rules_are_stuck() -> None:
    # v0 = 1 would force v1 = 1 (copy) and v1 = 0 (not both): a probe says v0 = 0.
    model = cells(2, [Copy(0, 1), NotBoth(0, 1)], probe_vars=range(2))
    hint = next_hint(model, [EITHER, EITHER])
    assert hint.status == HintStatus.STEP and hint.step.kind is StepKind.PROBE
    assert hint.level == LEVEL_PROBE
    assert hint.decided([EITHER, EITHER])[0] == ONLY_0


def test_only_a_guess_left_is_reported_plainly() -> None:
    model = cells(2, [NotBoth(0, 1)], probe_vars=range(2))
    hint = next_hint(model, [EITHER, EITHER])
    assert hint.status == HintStatus.GUESS and hint.step is None


def test_a_decided_state_and_an_impossible_one() -> None:
    model = cells(2, [Copy(0, 1)])
    assert next_hint(model, [ONLY_1, ONLY_1]).status == HintStatus.SOLVED
    broken = next_hint(model, [ONLY_1, ONLY_0])
    assert broken.status == HintStatus.CONTRADICTION and broken.reason == "0 and 1 differ"
    empty = next_hint(model, [0, EITHER])
    assert empty.status == HintStatus.CONTRADICTION and empty.focus == ((0, 0),)


def test_the_chain_stops_at_the_first_step_that_decides() -> None:
    """A rule that only narrows (three values to two) does not end the chain."""

    class Narrow(Propagator):
        name = "narrow"

        def __init__(self) -> None:
            super().__init__([0])

        def propagate(self, store) -> None:
            if store.narrow(0, 0b011) and store.tracing:
                store.note(self.name, "v0 is not 2")

    model = Model([0b111, EITHER], [Narrow(), Copy(1, 0)])
    hint = next_hint(model, [0b111, ONLY_0])
    assert [step.rule for step in hint.steps][-1] == "copy"
    assert hint.decided([0b111, ONLY_0]) == {0: ONLY_0}


def test_cancel_interrupts_a_hint() -> None:
    cancel = threading.Event()
    cancel.set()
    model = cells(200, [Copy(i, i + 1) for i in range(199)])
    with pytest.raises(Interrupted):
        # The budget polls the flag every 64 propagations; give it that many to run.
        next_hint(model, [EITHER] * 199 + [ONLY_1], cancel=cancel)


@pytest.mark.parametrize(
    ("path", "genre"),
    [
        ("mit-samples/pzprjs-test-6x6.gg", "shikaku"),
        ("webpbn-cc-by/6.non", "nonogram"),
        ("mit-samples/pzprjs-hitori-4x4.gg", "fillgrid"),
        ("mit-samples/pzprjs-kurodoko-5x5.gg", "fillgrid"),
    ],
)
def test_hints_on_real_puzzles_are_true_and_lead_to_the_answer(path: str, genre: str) -> None:
    """Hint after hint from the empty board: each decides something the answer agrees
    with, and applying them in turn solves the puzzle (these need no guess)."""
    puzzle = load_puzzle(str(PUZZLES / path))
    model = genre_of(puzzle).build(puzzle)
    answer = Search(model, max_solutions=1).run().solution
    domains = list(model.domains)
    for _ in range(len(domains) + 1):
        hint = next_hint(model, domains)
        if hint.status == HintStatus.SOLVED:
            break
        assert hint.status == HintStatus.STEP, hint
        decided = hint.decided(domains)
        assert decided and all(answer[var] == value for var, value in decided.items())
        for var, value in decided.items():
            domains[var] = value
    assert domains == answer


# ---------------------------------------------------------------- replay


def test_replay_follows_guesses_and_backtracks_to_the_solution() -> None:
    puzzle = load_puzzle(str(PUZZLES / "seeds" / "seed000-shikaku-12x12.gg"))
    model = genre_of(puzzle).build(puzzle)
    result = Search(model, max_solutions=1, trace=True).run()
    kinds = {step.kind for step in result.steps}
    assert {StepKind.GUESS, StepKind.BACKTRACK} <= kinds
    state = Replay(model.domains)
    saw_guessed = False
    for step in result.steps:
        state.apply(step)
        saw_guessed |= bool(state.guessed())
        if step.kind is StepKind.BACKTRACK:
            assert state.depth <= step.depth
    assert saw_guessed
    assert state.dom == result.solution
    assert replay(model.domains, result.steps) == result.solution


def test_unwind_keeps_only_what_was_proved() -> None:
    puzzle = load_puzzle(str(PUZZLES / "seeds" / "seed000-shikaku-12x12.gg"))
    model = genre_of(puzzle).build(puzzle)
    steps = Search(model, max_solutions=1, trace=True).run().steps
    first_guess = next(i for i, step in enumerate(steps) if step.kind is StepKind.GUESS)
    state = Replay(model.domains)
    for step in steps[: first_guess + 3]:
        state.apply(step)
    proved = replay(model.domains, steps[:first_guess])
    touched = state.unwind(0)
    assert touched and state.dom == proved and not state.guessed()


def test_a_trace_from_other_domains_is_refused() -> None:
    model = cells(2, [Copy(0, 1)])
    steps = Search(model, initial=[ONLY_1, EITHER], trace=True).run().steps
    assert replay([ONLY_1, EITHER], steps) == [ONLY_1, ONLY_1]
    with pytest.raises(TraceMismatch):
        replay([ONLY_1, ONLY_0], steps)


def test_what_each_kind_of_hint_carries() -> None:
    # Found by mutation testing: the chain, reason and focus of every outcome, exactly.
    probing = cells(2, [Copy(0, 1), NotBoth(0, 1)], probe_vars=range(2))
    assert next_hint(probing, [EITHER, EITHER], probing=False) == Hint(HintStatus.GUESS)
    assert next_hint(cells(2, [Copy(0, 1)]), [ONLY_1, ONLY_1]) == Hint(HintStatus.SOLVED)
    broken = next_hint(cells(2, [Copy(0, 1)]), [ONLY_1, ONLY_0])
    assert broken == Hint(HintStatus.CONTRADICTION, (), "0 and 1 differ", ((0, 0),))
    empty = next_hint(cells(2, [Copy(0, 1)]), [EITHER, 0])
    assert empty == Hint(HintStatus.CONTRADICTION, (), "Nothing is possible for v1=0.", ((0, 1),))


def test_each_trial_of_a_probe_is_counted() -> None:
    # v0 = 1 fails, v0 = 0 holds: two trials, then the rules finish the board.
    result = solve(cells(2, [Copy(0, 1), NotBoth(0, 1)], probe_vars=range(2)))
    assert result.solutions == [[ONLY_0, ONLY_0]]
    assert result.stats.probes == 2 and result.stats.branches == 0


def test_a_hint_asked_with_the_wrong_number_of_domains_is_refused() -> None:
    with pytest.raises(ValueError):
        next_hint(cells(2, [Copy(0, 1)]), [EITHER])
