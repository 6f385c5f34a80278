"""Shikaku candidate rectangles against brute force.

`find_candidates` is the start of every Shikaku solve: a rectangle it leaves out is an
answer the solver can never find, and one too many (a row past the board, a shape of the
wrong area, one holding a second number) is only pruned later, if at all. So the list is
compared, clue by clue, with every rectangle of the board checked the slow way.
"""

from __future__ import annotations

import random

import pytest

from gridgames.engine import bit_list
from gridgames.games.shikaku.candidates import (
    CandidateMemo,
    _reach,
    candidates_with,
    cells_of,
    find_candidates,
)
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle


def every_rectangle(width: int, height: int) -> list[Rect]:
    return [
        Rect(row, col, h, w)
        for row in range(height)
        for col in range(width)
        for h in range(1, height - row + 1)
        for w in range(1, width - col + 1)
    ]


def brute_force(puzzle: ShikakuPuzzle, clue: Clue) -> set[Rect]:
    """The rectangles of the clue's area that hold the clue and no other number."""
    return {
        rect
        for rect in every_rectangle(puzzle.width, puzzle.height)
        if rect.area == clue.value
        and rect.contains(clue.row, clue.col)
        and not any(rect.contains(other.row, other.col) for other in puzzle.clues if other != clue)
    }


def random_puzzle(rng: random.Random) -> ShikakuPuzzle:
    width, height = rng.randint(1, 7), rng.randint(1, 7)
    cells = [(r, c) for r in range(height) for c in range(width)]
    chosen = rng.sample(cells, rng.randint(1, min(6, len(cells))))
    clues = tuple(Clue(r, c, rng.randint(1, width * height)) for r, c in chosen)
    return ShikakuPuzzle(width, height, clues)


def assert_matches_brute_force(puzzle: ShikakuPuzzle) -> None:
    found = find_candidates(puzzle)
    assert len(found.rects) == len(found.masks) == len(found.zones) == len(puzzle.clues)
    for i, clue in enumerate(puzzle.clues):
        rects = found.rects[i]
        assert len(rects) == len(set(rects)), f"clue {clue}: a rectangle listed twice"
        assert set(rects) == brute_force(puzzle, clue), f"clue {clue} on {puzzle}"
        zone = 0
        for rect, mask in zip(rects, found.masks[i], strict=True):
            assert sorted(cells_of(mask, puzzle.width)) == sorted(rect.cells())
            zone |= mask
        assert found.zones[i] == zone


@pytest.mark.parametrize("seed", range(8))
def test_candidates_match_brute_force_on_random_boards(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(60):
        assert_matches_brute_force(random_puzzle(rng))


@pytest.mark.parametrize(
    "clue",
    [Clue(0, 0, 4), Clue(3, 4, 4), Clue(0, 4, 6), Clue(3, 0, 6), Clue(1, 2, 20), Clue(2, 2, 5)],
    ids=["top-left", "bottom-right", "top-right", "bottom-left", "whole-board", "line"],
)
def test_candidates_of_a_lone_number_reach_every_edge_and_no_further(clue: Clue) -> None:
    # 5 wide, 4 high: rectangles flush with each edge are in, one row or column past is out.
    assert_matches_brute_force(ShikakuPuzzle(5, 4, (clue,)))


def test_candidates_of_numbers_that_fence_each_other_in() -> None:
    #   2 . 3
    #   . . .
    #   . 4 .
    puzzle = ShikakuPuzzle(3, 3, (Clue(0, 0, 2), Clue(0, 2, 3), Clue(2, 1, 4)))
    found = find_candidates(puzzle)
    assert set(found.rects[0]) == {Rect(0, 0, 1, 2), Rect(0, 0, 2, 1)}
    assert set(found.rects[1]) == {Rect(0, 2, 3, 1)}
    assert set(found.rects[2]) == {Rect(1, 0, 2, 2), Rect(1, 1, 2, 2)}
    assert_matches_brute_force(puzzle)


@pytest.mark.parametrize("seed", range(6))
def test_a_memo_carried_through_moves_gives_what_a_fresh_count_gives(seed: int) -> None:
    """A generator keeps each number's places from round to round (`CandidateMemo`) while
    it moves numbers: after every move, on one board size and then another, the places,
    masks, zones and zone cells are those worked out from nothing."""
    rng = random.Random(seed)
    memo = CandidateMemo()
    for width, height in ((7, 6), (7, 6), (5, 8)):
        cells = [(r, c) for r in range(height) for c in range(width)]
        spots = rng.sample(cells, 6)
        values = [rng.randint(2, 8) for _ in spots]
        for _ in range(15):
            spots[rng.randrange(len(spots))] = rng.choice(
                [cell for cell in cells if cell not in spots]
            )
            clues = tuple(Clue(r, c, v) for (r, c), v in zip(spots, values, strict=True))
            puzzle = ShikakuPuzzle(width, height, tuple(sorted(clues)))
            kept = candidates_with(puzzle, memo)
            assert kept == find_candidates(puzzle)
            assert kept.cells == [bit_list(zone) for zone in kept.zones]


def test_the_memo_key_reach_is_every_cell_a_lone_number_could_cover() -> None:
    """The memo tells boards apart by the other numbers within a number's reach, worked
    out per shape without listing places: it must be exactly the zone of the number alone
    (smaller would take another board's places for this one)."""
    rng = random.Random(1)
    for _ in range(300):
        width, height = rng.randint(1, 12), rng.randint(1, 12)
        clue = Clue(rng.randrange(height), rng.randrange(width), rng.randint(1, 24))
        alone = ShikakuPuzzle(width, height, (clue,))
        assert _reach(alone, clue, {}) == find_candidates(alone).zones[0], (width, height, clue)
