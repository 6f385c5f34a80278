"""Shikaku in edit mode: drag a rectangle and its area is written where the drag began;
click with the pen, turn the wheel or type digits for a number alone. A right click takes
the rectangle under it away with its number; a right drag clears everything it covers."""

from __future__ import annotations

from ...games.shikaku.play import RectMove, ShikakuPlay, span
from ...games.shikaku.puzzle import Rect
from ..genres.base import Button
from ..i18n import Texts
from .base import EditPainter, NumberMapper

tr = Texts(__name__)


class ShikakuEditMapper(NumberMapper):
    def __init__(self, session) -> None:
        super().__init__(session)
        self.anchor = self.corner = None
        self.button = Button.PRIMARY

    @property
    def active(self) -> bool:
        return self.anchor is not None

    def band(self) -> Rect | None:
        """The rectangle being dragged, once it is more than one cell (the painter's
        rubber band)."""
        if self.anchor is None or self.corner is None or self.anchor == self.corner:
            return None
        return span(self.anchor, self.corner)

    def press(self, cell, button: Button) -> None:
        self.anchor = self.corner = cell
        self.button = button

    def drag(self, cell) -> None:
        if self.anchor is not None:
            self.corner = cell

    def release(self, cell) -> None:
        if self.anchor is None:
            return
        self.corner = cell
        anchor, rect, button = self.anchor, span(self.anchor, cell), self.button
        self.cancel()
        editor, draft = self.editor, self.session.draft
        if rect.area == 1:
            if button is Button.SECONDARY:
                self.session.edit(editor.remove_at(draft, anchor), tr("Remove rectangle"))
            else:
                self.click(anchor, button)
        elif button is Button.SECONDARY:
            self.session.edit(
                editor.erase(draft, rect),
                tr("Clear {height}x{width}", height=rect.height, width=rect.width),
            )
        else:
            text = tr(
                "Rectangle {height}x{width} = {area}",
                height=rect.height,
                width=rect.width,
                area=rect.area,
            )
            self.session.edit(editor.place_rect(draft, rect, anchor), text)

    def cancel(self) -> None:
        self.anchor = self.corner = None


class ShikakuEditPainter(EditPainter):
    def play_of(self, draft) -> ShikakuPlay:
        play = ShikakuPlay(draft.puzzle)
        play.apply(RectMove(add=tuple(draft.canvas or ())))
        return play


EDIT_MAPPER = ShikakuEditMapper
EDIT_PAINTER = ShikakuEditPainter
