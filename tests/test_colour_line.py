"""The colour line solver against brute force: every colouring of every short line."""

from __future__ import annotations

import itertools
import random

import pytest

from gridgames.games.nonogram.colour_line import ColourLineSolver
from tests.line_kernels import line_solver_kind  # noqa: F401  (autouse: C and Python)


def clue_of(cells: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Runs of equal non-background values, written independently of the solver."""
    out: list[list[int]] = []
    previous = 0
    for value in cells:
        if value and value == previous:
            out[-1][0] += 1
        elif value:
            out.append([1, value])
        previous = value
    return tuple((size, colour) for size, colour in out)


def brute(clue, state, colours):
    """Each cell's values over every full colouring that matches the clue and the state."""
    colourings = itertools.product(range(colours + 1), repeat=len(state))
    return possible_among([cells for cells in colourings if clue_of(cells) == clue], state)


def possible_among(colourings: list[tuple[int, ...]], state: tuple[int, ...]):
    """Each cell's values over those of `colourings` (all of one clue) the state allows."""
    seen = [0] * len(state)
    found = False
    for cells in colourings:
        if all(state[i] >> v & 1 for i, v in enumerate(cells)):
            found = True
            for i, v in enumerate(cells):
                seen[i] |= 1 << v
    return tuple(seen) if found else None


def all_clues(n: int, colours: int):
    return sorted({clue_of(cells) for cells in itertools.product(range(colours + 1), repeat=n)})


@pytest.mark.parametrize(("n", "colours"), [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (4, 3)])
def test_every_clue_on_an_open_line(n, colours):
    full = (1 << (colours + 1)) - 1
    for clue in all_clues(n, colours):
        state = (full,) * n
        assert ColourLineSolver(clue, n).possible(state) == brute(clue, state, colours), clue


@pytest.mark.parametrize(("n", "colours", "seed"), [(5, 2, 1), (6, 2, 2), (5, 3, 3), (6, 3, 4)])
def test_random_partial_states(n, colours, seed):
    """Random known cells (including impossible combinations) on every clue of the line."""
    rng = random.Random(seed)
    full = (1 << (colours + 1)) - 1
    # Every colouring listed once and grouped by its clue: the brute force then looks only at
    # the colourings of the clue at hand (the same answers as `brute`, 30 s -> about 1 s).
    matching: dict[tuple, list[tuple[int, ...]]] = {}
    for cells in itertools.product(range(colours + 1), repeat=n):
        matching.setdefault(clue_of(cells), []).append(cells)
    for clue in sorted(matching):
        solver = ColourLineSolver(clue, n)
        for _ in range(6):
            state = tuple(rng.choice([full, full, rng.randint(1, full)]) for _ in range(n))
            expected = possible_among(matching[clue], state)
            assert solver.possible(state) == expected, (clue, state)
            # The cached answer says the same: the values each cell loses.
            removed = solver.solve(state)
            assert (removed is None) == (expected is None)


def test_clues_that_cannot_fit():
    # Two red 2s need a gap: 5 cells; a red 2 and a blue 2 touch in 4.
    assert ColourLineSolver(((2, 1), (2, 1)), 4).possible((0b111,) * 4) is None
    assert ColourLineSolver(((2, 1), (2, 2)), 4).possible((0b111,) * 4) == (2, 2, 4, 4)


def test_many_colours():
    """31 colours: domains wider than a byte stay exact."""
    clue = ((1, 31), (2, 17), (1, 31))
    full = (1 << 32) - 1
    got = ColourLineSolver(clue, 4).possible((full,) * 4)
    assert got == (1 << 31, 1 << 17, 1 << 17, 1 << 31)


@pytest.mark.parametrize(("n", "colours", "seed"), [(9, 2, 5), (7, 3, 6)])
def test_long_clues_against_colourings(n, colours, seed):
    """Clues of up to five blocks (every lane and fold of the packed sweeps), random known
    cells, against the colourings of that clue; `solve` narrows exactly the cells
    `possible` changes, to the same domains."""
    rng = random.Random(seed)
    full = (1 << (colours + 1)) - 1
    matching: dict[tuple, list[tuple[int, ...]]] = {}
    for cells in itertools.product(range(colours + 1), repeat=n):
        matching.setdefault(clue_of(cells), []).append(cells)
    for _ in range(40):
        answer = rng.choice(rng.choice(list(matching.values())))
        clue = clue_of(answer)
        solver = ColourLineSolver(clue, n)
        for _ in range(5):
            state = tuple(
                full if rng.random() < 0.6 else (1 << v) | rng.randint(0, full) for v in answer
            )
            expected = possible_among(matching[clue], state)
            assert solver.possible(state) == expected, (clue, state)
            narrowed = solver.solve(state)
            if expected is None:
                assert narrowed is None
            else:
                changed = tuple((i, new) for i, new in enumerate(expected) if new != state[i])
                assert narrowed == changed, (clue, state)


@pytest.mark.parametrize("seed", [7, 8])
def test_domains_wider_than_a_byte_against_colourings(seed):
    """Palette indices 9 and 17 (domains past a byte take the slow way to the value masks):
    random known cells, every clue of five cells, against the colourings."""
    rng = random.Random(seed)
    values = (0, 9, 17)
    matching: dict[tuple, list[tuple[int, ...]]] = {}
    for cells in itertools.product(values, repeat=5):
        matching.setdefault(clue_of(cells), []).append(cells)
    full = sum(1 << v for v in values)
    for clue in sorted(matching):
        solver = ColourLineSolver(clue, 5)
        for _ in range(3):
            state = tuple(
                full
                if rng.random() < 0.4
                else sum(1 << v for v in values if rng.random() < 0.5) or 1
                for _ in range(5)
            )
            assert solver.possible(state) == possible_among(matching[clue], state), (clue, state)
