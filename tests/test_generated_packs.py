"""The built-in packs of generated puzzles: at least 20 per kind, every grade there, each
with exactly one answer by our engine and by an independent CP-SAT model, each labelled
with the grade grading gives it (in its pack entry, its metadata and its title)."""

from __future__ import annotations

import tomllib

import pytest

from gridgames.formats.gg import read_gg
from gridgames.games.registry import genre_of
from gridgames.grading import GRADES, grade_puzzle
from gridgames.solving import solve_puzzle
from tests.helpers import PUZZLES
from tests.oracles.cpsat_fillgrid import cpsat_status as fillgrid_status
from tests.oracles.cpsat_nonogram import cpsat_status as nonogram_status
from tests.oracles.cpsat_shikaku import exact_cover_status

ORACLES = {
    "shikaku": exact_cover_status,
    "nonogram": nonogram_status,
    "hitori": lambda puzzle: fillgrid_status(puzzle)[0],
    "kurodoko": lambda puzzle: fillgrid_status(puzzle)[0],
}


@pytest.mark.parametrize("kind", sorted(ORACLES))
def test_generated_pack_is_unique_and_graded_as_labelled(kind: str) -> None:
    folder = PUZZLES / f"generated-{kind}"
    entries = tomllib.loads((folder / "pack.toml").read_text("utf-8"))["puzzle"]
    assert len(entries) >= 20
    assert {entry["difficulty"] for entry in entries} == set(GRADES)
    for entry in entries:
        puzzle = read_gg((folder / entry["file"]).read_text("utf-8"), entry["file"])
        grade = grade_puzzle(puzzle)
        assert grade.name == entry["difficulty"] == puzzle.meta["difficulty"], entry["file"]
        assert f", {grade.name} #" in puzzle.meta["title"]
        assert solve_puzzle(puzzle, max_solutions=2).status == "unique", entry["file"]
        assert ORACLES[kind](puzzle) == "unique", entry["file"]
        assert genre_of(puzzle).check(puzzle, puzzle.given_solution) == [], entry["file"]
