"""The exact line solver: which cells of one row or column every legal placement agrees on.

A line of `n` cells with clue `(b1, ..., bk)` is solved by dynamic programming over
(block, position), but each block's whole set of positions is one Python int used as a
bitset, so a step is a handful of big-int operations running in C instead of a loop over
cells. That keeps the cost O(k * n / word) in practice and never lists placements, which
explode on long lines.

Coordinates. Inside the solver a line is "extended": bit `i + 1` is cell `i`, and bits `0`
and `n + 1` are virtual empty cells before and after the line, so the first and the last
gap need no special case. `can_fill` / `can_empty` say which cells may still be filled /
empty.

The forward sweep. Gap `j` (before block `j`) starts at "seeds": the virtual cell for the
first gap, else the cell right after a placement of block `j - 1`, which must be empty. The
gap can grow over cells that may be empty; `flood` finds those in one addition, because a
carry runs through a run of one-bits exactly as far as the run goes. Block `j` may start
just after any reachable gap cell if its `b` cells may all be filled (a precomputed window
mask) and the cell after it may be empty. The line is feasible when the last gap reaches
the virtual cell after the line.

The backward sweep is the same sweep on the reversed line. A start is legal when it is
reachable from both ends; a cell may be empty when some forward gap and the matching
backward gap both reach it. Reversing an int is a string slice (`format`/`int`), cheaper
than any Python loop.

States repeat a lot (rows solved again after a column change that did not touch them,
probing trying the same lines over and over), so every solver caches its answers keyed by
the line's domains as bytes.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Domains as bytes (1 empty, 2 filled, 3 either) -> ASCII '1' where the value is possible.
_MAY_FILL = bytes.maketrans(b"\x00\x01\x02\x03", b"0011")
_MAY_EMPTY = bytes.maketrans(b"\x00\x01\x02\x03", b"0101")

#: Cached answers per solver before the cache is dropped (bounds memory on long searches).
CACHE_LIMIT = 50_000


class Placements:
    """Where each block can legally sit, for explanations (tracing) and tests.

    `starts[j]` is a bitset of the cells where block `j` can start (bit i = cell i);
    `can_fill` / `can_empty` the cells filled / empty in at least one legal placement.
    """

    __slots__ = ("starts", "can_fill", "can_empty")

    def __init__(self, starts: list[int], can_fill: int, can_empty: int) -> None:
        self.starts = starts
        self.can_fill = can_fill
        self.can_empty = can_empty

    def span(self, block: int) -> tuple[int, int]:
        """First and last legal start of a block."""
        starts = self.starts[block]
        return (starts & -starts).bit_length() - 1, starts.bit_length() - 1


def _windows(can_fill: int, length: int) -> int:
    """Bit s set when extended cells s .. s+length-1 may all be filled (doubling shifts)."""
    window, span = can_fill, 1
    while span * 2 <= length:
        window &= window >> span
        span *= 2
    if span < length:
        window &= window >> (length - span)
    return window


def _smear(starts: int, length: int) -> int:
    """Every cell covered by a block of `length` starting at one of `starts`."""
    cover, span = starts, 1
    while span * 2 <= length:
        cover |= cover << span
        span *= 2
    if span < length:
        cover |= cover << (length - span)
    return cover


def _sweep(
    blocks: Sequence[int], can_fill: int, can_empty: int, last: int
) -> tuple[list[int], list[int]] | None:
    """Forward feasibility: legal-from-the-left starts per block and reachable gap cells per
    gap (extended coordinates), or None when no placement fits. `last` is the bit of the
    virtual cell after the line."""
    starts: list[int] = []
    gaps: list[int] = []
    seeds = 1
    windows: dict[int, int] = {}
    for length in blocks:
        # Cells a gap starting at a seed can cover: the carry of `can_empty + seeds` clears
        # exactly the run of may-be-empty cells from each seed on.
        reach = (can_empty & ~(can_empty + seeds)) | seeds
        gaps.append(reach)
        window = windows.get(length)
        if window is None:
            window = windows[length] = _windows(can_fill, length)
        placed = (reach << 1) & window & (can_empty >> length)
        if not placed:
            return None
        starts.append(placed)
        seeds = placed << length
    reach = (can_empty & ~(can_empty + seeds)) | seeds
    if not reach & last:
        return None
    gaps.append(reach)
    return starts, gaps


class LineSolver:
    """Solves every line that has this clue and this length; shared by such lines."""

    __slots__ = ("clue", "length", "reversed_clue", "_format", "_edges", "_last", "cache")

    def __init__(self, clue: Sequence[int], length: int) -> None:
        self.clue = tuple(clue)
        self.length = length
        self.reversed_clue = self.clue[::-1]
        self._format = f"0{length + 2}b"
        self._last = 1 << (length + 1)
        self._edges = 1 | self._last
        #: line state (bytes of domains) -> (cells forced filled, cells forced empty) as
        #: bitsets over the line's cells, or None when no placement fits.
        self.cache: dict[bytes, tuple[int, int] | None] = {}

    def solve(self, state: bytes) -> tuple[int, int] | None:
        """Cells (bit i = cell i) that are undecided in `state` but filled in every legal
        placement, and those empty in every one; None when no placement fits."""
        cache = self.cache
        answer = cache.get(state, 0)
        if answer != 0:
            return answer
        found = self.placements(state)
        if found is None:
            answer = None
        else:
            undecided = int(state.translate(_BOTH)[::-1], 2)
            answer = (undecided & ~found.can_empty, undecided & ~found.can_fill)
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        cache[state] = answer
        return answer

    def placements(self, state: bytes) -> Placements | None:
        """Legal starts of every block and what each cell may be, or None if nothing fits."""
        may_fill = state.translate(_MAY_FILL)
        may_empty = state.translate(_MAY_EMPTY)
        edges, last = self._edges, self._last
        forward = _sweep(
            self.clue,
            int(may_fill[::-1], 2) << 1,
            (int(may_empty[::-1], 2) << 1) | edges,
            last,
        )
        if forward is None:
            return None
        # The reversed line is the bytes read as they come: int() puts cell 0 highest.
        backward = _sweep(
            self.reversed_clue,
            int(may_fill, 2) << 1,
            (int(may_empty, 2) << 1) | edges,
            last,
        )
        if backward is None:
            return None
        fstarts, fgaps = forward
        bstarts, bgaps = backward
        fmt = self._format
        count = len(self.clue)
        starts: list[int] = []
        can_fill = 0
        for j, length in enumerate(self.clue):
            # A backward start is the block's last cell seen from the left.
            back = int(format(bstarts[count - 1 - j], fmt)[::-1], 2) >> (length - 1)
            legal = fstarts[j] & back
            starts.append(legal >> 1)
            can_fill |= _smear(legal, length)
        can_empty = 0
        for j in range(count + 1):
            can_empty |= fgaps[j] & int(format(bgaps[count - j], fmt)[::-1], 2)
        return Placements(starts, can_fill >> 1, (can_empty >> 1) & ((1 << self.length) - 1))


_BOTH = bytes.maketrans(b"\x00\x01\x02\x03", b"0001")
