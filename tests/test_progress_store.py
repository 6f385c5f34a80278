"""The progress store: what a restart keeps (moves, undo position, clocks, best times, app
state), and what happens to a damaged, foreign or newer database, or an unwritable folder."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from gridgames.progress import (
    IN_PROGRESS,
    NEW,
    SCHEMA_VERSION,
    SOLVED,
    ProgressStore,
    PuzzleProgress,
)


@pytest.fixture
def store(tmp_path):
    with ProgressStore(tmp_path) as opened:
        yield opened


def set_aside(folder, kind: str = "corrupt") -> list[str]:
    """The database files set aside (their WAL and shared-memory files go with them)."""
    return sorted(
        p.name
        for p in folder.iterdir()
        if f".{kind}-" in p.name and not p.name.endswith(("-wal", "-shm"))
    )


def restart(store: ProgressStore) -> ProgressStore:
    """Close and reopen, as quitting and starting the app does."""
    store.close()
    return ProgressStore(store.path.parent)


def test_a_new_store_is_empty_and_durable(store, tmp_path):
    assert (store.path, store.message, store.last_error) == (tmp_path / "progress.db", None, None)
    assert store.load("k") == PuzzleProgress("k", NEW, 0.0, None, None)
    assert store.summaries() == {} and store.last_puzzle() is None and store.user_packs() == []
    assert store._conn.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
    other = sqlite3.connect(tmp_path / "progress.db")
    assert other.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert other.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]
    other.close()


def test_moves_and_the_undo_position_survive_a_restart(store):
    moves = [{"cells": [[0, c, 1]]} for c in range(5)]
    for number, move in enumerate(moves):
        assert store.append_move("k", move, elapsed=number + 0.5)
    assert store.set_position("k", 3, elapsed=7.25)  # two undos: the redo tail is kept
    store = restart(store)
    saved = store.load("k")
    assert (saved.moves, saved.position, saved.applied) == (tuple(moves), 3, tuple(moves[:3]))
    assert (saved.elapsed, saved.state) == (7.25, IN_PROGRESS)
    assert store.set_position("k", 5)  # redo both
    assert store.set_position("k", 2)
    assert store.append_move("k", {"new": True})  # a move after undos drops the redo tail
    store = restart(store)
    saved = store.load("k")
    assert saved.moves == (*moves[:2], {"new": True}) and saved.position == 3
    with pytest.raises(ValueError):
        store.set_position("k", 4)
    assert store.load("k").position == 3
    store.close()


def test_solves_keep_the_best_time_and_reset_keeps_it_too(store):
    store.append_move("k", [1, 2])
    assert store.mark_solved("k", 90.0) == 90.0
    assert store.mark_solved("k", 120.0) == 90.0
    assert store.reset("k")
    assert store.mark_solved("k", 60.5) == 60.5
    store.reset("k")
    store = restart(store)
    saved = store.load("k")
    assert (saved.solved, saved.best_seconds, saved.moves, saved.elapsed) == (True, 60.5, (), 0)
    store.close()


def test_summaries_give_each_puzzle_state(store):
    store.open_puzzle("opened", "builtin:seeds")
    store.append_move("playing", "m")
    store.set_elapsed("clock", 3.0)
    store.mark_solved("done", 10)
    summaries = store.summaries()
    states = {key: summary.state for key, summary in summaries.items()}
    assert states == {"opened": NEW, "playing": IN_PROGRESS, "clock": IN_PROGRESS, "done": SOLVED}
    assert summaries["done"].best_seconds == 10 and summaries["opened"].last_opened > 0


def test_the_last_puzzle_and_app_state_survive_a_restart(store):
    store.open_puzzle("a", "builtin:seeds")
    saved = store.open_puzzle("b", "/packs/mine.zip")
    assert saved.key == "b" and saved.last_opened is not None
    store.open_puzzle("c")  # opened on its own: no pack
    store.set_state("panel", {"sort": "size", "filter": ["nonogram"]})
    for ref in ("/p/one", "/p/two", "/p/one", "/p/three"):
        store.add_user_pack(ref)
    store.remove_user_pack("/p/two")
    store = restart(store)
    assert store.last_puzzle() == ("c", None)
    assert store.get_state("panel") == {"sort": "size", "filter": ["nonogram"]}
    assert store.get_state("missing", 42) == 42
    assert store.user_packs() == ["/p/one", "/p/three"]
    store.close()


def test_moves_must_be_json(store):
    with pytest.raises(TypeError):
        store.append_move("k", {1, 2})
    with pytest.raises(ValueError):
        store.append_move("k", float("nan"))
    assert store.load("k").moves == ()


def test_threads_share_one_store(store):
    def play(key: str) -> None:
        for number in range(25):
            assert store.append_move(key, number)

    threads = [threading.Thread(target=play, args=(f"k{n}",)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(store.load(f"k{n}").moves == tuple(range(25)) for n in range(4))


def test_a_closed_store_reports_instead_of_raising(tmp_path):
    store = ProgressStore(tmp_path)
    store.close()
    assert store.append_move("k", 1) is False and "closed" in store.last_error
    assert store.load("k").moves == () and store.summaries() == {}


# --- files that are set aside ---------------------------------------------------------------


def test_a_corrupt_file_is_set_aside_with_a_message(tmp_path):
    with ProgressStore(tmp_path) as store:
        store.append_move("k", 1)
    path = tmp_path / "progress.db"
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # the schema page
    path.write_bytes(bytes(data))
    with ProgressStore(tmp_path) as store:
        aside = set_aside(tmp_path)
        assert len(aside) == 1 and aside[0] in store.message
        assert "could not be read" in store.message
        assert store.load("k").moves == () and store.append_move("k", 2)
    (tmp_path / "progress.db").write_bytes(b"this is not a database at all, just text" * 40)
    with ProgressStore(tmp_path) as store:
        assert "could not be read" in store.message
    assert len(set_aside(tmp_path)) == 2


def test_another_programs_database_is_set_aside(tmp_path):
    foreign = sqlite3.connect(tmp_path / "progress.db")
    foreign.execute("CREATE TABLE notes (text TEXT)")
    foreign.commit()
    foreign.close()
    with ProgressStore(tmp_path) as store:
        assert "not a Grid Games progress database" in store.message


def test_a_newer_file_is_kept_intact_for_the_newer_version(tmp_path):
    with ProgressStore(tmp_path) as store:
        store.append_move("k", 1)
    newer = sqlite3.connect(tmp_path / "progress.db")
    newer.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 5,))
    newer.commit()
    newer.close()
    before = (tmp_path / "progress.db").read_bytes()
    with ProgressStore(tmp_path) as store:
        name = f"progress.db.newer-{SCHEMA_VERSION + 5}"
        assert name in store.message and "newer version" in store.message
        assert store.load("k").moves == ()
    assert (tmp_path / name).read_bytes() == before


def test_a_stale_wal_goes_aside_with_its_file(tmp_path):
    (tmp_path / "progress.db").write_bytes(b"garbage" * 100)
    (tmp_path / "progress.db-wal").write_bytes(b"old wal")
    with ProgressStore(tmp_path) as store:
        (aside,) = set_aside(tmp_path)
        assert (tmp_path / f"{aside}-wal").read_bytes() == b"old wal"
        assert store.append_move("k", 1) and store.load("k").moves == (1,)


def test_an_unwritable_folder_keeps_progress_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with ProgressStore(blocker / "sub") as store:
        assert store.path is None and "cannot be saved" in store.message
        assert store.append_move("k", 1) and store.load("k").moves == (1,)
