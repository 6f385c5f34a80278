"""Statistics rows, Qt-free: wins per kind and size from the progress database, with best
and median times checked against values worked out by hand, in the order the dialog lists
them; old databases migrated and their wins given a kind when the puzzle is opened again."""

from __future__ import annotations

import sqlite3

from gridgames.progress import FILENAME, SCHEMA_VERSION, Kind, ProgressStore
from gridgames.progress.statistics import KindStatistics, kind_statistics

NONO_10 = Kind("nonogram", 10, 10)
NONO_15 = Kind("nonogram", 15, 10)
HITORI_8 = Kind("hitori", 8, 8)


def fill(store: ProgressStore) -> None:
    """Wins: nonogram 10x10 a (90 s, then again in 50 s), b (200 s), c (70 s);
    nonogram 15x10 d (300 s); hitori 8x8 e (45 s)."""
    for key, seconds, kind in [
        ("a", 90, NONO_10),
        ("b", 200, NONO_10),
        ("a", 50, NONO_10),
        ("c", 70, NONO_10),
        ("d", 300, NONO_15),
        ("e", 45, HITORI_8),
    ]:
        assert store.mark_solved(key, seconds, kind) is not None


def test_wins_per_kind_and_size(tmp_path) -> None:
    with ProgressStore(tmp_path) as store:
        fill(store)
        rows = kind_statistics(store.solve_times())
    table = [(r.kind, r.puzzles, r.solves, r.best, r.median) for r in rows]
    assert table == [
        (HITORI_8, 1, 1, 45, 45),
        (NONO_10, 3, 4, 50, 80),  # median of 50, 70, 90, 200
        (NONO_15, 1, 1, 300, 300),
    ]


def write_version_1_file(folder) -> None:
    """A version-1 database: a best time per puzzle, no solve table."""
    conn = sqlite3.connect(folder / FILENAME)
    conn.executescript(
        """CREATE TABLE schema_version (version INTEGER NOT NULL);
        INSERT INTO schema_version VALUES (1);
        CREATE TABLE puzzle (key TEXT PRIMARY KEY, position INTEGER NOT NULL DEFAULT 0,
            elapsed REAL NOT NULL DEFAULT 0, solved INTEGER NOT NULL DEFAULT 0,
            best_seconds REAL, last_opened REAL, updated REAL NOT NULL) WITHOUT ROWID;
        CREATE TABLE move (key TEXT NOT NULL, seq INTEGER NOT NULL, record TEXT NOT NULL,
            PRIMARY KEY (key, seq)) WITHOUT ROWID;
        CREATE TABLE app_state (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE user_pack (id INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, added REAL);
        INSERT INTO puzzle (key, solved, best_seconds, updated) VALUES ('old', 1, 75, 1);
        INSERT INTO puzzle (key, solved, best_seconds, updated) VALUES ('open', 0, NULL, 1);
        """
    )
    conn.close()


def test_a_version_1_database_keeps_its_wins_and_learns_their_kind(tmp_path) -> None:
    write_version_1_file(tmp_path)
    with ProgressStore(tmp_path) as store:
        assert store.message is None
        assert store.solve_times() == {Kind(None, None, None): [("old", 75.0)]}
        assert store.load("old").best_seconds == 75
        store.open_puzzle("old", kind=NONO_15)
        assert store.solve_times() == {NONO_15: [("old", 75.0)]}


def test_the_migrated_version_1_file_reads_as_the_current_version(tmp_path) -> None:
    write_version_1_file(tmp_path)
    with ProgressStore(tmp_path) as store:
        store.open_puzzle("old", kind=NONO_15)
    conn = sqlite3.connect(tmp_path / FILENAME)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]
    finally:
        conn.close()
    with ProgressStore(tmp_path) as store:  # the next start finds nothing to set aside
        assert store.message is None
        assert store.solve_times() == {NONO_15: [("old", 75.0)]}


def test_rows_by_name_then_area_then_width_and_unknown_kinds_last() -> None:
    times = {
        Kind(None, None, None): [("old", 75.0)],
        Kind("shikaku", 10, 5): [("p", 30.0)],
        Kind("shikaku", 5, 10): [("q", 20.0), ("q", 10.0)],
        Kind("nonogram", 3, 3): [],  # no win: no row
        Kind("shikaku", 7, 7): [("r", 2.5), ("s", 1.5), ("t", 10.0)],
        Kind("kurodoko", None, None): [("k", 5.0)],
        Kind("hitori", 20, 20): [("h", 600.0), ("i", 400.0), ("h", 300.0), ("j", 900.0)],
    }
    assert kind_statistics(times) == [
        KindStatistics(Kind("hitori", 20, 20), puzzles=3, solves=4, best=300.0, median=500.0),
        KindStatistics(Kind("kurodoko", None, None), puzzles=1, solves=1, best=5.0, median=5.0),
        KindStatistics(Kind("shikaku", 7, 7), puzzles=3, solves=3, best=1.5, median=2.5),
        KindStatistics(Kind("shikaku", 5, 10), puzzles=1, solves=2, best=10.0, median=15.0),
        KindStatistics(Kind("shikaku", 10, 5), puzzles=1, solves=1, best=30.0, median=30.0),
        KindStatistics(Kind(None, None, None), puzzles=1, solves=1, best=75.0, median=75.0),
    ]
    assert kind_statistics({}) == []


def test_solve_times_are_every_win_in_the_order_won_by_kind(tmp_path) -> None:
    with ProgressStore(tmp_path) as store:
        store.mark_solved("a", 90, NONO_10)
        store.mark_solved("z", 20)  # no kind given: an unknown kind
        store.mark_solved("e", 45.5, HITORI_8)
        store.mark_solved("a", 50, NONO_10)
        assert store.solve_times() == {
            NONO_10: [("a", 90.0), ("a", 50.0)],
            Kind(None, None, None): [("z", 20.0)],
            HITORI_8: [("e", 45.5)],
        }
        assert store.summaries()["a"].best_seconds == 50
        # Opening a puzzle with its kind names only its own solves of no kind.
        store.open_puzzle("a", kind=HITORI_8)
        assert store.solve_times()[NONO_10] == [("a", 90.0), ("a", 50.0)]
