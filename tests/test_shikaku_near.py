"""Which numbers' zones meet a number's (`Board.near`, what the coverage rule looks at
around a change): the bitmask way of small boards and the list way of big ones both
give every other number whose zone shares a cell, in clue order."""

from __future__ import annotations

import random

import pytest

from gridgames.games.shikaku import rules
from gridgames.games.shikaku.candidates import find_candidates
from gridgames.games.shikaku.generator import random_tiling
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle


def _boards(count: int) -> list[ShikakuPuzzle]:
    rng = random.Random(19)
    boards = []
    while len(boards) < count:
        width, height = rng.randint(3, 12), rng.randint(3, 12)
        rects = random_tiling(rng, width, height, rng.choice([4, 6, 9, 12]))
        if rects is not None:
            clues = tuple(sorted(Clue(*rng.choice(rect.cells()), rect.area) for rect in rects))
            boards.append(ShikakuPuzzle(width, height, clues))
    return boards


@pytest.mark.parametrize("bitmasks", [True, False])
def test_near_lists_every_other_number_whose_zone_meets_it(monkeypatch, bitmasks) -> None:
    monkeypatch.setattr(rules, "NEAR_BITS", 10**6 if bitmasks else 0)
    for puzzle in _boards(40):
        cands = find_candidates(puzzle)
        board = rules.Board(puzzle, cands)
        zones = cands.zones
        for clue, zone in enumerate(zones):
            plain = [other for other, its in enumerate(zones) if other != clue and its & zone]
            assert board.near(clue) == plain
