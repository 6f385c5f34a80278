"""Generation time per kind, size and grade: median and worst over several seeds, in one
process, each puzzle proved unique and graded (the whole `generate_puzzle` call).

Run: `python benchmarks/bench_generate.py [--seeds N] [--kinds shikaku,hitori] [--quick]
[--baseline DIR]` (`--baseline`: another checkout's generators beside ours, seed by seed).

Goals (issue 16): every kind and grade easy-hard up to 30x30 (Shikaku up to 50x50) under
1 s per puzzle, median under 0.3 s; expert at 15x15 under 5 s and of the grade asked.
Each row says whether it meets its goal, and how many times faster or slower than Simon
Tatham's C generator at the same size: measured in the same run when his programs are
installed (Debian's `sgt-puzzles`: `sgt-rect`, `sgt-pattern`, `sgt-singles`, `sgt-range`,
run as `--generate N WxH`, whole process, median per puzzle), else the figures quoted in
issue 16 (marked `q`). His generators have no grades but Singles' Easy and Tricky, so a
row of ours is set against the one puzzle of that size he makes.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import shutil
import statistics
import subprocess
import time
from pathlib import Path

from baseline import swap_in

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
#: Tatham's program for each kind (his parameters: `tatham_params`).
TATHAM_PROGRAMS = {
    "shikaku": "rect",
    "nonogram": "pattern",
    "hitori": "singles",
    "kurodoko": "range",
}
#: Seconds one of his runs may take (Singles' Easy takes minutes at 30x30).
TATHAM_LIMIT = 20.0
SIZES = {"shikaku": (10, 15, 20, 30, 50)}
DEFAULT_SIZES = (10, 15, 20, 30)
GRADES = ("easy", "medium", "hard")
EXPERT_SIZE = 15
#: Goals in seconds: (median, worst) for easy-hard; worst for expert.
MEDIAN_GOAL, WORST_GOAL, EXPERT_GOAL = 0.3, 1.0, 5.0


def measure(
    kind: str, size: int, grade: str, seeds: int, timeout: float, clock=time.perf_counter
) -> dict:
    times, grades = [], []
    for seed in range(seeds):
        started = clock()
        try:
            _, made = generate_puzzle(kind, size, size, grade, seed, timeout)
            grades.append(made.name)
        except Exception as error:  # noqa: BLE001 - a benchmark reports, it does not stop
            grades.append(f"failed: {error}")
        times.append(clock() - started)
    return {
        "median": statistics.median(times),
        "worst": max(times),
        "right": sum(name == grade for name in grades),
        "grades": grades,
    }


def _generate_in_child(case: tuple, checkout: Path | None, pipe) -> None:
    try:
        if checkout is not None:
            swap_in(checkout)
        from gridgames.generators import generate_puzzle as generate  # ours or the baseline's

        kind, size, grade, seed, timeout = case
        started = time.process_time()
        _, made = generate(kind, size, size, grade, seed, timeout)
        pipe.send((time.process_time() - started, made.name))
    except BaseException as error:  # noqa: BLE001 - a benchmark reports, it does not stop
        pipe.send((0.0, f"failed: {type(error).__name__}: {error}"[:70]))


def forked_seconds(case: tuple, checkout: Path | None) -> tuple[float, str]:
    """CPU seconds and grade of one puzzle made in a forked child: ours, or (`checkout`)
    the baseline's, from the same parent state, so neither side inherits the other's
    caches."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_generate_in_child, args=(case, checkout, send))
    child.start()
    send.close()
    timeout = case[-1]
    result = receive.recv() if receive.poll(timeout * 30 + 5) else (timeout, "timeout")
    child.kill()
    child.join()
    return result


def measure_beside(
    kind: str, size: int, grade: str, seeds: int, timeout: float, checkout: Path
) -> tuple[dict, dict]:
    """Ours and the baseline's rows, CPU time, each seed made by both one after the other."""
    runs: dict[Path | None, tuple[list[float], list[str]]] = {None: ([], []), checkout: ([], [])}
    for seed in range(seeds):
        for side in (checkout, None):
            seconds, made = forked_seconds((kind, size, grade, seed, timeout), side)
            runs[side][0].append(seconds)
            runs[side][1].append(made)
    rows = []
    for side in (None, checkout):
        times, grades = runs[side]
        rows.append(
            {
                "median": statistics.median(times),
                "worst": max(times),
                "right": sum(name == grade for name in grades),
                "grades": grades,
            }
        )
    return rows[0], rows[1]


def tatham_program(kind: str) -> str | None:
    name = TATHAM_PROGRAMS.get(kind)
    if name is None:
        return None
    for candidate in (f"sgt-{name}", name):
        found = shutil.which(candidate) or shutil.which(candidate, path="/usr/games")
        if found:
            return found
    return None


def tatham_params(kind: str, size: int, grade: str) -> str:
    if kind == "hitori":  # Singles: Easy for easy, Tricky for the rest
        return f"{size}x{size}d{'e' if grade == 'easy' else 'k'}"
    return f"{size}x{size}"


_tatham_cache: dict[tuple[str, str], float | None] = {}


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def tatham_seconds(kind: str, size: int, grade: str, count: int, cpu: bool = False) -> float | None:
    """Median time per puzzle of his generator making `count` puzzles, one process each
    (start-up included, a few ms), by the wall or (`cpu`) the CPU time the process used;
    None if not installed; inf past TATHAM_LIMIT (wall)."""
    program = tatham_program(kind)
    if program is None:
        return None
    params = tatham_params(kind, size, grade)
    key = (program, params)
    if key not in _tatham_cache:
        env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
        times = []
        for _ in range(count):
            started, spent = time.perf_counter(), _children_cpu()
            try:
                subprocess.run(
                    [program, "--generate", "1", params],
                    capture_output=True,
                    check=True,
                    timeout=TATHAM_LIMIT,
                    env=env,
                )
            except subprocess.TimeoutExpired:
                times.append(float("inf"))
                break
            except (OSError, subprocess.CalledProcessError):
                times = []
                break
            times.append(_children_cpu() - spent if cpu else time.perf_counter() - started)
        _tatham_cache[key] = statistics.median(times) if times else None
    return _tatham_cache[key]


def ratio(ours: float, tatham: float | None, quoted: bool) -> str:
    if tatham is None:
        return "-"
    mark = "q" if quoted else ""
    if tatham == float("inf"):
        return f">{TATHAM_LIMIT / ours:.2g}x faster"
    if ours > tatham:
        return f"{ours / tatham:.2g}x slower{mark}"
    return f"{tatham / ours:.2g}x faster{mark}"


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
    parser.add_argument("--sizes", help="only these sides, e.g. 30,50 (expert: its own size)")
    parser.add_argument("--grades", help="only these grades, e.g. medium,hard")
    parser.add_argument(
        "--no-tatham", action="store_true", help="quote his figures instead of running his programs"
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="CPU time instead of wall time, ours and his (on a machine other work keeps busy)",
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        help="a checkout whose generators run beside ours, seed by seed (CPU time, each "
        "puzzle in a forked child): its median / worst and before/ours are added",
    )
    args = parser.parse_args()
    beside = f" {'before s':>17} {'before/ours':>11}" if args.baseline else ""
    print(
        f"{'kind':9} {'size':>7} {'grade':>7} {'median s':>9} {'worst s':>8} "
        f"{'graded':>6} {'Tatham s':>9} {'vs Tatham':>14}  goal{beside}"
    )
    failures = 0
    started = time.perf_counter()
    for kind in args.kinds.split(","):
        sizes = SIZES.get(kind, DEFAULT_SIZES)
        if args.quick:
            sizes = (10, 30)
        if args.sizes:
            sizes = tuple(int(side) for side in args.sizes.split(","))
        cases = [(size, grade) for grade in GRADES for size in sizes]
        cases.append((max(EXPERT_SIZE, smallest_side(kind, "expert")), "expert"))
        if args.grades:
            cases = [case for case in cases if case[1] in args.grades.split(",")]
        for size, grade in cases:
            if size < smallest_side(kind, grade):
                continue
            clock = time.process_time if args.cpu else time.perf_counter
            before = None
            if args.baseline:
                checkout = args.baseline.resolve()
                row, before = measure_beside(kind, size, grade, args.seeds, args.timeout, checkout)
            else:
                row = measure(kind, size, grade, args.seeds, args.timeout, clock)
            measured = None
            if not args.no_tatham:
                measured = tatham_seconds(kind, size, grade, min(args.seeds, 3), args.cpu)
            tatham = measured if measured is not None else TATHAM.get((kind, size, grade))
            versus = ratio(row["median"], tatham, quoted=measured is None)
            shown = "-" if tatham is None else f"{tatham:9.3f}"
            if tatham == float("inf"):
                shown = f">{TATHAM_LIMIT:.0f}"
            mark = verdict(grade, row, args.seeds)
            failures += mark != "ok"
            then = ""
            if before is not None:
                speed_up = before["median"] / row["median"] if row["median"] else float("inf")
                then = (
                    f"  {before['median']:8.3f} / {before['worst']:6.3f} {speed_up:10.2f}x"
                    f" ({before['right']}/{args.seeds} graded)"
                )
            print(
                f"{kind:9} {size:>3}x{size:<3} {grade:>7} {row['median']:9.3f} "
                f"{row['worst']:8.3f} {row['right']:>3}/{args.seeds:<2} {shown:>9} "
                f"{versus:>14}  {mark}{then}",
                flush=True,
            )
    print(f"whole command: {time.perf_counter() - started:.1f} s; rows off goal: {failures}")


if __name__ == "__main__":
    main()
