"""Difficulty from the techniques a solve needs, on one scale for every genre.

A player's effort is set by the hardest thing they must do, so a puzzle is graded by the
weakest solver that finishes it, tried in this order:

- **easy**: the rules alone, line by line or number by number (every rule of the genre
  except a counting rule);
- **medium**: also short probes: "if this cell were filled, these few steps would break a
  rule", a contradiction within `SHORT_CHAIN` deductions of the trial;
- **hard**: also long probe chains (up to `DEEP_CHAIN` deductions) and the counting rules
  that look at the whole board at once (a nonogram's alternate-line sums);
- **expert**: none of the above finishes: it takes a guess or a chain deeper still.

A deduction is one rule's run that narrowed something, as the hint panel shows one step
(or, for a rule that chains deductions within a run, each variable it narrowed).
The grader is the engine's fixpoint and its own probing loop, untraced: grading a 30x30
board costs about as much as solving it, far less than a traced solve.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .engine import Model, Propagator, Store
from .engine.budget import Budget
from .engine.errors import Contradiction
from .games.genre import GRADES, Puzzle
from .games.registry import genre_of

#: Deductions (the contradiction included) a short probe may take: as far as a player
#: follows a trial in their head.
SHORT_CHAIN = 4
#: Deductions a long probe chain may take before it counts as deep (expert).
DEEP_CHAIN = 8


@dataclass(frozen=True)
class Grade:
    name: str  # easy | medium | hard | expert
    techniques: dict[str, int]  # technique -> how often the grading solve needed it
    steps: int  # deductions in the grading solve (trials not counted)

    def meta(self) -> dict[str, str]:
        """What a generated puzzle stores about its grade."""
        used = " ".join(f"{rule}={count}" for rule, count in sorted(self.techniques.items()))
        return {"difficulty": self.name, "techniques": used, "steps": str(self.steps)}


def grade_puzzle(
    puzzle: Puzzle, timeout: float | None = None, cancel: threading.Event | None = None
) -> Grade:
    """The grade of a puzzle with one answer (Interrupted on timeout or cancel)."""
    return grade_model(genre_of(puzzle).build(puzzle), Budget(timeout, cancel))


def grade_model(model: Model, budget: Budget) -> Grade:
    """The grade of a model with one solution (a model with more grades as expert)."""
    return Grader(model, budget).run()


class _TooLong(Exception):
    """A trial ran past the chain allowed: it proves nothing at this grade."""


class _Idle(Propagator):
    """Stands in for a rule that is switched off (a counting rule below hard, a number a
    generator is trying without); the watcher table stays the model's."""

    name = "idle"

    def __init__(self) -> None:
        super().__init__(())

    def propagate(self, store: Store) -> None:
        return


IDLE = _Idle()

#: How long a probe's chain may be for each grade's solver (0: no probing; None: any
#: search, as only a guess or a deeper chain is left).
CHAIN_LIMIT: dict[str, int | None] = {
    "easy": 0,
    "medium": SHORT_CHAIN,
    "hard": DEEP_CHAIN,
    "expert": None,
}


def solved(store: Store) -> bool:
    # A two-valued domain left open (0b11, most models' only open value) is looked for
    # in C first: a settle asks after every probing round, and scanning the cells in
    # Python was 1-2% of a Kurodoko generation.
    dom = store.dom
    return 3 not in dom and all(domain & (domain - 1) == 0 for domain in set(dom))


def settle(
    store: Store,
    candidates: Sequence[int],
    probe_max: int,
    limit: int,
    used: Callable[[], None] | None = None,
    *,
    quiet: dict[int, tuple] | None = None,
    longest: list[int] | None = None,
    implied: bool = False,
) -> bool:
    """Fixpoint, then probing rounds with trials of at most `limit` deductions (0: none),
    until solved (True) or stuck (False). `used` is told of every probe that paid.

    `quiet` (shared by the stages of one solve) remembers, per variable, the state in
    which its trials last struck nothing: what was narrowed outside trials so far, the
    rules at work and its domain. In the same state a trial runs the same way, so it is
    not run again with the same limit, nor with any limit if every trial of it reached
    the rules' fixpoint within its limit (that fixpoint does not depend on the order of
    the rules' runs, so a longer limit cannot make it break one). The last round of a
    stage and the first of the next one tried much the same trials in the same state
    (a 50x50 Shikaku generation: 18% of its trials).

    `longest`, if given, is told (appended) the most links a trial that struck took
    (`_Chain.longest`), when probing ran: below a shorter limit, the solve would have gone
    the same way with that limit (the same trials strike, in the same order).

    `implied`: skip a trial value that an earlier trial of the round, in the same state,
    reached in a fixpoint it finished without a contradiction (its own fixpoint lies
    within that one, so it cannot strike either; the rules' fixpoint does not depend on
    their order). Off for grading: a skipped trial's chain is not counted, so `quiet`
    takes it as incomplete."""
    store.fixpoint()
    if solved(store):
        return True
    if not limit:
        return False
    rules, budget = store.props, store.budget
    chain, store.props = _linked(store, rules, limit)
    chain.quiet = quiet
    chain.implied = set() if implied else None
    if quiet is not None:
        chain.rules = bytes([rule is not IDLE for rule in rules])
    # The kinds of rule first (in C), each rule only if some kind chains its steps: a
    # generator settles thousands of stores of a thousand rules or more.
    if any(kind.step_per_narrowing for kind in set(map(type, rules))):
        stepwise = bytearray(rule.step_per_narrowing for rule in rules)
        store.budget = _ChainCheck(budget, chain, store, stepwise)  # type: ignore[assignment]
    try:
        while not solved(store):
            if not _probe_round(store, candidates, probe_max, chain, used):
                return False
        return True
    finally:
        store.props, store.budget = rules, budget
        if longest is not None:
            longest.append(chain.longest)


def _linked(store: Store, rules: list[Propagator], limit: int) -> tuple[_Chain, list[Propagator]]:
    """A chain of `limit` for a settle of `store`, and its rules as links of that chain
    (counted while a trial runs; an idle rule never narrows, so it needs no counting: a
    generator trying numbers keeps most of its rules idle).

    Each rule keeps its link, and a link finds the chain of the settle at hand on the
    store it runs in (`grading_chain`): a generator settles thousands of stores of the
    same rules (Kurodoko's removal tests, its builder's trim), and wrapping every rule
    afresh each time was 6% of a 30x30 medium generation and 4% of a hard one; pointing
    each link at the new chain, a loop over a thousand rules or more per settle, was
    another 5% of a 30x30 hard one. A settle never runs inside another on one store."""
    chain = _Chain(limit)
    store.grading_chain = chain  # type: ignore[attr-defined]
    wrapped = [
        rule if rule is IDLE else getattr(rule, "_grading_link", None) or _new_link(rule)
        for rule in rules
    ]
    return chain, wrapped


def _new_link(rule: Propagator) -> _Link:
    """The rule's link, made on its first settle and kept on it."""
    link = _Link(rule)
    with contextlib.suppress(AttributeError):  # a rule with __slots__
        rule._grading_link = link  # type: ignore[attr-defined]
    return link


def _probe_round(
    store: Store,
    candidates: Sequence[int],
    probe_max: int,
    chain: _Chain,
    used: Callable[[], None] | None,
) -> bool:
    dom = store.dom
    found = False
    quiet, stats = chain.quiet, store.stats
    for var in candidates:
        domain = dom[var]
        if domain & (domain - 1) == 0 or domain.bit_count() > probe_max:
            continue
        if quiet is not None:
            state = (stats.deductions - stats.trial_deductions, chain.rules, domain)
            last = quiet.get(var)  # (state, every trial complete, limit)
            if last is not None and last[0] == state and (last[1] or last[2] == chain.limit):
                continue
        kept = _try_values(store, var, domain, chain)
        if quiet is not None and kept is None:
            quiet[var] = (state, chain.complete, chain.limit)
        if kept is None:
            continue
        if used is not None:
            used()
        store.narrow(var, kept)
        store.fixpoint()
        if chain.implied is not None:
            chain.implied.clear()
        found = True
    return found


def _try_values(store: Store, var: int, domain: int, chain: _Chain) -> int | None:
    """The values of `var` left once those whose trial breaks a rule within the chain's
    limit are struck out; None if none is struck out."""
    kept = domain
    deductions = store.stats.deductions
    chain.complete = True
    store.trial = True
    implied = chain.implied
    try:
        value = domain
        while value:
            low = value & -value
            value ^= low
            if implied is not None and (low << 32 | var) in implied:
                chain.complete = False
                continue
            mark = store.mark()
            chain.start()
            try:
                store.narrow(var, low)
                store.fixpoint()
                if implied is not None:
                    dom = store.dom
                    implied.update([dom[x] << 32 | x for x in store.trail[mark:]])
            except Contradiction:
                kept &= ~low
                chain.longest = max(chain.longest, chain.links)
            except _TooLong:
                chain.complete = False
            finally:
                chain.stop()
                store.undo(mark)
    finally:
        # A trial's deductions are not the solve's, but the count itself must never go
        # back: rules key what they cache on it (fillgrid's board snapshot), and a count
        # set back would name a later state as one seen inside the trial.
        store.stats.trial_deductions += store.stats.deductions - deductions
        store.end_trials()
    return None if kept == domain else kept


class _Chain:
    """Counts a trial's links (rule runs that narrowed something) and stops the trial
    past the limit; outside a trial it counts nothing."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.links = 0
        self.active = False
        self.complete = True  # every trial of the last variable tried ran to its end
        #: The most links a trial that struck took before its contradiction: a trial
        #: strikes within a shorter limit too if this is below it (a generator testing
        #: with long probes learns whether short ones would have done).
        self.longest = 0
        self.quiet: dict[int, tuple] | None = None  # see `settle`
        #: value << 32 | var reached by a finished trial in this state (`settle`'s implied)
        self.implied: set[int] | None = None
        self.rules = b""  # which rules are at work (not idle) in this stage

    def start(self) -> None:
        self.links, self.active = 0, True

    def stop(self) -> None:
        self.active = False

    def link(self, count: int = 1) -> None:
        if self.active:
            self.links += count
            if self.links >= self.limit:  # the contradiction would be one deduction more
                raise _TooLong


class _ChainCheck:
    """The store's budget while probing, which also ends a trial inside a rule that
    chains deductions within one run (`step_per_narrowing`) as soon as the chain is too
    long: the trial can then only end too long (a contradiction met later still counts
    the steps before it), so the rest of the cascade -- on a big Shikaku board, one
    number settling the whole board pass after pass -- is work for nothing. Such rules
    look at the budget between their passes."""

    __slots__ = ("budget", "chain", "store", "stepwise")

    def __init__(self, budget: Budget, chain: _Chain, store: Store, stepwise: bytearray) -> None:
        self.budget, self.chain, self.store, self.stepwise = budget, chain, store, stepwise

    def __getattr__(self, name: str) -> object:
        return getattr(self.budget, name)

    def check(self) -> None:
        self.budget.check()
        chain, store = self.chain, self.store
        if (
            chain.active
            and store.running >= 0
            and self.stepwise[store.running]
            and chain.links + len(store.trail) - store.run_start >= chain.limit
        ):
            raise _TooLong


class _Link(Propagator):
    """A rule whose runs that narrow something are links of the chain (untraced: a
    traced run would also write the player's sentences, several times the work)."""

    def __init__(self, rule: Propagator) -> None:
        # Not `Propagator.__init__`: the rule's watches are a tuple already, and a settle
        # wraps every rule of the model (made afresh, this was a tenth of a generator's time).
        self.watches = rule.watches
        self.rule = rule
        self.name, self.level = rule.name, rule.level
        self.idempotent, self.counting = rule.idempotent, rule.counting

    def propagate(self, store: Store) -> None:
        before = store.run_start  # the trail's length as the fixpoint started this run
        try:
            self.rule.propagate(store)
        except Contradiction:
            # Steps a chaining rule took before it met the contradiction count too (a
            # chain past the limit is then too long rather than a contradiction).
            if self.rule.step_per_narrowing:
                store.grading_chain.link(len(store.trail) - before)  # type: ignore[attr-defined]
            raise
        narrowed = len(store.trail) - before
        if narrowed:
            chain = store.grading_chain  # type: ignore[attr-defined]
            chain.link(narrowed if self.rule.step_per_narrowing else 1)


class Grader:
    """The staged solve: rules, short probes, counting rules and long probes."""

    def __init__(self, model: Model, budget: Budget) -> None:
        self.model = model
        self.store = store = Store(model, budget=budget)
        rules = list(model.propagators)
        self.counting = [index for index, rule in enumerate(rules) if rule.counting]
        store.props = [IDLE if rule.counting else rule for rule in rules]
        self.rules = rules
        self.candidates = model.params.probe_vars or range(len(model.domains))
        self.techniques: dict[str, int] = {}
        self.broken = False
        #: Trials that struck nothing, and in what state (`settle`): the next stage
        #: need not run them again.
        self.quiet: dict[int, tuple] | None = {}

    def run(self) -> Grade:
        for grade in GRADES[:-1]:
            if self.reaches(grade, GRADES.index(grade)):
                return self._grade(grade)
            if self.broken:
                break
        return self._grade("expert")

    def finishes(self, grade: str) -> bool:
        """Whether the solver of `grade` finishes the board (for expert: whether the hard
        one does, which an expert puzzle must not): the rules, then at once probes as long
        as the grade allows. What generators repair against; the weaker solvers' stages,
        which only `run` needs to name the grade, are skipped."""
        stage = "hard" if grade == "expert" else grade
        self.store.schedule_all()
        try:
            if stage == "hard":
                self._wake_counting()
            return self._settle(stage)
        except Contradiction:  # no answer at all
            self.broken = True
        return False

    def reaches(self, grade: str, start: int = 0) -> bool:
        """Whether the solvers of the grades from `start` up to `grade` finish the board
        (a later call resumes from where an earlier one got stuck)."""
        store = self.store
        if start == 0:
            store.schedule_all()
        try:
            for stage in GRADES[start : GRADES.index(grade) + 1]:
                if stage == "expert":
                    return False
                if stage == "hard":
                    self._wake_counting()
                if self._settle(stage):
                    return True
        except Contradiction:  # no answer at all: nothing a player can finish
            self.broken = True
        return False

    def _settle(self, grade: str) -> bool:
        limit = CHAIN_LIMIT[grade] or 0
        technique = "short probe" if grade == "medium" else "long probe"
        return settle(
            self.store,
            self.candidates,
            self.model.params.probe_max,
            limit,
            lambda: self._used(technique),
            quiet=self.quiet,
        )

    def grade_as(self, name: str) -> Grade:
        """The grade `name` with the techniques and steps of this solve so far: for a
        generator that ran the stages itself (line logic that got stuck, then the
        solver of `name` that finished) and need not grade the board again."""
        return self._grade(name)

    def _grade(self, name: str) -> Grade:
        stats = self.store.stats
        return Grade(name, dict(self.techniques), stats.deductions - stats.trial_deductions)

    def _wake_counting(self) -> None:
        store = self.store
        before = store.stats.deductions
        for index in self.counting:
            store.props[index] = self.rules[index]
            store.queued[index] = 1
            store.queues[store.levels[index]].append(index)
        store.fixpoint()
        if store.stats.deductions > before:
            self._used("counting")

    def _used(self, technique: str) -> None:
        self.techniques[technique] = self.techniques.get(technique, 0) + 1
