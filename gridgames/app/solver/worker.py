"""The engine's thread: one QThread per window, running one job at a time.

Why a thread and not the GUI's: a solve of a large board takes a noticeable fraction of a
second, a hunt for a second answer far longer, and the window must keep painting and
answering clicks meanwhile. Why these rules:
- jobs are stopped through a `threading.Event` the engine polls between propagations
  (its Budget), never through a queued slot, which would wait behind the busy solver;
- every job has a number; payloads and results of a job that was cancelled or replaced
  are dropped here, so the GUI only ever hears about the job it is waiting for;
- while a job runs the worker thread holds the GIL most of the time; the interpreter
  hands it over every `SWITCH_INTERVAL` seconds, short enough that a 10 ms timer in the
  GUI thread never waits long (`responsive` sets it while a job runs and puts the old
  value back after);
- a full garbage collection walks every object of the process (PySide, numpy and the
  modules: 20-50 ms here) holding the GIL, and a solve allocates enough to set one off.
  While a job runs the objects that existed before it are frozen out of collections
  (`gc.freeze`), so collections triggered meanwhile, in either thread, only walk what is
  new; they are thawed again afterwards, so nothing is kept from being collected;
- the GUI thread comes first where it matters: while it replays a frame of steps or
  repaints the board (`gui_busy`, entered by the animation and the board view) the engine
  steps aside. It calls a hook at every step and every few dozen propagations that waits,
  releasing the GIL, until the GUI's work is done (at most PAUSE_LIMIT per wait). Two
  threads running Python otherwise share the GIL half and half, and PySide gives it up
  inside Qt calls: a 10 ms repaint of a large board took 30 to 50 ms while a solve ran;
- `shutdown` cancels and joins: closing the window mid-solve never leaves a thread behind.
  The thread starts with the first job (a window whose player never asks the solver has
  none), and runners still alive at interpreter exit are shut down then, so a QThread is
  never destroyed while it runs.
"""

from __future__ import annotations

import atexit
import gc
import sys
import threading
import time
import traceback
import weakref
from contextlib import contextmanager

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...engine import Interrupted
from .jobs import Job, JobContext, PuzzleEngine

SWITCH_INTERVAL = 0.002  # seconds; CPython's default is 0.005
PAUSE_LIMIT = 0.1  # the longest the engine waits for the GUI thread's frame


@contextmanager
def responsive(interval: float = SWITCH_INTERVAL):
    """Keep the GUI thread's waits for the GIL short while the engine runs."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(min(old, interval))
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
        sys.setswitchinterval(old)


class Cancelled:
    """The result of a job stopped by its cancel flag (never shown to the GUI)."""


class _Worker(QObject):
    """Lives in the engine thread; `run` is only ever called there (queued)."""

    progress = Signal(int, object)  # job number, payload
    done = Signal(int, object)  # job number, outcome
    failed = Signal(int, str)  # job number, traceback text

    def __init__(self) -> None:
        super().__init__()
        self.last_end = 0.0  # perf_counter when the last job returned (for tests)

    @Slot(object)
    def run(self, ticket: tuple[int, Job, PuzzleEngine, threading.Event, threading.Event]) -> None:
        number, job, engine, cancel, gui_idle = ticket
        if cancel.is_set():
            self.last_end = time.perf_counter()
            return

        def post(payload: object) -> None:
            self.progress.emit(number, payload)

        try:
            with responsive():

                def pause() -> None:
                    if not cancel.is_set():
                        gui_idle.wait(PAUSE_LIMIT)

                outcome = job.run(engine, JobContext(cancel, post, pause))
        except Interrupted:
            outcome = Cancelled()
        except Exception:  # a bug in a rule must not kill the thread: report it
            self.last_end = time.perf_counter()
            self.failed.emit(number, traceback.format_exc())
            return
        self.last_end = time.perf_counter()
        self.done.emit(number, outcome)


_RUNNERS: weakref.WeakSet[EngineRunner] = weakref.WeakSet()


@atexit.register
def _shutdown_all() -> None:
    for runner in list(_RUNNERS):
        runner.shutdown()


class EngineRunner(QObject):
    """The GUI thread's handle on the engine thread."""

    progress = Signal(object)  # a payload of the current job
    finished = Signal(object)  # the outcome of the current job
    failed = Signal(str)
    idle = Signal()  # the worker finished a job (current or not)
    _submit = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("gridgames-engine")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._submit.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.done.connect(self._on_done)
        self._worker.failed.connect(self._on_failed)
        self._thread.finished.connect(self._worker.deleteLater)
        self._number = 0
        self._current: int | None = None
        self._cancel = threading.Event()
        self._closed = False
        self._gui_idle = threading.Event()  # cleared while the GUI thread draws a frame
        self._gui_idle.set()
        self._busy_depth = 0
        _RUNNERS.add(self)

    @property
    def busy(self) -> bool:
        """A job the GUI is waiting for is under way."""
        return self._current is not None

    @property
    def thread(self) -> QThread:
        return self._thread

    @property
    def last_end(self) -> float:
        return self._worker.last_end

    def start(self, job: Job, engine: PuzzleEngine) -> None:
        """Run `job`, cancelling the one under way (whose results will be dropped)."""
        self.cancel()
        if self._closed:
            return  # shut down: the window is closing
        if not self._thread.isRunning():
            self._thread.start()
        self._number += 1
        self._current = self._number
        self._cancel = threading.Event()
        self._submit.emit((self._number, job, engine, self._cancel, self._gui_idle))

    @contextmanager
    def gui_busy(self):
        """While inside, the engine waits at its next budget check (see module notes)."""
        self._busy_depth += 1
        self._gui_idle.clear()
        try:
            yield
        finally:
            self._busy_depth -= 1
            if not self._busy_depth:
                self._gui_idle.set()

    def cancel(self) -> None:
        """Stop the current job; the engine notices within one budget check."""
        self._cancel.set()
        self._gui_idle.set()  # a paused engine wakes up to notice
        self._current = None

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel, stop the thread and wait for it: True if it has ended. Later jobs
        are refused."""
        self._closed = True
        self.cancel()
        try:
            self._thread.quit()
            return self._thread.wait(timeout_ms)
        except RuntimeError:  # the C++ QThread is gone already: nothing runs
            return True

    # ------------------------------------------------------------------ from the worker

    def _on_progress(self, number: int, payload: object) -> None:
        if number == self._current:
            self.progress.emit(payload)

    def _on_done(self, number: int, outcome: object) -> None:
        if number == self._current:
            self._current = None
            if not isinstance(outcome, Cancelled):
                self.finished.emit(outcome)
        self.idle.emit()

    def _on_failed(self, number: int, text: str) -> None:
        if number == self._current:
            self._current = None
            self.failed.emit(text)
        self.idle.emit()
