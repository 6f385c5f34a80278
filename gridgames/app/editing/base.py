"""What every genre's edit mode shares: the painter that shows a draft, the marks the
engine's verdict puts on the board, and number entry (click with the pen, wheel, digits).

A draft is drawn by the genre's own play painter, given a play state that shows what the
author drew (a nonogram's picture as filled cells, a crossword's design as shaded cells and
dots, a Shikaku tiling as rectangles): the board looks like the puzzle it will be. Edit
mode adds on top: the cells the verdict points at, and the gesture in progress.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from importlib import import_module

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter

from ...games.play import Cell, PlayState, new_play
from ..drawing import dashed_outline, hatch, inset, with_alpha
from ..genres.base import Button, InputMapper, PaintContext, Painter
from ..geometry import Margins
from ..i18n import Texts
from .session import EditSession, new_merge_key

tr = Texts(__name__)

DIGIT_KEYS = {getattr(Qt.Key, f"Key_{d}"): d for d in range(10)}
ERASE_KEYS = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)


@dataclass(frozen=True)
class VerdictMarks:
    """What the latest verdict points at on the board."""

    differing: frozenset[Cell] = frozenset()  # several answers: where two of them differ
    lit: frozenset[Cell] = frozenset()  # no answer (or not a puzzle yet): the cells why
    faults: frozenset[Cell] = frozenset()  # a crossword grid: cells breaking a rule


NO_MARKS = VerdictMarks()


class _DraftSnapshot:
    """Stands where the board view expects the painter's play state: its snapshot is
    what the board's picture depends on, so the view redraws exactly when it changes."""

    def __init__(self, painter: EditPainter) -> None:
        self._painter = painter

    def snapshot(self) -> object:
        return self._painter.session.draft, self._painter.layer_key()


class EditMapper(InputMapper):
    """An edit-mode mapper: gestures become new drafts pushed on the session."""

    def __init__(self, session: EditSession) -> None:
        super().__init__(None, lambda move, text: None)  # type: ignore[arg-type]
        self.session = session

    def bind(self, play: PlayState) -> None:
        """The play state the painter shows the draft with (strokes preview on it)."""
        self.play = play

    def paint_feedback(self, p: QPainter, ctx: PaintContext) -> None:
        """What the mapper shows over the board besides the genre's own feedback."""


class EditPainter(Painter):
    """Shows a draft through the genre's play painter, then the verdict's marks."""

    mapper: EditMapper

    def __init__(self, session: EditSession, mapper: EditMapper) -> None:
        super().__init__(_DraftSnapshot(self), mapper)  # type: ignore[arg-type]
        self.session = session
        self.marks = NO_MARKS
        self._inner: Painter | None = None
        self._inner_draft = None
        self.rebuild()
        session.changed.connect(self.rebuild)

    # --- the genre's painter over the draft ------------------------------------------

    def play_of(self, draft) -> PlayState:
        """The play state that shows the draft (a genre adds what the author drew)."""
        return new_play(draft.puzzle)

    def rebuild(self) -> None:
        draft = self.session.draft
        if self._inner is not None and self._inner_draft is draft:
            return
        play = self.play_of(draft)
        self.mapper.bind(play)
        module = import_module(self.session.genre.ui_module)
        self._inner = module.PAINTER(play, self.mapper)
        self._inner_draft = draft

    @property
    def inner(self) -> Painter:
        self.rebuild()
        assert self._inner is not None
        return self._inner

    @property
    def min_cell(self) -> float:  # type: ignore[override]
        return self.inner.min_cell

    def smallest_cell(self, font: QFont) -> float:
        return self.inner.smallest_cell(font)  # (a nonogram's widest clue number decides)

    def margins(self) -> Margins:
        return self.inner.margins()

    def layer_key(self) -> object:
        """Anything besides the draft that `paint` draws (a genre's extra)."""
        return None

    # --- drawing ---------------------------------------------------------------------

    def paint(self, p: QPainter, ctx: PaintContext) -> None:
        # `paper`: no play feedback (a painted line's clue is not "crossed off").
        self.inner.paint(p, replace(ctx, paper=True))
        self.paint_design(p, ctx)

    def paint_design(self, p: QPainter, ctx: PaintContext) -> None:
        """What a genre's edit mode draws over its puzzle (crossword numbers...)."""

    def paint_overlay(self, p: QPainter, ctx: PaintContext) -> None:
        self.inner.paint_overlay(p, ctx)
        self._paint_marks(p, ctx)
        self.mapper.paint_feedback(p, ctx)

    def _paint_marks(self, p: QPainter, ctx: PaintContext) -> None:
        geo, theme = ctx.geo, ctx.theme
        width = max(2.0, geo.cell * 0.07)
        for cell in self.marks.differing:
            rect = geo.cell_rect(*cell)
            p.fillRect(inset(rect, geo.pixel), with_alpha(theme.accent, 70))
            dashed_outline(p, inset(rect, geo.cell * 0.06), theme.accent, width)
        for cell in self.marks.faults:
            rect = geo.cell_rect(*cell)
            hatch(p, inset(rect, geo.pixel), with_alpha(theme.error, 150), geo.cell / 5, 1.5)
            dashed_outline(p, inset(rect, geo.cell * 0.04), theme.error, width)
        if self.marks.lit:
            self.inner.paint_focus(p, ctx, sorted(self.marks.lit), QColor(theme.error))


# ---------------------------------------------------------------- numbers in cells


class NumberMapper(EditMapper):
    """Numbers in cells, with the mouse alone or the keyboard: a left click writes the
    pen's number (chosen in the bar; the same number again clears it), a right click
    clears, the wheel over a cell counts its number up or down; digits type into the
    cell under the keyboard cursor (several digits make one number, one undo step),
    Backspace takes the last digit off."""

    def __init__(self, session: EditSession) -> None:
        super().__init__(session)
        self._typing: tuple[Cell, str, int] | None = None  # cell, digits so far, merge key
        self._wheeling: tuple[Cell, int] | None = None

    @property
    def editor(self):
        return self.session.editor

    def click(self, cell: Cell, button: Button) -> None:
        self._typing = self._wheeling = None
        draft = self.session.draft
        if button is Button.SECONDARY:
            self.set_number(cell, None)
        elif self.session.pen is not None:
            same = self.editor.number_at(draft, cell) == self.session.pen
            self.set_number(cell, None if same else self.session.pen)

    def set_number(self, cell: Cell, value: int | None, merge: int | None = None) -> bool:
        draft = self.editor.set_number(self.session.draft, cell, value)
        where = tr("row {row}, column {column}", row=cell[0] + 1, column=cell[1] + 1)
        if value is None:
            text = tr("Clear {cell}", cell=where)
        else:
            text = tr("Write {number} at {cell}", number=value, cell=where)
        return self.session.edit(draft, text, merge)

    def press(self, cell: Cell, button: Button) -> None:
        self._pressed = (cell, button)

    def release(self, cell: Cell) -> None:
        pressed = getattr(self, "_pressed", None)
        self._pressed = None
        if pressed is not None:
            self.click(pressed[0], pressed[1])

    @property
    def active(self) -> bool:
        return getattr(self, "_pressed", None) is not None

    def cancel(self) -> None:
        self._pressed = None

    def activate(self, cell: Cell, button: Button) -> None:
        self.click(cell, button)

    def pending_move(self) -> None:
        """No stroke to preview (a cell painter asks)."""
        return None

    def wheel(self, cell: Cell, steps: int) -> bool:
        numbers = self.editor.numbers(self.session.draft)
        if not numbers:
            return False
        now = self.editor.number_at(self.session.draft, cell)
        value = (now or 0) + steps
        new = None if value < numbers.start else min(value, numbers.stop - 1)
        if self._wheeling is None or self._wheeling[0] != cell:
            self._wheeling = (cell, new_merge_key())
        self._typing = None
        self.set_number(cell, new, self._wheeling[1])
        return True

    def typed(self, cell: Cell, key: int, text: str) -> bool:
        numbers = self.editor.numbers(self.session.draft)
        if not numbers:
            return False
        if key in ERASE_KEYS:
            digits = self._typing[1] if self._typing and self._typing[0] == cell else ""
            if not digits:
                now = self.editor.number_at(self.session.draft, cell)
                digits = "" if now is None else str(now)
            digits = digits[:-1] if key == Qt.Key.Key_Backspace else ""
            merge = self._typing[2] if self._typing and self._typing[0] == cell else None
            self._typing = (cell, digits, merge or new_merge_key())
            self.set_number(cell, int(digits) if digits else None, self._typing[2])
            return True
        if key not in DIGIT_KEYS:
            return False
        digit = str(DIGIT_KEYS[key])
        if self._typing is not None and self._typing[0] == cell:
            digits = self._typing[1] + digit
            if int(digits) not in numbers:  # too large: the digit starts a new number
                digits = digit
            merge = self._typing[2]
        else:
            digits, merge = digit, new_merge_key()
        self._wheeling = None
        self._typing = (cell, digits, merge)
        value = int(digits)
        self.set_number(cell, value if value in numbers else None, merge)
        return True
