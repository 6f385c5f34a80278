"""A model's build answers to the budget of the job or solve it is for: a cancel or the time
limit stops a big board's build (half a second of making thousands of rules) as it stops
a solve, and the build is made again, whole, when asked again."""

from __future__ import annotations

import pytest

from gridgames.engine import Budget, Interrupted, Status, solve
from gridgames.engine.budget import building
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.jobs import PuzzleEngine
from gridgames.solving import solve_puzzle


class SetAfter:
    """A cancel flag that turns set after it has been looked at `looks` times."""

    def __init__(self, looks: int) -> None:
        self.looks = looks

    def is_set(self) -> bool:
        self.looks -= 1
        return self.looks < 0


BIG = FillGridPuzzle.free(120, 120)  # 14,400 rules besides the connectivity rule


def test_a_cancel_stops_a_build_part_way() -> None:
    flag = SetAfter(3)
    with pytest.raises(Interrupted, match="cancelled"), building(Budget(cancel=flag)):
        GENRE.build(BIG)
    assert flag.looks == -1  # looked at during the build, once too often


def test_a_build_outside_any_budget_never_stops() -> None:
    model = GENRE.build(FillGridPuzzle.free(4, 4))
    assert solve(model, max_solutions=1).status is Status.FOUND


def test_solve_puzzle_says_cancelled_or_timeout_when_the_build_is_stopped() -> None:
    assert solve_puzzle(BIG, cancel=SetAfter(3)).status is Status.CANCELLED
    assert solve_puzzle(BIG, timeout=0.0).status is Status.TIMEOUT
    assert solve_puzzle(FillGridPuzzle.free(3, 3)).status is Status.MULTIPLE


def test_a_puzzle_engine_builds_again_after_a_cancelled_build() -> None:
    engine = PuzzleEngine(BIG)
    with pytest.raises(Interrupted):
        engine.model(SetAfter(3))
    assert len(engine.model().domains) == 120 * 120
