"""Issue 17, classes 1, 2 and 7: time limits that hold wherever the time goes, memory that
stays bounded, and argument errors that are one clean line.

Most cases run `cli.main` in-process (fast, and the captured stderr is exactly what a user
sees); a few run the real command, where the process's start and the alarm matter. Time is
never asserted tightly: a limit is checked loosely against what happened before the fix
(27 s for a 1 s limit), or through counts of work done.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time

import pytest

from gridgames import cli
from gridgames.engine import Budget, Interrupted, Model, Propagator, Search
from gridgames.errors import MAX_MESSAGE, PuzzleError, describe, one_line
from gridgames.formats.detect import load_puzzle
from gridgames.games.fillgrid.counting import (
    CountTooLarge,
    count_fillgrids,
    estimated_bytes,
)
from gridgames.solving import solve_puzzle
from gridgames.util.timelimit import alarm_at, process_start
from tests.helpers import PUZZLES, named

SEED000 = PUZZLES / "seeds" / "seed000-shikaku-12x12.gg"


def run_main(capsys, *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_clean_line(err: str) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, err
    line = err[:-1]
    assert len(line) <= MAX_MESSAGE + 20, len(line)
    assert line.isprintable(), repr(line)
    assert "Traceback" not in line


def shikaku_tiling(side: int, seed: int = 1) -> str:
    """A big Shikaku with a known answer: a random tiling into small rectangles, one clue
    in each."""
    rng = random.Random(seed)
    grid: list[list[int | None]] = [[None] * side for _ in range(side)]
    pending = [(0, 0, side, side)]
    while pending:
        row, col, height, width = pending.pop()
        if height * width <= rng.choice((4, 6, 8, 9, 12)) or (height <= 2 and width <= 2):
            grid[row + rng.randrange(height)][col + rng.randrange(width)] = height * width
        elif width >= height:
            cut = rng.randint(1, width - 1)
            pending += [(row, col, height, cut), (row, col + cut, height, width - cut)]
        else:
            cut = rng.randint(1, height - 1)
            pending += [(row, col, cut, width), (row + cut, col, height - cut, width)]
    lines = [f"shikaku {side}x{side}"]
    lines += [" ".join("." if v is None else str(v) for v in row) for row in grid]
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------- 7: argument errors


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "-1", "1e9", "NaN", "٣", "1_0", ""])
def test_a_time_limit_must_be_a_plain_finite_number(capsys, value) -> None:
    code, out, err = run_main(capsys, "solve", str(SEED000), "--timeout", value)
    assert code == 2 and out == ""
    assert_one_clean_line(err)
    assert "--timeout" in err


@pytest.mark.parametrize("size", ["²x5", "5x²", "٣x5", "5x٣", "６x5", "5x5x5", "x5", "0x5"])
def test_sizes_take_ascii_digits_only(capsys, size) -> None:
    for command in (["count", "fillgrid", size], ["generate", "shikaku", size, "--out", "."]):
        code, out, err = run_main(capsys, *command)
        assert code == 2 and out == "", (command, err)
        assert_one_clean_line(err)


@pytest.mark.parametrize(
    "args",
    [
        ["solve", str(SEED000), "--max-solutions", "٣"],
        ["solve", str(SEED000), "--max-solutions", "0"],
        ["solve", str(SEED000), "--max-solutions", "²"],
        ["generate", "shikaku", "5x5", "--out", ".", "--count", "٣"],
        ["generate", "shikaku", "5x5", "--out", ".", "--seed", "1²"],
        ["count", "nonsense\x1b[31m", "5x5"],
        ["export", str(SEED000), "out.png", "--index", "٣"],
        ["generate", "shikaku", "5x5", "--out", ".", "--count", "9" * 40],
        ["export", str(SEED000), "out.pdf", "--per-page", "٤"],
        ["solve"],
    ],
)
def test_numbers_and_choices_are_refused_in_one_line(capsys, args) -> None:
    code, out, err = run_main(capsys, *args)
    assert code == 2 and out == ""
    assert_one_clean_line(err)


@pytest.mark.parametrize(
    "argument",
    [
        "rect:3x3:\n\x1b[31mRED\x1b[0m\nsecond line",
        "pattern:2x2:1/1\r\x1b]0;title\x07/1/1",
        "https://puzz.link/p?shikaku/3/3/\x1b[2J\u202e",
        "no-such-file\x1b[31m\nwith lines.gg",
        "rect:3x3:" + "a" * 50_000,
    ],
)
def test_an_argument_is_never_echoed_raw(capsys, argument) -> None:
    code, out, err = run_main(capsys, "solve", argument)
    assert code == 2 and out == ""
    assert_one_clean_line(err)
    assert "\x1b" not in err and "\u202e" not in err and "\r" not in err


def test_a_huge_clue_line_is_not_echoed_whole(capsys, tmp_path) -> None:
    path = tmp_path / "long.gg"
    path.write_text("shikaku 3x3\n" + "1 " * 20_000 + "x\n. . .\n. . .\n")
    code, _, err = run_main(capsys, "solve", str(path))
    assert code == 2
    assert_one_clean_line(err)
    assert err.startswith(f"{named(path, 2)}:")


def test_one_line_escapes_controls_and_cuts_long_text() -> None:
    assert one_line("a\nb\x1b[1m\u202ec\u2028") == "a\\x0ab\\x1b[1m\\u202ec\\u2028"
    cut = one_line("é" * 10_000)
    assert len(cut) == MAX_MESSAGE and cut.endswith("...")
    error = PuzzleError("reason \x07", "x" * 5000 + "\n", 3)
    text = str(error)
    assert text.isprintable() and len(text) <= MAX_MESSAGE and "reason" in text and ":3:" in text
    assert describe(FileNotFoundError(2, "No such file", "a\nb")) == "a\\x0ab: No such file"


@pytest.mark.parametrize("odd", ["\xa0", "\u2007", "\u3000", "\u200b", "\ufeff", "\ud800"])
def test_one_line_escapes_every_space_and_mark_python_calls_unprintable(odd) -> None:
    """A no-break or ideographic space looks like ' ' but hides what was typed (the fuzz
    suite found '0\\xa0rect:2x2:a2_2a' echoed with its no-break space)."""
    shown = one_line(f"rect{odd}:2x2")
    assert shown.isprintable() and shown.startswith("rect\\") and shown.endswith(":2x2")


# ----------------------------------------------------------------------- 1: time limits


def test_the_engine_reads_the_clock_after_each_slow_propagation() -> None:
    """Before: the clock was read every 64 propagations, so a fixpoint of slow rules (a
    200x200 Shikaku's take 0.4 s a call) ran 64 of them past its deadline."""

    class Slow(Propagator):
        name = "slow"

        def __init__(self, var: int, calls: list[int]) -> None:
            super().__init__([var])
            self.var, self.calls = var, calls

        def propagate(self, store) -> None:
            self.calls.append(self.var)
            time.sleep(0.02)

    calls: list[int] = []
    model = Model([0b11] * 200, [Slow(var, calls) for var in range(200)])
    result = Search(model, timeout=0.05).run()
    assert result.status == "timeout"
    assert len(calls) < 20, len(calls)  # about 0.05 / 0.02 + a few, never 64


def test_the_budget_stride_comes_back_when_checks_are_quick(monkeypatch) -> None:
    """On a clock the test moves itself: with the real one, a busy machine that takes the
    core away for 10 ms between two readings halves the stride at any moment."""
    from gridgames.engine import budget as budget_module

    class Clock:
        now = 1000.0

        def monotonic(self) -> float:
            return self.now

    clock = Clock()
    monkeypatch.setattr(budget_module, "time", clock)
    budget = Budget(timeout=100)
    for _ in range(10_000):
        budget.check()
    assert budget.stride == 64  # quick checks: the clock is read every 64
    clock.now += 1.0  # a second between two readings: a slow stretch of work
    for _ in range(64):
        budget.check()
    assert budget.stride == 32
    clock.now += budget_module.POLL_SECONDS / 2  # not slow: the stride grows back
    for _ in range(32):
        budget.check()
    assert budget.stride == 64
    for _ in range(10_000):
        budget.check()
    assert budget.stride == 64


def test_the_alarm_stops_work_that_never_looks_at_the_clock() -> None:
    started = time.monotonic()
    with pytest.raises(Interrupted), alarm_at(started + 0.2):
        while True:  # a reader or a model builder in a long loop
            pass
    assert time.monotonic() - started < 5


def test_a_deadline_counts_from_the_process_start() -> None:
    start = process_start()
    assert start <= time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import time; from gridgames.util.timelimit import "
            "process_start as p; print(time.monotonic() - p())",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert 0 < float(done.stdout) < 30  # it sees the interpreter's own start-up


def test_set_up_time_counts_against_the_limit(capsys, monkeypatch) -> None:
    """Reading and building the model are inside the limit: a reader that takes 10 s is
    stopped at the limit (before: only the search looked at the clock)."""
    import gridgames.formats.detect as detect

    def slow_reader(arg: str):
        end = time.monotonic() + 10
        while time.monotonic() < end:
            pass
        return load_puzzle(str(SEED000))

    monkeypatch.setattr(detect, "load_puzzle", slow_reader)
    started = time.monotonic()
    code, out, _ = run_main(capsys, "solve", "anything", "--timeout", "0.3", "--json")
    assert code == 1 and json.loads(out)["status"] == "timeout"
    assert time.monotonic() - started < 5


def test_a_limit_that_passes_anywhere_is_a_timeout_never_an_error(capsys) -> None:
    """The alarm may ring at any instruction of reading, building or solving: the answer
    is a timeout (exit 1) or the solve (exit 0), never bad input (once: a descriptor closed
    twice when the alarm rang inside the file reader, reported as exit 2)."""
    for step in range(40):
        code, out, err = run_main(
            capsys, "solve", str(SEED000), "--json", "--timeout", f"{step * 0.0015:.4f}"
        )
        assert code in (0, 1), err
        assert json.loads(out)["status"] in ("timeout", "unique")


def test_a_200x200_shikaku_stops_at_its_limit(tmp_path) -> None:
    """Before: 27 s for --timeout 1 (the first fixpoint's rules never looked at the clock)."""
    path = tmp_path / "big.gg"
    path.write_text(shikaku_tiling(200))
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "gridgames", "solve", str(path), "--timeout", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env={"GRIDGAMES_NO_GUI": "1", "PATH": "/usr/bin:/bin"},
    )
    spent = time.monotonic() - started
    assert done.returncode == 1 and json.loads(done.stdout)["status"] == "timeout"
    assert spent < 6, spent  # 1 s + 0.5 s is the promise; a loaded machine gets slack


def test_a_big_shikaku_in_process_stops_inside_its_first_fixpoint() -> None:
    puzzle = load_puzzle_text(shikaku_tiling(120))
    report = solve_puzzle(puzzle, timeout=0.3)
    assert report.status == "timeout"
    assert report.seconds < 3


def test_a_big_nonogram_in_process_stops_inside_its_summing_rule() -> None:
    """One call of the alternate-sum rule took 3 s on a 200x200 random picture."""
    from gridgames.games.nonogram.checker import runs
    from gridgames.games.nonogram.puzzle import NonogramPuzzle

    rng = random.Random(5)
    picture = [[rng.random() < 0.55 for _ in range(200)] for _ in range(200)]
    rows = tuple(runs(row) for row in picture)
    columns = tuple(runs([picture[r][c] for r in range(200)]) for c in range(200))
    report = solve_puzzle(NonogramPuzzle(200, 200, rows, columns), timeout=0.5)
    assert report.status == "timeout"
    assert report.seconds < 2.0, report.seconds


def load_puzzle_text(text: str):
    from gridgames.formats.gg import read_gg

    return read_gg(text, "<big>")


@pytest.mark.parametrize("size", ["30x30", "64x64", "19x64", "64x20"])
def test_a_count_that_cannot_fit_in_memory_is_refused_at_once(capsys, size) -> None:
    """Before: 30x30 ran 19-25 s and took 1.5 GB; 64x64 ended in a MemoryError."""
    started = time.process_time()  # CPU, not wall: a loaded machine must not fail it
    code, out, err = run_main(capsys, "count", "fillgrid", size, "--timeout", "5")
    assert code == 2 and out == ""
    assert_one_clean_line(err)
    assert "memory" in err
    assert time.process_time() - started < 1


def test_the_memory_estimate_is_above_what_was_measured() -> None:
    # Peak resident sizes measured for whole processes (python + numpy included).
    assert estimated_bytes(16, 16) >= 280 << 20
    assert estimated_bytes(17, 17) >= 460 << 20
    assert estimated_bytes(12, 64) < 200 << 20  # a narrow grid is cheap however long
    with pytest.raises(CountTooLarge):
        count_fillgrids(40, 40)
    assert count_fillgrids(3, 60) > 0


def test_the_first_row_enumeration_looks_at_the_deadline(monkeypatch) -> None:
    """Wide first rows were all built before the first check."""
    import gridgames.games.fillgrid.counting as counting

    monkeypatch.setattr(counting, "_refuse_unfit", lambda *args: None)
    counting.clear_cache()
    started = time.monotonic()
    with pytest.raises(counting.CountInterrupted):
        count_fillgrids(30, 30, deadline=started + 0.2)
    counting.clear_cache()
    assert time.monotonic() - started < 3


# ----------------------------------------------------------------------- 2: bounded memory


def test_a_huge_max_solutions_keeps_only_what_is_printed(capsys, tmp_path) -> None:
    """Before: every answer found was kept and decoded (45 MB a second)."""
    free = tmp_path / "free.gg"
    free.write_text("fillgrid 9x9 free\n")
    report = solve_puzzle(load_puzzle(str(free)), max_solutions=10**9, timeout=1.0)
    assert report.status in ("timeout", "multiple")
    assert report.steps > 0
    assert 1 <= len(report.answers) <= 2 or len(report.answers) * 81 <= 1 << 20
    code, out, _ = run_main(
        capsys, "solve", str(free), "--max-solutions", "1000000000", "--timeout", "1", "--json"
    )
    assert code in (0, 1) and json.loads(out)["status"] in ("timeout", "multiple")


def test_kept_solutions_are_bounded_but_all_counted() -> None:
    from gridgames.engine.store import Solutions

    solutions = Solutions(Solutions.keep_for(10**9, 1000))
    for n in range(5000):
        solutions.append([n] * 1000)
    assert len(solutions) == 5000
    assert len(solutions.kept) * 1000 <= Solutions.MAX_VALUES


def test_a_huge_max_solutions_is_accepted(capsys) -> None:
    board = PUZZLES / "seeds" / "seed002-board2-4x4.gg"
    code, out, _ = run_main(capsys, "solve", str(board), "--max-solutions", "9" * 40, "--json")
    assert code == 0 and json.loads(out)["status"] == "multiple"


def test_the_cli_prints_the_first_of_many_answers(capsys) -> None:
    board = PUZZLES / "seeds" / "seed002-board2-4x4.gg"
    code, out, _ = run_main(capsys, "solve", str(board), "--max-solutions", "999999", "--json")
    assert code == 0
    answer = json.loads(out)
    assert answer["status"] == "multiple" and len(answer["solution"]) == 3
