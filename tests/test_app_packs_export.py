"""Game > Export...: every offered format saves (or copies) text that opens as the same puzzle,
and a file that cannot be written is reported without harm."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gridgames.formats.detect import load_puzzle
from tests.driver import open_window
from tests.helpers import shared

SHIKAKU = ("data", "shikaku", "gg", "pzprjs-test-6x6.gg")
NONOGRAM = ("data", "nonogram", "nonogram-db", "db", "webpbn", "6.non")
KURODOKO = ("data", "fillgrid", "gg", "pzprjs-kurodoko-5x5.gg")


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


def export_dialog(window, parts):
    assert window.open_puzzle(str(shared(*parts)))
    window.game_actions.export.trigger()
    dialog = window.export_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_export_waits_for_a_game(window) -> None:
    assert not window.game_actions.export.isEnabled()


@pytest.mark.parametrize(
    ("parts", "names"),
    [
        (SHIKAKU, ["gg", "tatham", "puzzlink"]),
        (NONOGRAM, ["gg", "non", "xml", "olsak", "tatham", "puzzlink"]),
        (KURODOKO, ["gg", "tatham", "puzzlink"]),
    ],
    ids=["shikaku", "nonogram", "kurodoko"],
)
def test_every_format_offered_round_trips(window, tmp_path: Path, parts, names) -> None:
    dialog = export_dialog(window, parts)
    puzzle = window.session.puzzle
    assert [spec.name for spec in dialog.formats] == names
    for spec in dialog.formats:
        dialog.choose(spec.name)
        assert dialog.preview.toPlainText() == dialog.text()
        target = tmp_path / spec.name  # no extension: the format's is added
        assert dialog.save_to(str(target))
        saved = Path(dialog.saved_path)
        assert saved.suffix == spec.extension
        assert load_puzzle(str(saved)) == puzzle
        if spec.one_line:
            dialog.copy_button.click()
            copied = QGuiApplication.clipboard().text()
            assert "\n" not in copied and load_puzzle(copied) == puzzle
    dialog.close()


def test_save_as_suggests_a_name_in_the_last_folder(window, tmp_path, monkeypatch) -> None:
    window.settings.setValue("files/exportDir", str(tmp_path))
    dialog = export_dialog(window, NONOGRAM)
    asked: list[str] = []

    def save_name(parent, caption, suggested, filters):
        asked.append(suggested)
        return str(tmp_path / "mine.non"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    dialog.choose("non")
    dialog.save_button.click()
    assert Path(asked[0]).parent == tmp_path and asked[0].endswith(".non")
    assert load_puzzle(str(tmp_path / "mine.non")) == window.session.puzzle
    dialog.close()
    assert window.settings.value("files/exportDir", "", type=str) == str(tmp_path)


def test_a_file_that_cannot_be_written_is_reported(window, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    dialog = export_dialog(window, SHIKAKU)
    folder = tmp_path / "taken.gg"
    folder.mkdir()  # a folder where the file should go
    assert not dialog.save_to(str(folder))
    assert len(shown) == 1 and "taken.gg" in shown[0]
    assert [p.name for p in tmp_path.iterdir()] == ["taken.gg"]  # no temporary file left
    dialog.close()


def test_formats_not_offered_are_named_with_why(window, tmp_path: Path) -> None:
    design = tmp_path / "design.gg"
    design.write_text("fillgrid 4x3\n# . . o\n. . . .\no . . #\n")
    assert window.open_puzzle(str(design))
    window.game_actions.export.trigger()
    dialog = window.export_dialog
    assert [spec.name for spec in dialog.formats] == ["gg"]
    assert dialog.not_offered.text() == (
        "Not offered, as they cannot hold a free Fill-grid puzzle: Nonogram (.non), webpbn "
        "XML (.xml), Ol\u0161\u00e1k griddler (.g), Simon Tatham's Puzzles game ID, "
        "puzz.link URL."
    )
    assert dialog.save_to(str(tmp_path / "again"))
    assert load_puzzle(str(tmp_path / "again.gg")).design == window.session.puzzle.design
