"""Replaying a step trace by hand-made steps (engine/replay.py): what each step changes,
what a backtrack takes back and in which order, which variables rest on a guess, and a
trace recorded from other domains refused with the variable and both values named."""

from __future__ import annotations

import pytest

from gridgames.engine import Replay, StepKind, TraceMismatch, replay
from gridgames.engine.step import Change, Step


def deduce(depth: int, *changes: tuple[int, int, int]) -> Step:
    kind = StepKind.GUESS if depth and len(changes) == 1 else StepKind.DEDUCE
    return Step(kind, "rule", "why", tuple(Change(*c) for c in changes), depth=depth)


def backtrack(depth: int, *changes: tuple[int, int, int]) -> Step:
    return Step(StepKind.BACKTRACK, "backtrack", "undo", tuple(Change(*c) for c in changes),
                depth=depth)  # fmt: skip


def test_steps_narrow_and_a_backtrack_takes_back_what_was_made_deeper() -> None:
    state = Replay([0b111, 0b111, 0b11])
    assert state.depth == 0 and state.guessed() == set()
    assert state.apply(deduce(0, (0, 0b111, 0b011))) == [0]  # proved: depth 0
    assert state.apply(deduce(1, (1, 0b111, 0b001))) == [1]  # a guess
    assert state.apply(deduce(1, (2, 0b11, 0b01), (1, 0b001, 0b001))) == [2, 1]
    assert state.depth == 1
    assert state.guessed() == {1, 2}
    assert state.apply(deduce(2, (0, 0b011, 0b001))) == [0]  # a guess under the guess
    assert state.guessed() == {0, 1, 2} and state.depth == 2
    assert state.dom == [0b001, 0b001, 0b01]
    # Back to depth 1: the depth-2 change goes, then the backtrack's own change is made.
    assert state.apply(backtrack(1, (0, 0b011, 0b010))) == [0, 0]
    assert state.dom == [0b010, 0b001, 0b01]
    assert state.guessed() == {0, 1, 2}  # 0 changed again at depth 1
    # Back to what was proved: newest first, each variable to its value before them all.
    assert state.unwind(0) == [0, 1, 2, 1]
    assert state.dom == [0b011, 0b111, 0b11]
    assert state.guessed() == set() and state.depth == 0
    assert state.unwind(0) == []  # nothing deeper is left


def test_a_variable_changed_twice_under_guesses_stays_guessed_until_both_go() -> None:
    state = Replay([0b1111])
    state.apply(deduce(1, (0, 0b1111, 0b0111)))
    state.apply(deduce(2, (0, 0b0111, 0b0011)))
    assert state.unwind(1) == [0]
    assert state.guessed() == {0} and state.dom == [0b0111] and state.depth == 1
    assert state.unwind(0) == [0]
    assert state.guessed() == set() and state.dom == [0b1111]
    state.apply(deduce(1, (0, 0b1111, 0b0111)))
    assert state.unwind() == [0]  # by default back to what was proved
    assert state.guessed() == set() and state.dom == [0b1111]


def test_a_change_from_another_domain_is_refused_with_both_values() -> None:
    state = Replay([0b101])
    with pytest.raises(TraceMismatch) as raised:
        state.apply(Step(StepKind.DEDUCE, "rule", "the 3 must", (Change(0, 0b111, 0b1),)))
    assert str(raised.value) == ("step 'the 3 must': variable 0 is 101, the trace expected 111")
    assert state.dom == [0b101]  # nothing applied


def test_replay_of_a_whole_trace_leaves_the_domains_of_its_end() -> None:
    start = [0b11, 0b11]
    steps = [deduce(1, (0, 0b11, 0b01)), deduce(1, (1, 0b11, 0b10)),
             backtrack(0, (0, 0b11, 0b10)), deduce(0, (1, 0b11, 0b01))]  # fmt: skip
    assert replay(start, steps) == [0b10, 0b01]
    assert start == [0b11, 0b11]  # the caller's list is not touched
