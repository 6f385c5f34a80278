"""Issue 17, class 5: a progress database that SQLite finds sound but whose content is
damaged gets a message, keeps what can be read, and is set aside like every other fault.

Each case starts from a real store with two puzzles' moves, damages one thing with plain
SQL (as an editor or another tool would), then opens the folder again.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from gridgames.progress import ProgressStore


def played(folder: Path) -> None:
    with ProgressStore(folder) as store:
        for move in ({"cell": 1}, {"cell": 2}, {"cell": 3}):
            store.append_move("a", move, elapsed=12.5)
        store.append_move("b", [7], elapsed=3.0)
        store.mark_solved("b", 3.0)
        store.add_user_pack("/packs/mine")
        store.set_state("theme", "dark")


def damage(folder: Path, *statements: str) -> None:
    conn = sqlite3.connect(folder / "progress.db")
    try:
        for statement in statements:
            conn.execute(statement)
        conn.commit()
    finally:
        conn.close()


def aside(folder: Path) -> list[Path]:
    return [
        p
        for p in folder.iterdir()
        if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm"))
    ]


CASES = {
    "version 0": ("UPDATE schema_version SET version = 0",),
    "version -3": ("UPDATE schema_version SET version = -3",),
    "version as text": ("UPDATE schema_version SET version = 'one'",),
    "text for a number": ("UPDATE puzzle SET elapsed = 'a while' WHERE key = 'b'",),
    "text for the position": ("UPDATE puzzle SET position = 'x' WHERE key = 'a'",),
    "a missing table": ("DROP TABLE app_state",),
    "the move table missing": ("DROP TABLE move",),
    "a move that is not JSON": ("UPDATE move SET record = '{oops' WHERE key = 'a' AND seq = 1",),
    "no version table": ("DROP TABLE schema_version",),
}


@pytest.mark.parametrize("statements", CASES.values(), ids=CASES.keys())
def test_damage_is_reported_set_aside_and_what_reads_is_kept(tmp_path, statements) -> None:
    played(tmp_path)
    damage(tmp_path, *statements)
    with ProgressStore(tmp_path) as store:
        assert store.message is not None and "damaged" in store.message
        (kept_aside,) = aside(tmp_path)
        assert kept_aside.name in store.message
        assert store.path == tmp_path / "progress.db"  # a file again, not memory
        # The fresh file works for writing ...
        assert store.append_move("c", {"cell": 9}) and store.load("c").moves == ({"cell": 9},)
        # ... and holds what could be read.
        summaries = store.summaries()
        a = store.load("a")
        if statements == CASES["a move that is not JSON"]:
            assert a.moves == ({"cell": 1},) and a.position == 1  # up to the bad one
        elif statements in (CASES["the move table missing"], CASES["text for the position"]):
            assert len(a.moves) <= 3
        else:
            assert a.moves == ({"cell": 1}, {"cell": 2}, {"cell": 3}) and a.position == 3
        if statements != CASES["text for a number"]:
            assert summaries["b"].best_seconds == 3.0
        if statements != CASES["a missing table"]:
            assert store.get_state("theme") == "dark"
        assert store.user_packs() == ["/packs/mine"]
    with ProgressStore(tmp_path) as again:  # the next start finds nothing wrong
        assert again.message is None


def test_a_bad_move_hides_only_the_moves_after_it_while_running(tmp_path) -> None:
    played(tmp_path)
    with ProgressStore(tmp_path) as store:
        damage(tmp_path, "UPDATE move SET record = 'not json' WHERE key = 'a' AND seq = 2")
        progress = store.load("a")
        assert progress.moves == ({"cell": 1}, {"cell": 2}) and progress.position == 2
        assert store.last_error is not None and "move 3" in store.last_error


def test_a_sound_file_is_not_touched(tmp_path) -> None:
    played(tmp_path)
    with ProgressStore(tmp_path) as store:
        assert store.message is None and not aside(tmp_path)
        assert store.load("a").position == 3


def test_an_older_sound_file_is_migrated_not_set_aside(tmp_path) -> None:
    """A version-1 file lacks the tables later versions add: that is not damage."""
    played(tmp_path)
    damage(tmp_path, "DROP TABLE solve", "UPDATE schema_version SET version = 1")
    with ProgressStore(tmp_path) as store:
        assert store.message is None and not aside(tmp_path)
        assert store.load("a").position == 3
        assert store.summaries()["b"].best_seconds == 3.0


def test_an_older_damaged_file_keeps_what_reads_and_is_migrated(tmp_path) -> None:
    played(tmp_path)
    damage(
        tmp_path,
        "DROP TABLE solve",
        "UPDATE schema_version SET version = 1",
        "UPDATE move SET record = '[' WHERE key = 'a' AND seq = 2",
    )
    with ProgressStore(tmp_path) as store:
        assert store.message is not None and "damaged" in store.message
        assert store.load("a").moves == ({"cell": 1}, {"cell": 2})
        assert sum(len(times) for times in store.solve_times().values()) == 1  # from b's win
