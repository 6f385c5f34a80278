"""Colour nonograms with exactly one answer, from a seed, graded like black and white.

A picture is drawn as a player would recognise one: a smoothed random field decides
where the background is (about 40-50% of the cells), a second, independently smoothed
field splits the painted cells into 2-6 colour regions (more colours on bigger boards).
Then, as in `generator.py`, the picture is repaired where the grade's solver
(`grading.Grader`, the staged solve that grades) gets stuck: a few open cells are given
another of the values still open to them and the clues are read again.

Medium and hard are rare too: a drawn picture is almost always easy once it is unique (its
few stuck spots are pairs of answers, and the repair that settles them settles the lines),
so sampling drew hundreds of pictures a puzzle (10x10 hard: 758 for seed 0). On boards
with room for it (`WINDOW_BOARD_SIDE`) a small two-colour puzzle of the grade is made
first, from noise, and set whole into a window of a drawn picture with a frame of
background around it (`_window`, `_around`): the frame keeps the window's lines apart from
the rest, so once the rest is solved the window is that small puzzle again and still
needs its technique, and the repairs change only the cells around it (as Shikaku's big
boards are built).

Expert is rare in colour: coloured clues say so much that probing finishes almost every
unique drawn picture. Expert puzzles start from two-colour noise instead, repaired one cell
at a time towards a single answer while the hard solver stays stuck (`colour_expert`);
boards of 18x18 and up are built around a 15x15 one, as medium and hard ones are around
theirs. Boards under 15x15 rarely allow it (`genre.COLOUR_SIZES`).

Colours come from Okabe and Ito's colour-blind-safe set (yellow left out: it hardly
shows on white paper), named so step reasons read "Row 3 (2 orange, 1 blue)".
"""

from __future__ import annotations

import itertools
import random
import threading
from collections.abc import Callable, Collection

from ...engine.budget import Budget
from ...generating import Progress, check_difficulty, closest_grade, generated_meta
from ...grading import Grade, Grader, grade_model
from .colour import BACKGROUND, Colour, Palette
from .colour_expert import (
    EXPERT_BACKGROUND,
    EXPERT_WINDOW_BOARD_SIDE,
    EXPERT_WINDOW_SIDE,
    expert_graded,
)
from .colour_picture import from_picture
from .colour_quick import Solvers, line_fixpoint, line_solved
from .colour_window import FRAME, harden, set_window, takes_window
from .genre import GENRE
from .puzzle import NonogramPuzzle

Picture = list[list[int]]

#: The colours a generated puzzle draws from, in this order.
COLOURS = (
    Colour("black", "k", "#000000"),
    Colour("orange", "o", "#e69f00"),
    Colour("sky", "s", "#56b4e9"),
    Colour("green", "g", "#009e73"),
    Colour("vermilion", "v", "#d55e00"),
    Colour("blue", "b", "#0072b2"),
)
#: Open cells given another value per repair round: one in this many.
CHANGE_SHARE = 8
#: Repair rounds on one picture before a new one is drawn.
REPAIRS = 12
#: A picture whose staged solve leaves more of its cells open is too ambiguous to repair
#: (a board around an expert window: more of its cells outside window and frame).
OPEN_LIMIT = 0.3
#: Chance per grade that the colour regions are unsmoothed (harder to read).
SPECKLE = {"easy": 0.0, "medium": 0.5, "hard": 1.0}

#: The side of the small puzzle a medium or hard board is built around, where it comes
#: quickest from two-colour noise (prototype, per puzzle of the grade, CPU: 8x8 medium
#: 0.11 s, hard 0.15 s; 10x10 0.13 s and 0.33 s; 6x6 medium takes seconds).
WINDOW_SIDE = 8
#: A board too small for that frames a smaller window, down to this side (7x7 windows came
#: about as quickly as 8x8 ones).
SMALLEST_WINDOW = 7
#: Boards with this shorter side or more get their medium and hard puzzles built around a
#: window; smaller ones (8x8: a drawn picture with 2-3 colours took 0.3-0.8 s CPU a
#: puzzle, 3 seeds; 9x9 1.2-2.0 s before it had a window) are made whole as a window is,
#: from two-colour noise (`_window`).
WINDOW_BOARD_SIDE = SMALLEST_WINDOW + 2 * FRAME
#: Boards drawn around one window before another is made.
AROUND = 3
#: The share of background drawn around a window, less than a whole picture's: the
#: window (half background) and its frame add theirs, and with a whole picture's share
#: 15x15 boards often had blank rows and columns beside the window.
AROUND_BACKGROUND = (0.25, 0.35)


def colour_count(rng: random.Random, width: int, height: int, difficulty: str = "easy") -> int:
    """2-3 colours on small boards, up to 6 on big ones; expert 2 (every further colour
    tells the player more), and so medium and hard below WINDOW_BOARD_SIDE."""
    if difficulty == "expert":
        return 2
    if difficulty in ("medium", "hard") and min(width, height) < WINDOW_BOARD_SIDE:
        return 2
    most = 3 if min(width, height) < 10 else 4 if min(width, height) < 15 else 6
    return rng.randint(2, most)


def palette_of(count: int) -> Palette:
    return (BACKGROUND, *COLOURS[:count])


def _field(rng: random.Random, width: int, height: int, radius: int) -> list[list[float]]:
    """Uniform noise, box-blurred twice when `radius` > 0 (neighbours alike: blobs)."""
    field = [[rng.random() for _ in range(width)] for _ in range(height)]
    for _ in range(2 if radius else 0):
        field = [
            [
                _mean(field, r, c, radius)
                for c in range(width)
            ]
            for r in range(height)
        ]  # fmt: skip
    return field


def _mean(field: list[list[float]], r: int, c: int, radius: int) -> float:
    rows = field[max(0, r - radius) : r + radius + 1]
    values = [value for row in rows for value in row[max(0, c - radius) : c + radius + 1]]
    return sum(values) / len(values)


def _cuts(field: list[list[float]], shares: list[float]) -> list[float]:
    """The field values that split its cells into the given shares, lowest first."""
    values = sorted(value for row in field for value in row)
    found, total = [], 0.0
    for share in shares[:-1]:
        total += share
        found.append(values[min(len(values) - 1, int(total * len(values)))])
    return found


def draw(
    rng: random.Random, width: int, height: int, colours: int, speckle: float,
    background: tuple[float, float] = (0.4, 0.5),
) -> Picture:  # fmt: skip
    """A picture: smoothed background (a share of the cells drawn from `background`) and
    painted areas, the painted cells split into `colours` regions by a second field; with
    chance `speckle` the colours are noise, and half of those times the painted areas too
    (what harder grades need)."""
    radius = 1 if min(width, height) < 12 else rng.choice((1, 2))
    speckled = rng.random() < speckle
    shape = _field(rng, width, height, 0 if speckled and rng.random() < 0.5 else radius)
    (cut,) = _cuts(shape, [rng.uniform(*background), 1.0])
    hue = _field(rng, width, height, 0 if speckled else radius)
    bands = _cuts(hue, [1 / colours] * colours)
    return [
        [
            0 if shape[r][c] < cut else 1 + sum(hue[r][c] >= band for band in bands)
            for c in range(width)
        ]
        for r in range(height)
    ]


def speckle(
    rng: random.Random, width: int, height: int, colours: int, background: float = 0.5
) -> Picture:
    """Noise: each cell background with chance `background`, else a random colour: what
    medium and hard windows start from (expert's is sparser: EXPERT_BACKGROUND)."""
    return [
        [0 if rng.random() < background else rng.randint(1, colours) for _ in range(width)]
        for _ in range(height)
    ]


def make_graded(
    rng: random.Random,
    picture: Picture,
    palette: Palette,
    difficulty: str,
    budget: Budget,
    easy_unwanted: Callable[[], bool] | None = None,
    solvers: Solvers | None = None,
    fixed: Collection[int] = (),
    stuck_window: bool = False,
) -> NonogramPuzzle | None:
    """The picture's puzzle after up to REPAIRS rounds of changes, once the solver of
    `difficulty` (easy, medium or hard; expert is `colour_expert.expert_graded`)
    finishes it (it may grade easier); None: give up on this picture. Every limit here
    is counted work (rounds, cells), never seconds: `budget` is only the whole run's
    time limit.

    With `easy_unwanted` (medium and hard), each round first takes a cheap look: line
    logic alone (`colour_quick`, its line solvers kept in `solvers`). While
    `easy_unwanted()` holds, a picture the look finishes gives None at once instead of
    its easy puzzle; any other picture's staged solve starts from the look's fixpoint
    (the same one its own rules would reach). The same rounds, the same random draws and
    the same puzzles as without the look, with fewer models and staged solves.

    The repairs leave the cells in `fixed` (row-major indices) as they are: a window and
    its frame (`_around`); a picture stuck only there is given up, or with `stuck_window`
    (a board around an expert window, repaired against the hard solver) is the puzzle
    wanted: the rest is settled and the window still needs a guess. Its window's open
    cells do not count against OPEN_LIMIT."""
    width, height = len(picture[0]), len(picture)
    cells = width * height
    for _ in range(REPAIRS + 1):
        look = None
        if easy_unwanted is not None:
            look = line_fixpoint(picture, len(palette) - 1, solvers)
            if easy_unwanted() and line_solved(look):
                return None
        puzzle = from_picture(tuple(map(tuple, picture)), palette)
        model = GENRE.build(puzzle, solvers)
        if look is not None:
            model.domains = look
        grader = Grader(model, budget)
        if grader.finishes(difficulty):
            return puzzle
        dom = grader.store.dom
        open_cells = [i for i in range(cells) if dom[i] & (dom[i] - 1)]
        if stuck_window:
            open_cells = [i for i in open_cells if i not in fixed]
            if not open_cells and not grader.broken:
                return puzzle
        if grader.broken or len(open_cells) > max(OPEN_LIMIT * cells, 25):
            return None
        if fixed:
            open_cells = [i for i in open_cells if i not in fixed]
            if not open_cells:
                return None
        rng.shuffle(open_cells)
        for i in open_cells[: max(1, len(open_cells) // CHANGE_SHARE)]:
            r, c = divmod(i, width)
            picture[r][c] = rng.choice([v for v in _values(dom[i]) if v != picture[r][c]])
    return None


def _values(domain: int) -> list[int]:
    return [v for v in range(domain.bit_length()) if domain >> v & 1]


def _window(
    rng: random.Random, difficulty: str, budget: Budget, solvers: Solvers,
    width: int = WINDOW_SIDE, height: int = WINDOW_SIDE,
) -> Picture:  # fmt: skip
    """A two-colour picture (values 0-2, a WINDOW_SIDE square unless told) whose puzzle
    has the grade asked for: noise, repaired (`make_graded`, expert
    `colour_expert.expert_graded`), pictures line logic finishes skipped; for hard, a
    medium one is walked towards hard (`colour_window.harden`)."""
    palette = palette_of(2)
    while True:
        budget.check()
        if difficulty == "expert":
            picture = speckle(rng, width, height, 2, EXPERT_BACKGROUND)
            puzzle = expert_graded(rng, picture, palette, budget, solvers)
        else:
            picture = speckle(rng, width, height, 2)
            puzzle = make_graded(rng, picture, palette, difficulty, budget, lambda: True, solvers)
        if puzzle is None:
            continue
        picture = [list(row) for row in puzzle.given_solution]
        grade = grade_model(GENRE.build(puzzle, solvers), budget).name
        if grade == "medium" and difficulty == "hard":
            if not harden(rng, picture, palette, budget, solvers):
                continue
            puzzle = from_picture(tuple(map(tuple, picture)), palette)
            grade = grade_model(GENRE.build(puzzle, solvers), budget).name
        if grade == difficulty:
            return picture


def _around(
    rng: random.Random, width: int, height: int, colours: int, window: Picture
) -> tuple[Picture, frozenset[int]]:
    """A drawn picture with `window` set into it at a random place, its two colours two
    of the board's, framed in background (`colour_window.set_window`); and the cells of
    window and frame, which the repairs must leave as they are."""
    picture = draw(rng, width, height, colours, 0.0, AROUND_BACKGROUND)
    side = len(window)
    top, left = rng.randrange(height - side + 1), rng.randrange(width - side + 1)
    values = (0, *rng.sample(range(1, colours + 1), 2))
    return picture, set_window(picture, window, top, left, values)


def _all_colours_used(puzzle: NonogramPuzzle | None) -> NonogramPuzzle | None:
    """A puzzle whose clues use every colour of its palette (a colour nothing is painted
    in would be a swatch with nothing to do); None otherwise."""
    if puzzle is None:
        return None
    used = {colour for clue in puzzle.row_colours for colour in clue}
    return puzzle if len(used) == len(puzzle.palette) - 1 else None


def generate(
    width: int, height: int, difficulty: str = "medium", seed: int = 0, timeout: float = 30.0,
    cancel: threading.Event | None = None, progress: Progress | None = None,
) -> tuple[NonogramPuzzle, Grade]:  # fmt: skip
    """A unique colour puzzle of the wanted grade if one turns up in time, else the
    closest one found (Interrupted if none was, or on cancel). The signature is every
    generator's (`games.genre.Generator`).

    Deterministic for a seed: every limit inside is counted work (`make_graded`), so the
    same seed makes the same puzzle on a loaded machine; only the whole time budget,
    counted from the call, is a clock, and only it (or a cancel) can end a run otherwise."""
    budget = Budget(timeout, cancel, stride=8)
    check_difficulty(difficulty)
    rng = random.Random(f"colour/{width}x{height}/{difficulty}/{seed}")
    palette = palette_of(colour_count(rng, width, height, difficulty))
    colours = len(palette) - 1
    # Once an easy puzzle is in hand (what a run out of time would fall back to), more
    # easy ones change nothing: medium and hard skip them with the cheap first look.
    easy_seen = False
    solvers: Solvers = {}
    expert = difficulty == "expert"
    if expert:
        windowed = takes_window(width, height, EXPERT_WINDOW_SIDE, EXPERT_WINDOW_BOARD_SIDE)
    else:
        windowed = difficulty != "easy" and min(width, height) >= WINDOW_BOARD_SIDE
    # the window's side, if windowed
    side = EXPERT_WINDOW_SIDE if expert else min(WINDOW_SIDE, min(width, height) - 2 * FRAME)
    window: Picture = []
    boards = 0  # drawn around the current window

    def easy_unwanted() -> bool:
        return easy_seen

    def candidate() -> NonogramPuzzle | None:
        nonlocal window, boards
        fixed: frozenset[int] = frozenset()
        if windowed:
            if boards % AROUND == 0:
                window = _window(rng, difficulty, budget, solvers, side, side)
            boards += 1
            picture, fixed = _around(rng, width, height, colours, window)
        elif expert:  # too small for a window: repaired whole
            picture = speckle(rng, width, height, 2, EXPERT_BACKGROUND)
            return _all_colours_used(expert_graded(rng, picture, palette, budget, solvers))
        elif difficulty in ("medium", "hard"):  # too small for a window: made as one
            whole = _window(rng, difficulty, budget, solvers, width, height)
            return _all_colours_used(from_picture(tuple(map(tuple, whole)), palette))
        else:
            picture = draw(rng, width, height, colours, SPECKLE[difficulty])
        look = easy_unwanted if difficulty != "easy" else None
        # Around an expert window the rest is repaired against the hard solver, which
        # must leave the window, and only it, open (`make_graded`'s `stuck_window`).
        grade = "hard" if expert else difficulty
        puzzle = make_graded(rng, picture, palette, grade, budget, look, solvers, fixed, expert)
        return _all_colours_used(puzzle)

    def grade_of(puzzle: NonogramPuzzle) -> Grade:
        nonlocal easy_seen
        grade = grade_model(GENRE.build(puzzle), budget)
        easy_seen = easy_seen or grade.name == "easy"
        return grade

    candidates = (candidate() for _ in itertools.count())
    puzzle, grade = closest_grade(difficulty, candidates, grade_of, budget, progress)
    meta = generated_meta("Colour nonogram", width, height, grade, seed)
    return from_picture(puzzle.given_solution, palette, meta), grade
