"""Nonogram gestures to moves: line-locked strokes, and for a colour puzzle the chosen colour.

Left drag puts the chosen colour (black and white: fills), right drag crosses (the
background); a stroke starting on a cell that already has that mark clears instead, as
in black and white. The digit keys choose a colour (1-9 the palette's first nine, 0 the
background cross), the wheel over the grid cycles through them; whoever shows the
choice (the palette bar) listens through `on_choice`.
"""

from __future__ import annotations

from collections.abc import Callable

from ...games.nonogram.play import NonogramPlay
from ...games.nonogram.play_colour import ColourNonogramPlay, mark_of, notes_of, value_of
from ...games.play import Cell, CellMove, Mark
from ..i18n import Texts
from .base import Button, Commit
from .cells import StrokeMapper

tr = Texts(__name__)


class NonogramMapper(StrokeMapper):
    lock_to_line = True
    play: NonogramPlay

    def completed(self, move: CellMove) -> CellMove:
        """With auto-cross on, the stroke and the crosses on the rest of the lines it
        finishes: one move, so one undo takes both back."""
        return self.play.with_lines_crossed_off(move) if self.auto_cross else move


class ColourChooser:
    """The colour the left button paints (`choice`, a palette index; 0 the background),
    chosen by the digit keys, the wheel or the palette bar (which listens through
    `on_choice`). Play's mapper and the designer's share it; `play` is the board whose
    puzzle's palette is chosen from."""

    play: ColourNonogramPlay

    def init_choice(self) -> None:
        self.choice = 1
        self.on_choice: list[Callable[[int], None]] = []

    @property
    def colours(self) -> int:
        """How many values a cell can take: the background and each colour."""
        return len(self.play.puzzle.palette)

    def choose(self, value: int) -> bool:
        """Make palette index `value` the left button's (0: the background cross)."""
        if not 0 <= value < self.colours:
            return False
        if value != self.choice:
            self.choice = value
            for listener in list(self.on_choice):
                listener(value)
        return True

    def digit(self, number: int) -> bool:
        """1-9 choose the palette's first nine colours, 0 the background cross."""
        return self.choose(number)

    def cycle(self, steps: int) -> bool:
        """The next (or previous) colour in the palette's order, the background last."""
        order = [*range(1, self.colours), 0]
        at = order.index(self.choice)
        return self.choose(order[(at + steps) % len(order)])


class ColourNonogramMapper(ColourChooser, NonogramMapper):
    """Paints in the chosen colour (`choice`, a palette index; 0 the background cross)."""

    play: ColourNonogramPlay

    def __init__(self, play: ColourNonogramPlay, commit: Commit) -> None:
        super().__init__(play, commit)
        self.init_choice()

    def press(self, cell: Cell, button: Button) -> None:
        super().press(cell, button)
        self.noting = False
        if button is Button.PRIMARY:
            self.mark = mark_of(self.choice)

    def press_with_shift(self, cell: Cell, button: Button) -> bool:
        """Shift+left drag: "not this colour" notes of the chosen colour along the drag
        (`ColourNonogramPlay.note_stroke`); with the background chosen, a plain stroke."""
        if button is not Button.PRIMARY or not self.choice:
            return False
        self.press(cell, button)
        self.noting = True
        return True

    def pending_move(self) -> CellMove | None:
        if not getattr(self, "noting", False) or self.start is None:
            return super().pending_move()
        return self.play.note_stroke(self.start, self.path, self.choice)

    def describe(self, move: CellMove) -> str:
        count = len(move.cells)
        mark = move.cells[0][2]
        if self.noting:
            return self._describe_notes(move)
        if mark in (Mark.EMPTY, Mark.CROSS):
            return self.say(mark, count)
        value = value_of(mark)
        assert value is not None
        colour = self.play.puzzle.palette[value].name
        return tr.n(count, "Paint 1 cell {colour}", "Paint {count} cells {colour}", colour=colour)

    def _describe_notes(self, move: CellMove) -> str:
        colour = self.play.puzzle.palette[self.choice].name
        count = len(move.cells)
        r, c, mark = move.cells[0]
        if notes_of(mark) >> self.choice & 1 or mark == Mark.CROSS:
            return tr.n(count, "Not {colour}: 1 cell", "Not {colour}: {count} cells", colour=colour)
        return tr.n(
            count, "{colour} possible again: 1 cell", "{colour} possible again: {count} cells",
            colour=colour,
        )  # fmt: skip
