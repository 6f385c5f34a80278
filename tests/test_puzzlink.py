"""puzz.link / pzprjs URLs: FORMATS.md's vectors (one is the same puzzle as a Tatham ID), the
shared .gg files' comments, every number16 width, exact round trips of random puzzles, and
fuzzing that may only ever raise PuzzleError."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.puzzlink import read_puzzlink_url, write_puzzlink_url
from gridgames.formats.tatham import read_tatham_id
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

SEED000_URL = "https://puzz.link/p?shikaku/12/12/m8m8k6t6k6n6j9h6r6j8j6i6j8jan6j6i6g5h6j6p6k4h"
HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"
KURODOKO = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"
VECTORS = [SEED000_URL, HITORI, KURODOKO]


# --------------------------------------------------------------------------------------------
# Vectors
# --------------------------------------------------------------------------------------------


def test_seed000_url_and_rect_id_are_the_same_puzzle() -> None:
    puzzle = read_puzzlink_url(SEED000_URL)
    assert isinstance(puzzle, ShikakuPuzzle)
    assert {(clue.col, clue.row, clue.value) for clue in puzzle.clues} == SEED000_CLUES
    assert puzzle == read_tatham_id(SEED000_RECT)


@needs_shared
@pytest.mark.parametrize(
    ("url", "name"),
    [(HITORI, "pzprjs-hitori-4x4.gg"), (KURODOKO, "pzprjs-kurodoko-5x5.gg")],
)
def test_vectors_match_the_shared_files(url: str, name: str) -> None:
    assert read_puzzlink_url(url) == gg_puzzle(gg_file(name))


@pytest.mark.parametrize("url", VECTORS)
def test_writer_reproduces_each_vector(url: str) -> None:
    assert write_puzzlink_url(read_puzzlink_url(url)) == url


@needs_shared
@pytest.mark.parametrize("path", GG_FILES, ids=lambda path: path.name)
def test_shared_file_puzzlink_comment_decodes_to_its_body(path: Path) -> None:
    url = gg_comment(path, "puzz.link")
    if url is None:
        pytest.skip("no puzz.link comment")
    puzzle = read_puzzlink_url(url)
    assert puzzle == gg_puzzle(path)
    assert write_puzzlink_url(puzzle) == url


@pytest.mark.parametrize(
    "prefix",
    [
        "http://puzz.link/p?",
        "puzz.link/p?",
        "https://www.puzz.link/p?",
        "http://pzv.jp/p.html?",
        "pzv.jp/p.html?",
        "https://pzprxs.vercel.app/p?",
        "HTTPS://PUZZ.LINK/p?",
    ],
)
def test_every_known_host_is_accepted(prefix: str) -> None:
    url = prefix + KURODOKO.split("?", 1)[1]
    assert read_puzzlink_url(url) == read_puzzlink_url(KURODOKO)
    assert write_puzzlink_url(read_puzzlink_url(url)) == KURODOKO


def test_flags_segment_is_skipped_as_pzprjs_does() -> None:
    for query in ("hitori/d/4/4/", "hitori//4/4/"):
        url = "https://puzz.link/p?" + query + HITORI.rsplit("/", 1)[1]
        assert read_puzzlink_url(url) == read_puzzlink_url(HITORI)


@pytest.mark.parametrize(
    ("value", "token"),
    [
        (1, "1"),
        (15, "f"),
        (16, "-10"),
        (255, "-ff"),
        (256, "+100"),
        (4095, "+fff"),
        (4096, "=000"),
        (8191, "=fff"),
        (8192, "%000"),
        (12239, "%fcf"),
        (12240, "*0000"),
        (40000, "*6c70"),
    ],
)
def test_every_number16_width(value: int, token: str) -> None:
    # One clue in the first cell of a 200x200 board, then 39999 empty cells: 1999 `z` + `y`.
    puzzle = ShikakuPuzzle(200, 200, (Clue(0, 0, value),))
    url = write_puzzlink_url(puzzle)
    assert url == f"https://puzz.link/p?shikaku/200/200/{token}{'z' * 1999}y"
    assert read_puzzlink_url(url, validate=False) == puzzle  # one clue: the codec alone


def test_hitori_two_digit_base36_numbers() -> None:
    numbers = (tuple(range(1, 51)), tuple(range(50, 0, -1)))
    puzzle = FillGridPuzzle(50, 2, "hitori", numbers)
    url = write_puzzlink_url(puzzle)
    assert "/50/2/123456789abcdefghijklmnopqrstuvwxyz-10-11-12-13-14-15-16-17-18-19-1a-1b" in url
    assert read_puzzlink_url(url) == puzzle
    assert read_puzzlink_url(url.replace("-1a", "-1A")) == puzzle  # parseInt takes either case


# --------------------------------------------------------------------------------------------
# Errors
# --------------------------------------------------------------------------------------------

P = "https://puzz.link/p?"
BAD_URLS = [
    ("", "empty input"),
    (SEED000_URL[:-1] + "g", "not enough data: expected 144 cells, got 143"),
    (SEED000_URL + "g", "too much data: expected 144 cells, got 145 at column 80"),
    (
        P + "kurodoko/3/3/" + "z" * 100_000,
        "too much data: expected 9 cells, got 2000000 at column 34",
    ),
    (
        "https://example.com/p?hitori/4/4/1",
        "not a puzz.link URL: expected https://puzz.link/p?GENRE/COLS/ROWS/BODY",
    ),
    ("shikaku/3/3/i", "not a puzz.link URL: expected https://puzz.link/p?GENRE/COLS/ROWS/BODY"),
    (
        P + "nurikabe/3/3/i",
        "unknown puzz.link genre 'nurikabe': expected shikaku, hitori, kurodoko, nonogram"
        " at column 21",
    ),
    (
        P + "shikaku/3/3",
        "missing size or body: expected https://puzz.link/p?shikaku/COLS/ROWS/BODY",
    ),
    (P + "shikaku/3/x/i", "malformed height 'x' at column 31"),
    (P + "shikaku/201/3/z", "size '201x3' is too large: at most 200x200"),
    (P + "shikaku/0/3/z", "size '0x3': width and height must be at least 1"),
    (P + "shikaku/3/3/a", "number 10 is out of range 1 to 9 for a 3x3 shikaku at column 33"),
    (P + "shikaku/3/3/0n", "number 0 is out of range 1 to 9 for a 3x3 shikaku at column 33"),
    (
        P + "shikaku/200/200/$00000",
        "number 77776 is out of range 1 to 40000 for a 200x200 shikaku at column 37",
    ),
    (P + "kurodoko/3/3/6n", "number 6 is out of range 1 to 5 for a 3x3 kurodoko at column 34"),
    (
        P + "kurodoko/3/3/.n",
        "'.' is a '?' clue of unknown value, which is not supported at column 34",
    ),
    (P + "kurodoko/3/3/-1", "'-' must be followed by 2 hex digits at column 34"),
    (P + "kurodoko/3/3/-1x", "bad character 'x' in a number at column 36"),
    (P + "kurodoko/3/3/-+1", "bad character '+' in a number at column 35"),
    (P + "shikaku/3/3/G", "bad character 'G' at column 33"),
    (P + "shikaku/3/3/i/", "bad character '/' at column 34"),
    (P + "hitori/2/2/121", "not enough data: expected 4 cells, got 3"),
    (P + "hitori/2/2/1213", "number 3 is out of range 1 to 2 for a 2x2 hitori at column 35"),
    (
        P + "hitori/2/2/12.1",
        "'.' is an empty cell, but a hitori needs a number in each at column 34",
    ),
    (P + "hitori/2/2/12@1", "'@' is a '?' cell of unknown value, not supported at column 34"),
    (P + "hitori/2/2/12A1", "bad character 'A' at column 34"),
    (P + "hitori/2/2/-_1", "bad character '_' in a number at column 33"),
    # A '?' past the query's is in the body; a width after the flags segment is checked.
    (P + "shikaku/3/3/?", "bad character '?' at column 33"),
    (P + "shikaku/d/x/3/i", "malformed width 'x' at column 31"),
    # 'X' is neither hex nor base 36 nor a '?' mark.
    (P + "shikaku/3/3/X", "bad character 'X' at column 33"),
    (P + "hitori/2/2/12X1", "bad character 'X' at column 34"),
    (P + "hitori/2/2/121-1", "'-' must be followed by 2 base-36 digits at column 35"),
    # Data past the board's end found on a number (not a skip).
    (P + "shikaku/2/1/222", "too much data: expected 2 cells, got 3 at column 35"),
    (P + "hitori/2/2/12121", "too much data: expected 4 cells, got 5 at column 36"),
]


@pytest.mark.parametrize(("text", "message"), BAD_URLS, ids=[row[1] for row in BAD_URLS])
def test_bad_urls_raise_located_puzzle_errors(text: str, message: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_puzzlink_url(text, "paste")
    assert caught.value.message == message
    assert (caught.value.source, caught.value.line) == ("paste", 1)


@pytest.mark.parametrize(
    ("puzzle", "message"),
    [
        (NonogramPuzzle(1, 1, rows=((2,),), columns=((1,),)), "clue (2,) does not fit in 1 cells"),
        (FillGridPuzzle.free(3, 3), "no encoding for a free puzzle (only clue-bearing genres)"),
        (FillGridPuzzle(2, 2, "hitori", ((1, None), (2, 1))), "hitori cell (0, 1) has no number"),
        (
            FillGridPuzzle(3, 3, "kurodoko", ((9, None, None),) * 3),
            "number 9 at (0, 0) is out of range 1 to 5",
        ),
    ],
)
def test_writer_refuses_what_it_cannot_encode(puzzle: object, message: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        write_puzzlink_url(puzzle)  # type: ignore[arg-type]
    assert caught.value.message == message


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("shikaku/2/2/1i", "paste: the clues add up to 1 but the 2x2 board has 4 cells"),
        ("nonogram/2/2/1g11", "paste: the row clues fill 2 cells but the column clues fill 1"),
    ],
)
def test_clues_that_make_no_puzzle_are_refused_as_a_file_s_would_be(
    query: str, message: str
) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_puzzlink_url(P + query, "paste")
    assert str(caught.value) == message
    url = P + query
    assert write_puzzlink_url(read_puzzlink_url(url, validate=False)) == url  # the codec alone


def test_what_is_not_text_is_one_line_naming_its_type() -> None:
    with pytest.raises(PuzzleError) as caught:
        read_puzzlink_url(b"https://puzz.link/p?shikaku/2/1/2g", "paste")  # type: ignore[arg-type]
    assert str(caught.value) == "paste:1: expected text, got bytes"


# --------------------------------------------------------------------------------------------
# Round trips of random puzzles
# --------------------------------------------------------------------------------------------


def assert_round_trip(puzzle: ShikakuPuzzle | FillGridPuzzle) -> None:
    url = write_puzzlink_url(puzzle)
    assert url.startswith("https://puzz.link/p?")
    assert read_puzzlink_url(url, validate=False) == puzzle  # random clues: the codec alone
    assert write_puzzlink_url(read_puzzlink_url(url, validate=False)) == url


@settings(max_examples=120, deadline=None)
@given(clue_boards("shikaku", 80))
def test_random_shikaku_round_trips(board: tuple[int, int, list[int | None]]) -> None:
    assert_round_trip(shikaku_from(*board))


@settings(max_examples=25, deadline=None)
@given(clue_boards("kurodoko", 200))
def test_random_kurodoko_round_trips(board: tuple[int, int, list[int | None]]) -> None:
    assert_round_trip(fillgrid_from(board[0], board[1], "kurodoko", board[2]))


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 80) | st.integers(1, 9), st.integers(1, 80) | st.integers(1, 9), SEEDS)
def test_random_hitori_round_trips(width: int, height: int, rng: random.Random) -> None:
    cells = [rng.randint(1, max(width, height)) for _ in range(width * height)]
    assert_round_trip(fillgrid_from(width, height, "hitori", cells))


# --------------------------------------------------------------------------------------------
# Fuzz: any input is a puzzle or a PuzzleError, and what is read can be written back
# --------------------------------------------------------------------------------------------

URL_NOISE = NOISE + "%@$*=?&"


def read_or_error(text: str) -> None:
    try:
        puzzle = read_puzzlink_url(text)
    except PuzzleError:
        return
    assert read_puzzlink_url(write_puzzlink_url(puzzle)) == puzzle


@settings(max_examples=300, deadline=None)
@given(
    st.text(max_size=60).map(lambda text: P + text)
    | st.text(alphabet=URL_NOISE, max_size=60).map(lambda text: P + "shikaku/4/4/" + text)
    | st.text(alphabet=URL_NOISE, max_size=60).map(lambda text: P + "hitori/3/3/" + text)
    | st.text(max_size=80)
)
def test_fuzz_random_text(text: str) -> None:
    read_or_error(text)


@settings(max_examples=300, deadline=None)
@given(mutated(VECTORS))
def test_fuzz_mutated_vectors(text: str) -> None:
    read_or_error(text)


def test_a_long_piece_is_quoted_up_to_24_characters() -> None:
    for height, quoted in (("x" * 24, "x" * 24), ("x" * 25, "x" * 24 + "...")):
        with pytest.raises(PuzzleError) as caught:
            read_puzzlink_url(f"{P}shikaku/3/{height}/i", "paste")
        assert caught.value.message == f"malformed height '{quoted}' at column 31"
