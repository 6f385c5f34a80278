"""Shikaku candidate rectangles against brute force.

`find_candidates` is the start of every Shikaku solve: a rectangle it leaves out is an
answer the solver can never find, and one too many (a row past the board, a shape of the
wrong area, one holding a second number) is only pruned later, if at all. So the list is
compared, clue by clue, with every rectangle of the board checked the slow way.
"""

from __future__ import annotations

import random

import pytest

from gridgames.games.shikaku.candidates import cells_of, find_candidates
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
