"""The progress database's tables and their version.

`schema_version` holds one row. A database of a lower version is migrated in place (one
transaction per step, in `MIGRATIONS`); one of a higher version was written by a newer Grid
Games and is set aside untouched rather than guessed at (see opening.py).

Moves are kept as one row each, numbered from 0 per puzzle, with the puzzle's `position`
saying how many are applied: undo and redo only move `position`, and a new move after undos
deletes the rows at and after it first -- so the redo tail, like the undo history, survives
a restart exactly as the player left it.

Every win of the player's is a row of `solve` (version 2): the puzzle's kind (genre, or the
fill-grid variant) and size with the time, so statistics per kind and size need no puzzle
file. Solves saved before version 2 had only a best time per puzzle: the migration keeps
each as one solve of an unknown kind, and the first time such a puzzle is opened again its
kind and size are filled in (`ProgressStore.open_puzzle`).
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 2

CREATE = (
    "CREATE TABLE schema_version (version INTEGER NOT NULL)",
    """CREATE TABLE puzzle (
        key TEXT PRIMARY KEY,
        position INTEGER NOT NULL DEFAULT 0,  -- moves applied; later rows: the redo tail
        elapsed REAL NOT NULL DEFAULT 0,      -- seconds on the clock
        solved INTEGER NOT NULL DEFAULT 0,    -- ever solved
        best_seconds REAL,                    -- fastest solve
        last_opened REAL,                     -- Unix time
        updated REAL NOT NULL
    ) WITHOUT ROWID""",
    """CREATE TABLE move (
        key TEXT NOT NULL,
        seq INTEGER NOT NULL,                 -- 0, 1, 2, ... per puzzle
        record TEXT NOT NULL,                 -- the caller's move, as JSON
        PRIMARY KEY (key, seq)
    ) WITHOUT ROWID""",
    "CREATE TABLE app_state (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
    "CREATE TABLE user_pack (id INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, added REAL)",
)

SOLVE_TABLE = """CREATE TABLE solve (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL,
        kind TEXT,                            -- genre or variant; NULL: solved before v2
        width INTEGER,
        height INTEGER,
        seconds REAL NOT NULL,
        at REAL NOT NULL                      -- Unix time of the win
    )"""

CREATE = (*CREATE, SOLVE_TABLE)

# version -> the statements that take a database from it to version + 1
MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        SOLVE_TABLE,
        "INSERT INTO solve (key, seconds, at) SELECT key, best_seconds, updated FROM puzzle"
        " WHERE solved = 1 AND best_seconds IS NOT NULL",
    ),
}


def read_version(conn: sqlite3.Connection) -> int | None:
    """The schema version; None for an empty database (a new file). Raises
    sqlite3.DatabaseError for a file that is not ours or not a database at all."""
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not tables:
        return None
    if "schema_version" not in tables:
        raise sqlite3.DatabaseError("not a Grid Games progress database")
    rows = conn.execute("SELECT version FROM schema_version").fetchall()
    if len(rows) != 1 or not isinstance(rows[0][0], int):
        raise sqlite3.DatabaseError("damaged schema_version table")
    return rows[0][0]


def create(conn: sqlite3.Connection) -> None:
    with transaction(conn):
        for statement in CREATE:
            conn.execute(statement)
        conn.execute("INSERT INTO schema_version VALUES (?)", (SCHEMA_VERSION,))


def migrate(conn: sqlite3.Connection, version: int) -> None:
    while version < SCHEMA_VERSION:
        with transaction(conn):
            for statement in MIGRATIONS[version]:
                conn.execute(statement)
            version += 1
            conn.execute("UPDATE schema_version SET version = ?", (version,))


class transaction:  # noqa: N801 - used like a function: `with transaction(conn):`
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error. IMMEDIATE takes the write lock
    up front, so two app instances queue (busy timeout) instead of failing half-way."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, kind: object, *_: object) -> None:
        if kind is None:
            self.conn.execute("COMMIT")
        elif self.conn.in_transaction:
            self.conn.execute("ROLLBACK")
