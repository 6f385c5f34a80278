"""My puzzles (packs/mine.py): every puzzle kept, newest first, read back exactly, keyed like a
puzzle opened on its own; a damaged list or file costs one line and nothing else; the list
exports as a zip pack that opens as the same puzzles."""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path

import pytest

from gridgames.formats.gg import read_gg
from gridgames.packs import open_pack, puzzle_key
from gridgames.packs.mine import GENERATED, INDEX, MADE, OPENED, PASTED, MyPuzzles
from tests.helpers import shared

SHIKAKU = read_gg("shikaku 3x2\ntitle: Little\n. 2 .\n4 . .\n")
HITORI = read_gg("fillgrid 3x3 hitori\n1 1 3\n2 3 1\n3 2 2\n")
DESIGN = read_gg("fillgrid 4x3\n# . . o\n. . . .\no . . #\n")
COLOUR = read_gg((Path(__file__).parent / "data/colour/flags-5x3.gg").read_text())
NONOGRAM = read_gg("nonogram 2x2\nrows:\n2\n1\ncolumns:\n2\n1\nsolution:\n##\n#.\n")


@pytest.fixture
def mine(tmp_path: Path) -> MyPuzzles:
    return MyPuzzles(tmp_path / "my-puzzles")


def keep_all(mine: MyPuzzles) -> list[str]:
    """Each kept a second apart (the list's order is by time)."""
    names = []
    for when, (puzzle, origin) in enumerate(
        [(SHIKAKU, OPENED), (HITORI, GENERATED), (DESIGN, MADE), (COLOUR, PASTED)]
    ):
        names.append(mine.remember(puzzle, origin))
        os.utime(mine.folder / names[-1], (when, when))
        _set_time(mine, names[-1], 1000.0 + when)
    return names


def _set_time(mine: MyPuzzles, name: str, saved: float) -> None:
    path = mine.folder / INDEX
    data = json.loads(path.read_text())
    for item in data["puzzles"]:
        if item["file"] == name:
            item["saved"] = saved
    path.write_text(json.dumps(data))


def test_every_kind_is_kept_newest_first_exactly_as_it_was(mine: MyPuzzles) -> None:
    keep_all(mine)
    pack = mine.pack()
    assert [pack.load(entry) for entry in pack.entries] == [COLOUR, DESIGN, HITORI, SHIKAKU]
    loaded = pack.load(pack.entries[1])
    assert loaded.design == DESIGN.design  # the crossword design: '#', 'o' and '.'
    assert pack.load(pack.entries[0]).meta == COLOUR.meta
    assert [entry.kind for entry in pack.entries] == ["nonogram", "fillgrid", "hitori", "shikaku"]
    assert [entry.title for entry in pack.entries] == [
        "two flags", "Fill-grid 4\u00d73", "Hitori 3\u00d73", "Little",
    ]  # fmt: skip
    assert [entry.note.split()[0] for entry in pack.entries] == [
        "Pasted", "Made", "Generated", "Opened",
    ]  # fmt: skip
    # Keyed as if opened on its own: one progress wherever the same clues come from.
    assert [entry.key for entry in pack.entries] == [
        puzzle_key(p) for p in (COLOUR, DESIGN, HITORI, SHIKAKU)
    ]


def test_the_same_clues_again_move_to_the_top_once(mine: MyPuzzles) -> None:
    names = keep_all(mine)
    again = read_gg("shikaku 3x2\ntitle: Renamed\n. 2 .\n4 . .\n")  # same clues
    assert mine.remember(again, OPENED) == names[0]
    pack = mine.pack()
    assert len(pack.entries) == 4
    assert pack.entries[0].title == "Renamed"


def test_a_design_saved_again_replaces_its_earlier_save(mine: MyPuzzles) -> None:
    first = mine.remember(DESIGN, MADE)
    edited = read_gg("fillgrid 4x3\n# . . o\n. . # .\no . . #\n")
    assert mine.remember(edited, MADE, replaces=first) == first
    pack = mine.pack()
    assert [pack.load(entry) for entry in pack.entries] == [edited]


def test_made_stays_made_when_opened_again(mine: MyPuzzles) -> None:
    mine.remember(DESIGN, MADE)
    mine.remember(DESIGN, OPENED)
    assert mine.pack().entries[0].note.startswith("Made")


def test_a_damaged_list_is_set_aside_and_rebuilt_from_the_files(mine: MyPuzzles) -> None:
    keep_all(mine)
    (mine.folder / INDEX).write_text('{"version": 1, "puzzles": [{"file": 3}')
    fresh = MyPuzzles(mine.folder)
    pack = fresh.pack()
    assert sorted(entry.key for entry in pack.entries) == sorted(
        puzzle_key(p) for p in (SHIKAKU, HITORI, DESIGN, COLOUR)
    )
    assert [pack.load(entry) for entry in pack.entries] == [COLOUR, DESIGN, HITORI, SHIKAKU]
    assert "\n" not in fresh.message and "damaged" in fresh.message
    assert "none lost" in fresh.message
    assert [p.name.startswith(f"{INDEX}.damaged-") for p in mine.folder.glob("index.json.*")]
    fresh.remember(NONOGRAM, PASTED)  # and keeping goes on
    assert len(MyPuzzles(mine.folder).pack().entries) == 5
    assert MyPuzzles(mine.folder).message == ""


@pytest.mark.parametrize(
    "index",
    ["", "[]", '{"puzzles": [{"file": "../x.gg", "saved": 1}]}', '{"puzzles": [7]}',
     '{"puzzles": [{"file": "a.gg", "saved": "now"}]}', b"\xff\xfe"],
)  # fmt: skip
def test_any_damage_to_the_list_is_one_line(mine: MyPuzzles, index) -> None:
    keep_all(mine)
    path = mine.folder / INDEX
    path.write_bytes(index if isinstance(index, bytes) else index.encode())
    fresh = MyPuzzles(mine.folder)
    assert len(fresh.pack().entries) == 4
    assert "index.json: damaged (" in fresh.message and "\n" not in fresh.message
    assert fresh.message.endswith("rebuilt from the puzzle files, none lost")


def test_a_damaged_file_is_one_line_and_the_rest_play(mine: MyPuzzles) -> None:
    names = keep_all(mine)
    (mine.folder / names[1]).write_text("fillgrid 3x3 hitori\n1 1 3\n2 3 1\n")  # a row gone
    (mine.folder / names[2]).unlink()  # deleted by hand: simply gone from the list
    pack = mine.pack()
    assert [entry.ok for entry in pack.entries] == [True, False, True]
    broken = pack.entries[1].error
    assert broken is not None and broken.source.endswith(names[1])
    assert "\n" not in str(broken)
    assert pack.load(pack.entries[0]) == COLOUR and pack.load(pack.entries[2]) == SHIKAKU


def test_a_file_the_list_missed_is_listed(mine: MyPuzzles) -> None:
    """A crash between writing the puzzle and writing the list (or another window's list
    written over this one's) loses no puzzle."""
    keep_all(mine)
    (mine.folder / "20260101-000000-nonogram-2x2.gg").write_text(
        "nonogram 2x2\nrows:\n2\n1\ncolumns:\n2\n1\n"
    )
    pack = mine.pack()
    assert len(pack.entries) == 5
    assert pack.entries[0].source_name == "20260101-000000-nonogram-2x2.gg"  # by its time
    assert pack.entries[0].note.startswith("Added")


def test_a_failed_save_changes_nothing(mine: MyPuzzles, tmp_path: Path) -> None:
    keep_all(mine)
    before = (mine.folder / INDEX).read_text()
    blocked = MyPuzzles(tmp_path / "a-file")
    (tmp_path / "a-file").write_text("not a folder")
    with pytest.raises(OSError):
        blocked.remember(NONOGRAM, PASTED)
    assert (mine.folder / INDEX).read_text() == before


def test_export_is_a_zip_pack_of_the_same_puzzles_in_order(mine: MyPuzzles, tmp_path) -> None:
    names = keep_all(mine)
    (mine.folder / names[0]).write_text("shikaku 3x2\n. 9 .\n4 . .\n")  # damaged: left out
    target = tmp_path / "out" / "mine.zip"
    assert mine.export_zip(target) == 3
    with zipfile.ZipFile(target) as archive:
        assert archive.namelist()[0] == "pack.toml"
    pack = open_pack(target)
    assert pack.title == "My puzzles"
    assert [pack.load(entry) for entry in pack.entries] == [COLOUR, DESIGN, HITORI]
    assert [entry.title for entry in pack.entries] == [
        "two flags", "Fill-grid 4\u00d73", "Hitori 3\u00d73",
    ]  # fmt: skip
    assert all(entry.ok for entry in pack.entries) and pack.warnings == []


def test_a_shared_puzzle_file_is_kept_whole(mine: MyPuzzles) -> None:
    from gridgames.formats.detect import load_puzzle

    puzzle = load_puzzle(str(shared("data", "shikaku", "gg", "pzprjs-test-6x6.gg")))
    mine.remember(puzzle, OPENED)
    kept = mine.pack()
    assert kept.load(kept.entries[0]) == puzzle
    assert kept.load(kept.entries[0]).meta == puzzle.meta


def test_a_draft_that_is_no_puzzle_yet_is_kept_as_a_draft(mine: MyPuzzles) -> None:
    from gridgames.errors import DraftError
    from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle

    draft = ShikakuPuzzle(3, 2, (Clue(0, 0, 2),))  # the clues cover 2 of 6 cells
    name = mine.remember(draft, MADE)
    assert "draft: not a puzzle yet" in (mine.folder / name).read_text(encoding="utf-8")
    [entry] = mine.pack().entries
    assert isinstance(entry.error, DraftError) and entry.error.draft == draft
    assert "add up to 2" in str(entry.error)
