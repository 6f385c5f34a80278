"""Kurodoko's guessing heuristic against brute force (found by mutation testing,
docs/mutation.md): a number's room is, over its four directions, how many more cells it
might see than it surely sees, and the cell it would guess ends the white run of the
direction with most room; the guess goes to the number with the highest (1 + dead ends
met there) / room, the first among equals."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Store
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.branching import TightestNumber
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.kurodoko import Sight, rays
from gridgames.games.fillgrid.puzzle import FillGridPuzzle

WHITE, SHADED = ONLY_0, ONLY_1


def room(dom: list[int], board: Board, cell: int, number: int) -> tuple[int, int]:
    """(most it might see - what it surely sees, the cell ending the widest open run),
    each direction looked at as far as the rule does: `number` cells, one past the most it
    can see, whose shading a full run forces."""
    total, end, widest = 0, -1, 0
    for ray in rays(board, cell):
        ray = ray[:number]
        sure = next((k for k, x in enumerate(ray) if dom[x] != WHITE), len(ray))
        most = next((k for k, x in enumerate(ray) if dom[x] == SHADED), len(ray))
        if most - sure > widest:
            end, widest = ray[sure], most - sure
        total += most - sure
    return total, end


def random_board(rng: random.Random) -> tuple[Store, Board, list[Sight]]:
    width, height = rng.randint(2, 6), rng.randint(2, 6)
    numbers = [[None] * width for _ in range(height)]
    for cell in rng.sample(range(width * height), rng.randint(1, 3)):
        numbers[cell // width][cell % width] = rng.randint(1, width + height - 1)
    puzzle = FillGridPuzzle(width, height, "kurodoko", tuple(map(tuple, numbers)))
    store = Store(GENRE.build(puzzle))
    sights = [rule for rule in store.props if isinstance(rule, Sight)]
    numbered = {sight.cell for sight in sights}
    for cell in range(width * height):
        if cell not in numbered:
            store.dom[cell] = rng.choice((EITHER, EITHER, WHITE, SHADED))
    return store, Board(puzzle), sights


@pytest.mark.parametrize("seed", range(3))
def test_room_and_the_guess_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(150):
        store, board, sights = random_board(rng)
        snapshot = board.snapshot(store)
        for sight in sights:
            assert sight.room(snapshot) == room(store.dom, board, sight.cell, sight.number)
            sight.failures = rng.randint(0, 3)
        best, best_score = None, 0.0
        for sight in sights:
            space, end = room(store.dom, board, sight.cell, sight.number)
            if end >= 0 and (1 + sight.failures) / space > best_score:
                best, best_score = end, (1 + sight.failures) / space
        assert TightestNumber(board, sights)(store) == best
