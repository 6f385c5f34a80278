"""`gridgames generate`: many puzzles, on every core, with a progress bar.

Each puzzle comes from its own seed (first seed + index), so a run is reproducible and
the work splits across worker processes with nothing shared.
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from .engine import Interrupted
from .formats.gg import write_gg
from .generators import generate_puzzle
from .util.atomic import write_text_atomic


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
) -> int:
    seeds = range(first_seed, first_seed + count)
    jobs = [(kind, width, height, difficulty, seed, timeout, out) for seed in seeds]
    failures = 0
    done = 0
    _progress(done, count)
    if count == 1:
        results = [_attempt(jobs[0])]
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
            print(f"{path}: {error}", file=sys.stderr)
        else:
            print(f"{path}\t{grade}")
    return 0 if failures == 0 else 1


def _attempt(job: tuple) -> tuple[str, str, str]:
    """(path, grade, error); a grade other than the one asked for is the closest found."""
    kind, width, height, difficulty, seed, _, _ = job
    try:
        path, grade = _one(*job)
    except Interrupted as stop:
        name = f"{kind}-{width}x{height}-{difficulty}-{seed}"
        return name, "", f"no puzzle within the time budget ({stop.reason})"
    return path, grade if grade == difficulty else f"{grade} (closest to {difficulty})", ""


def _progress(done: int, total: int) -> None:
    if not sys.stderr.isatty() and done not in (0, total):
        return
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    sys.stderr.flush()
