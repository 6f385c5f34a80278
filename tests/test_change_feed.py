"""Views kept up to date through a `ChangeFeed` against the same view rebuilt from scratch,
after random narrowings and undos: the fill-grid board's bytes, the shaded set the
connectivity rule keeps, its cut cells found again from the groups it remembers, and the
feed itself. (Whole searches through them are checked
against brute force in test_count_answers and test_fillgrid_solve.)"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.engine import EITHER, ONLY_0, ONLY_1, ChangeFeed, Contradiction, Model, Store
from gridgames.games.fillgrid.bitboard import Bitboard, from_key
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.branching import TightestNumber
from gridgames.games.fillgrid.connectivity import SHADED, Connected, Cuts, Split, cut_cells
from gridgames.games.fillgrid.generate import (
    hitori_from_shading,
    kurodoko_from_shading,
    random_shading,
)
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.kurodoko import Sight
from gridgames.games.fillgrid.puzzle import FillGridPuzzle


def wander(store: Store, rng: random.Random, moves: int, look) -> None:
    """Random narrowings and undos to random earlier marks; `look()` at random moments."""
    marks: list[int] = []
    size = len(store.dom)
    for _ in range(moves):
        roll = rng.random()
        if roll < 0.55:
            var = rng.randrange(size)
            if store.dom[var] == EITHER:
                marks.append(store.mark())
                store.narrow(var, rng.choice((ONLY_0, ONLY_1)))
        elif roll < 0.8 and marks:
            del marks[rng.randrange(len(marks)) :]
            store.undo(marks[-1] if marks else 0)
        else:
            look()


@pytest.mark.parametrize("seed", range(40))
def test_a_feed_names_every_changed_variable(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.randint(1, 30)
    store = Store(Model([EITHER] * size, []))
    mirrors = [list(store.dom) for _ in range(3)]
    feeds = [ChangeFeed(store) for _ in range(3)]

    def look() -> None:
        which = rng.randrange(3)  # feeds asked at different moments, each on its own
        for var in feeds[which].take():
            mirrors[which][var] = store.dom[var]
        assert mirrors[which] == store.dom

    wander(store, rng, 300, look)
    for which in range(3):
        for var in feeds[which].take():
            mirrors[which][var] = store.dom[var]
        assert mirrors[which] == store.dom
        assert feeds[which].take() == []  # nothing new: nothing named


def test_a_replaced_domain_list_makes_the_feed_stale() -> None:
    store = Store(Model([EITHER] * 4, []))
    store.narrow(0, ONLY_1)
    feed = ChangeFeed(store)
    assert not feed.stale and feed.take() == []
    store.dom = [EITHER] * 4
    assert feed.stale
    store.narrow(1, ONLY_0)
    feed.restart()  # the trail so far is the past: only what comes after is named
    assert not feed.stale and feed.take() == []
    store.narrow(2, ONLY_0)
    assert feed.take() == [2]


def boards(seed: int) -> list[FillGridPuzzle]:
    rng = random.Random(seed)
    side = rng.randint(3, 9)
    shading = random_shading(side, side, rng)
    return [hitori_from_shading(shading, rng), FillGridPuzzle.free(side, side)]


@pytest.mark.parametrize("seed", range(20))
def test_board_bytes_and_shaded_set_follow_the_store(seed: int) -> None:
    rng = random.Random(seed)
    for puzzle in boards(seed):
        follow_a_wandering_store(puzzle, rng)


def follow_a_wandering_store(puzzle: FillGridPuzzle, rng: random.Random) -> None:
    store = Store(GENRE.build(puzzle))
    board = Board(puzzle)
    connected = Connected(board)

    def look() -> None:
        assert board.snapshot(store) == bytes(store.dom)
        assert connected._follow(store)[0] == from_key(bytes(store.dom).translate(SHADED))

    wander(store, rng, 200, look)
    look()
    other = Store(GENRE.build(puzzle))  # the same board asked about another store
    assert board.snapshot(other) == bytes(other.dom)
    assert board.snapshot(store) == bytes(store.dom)


@pytest.mark.parametrize("seed", range(30))
def test_the_connectivity_rule_narrows_as_a_fresh_one_would(seed: int) -> None:
    """Run at random moments between narrowings and undos (its own white cells undone
    too), the rule leaves the same domains, or finds the same dead end, as a rule that
    never saw the store before."""
    rng = random.Random(seed)
    for puzzle in boards(seed):
        store = Store(GENRE.build(puzzle))
        kept = Connected(Board(puzzle))

        def look(store=store, kept=kept, puzzle=puzzle) -> None:
            fresh = Store(GENRE.build(puzzle))
            fresh.dom = list(store.dom)
            expected = outcome(Connected(Board(puzzle)), fresh)
            assert outcome(kept, store) == expected

        wander(store, rng, 150, look)


def outcome(rule: Connected, store: Store) -> list[int] | None:
    try:
        rule.propagate(store)
    except Contradiction:
        return None
    return list(store.dom)


@settings(max_examples=150, deadline=None)
@given(st.tuples(st.integers(1, 9), st.integers(1, 9)), st.floats(0.0, 0.6), st.integers())
def test_cut_cells_found_again_match_cut_cells_found_afresh(sides, density, seed):
    """One `Cuts` asked about a wandering shading (a few cells flipped, sometimes many,
    split regions and touching shaded cells included) answers as a fresh one."""
    width, height = sides
    rng = random.Random(seed)
    bb = Bitboard(width, height)
    size = width * height
    shaded = {cell for cell in range(size) if rng.random() < density}
    again = Cuts(bb)
    for _ in range(25):
        flips = rng.choice((1, 1, 2, 3, size))
        for cell in rng.sample(range(size), min(flips, size)):
            if rng.random() < density or cell in shaded:
                shaded ^= {cell}
        try:
            expected = cut_cells(bb, bb.of(shaded))
        except Split:
            with pytest.raises(Split):
                again.find(bb.of(shaded))
        else:
            assert again.find(bb.of(shaded)) == expected


@pytest.mark.parametrize("seed", range(12))
def test_kurodoko_branching_remembers_rooms_as_a_fresh_one_works_them_out(seed: int) -> None:
    """TightestNumber recomputes only the rooms of numbers whose rays changed: after
    random narrowings, undos and dead ends it picks what one starting from nothing picks."""
    rng = random.Random(seed)
    width, height = rng.randint(3, 9), rng.randint(3, 9)
    puzzle = kurodoko_from_shading(random_shading(width, height, rng), rng, 0.4)
    store = Store(GENRE.build(puzzle))
    sights = [rule for rule in store.props if isinstance(rule, Sight)]
    board = sights[0].board
    remembering = TightestNumber(board, sights)

    def look() -> None:
        if rng.random() < 0.3:
            rng.choice(sights).failures += 1  # a dead end reweighs a number, not its room
        assert remembering(store) == TightestNumber(board, sights)(store)

    wander(store, rng, 200, look)
    look()
