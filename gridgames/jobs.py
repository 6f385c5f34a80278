"""What the engine process runs for the app: a traced solve for the animation, a hint,
a new puzzle, and the designer's verdicts and repairs.

No Qt here: jobs run in a process of their own (`engine_process`), which never imports
Qt. A job gets a `JobContext` -- the cancel flag and `post`, which sends a payload to the
window -- and returns its outcome. Steps go out in batches (every BATCH_SECONDS or
BATCH_STEPS, whichever comes first): a message per step would cost more to send and to
receive than the step took to find. Jobs, payloads and outcomes cross a process
boundary, so all of them pickle.

A `PuzzleEngine` keeps what one puzzle's jobs share -- its model and its answer. The
window holds one per open puzzle and the engine process keeps its own copy under the same
`key`, so the model is built and the answer found once per puzzle, not once per job.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from .designing import judge, make_unique, trim
from .designing.verdict import Change, Verdict
from .engine import (
    Budget,
    CancelFlag,
    Hint,
    HintStatus,
    Interrupted,
    Model,
    Search,
    Status,
    Step,
    decided,
    next_hint,
)
from .engine.budget import building
from .explain import given_step, given_steps
from .games.bridge import Bridge, first_conflict
from .games.genre import Puzzle
from .games.play import NO_MISTAKES, Mistakes, PlayState
from .games.registry import genre_of
from .generators import generate_puzzle

BATCH_SECONDS = 0.03
BATCH_STEPS = 200

Post = Callable[[object], None]


@dataclass
class JobContext:
    cancel: CancelFlag
    post: Post = lambda payload: None


class Job:
    """One piece of work for the engine process; it and its outcome must pickle."""

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> object:
        """The outcome; Interrupted when `ctx.cancel` stopped it."""
        raise NotImplementedError


@dataclass(frozen=True)
class Answer:
    status: Status  # UNIQUE, MULTIPLE or NONE
    solution: tuple[int, ...] | None


_KEYS = itertools.count(1)


class PuzzleEngine:
    """One puzzle's model and answer, built and solved once, on first use. Pickled, it
    is its puzzle and key alone: what it has built stays where it was built."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.key = next(_KEYS)
        self._model: Model | None = None
        self._answer: Answer | None = None

    def __getstate__(self) -> dict:
        return {"puzzle": self.puzzle, "key": self.key}

    def __setstate__(self, state: dict) -> None:
        self.puzzle, self.key = state["puzzle"], state["key"]
        self._model = self._answer = None

    def model(self, cancel: CancelFlag | None = None) -> Model:
        """The puzzle's model, built once (a cancelled build raises Interrupted and is
        built again next time)."""
        if self._model is None:
            with building(Budget(cancel=cancel)):
                self._model = genre_of(self.puzzle).build(self.puzzle)
        return self._model

    def answer(self, cancel: CancelFlag | None = None) -> Answer:
        """The puzzle's answer (the first, if it has several): what a hint checks the
        board against. Interrupted (cancelled) solves are not remembered."""
        if self._answer is None:
            result = Search(self.model(cancel), max_solutions=2, cancel=cancel).run()
            if result.status.interrupted:
                raise Interrupted(result.status)
            solution = tuple(result.solution) if result.solution is not None else None
            self._answer = Answer(result.status, solution)
        return self._answer

    def start(self, domains: Sequence[int] | None) -> list[int]:
        """The player's domains narrowed by the model's own (givens such as Kurodoko's
        white numbers), or the model's domains for a solve from the start."""
        model = self.model().domains
        if domains is None:
            return list(model)
        return [a & b for a, b in zip(domains, model, strict=True)]


class Batcher:
    """Collects steps from the engine's sink and posts them in fresh lists."""

    def __init__(self, post: Post, seconds: float = BATCH_SECONDS, size: int = BATCH_STEPS) -> None:
        self.post = post
        self.seconds = seconds
        self.size = size
        self.steps: list[Step] = []
        self.last = time.monotonic()

    def add(self, step: Step) -> None:
        self.steps.append(step)
        if len(self.steps) >= self.size or time.monotonic() - self.last >= self.seconds:
            self.flush()

    def flush(self) -> None:
        if self.steps:
            self.post(self.steps)
            self.steps = []  # a new list: the posted one now belongs to the GUI
        self.last = time.monotonic()


# ---------------------------------------------------------------- the animated solve


@dataclass(frozen=True)
class SolveStarted:
    """Posted before any step: the domains the trace starts from, and for each variable
    they decide already, the step that says so (explain.given_steps), as (var, step)."""

    start: tuple[int, ...]
    givens: tuple[tuple[int, Step], ...] = ()


@dataclass(frozen=True)
class SolveOutcome:
    status: str  # a Status (FOUND, NONE, ...), or mistake | unsolvable (from this board)
    steps: int = 0
    detail: str = ""  # the first mistake, in words


@dataclass
class SolveJob(Job):
    """Solve from the player's domains (None: from the start) with tracing, posting a
    `SolveStarted` and then batches of Steps. A board that breaks a rule (`board` is a
    copy of the player's, judged here because that takes a while on a large nonogram) or
    cannot be finished (a quick untraced solve) is refused, so no doomed search is
    animated."""

    domains: Sequence[int] | None
    board: PlayState | None = None
    max_solutions: int = 1

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> SolveOutcome:
        if self.board is not None:
            mistakes = self.board.mistakes()
            if mistakes:
                return SolveOutcome("mistake", detail=mistakes.messages[0])
        model = engine.model(ctx.cancel)
        start = engine.start(self.domains)
        if self.domains is not None:
            check = Search(model, max_solutions=1, cancel=ctx.cancel, initial=start).run()
            if check.status.interrupted:
                return SolveOutcome(check.status)
            if check.status is Status.NONE:
                return SolveOutcome("unsolvable")
        decided_vars = [var for var, d in enumerate(start) if decided(d)]
        givens = tuple(zip(decided_vars, given_steps(model, start), strict=True))
        ctx.post(SolveStarted(tuple(start), givens))
        batcher = Batcher(ctx.post)
        search = Search(
            model,
            max_solutions=self.max_solutions,
            cancel=ctx.cancel,
            trace=True,
            sink=batcher.add,
            probing=True,  # probe before guessing, as a person would
            initial=start,
        )
        result = search.run()
        batcher.flush()
        return SolveOutcome(result.status, result.stats.deductions)


# ---------------------------------------------------------------- hints


@dataclass(frozen=True)
class HintOutcome:
    start: tuple[int, ...]  # the domains the hint starts from
    solution: tuple[int, ...] | None  # the answer the board was checked against
    wrong: int | None = None  # the first variable the player marked against it
    hint: Hint | None = None  # the next step, when nothing is wrong
    puzzle_status: Status = Status.UNIQUE
    mistakes: Mistakes = NO_MISTAKES  # what the board breaks by the rules
    marks: dict[int, int] = field(default_factory=dict)  # what applying it marks: var -> value


@dataclass
class HintJob(Job):
    """Check the player's board by the rules and against the answer, then find the
    simplest next step. `board` is a copy of the player's, for this thread alone, and
    `bridge` reads it (both are plain Python, only read here)."""

    domains: Sequence[int]
    board: PlayState | None = None
    bridge: Bridge | None = None

    def run(self, engine: PuzzleEngine, ctx: JobContext) -> HintOutcome:
        model = engine.model(ctx.cancel)
        answer = engine.answer(ctx.cancel)
        start = engine.start(self.domains)
        mistakes = self.board.mistakes() if self.board is not None else NO_MISTAKES
        if answer.solution is None:
            return HintOutcome(tuple(start), None, puzzle_status=answer.status)
        solution = answer.solution
        wrong = first_conflict(start, solution)
        if wrong is not None and answer.status is Status.MULTIPLE:
            # Another answer may agree with the board: then nothing is wrong.
            here = Search(model, max_solutions=1, cancel=ctx.cancel, initial=start).run()
            if here.solution is not None:
                solution, wrong = tuple(here.solution), None
        if wrong is not None or mistakes:
            return HintOutcome(tuple(start), solution, wrong, None, answer.status, mistakes)
        given = self._unshown_given(model, start)
        if given is not None:
            var = given
            hint = Hint(HintStatus.STEP, (given_step(model, var, start[var]),))
            return HintOutcome(tuple(start), solution, hint=hint, marks={var: start[var]})
        hint = next_hint(model, start, cancel=ctx.cancel)
        return HintOutcome(
            tuple(start), solution, None, hint, answer.status, marks=hint.decided(start)
        )

    def _unshown_given(self, model: Model, start: Sequence[int]) -> int | None:
        """A variable the puzzle decides by itself (a Shikaku number with one place) that
        the board does not show yet: the simplest hint of all. Cells the player cannot
        mark (Kurodoko's numbers) do not count."""
        if self.board is None or self.bridge is None:
            return None
        for var, given in enumerate(model.domains):
            if decided(given) and self.bridge.move_for(self.board, start, [var]) is not None:
                return var
        return None


# ---------------------------------------------------------------- new puzzles


@dataclass
class GenerateJob(Job):
    """Make a puzzle (`generators.generate_puzzle`); the outcome is (puzzle, Grade). No
    PuzzleEngine: there is no puzzle yet. Running out of `timeout` ends it like a
    cancel (Interrupted), which the window tells apart: it did not cancel. Progress
    payloads are the grade of the closest puzzle found so far."""

    kind: str
    width: int
    height: int
    difficulty: str
    seed: int
    timeout: float

    def run(self, engine: PuzzleEngine | None, ctx: JobContext) -> object:
        request = (self.kind, self.width, self.height, self.difficulty, self.seed)
        return generate_puzzle(*request, self.timeout, ctx.cancel, ctx.post)


# ---------------------------------------------------------------- the designer

#: Propagations a designer's verdict may make before it says "unknown" (the app asks
#: again on the next edit; the benchmark's goal for a 15x15 board is 0.2 s). Counted, not
#: timed: the engine process runs niced, and on a busy machine a time allowance ran out on
#: a 5x5 draft. 500,000 is 1-5 s of CPU here (Hitori about 400,000 a second, Kurodoko and
#: nonograms 100,000-180,000, a 20x20 Shikaku 60,000).
JUDGE_WORK = 500_000
#: Propagations Make Unique and Trim may make; past them they hand back what they have
#: done.
REPAIR_WORK = 2_000_000
#: Seconds after which a verdict or a repair stops whatever its work: a safety net for
#: rules whose single propagation is slow (a 200x200 Shikaku's) and for the crossword
#: grid's count, which is not counted in propagations (its memory bound keeps it to
#: seconds: a blank 15x15 takes 1 s).
DESIGNER_SECONDS = 60.0


@dataclass
class JudgeJob(Job):
    """The designer's verdict on a puzzle as drawn (`designing.judge`). No PuzzleEngine:
    each edit makes a new puzzle, judged once. It may make `work` propagations, and the
    deadline `timeout` runs from the job's start; the app cancels a stale judgement on
    each edit (Interrupted, reported as cancelled).
    A unique puzzle's verdict is posted as progress before it is graded (its `detail`
    is "grading"); the outcome is the whole verdict."""

    puzzle: Puzzle
    symmetric: bool = False
    timeout: float | None = DESIGNER_SECONDS
    work: int | None = JUDGE_WORK

    def run(self, engine: PuzzleEngine | None, ctx: JobContext) -> Verdict:
        deadline = None if self.timeout is None else time.monotonic() + self.timeout
        return judge(
            self.puzzle, deadline, self.symmetric, ctx.cancel, early=ctx.post, work=self.work
        )


@dataclass
class RepairJob(Job):
    """A designer's repair in the engine process (`repair` is `designing.make_unique` or
    `designing.trim`): the outcome is (puzzle, [Change]), what it did within its work and
    by its deadline.
    `symmetric`: the design is drawn with rotational symmetry, and the repair keeps it so
    (clues added and taken away in pairs through the centre)."""

    puzzle: Puzzle
    timeout: float | None = DESIGNER_SECONDS
    symmetric: bool = False
    work: int | None = REPAIR_WORK
    repair: ClassVar[Callable[..., tuple[Puzzle, list[Change]]]]

    def run(self, engine: PuzzleEngine | None, ctx: JobContext) -> tuple[Puzzle, list[Change]]:
        deadline = None if self.timeout is None else time.monotonic() + self.timeout
        repair = type(self).repair
        return repair(self.puzzle, deadline, ctx.cancel, self.symmetric, work=self.work)


class MakeUniqueJob(RepairJob):
    repair = staticmethod(make_unique)


class TrimJob(RepairJob):
    repair = staticmethod(trim)
