"""Statistics: wins per kind and size from the progress database, with best and median
times; old databases migrated; the dialog shows what the database holds, and a win made
with real clicks lands in it."""

from __future__ import annotations

import sqlite3

from gridgames.app.clock import format_time
from gridgames.app.statistics_dialog import UNKNOWN_KIND, StatisticsDialog
from gridgames.packs import BUILTIN
from gridgames.progress import FILENAME, Kind, ProgressStore
from gridgames.progress.statistics import kind_statistics
from tests.driver import BoardDriver, open_window

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


def test_a_version_1_database_keeps_its_wins_and_learns_their_kind(tmp_path) -> None:
    conn = sqlite3.connect(tmp_path / FILENAME)
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
    with ProgressStore(tmp_path) as store:
        assert store.message is None
        assert store.solve_times() == {Kind(None, None, None): [("old", 75.0)]}
        assert store.load("old").best_seconds == 75
        store.open_puzzle("old", kind=NONO_15)
        assert store.solve_times() == {NONO_15: [("old", 75.0)]}


def test_the_dialog_shows_the_database(qtbot, tmp_path) -> None:
    with ProgressStore(tmp_path) as store:
        fill(store)
        store.mark_solved("z", 20)  # a win of unknown kind is listed last
        dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    table = dialog.table
    shown = [
        tuple(table.item(r, c).text() for c in range(table.columnCount()))
        for r in range(table.rowCount())
    ]
    assert shown == [
        ("Hitori", "8\u00d78", "1", "1", "0:45", "0:45"),
        ("Nonogram", "10\u00d710", "3", "4", "0:50", "1:20"),
        ("Nonogram", "15\u00d710", "1", "1", "5:00", "5:00"),
        (UNKNOWN_KIND, "", "1", "1", "0:20", "0:20"),
    ]
    assert dialog.summary.text().startswith("6 puzzles solved, 7 wins")


def test_a_win_with_real_clicks_is_counted(qtbot) -> None:
    window = open_window(qtbot)
    pack = window.shelf.library.find(BUILTIN + "mit-samples")
    entry = next(e for e in pack.entries if e.source_name == "pzprjs-hitori-4x4.gg")
    window.packs.chosen.emit(pack.ref, entry.key)
    window.session.clock.set_elapsed_ms(83_000)
    board = BoardDriver(window.view)
    for cell in [(0, 0), (0, 2), (2, 0), (2, 2), (3, 3)]:  # the answer's shaded cells
        board.click(cell)
    assert window.session.won
    window.game_actions.statistics.trigger()
    dialog = window.guides.dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.isVisible()
    row = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    seconds = window.session.clock.seconds()
    assert row == ["Hitori", "4\u00d74", "1", "1", format_time(seconds), format_time(seconds)]
    assert 83 <= seconds < 90
