"""Issue 19: search that decides what CP-SAT decides -- our engine against OR-Tools CP-SAT
on the hard nonograms, in the same run, uniqueness proved.

Puzzles (groups):
- `survey`: the webpbn survey puzzles found in the survey folders (`--survey DIR`, any
  number; by default `../shared/data/nonogram/survey` when it exists) as `.non` or webpbn
  XML. Most survey puzzles may not be redistributed (their authors keep the copyright),
  so the repository ships none of them: export them from webpbn.com/export.cgi into a
  folder of your own. The survey puzzles that are line-solvable (#1, #6, #16, #21, #529
  in the shared collection) are in `line` below.
- `n-dom`: Jan Wolter's n-Dom family (9-Dom is webpbn #8098).
- `random`: random pictures of 25x25 to 50x50 at 40%, 50% and 60% density from fixed
  seeds.
- `line`: the 41 line-solvable puzzles: seed 004's two (9x9, 32x32) and every `.non` of
  ../shared/data/nonogram (webpbn, gnonograms, qnonograms).
- `edited`: those `.non` pictures with 2% of their cells flipped (at least three, from a
  fixed seed per puzzle) and the clues read off again: an author's half-made design, whose
  clues mostly have many answers, on real pictures rather than random ones.

Both solvers are asked for two answers (so `unique` is proved and `multiple` means two
different answers were found), run single-threaded in a forked child with the same CPU-time
limit (RLIMIT_CPU), and timed in CPU time (`time.process_time`: the machine is shared, and wall time
swings 2-3x with the load). Every answer is checked by the independent checker
(`games/nonogram/checker.py`); a wrong one prints WRONG. Our two answers of a `multiple`
must both be right and differ.

pbnsolve (C) and nonogrid (Rust) are neither Debian packages nor on PyPI, so this cannot
build them: their figures from the issue are printed for reference (`QUOTED`).

Run: `python benchmarks/bench_search.py [--timeout S] [--quick] [--group G ...]
[--survey DIR ...] [--only NAME ...] [--solver S ...] [--baseline DIR] [--repeat N]
[--seeds N]`;
`--repeat N` runs each solve N times in its child (fewer once a second of CPU has gone)
and reports the mean: with RLIMIT_CPU set, Linux counts the process's CPU time in
scheduler ticks (4 ms here), so one run of a line-solvable puzzle reads 0, 4 or 8 ms;
`--repeat 50` measures them to a few percent; `--baseline` adds
the solver `before`: the engine of another checkout (`git worktree add DIR main`), for
before -> after in one run. The solver `starts` is ours learning over block-start literals
as well as cells (games/nonogram/order.py; measured slower, so not the default); `likely`
is ours guessing each cell first as its lines' likelier value (games/nonogram/likely.py;
measured, it wins some random boards and loses #12548, so not the default); `rephase` is
ours resetting its guessed values now and then (engine/phases.py; measured, it decides
more random 30x30s and loses Thing, so not the default).
`--quick` (10 s limit, fewer boards) is for iterating; the issue's figures are with the
default 60 s. `--seeds N` (random pictures per size and density) is for judging a change
of the search: its time on one puzzle is a lottery ticket (a 0.1% change of the VSIDS
decay loses "Thing"; README, issue 19), so count what it decides over many, say
`--group random --only random-25-40 --only random-30-40 --seeds 8 --timeout 20`.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import multiprocessing
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the oracle in tests/

from baseline import swap_in  # noqa: E402

from gridgames.engine import Search
from gridgames.formats.gg import read_gg
from gridgames.formats.non import read_non
from gridgames.formats.webpbn import read_webpbn_xml
from gridgames.games.nonogram import line
from gridgames.games.nonogram.checker import check_answer, runs
from gridgames.games.nonogram.genre import lines_of
from gridgames.games.nonogram.likely import likelier_value
from gridgames.games.nonogram.order import with_block_starts
from gridgames.games.nonogram.puzzle import Grid, NonogramPuzzle
from gridgames.games.registry import genre_of
from gridgames.solving import solve_puzzle

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "nonogram"
DECIDED = ("unique", "multiple", "none")

#: The issue's figures for the solvers this cannot build (seconds, 60 s limit).
QUOTED = {
    "9-Dom": {"pbnsolve": 3.3, "nonogrid": 8.0},
    "random 40x40 (one of them)": {"nonogrid": 2.3, "cpsat": 2.5},
    "webpbn #29723 Mozaic": {"pbnsolve": 0.07, "ours (then)": 2.5},
    "line-solvable survey, median": {"pbnsolve": "10-35x faster than ours (then)"},
    "all 31, decided within 60 s": {
        "pbnsolve": 26,
        "nonogrid": 27,
        "ours (then)": 27,
        "cpsat": 31,
    },
}


# -- puzzles ----------------------------------------------------------------------------
def n_dom(n: int) -> NonogramPuzzle:
    """Jan Wolter's n-Dom, (2n+1)x(2n+1); no line says anything on its own."""
    columns = ((1,), (1,)) + ((1, 3), (1,)) * (n - 1) + ((3,),)
    rows = ((3,), (1,)) + ((3, 1), (1,)) * (n - 1) + ((1,),)
    return NonogramPuzzle(2 * n + 1, 2 * n + 1, rows, columns)


def random_picture(seed: int, width: int, height: int, density: float) -> NonogramPuzzle:
    rng = random.Random(seed)
    grid = [[rng.random() < density for _ in range(width)] for _ in range(height)]
    return NonogramPuzzle(
        width,
        height,
        tuple(runs(row) for row in grid),
        tuple(runs([row[c] for row in grid]) for c in range(width)),
    )


def read_any(path: Path) -> NonogramPuzzle:
    text = path.read_text(encoding="utf-8")
    return read_webpbn_xml(text, str(path)) if path.suffix == ".xml" else read_non(text, str(path))


def survey_folders(given: list[Path] | None) -> list[Path]:
    if given:
        return given
    default = SHARED / "survey"
    return [default] if default.is_dir() else []


def puzzles(
    quick: bool, survey: list[Path], seeds: int | None = None
) -> list[tuple[str, str, NonogramPuzzle]]:
    """(group, name, puzzle); `seeds` random pictures per size and density (None: 2, or 1
    with `quick`)."""
    found: list[tuple[str, str, NonogramPuzzle]] = []
    for folder in survey:
        for path in sorted(folder.iterdir()):
            if path.suffix in (".non", ".xml"):
                found.append(("survey", path.stem, read_any(path)))
    for n in range(5, 9) if quick else range(4, 11):
        found.append(("n-dom", f"{n}-Dom", n_dom(n)))
    sizes = (25, 40) if quick else (25, 30, 35, 40, 45, 50)
    for size in sizes:
        for density in (0.4, 0.5, 0.6):
            for seed in range((1 if quick else 2) if seeds is None else seeds):
                name = f"random-{size}-{round(density * 100)}-{seed}"
                found.append(("random", name, random_picture(seed, size, size, density)))
    seeds = sorted((ROOT / "puzzles" / "seeds").glob("seed004-*.gg"))
    for path in seeds[::4] if quick else seeds:
        found.append(("line", path.stem, read_gg(path.read_text(encoding="utf-8"), str(path))))
    if SHARED.exists():
        paths = sorted(SHARED.rglob("*.non"))
        for path in paths[::4] if quick else paths:
            found.append(("line", f"{path.parent.name}/{path.stem}", read_any(path)))
        for path in paths[::4] if quick else paths:
            name = f"{path.parent.name}/{path.stem}"
            edited = edited_design(read_any(path), name)
            if edited is not None:
                found.append(("edited", f"edited-{name}", edited))
    return found


def edited_design(puzzle: NonogramPuzzle, name: str) -> NonogramPuzzle | None:
    """The puzzle's picture with 2% of its cells flipped (at least three), the clues read
    off again; None without a picture."""
    picture = puzzle.given_solution
    if picture is None:
        return None
    rng = random.Random(name)  # the same cells every run
    grid = [list(row) for row in picture]
    cells = [(r, c) for r in range(puzzle.height) for c in range(puzzle.width)]
    for r, c in rng.sample(cells, max(3, len(cells) // 50)):
        grid[r][c] = not grid[r][c]
    return NonogramPuzzle(
        puzzle.width,
        puzzle.height,
        tuple(runs(row) for row in grid),
        tuple(runs([row[c] for row in grid]) for c in range(puzzle.width)),
    )


# -- solvers ----------------------------------------------------------------------------
Outcome = tuple[str, list[Grid]]  # status, the answers found (at most two)


def ours(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    line.tables.cache_clear()  # building the line tables is part of the solve
    report = solve_puzzle(puzzle, max_solutions=2, timeout=timeout)
    return report.status, list(report.answers)


def ours_with(puzzle: NonogramPuzzle, timeout: float, **params) -> Outcome:
    """Ours with some `SearchParams` changed (the options measured and not the default)."""
    line.tables.cache_clear()
    genre = genre_of(puzzle)
    model = genre.build(puzzle)
    model = replace(model, params=replace(model.params, **params))
    result = Search(model, max_solutions=2, timeout=timeout).run()
    return str(result.status), [genre.decode(puzzle, answer) for answer in result.solutions]


def starts(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    """Ours, learning over block-start literals as well as cells (games/nonogram/order.py,
    `SearchParams.enrich`; not the default: see README, issue 19)."""
    return ours_with(puzzle, timeout, enrich=with_block_starts)


def likely(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    """Ours, each cell first guessed as its lines' likelier value (games/nonogram/likely.py,
    `SearchParams.guess`; not the default: see README, issue 19)."""
    guess = likelier_value([(each.clue, each.cells) for each in lines_of(puzzle)])
    return ours_with(puzzle, timeout, guess=guess)


def rephase(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    """Ours, resetting the guessed values now and then (engine/phases.py,
    `SearchParams.rephase`; not the default: see README, issue 19)."""
    return ours_with(puzzle, timeout, rephase=True)


def cpsat(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    from tests.oracles.cpsat_nonogram import cpsat as solve  # the tests' oracle model

    status, answer = solve(puzzle, timeout)
    return status, [] if answer is None else [answer]


def before(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    """Our engine as another checkout has it (`--baseline DIR`, say `git worktree add DIR
    main`): the same puzzle, machine and load, so a change is measured before -> after
    in one run. `load_baseline` has imported it (untimed) in the forked child."""
    old_line, old_solve = BASELINE[1:]
    old_line.tables.cache_clear()
    report = old_solve(puzzle, max_solutions=2, timeout=timeout)
    return report.status, list(report.answers)


def load_baseline() -> None:
    """In a forked child: the baseline's modules instead of ours (see baseline.py)."""
    swap_in(BASELINE[0])
    from gridgames.games.nonogram import line as old_line
    from gridgames.solving import solve_puzzle as old_solve

    BASELINE[1:] = [old_line, old_solve]


#: The checkout `before` runs (`--baseline`), then its line module and solve_puzzle.
BASELINE: list = []

SOLVERS: dict[str, Callable[[NonogramPuzzle, float], Outcome]] = {
    "ours": ours,
    "starts": starts,
    "likely": likely,
    "rephase": rephase,
    "cpsat": cpsat,
    "before": before,
}


def verdict(puzzle: NonogramPuzzle, status: str, answers: list[Grid]) -> str:
    """The status, or WRONG when an answer breaks a clue or a `multiple` repeats one."""
    if any(check_answer(puzzle, answer) for answer in answers):
        return "WRONG"
    if status in ("unique", "multiple") and not answers:
        return "WRONG"
    if status == "multiple" and len(answers) == 2 and answers[0] == answers[1]:
        return "WRONG"
    return status


#: The solvers' own limits are in wall time: they get this many times the CPU limit, so
#: that on a loaded machine only the CPU limit (RLIMIT_CPU) ends a run.
WALL_SLACK = 30


#: Runs per solve (`--repeat`): their mean is reported; no more runs after a second.
REPEAT = [1]


def _child(solver: str, puzzle: NonogramPuzzle, timeout: float, pipe) -> None:
    try:
        if solver == "before":
            load_baseline()
        started = time.process_time()
        limit = math.ceil(started + timeout + 1)  # a repeat runs only within the first second
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))  # SIGXCPU ends it
        runs = 0
        while True:
            status, answers = SOLVERS[solver](puzzle, timeout * WALL_SLACK)
            runs += 1
            if runs >= REPEAT[0] or time.process_time() - started > 1.0:
                break
        seconds = (time.process_time() - started) / runs  # the ticks' error shared out
        pipe.send((seconds, verdict(puzzle, status, answers)))
    except BaseException as error:  # noqa: BLE001 - report any failure
        pipe.send((0.0, f"error: {type(error).__name__}: {error}"[:70]))


def measured(solver: str, puzzle: NonogramPuzzle, timeout: float) -> tuple[float, str]:
    """CPU seconds and status in a forked child, which the kernel stops after `timeout` CPU
    seconds (then `timeout`): the machine is shared, and a wall-time limit cut runs short
    by the load."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(solver, puzzle, timeout, send))
    child.start()
    send.close()  # the child's end: once it is gone, poll sees end-of-file
    deadline = time.monotonic() + timeout * WALL_SLACK + 5
    result = (timeout, "timeout")
    while time.monotonic() < deadline:
        if receive.poll(1.0):
            with contextlib.suppress(EOFError):
                result = receive.recv()
            break
    child.kill()
    child.join()
    return result


def cell(seconds: float, status: str) -> str:
    if status.startswith("error"):
        return "error"
    if status == "timeout":
        return "timeout"
    return f"{seconds:8.4f} {status[:4]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, help="seconds per solver and puzzle (60)")
    parser.add_argument("--quick", action="store_true", help="10 s limit, fewer boards")
    parser.add_argument(
        "--group", action="append", choices=("survey", "n-dom", "random", "line", "edited")
    )
    parser.add_argument("--survey", action="append", type=Path, help="a folder of survey puzzles")
    parser.add_argument("--only", action="append", help="puzzles whose name contains this")
    parser.add_argument("--solver", action="append", choices=tuple(SOLVERS))
    parser.add_argument(
        "--baseline", type=Path, help="a checkout whose engine runs as the solver `before`"
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs per solve, mean (1)")
    parser.add_argument(
        "--seeds", type=int, help="random pictures per size and density (2; --quick 1)"
    )
    args = parser.parse_args()
    REPEAT[0] = max(1, args.repeat)
    timeout = args.timeout or (10.0 if args.quick else 60.0)
    if args.baseline:
        BASELINE.append(args.baseline.resolve())
    solvers = args.solver or ["ours", "cpsat", *(["before"] if args.baseline else [])]
    if "before" in solvers and not args.baseline:
        parser.error("the solver `before` needs --baseline DIR")
    boards = [
        board
        for board in puzzles(args.quick, survey_folders(args.survey), args.seeds)
        if (not args.group or board[0] in args.group)
        and (not args.only or any(part in board[1] for part in args.only))
    ]
    if not any(group == "survey" for group, _, _ in boards) and not args.group:
        print("(no survey folder: pass --survey DIR with the survey puzzles)")
    header = f"{'group':7s} {'puzzle':28s} {'size':>6s} " + " ".join(
        f"{name + ' s':>14s}" for name in solvers
    )
    paired = "ours" in solvers and "cpsat" in solvers
    if paired:
        header += f" {'cpsat/ours':>10s}"
    print(header)
    print("-" * len(header), flush=True)
    measured(solvers[0], n_dom(3), timeout)  # the first fork of a run is slow: untimed
    decided: dict[tuple[str, str], int] = {}
    totals: dict[str, int] = {}
    ratios: dict[str, list[float]] = {}
    wrong: list[str] = []
    speedups: dict[str, list[float]] = {}  # before / ours, where both decided
    times: dict[tuple[str, str], list[float]] = {}  # (group, solver) -> decided times
    for group, name, puzzle in boards:
        results = {solver: measured(solver, puzzle, timeout) for solver in solvers}
        totals[group] = totals.get(group, 0) + 1
        row = f"{group:7s} {name:28s} {f'{puzzle.width}x{puzzle.height}':>6s} "
        row += " ".join(f"{cell(*results[s]):>14s}" for s in solvers)
        for solver, (_, status) in results.items():
            if status in DECIDED:
                decided[group, solver] = decided.get((group, solver), 0) + 1
                times.setdefault((group, solver), []).append(results[solver][0])
            if status == "WRONG" or status.startswith("error"):
                wrong.append(f"{solver} on {name}: {status}")
        if paired:
            (ours_s, ours_status), (peer_s, peer_status) = results["ours"], results["cpsat"]
            if ours_status in DECIDED and peer_status in DECIDED:
                ratio = peer_s / max(ours_s, 1e-4)
                ratios.setdefault(group, []).append(ratio)
                row += f" {ratio:10.2f}"
            else:
                row += f" {'-':>10s}"
        if "before" in results and "ours" in results:
            (ours_s, ours_status), (old_s, old_status) = results["ours"], results["before"]
            if ours_status in DECIDED and old_status in DECIDED:
                speedups.setdefault(group, []).append(old_s / max(ours_s, 1e-4))
        print(row, flush=True)
    print()
    print(f"Decided within {timeout:g} s (unique, multiple or none proved):")
    for group, total in totals.items():
        counts = ", ".join(f"{s} {decided.get((group, s), 0)}" for s in solvers)
        print(f"  {group:7s} {total:3d} puzzles: {counts}")
    counts = ", ".join(f"{s} {sum(decided.get((g, s), 0) for g in totals)}" for s in solvers)
    print(f"  {'all':7s} {sum(totals.values()):3d} puzzles: {counts}")
    print("Median CPU time where decided:")
    for group in totals:
        medians = [
            f"{s} {statistics.median(times[group, s]) * 1000:.1f} ms"
            for s in solvers
            if times.get((group, s))
        ]
        print(f"  {group:7s} " + ", ".join(medians))
    if ratios:
        print("Median cpsat time / our time where both decided (above 1: we are faster):")
        for group, values in ratios.items():
            print(f"  {group:7s} {statistics.median(values):7.2f}x  ({len(values)} puzzles)")
    if speedups:
        print("Median time before / ours where both decided (above 1: faster than before):")
        for group, values in speedups.items():
            print(f"  {group:7s} {statistics.median(values):7.2f}x  ({len(values)} puzzles)")
        if "line" in speedups:
            print(
                "  (issue 19: line-solvable puzzles took about 12x pbnsolve's time at 1e5111a^;"
                " within 3x of it is before / ours >= 4 with that commit as --baseline)"
            )
    print("Quoted from issue 19 (pbnsolve, nonogrid: not buildable here):")
    for what, figures in QUOTED.items():
        print(f"  {what}: " + ", ".join(f"{k} {v}" for k, v in figures.items()))
    for line_ in wrong:
        print("FAILED:", line_)


if __name__ == "__main__":
    main()
