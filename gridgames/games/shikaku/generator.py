"""Shikaku puzzles with exactly one answer, from a seed.

Tile the board with random rectangles (area 2 or more, up to a cap that grows with
difficulty), put each number somewhere in its rectangle, and while the engine finds a
second answer, move a number to where that answer's rectangle cannot reach: a cell of
its own rectangle outside the rival one. Like Tatham's generator, this narrows where
each number may sit until the layout can only be read one way.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

from ...engine.budget import Budget
from ...grading import Grade, closest_grade, grade_puzzle
from ...solving import solve_puzzle
from .puzzle import Clue, Rect, ShikakuPuzzle

#: Largest rectangle per difficulty; larger rectangles give more ways to read a board.
AREA_CAP = {"easy": 6, "medium": 9, "hard": 12, "expert": 16}


def random_tiling(rng: random.Random, width: int, height: int, cap: int) -> list[Rect] | None:
    """Rectangles of area 2..cap covering the board (None if a lone cell cannot merge).

    Greedy in reading order; a cell left alone is then merged into a neighbour."""
    owner: list[list[int]] = [[-1] * width for _ in range(height)]
    rects: list[Rect | None] = []
    shapes = [(h, w) for h in range(1, cap + 1) for w in range(1, cap + 1) if 2 <= h * w <= cap]
    for r in range(height):
        for c in range(width):
            if owner[r][c] >= 0:
                continue
            room = 1
            while c + room < width and owner[r][c + room] < 0:
                room += 1
            options = [(h, w) for h, w in shapes if w <= room and h <= height - r]
            h, w = rng.choice(options) if options else (1, 1)
            _place(owner, rects, Rect(r, c, h, w))
    for index, rect in enumerate(rects):
        if rect is not None and rect.area == 1 and not _merge_lone(owner, rects, index):
            return None
    return [rect for rect in rects if rect is not None]


def _place(owner: list[list[int]], rects: list[Rect | None], rect: Rect) -> None:
    for r, c in rect.cells():
        owner[r][c] = len(rects)
    rects.append(rect)


def _merge_lone(owner: list[list[int]], rects: list[Rect | None], lone: int) -> bool:
    """Give a lone cell to a neighbour: the neighbour's strip in line with the cell joins
    it, and the rest of the neighbour (left/right or above/below parts) stays, if those
    parts still have area 2 or more."""
    cell = rects[lone]
    r, c = cell.row, cell.col
    height, width = len(owner), len(owner[0])
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        nr, nc = r + dr, c + dc
        if not (0 <= nr < height and 0 <= nc < width):
            continue
        other = rects[owner[nr][nc]]
        if dr:  # neighbour above or below: take its column strip at c
            strip = Rect(other.row, c, other.height, 1)
            parts = [
                Rect(other.row, other.col, other.height, c - other.col),
                Rect(other.row, c + 1, other.height, other.col + other.width - c - 1),
            ]
            joined = Rect(min(r, other.row), c, other.height + 1, 1)
        else:  # neighbour left or right: take its row strip at r
            strip = Rect(r, other.col, 1, other.width)
            parts = [
                Rect(other.row, other.col, r - other.row, other.width),
                Rect(r + 1, other.col, other.row + other.height - r - 1, other.width),
            ]
            joined = Rect(r, min(c, other.col), 1, other.width + 1)
        parts = [part for part in parts if part.area > 0]
        if any(part.area == 1 for part in parts) or strip.area < 1:
            continue
        index = owner[nr][nc]
        rects[index] = None
        rects[lone] = None
        for part in [joined, *parts]:
            _place(owner, rects, part)
        return True
    return False


def _puzzle(width: int, height: int, rects: list[Rect], spots: list[tuple[int, int]]):
    clues = tuple(Clue(r, c, rect.area) for rect, (r, c) in zip(rects, spots, strict=True))
    return ShikakuPuzzle(width, height, clues)


def make_unique(
    rng: random.Random, width: int, height: int, rects: list[Rect], budget: Budget
) -> tuple[ShikakuPuzzle, int] | None:
    """Place and move numbers until the tiling is the only answer (None: gave up).

    Also returns how many guesses the plain solve made: none means the rules alone
    read it, so it cannot be hard or expert and needs no grading solve for those."""
    spots = [rng.choice(rect.cells()) for rect in rects]
    for _ in range(4 * len(rects) + 10):
        budget.check()
        puzzle = _puzzle(width, height, rects, spots)
        report = solve_puzzle(
            puzzle, max_solutions=2, cancel=budget.cancel, timeout=budget.remaining()
        )
        if report.status == "unique":
            return puzzle, report.branches
        if report.status not in ("multiple",):
            return None
        intended = {frozenset(rect.cells()) for rect in rects}
        rival = next(a for a in report.answers if {frozenset(x.cells()) for x in a} != intended)
        by_spot = {
            (clue.row, clue.col): answer for clue, answer in zip(puzzle.clues, rival, strict=False)
        }
        wrong = [i for i, rect in enumerate(rects) if by_spot[spots[i]] != rect]
        index = rng.choice(wrong)
        outside = [
            cell for cell in rects[index].cells() if not by_spot[spots[index]].contains(*cell)
        ]
        spots[index] = rng.choice(outside or rects[index].cells())
    return None


def generate(
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float = 30.0,
    cancel: threading.Event | None = None,
) -> tuple[ShikakuPuzzle, Grade]:
    """A unique puzzle of the wanted grade if one turns up in time, else the closest.

    Deterministic for a seed (as long as the time budget is not what ends it)."""
    if difficulty not in AREA_CAP:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    rng = random.Random(f"shikaku/{width}x{height}/{difficulty}/{seed}")
    budget = Budget(timeout, cancel, stride=1)
    cap = max(2, min(AREA_CAP[difficulty], width * height))
    candidates = _candidates(rng, width, height, cap, difficulty, budget)
    best = closest_grade(
        difficulty,
        candidates,
        lambda p: grade_puzzle(p, timeout=budget.remaining(), cancel=cancel),
        budget,
    )
    puzzle, grade = best
    meta = {
        "title": f"Shikaku {width}x{height}, {difficulty} #{seed}",
        **grade.meta(),
        "seed": str(seed),
    }
    return ShikakuPuzzle(width, height, puzzle.clues, meta, _given(puzzle)), grade


def _candidates(
    rng: random.Random, width: int, height: int, cap: int, difficulty: str, budget: Budget
) -> Iterator[ShikakuPuzzle | None]:
    """Unique puzzles from fresh tilings, without end (the budget ends the search). Boards
    the plain rules read without a guess cannot be hard or expert: they are skipped
    ungraded (None) once something has been graded."""
    graded = False
    while True:
        rects = random_tiling(rng, width, height, cap)
        made = None if rects is None else make_unique(rng, width, height, rects, budget)
        if made is None or (made[1] == 0 and difficulty in ("hard", "expert") and graded):
            yield None
            continue
        graded = True
        yield made[0]


def _given(puzzle: ShikakuPuzzle) -> tuple[Rect, ...]:
    report = solve_puzzle(puzzle, max_solutions=1)
    return tuple(report.answer)
