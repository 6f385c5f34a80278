"""Small engine pieces the solves lean on without checking them (found by mutation testing,
docs/mutation.md): the sentence a failed trial is told in, the rule a contradiction is
blamed on, a hint's time budget and what it decides, the budget's time left, the lowest
value of a domain, and steps crossing to another process intact."""

from __future__ import annotations

import pickle
import time

import pytest

from gridgames.engine import (
    EITHER,
    ONLY_0,
    ONLY_1,
    Budget,
    Change,
    Contradiction,
    Hint,
    HintStatus,
    Interrupted,
    Model,
    Step,
    StepKind,
    Store,
    Vocabulary,
    lowest,
    next_hint,
    solve,
)
from gridgames.engine.probing import trial_sentence
from tests.test_engine import Forbid
from tests.test_engine_deferred import NotOne

CELL = Vocabulary(
    describe=lambda var, dom: f"cell {var} {'on' if dom == ONLY_1 else 'off'}",
    value_words=lambda var, dom: "on" if dom == ONLY_1 else "off",
)
PLAIN = Vocabulary(describe=lambda var, dom: f"cell {var} {'on' if dom == ONLY_1 else 'off'}")


@pytest.mark.parametrize(
    "words, cause, sentence",
    [
        (CELL, "Row 9 has too many", "Suppose cell 3 on: then row 9 has too many. So it is off."),
        (CELL, " Row 9 breaks! ", "Suppose cell 3 on: then row 9 breaks! So it is off."),
        (CELL, "is that right?", "Suppose cell 3 on: then is that right? So it is off."),
        (CELL, "x.", "Suppose cell 3 on: then x. So it is off."),
        (
            PLAIN,
            "Row 9 has too many.",
            "Suppose cell 3 on: then row 9 has too many. So cell 3 off.",
        ),
    ],
    ids=["capital-no-stop", "exclamation", "question", "one-letter", "no-value-words"],
)
def test_a_failed_trial_is_told_as_a_supposition(words, cause: str, sentence: str) -> None:
    assert trial_sentence(words, 3, ONLY_1, ONLY_0, cause) == sentence


def test_a_step_is_focused_on_its_cell_if_it_has_one() -> None:
    words = Vocabulary(cell_of=lambda var: (var, 0) if var else None)
    assert words.focus(2) == ((2, 0),)
    assert words.focus(0) == ()


def test_a_contradiction_is_blamed_on_the_rule_that_found_it() -> None:
    # Forbid narrows the second variable to nothing: the contradiction is its.
    result = solve(Model([ONLY_1, ONLY_1], [Forbid()]), trace=True)
    assert result.status == "none"
    assert [(s.kind, s.rule) for s in result.steps] == [(StepKind.CONTRADICTION, "at-most-one")]


def test_a_contradiction_outside_any_rule_is_the_distributions() -> None:
    store = Store(Model([EITHER], []))
    with pytest.raises(Contradiction) as raised:
        store.narrow(0, 0b100)
    assert raised.value.rule == "distribution"


def test_a_hint_stops_at_its_deadline() -> None:
    with pytest.raises(Interrupted, match="timeout"):
        next_hint(Model([EITHER, EITHER], [NotOne()]), [EITHER, EITHER], timeout=-1.0)


def test_a_hint_decides_only_what_it_narrows_to_one_value() -> None:
    steps = (Step(StepKind.DEDUCE, "r", "", (Change(0, EITHER, ONLY_1), Change(1, 0b111, 0b011))),)
    # Variable 1 is narrowed but keeps two values: nothing to mark for it.
    assert Hint(HintStatus.STEP, steps).decided([EITHER, 0b111]) == {0: ONLY_1}


def test_the_time_left_counts_down_and_never_below_zero() -> None:
    assert Budget().remaining() is None
    left = Budget(10.0).remaining()
    assert left is not None and 9.0 < left <= 10.0
    assert Budget(deadline=time.monotonic() - 5).remaining() == 0.0


@pytest.mark.parametrize("domain, value", [(0b1, 0), (0b1000, 3), (0b1010, 1), (0b110, 1)])
def test_lowest_value_of_a_domain(domain: int, value: int) -> None:
    assert lowest(domain) == value


def test_steps_cross_to_another_process_intact() -> None:
    step = Step(
        StepKind.PROBE, "probe", "Suppose ...", (Change(2, EITHER, ONLY_0),), ((1, 2),), 3, 2
    )
    assert pickle.loads(pickle.dumps(step)) == step
    assert str(step) == "Suppose ..."
    assert str(Step(StepKind.DEDUCE, "line", "")) == "line"
