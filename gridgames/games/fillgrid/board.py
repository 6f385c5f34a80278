"""The grid as the fill-grid rules see it: cell numbering, neighbours, and words for cells.

One engine variable per cell, variable r*width + c, so rules can index neighbour tables
directly instead of building per-cell objects in their hot loops.
"""

from __future__ import annotations

from ...engine import EITHER, ONLY_0, ONLY_1, ChangeFeed, Store
from ...engine.sentence import Sentence
from ..problem import where
from .puzzle import FillGridPuzzle


class Board:
    """Geometry shared by every rule of one puzzle; built once per model."""

    def __init__(self, puzzle: FillGridPuzzle) -> None:
        self.puzzle = puzzle
        self.width = width = puzzle.width
        self.height = height = puzzle.height
        self.size = width * height
        self.neighbours: list[tuple[int, ...]] = []
        for cell in range(self.size):
            r, c = divmod(cell, width)
            near = []
            if r > 0:
                near.append(cell - width)
            if c > 0:
                near.append(cell - 1)
            if c + 1 < width:
                near.append(cell + 1)
            if r + 1 < height:
                near.append(cell + width)
            self.neighbours.append(tuple(near))
        self._feed: ChangeFeed | None = None
        self._snapshot = bytearray()

    # -- the state, shared by the rules -------------------------------------------------
    def snapshot(self, store: Store) -> bytearray:
        """The domains as one byte per cell, shared by the rules; read it, never keep or
        change it (it is updated in place as the store changes).

        Why: rules slice and translate the state in C (`bytes` methods), and converting
        the list of domains costs O(cells): on a 200x200 board, after every narrowing,
        that was most of a solve. So the bytes follow the store through a `ChangeFeed`:
        only the cells narrowed or undone since the last look are re-read.
        """
        feed = self._feed
        # `feed.stale` written out: every rule run asks here first.
        if feed is None or feed.store is not store or store.dom is not feed.dom:
            if feed is not None:
                feed.store.feeds.remove(feed)
            self._feed = ChangeFeed(store)
            self._snapshot = bytearray(store.dom)
            return self._snapshot
        changed = feed.take()
        if changed:
            dom, snapshot = store.dom, self._snapshot
            for cell in changed:
                snapshot[cell] = dom[cell]
        return self._snapshot

    # -- naming -----------------------------------------------------------------------
    def cell_of(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.width)

    def name(self, cell: int) -> str:
        return where(*divmod(cell, self.width))

    def number(self, cell: int) -> int | None:
        r, c = divmod(cell, self.width)
        return self.puzzle.numbers[r][c]

    def describe(self, cell: int, domain: int) -> str:
        """How probing and guesses word a cell: "row 4, column 2 shaded"."""
        name = self.name(cell)
        if domain == ONLY_1:
            return Sentence("{cell} shaded", cell=name)
        if domain == ONLY_0:
            return Sentence("{cell} white", cell=name)
        if domain == EITHER:
            return name
        return Sentence("{cell} (impossible)", cell=name)

    def value_words(self, cell: int, domain: int) -> str:
        """The value alone, for "... So it is white." after a failed trial."""
        if domain == ONLY_1:
            return Sentence("shaded")
        return Sentence("white") if domain == ONLY_0 else Sentence("undecided")

    def region(self, cells: list[int]) -> str:
        """A group of cells in a few words, for reasons about walled-off regions."""
        if len(cells) == 1:
            return self.name(cells[0])
        spots = [divmod(cell, self.width) for cell in cells]
        count = len(cells)
        straight = self._straight(spots)
        if straight:
            return Sentence.counted(
                "count",
                "the cell of {line}",
                "the {count} cells of {line}",
                count=count,
                line=straight,
            )
        corner = self._corner(spots)
        if corner == "top-left":
            return Sentence.counted(
                "count",
                "the cell in the top-left corner",
                "the {count} cells in the top-left corner",
                count=count,
            )
        if corner == "top-right":
            return Sentence.counted(
                "count",
                "the cell in the top-right corner",
                "the {count} cells in the top-right corner",
                count=count,
            )
        if corner == "bottom-left":
            return Sentence.counted(
                "count",
                "the cell in the bottom-left corner",
                "the {count} cells in the bottom-left corner",
                count=count,
            )
        if corner == "bottom-right":
            return Sentence.counted(
                "count",
                "the cell in the bottom-right corner",
                "the {count} cells in the bottom-right corner",
                count=count,
            )
        return Sentence.counted(
            "count",
            "the cell around {cell}",
            "the {count} cells around {cell}",
            count=count,
            cell=where(*spots[0]),
        )

    def run(self, cells: list[int]) -> str:
        """Cells in one row or column: "row 2, columns 3-7"; else each named."""
        spots = [divmod(cell, self.width) for cell in cells]
        return self._straight(spots) or Sentence(
            "{cells}", cells=", ".join(where(r, c) for r, c in spots)
        )

    @staticmethod
    def _straight(spots: list[tuple[int, int]]) -> str:
        rows = sorted({r for r, _ in spots})
        cols = sorted({c for _, c in spots})
        if len(spots) == 1:
            return where(*spots[0])
        if len(rows) == 1:
            return Sentence(
                "row {row}, columns {first}-{last}",
                row=rows[0] + 1,
                first=cols[0] + 1,
                last=cols[-1] + 1,
            )
        if len(cols) == 1:
            return Sentence(
                "column {column}, rows {first}-{last}",
                column=cols[0] + 1,
                first=rows[0] + 1,
                last=rows[-1] + 1,
            )
        return ""

    def _corner(self, spots: list[tuple[int, int]]) -> str:
        last_r, last_c = self.height - 1, self.width - 1
        names = {
            (0, 0): "top-left",
            (0, last_c): "top-right",
            (last_r, 0): "bottom-left",
            (last_r, last_c): "bottom-right",
        }
        for spot in spots:
            if spot in names:
                return names[spot]
        return ""
