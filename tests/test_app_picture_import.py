"""Game > Import Picture...: the dialog driven by real clicks and keys offscreen: a PNG chosen,
the size and threshold moved, the preview and counts following, and Create Puzzle opening
the nonogram in edit mode; a file that is no picture is one line and changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from gridgames.app.picture_import import PictureImportDialog, image_array
from tests.driver import open_window


def write_png(path: Path) -> Path:
    """60x40 px: white paper, a black square (px 0-19 x 0-19), a mid-grey bar (px 40-59 x
    20-39, brightness 0.5)."""
    image = QImage(60, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    for x in range(60):
        for y in range(40):
            if x < 20 and y < 20:
                image.setPixelColor(x, y, QColor(0, 0, 0))
            elif x >= 40 and y >= 20:
                image.setPixelColor(x, y, QColor(128, 128, 128))
    assert image.save(str(path))
    return path


@pytest.fixture
def png(tmp_path: Path) -> Path:
    return write_png(tmp_path / "square.png")


def choose(qtbot, dialog: PictureImportDialog, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
    QTest.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)


def set_spin(box, value: int) -> None:
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, str(value))
    QTest.keyClick(box, Qt.Key.Key_Tab)


def test_the_image_reads_as_rgba(png: Path) -> None:
    array = image_array(QImage(str(png)))
    assert array.shape == (40, 60, 4)
    assert tuple(array[0, 0]) == (0, 0, 0, 255) and tuple(array[0, 30]) == (255, 255, 255, 255)


def test_size_threshold_and_preview_follow_every_change(qtbot, monkeypatch, png) -> None:
    dialog = PictureImportDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()  # nothing to make yet
    choose(qtbot, dialog, monkeypatch, png)
    assert "square.png (60\u00d740 pixels)" in dialog.file_label.text()
    set_spin(dialog.width_box, 6)
    assert dialog.height_box.value() == 4  # the picture's proportions kept
    # At 50% the grey bar (brightness 0.5) is paper; the square is 2x2 cells of ink.
    assert dialog.preview.picture == (
        (True, True, False, False, False, False),
        (True, True, False, False, False, False),
        (False,) * 6,
        (False,) * 6,
    )
    assert dialog.counts.text() == "6\u00d74: 4 of 24 cells filled, 4 clue numbers"
    dialog.threshold.setFocus()
    for _ in range(5):  # the keyboard moves the slider by its steps: 50% -> 55%
        QTest.keyClick(dialog.threshold, Qt.Key.Key_Right)
    assert dialog.threshold.value() == 55 and dialog.threshold_label.text() == "55%"
    assert dialog.preview.picture[2] == (False, False, False, False, True, True)
    assert dialog.counts.text() == "6\u00d74: 8 of 24 cells filled, 8 clue numbers"
    # Unlock the proportions: the height is the author's.
    QTest.mouseClick(dialog.keep_ratio, Qt.MouseButton.LeftButton)
    set_spin(dialog.height_box, 2)
    assert dialog.preview.picture == (
        (True, True, False, False, False, False),
        (False, False, False, False, True, True),
    )
    made = []
    dialog.imported.connect(made.append)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert len(made) == 1 and not dialog.isVisible()
    puzzle = made[0]
    assert (puzzle.width, puzzle.height, puzzle.meta["title"]) == (6, 2, "square")
    assert puzzle.given_solution == dialog.preview.picture


def test_colours_are_previewed_with_their_palette(qtbot, monkeypatch, png) -> None:
    dialog = PictureImportDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog, monkeypatch, png)
    set_spin(dialog.width_box, 6)
    dialog.mode_box.setFocus()
    QTest.keyClick(dialog.mode_box, Qt.Key.Key_Down)
    QTest.keyClick(dialog.mode_box, Qt.Key.Key_Down)  # "2 colours"
    assert dialog.mode_box.currentData() == 2 and not dialog.threshold.isEnabled()
    names = [colour.name for colour in dialog.preview.palette_]
    assert names == ["white", "grey", "black"]  # the background, then lightest first
    assert dialog.preview.picture[0][:2] == (2, 2) and dialog.preview.picture[3][4:] == (1, 1)
    assert "2 colours" in dialog.counts.text()
    puzzle = dialog.puzzle()
    assert puzzle.is_colour and puzzle.given_solution == dialog.preview.picture


def test_a_file_that_is_no_picture_is_one_line(qtbot, monkeypatch, png, tmp_path) -> None:
    dialog = PictureImportDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog, monkeypatch, png)
    bad = tmp_path / "notes.png"
    bad.write_text("not a picture")
    choose(qtbot, dialog, monkeypatch, bad)
    assert dialog.file_label.text() == "notes.png: not a picture Grid Games can read"
    assert dialog.path == png  # the picture chosen before stays
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_the_menu_entry_opens_the_picture_in_edit_mode(qtbot, monkeypatch, png) -> None:
    window = open_window(qtbot)
    window.game_actions.import_picture.trigger()
    dialog = window.picture_dialog
    assert dialog is not None and dialog.isVisible()
    choose(qtbot, dialog, monkeypatch, png)
    set_spin(dialog.width_box, 6)
    QTest.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert window.editing
    edited = window.edit_mode.session.puzzle
    assert (edited.width, edited.height) == (6, 4)
    assert edited.rows == ((2,), (2,), (), ())
    assert window.windowTitle().startswith("Editing: square")
    # Played from edit mode, the made puzzle is kept in My puzzles as the author's own.
    assert window.play_edited()
    mine = window.shelf.library.find("mine:")
    assert [e.title for e in mine.entries] == ["square"]
    assert mine.entries[0].note.startswith("Made")
    assert mine.load(mine.entries[0]) == window.session.puzzle


def test_export_in_edit_mode_saves_the_design_and_keeps_it_once(
    qtbot, monkeypatch, png, tmp_path
) -> None:
    from gridgames.formats.detect import load_puzzle

    window = open_window(qtbot)
    window.game_actions.import_picture.trigger()
    dialog = window.picture_dialog
    choose(qtbot, dialog, monkeypatch, png)
    set_spin(dialog.width_box, 6)
    dialog.accept()
    assert window.editing and window.game_actions.export.isEnabled()
    window.game_actions.export.trigger()
    export = window.export_dialog
    assert export.save_to(str(tmp_path / "made"))
    assert load_puzzle(str(tmp_path / "made.gg")) == window.edit_mode.session.puzzle
    window.game_actions.export.trigger()  # again: still one entry in My puzzles
    assert window.play_edited()
    mine = window.shelf.library.find("mine:")
    assert [e.title for e in mine.entries] == ["square"]
