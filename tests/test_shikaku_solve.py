"""Shikaku solved by the engine: seed answers, shared data, random boards, brute force."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridgames.games.shikaku.checker import check_answer
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle
from gridgames.solving import solve_puzzle
from tests.helpers import PUZZLES, read_puzzle, shared

SEED000 = [(0, 8, 10), (8, 4, 9), (7, 0, 8), (3, 1, 8), (5, 6, 8), (7, 7, 8), (8, 9, 5),
           (11, 9, 6), (4, 10, 6), (3, 11, 6), (9, 11, 4), (9, 1, 6), (0, 3, 6), (6, 3, 6),
           (3, 4, 6), (11, 4, 6), (0, 6, 6), (10, 6, 6), (2, 7, 6), (9, 8, 6), (2, 9, 6),
           (6, 9, 6)]  # fmt: skip
# The seed's answer, (x, y, width, height) in its input order.
SEED000_ANSWER = [(0, 7, 2, 5), (8, 2, 3, 3), (0, 0, 8, 1), (2, 1, 4, 2), (5, 3, 1, 8),
                  (6, 4, 2, 4), (8, 7, 1, 5), (11, 6, 1, 6), (4, 5, 1, 6), (2, 11, 6, 1),
                  (9, 10, 2, 2), (8, 0, 3, 2), (0, 1, 2, 3), (6, 1, 2, 3), (2, 3, 3, 2),
                  (11, 0, 1, 6), (0, 4, 2, 3), (8, 5, 3, 2), (2, 5, 2, 3), (9, 7, 2, 3),
                  (2, 8, 2, 3), (6, 8, 2, 3)]  # fmt: skip


def solved(puzzle: ShikakuPuzzle, max_solutions: int = 2):
    report = solve_puzzle(puzzle, max_solutions=max_solutions)
    for answer in report.answers:
        assert check_answer(puzzle, answer) == []
    return report


def partition(puzzle: ShikakuPuzzle, rects) -> frozenset[frozenset[tuple[int, int]]]:
    return frozenset(frozenset(rect.cells()) for rect in rects)


def test_seed000_answer_exactly() -> None:
    puzzle = ShikakuPuzzle(12, 12, tuple(Clue(y, x, v) for x, y, v in SEED000))
    report = solved(puzzle)
    assert report.status == "unique"
    by_clue = {(c.row, c.col): rect for c, rect in zip(puzzle.clues, report.answer, strict=True)}
    for (x, y, _), (ax, ay, aw, ah) in zip(SEED000, SEED000_ANSWER, strict=True):
        assert by_clue[(y, x)] == Rect(ay, ax, ah, aw)


def test_seed000_file_matches_the_seed() -> None:
    puzzle = read_puzzle(PUZZLES / "seeds" / "seed000-shikaku-12x12.gg")
    assert sorted(puzzle.clues) == sorted(Clue(y, x, v) for x, y, v in SEED000)
    report = solved(puzzle)
    assert partition(puzzle, report.answer) == partition(puzzle, puzzle.given_solution)


SEED002 = sorted((PUZZLES / "seeds").glob("seed002-*.gg"))


def test_all_eight_seed002_boards_are_present() -> None:
    assert len(SEED002) == 8


@pytest.mark.parametrize("path", SEED002, ids=lambda p: p.stem)
def test_seed002_boards(path) -> None:
    puzzle = read_puzzle(path)
    report = solved(puzzle)
    if puzzle.width <= 4:  # the 2x2 and the 4x4 have several answers
        assert report.status == "multiple"
        assert len(report.answers) == 2
        assert partition(puzzle, report.answers[0]) != partition(puzzle, report.answers[1])
    else:
        assert report.status == "unique"
        assert partition(puzzle, report.answer) == partition(puzzle, puzzle.given_solution)


def test_shared_shikaku_boards() -> None:
    files = sorted(shared("data", "shikaku", "gg").glob("*.gg"))
    assert files
    for path in files:
        puzzle = read_puzzle(path)
        report = solved(puzzle)
        assert report.status == "unique", path
        assert partition(puzzle, report.answer) == partition(puzzle, puzzle.given_solution)


# -- random boards --------------------------------------------------------------------
def random_tiling(rng: random.Random, width: int, height: int, max_area: int) -> list[Rect]:
    """Fill the board in reading order with random rectangles (area >= 1)."""
    owner = [[False] * width for _ in range(height)]
    rects: list[Rect] = []
    for r in range(height):
        for c in range(width):
            if owner[r][c]:
                continue
            max_w = 0
            while c + max_w < width and not owner[r][c + max_w]:
                max_w += 1
            w = rng.randint(1, min(max_w, max_area))
            h = rng.randint(1, max(1, min(height - r, max_area // w)))
            rect = Rect(r, c, h, w)
            for rr, cc in rect.cells():
                owner[rr][cc] = True
            rects.append(rect)
    return rects


def puzzle_from_tiling(rng: random.Random, width: int, height: int, rects) -> ShikakuPuzzle:
    clues = []
    for rect in rects:
        r, c = rng.choice(rect.cells())
        clues.append(Clue(r, c, rect.area))
    return ShikakuPuzzle(width, height, tuple(clues))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**9),
    width=st.integers(1, 9),
    height=st.integers(1, 9),
    max_area=st.integers(2, 12),
)
def test_random_partitions_solve_and_check(seed, width, height, max_area) -> None:
    rng = random.Random(seed)
    rects = random_tiling(rng, width, height, max_area)
    puzzle = puzzle_from_tiling(rng, width, height, rects)
    report = solved(puzzle)
    assert report.status in ("unique", "multiple")
    if report.status == "unique":
        assert partition(puzzle, report.answer) == partition(puzzle, rects)


def brute_force_count(puzzle: ShikakuPuzzle) -> int:
    """Count exact covers by plain backtracking over each clue's rectangles."""
    options = []
    for clue in puzzle.clues:
        mine = []
        for h in range(1, clue.value + 1):
            if clue.value % h:
                continue
            w = clue.value // h
            for top in range(clue.row - h + 1, clue.row + 1):
                for left in range(clue.col - w + 1, clue.col + 1):
                    rect = Rect(top, left, h, w)
                    if check_inside(puzzle, rect) and all(
                        not rect.contains(o.row, o.col) or o == clue for o in puzzle.clues
                    ):
                        mine.append(set(rect.cells()))
        options.append(mine)
    total = puzzle.width * puzzle.height
    if sum(c.value for c in puzzle.clues) != total:
        return 0

    def count(index: int, used: set) -> int:
        if index == len(options):
            return 1
        return sum(count(index + 1, used | cells) for cells in options[index] if not used & cells)

    return count(0, set())


def check_inside(puzzle: ShikakuPuzzle, rect: Rect) -> bool:
    return (
        rect.row >= 0
        and rect.col >= 0
        and rect.row + rect.height <= puzzle.height
        and rect.col + rect.width <= puzzle.width
    )


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), width=st.integers(1, 6), height=st.integers(1, 6))
def test_engine_count_matches_brute_force(seed, width, height) -> None:
    rng = random.Random(seed)
    rects = random_tiling(rng, width, height, rng.randint(2, 8))
    puzzle = puzzle_from_tiling(rng, width, height, rects)
    report = solved(puzzle, max_solutions=10**6)
    assert len(report.answers) == brute_force_count(puzzle)
    assert len({partition(puzzle, a) for a in report.answers}) == len(report.answers)


def test_impossible_board_reports_none() -> None:
    # Two 2s side by side in a 2x2 corner layout that cannot tile.
    puzzle = ShikakuPuzzle(3, 1, (Clue(0, 0, 2), Clue(0, 1, 1)))
    assert solved(puzzle).status == "none"
