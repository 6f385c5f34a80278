"""The implication graph learning walks (engine/learning.py, `LearningStore.reason`): every
reason conflict analysis asks for must really force the variable it explains. A wrong
reason makes a learned clause unsound only now and then, so the tests that count answers
rarely meet one; here each reason is checked as it is given."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import EITHER, Contradiction, Model, Propagator, Search, Store, learning
from gridgames.engine.learning import NO_CAUSE, LearningStore
from tests.line_kernels import line_solver_kind  # noqa: F401  (autouse: C and Python lines)
from tests.test_engine_learning import boolean_queens, line_rules_only, n_dom, random_puzzle

#: Reasons (per test) checked for a variable to spare as well: enough to meet every kind.
MINIMAL_CHECKED = 150


def forces(rule, domains: list[int], var: int, value: int) -> bool:
    """Does `rule` alone, given `domains`, set `var` to `value` (or find a dead end)?"""
    store = Store(Model(list(domains), [rule]))
    store.schedule_all()
    try:
        store.fixpoint()
    except Contradiction:
        return True
    return store.dom[var] == value


@pytest.fixture
def checked_reasons(monkeypatch) -> list[tuple[str, int]]:
    """Every LearningStore.reason call checked as it happens: the reason's variables were
    decided before `var`, not `var` itself, and they force its value: through the learned
    clause that decided it (every other literal false) or the rule that did (run alone on
    just those values; with none of them to spare when the rule explains itself). In the
    Python search, whose store a test can watch: the C search (engine/_search_kernel.c)
    makes the same moves (tests/test_search_kernel.py)."""
    monkeypatch.setattr(learning, "SEARCH_KERNEL", None)
    seen: list[tuple[str, int]] = []
    original = LearningStore.reason

    def reason(store: LearningStore, var: int) -> list[int]:
        found = original(store, var)
        dom, cause = store.dom, store.cause[var]
        assert var not in found
        assert all(dom[other] != EITHER for other in found)
        assert all(store.position[other] < store.position[var] for other in found)
        assert cause != NO_CAUSE
        if cause <= -2:
            clause = store.clause_rule.clauses[-2 - cause]
            assert {lit >> 1 for lit in clause} == {*found, var}
            for lit in clause:  # a literal is var * 2 + (1 for the value ONLY_1)
                holds = dom[lit >> 1] == 1 << (lit & 1)
                assert holds == (lit >> 1 == var)
            seen.append(("clause", var))
        else:
            domains = [EITHER] * len(dom)
            for other in found:
                domains[other] = dom[other]
            rule = store.props[cause]
            assert forces(rule, domains, var, dom[var])
            own = type(rule).explain is not Propagator.explain
            if own and len(seen) < MINIMAL_CHECKED:  # its own explanation: minimal by deletion
                for other in found:
                    domains[other] = EITHER
                    assert not forces(rule, domains, var, dom[var])
                    domains[other] = dom[other]
            seen.append(("rule", var))
        return found

    monkeypatch.setattr(LearningStore, "reason", reason)
    return seen


def test_reasons_force_their_variables_on_n_dom(checked_reasons) -> None:
    result = Search(line_rules_only(n_dom(6)), max_solutions=2).run()
    assert result.status == "unique"
    kinds = {kind for kind, _ in checked_reasons}
    assert kinds == {"clause", "rule"}, kinds


def test_reasons_force_their_variables_on_random_nonograms(checked_reasons) -> None:
    rng = random.Random(0)
    for _ in range(4):
        puzzle = random_puzzle(rng, 12, 12, 0.35)  # many answers: many conflicts
        result = Search(line_rules_only(puzzle), max_solutions=30).run()
        assert result.solutions
    assert len(checked_reasons) > 100


def test_reasons_force_their_variables_for_rules_without_explain(checked_reasons) -> None:
    """Queens' rules keep the default explanation: every decided cell of the scope."""
    result = Search(boolean_queens(7), max_solutions=10**6).run()
    assert len(result.solutions) == 40
    assert {kind for kind, _ in checked_reasons} == {"clause", "rule"}
