"""The engine thread on its own: batches, cancellation, shutdown, stepping aside.

Measured here, printed with -s: how long a cancelled job takes to stop (must be under
100 ms).
"""

from __future__ import annotations

import gc
import sys
import threading
import time

import pytest

from gridgames.app.solver.jobs import (
    Batcher,
    Job,
    JobContext,
    PuzzleEngine,
    SolveJob,
    SolveOutcome,
    SolveStarted,
)
from gridgames.app.solver.worker import EngineRunner, responsive
from gridgames.engine import Replay, Search, Step, StepKind
from gridgames.formats.detect import load_puzzle
from gridgames.games.fillgrid.puzzle import FillGridPuzzle

from helpers import PUZZLES

TIGER = PUZZLES / "qnonograms-gpl" / "tiger.non"


class Endless(Job):
    """Counts the legal shadings of a blank 12x12 Fill-grid: far more than a test waits."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        result = Search(
            engine.model(), max_solutions=10**12, cancel=ctx.cancel, pause=ctx.pause
        ).run()
        return result.status


@pytest.fixture
def runner(qtbot):
    runner = EngineRunner()
    yield runner
    assert runner.shutdown()


def blank() -> PuzzleEngine:
    return PuzzleEngine(FillGridPuzzle.free(12, 12))


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


def test_cancel_stops_a_busy_job_within_100_ms(qtbot, runner) -> None:
    finished: list[object] = []
    runner.finished.connect(finished.append)
    runner.start(Endless(), blank())
    qtbot.wait(300)  # well into the search
    assert runner.busy
    with qtbot.waitSignal(runner.idle, timeout=2000):
        asked = time.perf_counter()
        runner.cancel()
    latency = runner.last_end - asked
    print(f"\ncancel latency: {latency * 1000:.1f} ms")
    assert latency < 0.1
    assert not finished  # a cancelled job reports nothing


def test_a_new_job_replaces_the_running_one(qtbot, runner) -> None:
    runner.start(Endless(), blank())
    qtbot.wait(100)
    with qtbot.waitSignal(runner.finished, timeout=10_000) as done:
        runner.start(
            SolveJob(None), PuzzleEngine(load_puzzle(str(PUZZLES / "webpbn-cc-by" / "1.non")))
        )
    assert done.args[0].status == "found"


def test_shutdown_joins_the_thread_mid_job(qtbot) -> None:
    runner = EngineRunner()
    runner.start(Endless(), blank())
    qtbot.wait(200)
    started = time.perf_counter()
    assert runner.shutdown()
    assert runner.thread.isFinished()
    assert time.perf_counter() - started < 0.5
    runner.start(Endless(), blank())  # refused once shut down
    assert not runner.busy


def test_the_engine_waits_while_the_gui_is_busy(qtbot, runner) -> None:
    """While `gui_busy` is held, a running search makes no progress."""
    progress: list[object] = []
    runner.progress.connect(progress.append)
    runner.start(SolveJob(None), PuzzleEngine(load_puzzle(str(TIGER))))
    with runner.gui_busy():
        time.sleep(0.3)  # the engine thread is parked at a pause point meanwhile
        # (queued payloads cannot arrive: this thread is not running its event loop)
    with qtbot.waitSignal(runner.finished, timeout=30_000):
        pass
    assert progress


def test_responsive_restores_the_interpreter() -> None:
    interval = sys.getswitchinterval()
    with responsive(0.001):
        assert sys.getswitchinterval() == pytest.approx(0.001)
        assert gc.get_freeze_count() > 0
    assert sys.getswitchinterval() == interval
    assert gc.get_freeze_count() == 0


def test_a_failing_job_is_reported_not_fatal(qtbot, runner) -> None:
    class Broken(Job):
        def run(self, engine, ctx):
            raise ValueError("a rule fell over")

    with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
        runner.start(Broken(), blank())
    assert "a rule fell over" in failed.args[0]
    with qtbot.waitSignal(runner.finished, timeout=10_000):
        runner.start(
            SolveJob(None), PuzzleEngine(load_puzzle(str(PUZZLES / "webpbn-cc-by" / "1.non")))
        )


def test_pause_hook_is_called_by_the_engine() -> None:
    calls = threading.Event()
    model = PuzzleEngine(FillGridPuzzle.free(6, 6)).model()
    Search(model, max_solutions=500, pause=calls.set).run()
    assert calls.is_set()
