"""`grading.settle` tells the longest trial that struck: below a shorter limit, a solve
with that limit goes the same way (what Kurodoko's hard generator relies on to tell,
from a test with long probes, whether short ones would have done)."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import Contradiction, Store
from gridgames.engine.budget import Budget
from gridgames.games.fillgrid.generator import maximal_shading, visibility
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.grading import DEEP_CHAIN, SHORT_CHAIN, grade_model, settle
from tests.test_grading_scale import _chain_model


@pytest.mark.parametrize("length", range(1, DEEP_CHAIN + 1))
def test_the_longest_strike_of_a_chain_is_its_links_before_the_contradiction(length):
    store = Store(_chain_model(length))
    store.schedule_all()
    longest: list[int] = []
    assert settle(store, (0,), 2, DEEP_CHAIN, longest=longest)
    assert longest == [length - 1]  # the length-th deduction is the contradiction
    short = grade_model(_chain_model(length), Budget()).name == "medium"
    assert (longest[0] < SHORT_CHAIN) == short


def test_a_long_solve_whose_strikes_were_short_ends_where_a_short_one_does():
    """Small Kurodoko boards with some numbers left out: every long-probe solve whose
    strikes all fit a short probe ends in the very domains of the short-probe solve; and
    among those that do not, some end elsewhere (the test can tell them apart)."""
    rng = random.Random(5)
    same = differ = 0
    for _ in range(150):
        width, height = rng.randint(4, 6), rng.randint(4, 6)
        shading = maximal_shading(width, height, rng, Budget())
        numbers = [
            [n if n is not None and rng.random() < 0.35 else None for n in row]
            for row in visibility(shading)
        ]
        puzzle = FillGridPuzzle(width, height, "kurodoko", tuple(map(tuple, numbers)))
        ends = {}
        longest: list[int] = []  # the long solve's, if it probed
        for limit in (SHORT_CHAIN, DEEP_CHAIN):
            store = Store(GENRE.build(puzzle))
            store.schedule_all()
            told = longest if limit == DEEP_CHAIN else None
            try:
                settle(store, range(width * height), 2, limit, longest=told)
            except Contradiction:  # no answer at all
                ends[limit] = None
                continue
            ends[limit] = list(store.dom)
        if longest and longest[0] < SHORT_CHAIN:
            assert ends[DEEP_CHAIN] == ends[SHORT_CHAIN]
            same += 1
        elif ends[DEEP_CHAIN] != ends[SHORT_CHAIN]:
            differ += 1
    assert same > 30 and differ > 10, (same, differ)
