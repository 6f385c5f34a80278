"""Fuzzing the command line and every reader with mutants of real puzzle files and IDs.

Whatever the mutant, the outcome is one of two: bad input (exit 2, one printable line on
stderr naming the input; in-process, a PuzzleError) or an answer that the genre's
independent checker (games/*/checker.py) accepts -- or "none"/"timeout", exit 1. Never a
traceback, never a hang. The sources are the shipped puzzles and the shared data set; the
budget is about a minute in all (example counts below, and a 1 s limit per solve).
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridgames import cli
from gridgames.errors import MAX_MESSAGE, PuzzleError
from gridgames.formats.detect import load_puzzle, parse_puzzle_text
from gridgames.formats.gg import read_gg
from gridgames.formats.non import read_non
from gridgames.formats.puzzlink import read_puzzlink_url, write_puzzlink_url
from gridgames.formats.seedformats import read_seed003, read_seed004
from gridgames.formats.tatham import read_tatham_id, write_tatham_id
from gridgames.formats.webpbn import read_webpbn_xml
from gridgames.games.registry import genre_of
from gridgames.games.shikaku.puzzle import Rect
from tests.helpers import PUZZLES, SHARED

SUFFIXES = (".gg", ".non", ".xml", ".txt")
SMALL = 3000  # bytes: files the command-line fuzz solves (a 1 s limit each)


def _sources() -> list[Path]:
    roots = [PUZZLES, SHARED / "data"]
    found = [
        path
        for root in roots
        if root.is_dir()
        for path in sorted(root.rglob("*"))
        if path.suffix in SUFFIXES and path.is_file() and path.stat().st_size < 200_000
    ]
    return [p for p in found if p.name not in ("README.md", "INDEX.md", "FORMAT.md")]


SOURCES = _sources()
SMALL_SOURCES = [p for p in SOURCES if p.stat().st_size <= SMALL]


def _references() -> list[str]:
    """Game IDs and URLs of the real puzzles (written by our writers, which give what
    Tatham's programs and puzz.link give): the smaller ones, a few dozen."""
    found = []
    for path in SMALL_SOURCES:
        try:
            puzzle = load_puzzle(str(path))
        except PuzzleError:
            continue
        for write in (write_tatham_id, write_puzzlink_url):
            with contextlib.suppress(PuzzleError):  # not every genre has every encoding
                found.append(write(puzzle))
    return sorted(set(found), key=len)[:60]


REFERENCES = _references() or ["rect:6x6:d3a5_6b6n6b2_3a5d"]
PIECES = [
    "0", "-1", "1", "9", "99", "999999999999", "9" * 400, "²", "٣", "\x00", "\x1b[31m", "\n",
    "\r\n", "\t", " ", "#", ".", "x", "X", ",", ":", "/", "_", "<", ">", "&", '"', "\u202e",
    "\ufeff", "rows", "columns", "title: t", "solution:", "shikaku 200x200", "nonogram 1x1",
    "fillgrid 3x3 free", "width 3", "height 3", "\n" * 50, "1 " * 500,
]  # fmt: skip
FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
READERS = [
    read_gg, read_non, read_webpbn_xml, read_seed003, read_seed004, parse_puzzle_text,
    read_tatham_id, read_puzzlink_url,
]  # fmt: skip


@st.composite
def mutants(draw, texts: list[str]) -> str:
    """A real text with one to four spans inserted, deleted, repeated or replaced."""
    text = draw(st.sampled_from(texts))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "repeat", "replace", "cut"]))
        span = draw(st.integers(1, 40))
        if kind == "delete":
            text = text[:at] + text[at + span :]
        elif kind == "repeat":
            text = text[:at] + text[at : at + span] * draw(st.integers(2, 30)) + text[at:]
        elif kind == "cut":
            text = text[:at]
        else:
            piece = draw(st.sampled_from(PIECES) | st.text(max_size=6))
            end = at + span if kind == "replace" else at
            text = text[:at] + piece + text[end:]
    return text


@cache
def _source_texts() -> tuple[str, ...]:
    """The real files as text, read once for every example (not once per example)."""
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in SOURCES]
    return (*texts, *REFERENCES)


def assert_clean_error(error: PuzzleError) -> None:
    shown = str(error)
    assert shown and "\n" not in shown and shown.isprintable()
    assert len(shown) <= MAX_MESSAGE


def assert_checked(puzzle, answer_json) -> None:
    """The printed answer passes the genre's independent checker."""
    genre = genre_of(puzzle)
    if genre.name == "shikaku":
        answer = tuple(Rect(**rect) for rect in answer_json)
    elif getattr(puzzle, "is_colour", False):  # the palette's chars, '.' the background
        values = {colour.char: index for index, colour in enumerate(puzzle.palette)}
        answer = tuple(tuple(0 if cell == "." else values[cell] for cell in row)
                       for row in answer_json)  # fmt: skip
    else:
        answer = tuple(tuple(cell == "#" for cell in row) for row in answer_json)
    assert genre.check(puzzle, answer) == []


# ---------------------------------------------------------------- every reader, in-process


@pytest.mark.skipif(not SOURCES, reason="no puzzle files")
@settings(FUZZ, max_examples=400)
@given(data=st.data())
def test_every_reader_gives_a_puzzle_or_one_clean_line(data) -> None:
    text = data.draw(mutants(list(_source_texts())))
    reader = data.draw(st.sampled_from(READERS))
    try:
        puzzle = reader(text, "<mutant>")
    except PuzzleError as error:
        assert_clean_error(error)
        return
    assert puzzle.width >= 1 and puzzle.height >= 1


# ---------------------------------------------------------------- the command line


def _solve_in_process(capsys, argument: str) -> None:
    code = cli.main(["solve", argument, "--json", "--timeout", "1"])
    out, err = capsys.readouterr()
    if code == 2:
        assert out == "" and err.count("\n") == 1, err
        assert err[:-1].isprintable() and len(err) <= MAX_MESSAGE + 1
        return
    assert code in (0, 1), (code, err)
    answer = json.loads(out)
    if answer["status"] in ("unique", "multiple", "found"):
        assert code == 0
        assert_checked(load_puzzle(argument), answer["solution"])
    else:
        assert code == 1 and answer["status"] in ("none", "timeout")


@pytest.mark.skipif(not SMALL_SOURCES, reason="no puzzle files")
@settings(FUZZ, max_examples=120)
@given(data=st.data())
def test_solve_on_mutated_files(tmp_path_factory, capsys, data) -> None:
    source = data.draw(st.sampled_from(SMALL_SOURCES))
    text = data.draw(mutants([source.read_text(encoding="utf-8", errors="replace")]))
    path = tmp_path_factory.mktemp("mutant") / f"mutant{source.suffix}"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    _solve_in_process(capsys, str(path))


@settings(FUZZ, max_examples=120)
@given(data=st.data())
def test_solve_on_mutated_ids_and_urls(capsys, data) -> None:
    argument = data.draw(mutants(REFERENCES))
    if "\x00" in argument or not argument.strip():
        argument = "rect:" + argument.replace("\x00", "")
    _solve_in_process(capsys, argument)


@pytest.mark.parametrize("index", range(3))
def test_the_real_command_on_mutated_ids(index) -> None:
    """A few through a real process: exit codes, and stderr as a terminal would get it."""
    reference = REFERENCES[index * 7 % len(REFERENCES)]
    argument = reference[: len(reference) // 2] + "\n\x1b[31m" + reference[len(reference) // 2 :]
    done = subprocess.run(
        [sys.executable, "-m", "gridgames", "solve", argument, "--json", "--timeout", "2"],
        capture_output=True, text=True, timeout=60,
        env={"GRIDGAMES_NO_GUI": "1", "PATH": "/usr/bin:/bin"},
    )  # fmt: skip
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "\x1b" not in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("source", SMALL_SOURCES[:: max(1, len(SMALL_SOURCES) // 8)][:8])
def test_the_unmutated_sources_give_checked_answers(capsys, source) -> None:
    """The other half of the fuzz outcome: a real file's answer passes the checker."""
    code = cli.main(["solve", str(source), "--json", "--timeout", "5"])
    answer = json.loads(capsys.readouterr().out)
    assert code == 0 and answer["status"] in ("unique", "multiple", "found"), answer
    assert_checked(load_puzzle(str(source)), answer["solution"])
