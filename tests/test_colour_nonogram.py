"""Colour nonograms end to end: .gg palette files, solving, the independent checker, step
reasons naming colours, errors with file and line, and `solve --json`."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from gridgames.engine import Store
from gridgames.errors import PuzzleError
from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.nonogram.colour import Colour
from gridgames.games.nonogram.colour_checker import check_colour_answer
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.nonogram.colour_rules import probe_order
from gridgames.games.nonogram.genre import GENRE
from gridgames.solving import solve_puzzle
from tests.oracles.cpsat_colour import cpsat_colour

DATA = Path(__file__).parent / "data" / "colour"
SAMPLES = sorted(DATA.glob("*.gg"))
PALETTE = (
    Colour("white", ".", "#ffffff"),
    Colour("red", "r", "#d55e00"),
    Colour("blue", "b", "#0072b2"),
    Colour("green", "g", "#009e73"),
)


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_samples_solve_uniquely_to_their_picture(path):
    puzzle = read_gg(path.read_text(), str(path))
    assert puzzle.variant == "colour"
    report = solve_puzzle(puzzle, max_solutions=2)
    assert report.status.value == "unique"
    assert report.answers[0] == puzzle.given_solution
    assert check_colour_answer(puzzle, report.answers[0]) == []


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_gg_round_trip(path):
    puzzle = read_gg(path.read_text(), str(path))
    again = read_gg(write_gg(puzzle))
    assert again == puzzle
    assert again.meta == puzzle.meta and again.given_solution == puzzle.given_solution
    assert write_gg(again) == write_gg(puzzle)


@pytest.mark.parametrize("seed", range(16))
def test_random_pictures(seed):
    """Random 3-colour pictures: every answer found keeps the clues (judged by the
    independent checker), and a unique one is the picture."""
    rng = random.Random(seed)
    width, height = rng.randint(3, 9), rng.randint(3, 9)
    picture = tuple(tuple(rng.choice((0, 0, 1, 2, 3)) for _ in range(width)) for _ in range(height))
    puzzle = from_picture(picture, PALETTE)
    report = solve_puzzle(puzzle, max_solutions=2)
    assert report.status.value in ("unique", "multiple")
    for answer in report.answers:
        assert check_colour_answer(puzzle, answer) == []
    if report.status.value == "unique":
        assert report.answers[0] == picture
    else:
        assert report.answers[0] != report.answers[1]
    # CP-SAT, a model written independently of the engine, agrees on uniqueness.
    assert cpsat_colour(puzzle, 30.0)[0] == report.status.value


def test_checker_refuses_illegal_answers():
    puzzle = read_gg((DATA / "flags-5x3.gg").read_text())
    good = puzzle.given_solution
    assert check_colour_answer(puzzle, good) == []
    recoloured = ((2, 2, 2, 2, 0), *good[1:])  # right runs, wrong colours
    assert "row 1 has runs" in check_colour_answer(puzzle, recoloured)[0]
    shifted = ((0, 1, 1, 2, 2), *good[1:])
    assert check_colour_answer(puzzle, shifted)
    assert check_colour_answer(puzzle, good[:2]) == ["the picture is not 5x3"]
    assert "outside the palette" in check_colour_answer(puzzle, ((9, 1, 2, 2, 0), *good[1:]))[0]
    # Two same-coloured cells touching are one block, not two.
    merged = from_picture(((1, 0, 1),), PALETTE[:2])
    assert check_colour_answer(merged, ((1, 1, 1),))


def test_steps_name_the_colours():
    puzzle = read_gg((DATA / "flags-5x3.gg").read_text())
    report = solve_puzzle(puzzle, max_solutions=1, trace=True)
    reasons = [step.reason for step in report.trace]
    assert any(r.startswith("Row 2 (3 red, 2 blue): ") and "columns 1-3 red" in r for r in reasons)
    assert any(r.startswith("Row 3 (0): columns 1-5 stay empty") for r in reasons)


BAD = {
    "unknown colour in a clue": ("rows:\n2r 2g\n", 8, "colour 'g' is not in the palette"),
    "number without a colour": ("rows:\n2r 2\n", 8, "a number without a colour"),
    "bad palette line": ("palette:\n. white\nr\n", 5, "a palette line is"),
}
FLAGS = (DATA / "flags-5x3.gg").read_text()


@pytest.mark.parametrize("case", BAD, ids=list(BAD))
def test_bad_files_say_file_and_line(case):
    section, line, words = BAD[case]
    name = section.split(":")[0]
    text = FLAGS
    if name == "rows":
        text = text.replace("rows:\n2r 2b\n", section)
    else:
        text = text.replace("palette:\n. white #ffffff\nr red #d55e00\n", section)
    with pytest.raises(PuzzleError) as error:
        read_gg(text, "bad.gg")
    assert str(error.value).startswith(f"bad.gg:{line}: ")
    assert words in str(error.value)


def test_colour_totals_must_agree():
    text = FLAGS.replace("columns:\n2r\n", "columns:\n2b\n")
    with pytest.raises(PuzzleError) as error:
        read_gg(text, "bad.gg")
    # Named at the last column clue with that colour.
    assert str(error.value) == (
        "bad.gg:14: the row clues paint 5 red cells but the column clues paint 3"
    )


def test_missing_palette():
    text = FLAGS.replace("palette:\n. white #ffffff\nr red #d55e00\nb blue #0072b2\n", "")
    with pytest.raises(PuzzleError, match=r"bad.gg:1: a colour nonogram needs a 'palette:'"):
        read_gg(text, "bad.gg")


def test_a_colour_drawn_as_hash():
    """'#' is a colour character like any other: not a comment in the palette or picture."""
    text = FLAGS.replace("r red", "# red").replace("2r", "2#").replace("3r", "3#")
    text = text.replace("1r", "1#").replace("rrbb.\nrrrbb", "##bb.\n###bb")
    puzzle = read_gg(text)
    assert puzzle.palette[1].char == "#" and puzzle.given_solution[0] == (1, 1, 2, 2, 0)
    assert read_gg(write_gg(puzzle)) == puzzle


def test_solve_json_rows_in_palette_characters(tmp_path):
    path = DATA / "flags-5x3.gg"
    out = subprocess.run(
        [sys.executable, "-m", "gridgames", "solve", "--json", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(out.stdout)
    assert result["status"] == "unique"
    assert result["solution"] == ["rrbb.", "rrrbb", "....."]
    assert {"steps", "branches", "seconds", "genre", "width", "height"} <= set(result)


def test_black_and_white_headers_are_unchanged():
    plain = read_gg("nonogram 2x1\nrows:\n1\ncolumns:\n1\n0\n")
    assert plain.variant is None and not plain.is_colour
    assert write_gg(plain).splitlines()[0] == "nonogram 2x1"
    assert GENRE.kind(plain) == "nonogram"


def test_probing_tries_cells_of_nearly_finished_lines_first():
    """The colour sweep order: open cells only, fewest open cells in their row and column
    together first (times their values), ties in reading order."""
    store = Store(GENRE.build(read_gg(FLAGS)))  # 5x3, nothing narrowed yet
    open_all = 0b111
    store.dom[:] = [open_all] * 15
    store.dom[0:4] = [0b10] * 4  # row 1: only column 5 open
    store.dom[5] = 0b011  # row 2, column 1: two values
    order = probe_order(5)(store, range(15))
    # Open per row 1, 5, 5; per column 2, 2, 2, 2, 3.
    assert order == [4, 5, 6, 7, 8, 10, 11, 12, 13, 9, 14]
