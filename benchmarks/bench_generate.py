"""Generation time per kind, size and grade: median and worst over several seeds, in one
process, each puzzle proved unique and graded (the whole `generate_puzzle` call).

Run: `python benchmarks/bench_generate.py [--seeds N] [--kinds shikaku,hitori] [--quick]`.

Goals (issue 16): every kind and grade easy-hard up to 30x30 (Shikaku up to 50x50) under
1 s per puzzle, median under 0.3 s; expert at 15x15 under 5 s and of the grade asked.
Each row says whether it meets its goal, and, where one was measured, how many times
faster or slower than Simon Tatham's C generator at the same size and grade.
"""

from __future__ import annotations

import argparse
import statistics
import time

from gridgames.generators import available_kinds, generate_puzzle, smallest_side

#: Tatham's C generators built on this machine, seconds per puzzle, measured in an earlier
#: session (the figures of issue 16) and quoted here: they are not re-run, so a ratio also
#: carries the difference in machine load between that session and this run.
TATHAM = {
    ("shikaku", 20, "medium"): 0.008,
    ("shikaku", 30, "medium"): 0.048,
    ("shikaku", 50, "medium"): 0.19,
    ("hitori", 30, "easy"): 268.0,
    ("kurodoko", 30, "hard"): 0.54,
}
SIZES = {"shikaku": (10, 15, 20, 30, 50)}
DEFAULT_SIZES = (10, 15, 20, 30)
GRADES = ("easy", "medium", "hard")
EXPERT_SIZE = 15
#: Goals in seconds: (median, worst) for easy-hard; worst for expert.
MEDIAN_GOAL, WORST_GOAL, EXPERT_GOAL = 0.3, 1.0, 5.0


def measure(kind: str, size: int, grade: str, seeds: int, timeout: float) -> dict:
    times, grades = [], []
    for seed in range(seeds):
        started = time.perf_counter()
        try:
            _, made = generate_puzzle(kind, size, size, grade, seed, timeout)
            grades.append(made.name)
        except Exception as error:  # noqa: BLE001 - a benchmark reports, it does not stop
            grades.append(f"failed: {error}")
        times.append(time.perf_counter() - started)
    return {
        "median": statistics.median(times),
        "worst": max(times),
        "right": sum(name == grade for name in grades),
        "grades": grades,
    }


def verdict(grade: str, row: dict, seeds: int) -> str:
    if row["right"] < seeds:
        return "MISSED GRADE"
    if grade == "expert":
        return "ok" if row["worst"] < EXPERT_GOAL else "SLOW"
    return "ok" if row["median"] < MEDIAN_GOAL and row["worst"] < WORST_GOAL else "SLOW"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--kinds", default=",".join(available_kinds()))
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--quick", action="store_true", help="sizes 10 and 30 only")
    args = parser.parse_args()
    print(
        f"{'kind':9} {'size':>7} {'grade':>7} {'median s':>9} {'worst s':>8} "
        f"{'graded':>6} {'vs Tatham':>12}  goal"
    )
    failures = 0
    started = time.perf_counter()
    for kind in args.kinds.split(","):
        sizes = SIZES.get(kind, DEFAULT_SIZES)
        if args.quick:
            sizes = (10, 30)
        cases = [(size, grade) for grade in GRADES for size in sizes]
        cases.append((max(EXPERT_SIZE, smallest_side(kind, "expert")), "expert"))
        for size, grade in cases:
            if size < smallest_side(kind, grade):
                continue
            row = measure(kind, size, grade, args.seeds, args.timeout)
            tatham = TATHAM.get((kind, size, grade))
            ratio = f"{tatham / row['median']:.2g}x faster" if tatham else "-"
            if tatham and row["median"] > tatham:
                ratio = f"{row['median'] / tatham:.2g}x slower"
            mark = verdict(grade, row, args.seeds)
            failures += mark != "ok"
            print(
                f"{kind:9} {size:>3}x{size:<3} {grade:>7} {row['median']:9.3f} "
                f"{row['worst']:8.3f} {row['right']:>3}/{args.seeds:<2} {ratio:>12}  {mark}",
                flush=True,
            )
    print(f"whole command: {time.perf_counter() - started:.1f} s; rows off goal: {failures}")


if __name__ == "__main__":
    main()
