"""My puzzles in the window: what is pasted, generated or opened from a file is listed first,
newest on top, selected while played, kept across a restart with its progress, and exported
as a zip pack from the menu; a puzzle of a listed pack is not copied there."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox

from gridgames.formats.gg import read_gg
from gridgames.packs import open_pack
from gridgames.packs.mine import MINE
from tests.driver import BoardDriver, open_window
from tests.helpers import shared

PASTED_ID = "rect:4x4:a4c4c4c4b"  # a 4x4 Shikaku
OPENED_TITLE = "pzprjs test puzzle (test/script/shikaku.js)"  # its own title
GENERATED = read_gg("fillgrid 3x3 hitori\ntitle: Hitori 3x3 easy\n1 1 3\n2 3 1\n3 2 2\n")


@pytest.fixture(autouse=True)
def no_warnings(monkeypatch):
    """A warning box would wait for a click for ever: fail the test instead."""

    def warning(parent, title, text, *args):
        raise AssertionError(f"unexpected warning: {text}")

    monkeypatch.setattr(QMessageBox, "warning", warning)


def mine_titles(window) -> list[str]:
    pack = window.shelf.library.find(MINE)
    return [entry.title for entry in pack.entries]


def paste(window, monkeypatch, text: str) -> None:
    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *args: (text, True))
    window.game_actions.paste.trigger()


def test_pasted_generated_and_opened_puzzles_are_listed_newest_first(qtbot, monkeypatch) -> None:
    window = open_window(qtbot)
    assert window.shelf.library.packs[0].ref == MINE and mine_titles(window) == []
    paste(window, monkeypatch, PASTED_ID)
    window.new_puzzle()
    window.new_puzzle_dialog.generated.emit(GENERATED)
    window.new_puzzle_dialog.close()
    assert window.open_puzzle(str(shared("data", "shikaku", "gg", "pzprjs-test-6x6.gg")))
    assert mine_titles(window) == [OPENED_TITLE, "Hitori 3x3 easy", "Shikaku 4\u00d74"]
    # The game on the board is the selected row of My puzzles, under the same key.
    current = window.packs.tree.currentIndex()
    assert current.data() == OPENED_TITLE
    assert window.game.key == window.shelf.library.find(MINE).entries[0].key

    # Play a move on the pasted one from the list; a new window still has it all.
    window.packs.chosen.emit(MINE, window.shelf.library.find(MINE).entries[2].key)
    assert window.windowTitle().startswith("Shikaku 4\u00d74")
    BoardDriver(window.view).drag([(0, 0), (1, 1)])
    moves = window.session.undo_stack.index()
    assert moves == 1
    window.close()
    again = open_window(qtbot)
    assert mine_titles(again) == [OPENED_TITLE, "Hitori 3x3 easy", "Shikaku 4\u00d74"]
    again.packs.chosen.emit(MINE, again.shelf.library.find(MINE).entries[2].key)
    assert again.session.undo_stack.index() == moves  # the progress came along
    paste(again, monkeypatch, PASTED_ID)  # pasted again: the same entry, moved up
    assert mine_titles(again) == ["Shikaku 4\u00d74", OPENED_TITLE, "Hitori 3x3 easy"]
    assert again.session.undo_stack.index() == moves


def test_a_file_without_a_title_is_listed_by_its_name(window, tmp_path: Path) -> None:
    (tmp_path / "sunday.gg").write_text("shikaku 2x2\n2 .\n. 2\n")
    assert window.open_puzzle(str(tmp_path / "sunday.gg"))
    assert mine_titles(window) == ["sunday"]


def test_a_puzzle_of_a_listed_pack_is_not_copied(window) -> None:
    pack = window.shelf.library.packs[1]  # a built-in pack
    window.packs.chosen.emit(pack.ref, pack.entries[0].key)
    assert window.session is not None and mine_titles(window) == []


def test_export_my_puzzles_writes_a_zip_pack(window, monkeypatch, tmp_path: Path) -> None:
    paste(window, monkeypatch, PASTED_ID)
    target = tmp_path / "shared"  # no extension: .zip is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    window.game_actions.export_mine.trigger()
    pack = open_pack(tmp_path / "shared.zip")
    assert pack.title == "My puzzles" and [e.title for e in pack.entries] == ["Shikaku 4\u00d74"]
    assert pack.load(pack.entries[0]) == window.session.puzzle
    assert "Saved 1 puzzle to" in window.status.currentMessage()


def test_remove_from_my_puzzles_in_the_context_menu(window, monkeypatch) -> None:
    paste(window, monkeypatch, PASTED_ID)
    tree = window.packs.tree
    index = tree.currentIndex()
    assert index.data() == "Shikaku 4\u00d74"
    tree.customContextMenuRequested.emit(tree.visualRect(index).center())
    menu = next(m for m in window.packs.findChildren(QMenu) if m.isVisible())
    texts = [action.text() for action in menu.actions()]
    assert "Export My Puzzles as Zip Pack..." in texts
    assert not any(text.startswith("Remove \u201c") for text in texts)  # the pack stays
    next(a for a in menu.actions() if a.text() == "Remove from My Puzzles").trigger()
    menu.close()
    assert mine_titles(window) == []
    assert window.session is not None  # the game goes on


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


def test_the_credits_say_where_it_came_from(window, monkeypatch) -> None:
    paste(window, monkeypatch, PASTED_ID)
    window.packs._show_credits(window.packs.tree.currentIndex())
    text = window.packs.credits.text()
    assert "Pasted" in text and "From <i>My puzzles</i>" in text and "Licence" not in text
    assert window.packs.tree.currentIndex().flags() & Qt.ItemFlag.ItemIsEnabled
