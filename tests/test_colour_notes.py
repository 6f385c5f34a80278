"""The per-colour "not this colour" notes of colour nonogram play: what a notes stroke
does, the notes as a constraint (mistakes, boxed runs, auto-cross, hints and the solver,
a wrong note found by Check), saved moves; and in the window with real events: Shift+drag
with a colour chosen, drawn in the cell, undone, saved with the progress."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from gridgames.engine import Search
from gridgames.engine.hint import next_hint
from gridgames.formats.detect import load_puzzle
from gridgames.games.bridge import bridge_for
from gridgames.games.nonogram.colour_generate import palette_of
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.nonogram.play_colour import (
    colour_boxed_runs,
    is_undecided,
    mark_of,
    noted,
    notes_of,
)
from gridgames.games.play import CellMove, Mark, new_play
from gridgames.games.registry import genre_of
from tests.driver import BoardDriver, open_window

THREE = Path(__file__).parent / "data" / "colour" / "three-5x6.gg"  # red, green, blue
RED, GREEN, BLUE = 1, 2, 3
SHIFT = Qt.KeyboardModifier.ShiftModifier


def three():
    return new_play(load_puzzle(str(THREE)))


def test_a_notes_stroke_adds_then_takes_off_one_colour_on_undecided_cells() -> None:
    play = three()
    play.apply(CellMove(((0, 2, mark_of(GREEN)),)))
    move = play.note_stroke((0, 0), [(0, 0), (0, 1), (0, 2), (0, 3)], BLUE)
    assert {(c, notes_of(m)) for _, c, m in move.cells} == {(0, 0b1000), (1, 0b1000), (3, 0b1000)}
    play.apply(move)  # the painted cell is left alone
    assert play.mark(0, 2) == mark_of(GREEN)
    play.apply(play.note_stroke((0, 1), [(0, 1)], RED))
    assert notes_of(play.mark(0, 1)) == 0b1010 and is_undecided(play.mark(0, 1))
    off = play.note_stroke((0, 1), [(0, 1), (0, 3)], BLUE)  # from a blue note: off again
    play.apply(off)
    assert notes_of(play.mark(0, 1)) == 0b0010 and play.mark(0, 3) == Mark.EMPTY
    assert play.note_stroke((0, 2), [(0, 2)], RED) is None  # from a painted cell: nothing
    assert play.note_stroke((0, 0), [(0, 0)], 0) is None  # the background takes no notes


def test_a_cell_noted_not_to_be_any_colour_is_crossed() -> None:
    play = three()
    for colour in (RED, GREEN):
        play.apply(play.note_stroke((2, 4), [(2, 4)], colour))
    move = play.note_stroke((2, 4), [(2, 4)], BLUE)
    assert move.cells == ((2, 4, Mark.CROSS),)


def test_painting_goes_over_notes_and_drops_them() -> None:
    play = three()
    play.apply(play.note_stroke((1, 0), [(1, 0), (1, 2)], BLUE))
    stroke = play.stroke((1, 0), [(1, 0), (1, 1), (1, 2)], mark_of(RED))  # from a noted cell
    assert [m for _, _, m in stroke.cells] == [mark_of(RED)] * 3
    play.apply(play.note_stroke((1, 3), [(1, 3)], RED))
    across = play.stroke((1, 4), [(1, 4), (1, 3)], mark_of(GREEN))  # from a plain one
    assert {(c, m) for _, c, m in across.cells} == {(4, mark_of(GREEN)), (3, mark_of(GREEN))}


def test_notes_are_a_constraint_of_mistakes_and_domains() -> None:
    play = three()
    bridge = bridge_for(play.puzzle)
    play.apply(CellMove(((3, 2, noted(0b1110)), (3, 0, noted(0b0010)))))  # row 4 is "1b"
    assert bridge.to_domains(play)[15:18] == [0b1101, 0b1111, 0b0001]
    assert play.mistakes().rows == frozenset()
    for c in (0, 1, 3, 4):  # the blue block has nowhere left to go
        play.apply(play.note_stroke((3, c), [(3, c)], BLUE))
    assert 3 in play.mistakes().rows


def test_a_note_boxes_a_run_of_its_colour_and_a_finished_line_crosses_noted_cells() -> None:
    line = (mark_of(RED), mark_of(RED), noted(0b0010), Mark.EMPTY)
    assert colour_boxed_runs(line) == [(0, 2, mark_of(RED))]
    assert colour_boxed_runs((mark_of(RED), noted(0b0100), Mark.EMPTY)) == []  # green: open
    play = three()
    play.apply(play.note_stroke((3, 0), [(3, 0), (3, 1)], RED))
    crossed = play.with_lines_crossed_off(CellMove(((3, 2, mark_of(BLUE)),)))
    assert {(r, c) for r, c, m in crossed.cells if m == Mark.CROSS} == {
        (3, 0), (3, 1), (3, 3), (3, 4),
    }  # fmt: skip


def test_hints_and_the_solver_keep_to_the_notes() -> None:
    """Two answers (black on one diagonal or the other): a note settles which."""
    palette = palette_of(2)
    puzzle = from_picture(((1, 0), (0, 1)), palette)
    genre = genre_of(puzzle)
    model = genre.build(puzzle)
    assert len(Search(model, max_solutions=2).run().solutions) == 2
    play = new_play(puzzle)
    play.apply(play.note_stroke((0, 0), [(0, 0)], 1))  # (0, 0) is not black
    bridge = bridge_for(puzzle)
    start = bridge.to_domains(play)
    found = Search(model, max_solutions=2, initial=start).run().solutions
    assert len(found) == 1 and genre.decode(puzzle, found[0]) == ((0, 1), (1, 0))
    plain = bridge.to_domains(new_play(puzzle))
    assert not next_hint(model, plain).decided(plain)  # no note: nothing to go on
    decided = next_hint(model, start).decided(start)  # the note lets a hint go on
    assert decided and all(value & found[0][var] for var, value in decided.items())
    shown = bridge.move_for(play, [decided.get(v, d) for v, d in enumerate(start)], decided)
    assert shown is not None and all(not is_undecided(m) for _, _, m in shown.cells)
    # A wrong note is the mistake a hint or Check points at.
    wrong = new_play(puzzle)
    wrong.apply(wrong.note_stroke((0, 0), [(0, 0)], 1))
    solution = [0b010, 0b001, 0b001, 0b010]  # black on the other diagonal: (0, 0) black
    assert bridge.first_wrong(wrong, solution).var == 0


def test_the_bridge_keeps_notes_where_the_engine_decides_nothing() -> None:
    play = three()
    play.apply(play.note_stroke((0, 1), [(0, 1)], BLUE))
    bridge = bridge_for(play.puzzle)
    assert bridge.move_for(play, [0b0111] * 30, [1]) is None
    assert bridge.move_for(play, [0b0100] * 30, [1]).cells == ((0, 1, mark_of(GREEN)),)


def test_noted_moves_round_trip_and_impossible_notes_are_refused() -> None:
    play = three()
    move = CellMove(((0, 0, noted(0b1010)), (2, 1, noted(0b0100))))
    assert play.move_from_record(play.move_record(move)) == move
    for bad in ([0, 0, noted(0b10000)], [0, 0, noted(0b0001)], [0, 0, noted(0b10) + 3]):
        with pytest.raises(ValueError):
            play.move_from_record({"cells": [bad]})


# ------------------------------------------------------------------ the window


def test_shift_drag_notes_a_colour_drawn_undone_and_saved(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(THREE))
    board = BoardDriver(window.view)
    QTest.mouseClick(window.board_tools.swatches[BLUE], Qt.MouseButton.LeftButton)
    before = window.view.grab().toImage()
    start, end = board.point((0, 0)), board.point((0, 1))
    QTest.mousePress(window.view, Qt.MouseButton.LeftButton, SHIFT, start)
    try:
        QTest.mouseMove(window.view, end)
    finally:
        QTest.mouseRelease(window.view, Qt.MouseButton.LeftButton, SHIFT, end)
    session = window.session
    assert [notes_of(session.play.mark(0, c)) for c in range(3)] == [0b1000, 0b1000, 0]
    assert session.undo_stack.undoText() == "Not blue: 2 cells"
    after = window.view.grab().toImage()
    assert _blue_pixels(after, window, (0, 0)) > _blue_pixels(before, window, (0, 0))
    board.cursor_to((2, 4))
    board.key(Qt.Key.Key_Space, SHIFT)  # Shift+Space notes the cursor's cell
    assert notes_of(session.play.mark(2, 4)) == 0b1000
    session.undo_stack.undo()
    assert session.play.mark(2, 4) == Mark.EMPTY
    snapshot = session.play.snapshot()
    window.close()
    again = open_window(qtbot)
    assert again.resume_last()
    assert again.session.play.snapshot() == snapshot  # the notes came back with the board
    again.game_actions.undo.trigger()
    assert again.session.play.mark(0, 0) == Mark.EMPTY


def _blue_pixels(image: QImage, window, cell) -> int:
    """Pixels of the cell close to the puzzle's blue (#0072b2)."""
    rect = window.view.board_geometry().cell_rect(*cell).toRect()
    ratio = image.devicePixelRatio()
    count = 0
    for x in range(int(rect.left() * ratio), int(rect.right() * ratio)):
        for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio)):
            colour = image.pixelColor(x, y)
            if (
                abs(colour.red() - 0x00) < 40
                and abs(colour.green() - 0x72) < 40
                and abs(colour.blue() - 0xB2) < 40
            ):
                count += 1
    return count


def test_a_wrong_note_is_the_mistake_a_hint_rings_and_rewinds(qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.driver import record_questions

    asked = record_questions(monkeypatch, QMessageBox.StandardButton.Yes)
    window = open_window(qtbot)
    assert window.open_puzzle(str(THREE))  # (0, 0) is red
    QTest.mouseClick(window.board_tools.swatches[RED], Qt.MouseButton.LeftButton)
    board = BoardDriver(window.view)
    QTest.mousePress(window.view, Qt.MouseButton.LeftButton, SHIFT, board.point((0, 0)))
    QTest.mouseRelease(window.view, Qt.MouseButton.LeftButton, SHIFT, board.point((0, 0)))
    assert notes_of(window.session.play.mark(0, 0)) == 1 << RED
    window.game_actions.hint.trigger()
    qtbot.waitUntil(lambda: not window.assist.runner.busy and bool(asked), timeout=20_000)
    assert "is wrong" in asked[0] and "1 move back" in asked[0]
    assert window.session.play.mark(0, 0) == Mark.EMPTY  # rewound: the note is gone
