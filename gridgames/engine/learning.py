"""Search that learns from its dead ends: conflict-driven nogood learning.

Depth-first search with probing stays exponential on puzzles whose wrong guesses fail
only far from where they were made: Wolter's n-Dom nonograms take about six times longer
for each step of n, because the same small contradiction is rediscovered under every
combination of unrelated guesses. Learning stops that. When propagation fails, the
engine walks back through *why* each cell was set until one cell of the latest guess
level explains the failure (the first unique implication point), writes the cause down
as a clause ("these cells cannot all be as they are now"), jumps back to the level where
the clause first says something new, and from then on the clause propagates like a rule.

Explanations come for free from any rule: a deduction is explained by the cells of the
rule's own scope that were decided before the rule ran (the "naive" explanation, valid for
every propagator). A rule may offer `explain(store, var, decided)` to return a smaller
subset that still forces the same value, which makes the learned clauses more general.

Genre-neutral and opt-in (`SearchParams.learning`), for models whose variables all have
two values. Traced solves (hints, the animated auto-solve, grading) keep the plain search,
whose story a player can follow; learning serves the untraced solve and count. `Learning`
is the strategy `search.Search` runs; it settles the root as the plain search does
(`node.py`) and learns only below it. Where the C part was built and every rule of the
model offers C functions (`Propagator.compiled`, `compiled_rule.h`), the loop below the
root runs in C instead (`_search_kernel.c`): the same moves, 25x faster on a hard nonogram.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Sequence

from ..util import compiled as _compiled
from .bits import EITHER
from .errors import Contradiction
from .model import Model, SearchParams
from .node import Scores, choose, new_scores, settle
from .phases import REPHASE_UNIT, Phases
from .propagator import Propagator
from .sentence import Sentence
from .store import Solutions, Store

#: `Store.cause` of a decision, or of a fact found with no guess made (level 0).
NO_CAUSE = -1

#: Conflicts before the first restart; later restarts follow the Luby sequence. Measured
#: (CPU, at most 12,000-15,000 conflicts): with 64, "Thing" (webpbn #18297), random 35x35
#: at 40% (seed 1) and 45x45 at 50% (seed 0) found no answer; with 256 all three prove
#: `multiple` (13.5, 17.9, 28.7 s). 1024 lost Thing; 512 was slower on the other two;
#: glucose-style restarts (on the learned clauses' LBD) lost Thing and random 30x30.
RESTART_UNIT = 256
#: VSIDS: how much older conflicts' bumps fade after each conflict.
DECAY = 0.95
#: Before the first conflict, guesses follow the root probing's look-ahead scores
#: (`SearchParams.branch_on_probes`), scaled to at most this activity.
SEED_ACTIVITY = 1.0
#: No clean-up of the learned clauses before this many conflicts: forgetting cost 9-Dom
#: (solved by learning alone, 2,052 conflicts) about 70% more time, and every change of
#: the search before "Thing" (webpbn #18297, decided after about 6,000 conflicts) and
#: #12548 (1,640) is a lottery ticket that has lost them so far (README, issue 19). Those
#: searches stay exactly as they were.
REDUCE_FIRST = 8000
#: From then on, conflicts between two clean-ups (each forgets the weaker half). A long
#: search otherwise slows as its clauses pile up (every watch move visits them): random
#: 30x30 pictures at 40% density that found no answer ran 20,300-27,500 conflicts in 40 s
#: of CPU without, 28,600-35,300 with (C line kernel), and more were decided: 7 of the
#: 13 of seeds 0-23 that need over 8,000 conflicts, against 6 (README, issue 19).
REDUCE_EVERY = 2000
#: Clauses over at most this many guess levels are never forgotten.
KEEP_QUALITY = 2
#: The whole learning search in C (`_search_kernel.c`) where it was built, else None; it
#: runs when every rule of the model offers C functions (`Propagator.compiled`) and the
#: search asks for nothing it lacks (`compiled_rules`). Read at each search, so tests can
#: set it to None for the Python loop, which makes the very same moves.
SEARCH_KERNEL = _compiled.load("gridgames.engine._search_kernel")


def require_two_values(domains: list[int]) -> None:
    if any(domain & ~EITHER for domain in domains):
        raise ValueError("learning needs every variable to have two values (0 and 1)")


def luby(index: int) -> int:
    """1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...: restart lengths that are never badly wrong."""
    size, sequence = 1, 0
    while size < index + 1:
        sequence += 1
        size = 2 * size + 1
    while size - 1 != index:
        size = (size - 1) >> 1
        sequence -= 1
        index %= size
    return 1 << sequence


class ClauseRule(Propagator):
    """Every learned clause, propagated with two watched literals.

    A literal is `2 * var + value`; it is false when the variable holds the other value.
    Each clause watches two of its literals that are not false; only when one of them turns
    false does the clause look for another, so most assignments cost nothing here."""

    name = "learned"
    called = Sentence("the learned rule")

    def __init__(self, variables: int) -> None:
        super().__init__(())
        self.clauses: list[list[int] | None] = []  # None: forgotten (indices are causes)
        self.quality: list[int] = []  # distinct guess levels in each clause (its LBD)
        self.watch: list[list[int]] = [[] for _ in range(2 * variables)]
        #: Literals made true since this rule last ran, newest last.
        self.pending: list[int] = []

    def add(self, clause: list[int], quality: int) -> int:
        """Store a clause of two or more literals, watching its first two."""
        index = len(self.clauses)
        self.clauses.append(clause)
        self.quality.append(quality)
        self.watch[clause[0]].append(index)
        self.watch[clause[1]].append(index)
        return index

    def forget(self, doomed: set[int]) -> None:
        """Drop clauses (none of them the cause of a decided variable)."""
        for index in doomed:
            self.clauses[index] = None
        for lit, watching in enumerate(self.watch):
            if watching:
                self.watch[lit] = [index for index in watching if index not in doomed]

    def propagate(self, store: Store) -> None:
        dom, pending, clauses, watch = store.dom, self.pending, self.clauses, self.watch
        while pending:
            false_lit = pending.pop() ^ 1
            watching = watch[false_lit]
            if not watching:
                continue
            watch[false_lit] = kept = []
            keep = kept.append
            for index in watching:
                clause = clauses[index]
                other = clause[0]
                if other == false_lit:
                    other = clause[0] = clause[1]
                    clause[1] = false_lit
                domain = dom[other >> 1]
                if domain == (other & 1) + 1:
                    keep(index)  # satisfied by the other watch
                    continue
                k = 2
                for lit in clause[2:]:
                    if dom[lit >> 1] != 2 - (lit & 1):  # not false: watch it instead
                        clause[1] = lit
                        clause[k] = false_lit
                        watch[lit].append(index)
                        break
                    k += 1
                else:
                    keep(index)
                    if domain != EITHER:  # both watches false: every literal is
                        kept.extend(watching[watching.index(index) + 1 :])
                        pending.clear()
                        store.conflict_clause = index
                        raise Contradiction(self.name)
                    store.running = -2 - index  # the clause is the cause
                    store.narrow(other >> 1, (other & 1) + 1)


class LearningStore(Store):
    """A Store that remembers, for every decided variable, when, at which guess level and
    by which rule (or learned clause) it was decided: the implication graph that conflict
    analysis walks. Variables must be two-valued, so each is decided at most once per path
    and the undo trail doubles as the assignment order."""

    def __init__(self, model, **options) -> None:
        super().__init__(model, **options)
        require_two_values(self.dom)
        count = len(self.dom)
        self.position = [0] * count  # index in the trail
        self.level_of = [0] * count
        self.cause = [NO_CAUSE] * count  # propagator index, or -2 - clause index
        self.since = [0] * count  # trail length when the causing rule started its run
        self.decision_level = 0
        self.conflict_clause: int | None = None
        #: The variables an answer is made of: the model's own, before any its genre
        #: added for learning (`SearchParams.enrich`).
        self.answer_size = count
        self.clause_rule = ClauseRule(count)
        # The clause rule runs first of all: it is the cheapest and often the most telling.
        self.props = [*self.props, self.clause_rule]
        self.clause_index = len(self.props) - 1
        self.levels = [level + 1 for level in self.levels] + [0]
        self.queues = [deque() for _ in range(max(self.levels) + 1)]
        self.queued = bytearray(len(self.props))
        idle = {index for index, rule in enumerate(self.props) if not rule.searching}
        if idle:  # rules that sit out the search are never woken
            self.watchers = [
                [index for index in rules if index not in idle] for rules in self.watchers
            ]

    @classmethod
    def continuing(cls, store: Store, model: Model | None = None) -> LearningStore:
        """A learning store that carries on from `store`'s domains, budget and counts, over
        `model` (`SearchParams.enrich`'s: `store`'s variables first, then more, whose rules
        have yet to run) or `store`'s own."""
        model = store.model if model is None else model
        learning = cls(model, budget=store.budget)
        learning.dom = [*store.dom, *model.domains[len(store.dom) :]]
        learning.stats = store.stats
        learning.answer_size = len(store.dom)
        if model is not store.model:
            learning.schedule_all()
        return learning

    def narrow(self, var: int, domain: int) -> bool:
        """Store.narrow, then note when, at which level and why `var` was decided, and
        tell the learned clauses watching the literal that just turned false."""
        # Store.narrow written out (a learning store never traces): this runs about 80
        # times per conflict, and the call into the base class was a fifth of its cost.
        dom = self.dom
        old = dom[var]
        new = old & domain
        if new == old:
            return False
        if not new:
            raise Contradiction(self._current_rule())
        trail = self.trail
        self.position[var] = len(trail)
        trail.append(var)
        self.olds.append(old)
        dom[var] = new
        self.stats.deductions += 1
        queued, queues, levels, current = self.queued, self.queues, self.levels, self.current
        for index in self.watchers[var]:
            if not queued[index] and index != current:
                queued[index] = 1
                queues[levels[index]].append(index)
        self.level_of[var] = self.decision_level
        self.cause[var] = self.running
        self.since[var] = self.run_start
        lit = 2 * var + (new >> 1)
        rule = self.clause_rule
        if rule.watch[lit ^ 1]:  # some clause may care that this literal turned false
            rule.pending.append(lit)
            index = self.clause_index
            if not queued[index] and index != current:
                queued[index] = 1
                queues[0].append(index)
        return True

    def undo(self, mark: int) -> None:
        super().undo(mark)
        self.clause_rule.pending.clear()

    def fixpoint(self) -> None:
        self.conflict_clause = None
        super().fixpoint()

    # -- the implication graph -----------------------------------------------------------
    def reason(self, var: int) -> list[int]:
        """The other decided variables whose values forced `var`'s."""
        cause = self.cause[var]
        if cause <= -2:
            return [lit >> 1 for lit in self.clause_rule.clauses[-2 - cause] if lit >> 1 != var]
        return self._scope_before(cause, self.since[var], var)

    def conflict_reason(self) -> list[int]:
        """The decided variables that together made the last fixpoint fail."""
        if self.conflict_clause is not None:
            return [lit >> 1 for lit in self.clause_rule.clauses[self.conflict_clause]]
        return self._scope_before(self.running, self.run_start, None)

    def _scope_before(self, index: int, start: int, var: int | None) -> list[int]:
        dom, position = self.dom, self.position
        decided = [
            other
            for other in self.props[index].watches
            if dom[other] != EITHER and position[other] < start
        ]
        return self.props[index].explain(self, var, decided)

    def literal_against(self, var: int) -> int:
        """The literal that is true exactly when `var` differs from its current value."""
        return 2 * var + (self.dom[var] & 1)


class Learning:
    """The learning strategy: settle the root as the plain search does (facts, no
    reasons needed), and only if a guess is needed, learn from there on."""

    def __init__(self, params: SearchParams, probe_vars: Sequence[int]) -> None:
        self.params = params
        self.probe_vars = probe_vars  # at the root only, as the plain search would
        self.learner: Learner | None = None  # once the root needed a guess

    def run(self, store: Store, solutions: Solutions, max_solutions: int) -> None:
        if 0 in store.dom:
            return
        scores = new_scores(self.params)
        if not settle(store, self.params, self.probe_vars, scores):
            return
        if choose(store, self.params, scores) is None:  # settled without a guess, as most are
            solutions.append(list(store.dom))
            return
        # Only now does the search need the implication graph: what is known so far holds
        # whatever is guessed, so it starts the new store's level 0.
        enrich = self.params.enrich
        model = None if enrich is None else enrich(store.model)
        learning = LearningStore.continuing(store, model)
        rules = compiled_rules(learning, self.params)
        if rules is not None:
            kernel = SEARCH_KERNEL
            assert kernel is not None  # compiled_rules says None without it
            rephase_unit = REPHASE_UNIT if self.params.rephase else 0
            settings = (RESTART_UNIT, DECAY, REDUCE_FIRST, REDUCE_EVERY, KEEP_QUALITY, rephase_unit)
            activity = starting_activity(len(learning.dom), scores)
            kernel.run(
                learning.dom, rules, activity, solutions, max_solutions, learning.answer_size,
                self.params.first_guess, settings, learning.budget.check, learning.stats,
            )  # fmt: skip
            return
        self.learner = Learner(learning, self.params, scores)
        self.learner.run(solutions, max_solutions)


def compiled_rules(store: LearningStore, params: SearchParams) -> list[tuple] | None:
    """What the compiled search (`SEARCH_KERNEL`) needs of each rule but the learned
    clauses': its C functions (None for one that sits out the search), its scope and its
    queue level; or None when the search must stay in Python: no kernel, a rule without C
    functions or that is not idempotent, or a setting the kernel lacks (a genre's `guess`,
    variables of its own to learn over)."""
    if SEARCH_KERNEL is None or params.guess is not None:
        return None
    if params.enrich is not None or len(store.dom) != store.answer_size:
        return None
    rules = []
    for rule, level in zip(store.props[: store.clause_index], store.levels, strict=False):
        if not rule.searching:
            rules.append((None, rule.watches, level))
            continue
        capsule = rule.compiled() if rule.idempotent else None
        if capsule is None:
            return None
        rules.append((capsule, rule.watches, level))
    return rules


def starting_activity(count: int, scores: Scores | None) -> list[float]:
    """Each variable's activity before the first conflict: the root probing's look-ahead
    scores scaled to at most SEED_ACTIVITY (`SearchParams.branch_on_probes`), else 0."""
    activity = [0.0] * count
    if scores and SEED_ACTIVITY:
        top = max(scores.values())
        for var, score in scores.items():
            activity[var] = score / top * SEED_ACTIVITY
    return activity


class Learner:
    """The conflict-driven loop over a LearningStore whose level 0 is settled."""

    def __init__(self, store: LearningStore, params: SearchParams, scores: Scores | None) -> None:
        self.store = store
        count = len(store.dom)
        self.activity = starting_activity(count, scores)
        self.bump_by = 1.0
        #: A variable's first guess is `params.first_guess` (a filled nonogram cell settles
        #: more of its lines than an empty one) or `params.guess`; after that, the value it
        #: last held, reset now and then if `params.rephase` (`phases.py`). Phase saving
        #: alone: random 25x25 nonograms at 40% density (many answers) found two answers
        #: within 15 s of CPU in 3 of 3, against 1 of 3 without.
        self.phases = Phases(count, params.first_guess, params.guess, rephase=params.rephase)
        self.marks: list[int] = []  # trail length at each decision
        self.decisions: list[int] = []
        self.conflicts = 0
        #: Explanations already worked out, kept while their variable stays decided: a
        #: low-level variable turns up in conflict after conflict.
        self.reasons: dict[int, list[int]] = {}
        #: Undecided variables by activity, most active first, as (-activity, var): a
        #: scan of every variable at each guess took 9% of a 40x40 search. Entries go
        #: stale when a variable is decided or bumped; `_pick` skips those, and a variable
        #: comes back in (with its activity then) when a backjump undoes it.
        self.order: list[tuple[float, int]] = []
        self._rebuild_order()

    def run(self, solutions: Solutions, max_solutions: int) -> None:
        store = self.store
        restarts, until_restart = 0, RESTART_UNIT
        while True:
            conflict = False
            try:
                store.fixpoint()
            except Contradiction:
                conflict = True
            if conflict:
                if not self.decisions:
                    return  # nothing left to try: every solution has been found
                self.conflicts += 1
                until_restart -= 1
                # Before the backjump, which saves the values it undoes over a reset.
                self.phases.conflict(store.trail, store.dom, self.conflicts)
                learned, level = self._analyse()
                self._backjump(level)
                self._assert(learned)
                if self.conflicts >= REDUCE_FIRST and self.conflicts % REDUCE_EVERY == 0:
                    self._reduce()
                continue
            var = self._pick()
            if var is None:
                solutions.append(store.dom[: store.answer_size])
                if len(solutions) >= max_solutions or not self.decisions:
                    return
                blocking = [store.literal_against(v) for v in reversed(self.decisions)]
                self._backjump(len(self.decisions) - 1)
                self._assert(blocking, permanent=True)
                continue
            if until_restart <= 0 and self.decisions:
                restarts += 1
                until_restart = RESTART_UNIT * luby(restarts)
                self._backjump(0)
                continue
            self._decide(var)

    # -- steps of the loop -----------------------------------------------------------------
    def _pick(self) -> int | None:
        """The undecided variable of highest activity (the lowest index among equals)."""
        dom, activity, order = self.store.dom, self.activity, self.order
        while order:
            minus, var = order[0]
            if dom[var] == EITHER and -minus == activity[var]:
                return var
            heapq.heappop(order)
        return None  # every undecided variable has an entry: none is left

    def _rebuild_order(self) -> None:
        dom, activity = self.store.dom, self.activity
        self.order = [(-activity[var], var) for var, domain in enumerate(dom) if domain == EITHER]
        heapq.heapify(self.order)

    def _decide(self, var: int) -> None:
        store = self.store
        self.marks.append(len(store.trail))
        self.decisions.append(var)
        store.decision_level = store.depth = len(self.decisions)
        store.stats.branches += 1
        store.stats.max_depth = max(store.stats.max_depth, store.decision_level)
        store.running, store.current = NO_CAUSE, -1
        store.narrow(var, self.phases.value(store.dom, var))

    def _analyse(self) -> tuple[list[int], int]:
        """The first-UIP clause of the conflict, and the level to jump back to."""
        store = self.store
        level_of, trail, current = store.level_of, store.trail, store.decision_level
        seen = set()
        learned = [0]  # slot 0: the UIP's literal
        open_here = 0
        activity, bump = self.activity, self.bump_by
        reason = store.conflict_reason()
        index = len(trail)
        while True:
            for var in reason:
                if var in seen:
                    continue
                level = level_of[var]
                if level == 0:
                    continue
                seen.add(var)
                activity[var] += bump
                if level == current:
                    open_here += 1
                else:
                    learned.append(store.literal_against(var))
            while True:  # the latest still-open variable of this level
                index -= 1
                var = trail[index]
                if var in seen:
                    break
            open_here -= 1
            if open_here == 0:
                learned[0] = store.literal_against(var)
                break
            reason = self._reason(var)
        self._decay()
        learned = self._minimise(learned, seen)
        if len(learned) == 1:
            return learned, 0
        # Watch the UIP and the literal decided last among the rest: the backjump level.
        deepest = max(range(1, len(learned)), key=lambda k: level_of[learned[k] >> 1])
        learned[1], learned[deepest] = learned[deepest], learned[1]
        return learned, level_of[learned[1] >> 1]

    def _minimise(self, learned: list[int], seen: set[int]) -> list[int]:
        """Drop literals the rest of the clause already implies: a variable whose every
        reason is in the clause (or, recursively, implied by it) adds nothing."""
        store = self.store
        cause, level_of = store.cause, store.level_of
        levels = {level_of[lit >> 1] for lit in learned}
        known: dict[int, bool] = {}

        def implied(var: int, depth: int) -> bool:
            if var in known:
                return known[var]
            if cause[var] == NO_CAUSE or depth > 12 or level_of[var] not in levels:
                known[var] = False
                return False
            for other in self._reason(var):  # a loop, not all(): 500,000 calls a search
                if other not in seen and level_of[other] and not implied(other, depth + 1):
                    known[var] = False
                    return False
            known[var] = True
            return True

        return [learned[0]] + [lit for lit in learned[1:] if not implied(lit >> 1, 0)]

    def _reduce(self) -> None:
        """Forget the weaker half of the clauses learned so far: those spanning most guess
        levels say least. Every clause is checked on every watch move, so a bloated
        store slows all propagation."""
        store = self.store
        rule = store.clause_rule
        dom, cause = store.dom, store.cause
        candidates = []
        for index, clause in enumerate(rule.clauses):
            if clause is None or rule.quality[index] <= KEEP_QUALITY:
                continue
            var = clause[0] >> 1
            if dom[var] != EITHER and cause[var] == -2 - index:
                continue  # the reason something holds right now
            candidates.append(index)
        candidates.sort(key=lambda index: rule.quality[index])
        rule.forget(set(candidates[len(candidates) // 2 :]))

    def _reason(self, var: int) -> list[int]:
        reason = self.reasons.get(var)
        if reason is None:
            reason = self.reasons[var] = self.store.reason(var)
        return reason

    def _decay(self) -> None:
        self.bump_by /= DECAY
        if self.bump_by > 1e100:
            self.activity = [value * 1e-100 for value in self.activity]
            self.bump_by *= 1e-100
            self._rebuild_order()

    def _backjump(self, level: int) -> None:
        if level >= len(self.decisions):
            return
        store = self.store
        mark = self.marks[level]
        reasons, phase, dom = self.reasons, self.phases.saved, store.dom
        order, activity = self.order, self.activity
        push = heapq.heappush
        for var in store.trail[mark:]:
            reasons.pop(var, None)
            phase[var] = dom[var]
            push(order, (-activity[var], var))
        store.stats.backtracks += 1
        store.undo(mark)
        if len(order) > 4 * len(dom):  # mostly stale entries
            self._rebuild_order()
        del self.marks[level:]
        del self.decisions[level:]
        store.decision_level = store.depth = level

    def _assert(self, clause: list[int], *, permanent: bool = False) -> None:
        """Add a learned clause and set its one unassigned literal, caused by it. A
        permanent clause (one that blocks a solution already counted) is never forgotten:
        forgetting it would count that solution again."""
        store = self.store
        first = clause[0]
        if len(clause) == 1:
            store.running = NO_CAUSE  # a fact: it holds whatever is guessed
        else:
            levels = {store.level_of[lit >> 1] for lit in clause[1:]}
            quality = 0 if permanent else len(levels) + 1
            store.running = -2 - store.clause_rule.add(clause, quality)
        store.current = -1
        store.narrow(first >> 1, 1 << (first & 1))
