"""The window's handle on the engine: jobs go to a process of their own, and each job's
answers come back to whoever submitted it.

The engine runs in another process (`gridgames.engine_process`, which says why); here a
relay thread feeds it jobs one at a time and turns what it sends back into Qt signals,
so the GUI thread never waits for the engine. The relay does nothing else in Python:
it moves bytes, and the GUI thread unpickles what it wants between frames (see
`engine_process` for why). The rules:
- `submit` takes the caller's callbacks and a parent QObject and returns a `JobHandle`
  (the shape of Anki's QueryOp): the job's payloads, outcome, failure or cancellation
  go to those callbacks alone, so the hint, the animation and New Puzzle each hear only
  their own answers. A job whose parent is destroyed is cancelled and calls nothing;
- jobs are stopped through a flag the engine polls between propagations, never through
  a message it would read only after the job; a job cancelled by its caller is silent
  from then on (the caller knows) and its payloads are never even unpickled;
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
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QMetaObject, QObject, QThread, Signal

from ...engine_process import (
    CANCELLED,
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


def _ignore(*args: object) -> None:
    pass


class JobHandle:
    """One submitted job, from `EngineRunner.submit` until its end.

    It ends in exactly one of `done(outcome)`, `failed(text)` (a bug in the job, or its
    engine process died) or `cancelled()` (stopped, but not by its caller: its own time
    budget ran out, or the runner cancelled everything) -- unless its caller cancelled it
    or its parent was destroyed first, after which it calls nothing at all."""

    def __init__(
        self,
        runner: EngineRunner,
        number: int,
        parent: QObject,
        progress: Callable[[Any], None],
        done: Callable[[Any], None],
        failed: Callable[[str], None],
        cancelled: Callable[[], None],
    ) -> None:
        self.number = number
        self._runner = runner
        self._parent = parent
        self._callbacks = (progress, done, failed, cancelled)
        self._ended = False
        self._watch: QMetaObject.Connection | None = parent.destroyed.connect(self._parent_gone)

    @property
    def active(self) -> bool:
        """Submitted and not yet ended, cancelled or orphaned: its callbacks may still come."""
        return not self._ended

    def cancel(self) -> None:
        """Stop the job (the engine notices within one budget check); no callback follows."""
        if not self._ended:
            self._end()
            self._runner._cancel(self.number)

    def _parent_gone(self) -> None:
        self._watch = None  # Qt dropped the connection with its sender
        self.cancel()

    def _end(self) -> None:
        self._ended = True
        self._runner._handles.pop(self.number, None)
        watch, self._watch = self._watch, None
        if watch is not None and shiboken6.isValid(self._parent):
            self._parent.destroyed.disconnect(watch)

    def _deliver(self, kind: str, payload: bytes) -> None:
        """Hand one message of this job to its caller (the GUI thread, between frames)."""
        if self._ended:
            return
        if not shiboken6.isValid(self._parent):  # deleted before `destroyed` reached us
            self.cancel()
            return
        progress, done, failed, cancelled = self._callbacks
        if kind == PROGRESS:
            progress(unpack(payload))
            return
        self._end()
        if kind == DONE:
            done(unpack(payload))
        elif kind == FAILED:
            failed(str(unpack(payload)))
        elif kind == CANCELLED:
            cancelled()


class EngineRunner(QObject):
    """The GUI thread's handle on one engine process: submit jobs, each with its own
    callbacks. Jobs run one at a time, in the order submitted."""

    idle = Signal()  # the engine finished a job (whoever's it was)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process = EngineProcess()
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._relay = _Relay(self._process, self._jobs)
        self._relay.message.connect(self._on_message)
        self._number = 0
        self._handles: dict[int, JobHandle] = {}
        self._closed = False
        _RUNNERS.add(self)

    @property
    def busy(self) -> bool:
        """Some job whose caller still waits for it is under way."""
        return bool(self._handles)

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

    def submit(
        self,
        job: Job,
        engine: PuzzleEngine | None,
        parent: QObject,
        *,
        done: Callable[[Any], None],
        progress: Callable[[Any], None] = _ignore,
        failed: Callable[[str], None] = _ignore,
        cancelled: Callable[[], None] = _ignore,
    ) -> JobHandle | None:
        """Queue `job` on `engine`'s puzzle (None for a job about no puzzle); its messages
        go to these callbacks for as long as `parent` lives. Jobs already submitted go
        on. None once the runner is shut down (the window is closing)."""
        if self._closed:
            return None
        if not self._relay.isRunning():
            self._relay.start()
        self._number += 1
        handle = JobHandle(self, self._number, parent, progress, done, failed, cancelled)
        self._handles[self._number] = handle
        self._jobs.put((self._number, job, engine))
        return handle

    def cancel_all(self) -> None:
        """Stop every job submitted so far; their callers get `cancelled`."""
        self._process.cancel_through(self._number)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel, end the engine process and the relay thread, and wait for them: True
        if both have ended. Later jobs are refused, and no callback comes any more."""
        if not self._closed:
            self._closed = True
            for handle in list(self._handles.values()):
                handle.cancel()
            self.cancel_all()
            self._jobs.put(None)
        try:
            if not self._relay.isRunning():
                self._process.close()  # never started, or already ended
                return True
            return self._relay.wait(timeout_ms)
        except RuntimeError:  # the C++ QThread is gone already: nothing runs
            return True

    def _cancel(self, number: int) -> None:
        self._process.cancel(number)

    def _on_message(self, kind: str, number: int, payload: bytes) -> None:
        handle = self._handles.get(number)  # none: nobody waits, the payload stays bytes
        if handle is not None:
            handle._deliver(kind, payload)
        if kind in ENDED:
            self.idle.emit()
