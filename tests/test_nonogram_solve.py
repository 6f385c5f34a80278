"""Nonograms solved by the engine: seed 004, the shared puzzle collection, random pictures,
n-Dom, and the words a player reads."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridgames.games.nonogram.checker import check_answer, runs
from gridgames.games.nonogram.genre import GENRE
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.solving import solve_puzzle
from tests.helpers import PUZZLES, read_puzzle, shared

# Seed 004's clues, as printed in its code (Horizontal = rows, Vertical = columns).
SEED004_WARMUP_ROWS = ((2, 1, 2), (1, 3, 1), (5,), (7,), (9,), (3,), (2, 3, 2), (2, 3, 2),
                       (2, 3, 2))  # fmt: skip
SEED004_WARMUP_COLUMNS = ((2, 1, 3), (1, 2, 3), (3,), (8,), (9,), (8,), (3,), (1, 2, 3),
                          (2, 1, 3))  # fmt: skip
SEED004_PYTHON_ROWS = ((3, 2), (8,), (10,), (3, 1, 1), (5, 2, 1), (5, 2, 1), (4, 1, 1), (15,),
    (19,), (6, 14), (6, 1, 12), (6, 1, 10), (7, 2, 1, 8), (6, 1, 1, 2, 1, 1, 1, 1), (5, 1, 4, 1),
    (5, 4, 1, 4, 1, 1, 1), (5, 1, 1, 8), (5, 2, 1, 8), (6, 1, 2, 1, 3), (6, 3, 2, 1), (6, 1, 5),
    (1, 6, 3), (2, 7, 2), (3, 3, 10, 4), (9, 12, 1), (22, 1), (21, 4), (1, 17, 1), (2, 8, 5, 1),
    (2, 2, 4), (5, 2, 1, 1), (5,))  # fmt: skip
SEED004_PYTHON_COLUMNS = ((5,), (5,), (5,), (3, 1), (3, 1), (5,), (5,), (6,), (5, 6), (9, 5),
    (11, 5, 1), (13, 6, 1), (14, 6, 1), (7, 12, 1), (6, 1, 11, 1), (3, 1, 1, 1, 9, 1), (3, 4, 10),
    (8, 1, 1, 2, 8, 1), (10, 1, 1, 1, 7, 1), (10, 4, 1, 1, 7, 1), (3, 2, 5, 2, 1, 2, 6, 2),
    (3, 2, 4, 2, 1, 1, 4, 1), (2, 6, 3, 1, 1, 1, 1, 1), (12, 3, 1, 2, 1, 1, 1),
    (3, 2, 7, 3, 1, 2, 1, 2), (2, 6, 3, 1, 1, 1, 1), (12, 3, 1, 5), (6, 3, 1), (6, 4, 1), (5, 4),
    (4, 1, 1), (5,))  # fmt: skip
# The warm-up's picture: the up arrow that leads to the next level.
WARMUP_PICTURE = ("##..#..##", "#..###..#", "..#####..", ".#######.", "#########", "...###...",
                  "##.###.##", "##.###.##", "##.###.##")  # fmt: skip


def picture(rows: tuple[str, ...] | list[str]) -> tuple[tuple[bool, ...], ...]:
    return tuple(tuple(ch == "#" for ch in row) for row in rows)


def puzzle_of(grid: tuple[tuple[bool, ...], ...]) -> NonogramPuzzle:
    """The clues of a picture."""
    height, width = len(grid), len(grid[0])
    return NonogramPuzzle(
        width,
        height,
        tuple(runs(row) for row in grid),
        tuple(runs([row[c] for row in grid]) for c in range(width)),
    )


def solved(puzzle: NonogramPuzzle, **options):
    report = solve_puzzle(puzzle, **options)
    for answer in report.answers:
        assert check_answer(puzzle, answer) == []
    return report


@pytest.mark.parametrize(
    ("name", "rows", "columns"),
    [
        ("seed004-warmup-9x9.gg", SEED004_WARMUP_ROWS, SEED004_WARMUP_COLUMNS),
        ("seed004-python-32x32.gg", SEED004_PYTHON_ROWS, SEED004_PYTHON_COLUMNS),
    ],
)
def test_seed004_files_hold_the_seed_clues_and_solve_uniquely(name, rows, columns) -> None:
    puzzle = read_puzzle(PUZZLES / "seeds" / name)
    assert (puzzle.rows, puzzle.columns) == (rows, columns)
    assert "seed 004" in puzzle.meta["source"]
    report = solved(puzzle)
    assert report.status == "unique"
    assert report.branches == 0  # line solving alone, as the seed found ("26 rounds")


def test_seed004_warmup_is_the_up_arrow() -> None:
    puzzle = NonogramPuzzle(9, 9, SEED004_WARMUP_ROWS, SEED004_WARMUP_COLUMNS)
    assert solved(puzzle).answer == picture(WARMUP_PICTURE)
    assert GENRE.answer_json(puzzle, picture(WARMUP_PICTURE)) == list(WARMUP_PICTURE)
    assert GENRE.answer_text(puzzle, picture(WARMUP_PICTURE)) == "\n".join(WARMUP_PICTURE)


def shared_puzzles() -> list[Path]:
    root = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "nonogram"
    return sorted(root.rglob("*.non")) if root.exists() else []


@pytest.mark.parametrize("path", shared_puzzles(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_shared_puzzle_solves_to_its_goal(path: Path) -> None:
    from gridgames.formats.non import read_non

    puzzle = read_non(path.read_text(encoding="utf-8"), str(path))
    report = solved(puzzle)
    assert report.status == "unique"
    if puzzle.given_solution is not None:
        assert report.answer == puzzle.given_solution


def test_every_puzzle_in_the_shared_index_is_tested() -> None:
    index = shared("data", "nonogram", "INDEX.md").read_text(encoding="utf-8")
    listed = {line.split("|")[1].strip() for line in index.splitlines() if ".non |" in line}
    found = {p.as_posix().split("nonogram-db/db/")[1] for p in shared_puzzles()}
    assert listed and listed <= found


def n_dom(n: int) -> NonogramPuzzle:
    """Jan Wolter's n-Dom: (2n+1)x(2n+1), no line says anything on its own."""
    columns = ((1,), (1,)) + ((1, 3), (1,)) * (n - 1) + ((3,),)
    rows = ((3,), (1,)) + ((3, 1), (1,)) * (n - 1) + ((1,),)
    return NonogramPuzzle(2 * n + 1, 2 * n + 1, rows, columns)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_small_n_dom_is_decided_unique(n: int) -> None:
    report = solved(n_dom(n), timeout=20)
    assert report.status == "unique"


@st.composite
def pictures(draw) -> tuple[tuple[bool, ...], ...]:
    height, width = draw(st.integers(1, 10)), draw(st.integers(1, 10))
    row = st.lists(st.booleans(), min_size=width, max_size=width).map(tuple)
    return tuple(draw(st.lists(row, min_size=height, max_size=height)))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pictures())
def test_random_picture_clues_are_solved(grid) -> None:
    puzzle = puzzle_of(grid)
    report = solved(puzzle, timeout=20)
    assert report.status in ("unique", "multiple")
    if report.status == "unique":
        assert report.answer == grid
    else:
        assert len(report.answers) == 2 and report.answers[0] != report.answers[1]


def test_no_solution_is_reported() -> None:
    puzzle = NonogramPuzzle(2, 2, ((2,), ()), ((1,), ()))
    assert solve_puzzle(puzzle).status == "none"


def test_checker_names_the_broken_lines() -> None:
    puzzle = NonogramPuzzle(9, 9, SEED004_WARMUP_ROWS, SEED004_WARMUP_COLUMNS)
    wrong = [list(row) for row in picture(WARMUP_PICTURE)]
    wrong[0][0] = False
    problems = check_answer(puzzle, wrong)
    assert problems == [
        "row 1 has runs [1, 1, 2], its clue is [2, 1, 2]",
        "column 1 has runs [1, 1, 3], its clue is [2, 1, 3]",
    ]


def test_trace_explains_lines_and_probes() -> None:
    puzzle = NonogramPuzzle(9, 9, SEED004_WARMUP_ROWS, SEED004_WARMUP_COLUMNS)
    reasons = [step.reason for step in solve_puzzle(puzzle, trace=True).trace]
    assert "Row 4 (7): the 7 must cover columns 3-7 wherever it sits." in reasons
    assert "Row 7 (2 3 2): the first 2 fits only at columns 1-2." in reasons
    # An 8x8 random picture (random.Random(27)) that line logic alone cannot finish.
    needs_probing = NonogramPuzzle(
        8, 8,
        ((2, 2), (1, 2, 1), (1,), (1, 1, 2), (1, 1, 1), (1, 1, 1, 1), (2, 2, 2), (1, 4)),
        ((2, 1), (1, 2), (1, 1), (2, 2), (2, 2), (1, 2, 1), (1, 1, 2), (2, 5)),
    )  # fmt: skip
    report = solve_puzzle(needs_probing, trace=True)
    probes = [step.reason for step in report.trace if step.rule == "probe"]
    assert probes and probes[0].startswith("Suppose row ")
    assert ": then " in probes[0] and ".)" not in probes[0]
    assert probes[0].endswith((". So it is empty.", ". So it is filled."))


def test_describe_names_cell_and_value() -> None:
    model = GENRE.build(NonogramPuzzle(9, 9, SEED004_WARMUP_ROWS, SEED004_WARMUP_COLUMNS))
    words = model.vocabulary
    assert words.describe(1 * 9 + 6, 0b10) == "row 2, column 7 filled"
    assert words.describe(1 * 9 + 6, 0b01) == "row 2, column 7 empty"
    assert words.cell_of(1 * 9 + 6) == (1, 6)
