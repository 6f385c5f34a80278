"""Probing on small genre-free models, step by step (engine/probing.py): a value whose
trial breaks a rule goes, with the step a player reads (the supposition, what breaks, what
is left; its kind, level and cells); a variable none of whose values survives is a
contradiction said as such; what every surviving trial agrees on is kept; the look-ahead
score of each variable; the trials themselves leave no step and no change behind."""

from __future__ import annotations

import pytest

from gridgames.engine import Contradiction, Model, Propagator, SearchParams, Store, solve
from gridgames.engine.model import Vocabulary
from gridgames.engine.probing import probe
from gridgames.engine.step import LEVEL_PROBE, StepKind


class NotEqual(Propagator):
    """Two variables may not hold the same single value."""

    name = "differ"

    def __init__(self, a: int, b: int) -> None:
        super().__init__([a, b])
        self.a, self.b = a, b

    def propagate(self, store) -> None:
        for one, other in ((self.a, self.b), (self.b, self.a)):
            domain = store.dom[one]
            if domain & (domain - 1) == 0:
                if store.dom[other] == domain:
                    raise Contradiction(self.name, f"{other} equals {one}", ((other, 0),))
                store.narrow(other, ~domain)


class Implies(Propagator):
    """When `a` holds value `when`, `b` holds `then` (both single-bit masks)."""

    name = "implies"

    def __init__(self, a: int, when: int, b: int, then: int) -> None:
        super().__init__([a])
        self.a, self.when, self.b, self.then = a, when, b, then

    def propagate(self, store) -> None:
        if store.dom[self.a] == self.when:
            store.narrow(self.b, self.then)


WORDS = Vocabulary(
    describe=lambda var, domain: f"v{var} in {domain:b}",
    cell_of=lambda var: (var, 9),
)


def traced(domains: list[int], rules: list[Propagator]) -> tuple[Store, list]:
    steps: list = []
    store = Store(Model(domains, rules, vocabulary=WORDS), tracing=True, sink=steps.append)
    return store, steps


def test_a_value_whose_trial_breaks_a_rule_goes_and_is_told() -> None:
    # v0 in {0, 1}; v1 is 1; v0 = 1 would equal it.
    store, steps = traced([0b11, 0b10], [NotEqual(0, 1)])
    assert probe(store, [0])
    assert store.dom == [0b01, 0b10]
    assert store.stats.probes == 2  # both values tried
    (step,) = steps
    assert step.kind is StepKind.PROBE and step.level == LEVEL_PROBE and step.rule == "probe"
    assert str(step) == "Suppose v0 in 10: then 1 equals 0. So v0 in 1."
    assert step.focus == ((0, 9), (1, 0))  # the variable's cell, then the rule's
    assert [(c.var, c.old, c.new) for c in step.changes] == [(0, 0b11, 0b01)]
    assert not store.trial and store.tracing


def test_two_values_failing_of_three_leave_the_third() -> None:
    store, steps = traced([0b111, 0b001, 0b010], [NotEqual(0, 1), NotEqual(0, 2)])
    assert probe(store, [0], largest=3)
    assert store.dom[0] == 0b100
    assert str(steps[0]).startswith("Suppose v0 in 1: then 1 equals 0")  # the first failed
    assert str(steps[0]).endswith("So v0 in 100.")


def test_a_variable_with_no_surviving_value_is_a_contradiction_said_so() -> None:
    store, _ = traced([0b11, 0b10, 0b01], [NotEqual(0, 1), NotEqual(0, 2)])
    with pytest.raises(Contradiction) as raised:
        probe(store, [0])
    assert raised.value.rule == "probing"
    assert raised.value.reason == "Every value of v0 in 11 leads to a contradiction"
    assert not store.trial
    quiet = Store(Model([0b11, 0b10, 0b01], [NotEqual(0, 1), NotEqual(0, 2)]))
    with pytest.raises(Contradiction) as untraced:
        probe(quiet, [0])
    assert untraced.value.rule == "probing" and untraced.value.reason == ""


def test_what_every_trial_agrees_on_is_kept_and_scored() -> None:
    # Whatever v0 is, v1 is 1 (value 0 forces it one way, value 1 the other way round);
    # v2 follows v0 (different values each way): not agreed, not narrowed.
    rules = [Implies(0, 0b01, 1, 0b10), Implies(0, 0b10, 1, 0b10),
             Implies(0, 0b01, 2, 0b01), Implies(0, 0b10, 2, 0b10)]  # fmt: skip
    store, steps = traced([0b11, 0b11, 0b11, 0b111], rules)
    scores: dict[int, int] = {}
    assert probe(store, [0, 3], scores=scores)
    assert store.dom == [0b11, 0b10, 0b11, 0b111]
    (step,) = steps
    assert step.rule == "probe-agree" and step.kind is StepKind.PROBE
    assert step.level == LEVEL_PROBE and step.focus == ((0, 9),)
    assert str(step) == "Whatever v0 in 11 turns out to be, the same cells follow."
    assert scores == {0: 4 * 4}  # each trial narrowed v0 itself, v1 and v2
    assert store.stats.probes == 2  # it stopped at the first deduction (v3 not tried)


def test_a_sweep_that_resumes_scores_every_variable_and_skips_the_decided() -> None:
    rules = [Implies(0, 0b01, 1, 0b01)]
    store, steps = traced([0b11, 0b11, 0b1, 0b1111], rules)
    scores: dict[int, int] = {}
    assert not probe(store, [0, 1, 2, 3], largest=4, resume=True, scores=scores)
    # v0's trials: one narrows v0 and v1, the other only v0; v1's and v3's narrow only
    # themselves; v2 is decided, never tried.
    assert scores == {0: 3 * 2, 1: 2 * 2, 3: 2 * 2 * 2 * 2}
    assert store.stats.probes == 2 + 2 + 4
    assert steps == [] and store.dom == [0b11, 0b11, 0b1, 0b1111]  # nothing left behind
    assert probe(store, [3], largest=3) is False and store.stats.probes == 8  # too many


class Forbidden(Propagator):
    """`a` may not hold `value` (a single-bit mask): found only by trying it."""

    name = "forbidden"

    def __init__(self, a: int, value: int) -> None:
        super().__init__([a])
        self.a, self.value = a, value

    def propagate(self, store) -> None:
        if store.dom[self.a] == self.value:
            raise Contradiction(self.name)


@pytest.mark.parametrize(("order", "probes"), [(None, 6), ([2, 0, 1], 2)])
def test_a_search_probes_in_the_genres_order(order, probes) -> None:
    """`SearchParams.probe_order` orders each sweep from the current state: trying the
    variable whose trial breaks first settles the others, so they are never tried."""
    asked: list[tuple[int, ...]] = []

    def ordered(store: Store, candidates):
        asked.append((tuple(store.dom), tuple(candidates)))
        return order

    rules = [Forbidden(2, 0b10), Implies(2, 0b01, 0, 0b01), Implies(2, 0b01, 1, 0b10)]
    params = SearchParams(
        probe_vars=range(3), probe_resume=True, probe_order=None if order is None else ordered
    )
    result = solve(Model([0b11] * 3, rules, params), max_solutions=2)
    assert result.status == "unique"
    assert result.solutions == [[0b01, 0b10, 0b01]]
    assert result.stats.probes == probes
    assert result.stats.branches == 0
    if order is not None:
        assert asked[0] == ((0b11, 0b11, 0b11), (0, 1, 2))


def test_equal_look_ahead_scores_still_split_the_lowest_variable() -> None:
    """A genre's sweep order changes where probing looks, not which of equally good
    variables a look-ahead search splits: the lowest, as in variable order."""
    params = SearchParams(
        probe_vars=range(3),
        probe_resume=True,
        branch_on_probes=True,
        probe_order=lambda store, candidates: [2, 1, 0],
    )
    result = solve(Model([0b11] * 3, [], params, vocabulary=WORDS), max_solutions=1, trace=True)
    guesses = [step for step in result.steps if step.kind is StepKind.GUESS]
    assert guesses and guesses[0].changes[0].var == 0
