"""Which variables changed since a rule last looked: for views kept up to date by hand.

A rule that reads the whole state through a derived view (a board's domains as bytes, the
set of shaded cells as one int) would rebuild it in O(variables) after every narrowing:
on a 200x200 board that was most of a solve. A `ChangeFeed` names, instead, the variables
whose domain may differ from the last time it was asked, so the view is updated in time
proportional to what changed, across narrowings and undos alike.

How: the trail below the lowest undo mark since the last look is untouched (`floor`, kept
by `Store.undo`), and every variable's domain is the one its last trail entry left (or its
starting domain). So a variable whose domain changed has an entry at or above the floor,
either in the trail as it is now or in the part that was undone, which the feed keeps a
copy of. It may name a variable whose domain came back to what it was: the caller re-reads
`store.dom`, so that costs only the re-read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .store import Store


class ChangeFeed:
    """The variables to re-read since the last `take`, for one store."""

    __slots__ = ("store", "dom", "seen", "floor")

    def __init__(self, store: Store) -> None:
        self.store = store
        self.dom = store.dom  # replaced wholesale (a search's starting domains): start over
        self.seen: list[int] = list(store.trail)  # the trail as of the last take
        self.floor = len(self.seen)  # lowest trail length since then (Store.undo lowers it)
        store.feeds.append(self)

    @property
    def stale(self) -> bool:
        """The store's domain list was replaced: every variable may have changed."""
        return self.store.dom is not self.dom

    def take(self) -> list[int]:
        """The variables whose domain may have changed since the last take (with repeats),
        oldest trail position first; call `stale` first, a replaced list is not seen here."""
        trail, seen = self.store.trail, self.seen
        common = self.floor
        if common == len(trail) == len(seen):
            return []
        changed = seen[common:]
        fresh = trail[common:]
        del seen[common:]
        seen += fresh
        self.floor = len(trail)
        changed += fresh
        return changed

    def restart(self) -> None:
        """Forget the past: the caller rebuilds its view from `store.dom` now."""
        self.dom = self.store.dom
        self.seen[:] = self.store.trail
        self.floor = len(self.seen)
