"""Fill-grid solved by the engine: shared boards, random Hitori/Kurodoko, brute-force counts.

Every answer the solver returns is judged by the independent checker, and a board built
around a known shading must give that shading back whenever the solver says it is unique.
"""

from __future__ import annotations

import itertools
import random
from collections import deque
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridgames.engine import Search
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.checker import check_answer
from gridgames.games.fillgrid.generate import (
    hitori_from_shading,
    kurodoko_from_shading,
    random_shading,
)
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.puzzle import FillGridPuzzle, Grid
from gridgames.solving import solve_puzzle
from tests.helpers import read_puzzle, shared


def examples(count: int) -> settings:
    return settings(max_examples=count, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def solved(puzzle: FillGridPuzzle, max_solutions: int = 2, **options):
    report = solve_puzzle(puzzle, max_solutions=max_solutions, **options)
    for answer in report.answers:
        assert check_answer(puzzle, answer) == [], answer
    return report


def shared_boards() -> list:
    return sorted(shared("data", "fillgrid", "gg").glob("*.gg"))


# -- the shared data ------------------------------------------------------------------
def test_shared_boards_are_present() -> None:
    names = {path.name for path in shared_boards()}
    assert "pzprjs-hitori-4x4.gg" in names
    assert "sgt-range-example-7x7.gg" in names
    assert "pycsp3-hitori-h11-1-11x11.gg" in names


@pytest.mark.parametrize(
    "name", ["pzprjs-hitori-4x4", "pzprjs-kurodoko-5x5", "sgt-range-example-7x7"]
)
def test_shared_board_has_its_given_answer_only(name: str) -> None:
    puzzle = read_puzzle(shared("data", "fillgrid", "gg", f"{name}.gg"))
    assert puzzle.given_solution is not None
    report = solved(puzzle)
    assert report.status == "unique"
    assert report.answer == puzzle.given_solution
    assert report.branches == 0  # rules and probing alone, no guess


def test_h11_1_has_several_answers() -> None:
    puzzle = read_puzzle(shared("data", "fillgrid", "gg", "pycsp3-hitori-h11-1-11x11.gg"))
    report = solved(puzzle)
    assert report.status == "multiple"
    assert len(report.answers) == 2
    assert report.answers[0] != report.answers[1]


def test_answer_json_and_text() -> None:
    puzzle = read_puzzle(shared("data", "fillgrid", "gg", "pzprjs-hitori-4x4.gg"))
    answer = solved(puzzle).answer
    rows = ["#.#.", "....", "#.#.", "...#"]
    assert GENRE.answer_json(puzzle, answer) == rows
    assert GENRE.answer_text(puzzle, answer) == "\n".join(rows)
    assert GENRE.check(puzzle, answer) == []


def test_explained_steps_have_reasons() -> None:
    puzzle = read_puzzle(shared("data", "fillgrid", "gg", "sgt-range-example-7x7.gg"))
    report = solved(puzzle, trace=True)
    assert report.status == "unique"
    reasons = [step.reason for step in report.trace if step.kind in ("deduce", "probe")]
    assert reasons
    assert all(reason and reason.endswith(".") and "row" in reason.lower() for reason in reasons)
    assert {step.rule for step in report.trace} >= {"sight", "no-touch"}


# -- random boards around a known shading ------------------------------------------------
sizes = st.tuples(st.integers(1, 9), st.integers(1, 9))


@examples(80)
@given(seed=st.integers(0, 10**9), size=sizes, tries=st.floats(0.2, 1.0))
def test_random_hitori_solves_and_checks(seed: int, size: tuple[int, int], tries: float) -> None:
    rng = random.Random(seed)
    shading = random_shading(*size, rng, tries)
    puzzle = hitori_from_shading(shading, rng)
    assert check_answer(puzzle, shading) == []  # the board really has this answer
    report = solved(puzzle)
    assert report.status in ("unique", "multiple")
    if report.status == "unique":
        assert report.answer == shading


@examples(60)
@given(seed=st.integers(0, 10**9), size=sizes)
def test_fully_numbered_kurodoko_gives_its_shading_back(seed: int, size) -> None:
    """Every white cell numbered: a shaded cell has a numbered neighbour whose count it
    fixes, so the shading is the only answer."""
    rng = random.Random(seed)
    shading = random_shading(*size, rng)
    puzzle = kurodoko_from_shading(shading, rng, share=1.0)
    report = solved(puzzle)
    assert report.status == "unique"
    assert report.answer == shading


@examples(60)
@given(seed=st.integers(0, 10**9), size=sizes, share=st.floats(0.05, 0.6))
def test_random_kurodoko_solves_and_checks(seed: int, size, share: float) -> None:
    rng = random.Random(seed)
    shading = random_shading(*size, rng)
    puzzle = kurodoko_from_shading(shading, rng, share)
    report = solved(puzzle)
    assert report.status in ("unique", "multiple")
    if report.status == "unique":
        assert report.answer == shading


def test_fifteen_by_fifteen_boards_solve() -> None:
    rng = random.Random(15)
    for _ in range(3):
        shading = random_shading(15, 15, rng)
        for puzzle in (hitori_from_shading(shading, rng), kurodoko_from_shading(shading, rng, 0.3)):
            assert solved(puzzle).status in ("unique", "multiple")


def test_impossible_kurodoko_number_means_no_answer() -> None:
    numbers = ((9, None), (None, None))
    assert solved(FillGridPuzzle(2, 2, "kurodoko", numbers)).status == "none"


def test_impossible_hitori_means_no_answer() -> None:
    # All 1s in a 2x2: one 1 per row and column is shaded, a diagonal, which leaves the
    # two white cells touching only at a corner.
    assert solved(FillGridPuzzle(2, 2, "hitori", ((1, 1), (1, 1)))).status == "none"


# -- free grids: every legal shading, counted -------------------------------------------------
def brute_force_count(width: int, height: int) -> int:
    """Every shading of the board, kept when no shaded cells touch and the white cells are
    one region (at least one white cell). Written apart from the solver and the checker."""
    cells = [(r, c) for r in range(height) for c in range(width)]
    total = 0
    for pattern in itertools.product((False, True), repeat=len(cells)):
        dark = {cell for cell, on in zip(cells, pattern, strict=True) if on}
        if any((r, c + 1) in dark or (r + 1, c) in dark for r, c in dark):
            continue
        white = [cell for cell in cells if cell not in dark]
        if white and _one_region(white):
            total += 1
    return total


def _one_region(white: list[tuple[int, int]]) -> bool:
    todo, seen = deque([white[0]]), {white[0]}
    spots = set(white)
    while todo:
        r, c = todo.popleft()
        for spot in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if spot in spots and spot not in seen:
                seen.add(spot)
                todo.append(spot)
    return len(seen) == len(white)


@pytest.mark.parametrize(
    ("width", "height"), [(1, 1), (1, 4), (2, 2), (3, 2), (3, 3), (4, 3), (4, 4), (5, 3)]
)
def test_free_grid_count_matches_brute_force(width: int, height: int) -> None:
    report = solved(FillGridPuzzle.free(width, height), max_solutions=10**6)
    assert len(report.answers) == brute_force_count(width, height)
    assert len(set(report.answers)) == len(report.answers)


def test_free_grid_count_matches_the_seed() -> None:
    assert len(solved(FillGridPuzzle.free(4, 3), max_solutions=10**6).answers) == 121
    assert len(solve_puzzle(FillGridPuzzle.free(5, 4), max_solutions=10**6).answers) == 2749


def test_free_grid_shows_several_designs() -> None:
    report = solved(FillGridPuzzle.free(6, 6))
    assert report.status == "multiple"
    assert len(report.answers) == 2


def brute_force_answers(puzzle: FillGridPuzzle) -> list[Grid]:
    """Every shading the independent checker accepts."""
    width, height = puzzle.width, puzzle.height
    found = []
    for pattern in itertools.product((False, True), repeat=width * height):
        grid = tuple(pattern[r * width : (r + 1) * width] for r in range(height))
        if not check_answer(puzzle, grid):
            found.append(grid)
    return sorted(found)


@examples(40)
@given(
    seed=st.integers(0, 10**9),
    size=st.tuples(st.integers(1, 4), st.integers(1, 3)),
    variant=st.sampled_from(["hitori", "kurodoko"]),
    share=st.floats(0.1, 0.7),
)
def test_every_answer_of_a_small_board_is_found(seed, size, variant, share) -> None:
    rng = random.Random(seed)
    shading = random_shading(*size, rng)
    if variant == "hitori":
        puzzle = hitori_from_shading(shading, rng)
    else:
        puzzle = kurodoko_from_shading(shading, rng, share)
    report = solved(puzzle, max_solutions=10**6)
    assert sorted(report.answers) == brute_force_answers(puzzle)


# -- the engine's probing options give the same answers ----------------------------------------
def all_answers(puzzle: FillGridPuzzle, **changes) -> list[Grid]:
    model = GENRE.build(puzzle)
    model.params = replace(model.params, **changes)
    result = Search(model, max_solutions=10**6).run()
    return sorted(GENRE.decode(puzzle, domains) for domains in result.solutions)


@examples(25)
@given(seed=st.integers(0, 10**9), size=st.tuples(st.integers(2, 6), st.integers(2, 6)))
def test_probing_options_agree(seed: int, size) -> None:
    rng = random.Random(seed)
    shading = random_shading(*size, rng)
    puzzle = kurodoko_from_shading(shading, rng, 0.3)
    reference = all_answers(puzzle, probe_depth=None, probe_resume=False)
    assert shading in reference
    assert all_answers(puzzle) == reference
    assert all_answers(puzzle, probe_vars=()) == reference
    assert all_answers(puzzle, probe_vars=(), choose=None) == reference


def test_shared_snapshots_always_match_the_domains(monkeypatch) -> None:
    """The rules share one bytes copy of the domains per state; it must never be stale,
    through probing, guesses and backtracking."""
    cached = Board.snapshot
    checked = 0

    def checking(self, store):
        nonlocal checked
        checked += 1
        snapshot = cached(self, store)
        assert snapshot == bytes(store.dom)
        return snapshot

    monkeypatch.setattr(Board, "snapshot", checking)
    rng = random.Random(7)
    for side in (4, 6, 8):
        for _ in range(4):
            shading = random_shading(side, side, rng)
            for puzzle in (
                kurodoko_from_shading(shading, rng, 0.2),
                hitori_from_shading(shading, rng),
            ):
                solved(puzzle)
                solved(puzzle, probing=True)
    assert checked > 1000
