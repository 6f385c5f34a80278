"""The Nonogram generator: one answer (by our engine and an independent CP-SAT oracle),
line logic alone for easy and medium, honest grades, reproducible seeds, prompt cancel."""

from __future__ import annotations

import itertools
import random
import time

import pytest

from gridgames.engine import Interrupted
from gridgames.engine.budget import Budget
from gridgames.games.nonogram.checker import check_answer
from gridgames.games.nonogram.generator import (
    EXPERT_WINDOW_BOARD_SIDE,
    EXPERT_WINDOW_SIDE,
    WINDOW_BOARD_SIDE,
    WINDOW_SIDE,
    _around,
    _repaired,
    draw,
    generate,
    line_sweep,
    puzzle_of,
)
from gridgames.grading import grade_puzzle
from gridgames.solving import solve_puzzle
from tests.helpers import seconds_to_stop
from tests.oracles.cpsat_nonogram import cpsat_status

CASES = [
    (5, 5, "easy", 1),
    (8, 6, "medium", 2),
    (10, 10, "hard", 3),
    (12, 12, "easy", 4),
    (15, 15, "medium", 5),
    (15, 15, "hard", 6),
    (20, 20, "easy", 7),
    (20, 20, "hard", 8),  # built around a hard window (WINDOW_BOARD_SIDE)
    (15, 15, "expert", 2),
    (25, 25, "expert", 4),  # built around an expert window (EXPERT_WINDOW_BOARD_SIDE)
    (50, 50, "expert", 1),  # the New Puzzle dialog's largest: minutes before the window
    (50, 15, "expert", 3),  # a window from edge to edge (framed where there is room)
]


@pytest.mark.parametrize(("width", "height", "difficulty", "seed"), CASES)
def test_generated_puzzle_is_unique_and_graded_honestly(width, height, difficulty, seed) -> None:
    puzzle, grade = generate(width, height, difficulty, seed, timeout=30)
    assert (puzzle.width, puzzle.height) == (width, height)
    assert grade.name == difficulty
    assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
    assert cpsat_status(puzzle) == "unique"
    assert check_answer(puzzle, puzzle.given_solution) == []
    # The grade stored in the puzzle is what grading the puzzle again says.
    again = grade_puzzle(puzzle)
    assert puzzle.meta["difficulty"] == again.name == grade.name
    assert puzzle.meta["techniques"] == again.meta()["techniques"]
    assert puzzle.meta["seed"] == str(seed)


def test_easy_needs_line_logic_only() -> None:
    for seed, size in enumerate((6, 10, 14)):
        puzzle, grade = generate(size, size, "easy", seed, timeout=30)
        report = solve_puzzle(puzzle, max_solutions=2, probing=False)
        assert report.status == "unique"
        assert report.branches == 0
        assert line_sweep(puzzle)[1] == []
        assert grade.techniques == {}


def test_medium_needs_short_probes_only() -> None:
    for seed, size in enumerate((8, 10, 14)):
        puzzle, grade = generate(size, size, "medium", seed, timeout=30)
        assert line_sweep(puzzle)[1], "line logic alone should not finish a medium puzzle"
        assert set(grade.techniques) == {"short probe"}


def test_hard_needs_long_probes_or_counting_and_no_guess() -> None:
    puzzle, grade = generate(12, 12, "hard", seed=9, timeout=30)
    assert line_sweep(puzzle)[1], "line logic alone should not finish a hard puzzle"
    assert {"long probe", "counting"} & set(grade.techniques)
    report = solve_puzzle(puzzle, max_solutions=1, probing=True, trace=True)
    assert report.branches == 0


def _framed_windows(answer, side: int) -> list[tuple[int, int]]:
    """(top, left) of every side x side square of `answer` with a ring of blank cells
    around it (where the board has room)."""
    height, width = len(answer), len(answer[0])
    found = []
    for top in range(height - side + 1):
        for left in range(width - side + 1):
            ring = [
                (r, c)
                for r in range(max(0, top - 1), min(height, top + side + 1))
                for c in range(max(0, left - 1), min(width, left + side + 1))
                if not (top <= r < top + side and left <= c < left + side)
            ]
            if not any(answer[r][c] for r, c in ring):
                found.append((top, left))
    return found


@pytest.mark.parametrize(
    ("difficulty", "side", "board"),
    [
        ("hard", WINDOW_SIDE, WINDOW_BOARD_SIDE),
        ("expert", EXPERT_WINDOW_SIDE, EXPERT_WINDOW_BOARD_SIDE),
    ],
)
def test_big_board_holds_a_framed_window_of_its_grade_and_is_reproducible(
    difficulty: str, side: int, board: int
) -> None:
    """Hard and expert boards from their window side on are built around a small puzzle of
    the grade: the answer has a blank-framed square whose own puzzle has that grade too;
    the board is unique, graded the same again from scratch, and the same for the same
    seed."""
    puzzle, grade = generate(board, board, difficulty, seed=3, timeout=30)
    again, _ = generate(board, board, difficulty, seed=3, timeout=30)
    assert puzzle == again and puzzle.given_solution == again.given_solution
    assert grade.name == grade_puzzle(puzzle).name == difficulty
    assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
    answer = [list(map(bool, row)) for row in puzzle.given_solution]
    windows = [
        [row[left : left + side] for row in answer[top : top + side]]
        for top, left in _framed_windows(answer, side)
    ]
    assert any(grade_puzzle(puzzle_of(window)).name == difficulty for window in windows)


def test_repairs_leave_the_window_and_its_frame_alone() -> None:
    rng = random.Random(5)
    window = [[rng.random() < 0.45 for _ in range(WINDOW_SIDE)] for _ in range(WINDOW_SIDE)]
    for _ in range(6):
        image, fixed = _around(rng, 20, 20, window)
        before = [image[i // 20][i % 20] for i in sorted(fixed)]
        _repaired(rng, image, "hard", Budget(30), fixed)
        assert [image[i // 20][i % 20] for i in sorted(fixed)] == before
        assert len(fixed) >= WINDOW_SIDE**2


def test_same_seed_same_puzzle_and_other_seed_other_puzzle() -> None:
    first, _ = generate(12, 10, "medium", seed=7)
    second, _ = generate(12, 10, "medium", seed=7)
    other, _ = generate(12, 10, "medium", seed=8)
    assert first == second
    assert first.given_solution == second.given_solution
    assert first != other


def test_a_seed_makes_the_same_puzzle_on_a_slow_machine(monkeypatch) -> None:
    """Every limit inside the generator is counted work: a clock that runs 50 ms per
    reading (a machine many times slower, or busy) changes nothing but the time taken.
    Expert is the grade whose repairs search for second answers, once capped in seconds."""
    quick, _ = generate(15, 15, "expert", seed=2, timeout=1e6)
    ticks = itertools.count()
    monkeypatch.setattr(time, "monotonic", lambda: next(ticks) * 0.05)
    slow, grade = generate(15, 15, "expert", seed=2, timeout=1e6)
    assert next(ticks) > 100, "the generator should have read the (slow) clock"
    assert slow == quick
    assert slow.given_solution == quick.given_solution
    assert grade.name == "expert"


def test_images_look_like_pictures_not_noise() -> None:
    """Filled cells mostly have filled neighbours: far more than the half of random noise."""
    rng = random.Random(1)
    for _ in range(20):
        image = draw(rng, 15, 15)
        pairs = [(image[r][c], image[r][c + 1]) for r in range(15) for c in range(14)]
        pairs += [(image[r][c], image[r + 1][c]) for r in range(14) for c in range(15)]
        alike = sum(a == b for a, b in pairs) / len(pairs)
        assert alike > 0.65


def test_cancel_stops_within_100_ms() -> None:
    # Cancelled 0.1 s in: since a32b12f (a 15x15 expert window) and the C line kernel this
    # puzzle takes about 0.33 s of CPU, so on a quiet machine it was done before a cancel
    # at 0.5 s ("the generator did not stop", then ProcessLookupError on its thread's clock).
    elapsed = seconds_to_stop(
        lambda cancel: generate(30, 30, "expert", seed=11, timeout=120, cancel=cancel),
        running_for=0.1,
    )
    assert elapsed is not None, "the generator did not stop"
    assert elapsed < 0.1


def test_timeout_gives_the_closest_grade_found_or_gives_up_promptly() -> None:
    """Expert is rare on small boards; the time budget ends the search with the closest
    grade (titled with the grade it has) or an Interrupted, never a hang."""
    started = time.perf_counter()
    try:
        puzzle, grade = generate(7, 7, "expert", seed=1, timeout=1.0)
    except Interrupted as stop:
        assert str(stop) == "timeout"
    else:
        assert puzzle.meta["difficulty"] == grade.name
        assert f", {grade.name} #1" in puzzle.meta["title"]
        assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
    assert time.perf_counter() - started < 3


def test_builtin_pack_puzzles_are_unique_and_labelled_with_their_grade() -> None:
    import tomllib
    from pathlib import Path

    from gridgames.formats.gg import read_gg

    folder = Path(__file__).resolve().parents[1] / "puzzles" / "generated-nonogram"
    entries = tomllib.loads((folder / "pack.toml").read_text("utf-8"))["puzzle"]
    assert len(entries) >= 20
    for entry in entries:
        puzzle = read_gg((folder / entry["file"]).read_text("utf-8"))
        assert puzzle.meta["difficulty"] == entry["difficulty"]
        assert cpsat_status(puzzle) == "unique", entry["file"]
        assert check_answer(puzzle, puzzle.given_solution) == []
