"""The solver's own process: the app's hints, auto-solve and new puzzles run here, not in
the window's.

Why a process and not a thread: the engine is pure Python, and a thread would share one
interpreter lock (and one garbage collector) with the window. Measured on tiger (75x50):
a full repaint of the board takes 3.7 ms alone and 15 ms beside a busy Python thread, and
a 10 ms timer in a window auto-solving it went up to 113 ms without a tick on a loaded
machine, although the engine stepped aside whenever the window drew. In a process of its
own the engine takes nothing from the window but the batches it sends; and a process can
be stopped even when a rule never looks at its cancel flag.

The protocol, over one pipe:
- to the engine: (number, pickled (job, PuzzleEngine)), or None to end. The job is
  unpickled there, so a job that cannot be is reported as that job's failure;
- from the engine: a header (kind, number) and the pickled payload, with kind PROGRESS
  (a payload the job posted), DONE (its outcome), CANCELLED or FAILED (a traceback, in
  words). The window's side reads the header alone and leaves the payload as bytes:
  whoever wants it unpickles it (`unpack`), in the GUI thread, between two frames. A
  thread of the window's that unpickled it would hold the interpreter lock meanwhile,
  and the GUI thread would wait for it in the middle of a repaint, as it waited for the
  engine thread.
Jobs run one at a time, in order. Cancelling is one integer shared by both sides: every
job numbered up to it is cancelled (`JobCancel`), so cancelling never waits behind a
busy engine. One job is cancelled alone (`EngineProcess.cancel`) through that integer
when it is the one running (all before it have ended), and by never being sent when it
is still waiting: the jobs queued around it, maybe another caller's, go on.

This module is what the engine process imports first (the fork server preloads it): it
must not import Qt.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.forkserver
import os
import pickle
import signal
import struct
import threading
import time
import traceback
from collections import OrderedDict
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.sharedctypes import Synchronized

from .engine import Interrupted
from .games.registry import BUILT_IN
from .jobs import Job, JobContext, PuzzleEngine

PROGRESS, DONE, CANCELLED, FAILED = "progress", "done", "cancelled", "failed"
KINDS = (PROGRESS, DONE, CANCELLED, FAILED)
ENDED = (DONE, CANCELLED, FAILED)  # a job's last message
HEADER = struct.Struct("<Bq")  # the kind's index in KINDS, the job's number
ENGINES_KEPT = 8  # puzzles whose models the engine process keeps (the latest used)
POLL_SECONDS = 0.05  # how often a wait for the engine looks at its cancel flag
KILL_AFTER = 1.0  # seconds of its own a cancelled job may run on before it is killed
KILL_AFTER_WALL = 10.0  # ... and wall seconds, however starved of cores it was
NICENESS = 10  # the engine's priority below the window's (Unix)

Receiver = Callable[[str, int, bytes], None]  # kind, job number, pickled payload


def pack(kind: str, number: int, payload: object) -> bytes:
    return HEADER.pack(KINDS.index(kind), number) + pickle.dumps(payload)


def unpack(payload: bytes) -> object:
    """A message's payload, as the engine sent it."""
    return pickle.loads(payload)


class JobCancel:
    """Job `number`'s cancel flag, for the engine's Budget. It also stops a job whose
    window has gone: the process is then an orphan, adopted by another parent."""

    __slots__ = ("shared", "number", "parent")

    def __init__(self, shared: Synchronized, number: int) -> None:
        self.shared = shared
        self.number = number
        self.parent = os.getppid()

    def is_set(self) -> bool:
        return self.shared.value >= self.number or os.getppid() != self.parent


def serve(conn: Connection, cancelled: Synchronized) -> None:
    """The engine process's whole life: run jobs until told to end or the window goes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in a terminal is the app's
    if hasattr(os, "nice"):  # where cores are short, the window's thread goes first
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    engines: OrderedDict[int, PuzzleEngine] = OrderedDict()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        number, data = message
        try:
            _run(conn, cancelled, engines, number, data)
        except (BrokenPipeError, EOFError, OSError):
            return  # the window has gone


def _run(
    conn: Connection,
    cancelled: Synchronized,
    engines: OrderedDict[int, PuzzleEngine],
    number: int,
    data: bytes,
) -> None:
    def post(payload: object) -> None:
        conn.send_bytes(pack(PROGRESS, number, payload))

    try:
        job, sent = pickle.loads(data)
        engine = _kept(engines, sent)
        flag = JobCancel(cancelled, number)
        if flag.is_set():  # cancelled while on its way
            raise Interrupted("cancelled")
        reply = pack(DONE, number, job.run(engine, JobContext(flag, post)))
    except Interrupted:
        reply = pack(CANCELLED, number, None)
    except (BrokenPipeError, EOFError):
        raise  # the window has gone
    except Exception:  # a bug in a rule (or an outcome that cannot travel): report it
        reply = pack(FAILED, number, traceback.format_exc())
    conn.send_bytes(reply)


def _kept(
    engines: OrderedDict[int, PuzzleEngine], sent: PuzzleEngine | None
) -> PuzzleEngine | None:
    """The engine a job was sent with, or the one kept for its puzzle: a puzzle seen
    before keeps what it built. None for a job about no puzzle."""
    if sent is None:
        return None
    engine = engines.pop(sent.key, sent)
    engines[sent.key] = engine
    while len(engines) > ENGINES_KEPT:
        engines.popitem(last=False)
    return engine


def _context() -> multiprocessing.context.BaseContext:
    """A fork server where there is one: it imports the engine once, and each engine
    process then starts in milliseconds, without the window's threads or Qt state. It
    imports the built-in genres too: else each engine process's first job imported them
    all (about 10 ms of CPU) when it first asked for its genre, before it could look at
    its cancel flag. Plugin genres still load in the engine process, as the registry
    finds them there."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__, *BUILT_IN])
    return context


def warm_up() -> None:
    """Start the fork server now, in the background: the app's first hint or solve then
    starts its engine in milliseconds instead of waiting about 0.2 s for the server to
    import the engine. Only the app calls this; a process that never asks the engine
    anything (a test, the command line) starts no server."""
    context = _context()
    if context.get_start_method() == "forkserver":
        start = multiprocessing.forkserver.ensure_running
        threading.Thread(target=start, name="gridgames-forkserver", daemon=True).start()


def _seconds_queued(pid: int | None) -> float:
    """Seconds process `pid` has spent ready to run but waiting for a core (Linux's
    schedstat); 0 where the system does not say."""
    try:
        with open(f"/proc/{pid}/schedstat", encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0


class GraceClock:
    """How long a cancelled job has had to see its flag: wall time since the cancel, less
    the time its process waited for a core. The engine runs at a lower priority than the
    window, so on a loaded machine it may get no core for seconds: a job that would stop
    at its next look at the flag is not one that never looks, and killing it would throw
    away the models the process keeps. A job that sleeps or spins without looking runs
    out its grace in KILL_AFTER; one starved of cores is still killed after
    KILL_AFTER_WALL, so the next job never waits longer than that."""

    def __init__(self, pid: int | None) -> None:
        self.pid = pid
        self.started = time.monotonic()
        self.queued = _seconds_queued(pid)

    def wall(self) -> float:
        return time.monotonic() - self.started

    def own(self) -> float:
        """Seconds since the cancel that the process could have used."""
        return self.wall() - (_seconds_queued(self.pid) - self.queued)

    def expired(self) -> bool:
        return self.own() > KILL_AFTER or self.wall() > KILL_AFTER_WALL


class EngineProcess:
    """The window's side of one engine process, started with the first job and again
    after it died or was killed. `run` blocks (it is called from a thread of the
    window's that does nothing else); `cancel_through` and `cancelled` may be called
    from any thread."""

    def __init__(self) -> None:
        self._context = _context()
        self._cancelled = self._context.Value("q", 0, lock=False)
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Connection | None = None
        self._lock = threading.Lock()  # between `cancel` and the start of a job
        self._started = 0  # the number of the latest job sent to the engine
        self._skipped: set[int] = set()  # jobs cancelled before they were sent

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def cancel_through(self, number: int) -> None:
        """Cancel job `number` and every job before it."""
        self._cancelled.value = max(self._cancelled.value, number)

    def cancel(self, number: int) -> None:
        """Cancel job `number` alone: the one running through the shared integer (every
        job before it has ended), one still waiting by never sending it."""
        with self._lock:
            if number <= self._started:
                self.cancel_through(number)
            else:
                self._skipped.add(number)

    def cancelled(self, number: int) -> bool:
        return self._cancelled.value >= number or number in self._skipped

    def run(self, number: int, job: Job, engine: PuzzleEngine | None, receive: Receiver) -> None:
        """Run one job to its end, handing every message to `receive`, in order. The job
        is pickled here, in the caller's thread, never in the GUI thread. A job cancelled
        but still running once its GraceClock expires has its process killed; one that died
        is reported as the job's failure. Either way the next job gets a fresh process."""
        with self._lock:
            skip = self.cancelled(number)  # cancelled before it began
            self._skipped.discard(number)
            if not skip:
                self._started = number
        if skip:
            receive(CANCELLED, number, pickle.dumps(None))
            return
        try:
            data = pickle.dumps((job, engine))
        except Exception:  # a job that cannot travel is a bug: report it
            receive(FAILED, number, pickle.dumps(traceback.format_exc()))
            return
        try:
            conn = self._connect()
            conn.send((number, data))
        except Exception:  # no process could be started: report it, try again next time
            self.close(0)
            receive(FAILED, number, pickle.dumps(traceback.format_exc()))
            return
        grace: GraceClock | None = None
        while True:
            try:
                message = conn.recv_bytes() if conn.poll(POLL_SECONDS) else None
            except (EOFError, OSError):
                text = f"The engine process stopped (exit code {self._exit_code()})."
                self.close(0)
                receive(FAILED, number, pickle.dumps(text))
                return
            if message is not None:
                index, sender = HEADER.unpack_from(message)
                kind = KINDS[index]
                receive(kind, sender, message[HEADER.size :])
                if kind in ENDED and sender == number:
                    return
                continue
            if self.cancelled(number):
                grace = grace or GraceClock(self.pid)
                if grace.expired():
                    self.close(0)  # a job that never looks at its cancel flag
                    receive(CANCELLED, number, pickle.dumps(None))
                    return

    def close(self, timeout: float = 2.0) -> None:
        """End the process: asked to end, then killed if it has not within `timeout`."""
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.send(None)
        if process is not None:
            process.join(timeout)
            if process.is_alive():
                process.kill()
                process.join()
        if conn is not None:
            conn.close()

    def _exit_code(self) -> int | None:
        """The code of a process that has just closed its end of the pipe."""
        if self._process is None:
            return None
        self._process.join(1.0)
        return self._process.exitcode

    def _connect(self) -> Connection:
        if self._process is not None and self._process.is_alive():
            assert self._conn is not None
            return self._conn
        self.close(0)
        mine, theirs = self._context.Pipe()
        process = self._context.Process(
            target=serve, args=(theirs, self._cancelled), name="gridgames-engine", daemon=True
        )
        process.start()
        theirs.close()
        self._process, self._conn = process, mine
        return mine
