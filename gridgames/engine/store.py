"""The solver state: domains, an undo trail, and the queue that drives the fixpoint.

Undo is a trail of narrowed variables with, alongside, their domains before: a guess
remembers the trail length and backtracking pops back to it, so no state is ever copied
wholesale. Two lists of ints rather than a list of pairs: a narrowing then allocates nothing,
which spares the garbage collector (about 7% of a nonogram solve went to it).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from .budget import UNLIMITED, Budget, building
from .changes import ChangeFeed
from .errors import Contradiction
from .model import Model
from .step import Change, Step, StepKind

StepSink = Callable[[Step], None]


class Stats:
    __slots__ = (
        "deductions",
        "trial_deductions",
        "propagations",
        "branches",
        "backtracks",
        "probes",
        "max_depth",
    )

    def __init__(self) -> None:
        self.deductions = 0  # domain narrowings made by rules; never goes down
        self.trial_deductions = 0  # of those, made in trials that were undone (grading)
        self.propagations = 0  # propagator calls
        self.branches = 0  # alternatives tried by distribution
        self.backtracks = 0
        self.probes = 0  # trial assignments made by probing
        self.max_depth = 0

    def as_dict(self) -> dict[str, int]:
        return {name: getattr(self, name) for name in self.__slots__}


class Solutions:
    """The solutions a search finds: every one counted, only the first `keep` kept.

    `gridgames solve --max-solutions 1000000000` must not keep a billion answers (it grew
    by 45 MB a second): the command line prints one, and no caller keeps more than
    MAX_VALUES domains' worth. Looks like the list it replaces where the search uses it:
    `append` and `len`."""

    __slots__ = ("kept", "keep", "count")

    MAX_VALUES = 1 << 20  # domains kept over all solutions (tens of MB at most)

    @classmethod
    def keep_for(cls, max_solutions: int, variables: int) -> int:
        return max(1, min(max_solutions, cls.MAX_VALUES // max(1, variables)))

    def __init__(self, keep: int) -> None:
        self.kept: list[list[int]] = []
        self.keep = keep
        self.count = 0

    def append(self, solution: list[int]) -> None:
        self.count += 1
        if len(self.kept) < self.keep:
            self.kept.append(solution)

    def __len__(self) -> int:
        return self.count


class Store:
    """Propagators read `dom` directly and change it only through `narrow`."""

    def __init__(
        self,
        model: Model,
        *,
        tracing: bool = False,
        sink: StepSink | None = None,
        budget: Budget = UNLIMITED,
    ) -> None:
        self.model = model
        self.dom: list[int] = list(model.domains)
        self.trail: list[int] = []  # narrowed variables, oldest first
        self.olds: list[int] = []  # each one's domain before that narrowing
        #: Every variable before this index is decided: where choosing a variable to split
        #: starts looking, so a big board's search does not rescan its decided front at each
        #: guess. Narrowing keeps it true; undo moves it back to the lowest variable undone.
        self.open_from = 0
        self.props = model.propagators
        # `watchers` (variable -> the rules it wakes) is made on first use (`__getattr__`):
        # a search whose genre presolve decides every variable never narrows anything.
        self.levels = [p.level for p in self.props]
        self.queues: list[deque[int]] = [deque() for _ in range(max(self.levels, default=0) + 1)]
        self.queued = bytearray(len(self.props))
        self.current = -1  # the running idempotent propagator, not re-woken by itself
        #: The running propagator and the trail length when it started: what learning
        #: (engine/learning.py) records as the cause of each narrowing.
        self.running = -1
        self.run_start = 0
        self.tracing = tracing  # emit Steps
        self.explain = tracing  # write reasons (stays on while probing hides steps)
        self.pending: list[Change] = []
        self.sink: StepSink = sink if sink is not None else (lambda step: None)
        self.budget = budget
        self.depth = 0  # guesses in force
        #: Probing is under way: costly rules that pay only before any guess or trial (a
        #: genre's global counting, say) may `defer` themselves until it ends.
        self.trial = False
        self.deferred: list[int] = []
        self.stats = Stats()
        #: Views kept up to date by hand (engine/changes.py): each undo tells them how far
        #: back the trail was cut. Empty for most models, so undo pays nothing for it.
        self.feeds: list[ChangeFeed] = []

    def __getattr__(self, name: str) -> list[list[int]]:
        """Make `watchers` when first asked for (then it is a plain attribute), under this
        store's budget as a build would be: a big board's table takes a while."""
        if name != "watchers":
            raise AttributeError(name)
        with building(self.budget):
            table = self.model.watchers()
        self.watchers = table
        return table

    # -- changing domains -------------------------------------------------------------
    def narrow(self, var: int, domain: int) -> bool:
        """Restrict `var` to `domain` (intersected with what it has); True if it changed."""
        old = self.dom[var]
        new = old & domain
        if new == old:
            return False
        if not new:
            raise Contradiction(self._current_rule())
        self.trail.append(var)
        self.olds.append(old)
        self.dom[var] = new
        self.stats.deductions += 1
        if self.tracing:
            self.pending.append(Change(var, old, new))
        queued, queues, levels, current = self.queued, self.queues, self.levels, self.current
        for index in self.watchers[var]:
            if not queued[index] and index != current:
                queued[index] = 1
                queues[levels[index]].append(index)
        return True

    def note(
        self,
        rule: str,
        reason: str,
        focus: tuple[tuple[int, int], ...] | list[tuple[int, int]] = (),
        kind: StepKind = StepKind.DEDUCE,
        level: int | None = None,
    ) -> None:
        """Close the changes made since the last note into one Step (tracing only)."""
        if not self.tracing:
            self.pending.clear()
            return
        if level is None:
            level = self.levels[self.current] if self.current >= 0 else 0
        step = Step(kind, rule, reason, tuple(self.pending), tuple(focus), self.depth, level)
        self.pending = []
        self.sink(step)

    def emit(self, step: Step) -> None:
        if self.tracing:
            self.sink(step)

    def defer(self) -> None:
        """The running propagator skips this state; wake it again when probing ends."""
        if self.running not in self.deferred:
            self.deferred.append(self.running)

    def end_trials(self) -> None:
        self.trial = False
        self.schedule(self.deferred)
        self.deferred.clear()

    # -- undo -------------------------------------------------------------------------
    def mark(self) -> int:
        return len(self.trail)

    def undo(self, mark: int) -> None:
        trail, olds, dom = self.trail, self.olds, self.dom
        if len(trail) > mark:
            self.open_from = min(self.open_from, min(trail[mark:]))
            for feed in self.feeds:
                if mark < feed.floor:
                    feed.floor = mark
        while len(trail) > mark:
            dom[trail.pop()] = olds.pop()
        self.clear_queue()
        self.pending = []

    def changed_since(self, mark: int) -> dict[int, int]:
        """Variables narrowed since `mark`, with their current domains."""
        return {var: self.dom[var] for var in self.trail[mark:]}

    # -- the fixpoint -----------------------------------------------------------------
    def schedule_all(self) -> None:
        self.schedule(range(len(self.levels)))

    def schedule(self, rules: Iterable[int]) -> None:
        """Queue these rules for the next fixpoint (those not queued already): for rules
        put in force, or woken, by someone other than a narrowing."""
        queued, queues, levels = self.queued, self.queues, self.levels
        for index in rules:
            if not queued[index]:
                queued[index] = 1
                queues[levels[index]].append(index)

    def clear_queue(self) -> None:
        for queue in self.queues:
            queue.clear()
        self.queued[:] = bytes(len(self.props))
        self.current = -1

    def fixpoint(self) -> None:
        """Run woken propagators, cheapest level first, until none is left."""
        queues, queued, props, budget, stats = (
            self.queues,
            self.queued,
            self.props,
            self.budget,
            self.stats,
        )
        try:
            while True:
                for queue in queues:
                    if queue:
                        break
                else:
                    return
                index = queue.popleft()
                queued[index] = 0
                propagator = props[index]
                self.current = index if propagator.idempotent else -1
                self.running, self.run_start = index, len(self.trail)
                budget.check()
                stats.propagations += 1
                propagator.propagate(self)
                if self.pending:
                    self.note(propagator.name, propagator.name)
                self.current = -1
        except BaseException:
            self.clear_queue()
            self.pending = []
            raise

    def _current_rule(self) -> str:
        return self.props[self.current].name if self.current >= 0 else "distribution"
