"""Shikaku play state: drawing, replacing, erasing, judging a partial board, winning."""

from __future__ import annotations

from gridgames.formats.gg import read_gg
from gridgames.games.shikaku.play import RectMove, ShikakuPlay, Verdict, span
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle
from tests.helpers import shared

# 4x2:  2 . 4 .    answer:  a a b b
#       2 . . .             c c b b
PUZZLE = ShikakuPuzzle(4, 2, (Clue(0, 0, 2), Clue(0, 2, 4), Clue(1, 0, 2)))
ANSWER = (Rect(0, 0, 1, 2), Rect(0, 2, 2, 2), Rect(1, 0, 1, 2))


def test_span_orders_corners() -> None:
    assert span((1, 3), (0, 1)) == Rect(0, 1, 2, 3)


def test_drawing_replaces_overlapped_rectangles_and_undo_restores() -> None:
    play = ShikakuPlay(PUZZLE)
    play.apply(play.draw_move(Rect(0, 0, 1, 2)))
    play.apply(play.draw_move(Rect(1, 0, 1, 2)))
    before = play.snapshot()
    move = play.draw_move(Rect(0, 1, 2, 2))
    assert set(move.remove) == {Rect(0, 0, 1, 2), Rect(1, 0, 1, 2)}
    undo = play.apply(move)
    assert play.snapshot() == {Rect(0, 1, 2, 2)}
    play.apply(undo)
    assert play.snapshot() == before


def test_single_cell_inside_a_rectangle_removes_it() -> None:
    play = ShikakuPlay(PUZZLE)
    play.apply(play.draw_move(Rect(0, 2, 2, 2)))
    move = play.draw_move(Rect(1, 3, 1, 1))
    assert move == RectMove(remove=(Rect(0, 2, 2, 2),))
    play.apply(move)
    assert not play.rects


def test_single_cell_on_empty_board_is_a_rectangle_and_redrawing_is_no_move() -> None:
    play = ShikakuPlay(PUZZLE)
    play.apply(play.draw_move(Rect(1, 1, 1, 1)))
    assert play.rects == {Rect(1, 1, 1, 1)}
    play.apply(play.draw_move(Rect(0, 0, 1, 2)))
    assert play.draw_move(Rect(0, 0, 1, 2)) is None


def test_erase_removes_every_touched_rectangle() -> None:
    play = ShikakuPlay(PUZZLE)
    for rect in ANSWER:
        play.apply(play.draw_move(rect))
    play.apply(play.erase_move(Rect(0, 1, 1, 2)))
    assert play.rects == {Rect(1, 0, 1, 2)}
    assert play.erase_move(Rect(0, 0, 1, 1)) is None


def test_mistakes_name_wrong_area_no_number_and_two_numbers() -> None:
    play = ShikakuPlay(PUZZLE)
    assert not play.mistakes()
    play.apply(play.draw_move(Rect(0, 0, 1, 1)))  # the 2 in a 1-cell rectangle
    play.apply(play.draw_move(Rect(1, 1, 1, 1)))  # no number
    play.apply(play.draw_move(Rect(0, 2, 1, 1)))  # the 4, area 1
    play.apply(play.draw_move(Rect(0, 2, 1, 1)))  # (a click removes it again)
    play.apply(play.draw_move(Rect(0, 2, 2, 2)))  # right
    mistakes = play.mistakes()
    assert set(mistakes.boxes) == {Rect(0, 0, 1, 1), Rect(1, 1, 1, 1)}
    assert any("its number is 2" in message for message in mistakes.messages)
    assert any("no number" in message for message in mistakes.messages)
    play.apply(play.draw_move(Rect(0, 0, 2, 1)))  # holds both 2s
    assert play.verdict(Rect(0, 0, 2, 1)) is Verdict.NUMBERS
    assert play.verdict(Rect(0, 2, 2, 2)) is Verdict.GOOD


def test_solved_only_by_the_rules() -> None:
    play = ShikakuPlay(PUZZLE)
    for rect in ANSWER[:-1]:
        play.apply(play.draw_move(rect))
        assert not play.is_solved()
    play.apply(play.draw_move(ANSWER[-1]))
    assert play.is_solved()
    assert play.to_answer() == ANSWER
    play.apply(play.clear_move())
    assert not play.rects and play.clear_move() is None


def test_shared_board_is_solved_by_its_answer() -> None:
    path = shared("data", "shikaku", "gg", "pzprjs-test-6x6.gg")
    puzzle = read_gg(path.read_text(encoding="utf-8"), str(path))
    play = ShikakuPlay(puzzle)
    for rect in puzzle.given_solution:
        play.apply(play.draw_move(rect))
    assert play.is_solved() and not play.mistakes()
