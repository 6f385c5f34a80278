"""How long the window goes without answering while it auto-solves a puzzle.

Shared by the test that guards it (tests/test_autosolve_app.py, on the GUI thread's CPU
time, which a busy machine does not inflate) and the benchmark that measures it against
the machine's own jitter (benchmarks/bench_responsiveness.py, on wall-clock time, which
is what a player sees). Both time a 10 ms timer in the GUI thread: a gap between two of
its ticks is a stretch in which the window could not have answered a click either.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEventLoop, QTimer

from gridgames.app.solver.panel import SPEEDS
from gridgames.app.window import MainWindow

TICK_MS = 10
WIDTH, HEIGHT = 900, 700


@dataclass(frozen=True)
class Gaps:
    wall: float  # seconds: the largest wall-clock gap between two ticks
    cpu: float  # seconds: the most CPU time the GUI thread spent between two ticks
    ticks: int
    seconds: float  # how long the timer ran
    queued: float = 0.0  # seconds of it the GUI thread was ready to run but had no core


def seconds_queued() -> float:
    """Seconds this thread has spent ready to run but waiting for a core (Linux's
    schedstat); 0 where the system does not say. A timer cannot tick while its thread
    waits for a core, so on a loaded machine the ticks to expect follow the time the
    thread could run, not the wall clock."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0


def wait(ms: int) -> None:
    """Run the event loop for `ms` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(done: Callable[[], bool], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"still waiting after {timeout} s")
        wait(5)


def timed(action: Callable[[], None]) -> Gaps:
    """Tick a timer in the GUI thread while `action` (which runs the event loop) lasts."""
    ticks: list[tuple[float, float]] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append((time.perf_counter(), time.thread_time())))
    queued_before = seconds_queued()
    timer.start()
    try:
        wait(3 * TICK_MS)
        action()
        wait(3 * TICK_MS)
    finally:
        timer.stop()
    pairs = list(zip(ticks, ticks[1:], strict=False))
    return Gaps(
        wall=max(b[0] - a[0] for a, b in pairs),
        cpu=max(b[1] - a[1] for a, b in pairs),
        ticks=len(ticks),
        seconds=ticks[-1][0] - ticks[0][0],
        queued=seconds_queued() - queued_before,
    )


def open_ready(path: str, progress_dir: str) -> MainWindow:
    """A fresh window (its own progress store: no saved game) showing `path`, with the
    solver panel up and the animation at full speed."""
    window = MainWindow(progress_dir=progress_dir)
    window.resize(WIDTH, HEIGHT)
    window.show()
    if not window.open_puzzle(path):
        window.close()
        raise ValueError(f"{path}: could not be opened")
    window.assist.panel.set_speed_index(len(SPEEDS) - 1)
    window.assist.show_panel()  # its first appearance is a one-off relayout, not the solve
    wait(200)
    return window


def solve_gaps(window: MainWindow, timeout: float = 60.0) -> Gaps:
    """Auto-solve the open puzzle to the win, timing the window meanwhile."""
    solved: list[bool] = []
    window.solved.connect(lambda *_: solved.append(True))

    def solve() -> None:
        window.game_actions.solve.trigger()
        wait_until(lambda: bool(solved) and not window.assist.animating, timeout)

    return timed(solve)


def idle_gaps(seconds: float) -> Gaps:
    """The same timer with nothing to do: this machine's own jitter."""
    return timed(lambda: wait(round(seconds * 1000)))


def full_repaint_seconds(window: MainWindow, repeat: int = 5) -> float:
    """The quickest of `repeat` repaints of the whole board from scratch: the floor
    under any gap while a solve changes all of it."""
    view = window.view
    best = float("inf")
    for _ in range(repeat):
        view.forget_layer()
        started = time.perf_counter()
        view.repaint()
        best = min(best, time.perf_counter() - started)
    return best
