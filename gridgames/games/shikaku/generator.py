"""Shikaku puzzles with exactly one answer, from a seed.

Tile the board with random rectangles (area 2 or more, up to a cap that grows with
difficulty) and put each number somewhere in its rectangle. Then, like Tatham's
generator, narrow where the numbers may go until the solver of the grade asked for reads
the layout one way: the staged solve (`grading.Grader`) stops where that grade's
techniques run out, and a quarter of the numbers it left open each move to a cell of
their own rectangle that fewer of their other places cover (`_open_numbers`). One staged
solve per round, not a search per changed number. An expert puzzle (beyond every
probe chain) needs a search instead, from where the solve stopped: a second answer moves
a number out of the rival rectangle.

Repairs only make a board easier, so the tiling sets how hard it can get: bigger
rectangles leave more places for each number.

A big board (`WINDOW_BOARD` cells or more) is medium or hard by a few spots only, which
the repairs of the rest of the board mostly take away (50x50 hard: one tiling in four
kept one, up to sixteen tilings a puzzle). So it is built around a small puzzle of the
grade, made first and set whole into a window of the board (`_candidates`): with the
board around it solved, the window is that small puzzle again, so it still needs its
technique, and the rounds move only the numbers around it.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Collection, Iterator, Sequence

from ...engine import Interrupted, Search
from ...engine.budget import Budget
from ...generating import Progress, check_difficulty, closest_grade, generated_meta
from ...grading import GRADES, Grade, Grader
from .candidates import CandidateMemo, Candidates, candidates_with
from .genre import model_for
from .puzzle import Clue, Rect, ShikakuPuzzle
from .tiling import random_tiling

__all__ = ["generate", "make_graded", "random_tiling"]

#: Smallest and largest rectangle (where room allows) per difficulty: larger rectangles
#: give more ways to read a board, and a small one is an easy anchor.
AREAS = {"easy": (2, 8), "medium": (4, 12), "hard": (6, 16), "expert": (6, 20)}
Cell = tuple[int, int]
#: Boards of this many cells or more get hard puzzles from tilings with rectangles up to
#: expert's size: at 50x50 few tilings of hard's keep a spot that needs a long probe
#: through their repairs (seeds 0-11: median / worst 0.42 / 1.15 s CPU, up to ten
#: tilings; up to 20 cells, 0.27 / 0.80 s; up to 24, slower again). Around a window
#: (`WINDOW_BOARD`) still the quicker (seeds 0-47: 0.19 / 0.64 s, hard's 0.24 / 0.60 s).
WIDE_HARD = 2000
#: Rounds of moves on one tiling before a fresh one is drawn.
ROUNDS = 30
#: Tilings of this many numbers or more are given up once a round has lost the grade's
#: technique (`_lost`): on a 50x50 board most tilings did, after round 2 or 3, and then
#: spent up to twenty more rounds to end too easy. On smaller boards a lost technique
#: comes back often enough that giving up cost more than it saved (10x10 hard 0.04 ->
#: 0.16 s, 30x30 medium 0.13 -> 0.26 s median CPU, seeds 0-7), so they go on as before.
BIG = 200


def _puzzle(width: int, height: int, rects: list[Rect], spots: list[tuple[int, int]]):
    """The numbers on their spots, and the tiling as the answer in the puzzle's clue order
    (reading order of the spots): no solve needed to know it."""
    placed = sorted(zip(spots, rects, strict=True))
    clues = tuple(Clue(r, c, rect.area) for (r, c), rect in placed)
    return ShikakuPuzzle(width, height, clues, given_solution=tuple(rect for _, rect in placed))


def make_graded(
    rng: random.Random,
    width: int,
    height: int,
    rects: list[Rect],
    difficulty: str,
    budget: Budget,
    memo: CandidateMemo,
    graded: dict[ShikakuPuzzle, Grade],
    kept: Sequence[Cell] = (),
) -> ShikakuPuzzle | None:
    """Place and move numbers until the solver of `difficulty` reads the tiling as the
    only answer (None: gave up on this tiling). The result may grade easier. A round's
    numbers' places come from `memo`: only those near a moved number are worked out. A
    result graded on the way goes into `graded`.

    `kept`: the spots of the first rectangles' numbers (a small puzzle of the grade the
    board is built around, `_candidates`), which never move; the board's grade
    comes from them, so the rounds only repair the rest, and the first round moves
    every open number, not a quarter (50x50, seeds 0-47, median / worst CPU: medium
    0.186 / 0.397 s -> 0.145 / 0.254 s, hard 0.190 / 0.623 s -> 0.179 / 0.434 s; as
    many techniques used). Later rounds move a quarter: all at once, the last few open
    numbers can go to and fro for ever."""
    spots = list(kept) + [_first_spot(rng, rect, difficulty) for rect in rects[len(kept) :]]
    big = len(rects) >= BIG
    fewest, since = len(rects), 0  # the fewest open numbers after a round, and rounds since
    for round_ in range(ROUNDS):
        budget.check()
        puzzle = _puzzle(width, height, rects, spots)
        cands = candidates_with(puzzle, memo)
        model = model_for(puzzle, cands)
        grader = Grader(model, budget)
        if big and difficulty in OWN_TECHNIQUE:
            reached = _staged(grader, difficulty)
            if reached is not None:  # graded already: the same stages as `Grader.run`
                graded[puzzle] = grader.grade_as(reached)
                return puzzle
        elif grader.finishes(difficulty):
            return puzzle
        if grader.broken or (big and round_ and not kept and _lost(grader, difficulty)):
            return None
        if kept:
            still = sum(1 for domain in grader.store.dom if domain & (domain - 1))
            fewest, since = (still, 0) if still < fewest else (fewest, since + 1)
            if since >= STALLED:
                return None
        # Spots and rectangles in the puzzle's clue order (reading order).
        order = sorted(range(len(rects)), key=lambda i: spots[i])
        ordered = [rects[i] for i in order]
        frozen = {position for position, index in enumerate(order) if index < len(kept)}
        if difficulty == "expert":
            rival = _rival(model, grader.store.dom, budget)
            if rival is None:
                return puzzle
            moves = _out_of_rival(cands, rival, ordered)
        else:
            moves = _open_numbers(
                rng,
                cands,
                grader.store.dom,
                ordered,
                sorted(spots),
                frozen,
                1 if kept and not round_ else 4,
            )
        if not moves:
            return None
        for position, cell in moves:
            spots[order[position]] = cell
    return None


def _staged(grader: Grader, difficulty: str) -> str | None:
    """The grade whose solver finishes the board in the staged solve up to `difficulty`
    (rules, short probes, then long ones, as grading runs it; None: stuck, or broken).
    For hard, a long probe it used is then one the board needs (`_lost`): from the rules
    straight to long probes, those also did what short ones would."""
    for index, grade in enumerate(GRADES[: GRADES.index(difficulty) + 1]):
        if grader.reaches(grade, index):
            return grade
        if grader.broken:
            break
    return None


#: The technique a stuck solve of each grade must still have used for the tiling to be
#: worth more rounds (`_lost`).
OWN_TECHNIQUE = {"medium": "short probe", "hard": "long probe"}


def _lost(grader: Grader, difficulty: str) -> bool:
    """Whether the solve that got stuck used no technique of the grade asked: the repairs
    have taken away every spot that needed it, and repairs only make a board easier, so
    the rounds left would end in an easier puzzle (50x50, seeds 0-7: two tilings in
    three ended easy after all their rounds; those that made the grade used the
    technique in every round after the first)."""
    own = OWN_TECHNIQUE.get(difficulty)
    return own is not None and own not in grader.techniques


def _first_spot(rng: random.Random, rect: Rect, difficulty: str) -> Cell:
    """Anywhere for easy; in the middle of the rectangle otherwise, where the most other
    rectangles of its area could hold it, so that repairs start from a hard board."""
    if difficulty == "easy":
        return rng.choice(rect.cells())
    rows = (rect.row + (rect.height - 1) // 2, rect.row + rect.height // 2)
    cols = (rect.col + (rect.width - 1) // 2, rect.col + rect.width // 2)
    return rng.choice(rows), rng.choice(cols)


def _open_numbers(
    rng: random.Random,
    cands: Candidates,
    dom: list[int],
    rects: list[Rect],
    spots: list[Cell],
    frozen: Collection[int] = (),
    share: int = 4,
) -> list[tuple[int, Cell]]:
    """One in `share` (a quarter) of the numbers with several places left (at least
    one; none of those `frozen`), each moved to a cell of its own rectangle that fewer
    of its other places cover than cover it now (the fewest, when no cell has fewer).
    Few and gentle moves at a time: every move makes the board easier, and the grade
    asked for is the hardest; moving each number straight to the cell fewest places
    cover left most 50x50 boards easy after the last round (a fresh tiling each time),
    where a smaller step stops nearer the grade (50x50 hard, ten seeds: 1.1 / 2.2 s ->
    0.6 / 1.6 s CPU, median / worst)."""
    width = cands.width
    open_clues = [
        clue for clue, domain in enumerate(dom) if domain & (domain - 1) and clue not in frozen
    ]
    if not open_clues:
        return []
    moves = []
    for clue in rng.sample(open_clues, max(1, len(open_clues) // share)):
        domain, own = dom[clue], rects[clue]
        others = [
            mask
            for k, mask in enumerate(cands.masks[clue])
            if domain >> k & 1 and cands.rects[clue][k] != own
        ]
        cells = [cell for cell in own.cells() if cell != spots[clue]]
        if not cells:
            continue
        rng.shuffle(cells)
        cover = {cell: _covering(others, cell, width) for cell in cells}
        here = _covering(others, spots[clue], width)
        fewer = [cell for cell in cells if cover[cell] < here]
        best = fewer[0] if fewer else min(cells, key=cover.__getitem__)
        moves.append((clue, best))
    return moves


def _covering(places: list[int], cell: Cell, width: int) -> int:
    """How many of the places (cell sets) cover the cell."""
    bit = cell[0] * width + cell[1]
    return sum(place >> bit & 1 for place in places)


def _rival(model, dom: list[int], budget: Budget) -> list[int] | None:
    """A second solution from where the staged solve stopped, or None if it is unique."""
    search = Search(
        model,
        max_solutions=2,
        timeout=budget.remaining(),
        cancel=budget.cancel,
        initial=dom,
    )
    result = search.run()
    if result.status in ("timeout", "cancelled"):
        raise Interrupted(result.status)
    return result.solutions[1] if len(result.solutions) > 1 else None


def _out_of_rival(
    cands: Candidates, rival: list[int], rects: list[Rect]
) -> list[tuple[int, tuple[int, int]]]:
    """Numbers the rival places elsewhere, each moved to a cell of its own rectangle the
    rival rectangle does not cover."""
    moves = []
    for clue, domain in enumerate(rival):
        placed = cands.rects[clue][domain.bit_length() - 1]
        if placed != rects[clue]:
            outside = [cell for cell in rects[clue].cells() if not placed.contains(*cell)]
            if outside:
                moves.append((clue, outside[0]))
    return moves[:1]


def generate(
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float = 30.0,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> tuple[ShikakuPuzzle, Grade]:
    """A unique puzzle of the wanted grade if one turns up in time, else the closest.

    Deterministic for a seed (as long as the time budget is not what ends it)."""
    check_difficulty(difficulty)
    rng = random.Random(f"shikaku/{width}x{height}/{difficulty}/{seed}")
    budget = Budget(timeout, cancel, stride=1)
    least, cap = AREAS[difficulty]
    if difficulty == "hard" and width * height >= WIDE_HARD:
        cap = AREAS["expert"][1]
    cap = max(2, min(cap, width * height))
    memo, graded = CandidateMemo(), {}
    side = 0
    if difficulty in OWN_TECHNIQUE and width * height >= WINDOW_BOARD:
        side = min(WINDOW_SIDE[difficulty], width, height)
    candidates = _candidates(
        rng, width, height, (least, cap), difficulty, budget, memo, graded, side
    )
    puzzle, grade = closest_grade(
        difficulty,
        candidates,
        lambda p: graded.pop(p, None) or _grade(p, budget, memo),
        budget,
        progress,
    )
    meta = generated_meta("Shikaku", width, height, grade, seed)
    return ShikakuPuzzle(width, height, puzzle.clues, meta, puzzle.given_solution), grade


def _grade(puzzle: ShikakuPuzzle, budget: Budget, memo: CandidateMemo) -> Grade:
    return Grader(model_for(puzzle, candidates_with(puzzle, memo)), budget).run()


def _candidates(
    rng: random.Random,
    width: int,
    height: int,
    areas: tuple[int, int],
    difficulty: str,
    budget: Budget,
    memo: CandidateMemo,
    graded: dict[ShikakuPuzzle, Grade],
    side: int = 0,
) -> Iterator[ShikakuPuzzle | None]:
    """Puzzles the solver of the grade asked for finishes, from fresh tilings, without
    end (the budget ends the search). With a `side`, each tiling is drawn around a small
    puzzle of the grade, side x side (`AROUND` tilings around each).

    On a big board the spots that need the grade's technique are few, and the repairs
    of the rest of the board take them away in most tilings (50x50 hard: one tiling in
    four kept one). A small puzzle of the grade, set whole into a window of the board,
    needs its technique even once everything around it is solved (with the rest of
    the board fixed, the window is that small puzzle: every place leaving it is
    claimed), and the rounds then move only the numbers around it until the grade's
    solver finishes the whole board."""
    while True:
        window = _window(rng, side, difficulty, budget) if side else None
        for _ in range(AROUND if side else 1):
            fixed: list[Rect] = []
            kept: list[Cell] = []
            if window is not None:
                top, left = rng.randrange(height - side + 1), rng.randrange(width - side + 1)
                fixed = [Rect(r + top, c + left, h, w) for r, c, h, w in window.given_solution]
                kept = [(clue.row + top, clue.col + left) for clue in window.clues]
            rects = random_tiling(rng, width, height, areas[1], areas[0], fixed)
            if rects is None:
                yield None
            else:
                yield make_graded(rng, width, height, rects, difficulty, budget, memo, graded, kept)


#: Boards of this many cells or more get their medium and hard puzzles built around a
#: small puzzle of the grade (`_candidates`).
WINDOW_BOARD = 1600
#: The side of that small puzzle: where it comes quickest (CPU over 48 seeds, median /
#: worst: medium 10x10 0.022 / 0.22 s, 12x12 0.033 / 0.17 s; hard 10x10 0.060 / 0.43 s,
#: 12x12 0.048 / 0.23 s).
WINDOW_SIDE = {"medium": 10, "hard": 12}
#: Rounds around a window without fewer open numbers than before, before that board is
#: given up: the numbers left open may be ones only the window's could settle (on one
#: 50x50 board in 48, four numbers went to and fro for all its rounds).
STALLED = 5
#: Boards drawn around one small puzzle before another is made.
AROUND = 3


def _window(rng: random.Random, side: int, difficulty: str, budget: Budget) -> ShikakuPuzzle:
    """A small puzzle (side x side) of the grade asked for."""
    least, cap = AREAS[difficulty]
    memo: CandidateMemo = CandidateMemo()
    graded: dict[ShikakuPuzzle, Grade] = {}
    for puzzle in _candidates(rng, side, side, (least, cap), difficulty, budget, memo, graded):
        budget.check()
        if puzzle is not None:
            grade = graded.pop(puzzle, None) or _grade(puzzle, budget, memo)
            if grade.name == difficulty:
                return puzzle
    raise AssertionError("unreachable: the candidates never end")
