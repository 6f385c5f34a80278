"""Hard time limits for the command line: a deadline counted from the process's start, and
an alarm that stops whatever is running when it passes.

The engine's Budget stops a search cooperatively, with its statistics, but a limit must also
hold where no Budget looks: reading a 4 MB file, building a model's candidates, a long
numpy pass of the fill-grid count, the interpreter's own start-up. So `--timeout S` means S
seconds from the process's first instruction (Linux tells us when that was), and
`alarm_at` raises `Interrupted("timeout")` in the main thread a moment after the deadline,
wherever the time is going. The moment (`GRACE`) lets the cooperative stop, which reports
more, usually come first.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterator

from ..engine.errors import Interrupted

GRACE = 0.05  # seconds the cooperative checks get before the alarm rings
_IMPORTED = time.monotonic()  # the fallback start: when this module was first imported


def process_start() -> float:
    """When this process started, on the `time.monotonic()` clock.

    From /proc/self/stat (its start in clock ticks since boot) and CLOCK_BOOTTIME; where
    either is missing, the moment this module was imported, a little later."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime
        since = time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, ValueError, IndexError, AttributeError):
        return _IMPORTED
    now = time.monotonic()
    # A clock that disagrees (a container's odd /proc) must not make the limit longer.
    return min(_IMPORTED, max(now - since, now - 60.0))


def remaining(deadline: float | None) -> float | None:
    """Seconds left until `deadline` (never negative), or None for no limit."""
    return None if deadline is None else max(0.0, deadline - time.monotonic())


@contextlib.contextmanager
def alarm_at(deadline: float | None) -> Iterator[None]:
    """Raise Interrupted('timeout') in the main thread once `deadline` (+ GRACE) passes.

    Only in the main thread of a process with SIGALRM (elsewhere it does nothing, and the
    cooperative checks are all there is). The alarm is disarmed on the way out."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if deadline is None or not usable:
        yield
        return

    def ring(signum: int, frame: object) -> None:
        raise Interrupted("timeout")

    previous = signal.signal(signal.SIGALRM, ring)
    try:
        signal.setitimer(signal.ITIMER_REAL, max(deadline + GRACE - time.monotonic(), 1e-4))
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
