"""Tatham game IDs: FORMATS.md's vectors, the shared .gg files' comments, exact round trips of
random puzzles, and fuzzing that may only ever raise PuzzleError."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.tatham import read_tatham_id, write_tatham_id
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle
from tests.foreign_samples import (
    GG_FILES,
    NOISE,
    SEED000_CLUES,
    SEED000_RECT,
    SEEDS,
    clue_boards,
    fillgrid_from,
    gg_comment,
    gg_file,
    gg_puzzle,
    mutated,
    needs_shared,
    shikaku_from,
)

SINGLES = "singles:5x5:2411454321434143224552454"
RANGE = "range:7x7:d7b3e8e5c7a7c13e4e8b4d"
PATTERN = "pattern:5x10:2.1/2.1.3/7/1.3/2.1/2/2.1/1.1/3/1.1/1.1/2/1.1/1.2/2"
VECTORS = [SEED000_RECT, SINGLES, RANGE, PATTERN]


# --------------------------------------------------------------------------------------------
# The shared .gg files, read with a few lines of our own (the .gg reader is written elsewhere)
# --------------------------------------------------------------------------------------------


def genre_of(puzzle: ShikakuPuzzle | FillGridPuzzle) -> str:
    return puzzle.variant if isinstance(puzzle, FillGridPuzzle) else "shikaku"


# --------------------------------------------------------------------------------------------
# Vectors
# --------------------------------------------------------------------------------------------


def test_seed000_rect_decodes_to_the_known_clues() -> None:
    puzzle = read_tatham_id(SEED000_RECT)
    assert isinstance(puzzle, ShikakuPuzzle)
    assert (puzzle.width, puzzle.height) == (12, 12)
    assert {(clue.col, clue.row, clue.value) for clue in puzzle.clues} == SEED000_CLUES


def test_singles_vector_decodes_to_its_numbers() -> None:
    puzzle = read_tatham_id(SINGLES)
    assert puzzle == FillGridPuzzle(
        5,
        5,
        "hitori",
        ((2, 4, 1, 1, 4), (5, 4, 3, 2, 1), (4, 3, 4, 1, 4), (3, 2, 2, 4, 5), (5, 2, 4, 5, 4)),
    )


def test_pattern_vector_is_webpbn_1() -> None:
    puzzle = read_tatham_id(PATTERN)
    assert puzzle == NonogramPuzzle(
        5,
        10,
        rows=((2,), (2, 1), (1, 1), (3,), (1, 1), (1, 1), (2,), (1, 1), (1, 2), (2,)),
        columns=((2, 1), (2, 1, 3), (7,), (1, 3), (2, 1)),
    )


@needs_shared
def test_range_vector_matches_the_shared_file() -> None:
    assert read_tatham_id(RANGE) == gg_puzzle(gg_file("sgt-range-example-7x7.gg"))


@pytest.mark.parametrize("vector", VECTORS)
def test_writer_reproduces_each_vector(vector: str) -> None:
    assert write_tatham_id(read_tatham_id(vector)) == vector


@needs_shared
@pytest.mark.parametrize("path", GG_FILES, ids=lambda path: path.name)
def test_shared_file_tatham_comment_decodes_to_its_body(path: Path) -> None:
    bare_id = gg_comment(path, "tatham-id")
    if bare_id is None:
        pytest.skip("no tatham-id comment")
    expected = gg_puzzle(path)
    puzzle = read_tatham_id(bare_id, game=genre_of(expected))
    assert puzzle == expected
    game = write_tatham_id(puzzle).split(":")[0]
    assert write_tatham_id(puzzle) == f"{game}:{bare_id}"


@needs_shared
@pytest.mark.parametrize("path", GG_FILES, ids=lambda path: path.name)
def test_our_gg_body_reading_agrees_with_read_gg(path: Path) -> None:
    """The few-line .gg parser above is only trusted as far as the real reader agrees."""
    gg = pytest.importorskip("gridgames.formats.gg")
    assert gg.read_gg(path.read_text(), str(path)) == gg_puzzle(path)


def test_bare_form_takes_the_game_from_the_caller() -> None:
    bare = RANGE.split(":", 1)[1]
    assert read_tatham_id(bare, game="range") == read_tatham_id(RANGE)
    assert read_tatham_id(bare, game="kurodoko") == read_tatham_id(RANGE)
    assert read_tatham_id(RANGE, game="range") == read_tatham_id(RANGE)


def test_full_parameter_strings_and_spacing_are_accepted() -> None:
    desc = SINGLES.split(":")[2]
    assert read_tatham_id(f"singles:5x5dk:{desc}") == read_tatham_id(SINGLES)
    assert read_tatham_id(f"  {SEED000_RECT}\n") == read_tatham_id(SEED000_RECT)
    assert read_tatham_id("rect:3e1.5a:9h") == read_tatham_id("rect:3x3:9h")


def test_underscores_and_long_runs() -> None:
    # Two clues side by side need `_`; runs over 26 are written `z` first, as rect.c does.
    puzzle = ShikakuPuzzle(30, 1, (Clue(0, 0, 2), Clue(0, 1, 28)))
    assert write_tatham_id(puzzle) == "rect:30x1:2_28zb"
    assert read_tatham_id("rect:30x1:2_28zb") == puzzle


def test_pattern_blank_lines_and_prefilled_squares() -> None:
    puzzle = NonogramPuzzle(3, 2, rows=((1, 1), ()), columns=((1,), (), (1,)))
    assert write_tatham_id(puzzle) == "pattern:3x2:1//1/1.1/"
    assert read_tatham_id("pattern:3x2:1//1/1.1/") == puzzle
    assert read_tatham_id("pattern:3x2:1/0/1/1.1/0") == puzzle
    assert read_tatham_id("pattern:3x2:1//1/1.1/,Abc") == puzzle  # givens checked, then dropped


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------

BAD_IDS = [
    ("", None, "empty input"),
    (SEED000_RECT[:-1] + "a", None, "not enough data: expected 144 cells, got 143"),
    (SEED000_RECT + "a", None, "too much data: expected 144 cells, got 145 at column 58"),
    (
        "rect:3x3:" + "z" * 100_000,
        None,
        "too much data: expected 9 cells, got 2600000 at column 10",
    ),
    (
        "chess:8x8:abc",
        None,
        "unknown game 'chess': expected rect, singles, range or pattern at column 1",
    ),
    ("rect:3x3:i", "chess", "unknown game 'chess': expected rect, singles, range or pattern"),
    ("rect:3x3:i", "range", "this is a rect ID, but a range ID was expected at column 1"),
    ("rect:axb:i", None, "malformed size 'axb': expected WxH such as 7x7 at column 6"),
    ("rect:201x201:a", None, "size '201x201' is too large: at most 200x200"),
    ("rect:99999999999999x2:a", None, "size '99999999999999x2' is too large: at most 200x200"),
    ("rect:0x5:a", None, "size '0x5': width and height must be at least 1"),
    ("rect:3x3:a?g", None, "bad character '?' at column 11"),
    ("  rect:3x3:a?g", None, "bad character '?' at column 13"),
    ("rect:3x3:0i", None, "bad character '0' at column 10"),
    ("rect:3x3:10h", None, "number 10 is out of range 1 to 9 for a 3x3 shikaku at column 10"),
    (
        "rect:3x3:9" + "9" * 5000,
        None,
        "number 1000000000 is out of range 1 to 9 for a 3x3 shikaku at column 10",
    ),
    ("range:3x3:6h", None, "number 6 is out of range 1 to 5 for a 3x3 kurodoko at column 11"),
    ("singles:3x3:12312312", None, "expected 9 cells, got 8"),
    (
        "singles:3x3:123123124",
        None,
        "number 4 is out of range 1 to 3 for a 3x3 hitori at column 21",
    ),
    ("singles:2x2:12!1", None, "bad character '!' at column 15"),
    ("pattern:2x2:1/1/1", None, "expected 4 clue lines (2 columns, then 2 rows), got 3"),
    ("pattern:2x2:1/1/1/3", None, "the row 2 clue '3' does not fit in 2 cells at column 19"),
    ("pattern:2x2:1/1/1/1.", None, "empty number in the row 2 clue at column 21"),
    (
        "pattern:2x2:1/1/1/1.0",
        None,
        "0 inside the row 2 clue (only a lone 0 means blank) at column 21",
    ),
    ("pattern:2x2:1/x/1/1", None, "bad character 'x' in the column 2 clue at column 15"),
    ("pattern:2x2:1/1/1/1,a", None, "too little data in the pre-filled squares section"),
    ("pattern:2x2:1/1/1/1,z", None, "too much data in the pre-filled squares section at column 21"),
    (
        "pattern:2x2:1/1/1/1,d!",
        None,
        "too much data in the pre-filled squares section at column 22",
    ),
    (
        "rect#12345",
        None,
        "this is a random seed (GAME:PARAMS#SEED), not a game ID; copy the game ID from"
        " Game > Specific instead at column 5",
    ),
    ("12x12:g8", None, "no game name in front: write rect:, singles:, range: or pattern:"),
    ("rect:12x12", None, "missing description after 'rect:12x12': expected GAME:WxH:DESC"),
    ("rect:3x3:i:x", None, "too many ':' separators: expected GAME:WxH:DESCRIPTION at column 11"),
    ("hello", None, "not a Tatham game ID: expected GAME:WxH:DESCRIPTION"),
    # The column of the first '#', and of pieces of the bare form (the game named by the caller).
    (
        "rect:3x3#12#3",
        None,
        "this is a random seed (GAME:PARAMS#SEED), not a game ID; copy the game ID from"
        " Game > Specific instead at column 9",
    ),
    ("axb:i", "rect", "malformed size 'axb': expected WxH such as 7x7 at column 1"),
    ("3x3:a?g", "rect", "bad character '?' at column 6"),
    # Data past the board's end found on a clue (not a run); singles' `0` is a number, not a
    # bad character.
    ("rect:2x1:2_2_2", None, "too much data: expected 2 cells, got 3 at column 14"),
    ("singles:2x2:1021", None, "number 0 is out of range 1 to 2 for a 2x2 hitori at column 14"),
    # A number of up to 9 digits is named as typed (only longer ones are capped).
    (
        "rect:3x3:123456789h",
        None,
        "number 123456789 is out of range 1 to 9 for a 3x3 shikaku at column 10",
    ),
    # A bad character after a number, in the second and third numbers of a clue.
    (
        "pattern:5x5:1/1/1/1/1/1/1/1/1/1.1x",
        None,
        "bad character 'x' in the row 5 clue at column 34",
    ),
    (
        "pattern:5x5:1/1/1/1/1/1/1/1/1/1.1.1x",
        None,
        "bad character 'x' in the row 5 clue at column 36",
    ),
    (
        "pattern:2x2:1/1/1/1,a1",
        None,
        "bad character '1' in the pre-filled squares section at column 22",
    ),
]


@pytest.mark.parametrize(("text", "game", "message"), BAD_IDS, ids=[row[2] for row in BAD_IDS])
def test_bad_ids_raise_located_puzzle_errors(text: str, game: str | None, message: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_tatham_id(text, "paste", game=game)
    assert caught.value.message == message
    assert (caught.value.source, caught.value.line) == ("paste", 1)


@pytest.mark.parametrize(
    ("puzzle", "message"),
    [
        (FillGridPuzzle.free(3, 3), "no encoding for a free puzzle (only clue-bearing genres)"),
        (ShikakuPuzzle(1, 1, (Clue(0, 0, 1),)), "Tatham's rect needs a board of at least 2 cells"),
        (
            FillGridPuzzle(62, 2, "hitori", ((62,) * 62, (1,) * 62)),
            "Tatham's singles cannot write the number 62 (max 61)",
        ),
        (
            FillGridPuzzle(100, 100, "kurodoko", ((None,) * 100,) * 100),
            "Tatham's range needs width + height - 1 <= 127",
        ),
        (FillGridPuzzle(2, 2, "hitori", ((1, None), (2, 1))), "hitori cell (0, 1) has no number"),
        (ShikakuPuzzle(2, 2, (Clue(0, 0, 5),)), "number 5 at (0, 0) is out of range 1 to 4"),
        (
            FillGridPuzzle(3, 1, "hitori", ((1, 2, 3),)),
            "Tatham's singles needs a board at least 2x2",
        ),
        (NonogramPuzzle(2, 1, rows=((3,),), columns=((), ())), "clue (3,) does not fit in 2 cells"),
        # Puzzles no reader makes (a program's own), refused rather than written wrong.
        (ShikakuPuzzle(3, 3, (Clue(3, 0, 2),)), "clue (3, 0, 2) lies outside the board"),
        (ShikakuPuzzle(3, 3, (Clue(0, 3, 2),)), "clue (0, 3, 2) lies outside the board"),
        (FillGridPuzzle(3, 2, "hitori", ((1, 2, 3), (1, 2))), "numbers do not form a 3x2 grid"),
        (ShikakuPuzzle(201, 1, ()), "size 201x1 is outside 1x1 to 200x200"),
        (ShikakuPuzzle(1, 201, ()), "size 1x201 is outside 1x1 to 200x200"),
        (NonogramPuzzle(201, 1, ((),), ((),) * 201), "size 201x1 is outside 1x1 to 200x200"),
        (NonogramPuzzle(1, 201, ((),) * 201, ((),)), "size 1x201 is outside 1x1 to 200x200"),
        (NonogramPuzzle(2, 2, ((), ()), ((),)), "expected 2 column and 2 row clues"),
        (NonogramPuzzle(2, 2, ((),), ((), ())), "expected 2 column and 2 row clues"),
    ],
)
def test_writer_refuses_what_tatham_cannot_hold(puzzle: object, message: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        write_tatham_id(puzzle)  # type: ignore[arg-type]
    assert caught.value.message == message


@pytest.mark.parametrize(
    ("puzzle", "text"),
    [
        (ShikakuPuzzle(2, 1, (Clue(0, 0, 2),)), "rect:2x1:2a"),  # rect's smallest board
        (NonogramPuzzle(200, 1, ((200,),), ((1,),) * 200), "pattern:200x1:" + "1/" * 200 + "200"),
        (NonogramPuzzle(1, 200, ((1,),) * 200, ((200,),)), "pattern:1x200:200" + "/1" * 200),
    ],
)
def test_the_largest_and_smallest_boards_tatham_takes_are_written(
    puzzle: object, text: str
) -> None:
    assert write_tatham_id(puzzle) == text  # type: ignore[arg-type]
    assert read_tatham_id(text) == puzzle


@pytest.mark.parametrize(
    ("givens", "side"),
    [
        ("aaaa", 2),  # four fixed cells, one letter each: the last fills the board
        ("ad", 2),  # the last letter skips to the board's end, leaving nothing to fix
        ("zzzz", 10),  # `z` skips 25 cells and fixes none: four of them are a 10x10 board
    ],
)
def test_prefilled_squares_that_fill_the_board_exactly_are_accepted(givens: str, side: int) -> None:
    clues = "/".join(["1"] * (2 * side))
    assert read_tatham_id(f"pattern:{side}x{side}:{clues},{givens}") == read_tatham_id(
        f"pattern:{side}x{side}:{clues}"
    )


@pytest.mark.parametrize("text", [b"rect:2x1:2a", None, 7])
def test_what_is_not_text_is_one_line_naming_its_type(text: object) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_tatham_id(text, "paste")  # type: ignore[arg-type]
    assert str(caught.value) == f"paste:1: expected text, got {type(text).__name__}"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rect:2x2:1c", "paste: the clues add up to 1 but the 2x2 board has 4 cells"),
        ("pattern:2x2:1/1/1/", "paste: the row clues fill 1 cells but the column clues fill 2"),
    ],
)
def test_clues_that_make_no_puzzle_are_refused_as_a_file_s_would_be(
    text: str, message: str
) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_tatham_id(text, "paste")
    assert str(caught.value) == message
    assert write_tatham_id(read_tatham_id(text, validate=False)) == text  # the codec alone


# --------------------------------------------------------------------------------------------
# Round trips of random puzzles
# --------------------------------------------------------------------------------------------


def assert_round_trip(puzzle: object) -> None:
    text = write_tatham_id(puzzle)  # type: ignore[arg-type]
    assert read_tatham_id(text, validate=False) == puzzle  # random clues: the codec alone
    assert write_tatham_id(read_tatham_id(text, validate=False)) == text


@settings(max_examples=120, deadline=None)
@given(clue_boards("shikaku", 40))
def test_random_shikaku_round_trips(board: tuple[int, int, list[int | None]]) -> None:
    width, height, cells = board
    assume(width * height >= 2)
    assert_round_trip(shikaku_from(width, height, cells))


@settings(max_examples=120, deadline=None)
@given(clue_boards("kurodoko", 60))
def test_random_kurodoko_round_trips(board: tuple[int, int, list[int | None]]) -> None:
    assert_round_trip(fillgrid_from(board[0], board[1], "kurodoko", board[2]))


@settings(max_examples=100, deadline=None)
@given(
    st.integers(2, 61) | st.integers(2, 9),
    st.integers(2, 61) | st.integers(2, 9),
    SEEDS,
)
def test_random_hitori_round_trips(width: int, height: int, rng: random.Random) -> None:
    limit = max(width, height)
    cells = [rng.randint(1, limit) for _ in range(width * height)]
    assert_round_trip(fillgrid_from(width, height, "hitori", cells))


def line_clue(cells: list[bool]) -> tuple[int, ...]:
    return tuple(
        len(block) for block in "".join("#" if c else "." for c in cells).split(".") if block
    )


@settings(max_examples=100, deadline=None)
@given(
    st.integers(1, 30),
    st.integers(1, 30),
    st.sampled_from([0.0, 0.3, 0.7, 1.0]),
    SEEDS,
)
def test_random_nonogram_round_trips(
    width: int, height: int, density: float, rng: random.Random
) -> None:
    grid = [[rng.random() < density for _ in range(width)] for _ in range(height)]
    rows = tuple(line_clue(row) for row in grid)
    columns = tuple(line_clue([grid[r][c] for r in range(height)]) for c in range(width))
    assert_round_trip(NonogramPuzzle(width, height, rows, columns))


# --------------------------------------------------------------------------------------------
# Fuzz: any input is a puzzle or a PuzzleError, and what is read can be written back
# --------------------------------------------------------------------------------------------

GAME_ARGS = st.sampled_from([None, "rect", "singles", "range", "pattern", "hitori"])


def read_or_error(text: str, game: str | None = None) -> None:
    try:
        puzzle = read_tatham_id(text, game=game)
    except PuzzleError:
        return
    try:
        again = write_tatham_id(puzzle)
    except PuzzleError:
        return  # accepted on reading, but Tatham's own limits refuse it (e.g. a 1x1 rect)
    assert read_tatham_id(again) == puzzle


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=80) | st.text(alphabet=NOISE, max_size=80), GAME_ARGS)
def test_fuzz_random_text(text: str, game: str | None) -> None:
    read_or_error(text, game)


@settings(max_examples=300, deadline=None)
@given(mutated(VECTORS))
def test_fuzz_mutated_vectors(text: str) -> None:
    read_or_error(text)


def test_the_range_writer_takes_sight_lines_up_to_127_cells() -> None:
    """Tatham's range stores a count as one byte's worth: width + height - 1 <= 127."""
    empty = FillGridPuzzle(64, 64, "kurodoko", ((None,) * 64,) * 64)
    assert read_tatham_id(write_tatham_id(empty)) == empty
    with pytest.raises(PuzzleError) as caught:
        write_tatham_id(FillGridPuzzle(65, 64, "kurodoko", ((None,) * 65,) * 64))
    assert caught.value.message == "Tatham's range needs width + height - 1 <= 127"
