"""The faults of opening the progress folder that keep progress in memory, and the reads and
writes of a store that fails later, to the letter (progress/opening.py, store.py): the
sentence the player reads names the file or folder and the system's reason, nothing is
written anywhere else (an in-memory store makes no file), and reads fall back to nothing."""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path

import pytest

from gridgames.progress import FILENAME, ProgressStore, salvage
from tests.test_progress_damage import damage, played
from tests.test_progress_opening import set_aside

IN_MEMORY = "Progress cannot be saved this session: {}."


def in_memory_works(store: ProgressStore) -> None:
    assert store.path is None
    assert store.append_move("k", [1]) and store.load("k").moves == ([1],)


def test_a_folder_that_cannot_be_made_keeps_progress_in_memory(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)  # where a mistaken ":memory:" would become a file
    (tmp_path / "blocker").write_text("a file where the folder's parent should be")
    folder = tmp_path / "blocker" / "progress"
    with ProgressStore(folder) as store:
        assert str(store.message) == IN_MEMORY.format(
            f"cannot create the folder {folder} (Not a directory)"
        )
        in_memory_works(store)
    assert sorted(os.listdir(tmp_path)) == ["blocker"]


def test_a_file_that_cannot_be_opened_keeps_progress_in_memory(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / FILENAME).mkdir()  # a folder where the file should be
    with ProgressStore(tmp_path) as store:
        assert str(store.message) == IN_MEMORY.format(
            f"cannot write {tmp_path / FILENAME} (unable to open database file)"
        )
        in_memory_works(store)
    assert sorted(os.listdir(tmp_path)) == [FILENAME]


def test_a_bad_file_that_cannot_be_moved_aside_is_said_and_left(tmp_path, monkeypatch) -> None:
    junk = b"not a database, just some bytes " * 200
    (tmp_path / FILENAME).write_bytes(junk)

    def refuse(self: Path, target: Path) -> Path:
        raise OSError("the disk is read-only")  # no errno: the reason is the error's text

    monkeypatch.setattr(Path, "replace", refuse)
    with ProgressStore(tmp_path) as store:
        assert str(store.message) == IN_MEMORY.format(
            f"{tmp_path / FILENAME} is unusable and cannot be moved aside (the disk is read-only)"
        )
        in_memory_works(store)
    assert (tmp_path / FILENAME).read_bytes() == junk
    assert os.listdir(tmp_path) == [FILENAME]


def test_a_corrupt_file_is_named_by_the_time_it_was_set_aside(tmp_path) -> None:
    (tmp_path / FILENAME).write_bytes(b"\0" * 5000)
    with ProgressStore(tmp_path) as store:
        (kept,) = set_aside(tmp_path, "corrupt")
        assert re.fullmatch(r"progress\.db\.corrupt-\d{8}-\d{6}", kept.name)
        assert store.message is not None and kept.name in store.message


def test_an_empty_database_file_is_used_as_a_new_one(tmp_path) -> None:
    (tmp_path / FILENAME).write_bytes(b"")  # what sqlite3.connect leaves before any table
    with ProgressStore(tmp_path) as store:
        assert store.message is None and store.path == tmp_path / FILENAME
        assert store.append_move("k", [1])
    assert not set_aside(tmp_path, "damaged") and not set_aside(tmp_path, "corrupt")


def other_database(folder: Path, *statements: str) -> None:
    conn = sqlite3.connect(folder / FILENAME)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


@pytest.mark.parametrize(
    ("statements", "problem"),
    [
        (("CREATE TABLE photos (name TEXT)",), "not a Grid Games progress database"),
        (  # only the version table of ours, and that damaged: nothing else to keep
            (
                "CREATE TABLE schema_version (version INTEGER NOT NULL)",
                "INSERT INTO schema_version VALUES ('two')",
            ),
            "damaged schema_version table",
        ),  # fmt: skip
    ],
    ids=["another program's", "a lone damaged version table"],
)
def test_a_database_that_is_not_ours_is_set_aside_whole(tmp_path, statements, problem) -> None:
    other_database(tmp_path, *statements)
    with ProgressStore(tmp_path) as store:
        (kept,) = set_aside(tmp_path, "corrupt")
        assert str(store.message) == (
            f"Your saved progress could not be read ({problem}). The file was kept as "
            f"{kept.name} and Grid Games starts afresh."
        )
        assert not set_aside(tmp_path, "damaged")


def test_a_damaged_file_that_cannot_be_copied_says_its_first_three_problems(
    tmp_path, monkeypatch
) -> None:
    played(tmp_path)
    damage(tmp_path, "DROP TABLE app_state", "DROP TABLE user_pack",
           "UPDATE puzzle SET elapsed = 'a while' WHERE key = 'b'",
           "UPDATE move SET record = '{' WHERE key = 'a' AND seq = 0")  # fmt: skip

    def fail(source: sqlite3.Connection, target: sqlite3.Connection) -> int:
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(salvage, "salvage", fail)
    with ProgressStore(tmp_path) as store:
        (kept,) = set_aside(tmp_path, "damaged")
        assert str(store.message) == (
            "Your saved progress was damaged (the app_state table is missing or altered; "
            "the user_pack table is missing or altered; 1 unreadable row in puzzle) and could "
            "not be copied (database disk image is malformed). The file was kept as "
            f"{kept.name} and Grid Games starts afresh."
        )
        assert store.summaries() == {} and store.append_move("k", [1])


def test_a_closed_store_reads_nothing_and_saves_nothing_and_says_why(tmp_path) -> None:
    store = ProgressStore(tmp_path)
    store.append_move("a", [1])
    store.mark_solver_finished("a", 4.0)
    store.close()
    assert store.solver_finished("a") is False
    assert str(store.last_error) == "progress not read: the progress store is closed"
    assert store.solve_times() == {} and store.summaries() == {}
    assert store.append_move("a", [2]) is False
    assert str(store.last_error) == "progress not saved: the progress store is closed"


def test_the_solver_finishing_a_puzzle_never_opened_records_it(tmp_path) -> None:
    with ProgressStore(tmp_path) as store:
        assert store.mark_solver_finished("fresh", 12.0)
        assert store.solver_finished("fresh") is True
        summary = store.summaries()["fresh"]
        assert (summary.state, summary.elapsed) == ("in progress", 12.0)


def test_a_damaged_move_is_said_by_number_and_a_sound_load_says_nothing(tmp_path) -> None:
    played(tmp_path)
    with ProgressStore(tmp_path) as store:
        assert store.load("a").position == 3 and store.last_error is None
        damage(tmp_path, "UPDATE move SET record = 'not json' WHERE key = 'a' AND seq = 1")
        assert store.load("a").moves == ({"cell": 1},)
        assert str(store.last_error) == "progress partly read: move 2 is damaged"


def test_a_file_with_a_damaged_page_is_said_in_one_line_with_its_first_findings(tmp_path) -> None:
    with ProgressStore(tmp_path) as store:
        for number in range(300):
            store.append_move(f"k{number % 7}", {"cell": number, "pad": "x" * 200})
    data = bytearray((tmp_path / FILENAME).read_bytes())
    data[16 * 4096 + 100 : 16 * 4096 + 300] = bytes(200)  # a page of moves, zeroed in part
    (tmp_path / FILENAME).write_bytes(bytes(data))
    with ProgressStore(tmp_path) as store:
        (kept,) = set_aside(tmp_path, "corrupt")
        message = str(store.message)
    found = message.removeprefix("Your saved progress could not be read (").split("). The file")[0]
    assert message == (
        f"Your saved progress could not be read ({found}). The file was kept as {kept.name} and "
        "Grid Games starts afresh."
    )
    assert "\n" not in message
    first, *others = found.split("; ")
    # The first three of SQLite's findings (it reports more here), each a line of its own.
    assert first == "*** in database main ***" and len(others) == 2 and all(others)
