"""Exact counting of fill-grids with a frontier (broken-profile) dynamic programme.

A fill-grid is a W x H grid of shaded and unshaded cells in which no two shaded cells share a
side and the unshaded cells form one orthogonally connected region. We require at least one
unshaded cell (an all-shaded grid has no region to be connected; this only matters for 1x1).

Why a frontier DP: the seed enumerates every shading cell by cell and flood-fills each one at
the end, which is exponential in W*H (5x6 took 20 s). Here the grid is swept cell by cell in
row-major order, with W the narrower side. After each cell, the only facts the rest of the
grid can depend on are the last W cells swept (the "frontier"): which are shaded, and which of
the unshaded ones are already joined through the swept part. Grids sharing a frontier state
are interchangeable, so we keep one count per state; the work is (number of cells) x (number
of states), and the number of states grows only about 2.2x per extra column.

State: W small ints, 0 for a shaded cell and a component label >= 1 for an unshaded one,
labels renumbered in order of first occurrence so that equal states compare equal.

Connectivity bookkeeping: when a cell is shaded, the frontier cell above it leaves the
frontier. If that was the last frontier cell of its component, the component is closed off
forever: with other components still on the frontier the grid can never become connected
(invalid); with none, every later cell would have to be shaded, which the no-adjacent rule
forbids unless this was the very last cell, where the grid is complete and valid.

Speed: a move depends only on (state, column), not on the row, the grid height or the fixed
cells, so each is computed once and cached per width across calls (the designer recounts the
same width on every edit). States get integer ids; moves are computed for thousands of states
at a time with numpy, and each cell step of the count is a few gathers and scatter-adds over
ids. Counts exceed 64 bits (10x10 is ~2**57, 14x14 ~2**113), so they are kept exact as
base-2**32 limbs in uint64 arrays, carried after every step.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

import numpy as np
from numpy.typing import NDArray

__all__ = [
    "CountInterrupted",
    "CountTooLarge",
    "clear_cache",
    "count_fillgrids",
    "estimated_bytes",
    "memory_limit",
]

FixedGrid = Sequence[Sequence[bool | None]]
Cells = tuple[tuple[bool | None, ...], ...]
IndexArray = NDArray[np.int64]
LimbArray = NDArray[np.uint64]
WordArray = NDArray[np.uint64]
LabelArray = NDArray[np.uint8]
BoolArray = NDArray[np.bool_]
Checker = Callable[[], None]

# Transition codes stored in place of a target state index.
_MISSING = -3  # not computed yet
_INVALID = -2  # the move breaks a rule
_VANISH = -1  # the last unshaded component leaves the frontier (valid only at the last cell)

_LIMB_BITS = 64 // 2
_LIMB_MASK = np.uint64((1 << _LIMB_BITS) - 1)
_BUILD_BATCH = 8192  # states whose moves are built between two cancel/deadline checks
_CACHE_WIDTHS = 2  # frontier tables kept across calls
_HASH_MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)  # 2**64 / golden ratio, odd


# Memory, measured: the widest frontier space holds 1517 states at width 10 and grows about
# 2.16x per unit of width (316,636 at 17); each state costs about 80 bytes in each of the W
# column spaces (packed words, two move arrays, hash slots), and every count it carries
# costs 8 bytes a limb in about six arrays while a cell is swept. 16x16 peaked at 292 MB and
# 17x17 at 460 MB, which this model puts at 356 MB and 622 MB: on the safe side.
_STATES_AT_10 = 1517
_STATES_GROWTH = 2.17
_BYTES_PER_STATE_COLUMN = 80
_LIMB_COPIES = 6
_BITS_PER_CELL = 0.6  # fill-grids of n cells number at most about 1.503**n (hard squares)
_BASE_BYTES = 64 << 20  # the interpreter, numpy and the app's modules
MEMORY_CAP = 2 << 30  # never plan to use more than this, however much memory is free


class CountTooLarge(ValueError):
    """The count would need more memory than the machine can give it: refused up front,
    before a byte is spent (a 64x64 count once ended in a MemoryError)."""


def estimated_bytes(width: int, height: int, free: int | None = None) -> int:
    """Peak memory of counting a width x height grid with `free` cells not fixed (all of
    them by default), from the model above. A frontier state is a history of free cells,
    so there are never more than 2**free of them."""
    narrow, long = sorted((width, height))
    free = width * height if free is None else free
    states = min(_STATES_AT_10 * _STATES_GROWTH ** (narrow - 10), 2.0 ** min(free, 1000))
    limbs = int(_BITS_PER_CELL * narrow * long) // 32 + 2
    per_state = narrow * _BYTES_PER_STATE_COLUMN + limbs * 8 * _LIMB_COPIES
    return int(states * per_state) + _BASE_BYTES


def memory_limit() -> int:
    """What a count may plan to use: half the memory available now, at most MEMORY_CAP."""
    try:
        with open("/proc/meminfo", encoding="ascii") as info:
            for line in info:
                if line.startswith("MemAvailable:"):
                    return min(MEMORY_CAP, int(line.split()[1]) * 1024 // 2)
    except (OSError, ValueError, IndexError):
        pass
    return MEMORY_CAP


#: A count adding no more than this to the interpreter's memory is never refused: asking
#: the system what is free (/proc/meminfo) cost a small count a tenth of its time, and the
#: designer counts a small board on every edit.
SURE_TO_FIT = 32 << 20


def _refuse_unfit(width: int, height: int, cells: Cells) -> None:
    free = sum(row.count(None) for row in cells)
    need = estimated_bytes(width, height, free)
    if need - _BASE_BYTES <= SURE_TO_FIT:
        return
    limit = memory_limit()
    if need > limit:
        raise CountTooLarge(
            f"counting {width}x{height} fill-grids would need about {_size(need)} of memory, "
            f"more than the {_size(limit)} it may use; the need grows about "
            f"{_STATES_GROWTH}x with each cell of the shorter side"
        )


def _size(count: int) -> str:
    if count >= 1 << 40:
        return f"{count / (1 << 40):.3g} TB" if count < 1 << 60 else f"2^{count.bit_length()} B"
    return f"{count / (1 << 30):.1f} GB" if count >= 1 << 30 else f"{count >> 20} MB"


class CountInterrupted(Exception):
    """Raised when a count is stopped by its cancel event or its deadline.

    The designer recounts on every edit and abandons stale counts; an exception (rather than a
    sentinel return value) makes it impossible to mistake a partial count for a real one.
    """


# ---------------------------------------------------------------------------- public entry


def count_fillgrids(
    width: int,
    height: int,
    fixed: FixedGrid | None = None,
    cancel: threading.Event | None = None,
    deadline: float | None = None,
    symmetric: bool = False,
) -> int:
    """Return the exact number of legal fill-grids of the given size (with `symmetric`,
    only those that read the same turned half round: symmetric.py).

    `fixed[r][c]` (height rows of width cells) is True for a cell that must be shaded, False
    for one that must stay unshaded and None for a free cell; with `fixed` the result is the
    number of legal completions of a partly designed grid. `cancel` (set from another thread)
    and `deadline` (a `time.monotonic()` value) stop the count with `CountInterrupted`. A
    count whose memory cannot fit raises `CountTooLarge` before it starts.
    """
    if symmetric:
        from .symmetric import count_turned

        return count_turned(*prepared(width, height, fixed, cancel, deadline))
    return _count(*prepared(width, height, fixed, cancel, deadline))


def prepared(
    width: int,
    height: int,
    fixed: FixedGrid | None,
    cancel: threading.Event | None,
    deadline: float | None,
) -> tuple[int, int, Cells, Checker]:
    """What a sweep starts from: the size and fixed cells turned so the sweep runs along
    the longer side (the frontier is the short one), and the interrupt check, checked once.
    Raises CountTooLarge for a count whose memory cannot fit."""
    cells = _normalise(width, height, fixed)
    _refuse_unfit(width, height, cells)
    if width > height:
        width, height = height, width
        cells = tuple(zip(*cells, strict=True))
    check = _interrupt_checker(cancel, deadline)
    check()
    return width, height, cells, check


def clear_cache() -> None:
    """Forget the cached transition tables (benchmarks use it to time cold starts)."""
    with _TABLES_LOCK:
        _TABLES.clear()


# ---------------------------------------------------------------------------- validation


def _normalise(width: int, height: int, fixed: FixedGrid | None) -> Cells:
    """Check the arguments and return the fixed cells as a height x width tuple grid."""
    for name, value in (("width", width), ("height", height)):
        if isinstance(value, bool) or not isinstance(value, int | np.integer):
            raise ValueError(f"{name} must be an integer, got {value!r}")
        if value < 1:
            raise ValueError(f"{name} must be at least 1, got {value}")
    width, height = int(width), int(height)
    if fixed is None:
        return tuple((None,) * width for _ in range(height))
    if len(fixed) != height:
        raise ValueError(f"fixed has {len(fixed)} rows, expected height {height}")
    rows = []
    for r, row in enumerate(fixed):
        if len(row) != width:
            raise ValueError(f"fixed row {r} has {len(row)} cells, expected width {width}")
        rows.append(tuple(_fixed_value(v, r, c) for c, v in enumerate(row)))
    return tuple(rows)


def _fixed_value(value: object, r: int, c: int) -> bool | None:
    """Accept True/False/None (and numpy bools); anything else is a caller bug."""
    if value is None:
        return None
    if isinstance(value, bool | np.bool_):
        return bool(value)
    raise ValueError(f"fixed[{r}][{c}] must be True, False or None, got {value!r}")


def _interrupt_checker(cancel: threading.Event | None, deadline: float | None) -> Checker:
    """Build a cheap callable that raises CountInterrupted when asked to stop."""

    def check() -> None:
        if cancel is not None and cancel.is_set():
            raise CountInterrupted("fill-grid count cancelled")
        if deadline is not None and time.monotonic() > deadline:
            raise CountInterrupted("fill-grid count passed its deadline")

    return check


# ---------------------------------------------------------------------------- state algebra
#
# The moves are computed for a whole batch of states at once: `labels` is an (n, W) uint8 array,
# one frontier state per row, so the cold start costs a few numpy passes per column instead of
# a Python function call per state.


def _canonical(labels: LabelArray) -> LabelArray:
    """Renumber each row's labels by first occurrence so equal partitions get equal rows."""
    n, width = labels.shape
    if n == 0:
        return labels
    span = int(labels.max()) + 1
    flat_base = np.arange(n, dtype=np.int64) * span
    mapping = np.zeros(n * span, dtype=np.uint8)  # row-major (n, span): old label -> new label
    next_label = np.ones(n, dtype=np.uint8)
    for c in range(width):
        where = flat_base + labels[:, c]
        fresh = (labels[:, c] != 0) & (mapping[where] == 0)
        mapping[where[fresh]] = next_label[fresh]
        next_label += fresh
    return mapping[flat_base[:, None] + labels]


def _recanonical(labels: LabelArray, rows: BoolArray) -> LabelArray:
    """Canonicalise only the marked rows (the others are known to be canonical already)."""
    if rows.any():
        labels[rows] = _canonical(labels[rows])
    return labels


def _shade_moves(labels: LabelArray, c: int) -> tuple[IndexArray, BoolArray, LabelArray]:
    """Shading column c: transition codes, which rows stay alive, and their new states.

    Shading needs unshaded cells above and to the left. If the cell above was the last
    frontier cell of its component, that component is closed off: _VANISH when nothing else
    is unshaded on the frontier (valid only as the grid's last cell), _INVALID otherwise.
    """
    up = labels[:, c]
    allowed = up != 0
    if c:
        allowed &= labels[:, c - 1] != 0
    after = labels.copy()
    after[:, c] = 0
    survives = (after == up[:, None]).any(axis=1)
    codes = np.full(len(labels), _INVALID, dtype=np.int64)
    codes[allowed & ~survives & ~after.any(axis=1)] = _VANISH
    alive = allowed & survives
    after, up = after[alive], up[alive]
    # Numbering changes only if column c held the first occurrence of its label.
    moved_first = ~(after[:, :c] == up[:, None]).any(axis=1)
    return codes, alive, _recanonical(after, moved_first)


def _white_moves(labels: LabelArray, c: int) -> LabelArray:
    """New states after leaving column c unshaded (always allowed by the rules).

    The cell joins the component above, the one to the left (merging them if both differ),
    or starts a new component when both neighbours are shaded. Joining or extending keeps the
    first-occurrence order; merging and starting a component need renumbering.
    """
    up = labels[:, c]
    left = labels[:, c - 1] if c else np.zeros_like(up)
    after = labels.copy()
    merge = (up != 0) & (left != 0) & (up != left)
    if merge.any():
        rows = after[merge]
        after[merge] = np.where(rows == left[merge, None], up[merge, None], rows)
    alone = up == 0
    fresh = np.uint8(int(labels.max()) + 1)
    after[alone, c] = np.where(left[alone] != 0, left[alone], fresh)
    return _recanonical(after, merge | (alone & (left == 0)))


def _first_rows(width: int, row: tuple[bool | None, ...], check: Checker) -> LabelArray:
    """The frontier states of every legal first row (its unshaded runs are its components)."""
    rows: list[list[int]] = [[]]
    for c in range(width):
        grown = []
        for done, prefix in enumerate(rows):
            if not done % _BUILD_BATCH:
                check()
            if row[c] is not True:
                grown.append([*prefix, 1])
            if row[c] is not False and (c == 0 or prefix[-1]):
                grown.append([*prefix, 0])
        rows = grown
    labels = np.array([_label_runs(r) for r in rows], dtype=np.uint8).reshape(len(rows), width)
    return labels


def _label_runs(unshaded: list[int]) -> list[int]:
    """Give each run of unshaded cells in a row its own label, left to right (shaded get 0)."""
    labels, label = [], 0
    for c, white in enumerate(unshaded):
        if white and (c == 0 or not unshaded[c - 1]):
            label += 1
        labels.append(label if white else 0)
    return labels


# ---------------------------------------------------------------------------- cached tables


class _Codec:
    """Packs frontier states into uint64 words (for storage) and hashable keys (for lookup).

    A frontier holds at most W // 2 + 1 components (different components in one row need a
    shaded cell between them; only the bend of the frontier can separate two without one), so
    a state is a number in radix W // 2 + 2: up to width 18 that fits one machine word, which
    keeps the lookups cheap exactly where the tables are big.
    """

    def __init__(self, width: int) -> None:
        self.width = width
        self.radix = width // 2 + 2
        per_word = 1
        while self.radix ** (per_word + 1) <= 1 << 64:
            per_word += 1
        self.groups = [range(c, min(c + per_word, width)) for c in range(0, width, per_word)]
        self.words = len(self.groups)
        self._radix = np.uint64(self.radix)

    def pack(self, labels: LabelArray) -> WordArray:
        """(n, W) labels -> (words, n) packed words."""
        if labels.size and int(labels.max()) >= self.radix:
            raise RuntimeError("frontier label exceeds its radix")  # cannot happen
        words = np.zeros((self.words, len(labels)), dtype=np.uint64)
        for word, group in zip(words, self.groups, strict=True):
            for c in reversed(group):
                word *= self._radix
                word += labels[:, c]
        return words

    def unpack(self, words: WordArray) -> LabelArray:
        """(words, n) packed words -> (n, W) labels."""
        labels = np.empty((words.shape[1], self.width), dtype=np.uint8)
        for word, group in zip(words, self.groups, strict=True):
            rest = word.copy()
            for c in group:
                rest, labels[:, c] = np.divmod(rest, self._radix)
        return labels


class _Space:
    """The frontier states met so far at one sweep position, with their outgoing moves.

    A state's meaning depends on the column of the last swept cell (where the frontier bends),
    so each column has its own id space; keeping them apart keeps the per-step arrays as small
    as the set of states that can really occur there. `shade[i]` / `white[i]` hold the id, in
    the next column's space, reached from state i (or a transition code). Entries are filled
    lazily and never change afterwards, so readers may use them without the lock.

    States are found again through an open-addressing hash table of ids (`slots`, linear
    probing) searched for a whole batch at once with numpy; a Python dict cost more than
    everything else in a cold start and three times the memory.
    """

    def __init__(self, codec: _Codec) -> None:
        self.codec = codec
        self.size = 0
        self.words: WordArray = np.zeros((codec.words, 256), dtype=np.uint64)
        self.shade: IndexArray = np.full(256, _MISSING, dtype=np.int64)
        self.white: IndexArray = np.full(256, _MISSING, dtype=np.int64)
        self.slots: IndexArray = np.full(1024, -1, dtype=np.int64)

    def labels(self, ids: IndexArray) -> LabelArray:
        """The states with these ids, one per row."""
        return self.codec.unpack(self.words[:, ids])

    def intern(self, labels: LabelArray) -> IndexArray:
        """Ids of these (canonical) states, giving new ids to states not seen before."""
        words = self.codec.pack(labels)
        ids = self._lookup(words)
        missing = np.flatnonzero(ids < 0)
        if missing.size:
            first, which = _distinct(words[:, missing])  # a batch may repeat a new state
            new_ids = np.arange(self.size, self.size + first.size)
            self._reserve(self.size + first.size)
            self.words[:, new_ids] = words[:, missing[first]]
            self.size += first.size
            if 2 * self.size > self.slots.size:
                self._rehash()
            else:
                self._insert(new_ids)
            ids[missing] = new_ids[which]
        return ids

    def _home(self, words: WordArray) -> IndexArray:
        """Home slot of each packed state (multiplicative hashing of its words)."""
        mixed = np.zeros(words.shape[1], dtype=np.uint64)
        for word in words:
            mixed ^= word
            mixed *= _HASH_MULTIPLIER  # wraps modulo 2**64, as intended
        shift = np.uint64(64 - (self.slots.size.bit_length() - 1))
        return (mixed >> shift).astype(np.int64)

    def _lookup(self, words: WordArray) -> IndexArray:
        """Ids of the packed states, -1 for those not in the table."""
        mask = self.slots.size - 1
        position = self._home(words)
        ids = np.full(words.shape[1], -1, dtype=np.int64)
        pending = np.arange(words.shape[1])
        while pending.size:
            found = self.slots[position[pending]]
            occupied = found >= 0  # an empty slot ends the probe: not present
            pending, found = pending[occupied], found[occupied]
            same = (self.words[:, found] == words[:, pending]).all(axis=0)
            ids[pending[same]] = found[same]
            pending = pending[~same]
            position[pending] = (position[pending] + 1) & mask
        return ids

    def _insert(self, new_ids: IndexArray) -> None:
        """Put ids of distinct, absent states into free slots (several per numpy pass)."""
        mask = self.slots.size - 1
        position = self._home(self.words[:, new_ids])
        pending = np.arange(new_ids.size)
        while pending.size:
            at = position[pending]
            free = self.slots[at] < 0
            self.slots[at[free]] = new_ids[pending[free]]  # rivals for one slot: one wins
            placed = self.slots[at] == new_ids[pending]
            pending = pending[~placed]
            position[pending] = (position[pending] + 1) & mask

    def _rehash(self) -> None:
        """Quadruple the slot table (keeping it at most half full) and re-insert every id."""
        size = self.slots.size
        while 2 * self.size > size:
            size *= 4
        self.slots = np.full(size, -1, dtype=np.int64)
        self._insert(np.arange(self.size))

    def _reserve(self, size: int) -> None:
        """Grow the per-state arrays (doubling); old arrays stay valid for their readers."""
        capacity = self.shade.size
        if capacity >= size:
            return
        while capacity < size:
            capacity *= 2
        extra = capacity - self.shade.size
        self.words = np.concatenate((self.words, np.zeros((self.codec.words, extra), np.uint64)), 1)
        self.shade = np.concatenate((self.shade, np.full(extra, _MISSING, np.int64)))
        self.white = np.concatenate((self.white, np.full(extra, _MISSING, np.int64)))


def _distinct(words: WordArray) -> tuple[IndexArray, IndexArray]:
    """For packed states: the first column of each distinct one, and each column's group."""
    if words.shape[0] == 1:
        _, first, which = np.unique(words[0], return_index=True, return_inverse=True)
    else:
        _, first, which = np.unique(words.T, axis=0, return_index=True, return_inverse=True)
    return first, which.reshape(-1)


class _FrontierTable:
    """All frontier states and moves met so far for one width, one `_Space` per column.

    `spaces[c]` holds the states after the cell in column c was swept; the move over a cell in
    column c leads from `spaces[c - 1]` (wrapping round) to `spaces[c]`.
    """

    def __init__(self, width: int) -> None:
        self.width = width
        self.lock = threading.Lock()
        codec = _Codec(width)
        self.spaces = [_Space(codec) for _ in range(width)]

    def first_row(self, row: tuple[bool | None, ...], check: Checker) -> IndexArray:
        """Ids (in the last column's space) of the legal first rows."""
        with self.lock:
            return self.spaces[-1].intern(_first_rows(self.width, row, check))

    def transitions(self, c: int, ids: IndexArray, check: Checker) -> tuple[IndexArray, IndexArray]:
        """Make sure the moves over column c exist for `ids`; return the two move arrays."""
        source = self.spaces[c - 1]
        with self.lock:
            todo = ids[source.shade[ids] == _MISSING]
            for start in range(0, todo.size, _BUILD_BATCH):
                check()
                self._build(c, todo[start : start + _BUILD_BATCH])
            return source.shade, source.white

    def _build(self, c: int, batch: IndexArray) -> None:
        """Compute and store the two moves over column c of a batch of states."""
        source, target = self.spaces[c - 1], self.spaces[c]
        labels = source.labels(batch)
        codes, alive, shaded = _shade_moves(labels, c)
        codes[alive] = target.intern(shaded)
        white = target.intern(_white_moves(labels, c))
        source.white[batch] = white  # after interning: with W == 1 source is target (regrown)
        source.shade[batch] = codes  # written last: marks the pair as done


_TABLES: dict[int, _FrontierTable] = {}
_TABLES_LOCK = threading.Lock()


def _table(width: int) -> _FrontierTable:
    """Fetch (or create) the shared table for a width, keeping the most recent few."""
    with _TABLES_LOCK:
        table = _TABLES.pop(width, None) or _FrontierTable(width)
        _TABLES[width] = table  # re-insert: dict order doubles as recency order
        while len(_TABLES) > _CACHE_WIDTHS:
            del _TABLES[next(iter(_TABLES))]
        return table


# ---------------------------------------------------------------------------- exact limbs


def _normalise_limbs(limbs: LimbArray) -> LimbArray:
    """Carry every limb above 2**32 into the next one, adding a limb row when needed."""
    for k in range(limbs.shape[0] - 1):
        limbs[k + 1] += limbs[k] >> _LIMB_BITS
        limbs[k] &= _LIMB_MASK
    top = limbs[-1] >> _LIMB_BITS
    if top.any():
        limbs[-1] &= _LIMB_MASK
        limbs = np.vstack((limbs, top))
    return limbs


def _limbs_total(limbs: LimbArray) -> int:
    """Exact Python-int sum of all counts held in normalised limbs."""
    return sum(int(row.sum(dtype=object)) << (_LIMB_BITS * k) for k, row in enumerate(limbs))


# ---------------------------------------------------------------------------- the sweep


def _count(width: int, height: int, cells: Cells, check: Checker) -> int:
    """Sweep the grid (width <= height) cell by cell and return the exact count."""
    table = _table(width)
    ids = np.sort(table.first_row(cells[0], check))  # distinct rows give distinct states
    limbs = np.ones((1, ids.size), dtype=np.uint64)
    finished = 0
    for r in range(1, height):
        for c in range(width):
            check()
            last = r == height - 1 and c == width - 1
            ids, limbs, closed = _step(table, c, ids, limbs, cells[r][c], last, check)
            finished += closed
            if ids.size == 0:
                return finished
    one_component = table.spaces[-1].labels(ids).max(axis=1) == 1
    return finished + _limbs_total(limbs[:, one_component])


def _step(
    table: _FrontierTable,
    c: int,
    ids: IndexArray,
    limbs: LimbArray,
    cell: bool | None,
    last: bool,
    check: Checker,
) -> tuple[IndexArray, LimbArray, int]:
    """Advance all states over one cell; return the new states, counts and closed-off total."""
    shade_of, white_of = table.transitions(c, ids, check)
    n_states = table.spaces[c].size
    targets: list[IndexArray] = []
    closed = 0
    if cell is not False:
        shade = shade_of[ids]
        if last:
            closed = _limbs_total(limbs[:, shade == _VANISH])
        # Rule-breaking moves go to a spare last column that is dropped afterwards: cheaper
        # than cutting them out of every limb row.
        targets.append(np.where(shade >= 0, shade, n_states))
    if cell is not True:
        targets.append(white_of[ids])
    return (*_merge(targets, limbs, n_states), closed)


def _merge(
    targets: list[IndexArray], limbs: LimbArray, n_states: int
) -> tuple[IndexArray, LimbArray]:
    """Add up the counts that land on the same state (scatter-add into a dense id space)."""
    dense = np.zeros((limbs.shape[0], n_states + 1), dtype=np.uint64)
    seen = np.zeros(n_states + 1, dtype=bool)
    for move in targets:
        for k in range(limbs.shape[0]):
            np.add.at(dense[k], move, limbs[k])
        seen[move] = True  # every target receives a positive count
    seen = seen[:n_states]
    if seen.all():  # usual once a free sweep has met every state: skip the compaction
        return np.arange(n_states), _normalise_limbs(dense[:, :n_states])
    ids = np.flatnonzero(seen)
    return ids, _normalise_limbs(dense[:, ids])
