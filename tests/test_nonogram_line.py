"""The exact line solver against brute force: every placement listed, on short lines."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.line import LineSolver
from tests.line_kernels import line_solver_kind  # noqa: F401  (autouse)

EMPTY, FILLED, EITHER = 1, 2, 3


def pictures(clue: tuple[int, ...], state: bytes) -> Iterator[tuple[bool, ...]]:
    """Every way to fill the line that keeps its known cells and matches its clue."""
    for picture in itertools.product((False, True), repeat=len(state)):
        known = zip(state, picture, strict=True)
        if runs(picture) == clue and not any(
            s == EMPTY and p or s == FILLED and not p for s, p in known
        ):
            yield picture


def brute(clue: tuple[int, ...], state: bytes) -> tuple[int, int] | None:
    """(forced filled, forced empty) among undecided cells by listing every picture."""
    can_fill = can_empty = 0
    fits = False
    for picture in pictures(clue, state):
        fits = True
        for i, filled in enumerate(picture):
            if filled:
                can_fill |= 1 << i
            else:
                can_empty |= 1 << i
    if not fits:
        return None
    undecided = sum(1 << i for i, s in enumerate(state) if s == EITHER)
    return undecided & ~can_empty, undecided & ~can_fill


def brute_starts(clue: tuple[int, ...], state: bytes) -> list[int]:
    starts = [0] * len(clue)
    for picture in pictures(clue, state):
        block = 0
        for i, filled in enumerate(picture):
            if filled and (i == 0 or not picture[i - 1]):
                starts[block] |= 1 << i
                block += 1
    return starts


@st.composite
def lines(draw) -> tuple[tuple[int, ...], bytes]:
    """A clue and a partly known line: the clue from a random picture most of the time (so
    it fits the length), otherwise arbitrary, so contradictions are common too."""
    length = draw(st.integers(1, 10))
    picture = draw(st.lists(st.booleans(), min_size=length, max_size=length))
    if draw(st.integers(0, 3)):
        clue = runs(picture)
    else:
        clue = tuple(draw(st.lists(st.integers(1, 4), max_size=4)))
    state = bytes(draw(st.lists(st.sampled_from((EMPTY, FILLED, EITHER, EITHER)),
                                min_size=length, max_size=length)))  # fmt: skip
    return clue, state


@settings(max_examples=400, deadline=None)
@given(lines())
def test_line_solver_agrees_with_brute_force(case) -> None:
    clue, state = case
    assert LineSolver(clue, len(state)).solve(state) == brute(clue, state)


@settings(max_examples=200, deadline=None)
@given(lines())
def test_legal_starts_are_exactly_those_of_some_placement(case) -> None:
    clue, state = case
    starts = LineSolver(clue, len(state)).starts(state)
    expected = brute_starts(clue, state)
    if starts is None:
        assert brute(clue, state) is None
    else:
        assert starts == expected


@settings(max_examples=400, deadline=None)
@given(lines())
def test_fits_says_whether_some_placement_fits(case) -> None:
    clue, state = case
    assert LineSolver(clue, len(state)).fits(state) == (brute(clue, state) is not None)


def test_cache_returns_the_same_answer() -> None:
    solver = LineSolver((2, 1), 5)
    state = bytes([EITHER] * 5)
    first = solver.solve(state)
    assert solver.solve(state) == first
    assert state in solver.cache


def test_blank_clue_empties_the_line_and_rejects_a_filled_cell() -> None:
    assert LineSolver((), 4).solve(bytes([EITHER] * 4)) == (0, 0b1111)
    assert LineSolver((), 4).solve(bytes([EITHER, FILLED, EITHER, EITHER])) is None


def test_clue_too_long_for_the_line_has_no_placement() -> None:
    assert LineSolver((3, 3), 6).solve(bytes([EITHER] * 6)) is None


def test_long_line_is_solved_without_listing_placements() -> None:
    """200 cells and 40 blocks of 1 with slack 41: C(81, 40) ~ 1e23 placements."""
    clue = (1,) * 40
    state = bytearray([EITHER] * 200)
    state[100] = FILLED
    started = time.perf_counter()
    answer = LineSolver(clue, 200).solve(bytes(state))
    assert answer == (0, (1 << 99) | (1 << 101))  # neighbours of a 1 are empty
    assert time.perf_counter() - started < 0.5


def test_blocks_of_lengths_that_share_a_last_shift() -> None:
    """3 = 2 + 1 and 5 = 4 + 1 both end with a shift of 1 when their windows are built:
    one clue holding both (rare among random lines) against brute force."""
    rng = random.Random(3)
    for clue in ((3, 5), (5, 3), (1, 3, 5), (6, 2, 2)):
        length = sum(clue) + len(clue)
        for _ in range(12):
            state = bytes(
                rng.choice((EMPTY, FILLED, EITHER, EITHER, EITHER)) for _ in range(length)
            )
            assert LineSolver(clue, length).solve(state) == brute(clue, state), (clue, state)


def test_an_open_line_is_solved_by_its_overlap_as_by_brute_force() -> None:
    for length in range(0, 9):
        for picture in itertools.product((False, True), repeat=length):
            clue = runs(picture)
            assert LineSolver(clue, length).overlap() == brute(clue, bytes([EITHER]) * length)
    for clue, length in (((3,), 2), ((1, 1), 2), ((2, 2), 4)):  # too long: nothing fits
        assert LineSolver(clue, length).overlap() is None
        assert brute(clue, bytes([EITHER]) * length) is None
