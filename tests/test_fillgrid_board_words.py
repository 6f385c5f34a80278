"""The fill-grid board's words for cells and groups of cells (games/fillgrid/board.py):
the names a walled-off region, a run and a probed cell get in hints, word for word, and
the byte tables the rules translate the board with."""

from __future__ import annotations

from gridgames.engine import EITHER, ONLY_0, ONLY_1
from gridgames.games.fillgrid.bitboard import translation
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.puzzle import FillGridPuzzle


def board(width: int, height: int) -> Board:
    return Board(FillGridPuzzle.free(width, height))


def test_a_region_is_named_by_its_line_its_corner_or_its_first_cell() -> None:
    grid = board(4, 3)
    assert grid.region([6]) == "row 2, column 3"
    assert grid.region([4, 5, 6]) == "the 3 cells of row 2, columns 1-3"
    assert grid.region([4, 5, 6]).count == "count"  # the plural's number, for translations
    assert grid.region([1, 5, 9]) == "the 3 cells of column 2, rows 1-3"
    corners = {
        (0, 5): "the 2 cells in the top-left corner",
        (3, 6): "the 2 cells in the top-right corner",
        (8, 5): "the 2 cells in the bottom-left corner",
        (11, 6): "the 2 cells in the bottom-right corner",
        (5, 0, 11): "the 3 cells in the top-left corner",  # the first corner listed
        (6, 11, 0): "the 3 cells in the bottom-right corner",
        (5, 10): "the 2 cells around row 2, column 2",
    }
    for cells, words in corners.items():
        region = grid.region(list(cells))
        assert region == words, cells
        assert region.fields["count"] == len(cells) and region.count == "count"
    one = grid.region([5, 10])
    assert one.one == "the cell around {cell}" and one.template == "the {count} cells around {cell}"


def test_runs_and_cells_in_words() -> None:
    grid = board(4, 3)
    assert grid.run([4, 5, 6, 7]) == "row 2, columns 1-4"
    assert grid.run([2, 6]) == "column 3, rows 1-2"
    assert grid.run([0, 5]) == "row 1, column 1, row 2, column 2"
    assert grid.run([5]) == "row 2, column 2"
    assert [grid.describe(9, domain) for domain in (ONLY_1, ONLY_0, EITHER, 0)] == [
        "row 3, column 2 shaded",
        "row 3, column 2 white",
        "row 3, column 2",
        "row 3, column 2 (impossible)",
    ]
    assert [grid.value_words(9, domain) for domain in (ONLY_1, ONLY_0, EITHER)] == [
        "shaded",
        "white",
        "undecided",
    ]


def test_a_translation_table_marks_exactly_the_domains_asked_for() -> None:
    table = translation(ONLY_1, EITHER)
    assert len(table) == 256
    assert bytes([ONLY_0, ONLY_1, EITHER, 0, 255]).translate(table) == b"01100"
    assert translation() == b"0" * 256
