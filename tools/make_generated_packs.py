"""Make the built-in packs of generated puzzles: puzzles/generated-<kind>/.

For every size and difficulty of a kind's plan that the size can have, the first seed
(from --seed on, at most --tries of them) whose puzzle grades as asked is kept: a pack's
difficulty labels are the grades the puzzles really have, and a difficulty the generator
cannot reach at a size is left out rather than mislabelled. Each puzzle is proved to
have one answer twice: by our engine and, where the benchmarks have one, by the OR-Tools
CP-SAT oracle. The folder gets the `.gg` files, the project's MIT LICENSE and a
`pack.toml` listing them in order.

Run from the checkout:
    python tools/make_generated_packs.py hitori kurodoko
    python tools/make_generated_packs.py shikaku --sizes 6x6,8x8 --difficulties easy,hard

A kind's folder must also be listed under [tool.setuptools.data-files] in pyproject.toml
(tests/test_packs_builtin.py checks).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the CP-SAT oracles in tests/oracles/

from gridgames.engine import Interrupted  # noqa: E402
from gridgames.formats.gg import read_gg, write_gg  # noqa: E402
from gridgames.generators import (  # noqa: E402
    DIFFICULTIES,
    generate_puzzle,
    kinds,
    unavailable,
)
from gridgames.packs import write_manifest  # noqa: E402
from gridgames.solving import solve_puzzle  # noqa: E402


@dataclass(frozen=True)
class Plan:
    title: str
    sizes: tuple[tuple[int, int], ...]
    difficulties: tuple[str, ...]
    order: int


SQUARES = tuple((side, side) for side in (5, 6, 7, 8, 9, 10, 12))
#: What each kind's pack holds: every grade, at the sizes that can have it
#: (`generators.smallest_side`; smaller sizes are left out of that grade's row).
PLANS = {
    "hitori": Plan("Hitori: generated", SQUARES, DIFFICULTIES, 26),
    "kurodoko": Plan("Kurodoko: generated", SQUARES, DIFFICULTIES, 27),
    "nonogram": Plan(
        "Nonogram: generated",
        tuple((side, side) for side in (5, 6, 8, 10, 12, 15, 20)),
        DIFFICULTIES,
        28,
    ),
    "colour": Plan(
        "Colour nonogram: generated",
        tuple((side, side) for side in (6, 8, 10, 12, 15, 20, 25, 30, 40, 50)),
        DIFFICULTIES,  # (expert from 20x20 on: `generators.unavailable` leaves it out below)
        29,
    ),
}
DEFAULT_PLAN = Plan("", tuple((side, side) for side in (6, 7, 8, 10, 12, 15, 20)), DIFFICULTIES, 30)


def oracle(kind: str) -> Callable[[object], str] | None:
    """The CP-SAT uniqueness check for a kind (unique | multiple | none), if there is one."""
    if kind in ("hitori", "kurodoko"):
        from tests.oracles.cpsat_fillgrid import cpsat_status

        return lambda puzzle: cpsat_status(puzzle)[0]
    if kind == "shikaku":
        from tests.oracles.cpsat_shikaku import exact_cover_status

        return exact_cover_status
    if kind == "nonogram":
        from tests.oracles.cpsat_nonogram import cpsat_status as nonogram_status

        return nonogram_status
    if kind == "colour":
        from tests.oracles.cpsat_colour import cpsat_colour

        return lambda puzzle: cpsat_colour(puzzle, 300.0)[0]
    return None


def make_one(
    kind: str, size: tuple[int, int], difficulty: str, first_seed: int, tries: int, timeout: float
) -> tuple[int, object] | None:
    """(seed, puzzle) for the first seed graded as asked, proved unique; None if none is."""
    width, height = size
    check = oracle(kind)
    for seed in range(first_seed, first_seed + tries):
        try:
            puzzle, grade = generate_puzzle(kind, width, height, difficulty, seed, timeout)
        except Interrupted:  # nothing in time for this seed: the next one
            continue
        if grade.name != difficulty:
            continue
        if solve_puzzle(puzzle, max_solutions=2).status != "unique":
            raise SystemExit(f"{kind} {width}x{height} seed {seed}: our engine finds 2 answers")
        if check is not None and check(puzzle) != "unique":
            raise SystemExit(f"{kind} {width}x{height} seed {seed}: CP-SAT finds 2 answers")
        return seed, puzzle
    return None


def make_pack(kind: str, plan: Plan, first_seed: int, tries: int, timeout: float) -> Path:
    folder = ROOT / "puzzles" / f"generated-{kind}"
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    shutil.copyfile(ROOT / "LICENSE", folder / "LICENSE")
    entries: list[dict[str, str | int]] = []
    for size in plan.sizes:
        for difficulty in plan.difficulties:
            if unavailable(kind, *size, difficulty):
                continue  # too small for the grade: not a puzzle the app would make
            made = make_one(kind, size, difficulty, first_seed, tries, timeout)
            label = f"{kind} {size[0]}x{size[1]} {difficulty}"
            if made is None:
                print(f"{label}: no seed graded {difficulty}, left out", file=sys.stderr)
                continue
            seed, puzzle = made
            name = f"{kind}-{size[0]}x{size[1]}-{difficulty}-{seed}.gg"
            text = write_gg(puzzle)
            assert read_gg(text) == puzzle
            (folder / name).write_text(text, encoding="utf-8")
            entries.append({"file": name, "difficulty": difficulty})
            print(f"{label}: seed {seed}")
    (folder / "pack.toml").write_text(_manifest(kind, plan, first_seed, entries), "utf-8")
    return folder


def _manifest(kind: str, plan: Plan, first_seed: int, entries: list[dict[str, str | int]]) -> str:
    sizes = f"{plan.sizes[0][0]}x{plan.sizes[0][1]} to {plan.sizes[-1][0]}x{plan.sizes[-1][1]}"
    name = plan.title.split(":")[0] if plan.title else kind.capitalize()
    pack: dict[str, str | int] = {
        "format": 1,
        "id": f"gridgames.generated-{kind}",
        "title": plan.title or f"{kind.capitalize()}: generated",
        "author": "Grid Games generator",
        "licence": "MIT",
        "licence_file": "LICENSE",
        "description": (
            f"{name} boards from {sizes} made by `gridgames generate {kind}` "
            f"(for each size and difficulty the first seed from {first_seed} on whose grade is "
            "the one asked for), each proved to have exactly one answer by our engine and an "
            "independent CP-SAT model, and graded by the techniques the engine needs. Made "
            "with tools/make_generated_packs.py."
        ),
        "attribution": "Generated by Grid Games; free to use under the MIT licence.",
        "order": plan.order,
    }
    return write_manifest(pack, entries)


def _sizes(text: str) -> tuple[tuple[int, int], ...]:
    pairs = [size.split("x") for size in text.split(",")]
    return tuple((int(width), int(height)) for width, height in pairs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("kinds", nargs="+", choices=kinds())
    parser.add_argument("--seed", type=int, default=1, help="first seed tried (default 1)")
    parser.add_argument("--tries", type=int, default=8, help="seeds tried per puzzle")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per puzzle")
    parser.add_argument("--sizes", type=_sizes, help="WxH,WxH,... instead of the plan's")
    parser.add_argument("--difficulties", help="easy,medium,... instead of the plan's")
    args = parser.parse_args()
    for kind in args.kinds:
        plan = PLANS.get(kind, DEFAULT_PLAN)
        if args.sizes:
            plan = Plan(plan.title, args.sizes, plan.difficulties, plan.order)
        if args.difficulties:
            plan = Plan(plan.title, plan.sizes, tuple(args.difficulties.split(",")), plan.order)
        print(f"wrote {make_pack(kind, plan, args.seed, args.tries, args.timeout)}")


if __name__ == "__main__":
    main()
