"""Hint: the next deduction, taught on the player's board.

Pressing Hint asks the engine (jobs.HintJob) to check the board against the
puzzle's answer and, if nothing is wrong, for the simplest next step (engine.next_hint:
plain rules before probing, and "guess" only when nothing else works). The step is shown,
not made: its cells, line or rectangle are lit and its sentence is shown on the board.
Pressing Hint again, with the board unchanged, makes it -- one undo step.

A board with a mistake gets no hint: a step deduced from a wrong mark teaches something
false. Instead the first wrong mark is ringed (without saying what belongs there) and the
player is offered to rewind to the last position that had no mistake.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import LEVEL_ADVANCED, LEVEL_BASIC, LEVEL_PROBE, Hint, HintStatus
from ...games.bridge import Bridge, Wrong
from ...games.play import Box, Mistakes, Move, PlayState
from ...jobs import HintJob, HintOutcome, PuzzleEngine
from ..i18n import Texts, render
from ..session import GameSession
from .effects import SolverEffects
from .hintbar import HINT, INFO, WRONG
from .worker import EngineRunner, JobHandle

tr = Texts(__name__)

LEVEL_WORDS = {
    LEVEL_BASIC: tr.mark("A basic rule."),
    LEVEL_ADVANCED: tr.mark("An advanced rule."),
    LEVEL_PROBE: tr.mark("Trying one possibility in your head."),
}
GUESS_LEVEL = tr.mark("A guess.")
GUESS_TEXT = tr.mark(
    "No rule decides anything from here, not even trying a possibility in your head: the "
    "only way on is a guess. Make one, follow where it leads, and undo it if it breaks a "
    "rule."
)
APPLY_TEXT = tr.mark("Press Hint again to mark it.")


@dataclass(frozen=True)
class Pending:
    """A hint shown and not yet made: valid while the board is `snapshot`."""

    snapshot: Hashable
    move: Move | None
    sentence: str


def moves_to_correct(board: PlayState, inverses: Iterable[Move], correct) -> int | None:
    """How many moves to take back (newest first, through their inverses) until
    `correct(board)` holds; None if it never does. `board` is changed: pass a copy."""
    if correct(board):
        return 0
    for count, inverse in enumerate(inverses, 1):
        board.apply(inverse)
        if correct(board):
            return count
    return None


class HintController(QObject):
    said = Signal(str)  # a message for the status bar
    logged = Signal(list)  # lines for the solver's log
    explained = Signal(str, str, str)  # for the hint bar: sentence, note, kind (hintbar.py)

    def __init__(
        self,
        parent_widget: QWidget,
        runner: EngineRunner,
        effects: SolverEffects,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent_widget
        self.runner = runner
        self.effects = effects
        self.session: GameSession | None = None
        self.bridge: Bridge | None = None
        self.engine: PuzzleEngine | None = None
        self.pending: Pending | None = None
        self.waiting: Hashable | None = None  # the board a hint job was asked about
        self.last_hint: Hint | None = None  # the last answer from the engine (for tests)
        self.solution: tuple[int, ...] | None = None  # the answer the board was checked against
        self._job: JobHandle | None = None  # the hint job under way

    def set_game(self, session: GameSession, bridge: Bridge, engine: PuzzleEngine) -> None:
        self.session, self.bridge, self.engine = session, bridge, engine
        self.reset()

    def reset(self) -> None:
        """Forget the hint shown and the one asked for."""
        self.pending = None
        self.waiting = None
        if self._job is not None:
            self._job.cancel()
            self._job = None

    @property
    def showing(self) -> bool:
        return self.pending is not None

    # ------------------------------------------------------------------ asking

    def request(self) -> None:
        """Hint pressed: make the hint shown, or ask for one."""
        session, bridge, engine = self.session, self.bridge, self.engine
        if session is None or bridge is None or engine is None:
            return
        board = session.play.snapshot()
        if self.pending is not None and self.pending.snapshot == board:
            self._make()
            return
        self.reset()
        self.effects.clear()
        self.waiting = board
        self.said.emit(tr("Looking for the next step\u2026"))
        job = HintJob(bridge.to_domains(session.play), bridge.copy(session.play), bridge)
        self._job = self.runner.submit(
            job, engine, self, done=self._outcome, failed=self._failed, cancelled=self.reset
        )

    def _failed(self, text: str) -> None:
        self.reset()
        self.said.emit(
            tr("No hint: the engine failed ({error}).", error=text.strip().splitlines()[-1])
        )

    def _outcome(self, outcome: HintOutcome) -> None:
        self._job = None
        session = self.session
        assert session is not None and self.bridge is not None
        asked, self.waiting = self.waiting, None
        if session.play.snapshot() != asked:
            self.said.emit(tr("The board changed meanwhile: press Hint again."))
            return
        self.last_hint, self.solution = outcome.hint, outcome.solution
        if outcome.solution is None:
            self._say(tr("This puzzle has no answer, so there is nothing to hint."), INFO)
            return
        if outcome.mistakes or outcome.wrong is not None:
            self._wrong(outcome, outcome.mistakes)
            return
        hint = outcome.hint
        assert hint is not None
        if hint.step is not None:
            self._show(hint, outcome, asked)
        elif hint.status is HintStatus.GUESS:
            self._say(tr(GUESS_TEXT), INFO)
        elif hint.status is HintStatus.SOLVED:
            self._say(tr("Everything is decided already: nothing is left to deduce."), INFO)
        elif hint.status is HintStatus.CONTRADICTION:
            self._say(tr("The board cannot be right: {reason}", reason=render(hint.reason)), WRONG)

    # ------------------------------------------------------------------ showing

    def _show(self, hint: Hint, outcome: HintOutcome, board: Hashable) -> None:
        assert self.session is not None and self.bridge is not None and hint.step is not None
        decided = outcome.marks
        after = list(outcome.start)
        for var, value in decided.items():
            after[var] = value
        move = self.bridge.move_for(self.session.play, after, list(decided))
        targets: list[Box] = [
            box for var, value in decided.items() for box in self.bridge.boxes(var, value)
        ]
        # The steps that narrowed what the hint decides: the reasoning to read, in order.
        told = [s for s in hint.steps if any(c.var in decided for c in s.changes)]
        told = told or [hint.step]
        sentence = " ".join(render(step.reason) for step in told[-3:])
        level = tr(LEVEL_WORDS.get(hint.level, GUESS_LEVEL))
        reason = render(hint.step.reason)
        self.pending = Pending(board, move, reason)
        self.effects.show_hint(hint.step.focus, targets)
        self.explained.emit(sentence, _two(level, tr(APPLY_TEXT)), HINT)
        self.logged.emit(
            [tr("Hint ({level}): {step}", level=level, step=render(step.reason)) for step in told]
        )
        self.said.emit(_two(tr("Hint: {step}", step=reason), tr(APPLY_TEXT)))

    def _make(self) -> None:
        assert self.session is not None and self.pending is not None
        pending, self.pending = self.pending, None
        self.effects.clear()
        if pending.move is not None:
            self.session.push(pending.move, tr("Hint"))
        self.said.emit(tr("Marked: {step}", step=pending.sentence))
        self.explained.emit(pending.sentence, tr("Marked. Press Hint for the next step."), INFO)

    def _say(self, text: str, kind: str) -> None:
        self.effects.clear()
        self.explained.emit(text, "", kind)
        self.logged.emit([tr("Hint: {step}", step=text)])
        self.said.emit(text)

    # ------------------------------------------------------------------ mistakes

    def _wrong(self, outcome: HintOutcome, mistakes: Mistakes) -> None:
        session, bridge = self.session, self.bridge
        assert session is not None and bridge is not None and outcome.solution is not None
        if outcome.wrong is not None:
            var = outcome.wrong
            mark = bridge.mark_box(session.play, var)
            wrong = Wrong(var, mark or bridge.boxes(var, outcome.solution[var])[0])
            text = tr("{Mark} is wrong.", mark=render(wrong.describe()))
            box = wrong.box
        else:
            box = _first_box(mistakes, session.puzzle.width, session.puzzle.height)
            text = _sentence(render(mistakes.messages[0]))
        self.effects.show_wrong(box)
        self.explained.emit(text, tr("No hint until it is put right: a step from a wrong mark "
                            "would teach something false."), WRONG)  # fmt: skip
        self.logged.emit([tr("Hint: {step}", step=text)])
        self.said.emit(text)
        solution = outcome.solution

        def correct(board: PlayState) -> bool:
            return not board.mistakes() and bridge.first_wrong(board, solution) is None

        stack = session.undo_stack
        inverses = (
            getattr(stack.command(index), "inverse", None)
            for index in range(stack.index() - 1, -1, -1)
        )
        back = moves_to_correct(bridge.copy(session.play), _until_none(inverses), correct)
        if not back:
            return
        answer = QMessageBox.question(
            self.parent_widget,
            tr("Hint"),
            tr.n(
                back,
                "{mistake}\n\nRewind to the last position without a mistake, 1 move back? "
                "(Redo brings it back.)",
                "{mistake}\n\nRewind to the last position without a mistake, {count} moves "
                "back? (Redo brings them back.)",
                mistake=text,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Yes:
            stack.setIndex(stack.index() - back)
            self.effects.clear()
            done = tr.n(
                back, "Rewound 1 move: no mistakes now.", "Rewound {count} moves: no mistakes now."
            )
            self.said.emit(_two(done, tr("Press Hint for the next step.")))
            self.explained.emit(done, tr("Press Hint for the next step."), INFO)


def _until_none(moves: Iterable[Move | None]) -> Iterable[Move]:
    """Stop at a command that cannot be replayed on a copy (not a move)."""
    for move in moves:
        if move is None:
            return
        yield move


def _first_box(mistakes: Mistakes, width: int, height: int) -> Box | None:
    """Where a mistake the rules found is: a box, a cell, a row or a column."""
    if mistakes.boxes:
        return mistakes.boxes[0]
    if mistakes.cells:
        r, c = min(mistakes.cells)
        return (r, c, 1, 1)
    if mistakes.rows:
        return (min(mistakes.rows), 0, 1, width)
    if mistakes.cols:
        return (0, min(mistakes.cols), height, 1)
    return None


def _two(first: str, second: str) -> str:
    """Two sentences in a row (a space between them in English, none in Japanese)."""
    return tr("{first} {second}", first=first, second=second)


def _sentence(text: str) -> str:
    """A checker's message as a sentence: a capital, and a full stop unless it has one."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "。")) else text + "."
