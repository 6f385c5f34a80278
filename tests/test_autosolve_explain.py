"""`gridgames solve --explain`: the story from the clues to the answer, for every genre.

The animation replays the same steps and its log prints them with the same function, so
these tests hold the walkthrough to what the animation needs: numbered steps that end in
"Solved." and then the answer's grid, every step worded, and a replay of the steps that
reaches the very answer printed.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gridgames.engine import Search, StepKind, replay
from gridgames.explain import format_step, format_walkthrough, given_steps, story
from gridgames.formats.detect import load_puzzle
from gridgames.games.registry import genre_of
from gridgames.solving import solve_puzzle
from tests.helpers import PUZZLES

ONE_OF_EACH = [
    PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg",  # Shikaku
    PUZZLES / "seeds" / "seed002-board3-5x5.gg",  # Shikaku with a number that fits once
    PUZZLES / "seeds" / "seed000-shikaku-12x12.gg",  # Shikaku with guesses
    PUZZLES / "webpbn-cc-by" / "6.non",  # Nonogram
    PUZZLES / "mit-samples" / "pzprjs-hitori-4x4.gg",  # Hitori
    PUZZLES / "mit-samples" / "pzprjs-kurodoko-5x5.gg",  # Kurodoko (white numbers given)
]


def explain(path: Path) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "gridgames", "solve", str(path), "--explain"],
        capture_output=True,
        text=True,
        timeout=60,
        env={"GRIDGAMES_NO_GUI": "1", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def is_step(line: str) -> bool:
    return line[:5].strip().rstrip(".").isdigit()


@pytest.mark.parametrize("path", ONE_OF_EACH, ids=lambda p: p.name)
def test_the_walkthrough_ends_in_the_answer(path: Path) -> None:
    lines = explain(path)
    puzzle = load_puzzle(str(path))
    genre = genre_of(puzzle)
    report = solve_puzzle(puzzle, trace=True)
    steps = [line for line in lines if is_step(line)]
    assert steps[-1][5] == "*" and steps[-1].endswith(" Solved.")
    numbers = [int(line[:5].strip().rstrip(".")) for line in steps]
    assert numbers == list(range(1, len(steps) + 1))
    grid = genre.answer_text(puzzle, report.answer).splitlines()
    after = lines[lines.index(steps[-1]) + 1 :]
    if after and after[0].startswith("Then "):  # the search for a second answer, summed up
        after = after[1:]
    assert after[: len(grid)] == grid
    assert after[len(grid)].startswith("unique solution")


@pytest.mark.parametrize("path", ONE_OF_EACH, ids=lambda p: p.name)
def test_replaying_the_told_steps_reproduces_the_answer(path: Path) -> None:
    puzzle = load_puzzle(str(path))
    genre = genre_of(puzzle)
    model = genre.build(puzzle)
    result = Search(model, max_solutions=2, trace=True).run()
    told, _ = story(result.steps)
    assert told[-1].kind is StepKind.SOLUTION
    assert replay(model.domains, told) == result.solutions[0]
    assert all(step.reason and step.reason != step.rule for step in told)
    # What was never a rule's doing is told first: decided from the start.
    undecided = [var for var, d in enumerate(model.domains) if d & (d - 1)]
    changed = {c.var for step in told for c in step.changes}
    givens = given_steps(model)
    assert len(givens) == len(model.domains) - len(undecided)
    assert set(undecided) <= changed


def test_the_cli_prints_what_format_step_prints() -> None:
    """One formatting for the command line and the GUI's log."""
    path = ONE_OF_EACH[0]
    puzzle = load_puzzle(str(path))
    report = solve_puzzle(puzzle, trace=True)
    told, _ = story(report.trace)
    expected = [format_step(n, step) for n, step in enumerate(told, 1)]
    assert [line for line in explain(path) if is_step(line)] == expected


def test_the_search_for_a_second_answer_is_summed_up() -> None:
    model_steps = solve_puzzle(load_puzzle(str(ONE_OF_EACH[2])), trace=True)
    text = format_walkthrough(model_steps.trace, (), model_steps.status)
    assert text.splitlines()[-1].startswith("Then ")
    assert "no other answer" in text.splitlines()[-1]
    several = solve_puzzle(
        load_puzzle(str(PUZZLES / "seeds" / "seed002-board2-4x4.gg")), trace=True
    )
    last = format_walkthrough(several.trace, (), several.status).splitlines()[-1]
    assert "more than one" in last
