"""Propagate to a fixpoint, then distribute: the propagation-and-distribution scheme.

Depth-first and iterative (an explicit stack, so a deep search never meets Python's
recursion limit). The same loop finds one solution, counts solutions up to a limit
(limit 2 decides uniqueness) and produces the step trace that hints and the animated
auto-solve replay.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from .budget import Budget, CancelFlag
from .errors import Contradiction, Interrupted
from .learning import Learner, require_two_values
from .model import Model
from .probing import probe
from .step import LEVEL_GUESS, Change, Step, StepKind
from .store import Stats, StepSink, Store


@dataclass
class Result:
    status: str  # unique | multiple | none | timeout | cancelled | found (limit 1, not proved)
    solutions: list[list[int]]
    stats: Stats
    seconds: float
    steps: list[Step] = field(default_factory=list)

    @property
    def solution(self) -> list[int] | None:
        return self.solutions[0] if self.solutions else None


@dataclass
class _Choice:
    var: int
    alternatives: Sequence[int]
    index: int
    mark: int


class Search:
    """One solve of one model; `run` may be called once."""

    def __init__(
        self,
        model: Model,
        *,
        max_solutions: int = 2,
        timeout: float | None = None,
        cancel: CancelFlag | None = None,
        trace: bool = False,
        sink: StepSink | None = None,
        probing: bool | None = None,
        initial: Sequence[int] | None = None,
    ) -> None:
        self.model = model
        self.max_solutions = max_solutions
        self.steps: list[Step] = []
        if trace and sink is None:
            sink = self.steps.append
        budget = Budget(timeout, cancel)
        #: Learning replaces plain backtracking where the model allows it and no one
        #: needs a story a player can follow.
        self.learning = model.learning and not trace
        if self.learning:
            require_two_values(model.domains)
        self.store = Store(model, tracing=trace, sink=sink, budget=budget)
        if initial is not None:
            self.store.dom = [a & b for a, b in zip(initial, self.store.dom, strict=True)]
        if probing is None:
            probing = model.probe_by_default
        self.probe_vars = model.probe_vars if probing else ()
        branch = model.branch_vars
        self.branch_vars = list(range(len(model.domains))) if branch is None else list(branch)
        #: Look-ahead scores from the last probing at this node (`Model.branch_on_probes`).
        self.scores: dict[int, int] | None = {} if model.branch_on_probes else None
        self._branchable = None if branch is None else frozenset(branch)

    def run(self) -> Result:
        started = time.perf_counter()
        solutions: list[list[int]] = []
        status = "none"
        try:
            self._search(solutions)
            status = {0: "none", 1: "unique"}.get(len(solutions), "multiple")
            if len(solutions) == 1 and self.max_solutions == 1:
                status = "found"
        except Interrupted as stop:
            status = stop.reason
        except _Enough:
            status = "multiple" if len(solutions) > 1 else "found"
        seconds = time.perf_counter() - started
        return Result(status, solutions, self.store.stats, seconds, self.steps)

    # -- the loop ---------------------------------------------------------------------
    def _search(self, solutions: list[list[int]]) -> None:
        store = self.store
        stack: list[_Choice] = []
        store.schedule_all()
        if self.learning:
            if 0 not in store.dom:
                Learner(self).run(solutions, self.max_solutions)
            return
        consistent = self._settle() if 0 not in store.dom else self._empty_at_start()
        while True:
            if consistent:
                var = self._choose()
                if var is None:
                    solutions.append(list(store.dom))
                    store.emit(Step(StepKind.SOLUTION, "solution", "Solved.", depth=store.depth))
                    if len(solutions) >= self.max_solutions:
                        raise _Enough
                else:
                    choice = _Choice(var, self.model.split(var, store.dom[var]), 0, store.mark())
                    stack.append(choice)
                    self._try(choice, len(stack))
                    consistent = self._settle()
                    continue
            # Backtrack to the nearest choice with an alternative left.
            while stack:
                choice = stack[-1]
                store.stats.backtracks += 1
                store.undo(choice.mark)
                store.depth = len(stack) - 1
                store.emit(
                    Step(
                        StepKind.BACKTRACK,
                        "backtrack",
                        "Back to the last guess.",
                        depth=store.depth,
                        level=LEVEL_GUESS,
                    )
                )
                choice.index += 1
                if choice.index < len(choice.alternatives):
                    self._try(choice, len(stack))
                    consistent = self._settle()
                    break
                stack.pop()
            else:
                return

    def _try(self, choice: _Choice, depth: int) -> None:
        store = self.store
        store.depth = depth
        store.stats.branches += 1
        store.stats.max_depth = max(store.stats.max_depth, store.depth)
        var, new = choice.var, choice.alternatives[choice.index]
        old = store.dom[var]
        store.current = -1
        store.narrow(var, new)
        if store.tracing:
            store.pending.clear()
            last = choice.index == len(choice.alternatives) - 1 and choice.index > 0
            words = self.model.describe(var, new)
            reason = f"Only one way left: {words}." if last else f"Guess: {words}."
            cell = self.model.cell_of(var)
            store.emit(
                Step(
                    StepKind.GUESS,
                    "guess",
                    reason,
                    (Change(var, old, old & new),),
                    (cell,) if cell is not None else (),
                    store.depth,
                    LEVEL_GUESS,
                )
            )

    def _settle(self) -> bool:
        """Fixpoint, then probing rounds; False on a contradiction."""
        store = self.store
        if self.scores is not None:
            self.scores.clear()
        try:
            store.fixpoint()
            model = self.model
            if model.probe_depth is not None and store.depth > model.probe_depth:
                return True
            while self.probe_vars and probe(
                store, self.probe_vars, model.probe_max, model.probe_resume, self.scores
            ):
                store.fixpoint()
        except Contradiction as why:
            if store.tracing:
                store.emit(
                    Step(
                        StepKind.CONTRADICTION,
                        why.rule,
                        why.reason or why.rule,
                        (),
                        why.focus,
                        store.depth,
                    )
                )
            return False
        return True

    def _empty_at_start(self) -> bool:
        var = self.store.dom.index(0)
        if self.store.tracing:
            reason = f"Nothing is possible for {self.model.describe(var, 0)}."
            cell = self.model.cell_of(var)
            focus = (cell,) if cell is not None else ()
            self.store.emit(Step(StepKind.CONTRADICTION, "empty", reason, (), focus, 0))
        return False

    def _choose(self) -> int | None:
        """The undecided variable with the fewest values left (first-fail), or with
        `Model.branch_on_probes` the one whose probes settled most; a genre's own
        `Model.choose` goes first."""
        dom = self.store.dom
        if self.model.choose is not None:
            var = self.model.choose(self.store)
            if var is not None:
                return var
        if self.scores:
            best, best_score = None, -1
            allowed = self._branchable
            for var, score in self.scores.items():
                domain = dom[var]
                if (
                    score > best_score
                    and domain & (domain - 1)
                    and (allowed is None or var in allowed)
                ):
                    best, best_score = var, score
            if best is not None:
                return best
        best, best_size = None, 1 << 30
        for var in self.branch_vars:
            domain = dom[var]
            if domain & (domain - 1):
                count = domain.bit_count()
                if count < best_size:
                    best, best_size = var, count
                    if count == 2:
                        break
        return best


class _Enough(Exception):
    """Enough solutions found: unwind the search."""


def solve(model: Model, **options) -> Result:
    return Search(model, **options).run()
