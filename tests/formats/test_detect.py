"""`load_puzzle` and `parse_puzzle_text`: every real file by extension and by sniffing,
URLs and Tatham IDs, and every way a file can be unreadable."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given

from gridgames.errors import PuzzleError
from gridgames.formats import detect
from gridgames.formats.detect import SUPPORTED_EXTENSIONS, load_puzzle, parse_puzzle_text
from gridgames.formats.gg import read_gg
from gridgames.formats.non import read_non
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.shikaku.puzzle import ShikakuPuzzle
from tests.formats.formats_support import FUZZ, data_files, fails_cleanly, ids, random_text
from tests.helpers import named

GG_FILES = data_files("*/gg/*.gg")
NON_FILES = data_files("nonogram/nonogram-db/db/**/*.non")
ALL_FILES = GG_FILES + NON_FILES

SEED003 = "R 2\nC 2\nr 2\nr 0\nc 1\nc 1\n"
SEED004 = "# Dimensions\n2 2\n\n# Horizontal\n2\n0\n\n# Vertical\n1\n1\n"
XML = (
    '<?xml version="1.0"?>\n<puzzleset><puzzle type="grid">\n'
    '<clues type="columns"><line><count>1</count></line><line><count>1</count></line></clues>\n'
    '<clues type="rows"><line><count>2</count></line><line/></clues>\n</puzzle></puzzleset>\n'
)
TWO_BY_TWO = NonogramPuzzle(2, 2, ((2,), ()), ((1,), (1,)))


def reference_read(path):
    reader = read_gg if path.suffix == ".gg" else read_non
    return reader(path.read_text(encoding="utf-8"), str(path))


def test_supported_extensions():
    assert set(SUPPORTED_EXTENSIONS) == {".gg", ".non", ".xml", ".g", ".txt"}


@pytest.mark.parametrize("path", ALL_FILES, ids=ids(ALL_FILES))
def test_real_files_load_by_extension_and_by_sniffing(path, tmp_path):
    expected = reference_read(path)
    loaded = load_puzzle(str(path))
    assert loaded == expected and loaded.meta == expected.meta
    text = path.read_bytes()
    for name in ("copy.txt", "no_extension"):
        (tmp_path / name).write_bytes(text)
        assert load_puzzle(str(tmp_path / name)) == expected


PROJECT_PUZZLES = sorted(
    path
    for path in (Path(__file__).resolve().parents[2] / "puzzles").rglob("*")
    if path.suffix in SUPPORTED_EXTENSIONS
)


@pytest.mark.parametrize("path", PROJECT_PUZZLES, ids=[p.name for p in PROJECT_PUZZLES])
def test_every_shipped_puzzle_loads(path):
    puzzle = load_puzzle(str(path))
    assert puzzle.width >= 1 and puzzle.height >= 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [(SEED003, TWO_BY_TWO), (SEED004, TWO_BY_TWO), (XML, TWO_BY_TWO)],
    ids=["seed003", "seed004", "webpbn-xml"],
)
def test_other_formats_are_sniffed(text, expected, tmp_path):
    assert parse_puzzle_text(text) == expected
    path = tmp_path / "puzzle.txt"
    path.write_text(text, encoding="utf-8")
    assert load_puzzle(str(path)) == expected


def test_xml_extension_and_bom(tmp_path):
    path = tmp_path / "p.xml"
    path.write_text(XML, encoding="utf-8")
    assert load_puzzle(str(path)) == TWO_BY_TWO
    path = tmp_path / "p.gg"
    path.write_bytes(b"\xef\xbb\xbfshikaku 1x1\n1\n")
    assert isinstance(load_puzzle(str(path)), ShikakuPuzzle)


@pytest.mark.parametrize(
    ("arg", "kind", "size"),
    [
        ("rect:12x12:g8g8e6n6e6h6d9b6l6d8d6c6d8d10h6d6c6a5b6d6j6e4b", ShikakuPuzzle, (12, 12)),
        (
            "https://puzz.link/p?shikaku/12/12/m8m8k6t6k6n6j9h6r6j8j6i6j8jan6j6i6g5h6j6p6k4h",
            ShikakuPuzzle,
            (12, 12),
        ),
        ("https://puzz.link/p?hitori/4/4/1114142333214213", FillGridPuzzle, (4, 4)),
        ("singles:5x5:2411454321434143224552454", FillGridPuzzle, (5, 5)),
        ("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i", FillGridPuzzle, (5, 5)),
        ("range:7x7:d7b3e8e5c7a7c13e4e8b4d", FillGridPuzzle, (7, 7)),
        (
            "pattern:5x10:2.1/2.1.3/7/1.3/2.1/2/2.1/1.1/3/1.1/1.1/2/1.1/1.2/2",
            NonogramPuzzle,
            (5, 10),
        ),
    ],
)
def test_urls_and_tatham_ids_from_formats_md(arg, kind, size):
    pytest.importorskip("gridgames.formats.puzzlink")
    pytest.importorskip("gridgames.formats.tatham")
    for puzzle in (load_puzzle(arg), parse_puzzle_text(arg + "\n", "pasted")):
        assert isinstance(puzzle, kind) and (puzzle.width, puzzle.height) == size


def test_url_and_id_decoders_may_be_missing(monkeypatch):
    monkeypatch.setitem(sys.modules, "gridgames.formats.puzzlink", None)
    monkeypatch.setitem(sys.modules, "gridgames.formats.tatham", None)
    for arg in ("https://puzz.link/p?hitori/4/4/1114142333214213", "rect:2x1:_2a"):
        with pytest.raises(PuzzleError) as caught:
            load_puzzle(arg)
        assert str(caught.value) == f"{arg}: URL/ID support not available"


@pytest.mark.parametrize("arg", ["rect:2x2:zz", "https://puzz.link/p?hitori/0/0/"])
def test_a_bad_url_or_id_names_where_it_came_from(arg):
    pytest.importorskip("gridgames.formats.puzzlink")
    pytest.importorskip("gridgames.formats.tatham")
    for source in ("pasted.txt", "<input>"):
        with pytest.raises(PuzzleError) as caught:
            if source == "<input>":
                parse_puzzle_text(arg)  # the default source
            else:
                parse_puzzle_text(arg, source)
        assert caught.value.source == source and caught.value.line == 1


def test_sniffing_skips_leading_comments_and_says_what_it_expected():
    assert isinstance(parse_puzzle_text("# a comment\nshikaku 1x1\n1\n"), ShikakuPuzzle)
    for text, line in (("\n# only a comment\n", 2), ("\nshopping list\nmilk\n", 2)):
        with pytest.raises(PuzzleError) as caught:
            parse_puzzle_text(text, "notes.txt")
        assert str(caught.value) == (
            f"notes.txt:{line}: unrecognised puzzle format: expected a .gg header such as "
            "'shikaku 10x10', a .non file, webpbn XML, a seed 003/004 nonogram, a puzz.link "
            "URL or a Tatham ID"
        )
    with pytest.raises(PuzzleError) as caught:
        parse_puzzle_text(" \n\n")
    assert str(caught.value) == "<input>: empty: no puzzle here"


def test_an_existing_file_wins_over_an_id_like_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rect:1").write_text("shikaku 1x1\n1\n", encoding="utf-8")
    assert isinstance(load_puzzle("rect:1"), ShikakuPuzzle)


def unreadable(arg: str) -> PuzzleError:
    with pytest.raises(PuzzleError) as caught:
        load_puzzle(arg)
    return caught.value


def test_unreadable_files_name_the_file(tmp_path):
    missing = tmp_path / "missing.gg"
    error = unreadable(str(missing))
    assert error.source == str(missing) and "no such file" in error.message
    assert "folder" in unreadable(str(tmp_path)).message
    binary = tmp_path / "image.gg"
    binary.write_bytes(b"shikaku 1x1\n\x89PNG\x00\x01")
    error = unreadable(str(binary))
    assert "binary" in error.message and error.line == 2
    latin = tmp_path / "latin.non"
    latin.write_bytes(b'width 1\nheight 1\ntitle "caf\xe9"\n')
    error = unreadable(str(latin))
    assert "not UTF-8" in error.message and "0xe9" in error.message and error.line == 3
    assert str(error).startswith(f"{named(latin, 3)}: ")
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    assert "empty" in unreadable(str(empty)).message
    junk = tmp_path / "notes.txt"
    junk.write_text("\nshopping list\nmilk\n", encoding="utf-8")
    error = unreadable(str(junk))
    assert "unrecognised puzzle format" in error.message and error.line == 2
    assert "cannot read" in unreadable("bad\x00name").message
    assert len(unreadable("x" * 5000).source) < 200


def test_errors_inside_a_file_name_the_file(tmp_path):
    path = tmp_path / "board.gg"
    path.write_text("shikaku 2x2\n. 0\n4 .\n", encoding="utf-8")
    assert str(unreadable(str(path))).startswith(f"{named(path, 2)}: clue 0")


@FUZZ
@given(random_text)
def test_pasted_random_text_fails_cleanly(text):
    fails_cleanly(parse_puzzle_text, text)


def test_each_unreadable_file_is_one_whole_sentence(tmp_path, monkeypatch):
    said = {
        str(tmp_path): "is a folder, not a regular file: not a puzzle file",
        str(tmp_path / "missing.gg"): "no such file (nor a puzz.link URL or Tatham ID)",
        "bad\x00name": "cannot read the file: embedded null byte",
    }
    for arg, reason in said.items():
        assert str(unreadable(arg)) == f"{PuzzleError('', arg).where}: {reason}"
    path = tmp_path / "a.gg"
    for error, reason in (
        (PermissionError(13, "Permission denied"), "permission denied"),
        (OSError(5, "Input/output error"), "cannot read the file: Input/output error"),
    ):

        def refuse(*_, error=error):
            raise error

        monkeypatch.setattr(detect, "read_regular", refuse)
        assert str(unreadable(str(path))) == f"{named(path)}: {reason}"


def test_pasted_text_names_its_source_and_a_reference_is_one_line_bom_or_not():
    with pytest.raises(PuzzleError) as caught:
        parse_puzzle_text("shikaku 2x2\n. 0\n4 .\n", "pasted")
    assert str(caught.value) == "pasted:2: clue 0 at row 1, column 2 must be a positive number"
    pytest.importorskip("gridgames.formats.tatham")
    assert parse_puzzle_text("\ufeffrect:2x2:2b2") == parse_puzzle_text("rect:2x2:2b2")
    with pytest.raises(PuzzleError) as caught:
        parse_puzzle_text("rect:2x2:2b2\nsecond line", "pasted")
    assert str(caught.value).startswith("pasted:1: unrecognised puzzle format: ")


def test_size_binary_and_encoding_faults_are_whole_sentences_at_their_line(tmp_path, monkeypatch):
    monkeypatch.setattr(detect, "MAX_FILE_BYTES", 20)
    path = tmp_path / "a.txt"
    path.write_bytes(b"shikaku 2x2\n2 .\n. 2\n")  # 20 bytes: allowed
    assert isinstance(load_puzzle(str(path)), ShikakuPuzzle)
    path.write_bytes(b"shikaku 2x2\n2 .\n. 2\n\n")
    too_large = "file larger than 20 bytes: not a puzzle file"
    assert str(unreadable(str(path))) == f"{named(path)}: {too_large}"
    path.write_bytes(b"shikaku 1x1\n\x00\n\x00")
    assert str(unreadable(str(path))) == f"{named(path, 2)}: binary data, not a puzzle text file"
    path.write_bytes(b"shikaku 1x1\n\n\xe9")
    assert str(unreadable(str(path))) == f"{named(path, 3)}: not UTF-8 text (byte 0xe9)"
    path.write_text("shikaku 2x2\n. 0\n4 .\n", encoding="utf-8")  # sniffed, named by its path
    assert str(unreadable(str(path))).startswith(f"{named(path, 2)}: clue 0 ")


def test_a_long_argument_is_cut_at_120_characters_and_a_long_id_is_still_an_id():
    assert unreadable("x" * 120).source == "x" * 120
    assert unreadable("y" * 121).source == "y" * 120 + "..."
    pytest.importorskip("gridgames.formats.tatham")
    long_id = "rect:" + "1" * 5000  # too long a name for a file: is_file() raises
    with pytest.raises(PuzzleError) as pasted:
        parse_puzzle_text(long_id)
    assert unreadable(long_id).message == pasted.value.message
