"""Colour nonograms in the designer: the pure edits (clues follow a colour picture, typed
coloured clues, the kept draft, every format that holds colour round-tripping the design),
and a 3-colour puzzle made from a blank board to a unique one with real mouse events."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from gridgames.app.editing.kept_draft import (
    STATE_NAME,
    KeptDraft,
    draft_from_record,
    draft_record,
)
from gridgames.designing.judge import judge
from gridgames.designing.repair import make_unique
from gridgames.formats.detect import load_puzzle
from gridgames.formats.export import export, writable_formats
from gridgames.games.nonogram.colour_checker import check_colour_answer, colour_runs
from gridgames.games.nonogram.colour_editing import colour_clue_text, parse_colour_clue
from gridgames.games.nonogram.colour_generate import COLOURS
from gridgames.games.registry import genre_named
from tests.driver import LEFT, RIGHT, BoardDriver, open_window
from tests.mouse_widgets import click_button
from tests.test_designer_mouse import new_blank, play_it, verdict

NONOGRAM = genre_named("nonogram")
EDITOR = NONOGRAM.editor()


def painted(picture: list[str], colours: int = 3):
    """The draft of a blank colour puzzle with `picture` painted in ('1'-'9', '.' empty)."""
    draft = EDITOR.blank(f"colour:{colours}", len(picture[0]), len(picture))
    for r, row in enumerate(picture):
        for c, char in enumerate(row):
            if char != ".":
                draft = EDITOR.paint(draft, [(r, c)], int(char))
    return draft


def test_a_blank_colour_puzzle_has_the_default_palette_and_no_clues() -> None:
    for count in range(2, 7):
        draft = EDITOR.blank(f"colour:{count}", 4, 3)
        puzzle = draft.puzzle
        assert puzzle.is_colour and puzzle.palette[1:] == COLOURS[:count]
        assert puzzle.rows == ((),) * 3 and puzzle.column_colours == ((),) * 4
        assert draft.canvas == ((0,) * 4,) * 3
        assert NONOGRAM.problems(puzzle) == []


def test_colour_clues_follow_the_picture_on_random_paintings() -> None:
    rng = random.Random(11)
    draft = EDITOR.blank("colour:4", 6, 5)
    for _ in range(80):
        cells = [(rng.randrange(5), rng.randrange(6)) for _ in range(rng.randint(1, 4))]
        draft = EDITOR.paint(draft, cells, rng.randrange(5)) or draft
        picture, puzzle = draft.canvas, draft.puzzle
        assert puzzle.colour_rows() == tuple(colour_runs(row) for row in picture)
        assert puzzle.colour_columns() == tuple(colour_runs(c) for c in zip(*picture, strict=True))
        assert puzzle.given_solution == picture  # the answer, while the clues agree
    assert check_colour_answer(draft.puzzle, draft.canvas) == []


def test_a_typed_colour_clue_stands_until_its_line_is_painted() -> None:
    draft = painted(["11.2.", ".....", "....."])
    palette = draft.puzzle.palette
    blocks = parse_colour_clue("2k 1o", palette, 1)
    typed = EDITOR.set_clue(draft, True, 1, blocks)
    assert typed.puzzle.colour_rows()[1] == ((2, 1), (1, 2))
    assert EDITOR.typed_lines(typed) == (frozenset({1}), frozenset())
    assert typed.puzzle.given_solution is None
    blank = EDITOR.set_clue(typed, False, 4, parse_colour_clue("0", palette, 1))
    assert blank.puzzle.colour_columns()[4] == ()
    again = EDITOR.paint(typed, [(1, 4)], 3)
    assert again.puzzle.colour_rows()[1] == ((1, 3),)
    assert EDITOR.typed_lines(again) == (frozenset(), frozenset())


@pytest.mark.parametrize(
    ("text", "blocks"),
    [("3k 2o", ((3, 1), (2, 2))), ("3K,2", ((3, 1), (2, 3))), ("1s1o", ((1, 3), (1, 2))),
     ("", ()), ("0", ((0, 3),)), ("3x", None), ("k", None), ("3 .", None), ("\u0663k", None)],
)  # fmt: skip
def test_colour_clue_text(text: str, blocks) -> None:
    palette = EDITOR.blank("colour:3", 2, 2).puzzle.palette
    assert parse_colour_clue(text, palette, 3) == blocks
    if blocks:
        assert parse_colour_clue(colour_clue_text(palette, blocks), palette, 1) == blocks


def test_the_kept_colour_draft_reads_back_exactly_through_json() -> None:
    draft = EDITOR.set_clue(painted(["12", "3."]), True, 1, ((2, 2),))
    record = json.loads(json.dumps(draft_record(KeptDraft(draft, "t", "o", None))))
    back = draft_from_record(record).draft
    assert back == draft and back.puzzle.palette == draft.puzzle.palette
    record["canvas"] = [[0, 7], [1, 0]]  # a colour the palette does not have
    with pytest.raises(ValueError, match="drawing"):
        draft_from_record(record)


PICTURE = ["11.22", "1.2.2", "33333", ".3.3.", "22.11"]


def test_every_format_that_holds_colour_keeps_the_design(tmp_path) -> None:
    """Export as the app does (each format's writer), reopen as Open does (by extension)."""
    puzzle = painted(PICTURE).puzzle
    specs = writable_formats(puzzle)
    assert {spec.name for spec in specs} == {"gg", "xml", "olsak"}  # .gg, webpbn XML, .g
    for spec in specs:
        name = spec.name
        path = tmp_path / f"design{spec.extension}"
        path.write_text(export(puzzle, name), encoding="utf-8")
        back = load_puzzle(str(path))
        assert back == puzzle, name  # clues, palette and every block's colour
        assert [c.rgb.lower() for c in back.palette[1:]] == [c.rgb for c in puzzle.palette[1:]]
        reopened = EDITOR.start(back)
        assert reopened.canvas == puzzle.given_solution or back.given_solution is None, name


def test_make_unique_changes_colour_picture_cells() -> None:
    draft = painted(["1.", ".1", "22"])
    assert judge(draft.puzzle).status == "several"
    fixed, changes = make_unique(draft.puzzle)
    assert changes and judge(fixed).status == "unique"
    after = EDITOR.adopt(draft, fixed)
    assert after.canvas == fixed.given_solution and check_colour_answer(fixed, after.canvas) == []


# ------------------------------------------------------------------ the window


@pytest.fixture
def window(qtbot):
    return open_window(qtbot, 1000, 760)


def swatch(window, value: int) -> None:
    click_button(window.edit_mode.page.tools.swatches[value])


def paint_runs(board: BoardDriver, window, picture: list[str], rows: range) -> None:
    """One drag per run of one colour, the colour chosen on the palette bar."""
    for r in rows:
        row, c = picture[r], 0
        while c < len(row):
            if row[c] == ".":
                c += 1
                continue
            end = c
            while end + 1 < len(row) and row[end + 1] == row[c]:
                end += 1
            swatch(window, int(row[c]))
            board.drag([(r, c), (r, end)])
            c = end + 1


#: Its first two rows alone have two answers (black and orange swap places).
DESIGNED = ["1.2..", ".1.2.", "1.2..", "..11.", "1231."]


def test_a_three_colour_nonogram_from_blank_to_unique_with_the_mouse(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Colour nonogram, 3 colours", 5, 5)
    mode = window.edit_mode
    assert set(mode.page.tools.swatches) == {0, 1, 2, 3}  # the palette bar, as in play
    paint_runs(board, window, DESIGNED, range(2))
    found = verdict(qtbot, window)
    assert found.status == "several" and found.differing  # two answers differ there
    swatch(window, 2)
    board.drag([(2, 0), (2, 4)])  # a slip in orange...
    board.drag([(2, 0), (2, 4)], RIGHT)  # ...cleared with a right drag
    assert mode.session.draft.canvas[2] == (0,) * 5
    paint_runs(board, window, DESIGNED, range(2, 5))
    puzzle = mode.session.puzzle
    found = verdict(qtbot, window)
    assert found.status == "unique", mode.bar.verdict.text()
    expected = tuple(tuple(int(ch) if ch != "." else 0 for ch in row) for row in DESIGNED)
    assert found.answer == expected == mode.session.draft.canvas
    assert check_colour_answer(puzzle, found.answer) == []
    assert puzzle.colour_rows()[4] == ((1, 1), (1, 2), (1, 3), (1, 1))  # in colour
    play_it(window, puzzle)
    assert window.session.puzzle.is_colour


def test_make_unique_flips_colour_cells_in_the_window(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Colour nonogram, 3 colours", 4, 3)
    paint_runs(board, window, ["1.2.", ".1.2", "...."], range(2))
    assert verdict(qtbot, window).status == "several"
    mode = window.edit_mode
    click_button(mode.bar.make_unique)
    qtbot.waitUntil(lambda: mode.working is None and not mode._steps, timeout=90_000)
    found = verdict(qtbot, window)
    assert found.status == "unique", mode.bar.verdict.text()
    assert found.answer == mode.session.draft.canvas  # the picture changed, in colour
    assert check_colour_answer(mode.session.puzzle, found.answer) == []
    stack = mode.session.undo_stack
    assert stack.text(stack.count() - 1).startswith("Make Unique (")


def clue_point(view, across: bool, index: int) -> QPoint:
    geo = view.board_geometry()
    if across:
        return QPoint(round(geo.left - geo.cell / 2), round(geo.y(index) + geo.cell / 2))
    return QPoint(round(geo.x(index) + geo.cell / 2), round(geo.top - geo.cell / 2))


def test_a_coloured_clue_typed_and_the_colour_chosen_by_keys(qtbot, window) -> None:
    board = new_blank(qtbot, window, "Colour nonogram, 3 colours", 4, 3)
    mode = window.edit_mode
    view = mode.view
    board.key(Qt.Key.Key_2)  # the digit keys choose a colour, as in play
    assert mode.page.tools.swatches[2].isChecked()
    board.drag([(0, 0), (0, 1)], LEFT)
    assert mode.session.draft.canvas[0] == (2, 2, 0, 0)
    QTest.mouseClick(view, LEFT, Qt.KeyboardModifier.NoModifier, clue_point(view, True, 1))
    QTest.keyClicks(view, "1k 2")  # "2" alone: the chosen colour, orange
    board.key(Qt.Key.Key_Return)
    assert mode.session.puzzle.colour_rows()[1] == ((1, 1), (2, 2))
    assert mode.session.editor.typed_lines(mode.session.draft)[0] == frozenset({1})
    assert "1k 2o" in mode.session.undo_stack.undoText()
    QTest.mouseClick(view, RIGHT, Qt.KeyboardModifier.NoModifier, clue_point(view, True, 1))
    assert mode.session.puzzle.colour_rows()[1] == ()  # back to its picture's clue
    mode.session.undo_stack.undo()
    mode.session.undo_stack.undo()
    assert mode.session.puzzle.colour_rows()[1] == ()


def test_a_picture_imported_in_colours_opens_to_edit_and_saves_exactly(
    qtbot, window, monkeypatch, tmp_path
) -> None:
    from tests.test_app_picture_import import choose, set_spin, write_png

    window.game_actions.import_picture.trigger()
    dialog = window.picture_dialog
    choose(qtbot, dialog, monkeypatch, write_png(tmp_path / "square.png"))
    set_spin(dialog.width_box, 6)
    dialog.mode_box.setCurrentIndex(dialog.mode_box.findData(2))  # two colours
    click_button(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.editing  # not played: edited, with the picture's own palette
    mode = window.edit_mode
    puzzle = mode.session.puzzle
    assert [c.name for c in puzzle.palette] == ["white", "grey", "black"]
    assert set(mode.page.tools.swatches) == {0, 1, 2}
    board = BoardDriver(mode.view)
    swatch(window, 1)
    board.drag([(0, 4), (0, 5)])  # grey beside the black square
    assert mode.session.puzzle.colour_rows()[0] == ((2, 2), (2, 1))
    window.game_actions.export.trigger()
    assert window.export_dialog.save_to(str(tmp_path / "made"))
    back = load_puzzle(str(tmp_path / "made.gg"))
    assert back == mode.session.puzzle and back.palette == puzzle.palette
    assert back.given_solution == mode.session.draft.canvas


THREE = Path(__file__).parent / "data" / "colour" / "three-5x6.gg"  # red, green, blue


def test_edit_puzzle_on_a_colour_puzzle_edits_its_picture_and_keeps_it_on_close(qtbot) -> None:
    from tests.test_designer_kept_draft import reopen

    window = open_window(qtbot, 1000, 760)
    assert window.open_puzzle(str(THREE))
    assert window.edit_puzzle()
    mode = window.edit_mode
    puzzle = load_puzzle(str(THREE))
    assert mode.session.draft.canvas == puzzle.given_solution  # its picture, to change
    assert "Colour nonogram" in mode.bar.title.text()
    assert set(mode.page.tools.swatches) == {0, 1, 2, 3}
    assert verdict(qtbot, window).status == "unique"
    board = BoardDriver(mode.view)
    board.key(Qt.Key.Key_3)  # blue
    board.click((3, 4))  # row 4 "..b.." becomes "1b 1b": blocks of one colour apart
    draft = mode.session.draft
    assert draft.puzzle.colour_rows()[3] == ((1, 3), (1, 3))
    qtbot.waitUntil(lambda: draft_from_record(window.shelf.store.get_state(STATE_NAME)).draft
                    == draft)  # fmt: skip
    window.close()
    again = reopen(qtbot)
    assert again.editing and again.edit_mode.session.draft == draft
    assert again.edit_mode.session.puzzle.palette == puzzle.palette
    assert again.edit_mode.page.tools is not None
