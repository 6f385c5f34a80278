"""The designer's verdict (`designing.judge`) against brute force on small boards of every
genre: unique with the one answer and a grade, several with two real answers that differ
exactly where it says, none with the engine's reason; out of time is "unknown"; the
verdict travels through the engine process as a `JudgeJob` and a stale one is cancelled.
"""

from __future__ import annotations

import itertools
import random
import threading
import time
from pathlib import Path

import pytest

from gridgames.designing import judge
from gridgames.engine_process import CANCELLED, DONE, PROGRESS, EngineProcess, unpack
from gridgames.formats.detect import load_puzzle
from gridgames.formats.gg import read_gg
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.genre import GRADES
from gridgames.games.nonogram.colour import Colour
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle
from gridgames.jobs import JobContext, JudgeJob
from tests.brute import answers, fillgrid, nonogram, shikaku

SAMPLES = 30
ROOT = Path(__file__).resolve().parents[1]
PALETTE = (Colour("white", ".", "#ffffff"), Colour("red", "r"), Colour("blue", "b"))


def colour(rng: random.Random, sizes=((2, 3), (3, 2), (2, 2))) -> str | object:
    """A random two-colour picture's puzzle; sometimes its columns from another picture."""
    width, height = rng.choice(sizes)

    def picture():
        return tuple(tuple(rng.choice((0, 0, 1, 2)) for _ in range(width)) for _ in range(height))

    puzzle = from_picture(picture(), PALETTE)
    if rng.random() < 0.3:
        other = from_picture(picture(), PALETTE)
        fields = dict(columns=other.columns, column_colours=other.column_colours)
        puzzle = type(puzzle)(**{**puzzle.__dict__, **fields, "given_solution": None})
    return puzzle


def _cells_differing(first, second) -> set[tuple[int, int]]:
    """(x, y) cells on which two answers differ: for Shikaku, the cells whose covering
    rectangle differs; otherwise the cells whose value differs."""
    if first and isinstance(first[0], Rect):
        owner = [
            {cell: rect for rect in answer for cell in rect.cells()} for answer in (first, second)
        ]
        return {(c, r) for (r, c), rect in owner[0].items() if owner[1][(r, c)] != rect}
    return {
        (c, r)
        for r, (one, other) in enumerate(zip(first, second, strict=True))
        for c, (a, b) in enumerate(zip(one, other, strict=True))
        if a != b
    }


@pytest.mark.parametrize("make", [shikaku, nonogram, fillgrid, colour], ids=lambda f: f.__name__)
def test_verdicts_match_brute_force(make) -> None:
    rng = random.Random(29)
    met = set()
    for _ in range(SAMPLES):
        made = make(rng)
        puzzle = read_gg(made, "<random>") if isinstance(made, str) else made
        found = answers(puzzle)
        verdict = judge(puzzle, time.monotonic() + 30)
        met.add(verdict.status)
        assert verdict.status == {0: "none", 1: "unique"}.get(len(found), "several"), made
        on_board = {(x, y) for x in range(puzzle.width) for y in range(puzzle.height)}
        if verdict.status == "unique":
            assert verdict.answer == found[0]
            assert verdict.grade in GRADES and verdict.techniques[0] == "the rules"
        elif verdict.status == "several":
            assert verdict.answer in found
            assert set(verdict.differing) <= on_board and verdict.differing
            assert any(
                _cells_differing(verdict.answer, other) == set(verdict.differing)
                for other in found
                if other != verdict.answer
            )
        else:
            assert verdict.reason and verdict.reason.endswith(".")
            assert verdict.reason_cells and set(verdict.reason_cells) <= on_board
        assert verdict.seconds >= 0
    assert met == {"unique", "several", "none"}, met


def test_a_dead_end_is_told_in_the_engines_words_with_its_cells() -> None:
    """Row 1 wants two cells side by side, so its middle cell is filled, but column 2 wants
    none: the column's rule runs into it."""
    puzzle = read_gg("nonogram 3x2\nrows:\n2\n0\ncolumns:\n1\n0\n1\n", "<dead end>")
    verdict = judge(puzzle)
    assert verdict.status == "none"
    assert verdict.reason == "Column 2 (0): no arrangement of its blocks fits."
    assert set(verdict.reason_cells) == {(1, 0), (1, 1)}


def test_a_rule_that_gives_no_words_is_named_with_the_cells_it_looks_at() -> None:
    """Column 2 holds three 1s: the middle one sits between two 1s (a sandwich: white), yet
    the rules have shaded it by then. The sandwich rule says no more than that it fails."""
    puzzle = read_gg("fillgrid 3x3 hitori\n3 1 3\n3 1 2\n2 1 3\n", "<sandwich>")
    verdict = judge(puzzle)
    assert verdict.status == "none"
    assert verdict.reason == "The sandwich rule cannot hold with row 2, column 2 shaded."
    assert verdict.reason_cells == ((1, 1),)


def test_a_shikaku_whose_numbers_do_not_fill_the_board_has_no_answer() -> None:
    puzzle = ShikakuPuzzle(3, 3, (Clue(0, 0, 4), Clue(2, 2, 4)))  # as drawn: no file checks it
    verdict = judge(puzzle)
    assert verdict.status == "none" and "add up to 8" in verdict.reason


def test_out_of_time_is_unknown_and_a_cancel_interrupts() -> None:
    blank = read_gg("fillgrid 12x12 kurodoko\n" + (" ".join("." * 12) + "\n") * 12, "<blank>")
    assert judge(blank, time.monotonic() - 1).status == "unknown"
    cancel = threading.Event()
    cancel.set()
    from gridgames.engine import Interrupted

    with pytest.raises(Interrupted):
        judge(FillGridPuzzle.free(13, 13), None, cancel=cancel)


def test_the_apps_allowance_is_counted_work_so_a_busy_machine_gets_the_same_verdict(
    monkeypatch,
) -> None:
    """A `JudgeJob` may make so many propagations, not spend so many seconds: an engine
    process starved of cores for 20 s just after the job started (as on a loaded
    machine, where a 3-s allowance said "unknown" for a 5x5 draft) gives a hard 7x7
    Kurodoko the verdict it gets at once; a puzzle needing more work than allowed is
    "unknown" however fast the machine."""
    puzzle = load_puzzle(str(ROOT / "puzzles" / "generated-kurodoko" / "kurodoko-7x7-hard-1.gg"))

    def run(job: JudgeJob):
        return job.run(None, JobContext(threading.Event(), lambda payload: None))

    quiet = run(JudgeJob(puzzle))
    assert quiet.status == "unique" and quiet.grade == "hard"
    real = time.monotonic

    def starved() -> None:
        readings = itertools.count()  # the first reading is the job's start
        monkeypatch.setattr(time, "monotonic", lambda: real() + 20.0 * bool(next(readings)))

    starved()
    busy = run(JudgeJob(puzzle))
    assert (busy.status, busy.grade, busy.answer) == (quiet.status, quiet.grade, quiet.answer)
    starved()
    assert run(JudgeJob(puzzle, timeout=3.0, work=None)).status == "unknown"  # seconds: out
    monkeypatch.undo()
    # Ten propagations do not reach a second answer (its rules alone are 49 cells' own).
    assert run(JudgeJob(puzzle, work=10)).status == "unknown"
    assert judge(puzzle, work=10).status == "unknown"


@pytest.fixture
def engine_process():
    process = EngineProcess()
    yield process
    process.close()


def _run(process: EngineProcess, number: int, job) -> list[tuple]:
    messages: list[tuple] = []
    process.run(number, job, None, lambda kind, n, payload: messages.append((kind, n, payload)))
    return [(kind, n, unpack(payload)) for kind, n, payload in messages]


def test_a_judge_job_runs_in_the_engine_process_and_a_stale_one_is_cancelled(
    engine_process,
) -> None:
    puzzle = read_gg("shikaku 2x2\n2 .\n. 2\n", "<two>")
    messages = _run(engine_process, 1, JudgeJob(puzzle))
    assert [kind for kind, _, _ in messages] == [DONE]
    verdict = messages[0][2]
    assert verdict.status == "several" and len(verdict.differing) == 4
    unique = read_gg("shikaku 3x2\n3 . .\n. . 3\n", "<one>")
    told = _run(engine_process, 3, JudgeJob(unique))
    assert [kind for kind, _, _ in told] == [PROGRESS, DONE]
    assert told[0][2].grade is None and told[1][2].grade == "easy"
    # A 16x16 crossword count with its symmetric one takes seconds: cancelled, it stops by
    # itself (a job that never looked at its flag would be killed after a second of its
    # own: the process would be a new one). Not timed: on a loaded machine the engine
    # process, niced, may wait seconds for a core.
    pid = engine_process.pid
    threading.Timer(0.2, engine_process.cancel_through, args=(2,)).start()
    stale = _run(engine_process, 2, JudgeJob(FillGridPuzzle.free(16, 16), True, None))
    assert [kind for kind, _, _ in stale] == [CANCELLED]
    assert engine_process.pid == pid


def test_a_unique_verdict_is_told_before_its_grade() -> None:
    puzzle = read_gg("shikaku 3x2\n3 . .\n. . 3\n", "<unique>")
    heard = []
    verdict = judge(puzzle, early=heard.append)
    assert [v.status for v in heard] == ["unique"] and heard[0].grade is None
    assert heard[0].detail == "grading" and heard[0].answer == verdict.answer
    assert verdict.grade == "easy" and verdict.detail is None
    quiet = []
    judge(read_gg("shikaku 2x2\n2 .\n. 2\n", "<two>"), early=quiet.append)
    assert quiet == []  # only a unique puzzle has a grade to wait for
