"""Time budget and cooperative cancellation, checked between propagation steps.

A cancel flag polled here is the only way to stop a solve promptly from outside: the
solver never waits for messages. The flag is anything with `is_set()`: a
`threading.Event` for a solve in a thread, a flag shared with another process for the
app's engine process (`engine_process.JobCancel`).
"""

from __future__ import annotations

import time
from typing import Protocol

from .errors import Interrupted


class CancelFlag(Protocol):
    def is_set(self) -> bool: ...


class Budget:
    """Checked cheaply and often; the clock is only read every `stride` checks."""

    __slots__ = ("deadline", "cancel", "stride", "_countdown")

    def __init__(
        self, timeout: float | None = None, cancel: CancelFlag | None = None, stride: int = 64
    ) -> None:
        self.deadline = None if timeout is None else time.monotonic() + timeout
        self.cancel = cancel
        self.stride = stride
        self._countdown = stride

    def check(self) -> None:
        self._countdown -= 1
        if self._countdown > 0:
            return
        self._countdown = self.stride
        if self.cancel is not None and self.cancel.is_set():
            raise Interrupted("cancelled")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise Interrupted("timeout")


UNLIMITED = Budget()
