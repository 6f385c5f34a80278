"""`gridgames solve` per the contract in shared/FORMATS.md section 3, run as a user would."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gridgames.games.shikaku.checker import check_answer
from gridgames.games.shikaku.puzzle import Rect
from tests.helpers import PUZZLES, named

SEED000 = PUZZLES / "seeds" / "seed000-shikaku-12x12.gg"


def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gridgames", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={"GRIDGAMES_NO_GUI": "1", "PATH": "/usr/bin:/bin"},
    )


def test_json_contract_for_seed000() -> None:
    done = run("solve", str(SEED000), "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["genre"] == "shikaku" and out["width"] == 12 and out["height"] == 12
    assert out["status"] == "unique"
    assert isinstance(out["steps"], int) and isinstance(out["branches"], int)
    assert isinstance(out["seconds"], float)
    from gridgames.formats.gg import read_gg

    puzzle = read_gg(SEED000.read_text(), str(SEED000))
    rects = [Rect(r["row"], r["col"], r["height"], r["width"]) for r in out["solution"]]
    assert check_answer(puzzle, rects) == []
    # One rectangle per clue, in the order of the clues read row by row.
    for clue, rect in zip(puzzle.clues, rects, strict=True):
        assert rect.contains(clue.row, clue.col) and rect.area == clue.value


def test_multiple_is_reported_with_exit_zero() -> None:
    done = run("solve", str(PUZZLES / "seeds" / "seed002-board2-4x4.gg"), "--json")
    assert done.returncode == 0
    out = json.loads(done.stdout)
    assert out["status"] == "multiple" and len(out["solution"]) == 3


def test_no_solution_exits_one_without_solution(tmp_path) -> None:
    path = tmp_path / "none.gg"
    path.write_text("shikaku 3x1\n2 1 .\n")
    done = run("solve", str(path), "--json")
    assert done.returncode == 1
    out = json.loads(done.stdout)
    assert out["status"] == "none" and "solution" not in out


def test_plain_output_is_the_grid() -> None:
    done = run("solve", str(SEED000))
    assert done.returncode == 0
    lines = done.stdout.split()
    assert len(lines) == 12 and all(len(line) == 12 for line in lines)
    assert len(set("".join(lines))) == 22


def test_explain_tells_the_story_then_the_grid() -> None:
    done = run("solve", str(SEED000), "--explain")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    numbered = [line for line in lines if line[:5].strip().rstrip(".").isdigit()]
    assert len(numbered) > 20
    assert any("no other number reaches it" in line for line in numbered)
    assert any("?" in line[:7] and "Guess" in line for line in numbered)
    assert "Solved." in done.stdout


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("shikaku 3x3\n1 . .\n. . .\n. . 4\n", None, "add up to 5"),
        ("shikaku 3x1\n0 1 2\n", 2, "positive"),
        ("shikaku 3x2\n. 3\n3 . .\n", 2, ""),
        ("shikaku 2x2\n9 .\n. .\n", 2, "9"),
        ("sudoku 3x3\n", 1, "sudoku"),
    ],
)
def test_bad_input_is_one_located_line_and_exit_two(tmp_path, text, line, words) -> None:
    path = tmp_path / "bad.gg"
    path.write_text(text)
    done = run("solve", str(path), "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    message = done.stderr.strip()
    assert "\n" not in message and "Traceback" not in message
    prefix = f"{named(path, line)}:" if line else named(path)
    assert message.startswith(prefix), message
    assert words in message


def test_missing_file_is_bad_input(tmp_path) -> None:
    done = run("solve", str(tmp_path / "nope.gg"))
    assert done.returncode == 2 and "nope.gg" in done.stderr and "Traceback" not in done.stderr


def test_timeout_is_reported(tmp_path) -> None:
    done = run("solve", str(SEED000), "--json", "--timeout", "0")
    out = json.loads(done.stdout)
    assert out["status"] in ("timeout", "unique")  # seed 000 may finish inside one check
    assert done.returncode == (1 if out["status"] == "timeout" else 0)


@pytest.mark.parametrize(("size", "count"), [("3x4", "121"), ("4x5", "2749"), ("6x5", "149283")])
def test_count_fillgrid_prints_the_seed_counts(size, count) -> None:
    done = run("count", "fillgrid", size)
    assert done.returncode == 0 and done.stdout.strip() == count


def test_count_timeout_and_bad_size() -> None:
    done = run("count", "fillgrid", "18x18", "--timeout", "0.2")
    assert done.returncode == 1 and "timed out" in done.stderr
    done = run("count", "fillgrid", "6by5")
    assert done.returncode == 2 and "6x5" in done.stderr and "Traceback" not in done.stderr


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """`gridgames solve PUZZLE --explain | head -1`: the pipe closes mid-output (tiger's
    walkthrough is 130 KB, more than a pipe holds, so the writer meets the closed pipe)."""
    tiger = PUZZLES / "qnonograms-gpl" / "tiger.non"
    solver = subprocess.Popen(
        [sys.executable, "-m", "gridgames", "solve", str(tiger), "--explain"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={"GRIDGAMES_NO_GUI": "1", "PATH": "/usr/bin:/bin"},
    )
    assert solver.stdout is not None and solver.stderr is not None
    assert solver.stdout.readline()  # read one line, then hang up
    solver.stdout.close()
    errors = solver.stderr.read().decode()
    solver.wait(timeout=60)
    assert "Traceback" not in errors
    assert solver.returncode in (0, 1)
