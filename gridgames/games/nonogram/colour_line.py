"""The exact line solver for colour nonograms: which colours each cell of a line can take.

A colour clue is a list of blocks `(length, colour)`. Blocks keep their order; two
neighbouring blocks of the same colour need at least one background cell between them,
blocks of different colours may touch. A cell's domain is a bitset over the palette: bit 0
background, bit c colour c (the puzzle's palette index), so any number of colours fits one
Python int, as in the rest of the engine.

The algorithm is the forward/backward dynamic programme of the black-and-white solver
(`line.py`), generalised, with every set of positions one Python int used as a bitset:

- `bg` holds the cells that may be background, `paint[c]` those that may be colour c.
- Forward, for block j: its gap (the background before it) starts at the ends of the legal
  placements of block j-1 (one cell later, that cell background, when both blocks have the
  same colour) and grows over cells that may be background -- one addition, since a carry
  runs through a run of one-bits exactly as far as the run goes. Block j may start at any
  position its gap reaches where its `length` cells may all be its colour (a window mask).
- The same sweep over the reversed line gives, for every block and gap, the placements
  that the rest of the line can complete. A block start is legal when both sweeps allow it;
  a cell may be background when the forward and backward versions of some gap both hold it.

The black-and-white solver stays separate: it is tuned to two values, and this one pays a
few more big-int operations per block for its generality.
"""

from __future__ import annotations

from collections.abc import Sequence

#: A colour clue: (length, colour) per block, colour a palette index >= 1.
ColourClue = tuple[tuple[int, int], ...]

#: Cached answers per solver before the cache is dropped (bounds memory on long searches).
CACHE_LIMIT = 50_000

BACKGROUND = 1  # the domain bit of the background (palette index 0)


def _window(paint: int, length: int) -> int:
    """Positions where `length` cells in a row are all in `paint` (O(log length) steps)."""
    span = 1
    while span * 2 <= length:
        paint &= paint >> span
        span *= 2
    if span < length:
        paint &= paint >> (length - span)
    return paint


def _smear(starts: int, length: int) -> int:
    """The cells covered by blocks of `length` starting at `starts`."""
    span = 1
    while span * 2 <= length:
        starts |= starts << span
        span *= 2
    if span < length:
        starts |= starts << (length - span)
    return starts


def _gap(ends: int, bg: int, separated: bool) -> tuple[int, int]:
    """From the positions where the previous block may end: (positions the gap may reach,
    i.e. where the next block may start, and the cells the gap may cover). A gap that must
    separate two blocks of the same colour takes at least one background cell."""
    if separated:
        first = ends & bg
        base = first << 1
    else:
        first, base = 0, ends
    seeded = base & bg
    run = (bg & ~(bg + seeded)) | seeded
    return (run << 1) | base, run | first


def _sweep(
    clue: ColourClue, length: int, bg: int, paint: dict[int, int], backward: bool
) -> tuple[int, int] | None:
    """One direction: the legal starts of each block and the cells each gap may cover,
    given only the cells before them, packed into two ints of `length` bits per block
    (block j at bits j*length, gap j likewise); None when the line cannot be completed.

    Packed, the results of the backward sweep (over the reversed line) are turned end to
    end once, not once per block: reversing the packed int reverses the order of the
    blocks as well as each block's bits, which lines each one up with its forward twin.
    The backward sweep records each block by its last cell (start + size - 1), which the
    reversal makes the block's start in the forward line."""
    ends, previous, shift = 1, 0, 0  # the virtual block before the line ends at position 0
    starts = gaps = 0
    windows: dict[tuple[int, int], int] = {}
    for block in clue:
        size, colour = block
        reach, cells = _gap(ends, bg, colour == previous)
        window = windows.get(block)
        if window is None:
            window = windows[block] = _window(paint[colour], size)
        placed = reach & window
        if not placed:
            return None
        starts |= (placed << (size - 1) if backward else placed) << shift
        gaps |= cells << shift
        ends, previous = placed << size, colour
        shift += length
    reach, cells = _gap(ends, bg, False)
    if not reach >> length & 1:
        return None
    return starts, gaps | cells << shift


#: Per value v (0-7): a bytes.translate table turning a line of one-byte domains into ASCII
#: '1' where v is possible, so the masks of lines with up to seven colours are built in C.
_MAY = [bytes(49 if byte >> value & 1 else 48 for byte in range(256)) for value in range(8)]
#: Each byte with its bits in reverse order, to reverse a whole int via its bytes.
_REVERSE_BITS = bytes(int(f"{byte:08b}"[::-1], 2) for byte in range(256))

#: What a solve removes: (value, cells that lose it) pairs, or None when nothing fits.
Removals = tuple[tuple[int, int], ...]


def value_masks(state: Sequence[int]) -> dict[int, int]:
    """Value -> the cells (bit i = cell i) whose domain holds it, for every value present."""
    union = 0
    for domain in state:
        union |= domain
    if union < 256:
        data = bytes(state)[::-1]
        return {
            v: int(data.translate(_MAY[v]), 2) for v in range(union.bit_length()) if union >> v & 1
        }
    masks: dict[int, int] = {}
    for i, domain in enumerate(state):
        while domain:
            low = domain & -domain
            value = low.bit_length() - 1
            masks[value] = masks.get(value, 0) | 1 << i
            domain ^= low
    return masks


class ColourLineSolver:
    """Solves every line that has this clue and this length; shared by such lines."""

    __slots__ = ("clue", "length", "cache", "_colours", "_full")

    def __init__(self, clue: Sequence[tuple[int, int]], length: int) -> None:
        self.clue: ColourClue = tuple((int(size), int(colour)) for size, colour in clue)
        self.length = length
        self._colours = sorted({colour for _, colour in self.clue})
        self._full = (1 << length) - 1
        #: line state (tuple of domains) -> what every legal placement rules out.
        self.cache: dict[tuple[int, ...], Removals | None] = {}

    def solve(self, state: tuple[int, ...]) -> Removals | None:
        """The values that no legal placement gives a cell, as (value, cells) pairs (empty
        when the line is as narrow as its clue allows); None when no placement fits.
        Cached by state."""
        cache = self.cache
        answer = cache.get(state, 0)
        if answer != 0:
            return answer  # type: ignore[return-value]
        answer = self.removals(state)
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        cache[state] = answer
        return answer

    def possible(self, state: Sequence[int]) -> tuple[int, ...] | None:
        """Each cell's domain narrowed to the values some legal placement gives it; None
        when no placement fits (for explanations and tests)."""
        removed = self.removals(state)
        if removed is None:
            return None
        out = list(state)
        for value, mask in removed:
            keep = ~(1 << value)
            for i in range(self.length):
                if mask >> i & 1:
                    out[i] &= keep
        return tuple(out)

    def starts(self, state: Sequence[int]) -> list[int] | None:
        """Where each block can legally start (bit i = cell i); None when nothing fits."""
        found = self._legal(value_masks(state))
        return None if found is None else found[0]

    def removals(self, state: Sequence[int]) -> Removals | None:
        """`solve` without the cache."""
        masks = value_masks(state)
        found = self._legal(masks)
        if found is None:
            return None
        starts, background = found
        covered = dict.fromkeys(self._colours, 0)
        for (size, colour), legal in zip(self.clue, starts, strict=True):
            covered[colour] |= _smear(legal, size)
        out = []
        for value, cells in masks.items():
            lost = cells & ~(background if value == 0 else covered.get(value, 0))
            if lost:
                out.append((value, lost))
        return tuple(out)

    def _legal(self, masks: dict[int, int]) -> tuple[list[int], int] | None:
        """Both sweeps intersected: the legal starts per block and the cells that may be
        background."""
        n, clue = self.length, self.clue
        bg = masks.get(0, 0)
        paint = {colour: masks.get(colour, 0) for colour in self._colours}
        forward = _sweep(clue, n, bg, paint, False)
        if forward is None:
            return None
        reverse = self._reverse_line
        turned = {colour: reverse(cells) for colour, cells in paint.items()}
        backward = _sweep(clue[::-1], n, reverse(bg), turned, True)
        if backward is None:
            return None
        count, full = len(clue), self._full
        legal = forward[0] & self._reverse_packed(backward[0], count)
        starts = []
        for _ in range(count):
            block = legal & full
            if not block:
                return None
            starts.append(block)
            legal >>= n
        both = forward[1] & self._reverse_packed(backward[1], count + 1)
        background = 0
        while both:
            background |= both & full
            both >>= n
        return starts, background

    def _reverse_line(self, value: int) -> int:
        """A mask over the line's cells, the line turned end to end."""
        return self._reverse_packed(value, 1)

    def _reverse_packed(self, value: int, parts: int) -> int:
        """`parts` masks of the line's length packed one after another, the whole turned
        end to end (so the parts come in reverse order, each turned end to end)."""
        bits = parts * self.length
        nbytes = (bits + 7) >> 3
        data = value.to_bytes(nbytes, "little").translate(_REVERSE_BITS)
        return int.from_bytes(data) >> (8 * nbytes - bits)
