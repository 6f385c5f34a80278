"""Why Shikaku has no "overlap" rule (a place that overlaps every place left for another
number is impossible): the claim rule already drops every such place.

All places of a number B contain B's own cell, so they meet pairwise; a place P of
another number that meets each of them makes a family of rectangles meeting pairwise,
and axis-parallel rectangles that meet pairwise share a cell (Helly's theorem for boxes:
intervals meeting pairwise share a point, in each axis). That cell is one every place of
B covers -- a cell B claims -- so the claim rule drops P. The rule was kept for a session
as an "advanced" propagator, and never once narrowed anything (docs/mutation.md).

Checked here on the rules' fixpoints, from random boards and random narrowings, against
the overlap test written plainly: no place survives that overlaps every place of another
number; and a narrowing the rules call a dead end has no answer (brute force)."""

from __future__ import annotations

import random

from gridgames.engine import Contradiction, Store, bits
from gridgames.games.shikaku.candidates import find_candidates
from gridgames.games.shikaku.genre import GENRE
from tests.test_shikaku_solve import puzzle_from_tiling, random_tiling


def overlapping_places(masks: list[list[int]], dom: list[int]) -> list[tuple[int, int, int]]:
    """(clue, place, blocker) for each place left that meets every place left for another
    clue: what the overlap rule would drop."""
    found = []
    for clue, domain in enumerate(dom):
        for place in bits(domain):
            mask = masks[clue][place]
            for blocker, other in enumerate(dom):
                if blocker != clue and all(mask & masks[blocker][k] for k in bits(other)):
                    found.append((clue, place, blocker))
    return found


def test_no_place_overlapping_every_place_of_another_survives_the_rules() -> None:
    checked = dead_ends = 0
    for seed in range(60):
        rng = random.Random(seed)
        width, height = rng.randint(3, 7), rng.randint(3, 7)
        puzzle = puzzle_from_tiling(rng, width, height, random_tiling(rng, width, height, 8))
        masks = find_candidates(puzzle).masks
        for _ in range(6):
            store = Store(GENRE.build(puzzle))
            # Any narrowing, not only those a solve makes: each clue loses about a
            # quarter of its places at random.
            for clue, domain in enumerate(store.dom):
                length = domain.bit_length()
                drop = rng.getrandbits(length) & rng.getrandbits(length)
                store.narrow(clue, domain & ~drop or domain & -domain)
            store.schedule_all()
            narrowed = list(store.dom)
            try:
                store.fixpoint()
            except Contradiction:  # a real dead end: no answer keeps to the narrowing
                assert not has_answer(masks, narrowed), (seed, puzzle)
                dead_ends += 1
                continue
            assert overlapping_places(masks, store.dom) == [], (seed, puzzle)
            checked += 1
    assert checked > 100 and dead_ends > 10  # both kinds of outcome were met


def has_answer(masks: list[list[int]], dom: list[int]) -> bool:
    """Is there a place per clue, within `dom`, none overlapping another? (The clues' areas
    add up to the board's, so such places cover it.)"""

    def place(clue: int, used: int) -> bool:
        if clue == len(dom):
            return True
        return any(
            not used & masks[clue][k] and place(clue + 1, used | masks[clue][k])
            for k in bits(dom[clue])
        )

    return place(0, 0)
