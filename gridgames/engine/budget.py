"""Time budget and cooperative cancellation, checked between propagation steps.

A cancel flag polled here is the only way to stop a solve promptly from outside: the
solver never waits for messages. The flag is anything with `is_set()`: a
`threading.Event` for a solve in a thread, a flag shared with another process for the
app's engine process (`engine_process.JobCancel`).

The clock is read every `stride` checks, and the stride adapts: a check that comes
`POLL_SECONDS` or more after the last reading halves it (down to 1), a run of quick ones
doubles it (up to the stride asked for); it starts at 1. A fixpoint of a few hundred costly
propagators (a 200x200 Shikaku's global rules take 0.4 s a call) then still looks at the
clock after each call, while a nonogram making a million cheap calls reads it no more
often than before. Propagators whose single call can be long call `check` inside their
loops too.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol

from .errors import Interrupted

POLL_SECONDS = 0.01  # aim to read the clock (and the cancel flag) about this often


class CancelFlag(Protocol):
    def is_set(self) -> bool: ...


class Budget:
    """Checked cheaply and often; the clock is only read every `stride` checks."""

    __slots__ = ("deadline", "cancel", "stride", "_most", "_countdown", "_polled")

    def __init__(
        self,
        timeout: float | None = None,
        cancel: CancelFlag | None = None,
        stride: int = 64,
        *,
        deadline: float | None = None,
    ) -> None:
        """`timeout` seconds from now, or an absolute `deadline` on the time.monotonic()
        clock (the earlier of the two when both are given)."""
        now = time.monotonic()
        if timeout is not None:
            deadline = now + timeout if deadline is None else min(deadline, now + timeout)
        self.deadline = deadline
        self.cancel = cancel
        # Start by reading the clock at once and often, and stretch the stride while the
        # checks come quickly: the first propagations may be the slowest.
        self.stride = 1
        self._most = stride
        self._countdown = 1
        self._polled = now

    def remaining(self) -> float | None:
        """Seconds left (never negative), None without a deadline: for the solves a job
        starts under its own budget, so they stop when it does."""
        return None if self.deadline is None else max(0.0, self.deadline - time.monotonic())

    def check(self) -> None:
        self._countdown -= 1
        if self._countdown > 0:
            return
        now = time.monotonic()
        if now - self._polled >= POLL_SECONDS:
            self.stride = max(1, self.stride // 2)
        elif self.stride < self._most:
            self.stride = min(self._most, self.stride * 2)
        self._polled = now
        self._countdown = self.stride
        if self.cancel is not None and self.cancel.is_set():
            raise Interrupted("cancelled")
        if self.deadline is not None and now > self.deadline:
            raise Interrupted("timeout")


UNLIMITED = Budget()

# -- building a model -----------------------------------------------------------------------
#: The budget a model being built answers to (None: no build under way, or no limit).
_BUILDING: ContextVar[Budget | None] = ContextVar("building", default=None)


@contextmanager
def building(budget: Budget) -> Iterator[None]:
    """Build a model under `budget`: a genre's `build` knows nothing of budgets, yet a
    200x200 board's model takes half a second to make, so every propagator made looks
    at the budget (`check_building`, from `Propagator.__init__`) and a cancel or the
    time limit stops the build as it stops a solve, with Interrupted."""
    token = _BUILDING.set(budget)
    try:
        yield
    finally:
        _BUILDING.reset(token)


def check_building() -> None:
    """Look at the budget of the model being built, if any (cheap: see `Budget.check`)."""
    budget = _BUILDING.get()
    if budget is not None:
        budget.check()
