"""When a budget reads the clock and the cancel flag (found by mutation testing,
docs/mutation.md), on a clock the test moves by hand: at the first check, then after a
stride that doubles while checks come quickly (up to the stride asked for) and halves
(down to 1) when one comes `POLL_SECONDS` or more after the last reading; a deadline passes
only once the clock is beyond it."""

from __future__ import annotations

import pytest

from gridgames.engine import budget as budget_module
from gridgames.engine.budget import POLL_SECONDS, Budget
from gridgames.engine.errors import Interrupted


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class CountingFlag:
    """A cancel flag that is never set and counts how often it is looked at."""

    def __init__(self) -> None:
        self.looks = 0

    def is_set(self) -> bool:
        self.looks += 1
        return False


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(budget_module.time, "monotonic", clock)
    return clock


def polled_at(budget: Budget, flag: CountingFlag, checks: int, clock=None, step=0.0) -> list[int]:
    """The checks (numbered from 1) at which the budget looked at its flag."""
    seen = []
    for number in range(1, checks + 1):
        if clock is not None:
            clock.now += step
        before = flag.looks
        budget.check()
        if flag.looks > before:
            seen.append(number)
    return seen


def test_quick_checks_stretch_the_stride_up_to_the_one_asked_for(clock: Clock) -> None:
    clock.now = 1000.0  # late on the clock: what counts is the time since the last reading
    flag = CountingFlag()
    budget = Budget(cancel=flag, stride=8)
    # Strides 1, 2, 4, 8, then 8 for good.
    assert polled_at(budget, flag, 40) == [1, 3, 7, 15, 23, 31, 39]
    assert budget.stride == 8


def test_the_default_stride_stops_at_64(clock: Clock) -> None:
    flag = CountingFlag()
    budget = Budget(cancel=flag)
    seen = polled_at(budget, flag, 400)
    gaps = [b - a for a, b in zip(seen, seen[1:], strict=False)]
    assert gaps == [2, 4, 8, 16, 32, 64, 64, 64, 64, 64]


def test_a_slow_check_halves_the_stride_down_to_one(clock: Clock) -> None:
    flag = CountingFlag()
    budget = Budget(cancel=flag, stride=8)
    polled_at(budget, flag, 15)  # strides 1, 2, 4, 8: the clock never moved
    assert budget.stride == 8
    # Every check now comes two poll intervals after the last: 8 -> 4 -> 2 -> 1 -> 1.
    seen = polled_at(budget, flag, 16, clock, 2 * POLL_SECONDS)
    assert seen == [8, 12, 14, 15, 16]
    assert budget.stride == 1


def test_an_odd_stride_halves_to_whole_checks(clock: Clock) -> None:
    flag = CountingFlag()
    budget = Budget(cancel=flag, stride=6)
    polled_at(budget, flag, 13)  # strides 1, 2, 4, 6
    assert budget.stride == 6
    seen = polled_at(budget, flag, 10, clock, 2 * POLL_SECONDS)
    assert seen == [6, 9, 10] and budget.stride == 1  # 6 -> 3 -> 1 -> 1


def test_exactly_one_poll_interval_counts_as_slow(clock: Clock) -> None:
    flag = CountingFlag()
    budget = Budget(cancel=flag, stride=8)
    budget.check()  # at 0.0: quick, stride 2
    assert budget.stride == 2
    clock.now = POLL_SECONDS
    budget.check()
    budget.check()  # read at POLL_SECONDS after the reading at 0.0: slow
    assert budget.stride == 1


def test_a_deadline_passes_only_once_the_clock_is_beyond_it(clock: Clock) -> None:
    clock.now = 100.0
    budget = Budget(timeout=2.0)
    assert budget.deadline == 102.0 and budget.remaining() == 2.0
    clock.now = 102.0
    budget.check()  # exactly at the deadline: not yet
    assert budget.remaining() == 0.0
    clock.now = 103.0
    assert budget.remaining() == 0.0  # never below zero
    with pytest.raises(Interrupted) as stop:
        for _ in range(3):
            budget.check()
    assert stop.value.reason == "timeout"


def test_a_timeout_and_a_deadline_give_the_earlier(clock: Clock) -> None:
    clock.now = 10.0
    assert Budget(timeout=5.0, deadline=12.0).deadline == 12.0
    assert Budget(timeout=1.0, deadline=12.0).deadline == 11.0
    assert Budget(deadline=12.0).deadline == 12.0
    assert Budget().deadline is None and Budget().remaining() is None
