"""Nonograms: our engine against OR-Tools CP-SAT and the PyPI solvers, in the same run.

Solvers (each asked for two solutions where it can, so `unique` is proved):
- ours: `solve_puzzle(max_solutions=2)`, tracing off; the line solver's tables are cleared
  before every run, so building them is timed too.
- cpsat: one automaton per line (`AddAutomaton`), solve, add a clause blocking the answer,
  solve again; single worker, like every other solver here; model building is timed.
- picross: `picross-solver` (guesses depth-first, stops at its first answer: `found`).
- nonogram-dp: `nonogram`'s dynamic-programming method (line propagation only, no
  search: `partial` when lines alone do not finish).
The PyPI solvers are benchmark-only, not project dependencies; one that is not installed or
fails is reported and skipped (`pip install picross-solver nonogram`).

Puzzles: seed 004's 9x9 and 32x32, every `.non` under ../shared/data/nonogram, Jan Wolter's
n-Dom family (9-Dom is webpbn #8098) and random 50% pictures of 25x25 and 30x30 from a fixed
seed. Every solver runs in a forked child with a time limit (default 10 s); a solver that
times out on n-Dom is not run on larger n.

Times are the median of up to `--repeat` runs in one child (no more runs once a second has
passed), in CPU time (`time.process_time`): the machines this runs on are shared and often
loaded, which inflates wall-clock times 2-3x at random, and every solver here uses one
thread. Ratios are peer time / our time (above 1: we are faster).

Run: `python benchmarks/bench_nonogram.py [--timeout S] [--repeat N] [--quick]`.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the oracle in tests/

from gridgames.formats.gg import read_gg  # noqa: E402
from gridgames.formats.non import read_non
from gridgames.games.nonogram import line
from gridgames.games.nonogram.checker import check_answer, runs
from gridgames.games.nonogram.puzzle import Grid, NonogramPuzzle
from gridgames.solving import solve_puzzle

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "nonogram"

Outcome = tuple[str, Grid | None]  # status, one answer (None when there is none)


# -- puzzles ----------------------------------------------------------------------------
def n_dom(n: int) -> NonogramPuzzle:
    """Jan Wolter's n-Dom, (2n+1)x(2n+1); no line says anything on its own."""
    columns = ((1,), (1,)) + ((1, 3), (1,)) * (n - 1) + ((3,),)
    rows = ((3,), (1,)) + ((3, 1), (1,)) * (n - 1) + ((1,),)
    return NonogramPuzzle(2 * n + 1, 2 * n + 1, rows, columns)


def random_picture(rng: random.Random, width: int, height: int) -> NonogramPuzzle:
    grid = [[rng.random() < 0.5 for _ in range(width)] for _ in range(height)]
    return NonogramPuzzle(
        width,
        height,
        tuple(runs(row) for row in grid),
        tuple(runs([row[c] for row in grid]) for c in range(width)),
    )


def puzzles(quick: bool) -> list[tuple[str, str, NonogramPuzzle]]:
    """(group, name, puzzle); group `line` marks the line-solvable ones (seeds, shared)."""
    found = []
    for path in sorted((ROOT / "puzzles" / "seeds").glob("seed004-*.gg")):
        found.append(("line", path.stem, read_gg(path.read_text(encoding="utf-8"), str(path))))
    if SHARED.exists():
        for path in sorted(SHARED.rglob("*.non")):
            name = f"{path.parent.name}/{path.stem}"
            found.append(("line", name, read_non(path.read_text(encoding="utf-8"), str(path))))
    else:
        print(f"(no shared puzzles at {SHARED})")
    for n in range(4, 8 if quick else 13):
        found.append(("n-dom", f"{n}-Dom", n_dom(n)))
    rng = random.Random(2024)
    for size in (25, 30):
        for index in range(2 if quick else 3):
            found.append(("random", f"random-{size}-{index}", random_picture(rng, size, size)))
    return found


# -- solvers ----------------------------------------------------------------------------
def ours(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    line.tables.cache_clear()
    report = solve_puzzle(puzzle, max_solutions=2, timeout=timeout)
    return report.status, report.answer


def cpsat(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    from tests.oracles.cpsat_nonogram import (
        cpsat as solve,  # the model, shared with the tests' oracle
    )

    return solve(puzzle, timeout)


def picross(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    import numpy as np
    from picross_solver.picross_solver import solve

    grid = np.full((puzzle.height, puzzle.width), -1)
    rows = [list(clue) or [0] for clue in puzzle.rows]
    columns = [list(clue) or [0] for clue in puzzle.columns]
    if not solve(rows, columns, grid):
        return "none", None
    return "found", tuple(tuple(bool(v == 1) for v in row) for row in grid)


def nonogram_dp(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    import numpy as np
    from nonogram.src.core.solveurs import dynamic_programming
    from nonogram.src.core.solveurs.solveur_utils import GrilleImpossible

    grid = np.full((puzzle.height, puzzle.width), 0)
    try:
        dynamic_programming.solve([list(c) for c in puzzle.rows],
                                  [list(c) for c in puzzle.columns], grid)  # fmt: skip
    except GrilleImpossible:
        return "none", None
    if (grid == 0).any():
        return "partial", None
    return "found", tuple(tuple(bool(v == 1) for v in row) for row in grid)


SOLVERS: dict[str, Callable[[NonogramPuzzle, float], Outcome]] = {
    "ours": ours,
    "cpsat": cpsat,
    "picross": picross,
    "nonogram-dp": nonogram_dp,
}


# -- running ----------------------------------------------------------------------------
def _child(solver: str, puzzle: NonogramPuzzle, timeout: float, repeat: int, pipe) -> None:
    """Runs in the forked child: the first run pays for the child's copy-on-write page
    faults, so a fast solver runs `repeat` times and the median is sent."""
    try:
        times = []
        while len(times) < repeat and sum(times) < 1:
            started = time.process_time()
            status, answer = SOLVERS[solver](puzzle, timeout)
            times.append(time.process_time() - started)
        if answer is not None and check_answer(puzzle, answer):
            status = "WRONG"
        pipe.send((statistics.median(times), status))
    except BaseException as error:  # noqa: BLE001 - report any failure of a peer
        pipe.send((0.0, f"error: {type(error).__name__}: {error}"[:60]))


def measured(solver: str, puzzle: NonogramPuzzle, timeout: float, repeat: int) -> tuple[float, str]:
    """Median time and status in a forked child, killed once `timeout` has passed (plus
    the second the child may spend repeating a fast run)."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(solver, puzzle, timeout, repeat, send))
    child.start()
    result = receive.recv() if receive.poll(timeout + 2) else (timeout, "timeout")
    child.kill()
    child.join()
    return result


#: What each solver imports, loaded once here so that no child times an import.
MODULES = {
    "ours": "gridgames.games.nonogram.genre",
    "cpsat": "tests.oracles.cpsat_nonogram",
    "picross": "picross_solver.picross_solver",
    "nonogram-dp": "nonogram.src.core.solveurs.dynamic_programming",
}


def available() -> list[str]:
    names = []
    for name, module in MODULES.items():
        try:
            __import__(module)
        except Exception as error:  # noqa: BLE001 - any import failure skips the peer
            print(f"skipping {name}: {type(error).__name__}: {error}")
            continue
        names.append(name)
    return names


def cell(seconds: float, status: str) -> str:
    if status.startswith("error"):
        return "error"
    if status in ("timeout", "skipped"):
        return status
    return f"{seconds * 1000:.1f} {status[:4]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=10.0, help="per solver and puzzle")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="fewer n-Dom and random boards")
    args = parser.parse_args()
    solvers = available()
    peers = [name for name in solvers if name != "ours"]
    header = f"{'puzzle':24s} {'size':>6s} " + " ".join(f"{n + ' ms':>16s}" for n in solvers)
    header += " " + " ".join(f"{n + '/ours':>15s}" for n in peers)
    print(header)
    print("-" * len(header))
    ratios: dict[tuple[str, str], list[float]] = {}
    errors: dict[str, str] = {}
    boards = puzzles(args.quick)
    for solver in solvers:  # untimed: the first forks of a run were measured 30-60% slow
        measured(solver, boards[0][2], args.timeout, 1)
    gave_up: set[tuple[str, str]] = set()  # (solver, group) timed out on a smaller n-Dom
    for group, name, puzzle in boards:
        results = {}
        for solver in solvers:
            if (solver, group) in gave_up:
                results[solver] = (args.timeout, "skipped")
                continue
            results[solver] = measured(solver, puzzle, args.timeout, args.repeat)
            status = results[solver][1]
            if status.startswith("error"):
                errors.setdefault(solver, f"{name}: {status}")
            if status == "timeout" and group == "n-dom":
                gave_up.add((solver, group))
        ours_seconds, ours_status = results["ours"]
        row = f"{name:24s} {f'{puzzle.width}x{puzzle.height}':>6s} "
        row += " ".join(f"{cell(*results[s]):>16s}" for s in solvers)
        for peer in peers:
            seconds, status = results[peer]
            solved = status in ("unique", "multiple", "found")
            if solved and ours_status in ("unique", "multiple"):
                ratio = seconds / ours_seconds
                ratios.setdefault((group, peer), []).append(ratio)
                row += f" {ratio:15.1f}"
            else:
                row += f" {'-':>15s}"
        print(row, flush=True)
    print()
    print("Median ratio (peer time / our time) over the puzzles both solved:")
    for (group, peer), values in sorted(ratios.items()):
        print(f"  {group:7s} {peer:12s} {statistics.median(values):7.1f}x  ({len(values)} puzzles)")
    for solver, error in errors.items():
        print(f"{solver} failed at least once, e.g. {error}")


if __name__ == "__main__":
    main()
