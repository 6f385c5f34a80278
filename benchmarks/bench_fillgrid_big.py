"""Fill-grid boards up to 200x200 (issue 19): the traced first fixpoint and a solve.

What a hint or the animated solve starts with is the traced first fixpoint; the designer
and `solve` need the untraced search to two answers (uniqueness). Boards, from a fixed
seed: a random legal shading whose shaded cells touch no other even diagonally (so the
white cells are always connected; random_shading's connectivity check per cell is too slow
at this size), then Hitori numbers, or Kurodoko numbers on 30% of the white cells; and the
free crossword grid (no numbers: every legal grid is an answer). Every answer found is
checked by the independent checker. CPU seconds (this machine is shared). Beside each
solve, OR-Tools CP-SAT on the same board in the same run (the tests' oracle,
tests/oracles/cpsat_fillgrid.py, one worker, stopped after `--cpsat-timeout` seconds) and
the ratio of our time to its (issue 19's goal: within 2x; "> N s" when it timed out).
Last, what a player waits for a hint, the model's build included, on the fresh board and
half done (`hint_timing.py`; Kurodoko's memo of views cleared first, as on a new board).

Run: `python benchmarks/bench_fillgrid_big.py [--sides 50 100 200] [--profile]
[--cpsat-timeout 60 | --no-cpsat]`.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import random
import sys
import time
from pathlib import Path

from gridgames.engine.store import Store
from gridgames.games.fillgrid.checker import check_answer
from gridgames.games.fillgrid.generate import hitori_from_shading, kurodoko_from_shading
from gridgames.games.fillgrid.kurodoko_views import MEMO
from gridgames.games.fillgrid.puzzle import FillGridPuzzle, Grid
from gridgames.games.registry import genre_of
from gridgames.solving import solve_puzzle

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the oracles in tests/
from hint_timing import hint_seconds  # noqa: E402


def sparse_shading(side: int, seed: int, chance: float = 0.3) -> Grid:
    """Shade each cell with chance `chance` when none of its eight neighbours is shaded."""
    rng = random.Random(seed)
    shaded = [[False] * side for _ in range(side)]
    for r in range(side):
        for c in range(side):
            near = (
                shaded[rr][cc]
                for rr in range(max(0, r - 1), min(side, r + 2))
                for cc in range(max(0, c - 1), min(side, c + 2))
            )
            if rng.random() < chance and not any(near):
                shaded[r][c] = True
    return tuple(tuple(row) for row in shaded)


def boards(side: int) -> list[tuple[str, FillGridPuzzle]]:
    shading = sparse_shading(side, 0)
    rng = random.Random(0)
    return [
        ("Hitori", hitori_from_shading(shading, rng)),
        ("Kurodoko 30%", kurodoko_from_shading(shading, rng, 0.3)),
        ("free grid", FillGridPuzzle.free(side, side)),
    ]


def first_fixpoint(puzzle: FillGridPuzzle) -> float:
    MEMO.clear()  # Kurodoko's views seen on other boards: a new board starts without them
    started = time.process_time()
    store = Store(genre_of(puzzle).build(puzzle), tracing=True)
    store.schedule_all()
    store.fixpoint()
    return time.process_time() - started


def solved(puzzle: FillGridPuzzle) -> tuple[float, str, int]:
    started = time.process_time()
    report = solve_puzzle(puzzle, max_solutions=2)
    seconds = time.process_time() - started
    for answer in report.answers:
        problems = check_answer(puzzle, answer)
        assert not problems, problems[0]
    if len(report.answers) == 2:
        assert report.answers[0] != report.answers[1], "the two answers are the same"
    return seconds, str(report.status), report.branches


#: CP-SAT is not run on a board whose model would have more Booleans than this: the
#: oracle's Kurodoko model has a chain of "sees" Booleans along each number's whole row
#: and column (some 4 million on the 200x200 board), which grew past 5 GB while building.
CPSAT_BOOLEANS = 2_000_000


def cpsat_booleans(puzzle: FillGridPuzzle) -> int:
    """About how many Booleans the oracle's model of the puzzle has."""
    cells = puzzle.width * puzzle.height
    if puzzle.variant != "kurodoko":
        return cells
    numbers = sum(number is not None for row in puzzle.numbers for number in row)
    return cells + numbers * (puzzle.width + puzzle.height)


def cpsat(puzzle: FillGridPuzzle, timeout: float) -> tuple[float, str]:
    """CP-SAT's CPU seconds and status (its one worker runs in this process)."""
    from tests.oracles.cpsat_fillgrid import cpsat_status

    started = time.process_time()
    status, _ = cpsat_status(puzzle, timeout)
    seconds = time.process_time() - started
    # Its model leaves garbage in cycles: collected here, not by our next timed solve (a
    # free 100x100 grid's took 0.52 s instead of 0.06 s right after a Kurodoko's model).
    gc.collect()
    return seconds, status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sides", type=int, nargs="+", default=[50, 100, 200])
    parser.add_argument("--profile", action="store_true", help="cProfile the largest solves")
    parser.add_argument("--cpsat-timeout", type=float, default=60.0, help="seconds per board")
    parser.add_argument("--no-cpsat", action="store_true", help="leave CP-SAT out")
    args = parser.parse_args()
    print(
        "| board | traced first fixpoint | solve, two answers | status | guesses "
        "| CP-SAT | ours / CP-SAT | hint, fresh / half done |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for side in args.sides:
        for name, puzzle in boards(side):
            fixpoint = first_fixpoint(puzzle)
            profiler = cProfile.Profile() if args.profile and side == max(args.sides) else None
            if profiler:
                profiler.enable()
            seconds, status, guesses = solved(puzzle)
            if profiler:
                profiler.disable()
                pstats.Stats(profiler).sort_stats("tottime").print_stats(8)
            versus = "| - | - |"
            booleans = cpsat_booleans(puzzle)
            if not args.no_cpsat and booleans > CPSAT_BOOLEANS:
                versus = f"| not run ({booleans:,} Booleans) | - |"
            elif not args.no_cpsat:
                theirs, their_status = cpsat(puzzle, args.cpsat_timeout)
                if their_status == "unknown":
                    versus = f"| > {args.cpsat_timeout:.0f} s | < {seconds / theirs:.2f} |"
                else:
                    assert their_status == status, f"CP-SAT says {their_status}, we {status}"
                    versus = f"| {theirs:.2f} s | {seconds / theirs:.2f} |"
            fresh, half = hint_seconds(puzzle, MEMO.clear)
            print(
                f"| {name} {side}x{side} | {fixpoint:.2f} s | {seconds:.2f} s | {status} "
                f"| {guesses} {versus} {fresh:.2f} / {half:.2f} s |",
                flush=True,
            )


if __name__ == "__main__":
    main()
