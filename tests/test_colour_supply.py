"""The colour generator: unique puzzles (our engine and CP-SAT agree), graded as asked,
the same for the same seed, every palette colour used, reachable by `gridgames generate`,
expert from 15x15 on and refused with a reason below."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
import time

import pytest

from gridgames.engine import Interrupted
from gridgames.engine.budget import Budget
from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.nonogram import colour_expert, colour_generate
from gridgames.games.nonogram.colour_checker import check_colour_answer
from gridgames.games.nonogram.genre import GENRE
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.generators import generate_puzzle, unavailable
from gridgames.grading import Grader, grade_puzzle
from gridgames.solving import solve_puzzle
from tests.oracles.cpsat_colour import cpsat_colour


@pytest.mark.parametrize(("size", "difficulty"), [(8, "easy"), (10, "hard")])
def test_generated_colour_puzzles_are_unique_and_graded_as_asked(size, difficulty) -> None:
    puzzle, grade = generate_puzzle("colour", size, size, difficulty, seed=1, timeout=60)
    assert puzzle.is_colour and 2 <= len(puzzle.palette) - 1 <= 6
    assert grade.name == difficulty == puzzle.meta["difficulty"]
    assert grade_puzzle(puzzle).name == difficulty  # graded again from the file's clues
    assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
    assert cpsat_colour(puzzle, 30.0)[0] == "unique"
    assert not check_colour_answer(puzzle, puzzle.given_solution)
    used = {colour for clue in puzzle.row_colours + puzzle.column_colours for colour in clue}
    assert used == set(range(1, len(puzzle.palette)))
    assert read_gg(write_gg(puzzle)) == puzzle
    again, _ = generate_puzzle("colour", size, size, difficulty, seed=1, timeout=60)
    assert again == puzzle and again.given_solution == puzzle.given_solution


def test_expert_needs_15x15_and_is_refused_below_with_the_reason() -> None:
    assert "needs at least 15" in unavailable("colour", 14, 14, "expert")
    assert unavailable("colour", 15, 15, "expert") == ""
    with pytest.raises(ValueError, match="at least 15"):
        generate_puzzle("colour", 12, 12, "expert", seed=1, timeout=5)


@pytest.mark.parametrize(("width", "height"), [(15, 15), (20, 20), (50, 15)])
def test_an_expert_colour_puzzle_is_unique_and_beyond_every_probe_chain(width, height) -> None:
    """15x15 is repaired whole from noise, 20x20 built around a 15x15 expert window
    (`colour_expert`), 50x15 around one from edge to edge (framed only where the board has
    room; repaired whole it found none in 100 s). About 0.5-2 s of CPU each; every limit
    inside is counted work, so only the whole budget is a clock, generous for a heavily
    loaded machine."""
    puzzle, grade = generate_puzzle("colour", width, height, "expert", seed=1, timeout=400)
    assert grade.name == "expert", "no expert puzzle in time (the closest grade came back)"
    assert puzzle.meta["difficulty"] == "expert" and ", expert #1" in puzzle.meta["title"]
    assert (puzzle.width, puzzle.height, len(puzzle.palette)) == (width, height, 3)
    assert grade_puzzle(puzzle).name == "expert"  # graded again from the file's clues
    assert not Grader(GENRE.build(puzzle), Budget()).finishes("hard")
    plain = solve_puzzle(puzzle, max_solutions=2, probing=False)
    assert plain.status == "unique" and plain.branches > 0
    assert cpsat_colour(puzzle, 60.0)[0] == "unique"
    assert not check_colour_answer(puzzle, puzzle.given_solution)
    again, _ = generate_puzzle("colour", width, height, "expert", seed=1, timeout=400)
    assert again == puzzle and again.given_solution == puzzle.given_solution


def test_gridgames_generate_colour_writes_gg_files(tmp_path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "gridgames", "generate", "colour", "7x7", "--difficulty",
         "easy", "--count", "2", "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    files = sorted(tmp_path.glob("*.gg"))
    assert len(files) == 2
    for path in files:
        text = path.read_text()
        assert text.startswith("nonogram 7x7 colour")
        assert solve_puzzle(read_gg(text, str(path)), max_solutions=2).status == "unique"


def test_the_builtin_colour_pack_is_unique_graded_and_answered() -> None:
    import tomllib
    from pathlib import Path

    folder = Path(__file__).resolve().parents[1] / "puzzles" / "generated-colour"
    entries = tomllib.loads((folder / "pack.toml").read_text("utf-8"))["puzzle"]
    assert len(entries) >= 20
    grades = set()
    for entry in entries:
        puzzle = read_gg((folder / entry["file"]).read_text("utf-8"))
        assert puzzle.is_colour and puzzle.meta["difficulty"] == entry["difficulty"]
        grades.add(entry["difficulty"])
        assert not check_colour_answer(puzzle, puzzle.given_solution)
        assert solve_puzzle(puzzle, max_solutions=2).status == "unique", entry["file"]
        assert grade_puzzle(puzzle).name == entry["difficulty"], entry["file"]
        if puzzle.width <= 15:  # (the pack's maker proved the bigger ones with CP-SAT too)
            assert cpsat_colour(puzzle, 30.0)[0] == "unique", entry["file"]
    assert grades == {"easy", "medium", "hard", "expert"}


def _fast_clock(monkeypatch, step: float) -> None:
    """time.monotonic runs `step` seconds further at every reading: a machine that much
    slower between the budget's looks at the clock."""
    readings = itertools.count()
    start = time.monotonic()
    monkeypatch.setattr(time, "monotonic", lambda: start + step * next(readings))


def test_the_expert_repair_does_the_same_however_slow_the_machine(monkeypatch) -> None:
    """Every limit of the repair is counted work (the search for a second answer counts
    propagations): a clock running 50 ms per reading changes nothing below the whole
    budget. A two-colour noise picture, as expert starts from."""

    def repaired() -> NonogramPuzzle | None:
        rng = random.Random(0)
        picture = colour_generate.speckle(rng, 15, 15, 2, colour_expert.EXPERT_BACKGROUND)
        palette = colour_generate.palette_of(2)
        return colour_expert.expert_graded(rng, picture, palette, Budget(10**6), {})

    plain = repaired()
    _fast_clock(monkeypatch, 0.05)
    slow = repaired()
    assert plain is not None and slow == plain and slow.given_solution == plain.given_solution


def test_the_time_limit_holds_from_the_start(monkeypatch) -> None:
    """A clock running a second per reading: a 3 s limit ends the run at once, with no
    puzzle found (no loop inside runs on without looking at the budget)."""
    _fast_clock(monkeypatch, 1.0)
    with pytest.raises(Interrupted):
        generate_puzzle("colour", 25, 25, "expert", seed=1, timeout=3)
