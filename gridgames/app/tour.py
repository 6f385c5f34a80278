"""The first-steps tour: the engine's first few hints on the player's board, as a lesson.

The first time a kind of puzzle is opened on an empty board (in the app as a player runs
it: `auto` is off in tests and screenshots), a card over the board's top-left corner says
what the numbers mean and then plays the Hint command `STEPS` times: each step is asked of
the engine process through the solver assist's job runner, exactly as pressing Hint does,
shown (lit cells, the sentence in the hint bar and on the card) and marked when the player
presses "Mark it and go on" -- one undo step per hint, like a hint. The card then hands
over. Help > First Steps Tour runs it again on whatever puzzle is open.

Which kinds have had their tour is kept in the settings (`help/toursSeen`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .i18n import Texts, render
from .later import call_later
from .rules_text import RULES, kind_of
from .session import GameSession
from .solver.assist import SolverAssist
from .solver.hintbar import HINT
from .theme import ORANGE

tr = Texts(__name__)

STEPS = 3
SEEN_KEY = "help/toursSeen"
CARD_WIDTH = 330
MARGIN = 8


def corner_clear_of(
    spot: QRect, size: QSize, avoid: QRect | None, then: Sequence[QRect] = ()
) -> QPoint:
    """Where a card of `size` sits in `spot`: the top-left corner, unless that would cover
    `avoid` (the cells the step on show is about: a card over them would hide the very
    thing it explains). Then the first corner clear of it (top-right, bottom-left,
    bottom-right), or the one covering least of it. Among corners that cover as much of
    `avoid`, the one covering least of `then` (the clues the step's sentence names: a
    nonogram filling the window had its first columns' clues under the card)."""
    left, top = spot.left() + MARGIN, spot.top() + MARGIN
    right = max(left, spot.right() + 1 - MARGIN - size.width())
    bottom = max(top, spot.bottom() + 1 - MARGIN - size.height())
    corners = [QPoint(left, top), QPoint(right, top), QPoint(left, bottom), QPoint(right, bottom)]

    def covered(corner: QPoint, area: QRect | None) -> int:
        if area is None:
            return 0
        overlap = QRect(corner, size).intersected(area)
        return 0 if overlap.isEmpty() else overlap.width() * overlap.height()

    def cost(corner: QPoint) -> tuple[int, int]:
        return covered(corner, avoid), sum(covered(corner, area) for area in then)

    return min(corners, key=cost)  # min keeps the first of equals: top-left first


class TourCard(QFrame):
    """The tour's words and buttons, floating over the window: over the puzzle list when
    it is open (not needed while the tour runs), else over a corner of the board area
    clear of the cells the step is about. It never takes room from the board, so the
    board never moves for it."""

    def __init__(
        self,
        parent: QWidget,
        spot: Callable[[], QRect],
        avoid: Callable[[], QRect | None] = lambda: None,
        clues: Callable[[], Sequence[QRect]] = tuple,
    ) -> None:
        super().__init__(parent)
        self.spot = spot  # where to sit, in the parent's coordinates
        self.avoid = avoid  # what not to cover, in the parent's coordinates
        self.clues = clues  # what to cover least of after that (ditto)
        self.setObjectName("tourCard")
        self.setAutoFillBackground(True)
        # Framed in the accent orange of the hint bar: the tour speaks through hints.
        self.setStyleSheet(
            f"#tourCard {{ border: 2px solid {ORANGE}; border-radius: 6px;"
            " background: palette(window); }"
        )
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.next_button = QPushButton(tr("Mark it and go on"))
        self.end_button = QPushButton(tr("End tour"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.end_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addLayout(buttons)
        self.hide()
        parent.installEventFilter(self)

    def show_text(self, title: str, body: str, next_text: str | None) -> None:
        self.title.setText(f"<b>{title}</b>")
        self.body.setText(body)
        self.next_button.setVisible(next_text is not None)
        self.next_button.setEnabled(next_text is not None)
        if next_text is not None:
            self.next_button.setText(next_text)
        self.end_button.setText(tr("End tour") if next_text is not None else tr("Close"))
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Sit in a corner of the spot clear of what the step is about, as wide as fits
        (again after a resize or a new step)."""
        spot = self.spot()
        width = min(CARD_WIDTH, max(spot.width() - 2 * MARGIN, 200))
        layout = self.layout()
        layout.activate()
        # Wrapped text: the height for this width, not adjustSize's guess (which clipped it).
        size = QSize(width, layout.totalHeightForWidth(width))
        self.setFixedSize(size)
        self.move(corner_clear_of(spot, size, self.avoid(), self.clues()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window was resized or relaid (the list moved): follow the spot."""
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and self.isVisible():
            self.place()
        return False


class FirstStepsTour(QObject):
    def __init__(
        self,
        window: QWidget,
        spot: Callable[[], QRect],
        assist: SolverAssist,
        settings: QSettings,
        avoid: Callable[[], QRect | None] = lambda: None,
        clues: Callable[[], Sequence[QRect]] = tuple,
    ) -> None:
        super().__init__(window)
        self.assist, self.settings = assist, settings
        self.auto = False  # start on a kind's first opening (the app turns this on)
        #: True while the board is not the game's (edit mode): the tour waits for play.
        self.held: Callable[[], bool] = lambda: False
        self.card = TourCard(window, spot, avoid, clues)
        self.session: GameSession | None = None
        self.step = 0
        self.waiting = False
        self.running = False
        self.card.next_button.clicked.connect(self.next)
        self.card.end_button.clicked.connect(self.end)
        assist.hints.explained.connect(self._explained)
        assist.solve_started.connect(self.end)  # the solver plays on: no lesson over it

    # ------------------------------------------------------------------ starting

    def set_session(self, session: GameSession) -> None:
        """A game opened: the tour of another game ends; a kind opened for the first time on
        an empty board gets its tour."""
        self.end()
        self.session = session
        kind = kind_of(session.puzzle)
        rules = RULES.get(kind)  # a genre may give no How to Play page
        fresh = session.undo_stack.count() == 0 and not session.won
        if self.auto and fresh and rules and rules.deduced and kind not in self.seen():
            self._mark_seen(kind)
            call_later(self, lambda: self.session is session and self.start())

    def seen(self) -> list[str]:
        return list(self.settings.value(SEEN_KEY, [], type=list))

    def _mark_seen(self, kind: str) -> None:
        self.settings.setValue(SEEN_KEY, [*self.seen(), kind])

    def start(self) -> None:
        """The tour of the puzzle on the board, from its first step."""
        session = self.session
        if session is None or session.won or self.assist.animating or self.held():
            return
        rules = RULES.get(kind_of(session.puzzle))
        if rules is None:
            return
        if not rules.deduced:  # nothing for hints to teach: the rule is the lesson
            self.card.show_text(self._title(), rules.intro, None)
            return
        self.running, self.step = True, 0
        self.assist.close_hint()  # a hint on show would be marked by the first request
        self._ask()

    # ------------------------------------------------------------------ steps

    def _title(self) -> str:
        assert self.session is not None
        return tr("First steps: {kind}", kind=render(RULES[kind_of(self.session.puzzle)].name))

    def _ask(self) -> None:
        assert self.session is not None
        intro = render(RULES[kind_of(self.session.puzzle)].intro)
        lead = f"{intro}\n\n" if self.step == 0 else ""
        self.card.show_text(self._title(), lead + tr("Asking the engine for a step\u2026"), None)
        self.card.end_button.setText(tr("End tour"))
        self.waiting = True
        self.assist.hint()

    def _explained(self, sentence: str, note: str, kind: str) -> None:
        if not self.running or not self.waiting:
            return
        self.waiting = False
        if kind != HINT:  # solved, only a guess left, or a mistake on the board
            self._finish(sentence)
            return
        assert self.session is not None
        intro = render(RULES[kind_of(self.session.puzzle)].intro)
        lead = f"{intro}\n\n" if self.step == 0 else ""
        step = tr("Step {number} of {steps}: {step}", number=self.step + 1, steps=STEPS,
                  step=sentence)  # fmt: skip
        self.card.show_text(self._title(), lead + step, tr("Mark it and go on"))

    def next(self) -> None:
        """Mark the step on show (one undo step), then ask for the next one."""
        if not self.running or self.waiting:
            return
        if self.assist.hints.showing:
            self.assist.hint()  # the second press marks it
            self.step += 1
        if self.step >= STEPS:
            self._finish(
                tr(
                    "That is the idea: every step follows from the rules and what is already "
                    "on the board. Press Hint (Ctrl+H) whenever you are stuck; Undo takes "
                    "back any step. Over to you!"
                )
            )
        else:
            self._ask()

    def _finish(self, text: str) -> None:
        self.running = self.waiting = False
        self.card.show_text(self._title(), text, None)

    def end(self) -> None:
        self.running = self.waiting = False
        self.card.hide()
