"""Propagators that defer themselves during probing are woken again when it ends.

A costly rule that only pays before any trial (the nonogram counting rule, say) calls
`Store.defer` while probing runs. Whatever probing then deduces must still reach it: when
the sweep ends, the deferred rules run on the new state. Here probing deduces `a = 0`
while the deferring rule sleeps, and only that rule knows that `a = 0` forces `b = 1`:
if it is not woken, the search has to guess `b`.
"""

from __future__ import annotations

import pytest

from gridgames.engine import (
    ONLY_0,
    ONLY_1,
    Contradiction,
    Model,
    Propagator,
    SearchParams,
    StepKind,
    solve,
)


class NotOne(Propagator):
    """`a = 1` is a dead end (found only by trying it: probing)."""

    name = "not-one"

    def __init__(self) -> None:
        super().__init__([0])

    def propagate(self, store) -> None:
        if store.dom[0] == ONLY_1:
            raise Contradiction(self.name)


class AfterTrials(Propagator):
    """`a = 0` forces `b = 1`, but the rule skips every state reached inside a trial."""

    name = "after-trials"

    def __init__(self, seen: list[bool]) -> None:
        super().__init__([0, 1])
        self.seen = seen  # store.trial at each call

    def propagate(self, store) -> None:
        self.seen.append(store.trial)
        if store.trial:
            store.defer()
            return
        if store.dom[0] == ONLY_0:
            store.narrow(1, ONLY_1)


@pytest.mark.parametrize("resume", [True, False], ids=["resume", "restart"])
def test_a_rule_deferred_during_probing_runs_on_what_probing_deduced(resume: bool) -> None:
    seen: list[bool] = []
    params = SearchParams(probe_vars=[0], probe_resume=resume)
    model = Model([0b11, 0b11], [NotOne(), AfterTrials(seen)], params)
    result = solve(model, max_solutions=2, trace=True)
    assert result.status == "unique"
    assert result.solutions == [[ONLY_0, ONLY_1]]
    assert result.stats.branches == 0
    assert not [step for step in result.steps if step.kind is StepKind.GUESS]
    assert True in seen  # it did skip a trial state...
    assert seen[-1] is False  # ...and ran again once probing had ended


def test_a_deferred_rule_is_not_run_inside_trials() -> None:
    seen: list[bool] = []
    model = Model([0b11, 0b11], [NotOne(), AfterTrials(seen)], SearchParams(probe_vars=[0]))
    solve(model, max_solutions=2)
    # Once at the start, deferred in the trial of a = 0, then once after the sweep.
    assert seen == [False, True, False]
