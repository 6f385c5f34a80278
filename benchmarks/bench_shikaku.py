"""Shikaku: our engine against two OR-Tools CP-SAT models, in the same run.

Every solver proves uniqueness (asks for two solutions). Boards: the seed boards and
random boards from 12x12 to 50x50 made from a fixed seed. Prints per board our time,
each CP-SAT time and the ratios, then the medians, and our peak memory on the
largest board. Run: `python benchmarks/bench_shikaku.py [--repeat N]`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

from ortools.sat.python import cp_model

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shikaku_boards import random_board  # noqa: E402

from gridgames.formats.gg import read_gg  # noqa: E402
from gridgames.games.shikaku.candidates import find_candidates, shapes  # noqa: E402
from gridgames.games.shikaku.puzzle import ShikakuPuzzle  # noqa: E402
from gridgames.solving import solve_puzzle  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def ours(puzzle: ShikakuPuzzle) -> tuple[float, str]:
    find_candidates.cache_clear()  # building the candidates is part of the solve
    started = time.perf_counter()
    report = solve_puzzle(puzzle, max_solutions=2)
    return time.perf_counter() - started, report.status


def _count_two(model: cp_model.CpModel, variables: list) -> str:
    """Solve, block the solution, solve again: 'unique', 'multiple' or 'none'."""
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    found = 0
    for _ in range(2):
        if solver.Solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        found += 1
        model.AddBoolOr([v.Not() if solver.BooleanValue(v) else v for v in variables])
    return {0: "none", 1: "unique"}.get(found, "multiple")


def exact_cover(puzzle: ShikakuPuzzle) -> tuple[float, str]:
    """One Boolean per candidate; exactly one per clue, exactly one per cell."""
    started = time.perf_counter()
    model = cp_model.CpModel()
    by_cell: dict[tuple[int, int], list] = {}
    chosen = []
    cands = _candidates(puzzle)
    for clue_rects in cands:
        literals = []
        for rect in clue_rects:
            literal = model.NewBoolVar("")
            literals.append(literal)
            for cell in rect.cells():
                by_cell.setdefault(cell, []).append(literal)
        model.AddExactlyOne(literals)
        chosen += literals
    for r in range(puzzle.height):
        for c in range(puzzle.width):
            model.AddExactlyOne(by_cell.get((r, c), []))
    status = _count_two(model, chosen)
    return time.perf_counter() - started, status


def _candidates(puzzle: ShikakuPuzzle):
    find_candidates.cache_clear()
    return find_candidates(puzzle).rects


def no_overlap_2d(puzzle: ShikakuPuzzle) -> tuple[float, str]:
    """Seed 002's model: corner and size variables, intervals, AddNoOverlap2D."""
    started = time.perf_counter()
    model = cp_model.CpModel()
    xs, ys, decision = [], [], []
    W, H = puzzle.width, puzzle.height
    for clue in puzzle.clues:
        options = shapes(clue.value, H, W)
        height = model.NewIntVarFromDomain(cp_model.Domain.FromValues([h for h, _ in options]), "")
        width = model.NewIntVarFromDomain(cp_model.Domain.FromValues([w for _, w in options]), "")
        model.AddMultiplicationEquality(clue.value, [height, width])
        top = model.NewIntVar(max(0, clue.row - clue.value + 1), clue.row, "")
        left = model.NewIntVar(max(0, clue.col - clue.value + 1), clue.col, "")
        model.Add(top + height <= H)
        model.Add(left + width <= W)
        model.Add(top + height > clue.row)
        model.Add(left + width > clue.col)
        bottom = model.NewIntVar(0, H, "")
        right = model.NewIntVar(0, W, "")
        ys.append(model.NewIntervalVar(top, height, bottom, ""))
        xs.append(model.NewIntervalVar(left, width, right, ""))
        decision += [top, left, height, width]
    model.AddNoOverlap2D(xs, ys)
    status = _count_two_int(model, decision)
    return time.perf_counter() - started, status


def _count_two_int(model: cp_model.CpModel, variables: list) -> str:
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.enumerate_all_solutions = True

    class Stop(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def on_solution_callback(self) -> None:
            self.count += 1
            if self.count >= 2:
                self.StopSearch()

    callback = Stop()
    solver.Solve(model, callback)
    return {0: "none", 1: "unique"}.get(callback.count, "multiple")


def boards() -> list[tuple[str, ShikakuPuzzle]]:
    found = []
    for path in sorted((ROOT / "puzzles" / "seeds").glob("seed00[02]-*.gg")):
        found.append((path.stem, read_gg(path.read_text(), str(path))))
    for size in (12, 20, 30, 50):
        for seed in range(3):
            found.append((f"random-{size}x{size}-{seed}", random_board(seed, size, size)))
    return found


def best_of(run, puzzle, repeat: int) -> tuple[float, str]:
    results = [run(puzzle) for _ in range(repeat)]
    return min(t for t, _ in results), results[0][1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs per solver")
    args = parser.parse_args()
    header = f"{'board':28} {'size':>6} {'status':>9} {'ours ms':>9} {'exact ms':>9} "
    header += f"{'noov2d ms':>10} {'x exact':>8} {'x noov2d':>9}"
    print(header)
    ratios_exact, ratios_noov = [], []
    for name, puzzle in boards():
        ours_t, status = best_of(ours, puzzle, args.repeat)
        exact_t, exact_status = best_of(exact_cover, puzzle, args.repeat)
        noov_t, noov_status = best_of(no_overlap_2d, puzzle, 1)
        if not (status == exact_status == noov_status):
            print(f"  ! status disagrees: ours {status}, exact {exact_status}, noov {noov_status}")
        ratios_exact.append(exact_t / ours_t)
        ratios_noov.append(noov_t / ours_t)
        print(
            f"{name:28} {puzzle.width:>3}x{puzzle.height:<3}{status:>9} {ours_t * 1e3:9.2f} "
            f"{exact_t * 1e3:9.2f} {noov_t * 1e3:10.2f} {exact_t / ours_t:8.1f} "
            f"{noov_t / ours_t:9.1f}"
        )
    print(
        f"median speed-up: {statistics.median(ratios_exact):.1f}x over exact cover, "
        f"{statistics.median(ratios_noov):.1f}x over NoOverlap2D; "
        f"slowest ratio vs exact cover {min(ratios_exact):.1f}x"
    )
    largest = random_board(0, 50, 50)
    find_candidates.cache_clear()
    tracemalloc.start()
    solve_puzzle(largest, max_solutions=2)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak Python memory solving random 50x50: {peak / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
