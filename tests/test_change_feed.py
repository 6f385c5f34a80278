"""Views kept up to date through a `ChangeFeed` against the same view rebuilt from scratch,
after random narrowings and undos: the fill-grid board's bytes, the shaded set the
connectivity rule keeps, and the feed itself. (Whole searches through them are checked
against brute force in test_count_answers and test_fillgrid_solve.)"""

from __future__ import annotations

import random

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, ChangeFeed, Model, Store
from gridgames.games.fillgrid.bitboard import from_key
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.connectivity import SHADED, Connected
from gridgames.games.fillgrid.generate import hitori_from_shading, random_shading
from gridgames.games.fillgrid.genre import GENRE
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
    feed = ChangeFeed(store)
    assert not feed.stale
    store.dom = [ONLY_0] * 4
    assert feed.stale
    feed.restart()
    assert not feed.stale and feed.take() == []


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
        assert connected._shaded_now(store) == from_key(bytes(store.dom).translate(SHADED))

    wander(store, rng, 200, look)
    look()
    other = Store(GENRE.build(puzzle))  # the same board asked about another store
    assert board.snapshot(other) == bytes(other.dom)
    assert board.snapshot(store) == bytes(store.dom)
