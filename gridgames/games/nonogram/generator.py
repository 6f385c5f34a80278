"""Nonograms with exactly one answer, from a seed, that look like pictures.

Random noise makes ugly puzzles with many answers, so the images are drawn the way
pictures are: smoothed random blobs (noise blurred, then thresholded at a density of
about 0.5-0.6), shapes mirrored about the middle, and outlines of blobs. An image is
repaired where the solver of the grade asked for gets stuck (`grading.Grader`, the same
staged solve that grades): a cell it leaves open is flipped in the intended image and the
clues are solved again, a few times before a new image is drawn. An expert puzzle is
beyond every probe chain, so there a search from where the solve stopped finds a second
answer, and a cell on which the two differ is flipped.

Repairs only make a puzzle easier, so the images for harder grades are noisier (less
blur, `NOISE`).

`line_sweep` is line logic written out on its own (rows and columns until nothing
changes): the tests' independent check that an easy puzzle needs nothing more.
"""

from __future__ import annotations

import itertools
import random
import threading
import time

from ...engine import Interrupted, Search
from ...engine.budget import Budget
from ...generating import Progress, check_difficulty, closest_grade, generated_meta
from ...grading import Grade, Grader
from .checker import runs
from .genre import GENRE
from .line import LineSolver
from .puzzle import NonogramPuzzle

Image = list[list[bool]]
Cell = tuple[int, int]

#: One open cell in this many is flipped per repair round (expert: one at a time).
FLIP_SHARE = 8
#: Flips tried on one image before a new one is drawn.
REPAIRS = 12
#: An image with more of its cells left open by line logic is too ambiguous to repair.
MAX_OPEN = 0.25
#: Seconds one uniqueness search may take per 100 cells before the image is dropped: a
#: search that needs long to find a second answer would make a tedious puzzle anyway.
SEARCH_SECONDS = 0.3
#: Chance per grade that an image is plain noise rather than a picture: harder grades
#: need images the rules read less easily.
NOISE = {"easy": 0.0, "medium": 1.0, "hard": 1.0, "expert": 0.3}


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


def draw(rng: random.Random, width: int, height: int, noise: float = 0.0) -> Image:
    """A picture-like image in one of the styles (plain blobs twice as often), or with
    chance `noise` unblurred noise at a density of 0.5-0.6."""
    if rng.random() < noise:
        field = [[rng.random() for _ in range(width)] for _ in range(height)]
        return _threshold(field, rng.uniform(0.5, 0.6))
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


def make_graded(
    rng: random.Random, image: Image, difficulty: str, budget: Budget, deadline: float
) -> NonogramPuzzle | None:
    """The image's puzzle after up to REPAIRS flips, once the solver of `difficulty`
    finishes it (it may grade easier); None: give up on this image.

    For expert, a flip after which the hard solver finishes is taken back and another
    cell where the two answers differ is tried instead: expert puzzles sit just past
    what probing reads, and flipping on blindly overshoots into easy ones."""
    width, height = len(image[0]), len(image)
    cells = width * height
    flipped: Cell | None = None
    others: list[Cell] = []
    for _ in range(REPAIRS * (3 if difficulty == "expert" else 1) + 1):
        puzzle = puzzle_of(image)
        model = GENRE.build(puzzle)
        grader = Grader(model, budget)
        if grader.finishes(difficulty):
            if difficulty != "expert":
                return puzzle
            if flipped is None:
                return None  # probing reads it as drawn: no expert puzzle in this image
            image[flipped[0]][flipped[1]] ^= True  # too far: take it back
            if not others:
                return None
            flipped = others.pop()
            image[flipped[0]][flipped[1]] ^= True
            continue
        dom = grader.store.dom
        undecided = [divmod(i, width) for i in range(cells) if dom[i] & (dom[i] - 1)]
        if grader.broken or len(undecided) > max(MAX_OPEN * cells, 25):
            return None
        if difficulty == "expert":
            rival = _two_answers(model, dom, cells, budget, deadline)
            if rival is None:
                return None
            first, second = rival
            if second is None:
                return puzzle
            undecided = [
                (r, c) for r, c in undecided if first[r * width + c] != second[r * width + c]
            ]
        rng.shuffle(undecided)
        if difficulty != "expert":  # a big open area takes several flips at once
            for r, c in undecided[: max(1, len(undecided) // FLIP_SHARE)]:
                image[r][c] ^= True
            continue
        flipped, others = undecided[0], undecided[1:]
        image[flipped[0]][flipped[1]] ^= True
    return None


def _two_answers(
    model, dom: list[int], cells: int, budget: Budget, deadline: float
) -> tuple[list[int], list[int] | None] | None:
    """The first answer and a second one (None: unique) from where the staged solve
    stopped; None when the search takes too long for a puzzle worth keeping."""
    cap = SEARCH_SECONDS * max(1.0, cells / 100)
    search = Search(
        model,
        max_solutions=2,
        timeout=min(cap, _remaining(deadline)),
        cancel=budget.cancel,
        initial=dom,
    )
    result = search.run()
    if result.status == "cancelled":
        raise Interrupted(result.status)
    if result.status == "timeout" or not result.solutions:
        _remaining(deadline)
        return None
    second = result.solutions[1] if len(result.solutions) > 1 else None
    return result.solutions[0], second


# -- the generator -------------------------------------------------------------------------
def generate(
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float = 30.0,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> tuple[NonogramPuzzle, Grade]:
    """A unique puzzle of the wanted grade if one turns up in time, else the closest one
    found (Interrupted if none was, or on cancel).

    Deterministic for a seed (as long as the time budget is not what ends it)."""
    check_difficulty(difficulty)
    rng = random.Random(f"nonogram/{width}x{height}/{difficulty}/{seed}")
    budget = Budget(timeout, cancel, stride=8)
    deadline = time.monotonic() + timeout
    noise = NOISE[difficulty]
    candidates = (
        make_graded(rng, draw(rng, width, height, noise), difficulty, budget, deadline)
        for _ in itertools.count()
    )
    puzzle, grade = closest_grade(
        difficulty,
        candidates,
        lambda puzzle: Grader(GENRE.build(puzzle), budget).run(),
        budget,
        progress,
    )
    return _finished(puzzle, grade, seed)


def _finished(puzzle: NonogramPuzzle, grade: Grade, seed: int) -> tuple[NonogramPuzzle, Grade]:
    """The puzzle with its title, grade and seed in the metadata and its one answer given."""
    meta = generated_meta("Nonogram", puzzle.width, puzzle.height, grade, seed)
    result = Search(GENRE.build(puzzle), max_solutions=1).run()
    answer = GENRE.decode(puzzle, result.solutions[0])
    return (
        NonogramPuzzle(puzzle.width, puzzle.height, puzzle.rows, puzzle.columns, meta, answer),
        grade,
    )
