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
import sys
import threading
import time
from collections.abc import Callable, Iterator

from ..engine.errors import Interrupted

GRACE = 0.05  # seconds the cooperative checks get before the alarm rings
AGAIN = 0.25  # seconds between rings once due: a library that swallows one does not stop
# the work, and the clean-up of the one that did stop it (a painter's end) runs unbroken
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
    cooperative checks are all there is). Once due it rings every AGAIN seconds until the
    block is left (PySide6 swallows an exception raised inside some of its calls). Alarms
    nest: an inner one (answers solved within an export's limit) rings at the sooner of
    the two deadlines, and the outer one is set again, to its own moment, on the way out."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if deadline is None or not usable:
        yield
        return

    def ring(signum: int, frame: object) -> None:
        raise Interrupted("timeout")

    previous = signal.signal(signal.SIGALRM, ring)
    outer_left, _interval = signal.getitimer(signal.ITIMER_REAL)
    outer_end = time.monotonic() + outer_left
    hook, unraisable = sys.excepthook, sys.unraisablehook
    sys.excepthook = _quiet_about_timeouts(hook)
    sys.unraisablehook = lambda what: (
        None if isinstance(what.exc_value, Interrupted) else unraisable(what)
    )
    try:
        delay = max(deadline + GRACE - time.monotonic(), 1e-4)
        first = min(delay, outer_left) if outer_left else delay
        signal.setitimer(signal.ITIMER_REAL, first, AGAIN)
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        sys.excepthook, sys.unraisablehook = hook, unraisable
        if outer_left:
            signal.setitimer(signal.ITIMER_REAL, max(outer_end - time.monotonic(), 1e-4), AGAIN)


def _quiet_about_timeouts(hook: Callable[..., object]) -> Callable[..., object]:
    """`hook`, except that it says nothing of an Interrupted: a library that calls Python
    from C (Qt's callbacks) prints the exceptions it catches through sys.excepthook (and
    a ring in a garbage collector's callback goes to sys.unraisablehook); a ring that
    lands there is followed by the next one, never printed."""

    def quiet(kind: type[BaseException], value: BaseException, trace: object) -> object:
        return None if issubclass(kind, Interrupted) else hook(kind, value, trace)

    return quiet


@contextlib.contextmanager
def alarm_held() -> Iterator[None]:
    """Hold the alarm back for a moment: it rings as the block ends if it fell due within.

    For imports the alarm must not break: PySide6's import hook catches an exception
    raised inside it, prints a traceback and ends the process with 255."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGALRM})
