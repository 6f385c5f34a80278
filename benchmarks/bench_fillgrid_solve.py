"""Fill-grid (Hitori, Kurodoko): our engine against an OR-Tools CP-SAT model, in the same run.

Both sides prove uniqueness (ask for two answers). The CP-SAT model (lazy connectivity
cuts, one worker) is in `tests/oracles/cpsat_fillgrid.py`, shared with the tests.

Boards: the shared data, then random boards from a fixed seed, 5x5 to 15x15: a random legal
shading, then Hitori numbers (a Latin square on the white cells, shaded cells copy a white
number of their line) or Kurodoko numbers (50%, 30% or 15% of the white cells show their
count; the sparse boards are the hard ones).
Uniqueness is not required; the status column says what each board has, and both solvers
must agree on it. Times are the best of `--repeat` runs.

Run: `python benchmarks/bench_fillgrid_solve.py [--repeat N] [--per-size N] [--profile]`.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the oracles in tests/
from gridgames.formats.gg import read_gg  # noqa: E402
from gridgames.games.fillgrid.generate import (  # noqa: E402
    hitori_from_shading,
    kurodoko_from_shading,
    random_shading,
)
from gridgames.games.fillgrid.puzzle import FillGridPuzzle  # noqa: E402
from gridgames.solving import solve_puzzle  # noqa: E402
from tests.oracles.cpsat_fillgrid import cpsat_status  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "fillgrid" / "gg"
SIDES = (5, 7, 10, 12, 15)
# Share of white cells numbered on random Kurodoko boards: sparse boards are the hard ones.
KURODOKO_SHARES = (0.5, 0.3, 0.15)


# -- boards and timing ----------------------------------------------------------------------
def boards(per_size: int) -> list[tuple[str, FillGridPuzzle]]:
    found = [
        (path.stem, read_gg(path.read_text(), str(path))) for path in sorted(SHARED.glob("*.gg"))
    ]
    rng = random.Random(2026)
    for side in SIDES:
        for index in range(per_size):
            tries = (1.0, 0.6)[index % 2]  # how densely the random shading is packed
            shading = random_shading(side, side, rng, tries)
            found.append((f"hitori-{side}x{side}-{index}", hitori_from_shading(shading, rng)))
            share = KURODOKO_SHARES[index % len(KURODOKO_SHARES)]
            puzzle = kurodoko_from_shading(shading, rng, share)
            found.append((f"kurodoko-{side}x{side}-{index}-{round(share * 100)}%", puzzle))
    return found


def ours(puzzle: FillGridPuzzle) -> tuple[float, str]:
    started = time.perf_counter()
    report = solve_puzzle(puzzle, max_solutions=2)
    return time.perf_counter() - started, report.status


def cpsat(puzzle: FillGridPuzzle) -> tuple[float, str]:
    started = time.perf_counter()
    status, _ = cpsat_status(puzzle)
    return time.perf_counter() - started, status


def best_of(run: Callable, puzzle: FillGridPuzzle, repeat: int) -> tuple[float, str]:
    results = [run(puzzle) for _ in range(repeat)]
    return min(seconds for seconds, _ in results), results[0][1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs per solver")
    parser.add_argument("--per-size", type=int, default=6, help="random boards per size")
    parser.add_argument("--profile", action="store_true", help="cProfile our solves only")
    args = parser.parse_args()
    puzzles = boards(args.per_size)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(lambda: [ours(puzzle) for _, puzzle in puzzles])
        pstats.Stats(profiler).sort_stats("tottime").print_stats(20)
        return
    print(f"{'board':34} {'size':>6} {'status':>9} {'ours ms':>9} {'cp-sat ms':>10} {'ratio':>7}")
    ratios: dict[str, list[float]] = {"hitori": [], "kurodoko": []}
    slowest: list[tuple[float, str]] = []
    for name, puzzle in puzzles:
        ours_t, status = best_of(ours, puzzle, args.repeat)
        cpsat_t, cpsat_st = best_of(cpsat, puzzle, args.repeat)
        flag = "" if status == cpsat_st else f"  ! CP-SAT says {cpsat_st}"
        ratios[puzzle.variant].append(cpsat_t / ours_t)
        slowest.append((ours_t, name))
        print(
            f"{name:34} {puzzle.width:>3}x{puzzle.height:<3}{status:>9} {ours_t * 1e3:9.2f} "
            f"{cpsat_t * 1e3:10.2f} {cpsat_t / ours_t:7.1f}{flag}"
        )
    every = ratios["hitori"] + ratios["kurodoko"]
    for variant, values in ratios.items():
        print(
            f"{variant}: median speed-up {statistics.median(values):.1f}x over CP-SAT "
            f"(lowest {min(values):.1f}x, {len(values)} boards)"
        )
    print(f"all: median speed-up {statistics.median(every):.1f}x")
    worst_t, worst = max(slowest)
    over = sum(1 for seconds, _ in slowest if seconds > 0.1)
    print(f"slowest of ours: {worst} {worst_t * 1e3:.1f} ms; boards over 100 ms: {over}")


if __name__ == "__main__":
    main()
