"""Keeps the ready pool (`gridgames.pool`) topped up, one puzzle at a time.

Its own engine process makes the puzzles (never a thread of the window's: a generator
shares no interpreter lock with the painting), and only while nothing is asked of it:
the New Puzzle dialog pauses it while the player waits for a puzzle of their own. A
puzzle enters the pool only when its job has finished and it has the grade of its key;
a cancelled or failed job writes nothing, and the pool's files are written whole or not
at all, so nothing half-made is ever left behind.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QTimer, Signal

from ..generators import unavailable
from ..jobs import GenerateJob
from ..pool import Pool, PoolKey
from .solver.worker import EngineRunner, JobHandle

#: Seconds one pool puzzle may take before the keeper gives that job up.
TIMEOUT = 20.0
#: Milliseconds between two pool jobs: the engine process is idle for a moment, so
#: hints asked meanwhile never queue behind a string of pool jobs.
PAUSE_MS = 200
#: Failed or timed-out jobs after which a key is left alone for the rest of the run.
GIVE_UP_AFTER = 2


class PoolKeeper(QObject):
    added = Signal(object)  # the PoolKey that got a puzzle

    def __init__(self, pool: Pool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = pool
        self.runner = EngineRunner(self)
        self.job: JobHandle | None = None
        self._key: PoolKey | None = None
        self._paused = False
        self._closed = False
        self._misses: dict[PoolKey, int] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    @property
    def working_on(self) -> PoolKey | None:
        """The key whose puzzle is being made (None: idle)."""
        return self._key if self.busy else None

    @property
    def busy(self) -> bool:
        return self.job is not None and self.job.active

    def wake(self) -> None:
        """Look for a key that is short of puzzles (soon, from the event loop)."""
        if not self._closed and not self._paused and not self._timer.isActive():
            self._timer.start(PAUSE_MS)

    def pause(self) -> None:
        """Stop making puzzles (the job under way is cancelled: it leaves nothing)."""
        self._paused = True
        self._timer.stop()
        if self.job is not None:
            self.job.cancel()
        self._key = None

    def resume(self) -> None:
        self._paused = False
        self.wake()

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Cancel and end the engine process: nothing is left running."""
        self._closed = True
        self.pause()
        self.runner.shutdown(timeout_ms)

    def _next(self) -> None:
        if self._paused or self._closed or self.busy:
            return
        short = [
            key
            for key in self.pool.short()
            if self._misses.get(key, 0) < GIVE_UP_AFTER and not self._refused(key)
        ]
        if not short:
            return
        self._key = key = short[0]
        seed = random.randrange(2**31)
        self.job = self.runner.submit(
            GenerateJob(key.kind, key.width, key.height, key.grade, seed, TIMEOUT),
            None,
            self,
            done=self._made,
            failed=lambda _text: self._missed(),
            cancelled=self._missed,
        )

    @staticmethod
    def _refused(key: PoolKey) -> bool:
        """A size the generator no longer offers at that grade (wanted before a limit
        was measured, or a kind gone): never asked for."""
        try:
            return bool(unavailable(key.kind, key.width, key.height, key.grade))
        except KeyError:
            return True

    def _made(self, result: tuple) -> None:
        key, self._key = self._key, None
        puzzle, grade = result
        if key is not None and grade.name == key.grade and self.pool.add(key, puzzle):
            self.added.emit(key)
        elif key is not None:
            self._misses[key] = self._misses.get(key, 0) + 1
        self.wake()

    def _missed(self) -> None:
        key, self._key = self._key, None
        if key is not None:
            self._misses[key] = self._misses.get(key, 0) + 1
        self.wake()
