"""Nonogram in edit mode: paint the picture with the play drags (left fills, and from a
filled cell clears; right clears) and the clues of every line touched follow. Or click a
line's clue beside the grid and type it ("3 1 2", Enter; Escape leaves it as it was); a
right click on a clue gives the line its picture's clue again. A line whose clue is not
its picture's is marked beside its clue. A colour nonogram adds its palette
(`nonogram_colour.py`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ...games.editing import parse_numbers
from ...games.nonogram.play import NonogramPlay
from ...games.play import CellMove, Mark
from ..drawing import bubble, number_font, with_alpha
from ..genres.base import Button, PaintContext
from ..genres.cells import StrokeMapper
from ..i18n import Texts
from .base import EditMapper, EditPainter

tr = Texts(__name__)

CLUE_KEYS = {Qt.Key.Key_Space: " ", Qt.Key.Key_Comma: " "}


class NonogramEditMapper(EditMapper, StrokeMapper):
    lock_to_line = True

    def __init__(self, session) -> None:
        super().__init__(session)
        self.commit = self._paint
        self.clue_typing: tuple[bool, int, str] | None = None  # across, line, text so far

    def _paint(self, move: CellMove, text: str) -> None:
        value = self.value_of(move.cells[0][2])
        cells = [(r, c) for r, c, _ in move.cells]
        said = self.paint_words(value, len(cells))
        self.session.edit(self.session.editor.paint(self.session.draft, cells, value), said)

    def describe(self, move: CellMove) -> str:
        """(`_paint` names the edit itself, by what it paints.)"""
        return ""

    # --- what differs in colour (nonogram_colour.py) ---------------------------------

    def value_of(self, mark: int) -> object:
        """The picture's value a stroke's mark paints (black and white: filled or not)."""
        return mark == Mark.FILL

    def paint_words(self, value: object, count: int) -> str:
        if value:
            return tr.n(count, "Paint 1 cell", "Paint {count} cells")
        return tr.n(count, "Clear 1 cell", "Clear {count} cells")

    def takes_key(self, text: str) -> bool:
        """Does a typed clue take this character (besides spaces and commas)?"""
        return text.isascii() and text.isdigit()

    def parse_clue(self, text: str) -> tuple | None:
        return parse_numbers(text)

    def clue_words(self, clue: tuple) -> str:
        return " ".join(map(str, clue))

    def press(self, cell, button: Button) -> None:
        self._end_typing(keep=True)
        super().press(cell, button)

    # --- typing a clue ---------------------------------------------------------------

    def press_clue(self, across: bool, index: int, button: Button) -> bool:
        self._end_typing(keep=True)
        if button is Button.SECONDARY:
            self._follow_picture(across, index)
        else:
            self.clue_typing = (across, index, "")
        return True

    def typed(self, cell, key: int, text: str) -> bool:
        if self.clue_typing is None:
            return False
        across, index, so_far = self.clue_typing
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._end_typing(keep=True)
        elif key == Qt.Key.Key_Escape:
            self._end_typing(keep=False)
        elif key == Qt.Key.Key_Backspace:
            self.clue_typing = (across, index, so_far[:-1])
        elif key in CLUE_KEYS:
            self.clue_typing = (across, index, so_far + CLUE_KEYS[Qt.Key(key)])
        elif self.takes_key(text):
            self.clue_typing = (across, index, so_far + text)
        return True  # while a clue is typed, every key is the clue's

    def _end_typing(self, keep: bool) -> None:
        typing, self.clue_typing = self.clue_typing, None
        if typing is None or not keep:
            return
        across, index, text = typing
        blocks = self.parse_clue(text)
        if blocks is None:
            return
        clue = self.clue_words(tuple(b for b in blocks if self.block_length(b))) or tr("blank")
        draft = self.session.editor.set_clue(self.session.draft, across, index, blocks)
        if across:
            said = tr("Clue of row {number}: {clue}", number=index + 1, clue=clue)
        else:
            said = tr("Clue of column {number}: {clue}", number=index + 1, clue=clue)
        self.session.edit(draft, said)

    @staticmethod
    def block_length(block) -> int:
        return block

    def _follow_picture(self, across: bool, index: int) -> None:
        editor = self.session.editor
        clue = editor.picture_clue(self.session.draft, across, index)
        draft = editor.set_clue(self.session.draft, across, index, clue)
        if across:
            said = tr("Row {number} follows the picture", number=index + 1)
        else:
            said = tr("Column {number} follows the picture", number=index + 1)
        self.session.edit(draft, said)

    def cancel(self) -> None:
        StrokeMapper.cancel(self)

    # --- feedback --------------------------------------------------------------------

    def paint_feedback(self, p: QPainter, ctx: PaintContext) -> None:
        if self.clue_typing is None:
            return
        across, index, text = self.clue_typing
        area = clue_area(ctx, across, index)
        theme = ctx.theme
        p.fillRect(area, with_alpha(theme.accent, 60))
        font = number_font(ctx.font, max(13.0, min(ctx.geo.cell * 0.55, 22.0)), bold=True)
        if across:
            label = tr("Row {number}: {clue}", number=index + 1, clue=text) + "\u2502"
        else:
            label = tr("Column {number}: {clue}", number=index + 1, clue=text) + "\u2502"
        bubble(p, area, label, font, theme.accent, QColor("#1D2025"))


def clue_area(ctx: PaintContext, across: bool, index: int) -> QRectF:
    geo = ctx.geo
    board = geo.board_rect
    if across:
        return QRectF(board.left(), geo.y(index), geo.left - board.left(), geo.cell)
    return QRectF(geo.x(index), board.top(), geo.cell, geo.top - board.top())


class NonogramEditPainter(EditPainter):
    mapper: NonogramEditMapper

    def play_of(self, draft) -> NonogramPlay:
        play = NonogramPlay(draft.puzzle)
        for r, row in enumerate(draft.canvas):
            for c, on in enumerate(row):
                if on:
                    play.marks[r][c] = Mark.FILL
        return play

    def paint_design(self, p: QPainter, ctx: PaintContext) -> None:
        """A line whose clue was typed and is not its picture's: a bar between its clue
        and the grid, in the accent colour."""
        rows, columns = self.session.editor.typed_lines(self.session.draft)
        geo, color = ctx.geo, ctx.theme.accent
        bar = max(3.0, geo.cell * 0.14)
        for r in rows:
            p.fillRect(QRectF(geo.left - bar * 1.5, geo.y(r), bar, geo.cell), color)
        for c in columns:
            p.fillRect(QRectF(geo.x(c), geo.top - bar * 1.5, geo.cell, bar), color)


def EDIT_MAPPER(session) -> NonogramEditMapper:  # noqa: N802 (the module's contract)
    """The mapper for this draft: a colour puzzle's paints with the palette."""
    if session.puzzle.is_colour:
        from .nonogram_colour import ColourNonogramEditMapper

        return ColourNonogramEditMapper(session)
    return NonogramEditMapper(session)


def EDIT_PAINTER(session, mapper) -> NonogramEditPainter:  # noqa: N802
    if session.puzzle.is_colour:
        from .nonogram_colour import ColourNonogramEditPainter

        return ColourNonogramEditPainter(session, mapper)
    return NonogramEditPainter(session, mapper)


def EDIT_TOOLS(view):  # noqa: N802
    """Over the board: a colour puzzle's palette, as in play (None in black and white)."""
    if not view.mapper.session.puzzle.is_colour:
        return None
    from .nonogram_colour import edit_palette

    return edit_palette(view)
