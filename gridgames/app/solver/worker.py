"""The window's handle on the engine: jobs go to a process of their own, results come back
as signals.

The engine runs in another process (`gridgames.engine_process`, which says why); here a
relay thread feeds it jobs one at a time and turns what it sends back into Qt signals,
so the GUI thread never waits for the engine. The relay does nothing else in Python:
it moves bytes, and the GUI thread unpickles what it wants between frames (see
`engine_process` for why). The rules:
- jobs are stopped through a flag the engine polls between propagations, never through
  a message it would read only after the job;
- every job has a number; payloads and results of a job that was cancelled or replaced
  are dropped here, so the GUI only ever hears about the job it is waiting for;
- `shutdown` cancels, ends the process and joins the relay: closing the window mid-solve
  leaves neither a thread nor a process behind. Both start with the first job (a window
  whose player never asks the solver has neither), and runners still alive at
  interpreter exit are shut down then, so a QThread is never destroyed while it runs.
"""

from __future__ import annotations

import atexit
import queue
import time
import weakref

from PySide6.QtCore import QObject, QThread, Signal

from ...engine_process import (
    DONE,
    ENDED,
    FAILED,
    PROGRESS,
    EngineProcess,
    unpack,
)
from ...jobs import Job, PuzzleEngine


class _Relay(QThread):
    """Runs the queued jobs through the engine process and emits every message."""

    message = Signal(str, int, object)  # kind, job number, pickled payload

    def __init__(self, process: EngineProcess, jobs: queue.SimpleQueue) -> None:
        super().__init__()
        self.setObjectName("gridgames-engine-relay")
        self.process = process
        self.jobs = jobs
        self.last_end = 0.0  # perf_counter when a job's last message arrived (for tests)

    def run(self) -> None:
        try:
            while (item := self.jobs.get()) is not None:
                number, job, engine = item
                self.process.run(number, job, engine, self._receive)
        finally:
            self.process.close()

    def _receive(self, kind: str, number: int, payload: bytes) -> None:
        if kind in ENDED:
            self.last_end = time.perf_counter()
        self.message.emit(kind, number, payload)


_RUNNERS: weakref.WeakSet[EngineRunner] = weakref.WeakSet()


@atexit.register
def _shutdown_all() -> None:
    for runner in list(_RUNNERS):
        runner.shutdown()


class EngineRunner(QObject):
    """The GUI thread's handle on the engine."""

    progress = Signal(object)  # a payload of the current job
    finished = Signal(object)  # the outcome of the current job
    failed = Signal(str)
    interrupted = Signal()  # the current job stopped without being cancelled (its timeout)
    idle = Signal()  # the engine finished a job (current or not)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process = EngineProcess()
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._relay = _Relay(self._process, self._jobs)
        self._relay.message.connect(self._on_message)
        self._number = 0
        self._current: int | None = None
        self._closed = False
        _RUNNERS.add(self)

    @property
    def busy(self) -> bool:
        """A job the GUI is waiting for is under way."""
        return self._current is not None

    @property
    def thread(self) -> QThread:
        return self._relay

    @property
    def engine_pid(self) -> int | None:
        """The engine process's id, once a job has started it."""
        return self._process.pid

    @property
    def last_end(self) -> float:
        return self._relay.last_end

    def start(self, job: Job, engine: PuzzleEngine | None = None) -> None:
        """Run `job` on `engine`'s puzzle (none for a job about no puzzle), cancelling
        the one under way (whose results will be dropped)."""
        self.cancel()
        if self._closed:
            return  # shut down: the window is closing
        if not self._relay.isRunning():
            self._relay.start()
        self._number += 1
        self._current = self._number
        self._jobs.put((self._number, job, engine))

    def cancel(self) -> None:
        """Stop the current job; the engine notices within one budget check."""
        self._process.cancel_through(self._number)
        self._current = None

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel, end the engine process and the relay thread, and wait for them: True
        if both have ended. Later jobs are refused."""
        if not self._closed:
            self._closed = True
            self.cancel()
            self._jobs.put(None)
        try:
            if not self._relay.isRunning():
                self._process.close()  # never started, or already ended
                return True
            return self._relay.wait(timeout_ms)
        except RuntimeError:  # the C++ QThread is gone already: nothing runs
            return True

    def _on_message(self, kind: str, number: int, payload: bytes) -> None:
        current = number == self._current  # a stale job's payload is never unpickled
        if kind == PROGRESS:
            if current:
                self.progress.emit(unpack(payload))
            return
        if current:
            self._current = None
            if kind == DONE:
                self.finished.emit(unpack(payload))
            elif kind == FAILED:
                self.failed.emit(str(unpack(payload)))
            else:
                self.interrupted.emit()
        self.idle.emit()
