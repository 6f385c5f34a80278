"""Binary on the board: the app's shaded-cell painter shows 1s dark and 0s as dots, and the
givens as numbers; the mapper names the moves (its own texts, in its own context)."""

from __future__ import annotations

from gridgames.app.genres.cells import StrokeMapper
from gridgames.app.genres.fillgrid import FillGridPainter
from gridgames.app.i18n import Texts
from gridgames.games.play import Mark

tr = Texts(__name__)


class BinaryMapper(StrokeMapper):
    verbs = {
        Mark.FILL: tr.plural("Write 1 in 1 cell", "Write 1 in {count} cells"),
        Mark.CROSS: tr.plural("Write 0 in 1 cell", "Write 0 in {count} cells"),
        Mark.EMPTY: tr.plural("Clear 1 cell", "Clear {count} cells"),
    }


MAPPER = BinaryMapper
PAINTER = FillGridPainter
