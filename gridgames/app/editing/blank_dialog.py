"""Game > New Blank Puzzle...: a kind (every genre with an editor and its variants; the
free fill-grid is "Crossword grid"), a width and a height. The choices are remembered."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QWidget,
)

from ...games.editing import Draft
from ...games.registry import genres
from ..i18n import Texts, render

tr = Texts(__name__)

MIN_SIDE, MAX_SIDE = 2, 50
DEFAULT_SIDE = 10
KEY = "newBlank/"


def blank_kinds() -> list[tuple[str, str | None, str]]:
    """(genre, variant, label) of every blank puzzle the genres can make."""
    found = []
    for genre in genres():
        editor = genre.editor()
        if editor is not None:
            found += [(genre.name, v, label) for v, label in editor.blank_kinds().items()]
    return found


def make_blank(genre_name: str, variant: str | None, width: int, height: int) -> Draft:
    from ...games.registry import genre_named

    editor = genre_named(genre_name).editor()
    assert editor is not None
    return editor.blank(variant, width, height)


class NewBlankDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New Blank Puzzle"))
        self.settings = settings
        self.kind = QComboBox()
        for genre_name, variant, label in blank_kinds():
            self.kind.addItem(render(label), (genre_name, variant))
        self.width_box = _side_box()
        self.height_box = _side_box()
        form = QFormLayout(self)
        form.addRow(tr("&Kind:"), self.kind)
        form.addRow(tr("&Width:"), self.width_box)
        form.addRow(tr("&Height:"), self.height_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Create"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.buttons = buttons
        label = settings.value(KEY + "kind", "", type=str)
        index = self.kind.findText(label)
        self.kind.setCurrentIndex(max(index, 0))
        self.width_box.setValue(settings.value(KEY + "width", DEFAULT_SIDE, type=int))
        self.height_box.setValue(settings.value(KEY + "height", DEFAULT_SIDE, type=int))

    def choose(self, label: str, width: int, height: int) -> None:
        self.kind.setCurrentIndex(self.kind.findText(label))
        self.width_box.setValue(width)
        self.height_box.setValue(height)

    def draft(self) -> Draft:
        """The blank puzzle chosen (and the choices remembered)."""
        genre_name, variant = self.kind.currentData()
        width, height = self.width_box.value(), self.height_box.value()
        self.settings.setValue(KEY + "kind", self.kind.currentText())
        self.settings.setValue(KEY + "width", width)
        self.settings.setValue(KEY + "height", height)
        return make_blank(genre_name, variant, width, height)


def _side_box() -> QSpinBox:
    box = QSpinBox()
    box.setRange(MIN_SIDE, MAX_SIDE)
    box.setValue(DEFAULT_SIDE)
    return box
