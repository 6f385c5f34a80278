"""A genre that exists only in the tests (Binary, `tests/genres/binary/`) works end to end
with no edit outside its own files: `.gg` reading and writing, `gridgames solve` and
`gridgames generate` in another process, the generators' list, and the window -- mouse play
to a win, and Hint, which runs in the engine process.

Also: an unknown genre is a clear error wherever a genre is looked up, never a fall-through
to another genre.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gridgames.errors import PuzzleError
from gridgames.formats.gg import read_gg, write_gg
from gridgames.games import registry
from tests.driver import BoardDriver, open_window
from tests.helpers import ROOT

# A Binary puzzle (made by its generator, seed 3) and its one answer; the answer is checked
# against the rules below by a few lines of our own, not by the genre's checker.
PUZZLE = """\
binary 6x6
title: Six by six
. . . 1 . 1
. . . 1 . 1
0 . . . . .
. . . . . .
. . 0 . 0 0
. . 0 . . .
"""
ANSWER = ["001101", "100101", "011010", "001011", "110100", "110010"]
MODULE = "tests.genres.binary.genre"


@pytest.fixture
def binary():
    """The genre registered, as its package does when imported (the engine process
    imports it when it unpickles a puzzle); forgotten again afterwards."""
    from tests.genres.binary import GENRE

    yield registry.register(GENRE)
    registry.unregister("binary")


def follows_the_rules(rows: list[str], givens: str) -> bool:
    cols = ["".join(row[c] for row in rows) for c in range(len(rows[0]))]
    for line in rows + cols:
        if "000" in line or "111" in line or line.count("1") * 2 != len(line):
            return False
    grid = [line.split() for line in givens.splitlines()]
    given_rows = [tokens for tokens in grid if tokens and set(tokens) <= {".", "0", "1"}]
    assert len(given_rows) == len(rows)
    return all(
        token in (".", rows[r][c])
        for r, tokens in enumerate(given_rows)
        for c, token in enumerate(tokens)
    )


def gridgames(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """The command line in a process of its own, told of the genre by the environment."""
    env = dict(os.environ, GRIDGAMES_GENRES=MODULE, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "gridgames.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=120,
    )


def test_the_known_answer_follows_the_rules() -> None:
    assert follows_the_rules(ANSWER, PUZZLE)


def test_gg_round_trip_and_located_errors(binary) -> None:
    puzzle = read_gg(PUZZLE, "six.gg")
    assert puzzle.genre == "binary" and puzzle.meta == {"title": "Six by six"}
    assert puzzle.givens[0] == (None, None, None, 1, None, 1)
    answer = tuple(tuple(ch == "1" for ch in row) for row in ANSWER)
    solved = type(puzzle)(puzzle.width, puzzle.height, puzzle.givens, puzzle.meta, answer)
    text = write_gg(solved)
    again = read_gg(text)
    assert again == solved and again.given_solution == answer and again.meta == solved.meta
    with pytest.raises(PuzzleError) as odd:
        read_gg("binary 3x2\n. . .\n. . .\n", "odd.gg")
    assert odd.value.line == 1 and "even" in odd.value.message
    with pytest.raises(PuzzleError) as digit:
        read_gg(PUZZLE.replace("0 . . . . .", "0 . 7 . . ."), "seven.gg")
    assert digit.value.line == 5 and "row 3, column 3" in digit.value.message
    with pytest.raises(PuzzleError, match="no variants"):
        read_gg("binary 2x2 large\n. .\n. .\n")


def test_the_genre_is_in_every_table(binary) -> None:
    from gridgames.app.window import controls_text
    from gridgames.generators import available_kinds

    assert registry.kind_labels()["binary"] == "Binary"
    assert "binary" in available_kinds()
    assert "<b>Binary</b>: left-click writes a 1" in controls_text()


def test_an_unknown_genre_is_a_clear_error() -> None:
    with pytest.raises(PuzzleError) as error:
        read_gg("binary 6x6\n")  # not registered here
    assert error.value.line == 1 and "shikaku" in error.value.message
    with pytest.raises(KeyError, match="unknown genre 'binary'"):
        registry.genre_named("binary")


def test_solve_and_generate_through_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "six.gg"
    path.write_text(PUZZLE, encoding="utf-8")
    solved = gridgames("solve", str(path), "--json", cwd=tmp_path)
    assert solved.returncode == 0, solved.stderr
    out = json.loads(solved.stdout)
    assert (out["genre"], out["status"], out["solution"]) == ("binary", "unique", ANSWER)

    made = gridgames("generate", "binary", "6x6", "--seed", "5", "--out", str(tmp_path / "new"),
                     cwd=tmp_path)  # fmt: skip
    assert made.returncode == 0, made.stderr
    (file,) = (tmp_path / "new").glob("*.gg")
    again = gridgames("solve", str(file), "--json", cwd=tmp_path)
    out = json.loads(again.stdout)
    assert out["status"] == "unique"
    assert follows_the_rules(out["solution"], file.read_text(encoding="utf-8"))

    unknown = subprocess.run(
        [sys.executable, "-m", "gridgames.cli", "solve", str(path)],
        capture_output=True,
        text=True,
        env={k: v for k, v in os.environ.items() if k != "GRIDGAMES_GENRES"},
        timeout=120,
    )
    assert unknown.returncode == 2 and "Traceback" not in unknown.stderr
    assert "six.gg:1:" in unknown.stderr and "genre" in unknown.stderr


def test_played_to_a_win_with_the_mouse(qtbot, binary, tmp_path: Path) -> None:
    path = tmp_path / "six.gg"
    path.write_text(PUZZLE, encoding="utf-8")
    window = open_window(qtbot)
    assert window.open_puzzle(str(path))
    assert window.windowTitle().startswith("Six by six")
    board = BoardDriver(window.view)
    givens = window.session.puzzle.givens
    moves = [
        (r, c, Qt.MouseButton.LeftButton if digit == "1" else Qt.MouseButton.RightButton)
        for r, row in enumerate(ANSWER)
        for c, digit in enumerate(row)
        if givens[r][c] is None
    ]
    for r, c, button in moves[:-1]:
        board.click((r, c), button)
    assert not window.session.play.is_solved()
    with qtbot.waitSignal(window.solved, timeout=5000):
        r, c, button = moves[-1]
        board.click((r, c), button)
    assert window.session.undo_stack.count() == len(moves)
    # Each click is named in the plugin's own words (its mapper's `verbs`).
    first = moves[0][2]
    stack = window.session.undo_stack
    assert stack.text(0) == ("Write 1 in 1 cell" if first == Qt.MouseButton.LeftButton
                             else "Write 0 in 1 cell")  # fmt: skip


def test_hint_comes_from_the_engine_process(qtbot, binary, tmp_path: Path) -> None:
    path = tmp_path / "six.gg"
    path.write_text(PUZZLE, encoding="utf-8")
    window = open_window(qtbot)
    assert window.open_puzzle(str(path))
    session = window.session
    before = session.play.snapshot()
    window.game_actions.hint.trigger()
    qtbot.waitUntil(lambda: not window.assist.runner.busy, timeout=20_000)
    pending = window.assist.hints.pending
    assert pending is not None and pending.move is not None
    assert pending.sentence in window.assist.hint_bar.message
    window.game_actions.hint.trigger()  # again: mark it
    after = session.play.snapshot()
    assert after != before and session.undo_stack.text(0) == "Hint"
    marked = [
        (r, c, mark)
        for r, row in enumerate(after)
        for c, mark in enumerate(row)
        if mark != before[r][c]
    ]
    for r, c, mark in marked:  # what the hint marked agrees with the known answer
        assert (int(mark) == 1) == (ANSWER[r][c] == "1")
