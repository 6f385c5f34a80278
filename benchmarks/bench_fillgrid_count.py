"""Fill-grid counting: our frontier DP against the seed's row-by-row DFS, in the same run.

Seed 001 counts the legal crossword grids (no two shaded cells side by side, unshaded cells
connected) by trying every cell shaded/unshaded in row-major order, rejecting a shaded cell
next to a shaded one above or to the left, and flood-filling each finished grid. `SeedDfs`
below re-implements that method faithfully (grid with a guard band, recursion per cell,
stack-based fill on a copy), so both run on the same machine and Python. The seed keeps its
grid in a float numpy array; `--literal` also times that version (`SeedDfsNumpy`), which is
about 3x slower again and pushes the run past a minute.

Tables printed:
1. 3x4, 4x5, 5x6 (the seed's sizes): count, our ms, baseline ms, ratio (baseline / ours).
2. Ours alone on 6x6 ... 12x12 and a designer-style 15x15 with fixed cells: cold (transition
   cache cleared first, as in a fresh process) and warm (cache filled, as on the designer's
   next recount). Our times are the best of `--repeat` runs; the baseline runs once.
3. The designer's count (issue 13): 15x15 crossword grids with a third of the cells decided
   (given shaded or pinned white, from a random legal grid, so each has completions), cold
   and warm in this process, and `gridgames count FILE.gg` as a fresh process (wall clock,
   interpreter start included). Goal: within 1 s.
4. With `--largest`: squares from 13x13 upward, cold, until one takes over `--limit` s
   (wall clock; CPU seconds are printed next to it because a busy machine inflates wall time).

Run: `python benchmarks/bench_fillgrid_count.py [--repeat N] [--literal] [--largest] [--limit S]`.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

import numpy as np

from gridgames.games.fillgrid.counting import clear_cache, count_fillgrids

SHADED, UNSHADED, GUARD = 2, 1, -1

# ---------------------------------------------------------------------------- seed baseline


class SeedDfs:
    """The seed's method: DFS over cells in row-major order, connectivity checked at the end.

    Same search tree, same checks and the same fill as the seed's code; the grid is a list of
    lists instead of a float numpy array (`SeedDfsNumpy` keeps that, see `--literal`), because
    numpy scalar indexing would make the baseline measure numpy overhead, not the method.
    """

    def __init__(self, height: int, width: int) -> None:
        self.height, self.width = height, width
        self.grids = [[GUARD] * (width + 2)] + [
            [GUARD] + [0] * width + [GUARD] for _ in range(height)
        ]
        self.grids.append([GUARD] * (width + 2))
        self.count = 0

    def is_ng(self, h: int, w: int) -> bool:
        """A shaded cell with a shaded cell above or to the left breaks the rule."""
        g = self.grids
        return g[h][w] == SHADED and (g[h - 1][w] == SHADED or g[h][w - 1] == SHADED)

    def all_white_connected(self) -> bool:
        """Depth-first fill from the first unshaded cell over a copy, then look for leftovers."""
        start = next(
            (
                (i + 1, j + 1)
                for i in range(self.height)
                for j in range(self.width)
                if self.grids[i + 1][j + 1] == UNSHADED
            ),
            None,
        )
        if start is None:
            return False  # the seed would crash here; only 1x1 can be all shaded
        cur = [row[:] for row in self.grids]
        stack = [start]
        while stack:
            h, w = stack.pop()
            cur[h][w] = 0  # visited
            for nh, nw in ((h - 1, w), (h + 1, w), (h, w - 1), (h, w + 1)):
                if cur[nh][nw] == UNSHADED:
                    stack.append((nh, nw))
        return not any(UNSHADED in row for row in cur)

    def arrange(self, h: int, w: int) -> None:
        """Try both colours for cell (h, w) and recurse to the next cell."""
        if h == self.height + 1:
            if self.all_white_connected():
                self.count += 1
        elif w == self.width + 1:
            self.arrange(h + 1, 1)
        else:
            self.grids[h][w] = UNSHADED
            self.arrange(h, w + 1)
            self.grids[h][w] = SHADED
            if not self.is_ng(h, w):
                self.arrange(h, w + 1)
            self.grids[h][w] = 0


class SeedDfsNumpy(SeedDfs):
    """The seed's code as written: the same DFS over a float numpy grid (much slower)."""

    def __init__(self, height: int, width: int) -> None:
        super().__init__(height, width)
        self.grids = np.array(self.grids, dtype=float)  # type: ignore[assignment]

    def all_white_connected(self) -> bool:
        if not np.any(self.grids == UNSHADED):
            return False
        cur = self.grids.copy()
        h, w = (int(x) for x in np.argwhere(cur == UNSHADED)[0])
        stack = [(h, w)]
        while stack:
            h, w = stack.pop()
            cur[h, w] = 0
            for nh, nw in ((h - 1, w), (h + 1, w), (h, w - 1), (h, w + 1)):
                if cur[nh, nw] == UNSHADED:
                    stack.append((nh, nw))
        return not np.any(cur == UNSHADED)


def seed_count(width: int, height: int, literal: bool = False) -> int:
    dfs = (SeedDfsNumpy if literal else SeedDfs)(height, width)
    dfs.arrange(1, 1)
    return dfs.count


# ---------------------------------------------------------------------------- timing helpers


def timed(run: Callable[[], int]) -> tuple[float, int]:
    started = time.perf_counter()
    result = run()
    return time.perf_counter() - started, result


def ours_cold(width: int, height: int, fixed=None) -> tuple[float, int]:
    """Count with an empty transition cache, as the first count in a fresh process does."""
    clear_cache()
    return timed(lambda: count_fillgrids(width, height, fixed))


def best(runs: int, run: Callable[[], tuple[float, int]]) -> tuple[float, int]:
    results = [run() for _ in range(runs)]
    counts = {count for _, count in results}
    assert len(counts) == 1, f"runs disagree: {counts}"
    return min(seconds for seconds, _ in results), counts.pop()


def designer_grid(size: int) -> list[list[bool | None]]:
    """A fixed, crossword-like partial design: a few shaded blocks and forced letters."""
    fixed: list[list[bool | None]] = [[None] * size for _ in range(size)]
    for r in range(size):
        for c in range(size):
            if (3 * r + 5 * c) % 17 == 0 and (r + c) % 2 == 0:
                fixed[r][c] = True
            elif (r * c) % 13 == 7:
                fixed[r][c] = False
    return fixed


# ---------------------------------------------------------------------------- tables


def against_seed(repeat: int, literal: bool) -> None:
    print("1. ours vs the seed's DFS (counts must agree; ratio = seed / ours)")
    extra = f" {'as-written ms':>14} {'ratio':>8}" if literal else ""
    print(f"{'size':>6} {'count':>10} {'ours ms':>10} {'seed ms':>11} {'ratio':>8}{extra}")
    for width, height in ((4, 3), (5, 4), (6, 5)):
        ours_s, ours_n = best(repeat, lambda w=width, h=height: ours_cold(w, h))
        seed_s, seed_n = timed(lambda w=width, h=height: seed_count(w, h))
        line = (
            f"{height}x{width:<4} {ours_n:>10} {ours_s * 1e3:>10.2f} {seed_s * 1e3:>11.1f}"
            f" {seed_s / ours_s:>7.1f}x"
        )
        counts = {seed_n}
        if literal:
            numpy_s, numpy_n = timed(lambda w=width, h=height: seed_count(w, h, literal=True))
            line += f" {numpy_s * 1e3:>14.1f} {numpy_s / ours_s:>7.1f}x"
            counts.add(numpy_n)
        if counts != {ours_n}:
            line += f"  MISMATCH: seed {sorted(counts)}"
        print(line)


def ours_alone(repeat: int) -> None:
    print("\n2. ours alone (cold = cache cleared first; warm = cache filled)")
    print(f"{'size':>14} {'count':>48} {'cold ms':>10} {'warm ms':>10}")
    cases: list[tuple[str, int, int, list[list[bool | None]] | None]] = [
        (f"{n}x{n}", n, n, None) for n in (6, 7, 8, 10, 12)
    ]
    fixed = designer_grid(15)
    n_fixed = sum(v is not None for row in fixed for v in row)
    cases.append((f"15x15 +{n_fixed} fixed", 15, 15, fixed))
    for label, width, height, grid in cases:
        cold_s, count = best(repeat, lambda w=width, h=height, g=grid: ours_cold(w, h, g))
        warm_s, warm_n = best(
            repeat, lambda w=width, h=height, g=grid: timed(lambda: count_fillgrids(w, h, g))
        )
        assert warm_n == count
        print(f"{label:>14} {count:>48} {cold_s * 1e3:>10.1f} {warm_s * 1e3:>10.1f}")


def third_decided(size: int, seed: int) -> list[list[bool | None]]:
    """A random legal size x size grid with a third of its cells revealed as the design."""
    from gridgames.games.fillgrid.checker import check_answer
    from gridgames.games.fillgrid.puzzle import FillGridPuzzle

    rng = random.Random(seed)
    blank = FillGridPuzzle.free(size, size)
    while True:
        grid = [[False] * size for _ in range(size)]
        for r, c in itertools.product(range(size), repeat=2):
            near = (r and grid[r - 1][c]) or (c and grid[r][c - 1])
            grid[r][c] = not near and rng.random() < 0.25
        if not check_answer(blank, tuple(map(tuple, grid))):
            break
    cells = rng.sample(list(itertools.product(range(size), repeat=2)), size * size // 3)
    design: list[list[bool | None]] = [[None] * size for _ in range(size)]
    for r, c in cells:
        design[r][c] = grid[r][c]
    return design


def designer_counts(repeat: int, size: int = 15, seeds: int = 5) -> None:
    print(f"\n3. the designer: {size}x{size}, a third of the cells decided (goal: within 1 s)")
    print(f"{'seed':>5} {'shaded':>7} {'white':>6} {'count':>40} {'cold ms':>9} {'warm ms':>9}"
          f" {'command s':>10}")  # fmt: skip
    for seed in range(seeds):
        design = third_decided(size, seed)
        cold_s, count = best(repeat, lambda d=design: ours_cold(size, size, d))
        warm_s, _ = best(repeat, lambda d=design: timed(lambda: count_fillgrids(size, size, d)))
        command_s, printed = _count_command(size, design)
        assert printed == count, (printed, count)
        shaded = sum(v is True for row in design for v in row)
        white = sum(v is False for row in design for v in row)
        print(f"{seed:>5} {shaded:>7} {white:>6} {count:>40} {cold_s * 1e3:>9.1f}"
              f" {warm_s * 1e3:>9.1f} {command_s:>10.2f}")  # fmt: skip


def _count_command(size: int, design: list[list[bool | None]]) -> tuple[float, int]:
    """`gridgames count FILE` in a fresh process: wall seconds and the count it prints."""
    token = {None: ".", True: "#", False: "o"}
    text = f"fillgrid {size}x{size}\n" + "".join(
        " ".join(token[v] for v in row) + "\n" for row in design
    )
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "design.gg")
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "gridgames", "count", path],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "GRIDGAMES_NO_GUI": "1"},
        )
        return time.perf_counter() - started, int(done.stdout)


def largest(limit: float) -> None:
    print(f"\n4. squares upward, cold, until one takes more than {limit:.0f} s (wall)")
    print(f"{'size':>6} {'wall s':>8} {'cpu s':>8}  count")
    within = None
    n = 13
    while True:
        clear_cache()
        cpu = time.process_time()
        seconds, count = timed(lambda n=n: count_fillgrids(n, n))
        cpu = time.process_time() - cpu
        print(f"{n}x{n:<3} {seconds:>8.1f} {cpu:>8.1f}  {count}", flush=True)
        if seconds > limit:
            break
        within = n
        n += 1
    clear_cache()
    print(f"largest square counted within {limit:.0f} s: {within}x{within}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing (best is kept)")
    parser.add_argument("--literal", action="store_true", help="also time the numpy seed code")
    parser.add_argument("--largest", action="store_true", help="also search the largest square")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds for --largest")
    args = parser.parse_args(argv)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {os.cpu_count()} CPUs,")
    print(f"load average {load} (wall-clock times; other work on the machine inflates them)\n")
    sys.stdout.flush()
    against_seed(args.repeat, args.literal)
    ours_alone(args.repeat)
    designer_counts(args.repeat)
    if args.largest:
        largest(args.limit)


if __name__ == "__main__":
    main()
