"""The animated auto-solve: the engine's steps replayed onto the player's board.

The engine process sends Steps in batches (jobs.SolveJob); this plays them back at the
chosen speed. Each tick takes the steps due, replays them onto a mirror of the engine's
domains (engine.Replay, which also takes guesses back on a backtrack), and turns what they
changed into ONE move through the genre's bridge, applied to the board without the undo
stack: many steps a frame at high speed cost one board repaint. The effects layer shows
what the last step looked at and what it decided.

When the animation ends -- solved, stopped, or out of steps -- anything resting on a guess
is taken back, and the whole way from the board the player had to the board now becomes
one undo step (`GameSession.record`).
"""

from __future__ import annotations

import time
from collections import Counter, deque
from collections.abc import Hashable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ...engine import Replay, Step, StepKind, decided
from ...explain import format_step
from ...games.bridge import Bridge
from ...games.play import Box
from ...jobs import PuzzleEngine, SolveJob, SolveOutcome, SolveStarted
from ..i18n import Texts, render
from ..later import call_later
from ..session import GameSession
from . import collections_pause
from .effects import SolverEffects
from .worker import EngineRunner, JobHandle

tr = Texts(__name__)

INSTANT = 0  # a speed: every step that has arrived, each frame
FRAME_MS = 33  # the fastest the board is redrawn (30 frames a second)
# Wall time a frame may spend replaying steps before it shows them: kept this small, a
# frame plus the repaint of the largest board stays well inside the 50 ms the window may
# go without answering, on a slow machine too. Steps left over wait for the next frame.
FRAME_BUDGET = 0.005
# The next frame is timed from the end of the last one, never sooner than this: the rest
# of the window (a click, a clock, another timer) always gets its turn between frames.
FRAME_BREATH_MS = 12
FOLLOW_SPEED = 20  # steps a second: up to this the view scrolls to each step's cells
# A frame deciding more than this many boxes shows them at once, without fading: at that
# speed a fade is not seen, and making one costs a frame time on a large board.
MAX_FADING = 300

SOLVED = "solved"  # the last step shown was the solution
STOPPED = "stopped"  # the player stopped it (or left the puzzle)
NO_ANSWER = "none"  # the engine ran out of ways: the puzzle has no answer
MISTAKE = "mistake"  # the player's board breaks a rule (nothing was animated)
UNSOLVABLE = "unsolvable"  # the player's board cannot be finished (nothing was animated)
FAILED = "failed"  # the engine raised


class SolveAnimation(QObject):
    shown = Signal(object, int)  # the latest Step shown, its number in the log
    logged = Signal(list)  # log lines (the same words as `gridgames solve --explain`)
    ended = Signal(str, str)  # how it ended (SOLVED, STOPPED, ...), a summary in words
    paused_changed = Signal(bool)

    def __init__(
        self,
        session: GameSession,
        bridge: Bridge,
        engine: PuzzleEngine,
        runner: EngineRunner,
        effects: SolverEffects,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.play = session.play
        self.bridge = bridge
        self.engine = engine
        self.runner = runner
        self.effects = effects
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)  # re-armed after each frame, see FRAME_BREATH_MS
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.interval = FRAME_MS
        self.solved = False  # the solution was shown: the next frame ends the animation
        self.queue: deque[tuple[Step, int | None]] = deque()  # (step, var of a given)
        self.replay: Replay | None = None
        self.start_snapshot: Hashable = None
        self.speed = 8.0  # steps a second, or INSTANT
        self.paused = False
        self.active = False
        self.job_done = False
        self.outcome: SolveOutcome | None = None
        self.job: JobHandle | None = None
        self.number = 0
        self.kinds: Counter[StepKind] = Counter()
        self._due = 0.0  # steps owed at high speed (fractions carry over)

    # ------------------------------------------------------------------ control

    def start(self, from_scratch: bool) -> None:
        """Solve from the board as it is, or empty it first (`from_scratch`)."""
        self.start_snapshot = self.play.snapshot()
        collections_pause.hold()
        if from_scratch:
            clear = self.play.clear_move()
            if clear is not None:
                self.session.apply(clear)
        self.active = True
        if from_scratch:
            job = SolveJob(None)
        else:
            board = self.bridge.copy(self.play)
            job = SolveJob(self.bridge.to_domains(self.play), board)
        self.job = self.runner.submit(
            job,
            self.engine,
            self,
            progress=self._feed,
            done=self._job_finished,
            failed=self._job_failed,
            cancelled=self._job_cancelled,
        )
        self._retime()

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        if self.active:
            self._retime()

    def set_paused(self, paused: bool) -> None:
        if paused != self.paused:
            self.paused = paused
            self.paused_changed.emit(paused)

    def step_once(self) -> None:
        """Pause, and show the next step."""
        self.set_paused(True)
        if self.active:
            self._advance(1)

    def stop(self) -> None:
        """Stop where it is; what rests on a guess is taken back."""
        if self.active:
            self._finish(STOPPED)

    # ------------------------------------------------------------------ from the engine

    def _feed(self, payload: SolveStarted | list[Step]) -> None:
        if isinstance(payload, SolveStarted):
            self.replay = Replay(payload.start)
            for var, step in payload.givens:
                if self.bridge.move_for(self.play, payload.start, [var]) is not None:
                    self.queue.append((step, var))  # decided from the start, not shown yet
            self._tick()  # no waiting for the first step
        else:  # a batch of steps
            self.queue.extend((step, None) for step in payload)

    def _job_finished(self, outcome: SolveOutcome) -> None:
        self.job_done = True
        self.outcome = outcome
        if outcome.status in (UNSOLVABLE, MISTAKE):
            self._finish(outcome.status, outcome.detail)
        elif not self.queue and self.active:
            self._tick()

    def _job_failed(self, text: str) -> None:
        self.job_done = True
        self.outcome = SolveOutcome(FAILED)
        self._finish(FAILED, text.strip().splitlines()[-1])

    def _job_cancelled(self) -> None:
        """Stopped from outside (the window closing): what was shown stays, as on Stop."""
        self.job_done = True
        self._finish(STOPPED)

    # ------------------------------------------------------------------ playing

    def _retime(self) -> None:
        if self.speed == INSTANT or self.speed * FRAME_MS >= 1000:
            self.interval = FRAME_MS
        else:
            self.interval = round(1000 / self.speed)
        self.timer.start(self.interval)

    def _tick(self) -> None:
        """One frame: the steps due, shown at once. The repaint they ask for comes in a
        turn of its own, so other events get in between."""
        if not self.active or self.replay is None:
            return
        started = time.perf_counter()
        view = self.effects.view
        # The repaint this frame asks for waits for a turn of the event loop of its own:
        # whatever else is due (a click, a clock) gets in between the two halves.
        view.setUpdatesEnabled(False)
        try:
            self._frame()
        finally:
            # Qt handles posted events, such as a repaint, before timers that are due:
            # the repaint is let through a millisecond later, after those timers. (Static
            # single shots under two seconds are precise; the view outlives this object.)
            call_later(view, lambda: view.setUpdatesEnabled(True), 1)
        if self.active:
            spent = round((time.perf_counter() - started) * 1000)
            self.timer.start(max(self.interval - spent, FRAME_BREATH_MS))

    def _frame(self) -> None:
        if self.solved:  # in a frame of its own: ending costs as much as a frame
            self._finish(SOLVED)
            return
        if not self.paused:
            if self.speed == INSTANT:
                count = len(self.queue)
            else:
                self._due = min(self._due + max(1.0, self.speed * self.interval / 1000),
                                len(self.queue) + 1.0)  # fmt: skip
                count = int(self._due)
                self._due -= count
            if count:
                self._advance(count)
        if self.active and not self.queue and self.job_done and not self.solved:
            status = self.outcome.status if self.outcome else NO_ANSWER
            self._finish(NO_ANSWER if status == "none" else STOPPED)

    def _advance(self, count: int) -> None:
        """Show the next `count` steps (fewer if FRAME_BUDGET runs out) as one change to
        the board."""
        replay, bridge = self.replay, self.bridge
        if replay is None or not self.queue:
            return
        deadline = time.perf_counter() + FRAME_BUDGET
        touched: dict[int, None] = {}
        fresh: list[Box] = []
        dropped: list[Box] = []
        lines: list[str] = []
        last: Step | None = None
        while count and self.queue:
            count -= 1
            step, given = self.queue.popleft()
            changed = [given] if given is not None else replay.apply(step)
            touched.update(dict.fromkeys(changed))
            for var in changed:
                if decided(replay.dom[var]):
                    fresh += bridge.boxes(var, replay.dom[var])
            if step.kind is not StepKind.BACKTRACK:
                dropped = self._dropped(step) or dropped  # the latest step's, not a pile
            self.number += 1
            self.kinds[step.kind] += 1
            lines.append(format_step(self.number, step, render))
            last = step
            if time.perf_counter() > deadline:
                break
        move = bridge.move_for(self.play, replay.dom, list(touched))
        if move is not None:
            self.session.apply(move)
        fade = self._fade_ms()
        if len(fresh) <= MAX_FADING:
            self.effects.add_fresh(fresh, fade)
        self.effects.add_dropped(dropped, fade * 2)
        self.effects.set_guessed(self._guessed_boxes())
        assert last is not None
        self.effects.show_step(last.focus, last.kind)
        if fresh and self.speed != INSTANT and self.speed <= FOLLOW_SPEED:
            self.effects.view.reveal(fresh[-1])  # slow enough to follow: keep it in view
        self.logged.emit(lines)
        self.shown.emit(last, self.number)
        if last.kind is StepKind.SOLUTION:
            self.solved = True
            self.queue.clear()

    def _dropped(self, step: Step) -> list[Box]:
        """Places a step ruled out, where they are not simply the cell it decided."""
        boxes: list[Box] = []
        for change in step.changes:
            lost = change.old & ~change.new
            if lost and len(self.bridge.boxes(change.var, change.old)) > 1:
                boxes += self.bridge.boxes(change.var, lost)
        return boxes

    def _guessed_boxes(self) -> list[Box]:
        assert self.replay is not None
        dom = self.replay.dom
        return [
            box
            for var in sorted(self.replay.guessed())
            if decided(dom[var])
            for box in self.bridge.boxes(var, dom[var])
        ]

    def _fade_ms(self) -> int:
        if self.speed == INSTANT:
            return 250
        return int(min(600, max(150, 1500 / self.speed)))

    # ------------------------------------------------------------------ the end

    def _finish(self, status: str, detail: str = "") -> None:
        if not self.active:
            return
        self.active = False
        collections_pause.release()
        self.timer.stop()
        self.queue.clear()
        if self.job is not None:
            self.job.cancel()  # a job that has ended already calls nothing anyway
        if self.replay is not None and status != SOLVED:
            move = self.bridge.move_for(self.play, self.replay.dom, self.replay.unwind(0))
            if move is not None:
                self.session.apply(move)
        self.effects.set_guessed(())
        self.effects.show_step((), StepKind.DEDUCE)
        after = self.play.snapshot()
        forward = self.bridge.move_between(self.start_snapshot, after)
        if forward is not None:
            back = self.bridge.move_between(after, self.start_snapshot)
            self.session.record(forward, back, tr("Auto-solve"))
        self.ended.emit(status, render(detail) or self.summary(status))

    def summary(self, status: str) -> str:
        kinds = self.kinds
        parts = [tr.n(kinds[StepKind.DEDUCE], "1 deduction", "{count} deductions")]
        if kinds[StepKind.PROBE]:
            parts.append(
                tr.n(kinds[StepKind.PROBE], "1 by trying a cell", "{count} by trying a cell")
            )
        if kinds[StepKind.GUESS]:
            guesses = tr.n(kinds[StepKind.GUESS], "1 guess", "{count} guesses")
            back = tr.n(kinds[StepKind.BACKTRACK], "1 taken back", "{count} taken back")
            parts.append(tr("{guesses}, {taken_back}", guesses=guesses, taken_back=back))
        counts = tr(", ").join(parts)  # the list separator ("、" in Japanese)
        if status == SOLVED:
            return tr.n(
                self.number,
                "Solved in 1 step: {counts}.",
                "Solved in {count} steps: {counts}.",
                counts=counts,
            )
        if status == STOPPED:
            return tr.n(
                self.number,
                "Stopped after 1 step ({counts}); guesses were taken back.",
                "Stopped after {count} steps ({counts}); guesses were taken back.",
                counts=counts,
            )
        return {
            NO_ANSWER: tr("The engine found no answer: the puzzle cannot be solved."),
            UNSOLVABLE: tr("This board cannot be finished: some mark is wrong."),
            MISTAKE: tr("The board breaks a rule."),
        }.get(status, status)
