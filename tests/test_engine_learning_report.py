"""What a learning search reports besides its answers: the guesses and jumps `gridgames
solve` prints, and its refusal of a model it cannot learn on."""

from __future__ import annotations

import pytest

from gridgames.engine import Model, Search, SearchParams
from gridgames.engine.learning import Learner
from tests.test_engine_learning import boolean_queens


def test_learning_needs_two_valued_variables() -> None:
    with pytest.raises(
        ValueError, match=r"^learning needs every variable to have two values \(0 and 1\)$"
    ):
        Search(Model([0b111], [], SearchParams(learning=True)))


def test_the_learning_search_counts_the_guesses_and_jumps_it_made(monkeypatch) -> None:
    """`gridgames solve` reports a search's guesses: a learning search's must be the
    decisions it took, its backtracks the jumps back, its depth the deepest decision."""
    made, jumps, deepest = [], [], [0]
    decide, backjump = Learner._decide, Learner._backjump

    def counted_decide(self, var: int) -> None:
        made.append(var)
        decide(self, var)
        deepest[0] = max(deepest[0], len(self.decisions))

    def counted_backjump(self, level: int) -> None:
        if level < len(self.decisions):
            jumps.append(level)
        backjump(self, level)

    monkeypatch.setattr(Learner, "_decide", counted_decide)
    monkeypatch.setattr(Learner, "_backjump", counted_backjump)
    result = Search(boolean_queens(7), max_solutions=10**6).run()
    assert len(result.solutions) == 40
    assert result.stats.branches == len(made) > 0
    assert result.stats.backtracks == len(jumps) > 0
    assert result.stats.max_depth == deepest[0] > 1
