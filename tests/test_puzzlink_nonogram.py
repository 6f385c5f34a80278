"""puzz.link `nonogram` URLs: a published vector solved to its known picture, pzprjs's
unflushed placements, exact round trips of random puzzles (clues past 15 included), and
the one-line error for each kind of bad body."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.detect import load_puzzle
from gridgames.formats.export import writable_formats
from gridgames.formats.puzzlink import read_puzzlink_url, write_puzzlink_url
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.solving import solve_puzzle
from tests.foreign_samples import mutated

# "SELAMAT HARI RAYA" in a 3x5 dot font: the example URL of noqx's nonogram solver, written
# by pzprjs (every line flushed against the grid, numbers and skips as its encoder prints).
SELAMAT = (
    "https://puzz.link/p?nonogram/31/13/m513j1111i531q55k11111h5111p55k111j131q55k11k55k11k135j"
    "1l55k111j55r35k311j35r51k115j51zn3353133o11111111111k131113133m11111111111k11111111333zg"
    "3113313311l111111111111111g3331111133l111112121111j11111111111111x"
)
SELAMAT_TOP = (
    "...............................",
    ".###.###.#...###.#####.###.###.",
    ".#...#...#...#.#.#.#.#.#.#..#..",
    ".###.###.#...###.#.#.#.###..#..",
)


def puzzle_of(grid: list[list[bool]]) -> NonogramPuzzle:
    columns = tuple(runs(column) for column in zip(*grid, strict=True))
    return NonogramPuzzle(len(grid[0]), len(grid), tuple(runs(row) for row in grid), columns)


def test_the_published_url_is_the_picture_and_is_written_back_exactly() -> None:
    puzzle = read_puzzlink_url(SELAMAT)
    assert (puzzle.width, puzzle.height) == (31, 13)
    report = solve_puzzle(puzzle)
    assert report.status == "unique"
    picture = ["".join("#" if on else "." for on in row) for row in report.answer]
    assert tuple(picture[:4]) == SELAMAT_TOP
    assert puzzle.columns[1] == (3, 1, 5)  # read from the far end: the 5 sits by the grid
    assert write_puzzlink_url(puzzle) == SELAMAT


def test_numbers_anywhere_in_a_line_read_as_pzprjs_reads_them_and_a_short_body_is_padded():
    # 5x5: three clue cells per line. Column 3 holds its 2 in the cell farthest from the grid
    # (not flushed); the body stops after row 1's clue, so the other rows are blank.
    # The clues do not add up (3 row cells, 8 column cells): the bare codec reads them.
    puzzle = read_puzzlink_url("https://puzz.link/p?nonogram/5/5/3h1j2i2h3", validate=False)
    assert puzzle.columns == ((3,), (1,), (2,), (), (2,))
    assert puzzle.rows == ((3,), (), (), (), ())
    assert write_puzzlink_url(puzzle) == "https://puzz.link/p?nonogram/5/5/3h1h2k2h3t"


@st.composite
def pictures(draw: st.DrawFn) -> list[list[bool]]:
    width = draw(st.integers(1, 40))
    height = draw(st.integers(1, 40))
    density = draw(st.sampled_from([0.0, 0.3, 0.7, 1.0]))
    bits = draw(st.lists(st.floats(0, 1), min_size=width * height, max_size=width * height))
    return [[bits[r * width + c] < density for c in range(width)] for r in range(height)]


@settings(max_examples=80, deadline=None)
@given(pictures())
def test_random_nonograms_round_trip_exactly(grid: list[list[bool]]) -> None:
    puzzle = puzzle_of(grid)
    url = write_puzzlink_url(puzzle)
    assert read_puzzlink_url(url) == puzzle
    assert load_puzzle(url) == puzzle  # what pasting or `gridgames solve URL` reads


def test_long_blocks_use_the_two_digit_form() -> None:
    puzzle = puzzle_of([[True] * 20, [False] * 20])
    url = write_puzzlink_url(puzzle)
    # 20 columns of one 1 (one clue cell each), then row 1's 20 (0x14) and 19 empty cells.
    assert url == "https://puzz.link/p?nonogram/20/2/" + "1" * 20 + "-14y"
    assert read_puzzlink_url(url) == puzzle


def test_the_widest_board_a_url_holds_is_the_widest_the_reader_takes() -> None:
    """Up to 200 cells a side (the readers' bound; no board we open has a line that long:
    this is a program's own puzzle); a block of 200 takes the two-digit form `-c8`. A
    wider board is refused, not written as a URL the reader would refuse."""
    widest = NonogramPuzzle(200, 1, ((200,),), ((1,),) * 200)
    # 200 columns of one 1, then the row's 200 and its 99 empty clue cells (4 `z` and `y`).
    url = write_puzzlink_url(widest)
    assert url.endswith("/200/1/" + "1" * 200 + "-c8" + "z" * 4 + "y")
    assert read_puzzlink_url(url) == widest
    for width, height in ((201, 1), (1, 201)):
        rows = ((1,),) * height
        columns = ((1,),) * width if height == 1 else ((height,),)
        with pytest.raises(PuzzleError) as caught:
            write_puzzlink_url(NonogramPuzzle(width, height, rows, columns))
        assert caught.value.message == f"size {width}x{height} is outside 1x1 to 200x200"


def test_the_export_dialog_offers_the_url_for_nonograms() -> None:
    puzzle = read_puzzlink_url(SELAMAT)
    assert "puzzlink" in [spec.name for spec in writable_formats(puzzle)]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("3.", "clip:1: '.' is a '?' clue of unknown value, which is not supported at column 35"),
        ("3X", "clip:1: bad character 'X' at column 35"),
        ("+100", "clip:1: '+': pzprjs reads no clue number above 255 at column 34"),
        ("-1", "clip:1: '-' must be followed by 2 hex digits at column 34"),
        ("-1g", "clip:1: bad character 'g' in a number at column 36"),
        ("6", "clip:1: column 1: block 6 is out of range 1 to 5 at column 34"),
        ("0", "clip:1: column 1: block 0 is out of range 1 to 5 at column 34"),
        ("333", "clip:1: column 1: the clue (3, 3, 3) does not fit in 5 cells"),
        ("zz", "clip:1: too much data: only 30 clue cells at column 35"),
        # Row 5's first clue cell (after 27 empty ones) and a clue one cell too long.
        ("ooo6", "clip:1: row 5: block 6 is out of range 1 to 5 at column 37"),
        ("32", "clip:1: column 1: the clue (2, 3) does not fit in 5 cells"),
    ],
)
def test_bad_bodies_say_what_and_where(body: str, message: str) -> None:
    url = f"https://puzz.link/p?nonogram/5/5/{body}"
    with pytest.raises(PuzzleError) as caught:
        read_puzzlink_url(url, "clip")
    assert str(caught.value) == message


@settings(max_examples=150, deadline=None)
@given(mutated([SELAMAT, "https://puzz.link/p?nonogram/5/5/3h1j2i2h3"]))
def test_mangled_urls_give_a_puzzle_error_or_a_puzzle_that_round_trips(text: str) -> None:
    try:
        puzzle = read_puzzlink_url(text)
    except PuzzleError:
        return
    if isinstance(puzzle, NonogramPuzzle):
        assert read_puzzlink_url(write_puzzlink_url(puzzle)) == puzzle
