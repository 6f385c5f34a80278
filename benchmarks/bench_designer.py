"""The designer's live verdict (issue 13 §2): from an edit to the verdict, 15x15 boards.

For each kind -- Shikaku, Nonogram, colour Nonogram, Hitori, Kurodoko, crossword grid --
a 15x15 puzzle gets `--edits` random edits of the kind an author makes (a Shikaku number
moved to a neighbouring cell, a picture cell flipped and the clues read off again, a
Hitori number changed, a Kurodoko number taken away, a crossword cell shaded or pinned
white), each followed by the edit taken back, and after each the puzzle is judged
(`designing.judge`) as the engine process does for the app. So both puzzles that are not
unique (the verdict an author sees while drawing) and unique ones (which are graded too)
are timed.

Figures, CPU time in this process (the machine is shared: wall time says more about the
neighbours than about us):
- verdict: until the status is known (unique / several / none; for a unique puzzle the
  early verdict the app shows before the grade);
- graded: the whole verdict, grade and techniques included;
- a crossword grid's verdict holds its count and its symmetric count;
- baseline: the plain solve of the same puzzle asking for two answers
  (`solving.solve_puzzle`, the engine's uniqueness check), or for the crossword grid the
  bare frontier count (`count_fillgrids`, warm), measured in the same run; the ratio is
  graded / baseline.
Then one edit per kind through the real engine process (`JudgeJob`, pickled there and
back), wall clock: what the window waits.

Goals: the verdict within 200 ms for every kind; the crossword grid's count with a third
of the cells decided within 1 s (its verdict includes that count).

Run: `python benchmarks/bench_designer.py [--edits N] [--seed S]`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_fillgrid_count import third_decided  # noqa: E402

from gridgames.designing import judge  # noqa: E402
from gridgames.engine_process import DONE, EngineProcess, unpack  # noqa: E402
from gridgames.formats.detect import load_puzzle  # noqa: E402
from gridgames.games.fillgrid.counting import clear_cache, count_fillgrids  # noqa: E402
from gridgames.games.fillgrid.generator import generate_hitori, generate_kurodoko  # noqa: E402
from gridgames.games.fillgrid.puzzle import FillGridPuzzle  # noqa: E402
from gridgames.games.nonogram.colour import Colour  # noqa: E402
from gridgames.games.nonogram.colour_picture import from_picture  # noqa: E402
from gridgames.games.nonogram.design import picture_puzzle  # noqa: E402
from gridgames.games.nonogram.generator import blob  # noqa: E402
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle  # noqa: E402
from gridgames.jobs import JudgeJob  # noqa: E402
from gridgames.solving import solve_puzzle  # noqa: E402

SIZE = 15
PACKS = ROOT / "puzzles"
PALETTE = (
    Colour("white", ".", "#ffffff"),
    Colour("red", "r", "#d55e00"),
    Colour("blue", "b", "#0072b2"),
    Colour("green", "g", "#009e73"),
)
Edit = Callable[[object, random.Random], object]


# ---------------------------------------------------------------------------- puzzles


def puzzles(seed: int) -> list[tuple[str, object, Edit]]:
    """(label, 15x15 puzzle, edit) for every kind; generated ones from a fixed seed."""
    rng = random.Random(seed)
    found: list[tuple[str, object, Edit]] = []
    for grade in ("medium", "expert"):
        path = PACKS / "generated-shikaku" / f"shikaku-15x15-{grade}-1.gg"
        found.append((f"shikaku {grade}", load_puzzle(str(path)), move_number))
    for grade in ("medium", "expert"):
        path = PACKS / "generated-nonogram" / f"nonogram-15x15-{grade}-1.gg"
        mono = load_puzzle(str(path))
        found.append((f"nonogram {grade}", with_picture(mono), flip_cell))
    found.append(("colour, 3 colours", colour_picture(rng), flip_cell))
    for grade in ("medium", "hard"):
        hitori, _ = generate_hitori(SIZE, SIZE, grade, seed, timeout=60)
        found.append((f"hitori {grade}", hitori, change_number))
        kurodoko, _ = generate_kurodoko(SIZE, SIZE, grade, seed, timeout=60)
        found.append((f"kurodoko {grade}", kurodoko, drop_number))
    for design_seed in range(3):
        design = tuple(map(tuple, third_decided(SIZE, design_seed)))
        grid = FillGridPuzzle(SIZE, SIZE, "free", ((None,) * SIZE,) * SIZE, design=design)
        found.append((f"crossword, 1/3 decided #{design_seed}", grid, toggle_cell))
    return found


def with_picture(puzzle):
    """A pack's nonogram as the designer holds it: its picture is its answer."""
    answer = solve_puzzle(puzzle, max_solutions=1).answer
    return picture_puzzle(puzzle, answer)


def colour_picture(rng: random.Random):
    """Three colours laid over each other as smoothed blobs, as a drawn picture looks."""
    picture = [[0] * SIZE for _ in range(SIZE)]
    for colour in (1, 2, 3):
        for r, row in enumerate(blob(rng, SIZE, SIZE)):
            for c, on in enumerate(row):
                if on and rng.random() < 0.6:
                    picture[r][c] = colour
    return from_picture(tuple(map(tuple, picture)), PALETTE)


# ---------------------------------------------------------------------------- edits


def move_number(puzzle: ShikakuPuzzle, rng: random.Random) -> ShikakuPuzzle:
    clue = rng.choice(puzzle.clues)
    taken = {(c.row, c.col) for c in puzzle.clues}
    near = [
        (clue.row + dr, clue.col + dc)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if 0 <= clue.row + dr < puzzle.height and 0 <= clue.col + dc < puzzle.width
    ]
    free = [cell for cell in near if cell not in taken] or [(clue.row, clue.col)]
    r, c = rng.choice(free)
    clues = tuple(Clue(r, c, clue.value) if k is clue else k for k in puzzle.clues)
    return ShikakuPuzzle(puzzle.width, puzzle.height, clues)


def flip_cell(puzzle, rng: random.Random):
    r, c = rng.randrange(puzzle.height), rng.randrange(puzzle.width)
    picture = [list(row) for row in puzzle.given_solution]
    if puzzle.is_colour:
        picture[r][c] = rng.choice([v for v in range(len(puzzle.palette)) if v != picture[r][c]])
    else:
        picture[r][c] = not picture[r][c]
    return picture_puzzle(puzzle, tuple(map(tuple, picture)))


def change_number(puzzle: FillGridPuzzle, rng: random.Random) -> FillGridPuzzle:
    r, c = rng.randrange(puzzle.height), rng.randrange(puzzle.width)
    numbers = [list(row) for row in puzzle.numbers]
    numbers[r][c] = rng.choice([v for v in range(1, SIZE + 1) if v != numbers[r][c]])
    return replace(puzzle, numbers=tuple(map(tuple, numbers)), given_solution=None)


def drop_number(puzzle: FillGridPuzzle, rng: random.Random) -> FillGridPuzzle:
    spots = [(r, c) for r, row in enumerate(puzzle.numbers) for c, v in enumerate(row) if v]
    r, c = rng.choice(spots)
    numbers = [list(row) for row in puzzle.numbers]
    numbers[r][c] = None
    return replace(puzzle, numbers=tuple(map(tuple, numbers)), given_solution=None)


def toggle_cell(puzzle: FillGridPuzzle, rng: random.Random) -> FillGridPuzzle:
    design = [list(row) for row in puzzle.design]
    open_cells = [(r, c) for r, row in enumerate(design) for c, v in enumerate(row) if v is None]
    r, c = rng.choice(open_cells)
    design[r][c] = rng.random() < 0.3
    return replace(puzzle, design=tuple(map(tuple, design)))


# ---------------------------------------------------------------------------- timing


def cpu(run: Callable[[], object]) -> tuple[float, object]:
    started = time.process_time()
    result = run()
    return time.process_time() - started, result


def baseline(puzzle) -> float:
    if getattr(puzzle, "variant", None) == "free":
        return cpu(lambda: count_fillgrids(SIZE, SIZE, puzzle.design))[0]
    return cpu(lambda: solve_puzzle(puzzle, max_solutions=2))[0]


def measure(puzzle) -> tuple[str, float, float, float]:
    """(status, verdict seconds, graded seconds, baseline seconds), CPU time."""
    heard: list[float] = []
    started = time.process_time()
    crossword = getattr(puzzle, "variant", None) == "free"  # with its symmetric count too
    verdict = judge(
        puzzle,
        time.monotonic() + 30,
        symmetric=crossword,
        early=lambda v: heard.append(time.process_time()),
    )
    graded = time.process_time() - started
    first = heard[0] - started if heard else graded
    return verdict.status, first, graded, baseline(puzzle)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.1f}"


def run(edits: int, seed: int) -> None:
    print("preparing 15x15 puzzles (generating Hitori and Kurodoko)...", flush=True)
    cases = puzzles(seed)
    for _, puzzle, _ in cases:  # import every rule module once: not an edit's cost
        judge(puzzle, time.monotonic() + 30)
    rng = random.Random(seed)
    print(
        f"\n{'15x15 puzzle':34} {'verdicts':>22} {'verdict ms':>18} {'graded ms':>18}"
        f" {'baseline ms':>12} {'ratio':>6}"
    )
    print(f"{'':34} {'':>22} {'median':>8} {'max':>9} {'median':>8} {'max':>9} {'median':>12}")
    worst_first, worst_graded, count_worst = 0.0, 0.0, 0.0
    for label, puzzle, edit in cases:
        rows = []
        for _ in range(edits):
            rows.append(measure(edit(puzzle, rng)))
            rows.append(measure(puzzle))  # the edit taken back
        statuses = sorted({status for status, *_ in rows})
        first = [row[1] for row in rows]
        graded = [row[2] for row in rows]
        base = statistics.median(row[3] for row in rows)
        worst_first = max(worst_first, max(first))
        worst_graded = max(worst_graded, max(graded))
        if puzzle.genre == "fillgrid" and puzzle.variant == "free":
            count_worst = max(count_worst, max(graded))
        ratio = statistics.median(graded) / base if base else float("inf")
        print(
            f"{label:34} {'/'.join(statuses):>22} {ms(statistics.median(first))} {ms(max(first))}"
            f"  {ms(statistics.median(graded))} {ms(max(graded))} {ms(base):>12} {ratio:5.1f}x"
        )
    print(
        f"\nslowest verdict {worst_first * 1000:.0f} ms (goal 200 ms); slowest graded "
        f"{worst_graded * 1000:.0f} ms; slowest crossword verdict with its count "
        f"{count_worst * 1000:.0f} ms (goal 1 s)"
    )
    cold_counts(cases)
    round_trips(cases, rng)


def cold_counts(cases) -> None:
    """The crossword verdicts again with the count's transition tables cleared first, as
    the first count of a width in a fresh engine process finds them."""
    print("\ncrossword grids, cold (the count's tables cleared first):")
    for label, puzzle, _ in cases:
        if puzzle.genre == "fillgrid" and puzzle.variant == "free":
            clear_cache()
            seconds, verdict = cpu(lambda p=puzzle: judge(p, time.monotonic() + 30, True))
            print(f"  {label:34} {verdict.status:>8} {ms(seconds)} ms, count {verdict.count}")


def round_trips(cases, rng: random.Random) -> None:
    """One edit per kind through the engine process, after a warm-up judgement of each
    kind there (a fresh engine process first imports the genre's rules): wall clock from
    submit to the verdict, and the engine process's own CPU time for it."""
    print("\nthrough the engine process (JudgeJob, one edit each after a warm-up):")
    print(f"  {'':34} {'verdict':>8} {'wall ms':>10} {'engine CPU ms':>14}")
    process = EngineProcess()
    try:
        for number, (_, puzzle, _) in enumerate(cases, start=1):
            job = JudgeJob(puzzle, puzzle.genre == "fillgrid", timeout=30)
            process.run(number, job, None, lambda *reply: None)
        for number, (label, puzzle, edit) in enumerate(cases, start=len(cases) + 1):
            edited = edit(puzzle, rng)
            replies: list[tuple[int, object]] = []
            before = _cpu_of(process.pid)
            started = time.perf_counter()
            process.run(
                number,
                JudgeJob(edited, edited.genre == "fillgrid", timeout=30),
                None,
                lambda kind, n, payload, replies=replies: replies.append((kind, payload)),
            )
            wall = time.perf_counter() - started
            used = _cpu_of(process.pid) - before
            kind, payload = replies[-1]
            assert kind == DONE, replies
            verdict = unpack(payload)
            print(f"  {label:34} {verdict.status:>8} {ms(wall):>10} {ms(used):>14}")
    finally:
        process.close()


def _cpu_of(pid: int | None) -> float:
    """A process's user and system CPU seconds so far (Linux /proc)."""
    import os

    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    run(args.edits, args.seed)


if __name__ == "__main__":
    main()
