"""A hint keeps the chain of steps it watched even when none of them moved the board on
(found by mutation testing, docs/mutation.md): a state the rules solve, or leave to a
guess, comes back with every step they took, as a caller's `moves_on` judged them."""

from __future__ import annotations

from gridgames.engine import HintStatus, Model, StepKind, full, next_hint
from tests.test_engine_search_story import Copy


def never(step) -> bool:
    return False


def test_a_solved_state_comes_back_with_the_steps_that_solved_it() -> None:
    model = Model([full(2)] * 3, [Copy(0, [1, 2])])
    hint = next_hint(model, [0b10, 0b11, 0b11], moves_on=never)
    assert hint.status is HintStatus.SOLVED
    (step,) = hint.steps
    assert (step.kind, step.rule) == (StepKind.DEDUCE, "copy")
    assert [(c.var, c.new) for c in step.changes] == [(1, 0b10), (2, 0b10)]


def test_a_state_left_to_a_guess_comes_back_with_the_steps_before_it() -> None:
    model = Model([full(2)] * 4, [Copy(0, [1, 2])])
    hint = next_hint(model, [0b01, 0b11, 0b11, 0b11], moves_on=never, probing=False)
    assert hint.status is HintStatus.GUESS
    (step,) = hint.steps
    assert [(c.var, c.new) for c in step.changes] == [(1, 0b01), (2, 0b01)]
