"""`.non` (nonogram-db): all real files against their INDEX, goals against clues, round
trips, errors and fuzzing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.non import read_non, write_non
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from tests.formats.formats_support import (
    DATA,
    FUZZ,
    ROUND_TRIP,
    data_files,
    fails_cleanly,
    grid_clues,
    ids,
    located_or_global,
    mutations,
    nonogram_puzzles,
    random_text,
    same,
)

NON_FILES = data_files("nonogram/nonogram-db/db/**/*.non")

DANCER = """catalogue "webpbn.com #1"
title "Dancer"
by "Jan Wolter"
license CC-BY-3.0
width 5
height 10

rows
2
2,1
1,1
3
1,1
1,1
2
1,1
1,2
2

columns
2,1
2,1,3
7
1,3
2,1

goal "01100011010010101110101001010000110010100101111000"
"""


def index_rows() -> dict[str, list[str]]:
    """The INDEX.md table: file -> [bytes, WxH, title, author, license, catalogue, ...]."""
    index = DATA / "nonogram" / "INDEX.md"
    if not index.is_file():
        return {}
    table = {}
    for line in index.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) > 6 and cells[0].endswith(".non"):
            table[cells[0]] = cells[1:]
    return table


def error_of(text: str) -> PuzzleError:
    with pytest.raises(PuzzleError) as caught:
        read_non(text, "bad.non")
    return caught.value


@pytest.mark.parametrize("path", NON_FILES, ids=ids(NON_FILES))
def test_real_file_matches_its_index_and_its_goal_satisfies_the_clues(path):
    puzzle = read_non(path.read_text(encoding="utf-8"), str(path))
    entry = index_rows().get(path.relative_to(DATA / "nonogram/nonogram-db/db").as_posix())
    if entry is not None:
        assert f"{puzzle.width}x{puzzle.height}" == entry[1]
        assert puzzle.meta["title"] == entry[2]
        assert puzzle.meta["author"].startswith(entry[3])  # the file adds an e-mail address
        assert puzzle.meta["licence"] == entry[4]
    assert puzzle.given_solution is not None
    assert grid_clues(puzzle.given_solution) == (puzzle.rows, puzzle.columns)


def test_every_indexed_file_is_present():
    table = index_rows()
    if not table:
        pytest.skip("shared nonogram data not present")
    found = {p.relative_to(DATA / "nonogram/nonogram-db/db").as_posix() for p in NON_FILES}
    assert set(table) <= found


@pytest.mark.parametrize("path", NON_FILES, ids=ids(NON_FILES))
def test_real_file_round_trips(path):
    puzzle = read_non(path.read_text(encoding="utf-8"), str(path))
    text = write_non(puzzle)
    again = read_non(text)
    assert same(again, puzzle)
    assert write_non(again) == text


def test_dancer_is_read_exactly():
    puzzle = read_non(DANCER)
    assert puzzle.meta == {
        "catalogue": "webpbn.com #1",
        "title": "Dancer",
        "author": "Jan Wolter",
        "licence": "CC-BY-3.0",
    }
    assert puzzle.rows[1] == (2, 1) and puzzle.columns[2] == (7,)
    assert puzzle.given_solution[0] == (False, True, True, False, False)
    assert write_non(puzzle) == DANCER


def test_format_md_details():
    """Blank lines as empty clues, colour letters of one colour, HTML escapes, unknown
    lines and key order other than the usual."""
    text = (
        'title "A &amp; B &quot;C&quot;"\nmystery line\nheight 3\nwidth 2\ncolor a #000000\n'
        "columns\n1a\n2a\nrows\n1a\n\n2a\n"
    )
    puzzle = read_non(text)
    assert puzzle.rows == ((1,), (), (2,)) and puzzle.columns == ((1,), (2,))
    assert puzzle.meta == {"title": 'A & B "C"', "mystery": "line"}
    assert read_non("width 1\nheight 2\nrows\n1\n\ncolumns\n1\n").rows == ((1,), ())


@ROUND_TRIP
@given(nonogram_puzzles())
def test_random_puzzles_round_trip(puzzle):
    text = write_non(puzzle)
    assert same(read_non(text), puzzle)


def test_writer_refuses_keys_it_would_read_back_differently():
    for key in ("by", "License", "goal", "two words"):
        with pytest.raises(PuzzleError) as caught:
            write_non(NonogramPuzzle(1, 1, ((1,),), ((1,),), {key: "x"}))
        assert str(caught.value) == f"<output>: cannot write metadata key {key!r} in a .non file"


HEAD = "width 2\nheight 2\n"


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (HEAD + "rows\n3\n1\ncolumns\n1\n1\n", 4, ["row 1 clue 3 needs 3 cells", "has 2"]),
        (HEAD + "rows\n1\n1\ncolumns\n1\n2\n", None, ["row clues fill 2", "column clues fill 3"]),
        (HEAD + "rows\n1\n-1\ncolumns\n1\n1\n", 5, ["row 2 clue", "negative number -1"]),
        (HEAD + "rows\n1\n1,x\ncolumns\n1\n1\n", 5, ["'x' is not a number"]),
        (HEAD + "rows\n1\ncolumns\n1\n1\n", 3, ["expected 2 row clues, got 1"]),
        (HEAD + "rows\n1\n1\n1\ncolumns\n1\n1\n", 6, ["expected 2 row clues, got 3"]),
        (HEAD + 'rows\n1\n1\ntitle "t"\n1\ncolumns\n1\n1\n', 7, ["outside a 'rows' or 'columns'"]),
        (HEAD + "rows\n1a\n1b\ncolumns\n1\n1\n", 5, ["multi-colour", "a, b"]),
        (HEAD + "color a #f00\ncolor b #0f0\n", 4, ["multi-colour"]),
        (HEAD + 'rows\n1\n1\ncolumns\n2\n0\ngoal "1a10"\n', 9, ["multi-colour", "1, a"]),
        (HEAD + 'rows\n1\n1\ncolumns\n2\n0\ngoal "101"\n', 9, ["goal has 3 cells", "2x2 = 4"]),
        (HEAD + 'title "open\nrows\n', 3, ["closing"]),
        (HEAD + "width 3\n", 3, ["'width' given twice"]),
        ("width 300\n", 1, ["width 300", "1 to 200"]),
        ("width 12345678901234\n", 1, ["too large"]),
        ("rows\n1\n", 1, ["after 'height'"]),
        (HEAD + "rows\n1\n1\n", None, ["missing 'columns'"]),
        ("", None, ["missing 'width'"]),
    ],
)
def test_bad_input_is_located_and_named(text, line, words):
    error = error_of(text)
    assert error.line == line, str(error)
    for word in words:
        assert word in error.message, str(error)


@FUZZ
@given(random_text)
def test_random_text_fails_cleanly(text):
    fails_cleanly(read_non, text)


@FUZZ
@given(st.data())
def test_mutated_files_fail_cleanly_with_a_line(data):
    texts = [DANCER] + [p.read_text(encoding="utf-8") for p in NON_FILES[:8]]
    text = data.draw(mutations(data.draw(st.sampled_from(texts))))
    located_or_global(fails_cleanly(read_non, text))


def test_quotes_and_ampersands_in_metadata_are_written_escaped_and_read_back():
    puzzle = NonogramPuzzle(1, 1, ((1,),), ((1,),), meta={"title": 'A "b" & c'})
    text = write_non(puzzle)
    assert text.startswith('title "A &quot;b&quot; &amp; c"\n')
    assert read_non(text).meta == {"title": 'A "b" & c'}
