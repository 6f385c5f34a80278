"""Fill-grid play state: mistakes a partial board can already show, fixed cells, winning."""

from __future__ import annotations

from gridgames.formats.gg import read_gg
from gridgames.games.fillgrid.play import FillGridPlay
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.play import CellMove, Mark
from tests.helpers import shared

F, X = Mark.FILL, Mark.CROSS


def test_touching_shaded_cells_are_flagged() -> None:
    play = FillGridPlay(FillGridPuzzle.free(3, 3))
    play.apply(CellMove(((0, 0, F), (0, 1, F))))
    mistakes = play.mistakes()
    assert mistakes.cells == {(0, 0), (0, 1)}
    assert "touch" in mistakes.messages[0]


def test_walled_off_cells_are_flagged_but_undecided_cells_keep_paths_open() -> None:
    play = FillGridPlay(FillGridPuzzle.free(3, 3))
    play.apply(CellMove(((0, 1, F),)))
    assert not play.mistakes()
    play.apply(CellMove(((1, 0, F),)))  # the corner (0, 0) is cut off
    mistakes = play.mistakes()
    assert mistakes.cells == {(0, 0)}
    assert "cut off" in mistakes.messages[0]


def test_hitori_repeats_count_only_cells_marked_white() -> None:
    numbers = ((1, 1, 2), (2, 3, 1), (3, 2, 1))
    play = FillGridPlay(FillGridPuzzle(3, 3, "hitori", numbers))
    play.apply(CellMove(((0, 0, X),)))
    assert not play.mistakes()
    play.apply(CellMove(((0, 1, X),)))
    mistakes = play.mistakes()
    assert mistakes.cells == {(0, 0), (0, 1)}
    assert "row 1" in mistakes.messages[0]


def test_kurodoko_numbers_are_fixed_and_judged_by_what_they_can_see() -> None:
    numbers = ((2, None, None), (None, None, None), (None, None, None))
    puzzle = FillGridPuzzle(3, 3, "kurodoko", numbers)
    play = FillGridPlay(puzzle)
    assert play.is_fixed(0, 0) and play.stroke((0, 0), [(0, 0)], F) is None
    play.apply(CellMove(((0, 1, X), (1, 0, X))))  # the 2 now surely sees 3
    assert "already sees 3" in play.mistakes().messages[0]
    play.apply(CellMove(((0, 1, F), (1, 0, F))))  # now it sees only itself
    messages = play.mistakes().messages
    assert any("can see at most 1" in message for message in messages)


def test_free_grids_are_never_won() -> None:
    play = FillGridPlay(FillGridPuzzle.free(2, 2))
    assert not play.is_solved()


def test_shared_boards_are_solved_by_their_answers() -> None:
    for name in ("pzprjs-hitori-4x4.gg", "pzprjs-kurodoko-5x5.gg", "sgt-range-example-7x7.gg"):
        path = shared("data", "fillgrid", "gg", name)
        puzzle = read_gg(path.read_text(encoding="utf-8"), str(path))
        play = FillGridPlay(puzzle)
        answer = puzzle.given_solution
        play.apply(
            CellMove(tuple((r, c, X) for r, c in _cells(answer, False) if not play.is_fixed(r, c)))
        )
        assert not play.mistakes(), name
        play.apply(CellMove(tuple((r, c, F) for r, c in _cells(answer, True))))
        assert play.is_solved() and not play.mistakes(), name


def _cells(grid, value: bool) -> list[tuple[int, int]]:
    return [(r, c) for r, row in enumerate(grid) for c, on in enumerate(row) if on == value]
