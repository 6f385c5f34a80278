"""The colour generator's cheap first look (`colour_quick`) against the full grader."""

from __future__ import annotations

import random

import pytest

from gridgames.engine.budget import Budget
from gridgames.games.nonogram import colour_generate
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.nonogram.colour_quick import line_fixpoint, line_solved
from gridgames.games.nonogram.genre import GENRE
from gridgames.grading import Grader, grade_model
from tests.line_kernels import line_solver_kind  # noqa: F401  (autouse: C and Python)


def _pictures(seed: int, count: int):
    """Small random pictures, drawn and noise, 1-4 colours."""
    rng = random.Random(seed)
    for _ in range(count):
        width, height, colours = rng.randint(1, 7), rng.randint(1, 7), rng.randint(1, 4)
        if rng.random() < 0.5:
            picture = colour_generate.speckle(rng, width, height, colours)
        else:
            picture = colour_generate.draw(rng, width, height, colours, rng.random())
        yield picture, colours


@pytest.mark.parametrize("seed", range(3))
def test_the_look_says_easy_exactly_when_the_grader_does(seed) -> None:
    easy = 0
    for picture, colours in _pictures(seed, 60):
        look = line_fixpoint(picture, colours)
        model = GENRE.build(
            from_picture(tuple(map(tuple, picture)), colour_generate.palette_of(colours))
        )
        grader = Grader(model, Budget(10**6))
        finished = grader.finishes("easy")
        assert line_solved(look) == finished, picture
        assert look == grader.store.dom, picture  # the same fixpoint, solved or stuck
        if finished:
            easy += 1
            assert grade_model(model, Budget(10**6)).name == "easy"
            assert look == [1 << value for row in picture for value in row]
    assert 0 < easy < 60  # both answers were tried


@pytest.mark.parametrize("difficulty", ["medium", "hard"])
def test_starting_from_the_look_changes_no_repair(difficulty) -> None:
    """make_graded with the look (never skipping) and without it, on pictures line logic
    leaves stuck (repaired, or given up): the same puzzles and the same random draws."""
    palette, tried = colour_generate.palette_of(3), 0
    for seed in range(60):
        rng = random.Random(seed)
        if line_solved(line_fixpoint(colour_generate.draw(rng, 8, 8, 3, 1.0), 3)):
            continue
        tried += 1
        made = []
        for look in (None, lambda: False):
            rng = random.Random(seed)
            picture = colour_generate.draw(rng, 8, 8, 3, 1.0)
            puzzle = colour_generate.make_graded(
                rng, picture, palette, difficulty, Budget(10**6), look
            )
            made.append((None if puzzle is None else puzzle.given_solution, rng.random()))
        assert made[0] == made[1]
    assert tried >= 5
