"""The engine process without Qt: jobs in order, cancelling, a job that will not stop, a
process that dies, a job that cannot travel, the engine kept per puzzle."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gridgames import engine_process as engine_process_module
from gridgames.engine_process import (
    CANCELLED,
    DONE,
    FAILED,
    KILL_AFTER,
    KILL_AFTER_WALL,
    PROGRESS,
    EngineProcess,
    GraceClock,
    unpack,
)
from gridgames.formats.detect import load_puzzle
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.jobs import Job, PuzzleEngine, SolveJob, SolveOutcome, SolveStarted
from tests.engine_jobs import Broken, CancelWatch, Deaf, Dying, Endless, Unsendable, WhereAmI
from tests.helpers import PUZZLES


@pytest.fixture
def engine_process():
    process = EngineProcess()
    yield process
    process.close()
    assert process.pid is None


def run(process: EngineProcess, number: int, job: Job, engine: PuzzleEngine) -> list[tuple]:
    messages: list[tuple] = []
    process.run(number, job, engine, lambda kind, n, payload: messages.append((kind, n, payload)))
    return [(kind, n, unpack(payload)) for kind, n, payload in messages]


def blank() -> PuzzleEngine:
    return PuzzleEngine(FillGridPuzzle.free(12, 12))


def test_a_job_runs_in_another_process_without_qt_and_keeps_its_engine(engine_process) -> None:
    engine = PuzzleEngine(load_puzzle(str(PUZZLES / "webpbn-cc-by" / "1.non")))
    first = run(engine_process, 1, WhereAmI(), engine)
    assert [(kind, n) for kind, n, _ in first] == [(PROGRESS, 1), (DONE, 1)]
    assert first[0][2] == "hello"
    pid, qt, built_before = first[1][2]
    assert pid == engine_process.pid and pid != os.getpid()
    assert qt == [] and not built_before
    again = run(engine_process, 2, WhereAmI(), engine)
    assert again[-1][2][0] == pid and again[-1][2][2]  # same process, model kept
    other = run(engine_process, 3, WhereAmI(), blank())
    assert not other[-1][2][2]  # another puzzle has its own


def test_a_solve_job_sends_its_start_then_every_step(engine_process) -> None:
    engine = PuzzleEngine(load_puzzle(str(PUZZLES / "webpbn-cc-by" / "1.non")))
    messages = run(engine_process, 1, SolveJob(None), engine)
    kinds = [kind for kind, _, _ in messages]
    assert kinds[-1] == DONE and set(kinds[:-1]) == {PROGRESS}
    assert isinstance(messages[0][2], SolveStarted)
    outcome = messages[-1][2]
    assert isinstance(outcome, SolveOutcome) and outcome.status == "found"
    steps = [step for _, _, batch in messages[1:-1] for step in batch]
    assert steps and steps[-1].kind.value == "solution"


def test_cancelling_stops_the_job_and_the_process_runs_the_next(engine_process) -> None:
    threading.Timer(0.3, engine_process.cancel_through, args=(1,)).start()
    messages = run(engine_process, 1, Endless(), blank())
    assert [kind for kind, _, _ in messages] == [CANCELLED]
    pid = engine_process.pid  # it stopped by itself: not killed
    assert pid is not None
    assert run(engine_process, 2, WhereAmI(), blank())[-1][2][0] == pid


def test_a_search_looks_at_its_cancel_flag_every_few_milliseconds(engine_process) -> None:
    """How soon a cancel is noticed, in the engine's CPU time: the wall time it takes
    also depends on how busy the machine is."""
    messages = run(engine_process, 1, CancelWatch(0.3), blank())
    longest = messages[-1][2]
    print(f"\nlongest CPU time between two looks at the cancel flag: {longest * 1000:.1f} ms")
    assert longest < 0.02


def test_a_job_that_never_stops_is_killed_after_it_was_cancelled(engine_process) -> None:
    """Killed once its grace is up (`GraceClock`, whose rule the next test checks on a
    clock of its own): never before KILL_AFTER, and by KILL_AFTER_WALL however busy the
    machine (on a quiet one about KILL_AFTER: a bound that tight failed at load 20)."""
    cancelled_at = None
    first_pid = None

    def cancel_once_running(kind, number, payload) -> None:
        nonlocal first_pid, cancelled_at
        first_pid = first_pid or engine_process.pid
        if kind == PROGRESS and cancelled_at is None:
            cancelled_at = time.perf_counter()
            engine_process.cancel_through(1)

    engine_process.run(1, Deaf(), blank(), cancel_once_running)
    assert cancelled_at is not None
    took = time.perf_counter() - cancelled_at
    assert KILL_AFTER <= took < KILL_AFTER_WALL + 2 * KILL_AFTER
    assert engine_process.pid is None  # killed; the next job starts a fresh one
    messages = run(engine_process, 2, WhereAmI(), blank())
    assert messages[-1][0] == DONE and messages[-1][2][0] != first_pid


class Clocks:
    """The wall clock and a process's time spent waiting for a core, moved by hand."""

    def __init__(self, monkeypatch) -> None:
        self.now, self.queued = 100.0, 7.0
        monkeypatch.setattr(engine_process_module.time, "monotonic", lambda: self.now)
        monkeypatch.setattr(engine_process_module, "_seconds_queued", lambda pid: self.queued)

    def advance(self, seconds: float, waiting: float = 0.0) -> None:
        self.now += seconds
        self.queued += waiting


def test_a_cancelled_jobs_grace_counts_the_time_its_process_could_run(monkeypatch) -> None:
    """A cancelled job is killed after KILL_AFTER seconds it could have used to see its
    flag -- wall time less the time its process waited for a core -- or after
    KILL_AFTER_WALL wall seconds, however starved it was."""
    clocks = Clocks(monkeypatch)
    grace = GraceClock(4321)
    clocks.advance(KILL_AFTER, waiting=0.4)  # 0.4 s of it queued behind other processes
    assert grace.wall() == pytest.approx(KILL_AFTER)
    assert grace.own() == pytest.approx(KILL_AFTER - 0.4) and not grace.expired()
    clocks.advance(0.3, waiting=0.1)
    assert not grace.expired()  # 0.8 s of its own
    clocks.advance(0.3)
    assert grace.expired()  # 1.1 s of its own
    starved = GraceClock(4321)
    clocks.advance(KILL_AFTER_WALL - 0.1, waiting=KILL_AFTER_WALL - 0.1)
    assert starved.own() == pytest.approx(0.0) and not starved.expired()
    clocks.advance(0.2, waiting=0.2)
    assert starved.expired()


def test_the_time_a_process_waited_for_a_core_is_read_from_linux() -> None:
    if not Path(f"/proc/{os.getpid()}/schedstat").exists():
        pytest.skip("no /proc/PID/schedstat on this system")
    waited = engine_process_module._seconds_queued(os.getpid())
    assert 0.0 <= waited < time.monotonic()
    assert engine_process_module._seconds_queued(None) == 0.0  # no process: nothing known


def test_a_failing_job_is_reported_and_the_process_lives_on(engine_process) -> None:
    messages = run(engine_process, 1, Broken(), blank())
    assert messages[0][0] == FAILED and "a rule fell over" in messages[0][2]
    pid = engine_process.pid
    assert run(engine_process, 2, WhereAmI(), blank())[-1][2][0] == pid


def test_an_outcome_that_cannot_travel_is_reported(engine_process) -> None:
    messages = run(engine_process, 1, Unsendable(), blank())
    assert messages[0][0] == FAILED and "pickle" in messages[0][2].lower()
    pid = engine_process.pid
    assert run(engine_process, 2, WhereAmI(), blank())[-1][2][0] == pid


def test_a_process_that_dies_is_reported_and_replaced(engine_process) -> None:
    messages = run(engine_process, 1, Dying(), blank())
    assert messages == [(FAILED, 1, "The engine process stopped (exit code 3).")]
    assert run(engine_process, 2, WhereAmI(), blank())[-1][0] == DONE


def test_a_job_that_cannot_travel_is_reported(engine_process) -> None:
    class Local(Job):  # defined in a function: pickle cannot name it
        def run(self, engine, ctx):
            return None

    messages = run(engine_process, 1, Local(), blank())
    assert messages[0][0] == FAILED and "Local" in messages[0][2]
    assert run(engine_process, 2, WhereAmI(), blank())[-1][0] == DONE


def test_a_job_cancelled_before_it_began_never_runs(engine_process) -> None:
    engine_process.cancel_through(5)
    assert engine_process.cancelled(4) and engine_process.cancelled(5)
    assert not engine_process.cancelled(6)
    messages = run(engine_process, 5, Endless(), blank())
    assert [kind for kind, _, _ in messages] == [CANCELLED]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_warm_up_starts_the_fork_server_in_the_background() -> None:
    """In a fresh interpreter (this one may have a server already): a moment after
    warm_up the interpreter has a child, the fork server, without having run a job."""
    # Waited for, not slept on (on a loaded machine the server took more than a second);
    # a process listed in /proc may have ended before its stat file is read.
    script = (
        "import os, time\n"
        "from gridgames import engine_process\n"
        "def children():\n"
        "    found = 0\n"
        "    for p in filter(str.isdigit, os.listdir('/proc')):\n"
        "        try:\n"
        "            with open(f'/proc/{p}/stat') as stat:\n"
        "                parent = stat.read().rsplit(')', 1)[1].split()[1]\n"
        "        except OSError:\n"
        "            continue\n"
        "        found += parent == str(os.getpid())\n"
        "    return found\n"
        "engine_process.warm_up()\n"
        "given_up = time.monotonic() + 60\n"
        "while not children() and time.monotonic() < given_up:\n"
        "    time.sleep(0.02)\n"
        "print(children())\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) >= 1
