"""The front door to solving any puzzle: build its genre's model, search, decode."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from .engine import Budget, Interrupted, Search, Status, Step
from .engine.budget import building
from .engine.store import StepSink
from .games.genre import Answer, Puzzle
from .games.registry import genre_of


@dataclass
class SolveReport:
    status: Status
    answers: list[Answer]
    steps: int  # deductions made (the JSON contract's "steps")
    branches: int
    seconds: float
    trace: list[Step] = field(default_factory=list)
    stats: dict[str, int] = field(default_factory=dict)

    @property
    def answer(self) -> Answer | None:
        return self.answers[0] if self.answers else None


def solve_puzzle(
    puzzle: Puzzle,
    *,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: threading.Event | None = None,
    trace: bool = False,
    sink: StepSink | None = None,
    probing: bool | None = None,
    keep: int | None = None,
) -> SolveReport:
    """Solve; `keep` bounds the answers decoded and returned (all are counted)."""
    started = time.perf_counter()
    deadline = None if timeout is None else time.monotonic() + timeout
    genre = genre_of(puzzle)
    try:
        # Building a big board's model spends the same time limit, and stops with it.
        with building(Budget(cancel=cancel, deadline=deadline)):
            model = genre.build(puzzle)
            search = Search(
                model,
                max_solutions=max_solutions,
                timeout=None if deadline is None else max(0.0, deadline - time.monotonic()),
                cancel=cancel,
                trace=trace,
                sink=sink,
                probing=probing,
                keep=keep,
            )
    except Interrupted as stop:
        return SolveReport(Status(stop.reason), [], 0, 0, time.perf_counter() - started)
    result = search.run()
    answers = [genre.decode(puzzle, domains) for domains in result.solutions]
    stats = result.stats
    return SolveReport(
        result.status,
        answers,
        stats.deductions,
        stats.branches,
        result.seconds,
        result.steps,
        stats.as_dict(),
    )
