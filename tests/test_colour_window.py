"""Colour boards built around a small puzzle (`colour_window`, `colour_generate`): the
frame makes the window its small puzzle again once the rest is solved, repairs leave it
alone, the walk towards hard grades as the grader does, and the boards made this way are
unique, of the grade asked for and the same for the same seed."""

from __future__ import annotations

import random

import pytest

from gridgames.engine.budget import Budget
from gridgames.games.nonogram import colour_generate
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.nonogram.colour_quick import line_fixpoint
from gridgames.games.nonogram.colour_window import FRAME, harden, set_window, staged_grade
from gridgames.games.nonogram.genre import GENRE
from gridgames.generators import generate_puzzle
from gridgames.grading import Grader, grade_model
from gridgames.solving import solve_puzzle


def _framed(rng: random.Random, size: int, side: int, colours: int):
    """A drawn board with a two-colour noise window set into it, and where it went."""
    board = colour_generate.draw(rng, size, size, colours, rng.random())
    window = colour_generate.speckle(rng, side, side, 2)
    top, left = rng.randrange(size - side + 1), rng.randrange(size - side + 1)
    values = (0, *rng.sample(range(1, colours + 1), 2))
    return board, window, top, left, values


def test_set_window_writes_the_window_and_a_background_frame_and_nothing_else() -> None:
    rng = random.Random(4)
    for _ in range(30):
        board, window, top, left, values = _framed(rng, 9, 4, 3)
        before = [row[:] for row in board]
        fixed = set_window(board, window, top, left, values)
        for r in range(9):
            for c in range(9):
                inside = top <= r < top + 4 and left <= c < left + 4
                framed = top - FRAME <= r < top + 4 + FRAME and left - FRAME <= c < left + 4 + FRAME
                assert (r * 9 + c in fixed) == framed
                if inside:
                    assert board[r][c] == values[window[r - top][c - left]]
                elif framed:
                    assert board[r][c] == 0
                else:
                    assert board[r][c] == before[r][c]


@pytest.mark.parametrize("seed", range(3))
def test_with_the_rest_solved_the_window_is_its_small_puzzle_again(seed) -> None:
    """Line logic on the board, every cell outside the window given, leaves the window's
    cells exactly as line logic leaves the small puzzle (its colours renamed): the frame
    keeps the window's blocks apart from the rest of its lines."""
    rng = random.Random(seed)
    for _ in range(12):
        colours = rng.randint(2, 4)
        side = rng.randint(3, 6)
        board, window, top, left, values = _framed(rng, 10, side, colours)
        set_window(board, window, top, left, values)
        puzzle = from_picture(tuple(map(tuple, board)), colour_generate.palette_of(colours))
        model = GENRE.build(puzzle)
        domains = list(model.domains)
        for r in range(10):
            for c in range(10):
                if not (top <= r < top + side and left <= c < left + side):
                    domains[r * 10 + c] = 1 << board[r][c]
        model.domains = domains
        grader = Grader(model, Budget(10**6))
        grader.finishes("easy")
        small = line_fixpoint(window, 2)
        for r in range(side):
            for c in range(side):
                domain = small[r * side + c]
                renamed = sum(1 << values[v] for v in range(3) if domain >> v & 1)
                assert grader.store.dom[(top + r) * 10 + left + c] == renamed


def test_repairs_leave_the_window_and_its_frame_as_they_are() -> None:
    palette, repaired = colour_generate.palette_of(3), 0
    for seed in range(40):
        rng = random.Random(seed)
        board, window, top, left, values = _framed(rng, 10, 4, 3)
        fixed = set_window(board, window, top, left, values)
        before = [row[:] for row in board]
        puzzle = colour_generate.make_graded(
            rng, board, palette, "medium", Budget(10**6), fixed=fixed
        )
        if puzzle is None:
            continue
        after = puzzle.given_solution
        assert all(after[i // 10][i % 10] == before[i // 10][i % 10] for i in fixed)
        repaired += after != tuple(map(tuple, before))
    assert repaired >= 3  # repairs happened, around the window


def _windows(difficulty: str, count: int) -> list[list[list[int]]]:
    """Small two-colour pictures of the grade, as boards are built around."""
    rng = random.Random(difficulty)
    return [colour_generate._window(rng, difficulty, Budget(10**6), {}) for _ in range(count)]


def test_the_staged_grade_is_the_graders() -> None:
    """`staged_grade` (line logic from the first look, then the medium and hard stages)
    names the grade `grade_model` gives, and 'stuck' where that is expert: on medium and
    hard pictures and on pictures one cell away from them (of every grade)."""
    rng, seen = random.Random(2), set()
    palette = colour_generate.palette_of(2)
    for picture in _windows("medium", 1) + _windows("hard", 1):
        tried = [picture]
        for _ in range(15):
            r, c = rng.randrange(8), rng.randrange(8)
            tried.append([row[:] for row in picture])
            tried[-1][r][c] = rng.choice([v for v in range(3) if v != picture[r][c]])
        for one in tried:
            grade, open_cells = staged_grade(one, palette, Budget(10**6), {})
            puzzle = from_picture(tuple(map(tuple, one)), palette)
            expected = grade_model(GENRE.build(puzzle), Budget(10**6)).name
            assert grade == ("stuck" if expected == "expert" else expected), one
            look = line_fixpoint(one, 2)
            assert open_cells == sum(1 for domain in look if domain & (domain - 1))
            seen.add(grade)
    assert seen == {"easy", "medium", "hard", "stuck"}


def test_a_walk_towards_hard_ends_hard_or_leaves_a_medium_puzzle() -> None:
    palette = colour_generate.palette_of(2)
    (picture,) = _windows("medium", 1)
    became_hard = harden(random.Random(5), picture, palette, Budget(10**6), {})
    puzzle = from_picture(tuple(map(tuple, picture)), palette)
    assert grade_model(GENRE.build(puzzle), Budget(10**6)).name == (
        "hard" if became_hard else "medium"
    )


@pytest.mark.parametrize(
    ("size", "difficulty", "seed"),
    [(12, "medium", 1), (12, "hard", 1), (9, "hard", 2), (8, "hard", 1)],
)
def test_a_board_built_around_a_window_or_as_one_is_unique_graded_as_asked_and_repeatable(
    size, difficulty, seed
) -> None:
    """12x12 frames an 8x8 window, 9x9 a 7x7 one; 8x8 is too small and made whole as a
    window is, in two colours."""
    windowed = size >= colour_generate.WINDOW_BOARD_SIDE
    assert windowed == (size > 8)
    puzzle, grade = generate_puzzle("colour", size, size, difficulty, seed=seed, timeout=60)
    assert windowed or len(puzzle.palette) == 3
    assert grade.name == difficulty == puzzle.meta["difficulty"]
    assert grade_model(GENRE.build(puzzle), Budget(10**6)).name == difficulty
    assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
    used = {colour for clue in puzzle.row_colours + puzzle.column_colours for colour in clue}
    assert used == set(range(1, len(puzzle.palette)))
    again, _ = generate_puzzle("colour", size, size, difficulty, seed=seed, timeout=60)
    assert again == puzzle and again.given_solution == puzzle.given_solution


def test_an_expert_window_is_expert_alone_and_the_board_around_it_needs_its_guess() -> None:
    """A 15x15 expert window (`colour_expert`) grades expert on its own; a 20x20 board
    repaired around it against the hard solver (`make_graded`'s `stuck_window`) keeps
    window and frame, ends with the hard solver stuck on window cells only, and is
    unique and expert as a whole."""
    rng, budget = random.Random(3), Budget(10**6)
    palette = colour_generate.palette_of(2)
    window = colour_generate._window(rng, "expert", budget, {}, 15, 15)
    alone = from_picture(tuple(map(tuple, window)), palette)
    assert grade_model(GENRE.build(alone), budget).name == "expert"
    assert solve_puzzle(alone, max_solutions=2).status == "unique"
    for _ in range(20):
        board, fixed = colour_generate._around(rng, 20, 20, 2, window)
        before = [row[:] for row in board]
        puzzle = colour_generate.make_graded(
            rng, board, palette, "hard", budget, lambda: False, {}, fixed, stuck_window=True
        )
        if puzzle is None:
            continue
        after = puzzle.given_solution
        assert all(after[i // 20][i % 20] == before[i // 20][i % 20] for i in fixed)
        grader = Grader(GENRE.build(puzzle), budget)
        if grader.finishes("hard"):
            continue  # the window lost its need of a guess: a hard board, no expert one
        stuck = [i for i, domain in enumerate(grader.store.dom) if domain & (domain - 1)]
        assert stuck and set(stuck) <= fixed
        assert grade_model(GENRE.build(puzzle), budget).name == "expert"
        assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
        break
    else:
        pytest.fail("no board around the expert window in 20 tries")
