"""The exact line solver: which cells of one row or column every legal placement agrees on.

A line of `n` cells with clue `(b1, ..., bk)` is solved by dynamic programming over
(block, position), but each block's whole set of positions is one Python int used as a
bitset, so a step is a handful of big-int operations running in C instead of a loop over
cells: O(k) Python steps per line, never a list of placements (which explodes on long lines).

Coordinates. Inside the solver a line is "extended": bit `i + 1` is cell `i`, and bits `0`
and `n + 1` are virtual empty cells before and after the line, so the first and last gaps
need no special case. `fill` / `empty` are the cells that may still be filled / empty.

The forward sweep. Gap `j` (the one before block `j`) starts at "seeds": the virtual cell
for the first gap, else the cell right after a placement of block `j - 1`, which must be
empty. A gap grows over cells that may be empty; `empty + seeds` finds how far in one
addition, because a carry runs through a run of one-bits exactly as far as the run goes.
Block `j` may start right after any cell its gap reaches if all its cells may be filled (a
window mask) and the cell after it may be empty. The line fits when the last gap reaches
the virtual cell after the line.

The backward sweep is the same sweep over the reversed line. A block start is legal when
both sweeps allow it; a cell may be empty when the forward and the backward version of some
gap both reach it. Both sweeps pack their results, one chunk of `n + 2` bits per gap and
per block, interleaved so that reversing the backward int (one bytes translation) lines up
every chunk with its forward twin: then one `&` intersects everything, masked shifts smear
every block over the cells it covers, and a fold ORs the chunks into the two answers. The
window masks of all blocks are likewise computed at once on a replicated copy of the line.

States repeat a lot (a row woken by a column change that told it nothing new, probing
trying the same lines over and over), so each solver caches its answers by line state.

Where the C kernel was built (`kernel.py`, `_line_kernel.c`), `forced` asks it instead:
the same answers (the cells every placement agrees on are one set) at a tenth of the
cost. The sweeps here still give the block starts (`starts`, `bounded`) and are what runs
where the kernel was not built.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from . import kernel

#: Domains as bytes (1 empty, 2 filled, 3 either) -> ASCII '1' where the value is possible.
_MAY_FILL = bytes.maketrans(b"\x00\x01\x02\x03", b"0011")
_MAY_EMPTY = bytes.maketrans(b"\x00\x01\x02\x03", b"0101")
#: Each byte with its bits in reverse order, to reverse a whole int via its bytes.
_REVERSE_BITS = bytes(int(f"{byte:08b}"[::-1], 2) for byte in range(256))

#: Cached answers per solver before the cache is dropped (bounds memory on long searches).
CACHE_LIMIT = 50_000

Steps = tuple[tuple[int, int], ...]


def _step_sets(clue: tuple[int, ...], width: int) -> tuple[Steps, Steps, Steps]:
    """Shifts that grow every block chunk's one-cell span to its block length, as (shift,
    chunks that take it) steps, in O(log length) steps: for the forward sweep's windows
    (block j at chunk j), the backward sweep's (at k-1-j) and the packed result's smear (at
    2k-2j-1), in one pass, since the three put each block in another chunk but split its
    length into the same shifts.

    Per block of length b the shifts are 1, 2, 4, ... while the span can double, then the
    rest: `w &= w >> s` over them turns "cell may be filled" into "a block of b may start
    here", and `c |= c << s` turns block starts into the cells they cover. All chunks share
    the powers of two, so those go first in increasing order; each chunk then takes its one
    remainder shift.

    A smear shifts left, so the top bits of the chunk below (a gap's last cells) would
    spill into a block chunk; its masks leave out the chunk's lowest `shift + 1` bits, where
    no covered cell can land (a block starts at extended bit 1 or later)."""
    count = len(clue)
    places: dict[int, tuple[int, int, int]] = {}  # length -> its chunks' bottoms, per set
    for j, length in enumerate(clue):
        forward, backward, smear = places.get(length, (0, 0, 0))
        places[length] = (
            forward | 1 << (j * width),
            backward | 1 << ((count - 1 - j) * width),
            smear | 1 << ((2 * count - 2 * j - 1) * width),
        )
    powers: dict[int, list[int]] = {}
    remainders: dict[int, list[int]] = {}
    for length, where in places.items():
        span = 1
        while span * 2 <= length:
            group = powers.setdefault(span, [0, 0, 0])
            for i in range(3):
                group[i] |= where[i]
            span *= 2
        if span < length:
            group = remainders.setdefault(length - span, [0, 0, 0])
            for i in range(3):
                group[i] |= where[i]
    chunk = (1 << width) - 1
    sets: tuple[list[tuple[int, int]], ...] = ([], [], [])
    for groups in (powers, remainders):
        for shift in sorted(groups):
            group = groups[shift]
            sets[0].append((shift, chunk * group[0]))  # one copy per chunk, no carries
            sets[1].append((shift, chunk * group[1]))
            sets[2].append((shift, (chunk & ~((1 << (shift + 1)) - 1)) * group[2]))
    return tuple(sets[0]), tuple(sets[1]), tuple(sets[2])


def _reverse(value: int, nbytes: int, drop: int) -> int:
    """`value`'s lowest `8 * nbytes - drop` bits in reverse order."""
    return int.from_bytes(value.to_bytes(nbytes, "little").translate(_REVERSE_BITS)) >> drop


class _Tables(NamedTuple):
    """What solving a clue on a line of some length needs, computed once per clue/length."""

    width: int  # one extended line: its cells and two virtual ones
    edges: int  # the two virtual empty cells
    last: int  # the virtual cell after the line
    cells: int  # the real cells
    repeat: int  # one bit per block chunk: `x * repeat` copies x into every chunk
    forward_windows: Steps  # (shift, keep): forward chunk j is block j
    backward_windows: Steps  # backward chunk j is block k-1-j
    smear: Steps  # over the packed result: gap g at chunk 2k-2g, block j at chunk 2k-2j-1
    nbytes: int  # the packed result's size, for reversing it
    drop: int


@lru_cache(maxsize=4096)
def tables(clue: tuple[int, ...], length: int) -> _Tables:
    count = len(clue)
    width = length + 2
    last = 1 << (length + 1)
    everything = (1 << (width * count)) - 1
    forward, backward, smear = _step_sets(clue, width)
    total = width * (2 * count + 1)
    nbytes = (total + 7) // 8
    return _Tables(
        width,
        1 | last,
        last,
        ((1 << length) - 1) << 1,
        everything // ((1 << width) - 1),  # 1 at the bottom of every chunk
        tuple((shift, everything & ~mask) for shift, mask in forward),
        tuple((shift, everything & ~mask) for shift, mask in backward),
        smear,
        nbytes,
        8 * nbytes - total,
    )


class LineSolver:
    """Solves every line that has this clue and this length; shared by such lines."""

    __slots__ = ("clue", "length", "cache", "_built", "_open")

    def __init__(self, clue: Sequence[int], length: int) -> None:
        self.clue = tuple(clue)
        self.length = length
        #: The bit tables, made on first use: with the C kernel a line-solvable board
        #: never needs them, and making them was most of such a solve.
        self._built: _Tables | None = None
        #: line state (bytes of domains) -> (cells forced filled, cells forced empty) as
        #: bitsets over the line's cells, or None when no placement fits.
        self.cache: dict[bytes, tuple[int, int] | None] = {}
        #: The line with no cell known, which every solve of a board starts with.
        self._open = b"\x03" * length

    @property
    def _tables(self) -> _Tables:
        built = self._built
        if built is None:
            built = self._built = tables(self.clue, self.length)
        return built

    def solve(self, state: bytes) -> tuple[int, int] | None:
        """Cells (bit i = cell i) undecided in `state` but filled in every legal placement,
        and those empty in every one; None when no placement fits. Cached by state."""
        cache = self.cache
        answer = cache.get(state, 0)
        if answer != 0:
            return answer
        answer = self.forced(state)
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        cache[state] = answer
        return answer

    def forced(self, state: bytes) -> tuple[int, int] | None:
        """`solve` without the cache, for callers that keep their own."""
        if state == self._open:
            return self.overlap()
        compiled = kernel.KERNEL
        if compiled is not None:
            return compiled.forced(self.clue, state)
        found = self._legal(state)
        if found is None:
            return None
        return self._agreed(*found)

    def overlap(self) -> tuple[int, int] | None:
        """`forced` on a line with no cell known, worked out directly (the first solve of
        every line of a board): each block covers the cells it covers when pushed all the
        way left and all the way right; with no room to spare, the gaps between blocks are
        empty too; no blocks: every cell is empty."""
        clue, length = self.clue, self.length
        slack = length - sum(clue) - len(clue) + 1
        if not clue:
            return 0, (1 << length) - 1
        if slack < 0:
            return None
        filled, start = 0, 0
        for block in clue:
            if block > slack:
                filled |= ((1 << (block - slack)) - 1) << (start + slack)
            start += block + 1
        return filled, 0 if slack else ((1 << length) - 1) & ~filled

    def bounded(self, state: bytes, allowed: tuple[int, int]) -> tuple[int, int, list[int]] | None:
        """`forced`, with each block's start kept to a range (`allowed`, from `allow`),
        and where each block can then start (as `starts`); None when nothing fits."""
        found = self._legal(state, allowed)
        if found is None:
            return None
        return (*self._agreed(*found), self._starts(found[2]))

    def allow(self, lows: Sequence[int], highs: Sequence[int]) -> tuple[int, int]:
        """Block j may start only at cells lows[j]..highs[j] (none if lows[j] > highs[j]):
        the masks the forward and the backward sweep AND into their windows (each block's
        chunk, in each sweep's own coordinates; the backward sweep sees block k-1-j's last
        cell first). `fits` needs only the first, which `allow_block` changes per block."""
        t, clue, length = self._tables, self.clue, self.length
        width, count = t.width, len(clue)
        forward = backward = 0
        for j, (low, high) in enumerate(zip(lows, highs, strict=True)):
            span = (1 << max(0, high - low + 1)) - 1
            forward |= span << (j * width + low + 1)
            backward |= span << ((count - 1 - j) * width + length - clue[j] - high + 1)
        return forward, backward

    def allow_block(self, forward: int, j: int, low: int, high: int) -> int:
        """`allow`'s first mask with block j's starts changed to low..high."""
        width = self._tables.width
        span = (1 << max(0, high - low + 1)) - 1
        return forward & ~(((1 << width) - 1) << (j * width)) | span << (j * width + low + 1)

    def _agreed(self, fill: int, empty: int, packed: int) -> tuple[int, int]:
        """From both sweeps' legal starts and gap cells: the undecided cells every
        placement fills, and those it leaves empty."""
        # Smear legal starts over their blocks, then OR all block chunks into one (cells
        # that may be filled) and all gap chunks into another (cells that may be empty).
        t = self._tables
        for shift, mask in t.smear:
            packed |= (packed << shift) & mask
        width, pairs = t.width, len(self.clue) + 1
        while pairs > 1:
            half = (pairs + 1) >> 1
            packed |= packed >> (2 * width * half)
            pairs = half
        undecided = fill & empty
        return (
            (undecided & ~packed) >> 1,  # no gap reaches them: filled
            (undecided & ~(packed >> width)) >> 1,  # no block covers them: empty
        )

    def fits(self, state: bytes, starts: int | None = None) -> bool:
        """Does any placement fit `state`? The forward sweep alone, neither packed nor
        followed by the backward sweep: what learning's explanations ask, dozens of times
        per conflict (`LineRule.explain`), for a third of a full solve's work. `starts`:
        block starts kept to ranges (`allow`'s first mask)."""
        fill, empty = self.masks(state)
        return self.fits_masks(fill, empty, starts)

    def masks(self, state: bytes) -> tuple[int, int]:
        """`state` as the sweeps read it: (cells that may be filled, cells that may be
        empty, with the two virtual empty cells), bit `i + 1` for cell `i`."""
        fill = int(state.translate(_MAY_FILL)[::-1], 2) << 1
        empty = (int(state.translate(_MAY_EMPTY)[::-1], 2) << 1) | self._tables.edges
        return fill, empty

    def fits_masks(self, fill: int, empty: int, starts: int | None = None) -> bool:
        """`fits` over `masks`' bitsets: for explanations, which free and set cells by a
        bit operation each instead of building a state per question."""
        t = self._tables
        windows = fill * t.repeat
        for shift, keep in t.forward_windows:
            windows &= (windows >> shift) | keep
        if starts is not None:
            windows &= starts
        seeds, width = 1, t.width
        for length in self.clue:
            reach = (empty & ~(empty + seeds)) | seeds
            seeds = ((reach << 1) & windows & (empty >> length)) << length
            if not seeds:  # this block fits nowhere: neither do the rest
                return False
            windows >>= width
        return bool(((empty & ~(empty + seeds)) | seeds) & t.last)

    def starts(self, state: bytes) -> list[int] | None:
        """The cells where each block can legally start (bit i = cell i), for explanations
        and tests; None when no placement fits."""
        found = self._legal(state)
        return None if found is None else self._starts(found[2])

    def _starts(self, packed: int) -> list[int]:
        width, count = self._tables.width, len(self.clue)
        chunk = (1 << width) - 1
        return [(packed >> ((2 * count - 2 * j - 1) * width) & chunk) >> 1 for j in range(count)]

    def _legal(
        self, state: bytes, allowed: tuple[int, int] | None = None
    ) -> tuple[int, int, int] | None:
        """Both sweeps intersected: (fill, empty, packed legal starts and gap cells)."""
        may_fill = state.translate(_MAY_FILL)
        may_empty = state.translate(_MAY_EMPTY)
        # One unpacking instead of an attribute lookup per use: this runs hundreds of
        # times per puzzle.
        width, edges, last, _, repeat, forward_windows, backward_windows, _, nbytes, drop = (
            self._tables
        )
        clue = self.clue
        # Forward, in line order (the bytes reversed, since int() reads the first highest).
        fill = int(may_fill[::-1], 2) << 1
        empty = (int(may_empty[::-1], 2) << 1) | edges
        windows = fill * repeat
        for shift, keep in forward_windows:
            windows &= (windows >> shift) | keep
        if allowed is not None:
            windows &= allowed[0]
        # A block with nowhere to go leaves no seeds, so the last gap cannot reach the end:
        # one test after the loop instead of one per block.
        seeds, forward = 1, 0
        for length in clue:
            reach = (empty & ~(empty + seeds)) | seeds
            placed = (reach << 1) & windows & (empty >> length)
            windows >>= width
            seeds = placed << length
            forward = (((forward << width) | reach) << width) | placed
        reach = (empty & ~(empty + seeds)) | seeds
        if not reach & last:
            return None
        forward = (forward << width) | reach
        # Backward: the reversed line is the bytes read as they come. A block is recorded by
        # its last cell, which is its first cell once the line is turned back.
        back_fill = int(may_fill, 2) << 1
        back_empty = (int(may_empty, 2) << 1) | edges
        windows = back_fill * repeat
        for shift, keep in backward_windows:
            windows &= (windows >> shift) | keep
        if allowed is not None:
            windows &= allowed[1]
        seeds, backward = 1, 0
        for length in reversed(clue):
            reach = (back_empty & ~(back_empty + seeds)) | seeds
            placed = (reach << 1) & windows & (back_empty >> length)
            windows >>= width
            seeds = placed << length
            backward = (((backward << width) | reach) << width) | (seeds >> 1)
        reach = (back_empty & ~(back_empty + seeds)) | seeds
        if not reach & last:
            return None
        backward = (backward << width) | reach
        turned = backward.to_bytes(nbytes, "little").translate(_REVERSE_BITS)  # `_reverse`
        return fill, empty, forward & (int.from_bytes(turned) >> drop)
