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

Each sweep is one short loop over the blocks whose steps were worked out when the solver
was made (`_plan`); its results go into one packed int, block and gap j each in a lane of
`length` bits, so the backward results are turned end to end (and lined up with their
forward twins) by one reversal of the whole int, and so are the windows the backward
sweep reads.

The black-and-white solver stays separate: it is tuned to two values, and this one pays a
few more big-int operations per block for its generality.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import kernel

#: A colour clue: (length, colour) per block, colour a palette index >= 1.
ColourClue = tuple[tuple[int, int], ...]

#: Cached answers per solver before the cache is dropped (bounds memory on long searches).
CACHE_LIMIT = 50_000

BACKGROUND = 1  # the domain bit of the background (palette index 0)

#: Per value v (0-7): a bytes.translate table turning a line of one-byte domains into ASCII
#: '1' where v is possible, so the masks of lines with up to seven colours are built in C.
_MAY = [bytes(49 if byte >> value & 1 else 48 for byte in range(256)) for value in range(8)]
#: Each byte with its bits in reverse order, to reverse a whole int via its bytes.
_REVERSE_BITS = bytes(int(f"{byte:08b}"[::-1], 2) for byte in range(256))

#: What a solve removes: (value, cells that lose it) pairs, or None when nothing fits.
Removals = tuple[tuple[int, int], ...]
#: What a solve narrows: (cell index, its new domain) per cell that loses a value.
Narrowings = tuple[tuple[int, int], ...]


def value_masks(state: Sequence[int]) -> dict[int, int]:
    """Value -> the cells (bit i = cell i) whose domain holds it, for every value present."""
    try:
        data = bytes(state)[::-1]
    except ValueError:  # a domain wider than a byte: more than seven colours
        return _wide_value_masks(state)
    top = max(data, default=0)
    masks = {}
    for value in range(top.bit_length()):
        mask = int(data.translate(_MAY[value]), 2)
        if mask:
            masks[value] = mask
    return masks


def _wide_value_masks(state: Sequence[int]) -> dict[int, int]:
    masks: dict[int, int] = {}
    for i, domain in enumerate(state):
        while domain:
            low = domain & -domain
            value = low.bit_length() - 1
            masks[value] = masks.get(value, 0) | 1 << i
            domain ^= low
    return masks


def _doublings(length: int) -> tuple[int, ...]:
    """The shifts that widen one bit to `length` bits (or narrow a mask to the starts of
    `length` one-bits in a row): 1, 2, 4, ... and one last part, O(log length) steps."""
    shifts, span = [], 1
    while span * 2 <= length:
        shifts.append(span)
        span *= 2
    if span < length:
        shifts.append(length - span)
    return tuple(shifts)


def _plan(
    clue: ColourClue, keys: dict[tuple[int, int], int], length: int, backward: bool
) -> tuple[tuple[bool, int, int, int, int, int], ...]:
    """The steps of one sweep, one per block: (separated from the block before, so its gap
    takes a background cell first; the shift from the gap's reach to the positions its
    window is read at; the window's index; the shift from the placed blocks to where the
    next gap starts; the bit offsets of the lanes of its starts and of its gap).

    Forward, block j's starts go in lane k+1+j and gap j in lane j (k blocks); the
    backward sweep runs over the reversed line and reversed clue and records block j of
    the reversed clue by its last cell (in lane j) and its gap in lane k+j, so one
    reversal of its packed int lines every lane up with its forward twin."""
    count, steps, previous = len(clue), [], 0
    for j, (size, colour) in enumerate(clue):
        key = keys[(size, colour)]
        if backward:
            step = (colour == previous, size - 1, key, 1, j * length, (count + j) * length)
        else:
            step = (colour == previous, 0, key, size, (count + 1 + j) * length, j * length)
        steps.append(step)
        previous = colour
    return tuple(steps)


def _sweep(
    steps: tuple[tuple[bool, int, int, int, int, int], ...],
    bg: int,
    windows: list[int],
    last_gap: int,
    length: int,
) -> int:
    """One direction over the line: the packed starts and gaps (see `_plan`), 0 when the
    line cannot be completed. The gap before each block starts where the block before
    may end (a cell later, that cell background, for two blocks of one colour) and runs
    on over cells that may be background: one addition, the carry running through a run
    of one-bits exactly as far as the run goes."""
    ends, packed = 1, 0  # the virtual block before the line ends at position 0
    for separated, lead, key, after, start_lane, gap_lane in steps:
        if separated:
            first = ends & bg
            base = first << 1
        else:
            first, base = 0, ends
        seeded = base & bg
        run = (bg & ~(bg + seeded)) | seeded
        placed = (((run << 1) | base) << lead) & windows[key]
        if not placed:
            return 0
        packed |= placed << start_lane | (run | first) << gap_lane
        ends = placed << after
    seeded = ends & bg
    run = (bg & ~(bg + seeded)) | seeded
    if not ((run << 1) | ends) >> length & 1:
        return 0
    return packed | run << last_gap


class ColourLineSolver:
    """Solves every line that has this clue and this length; shared by such lines."""

    __slots__ = (
        "clue",
        "length",
        "cache",
        "_colours",
        "_full",
        "_shapes",
        "_forward",
        "_backward",
        "_blocks",
        "_folds",
    )

    def __init__(self, clue: Sequence[tuple[int, int]], length: int) -> None:
        self.clue: ColourClue = tuple((int(size), int(colour)) for size, colour in clue)
        self.length = length
        self._colours = sorted({colour for _, colour in self.clue})
        self._full = (1 << length) - 1
        #: The distinct (size, colour) blocks, each one window per solve.
        shapes = sorted(set(self.clue))
        keys = {shape: index for index, shape in enumerate(shapes)}
        self._shapes = tuple((colour, _doublings(size)) for size, colour in shapes)
        count = len(self.clue)
        self._forward = _plan(self.clue, keys, length, False)
        self._backward = _plan(self.clue[::-1], keys, length, True)
        self._blocks = tuple((colour, _doublings(size)) for size, colour in self.clue)
        #: Folding the k+1 gap lanes onto one: (shift, mask of the lanes kept) per halving.
        folds, lanes = [], count + 1
        while lanes > 1:
            half = (lanes + 1) // 2
            folds.append((half * length, (1 << half * length) - 1))
            lanes = half
        self._folds = tuple(folds)
        #: line state (tuple of domains) -> the cells it narrows, None when nothing fits.
        self.cache: dict[tuple[int, ...], Narrowings | None] = {}

    def solve(self, state: tuple[int, ...]) -> Narrowings | None:
        """(cell index, narrowed domain) for each cell that some value no legal placement
        gives it must leave (empty when the line is as narrow as its clue allows); None
        when no placement fits. Cached by state."""
        cache = self.cache
        answer = cache.get(state, 0)
        if answer != 0:
            return answer  # type: ignore[return-value]
        answer = self._narrowings(state)
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        cache[state] = answer
        return answer

    def _narrowings(self, state: tuple[int, ...]) -> Narrowings | None:
        """`solve` without the cache (in the C kernel where it was built and the palette
        has at most seven colours: the same answers)."""
        compiled = kernel.KERNEL
        if compiled is not None:
            answer = compiled.colour_narrowings(self.clue, state)
            if answer is not NotImplemented:
                return answer
        masks = value_masks(state)
        found = self._legal(masks)
        if found is None:
            return None
        allowed = self._allowed(*found)
        lost: dict[int, int] = {}
        for value, cells in masks.items():
            cells &= ~allowed.get(value, 0)
            if cells:
                bit = 1 << value
                while cells:
                    low = cells & -cells
                    index = low.bit_length() - 1
                    lost[index] = lost.get(index, 0) | bit
                    cells ^= low
        if not lost:
            return ()
        return tuple((index, state[index] & ~bits) for index, bits in sorted(lost.items()))

    def _allowed(self, legal: int, background: int) -> dict[int, int]:
        """Value -> the cells some legal placement gives it (values of the clue and 0)."""
        n, full = self.length, self._full
        allowed = dict.fromkeys(self._colours, 0)
        for colour, doublings in self._blocks:
            cells = legal & full
            legal >>= n
            for shift in doublings:
                cells |= cells << shift
            allowed[colour] |= cells
        allowed[0] = background
        return allowed

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
        if found is None:
            return None
        legal, full, n, out = found[0], self._full, self.length, []
        for _ in self.clue:
            out.append(legal & full)
            legal >>= n
        return out

    def removals(self, state: Sequence[int]) -> Removals | None:
        """The values no legal placement gives a cell: (value, cells) pairs, only values
        some cell loses; None when no placement fits. `solve` without the cache."""
        masks = value_masks(state)
        found = self._legal(masks)
        if found is None:
            return None
        allowed = self._allowed(*found)
        out = []
        for value, cells in masks.items():
            lost = cells & ~allowed.get(value, 0)
            if lost:
                out.append((value, lost))
        return tuple(out)

    def _legal(self, masks: dict[int, int]) -> tuple[int, int] | None:
        """Both sweeps intersected: the legal starts of every block packed one lane each
        (block 0 lowest), and the cells that may be background."""
        n, count = self.length, len(self.clue)
        bg = masks.get(0, 0)
        windows = []
        packed, lane = bg, n
        for colour, doublings in self._shapes:
            window = masks.get(colour, 0)
            for shift in doublings:
                window &= window >> shift
            windows.append(window)
            packed |= window << lane
            lane += n
        forward = _sweep(self._forward, bg, windows, count * n, n)
        if not forward:
            return None
        # The windows and `bg` of the reversed line, windows by the block's last cell.
        parts = len(windows) + 1
        turned = self._reverse(packed, parts)
        full = self._full
        lane = (parts - 1) * n
        reverse_bg = turned >> lane
        reversed_windows = []
        for _ in self._shapes:
            lane -= n
            reversed_windows.append(turned >> lane & full)
        backward = _sweep(self._backward, reverse_bg, reversed_windows, 2 * count * n, n)
        if not backward:
            return None
        both = forward & self._reverse(backward, 2 * count + 1)
        gaps_end = (count + 1) * n
        legal = both >> gaps_end
        both &= (1 << gaps_end) - 1
        for shift, keep in self._folds:
            both = (both & keep) | both >> shift
        return legal, both & full

    def _reverse(self, value: int, parts: int) -> int:
        """`parts` masks of the line's length packed one after another, the whole turned
        end to end (so the parts come in reverse order, each turned end to end)."""
        bits = parts * self.length
        nbytes = (bits + 7) >> 3
        data = value.to_bytes(nbytes, "little").translate(_REVERSE_BITS)
        return int.from_bytes(data) >> (8 * nbytes - bits)
