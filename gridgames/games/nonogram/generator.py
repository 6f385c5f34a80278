"""Nonograms with exactly one answer, from a seed, that look like pictures.

Random noise makes ugly puzzles with many answers, so the images are drawn the way
pictures are: smoothed random blobs (noise blurred, then thresholded at a density of
about 0.5-0.6), shapes mirrored about the middle, and outlines of blobs. An image is
repaired where the solver of the grade asked for gets stuck (`grading.Grader`, the same
staged solve that grades): a cell it leaves open is flipped in the intended image and the
clues are solved again, a few times before a new image is drawn.

Repairs only make a puzzle easier, so each grade draws the images likeliest to end at
it: medium mirrored pictures (`PICTURES`), hard plain noise at the density where line
logic just stops reading it (`NOISE`, `noise_density`). Expert puzzles, beyond every
probe chain, grow from sparse noise instead: a search from where line logic stops finds
two answers, a cell on which they differ is flipped, until one answer is left
(`_expert`).

Hard boards of WINDOW_BOARD_SIDE and up are built around a small hard puzzle (`_window`,
`_around`), as colour ones are (`colour_window`): a WINDOW_SIDE square of hard noise is
made first and set, framed in blank cells, into denser noise line logic reads; the frame
keeps the window's blocks apart from the rest of its lines, so once the rest is solved
the window is the small puzzle again and still needs its long probes. The repairs change
only the cells outside window and frame, and the whole board is graded from scratch.
Expert boards of EXPERT_WINDOW_BOARD_SIDE and up are built the same way around a 15x15
expert puzzle: where the hard solver stalls in the window only, a search from there proves
the board has one answer. A long board whose shorter side is too short for a framed window
takes one from edge to edge (`set_window` frames it only where the board has room).

Every limit inside is counted work (flips, propagations), never seconds, so a seed makes
the same puzzle on any machine at any load; only the whole time budget is a clock.

`line_sweep` is line logic written out on its own (rows and columns until nothing
changes): the tests' independent check that an easy puzzle needs nothing more.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator

from ...engine import Search, Store
from ...engine.budget import Budget
from ...generating import Progress, capped_search, check_difficulty, closest_grade, generated_meta
from ...grading import Grade, Grader
from .checker import runs
from .colour_window import set_window, takes_window
from .genre import GENRE
from .line import LineSolver
from .puzzle import NonogramPuzzle

Image = list[list[bool]]
Cell = tuple[int, int]

#: One open cell in this many is flipped per repair round (expert: one at a time).
FLIP_SHARE = 8
#: Flips tried on one image before a new one is drawn.
REPAIRS = 12
#: An image with more of its cells left open by the solver of the grade asked is too
#: ambiguous to repair.
MAX_OPEN = 0.25
#: The same for line logic alone, checked before any probing on boards of LINE_OPEN_FROM
#: cells or more (most images it leaves this open are pure ambiguity: probing them first
#: cost half the time of 30x30 medium). Smaller boards probe cheaply and are often
#: repaired from there: checked at 15x15 too, hard took 0.6 s median instead of 0.36 s.
MAX_LINE_OPEN, LINE_OPEN_FROM = 0.5, 400
#: Propagations one search for a second answer may take per 100 cells before the image
#: is dropped (counted, not timed: the same seed then makes the same puzzle at any load).
#: Most take a few hundred; a search that needs far more would make a tedious puzzle.
SEARCH_STEPS = 20_000
#: Flips an expert image gets on its way to one answer before it is dropped.
EXPERT_REPAIRS = 40
#: Density of the sparse noise expert puzzles grow from (see `_expert`), at 15x15, and
#: what it gains per cell of the shorter side beyond (up to SPECKLE_MOST): bigger boards
#: of sparse noise have so many answers that the searches cost seconds (30x30: about one
#: image in six is expert at 0.52, none in six at 0.58, and each 0.45 one takes minutes).
SPECKLE, SPECKLE_STEP, SPECKLE_MOST = 0.45, 0.005, 0.52
#: Chance per grade that an image is plain noise rather than a picture: hard puzzles
#: need images the rules read less easily (expert: always sparse noise, `speckle`).
NOISE = {"easy": 0.0, "medium": 0.0, "hard": 1.0, "expert": 1.0}
#: Density of that noise (`noise_density`): line logic reads dense noise whole and leaves
#: sparse noise wide open, and hard puzzles come from the narrow band between, which moves
#: up with the board's side: (density at 20x20, gain per cell of side). Measured with
#: `make_graded` on 100-400 images per density, CPU time per hard puzzle: likeliest at
#: about 0.43 on 10x10, 0.48 on 15x15 and 20x20, 0.52 on 30x30 (the uniform 0.5-0.6
#: drawn before cost 15x15 hard 0.2-0.6 s a puzzle against 0.07 s at 0.48, 30x30 hard
#: about 0.6 s against 0.26 s at 0.52).
NOISE_DENSITY_AT_20, NOISE_DENSITY_STEP = 0.48, 0.004
#: How far an image's density strays from that, either way; and the bounds of any.
NOISE_DENSITY_SPREAD, NOISE_DENSITY_RANGE = 0.015, (0.42, 0.6)
#: Hard boards whose shorter side is at least WINDOW_BOARD_SIDE are built around a hard
#: WINDOW_SIDE x WINDOW_SIDE puzzle (see the module's docstring), in noise of density
#: AROUND_DENSITY (line logic reads it whole), BOARDS_PER_WINDOW boards per window before
#: another is made. Measured on a prototype, seeds 0-7, CPU median / worst: 30x30 hard
#: 0.27 / 0.54 s whole-board noise, 0.09 / 0.20 s around 10x10 windows in noise at 0.6,
#: 0.065 / 0.17 s at 0.65, 0.08 / 0.20 s around 8x8 ones; 20x20 0.13 / 0.45 s -> 0.08 / 0.19 s.
WINDOW_SIDE, WINDOW_BOARD_SIDE, AROUND_DENSITY, BOARDS_PER_WINDOW = 10, 20, 0.65, 5
#: Expert boards whose shorter side is at least EXPERT_WINDOW_BOARD_SIDE are built the same
#: way around an expert EXPERT_WINDOW_SIDE square made as 15x15 expert boards are: sparse
#: noise grown whole beyond 30x30 has so many answers that a 50x50 one found none in 120 s.
EXPERT_WINDOW_SIDE, EXPERT_WINDOW_BOARD_SIDE = 15, 25


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
#: The styles each grade's pictures come from. Medium draws mirrored ones: measured with
#: `make_graded` on 400 images per size, CPU per medium puzzle 0.019 s at 10x10, 0.048 s
#: at 15x15, 0.037 s at 20x20 and 0.15 s at 30x30, against 0.044, 0.09, 0.135 and 0.3 s
#: for noise at its best density and 0.7-1.5 s for plain blobs (outlines: none in 150).
PICTURES = {"medium": (mirrored,)}


def noise_density(width: int, height: int) -> float:
    """The density of noise likeliest to give a hard puzzle on this board."""
    density = NOISE_DENSITY_AT_20 + NOISE_DENSITY_STEP * ((width * height) ** 0.5 - 20)
    low, high = NOISE_DENSITY_RANGE
    return min(high, max(low, density))


def draw(
    rng: random.Random,
    width: int,
    height: int,
    noise: float = 0.0,
    density: float = 0.55,
    styles: tuple[Callable[[random.Random, int, int], Image], ...] = STYLES,
) -> Image:
    """A picture-like image in one of `styles` (by default plain blobs twice as often as
    the others), or with chance `noise` unblurred noise at about `density`."""
    if rng.random() < noise:
        field = [[rng.random() for _ in range(width)] for _ in range(height)]
        spread = NOISE_DENSITY_SPREAD
        return _threshold(field, rng.uniform(density - spread, density + spread))
    return rng.choice(styles)(rng, width, height)


def speckle(rng: random.Random, width: int, height: int) -> Image:
    """Unblurred noise at a density about SPECKLE: what expert puzzles grow from."""
    density = min(SPECKLE_MOST, SPECKLE + SPECKLE_STEP * max(0, min(width, height) - 15))
    field = [[rng.random() for _ in range(width)] for _ in range(height)]
    return _threshold(field, rng.uniform(density - 0.03, density + 0.03))


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
Graded = tuple[NonogramPuzzle, Grade]
#: Line solvers by (clue, length), shared by the builds of one image's repairs.
Solvers = dict[tuple[tuple[int, ...], int], LineSolver]


def make_graded(rng: random.Random, image: Image, difficulty: str, budget: Budget) -> Graded | None:
    """The image's puzzle, repaired towards `difficulty`, with the grade it has (which
    may be easier); None: give up on this image. Expert has its own way (`_expert`)."""
    if difficulty == "expert":
        return _expert(rng, image, budget)
    return _repaired(rng, image, difficulty, budget)


def _open_cells(store: Store, width: int) -> list[Cell]:
    dom = store.dom
    return [divmod(i, width) for i in range(len(dom)) if dom[i] & (dom[i] - 1)]


def _too_open(store: Store, cells: int) -> bool:
    """Line logic left too much open to repair, whatever probing would add."""
    if cells < LINE_OPEN_FROM:
        return False
    limit = MAX_LINE_OPEN * cells
    return sum(1 for domain in store.dom if domain & (domain - 1)) > limit


def _repaired(
    rng: random.Random, image: Image, difficulty: str, budget: Budget,
    fixed: frozenset[int] = frozenset(),
) -> Graded | None:  # fmt: skip
    """Up to REPAIRS rounds: line logic, then the solver of `difficulty`; where it gets
    stuck, one open cell in FLIP_SHARE (at least one) is flipped in the image, never one
    of the cells in `fixed` (row-major indices: a window and its frame). An image
    line logic leaves more than MAX_OPEN open is dropped before any probing, and the
    grade comes from the same solve where it can (easy; medium after line logic).

    (Taking back a last flip that made the puzzle easier than asked and trying another
    open cell, as `_expert` once did, was measured and dropped: the last open cells are
    mostly a 2x2 switch, and every one of its flips gives a puzzle line logic reads.)"""
    width, height = len(image[0]), len(image)
    cells = width * height
    solvers: Solvers = {}  # a flip changes two clues: the other lines' answers stay cached
    for _ in range(REPAIRS + 1):
        puzzle = puzzle_of(image)
        model = GENRE.build(puzzle, solvers)
        grader = Grader(model, budget)
        if grader.reaches("easy"):
            return puzzle, grader.grade_as("easy")
        if grader.broken or _too_open(grader.store, cells):
            return None
        if grader.finishes(difficulty):
            if difficulty == "medium":  # line logic got stuck, short probes finished
                return puzzle, grader.grade_as("medium")
            return puzzle, Grader(model, budget).run()  # hard at once: was medium enough?
        undecided = _open_cells(grader.store, width)
        outside = [(r, c) for r, c in undecided if r * width + c not in fixed]
        # An expert window is meant to stay open: only the cells outside it count.
        too_open = outside if difficulty == "expert" else undecided
        if grader.broken or len(too_open) > max(MAX_OPEN * cells, 25):
            return None
        undecided = outside
        if not undecided:  # stuck in the window only: its grade, if it is expert's
            if difficulty != "expert":
                return None
            return _expert_around(puzzle, model, grader, cells, budget)
        rng.shuffle(undecided)
        for r, c in undecided[: max(1, len(undecided) // FLIP_SHARE)]:
            image[r][c] ^= True
    return None


def _expert(rng: random.Random, image: Image, budget: Budget) -> Graded | None:
    """Expert puzzles are built from sparse noise (`speckle`), which line logic leaves
    wide open with many answers: while a search finds two answers, one cell where they
    differ is flipped, guided by line logic alone (cheap: no probing until the end).
    Once the answer is unique, the staged solve grades it; sparse noise repaired this
    way keeps a large region no probe chain reads in about one image in four at 15x15
    (pictures and denser noise: one in several hundred)."""
    width = len(image[0])
    cells = width * len(image)
    solvers: Solvers = {}
    for _ in range(EXPERT_REPAIRS):
        puzzle = puzzle_of(image)
        model = GENRE.build(puzzle, solvers)
        store = Store(model, budget=budget)
        store.schedule_all()
        store.fixpoint()
        undecided = [i for i, domain in enumerate(store.dom) if domain & (domain - 1)]
        if not undecided:
            return None  # line logic reads it: too far to come back from
        rival = _two_answers(model, store.dom, cells, budget)
        if rival is None:
            return None
        first, second = rival
        if second is None:
            return puzzle, Grader(model, budget).run()
        differing = [i for i in undecided if first[i] != second[i]]
        r, c = divmod(differing[rng.randrange(len(differing))], width)
        image[r][c] ^= True
    return None


def _expert_around(
    puzzle: NonogramPuzzle, model, grader: Grader, cells: int, budget: Budget
) -> Graded | None:
    """A board the hard solver left open in its expert window only: graded from scratch
    when a search from there finds one answer, else None (the window has one answer on its
    own and the rules read the rest, so a second answer is rare)."""
    rival = _two_answers(model, grader.store.dom, cells, budget)
    if rival is None or rival[1] is not None:
        return None
    return puzzle, Grader(model, budget).run()


def _two_answers(
    model, dom: list[int], cells: int, budget: Budget, probing: bool | None = False
) -> tuple[list[int], list[int] | None] | None:
    """The first answer and a second one (None: unique) from `dom`; None when the search
    needs more than SEARCH_STEPS propagations per 100 cells (counted, never timed, so a
    seed makes the same puzzle at any load). Black and white searches without probing
    (learning finds second answers faster alone); `probing` None: the model's default,
    as colour nonograms' plain backtracking wants."""
    search = Search(model, max_solutions=2, initial=dom, probing=probing)
    steps = int(SEARCH_STEPS * max(1.0, cells / 100))
    solutions, complete = capped_search(search, steps, budget)
    if not complete or not solutions:
        return None
    return solutions[0], solutions[1] if len(solutions) > 1 else None


# -- hard boards around a window ----------------------------------------------------------
def _window(rng: random.Random, budget: Budget, difficulty: str) -> Image:
    """A small image of `difficulty` (hard: WINDOW_SIDE, made as hard boards are, from
    noise at the density likeliest to be hard, repaired; expert: EXPERT_WINDOW_SIDE, made
    as expert boards are, from sparse noise), drawn until one has that grade."""
    while True:
        if difficulty == "expert":
            image = speckle(rng, EXPERT_WINDOW_SIDE, EXPERT_WINDOW_SIDE)
            made = _expert(rng, image, budget)
        else:
            side = WINDOW_SIDE
            image = draw(rng, side, side, 1.0, noise_density(side, side))
            made = _repaired(rng, image, difficulty, budget)
        if made is not None and made[1].name == difficulty:
            return image  # the repairs flip it in place: it is the puzzle's


def _around(
    rng: random.Random, width: int, height: int, window: Image
) -> tuple[Image, frozenset[int]]:
    """Noise at AROUND_DENSITY with `window` set into it at a random place, framed in
    blank cells; and the cells of window and frame, which repairs leave as they are."""
    image = [[rng.random() < AROUND_DENSITY for _ in range(width)] for _ in range(height)]
    side = len(window)
    top, left = rng.randrange(height - side + 1), rng.randrange(width - side + 1)
    fixed = set_window(image, window, top, left, (False, True))
    return [[bool(cell) for cell in row] for row in image], fixed


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

    Deterministic for a seed: every limit inside is counted work, so only the time
    budget as a whole (or a cancel) can end it differently."""
    check_difficulty(difficulty)
    rng = random.Random(f"nonogram/{width}x{height}/{difficulty}/{seed}")
    budget = Budget(timeout, cancel, stride=8)
    noise, density = NOISE[difficulty], noise_density(width, height)
    styles = PICTURES.get(difficulty, STYLES)
    grades: dict[int, Grade] = {}
    windowed = (difficulty == "hard" and min(width, height) >= WINDOW_BOARD_SIDE) or (
        difficulty == "expert"
        and takes_window(width, height, EXPERT_WINDOW_SIDE, EXPERT_WINDOW_BOARD_SIDE)
    )
    window: Image = []
    boards = 0  # drawn around the current window

    def candidates() -> Iterator[NonogramPuzzle | None]:
        nonlocal window, boards
        while True:
            if windowed:
                if not window or boards == BOARDS_PER_WINDOW:
                    window, boards = _window(rng, budget, difficulty), 0
                boards += 1
                image, fixed = _around(rng, width, height, window)
                made = _repaired(rng, image, difficulty, budget, fixed)
            else:
                if difficulty == "expert":
                    image = speckle(rng, width, height)
                else:
                    image = draw(rng, width, height, noise, density, styles)
                made = make_graded(rng, image, difficulty, budget)
            if made is None:
                yield None
                continue
            grades[id(made[0])] = made[1]
            yield made[0]

    puzzle, grade = closest_grade(
        difficulty, candidates(), lambda puzzle: grades.pop(id(puzzle)), budget, progress
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
