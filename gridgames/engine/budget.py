"""Time budget and cooperative cancellation, checked between propagation steps.

A thread-safe `threading.Event` is the only way to stop a solve running in a worker
thread promptly: a queued Qt slot would wait behind the busy solver.

`pause`, if given, is called every `stride` checks too: a solve in a worker thread holds
the GIL, and a GUI thread with a frame to draw can ask it to step aside for a moment
(the hook blocks, releasing the GIL, until the GUI is done). Genre-neutral and optional:
without it nothing changes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from .errors import Interrupted


class Budget:
    """Checked cheaply and often; the clock is only read every `stride` checks."""

    __slots__ = ("deadline", "cancel", "stride", "pause", "_countdown")

    def __init__(
        self,
        timeout: float | None = None,
        cancel: threading.Event | None = None,
        stride: int = 64,
        pause: Callable[[], None] | None = None,
    ) -> None:
        self.deadline = None if timeout is None else time.monotonic() + timeout
        self.cancel = cancel
        self.stride = stride
        self.pause = pause
        self._countdown = stride

    def check(self) -> None:
        self._countdown -= 1
        if self._countdown > 0:
            return
        self._countdown = self.stride
        if self.pause is not None:
            self.pause()
        if self.cancel is not None and self.cancel.is_set():
            raise Interrupted("cancelled")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise Interrupted("timeout")


UNLIMITED = Budget()
