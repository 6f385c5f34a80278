"""The fill-grid's whole-board bit sets against plain cell-by-cell geometry.

The bit tricks (shifts with wrap masks) are where an off-by-one hides: a set that leaks
from a row's end into the next row's start still looks plausible on most boards. Every
move and fill is compared here with a reference that walks (row, column) pairs, on boards
of every small shape, one-wide and one-high included."""

from __future__ import annotations

import random

import pytest

from gridgames.games.fillgrid.bitboard import Bitboard, from_key, translation

SHAPES = [(w, h) for w in range(1, 6) for h in range(1, 6)] + [(7, 3), (3, 7), (9, 9)]
SIDES = ((-1, 0), (1, 0), (0, -1), (0, 1))
CORNERS = ((-1, -1), (-1, 1), (1, -1), (1, 1))


def neighbours(width: int, height: int, cell: int, steps) -> set[int]:
    row, col = divmod(cell, width)
    return {
        (row + dr) * width + col + dc
        for dr, dc in steps
        if 0 <= row + dr < height and 0 <= col + dc < width
    }


def moved(width: int, height: int, cells: set[int], dr: int, dc: int) -> set[int]:
    """The cells one step (dr, dc) from `cells`, those that stay on the board."""
    out = set()
    for cell in cells:
        row, col = divmod(cell, width)
        if 0 <= row + dr < height and 0 <= col + dc < width:
            out.add((row + dr) * width + col + dc)
    return out


def flood(width: int, height: int, seed: set[int], inside: set[int], steps) -> set[int]:
    reached = seed & inside
    todo = list(reached)
    while todo:
        for other in neighbours(width, height, todo.pop(), steps):
            if other in inside and other not in reached:
                reached.add(other)
                todo.append(other)
    return reached


def random_sets(width: int, height: int, seed: int, count: int = 12):
    rng = random.Random(seed * 1000 + width * 10 + height)
    cells = range(width * height)
    for _ in range(count):
        density = rng.choice((0.1, 0.4, 0.7, 1.0))
        yield {cell for cell in cells if rng.random() < density}


@pytest.mark.parametrize(("width", "height"), SHAPES)
def test_moves_and_growth_match_the_cells_geometry(width, height) -> None:
    board = Bitboard(width, height)
    assert board.cells == board.of(range(width * height))
    for cells in random_sets(width, height, 1):
        bits = board.of(cells)
        assert board.members(bits) == sorted(cells)
        assert set(board.members(board.east(bits))) == moved(width, height, cells, 0, 1)
        assert set(board.members(board.west(bits))) == moved(width, height, cells, 0, -1)
        assert set(board.members(board.south(bits))) == moved(width, height, cells, 1, 0)
        assert set(board.members(board.north(bits))) == moved(width, height, cells, -1, 0)
        side = set(cells).union(*(neighbours(width, height, c, SIDES) for c in cells))
        assert set(board.members(board.grow4(bits))) == side
        ring = side.union(*(neighbours(width, height, c, CORNERS) for c in cells))
        assert set(board.members(board.grow8(bits))) == ring


@pytest.mark.parametrize(("width", "height"), SHAPES)
def test_fills_reach_what_a_walk_reaches_and_nothing_else(width, height) -> None:
    board = Bitboard(width, height)
    rng = random.Random(width * 31 + height)
    for inside in random_sets(width, height, 2):
        seed = {rng.randrange(width * height) for _ in range(rng.randint(1, 2))}
        for steps, fill in ((SIDES, board.fill4), (SIDES + CORNERS, board.fill8)):
            expected = flood(width, height, seed, inside, steps)
            assert set(board.members(fill(board.of(seed), board.of(inside)))) == expected


@pytest.mark.parametrize(("width", "height"), SHAPES)
def test_the_border_and_the_off_board_directions(width, height) -> None:
    board = Bitboard(width, height)
    ring = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))  # N, NE, ...
    every = range(width * height)
    for direction, (dr, dc) in enumerate(ring):
        off = {
            cell
            for cell in every
            if not (0 <= cell // width + dr < height and 0 <= cell % width + dc < width)
        }
        assert set(board.members(board.off[direction])) == off, direction
    border = {c for c in every if len(neighbours(width, height, c, SIDES)) < 4}
    assert set(board.members(board.border)) == border


def test_a_key_of_domains_reads_back_as_the_set_of_matching_cells() -> None:
    domains = bytes([1, 2, 3, 2, 1, 1, 2])
    for wanted in ((1,), (2,), (1, 3), (3,)):
        key = domains.translate(translation(*wanted))
        assert from_key(key) == sum(1 << i for i, d in enumerate(domains) if d in wanted)
