"""Game > Print..., Export as PDF... and Export Image... in the window: this puzzle or its
whole pack, n a page, answer pages (solved in a separate process when the file has none),
the printer path, and the board as PNG or SVG."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from gridgames.app.printing import page_layout
from gridgames.games.registry import genre_of
from gridgames.packs.keys import slug
from tests.driver import open_window
from tests.helpers import PUZZLES

SCARDY_CAT = PUZZLES / "webpbn-cc-by" / "6.non"  # third of the five in its pack
KURODOKO_URL = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"  # no answer in it


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", path.read_bytes()))


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


def click(widget) -> None:
    """On the box or dot at the left: the middle of a wide check box can be past its label."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(8, widget.height() // 2))


def check(box, ticked: bool = True) -> None:
    """(Un)tick a check box by clicking it, if a setting saved by an earlier test has not."""
    if box.isChecked() != ticked:
        click(box)
    assert box.isChecked() == ticked


def choose(combo, text: str) -> None:
    """Pick an entry the way a keyboard user does: focus, then walk down to it (`text`:
    what it shows, or its key: the paper sizes show Qt's names, "Letter / ANSI A")."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if text in (combo.currentText(), combo.currentData()):
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{text!r} not offered")


def dialog_for(window, to_pdf: bool):
    action = window.game_actions.export_pdf if to_pdf else window.game_actions.print
    action.trigger()
    dialog = window.paper.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_commands_wait_for_a_game_and_sit_in_the_game_menu(window):
    a = window.game_actions
    assert not any(x.isEnabled() for x in (a.print, a.export_pdf, a.export_image))
    game_menu = window.menuBar().actions()[0].menu()
    texts = [action.text() for action in game_menu.actions()]
    assert {"&Print...", "Export as P&DF...", "Export &Image..."} <= set(texts)
    assert window.open_puzzle(str(SCARDY_CAT))
    assert all(x.isEnabled() for x in (a.print, a.export_pdf, a.export_image))


def test_a_whole_pack_four_a_page_with_answers(window, tmp_path, monkeypatch):
    assert window.open_puzzle(str(SCARDY_CAT))
    dialog = dialog_for(window, to_pdf=True)
    assert "5 puzzles" in dialog.whole_pack.text() and dialog.whole_pack.isVisible()
    click(dialog.whole_pack)
    choose(dialog.per_page, "4")
    choose(dialog.paper, "Letter")
    check(dialog.answers)
    choice = dialog.choice()
    assert (len(choice.sheets), choice.per_page, choice.paper, choice.answers) == (
        5, 4, "Letter", True,
    )  # fmt: skip
    out = tmp_path / "pack.pdf"
    asked = []

    def save_as(parent, title, suggested, name_filter):
        asked.append(Path(suggested).name)
        return str(out), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    QTest.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert asked == [f"{slug(window.paper.current()[1].title)}.pdf"]  # the pack's name
    assert pdf_pages(out) == 4  # two pages of puzzles, two of answers
    assert b"/MediaBox [0 0 612.000000 792.000000]" in out.read_bytes()  # Letter
    assert "Saved pack.pdf (4 pages)" in window.statusBar().currentMessage()
    again = dialog_for(window, to_pdf=False)  # the choices are remembered
    assert (again.per_page.currentText(), again.paper.currentData()) == ("4", "Letter")
    assert again.answers.isChecked() and again.this_puzzle.isChecked()
    again.reject()


def test_answers_are_solved_in_another_process_when_the_puzzle_has_none(window, tmp_path):
    from gridgames.app.paper import answers_off_window

    assert window.open_puzzle(KURODOKO_URL)
    sheet, pack = window.paper.current()
    assert pack is None and sheet.puzzle.given_solution is None
    (answered,) = answers_off_window(window, [sheet])
    assert genre_of(sheet.puzzle).check(sheet.puzzle, answered.answer) == []
    dialog = dialog_for(window, to_pdf=True)
    check(dialog.answers)
    out = tmp_path / "one.pdf"
    assert window.paper.run(dialog.choice(), to_pdf=True, path=str(out))
    assert pdf_pages(out) == 2


def test_the_printer_path_draws_the_same_pages(window, tmp_path):
    assert window.open_puzzle(str(SCARDY_CAT))
    dialog = dialog_for(window, to_pdf=False)
    click(dialog.whole_pack)
    choose(dialog.per_page, "2")
    check(dialog.answers, False)
    choice = dialog.choice()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    printer.setPageLayout(page_layout(choice.paper))
    assert window.paper.print_on(printer, choice, choice.sheets)
    assert pdf_pages(out) == 3  # five puzzles, two a page


def test_export_image_writes_the_board(window, tmp_path):
    assert window.open_puzzle(str(SCARDY_CAT))
    png, svg = tmp_path / "cat.png", tmp_path / "cat.svg"
    assert window.paper.export_image(str(png)) and window.paper.export_image(str(svg))
    image = QImage(str(png))
    assert not image.isNull() and image.width() > 600
    assert svg.read_text(encoding="utf-8").count("<text") > 40  # every clue number
    assert window.paper.export_image(str(tmp_path / "noext"))
    assert (tmp_path / "noext.png").is_file()
