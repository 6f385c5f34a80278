"""Game > Import Picture...: a nonogram from a PNG or JPEG, previewed as it will be.

The author picks a picture, a board size (the height follows the picture's proportions
unless they unlock it), black and white with a threshold slider or up to N colours, and sees
the board the picture becomes, with how many cells are filled and how many clue numbers it
takes, at every change. OK gives the puzzle whose answer is that board. The scaling and the
decisions are `games/nonogram/picture_import.py` (Qt-free); this dialog only reads the file
into an array (QImage) and shows the result.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..games.nonogram.colour import Palette
from ..games.nonogram.picture_import import colour_cells, dark_cells, picture_puzzle, scaled
from ..games.nonogram.puzzle import ColourGrid, Grid, NonogramPuzzle
from .i18n import Texts

tr = Texts(__name__)

IMAGE_FILTER = tr.mark("Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)")
LARGEST_SIDE = 100  # a nonogram larger than this is no fun to solve by hand
# A photo is first brought down to this many pixels a side (8 or more per cell of the
# largest board): the cells barely change, and the dialog answers at once.
WORKING_SIDE = 8 * LARGEST_SIDE
DEFAULT_SIDE = 20
COLOUR_CHOICES = 8  # up to this many colours besides the background


def image_array(image: QImage) -> np.ndarray:
    """A QImage as an H x W x 4 uint8 RGBA array (a copy: the image may go away)."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    width, height, stride = rgba.width(), rgba.height(), rgba.bytesPerLine()
    data = np.frombuffer(rgba.constBits(), dtype=np.uint8, count=stride * height)
    return data.reshape(height, stride)[:, : width * 4].reshape(height, width, 4).copy()


class GridPreview(QWidget):
    """The board the picture becomes: filled cells black (or their colour), a grid line
    between cells, fitted to the widget."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture: Grid | ColourGrid = ()
        self.palette_: Palette = ()
        self.setMinimumSize(QSize(280, 280))

    def show_picture(self, picture: Grid | ColourGrid, palette: Palette) -> None:
        self.picture, self.palette_ = picture, palette
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        if not self.picture:
            return
        rows, columns = len(self.picture), len(self.picture[0])
        cell = min((self.width() - 2) / columns, (self.height() - 2) / rows)
        left = (self.width() - cell * columns) / 2
        top = (self.height() - cell * rows) / 2
        painter = QPainter(self)
        painter.fillRect(QRectF(left, top, cell * columns, cell * rows), QColor("white"))
        colours_ = [QColor(c.rgb or "black") for c in self.palette_] or [QColor("black")]
        for r, row in enumerate(self.picture):
            for c, value in enumerate(row):
                if value:
                    colour = colours_[int(value)] if self.palette_ else colours_[0]
                    painter.fillRect(QRectF(left + c * cell, top + r * cell, cell, cell), colour)
        if cell >= 4:  # grid lines while they do not hide the picture
            painter.setPen(QPen(QColor(160, 160, 160), 1))
            for c in range(columns + 1):
                x = left + c * cell
                painter.drawLine(QPointF(x, top), QPointF(x, top + cell * rows))
            for r in range(rows + 1):
                y = top + r * cell
                painter.drawLine(QPointF(left, y), QPointF(left + cell * columns, y))
        painter.end()


class PictureImportDialog(QDialog):
    """Choose a picture and how it becomes a board; `imported(puzzle)` on OK."""

    imported = Signal(object)  # the NonogramPuzzle

    def __init__(self, folder: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Import Picture"))
        self.folder = folder  # where the file chooser starts
        self.path: Path | None = None
        self.image: np.ndarray | None = None
        self._cells: np.ndarray | None = None  # the picture scaled to the board's size
        self.picture: Grid | ColourGrid = ()
        self.palette_: Palette = ()

        self.choose_button = QPushButton(tr("Choose &Picture..."))
        self.file_label = QLabel(tr("No picture chosen yet."))
        self.file_label.setWordWrap(True)
        self.width_box = self._side_box()
        self.height_box = self._side_box()
        self.keep_ratio = QCheckBox(tr("&Keep the picture's proportions"))
        self.keep_ratio.setChecked(True)
        self.mode_box = QComboBox()
        self.mode_box.addItem(tr("Black and white"), 0)
        for count in range(1, COLOUR_CHOICES + 1):
            self.mode_box.addItem(tr.n(count, "1 colour", "{count} colours"), count)
        self.threshold = QSlider(Qt.Orientation.Horizontal)
        self.threshold.setRange(1, 99)
        self.threshold.setValue(50)
        self.threshold.setToolTip(tr("Cells darker than this are filled"))
        self.threshold_label = QLabel()
        self.preview = GridPreview()
        self.counts = QLabel()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("&Create Puzzle"))

        sizes = QHBoxLayout()
        sizes.addWidget(self.width_box)
        sizes.addWidget(QLabel("\u00d7"))
        sizes.addWidget(self.height_box)
        sizes.addWidget(self.keep_ratio, 1)
        slider = QHBoxLayout()
        slider.addWidget(self.threshold, 1)
        slider.addWidget(self.threshold_label)
        form = QFormLayout()
        form.addRow(self.choose_button, self.file_label)
        form.addRow(tr("Board (columns \u00d7 rows):"), sizes)
        form.addRow(tr("Cells:"), self.mode_box)
        threshold_name = QLabel(tr("&Threshold:"))
        threshold_name.setBuddy(self.threshold)
        form.addRow(threshold_name, slider)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.counts)
        layout.addWidget(self.buttons)
        self.resize(520, 620)

        self.choose_button.clicked.connect(self.choose_file)
        self.width_box.valueChanged.connect(self._width_changed)
        self.height_box.valueChanged.connect(self._update)
        self.keep_ratio.toggled.connect(self._width_changed)
        self.mode_box.currentIndexChanged.connect(self._update)
        self.threshold.valueChanged.connect(self._update)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._update()

    @staticmethod
    def _side_box() -> QSpinBox:
        box = QSpinBox()
        box.setRange(1, LARGEST_SIDE)
        box.setValue(DEFAULT_SIDE)
        return box

    # ------------------------------------------------------------------ the picture

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Import picture"), self.folder, tr(IMAGE_FILTER)
        )
        if path:
            self.load(path)

    def load(self, path: str) -> bool:
        """Read a picture; a file that is not one is said in one line and changes nothing."""
        image = QImage(path)
        if image.isNull() or image.width() == 0 or image.height() == 0:
            self.file_label.setText(
                tr("{file}: not a picture Grid Games can read", file=Path(path).name)
            )
            self.file_label.setStyleSheet("color: #b00")
            return False
        self.path, self.folder = Path(path), str(Path(path).parent)
        self.file_label.setStyleSheet("")
        self.file_label.setText(
            tr("{file} ({width}\u00d7{height} pixels)", file=self.path.name, width=image.width(),
               height=image.height())
        )  # fmt: skip
        if max(image.width(), image.height()) > WORKING_SIDE:  # a photo: cells stay exact
            image = image.scaled(
                WORKING_SIDE, WORKING_SIDE, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )  # fmt: skip
        self.image = image_array(image)
        self._cells = None
        self._width_changed()
        return True

    def _width_changed(self, *_args: object) -> None:
        """With proportions kept, the height follows the width as the picture's do."""
        if self.keep_ratio.isChecked() and self.image is not None:
            height, width = self.image.shape[:2]
            rows = max(1, min(LARGEST_SIDE, round(self.width_box.value() * height / width)))
            self.height_box.blockSignals(True)
            self.height_box.setValue(rows)
            self.height_box.blockSignals(False)
        self._update()

    def _update(self, *_args: object) -> None:
        colour_count = self.mode_box.currentData() or 0
        self.threshold.setEnabled(colour_count == 0)
        self.threshold_label.setText(f"{self.threshold.value()}%")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if self.image is None:
            self.counts.setText(tr("Choose a PNG or JPEG picture to see the board it makes."))
            ok.setEnabled(False)
            return
        width, height = self.width_box.value(), self.height_box.value()
        if self._cells is None or self._cells.shape[:2] != (height, width):
            self._cells = scaled(self.image, width, height)  # once per size
        if colour_count:
            self.picture, self.palette_ = colour_cells(self._cells, colour_count)
        else:
            level = self.threshold.value() / 100
            self.picture, self.palette_ = dark_cells(self._cells, level), ()
        self.preview.show_picture(self.picture, self.palette_)
        puzzle = self.puzzle()
        filled = sum(bool(v) for row in self.picture for v in row)
        numbers = sum(len(clue) for clue in (*puzzle.rows, *puzzle.columns))
        shades = (
            tr.n(len(self.palette_) - 1, "1 colour", "{count} colours") if self.palette_ else ""
        )
        text = tr.n(
            numbers,
            "{width}\u00d7{height}: {filled} of {cells} cells filled, {shades}1 clue number",
            "{width}\u00d7{height}: {filled} of {cells} cells filled, {shades}{count} clue numbers",
            width=width, height=height, filled=filled, cells=width * height,
            shades=f"{shades}, " if shades else "",
        )  # fmt: skip
        self.counts.setText(text)
        ok.setEnabled(filled > 0)  # an empty board is no puzzle

    def puzzle(self) -> NonogramPuzzle:
        """The nonogram whose answer is the board shown, titled after the picture."""
        title = self.path.stem if self.path is not None else tr("Picture")
        return picture_puzzle(self.picture, self.palette_, {"title": title})

    def accept(self) -> None:
        if self.image is None:
            return
        self.imported.emit(self.puzzle())
        super().accept()
