"""The window's handle on the engine process: batches, answers to whoever asked,
cancellation, parents that go away, shutdown, failures.

Printed with -s: how long a cancelled job took to stop, in wall time (tens of
milliseconds on a quiet machine). What is asserted is that it stopped by itself, before
the runner would have killed it; how often the engine looks at its cancel flag is
checked in its own CPU time in test_engine_process.
"""

from __future__ import annotations

import os
import time

import pytest
import shiboken6
from PySide6.QtCore import QObject

from gridgames.app.solver.worker import EngineRunner, JobHandle
from gridgames.engine import Replay, Step, StepKind
from gridgames.engine_process import KILL_AFTER_WALL
from gridgames.formats.detect import load_puzzle
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.jobs import Batcher, PuzzleEngine, SolveJob, SolveOutcome, SolveStarted
from tests.engine_jobs import Broken, Deaf, Dying, Echo, Endless, OutOfTime, WhereAmI
from tests.helpers import PUZZLES, wait_for_engine

TIGER = PUZZLES / "qnonograms-gpl" / "tiger.non"
SMALL = PUZZLES / "webpbn-cc-by" / "1.non"

#: How long a cancelled job may take to end: a starved engine process may see its flag
#: late, but it is killed by KILL_AFTER_WALL (waits end as soon as it has ended).
STOPPED_MS = int(KILL_AFTER_WALL * 2000)


@pytest.fixture
def runner(qtbot):
    runner = EngineRunner()
    yield runner
    assert runner.shutdown()


class Caller(QObject):
    """A consumer of jobs: notes every callback it gets, in order, with the job's name."""

    def __init__(self, name: str = "caller") -> None:
        super().__init__()
        self.name = name
        self.heard: list[tuple[str, object]] = []

    def submit(self, runner: EngineRunner, job, engine=None) -> JobHandle:
        handle = runner.submit(
            job,
            engine,
            self,
            progress=lambda payload: self.heard.append(("progress", payload)),
            done=lambda outcome: self.heard.append(("done", outcome)),
            failed=lambda text: self.heard.append(("failed", text)),
            cancelled=lambda: self.heard.append(("cancelled", None)),
        )
        assert handle is not None
        return handle

    def ended(self) -> bool:
        return any(kind != "progress" for kind, _ in self.heard)

    def outcome(self) -> object:
        return next(payload for kind, payload in self.heard if kind == "done")


def blank() -> PuzzleEngine:
    return PuzzleEngine(FillGridPuzzle.free(12, 12))


def small() -> PuzzleEngine:
    return PuzzleEngine(load_puzzle(str(SMALL)))


def test_batches_are_fresh_lists_of_every_step() -> None:
    posted: list[list[Step]] = []
    batcher = Batcher(posted.append, seconds=10, size=3)
    steps = [Step(StepKind.DEDUCE, "r", str(i)) for i in range(7)]
    for step in steps:
        batcher.add(step)
    batcher.flush()
    assert [len(batch) for batch in posted] == [3, 3, 1]
    assert [step for batch in posted for step in batch] == steps
    assert len({id(batch) for batch in posted}) == 3


def test_a_solve_job_posts_its_start_then_every_step_in_batches(qtbot, runner) -> None:
    puzzle = load_puzzle(str(TIGER))
    caller = Caller()
    caller.submit(runner, SolveJob(None), PuzzleEngine(puzzle))
    qtbot.waitUntil(caller.ended, timeout=30_000)
    outcome = caller.outcome()
    assert isinstance(outcome, SolveOutcome) and outcome.status == "found"
    payloads = [payload for kind, payload in caller.heard if kind == "progress"]
    assert isinstance(payloads[0], SolveStarted)
    batches = payloads[1:]
    assert len(batches) > 1 and all(isinstance(batch, list) for batch in batches)
    steps = [step for batch in batches for step in batch]
    state = Replay(payloads[0].start)
    for step in steps:
        state.apply(step)
    assert steps[-1].kind is StepKind.SOLUTION
    assert all(domain in (1, 2) for domain in state.dom)


def test_the_engine_is_a_process_of_its_own_without_qt(qtbot, runner) -> None:
    assert runner.engine_pid is None  # nothing started before the first job
    caller = Caller()
    caller.submit(runner, WhereAmI(), small())
    qtbot.waitUntil(caller.ended, timeout=10_000)
    pid, qt, _ = caller.outcome()
    assert pid == runner.engine_pid and pid != os.getpid() and qt == []


def test_two_callers_with_jobs_in_flight_each_hear_only_their_own(qtbot, runner) -> None:
    hints, animation = Caller("hints"), Caller("animation")
    first = hints.submit(runner, Echo("hint"))
    second = animation.submit(runner, Echo("solve", times=4))
    assert first.number != second.number and runner.busy
    qtbot.waitUntil(lambda: hints.ended() and animation.ended(), timeout=10_000)
    assert hints.heard == [("progress", ("hint", i)) for i in range(3)] + [("done", "hint")]
    assert animation.heard == [("progress", ("solve", i)) for i in range(4)] + [("done", "solve")]
    assert not runner.busy and not first.active and not second.active


def test_cancelling_one_job_leaves_the_others_running(qtbot, runner) -> None:
    """Cancel one job while it runs and another while it waits its turn: the jobs
    around them, another caller's, still answer; the cancelled ones call nothing."""
    running, waiting, other = Caller("running"), Caller("waiting"), Caller("other")
    endless = running.submit(runner, Endless(), blank())
    queued = waiting.submit(runner, Echo("never"))
    other.submit(runner, Echo("mine", times=1))
    wait_for_engine(qtbot, runner)  # well into the endless search
    queued.cancel()
    endless.cancel()
    assert not endless.active and not queued.active
    qtbot.waitUntil(other.ended, timeout=STOPPED_MS)
    assert other.heard == [("progress", ("mine", 0)), ("done", "mine")]
    qtbot.wait(50)  # any late message of the cancelled jobs would have come by now
    assert running.heard == [] and waiting.heard == []


def test_a_parent_destroyed_mid_job_hears_nothing_and_its_job_stops(qtbot, runner) -> None:
    gone, staying = Caller("gone"), Caller("staying")
    handle = gone.submit(runner, Endless(), blank())
    pid = wait_for_engine(qtbot, runner)  # well into the search
    heard = gone.heard
    with qtbot.waitSignal(runner.idle, timeout=STOPPED_MS):
        shiboken6.delete(gone)  # as when the window that asked is closed
    assert not handle.active and heard == []
    assert runner.engine_pid == pid  # the job saw its cancel flag: stopped, not killed
    staying.submit(runner, Echo("next", times=1))
    qtbot.waitUntil(staying.ended, timeout=10_000)
    assert staying.outcome() == "next" and heard == []


def test_a_job_stopped_by_its_own_budget_calls_cancelled(qtbot, runner) -> None:
    caller = Caller()
    caller.submit(runner, OutOfTime(), blank())
    qtbot.waitUntil(caller.ended, timeout=10_000)
    assert caller.heard == [("cancelled", None)]


def test_cancel_all_tells_every_caller(qtbot, runner) -> None:
    running, waiting = Caller("running"), Caller("waiting")
    running.submit(runner, Endless(), blank())
    waiting.submit(runner, Echo("never"))
    wait_for_engine(qtbot, runner, 200)
    runner.cancel_all()
    qtbot.waitUntil(lambda: running.ended() and waiting.ended(), timeout=STOPPED_MS)
    assert running.heard == [("cancelled", None)] and waiting.heard == [("cancelled", None)]


def test_cancel_stops_a_busy_job_by_itself(qtbot, runner) -> None:
    caller = Caller()
    handle = caller.submit(runner, Endless(), blank())
    pid = wait_for_engine(qtbot, runner)  # well into the search
    assert runner.busy
    with qtbot.waitSignal(runner.idle, timeout=STOPPED_MS):
        asked = time.perf_counter()
        handle.cancel()
    print(f"\ncancel latency: {(runner.last_end - asked) * 1000:.1f} ms")
    assert runner.engine_pid == pid  # stopped, not killed
    assert caller.heard == []  # a job its caller cancelled reports nothing


def test_a_job_deaf_to_cancel_is_killed_and_the_next_one_runs(qtbot, runner) -> None:
    deaf, next_one = Caller("deaf"), Caller("next")
    handle = deaf.submit(runner, Deaf(), blank())
    qtbot.waitUntil(lambda: bool(deaf.heard), timeout=10_000)  # it runs: cancel a running job
    first = runner.engine_pid
    handle.cancel()
    next_one.submit(runner, SolveJob(None), small())
    qtbot.waitUntil(next_one.ended, timeout=10_000)
    assert next_one.outcome().status == "found"
    assert deaf.heard == [("progress", "running")]  # nothing after its cancel
    assert runner.engine_pid not in (None, first)


def test_shutdown_ends_the_thread_and_the_process_mid_job(qtbot) -> None:
    runner = EngineRunner()
    caller = Caller()
    caller.submit(runner, Endless(), blank())
    pid = wait_for_engine(qtbot, runner)
    started = time.perf_counter()
    assert runner.shutdown()
    assert runner.thread.isFinished() and runner.engine_pid is None
    print(f"\nshutdown mid-job: {(time.perf_counter() - started) * 1000:.1f} ms")
    with pytest.raises(ProcessLookupError):  # gone, not a zombie of ours
        os.kill(pid, 0)
    assert runner.submit(Endless(), blank(), caller, done=print) is None  # refused
    assert not runner.busy
    qtbot.wait(50)
    assert caller.heard == []


def test_failing_and_dying_jobs_are_reported_not_fatal(qtbot, runner) -> None:
    broken, dying, after = Caller("broken"), Caller("dying"), Caller("after")
    broken.submit(runner, Broken(), blank())
    qtbot.waitUntil(broken.ended, timeout=5000)
    [(kind, text)] = broken.heard
    assert kind == "failed" and "a rule fell over" in text
    dying.submit(runner, Dying(), blank())
    qtbot.waitUntil(dying.ended, timeout=5000)
    assert dying.heard == [("failed", "The engine process stopped (exit code 3).")]
    after.submit(runner, SolveJob(None), small())
    qtbot.waitUntil(after.ended, timeout=10_000)
    assert after.outcome().status == "found"
