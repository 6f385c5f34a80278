"""The C line solver (`_line_kernel.c`) against the Python one, and how it is loaded.

tests/test_nonogram_line.py and test_nonogram_quick.py run every line-solver test in both
modes (tests/line_kernels.py); here the two are set side by side on many random lines and
boards, longer ones than a brute force can list, and the kernel's own edges: bad input,
a `check` that raises, and the switch that turns it off."""

from __future__ import annotations

import itertools
import random

import pytest

from gridgames.games.nonogram import kernel, quick
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.colour_line import ColourLineSolver
from gridgames.games.nonogram.line import LineSolver
from gridgames.games.nonogram.rules import shrink_bits

BUILT = kernel.load()
needs_kernel = pytest.mark.skipif(BUILT is None, reason="the C line solver was not built here")


def python_forced(clue: tuple[int, ...], state: bytes) -> tuple[int, int] | None:
    kept = kernel.KERNEL
    kernel.KERNEL = None
    try:
        return LineSolver(clue, len(state)).forced(state)
    finally:
        kernel.KERNEL = kept


def random_line(rng: random.Random, length: int) -> tuple[tuple[int, ...], bytes]:
    """A clue from a random picture (or, one time in five, made up), and a line with some
    cells known: mostly from that picture, sometimes wrong, now and then a cell with no
    value left."""
    picture = [rng.random() < rng.choice((0.3, 0.5, 0.7)) for _ in range(length)]
    clue = runs(picture)
    if rng.random() < 0.2:
        clue = tuple(rng.randint(1, 5) for _ in range(rng.randint(0, length // 3 + 1)))
    state = bytearray(3 for _ in range(length))
    for i in rng.sample(range(length), rng.randint(0, length)):
        if rng.random() < 0.4:
            state[i] = 2 if picture[i] else 1
        elif rng.random() < 0.05:
            state[i] = rng.choice((0, 1, 2))
    return clue, bytes(state)


@needs_kernel
@pytest.mark.parametrize("longest", [12, 64, 70, 200])
def test_c_and_python_agree_on_random_lines(longest: int) -> None:
    rng = random.Random(longest)
    for _ in range(1500):
        clue, state = random_line(rng, rng.randint(1, longest))
        assert BUILT.forced(clue, state) == python_forced(clue, state), (clue, state)


@needs_kernel
def test_c_solver_answers_lines_with_no_blocks_or_no_room() -> None:
    assert BUILT.forced((), b"\x03\x03\x01") == (0, 0b011)
    assert BUILT.forced((), b"\x03\x02") is None
    assert BUILT.forced((2, 2), b"\x03\x03\x03\x03") is None
    assert BUILT.forced((4,), b"\x03\x03\x03\x03") == (0b1111, 0)


def random_board(rng: random.Random) -> tuple[int, int, list[tuple[int, ...]], list[int]]:
    width, height = rng.randint(1, 25), rng.randint(1, 25)
    density = rng.choice((0.3, 0.5, 0.6, 0.7))
    grid = [[rng.random() < density for _ in range(width)] for _ in range(height)]
    clues = [runs(row) for row in grid] + [runs([row[c] for row in grid]) for c in range(width)]
    domains = [3] * (width * height)
    for _ in range(rng.randint(0, 6)):
        domains[rng.randrange(width * height)] = rng.choice((1, 2))
    return width, height, clues, domains


@needs_kernel
def test_c_and_python_fixpoints_agree_on_random_boards() -> None:
    rng = random.Random(7)
    unsolvable = 0
    for _ in range(200):
        width, height, clues, domains = random_board(rng)
        order = list(range(width + height))
        rng.shuffle(order)
        solvers = [LineSolver(clue, width) for clue in clues[:height]]
        solvers += [LineSolver(clue, height) for clue in clues[height:]]
        kept = kernel.KERNEL
        kernel.KERNEL = None
        try:
            expected = quick.line_fixpoint(width, height, solvers, order, domains)
        finally:
            kernel.KERNEL = kept
        got = BUILT.fixpoint(width, height, clues, order, domains, lambda: None)
        assert got == expected
        unsolvable += expected is None
    assert 0 < unsolvable < 200  # both kinds of answer were compared


@needs_kernel
def test_c_and_python_shrink_reasons_alike() -> None:
    """Explanations (`rules.shrink_line`): a line whose decided cells force a target cell
    or leave no arrangement; the cells kept, in the order tried, are the same."""
    rng = random.Random(11)
    compared = 0
    for _ in range(3000):
        length = rng.randint(1, 62)
        clue, state = random_line(rng, length)
        solver = LineSolver(clue, length)
        decided = [i for i, value in enumerate(state) if value in (1, 2)]
        rng.shuffle(decided)
        filled = sum(2 << i for i in decided if state[i] == 2)
        empty = sum(2 << i for i in decided if state[i] == 1)
        cells = ((1 << length) - 1) << 1
        line = (cells & ~empty, (cells & ~filled) | 1 | 2 << length)
        target = 2 << rng.randrange(length)
        test = rng.choice(((0, 0), (target, 0), (0, target)))
        bits = [2 << i for i in decided]
        expected = shrink_bits(solver.fits_masks, line, bits, (filled, empty), test)
        got = BUILT.shrink(clue, length, *line, bits, filled, empty, *test)
        assert got == expected, (clue, state, test)
        compared += bool(expected)
    assert compared > 1000


@needs_kernel
def test_c_shrink_leaves_long_lines_to_python() -> None:
    assert BUILT.shrink((1,), 63, 0, 0, [], 0, 0, 0, 0) is None
    assert BUILT.shrink((1,), 10, 1 << 70, 0, [], 0, 0, 0, 0) is None


def random_colour_line(rng: random.Random) -> tuple[list[tuple[int, int]], tuple[int, ...]]:
    """A colour clue from a random picture (or made up), and a line whose cells hold all
    values, the picture's, some values, or none."""
    length, colours = rng.randint(1, 40), rng.randint(1, 5)
    picture = [rng.choice([0, 0, 0, *range(1, colours + 1)]) for _ in range(length)]
    clue: list[tuple[int, int]] = []
    for colour, run in itertools.groupby(picture):
        if colour:
            clue.append((len(list(run)), colour))
    if rng.random() < 0.2:
        clue = [(rng.randint(1, 4), rng.randint(1, colours)) for _ in range(rng.randint(0, 5))]
    every = (1 << (colours + 1)) - 1
    state = []
    for value in picture:
        roll = rng.random()
        if roll < 0.5:
            state.append(every)
        elif roll < 0.8:
            state.append(1 << value)
        else:
            state.append(rng.randint(0 if roll > 0.98 else 1, every))
    return clue, tuple(state)


@needs_kernel
def test_c_and_python_colour_lines_agree() -> None:
    rng = random.Random(13)
    unsolvable = 0
    for _ in range(4000):
        clue, state = random_colour_line(rng)
        solver = ColourLineSolver(clue, len(state))
        kept = kernel.KERNEL
        kernel.KERNEL = None
        try:
            expected = solver._narrowings(state)
        finally:
            kernel.KERNEL = kept
        assert BUILT.colour_narrowings(solver.clue, state) == expected, (clue, state)
        unsolvable += expected is None
    assert 0 < unsolvable < 4000


@needs_kernel
def test_c_colour_lines_leave_more_than_seven_colours_to_python() -> None:
    assert BUILT.colour_narrowings(((1, 8),), (1 << 8 | 1,)) is NotImplemented
    assert BUILT.colour_narrowings(((1, 1),), (1 << 9 | 3,)) is NotImplemented
    wide = ColourLineSolver([(1, 8)], 2)
    assert wide.solve((1 << 8 | 1, 1 << 8 | 1)) == ()


class Stop(Exception):
    pass


@needs_kernel
def test_fixpoint_calls_check_and_lets_its_exception_through() -> None:
    rng = random.Random(3)
    width, height, clues, _ = random_board(rng)
    calls = []

    def check() -> None:
        calls.append(1)
        if len(calls) == 2:
            raise Stop

    with pytest.raises(Stop):
        BUILT.fixpoint(40, 40, [(1,)] * 80, range(80), [3] * 1600, check)
    assert len(calls) == 2


@needs_kernel
@pytest.mark.parametrize(
    "args, message",
    [
        ((2, 2, [(1,)] * 3, [0], [3] * 4), "3 clues for a 2x2 board"),
        ((2, 2, [(1,)] * 4, [0], [3] * 5), "5 domains for a 2x2 board"),
        ((2, 2, [(1,)] * 4, [9], [3] * 4), "line 9 is not on a 2x2 board"),
        ((2, 2, [(1,)] * 4, [0], [3, 3, 3, 7]), "domain 7 of cell 3 is not 0-3"),
        ((2, 2, [(1,), (0,), (1,), (1,)], [0], [3] * 4), "a clue's blocks must be positive"),
    ],
)
def test_fixpoint_refuses_bad_input_in_words(args, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        BUILT.fixpoint(*args, lambda: None)


def test_the_switch_turns_the_kernel_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(kernel.ENVIRONMENT, "1")
    assert kernel.load() is None
