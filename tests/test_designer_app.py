"""Edit mode in the window: undo, a pack's puzzle edited as a copy, typing numbers and
clues, the genre's fills, stale verdicts, and `gridgames --screenshot OUT --edit PUZZLE`
for every kind."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

import gridgames.app.main as app_main
from gridgames.app.main import take_screenshot
from gridgames.games.registry import genre_of
from tests.driver import RIGHT, BoardDriver, open_window
from tests.mouse_widgets import click_button
from tests.test_designer_mouse import JUDGED_MS, verdict

ROOT = Path(__file__).resolve().parents[1]
CROSSWORD = "fillgrid 5x5 free\n# . . . .\n. . . . .\n. . o . .\n. . . . .\n. . . . #\n"
PUZZLES = {
    "shikaku": ROOT / "puzzles" / "mit-samples" / "pzprjs-test-6x6.gg",
    "nonogram": ROOT / "puzzles" / "generated-nonogram" / "nonogram-5x5-easy-1.gg",
    "hitori": ROOT / "puzzles" / "generated-hitori" / "hitori-5x5-easy-1.gg",
    "kurodoko": ROOT / "puzzles" / "generated-kurodoko" / "kurodoko-5x5-easy-1.gg",
}


@pytest.fixture
def window(qtbot):
    return open_window(qtbot, 1000, 760)


def edit(window, puzzle_path) -> BoardDriver:
    assert window.open_puzzle(str(puzzle_path))
    window.game_actions.edit_puzzle.trigger()
    assert window.editing
    return BoardDriver(window.edit_mode.view)


def test_ctrl_z_and_ctrl_shift_z_undo_and_redo_edits(qtbot, window) -> None:
    board = edit(window, PUZZLES["kurodoko"])
    before = window.edit_mode.session.puzzle
    board.click((0, 0), Qt.MouseButton.RightButton)  # clears its number, if any...
    window.edit_mode.bar.choose_pen(3)
    board.click((0, 1))
    after = window.edit_mode.session.puzzle
    assert after.numbers[0][1] == 3
    view = window.edit_mode.view
    view.setFocus()
    board.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.edit_mode.session.puzzle.numbers[0][1] == before.numbers[0][1]
    board.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.edit_mode.session.puzzle == after
    assert window.game_actions.hint.isEnabled() is False  # play's tools wait
    verdict(qtbot, window)


def test_a_packs_puzzle_is_edited_as_a_copy(qtbot, window) -> None:
    path = PUZZLES["hitori"]
    text = path.read_text(encoding="utf-8")
    board = edit(window, path)
    original = window.game
    assert "a copy of" in window.edit_mode.bar.title.text()
    window.edit_mode.bar.choose_pen(1)
    numbers = window.edit_mode.session.puzzle.numbers
    cell = next((r, c) for r, row in enumerate(numbers) for c, n in enumerate(row) if n != 1)
    board.click(cell)
    edited = window.edit_mode.session.puzzle
    click_button(window.edit_mode.bar.play_button)
    assert not window.editing
    assert window.session.puzzle == edited and window.game.key != original.key
    assert window.game_title.endswith("(edited)")
    assert path.read_text(encoding="utf-8") == text  # the pack's file is untouched


def test_digits_type_a_number_and_backspace_takes_one_off(qtbot, window) -> None:
    board = edit(window, PUZZLES["shikaku"])
    view = window.edit_mode.view
    board.click((5, 5))  # the keyboard goes to this cell
    view.setFocus()
    for k in (Qt.Key.Key_1, Qt.Key.Key_2):
        board.key(k)
    editor, session = window.edit_mode.session.editor, window.edit_mode.session
    assert editor.number_at(session.draft, (5, 5)) == 12
    board.key(Qt.Key.Key_Backspace)
    assert editor.number_at(session.draft, (5, 5)) == 1
    assert session.undo_stack.count() == 1  # typing in one cell is one undo step
    board.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.number_at(session.draft, (5, 5)) is None
    board.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert editor.number_at(session.draft, (5, 5)) == 1
    board.key(Qt.Key.Key_Backspace)
    assert editor.number_at(session.draft, (5, 5)) is None
    verdict(qtbot, window)


def test_a_nonogram_clue_is_typed_in_its_clue_area(qtbot, window) -> None:
    blank = genre_of_name("nonogram").editor().blank(None, 5, 5)
    window.enter_edit_mode(blank, "New Nonogram", "new")
    view = window.edit_mode.view
    geo = view.board_geometry()
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    beside_row_2 = QPoint(int(geo.board_rect.left() + 3), int(geo.y(2) + geo.cell / 2))
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, beside_row_2)
    view.setFocus()
    QTest.keyClicks(view, "1 1")
    QTest.keyClick(view, Qt.Key.Key_Return)
    session = window.edit_mode.session
    assert session.puzzle.rows[2] == (1, 1)
    assert 2 in session.editor.typed_lines(session.draft)[0]
    # The columns are still blank: the bar says so at once, with no engine job.
    assert window.edit_mode.pending is None
    assert "fill 2 cells but the column clues fill 0" in window.edit_mode.bar.verdict.text()


def test_hitori_starts_from_a_latin_square(qtbot, window) -> None:
    window.enter_edit_mode(
        genre_of_name("fillgrid").editor().blank("hitori", 5, 5), "New Hitori", "new"
    )
    bar = window.edit_mode.bar
    labels = [button.text() for button in bar.fill_buttons]
    assert labels and "Latin" in labels[0]
    click_button(bar.fill_buttons[0])
    numbers = window.edit_mode.session.puzzle.numbers
    for line in (*numbers, *zip(*numbers, strict=True)):
        assert sorted(line) == [1, 2, 3, 4, 5]
    found = verdict(qtbot, window)
    assert found.status in ("unique", "several")


def genre_of_name(name: str):
    from gridgames.games.registry import genre_named

    return genre_named(name)


def test_each_edit_cancels_the_verdict_still_coming_for_the_one_before(qtbot, window) -> None:
    board = edit(window, PUZZLES["kurodoko"])
    handles = []
    window.edit_mode.bar.choose_pen(2)
    for cell in ((0, 0), (0, 1), (0, 2)):
        board.click(cell)  # each click changes the draft: a new judge
        handles.append(window.edit_mode.pending)
    assert len({id(h) for h in handles}) == 3
    assert [h.active for h in handles[:2]] == [False, False]  # cancelled (or done)
    verdict(qtbot, window)


@pytest.mark.parametrize("kind", [*PUZZLES, "crossword"])
def test_screenshot_in_edit_mode_shows_the_verdict(qapp, tmp_path, monkeypatch, kind) -> None:
    if kind == "crossword":
        path = tmp_path / "grid.gg"
        path.write_text(CROSSWORD, encoding="utf-8")
    else:
        path = PUZZLES[kind]
    seen = {}
    grab = app_main._grab

    def looking(app, window, out):
        seen["editing"] = window.editing
        seen["verdict"] = window.edit_mode.verdict
        seen["text"] = window.edit_mode.bar.verdict.text()
        return grab(app, window, out)

    monkeypatch.setattr(app_main, "_grab", looking)
    out = tmp_path / "edit.png"
    assert take_screenshot(str(out), str(path), edit=True) == 0
    assert seen["editing"] and seen["verdict"] is not None, seen
    assert "Judging" not in seen["text"]
    if kind == "crossword":
        assert seen["verdict"].count is not None and "legal" in seen["text"].lower()
    else:
        assert seen["verdict"].status == "unique"
    assert QImage(str(out)).width() == 1100


def test_an_unfinished_draft_is_not_played(qtbot, window) -> None:
    window.enter_edit_mode(
        genre_of_name("fillgrid").editor().blank("hitori", 3, 3), "New Hitori", "new"
    )
    assert "Not a puzzle yet" in window.edit_mode.bar.verdict.text()
    click_button(window.edit_mode.bar.play_button)
    assert window.editing and "Not a puzzle yet" in window.status.currentMessage()
    assert genre_of(window.edit_mode.session.puzzle).name == "fillgrid"


def test_edit_puzzle_from_the_menu_and_back_to_play(qtbot, window) -> None:
    from tests.mouse_widgets import choose_menu

    assert window.open_puzzle(str(PUZZLES["kurodoko"]))
    played = window.session.puzzle
    action = window.game_actions.edit_puzzle
    choose_menu(qtbot, window, "Edit", action)
    assert window.editing and action.isChecked()
    assert window.pages.currentWidget() is window.edit_mode.page
    assert not window.game_actions.hint.isEnabled()
    verdict(qtbot, window)
    choose_menu(qtbot, window, "Edit", action)  # again: play the puzzle as edited
    assert not window.editing and not action.isChecked()
    assert window.session.puzzle == played  # nothing was changed
    assert window.game_actions.hint.isEnabled()
    assert window.pages.currentWidget() is window.play_page


def test_make_unique_shows_each_change_as_an_undo_step(qtbot, window, monkeypatch) -> None:
    """The engine's changes (scripted here: the app's side is what is tested) appear one
    at a time, the board locked meanwhile, each its own undo step named by its reason."""
    import gridgames.jobs
    from gridgames.designing import Change
    from tests import engine_jobs

    editor = genre_of_name("fillgrid").editor()
    start = editor.set_number(editor.blank("kurodoko", 4, 4), (0, 0), 4)
    final = editor.set_number(editor.set_number(start, (1, 2), 3), (3, 3), 2).puzzle
    changes = [Change((2, 1), None, 3, "a 3 here"), Change((3, 3), None, 2, "a 2 there")]

    def scripted(puzzle, symmetric=False):
        return engine_jobs.ScriptedImprovement(puzzle, (final, changes))

    monkeypatch.setattr(gridgames.jobs, "MakeUniqueJob", scripted, raising=False)
    window.enter_edit_mode(start, "New Kurodoko", "new")
    session = window.edit_mode.session
    click_button(window.edit_mode.bar.make_unique)
    qtbot.waitUntil(lambda: session.undo_stack.count() == 1, timeout=JUDGED)
    assert window.edit_mode.view.locked  # the second change is still to come
    assert session.undo_stack.text(0) == "Make Unique (1 of 2): a 3 here"
    qtbot.waitUntil(lambda: session.undo_stack.count() == 2)
    assert session.puzzle == final and not window.edit_mode.view.locked
    assert session.undo_stack.text(1) == "Make Unique (2 of 2): a 2 there"
    session.undo_stack.undo()
    assert session.puzzle.numbers[3][3] is None and session.puzzle.numbers[1][2] == 3
    verdict(qtbot, window)


JUDGED = JUDGED_MS  # a verdict or a repair (limited in work, not time)


def test_make_unique_by_the_engine_ends_unique(qtbot, window) -> None:
    """A Kurodoko with too few numbers: Make Unique (the engine's) adds numbers, shown one
    by one, until the verdict is unique and the checker accepts the answer."""
    editor = genre_of_name("fillgrid").editor()
    draft = editor.set_number(editor.blank("kurodoko", 5, 5), (2, 2), 5)
    window.enter_edit_mode(draft, "New Kurodoko", "new")
    first = verdict(qtbot, window)
    assert first.status == "several"
    click_button(window.edit_mode.bar.make_unique)
    mode = window.edit_mode
    qtbot.waitUntil(lambda: mode.working is None and not mode._steps, timeout=JUDGED)
    found = verdict(qtbot, window)
    puzzle = mode.session.puzzle
    assert found.status == "unique", mode.bar.verdict.text()
    assert genre_of(puzzle).check(puzzle, found.answer) == []
    added = mode.session.undo_stack.count()
    assert added >= 1 and all(
        mode.session.undo_stack.text(i).startswith("Make Unique (") for i in range(added)
    )


def test_trim_takes_clues_away_and_the_answer_stays_unique(qtbot, window) -> None:
    edit(window, PUZZLES["kurodoko"])
    mode = window.edit_mode
    assert verdict(qtbot, window).status == "unique"
    before = sum(n is not None for row in mode.session.puzzle.numbers for n in row)
    click_button(mode.bar.trim)
    qtbot.waitUntil(lambda: mode.working is None and not mode._steps, timeout=JUDGED)
    found = verdict(qtbot, window)
    puzzle = mode.session.puzzle
    after = sum(n is not None for row in puzzle.numbers for n in row)
    assert found.status == "unique" and after <= before
    assert genre_of(puzzle).check(puzzle, found.answer) == []
    assert mode.session.undo_stack.count() == before - after  # one undo step per clue


def test_make_unique_settles_a_symmetric_crossword_grid(qtbot, window) -> None:
    editor = genre_of_name("fillgrid").editor()
    window.enter_edit_mode(editor.blank("free", 5, 5), "New grid", "new")
    mode = window.edit_mode
    click_button(mode.bar.symmetry)
    BoardDriver(mode.view).click((0, 1))  # (4, 3) follows
    assert verdict(qtbot, window).count > 1
    click_button(mode.bar.make_unique)
    qtbot.waitUntil(lambda: mode.working is None and not mode._steps, timeout=JUDGED)
    found = verdict(qtbot, window)
    assert found.count == 1 and found.legal
    assert editor.symmetric(mode.session.draft)


def test_trim_keeps_a_symmetric_crossword_grid_symmetric(qtbot, window) -> None:
    """Symmetric on, every cell decided as a symmetric grid has it: Trim (clicked) takes
    cells away in pairs through the centre, says so in each undo step, and leaves the
    design symmetric with one legal grid."""
    editor = genre_of_name("fillgrid").editor()
    window.enter_edit_mode(editor.blank("free", 5, 5), "New grid", "new")
    mode = window.edit_mode
    click_button(mode.bar.symmetry)
    board = BoardDriver(mode.view)
    board.click((0, 1))  # shaded, (4, 3) follows
    board.click((2, 2))  # the centre
    for cell in ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (1, 1), (2, 1), (3, 1), (4, 1)):
        board.click(cell, RIGHT)  # pinned white, the opposite cell follows
    assert editor.symmetric(mode.session.draft)
    assert verdict(qtbot, window).count == 1
    steps_before = mode.session.undo_stack.count()
    click_button(mode.bar.trim)
    qtbot.waitUntil(lambda: mode.working is None and not mode._steps, timeout=JUDGED)
    found = verdict(qtbot, window)
    assert found.count == 1 and found.legal
    assert editor.symmetric(mode.session.draft)
    stack = mode.session.undo_stack
    texts = [stack.text(i) for i in range(steps_before, stack.count())]
    assert texts and all("the cell opposite" in text for text in texts)
    assert window.status.currentMessage() == texts[-1]  # said, not only in Undo's tooltip
    assert texts[-1].endswith("it stays symmetric")


def test_a_kinds_fill_button_goes_with_its_kind(qtbot, window) -> None:
    """Seen in a real window: Hitori's Latin square button stayed on the bar of the next
    kind edited until the event loop deleted it."""
    from PySide6.QtWidgets import QPushButton

    editor = genre_of_name("fillgrid").editor()
    window.enter_edit_mode(editor.blank("hitori", 4, 4), "New Hitori", "new")
    bar = window.edit_mode.bar

    def latin_shown() -> bool:
        buttons = bar.findChildren(QPushButton)
        return any(b.isVisible() and "Latin" in b.text() for b in buttons)

    assert latin_shown()
    window._end_edit_mode(ask=False)
    window.enter_edit_mode(editor.blank("free", 4, 4), "New grid", "new")
    assert not latin_shown()  # before any event is processed


def test_symmetric_on_over_a_design_that_is_not_says_so(qtbot, window) -> None:
    """Symmetric turned on after drawing one lone shaded cell: Make Unique cannot keep
    what was never symmetric, and the status bar says so once its changes are shown."""
    editor = genre_of_name("fillgrid").editor()
    window.enter_edit_mode(editor.blank("free", 4, 4), "New grid", "new")
    mode = window.edit_mode
    BoardDriver(mode.view).click((0, 1))  # alone: Symmetric is still off
    click_button(mode.bar.symmetry)
    assert not editor.symmetric(mode.session.draft)
    click_button(mode.bar.make_unique)
    qtbot.waitUntil(lambda: mode.working is None and not mode._steps, timeout=JUDGED)
    assert verdict(qtbot, window).count == 1
    assert window.status.currentMessage().startswith("Symmetric is on, but the design was not")
