"""Open Pack of a plain folder or zip of puzzle files (no pack.toml): titled by its name,
puzzles in name order, every file that does not read named in one line while the rest
play; special files never block."""

from __future__ import annotations

import os
import socket
import zipfile
from pathlib import Path

import pytest

from gridgames.errors import PuzzleError
from gridgames.formats.gg import read_gg
from gridgames.packs import open_pack, open_ref
from tests.pack_samples import NON, make_pack

TWO = "shikaku 2x2\n. 2\n2 .\n"
TEN = "shikaku 2x2\ntitle: Ten\n2 .\n. 2\n"
HITORI = "fillgrid 3x3 hitori\n1 2 3\n2 3 1\n3 1 2\n"
BAD_CLUE = "shikaku 2x2\n. 9\n2 .\n"  # line 2: 9 does not fit a 2x2 board
FILES: dict[str, str | bytes] = {
    "10.gg": TEN,
    "2.gg": TWO,
    "b/1.non": NON,
    "a hitori.gg": HITORI,
    "broken.gg": BAD_CLUE,
    "latin1.gg": "shikaku 2x2\ntitle: caf\xe9\n. 2\n2 .\n".encode("latin-1"),
    "README.md": "not a puzzle",
    "cover.png": b"\x89PNG\r\n\x1a\n",
    ".hidden.gg": TWO,
}
# In name order as a file manager shows them: numbers counted, before words.
ORDER = ["2.gg", "10.gg", "a hitori.gg", "b/1.non", "broken.gg", "latin1.gg"]


def zip_files(path: Path, members: dict[str, str | bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in members.items():
            archive.writestr(name, content)
    return path


def check_listing(pack, where: str) -> None:
    assert [entry.source_name for entry in pack.entries] == ORDER
    assert [entry.number for entry in pack.entries] == list(range(1, len(ORDER) + 1))
    good = {entry.source_name: entry for entry in pack.entries if entry.ok}
    assert list(good) == ORDER[:4]
    assert [good[name].title for name in ORDER[:4]] == ["2", "Ten", "a hitori", "Dot"]
    assert [good[name].kind for name in ORDER[:4]] == ["shikaku", "shikaku", "hitori", "nonogram"]
    assert pack.load(good["2.gg"]) == read_gg(TWO)
    broken = {entry.source_name: entry.error for entry in pack.entries if not entry.ok}
    assert where_of(broken["broken.gg"]) == (f"{where}/broken.gg", 2)
    assert "larger than the board" in broken["broken.gg"].message
    assert where_of(broken["latin1.gg"]) == (f"{where}/latin1.gg", 2)
    assert broken["latin1.gg"].message == "not UTF-8 text (byte 0xe9)"
    assert all("\n" not in str(error) for error in broken.values())  # one line each


def where_of(error: PuzzleError | None) -> tuple[str, int | None]:
    assert error is not None
    return error.source, error.line


def test_a_plain_folder_is_a_pack_named_after_it(tmp_path: Path) -> None:
    folder = make_pack(tmp_path / "Summer puzzles", FILES, manifest=None)
    pack = open_pack(folder)
    assert pack.title == "Summer puzzles"
    assert pack.pack_id == "folder:summer-puzzles"
    check_listing(pack, str(folder))
    again = open_ref(pack.ref)  # the library reopens it by path at the next start
    assert [entry.key for entry in again.entries] == [entry.key for entry in pack.entries]


def test_a_plain_zip_is_a_pack_named_after_it(tmp_path: Path) -> None:
    archive = zip_files(tmp_path / "From Ann.zip", {**FILES, "__MACOSX/._2.gg": b"\x00\x05"})
    pack = open_pack(archive)
    assert pack.title == "From Ann"
    check_listing(pack, str(archive))


def test_a_zipped_folder_keeps_its_folder_in_the_names(tmp_path: Path) -> None:
    archive = zip_files(tmp_path / "z.zip", {"mine/2.gg": TWO, "mine/10.gg": TEN})
    pack = open_pack(archive)
    assert [entry.source_name for entry in pack.entries] == ["mine/2.gg", "mine/10.gg"]
    assert all(entry.ok for entry in pack.entries)


def test_special_files_are_named_and_never_waited_on(tmp_path: Path) -> None:
    folder = make_pack(tmp_path / "odd", {"1.gg": TWO}, manifest=None)
    os.mkfifo(folder / "2 pipe.gg")
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(folder / "3 socket.non"))
        (tmp_path / "outside.gg").write_text(TEN)
        (folder / "4 link.gg").symlink_to(tmp_path / "outside.gg")
        (folder / "5 dangling.gg").symlink_to(folder / "nowhere.gg")
        (folder / "loop").symlink_to(folder)  # a link to a folder is not followed
        pack = open_pack(folder)  # returns: a named pipe would block a plain open()
    finally:
        server.close()
    errors = [(e.error.source, e.error.message) if e.error else None for e in pack.entries]
    assert errors == [
        None,
        (f"{folder}/2 pipe.gg", "is a named pipe, not a regular file"),
        (f"{folder}/3 socket.non", "is a socket, not a regular file"),
        (f"{folder}/4 link.gg", "the file is a link to outside the pack"),
        (f"{folder}/5 dangling.gg", "the file is a link to nothing"),
    ]


def test_a_subfolder_that_cannot_be_listed_is_one_line(tmp_path: Path, monkeypatch) -> None:
    folder = make_pack(tmp_path / "p", {"1.gg": TWO, "locked/2.gg": TWO}, manifest=None)
    real_walk = os.walk

    def walk(top, onerror=None, **options):
        for here, folders, files in real_walk(top, onerror=onerror, **options):
            if Path(here).name == "locked":
                onerror(PermissionError(13, "Permission denied", here))
                continue
            yield here, folders, files

    monkeypatch.setattr(os, "walk", walk)
    pack = open_pack(folder)
    assert [entry.source_name for entry in pack.entries] == ["1.gg"]
    assert pack.warnings == [f"{folder}/locked: cannot list the folder: Permission denied"]


def test_a_huge_folder_is_refused_at_once(tmp_path: Path, monkeypatch) -> None:
    from gridgames.packs import sources

    monkeypatch.setattr(sources, "MAX_MEMBERS", 5)
    folder = make_pack(tmp_path / "home", {f"{n}.gg": TWO for n in range(6)}, manifest=None)
    with pytest.raises(PuzzleError, match="more than 5 files and folders"):
        open_pack(folder)


def test_only_broken_puzzles_still_list_each(tmp_path: Path) -> None:
    folder = make_pack(tmp_path / "p", {"a.gg": BAD_CLUE, "b.non": "width x\n"}, manifest=None)
    pack = open_pack(folder)
    assert [entry.ok for entry in pack.entries] == [False, False]
    assert [entry.source_name for entry in pack.entries] == ["a.gg", "b.non"]


def test_a_folder_with_pack_toml_still_uses_it(tmp_path: Path) -> None:
    manifest = 'title = "Listed"\n[[puzzle]]\nfile = "10.gg"\n'
    pack = open_pack(make_pack(tmp_path / "p", {"10.gg": TEN, "2.gg": TWO}, manifest=manifest))
    assert pack.title == "Listed"
    assert [entry.source_name for entry in pack.entries] == ["10.gg"]
