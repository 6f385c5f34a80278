"""Open the progress database, or set a bad one aside and start afresh -- never crash.

Four things can be wrong with the file a player already has:
- it is damaged or not a database (a disk error, a half-copied backup, another program's
  file): it is renamed `progress.db.corrupt-<timestamp>`;
- it is a sound SQLite file with damaged content (a version of 0, text where a number
  belongs, a missing table, a move that is not JSON; see salvage.py): it is renamed
  `progress.db.damaged-<timestamp>` and everything in it that reads is copied to the fresh
  file;
- a newer Grid Games wrote it (schema version above ours): renamed `progress.db.newer-<v>`,
  so that version still finds it intact if the player goes back to it;
- the folder cannot be written: progress is kept in memory for this session.
Each case leaves a sentence for the app to show (`Opened.message`); none raises.

The WAL and shared-memory side files go with a file that is set aside: left behind, SQLite
would replay an old WAL into the fresh database.

Durability: WAL journal with synchronous=FULL. WAL alone already makes every commit atomic:
killing the app at any instant leaves the last committed move and nothing half-written
(NORMAL would be enough for that). FULL also syncs the WAL at each commit, so a move the
player saw is kept even if the machine loses power right after; moves come at human speed,
so one fsync per move (about a millisecond on an SSD) costs nothing anyone can notice.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from ..engine.sentence import Sentence
from . import salvage, schema

SIDE_FILES = ("-wal", "-shm", "-journal")
BUSY_TIMEOUT_SECONDS = 5.0
SYNCHRONOUS = ("FULL", "NORMAL", "EXTRA")  # OFF would give up the crash guarantee


@dataclass
class Opened:
    conn: sqlite3.Connection
    path: Path | None  # None when kept in memory
    message: str | None


def connect(path: Path | str, synchronous: str = "FULL") -> sqlite3.Connection:
    if synchronous.upper() not in SYNCHRONOUS:
        raise ValueError(f"synchronous must be one of {', '.join(SYNCHRONOUS)}")
    # isolation_level=None: no implicit transactions; every write is an explicit
    # BEGIN IMMEDIATE ... COMMIT (schema.transaction). check_same_thread=False because the
    # store serialises all use with its own lock.
    conn = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None, check_same_thread=False
    )
    try:
        conn.execute("PRAGMA journal_mode=WAL")  # falls back to DELETE where WAL cannot work
        conn.execute(f"PRAGMA synchronous={synchronous}")
    except sqlite3.Error:
        conn.close()
        raise
    return conn


def open_database(directory: Path, filename: str, synchronous: str = "FULL") -> Opened:
    path = directory / filename
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _in_memory(
            Sentence(
                "cannot create the folder {folder} ({reason})",
                folder=str(directory),
                reason=_reason(error),
            )
        )
    message = None
    problem, newer, damaged = _inspect(path) if path.exists() else (None, None, [])
    aside = None
    try:
        if newer is not None:
            aside = _set_aside(path, f"newer-{newer}")
            message = Sentence(
                "Your saved progress was written by a newer version of Grid Games (format "
                "{format}). It was kept as {file} and this version starts afresh; the newer "
                "version will find it there.",
                format=newer,
                file=aside.name,
            )
        elif problem is not None:
            aside = _set_aside(path, "corrupt-" + time.strftime("%Y%m%d-%H%M%S"))
            message = Sentence(
                "Your saved progress could not be read ({problem}). The file was kept as "
                "{file} and Grid Games starts afresh.",
                problem=problem,
                file=aside.name,
            )
        elif damaged:
            aside = _set_aside(path, "damaged-" + time.strftime("%Y%m%d-%H%M%S"))
    except OSError as error:
        return _in_memory(
            Sentence(
                "{file} is unusable and cannot be moved aside ({reason})",
                file=str(path),
                reason=_reason(error),
            )
        )
    try:
        conn = connect(path, synchronous)
        version = schema.read_version(conn)
        if version is None:
            schema.create(conn)
        elif version < schema.SCHEMA_VERSION:
            schema.migrate(conn, version)
    except (sqlite3.Error, OSError) as error:
        return _in_memory(Sentence("cannot write {file} ({reason})", file=str(path), reason=error))
    if damaged and aside is not None:
        message = _salvaged(aside, conn, damaged)
    return Opened(conn, path, message)


def _salvaged(aside: Path, conn: sqlite3.Connection, damaged: list[str]) -> str:
    """Copy what reads from the file set aside; the sentence that tells the player."""
    what = "; ".join(damaged[:3])
    source = None
    try:
        source = sqlite3.connect(f"{aside.resolve().as_uri()}?mode=ro", uri=True)
        salvage.salvage(source, conn)
    except sqlite3.Error as error:
        return Sentence(
            "Your saved progress was damaged ({damage}) and could not be copied ({reason}). "
            "The file was kept as {file} and Grid Games starts afresh.",
            damage=what,
            reason=str(error),
            file=aside.name,
        )
    finally:
        if source is not None:
            source.close()
    return Sentence(
        "Your saved progress was partly damaged ({damage}). Everything that could be read "
        "was kept; the damaged file was kept as {file}.",
        damage=what,
        file=aside.name,
    )


def _inspect(path: Path) -> tuple[str | None, int | None, list[str]]:
    """(what is wrong, newer version, damage inside) for an existing file; (None, None, [])
    if it is fine or cannot be judged. Only a verdict on the content sets a file aside: an
    OperationalError (locked, cannot open) says nothing about it, and the normal open then
    reports it."""
    conn = None
    try:
        # Read-only: a file that is set aside must stay exactly as it was found.
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            version = schema.read_version(conn)
        except sqlite3.OperationalError:
            raise
        except sqlite3.DatabaseError:
            if not _sound(conn) or not salvage.looks_ours(conn):
                raise  # not a database, or another program's: set aside whole
            version = None  # ours, with its version row or table damaged
        if version is not None and version > schema.SCHEMA_VERSION:
            return None, version, []
        problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            # SQLite may give several findings in one row, a line each: the player gets one line.
            lines = [line for problem in problems for line in str(problem).splitlines()]
            return "; ".join(lines[:3]), None, []
        empty = not conn.execute("SELECT 1 FROM sqlite_master WHERE type='table'").fetchone()
        return None, None, [] if empty else salvage.damage(conn)
    except sqlite3.OperationalError:
        return None, None, []
    except sqlite3.DatabaseError as error:
        return str(error), None, []
    finally:
        if conn is not None:
            conn.close()


def _sound(conn: sqlite3.Connection) -> bool:
    return [row[0] for row in conn.execute("PRAGMA quick_check")] == ["ok"]


def _set_aside(path: Path, suffix: str) -> Path:
    aside = path.with_name(f"{path.name}.{suffix}")
    count = 1
    while aside.exists():
        count += 1
        aside = path.with_name(f"{path.name}.{suffix}-{count}")
    path.replace(aside)
    for side in SIDE_FILES:
        extra = path.with_name(path.name + side)
        if extra.exists():
            extra.replace(aside.with_name(aside.name + side))
    return aside


def _in_memory(reason: str) -> Opened:
    conn = connect(":memory:")
    schema.create(conn)
    return Opened(
        conn, None, Sentence("Progress cannot be saved this session: {reason}.", reason=reason)
    )


def _reason(error: OSError) -> str:
    return error.strerror or str(error)
