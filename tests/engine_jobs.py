"""Jobs for the engine-process tests. They live in a module of their own, importable by
name, because the engine process unpickles them: a class made inside a test function
cannot travel."""

from __future__ import annotations

import os
import sys
import time

from gridgames.engine import Interrupted, Search
from gridgames.jobs import GenerateJob, Job, JobContext, PuzzleEngine


class Endless(Job):
    """Counts the legal shadings of a blank 12x12 Fill-grid: far more than a test waits."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        status = Search(engine.model(), max_solutions=10**12, cancel=ctx.cancel).run().status
        if status == "cancelled":
            raise Interrupted(status)
        return status


class Deaf(Job):
    """Never looks at its cancel flag. It says when it has begun, so a test cancels a job
    that is running rather than one still on its way (that one is skipped at once)."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        ctx.post("running")
        while True:
            time.sleep(0.01)


class Broken(Job):
    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        raise ValueError("a rule fell over")


class Dying(Job):
    """Ends its process, as a crash in a C library would."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        os._exit(3)


class WhereAmI(Job):
    """Where it ran, what that process has imported, and whether the engine it was given
    had built its model before (the engine process keeps one per puzzle)."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        built_before = engine._model is not None
        engine.model()
        ctx.post("hello")
        qt = sorted(name for name in sys.modules if name.startswith("PySide6"))
        return os.getpid(), qt, built_before


class FailingGenerate(GenerateJob):
    """A generator that falls over, as a bug in one would."""

    def run(self, engine: PuzzleEngine | None, ctx: JobContext) -> object:
        raise RuntimeError("no tiling")


class CancelWatch(Job):
    """Searches like Endless for `seconds` of CPU time, noting when it looks at its
    cancel flag; returns the most CPU time that passed between two looks. The watch
    starts once the model is built (about 25 ms of a loaded core for this board, no
    search in it): what it times is how often the search looks."""

    def __init__(self, seconds: float = 0.3) -> None:
        self.seconds = seconds

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        model = engine.model()
        looks: list[float] = [time.thread_time()]
        seconds = self.seconds

        class Watched:
            def is_set(self) -> bool:
                looks.append(time.thread_time())
                return ctx.cancel.is_set() or looks[-1] - looks[0] > seconds

        Search(model, max_solutions=10**12, cancel=Watched()).run()
        return max(b - a for a, b in zip(looks, looks[1:], strict=False))


class Unsendable(Job):
    """Returns what cannot be pickled."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        return lambda: None


class Echo(Job):
    """Posts `tag` `times` times, then answers it: whose answers reach whom."""

    def __init__(self, tag: str, times: int = 3, seconds: float = 0.05) -> None:
        self.tag, self.times, self.seconds = tag, times, seconds

    def run(self, engine: PuzzleEngine | None, ctx: JobContext) -> object:
        for index in range(self.times):
            time.sleep(self.seconds)
            ctx.post((self.tag, index))
        return self.tag


class OutOfTime(Job):
    """Searches like Endless until its own time budget runs out: stopped, but not by
    whoever asked for it (as a generator that finds nothing in time)."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        status = Search(engine.model(), max_solutions=10**12, timeout=0.2, cancel=ctx.cancel)
        raise Interrupted(status.run().status)


class ClosingInGenerate(GenerateJob):
    """Tells of closer and closer grades, then works on until cancelled, as a generator
    does on a size where the grade asked for is rare."""

    def run(self, engine: PuzzleEngine | None, ctx: JobContext) -> object:
        for grade in ("easy", "medium"):
            ctx.post(grade)
            time.sleep(0.05)
        while not ctx.cancel.is_set():
            time.sleep(0.01)
        raise Interrupted("cancelled")


class ScriptedImprovement(Job):
    """Stands in for the designer's MakeUniqueJob or TrimJob: answers with the puzzle and
    changes it was given (the app's side of showing them is what is tested)."""

    def __init__(self, puzzle, outcome=None) -> None:
        self.puzzle = puzzle
        self.outcome = outcome

    def run(self, engine: PuzzleEngine | None, ctx: JobContext) -> object:
        return self.outcome
