"""Packs from folders, zips and multi-puzzle files: what opens, and the message for what
does not (file and line named)."""

from __future__ import annotations

import os
import shutil
import zipfile
from pathlib import Path

import pytest

from gridgames.errors import PuzzleError
from gridgames.packs import open_pack, parse_manifest, puzzle_key, write_manifest
from gridgames.packs.sources import MAX_PACK_BYTES
from tests.helpers import named
from tests.pack_samples import FILES, MANIFEST, PUZZLESET, SHIKAKU, make_pack

OTHER_SHIKAKU = "shikaku 2x2\n. 2\n2 .\n"
HITORI_URL = "https://puzz.link/p?hitori/4/4/1114142333214213"
RANGE_ID = "range:7x7:d7b3e8e5c7a7c13e4e8b4d"


def zip_files(path: Path, members: dict[str, str | bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in members.items():
            archive.writestr(name, content)
    return path


def error_of(path: Path) -> PuzzleError:
    with pytest.raises(PuzzleError) as caught:
        open_pack(path)
    return caught.value


# --- folders and zips ---------------------------------------------------------------------


def test_folder_pack_lists_entries_in_order_with_metadata(tmp_path):
    pack = open_pack(make_pack(tmp_path / "p", FILES))
    assert (pack.title, pack.author, pack.licence, pack.pack_id) == (
        "Test pack",
        "Tess",
        "MIT",
        "test.pack",
    )
    assert pack.licence_text == "MIT licence text\n"
    assert pack.warnings == []
    first, second = pack.entries
    assert (first.title, first.kind, first.width, first.height) == ("Two twos", "shikaku", 2, 2)
    assert (first.difficulty, first.author, first.copyright) == ("easy", "Tess", "(c) 2026 Tess")
    assert (second.title, second.kind, second.author, second.source_name) == (
        "The dot",
        "nonogram",
        "Bea",
        "sub/b.non",
    )
    assert [e.number for e in pack.entries] == [1, 2]
    assert pack.load(first).clues == ((0, 0, 2), (1, 1, 2))
    assert pack.load(second.key).rows == ((1,),)


def test_pack_toml_path_and_zip_open_the_same_pack(tmp_path):
    folder = make_pack(tmp_path / "p", FILES)
    flat = zip_files(tmp_path / "flat.zip", {"pack.toml": MANIFEST, **FILES})
    nested = zip_files(
        tmp_path / "nested.zip",
        {"p/pack.toml": MANIFEST, **{f"p/{name}": text for name, text in FILES.items()}},
    )
    keys = [e.key for e in open_pack(folder).entries]
    for path in (folder / "pack.toml", flat, nested):
        pack = open_pack(path)
        assert [e.key for e in pack.entries] == keys
        assert pack.licence_text == "MIT licence text\n"
    assert open_pack(flat).ref == str(flat.absolute())


def test_keys_survive_moving_the_pack_but_not_changing_a_puzzle(tmp_path):
    before = open_pack(make_pack(tmp_path / "p", FILES)).entries
    moved = tmp_path / "elsewhere" / "renamed"
    shutil.copytree(tmp_path / "p", moved)
    assert [e.key for e in open_pack(moved).entries] == [e.key for e in before]
    # a new title and comment keep the key; new clues do not
    (moved / "a.gg").write_text("# edited\n" + SHIKAKU.replace("Two twos", "Renamed"))
    assert open_pack(moved).entries[0].key == before[0].key
    (moved / "a.gg").write_text(OTHER_SHIKAKU)
    assert open_pack(moved).entries[0].key != before[0].key
    assert before[0].key.startswith("test.pack/a.gg#")


def test_the_same_board_has_one_key_in_every_format(tmp_path):
    from gridgames.formats.detect import parse_puzzle_text

    url = parse_puzzle_text(HITORI_URL)
    singles = parse_puzzle_text("singles:4x4:1114142333214213")
    assert puzzle_key(url) == puzzle_key(singles)
    assert puzzle_key(url) != puzzle_key(parse_puzzle_text(RANGE_ID))


def test_no_puzzles_without_pack_toml_and_missing_path(tmp_path):
    folder = make_pack(tmp_path / "p", {"LICENSE": "MIT", "notes.md": "x"}, manifest=None)
    assert "no pack.toml and no puzzle files" in str(error_of(folder))
    assert str(error_of(tmp_path / "nowhere")).endswith("no such file or folder")
    archive = zip_files(tmp_path / "x.zip", {"LICENSE": "MIT"})
    assert "no pack.toml and no puzzle files" in str(error_of(archive))
    (tmp_path / "junk.zip").write_bytes(b"PK\x03\x04 not really")
    assert "not a readable zip" in str(error_of(tmp_path / "junk.zip"))


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('title = "T"\nauthor = \n[[puzzle]]\nfile = "a.gg"\n', 2, "not valid TOML"),
        ('title = "T"\n\n[[puzzle]]\nfile = "a.gg"\nfile = "b.gg"\n', 5, "not valid TOML"),
        ('title = 3\n[[puzzle]]\nfile = "a.gg"\n', 1, "title must be text"),
        ('title = "T"\nformat = 2\n[[puzzle]]\nfile = "a.gg"\n', 2, "newer"),
        ('title = "T"\nid = "no spaces please"\n[[puzzle]]\nfile = "a.gg"\n', 2, "id:"),
        ('title = "T"\npuzzle = 3\n', 2, "[[puzzle]] tables"),
        (
            'title = "T"\nlicence = "MIT"\nlicense = "MIT"\n[[puzzle]]\nfile = "a.gg"\n',
            3,
            "repeats",
        ),
        ('title = "T"\n', None, "no puzzles"),
        ('title = "T"\n[[puzzle]]\nfile = "a.gg"\n[x\n', 4, "not valid TOML"),
    ],
)
def test_bad_pack_toml_names_the_line(tmp_path, text, line, message):
    error = error_of(make_pack(tmp_path / "p", FILES, manifest=text))
    assert error.source == str(tmp_path / "p" / "pack.toml")
    assert error.line == line
    assert message in error.message
    assert str(error).startswith(f"{named(error.source, line)}:")


def test_unknown_keys_warn_and_a_missing_title_defaults(tmp_path):
    text = 'colour = "red"\n\n[[puzzle]]\nfile = "a.gg"\nhue = 3\n'
    pack = open_pack(make_pack(tmp_path / "mine", FILES, manifest=text))
    assert pack.title == "mine"
    assert any(":1: unknown key 'colour'" in w for w in pack.warnings)
    assert any(":5: puzzle 1: unknown key 'hue'" in w for w in pack.warnings)
    assert pack.entries[0].ok


def test_bad_entries_keep_their_error_and_the_rest_plays(tmp_path):
    text = """\
title = "Mixed"

[[puzzle]]
file = "a.gg"

[[puzzle]]
file = "missing.gg"

[[puzzle]]
file = "broken.gg"

[[puzzle]]
title = "No file"

[[puzzle]]
file = "a.gg"

[[puzzle]]
file = "../outside.gg"

[[puzzle]]
file = "other.gg"
title = "Same"

[[puzzle]]
file = "third.gg"
title = "same"

[[puzzle]]
file = "other.gg"
difficulty = "impossible"

[[puzzle]]
file = "url.txt"
index = 2
"""
    files = {
        "a.gg": SHIKAKU,
        "broken.gg": "shikaku 2x2\n2 .\n. x\n",
        "other.gg": OTHER_SHIKAKU,
        "third.gg": OTHER_SHIKAKU,
        "url.txt": HITORI_URL + "\n",
    }
    (tmp_path / "outside.gg").write_text(SHIKAKU)
    pack = open_pack(make_pack(tmp_path / "p", files, manifest=text))
    manifest = str(tmp_path / "p" / "pack.toml")
    by_number = {e.number: e for e in pack.entries}
    assert by_number[1].ok and by_number[7].ok
    expected = {
        2: (str(tmp_path / "p" / "missing.gg"), None, "no such file in the pack"),
        3: (str(tmp_path / "p" / "broken.gg"), 3, "'x' is not a number"),
        4: (manifest, 12, "puzzle 4 has no file"),
        5: (manifest, 15, "a.gg is already puzzle 1 (line 3)"),
        6: (manifest, 19, "puzzle 6: file: file name '../outside.gg' climbs out of the pack"),
        8: (manifest, 25, "title 'same' is already puzzle 7's (line 21)"),
        9: (manifest, 31, "difficulty 'impossible'"),
        10: (manifest, 33, "index 2, but url.txt holds 1 puzzle"),
    }
    for number, (source, line, message) in expected.items():
        error = by_number[number].error
        assert error is not None, number
        assert (error.source, error.line) == (source, line), (number, error)
        assert message in error.message, (number, error)
        with pytest.raises(PuzzleError):
            pack.load(by_number[number])
    assert len({e.key for e in pack.entries}) == len(pack.entries)


@pytest.mark.skipif(os.name == "nt", reason="symlinks")
def test_a_symlink_out_of_a_folder_pack_is_refused(tmp_path):
    (tmp_path / "secret.gg").write_text(SHIKAKU)
    folder = make_pack(tmp_path / "p", FILES)
    (folder / "a.gg").unlink()
    (folder / "a.gg").symlink_to(tmp_path / "secret.gg")
    entry = open_pack(folder).entries[0]
    assert entry.error is not None and "outside the pack" in entry.error.message


# --- hostile archives ---------------------------------------------------------------------


@pytest.mark.parametrize("name", ["../evil.gg", "/etc/evil.gg", "a/../../evil.gg", "C:/evil.gg"])
def test_zip_slip_names_refuse_the_archive(tmp_path, name):
    archive = zip_files(tmp_path / "slip.zip", {"pack.toml": MANIFEST, **FILES, name: SHIKAKU})
    error = error_of(archive)
    assert error.source == str(archive)
    assert "archive member" in error.message and repr(name) in error.message


def test_backslash_names_are_refused(tmp_path):
    archive = zip_files(tmp_path / "bs.zip", {"pack.toml": MANIFEST, "..\\evil.gg": SHIKAKU})
    assert "use '/'" in error_of(archive).message


def test_zip_bomb_is_refused_without_unpacking(tmp_path, monkeypatch):
    monkeypatch.setattr("gridgames.packs.sources.MAX_ARCHIVE_BYTES", 8 * 1024 * 1024)
    manifest = 'title = "Bomb"\n[[puzzle]]\nfile = "bomb.gg"\n'
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("pack.toml", manifest)
        with out.open("bomb.gg", "w") as member:  # 16 MB of zeros, packed 1000 to 1
            for _ in range(16):
                member.write(b"0" * (1 << 20))
    assert archive.stat().st_size < 100_000
    assert "unpacks to more than 8 MB" in error_of(archive).message


def test_declared_sizes_beyond_the_cap_are_refused(tmp_path):
    archive = zip_files(tmp_path / "p.zip", {"pack.toml": MANIFEST, **FILES})
    (tmp_path / "huge.zip").write_bytes(_patch_sizes(archive.read_bytes(), "a.gg", 2**31))
    assert "unpacks to more than 256 MB" in error_of(tmp_path / "huge.zip").message


def test_oversized_puzzle_and_lying_sizes_are_stopped_at_the_cap(tmp_path):
    big = "# " + "x" * (5 * 1024 * 1024) + "\n" + SHIKAKU
    manifest = 'title = "Big"\n[[puzzle]]\nfile = "big.gg"\n[[puzzle]]\nfile = "a.gg"\n'
    archive = zip_files(
        tmp_path / "big.zip", {"pack.toml": manifest, "big.gg": big, "a.gg": SHIKAKU}
    )
    big_entry, small = open_pack(archive).entries
    assert "larger than" in big_entry.error.message and small.ok
    # a member that claims to be small but inflates further is read only as far as claimed
    (tmp_path / "liar.zip").write_bytes(_patch_sizes(archive.read_bytes(), "big.gg", 100))
    entry = open_pack(tmp_path / "liar.zip").entries[0]
    assert "damaged archive member" in entry.error.message  # the CRC no longer matches


def _patch_sizes(data: bytes, name: str, size: int) -> bytes:
    """Rewrite the uncompressed size zipfile trusts (the central directory's) for `name`."""
    out = bytearray(data)
    encoded = name.encode()
    start = 0
    while (start := out.find(b"PK\x01\x02", start)) >= 0:
        name_length = int.from_bytes(out[start + 28 : start + 30], "little")
        if bytes(out[start + 46 : start + 46 + name_length]) == encoded:
            out[start + 24 : start + 28] = size.to_bytes(4, "little")
        start += 4
    return bytes(out)


def test_a_pack_reads_at_most_its_budget(tmp_path, monkeypatch):
    text = 'title = "T"\n' + "".join(f'[[puzzle]]\nfile = "{n}.gg"\n' for n in range(4))
    files = {f"{n}.gg": SHIKAKU.replace("Two twos", f"T{n}") for n in range(4)}
    budget = len(text) + len(files["0.gg"]) * 2
    monkeypatch.setattr("gridgames.packs.sources.MAX_PACK_BYTES", budget)
    entries = open_pack(make_pack(tmp_path / "p", files, manifest=text)).entries
    assert [e.ok for e in entries] == [True, True, False, False]
    assert "more than" in entries[2].error.message
    assert MAX_PACK_BYTES >= 16 * 1024 * 1024


def test_binary_and_non_utf8_puzzles_are_located(tmp_path):
    files = {"a.gg": b"shikaku 2x2\n\x00\x01", "sub/b.non": b"width 1\n\xff\n"}
    entries = open_pack(make_pack(tmp_path / "p", files)).entries
    assert (entries[0].error.line, entries[1].error.line) == (2, 2)
    assert "binary" in entries[0].error.message and "UTF-8" in entries[1].error.message


# --- multi-puzzle files ---------------------------------------------------------------------


def test_a_webpbn_puzzleset_is_a_pack(tmp_path):
    path = tmp_path / "set.xml"
    path.write_text(PUZZLESET, encoding="utf-8")
    pack = open_pack(path)
    assert (pack.title, pack.author, pack.pack_id) == (
        "Tiny set",
        "Set Author \u00a9",
        "file:set-xml",
    )
    one, two, three = pack.entries
    assert (one.title, one.source_name, one.author) == ("One", "set.xml#1", "Set Author \u00a9")
    assert three.title == "set 3" and three.ok
    assert (two.error.source, two.error.line) == (f"{path}#2", 13)
    assert pack.load(three).columns == ((2,), ())


def test_a_list_of_urls_and_ids_is_a_pack_and_index_picks_one(tmp_path):
    listing = f"# my favourites\n{HITORI_URL}\n\n{RANGE_ID}\nrect:2x2:bad!\n"
    (tmp_path / "list.txt").write_text(listing)
    pack = open_pack(tmp_path / "list.txt")
    kinds = [e.kind for e in pack.entries]
    assert kinds == ["hitori", "kurodoko", ""]
    assert pack.entries[2].error.line == 5
    manifest = (
        'title = "Picks"\n[[puzzle]]\nfile = "list.txt"\nindex = 2\n'
        '[[puzzle]]\nfile = "list.txt"\ntitle = "All"\n'
    )
    picks = open_pack(make_pack(tmp_path / "picks", {"list.txt": listing}, manifest=manifest))
    assert [e.title for e in picks.entries] == ["list 2", "All 1", "All 2", "All 3"]
    assert picks.entries[0].kind == "kurodoko"


def test_a_single_puzzle_file_is_a_one_puzzle_pack(tmp_path):
    (tmp_path / "a.gg").write_text(SHIKAKU)
    pack = open_pack(tmp_path / "a.gg")
    assert (pack.title, len(pack.entries)) == ("Two twos", 1)
    (tmp_path / "bad.gg").write_text("shikaku 2x2\n2 .\n. x\n")
    assert error_of(tmp_path / "bad.gg").line == 3


# --- writing pack.toml ---------------------------------------------------------------------


def test_write_manifest_reads_back():
    long = "A long attribution " * 12 + '"quoted" \\ back\\slash'
    pack = {"format": 1, "title": "T\u00e9", "attribution": long.strip(), "description": "a\n\tb"}
    puzzles = [{"file": "a.gg", "difficulty": "hard", "index": 2}, {"file": "b c.non"}]
    text = write_manifest(pack, puzzles)
    manifest = parse_manifest(text, "pack.toml", "x")
    assert (manifest.title, manifest.description) == ("T\u00e9", "a\n\tb")
    assert manifest.attribution == long.strip()
    assert [(e.file, e.difficulty, e.index) for e in manifest.entries] == [
        ("a.gg", "hard", 2),
        ("b c.non", None, None),
    ]
    assert text.startswith("format = 1\n")  # the pack's keys first, in the order given
