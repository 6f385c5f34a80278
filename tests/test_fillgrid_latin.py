"""Hitori's "Fill with a Latin Square": every number once per row and column, reached
through the genre spec, the same for the same seed, and drawn from many squares."""

from __future__ import annotations

import pytest

from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.fillgrid.latin import latin_rectangle
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.registry import genre_of


def assert_latin(grid: tuple[tuple[int, ...], ...], width: int, height: int) -> None:
    side = max(width, height)
    assert len(grid) == height and all(len(row) == width for row in grid)
    for row in grid:
        assert len(set(row)) == width and set(row) <= set(range(1, side + 1))
    for c in range(width):
        column = [grid[r][c] for r in range(height)]
        assert len(set(column)) == height and set(column) <= set(range(1, side + 1))


@pytest.mark.parametrize("side", range(1, 10))
@pytest.mark.parametrize("seed", [0, 1, 7])
def test_squares_are_latin(side: int, seed: int) -> None:
    assert_latin(latin_rectangle(side, side, seed), side, side)


@pytest.mark.parametrize(("width", "height"), [(5, 3), (3, 5), (1, 4), (7, 2), (12, 9)])
def test_rectangles_are_latin_in_one_to_the_longer_side(width: int, height: int) -> None:
    for seed in range(5):
        assert_latin(latin_rectangle(width, height, seed), width, height)


def test_a_large_square_is_latin() -> None:
    assert_latin(latin_rectangle(40, 40, 3), 40, 40)


def test_same_seed_same_square_and_seeds_give_many_squares() -> None:
    assert latin_rectangle(6, 6, 42) == latin_rectangle(6, 6, 42)
    # 576 Latin squares of side 4 exist; shuffling one cyclic square reaches only those of
    # its family, a fair builder most of them.
    found = {latin_rectangle(4, 4, seed) for seed in range(400)}
    assert len(found) > 250
    # Both families of side-4 squares appear: the cyclic group's and the Klein group's
    # (in the Klein family every 2x2 "intercalate" count is 12, in the cyclic one 4).
    assert {_intercalates(square) for square in found} == {4, 12}


def _intercalates(square: tuple[tuple[int, ...], ...]) -> int:
    side = len(square)
    count = 0
    for r1 in range(side):
        for r2 in range(r1 + 1, side):
            for c1 in range(side):
                for c2 in range(c1 + 1, side):
                    a, b = square[r1][c1], square[r1][c2]
                    if square[r2][c1] == b and square[r2][c2] == a:
                        count += 1
    return count


def test_bad_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="positive size"):
        latin_rectangle(0, 3, 1)


def test_the_genre_offers_the_fill_for_hitori_only() -> None:
    free = FillGridPuzzle.free(5, 5)
    genre = genre_of(free)
    assert genre.fills_for(free) == ()
    hitori = genre.fills[0].load()(free, 0)  # any puzzle can be made a Hitori from it
    assert [fill.label for fill in genre.fills_for(hitori)] == ["Fill with a Latin Square"]
    refilled = genre.fills_for(hitori)[0].load()(hitori, 9)
    assert refilled.variant == "hitori"
    assert_latin(refilled.numbers, 5, 5)
    assert genre.problems(refilled) == []
    assert read_gg(write_gg(refilled)) == refilled


def test_the_fill_keeps_the_title_and_drops_an_old_answer() -> None:
    old = read_gg("fillgrid 3x2 hitori\ntitle: Mine\n1 1 2\n2 3 1\nsolution:\n#..\n...\n")
    filled = genre_of(old).fills_for(old)[0].load()(old, 5)
    assert filled.meta["title"] == "Mine"
    assert filled.given_solution is None
    assert_latin(filled.numbers, 3, 2)
