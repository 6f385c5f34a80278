"""The window's handle on the engine process: batches, cancellation, shutdown, failures.

Printed with -s: how long a cancelled job took to stop, in wall time (tens of
milliseconds on a quiet machine). What is asserted is that it stopped by itself, before
the runner would have killed it; how often the engine looks at its cancel flag is
checked in its own CPU time in test_engine_process.
"""

from __future__ import annotations

import os
import time

import pytest

from gridgames.app.solver.worker import EngineRunner
from gridgames.engine import Replay, Step, StepKind
from gridgames.engine_process import KILL_AFTER
from gridgames.formats.detect import load_puzzle
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.jobs import Batcher, PuzzleEngine, SolveJob, SolveOutcome, SolveStarted
from tests.engine_jobs import Broken, Deaf, Dying, Endless, WhereAmI
from tests.helpers import PUZZLES

TIGER = PUZZLES / "qnonograms-gpl" / "tiger.non"
SMALL = PUZZLES / "webpbn-cc-by" / "1.non"


@pytest.fixture
def runner(qtbot):
    runner = EngineRunner()
    yield runner
    assert runner.shutdown()


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
    payloads: list[object] = []
    runner.progress.connect(payloads.append)
    with qtbot.waitSignal(runner.finished, timeout=30_000) as done:
        runner.start(SolveJob(None), PuzzleEngine(puzzle))
    assert isinstance(done.args[0], SolveOutcome) and done.args[0].status == "found"
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
    with qtbot.waitSignal(runner.finished, timeout=10_000) as done:
        runner.start(WhereAmI(), small())
    pid, qt, _ = done.args[0]
    assert pid == runner.engine_pid and pid != os.getpid() and qt == []


def test_cancel_stops_a_busy_job_by_itself(qtbot, runner) -> None:
    finished: list[object] = []
    runner.finished.connect(finished.append)
    runner.start(Endless(), blank())
    qtbot.wait(300)  # well into the search
    assert runner.busy
    pid = runner.engine_pid
    with qtbot.waitSignal(runner.idle, timeout=KILL_AFTER * 1000 * 3):
        asked = time.perf_counter()
        runner.cancel()
    print(f"\ncancel latency: {(runner.last_end - asked) * 1000:.1f} ms")
    assert runner.engine_pid == pid  # stopped, not killed
    assert not finished  # a cancelled job reports nothing


def test_a_new_job_replaces_the_running_one(qtbot, runner) -> None:
    runner.start(Endless(), blank())
    qtbot.wait(100)
    with qtbot.waitSignal(runner.finished, timeout=10_000) as done:
        runner.start(SolveJob(None), small())
    assert done.args[0].status == "found"


def test_a_job_deaf_to_cancel_is_killed_and_the_next_one_runs(qtbot, runner) -> None:
    runner.start(Deaf(), blank())
    qtbot.wait(200)
    first = runner.engine_pid
    with qtbot.waitSignal(runner.finished, timeout=10_000) as done:
        runner.start(SolveJob(None), small())
    assert done.args[0].status == "found"
    assert runner.engine_pid not in (None, first)


def test_shutdown_ends_the_thread_and_the_process_mid_job(qtbot) -> None:
    runner = EngineRunner()
    runner.start(Endless(), blank())
    qtbot.wait(300)
    pid = runner.engine_pid
    assert pid is not None
    started = time.perf_counter()
    assert runner.shutdown()
    assert runner.thread.isFinished() and runner.engine_pid is None
    print(f"\nshutdown mid-job: {(time.perf_counter() - started) * 1000:.1f} ms")
    with pytest.raises(ProcessLookupError):  # gone, not a zombie of ours
        os.kill(pid, 0)
    runner.start(Endless(), blank())  # refused once shut down
    assert not runner.busy


def test_failing_and_dying_jobs_are_reported_not_fatal(qtbot, runner) -> None:
    with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
        runner.start(Broken(), blank())
    assert "a rule fell over" in failed.args[0]
    with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
        runner.start(Dying(), blank())
    assert failed.args[0] == "The engine process stopped (exit code 3)."
    with qtbot.waitSignal(runner.finished, timeout=10_000):
        runner.start(SolveJob(None), small())
