"""Generation time per kind and size: median and worst over several seeds.

Run: `python benchmarks/bench_generate.py [--seeds N] [--kinds shikaku,hitori]`.
Tatham's C generators, measured on this machine, are printed beside for orientation
(they are C and do not prove uniqueness the same way, so they are not a ratio).
"""

from __future__ import annotations

import argparse
import statistics
import time

from gridgames.generators import available_kinds, generate_puzzle

SIZES = (10, 15, 20, 30)
TATHAM = {
    "shikaku": "12x12 1 ms, 20x20 8 ms, 30x30 42 ms, 50x50 0.19 s",
    "hitori": "10x10 1-5 ms",
    "kurodoko": "30x30 0.6 s",
}
DIFFICULTY = {"shikaku": "medium", "nonogram": "medium", "hitori": "medium", "kurodoko": "medium"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--kinds", default=",".join(available_kinds()))
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()
    print(f"{'kind':10} {'size':>7} {'difficulty':>10} {'median s':>9} {'worst s':>9}  grades")
    for kind in args.kinds.split(","):
        for size in map(int, args.sizes.split(",")):
            times, grades = [], []
            for seed in range(args.seeds):
                started = time.perf_counter()
                try:
                    _, grade = generate_puzzle(
                        kind, size, size, DIFFICULTY[kind], seed, args.timeout
                    )
                    grades.append(grade.name)
                except Exception as error:  # a benchmark reports, it does not stop
                    grades.append(f"failed: {error}")
                times.append(time.perf_counter() - started)
            print(
                f"{kind:10} {size:>3}x{size:<3} {DIFFICULTY[kind]:>10} "
                f"{statistics.median(times):9.3f} {max(times):9.3f}  {','.join(grades)}"
            )
        if kind in TATHAM:
            print(f"{'':10} Tatham (C, for orientation): {TATHAM[kind]}")


if __name__ == "__main__":
    main()
