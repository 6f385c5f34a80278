"""Where to guess in a Kurodoko: at the number with the least room, not at the first cell.

Every cell has the same two values, so the engine's first-fail choice falls back on board
order, which interleaves decisions about unrelated numbers: a wrong guess near the top is
then only found out deep down, after many guesses it has nothing to do with, and the
search thrashes (thousands of guesses on sparse 15x15 boards). Guessing at the end of a
white run of the number with the least room (in its direction with most room, which did
best on the slowest boards we found) keeps the guesses about one number together,
and weighting numbers by the dead ends they caused so far (the "weighted degree" idea)
steers the search to where it keeps failing. Once every number is settled, any undecided
cell may turn white, so the default choice finishes at once.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine import ONLY_0, ONLY_1, ChangeFeed, Store
from .board import Board
from .kurodoko import Sight


class TightestNumber:
    """A `SearchParams.choose` for Kurodoko.

    Each number's room is remembered and worked out again only when a cell of its rays
    changed since the last choice (a `ChangeFeed`, as `Board.snapshot` keeps its bytes):
    recomputing every number's room at each guess was most of a 200x200 solve."""

    def __init__(self, board: Board, sights: list[Sight]) -> None:
        self.board = board
        self.sights = sights
        #: For each cell, the numbers whose rays (as their rules watch them) hold it; made
        #: at the first guess (most solves never guess, and a build should not pay for it).
        self.watching: list[list[int]] = []
        self.rooms = [0] * len(sights)
        self.ends = [-1] * len(sights)
        self._feed: ChangeFeed | None = None

    def __call__(self, store: Store) -> int | None:
        snapshot = self.board.snapshot(store)
        sights, rooms, ends = self.sights, self.rooms, self.ends
        for index in self._stale(store):
            rooms[index], ends[index] = sights[index].room(snapshot)
        best, best_score = None, 0.0
        for sight, room, end in zip(sights, rooms, ends, strict=True):
            if end >= 0:
                score = (1 + sight.failures) / room
                if score > best_score:
                    best, best_score = end, score
        return best

    def _stale(self, store: Store) -> Iterable[int]:
        """The numbers whose room may have changed since the last call (all of them the
        first time, or when the store or its domain list is another)."""
        feed = self._feed
        if feed is None or feed.store is not store or feed.stale:
            if feed is not None:
                feed.store.feeds.remove(feed)
            self._feed = ChangeFeed(store)
            if not self.watching:
                self.watching = [[] for _ in range(self.board.size)]
                for index, sight in enumerate(self.sights):
                    for ray in sight.rays:
                        for cell in ray:
                            self.watching[cell].append(index)
            return range(len(self.sights))
        watching = self.watching
        return {index for cell in feed.take() for index in watching[cell]}


def shaded_first(var: int, domain: int) -> tuple[int, ...]:
    """A `SearchParams.split` for Kurodoko: try ending the white run before extending it.

    A wrong stop is refuted at once by the number's counts, a wrong extension only once
    the run has grown far; on 120 random boards this took a third fewer guesses and
    halved the slowest solve."""
    return (ONLY_1, ONLY_0) if domain == ONLY_0 | ONLY_1 else (domain,)
