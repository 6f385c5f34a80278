"""Nonograms with exactly one answer, from a seed, that look like pictures.

Random noise makes ugly puzzles with many answers, so the images are drawn the way
pictures are: smoothed random blobs (noise blurred, then thresholded at a density of
about 0.5-0.6), shapes mirrored about the middle, and outlines of blobs. An image whose
clues have another answer is repaired where the ambiguity is: a cell on which two answers
differ (or, for easy and medium, a cell line logic cannot settle) is flipped in the
intended image and the clues are checked again, a few times before a new image is drawn.

Easy and medium puzzles must be solvable by line logic alone; the fast check is our own
sweep of the exact line solver over rows and columns until nothing changes (its pass
count also grades easy against medium, see `NonogramGenre.grade_name`). Hard ones need
probing, expert ones guessing; those are told apart by grading the unique puzzle.
"""

from __future__ import annotations

import itertools
import random
import threading
import time

from ...engine import Interrupted
from ...engine.budget import Budget
from ...grading import GRADES, Grade, closest_grade, grade_puzzle
from ...solving import solve_puzzle
from .checker import runs
from .line import LineSolver
from .puzzle import Grid, NonogramPuzzle

Image = list[list[bool]]
Cell = tuple[int, int]

#: Flips tried on one image before a new one is drawn.
REPAIRS = 12
#: An image with more of its cells left open by line logic is too ambiguous to repair.
MAX_OPEN = 0.25
#: Seconds one uniqueness search may take per 100 cells before the image is dropped: a
#: search that needs long to find a second answer would make a tedious puzzle anyway.
SEARCH_SECONDS = 0.3


class _GiveUp(Exception):
    """This image is not worth repairing further; draw a new one."""


#: Domain bytes of the sweep (as in the engine: 1 empty, 2 filled, 3 either).
EMPTY, FILLED, EITHER = 1, 2, 3


# -- images ------------------------------------------------------------------------------
def _blurred(rng: random.Random, width: int, height: int, radius: int) -> list[list[float]]:
    """Uniform noise box-blurred twice: neighbouring cells get alike, so thresholds give
    blobs instead of speckle."""
    field = [[rng.random() for _ in range(width)] for _ in range(height)]
    for _ in range(2):
        field = [[_mean_around(field, r, c, radius) for c in range(width)] for r in range(height)]
    return field


def _mean_around(field: list[list[float]], r: int, c: int, radius: int) -> float:
    values = [
        field[y][x]
        for y in range(max(0, r - radius), min(len(field), r + radius + 1))
        for x in range(max(0, c - radius), min(len(field[0]), c + radius + 1))
    ]
    return sum(values) / len(values)


def _threshold(field: list[list[float]], density: float) -> Image:
    """The `density` share of cells with the highest values, filled."""
    values = sorted(value for row in field for value in row)
    cut = values[min(len(values) - 1, int((1 - density) * len(values)))]
    return [[value >= cut for value in row] for row in field]


def blob(rng: random.Random, width: int, height: int) -> Image:
    """Smoothed random blobs at a density of 0.5-0.6; bigger boards get wider blurs."""
    radius = 1 if min(width, height) < 12 else rng.choice((1, 2))
    return _threshold(_blurred(rng, width, height, radius), rng.uniform(0.5, 0.6))


def mirrored(rng: random.Random, width: int, height: int) -> Image:
    """A blob on the left half, mirrored to the right (and sometimes top to bottom too)."""
    half = blob(rng, (width + 1) // 2, height)
    image = [row + row[: width // 2][::-1] for row in half]
    if rng.random() < 0.3:
        image = image[: (height + 1) // 2] + image[: height // 2][::-1]
    return image


def outline(rng: random.Random, width: int, height: int) -> Image:
    """The rims of denser blobs: filled cells with an empty neighbour or the border
    beside them, so the picture is rings and outlines rather than solid shapes."""
    solid = _threshold(_blurred(rng, width, height, 2), rng.uniform(0.55, 0.7))

    def rim(r: int, c: int) -> bool:
        near = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return any(not (0 <= y < height and 0 <= x < width) or not solid[y][x] for y, x in near)

    return [[solid[r][c] and rim(r, c) for c in range(width)] for r in range(height)]


STYLES = (blob, blob, mirrored, outline)


def draw(rng: random.Random, width: int, height: int) -> Image:
    """A picture-like image in one of the styles (plain blobs twice as often)."""
    return rng.choice(STYLES)(rng, width, height)


def puzzle_of(image: Image) -> NonogramPuzzle:
    """The clues of an image."""
    width = len(image[0])
    return NonogramPuzzle(
        width,
        len(image),
        tuple(runs(row) for row in image),
        tuple(runs([row[c] for row in image]) for c in range(width)),
    )


# -- line logic ----------------------------------------------------------------------------
def line_sweep(puzzle: NonogramPuzzle, budget: Budget | None = None) -> tuple[int, list[Cell]]:
    """(passes, undecided cells) of line logic alone: every row, then every column, solved
    exactly against what is known, over and over until a pass changes nothing.

    The passes that changed something measure how often a player must go over the whole
    board; no undecided cell left means line logic alone proves the one answer."""
    width, height = puzzle.width, puzzle.height
    state = bytearray([EITHER]) * (width * height)
    lines = [(clue, range(r * width, (r + 1) * width)) for r, clue in enumerate(puzzle.rows)]
    lines += [(clue, range(c, width * height, width)) for c, clue in enumerate(puzzle.columns)]
    solvers: dict[tuple[tuple[int, ...], int], LineSolver] = {}
    passes, changed = 0, True
    while changed:
        changed = False
        for clue, cells in lines:
            if budget is not None:
                budget.check()
            key = (tuple(clue), len(cells))
            solver = solvers.get(key) or solvers.setdefault(key, LineSolver(*key))
            forced = solver.forced(bytes(state[i] for i in cells))
            if forced is None:  # cannot happen for clues read off an image
                raise ValueError("the clues contradict each other")
            for mask, value in zip(forced, (FILLED, EMPTY), strict=True):
                for index, cell in enumerate(cells):
                    if mask >> index & 1:
                        state[cell] = value
                        changed = True
        passes += changed
    undecided = [divmod(i, width) for i, value in enumerate(state) if value == EITHER]
    return passes, undecided


# -- repair ------------------------------------------------------------------------------
def _remaining(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise Interrupted("timeout")
    return left


def _unique_or_flip(
    puzzle: NonogramPuzzle, undecided: list[Cell], rng: random.Random, deadline: float,
    cancel: threading.Event | None, line_only: bool,
) -> Cell | None:  # fmt: skip
    """None when the clues have one answer (and, if `line_only`, line logic finds it);
    else the cell to flip: one where two answers differ, or one line logic leaves open.
    _GiveUp when the image is too ambiguous or its search too long."""
    if not undecided:
        return None
    cells = puzzle.width * puzzle.height
    if len(undecided) > max(MAX_OPEN * cells, 25):
        raise _GiveUp
    cap = SEARCH_SECONDS * max(1.0, cells / 100)
    report = solve_puzzle(
        puzzle, max_solutions=2, timeout=min(cap, _remaining(deadline)), cancel=cancel
    )
    if report.status == "cancelled":
        raise Interrupted(report.status)
    if report.status == "timeout":
        _remaining(deadline)
        raise _GiveUp
    if report.status == "multiple":
        first, second = report.answers[:2]
        return rng.choice([(r, c) for r, c in undecided if first[r][c] != second[r][c]])
    return rng.choice(undecided) if line_only else None


def make_unique(
    rng: random.Random, image: Image, line_only: bool, budget: Budget, deadline: float,
    cancel: threading.Event | None,
) -> NonogramPuzzle | None:  # fmt: skip
    """The image's puzzle after up to REPAIRS flips, if it then has one answer (found by
    line logic alone when `line_only`); None: give up on this image."""
    for _ in range(REPAIRS + 1):
        puzzle = puzzle_of(image)
        _, undecided = line_sweep(puzzle, budget)
        try:
            flip = _unique_or_flip(puzzle, undecided, rng, deadline, cancel, line_only)
        except _GiveUp:
            return None
        if flip is None:
            return puzzle
        r, c = flip
        image[r][c] = not image[r][c]
    return None


# -- the generator -------------------------------------------------------------------------
def generate(
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float = 30.0,
    cancel: threading.Event | None = None,
) -> tuple[NonogramPuzzle, Grade]:
    """A unique puzzle of the wanted grade if one turns up in time, else the closest one
    found (Interrupted if none was, or on cancel).

    Deterministic for a seed (as long as the time budget is not what ends it)."""
    if difficulty not in GRADES:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    rng = random.Random(f"nonogram/{width}x{height}/{difficulty}/{seed}")
    budget = Budget(timeout, cancel, stride=8)
    deadline = time.monotonic() + timeout
    line_only = difficulty in ("easy", "medium")
    candidates = (
        make_unique(rng, draw(rng, width, height), line_only, budget, deadline, cancel)
        for _ in itertools.count()
    )
    puzzle, grade = closest_grade(
        difficulty,
        candidates,
        lambda puzzle: grade_puzzle(puzzle, timeout=_remaining(deadline), cancel=cancel),
        budget,
    )
    return _finished(puzzle, grade, difficulty, seed)


def _finished(
    puzzle: NonogramPuzzle, grade: Grade, difficulty: str, seed: int
) -> tuple[NonogramPuzzle, Grade]:
    """The puzzle with its title, grade and seed in the metadata and its one answer given."""
    meta = {
        "title": f"Nonogram {puzzle.width}x{puzzle.height}, {difficulty} #{seed}",
        **grade.meta(),
        "seed": str(seed),
    }
    answer: Grid = solve_puzzle(puzzle, max_solutions=1).answer
    return (
        NonogramPuzzle(puzzle.width, puzzle.height, puzzle.rows, puzzle.columns, meta, answer),
        grade,
    )
