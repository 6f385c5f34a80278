"""The pack browser: built-in and added packs with progress, filters and sorting, credits, packs
opened from folders and zips (and remembered), drops, and bad packs that change nothing."""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox, QPlainTextEdit

from gridgames.app.packs_model import GENRE, SIZE, TITLE
from gridgames.packs import BUILTIN
from tests.driver import BoardDriver, open_window
from tests.helpers import write_pack

SHIKAKU = "shikaku 2x2\ntitle: Two twos\n2 .\n. 2\n"
NON = 'title "Dot"\nby "Ann"\nwidth 1\nheight 1\n\nrows\n1\n\ncolumns\n1\n'
BROKEN = "shikaku 3x3\n. . 3\n. x .\n. . .\n"  # line 3: not a number
MANIFEST = """\
format = 1
id = "test.tess"
title = "Tess's puzzles"
author = "Tess"
licence = "CC-BY-4.0"
licence_file = "LICENSE"
copyright = "(c) 2026 Tess"

[[puzzle]]
file = "two.gg"
difficulty = "easy"

[[puzzle]]
file = "dot.non"
title = "The dot"

[[puzzle]]
file = "broken.gg"
"""
FILES = {"two.gg": SHIKAKU, "dot.non": NON, "broken.gg": BROKEN, "LICENSE": "CC BY 4.0 text\n"}
TATHAM_IDS = "# two puzzles\nrect:3x3:3b3b3\npattern:1x1:1/1\n"


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *args: shown.append(text)
    )
    return shown


@pytest.fixture
def pack_folder(tmp_path: Path) -> Path:
    return write_pack(tmp_path / "tess", FILES, MANIFEST)


def shown_rows(window, column: int = TITLE) -> dict[str, list[str]]:
    """What the browser shows: pack headings (without their counts) and a column of their
    puzzles (titles by default)."""
    proxy = window.packs.proxy
    rows = {}
    for r in range(proxy.rowCount()):
        heading = proxy.index(r, TITLE)
        titles = [proxy.index(c, column, heading).data() for c in range(proxy.rowCount(heading))]
        rows[heading.data().split("  \u00b7  ")[0]] = titles
    return rows


def choose_file(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))


def user_refs(window) -> list[str]:
    return window.shelf.store.user_packs()


# ---------------------------------------------------------------- browsing


def test_built_in_packs_are_listed_with_genre_size_and_level(window) -> None:
    rows = shown_rows(window)
    assert "Seed boards" in rows and "Jan Wolter's webpbn classics" in rows
    model = window.packs.model
    pack = window.shelf.library.find(BUILTIN + "mit-samples")
    index = model.puzzle_index(pack.entries[0].key)
    cells = [index.siblingAtColumn(c).data() for c in range(6)]
    assert cells[:4] == ["pzprjs Shikaku 6x6", "Shikaku", "6\u00d76", "Easy"]
    assert cells[4:] == ["", ""]  # no best time, new


def test_filter_by_text_genre_and_state(window) -> None:
    panel = window.packs
    panel.filter_edit.setText("002")
    rows = shown_rows(window)
    assert list(rows) == ["Seed boards"]
    assert len(rows["Seed boards"]) == 8 and all("002" in t for t in rows["Seed boards"])
    panel.filter_edit.setText("webpbn")  # a pack's title shows all its puzzles
    assert len(shown_rows(window)["Jan Wolter's webpbn classics"]) == 5
    panel.filter_edit.clear()

    panel.genre_box.setCurrentIndex(panel.genre_box.findData("kurodoko"))
    genres = shown_rows(window, GENRE)
    assert set(sum(genres.values(), [])) == {"Kurodoko"}
    assert len(genres["Samples from open-source puzzle projects"]) == 2
    assert "Seed boards" not in genres  # a pack with no match is hidden
    panel.genre_box.setCurrentIndex(0)

    first = panel.first_playable()
    window.packs.chosen.emit(*first)
    BoardDriver(window.view).drag([(0, 0), (1, 1)])
    panel.state_box.setCurrentIndex(panel.state_box.findData("in progress"))
    rows = shown_rows(window)
    assert sum(len(titles) for titles in rows.values()) == 1
    panel.state_box.setCurrentIndex(panel.state_box.findData("new"))
    assert window.packs.model.puzzle_index(first[1]).data() not in sum(
        shown_rows(window).values(), []
    )


def test_sorting_by_a_column_orders_puzzles_within_each_pack(window) -> None:
    tree, proxy = window.packs.tree, window.packs.proxy
    packs_before = list(shown_rows(window))
    header = tree.header()
    x = header.sectionViewportPosition(SIZE) + header.sectionSize(SIZE) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    assert header.sortIndicatorSection() == SIZE
    for order in ("ascending", "descending"):
        assert list(shown_rows(window)) == packs_before  # packs keep their order
        seeds = proxy.index(0, TITLE)
        areas = [_area(proxy.index(r, SIZE, seeds).data()) for r in range(proxy.rowCount(seeds))]
        assert areas == sorted(areas, reverse=order == "descending")
        QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def _area(size: str) -> int:
    width, height = size.split("\u00d7")
    return int(width) * int(height)


def test_credits_show_title_author_copyright_and_licence(window) -> None:
    ref = BUILTIN + "webpbn-cc-by"
    pack = window.shelf.library.find(ref)
    entry = next(e for e in pack.entries if e.title == "Scardy Cat")
    window.packs.select_key(entry.key)
    text = window.packs.credits.text()
    for part in ("Scardy Cat", "Jan Wolter", "\u00a9 2004 Jan Wolter", "CC-BY-3.0", pack.title):
        assert part.replace("'", "&#x27;") in text
    window.packs.credits.linkActivated.emit("licence:" + ref)  # the licence opens
    boxes = [box for box in window.packs.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    assert boxes[0].findChild(QPlainTextEdit).toPlainText() == pack.licence_text


# ---------------------------------------------------------------- adding packs


def test_open_pack_adds_a_folder_with_its_broken_entry_greyed(
    window, monkeypatch, pack_folder, warnings
):
    choose_file(monkeypatch, pack_folder / "pack.toml")
    window.game_actions.open_pack.trigger()
    assert shown_rows(window)["Tess's puzzles"] == ["Two twos", "The dot", "broken"]
    assert user_refs(window) == [str(pack_folder.absolute())]
    pack = window.shelf.library.find(str(pack_folder.absolute()))
    broken = window.packs.model.puzzle_index(pack.entries[2].key)
    assert not broken.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "broken.gg:3" in broken.data(Qt.ItemDataRole.ToolTipRole)
    assert "Tess's puzzles" in window.status.currentMessage()
    assert window.session is None  # adding a pack does not start a game

    double_click(window, broken)  # a greyed entry does not open
    assert window.session is None and warnings == []
    double_click(window, window.packs.model.puzzle_index(pack.entries[0].key))
    assert window.session is not None and window.windowTitle().startswith("Two twos")


def double_click(window, source_index) -> None:
    tree = window.packs.tree
    index = window.packs.proxy.mapFromSource(source_index)
    tree.scrollTo(index)
    point = tree.visualRect(index).center()
    # A hand's double-click: QTest's DClick alone has no press before it, and a view only
    # activates the row its press began on.
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QTest.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_an_added_pack_is_remembered_and_plays(qtbot, monkeypatch, pack_folder) -> None:
    window = open_window(qtbot)
    choose_file(monkeypatch, pack_folder)  # a folder works as well as its pack.toml
    window.game_actions.open_pack.trigger()
    window.close()
    again = open_window(qtbot)
    assert "Tess's puzzles" in shown_rows(again)
    pack = again.shelf.library.find(str(pack_folder.absolute()))
    again.packs.chosen.emit(pack.ref, pack.entries[1].key)
    assert again.session.puzzle.genre == "nonogram"
    assert again.windowTitle().startswith("The dot")
    assert "Tess" in again.packs.credits.text() and "CC-BY-4.0" in again.packs.credits.text()


def test_a_zip_pack_opens_and_is_remembered(qtbot, monkeypatch, tmp_path) -> None:
    archive = tmp_path / "tess.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("pack.toml", MANIFEST)
        for name, text in FILES.items():
            out.writestr(name, text)
    window = open_window(qtbot)
    choose_file(monkeypatch, archive)
    window.game_actions.open_pack.trigger()
    assert user_refs(window) == [str(archive.absolute())]
    pack = window.shelf.library.find(str(archive.absolute()))
    window.packs.chosen.emit(pack.ref, pack.entries[0].key)
    assert (window.session.puzzle.width, window.session.puzzle.height) == (2, 2)
    window.close()
    assert "Tess's puzzles" in shown_rows(open_window(qtbot))


def test_opening_a_pack_twice_lists_it_once(window, monkeypatch, pack_folder) -> None:
    choose_file(monkeypatch, pack_folder)
    window.game_actions.open_pack.trigger()
    window.game_actions.open_pack.trigger()
    assert list(shown_rows(window)).count("Tess's puzzles") == 1
    assert len(user_refs(window)) == 1


def test_a_built_in_pack_opened_again_is_not_added(window, monkeypatch) -> None:
    folder = window.shelf.library.find(BUILTIN + "seeds").location
    choose_file(monkeypatch, folder)
    window.game_actions.open_pack.trigger()
    assert user_refs(window) == []
    assert list(shown_rows(window)).count("Seed boards") == 1


def test_a_pack_is_removed_from_its_context_menu(qtbot, monkeypatch, pack_folder) -> None:
    window = open_window(qtbot)
    choose_file(monkeypatch, pack_folder)
    window.game_actions.open_pack.trigger()
    tree, proxy = window.packs.tree, window.packs.proxy
    heading = proxy.mapFromSource(window.packs.model.pack_index(str(pack_folder.absolute())))
    tree.scrollTo(heading)
    tree.customContextMenuRequested.emit(tree.visualRect(heading).center())
    menu = next(m for m in window.packs.findChildren(QMenu) if m.isVisible())
    remove = next(a for a in menu.actions() if a.text().startswith("Remove"))
    remove.trigger()
    menu.close()
    assert "Tess's puzzles" not in shown_rows(window) and user_refs(window) == []
    window.close()
    assert "Tess's puzzles" not in shown_rows(open_window(qtbot))


def test_built_in_packs_cannot_be_removed(window) -> None:
    tree, proxy = window.packs.tree, window.packs.proxy
    tree.customContextMenuRequested.emit(tree.visualRect(proxy.index(0, TITLE)).center())
    menu = next(m for m in window.packs.findChildren(QMenu) if m.isVisible())
    assert not any(a.text().startswith("Remove") for a in menu.actions())
    menu.close()


def test_a_pack_that_vanished_stays_listed_with_why(qtbot, monkeypatch, pack_folder) -> None:
    window = open_window(qtbot)
    choose_file(monkeypatch, pack_folder)
    window.game_actions.open_pack.trigger()
    window.close()
    shutil.rmtree(pack_folder)
    again = open_window(qtbot)
    ref = str(pack_folder.absolute())
    heading = again.packs.model.pack_index(ref)
    assert "cannot be opened" in heading.data()
    assert "no such file or folder" in heading.data(Qt.ItemDataRole.ToolTipRole)
    again.packs.remove_requested.emit(ref)
    assert user_refs(again) == []


def test_a_bad_pack_names_file_and_line_and_the_game_is_untouched(
    window, warnings, tmp_path
) -> None:
    window.packs.chosen.emit(*window.packs.first_playable())
    BoardDriver(window.view).drag([(0, 0), (1, 1)])
    session, board = window.session, window.session.play.snapshot()
    bad = write_pack(tmp_path / "bad", {"a.gg": SHIKAKU}, 'format = 1\ntitle = "Bad"\n[[puzzle]\n')
    assert not window.open_puzzle(str(bad))
    assert len(warnings) == 1
    assert "pack.toml" in warnings[0] and "Line 3" in warnings[0]
    assert window.session is session and session.play.snapshot() == board
    assert session.undo_stack.count() == 1 and user_refs(window) == []


# ---------------------------------------------------------------- drops


def drop(window, mime: QMimeData) -> bool:
    """A drag entering the window and dropping: was it accepted?"""
    point = QPointF(window.width() / 2, window.height() / 2)
    actions, buttons = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton
    modifiers = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point.toPoint(), actions, mime, buttons, modifiers)
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False
    event = QDropEvent(point, actions, mime, buttons, modifiers)
    QApplication.sendEvent(window, event)
    return event.isAccepted()


def files(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    return mime


def test_a_dropped_puzzle_file_opens(window, tmp_path) -> None:
    path = tmp_path / "two.gg"
    path.write_text(SHIKAKU, encoding="utf-8")
    assert drop(window, files(path))
    assert window.session is not None and window.windowTitle().startswith("Two twos")


def test_a_dropped_folder_zip_or_list_of_ids_is_a_pack(window, tmp_path, pack_folder) -> None:
    ids = tmp_path / "ids.txt"
    ids.write_text(TATHAM_IDS, encoding="utf-8")
    assert drop(window, files(pack_folder, ids))
    rows = shown_rows(window)
    assert rows["Tess's puzzles"] == ["Two twos", "The dot", "broken"]
    assert rows["ids"] == ["ids 1", "ids 2"]
    assert window.session is None


def test_a_dropped_url_opens(window) -> None:
    mime = QMimeData()
    mime.setText("https://puzz.link/p?hitori/4/4/1114142333214213\n")
    assert drop(window, mime)
    assert window.session.puzzle.genre == "fillgrid"


def test_a_bad_drop_is_reported_and_changes_nothing(window, warnings, tmp_path) -> None:
    window.packs.chosen.emit(*window.packs.first_playable())
    session = window.session
    bad = tmp_path / "broken.gg"
    bad.write_text(BROKEN, encoding="utf-8")
    assert drop(window, files(bad))
    assert len(warnings) == 1 and "broken.gg" in warnings[0] and "Line 3" in warnings[0]
    assert window.session is session


def test_nothing_droppable_is_refused(window) -> None:
    assert not drop(window, QMimeData())


def test_a_listed_file_opened_by_path_is_its_pack_entry(window) -> None:
    """`gridgames puzzles/seeds/x.gg` or Open... on a built-in file plays the browser's entry:
    same progress, title and credits."""
    pack = window.shelf.library.find(BUILTIN + "mit-samples")
    entry = pack.entries[0]
    assert window.open_puzzle(str(pack.location / entry.source_name))
    assert window.shelf.link.key == entry.key
    assert window.windowTitle().startswith(entry.title)
    assert window.packs.current_key == entry.key and entry.title in window.packs.credits.text()


# ---------------------------------------------------------------- packs without pack.toml

from tests.pack_samples import make_pack  # noqa: E402


def test_open_folder_lists_a_plain_folder_and_names_each_bad_file(window, monkeypatch, tmp_path):
    folder = make_pack(
        tmp_path / "Ann's puzzles",
        {"10.gg": "shikaku 2x2\n2 .\n. 2\n", "2.gg": "shikaku 2x2\n. 2\n2 .\n",
         "bad.gg": "shikaku 2x2\n. 9\n2 .\n", "notes.md": "hello"},
        None,
    )  # fmt: skip
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: str(folder))
    window.game_actions.open_folder.trigger()
    assert shown_rows(window)["Ann's puzzles"] == ["2", "10", "bad"]
    assert user_refs(window) == [str(folder.absolute())]
    box = window.pack_problems
    assert box is not None and box.isVisible() and not box.isModal()
    pack = window.shelf.library.find(str(folder.absolute()))
    assert box.informativeText() == (
        "\u2022 bad.gg:2: clue 9 at row 1, column 2 is larger than the board (2x2 = 4 cells)"
    )
    assert "bad.gg:2: clue 9" in str(pack.entries[2].error)  # the tooltip: a long path cut
    # in its middle keeps the file's name and line
    double_click(window, window.packs.model.puzzle_index(pack.entries[1].key))
    assert window.session is not None and window.windowTitle().startswith("10")
    box.close()


def test_a_plain_zip_opens_from_open_pack(window, monkeypatch, tmp_path) -> None:
    archive = tmp_path / "mailed.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("b.gg", "shikaku 2x2\n2 .\n. 2\n")
        out.writestr("a.gg", "shikaku 2x2\n. 2\n2 .\n")
    choose_file(monkeypatch, archive)
    window.game_actions.open_pack.trigger()
    assert shown_rows(window)["mailed"] == ["a", "b"]
    assert window.pack_problems is None  # nothing wrong: no box
