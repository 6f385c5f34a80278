"""Tests for the frontier-DP fill-grid counter against published counts and brute force."""

from __future__ import annotations

import random
import threading
import time
from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.games.fillgrid.counting import (
    CountInterrupted,
    _Codec,
    _Space,
    clear_cache,
    count_fillgrids,
)

Fixed = tuple[tuple[bool | None, ...], ...]

# Published counts: seed 001 (3x4, 4x5, 5x6) and the project brief (squares).
PUBLISHED = {
    (4, 3): 121,
    (5, 4): 2749,
    (6, 5): 149283,
    (6, 6): 1646096,
    (7, 7): 296058640,
    (8, 8): 118930018898,
    (10, 10): 208786414361204882,
}


# ---------------------------------------------------------------------------- brute force


def _shadings(width: int, height: int, fixed: Fixed | None) -> list[int]:
    """Every bit mask (bit r*width+c = shaded) with no two shaded neighbours, fixed cells kept.

    All 2**(width*height) masks are generated; numpy only makes the filtering quick enough.
    """
    not_last_col = _masks(width, height)[2]
    must, never = 0, 0
    for r, row in enumerate(fixed or ()):
        for c, value in enumerate(row):
            if value is True:
                must |= 1 << (r * width + c)
            elif value is False:
                never |= 1 << (r * width + c)
    survivors = []
    total = 1 << (width * height)
    chunk = 1 << 21
    for start in range(0, total, chunk):
        m = np.arange(start, min(total, start + chunk), dtype=np.int64)
        ok = (m & (m >> 1) & not_last_col) == 0
        ok &= (m & (m >> width)) == 0
        ok &= (m & must) == must
        ok &= (m & never) == 0
        survivors.extend(m[ok].tolist())
    return survivors


@cache
def _masks(width: int, height: int) -> tuple[int, int, int]:
    """Bit masks of all cells, of cells not in the first column and not in the last column."""
    cells = (1 << (width * height)) - 1
    not_first_col = sum(1 << (r * width + c) for r in range(height) for c in range(1, width))
    not_last_col = sum(1 << (r * width + c) for r in range(height) for c in range(width - 1))
    return cells, not_first_col, not_last_col


def _unshaded_connected(mask: int, width: int, height: int) -> bool:
    """BFS from one unshaded cell; true if it reaches all of them (and there is at least one).

    Cells are bits of an int, so each BFS layer is a handful of shifts; same search, less time.
    """
    cells, not_first_col, not_last_col = _masks(width, height)
    white = cells & ~mask
    if not white:
        return False
    reached = frontier = white & -white  # the lowest unshaded cell
    while frontier:
        grown = (
            (frontier << 1 & not_first_col)
            | (frontier >> 1 & not_last_col)
            | (frontier << width)
            | (frontier >> width)
        )
        frontier = grown & white & ~reached
        reached |= frontier
    return reached == white


@cache
def brute_force(width: int, height: int, fixed: Fixed | None = None) -> int:
    """Count fill-grids by checking every shading against both rules."""
    return sum(_unshaded_connected(m, width, height) for m in _shadings(width, height, fixed))


def test_brute_force_agrees_with_published_seed_counts() -> None:
    """Guard the oracle itself, so a wrong brute force cannot bless a wrong counter."""
    assert brute_force(4, 3) == 121
    assert brute_force(5, 4) == 2749


# ---------------------------------------------------------------------------- published counts


@pytest.mark.parametrize(("width", "height"), sorted(PUBLISHED))
def test_published_counts(width: int, height: int) -> None:
    assert count_fillgrids(width, height) == PUBLISHED[width, height]
    assert count_fillgrids(height, width) == PUBLISHED[width, height]


def test_seed_counts_cold_cache() -> None:
    """The cached transition tables must not be what makes the answers right."""
    for (width, height), expected in PUBLISHED.items():
        if width * height <= 30:
            clear_cache()
            assert count_fillgrids(width, height) == expected


# ---------------------------------------------------------------------------- brute-force sweeps


@pytest.mark.parametrize("height", range(1, 6))
@pytest.mark.parametrize("width", range(1, 6))
def test_matches_brute_force(width: int, height: int) -> None:
    assert count_fillgrids(width, height) == brute_force(width, height)


@pytest.mark.parametrize("n", range(1, 30))
def test_single_line(n: int) -> None:
    """A 1xN strip: the unshaded cells must be one run, so only the two ends may be shaded."""
    expected = {1: 1, 2: 3}.get(n, 4)  # all unshaded; either end shaded; both ends shaded
    assert count_fillgrids(1, n) == expected
    assert count_fillgrids(n, 1) == expected


@pytest.mark.parametrize(("width", "height"), [(2, 9), (3, 7), (4, 9), (6, 11), (7, 12), (9, 13)])
def test_symmetric(width: int, height: int) -> None:
    assert count_fillgrids(width, height) == count_fillgrids(height, width)


# ---------------------------------------------------------------------------- fixed cells


@st.composite
def partial_grids(draw: st.DrawFn, max_cells: int = 16) -> tuple[int, int, Fixed]:
    width = draw(st.integers(1, 4))
    height = draw(st.integers(1, max(1, min(5, max_cells // width))))
    cell = st.sampled_from([None, None, None, True, False])
    fixed = tuple(tuple(draw(cell) for _ in range(width)) for _ in range(height))
    return width, height, fixed


@settings(max_examples=60, deadline=None)
@given(partial_grids())
def test_fixed_cells_match_brute_force(grid: tuple[int, int, Fixed]) -> None:
    width, height, fixed = grid
    assert count_fillgrids(width, height, fixed) == brute_force(width, height, fixed)


@settings(max_examples=30, deadline=None)
@given(partial_grids())
def test_fixed_cells_transpose(grid: tuple[int, int, Fixed]) -> None:
    width, height, fixed = grid
    transposed = tuple(zip(*fixed, strict=True))
    assert count_fillgrids(width, height, fixed) == count_fillgrids(height, width, transposed)


def _with_cell(width: int, height: int, r: int, c: int, value: bool | None) -> Fixed:
    return tuple(
        tuple(value if (i, j) == (r, c) else None for j in range(width)) for i in range(height)
    )


@pytest.mark.parametrize(("r", "c"), [(0, 0), (3, 4), (7, 7), (5, 0), (0, 6)])
def test_fixing_one_cell_splits_the_count(r: int, c: int) -> None:
    """Every grid has the cell shaded or not, so the two completion counts add up."""
    shaded = count_fillgrids(8, 8, _with_cell(8, 8, r, c, True))
    unshaded = count_fillgrids(8, 8, _with_cell(8, 8, r, c, False))
    assert shaded > 0 and unshaded > 0
    assert shaded + unshaded == PUBLISHED[8, 8]


def test_all_none_fixed_is_the_free_count() -> None:
    assert count_fillgrids(7, 7, [[None] * 7 for _ in range(7)]) == PUBLISHED[7, 7]


def test_contradictory_fixed_cells() -> None:
    two_shaded = [[True, True, None], [None, None, None]]
    assert count_fillgrids(3, 2, two_shaded) == 0
    walled = [[None, True, None], [None, True, None], [None, True, None]]
    assert count_fillgrids(3, 3, walled) == 0
    assert count_fillgrids(1, 1, [[True]]) == 0  # no unshaded cell at all
    assert count_fillgrids(1, 1, [[False]]) == 1


def test_larger_partial_grid_is_consistent() -> None:
    """A designer-like 11x12 with a few fixed cells: splitting on a free cell must add up."""
    fixed: list[list[bool | None]] = [[None] * 11 for _ in range(12)]
    for r, c in ((0, 4), (2, 2), (4, 10), (7, 7), (9, 1), (11, 8)):
        fixed[r][c] = True
    for r, c in ((1, 1), (6, 6), (10, 10)):
        fixed[r][c] = False
    total = count_fillgrids(11, 12, fixed)
    fixed[3][3] = True
    shaded = count_fillgrids(11, 12, fixed)
    fixed[3][3] = False
    assert shaded > 0
    assert shaded + count_fillgrids(11, 12, fixed) == total


# ---------------------------------------------------------------------------- big, nearly fixed


def _random_fillgrid(width: int, height: int, rng: random.Random) -> int:
    """A legal fill-grid as a shaded-cell bit mask: shade cells in random order when legal."""
    mask = 0
    order = [(r, c) for r in range(height) for c in range(width)]
    rng.shuffle(order)
    for r, c in order:
        bit = 1 << (r * width + c)
        neighbours = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        if any(
            0 <= i < height and 0 <= j < width and mask >> (i * width + j) & 1
            for i, j in neighbours
        ):
            continue
        if _unshaded_connected(mask | bit, width, height):
            mask |= bit
    return mask


def _brute_force_free_cells(width: int, height: int, base: int, free: list[int]) -> int:
    """Count legal grids that agree with `base` outside the `free` cells (all 2**k tried)."""
    not_last_col = _masks(width, height)[2]
    keep = base & ~sum(1 << i for i in free)
    total = 0
    for choice in range(1 << len(free)):
        mask = keep | sum(1 << i for k, i in enumerate(free) if choice >> k & 1)
        if mask & (mask >> 1) & not_last_col or mask & (mask >> width):
            continue
        total += _unshaded_connected(mask, width, height)
    return total


@pytest.mark.parametrize(
    ("width", "height", "seed"),
    [(17, 18, 1), (19, 21, 2), (23, 19, 4), (26, 24, 5)],
)
def test_big_grids_with_few_free_cells(width: int, height: int, seed: int) -> None:
    """Wide frontiers (two packed words from width 19 on), checked against brute force."""
    rng = random.Random(seed)
    base = _random_fillgrid(width, height, rng)
    top, left = rng.randrange(height - 3), rng.randrange(width - 3)
    free = {(top + i) * width + left + j for i in range(3) for j in range(3)}
    while len(free) < 13:
        free.add(rng.randrange(width * height))
    fixed = tuple(
        tuple(
            None if r * width + c in free else bool(base >> (r * width + c) & 1)
            for c in range(width)
        )
        for r in range(height)
    )
    expected = _brute_force_free_cells(width, height, base, sorted(free))
    assert expected >= 1  # the base grid itself
    assert count_fillgrids(width, height, fixed) == expected


# ---------------------------------------------------------------------------- internals


@pytest.mark.parametrize("width", [1, 2, 5, 14, 16, 17, 18, 19, 25, 40])
def test_state_packing_round_trips(width: int) -> None:
    codec = _Codec(width)
    rng = np.random.default_rng(width)
    labels = rng.integers(0, codec.radix, size=(500, width), dtype=np.uint8)
    labels[0] = codec.radix - 1  # the largest value in every cell
    assert np.array_equal(codec.unpack(codec.pack(labels)), labels)


@pytest.mark.parametrize("width", [6, 20])
def test_state_ids_are_stable_and_distinct(width: int) -> None:
    """The hash index must give one id per distinct state, across batches and regrowth."""
    codec = _Codec(width)
    space = _Space(codec)
    rng = np.random.default_rng(7)
    rows = rng.integers(0, 3, size=(6000, width), dtype=np.uint8)
    ids = np.concatenate([space.intern(rows[i : i + 700]) for i in range(0, len(rows), 700)])
    again = space.intern(rows[::-1])[::-1]
    assert np.array_equal(ids, again)
    distinct = {row.tobytes(): sid for row, sid in zip(rows, ids.tolist(), strict=True)}
    assert len(set(distinct.values())) == len(distinct) == space.size
    assert np.array_equal(space.labels(ids), rows)


def test_concurrent_counts_share_the_cache() -> None:
    """Two threads filling the same width's tables at once must both get the right answer."""
    clear_cache()
    results: dict[str, int] = {}

    def run(name: str, width: int, height: int) -> None:
        results[name] = count_fillgrids(width, height)

    threads = [
        threading.Thread(target=run, args=("a", 8, 8)),
        threading.Thread(target=run, args=("b", 8, 9)),
        threading.Thread(target=run, args=("c", 8, 8)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results["a"] == results["c"] == PUBLISHED[8, 8]
    clear_cache()
    assert results["b"] == count_fillgrids(9, 8)


# ---------------------------------------------------------------------------- errors, stopping


@pytest.mark.parametrize(("width", "height"), [(0, 3), (3, 0), (-1, 2), (0, 0)])
def test_bad_sizes(width: int, height: int) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        count_fillgrids(width, height)


def test_bad_fixed_shapes_and_values() -> None:
    with pytest.raises(ValueError, match="rows"):
        count_fillgrids(3, 2, [[None] * 3])
    with pytest.raises(ValueError, match="cells"):
        count_fillgrids(3, 2, [[None] * 3, [None] * 2])
    with pytest.raises(ValueError, match="True, False or None"):
        count_fillgrids(2, 1, [[1, None]])  # type: ignore[list-item]


def test_cancel_before_start() -> None:
    event = threading.Event()
    event.set()
    with pytest.raises(CountInterrupted):
        count_fillgrids(6, 6, cancel=event)


def test_deadline_in_the_past() -> None:
    with pytest.raises(CountInterrupted):
        count_fillgrids(6, 6, deadline=time.monotonic() - 1)


class _CancelAfter(threading.Event):
    """An event that reports itself set from its n-th poll on: a deterministic mid-run stop."""

    def __init__(self, polls: int) -> None:
        super().__init__()
        self.polls = polls

    def is_set(self) -> bool:
        self.polls -= 1
        return self.polls < 0


@pytest.mark.parametrize("polls", [1, 5, 20, 40])
def test_cancel_mid_count_leaves_cache_usable(polls: int) -> None:
    clear_cache()
    with pytest.raises(CountInterrupted):
        count_fillgrids(8, 8, cancel=_CancelAfter(polls))
    assert count_fillgrids(8, 8) == PUBLISHED[8, 8]


def test_cancel_from_another_thread() -> None:
    clear_cache()
    event = threading.Event()
    timer = threading.Timer(0.05, event.set)
    timer.start()
    started = time.monotonic()
    try:
        with pytest.raises(CountInterrupted):
            count_fillgrids(16, 400, cancel=event)  # 17x400 would need more than 2 GB
    finally:
        timer.cancel()
    assert time.monotonic() - started < 5
