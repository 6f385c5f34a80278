"""Fill-grid (Hitori, Kurodoko): our engine against an OR-Tools CP-SAT model, in the same run.

Both sides prove uniqueness (ask for two answers). The CP-SAT model has one Boolean per
cell (shaded), the no-touch clauses, at most one white copy of a number per line (Hitori),
and for each Kurodoko number a chain of "sees the k-th cell" Booleans per direction summing
to the number. Connectivity is added lazily by cuts: solve; if the white cells fall into
several regions, then for each region C but the largest and a white cell v of the largest,
add "u and v white => some cell around C white" for every u in C (the cells around C
separate u from v); solve again. An answer that is connected is recorded and forbidden, and
the loop goes on until two answers or none are left. CP-SAT runs with one worker, as in the
Shikaku benchmark.

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
import time
from collections.abc import Callable
from pathlib import Path

from ortools.sat.python import cp_model

from gridgames.formats.gg import read_gg
from gridgames.games.fillgrid.generate import (
    hitori_from_shading,
    kurodoko_from_shading,
    random_shading,
)
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.solving import solve_puzzle

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "fillgrid" / "gg"
SIDES = (5, 7, 10, 12, 15)
# Share of white cells numbered on random Kurodoko boards: sparse boards are the hard ones.
KURODOKO_SHARES = (0.5, 0.3, 0.15)
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
Cell = tuple[int, int]


# -- CP-SAT -------------------------------------------------------------------------------
def cpsat_status(puzzle: FillGridPuzzle) -> tuple[str, int]:
    """(unique | multiple | none, number of CP-SAT solves)."""
    model = cp_model.CpModel()
    width, height = puzzle.width, puzzle.height
    shaded = {(r, c): model.NewBoolVar(f"s{r}_{c}") for r in range(height) for c in range(width)}
    for (r, c), here in shaded.items():
        for other in ((r, c + 1), (r + 1, c)):
            if other in shaded:
                model.AddBoolOr([here.Not(), shaded[other].Not()])
    if puzzle.variant == "hitori":
        _hitori(model, puzzle, shaded)
    elif puzzle.variant == "kurodoko":
        _kurodoko(model, puzzle, shaded)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    answers, solves = 0, 0
    while answers < 2:
        solves += 1
        if solver.Solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        dark = {cell for cell, var in shaded.items() if solver.BooleanValue(var)}
        regions = _white_regions(width, height, dark)
        if len(regions) > 1:
            _add_cuts(model, shaded, regions, width, height)
            continue
        answers += 1
        model.AddBoolOr([var.Not() if cell in dark else var for cell, var in shaded.items()])
    return {0: "none", 1: "unique"}.get(answers, "multiple"), solves


def _hitori(model: cp_model.CpModel, puzzle: FillGridPuzzle, shaded: dict) -> None:
    width, height = puzzle.width, puzzle.height
    lines = [[(r, c) for c in range(width)] for r in range(height)]
    lines += [[(r, c) for r in range(height)] for c in range(width)]
    for line in lines:
        copies: dict[int | None, list[Cell]] = {}
        for r, c in line:
            copies.setdefault(puzzle.numbers[r][c], []).append((r, c))
        for cells in copies.values():
            if len(cells) > 1:
                model.AddAtMostOne([shaded[cell].Not() for cell in cells])


def _kurodoko(model: cp_model.CpModel, puzzle: FillGridPuzzle, shaded: dict) -> None:
    width, height = puzzle.width, puzzle.height
    for r in range(height):
        for c in range(width):
            number = puzzle.numbers[r][c]
            if number is None:
                continue
            model.Add(shaded[r, c] == 0)
            seen = []
            for dr, dc in STEPS:
                previous = None
                rr, cc = r + dr, c + dc
                while 0 <= rr < height and 0 <= cc < width:
                    sees = model.NewBoolVar("")
                    # sees <=> previous sees and this cell is white
                    model.AddImplication(sees, shaded[rr, cc].Not())
                    if previous is None:
                        model.AddBoolOr([sees, shaded[rr, cc]])
                    else:
                        model.AddImplication(sees, previous)
                        model.AddBoolOr([sees, previous.Not(), shaded[rr, cc]])
                    seen.append(sees)
                    previous = sees
                    rr, cc = rr + dr, cc + dc
            model.Add(1 + sum(seen) == number)


def _white_regions(width: int, height: int, dark: set[Cell]) -> list[set[Cell]]:
    white = {(r, c) for r in range(height) for c in range(width)} - dark
    regions = []
    while white:
        start = white.pop()
        region, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for dr, dc in STEPS:
                spot = (r + dr, c + dc)
                if spot in white:
                    white.discard(spot)
                    region.add(spot)
                    todo.append(spot)
        regions.append(region)
    return regions


def _add_cuts(model, shaded: dict, regions: list[set[Cell]], width: int, height: int) -> None:
    regions = sorted(regions, key=len)
    anchor = next(iter(regions[-1]))
    for region in regions[:-1]:
        around = {
            (r + dr, c + dc)
            for r, c in region
            for dr, dc in STEPS
            if 0 <= r + dr < height and 0 <= c + dc < width and (r + dr, c + dc) not in region
        }
        for cell in region:
            model.AddBoolOr([shaded[cell], shaded[anchor]] + [shaded[x].Not() for x in around])


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
