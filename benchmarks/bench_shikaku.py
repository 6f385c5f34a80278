"""Shikaku: our engine against two OR-Tools CP-SAT models, in the same run.

Every solver proves uniqueness (asks for two solutions). Boards: the seed boards and
random boards from 12x12 to 50x50 made from a fixed seed. Prints per board our time,
each CP-SAT time and the ratios, then the medians, and our peak memory on the
largest board. Run: `python benchmarks/bench_shikaku.py [--repeat N]`.

`--big` instead times random boards up to 200x200 (issue 19; seed 0 of
`shikaku_boards.py`, CPU seconds): the traced first fixpoint (what a hint or the animated
solve starts with) and an untraced solve to two answers, each answer checked, beside
CP-SAT's exact cover model on the same board (one worker, CPU seconds, same run) and the
ratio of our solve to it (issue 19's goal: within 2x); then what a player waits for a
hint, the model's build included, on the fresh board and half done (`hint_timing.py`).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the oracles in tests/
from hint_timing import hint_seconds  # noqa: E402

from gridgames.engine.store import Store  # noqa: E402
from gridgames.formats.gg import read_gg  # noqa: E402
from gridgames.games.shikaku.candidates import find_candidates  # noqa: E402
from gridgames.games.shikaku.checker import check_answer  # noqa: E402
from gridgames.games.shikaku.genre import GENRE  # noqa: E402
from gridgames.games.shikaku.puzzle import ShikakuPuzzle  # noqa: E402
from gridgames.solving import solve_puzzle  # noqa: E402
from tests.oracles.cpsat_shikaku import exact_cover_status, no_overlap_2d_status  # noqa: E402

from shikaku_boards import random_board  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def ours(puzzle: ShikakuPuzzle) -> tuple[float, str]:
    find_candidates.cache_clear()  # building the candidates is part of the solve
    started = time.perf_counter()
    report = solve_puzzle(puzzle, max_solutions=2)
    return time.perf_counter() - started, report.status


def exact_cover(puzzle: ShikakuPuzzle) -> tuple[float, str]:
    started = time.perf_counter()
    status = exact_cover_status(puzzle)
    return time.perf_counter() - started, status


def no_overlap_2d(puzzle: ShikakuPuzzle) -> tuple[float, str]:
    started = time.perf_counter()
    status = no_overlap_2d_status(puzzle)
    return time.perf_counter() - started, status


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


def big(sides: list[int]) -> None:
    """The traced first fixpoint and the untraced solve of random boards, CPU seconds."""
    header = f"{'board':16} {'numbers':>8} {'traced first fixpoint':>22} {'solve':>8} status"
    print(f"{header}   {'CP-SAT':>7} {'ours/CP-SAT':>11} {'hint fresh/half done':>21}")
    for side in sides:
        puzzle = random_board(0, side, side)
        find_candidates.cache_clear()  # the candidates are part of each
        started = time.process_time()
        store = Store(GENRE.build(puzzle), tracing=True)
        store.schedule_all()
        store.fixpoint()
        traced = time.process_time() - started
        find_candidates.cache_clear()
        started = time.process_time()
        report = solve_puzzle(puzzle, max_solutions=2)
        solved = time.process_time() - started
        for answer in report.answers:
            assert not check_answer(puzzle, answer), "an answer breaks the rules"
        started = time.process_time()
        theirs = exact_cover_status(puzzle)  # its one worker runs in this process
        cpsat = time.process_time() - started
        gc.collect()  # its model's garbage in cycles: not for our next timed run to collect
        assert theirs == report.status, f"CP-SAT says {theirs}, we {report.status}"
        name = f"random {side}x{side}"
        row = f"{name:16} {len(puzzle.clues):>8} {traced:>21.2f}s {solved:>7.2f}s "
        fresh, half = hint_seconds(puzzle, find_candidates.cache_clear)
        row += f"{report.status:8} {cpsat:>6.2f}s {solved / cpsat:>11.2f}"
        print(f"{row} {fresh:>13.2f}s/{half:.2f}s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs per solver")
    parser.add_argument("--big", type=int, nargs="*", help="time random boards of these sides")
    args = parser.parse_args()
    if args.big is not None:
        big(args.big or [50, 100, 200])
        return
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
