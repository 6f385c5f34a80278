"""The Shikaku generator: one answer (by an independent oracle), honest grades,
reproducible seeds, prompt cancellation."""

from __future__ import annotations

import pytest

from gridgames.games.shikaku.checker import check_answer
from gridgames.games.shikaku.generator import generate, random_tiling
from gridgames.grading import grade_puzzle
from tests.helpers import ROOT, seconds_to_stop  # noqa: F401
from tests.oracles.cpsat_shikaku import exact_cover_status  # noqa: F401

#: The 50x50 case takes the big boards' path (`generator.BIG`: graded on the way, the board
#: built around a small hard puzzle, `generator.WINDOW_BOARD`), with a seed quick there.
CASES = [
    (6, 6, "easy", 1),
    (8, 8, "medium", 2),
    (10, 10, "hard", 3),
    (12, 9, "easy", 4),
    (50, 50, "hard", 2),
]


@pytest.mark.parametrize(("width", "height", "difficulty", "seed"), CASES)
def test_generated_puzzle_is_unique_by_the_oracle(width, height, difficulty, seed) -> None:
    puzzle, grade = generate(width, height, difficulty, seed, timeout=60)
    assert (puzzle.width, puzzle.height) == (width, height)
    assert exact_cover_status(puzzle) == "unique"
    assert check_answer(puzzle, puzzle.given_solution) == []
    assert all(clue.value >= 2 for clue in puzzle.clues)
    assert grade.name == difficulty
    # The grade stored in the puzzle is what grading the puzzle again says.
    again = grade_puzzle(puzzle)
    assert puzzle.meta["difficulty"] == again.name == grade.name
    assert puzzle.meta["techniques"] == again.meta()["techniques"]


def test_same_seed_same_puzzle_and_other_seed_other_puzzle() -> None:
    first, _ = generate(9, 9, "medium", seed=7)
    second, _ = generate(9, 9, "medium", seed=7)
    other, _ = generate(9, 9, "medium", seed=8)
    assert first == second
    assert first != other


def test_grade_names_follow_the_techniques() -> None:
    puzzle, grade = generate(8, 8, "easy", seed=3)
    assert grade.techniques == {}
    puzzle, grade = generate(10, 10, "medium", seed=5)
    assert grade.techniques["short probe"] > 0 and "long probe" not in grade.techniques
    puzzle, grade = generate(10, 10, "hard", seed=5)
    assert grade.techniques["long probe"] > 0


def test_cancel_stops_within_100_ms() -> None:
    elapsed = seconds_to_stop(
        lambda cancel: generate(40, 40, "expert", seed=11, timeout=120, cancel=cancel),
        running_for=0.3,
    )
    assert elapsed is not None, "the generator did not stop"
    assert elapsed < 0.1


def test_tilings_cover_the_board_with_areas_of_two_or_more() -> None:
    import random

    for seed in range(300):
        rng = random.Random(seed)
        width, height = rng.randint(2, 14), rng.randint(2, 14)
        rects = random_tiling(rng, width, height, rng.choice([4, 6, 9, 12]))
        if rects is None:
            continue
        cells = sorted(cell for rect in rects for cell in rect.cells())
        assert cells == [(r, c) for r in range(height) for c in range(width)]
        assert all(rect.area >= 2 for rect in rects)
