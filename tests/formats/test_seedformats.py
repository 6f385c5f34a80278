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


OUT_OF_RANGE = "is out of range: board size {} is out of range: width and height must be 1 to 200"


BAD_003 = {  # text -> what the player reads
    "R 2\nC 2\nr 1\nr 1\nc 1\nc 2\n": "bad.txt: the row clues fill 2 cells"
    " but the column clues fill 3",
    "R 2\nC 2\nr 3\nr 1\nc 1\nc 1\n": "bad.txt:3: row 1 clue 3 needs 3 cells but the row has 2",
    "R 2\nC 2\nr 1\nc 1\nc 1\n": "bad.txt:1: expected 2 row clues, got 1",
    "R 2\nC 2\nr 2\nr 0\nc 1\n": "bad.txt:2: expected 2 column clues, got 1",
    "R 2\nC 2\nr 1\nr -1\nc 1\nc 1\n": "bad.txt:4: row 2 clue: negative number -1",
    "R 2\nC 2\nr 1\nr 1\nc 1 0\nc 1\n": "bad.txt:5: column 1 clue:"
    " 0 may only stand alone (an empty line)",
    "R 2\nC 2\nr 1\nr one\n": "bad.txt:4: row 2 clue: 'one' is not a number",
    "R 2\nC 999\n": "bad.txt:2: number of columns (C) 999 " + OUT_OF_RANGE.format("999x1"),
    "R 0\nC 2\n": "bad.txt:1: number of rows (R) 0 " + OUT_OF_RANGE.format("1x0"),
    "R two\nC 2\n": "bad.txt:1: number of rows (R): 'two' is not a number",
    "R 2\nXylophone-and-a-very-long-word 2\n": "bad.txt:2: expected a line starting"
    " with R, C, r or c, got 'Xylophone-and-a-very'",
    "R 2\nR 3\n": "bad.txt:2: 'R' given twice",
    "r 1\n": "bad.txt: missing the 'R n' line",
    "R 1\nr 1\n": "bad.txt: missing the 'C n' line",
}

BAD_004 = {  # text -> what the player reads
    "Dimensions\n2 2\nHorizontal\n1\n1\nVertical\n1\n3\n": "bad.txt:8: column 2 clue 3 needs"
    " 3 cells but the column has 2",
    "Dimensions\n2 2\nHorizontal\n1\nVertical\n1\n1\n": "bad.txt:3: expected 2 row clues, got 1",
    "Dimensions\n2 2\nHorizontal\n1\n1 0\nVertical\n1\n1\n": "bad.txt:5: row 2 clue:"
    " 0 may only stand alone (an empty line)",
    "Dimensions\n2\nHorizontal\n": "bad.txt:2: 'Dimensions' takes one line: WIDTH HEIGHT",
    "Dimensions\n2 2\n3 3\nHorizontal\n": "bad.txt:3: 'Dimensions' takes one line: WIDTH HEIGHT",
    "Dimensions\nHorizontal\n": "bad.txt:1: 'Dimensions' takes one line: WIDTH HEIGHT",
    "Dimensions\n2 x\n": "bad.txt:2: height: 'x' is not a number",
    "Dimensions\nx 2\n": "bad.txt:2: width: 'x' is not a number",
    "Dimensions\n2 500\n": "bad.txt:2: height 500 " + OUT_OF_RANGE.format("1x500"),
    "Dimensions\n500 2\n": "bad.txt:2: width 500 " + OUT_OF_RANGE.format("500x1"),
    "1 2\n": "bad.txt:1: expected 'Dimensions' before anything else",
    "Dimensions\n2 2\nHorizontal\n": "bad.txt: missing the 'Vertical' section",
    "# just a remark\n": "bad.txt: missing the 'Dimensions' section",
    "Dimensions\n2 2\nHorizontal\n1\n1\nHorizontal\n": "bad.txt:6: second 'Horizontal' section",
}


@pytest.mark.parametrize(
    ("reader", "text", "said"),
    [(read_seed003, *case) for case in BAD_003.items()]
    + [(read_seed004, *case) for case in BAD_004.items()],
)
def test_bad_input_is_one_line_naming_the_file_and_line(reader, text, said):
    with pytest.raises(PuzzleError) as caught:
        reader(text, "bad.txt")
    assert str(caught.value) == said


def test_a_text_without_a_name_is_called_input_and_remarks_are_skipped():
    with pytest.raises(PuzzleError, match="^<input>: missing the 'R n' line$"):
        read_seed003("r 1\n")
    with pytest.raises(
        PuzzleError, match="^<input>:1: expected 'Dimensions' before anything else$"
    ):
        read_seed004("1 2\n")
    text = "# Dimensions\n2 1\n# a remark\n# Horizontal\n2\n# Vertical\n1\n1\n"
    assert read_seed004(text) == NonogramPuzzle(2, 1, ((2,),), ((1,), (1,)))


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
