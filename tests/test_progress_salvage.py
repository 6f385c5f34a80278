"""What salvage keeps of each row of a damaged progress file, and what `damage` says about
it, value by value (progress/salvage.py). The source tables here have our column names
but no column types, as another tool may write them: SQLite then keeps text as text, so
every reading of a value is reached (a typed column turns "12" into 12 by itself)."""

from __future__ import annotations

import sqlite3

import pytest

from gridgames.progress import salvage as salvage_module
from gridgames.progress import schema
from gridgames.progress.salvage import damage, expected_columns, file_version, salvage


def source(rows: dict[str, list[tuple]], version: object = schema.SCHEMA_VERSION):
    conn = sqlite3.connect(":memory:")
    for table, columns in expected_columns().items():
        conn.execute(f"CREATE TABLE {table} ({', '.join(columns)})")
    conn.execute("INSERT INTO schema_version VALUES (?)", (version,))
    for table, table_rows in rows.items():
        marks = ", ".join("?" * len(expected_columns()[table]))
        conn.executemany(f"INSERT INTO {table} VALUES ({marks})", table_rows)
    return conn


def salvaged(rows: dict[str, list[tuple]]) -> tuple[int, dict[str, list[tuple]]]:
    target = sqlite3.connect(":memory:")
    for statement in schema.CREATE:
        target.execute(statement)
    kept = salvage(source(rows), target)
    tables = {t: sorted(target.execute(f"SELECT * FROM {t}").fetchall(), key=repr)
              for t in ("puzzle", "move", "app_state", "user_pack", "solve")}  # fmt: skip
    return kept, tables


GOOD_PUZZLE = ("a", 2, 12.5, 0, None, 100.0, 200.0)
MOVES = [("a", 0, '{"cell": 1}'), ("a", 1, "[2]")]


@pytest.mark.parametrize(
    ("row", "kept"),
    [
        (GOOD_PUZZLE, GOOD_PUZZLE),
        # Numbers written as text, padded, as floats: read as the numbers they are.
        (("a", " 2 ", "12.5", "0", "7.25", None, "200"), ("a", 2, 12.5, 0, 7.25, None, 200.0)),
        (("a", 2.0, 12, 5, None, 100, 200), ("a", 2, 12.0, 1, None, 100.0, 200.0)),
        (("a", "-0", 0, 1, 3, 1.5, 2), ("a", 0, 0.0, 1, 3.0, 1.5, 2.0)),
    ],
)
def test_puzzle_rows_that_read_are_kept_as_numbers(row, kept) -> None:
    count, tables = salvaged({"puzzle": [row], "move": MOVES})
    assert tables["puzzle"] == [kept]
    assert count == 3  # the puzzle and its two moves


@pytest.mark.parametrize(
    "row",
    [
        (5, 2, 12.5, 0, None, 100.0, 200.0),  # a key that is not text
        ("a", -1, 12.5, 0, None, 100.0, 200.0),  # a position before the first move
        ("a", 2.5, 12.5, 0, None, 100.0, 200.0),  # half a move
        ("a", "two", 12.5, 0, None, 100.0, 200.0),
        ("a", "1" * 19, 12.5, 0, None, 100.0, 200.0),  # past any real count
        ("a", "\uff12", 12.5, 0, None, 100.0, 200.0),  # a full-width digit
        ("a", "X1", 12.5, 0, None, 100.0, 200.0),  # digits after a letter
        ("a", "1-", 12.5, 0, None, 100.0, 200.0),  # a sign after the digits
        ("a", 2, None, 0, None, 100.0, 200.0),  # no clock
        ("a", 2, "nan", 0, None, 100.0, 200.0),
        ("a", 2, "inf", 0, None, 100.0, 200.0),
        ("a", 2, "\u0661", 0, None, 100.0, 200.0),  # an Arabic-Indic one
        ("a", 2, 12.5, "yes", None, 100.0, 200.0),
        ("a", 2, 12.5, None, None, 100.0, 200.0),
        ("a", 2, 12.5, 0, "fast", 100.0, 200.0),
        ("a", 2, 12.5, 0, None, "today", 200.0),
        ("a", 2, 12.5, 0, None, 100.0, None),
        ("a", 2, 12.5, 0, None, 100.0, b"\x00"),
    ],
)
def test_puzzle_rows_that_do_not_read_are_left_and_counted(row) -> None:
    count, tables = salvaged({"puzzle": [row, ("b", 0, 1.0, 1, 1.0, None, 2.0)]})
    assert tables["puzzle"] == [("b", 0, 1.0, 1, 1.0, None, 2.0)]
    assert count == 1
    assert damage(source({"puzzle": [row]})) == ["1 unreadable row in puzzle"]


def test_moves_are_kept_up_to_the_first_that_does_not_read_and_positions_follow() -> None:
    moves = [("a", 0, "[0]"), ("a", "1", "[1]"), ("a", 2, "{not json"), ("a", 3, "[3]"),
             ("b", 0, b"[0]"), ("b", 1, "[1]"), ("c", -1, "[9]"), (7, 0, "[0]"),
             ("d", 1, "[1]")]  # fmt: skip
    puzzles = [("a", 4, 1.0, 0, None, None, 1.0), ("b", 2, 1.0, 0, None, None, 1.0),
               ("d", 1, 1.0, 0, None, None, 1.0)]  # fmt: skip
    count, tables = salvaged({"puzzle": puzzles, "move": moves})
    assert tables["move"] == [("a", 0, "[0]"), ("a", 1, "[1]")]
    # Positions no further than the moves kept: a's 4 -> 2; b's first move is gone, d's 0.
    assert [row[:2] for row in tables["puzzle"]] == [("a", 2), ("b", 0), ("d", 0)]
    assert count == 5
    assert damage(source({"move": moves})) == ["4 unreadable rows in move"]


def test_app_state_packs_and_solves_keep_what_reads() -> None:
    rows = {
        "app_state": [("theme", '"dark"'), ("bad", "{"), (3, '"x"'), ("n", "12")],
        "user_pack": [
            (1, "/packs/a", None),
            ("2", "/packs/b", "5.5"),
            (3, 4, None),
            (4, "/packs/c", "soon"),
        ],  # fmt: skip
        "solve": [
            (1, "a", "shikaku", 5, 5, 30.0, 100.0),
            (2, "b", None, None, None, "42", "7"),  # solved before kinds were kept
            (3, "c", "nonogram", "10", "15", 12, 1),
            (4, "d", "nonogram", "ten", 15, 12, 1),
            (5, "e", "nonogram", 10, None, 12, 1),
            (6, "f", 9, 10, 10, 12, 1),
            (7, "g", None, None, None, None, 1),
            (8, 9, None, None, None, 1, 1),
            ("x", "h", None, None, None, 1, 1),
        ],
    }
    count, tables = salvaged(rows)
    assert tables["app_state"] == [("n", "12"), ("theme", '"dark"')]
    assert tables["user_pack"] == [(1, "/packs/a", None), (2, "/packs/b", 5.5)]
    assert tables["solve"] == [
        (1, "a", "shikaku", 5, 5, 30.0, 100.0),
        (2, "b", None, None, None, 42.0, 7.0),
        (3, "c", "nonogram", 10, 15, 12.0, 1.0),
        (5, "e", "nonogram", 10, None, 12.0, 1.0),
    ]
    assert count == 2 + 2 + 4
    assert damage(source(rows)) == [
        "5 unreadable rows in solve",
        "2 unreadable rows in app_state",
        "2 unreadable rows in user_pack",
    ]


@pytest.mark.parametrize(
    ("version", "said"),
    [
        ("two", "the format version is unreadable"),
        (0, "format version 0 does not exist"),
        (-3, "format version -3 does not exist"),
    ],  # fmt: skip
)
def test_a_version_that_does_not_read_is_said(version, said) -> None:
    assert damage(source({}, version)) == [said]


def test_a_missing_or_altered_table_is_named_and_the_rest_kept() -> None:
    conn = source({"app_state": [("theme", '"dark"')]})
    conn.execute("DROP TABLE user_pack")
    conn.execute("ALTER TABLE solve RENAME COLUMN seconds TO secs")
    assert damage(conn) == [
        "the user_pack table is missing or altered",
        "the solve table is missing or altered",
    ]
    target = sqlite3.connect(":memory:")
    for statement in schema.CREATE:
        target.execute(statement)
    assert salvage(conn, target) == 1
    assert target.execute("SELECT * FROM app_state").fetchall() == [("theme", '"dark"')]


def test_a_sound_file_has_no_damage() -> None:
    assert damage(source({"puzzle": [GOOD_PUZZLE], "move": MOVES})) == []


def test_a_puzzle_without_moves_keeps_no_position_and_a_solve_is_not_doubled() -> None:
    puzzle = ("a", 3, 8.0, 1, 8.0, None, 9.0)  # solved, three moves applied, none kept
    count, tables = salvaged({"puzzle": [puzzle], "solve": [(1, "a", "hitori", 4, 4, 8.0, 9.0)]})
    assert tables["puzzle"] == [("a", 0, 8.0, 1, 8.0, None, 9.0)]
    # A file of the current version needs none of the migrations' data steps.
    assert tables["solve"] == [(1, "a", "hitori", 4, 4, 8.0, 9.0)]
    assert count == 2


def test_a_version_1_file_gets_a_solve_for_each_solved_puzzle() -> None:
    conn = source({"puzzle": [("a", 0, 8.0, 1, 8.0, None, 9.0)]}, version=1)
    conn.execute("DROP TABLE solve")
    target = sqlite3.connect(":memory:")
    for statement in schema.CREATE:
        target.execute(statement)
    assert salvage(conn, target) == 1
    assert target.execute("SELECT key, kind, seconds FROM solve").fetchall() == [("a", None, 8.0)]


def test_a_file_without_a_puzzle_table_keeps_the_rest() -> None:
    conn = source({"app_state": [("theme", '"dark"')]})
    conn.execute("DROP TABLE puzzle")
    target = sqlite3.connect(":memory:")
    for statement in schema.CREATE:
        target.execute(statement)
    assert salvage(conn, target) == 1
    assert target.execute("SELECT * FROM puzzle").fetchall() == []


@pytest.mark.parametrize(
    ("versions", "read"),
    [
        ([2], 2),
        (["2"], 2),
        ([2.0], 2),
        ([1], 1),
        ([0], None),
        ([-3], None),
        ([3], None),
        (["two"], None),
        ([], None),
        ([1, 2], None),
    ],  # fmt: skip
)
def test_the_file_version_is_one_we_know_or_none(versions, read) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE schema_version (version)")
    conn.executemany("INSERT INTO schema_version VALUES (?)", [(v,) for v in versions])
    assert file_version(conn) == read
    conn.execute("DROP TABLE schema_version")
    assert file_version(conn) is None


def test_the_expected_columns_are_the_schemas_worked_out_afresh(monkeypatch) -> None:
    monkeypatch.setattr(salvage_module, "_COLUMNS", {})  # not the copy an earlier call made
    assert expected_columns() == {
        "schema_version": ("version",),
        "puzzle": ("key", "position", "elapsed", "solved", "best_seconds", "last_opened",
                   "updated"),
        "move": ("key", "seq", "record"),
        "app_state": ("name", "value"),
        "user_pack": ("id", "ref", "added"),
        "solve": ("id", "key", "kind", "width", "height", "seconds", "at"),
    }  # fmt: skip
    assert list(expected_columns()) == [
        "schema_version", "puzzle", "move", "app_state", "user_pack", "solve"
    ]  # fmt: skip
