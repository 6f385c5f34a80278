"""The `.gg` reader and writer: real files, FORMATS.md's examples, round trips, every
located error of the validators, and fuzzing."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.fillgrid.validate import problems as fillgrid_problems
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.nonogram.validate import problems as nonogram_problems
from gridgames.games.problem import Problem
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle
from gridgames.games.shikaku.validate import problems as shikaku_problems
from tests.formats.formats_support import (
    FUZZ,
    ROUND_TRIP,
    data_files,
    fails_cleanly,
    fillgrid_puzzles,
    ids,
    located_or_global,
    mutations,
    nonogram_puzzles,
    random_text,
    same,
    shikaku_puzzles,
)

GG_FILES = data_files("*/gg/*.gg")

SHIKAKU_4X4 = """shikaku 4x4
title: Czech seed, board 1
.  .  .  4
.  8  .  .
.  .  4  .
.  .  .  .
"""
NONOGRAM_5X3 = """nonogram 5x3
rows:
1 1 1
5
0
columns:
2
1
2
1
2
"""
HITORI_5X5 = """fillgrid 5x5 hitori
2 2 1 5 3
2 3 1 4 5
1 1 1 3 5
1 3 5 4 2
5 4 3 2 1
"""
EXAMPLES = [SHIKAKU_4X4, NONOGRAM_5X3, HITORI_5X5]


def error_of(text: str) -> PuzzleError:
    with pytest.raises(PuzzleError) as caught:
        read_gg(text, "bad.gg")
    return caught.value


# --- real files and the contract's examples -------------------------------------------------


@pytest.mark.parametrize("path", GG_FILES, ids=ids(GG_FILES))
def test_real_file_reads_with_its_size_and_answer(path):
    puzzle = read_gg(path.read_text(encoding="utf-8"), str(path))
    width, height = map(int, re.search(r"(\d+)x(\d+)", path.name).groups())
    assert (puzzle.width, puzzle.height) == (width, height)
    assert puzzle.meta["licence"] == "MIT" and puzzle.meta["title"]
    has_answer = "solution:" in path.read_text(encoding="utf-8")
    assert (puzzle.given_solution is not None) == has_answer
    if isinstance(puzzle, ShikakuPuzzle) and has_answer:
        for clue, rect in zip(puzzle.clues, puzzle.given_solution, strict=True):
            assert rect.contains(clue.row, clue.col) and rect.area == clue.value


@pytest.mark.parametrize("path", GG_FILES, ids=ids(GG_FILES))
def test_real_file_round_trips_and_writes_a_fixed_point(path):
    puzzle = read_gg(path.read_text(encoding="utf-8"), str(path))
    text = write_gg(puzzle)
    again = read_gg(text)
    assert same(again, puzzle)
    assert write_gg(again) == text


def test_formats_md_examples():
    shikaku = read_gg(SHIKAKU_4X4)
    assert shikaku.clues == (Clue(0, 3, 4), Clue(1, 1, 8), Clue(2, 2, 4))
    assert shikaku.meta == {"title": "Czech seed, board 1"}
    nonogram = read_gg(NONOGRAM_5X3)
    assert nonogram.rows == ((1, 1, 1), (5,), ())
    assert nonogram.columns == ((2,), (1,), (2,), (1,), (2,))
    hitori = read_gg(HITORI_5X5)
    assert hitori.variant == "hitori" and hitori.numbers[4] == (5, 4, 3, 2, 1)


def test_fillgrid_without_variant_is_free_and_body_may_be_omitted():
    assert read_gg("fillgrid 3x2\n") == FillGridPuzzle.free(3, 2)
    assert read_gg("fillgrid 3x2\n. . .\n. . .\n") == FillGridPuzzle.free(3, 2)


def test_meta_keeps_every_key_in_order():
    text = "shikaku 1x1\nzeta: 1\ntitle: T: with colon\nauthor:\nx-y_z: v\n1\n"
    assert list(read_gg(text).meta.items()) == [
        ("zeta", "1"),
        ("title", "T: with colon"),
        ("author", ""),
        ("x-y_z", "v"),
    ]


def test_hash_rows_in_a_solution_block_are_rows_not_comments():
    text = (
        "# a comment\nnonogram 2x2\n# another\nrows:\n1\n1\ncolumns:\n2\n0\n"
        "solution:\n#.\n# comment\n# .\n"
    )
    puzzle = read_gg(text)
    assert puzzle.given_solution == ((True, False), (True, False))


def test_blank_clue_lines_inside_a_block_are_empty_clues():
    text = "nonogram 2x3\nrows:\n1\n\n1\n\ncolumns:\n2\n0\n"
    assert read_gg(text).rows == ((1,), (), (1,))


# --- round trips -----------------------------------------------------------------------------


@ROUND_TRIP
@given(st.one_of(shikaku_puzzles(), nonogram_puzzles(), fillgrid_puzzles()))
def test_random_puzzles_round_trip(puzzle):
    text = write_gg(puzzle)
    again = read_gg(text)
    assert same(again, puzzle)
    assert write_gg(again) == text


def test_writer_refuses_a_reserved_or_odd_meta_key():
    for key in ("rows", "two words", ""):
        with pytest.raises(PuzzleError):
            write_gg(ShikakuPuzzle(1, 1, (Clue(0, 0, 1),), {key: "x"}))


def test_writer_puts_meta_on_one_line():
    puzzle = ShikakuPuzzle(1, 1, (Clue(0, 0, 1),), {"title": " two\nlines  here "})
    assert read_gg(write_gg(puzzle)).meta == {"title": "two lines here"}


# --- bad input: each error names its line and its numbers -----------------------------------


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        # Shikaku
        ("shikaku 2x2\n. 0\n4 .\n", 2, ["clue 0", "row 1, column 2", "positive"]),
        ("shikaku 2x2\n. -4\n4 .\n", 2, ["clue -4", "positive"]),
        ("shikaku 2x2\n. . .\n4 .\n", 2, ["row 1 has 3 cells, expected 2"]),
        ("shikaku 2x2\n.\n4 .\n", 2, ["row 1 has 1 cells, expected 2"]),
        ("shikaku 2x2\n. 9\n. .\n", 2, ["clue 9", "larger than the board", "4 cells"]),
        ("shikaku 3x3\n. 7 .\n. . .\n. 2 .\n", 2, ["clue 7", "no rectangle of area 7"]),
        ("shikaku 2x2\n. 1\n2 .\n", None, ["add up to 3", "4 cells"]),
        ("shikaku 2x2\n. .\n. .\n", None, ["no clues"]),
        ("shikaku 2x2\n. 2\n2 x\n", 3, ["row 2, column 2", "'x' is not a number"]),
        ("shikaku 2x2\n. 2\n", 2, ["expected 2 rows, got 1"]),
        ("shikaku 2x2\n. 2\n2 .\n. .\n", 4, ["only 2 rows"]),
        # Nonogram
        (
            "nonogram 3x2\nrows:\n2 2\n1\ncolumns:\n1\n1\n1\n",
            3,
            ["row 1 clue 2 2 needs 5", "has 3"],
        ),
        ("nonogram 2x3\nrows:\n1\n1\n1\ncolumns:\n4\n0\n", 7, ["column 1 clue 4 needs 4", "has 3"]),
        (
            "nonogram 2x2\nrows:\n1\n1\ncolumns:\n2\n1\n",
            None,
            ["row clues fill 2", "column clues fill 3"],
        ),
        ("nonogram 2x2\nrows:\n1\n-1\ncolumns:\n1\n1\n", 4, ["row 2 clue", "negative number -1"]),
        (
            "nonogram 2x2\nrows:\n1\none\ncolumns:\n1\n1\n",
            4,
            ["row 2 clue", "'one' is not a number"],
        ),
        ("nonogram 2x2\nrows:\n1 0\n1\ncolumns:\n1\n1\n", 3, ["0 may only stand alone"]),
        ("nonogram 2x3\nrows:\n1\n1\ncolumns:\n1\n1\n", 2, ["expected 3 row clues, got 2"]),
        ("nonogram 2x2\nrows:\n1\n1\n1\ncolumns:\n1\n1\n", 5, ["expected 2 row clues, got 3"]),
        ("nonogram 2x2\nrows:\n1\n1\n", 1, ["missing 'columns:'"]),
        ("nonogram 2x2\n1\nrows:\n", 2, ["before 'rows:'"]),
        # Fill-grid
        ("fillgrid 2x2 hitori\n1 2\n2\n", 3, ["row 2 has 1 cells, expected 2"]),
        ("fillgrid 2x2 hitori\n1 2\n2 1\n1 2\n", 4, ["expected 2 rows, got 3"]),
        ("fillgrid 2x2 hitori\n1 2\n", 1, ["expected 2 rows, got 1"]),
        ("fillgrid 2x3 hitori\n1 2\n2 4\n1 3\n", 3, ["hitori number 4", "row 2, column 2", "1..3"]),
        ("fillgrid 2x2 hitori\n1 0\n2 1\n", 2, ["hitori number 0", "1..2"]),
        ("fillgrid 2x2 hitori\n1 .\n2 1\n", 2, ["row 1, column 2 has no number"]),
        ("fillgrid 3x2 kurodoko\n. 5\n. . .\n", 2, ["row 1 has 2 cells"]),
        ("fillgrid 3x2 kurodoko\n. 5 .\n. . .\n", 2, ["kurodoko number 5", "1 to 4"]),
        ("fillgrid 3x2 kurodoko\n. . .\n0 . .\n", 3, ["kurodoko number 0", "never be seen"]),
        ("fillgrid 2x1\n. 3\n", 2, ["free fill-grid takes no numbers"]),
        (
            "fillgrid 2x2 hitori\n1 2\n2 1\nsolution:\n#.\n",
            4,
            ["the answer: expected 2 rows, got 1"],
        ),
        ("fillgrid 2x2 hitori\n1 2\n2 1\nsolution:\n#.\n..#\n", 6, ["row 2 has 3 cells"]),
        # Header and structure
        ("shikaku 201x5\n", 1, ["201x5", "1 to 200"]),
        ("shikaku 10x0\n", 1, ["10x0", "out of range"]),
        ("nonogram 5x99999999999\n", 1, ["too large"]),
        ("sudoku 9x9\n", 1, ["'sudoku'"]),
        ("shikaku ten\n", 1, ["WIDTHxHEIGHT"]),
        ("shikaku 2x2 hard\n", 1, ["no variants"]),
        ("fillgrid 2x2 sudoku\n", 1, ["unknown fillgrid variant 'sudoku'"]),
        ("# only a comment\n\n", None, ["no puzzle here"]),
        ("shikaku 1x1\ntitle: a\ntitle: b\n1\n", 3, ["'title' given twice (first on line 2)"]),
        ("shikaku 1x1\nrows:\n1\n", 2, ["no 'rows:' section"]),
        ("shikaku 1x1\n1\nsolution:\na\nsolution:\n", 5, ["second 'solution:'"]),
        ("nonogram 1x1\nrows: 1\n", 2, ["nothing may follow 'rows:'"]),
    ],
)
def test_bad_input_is_located_and_named(text, line, words):
    error = error_of(text)
    assert error.line == line, str(error)
    for word in words:
        assert word in error.message, str(error)
    expected_where = "bad.gg" if line is None else f"bad.gg:{line}"
    assert str(error).startswith(expected_where + ": ")


@pytest.mark.parametrize(
    ("board", "answer", "line", "words"),
    [
        ("2 .\n2 .", "a a\nb a\n", 5, ["'a' do not form a rectangle"]),
        ("2 .\n2 .", "a b\na b\n", 5, ["rectangle 'a' holds 2 clues"]),
        (". 2\n. 2", "a b\na b\n", 5, ["rectangle 'a' holds 0 clues"]),
        ("2 .\n2 .", "a a\nb c\n", 6, ["rectangle 'b' has 1 cells but its clue is 2"]),
        ("2 .\n2 .", "a a a\nb b\n", 5, ["row 1 has 3 cells"]),
        ("2 .\n2 .", "a a\n", 5, ["expected 2 rows, got 1"]),
    ],
)
def test_bad_shikaku_answer_is_located(board, answer, line, words):
    assert read_gg(f"shikaku 2x2\n{board}\nsolution:\na a\nb b\n").given_solution
    error = error_of(f"shikaku 2x2\n{board}\nsolution:\n" + answer)
    assert error.line == line, str(error)
    for word in words:
        assert word in error.message, str(error)


def test_validators_point_at_rows_and_columns():
    """Puzzles from other sources (URLs, the app) get the same checks, by index."""
    shikaku = ShikakuPuzzle(3, 1, (Clue(0, 2, 0), Clue(0, 0, 3)))
    assert shikaku_problems(shikaku)[0] == Problem(
        "clue 0 at row 1, column 3 must be a positive number", 0, 2, "clue"
    )
    nonogram = NonogramPuzzle(2, 2, ((1,), (1,)), ((3,),))
    found = nonogram_problems(nonogram)
    assert [(p.row, p.col, p.kind) for p in found] == [(None, 1, "shape"), (None, 0, "clue")]
    assert found[0].message == "expected 2 column clues, got 1"
    fill = FillGridPuzzle(2, 1, "hitori", ((1, 3),))
    assert fillgrid_problems(fill)[0][1:] == (0, 1, "clue")
    bad_answer = ShikakuPuzzle(2, 1, (Clue(0, 0, 2),), given_solution=(Rect(0, 0, 1, 1),))
    assert "does not hold that clue" in shikaku_problems(bad_answer)[0].message


# --- fuzzing ---------------------------------------------------------------------------------


@FUZZ
@given(random_text)
def test_random_text_fails_cleanly(text):
    fails_cleanly(read_gg, text)


@FUZZ
@given(st.data())
def test_mutated_files_fail_cleanly_with_a_line(data):
    texts = EXAMPLES + [p.read_text(encoding="utf-8") for p in GG_FILES]
    text = data.draw(mutations(data.draw(st.sampled_from(texts))))
    located_or_global(fails_cleanly(read_gg, text))


@FUZZ
@given(st.data())
def test_mutated_random_puzzles_fail_cleanly(data):
    puzzle = data.draw(st.one_of(shikaku_puzzles(), nonogram_puzzles(), fillgrid_puzzles()))
    text = data.draw(mutations(write_gg(puzzle)))
    located_or_global(fails_cleanly(read_gg, text))


def test_huge_inputs_are_refused_quickly():
    assert "1 to 200" in error_of("fillgrid 100000x100000 free\n").message
    row = " ".join(["1"] * 200)
    big = "fillgrid 200x200 hitori\n" + (row + "\n") * 200
    assert "hitori number" in error_of(big.replace("1", "999", 1)).message
    assert "too large" in error_of("shikaku 1x1\n" + "9" * 5000 + "\n").message


def test_numbers_are_written_right_aligned_in_columns_as_wide_as_the_widest():
    puzzle = ShikakuPuzzle(4, 3, (Clue(0, 0, 10), Clue(2, 3, 2)))
    assert write_gg(puzzle) == "shikaku 4x3\n10  .  .  .\n .  .  .  .\n .  .  .  2\n"


@pytest.mark.parametrize(
    ("header", "whole"),
    [
        (
            "banana 5x5",
            "expected a header '<genre> <width>x<height>' with genre one of shikaku, nonogram, "
            "fillgrid, got 'banana'",
        ),
        (
            "x" * 40 + " 5x5",
            "expected a header '<genre> <width>x<height>' with genre one of shikaku, nonogram, "
            f"fillgrid, got '{'x' * 30}'",
        ),
        ("shikaku", "shikaku: expected the board size as WIDTHxHEIGHT, such as 10x10"),
        ("Shikaku 5", "shikaku: expected the board size as WIDTHxHEIGHT, such as 10x10"),
        ("shikaku 0x5", "board size 0x5 is out of range: width and height must be 1 to 200"),
        ("shikaku 99999999999999999999x5", "board width: the number 999999999999... is too large"),
        ("shikaku 5x99999999999999999999", "board height: the number 999999999999... is too large"),
        ("nonogram 5x5 colourful", "unknown nonogram variant 'colourful': expected mono, colour"),
        (
            "fillgrid 5x5 hitorix",
            "unknown fillgrid variant 'hitorix': expected free, hitori, kurodoko",
        ),
        (
            "fillgrid 5x5 kurodoko extra words here",
            "unexpected text after the header: 'extra words here'",
        ),
        ("shikaku 5x5 variant", "shikaku has no variants (got 'variant')"),
    ],
)
def test_a_bad_header_is_said_whole_on_its_line(header, whole):
    """The header is the first thing a hand-written file gets wrong: the sentence names what
    was expected (every genre, every variant) and what was found, on the header's own line
    after the comments before it."""
    with pytest.raises(PuzzleError) as caught:
        read_gg(f"# a comment\n\n{header}\n", "p.gg")
    assert str(caught.value) == f"p.gg:3: {whole}"


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("shikaku 2x2\n. . .\n4 .\n", "bad.gg:2: the board: row 1 has 3 cells, expected 2"),
        ("shikaku 2x2\n. 2\n2 .\n. .\n", "bad.gg:4: the board: the board has only 2 rows"),
        (
            "fillgrid 2x2 hitori\n1 2\n2 1\nsolution:\n#.\n.x\n",
            "bad.gg:6: the answer: rows use only '#' (filled) and '.' (empty)",
        ),
        # A word is quoted up to 20 characters, then cut.
        (
            "shikaku 2x2\n. 2\n2 abcdefghijklmnopqrst\n",
            "bad.gg:3: row 2, column 2: 'abcdefghijklmnopqrst' is not a number",
        ),
        (
            "shikaku 2x2\n. 2\n2 abcdefghijklmnopqrstu\n",
            "bad.gg:3: row 2, column 2: 'abcdefghijklmnopqrst...' is not a number",
        ),
        # A draft's problem is located like any file's.
        (
            "shikaku 3x3\ndraft: not a puzzle yet\n. . .\n. 7 .\n. . 2\n",
            "bad.gg:4: a draft, not a puzzle yet: clue 7 at row 2, column 2: no rectangle of"
            " area 7 fits on a 3x3 board",
        ),
    ],
)
def test_bad_rows_are_said_whole(text, whole):
    assert str(error_of(text)) == whole


def test_a_file_still_marked_as_a_draft_but_whole_reads_as_its_puzzle():
    """Finished in a text editor, the marker left in: nothing is wrong with the puzzle."""
    puzzle = read_gg("shikaku 2x2\ndraft: not a puzzle yet\n4 .\n. .\n")
    assert puzzle == ShikakuPuzzle(2, 2, (Clue(0, 0, 4),))


def test_rows_starting_with_hash_are_rows_where_hash_is_a_cell():
    """`#` starts a comment, except where it is drawn: a free grid's given shaded cell, a
    colour drawn as `#` in a palette and in a colour answer's rows."""
    free = read_gg("fillgrid 3x2 free\n# . o\n. # .\n")
    assert free.design == ((True, None, False), (None, True, None))
    colour = read_gg(
        "nonogram 2x2 colour\npalette:\n. white #ffffff\n# black #000000\nk red #ff0000\n"
        "rows:\n1# 1k\n1k 1#\ncolumns:\n1# 1k\n1k 1#\nsolution:\n#k\nk#\n"
    )
    assert [entry.char for entry in colour.palette] == [".", "#", "k"]
    assert colour.rows == colour.columns == ((1, 1), (1, 1))
    assert colour.given_solution == ((1, 2), (2, 1))
