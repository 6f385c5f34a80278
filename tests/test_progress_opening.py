"""Setting a bad progress file aside (progress/opening.py), to the letter: the sentence
the player reads for each fault, the file kept byte for byte as it was found (inspected
read-only), a second file set aside in the same second named apart from the first, and
the WAL side file going with it (left behind, SQLite would replay it into the new file)."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from gridgames.progress import ProgressStore
from tests.test_progress_damage import damage, played


def set_aside(folder: Path, kind: str) -> list[Path]:
    """The files set aside as `kind`, without their side files."""
    return sorted(
        p for p in folder.iterdir() if f".{kind}-" in p.name and not p.name.endswith(SIDES)
    )


SIDES = ("-wal", "-shm", "-journal")


def test_a_damaged_file_is_said_in_full_and_kept_as_it_was(tmp_path) -> None:
    played(tmp_path)
    damage(tmp_path, "UPDATE puzzle SET elapsed = 'a while' WHERE key = 'b'",
           "DROP TABLE app_state")  # fmt: skip
    original = (tmp_path / "progress.db").read_bytes()
    with ProgressStore(tmp_path) as store:
        (kept,) = set_aside(tmp_path, "damaged")
        assert re.fullmatch(r"progress\.db\.damaged-\d{8}-\d{6}", kept.name)
        assert str(store.message) == (
            "Your saved progress was partly damaged (the app_state table is missing or "
            "altered; 1 unreadable row in puzzle). Everything that could be read was kept; "
            f"the damaged file was kept as {kept.name}."
        )
        assert kept.read_bytes() == original  # looked at, never written


def test_a_file_that_is_no_database_is_said_and_set_aside_whole(tmp_path) -> None:
    junk = b"not a database, just some bytes " * 200
    (tmp_path / "progress.db").write_bytes(junk)
    with ProgressStore(tmp_path) as store:
        (kept,) = set_aside(tmp_path, "corrupt")
        assert str(store.message) == (
            "Your saved progress could not be read (file is not a database). The file was "
            f"kept as {kept.name} and Grid Games starts afresh."
        )
        assert kept.read_bytes() == junk
        assert store.append_move("k", [1])  # the fresh file works


def test_a_newer_file_is_kept_for_the_newer_version(tmp_path) -> None:
    played(tmp_path)
    damage(tmp_path, "UPDATE schema_version SET version = 99")
    with ProgressStore(tmp_path) as store:
        assert (tmp_path / "progress.db.newer-99").exists()
        assert str(store.message) == (
            "Your saved progress was written by a newer version of Grid Games (format 99). "
            "It was kept as progress.db.newer-99 and this version starts afresh; the newer "
            "version will find it there."
        )
        assert store.summaries() == {}
    damage(tmp_path, "UPDATE schema_version SET version = 99")  # the newer one again
    with ProgressStore(tmp_path):
        assert (tmp_path / "progress.db.newer-99-2").exists()  # the first is not replaced


def test_the_wal_goes_with_the_file_set_aside(tmp_path) -> None:
    played(tmp_path)
    # A connection left open keeps its WAL beside the file, as a crash would.
    held = sqlite3.connect(tmp_path / "progress.db")
    try:
        held.execute("PRAGMA journal_mode=WAL")
        held.execute("UPDATE move SET record = '{' WHERE key = 'a' AND seq = 0")
        held.commit()
        assert (tmp_path / "progress.db-wal").stat().st_size > 0
        with ProgressStore(tmp_path) as store:
            (kept,) = set_aside(tmp_path, "damaged")
            assert (tmp_path / f"{kept.name}-wal").exists()
            assert store.load("a").moves == ()  # the damaged first move ends a's moves
            assert store.load("b").moves == ([7],)  # (what the WAL held was read too)
    finally:
        held.close()
