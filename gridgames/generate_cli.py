"""`gridgames generate`: many puzzles, on every core, with a progress bar.

Each puzzle comes from its own seed (first seed + index), so a run is reproducible and
the work splits across worker processes with nothing shared.
"""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from .engine import Interrupted
from .errors import one_line
from .formats.gg import write_gg
from .generators import generate_puzzle
from .util.atomic import write_text_atomic
from .util.timelimit import alarm_at, remaining

MAX_COUNT = 100_000  # puzzles in one run: the jobs are listed up front


def _one(kind: str, width: int, height: int, difficulty: str, seed: int, timeout: float, out: str):
    puzzle, grade = generate_puzzle(kind, width, height, difficulty, seed, timeout)
    path = Path(out) / f"{kind}-{width}x{height}-{difficulty}-{seed}.gg"
    write_text_atomic(path, write_gg(puzzle))
    return str(path), grade.name


def generate_files(
    kind: str,
    width: int,
    height: int,
    difficulty: str,
    count: int,
    first_seed: int,
    timeout: float,
    out: str,
    first_deadline: float | None = None,
) -> int:
    """Write `count` puzzles; each has `timeout` seconds (a single one in this process
    counts from `first_deadline`, the process's own limit, when given)."""
    seeds = range(first_seed, first_seed + count)
    jobs = [(kind, width, height, difficulty, seed, timeout, out) for seed in seeds]
    failures = 0
    done = 0
    _progress(done, count)
    if count == 1:
        results = [_attempt(jobs[0], first_deadline)]
        done = 1
    else:
        results = []
        workers = min(count, os.cpu_count() or 1)
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(_attempt, job) for job in jobs]
            for future in as_completed(futures):
                results.append(future.result())
                done += 1
                _progress(done, count)
    print(file=sys.stderr)
    for path, grade, error in sorted(results, key=lambda r: r[0]):
        if error:
            failures += 1
            print(one_line(f"{path}: {error}"), file=sys.stderr)
        else:
            print(f"{path}\t{grade}")
    return 0 if failures == 0 else 1


def _attempt(job: tuple, deadline: float | None = None) -> tuple[str, str, str]:
    """(path, grade, error); a grade other than the one asked for is the closest found.

    The generator's own budget usually ends a late attempt; the alarm ends one whose time
    goes where no budget looks."""
    kind, width, height, difficulty, seed, timeout, out = job
    if deadline is None:
        deadline = time.monotonic() + timeout
    name = f"{kind}-{width}x{height}-{difficulty}-{seed}"
    try:
        with alarm_at(deadline):
            path, grade = _one(kind, width, height, difficulty, seed, remaining(deadline), out)
    except Interrupted as stop:
        return name, "", f"no puzzle within the time budget ({stop.reason})"
    except OSError as error:  # the output folder is missing, full or read-only
        return name, "", f"cannot write the puzzle: {error.strerror or error}"
    return path, grade if grade == difficulty else f"{grade} (closest to {difficulty})", ""


def _progress(done: int, total: int) -> None:
    if not sys.stderr.isatty() and done not in (0, total):
        return
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    sys.stderr.flush()
