"""Help > How to Play: the rules of each kind of puzzle beside a small solved example.

The example is drawn by the genre's own painter (`render_example`) on a play state holding
its answer, in the window's theme, so it shows exactly what the board looks like when a
puzzle of that kind is solved here -- no picture file to fall out of date. The texts and
examples are the table in rules_text.py.
"""

from __future__ import annotations

from PySide6.QtCore import QSizeF, Qt
from PySide6.QtGui import QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..games.play import new_play
from ..games.registry import genre_of
from .genres import genre_ui
from .genres.base import PaintContext
from .geometry import BoardGeometry
from .i18n import Texts, render
from .rules_text import RULES, KindRules
from .theme import Theme

tr = Texts(__name__)

EXAMPLE_SIZE = 240  # logical pixels, square


def solved_play(rules: KindRules):
    """A play state of the kind's example with its answer on the board, as a player of
    that genre leaves a finished board (white cells marked where they mark them)."""
    puzzle = rules.example_puzzle()
    play = new_play(puzzle)
    answer = puzzle.given_solution
    assert answer is not None, rules.name
    play.apply(genre_of(puzzle).answer_move(play, answer, whites=True))
    return play


def render_example(rules: KindRules, theme: Theme, font: QFont, size: int, dpr: float) -> QPixmap:
    """The solved example as the board view would draw it, `size` pixels square."""
    play = solved_play(rules)
    painter, _ = genre_ui(play, lambda move, text: None)
    area = QSizeF(size, size)
    geo = BoardGeometry.fit(
        play.puzzle.height, play.puzzle.width, painter.margins(), area, area, 1.0, dpr
    )
    pixmap = QPixmap(round(size * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(theme.background)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.paint(p, PaintContext(geo, theme, font))
    p.end()
    return pixmap


class HowToPlayDialog(QDialog):
    """A list of kinds on the left; the chosen kind's rules and example on the right."""

    def __init__(self, parent: QWidget | None = None, kind: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("How to Play"))
        self.kinds = list(RULES)
        self.list = QListWidget()
        self.list.addItems([render(RULES[k].name) for k in self.kinds])
        self.list.setFixedWidth(self.list.sizeHintForColumn(0) + 24)
        self.pages = QStackedWidget()
        theme = Theme.from_palette(self.palette())
        dpr = self.devicePixelRatioF()
        self.examples: dict[str, QLabel] = {}
        for key in self.kinds:
            self.pages.addWidget(self._page(key, theme, dpr))
        self.list.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.tour_button = QPushButton(tr("First Steps Tour"))
        self.tour_button.setToolTip(
            tr("Play the first hints of the puzzle on the board as a lesson")
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.tour_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        body = QHBoxLayout()
        body.addWidget(self.list)
        body.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(buttons)
        self.show_kind(kind or self.kinds[0])
        self.resize(760, 460)

    def show_kind(self, kind: str) -> None:
        if kind in self.kinds:
            self.list.setCurrentRow(self.kinds.index(kind))

    def current_kind(self) -> str:
        return self.kinds[self.pages.currentIndex()]

    def _page(self, key: str, theme: Theme, dpr: float) -> QWidget:
        rules = RULES[key]
        page = QWidget()
        text = QLabel(f"<h2>{render(rules.name)}</h2>{render(rules.rules)}")
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        example = QLabel()
        example.setPixmap(render_example(rules, theme, self.font(), EXAMPLE_SIZE, dpr))
        example.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        caption = QLabel(tr("Solved example"))
        caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        side = QVBoxLayout()
        side.addWidget(example)
        side.addWidget(caption)
        side.addStretch(1)
        self.examples[key] = example
        layout = QHBoxLayout(page)
        layout.addWidget(text, 1)
        layout.addLayout(side)
        return page
