"""What the generic board view expects from a genre: a painter and an input mapper.

The view owns geometry, zoom, the keyboard cursor and Qt events; it turns events into
cells and buttons and hands them to the mapper, and hands a QPainter to the painter. It
knows no rules. A mapper turns gestures into moves (one gesture, one move, one undo step)
through a `commit` callback; a painter draws the play state and the mapper's gesture in
progress. Both are small, per genre, and share only what is here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QLineF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...games.play import NO_MISTAKES, Cell, Mistakes, Move, PlayState
from ..geometry import MIN_CELL, BoardGeometry, Margins
from ..theme import Theme

Commit = Callable[[Move, str], None]  # (move, undo text)


class Button(Enum):
    """The two actions every genre has: left click / Space / Enter, right click / X."""

    PRIMARY = "primary"
    SECONDARY = "secondary"


@dataclass(frozen=True)
class PaintContext:
    geo: BoardGeometry
    theme: Theme
    font: QFont
    hover: Cell | None = None  # the cell under the pointer or the keyboard cursor
    mistakes: Mistakes = NO_MISTAKES  # what to flag (empty unless errors are shown)
    exposed: QRectF | None = None  # the part being repainted (None: everything)
    paper: bool = False  # printing: no play feedback (clues crossed off as lines fill)
    # Trial mode's layer: the marks drawn are provisional (in the theme's ink); a painter
    # whose marks keep their own colours (a colour nonogram) marks them some other way.
    provisional: bool = False

    def rows_cols(self) -> tuple[range, range]:
        """Rows and columns of cells worth painting."""
        if self.exposed is None:
            return range(self.geo.rows), range(self.geo.cols)
        return self.geo.rows_cols_in(self.exposed)


class InputMapper:
    """Gestures to moves. The default: a press-release is a click, drags do nothing."""

    def __init__(self, play: PlayState, commit: Commit) -> None:
        self.play = play
        self.commit = commit
        # The player's "cross off finished lines" setting: a genre with clued lines
        # (Nonogram) then crosses the undecided rest of each line a stroke finishes.
        self.auto_cross = False

    @property
    def active(self) -> bool:
        """True while a gesture is under way (a button is held)."""
        return False

    def press(self, cell: Cell, button: Button) -> None:
        """A button went down on a cell."""

    def press_with_shift(self, cell: Cell, button: Button) -> bool:
        """A button went down on a cell with Shift held (or Shift+Space at the cursor): a
        genre with a gesture of its own for it (a colour nonogram's "not this colour"
        notes) starts it and says True; else it is a plain press."""
        return False

    def drag(self, cell: Cell) -> None:
        """The pointer moved to a cell while a button is held (clamped into the grid)."""

    def release(self, cell: Cell) -> None:
        """The button came up: commit the gesture."""

    def cancel(self) -> None:
        """Forget the gesture in progress (Escape, focus lost, new puzzle)."""

    def activate(self, cell: Cell, button: Button) -> None:
        """A key acting as a button at the keyboard cursor: a click by default."""
        self.press(cell, button)
        self.release(cell)

    def digit(self, number: int) -> bool:
        """A digit key (0-9) on the board: a genre with tools to choose from (a colour
        nonogram's palette) takes it and says True."""
        return False

    def cycle(self, steps: int) -> bool:
        """The wheel turned `steps` notches over the grid (without Ctrl): a genre with tools
        to choose from steps through them and says True; else the board scrolls."""
        return False

    def cursor_moved(self, old: Cell, new: Cell, extending: bool) -> None:
        """The keyboard cursor moved; `extending` while Shift is held."""

    def extend_finished(self) -> None:
        """Shift was released after Shift+arrows."""

    # An editor's extra input (edit mode); play mappers take none of it.

    def press_clue(self, across: bool, index: int, button: Button) -> bool:
        """A click beside the grid on a line's clue (a row's when `across`); True if taken."""
        return False

    def typed(self, cell: Cell, key: int, text: str) -> bool:
        """A key pressed with the keyboard cursor on `cell` (its Qt key and text); True if
        taken, so the board does nothing else with it."""
        return False

    def wheel(self, cell: Cell, steps: int) -> bool:
        """The wheel turned over a cell (without Ctrl); True if taken (else it scrolls)."""
        return False


class Painter:
    """Draws one genre in two layers.

    `paint` draws the board: what changes only when a move is made (the view keeps it in a
    pixmap); `paint_overlay` draws what follows the pointer -- the hovered line or cell,
    a gesture in progress -- on every frame, so a drag over a 50x50 board stays smooth.
    Subclasses set `margins` when they need room for clues."""

    def __init__(self, play: PlayState, mapper: InputMapper) -> None:
        self.play = play
        self.mapper = mapper

    #: The smallest cell "fit" may choose, in logical pixels: below it the view scrolls.
    #: What is drawn in a cell decides it (a number inside a cell needs more room than a
    #: clue number beside the grid, which has a minimum size of its own).
    min_cell: float = MIN_CELL

    def smallest_cell(self, font: QFont) -> float:
        """The smallest cell "fit" may choose for this board in the view's `font` (a
        genre whose clue numbers need more room than `min_cell` says so here)."""
        return self.min_cell

    def margins(self) -> Margins:
        return Margins()

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        raise NotImplementedError

    def paint_overlay(self, p: QPainter, ctx: PaintContext) -> None:
        """Hover and gesture feedback, drawn over the board."""

    def changed_rects(
        self, old: Hashable, new: Hashable, geo: BoardGeometry
    ) -> list[QRectF] | None:
        """Where the board looks different between two snapshots of the marks, so the view
        redraws only there (clipped); None: redraw everything (the default)."""
        return None

    def paint_focus(
        self, p: QPainter, ctx: PaintContext, cells: Sequence[Cell], color: QColor
    ) -> None:
        """Light up the cells a solver step or a hint reasons about: a wash over them and
        an outline round the region they make. A genre may show more (a nonogram lights
        the clue of the line)."""
        geo = ctx.geo
        wash = QColor(color)
        wash.setAlpha(60)
        chosen = set(cells)
        for r, c in chosen:
            p.fillRect(geo.cell_rect(r, c), wash)
        edges = []
        for r, c in chosen:
            x0, y0, x1, y1 = geo.x(c), geo.y(r), geo.x(c + 1), geo.y(r + 1)
            if (r - 1, c) not in chosen:
                edges.append(QLineF(x0, y0, x1, y0))
            if (r + 1, c) not in chosen:
                edges.append(QLineF(x0, y1, x1, y1))
            if (r, c - 1) not in chosen:
                edges.append(QLineF(x0, y0, x0, y1))
            if (r, c + 1) not in chosen:
                edges.append(QLineF(x1, y0, x1, y1))
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(color, max(2.0, geo.cell * 0.08)))
        p.drawLines(edges)
        p.restore()
