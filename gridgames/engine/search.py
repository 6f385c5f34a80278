"""Propagate to a fixpoint, then distribute: the propagation-and-distribution scheme.

`Search` is the one entry point: it makes the store, picks a strategy and turns how the
strategy ended into a `Status`. Two strategies share one interface (`Strategy.run`) and
the node work of `node.py`:
- `Backtracking`: depth-first and iterative (an explicit stack, so a deep search never
  meets Python's recursion limit). The same loop finds one solution, counts solutions up
  to a limit (limit 2 decides uniqueness) and produces the step trace that hints and the
  animated auto-solve replay.
- `learning.Learning`: learns from its dead ends, for untraced solves of two-valued models
  that ask for it (`SearchParams.learning`).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from .budget import Budget, CancelFlag
from .errors import Interrupted
from .learning import Learning, require_two_values
from .model import Model, SearchParams, Vocabulary
from .node import choose, empty_at_start, new_scores, settle
from .sentence import Sentence
from .status import Status, status_of
from .step import LEVEL_GUESS, Change, Step, StepKind
from .store import Solutions, Stats, StepSink, Store


@dataclass
class Result:
    status: Status
    solutions: list[list[int]]
    stats: Stats
    seconds: float
    steps: list[Step] = field(default_factory=list)
    #: Every solution found, kept or not (`keep` bounds `solutions`, never this).
    count: int = 0

    @property
    def solution(self) -> list[int] | None:
        return self.solutions[0] if self.solutions else None


class Strategy(Protocol):
    """A way to search: from `store` (its rules all scheduled), append solutions until
    there are `max_solutions` or no more. Raises Interrupted when the budget runs out."""

    def run(self, store: Store, solutions: Solutions, max_solutions: int) -> None: ...


@dataclass
class _Choice:
    var: int
    alternatives: Sequence[int]
    index: int
    mark: int


class Backtracking:
    """Depth-first distribution with trail undo; tells every guess and backtrack when the
    store traces."""

    def __init__(
        self, params: SearchParams, vocabulary: Vocabulary, probe_vars: Sequence[int]
    ) -> None:
        self.params = params
        self.vocabulary = vocabulary
        self.probe_vars = probe_vars

    def run(self, store: Store, solutions: Solutions, max_solutions: int) -> None:
        params, probe_vars = self.params, self.probe_vars
        split = params.split
        scores = new_scores(params)
        stack: list[_Choice] = []
        if 0 in store.dom:
            consistent = empty_at_start(store, self.vocabulary)
        else:
            consistent = settle(store, params, probe_vars, scores)
        while True:
            if consistent:
                var = choose(store, params, scores)
                if var is None:
                    solutions.append(list(store.dom))
                    store.emit(
                        Step(StepKind.SOLUTION, "solution", Sentence("Solved."), depth=store.depth)
                    )
                    if len(solutions) >= max_solutions:
                        return
                else:
                    choice = _Choice(var, split(var, store.dom[var]), 0, store.mark())
                    stack.append(choice)
                    self._try(store, choice, len(stack))
                    consistent = settle(store, params, probe_vars, scores)
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
                    self._try(store, choice, len(stack))
                    consistent = settle(store, params, probe_vars, scores)
                    break
                stack.pop()
            else:
                return

    def _try(self, store: Store, choice: _Choice, depth: int) -> None:
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
            words = self.vocabulary.describe(var, new)
            if last:
                reason = Sentence("Only one way left: {what}.", what=words)
            else:
                reason = Sentence("Guess: {what}.", what=words)
            store.emit(
                Step(
                    StepKind.GUESS,
                    "guess",
                    reason,
                    (Change(var, old, old & new),),
                    self.vocabulary.focus(var),
                    store.depth,
                    LEVEL_GUESS,
                )
            )


class Search:
    """One solve of one model; `run` may be called once.

    `probing` overrides `SearchParams.probe_by_default`; `initial` narrows the model's
    domains (a player's board); `trace` records the steps (or hands them to `sink`), and
    a traced search always backtracks, whose story a player can follow."""

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
        keep: int | None = None,
    ) -> None:
        self.model = model
        self.max_solutions = max_solutions
        #: Solutions kept in the result (all are counted): `keep`, or as many as
        #: `max_solutions` asks for while they fit in Solutions.MAX_VALUES domains.
        self.keep = Solutions.keep_for(max_solutions, len(model.domains)) if keep is None else keep
        self.steps: list[Step] = []
        if trace and sink is None:
            sink = self.steps.append
        params = model.params
        if probing is None:
            probing = params.probe_by_default
        probe_vars = params.probe_vars if probing else ()
        self.strategy: Strategy
        if params.learning and not trace:
            require_two_values(model.domains)
            self.strategy = Learning(params, probe_vars)
        else:
            self.strategy = Backtracking(params, model.vocabulary, probe_vars)
        self.store = Store(model, tracing=trace, sink=sink, budget=Budget(timeout, cancel))
        if initial is not None:
            self.store.dom = [a & b for a, b in zip(initial, self.store.dom, strict=True)]

    def run(self) -> Result:
        started = time.perf_counter()
        solutions = Solutions(self.keep)  # counts them all, keeps what fits
        try:
            settled = self._presolved()
            if settled is None:
                self.store.schedule_all()
                self.strategy.run(self.store, solutions, self.max_solutions)
            elif settled:  # every variable decided, by deductions: the one answer
                solutions.append(list(self.store.dom))
            status = status_of(len(solutions), self.max_solutions)
        except Interrupted as stop:
            status = Status(stop.reason)
        seconds = time.perf_counter() - started
        return Result(status, solutions.kept, self.store.stats, seconds, self.steps, len(solutions))

    def _presolved(self) -> bool | None:
        """Run the genre's presolve on the root (untraced searches only: a trace tells
        every deduction with its reason): None when the search is still to run, False on a
        dead end, True when it decided every variable (then, by its contract, the answer,
        and the only one: every value was deduced). Its narrowings count as deductions, as
        the rules' own would."""
        store, presolve = self.store, self.model.params.presolve
        if presolve is None or store.tracing or 0 in store.dom:
            return None
        narrowed = presolve(store.dom, store.budget.check)
        if narrowed is None:
            return False
        store.stats.deductions += sum(map(int.__ne__, narrowed, store.dom))
        store.dom = narrowed
        if all(value & (value - 1) == 0 for value in set(narrowed)):
            return True
        return None


def solve(model: Model, **options) -> Result:
    return Search(model, **options).run()


#: `max_solutions` for a search that finds them all.
ALL = sys.maxsize


def count_solutions(
    model: Model, *, timeout: float | None = None, cancel: CancelFlag | None = None
) -> Result:
    """Find every solution and count them, keeping none: the memory is that of one search
    however many there are. Always backtracking: learning adds a clause blocking each
    solution it finds, which would grow with the count."""
    if model.params.learning:
        params = replace(model.params, learning=False)
        model = Model(model.domains, model.propagators, params, model.vocabulary)
    return Search(model, max_solutions=ALL, timeout=timeout, cancel=cancel, keep=0).run()
