"""Make unique and Trim (`designing.make_unique`, `designing.trim`) on small boards of every
genre, judged by brute force with the genres' independent checkers: a repaired puzzle has
exactly one answer, every clue it added is needed, a trimmed one keeps its one answer
after each removal and has no clue left it could lose; both run as engine-process jobs."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from gridgames.designing import judge, make_unique, trim
from gridgames.engine_process import DONE, EngineProcess, unpack
from gridgames.formats.gg import read_gg
from gridgames.games.fillgrid.design import maximal_grid
from gridgames.games.fillgrid.generator import visibility
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.registry import genre_of
from gridgames.jobs import MakeUniqueJob, TrimJob
from tests.brute import answers, fillgrid, nonogram, shikaku
from tests.test_designer_judge import colour

KINDS = {
    "shikaku": shikaku,
    "nonogram": nonogram,
    "fillgrid": lambda rng: fillgrid(rng, [(3, 3), (2, 4)]),  # 2**9 grids to try, not 2**12
    "colour": colour,
}


def _several(make, rng: random.Random, wanted: int) -> list:
    """Random puzzles with several answers, with the answers the brute force finds."""
    found = []
    while len(found) < wanted:
        made = make(rng)
        puzzle = read_gg(made, "<random>") if isinstance(made, str) else made
        every = answers(puzzle)
        if len(every) > 1:
            found.append((puzzle, every))
    return found


def _free(rng: random.Random, width: int, height: int) -> FillGridPuzzle:
    design = tuple(
        tuple(rng.choice([None] * 8 + [True, False]) for _ in range(width)) for _ in range(height)
    )
    return FillGridPuzzle(width, height, "free", ((None,) * width,) * height, design=design)


def _clue_cells(puzzle) -> set[tuple[int, int]]:
    """(x, y) of every clue, read off the puzzle's own fields."""
    if puzzle.genre == "shikaku":
        return {(clue.col, clue.row) for clue in puzzle.clues}
    grid = puzzle.design if puzzle.variant == "free" else puzzle.numbers
    return {(x, y) for y, row in enumerate(grid or ()) for x, v in enumerate(row) if v is not None}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_make_unique_leaves_one_answer_by_brute_force(kind) -> None:
    rng = random.Random(41)
    for puzzle, before in _several(KINDS[kind], rng, 6):
        fixed, changes = make_unique(puzzle, time.monotonic() + 30)
        after = answers(fixed)
        assert len(after) == 1, (puzzle, changes)
        cells = [change.cell for change in changes]
        assert cells and all(0 <= x < puzzle.width and 0 <= y < puzzle.height for x, y in cells)
        assert all(change.reason for change in changes)
        assert judge(fixed).status == "unique"
        if getattr(puzzle, "variant", None) in ("hitori", "kurodoko"):
            assert after[0] in before  # one of the answers it had, kept
        if puzzle.genre != "nonogram" or puzzle.given_solution is not None:
            assert _applied(puzzle, changes) == fixed  # the app shows them one by one
        if puzzle.genre == "nonogram":
            assert fixed.given_solution == after[0]  # the picture made unique is the answer


def test_kurodoko_gets_numbers_its_answer_sees_and_needs_each_of_them() -> None:
    rng = random.Random(8)
    met = 0
    while met < 6:
        puzzle = read_gg(fillgrid(rng, [(3, 3), (2, 4)]), "<random>")
        if puzzle.variant != "kurodoko" or len(answers(puzzle)) < 2:
            continue
        met += 1
        fixed, changes = make_unique(puzzle, time.monotonic() + 30)
        (answer,) = answers(fixed)
        seen = visibility(answer)
        for change in changes:
            x, y = change.cell
            assert change.old is None and change.new == seen[y][x] == fixed.numbers[y][x]
            without = replace(fixed, numbers=_cleared(fixed.numbers, x, y))
            assert len(answers(without)) > 1, change  # each addition is needed


def _applied(puzzle, changes):
    for change in changes:
        puzzle = change.apply(puzzle)
    return puzzle


def _cleared(grid, x: int, y: int):
    return tuple(
        tuple(None if (c, r) == (x, y) else v for c, v in enumerate(row))
        for r, row in enumerate(grid)
    )


def test_a_crossword_grid_is_made_unique_by_deciding_few_cells() -> None:
    rng = random.Random(2)
    for _ in range(12):
        puzzle = _free(rng, rng.randint(2, 5), rng.randint(2, 5))
        before = judge(puzzle)
        fixed, changes = make_unique(puzzle, time.monotonic() + 30)
        if before.count == 0:
            assert changes == [] and fixed == puzzle
            continue
        verdict = judge(fixed)
        assert verdict.count == 1 and verdict.status == "unique"
        assert len(answers(fixed)) == 1  # the checker holds answers to their design
        assert all(change.new in ("shaded", "white") for change in changes)
        assert _applied(puzzle, changes) == fixed
        assert len(changes) <= sum(map(sum, maximal_grid(puzzle)))  # a maximal grid's shading


def test_trim_keeps_one_answer_after_each_removal_and_leaves_only_needed_clues() -> None:
    rng = random.Random(17)
    checked = 0
    while checked < 5:
        width, height = rng.choice([(3, 3), (2, 4), (4, 2), (3, 2)])
        blank = FillGridPuzzle.free(width, height)
        shading = maximal_grid(replace(blank, design=None))
        seen = visibility(shading)  # every number: unique, and far more than needed
        puzzle = FillGridPuzzle(width, height, "kurodoko", tuple(map(tuple, seen)))
        if len(answers(puzzle)) != 1:
            continue
        checked += 1
        trimmed, removed = trim(puzzle, time.monotonic() + 30)
        assert removed
        step = puzzle
        for change in removed:
            x, y = change.cell
            assert step.numbers[y][x] == change.old is not None and change.new is None
            step = replace(step, numbers=_cleared(step.numbers, x, y))
            assert len(answers(step)) == 1, change  # each removal re-checked
        assert step == trimmed == _applied(puzzle, removed)
        for x, y in _clue_cells(trimmed):
            fewer = replace(trimmed, numbers=_cleared(trimmed.numbers, x, y))
            assert len(answers(fewer)) > 1  # nothing left that could go


def test_trim_undecides_a_crossword_grid_while_one_legal_grid_keeps_it() -> None:
    puzzle = FillGridPuzzle.free(4, 4)
    full = maximal_grid(puzzle)
    design = tuple(tuple(cell for cell in row) for row in full)  # every cell decided
    decided = replace(puzzle, design=design)
    assert judge(decided).count == 1
    trimmed, removed = trim(decided, time.monotonic() + 30)
    assert removed and judge(trimmed).count == 1 and _applied(decided, removed) == trimmed
    for change in removed:
        assert change.old == "white" and change.new is None  # shaded could always turn white
    for x, y in _clue_cells(trimmed):
        fewer = replace(trimmed, design=_cleared(trimmed.design, x, y))
        assert judge(fewer).count > 1


def test_trim_has_nothing_to_take_from_shikaku_nonogram_or_hitori() -> None:
    for text in (
        "shikaku 3x2\n3 . .\n. . 3\n",
        "nonogram 3x2\nrows:\n3\n1\ncolumns:\n1\n1\n2\n",
        "fillgrid 3x3 hitori\n1 3 1\n2 1 2\n2 2 3\n",
    ):
        puzzle = read_gg(text, "<unique>")
        assert len(answers(puzzle)) == 1
        assert trim(puzzle) == (puzzle, [])
        assert not genre_of(puzzle).design().clues(puzzle)


def test_a_puzzle_with_no_answer_is_left_as_it_is() -> None:
    puzzle = read_gg("nonogram 3x2\nrows:\n2\n0\ncolumns:\n1\n0\n1\n", "<none>")
    assert make_unique(puzzle) == (puzzle, [])
    assert trim(puzzle) == (puzzle, [])


@pytest.fixture
def engine_process():
    process = EngineProcess()
    yield process
    process.close()


def test_make_unique_and_trim_run_as_engine_process_jobs(engine_process) -> None:
    puzzle = read_gg("fillgrid 3x3 kurodoko\n. . .\n. 5 .\n. . .\n", "<open>")
    replies = []
    for number, job in enumerate((MakeUniqueJob(puzzle), TrimJob(puzzle)), start=1):
        got: list[tuple] = []
        engine_process.run(
            number, job, None, lambda kind, n, data, got=got: got.append((kind, data))
        )
        assert [kind for kind, _ in got] == [DONE]
        replies.append(unpack(got[0][1]))
    (fixed, changes), (same, removed) = replies
    assert len(answers(fixed)) == 1 and changes
    assert same == puzzle and removed == []  # several answers: nothing to trim


def test_the_grid_a_crossword_keeps_is_legal_maximal_and_keeps_the_design() -> None:
    from gridgames.games.fillgrid.checker import check_answer

    rng = random.Random(23)
    met = 0
    while met < 20:
        puzzle = _free(rng, rng.randint(1, 7), rng.randint(1, 7))
        if judge(puzzle).legal is not True:
            continue
        met += 1
        grid = maximal_grid(puzzle)
        assert check_answer(puzzle, grid) == []  # legal, and keeps the design
        for r, row in enumerate(grid):
            for c, dark in enumerate(row):
                if not dark and puzzle.decided(r, c) is None:
                    more = tuple(
                        tuple(v or (y, x) == (r, c) for x, v in enumerate(line))
                        for y, line in enumerate(grid)
                    )
                    assert check_answer(puzzle, more), (r, c)  # no cell can be added
    blank = maximal_grid(FillGridPuzzle.free(15, 15))
    assert sum(map(sum, blank)) <= 225 // 4  # sparse: a fifth or so, not a third


def test_a_symmetric_crossword_grid_stays_symmetric_when_made_unique() -> None:
    rng = random.Random(31)
    met = 0
    while met < 12:
        width, height = rng.choice([(2, 2), (3, 2), (3, 3), (4, 3), (3, 4), (2, 5)])
        cells = [
            [rng.choice([None] * 8 + [True, False]) for _ in range(width)] for _ in range(height)
        ]
        for r in range(height):  # the opposite cell follows, as the designer draws it
            for c in range(width):
                cells[height - 1 - r][width - 1 - c] = cells[r][c]
        design = tuple(map(tuple, cells))
        puzzle = FillGridPuzzle(width, height, "free", ((None,) * width,) * height, design=design)
        if judge(puzzle).count == 0:
            continue
        met += 1
        fixed, changes = make_unique(puzzle, time.monotonic() + 30, symmetric=True)
        assert judge(fixed).count == 1 and len(answers(fixed)) == 1
        decided = fixed.design
        assert all(
            decided[r][c] == decided[height - 1 - r][width - 1 - c]
            for r in range(height)
            for c in range(width)
        ), decided
        assert _applied(puzzle, changes) == fixed
    blank = FillGridPuzzle.free(15, 15)
    fixed, changes = make_unique(blank, time.monotonic() + 30, symmetric=True)
    assert judge(fixed).count == 1 and fixed.design == tuple(
        tuple(reversed(row)) for row in reversed(fixed.design)
    )


def _turned(design) -> bool:
    return design == tuple(tuple(reversed(row)) for row in reversed(design))


def test_trim_with_symmetry_takes_cells_away_in_pairs_and_stays_symmetric() -> None:
    """From every cell decided as the one legal grid has it (a symmetric grid), Trim with
    Symmetric on: the design stays symmetric and unique, the grid passes the checker, each
    removal takes the opposite cell with it, and no pair is left that could go."""
    rng = random.Random(47)
    met = 0
    while met < 8:
        width, height = rng.choice([(3, 3), (4, 3), (3, 4), (4, 4), (5, 3), (2, 5)])
        blank = FillGridPuzzle.free(width, height)
        grid = maximal_grid(blank, symmetric=True)
        if rng.random() < 0.5:  # a grown grid, or a sparser one the author drew
            grid = tuple(tuple(v and (r + c) % 3 != 1 for c, v in enumerate(row))
                         for r, row in enumerate(grid))  # fmt: skip
            grid = tuple(tuple(v and grid[height - 1 - r][width - 1 - c] for c, v in
                               enumerate(row)) for r, row in enumerate(grid))  # fmt: skip
        full = replace(blank, design=grid)  # every cell decided
        if judge(full).count != 1:
            continue
        met += 1
        assert _turned(full.design)
        trimmed, removed = trim(full, time.monotonic() + 30, symmetric=True)
        assert removed and _applied(full, removed) == trimmed
        assert _turned(trimmed.design), trimmed.design
        assert judge(trimmed).count == 1
        [answer] = answers(trimmed)
        assert genre_of(trimmed).check(trimmed, answer) == []
        gone = {change.cell for change in removed}
        assert all((width - 1 - x, height - 1 - y) in gone for x, y in gone)
        for x, y in _clue_cells(trimmed):
            fewer = _cleared(trimmed.design, x, y)
            fewer = _cleared(fewer, width - 1 - x, height - 1 - y)
            assert judge(replace(trimmed, design=fewer)).count > 1, (x, y)
        alone, _ = trim(full, time.monotonic() + 30)  # without symmetry: cells one by one
        assert judge(alone).count == 1
