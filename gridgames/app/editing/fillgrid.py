"""Fill-grid in edit mode. Hitori and Kurodoko: numbers (click with the pen, the wheel,
digits). A crossword grid: click or drag to shade, right button to pin cells white (from
a cell already so, the stroke frees them again), with the opposite cell following when
symmetry is on; the entries are numbered as in a printed crossword."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from ...games.fillgrid.entries import number_entries
from ...games.fillgrid.play import FillGridPlay
from ...games.play import CellMove, Mark
from ..drawing import number_font
from ..genres.base import PaintContext
from ..genres.cells import StrokeMapper
from ..i18n import Texts
from .base import EditMapper, EditPainter, NumberMapper

tr = Texts(__name__)

DESIGN_OF = {Mark.FILL: True, Mark.CROSS: False, Mark.EMPTY: None}
MARK_OF = {True: Mark.FILL, False: Mark.CROSS, None: Mark.EMPTY}


class CrosswordEditMapper(EditMapper, StrokeMapper):
    verbs = {
        Mark.FILL: tr.plural("Shade 1 cell", "Shade {count} cells"),
        Mark.CROSS: tr.plural("Pin white 1 cell", "Pin white {count} cells"),
        Mark.EMPTY: tr.plural("Free 1 cell", "Free {count} cells"),
    }

    def __init__(self, session) -> None:
        super().__init__(session)
        self.commit = self._decide

    def pending_move(self) -> CellMove | None:
        """The stroke, and with symmetry on, the opposite cells it takes along."""
        move = super().pending_move()
        if move is None or not self.session.symmetric:
            return move
        p = self.session.puzzle
        cells = {(r, c): mark for r, c, mark in move.cells}
        for (r, c), mark in list(cells.items()):
            cells.setdefault((p.height - 1 - r, p.width - 1 - c), mark)
        return CellMove(tuple((r, c, mark) for (r, c), mark in cells.items()))

    def _decide(self, move: CellMove, text: str) -> None:
        changes = {(r, c): DESIGN_OF[mark] for r, c, mark in move.cells}
        draft = self.session.editor.set_design(self.session.draft, changes)
        self.session.edit(draft, text)


def edit_mapper(session) -> EditMapper:
    """Numbers for Hitori and Kurodoko, strokes for a crossword grid."""
    if session.puzzle.variant == "free":
        return CrosswordEditMapper(session)
    return NumberMapper(session)


class FillGridEditPainter(EditPainter):
    def play_of(self, draft) -> FillGridPlay:
        """A crossword's design as marks the author can stroke over (not given cells)."""
        puzzle = draft.puzzle
        play = FillGridPlay(replace(puzzle, design=None))
        for r in range(puzzle.height):
            for c in range(puzzle.width):
                play.marks[r][c] = MARK_OF[puzzle.decided(r, c)]
        return play

    def paint_design(self, p: QPainter, ctx: PaintContext) -> None:
        """A crossword grid's entries numbered as in print, in the top-left corner of the
        cells that start one (undecided cells count as white), at once on every edit."""
        puzzle = self.session.puzzle
        if puzzle.variant != "free":
            return
        shaded = [[puzzle.decided(r, c) for c in range(puzzle.width)] for r in range(puzzle.height)]
        numbers = number_entries(shaded).numbers
        geo = ctx.geo
        font = number_font(ctx.font, max(8.0, geo.cell * 0.27), bold=True)
        p.save()
        p.setFont(font)
        p.setPen(ctx.theme.text)
        pad = geo.cell * 0.07
        for (c, r), number in numbers:
            rect = geo.cell_rect(r, c)
            box = QRectF(rect.left() + pad, rect.top() + pad * 0.5, rect.width(), rect.height())
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(number))
        p.restore()


EDIT_MAPPER = edit_mapper
EDIT_PAINTER = FillGridEditPainter
