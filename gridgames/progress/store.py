"""Saved progress: every move of every puzzle, clocks, best times, and where the player was.

    store = ProgressStore(data_dir)          # the app passes QStandardPaths.AppDataLocation
    if store.message:                        # a bad file was set aside: tell the player once
        show(store.message)
    saved = store.open_puzzle(key, pack.ref) # replay saved.moves[:saved.position]
    store.append_move(key, move_record, elapsed=clock)   # after each move
    store.set_position(key, n)               # after undo / redo
    store.mark_solved(key, seconds, Kind(kind, 20, 15))
    store.mark_solver_finished(key, seconds) # the solver finished it: no win, no best time
    store.solve_times()                      # every win, by kind and size (statistics)

Moves are the caller's plain records (anything `json.dumps` takes); the store never looks
inside them. Every method that writes is one transaction: after a crash the database holds
every call that returned and nothing of the one that did not.

Failures after opening (disk full, the file vanished, another instance holding the lock past
the busy timeout) never raise: writes return False and `last_error` says why, reads return
what they can, so a full disk costs the player their newest moves, not the game.

Threads: one connection, guarded by a lock, so any thread may call any method (calls are
serialised). The app needs only its GUI thread; a worker thread is fine too.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from ..engine.sentence import Sentence
from . import schema
from .opening import open_database

FILENAME = "progress.db"
NEW, IN_PROGRESS, SOLVED = "new", "in progress", "solved"
_LAST_KEY, _LAST_PACK = "last_puzzle_key", "last_pack_ref"
_SOLVER_FINISHED = "solver_finished:"  # app state + key: the board on it is the solver's
T = TypeVar("T")


@dataclass(frozen=True)
class Kind:
    """What statistics group solves by: the genre (a fill-grid puzzle's variant) and size.
    `name` is None for solves saved before kinds were recorded."""

    name: str | None
    width: int | None
    height: int | None


@dataclass(frozen=True)
class Summary:
    """What the pack browser shows for a puzzle."""

    key: str
    state: str  # new | in progress | solved (solved at least once)
    elapsed: float
    best_seconds: float | None
    last_opened: float | None


@dataclass(frozen=True)
class PuzzleProgress(Summary):
    moves: tuple[Any, ...] = ()  # every recorded move, the redo tail included
    position: int = 0  # how many of `moves` are applied

    @property
    def applied(self) -> tuple[Any, ...]:
        return self.moves[: self.position]

    @property
    def solved(self) -> bool:
        return self.state == SOLVED


class ProgressStore:
    def __init__(
        self,
        directory: str | os.PathLike[str],
        filename: str = FILENAME,
        synchronous: str = "FULL",
    ) -> None:
        opened = open_database(Path(directory), filename, synchronous)
        self._conn: sqlite3.Connection | None = opened.conn
        self.path = opened.path  # None when progress is only kept in memory
        self.message = opened.message  # set when the old file was set aside: show it once
        self.last_error: str | None = None  # the latest failed read or write
        self._lock = threading.RLock()

    # --- plumbing ---------------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            if self._conn is None:
                raise sqlite3.ProgrammingError("the progress store is closed")
            yield self._conn

    def _write(self, work: Callable[[sqlite3.Connection], object]) -> bool:
        try:
            with self._connection() as conn, schema.transaction(conn):
                work(conn)
        except sqlite3.Error as error:
            self.last_error = Sentence("progress not saved: {reason}", reason=str(error))
            return False
        return True

    def _read(self, work: Callable[[sqlite3.Connection], T], fallback: T) -> T:
        try:
            with self._connection() as conn:
                return work(conn)
        except (sqlite3.Error, ValueError) as error:  # ValueError: a record edited by hand
            self.last_error = Sentence("progress not read: {reason}", reason=str(error))
            return fallback

    @staticmethod
    def _ensure(conn: sqlite3.Connection, key: str) -> None:
        conn.execute(
            "INSERT OR IGNORE INTO puzzle (key, updated) VALUES (?, ?)", (key, time.time())
        )

    @staticmethod
    def _touch(conn: sqlite3.Connection, key: str, elapsed: float | None) -> None:
        conn.execute(
            "UPDATE puzzle SET elapsed = coalesce(?, elapsed), updated = ? WHERE key = ?",
            (elapsed, time.time(), key),
        )

    # --- one puzzle -------------------------------------------------------------------------

    def load(self, key: str) -> PuzzleProgress:
        """The saved state of a puzzle; an empty one if it was never played."""

        def work(conn: sqlite3.Connection) -> PuzzleProgress:
            row = conn.execute(_SUMMARY_SELECT + " WHERE key = ?", (key,)).fetchone()
            if row is None:
                return PuzzleProgress(key, NEW, 0.0, None, None)
            records = conn.execute(
                "SELECT record FROM move WHERE key = ? ORDER BY seq", (key,)
            ).fetchall()
            moves = _readable_moves(key, records)
            if len(moves) < len(records):
                self.last_error = Sentence(
                    "progress partly read: move {number} is damaged", number=len(moves) + 1
                )
            position = min(row[5], len(moves))
            return PuzzleProgress(*_summary(row), moves=moves, position=position)

        return self._read(work, PuzzleProgress(key, NEW, 0.0, None, None))

    def open_puzzle(
        self, key: str, pack_ref: str | None = None, kind: Kind | None = None
    ) -> PuzzleProgress:
        """Note that the player opened this puzzle now (from `pack_ref`, if from a pack), so
        the next start returns to it; returns its saved state. `kind` fills in the kind of
        its solves saved before kinds were recorded."""

        def work(conn: sqlite3.Connection) -> None:
            self._ensure(conn, key)
            if kind is not None:
                conn.execute(
                    "UPDATE solve SET kind = ?, width = ?, height = ?"
                    " WHERE key = ? AND kind IS NULL",
                    (kind.name, kind.width, kind.height, key),
                )
            conn.execute("UPDATE puzzle SET last_opened = ? WHERE key = ?", (time.time(), key))
            _put_state(conn, _LAST_KEY, key)
            _put_state(conn, _LAST_PACK, pack_ref)

        self._write(work)
        return self.load(key)

    def append_move(self, key: str, move: Any, elapsed: float | None = None) -> bool:
        """Record a move after the applied ones; any undone moves after them are dropped."""
        record = json.dumps(move, separators=(",", ":"), ensure_ascii=False, allow_nan=False)

        def work(conn: sqlite3.Connection) -> None:
            self._ensure(conn, key)
            (position,) = conn.execute(
                "SELECT position FROM puzzle WHERE key = ?", (key,)
            ).fetchone()
            conn.execute("DELETE FROM move WHERE key = ? AND seq >= ?", (key, position))
            conn.execute("INSERT INTO move VALUES (?, ?, ?)", (key, position, record))
            conn.execute("UPDATE puzzle SET position = ? WHERE key = ?", (position + 1, key))
            self._touch(conn, key, elapsed)

        return self._write(work)

    def set_position(self, key: str, position: int, elapsed: float | None = None) -> bool:
        """Undo or redo: `position` moves are now applied (0 to the number recorded)."""

        def work(conn: sqlite3.Connection) -> None:
            self._ensure(conn, key)
            (count,) = conn.execute("SELECT count(*) FROM move WHERE key = ?", (key,)).fetchone()
            if not 0 <= position <= count:
                raise ValueError(f"position {position} outside 0..{count} for {key!r}")
            conn.execute("UPDATE puzzle SET position = ? WHERE key = ?", (position, key))
            self._touch(conn, key, elapsed)

        return self._write(work)

    def set_elapsed(self, key: str, seconds: float) -> bool:
        def work(conn: sqlite3.Connection) -> None:
            self._ensure(conn, key)
            self._touch(conn, key, seconds)

        return self._write(work)

    def mark_solved(self, key: str, seconds: float, kind: Kind | None = None) -> float | None:
        """Record a solve in `seconds` (of a puzzle of `kind`, for statistics); returns the
        best time (None if not saved)."""

        def work(conn: sqlite3.Connection) -> None:
            self._ensure(conn, key)
            name, width, height = (kind.name, kind.width, kind.height) if kind else (None,) * 3
            conn.execute(
                "INSERT INTO solve (key, kind, width, height, seconds, at) VALUES (?,?,?,?,?,?)",
                (key, name, width, height, seconds, time.time()),
            )
            conn.execute(
                "UPDATE puzzle SET solved = 1, best_seconds = min(coalesce(best_seconds, ?), ?)"
                " WHERE key = ?",
                (seconds, seconds, key),
            )
            self._touch(conn, key, seconds)
            _drop_state(conn, _SOLVER_FINISHED + key)  # this board is the player's

        if not self._write(work):
            return None
        return self._read(
            lambda conn: conn.execute(
                "SELECT best_seconds FROM puzzle WHERE key = ?", (key,)
            ).fetchone()[0],
            None,
        )

    def mark_solver_finished(self, key: str, seconds: float) -> bool:
        """The solver, not the player, finished the board (in a go that took `seconds`):
        no solve is recorded, and until the player solves it or plays it again the board
        reopens as the solver's, even on a puzzle the player solved in an earlier go."""

        def work(conn: sqlite3.Connection) -> None:
            self._ensure(conn, key)
            self._touch(conn, key, seconds)
            _put_state(conn, _SOLVER_FINISHED + key, True)

        return self._write(work)

    def solver_finished(self, key: str) -> bool:
        """Was the board saved for `key` finished by the solver (see mark_solver_finished)?"""
        return self._read(lambda conn: bool(_get_state(conn, _SOLVER_FINISHED + key)), False)

    def reset(self, key: str) -> bool:
        """Play again from an empty board: moves and clock go, solved and best time stay."""

        def work(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM move WHERE key = ?", (key,))
            conn.execute("UPDATE puzzle SET position = 0 WHERE key = ?", (key,))
            self._touch(conn, key, 0.0)
            _drop_state(conn, _SOLVER_FINISHED + key)

        return self._write(work)

    def solve_times(self) -> dict[Kind, list[tuple[str, float]]]:
        """Every win of the player's, (puzzle key, seconds) in the order won, by kind."""

        def work(conn: sqlite3.Connection) -> dict[Kind, list[tuple[str, float]]]:
            found: dict[Kind, list[tuple[str, float]]] = {}
            rows = conn.execute(
                "SELECT kind, width, height, key, seconds FROM solve ORDER BY at, id"
            )
            for name, width, height, key, seconds in rows:
                found.setdefault(Kind(name, width, height), []).append((key, float(seconds)))
            return found

        return self._read(work, {})

    def summaries(self) -> dict[str, Summary]:
        """Every puzzle ever opened, by key: join with `PackEntry.key` for the browser.
        Keys not in the result are `new`."""

        def work(conn: sqlite3.Connection) -> dict[str, Summary]:
            rows = conn.execute(_SUMMARY_SELECT).fetchall()
            return {row[0]: Summary(*_summary(row)) for row in rows}

        return self._read(work, {})

    # --- the app ----------------------------------------------------------------------------

    def last_puzzle(self) -> tuple[str, str | None] | None:
        """(key, pack ref or None) of the puzzle opened last, to resume on start."""

        def work(conn: sqlite3.Connection) -> tuple[str, str | None] | None:
            key = _get_state(conn, _LAST_KEY)
            return None if key is None else (key, _get_state(conn, _LAST_PACK))

        return self._read(work, None)

    def get_state(self, name: str, default: Any = None) -> Any:
        """A small JSON value the app keeps with the progress (not window geometry: that is
        QSettings' job)."""
        return self._read(lambda conn: _get_state(conn, name, default), default)

    def set_state(self, name: str, value: Any) -> bool:
        return self._write(lambda conn: _put_state(conn, name, value))

    def user_packs(self) -> list[str]:
        """The refs (paths) of the packs the player added, oldest first."""
        return self._read(
            lambda conn: [ref for (ref,) in conn.execute("SELECT ref FROM user_pack ORDER BY id")],
            [],
        )

    def add_user_pack(self, ref: str) -> bool:
        return self._write(
            lambda conn: conn.execute(
                "INSERT OR IGNORE INTO user_pack (ref, added) VALUES (?, ?)", (ref, time.time())
            )
        )

    def remove_user_pack(self, ref: str) -> bool:
        return self._write(lambda conn: conn.execute("DELETE FROM user_pack WHERE ref = ?", (ref,)))


_SUMMARY_SELECT = (
    "SELECT key, solved, elapsed, best_seconds, last_opened, position, "
    "(SELECT count(*) FROM move WHERE move.key = puzzle.key) FROM puzzle"
)


def _readable_moves(key: str, records: list[tuple[Any, ...]]) -> tuple[Any, ...]:
    """The moves up to the first one that does not read: one bad record costs the moves
    after it (each was made on the board the earlier ones left), not the whole puzzle."""
    moves = []
    for (record,) in records:
        try:
            moves.append(json.loads(record))
        except (TypeError, ValueError):
            break
    return tuple(moves)


def _summary(row: tuple[Any, ...]) -> tuple[Any, ...]:
    key, solved, elapsed, best, opened, position, count = row
    if solved:
        state = SOLVED
    elif count or position or elapsed:
        state = IN_PROGRESS
    else:
        state = NEW
    return key, state, float(elapsed), best, opened


def _get_state(conn: sqlite3.Connection, name: str, default: Any = None) -> Any:
    row = conn.execute("SELECT value FROM app_state WHERE name = ?", (name,)).fetchone()
    return default if row is None else json.loads(row[0])


def _drop_state(conn: sqlite3.Connection, name: str) -> None:
    conn.execute("DELETE FROM app_state WHERE name = ?", (name,))


def _put_state(conn: sqlite3.Connection, name: str, value: Any) -> None:
    conn.execute(
        "INSERT INTO app_state VALUES (?, ?) "
        "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        (name, json.dumps(value)),
    )
