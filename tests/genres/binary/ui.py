"""Binary on the board: the app's shaded-cell painter shows 1s dark and 0s as dots, and the
givens as numbers; the mapper names the moves."""

from __future__ import annotations

from gridgames.app.genres.cells import StrokeMapper
from gridgames.app.genres.fillgrid import FillGridPainter
from gridgames.games.play import Mark


class BinaryMapper(StrokeMapper):
    verbs = {Mark.FILL: "Write 1", Mark.CROSS: "Write 0", Mark.EMPTY: "Clear"}


MAPPER = BinaryMapper
PAINTER = FillGridPainter
