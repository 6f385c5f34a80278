"""Issue 17, classes 3 and 6: nothing blocks on a file that is not a regular file, and the
same clues are the same bad input whether they come in a file, a game ID or a URL.

A named pipe is made for real (os.mkfifo): before the fix `open()` waited for a writer for
ever, so each case runs in a thread with a time limit and fails, instead of hanging the
suite, if it blocks.
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from gridgames import cli
from gridgames.errors import PuzzleError
from gridgames.formats.detect import load_puzzle, parse_puzzle_text
from gridgames.formats.gg import read_gg
from gridgames.formats.puzzlink import read_puzzlink_url
from gridgames.formats.tatham import read_tatham_id
from gridgames.packs import open_pack
from gridgames.util.regular import NotRegularFile, read_regular
from tests.helpers import named

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")

SHIKAKU = "shikaku 2x2\n2 .\n. 2\n"
MANIFEST = """\
format = 1
title = "Pipes"
licence = "MIT"
licence_file = "LICENSE"

[[puzzle]]
file = "a.gg"

[[puzzle]]
file = "b.gg"
"""


def within(seconds: float, work: Callable[[], object]) -> object:
    """What `work` returns or raises, or fail if it has not ended within `seconds`."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(work())
        except BaseException as error:  # noqa: BLE001 - handed to the test below
            outcome.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert outcome, f"still blocked after {seconds} s"
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


def pack_with(folder: Path, special: str, make: Callable[[Path], None]) -> Path:
    folder.mkdir()
    (folder / "pack.toml").write_text(MANIFEST)
    for name, text in {"a.gg": SHIKAKU, "b.gg": SHIKAKU, "LICENSE": "MIT\n"}.items():
        if name != special:
            (folder / name).write_text(text)
    make(folder / special)
    return folder


def fifo(path: Path) -> None:
    os.mkfifo(path)


def sock(path: Path) -> None:
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.close()


def folder(path: Path) -> None:
    path.mkdir()


@pytest.mark.parametrize("make", [fifo, sock, folder], ids=["fifo", "socket", "folder"])
def test_a_puzzle_path_that_is_not_a_regular_file_is_refused(tmp_path, capsys, make) -> None:
    path = tmp_path / "puzzle.gg"
    make(path)
    code = within(10, lambda: cli.main(["solve", str(path)]))
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(named(path)) and "not a" in err
    with pytest.raises(PuzzleError, match="not a"):
        within(10, lambda: load_puzzle(str(path)))  # what the app's Open and drop call


def test_a_device_is_refused_before_a_byte_is_read(capsys) -> None:
    for device in ("/dev/zero", "/dev/null"):
        if os.path.exists(device):
            assert within(10, lambda d=device: cli.main(["solve", d])) == 2
            assert "character device" in capsys.readouterr().err


def test_read_regular_reads_files_and_names_the_rest(tmp_path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    assert read_regular(path, 4) == b"xxxxx"  # one byte more than the limit: "too large"
    os.mkfifo(tmp_path / "p")
    with pytest.raises(NotRegularFile, match="named pipe"):
        within(10, lambda: read_regular(tmp_path / "p", 10))


@pytest.mark.parametrize("special", ["a.gg", "LICENSE"])
@pytest.mark.parametrize("make", [fifo, folder], ids=["fifo", "folder"])
def test_a_pack_member_that_is_not_a_regular_file_is_an_error_not_a_hang(
    tmp_path, special, make
) -> None:
    location = pack_with(tmp_path / "pack", special, make)
    pack = within(10, lambda: open_pack(location))
    if special == "LICENSE":
        assert pack.licence_text is None
        assert any("not a regular file" in w for w in pack.warnings)
    else:
        bad = [entry for entry in pack.entries if entry.error is not None]
        assert len(bad) == 1 and "not a regular file" in str(bad[0].error)
    assert any(entry.error is None for entry in pack.entries)


def test_a_pipe_named_as_a_pack_is_refused(tmp_path) -> None:
    path = tmp_path / "pack.zip"
    os.mkfifo(path)
    with pytest.raises(PuzzleError, match="named pipe"):
        within(10, lambda: open_pack(path))


def test_the_app_reopens_remembered_packs_at_start_without_blocking(tmp_path) -> None:
    from gridgames.app.library import Library
    from gridgames.progress import ProgressStore

    location = pack_with(tmp_path / "pack", "a.gg", fifo)
    second = pack_with(tmp_path / "other", "LICENSE", fifo)
    store = ProgressStore(tmp_path / "data")
    try:
        store.add_user_pack(str(location))
        store.add_user_pack(str(second))
        library = within(20, lambda: Library(store))
        opened = {pack.ref for pack in library.packs}
        assert str(location) in opened and str(second) in opened
    finally:
        store.close()


# ----------------------------------------------------------------------- 6: one validation

INCONSISTENT = [
    # (game ID or URL, the same clues as a .gg, words of the reason)
    ("rect:3x3:1a2e4", "shikaku 3x3\n1 . 2\n. . .\n. . 4\n", "add up to"),
    ("https://puzz.link/p?shikaku/3/3/1g2k4", "shikaku 3x3\n1 . 2\n. . .\n. . 4\n", "add up to"),
    ("https://puzz.link/p?shikaku/2/2/1i", "shikaku 2x2\n1 .\n. .\n", "add up to"),
    ("rect:2x2:2c", "shikaku 2x2\n2 .\n. .\n", "add up to"),
    ("pattern:2x2:2/2/2/0", "nonogram 2x2\nrows:\n2\n0\ncolumns:\n2\n2\n", "fill"),
    ("pattern:2x2:1/0/1/1", "nonogram 2x2\nrows:\n1\n1\ncolumns:\n1\n0\n", "fill"),
]


@pytest.mark.parametrize(("reference", "gg", "words"), INCONSISTENT)
def test_inconsistent_clues_are_bad_input_through_ids_and_urls(
    capsys, reference, gg, words
) -> None:
    with pytest.raises(PuzzleError) as from_file:
        read_gg(gg, "x.gg")
    with pytest.raises(PuzzleError) as from_reference:
        parse_puzzle_text(reference, "<id>")
    assert from_reference.value.message == from_file.value.message
    assert words in from_reference.value.message
    assert cli.main(["solve", reference, "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and words in err


def test_consistent_ids_and_urls_still_read() -> None:
    assert read_tatham_id("rect:3x3:3b3b3b").width == 3
    assert read_puzzlink_url("https://puzz.link/p?hitori/4/4/1114142333214213").width == 4
    assert read_tatham_id("range:7x7:d7b3e8e5c7a7c13e4e8b4d").height == 7
