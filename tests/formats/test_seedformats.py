"""The seed write-ups' nonogram formats: 004's own 9x9 and 32x32, 003 built from a real
puzzle, errors and fuzzing."""

from __future__ import annotations

import ast
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.seedformats import read_seed003, read_seed004
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from tests.formats.formats_support import (
    FUZZ,
    SHARED,
    fails_cleanly,
    located_or_global,
    mutations,
    nonogram_puzzles,
    random_text,
)


def seed_text(prefix: str) -> str:
    found = sorted((SHARED / "seeds").glob(prefix + "_*.txt")) if SHARED.is_dir() else []
    if not found:
        pytest.skip(f"seed {prefix} not present")
    return found[0].read_text(encoding="utf-8")


def as_003(puzzle: NonogramPuzzle) -> str:
    lines = [f"R {puzzle.height}", f"C {puzzle.width}"]
    lines += ["r " + " ".join(map(str, clue or (0,))) for clue in puzzle.rows]
    lines += ["c " + " ".join(map(str, clue or (0,))) for clue in puzzle.columns]
    return "\n".join(lines) + "\n"


def as_004(puzzle: NonogramPuzzle) -> str:
    lines = ["# Dimensions", f"{puzzle.width} {puzzle.height}", "", "# Horizontal"]
    lines += [" ".join(map(str, clue or (0,))) for clue in puzzle.rows]
    lines += ["", "# Vertical"]
    lines += [" ".join(map(str, clue or (0,))) for clue in puzzle.columns]
    return "\n".join(lines) + "\n"


DANCER = NonogramPuzzle(
    5,
    10,
    ((2,), (2, 1), (1, 1), (3,), (1, 1), (1, 1), (2,), (1, 1), (1, 2), (2,)),
    ((2, 1), (2, 1, 3), (7,), (1, 3), (2, 1)),
)


def test_seed_004_warmup_as_printed():
    text = seed_text("004")
    start = text.index("Dimensions")
    block = text[text.rindex("\n", 0, start) + 1 : text.index("\n\n", start)]
    puzzle = read_seed004(block, "warmup.txt")
    assert (puzzle.width, puzzle.height) == (9, 9)
    assert puzzle.rows[0] == (2, 1, 2) and puzzle.columns[-1] == (2, 1, 3)
    assert sum(map(sum, puzzle.rows)) == sum(map(sum, puzzle.columns))


def test_seed_004_32x32_from_the_clues_in_the_file():
    text = seed_text("004")
    horizontal = re.findall(r"Horizontal=(\(.*\))", text)
    vertical = re.findall(r"Vertical=(\(.*\))", text)
    rows, columns = ast.literal_eval(horizontal[-1]), ast.literal_eval(vertical[-1])
    source = NonogramPuzzle(32, 32, rows, columns)
    puzzle = read_seed004(as_004(source), "up.txt")
    assert puzzle == source and (puzzle.width, puzzle.height) == (32, 32)
    # The 9x9 warm-up printed as text agrees with the same puzzle given as tuples.
    small = NonogramPuzzle(9, 9, ast.literal_eval(horizontal[0]), ast.literal_eval(vertical[0]))
    assert read_seed004(as_004(small)) == small


def test_seed_003_format():
    assert read_seed003(as_003(DANCER), "kamome.txt") == DANCER
    text = "C 2\nR 2\n\nr 2\nr\n# comment\nc 1\nc\t1\n"
    assert read_seed003(text) == NonogramPuzzle(2, 2, ((2,), ()), ((1,), (1,)))


@given(nonogram_puzzles())
@FUZZ
def test_random_puzzles_read_in_both_formats(puzzle):
    bare = NonogramPuzzle(puzzle.width, puzzle.height, puzzle.rows, puzzle.columns)
    assert read_seed003(as_003(bare)) == bare
    assert read_seed004(as_004(bare)) == bare


@pytest.mark.parametrize(
    ("reader", "text", "line", "words"),
    [
        (read_seed003, "R 2\nC 2\nr 1\nr 1\nc 1\nc 2\n", None, ["row clues fill 2", "fill 3"]),
        (read_seed003, "R 2\nC 2\nr 3\nr 1\nc 1\nc 1\n", 3, ["row 1 clue 3 needs 3", "has 2"]),
        (read_seed003, "R 2\nC 2\nr 1\nc 1\nc 1\n", 1, ["expected 2 row clues, got 1"]),
        (read_seed003, "R 2\nC 2\nr 1\nr -1\nc 1\nc 1\n", 4, ["negative number -1"]),
        (read_seed003, "R 2\nC 2\nr 1\nr one\n", 4, ["'one' is not a number"]),
        (read_seed003, "R 2\nC 999\n", 2, ["999", "1 to 200"]),
        (read_seed003, "R 2\nX 2\n", 2, ["R, C, r or c"]),
        (read_seed003, "R 2\nR 3\n", 2, ["'R' given twice"]),
        (read_seed003, "r 1\n", None, ["missing the 'R n' line"]),
        (
            read_seed004,
            "Dimensions\n2 2\nHorizontal\n1\n1\nVertical\n1\n3\n",
            8,
            ["column 2 clue 3"],
        ),
        (read_seed004, "Dimensions\n2 2\nHorizontal\n1\nVertical\n1\n1\n", 3, ["got 1"]),
        (read_seed004, "Dimensions\n2\nHorizontal\n", 2, ["WIDTH HEIGHT"]),
        (read_seed004, "Dimensions\n2 x\n", 2, ["'x' is not a number"]),
        (read_seed004, "Dimensions\n2 500\n", 2, ["500", "1 to 200"]),
        (read_seed004, "1 2\n", 1, ["'Dimensions' before"]),
        (read_seed004, "Dimensions\n2 2\nHorizontal\n", None, ["missing the 'Vertical'"]),
    ],
)
def test_bad_input_is_located_and_named(reader, text, line, words):
    with pytest.raises(PuzzleError) as caught:
        reader(text, "bad.txt")
    error = caught.value
    assert error.line == line, str(error)
    for word in words:
        assert word in error.message, str(error)


@FUZZ
@given(random_text)
def test_random_text_fails_cleanly(text):
    fails_cleanly(read_seed003, text)
    fails_cleanly(read_seed004, text)


@FUZZ
@given(st.data())
def test_mutated_files_fail_cleanly_with_a_line(data):
    reader, writer = data.draw(st.sampled_from([(read_seed003, as_003), (read_seed004, as_004)]))
    text = data.draw(mutations(writer(DANCER)))
    located_or_global(fails_cleanly(reader, text))
