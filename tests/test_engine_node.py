"""What both searches do at a node (engine/node.py), on genre-free models: a dead end is
told as a step with the rule's own words, place and depth; a variable empty from the start
is named; probing stops below `probe_depth` and gets the model's settings; the variable to
split is the genre's pick, else the best look-ahead score, else first-fail."""

from __future__ import annotations

import pytest

from gridgames.engine import (
    Contradiction,
    Model,
    Propagator,
    SearchParams,
    Status,
    Store,
    node,
    solve,
)
from gridgames.engine.model import Vocabulary
from gridgames.engine.step import Step, StepKind

WORDS = Vocabulary(
    describe=lambda var, domain: f"v{var} in {domain:b}", cell_of=lambda var: (var, 7)
)


class Refuse(Propagator):
    """A rule that finds a dead end as soon as it runs."""

    name = "refuse"

    def __init__(self, reason: str) -> None:
        super().__init__([0])
        self.reason = reason

    def propagate(self, store) -> None:
        raise Contradiction("refuse", self.reason, [(4, 5), (6, 7)])


class Either(Propagator):
    """Variable `a` takes value 1 whichever value `b` (two-valued) takes: probing `b`
    finds it, the fixpoint alone does not."""

    name = "either"

    def __init__(self, a: int, b: int) -> None:
        super().__init__([a, b])
        self.a, self.b = a, b

    def propagate(self, store) -> None:
        if store.dom[self.b] in (1, 2):
            store.narrow(self.a, 2)


@pytest.mark.parametrize(
    ("reason", "told"), [("Row 2 is too full.", "Row 2 is too full."), ("", "refuse")]
)
def test_a_dead_end_at_a_node_is_told_with_its_rule_words_place_and_depth(reason, told) -> None:
    steps: list[Step] = []
    store = Store(
        Model([3, 3], [Refuse(reason)], vocabulary=WORDS), tracing=True, sink=steps.append
    )
    store.schedule_all()
    store.depth = 3
    assert node.settle(store, SearchParams(), ()) is False
    assert steps == [Step(StepKind.CONTRADICTION, "refuse", told, (), ((4, 5), (6, 7)), 3)]


def test_a_variable_empty_from_the_start_is_named() -> None:
    result = solve(Model([3, 0, 3], [], vocabulary=WORDS), trace=True)
    assert result.status is Status.NONE
    assert result.steps == [
        Step(StepKind.CONTRADICTION, "empty", "Nothing is possible for v1 in 0.", (), ((1, 7),), 0)
    ]
    assert result.steps[0].reason.template == "Nothing is possible for {what}."


def test_probing_runs_down_to_probe_depth_and_no_deeper() -> None:
    params = SearchParams(probe_vars=(1,), probe_depth=1)
    for depth, forced in ((0, 2), (1, 2), (2, 3)):
        store = Store(Model([3, 3], [Either(0, 1)], params=params))
        store.schedule_all()
        store.depth = depth
        assert node.settle(store, params, params.probe_vars) is True
        assert store.dom[0] == forced, depth


def test_probing_gets_the_models_settings(monkeypatch) -> None:
    calls = []

    def probe(store, candidates, largest, resume, scores):
        calls.append((list(candidates), largest, resume, scores))
        return False

    monkeypatch.setattr(node, "probe", probe)
    for resume in (False, True):
        params = SearchParams(probe_vars=(0, 1), probe_max=3, probe_resume=resume)
        store = Store(Model([7, 7], [], params=params))
        scores: dict[int, int] = {9: 9}
        assert node.settle(store, params, params.probe_vars, scores) is True
        assert calls.pop() == ([0, 1], 3, resume, {})


def test_the_variable_to_split_is_the_genres_then_the_best_score_then_first_fail() -> None:
    store = Store(Model([1, 3, 7, 3, 3, 6], []))
    for params, scores, chosen in (
        (SearchParams(choose=lambda s: len(s.dom) - 2), None, 4),
        (SearchParams(choose=lambda s: None), None, 1),
        (SearchParams(), {3: 1}, 3),  # a look-ahead that settles nothing still counts
        (SearchParams(), {0: 50, 2: 4, 3: 4, 5: 5}, 5),  # decided 0 has no score to win
        (SearchParams(), {}, 1),
    ):
        assert node.choose(store, params, scores) == chosen
    assert node.choose(Store(Model([1, 2, 4], [])), SearchParams(), {0: 9}) is None
