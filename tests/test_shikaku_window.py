"""Big Shikaku boards built around a small puzzle of the grade (`generator._candidates`
with a side): the tiling keeps the window's rectangles whole, its numbers never move,
and what comes out is unique (by the CP-SAT oracle), a correct tiling, and of the grade
asked, which a fresh grading confirms. Small boards stand in for big ones (the threshold
is lowered), so each case takes a fraction of a second."""

from __future__ import annotations

import random

import pytest

from gridgames.engine.budget import Budget
from gridgames.games.shikaku import generator
from gridgames.games.shikaku.candidates import CandidateMemo
from gridgames.games.shikaku.checker import check_answer
from gridgames.games.shikaku.puzzle import Rect
from gridgames.games.shikaku.tiling import random_tiling
from gridgames.grading import grade_puzzle
from tests.oracles.cpsat_shikaku import exact_cover_status


def _window_rects(rng: random.Random, top: int, left: int, side: int) -> list[Rect]:
    inner = None
    while inner is None:
        inner = random_tiling(rng, side, side, rng.choice([4, 6, 9]))
    return [Rect(r + top, c + left, h, w) for r, c, h, w in inner]


def test_tilings_around_a_window_keep_it_whole_and_cover_the_board() -> None:
    made = 0
    for seed in range(200):
        rng = random.Random(seed)
        width, height = rng.randint(4, 16), rng.randint(4, 16)
        side = rng.randint(2, min(width, height))
        top, left = rng.randrange(height - side + 1), rng.randrange(width - side + 1)
        fixed = _window_rects(rng, top, left, side)
        rects = random_tiling(rng, width, height, rng.choice([4, 8, 12, 20]), 2, fixed)
        if rects is None:
            continue
        made += 1
        assert rects[: len(fixed)] == fixed
        cells = sorted(cell for rect in rects for cell in rect.cells())
        assert cells == [(r, c) for r in range(height) for c in range(width)]
        assert all(rect.area >= 2 for rect in rects)
    assert made > 150


def test_without_a_window_the_tiling_is_the_same_as_before() -> None:
    """The window is optional: the same seed draws the same tiling without one (saved
    seeds and packs stay what they were)."""
    first = random_tiling(random.Random(5), 12, 9, 8, 3)
    second = random_tiling(random.Random(5), 12, 9, 8, 3, ())
    assert first == second is not None


def test_the_window_numbers_never_move() -> None:
    rng = random.Random(3)
    window = generator._window(rng, 8, "medium", Budget(60))
    fixed = [Rect(r + 4, c + 6, h, w) for r, c, h, w in window.given_solution]
    kept = [(clue.row + 4, clue.col + 6) for clue in window.clues]
    for _ in range(20):
        rects = random_tiling(rng, 22, 20, 12, 4, fixed)
        if rects is None:
            continue
        puzzle = generator.make_graded(
            rng, 22, 20, rects, "medium", Budget(60), CandidateMemo(), {}, kept
        )
        if puzzle is not None:
            break
    assert puzzle is not None
    cells = {(clue.row, clue.col): clue.value for clue in puzzle.clues}
    for (row, col), rect in zip(kept, fixed, strict=True):
        assert cells[row, col] == rect.area
    assert set(fixed) <= set(puzzle.given_solution)


@pytest.mark.parametrize(
    ("width", "height", "difficulty", "seed"),
    [(24, 22, "medium", 1), (22, 24, "hard", 0), (20, 20, "medium", 6), (20, 21, "hard", 4)],
)
def test_boards_around_a_window_are_unique_and_of_the_grade(
    monkeypatch, width, height, difficulty, seed
) -> None:
    monkeypatch.setattr(generator, "WINDOW_BOARD", 300)
    monkeypatch.setattr(generator, "WINDOW_SIDE", {"medium": 8, "hard": 9})
    built = []
    real = generator._window

    def watched(*args):
        built.append(True)
        return real(*args)

    monkeypatch.setattr(generator, "_window", watched)
    puzzle, grade = generator.generate(width, height, difficulty, seed, timeout=60)
    assert built, "the board was not built around a window"
    assert exact_cover_status(puzzle) == "unique"
    assert check_answer(puzzle, puzzle.given_solution) == []
    assert grade.name == difficulty
    again = grade_puzzle(puzzle)
    assert again.name == puzzle.meta["difficulty"] == difficulty
    assert again.meta()["techniques"] == puzzle.meta["techniques"]


def test_seeds_give_other_puzzles_around_windows(monkeypatch) -> None:
    monkeypatch.setattr(generator, "WINDOW_BOARD", 300)
    monkeypatch.setattr(generator, "WINDOW_SIDE", {"medium": 8, "hard": 9})
    made = [generator.generate(20, 20, "medium", seed)[0] for seed in (0, 1, 0)]
    assert made[0] == made[2]
    assert made[0] != made[1]


def test_cancel_while_the_board_around_the_window_is_repaired(monkeypatch) -> None:
    """A player who cancels while the board around the window is being repaired gets
    no puzzle, however far the window got."""
    import threading

    from gridgames.engine import Interrupted

    monkeypatch.setattr(generator, "WINDOW_BOARD", 300)
    monkeypatch.setattr(generator, "WINDOW_SIDE", {"medium": 8, "hard": 9})
    cancel = threading.Event()
    real = generator.make_graded

    def cancelled_around(*args, **kwargs):
        if len(args) > 8 and args[8]:  # the board around a window
            cancel.set()
        return real(*args, **kwargs)

    monkeypatch.setattr(generator, "make_graded", cancelled_around)
    with pytest.raises(Interrupted):
        generator.generate(20, 20, "hard", 3, timeout=60, cancel=cancel)
    assert cancel.is_set()
