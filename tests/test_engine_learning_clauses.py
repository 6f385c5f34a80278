"""The pieces of learning one at a time, on hand-made states (engine/learning.py): learned
clauses propagated by two watched literals must find every unit clause and every false
clause through any mix of decisions and undos, and keep each clause watched by its first
two literals; a learned clause drops exactly the literals the rest of it implies."""

from __future__ import annotations

import random
import threading
from dataclasses import replace

from gridgames.engine import (
    EITHER,
    ONLY_0,
    ONLY_1,
    Contradiction,
    Model,
    Propagator,
    Search,
    SearchParams,
)
from gridgames.engine.learning import NO_CAUSE, Learner, LearningStore
from tests.test_engine_learning import line_rules_only, pigeonhole, random_puzzle


def _value(dom: list[int], lit: int) -> bool | None:
    """A literal `2 * var + value`: True, False, or None while its variable is open."""
    domain = dom[lit >> 1]
    return None if domain == EITHER else domain == 1 << (lit & 1)


def _watched_by_its_first_two(store: LearningStore) -> bool:
    rule = store.clause_rule
    return all(
        index in rule.watch[clause[0]] and index in rule.watch[clause[1]]
        for index, clause in enumerate(rule.clauses)
    )


def test_learned_clauses_find_every_unit_and_every_dead_end() -> None:
    rng = random.Random(3)
    for _ in range(40):
        size = rng.randint(3, 9)
        store = LearningStore(Model([EITHER] * size, []))
        rule = store.clause_rule
        for _ in range(rng.randint(1, 3 * size)):
            chosen = rng.sample(range(size), rng.randint(2, min(4, size)))
            rule.add([2 * var + rng.randint(0, 1) for var in chosen], 2)
        marks: list[int] = []
        for _ in range(30):
            open_vars = [var for var, domain in enumerate(store.dom) if domain == EITHER]
            if not open_vars or (marks and rng.random() < 0.3):
                if marks:
                    store.undo(marks.pop())
                continue
            marks.append(store.mark())
            store.running, store.current = NO_CAUSE, -1  # a decision, as Learner makes
            store.narrow(rng.choice(open_vars), rng.choice((ONLY_0, ONLY_1)))
            try:
                store.fixpoint()
            except Contradiction:
                assert store.conflict_clause is not None
                clause = rule.clauses[store.conflict_clause]
                assert all(_value(store.dom, lit) is False for lit in clause)
                assert _watched_by_its_first_two(store)
                store.undo(marks.pop())
                continue
            assert _watched_by_its_first_two(store)
            for clause in rule.clauses:
                values = [_value(store.dom, lit) for lit in clause]
                # satisfied, or two literals still open: nothing left to propagate
                assert True in values or values.count(None) >= 2, (clause, values)
            for var, domain in enumerate(store.dom):
                if domain != EITHER and store.cause[var] <= -2:  # forced by its clause
                    clause = rule.clauses[-2 - store.cause[var]]
                    assert 2 * var + (domain >> 1) in clause


def _learner(levels: list[int], causes: list[int], reasons: dict[int, list[int]]) -> Learner:
    """A learner over decided variables whose implication graph is given by hand: each
    variable's level, cause (NO_CAUSE for a decision) and reason."""
    store = LearningStore(Model([EITHER] * len(levels), []))
    for var, (level, cause) in enumerate(zip(levels, causes, strict=True)):
        store.dom[var] = ONLY_1
        store.level_of[var], store.cause[var] = level, cause
    learner = Learner(store, SearchParams(learning=True), None)
    learner.reasons.update(reasons)
    return learner


def _minimised(learner: Learner, variables: list[int], seen: set[int]) -> list[int]:
    store = learner.store
    learned = [store.literal_against(var) for var in variables]
    return [lit >> 1 for lit in learner._minimise(learned, seen)]


def test_a_learned_clause_drops_the_literals_the_rest_of_it_implies() -> None:
    # Level 1: decision 0 forces 1; level 2: decision 2 forces 3 (from 2 and 1), 3 forces 4
    # (from 3 and 5, a fact of level 0). Variable 6 is decided at level 2 with no reason.
    levels = [1, 1, 2, 2, 2, 0, 2]
    causes = [NO_CAUSE, 0, NO_CAUSE, 0, 0, 0, NO_CAUSE]
    reasons = {1: [0], 3: [2, 1], 4: [3, 5], 5: []}
    learner = _learner(levels, causes, reasons)
    # UIP 4 first; 1 follows from 0, which the clause holds: dropped
    assert _minimised(learner, [4, 0, 1], {0, 1, 4}) == [4, 0]
    # 3 follows from 2 and 1, both in the clause; 1 from 0, which is not
    assert _minimised(learner, [4, 2, 1, 3], {1, 2, 3, 4}) == [4, 2, 1]
    # 4 follows from 3 and a fact of level 0, which needs no literal
    assert _minimised(learner, [6, 3, 4], {3, 4, 6}) == [6, 3]
    # a decision is never implied; nor is a variable whose reason reaches outside the
    # clause (3 needs 2, which is not in it)
    assert _minimised(learner, [4, 6, 0, 3], {0, 3, 4, 6}) == [4, 6, 0, 3]
    # implied through a variable not in the clause itself (1, from 0): recursively
    assert _minimised(learner, [6, 2, 0, 3], {0, 2, 3, 6}) == [6, 2, 0]
    # a variable at a level no literal of the clause has cannot be implied by it: 2
    # follows from 1 (level 3), which follows from 0 (in the clause), and stays
    learner = _learner([1, 3, 2, 2], [NO_CAUSE, 0, 0, NO_CAUSE], {1: [0], 2: [1]})
    assert _minimised(learner, [3, 0, 2], {0, 2, 3}) == [3, 0, 2]
    # the levels are those of the clause's own variables (6 and 7 at level 1, 5 at 2;
    # 2 and 3, half their numbers, at level 2): 7 follows from 6
    learner = _learner([0, 0, 2, 2, 0, 2, 1, 1], [NO_CAUSE] * 7 + [0], {7: [6]})
    assert _minimised(learner, [5, 6, 7], {5, 6, 7}) == [5, 6]


def test_minimising_follows_a_chain_of_reasons_twelve_deep_and_no_deeper() -> None:
    # decision 0 at level 1; 1 from 0, 2 from 1, ... n from n-1, all at level 1
    for length, implied in ((13, True), (14, False)):
        count = length + 2
        levels = [1] * (count - 1) + [2]
        causes = [NO_CAUSE] + [0] * (count - 2) + [NO_CAUSE]
        reasons = {var: [var - 1] for var in range(1, count - 1)}
        learner = _learner(levels, causes, reasons)
        last = count - 2  # implied by 0 through `last - 1` steps below the first
        got = _minimised(learner, [count - 1, 0, last], {count - 1, 0, last})
        assert got == ([count - 1, 0] if implied else [count - 1, 0, last]), length


def test_an_implied_variable_worked_out_once_serves_every_literal_after_it() -> None:
    # 1 follows from 0 (in the clause); 3 and 4 each follow from 1 alone
    learner = _learner(
        [1, 1, 2, 2, 1, 2], [NO_CAUSE, 0, NO_CAUSE, 0, 0, NO_CAUSE], {1: [0], 3: [1], 4: [1]}
    )
    assert _minimised(learner, [5, 0, 3, 4], {0, 3, 4, 5}) == [5, 0]


def test_activities_scaled_down_together_when_bumps_grow_huge() -> None:
    learner = _learner([1, 1, 1], [NO_CAUSE] * 3, {})
    learner.store.dom[:] = [EITHER] * 3
    learner.activity = [1.0, 3.0, 2.0]
    learner.bump_by = 1.0
    learner._decay()
    assert learner.bump_by == 1.0 / 0.95 and learner.activity == [1.0, 3.0, 2.0]
    learner.bump_by = 0.99e100
    learner._decay()  # past 1e100: everything scaled by 1e-100, the order kept
    assert learner.bump_by == 0.99e100 / 0.95 * 1e-100
    assert learner.activity == [1.0 * 1e-100, 3.0 * 1e-100, 2.0 * 1e-100]
    assert learner._pick() == 1


class Tripwire(Propagator):
    """Sets the cancel flag once it runs inside the learning search (not at the root)."""

    name = "tripwire"

    def __init__(self, variables: int, cancel: threading.Event) -> None:
        super().__init__(range(variables))
        self.cancel = cancel

    def propagate(self, store) -> None:
        if isinstance(store, LearningStore):
            self.cancel.set()


def test_the_learning_search_keeps_the_callers_budget() -> None:
    cancel = threading.Event()
    model = pigeonhole(6)
    model.propagators.append(Tripwire(len(model.domains), cancel))
    assert Search(model, cancel=cancel).run().status == "cancelled"


def test_what_the_root_settled_stays_below_every_guess_level() -> None:
    """The learning search starts from the root's settled cells as facts (level 0): taken
    for guesses of the first level, they once made conflict analysis lose answers."""
    rng = random.Random(46)
    puzzle = random_puzzle(rng, rng.randint(6, 12), rng.randint(6, 12), rng.choice((0.3, 0.4, 0.5)))
    model = line_rules_only(puzzle)
    plain = Search(
        replace(model, params=replace(model.params, learning=False)), max_solutions=99
    ).run()
    learned = Search(model, max_solutions=99).run()
    assert len(plain.solutions) == 40
    assert sorted(learned.solutions) == sorted(plain.solutions)


def test_the_learning_search_starts_from_the_domains_it_is_given() -> None:
    """A solve from the player's marks: cells given as white (a domain of 1) are a start,
    not a dead end; a cell with no value left is one."""
    rng = random.Random(46)
    puzzle = random_puzzle(rng, rng.randint(6, 12), rng.randint(6, 12), rng.choice((0.3, 0.4, 0.5)))
    model = line_rules_only(puzzle)
    plain_model = replace(model, params=replace(model.params, learning=False))
    answer = Search(plain_model, max_solutions=1).run().solutions[0]
    start = [domain if var % 3 == 0 else EITHER for var, domain in enumerate(answer)]
    assert ONLY_0 in start
    plain = Search(plain_model, initial=start, max_solutions=99).run()
    learned = Search(model, initial=start, max_solutions=99).run()
    assert learned.solutions and sorted(learned.solutions) == sorted(plain.solutions)
    start[1] = 0
    assert Search(model, initial=start, max_solutions=99).run().solutions == []
