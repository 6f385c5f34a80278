"""A colour nonogram in edit mode: the black-and-white editor's gestures with play's palette.

The palette bar over the board, the digit keys (1-9 a colour, 0 the background) and the
wheel over the grid choose the colour, as in play; a left drag paints the chosen colour
(from a cell already that colour it clears), a right drag clears to the background. The
clues follow the picture, each number on a box of its block's colour.

Typing a clue: click the line's clue and type its blocks, each number followed by its
colour's character from the palette ("3k 2o 1k"; with the default palette k black,
o orange, s sky, g green, v vermilion, b blue); a number without a character takes the
colour chosen in the palette. Enter keeps it, Escape leaves the line as it was; a right
click on a clue gives the line its picture's clue again.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from ...games.nonogram.colour_editing import colour_clue_text, is_colour_char, parse_colour_clue
from ...games.nonogram.play_colour import ColourNonogramPlay, mark_of, value_of
from ...games.play import Mark
from ..genres.base import Button, PaintContext
from ..genres.nonogram_colour import ColourLook
from ..genres.nonogram_input import ColourChooser
from ..genres.nonogram_palette import PaletteBar
from ..i18n import Texts
from .nonogram import NonogramEditMapper, NonogramEditPainter

tr = Texts(__name__)


def typing_help() -> str:
    """How a coloured clue is typed, for the palette bar's tool tip and the typing bubble."""
    return tr(
        "Click a clue and type its blocks: each number followed by its colour's letter "
        "(\u201c3k 2o\u201d); a number alone takes the chosen colour. Enter keeps it, "
        "Escape leaves the line as it was, a right click on a clue follows the picture."
    )


def edit_palette(view) -> QWidget:
    """Play's palette bar, with how to type a coloured clue said on it: an example in the
    palette's own characters, and which colour each stands for."""
    bar = PaletteBar(view)
    palette = view.mapper.session.puzzle.palette
    colours = palette[1:]
    example = f"3{colours[0].char} 2{colours[-1].char}"
    letters = ", ".join(f"{colour.char} {colour.name}" for colour in colours)
    hint = QLabel(tr("Type clues as \u201c{example}\u201d: {letters}", example=example,
                     letters=letters))  # fmt: skip
    hint.setToolTip(typing_help())
    hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # a hint, not a control
    bar.layout().addWidget(hint)
    bar.setToolTip(typing_help())
    return bar


class ColourNonogramEditMapper(ColourChooser, NonogramEditMapper):
    play: ColourNonogramPlay

    def __init__(self, session) -> None:
        super().__init__(session)
        self.init_choice()

    def press(self, cell, button: Button) -> None:
        super().press(cell, button)
        if button is Button.PRIMARY:
            self.mark = mark_of(self.choice)

    def value_of(self, mark: int) -> object:
        """The palette index a stroke paints: a cleared or crossed cell is background."""
        if mark in (Mark.EMPTY, Mark.CROSS):
            return 0
        return value_of(mark)

    def paint_words(self, value: object, count: int) -> str:
        if not value:
            return super().paint_words(value, count)
        colour = self.palette[value].name  # type: ignore[index]
        return tr.n(count, "Paint 1 cell {colour}", "Paint {count} cells {colour}", colour=colour)

    @property
    def palette(self):
        return self.session.puzzle.palette

    def takes_key(self, text: str) -> bool:
        return (text.isascii() and text.isdigit()) or is_colour_char(self.palette, text)

    def parse_clue(self, text: str) -> tuple | None:
        return parse_colour_clue(text, self.palette, self.choice or 1)

    def clue_words(self, clue: tuple) -> str:
        return colour_clue_text(self.palette, clue) if clue else ""

    @staticmethod
    def block_length(block) -> int:
        return block[0]


class ColourNonogramEditPainter(NonogramEditPainter):
    mapper: ColourNonogramEditMapper

    def __init__(self, session, mapper) -> None:
        # The palette bar's look: it stays while the drafts (and the painters over them)
        # change, and the one painting takes its letters setting.
        self.colour = ColourLook(session.puzzle)
        super().__init__(session, mapper)

    def play_of(self, draft) -> ColourNonogramPlay:
        play = ColourNonogramPlay(draft.puzzle)
        for r, row in enumerate(draft.canvas):
            for c, value in enumerate(row):
                if value:
                    play.marks[r][c] = mark_of(value)
        return play

    def rebuild(self) -> None:
        super().rebuild()
        if self._inner is not None:
            self._inner.colour.letters = self.colour.letters  # type: ignore[attr-defined]

    def layer_key(self) -> object:
        return self.colour.letters

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        self.inner.colour.letters = self.colour.letters  # type: ignore[attr-defined]
        super().paint(p, ctx)
