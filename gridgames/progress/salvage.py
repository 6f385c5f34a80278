"""A progress database that opens but is damaged inside: say what is wrong, keep what reads.

SQLite's own check (`quick_check`) passes a file whose pages are sound but whose content is
not what we wrote: a schema version of 0 or below (no migration leads from it), text where a
number belongs (an edit by hand, another tool), a table dropped, a move record that is not
JSON. Each used to fail later, at a worse moment: a KeyError at start, a TypeError in the
pack browser, every read empty and every write failing, a puzzle whose moves all vanished.

`damage` lists such problems on a read-only connection; `salvage` copies into a fresh
database every row that reads, fixing what has an obvious meaning (a number stored as text)
and dropping the rest. A puzzle's moves are kept up to the first unreadable one, since each
move was made on the board the ones before it left.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from typing import Any

from . import schema

# Table -> its columns, as schema.CREATE makes them.
_COLUMNS: dict[str, tuple[str, ...]] = {}


def expected_columns() -> dict[str, tuple[str, ...]]:
    if not _COLUMNS:
        reference = sqlite3.connect(":memory:")
        try:
            for statement in schema.CREATE:
                reference.execute(statement)
            # In the order schema.CREATE makes them, so `damage` says its problems in one
            # order (a set's would change from run to run).
            for (table,) in reference.execute(
                "SELECT name FROM sqlite_master WHERE type='table' ORDER BY rowid"
            ):
                _COLUMNS[table] = _columns(reference, table)
        finally:
            reference.close()
    return _COLUMNS


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def _columns(conn: sqlite3.Connection, table: str) -> tuple[str, ...]:
    return tuple(row[1] for row in conn.execute(f'PRAGMA table_info("{table}")'))


def usable_tables(conn: sqlite3.Connection) -> set[str]:
    """Our tables that exist with the columns we wrote."""
    present = _tables(conn)
    return {
        table
        for table, columns in expected_columns().items()
        if table in present and _columns(conn, table) == columns
    }


def looks_ours(conn: sqlite3.Connection) -> bool:
    """Holds at least one of our tables as we make them (else: another program's file)."""
    return bool(usable_tables(conn) - {"schema_version"})


_CREATED = re.compile(r"\s*CREATE\s+TABLE\s+(\w+)", re.IGNORECASE)


def _added_after(version: int) -> set[str]:
    """Tables that migrations from `version` on create (an older file lacks them)."""
    return {
        match.group(1)
        for step in range(version, schema.SCHEMA_VERSION)
        for statement in schema.MIGRATIONS.get(step, ())
        if (match := _CREATED.match(statement))
    }


def file_version(conn: sqlite3.Connection) -> int | None:
    """The file's format version if it is one we know (1 to ours), else None."""
    try:
        rows = conn.execute("SELECT version FROM schema_version").fetchall()
    except sqlite3.Error:
        return None
    version = _whole(rows[0][0]) if len(rows) == 1 else None
    return version if version is not None and 1 <= version <= schema.SCHEMA_VERSION else None


def damage(conn: sqlite3.Connection) -> list[str]:
    """What is wrong inside a database that SQLite itself finds sound ([] if nothing)."""
    problems: list[str] = []
    tables = usable_tables(conn)
    version = file_version(conn)
    for table in expected_columns():
        if table not in tables and table not in _added_after(version or schema.SCHEMA_VERSION):
            problems.append(f"the {table} table is missing or altered")
    if "schema_version" in tables:
        versions = [row[0] for row in conn.execute("SELECT version FROM schema_version")]
        if len(versions) != 1 or _whole(versions[0]) is None:
            problems.append("the format version is unreadable")
        elif _whole(versions[0]) < 1:  # type: ignore[operator]
            problems.append(f"format version {versions[0]} does not exist")
    for table, check in _ROWS.items():
        if table in tables:
            rows = conn.execute(f"SELECT * FROM {table}").fetchall()
            bad = sum(1 for row in rows if check(row) is None)
            if bad:
                problems.append(f"{bad} unreadable row{'s' * (bad != 1)} in {table}")
    return problems


def salvage(source: sqlite3.Connection, target: sqlite3.Connection) -> int:
    """Copy every readable row of `source` into the fresh database `target`; returns how
    many rows were kept."""
    tables = usable_tables(source)
    kept: dict[str, list[tuple[Any, ...]]] = {}
    for table, check in _ROWS.items():
        if table in tables:
            rows = (check(row) for row in source.execute(f"SELECT * FROM {table}"))
            kept[table] = [row for row in rows if row is not None]
    moves = _move_prefixes(kept.get("move", []))
    counts = {key: len(records) for key, records in moves.items()}
    puzzles = [
        (key, min(position, counts.get(key, 0)), *rest)
        for key, position, *rest in kept.get("puzzle", [])
    ]
    rows = {"puzzle": puzzles, "app_state": kept.get("app_state", [])}
    rows["user_pack"] = kept.get("user_pack", [])
    rows["solve"] = kept.get("solve", [])
    rows["move"] = [
        (key, seq, record) for key, records in moves.items() for seq, record in enumerate(records)
    ]
    with schema.transaction(target):
        for table, table_rows in rows.items():
            marks = ", ".join("?" * len(expected_columns()[table]))
            target.executemany(f"INSERT OR IGNORE INTO {table} VALUES ({marks})", table_rows)
        # An older file's data steps (say, a solve row per solved puzzle) on what was kept.
        for step in range(file_version(source) or schema.SCHEMA_VERSION, schema.SCHEMA_VERSION):
            for statement in schema.MIGRATIONS.get(step, ()):
                if not _CREATED.match(statement):
                    target.execute(statement)
    return sum(len(table_rows) for table_rows in rows.values())


def _move_prefixes(rows: list[tuple[Any, ...]]) -> dict[str, list[str]]:
    """Each puzzle's moves 0, 1, 2, ... up to the first one missing."""
    by_key: dict[str, dict[int, str]] = {}
    for key, seq, record in rows:
        by_key.setdefault(key, {})[seq] = record
    prefixes: dict[str, list[str]] = {}
    for key, records in by_key.items():
        run: list[str] = []
        while len(run) in records:
            run.append(records[len(run)])
        prefixes[key] = run
    return prefixes


# -- one row at a time: the row as it should be stored, or None if it cannot be read ---------


def _whole(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isascii():
        text = value.strip()
        if text.lstrip("-").isdigit() and len(text) < 19:
            return int(text)
    return None


def _real(value: object) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str) and value.strip().isascii():
        try:
            number = float(value)
        except ValueError:
            return None
    else:
        return None
    return number if number == number and abs(number) != float("inf") else None


def _optional_real(value: object) -> float | None | bool:
    """A real, None for NULL, or False when the value is there but unreadable."""
    if value is None:
        return None
    number = _real(value)
    return False if number is None else number


def _json_text(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    try:
        json.loads(value)
    except ValueError:
        return None
    return value


def _puzzle_row(row: tuple[Any, ...]) -> tuple[Any, ...] | None:
    key, position, elapsed, solved, best, opened, updated = row
    position, elapsed, solved = _whole(position), _real(elapsed), _whole(solved)
    best, opened, updated = _optional_real(best), _optional_real(opened), _real(updated)
    if not isinstance(key, str) or position is None or position < 0 or elapsed is None:
        return None
    if solved is None or best is False or opened is False or updated is None:
        return None
    return key, position, elapsed, int(bool(solved)), best, opened, updated


def _move_row(row: tuple[Any, ...]) -> tuple[Any, ...] | None:
    key, seq, record = row
    seq, record = _whole(seq), _json_text(record)
    if not isinstance(key, str) or seq is None or seq < 0 or record is None:
        return None
    return key, seq, record


def _state_row(row: tuple[Any, ...]) -> tuple[Any, ...] | None:
    name, value = row
    value = _json_text(value)
    return None if not isinstance(name, str) or value is None else (name, value)


def _pack_row(row: tuple[Any, ...]) -> tuple[Any, ...] | None:
    number, ref, added = row
    number, added = _whole(number), _optional_real(added)
    if number is None or not isinstance(ref, str) or added is False:
        return None
    return number, ref, added


def _solve_row(row: tuple[Any, ...]) -> tuple[Any, ...] | None:
    number, key, kind, width, height, seconds, at = row
    number, seconds, at = _whole(number), _real(seconds), _real(at)
    sizes = [None if side is None else _whole(side) for side in (width, height)]
    unreadable_size = (sizes[0] is None) != (width is None) or (sizes[1] is None) != (
        height is None
    )
    if number is None or not isinstance(key, str) or seconds is None or at is None:
        return None
    if not (kind is None or isinstance(kind, str)) or unreadable_size:
        return None
    return number, key, kind, *sizes, seconds, at


_ROWS: dict[str, Callable[[tuple[Any, ...]], tuple[Any, ...] | None]] = {
    "solve": _solve_row,
    "puzzle": _puzzle_row,
    "move": _move_row,
    "app_state": _state_row,
    "user_pack": _pack_row,
}
