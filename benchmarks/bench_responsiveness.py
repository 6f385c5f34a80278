"""The window while it auto-solves the largest built-in puzzles: how long it goes without
answering, against the machine's own jitter measured in the same run.

For each puzzle and run, in a fresh offscreen window at full animation speed: the largest
wall-clock gap between ticks of a 10 ms timer during the solve (what a player feels), the
most CPU time the GUI thread spent between two ticks (what the app itself costs, which a
busy machine does not inflate), and as baselines the largest gap of the same timer over
as long a stretch of an idle window, and the quickest full repaint of the board (the
floor under a frame that changes all of it). Goal: the largest wall-clock gap under
50 ms. Run: `QT_QPA_PLATFORM=offscreen python benchmarks/bench_responsiveness.py
[--runs N]`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the window probe in tests/

from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.responsiveness import (  # noqa: E402
    full_repaint_seconds,
    idle_gaps,
    open_ready,
    solve_gaps,
)

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = [ROOT / "puzzles" / "qnonograms-gpl" / name for name in ("tiger.non", "sun.non")]
GOAL = 0.050


def ms(seconds: float) -> str:
    return f"{seconds * 1000:6.1f}"


def measure(path: Path, runs: int) -> list[float]:
    walls = []
    print(f"\n{path.stem}")
    print("run   solve wall   solve CPU   idle wall   repaint   wall/idle")
    for run in range(runs):
        with tempfile.TemporaryDirectory() as progress:
            window = open_ready(str(path), progress)
            repaint = full_repaint_seconds(window)
            solve = solve_gaps(window)
            idle = idle_gaps(solve.seconds)
            window.close()
        walls.append(solve.wall)
        print(
            f"{run + 1:3}   {ms(solve.wall)}       {ms(solve.cpu)}      {ms(idle.wall)}"
            f"     {ms(repaint)}   {solve.wall / idle.wall:8.2f}x"
        )
    return walls


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average {load:.2f}, {os.cpu_count()} cores")
    verdicts = []
    for path in PUZZLES:
        walls = measure(path, args.runs)
        median, worst = statistics.median(walls), max(walls)
        met = "met" if median < GOAL else "NOT met"
        verdicts.append(median < GOAL)
        print(f"median {ms(median)} ms, worst {ms(worst)} ms: goal {GOAL * 1000:.0f} ms {met}")
    return 0 if all(verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
