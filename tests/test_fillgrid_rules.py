"""Each fill-grid rule's deductions on tiny boards, the bitboard cut cells against Tarjan's
algorithm, the Hitori patterns against plain rules plus probing, and the checker."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Store
from gridgames.engine.probing import probe
from gridgames.games.fillgrid.bitboard import Bitboard
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.branching import TightestNumber, shaded_first
from gridgames.games.fillgrid.checker import check_answer
from gridgames.games.fillgrid.connectivity import Connected, Split, cut_cells
from gridgames.games.fillgrid.generate import hitori_from_shading, random_shading
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.hitori import Duplicates, Pattern, hitori_rules, lines
from gridgames.games.fillgrid.kurodoko import Sight
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.fillgrid.rules import NoTouch

Cell = tuple[int, int]


def puzzle_of(variant: str, *rows: str) -> FillGridPuzzle:
    """A board from rows of space-separated tokens, "." for no number."""
    numbers = tuple(
        tuple(None if token == "." else int(token) for token in row.split()) for row in rows
    )
    return FillGridPuzzle(len(numbers[0]), len(numbers), variant, numbers)


def free(width: int, height: int) -> FillGridPuzzle:
    return FillGridPuzzle.free(width, height)


class Bench:
    """A store on a puzzle's model with some cells decided, to run one rule by hand."""

    def __init__(
        self, puzzle: FillGridPuzzle, shaded: list[Cell] = (), white: list[Cell] = ()
    ) -> None:
        self.board = Board(puzzle)
        self.steps: list = []
        self.store = Store(GENRE.build(puzzle), tracing=True, sink=self.steps.append)
        for r, c in shaded:
            self.store.dom[r * puzzle.width + c] = ONLY_1
        for r, c in white:
            self.store.dom[r * puzzle.width + c] = ONLY_0

    def run(self, rule) -> Bench:
        rule.propagate(self.store)
        return self

    def at(self, r: int, c: int) -> int:
        return self.store.dom[r * self.board.width + c]

    def cells(self, domain: int) -> set[Cell]:
        width = self.board.width
        return {divmod(i, width) for i, d in enumerate(self.store.dom) if d == domain}

    @property
    def reasons(self) -> list[str]:
        return [step.reason for step in self.steps]


# -- no two shaded cells touch ----------------------------------------------------------
def test_a_shaded_cell_whitens_its_side_neighbours() -> None:
    bench = Bench(free(3, 3), shaded=[(1, 1)])
    bench.run(NoTouch(bench.board, 4))
    assert bench.cells(ONLY_0) == {(0, 1), (1, 0), (1, 2), (2, 1)}
    assert bench.cells(EITHER) == {(0, 0), (0, 2), (2, 0), (2, 2)}
    assert bench.reasons == [
        "Row 2, column 2 is shaded, so the cells beside it stay white: shaded cells never touch."
    ]


def test_touching_shaded_cells_are_a_contradiction() -> None:
    bench = Bench(free(3, 3), shaded=[(1, 1), (0, 1)])
    with pytest.raises(Contradiction, match="both shaded and touch"):
        bench.run(NoTouch(bench.board, 4))


# -- connectivity -------------------------------------------------------------------------
def test_a_cell_whose_shading_cuts_off_a_corner_stays_white() -> None:
    bench = Bench(free(3, 3), shaded=[(0, 1)])
    bench.run(Connected(bench.board))
    assert bench.cells(ONLY_0) == {(1, 0), (1, 2)}
    assert "Shading row 2, column 1 would cut off row 1, column 1, so it stays white." in (
        bench.reasons
    )


def test_cut_reason_names_a_bigger_region() -> None:
    # The three top-left cells hang on row 3, column 1 alone.
    bench = Bench(free(4, 4), shaded=[(0, 2), (1, 1)], white=[(0, 1), (1, 0)])
    bench.run(Connected(bench.board))
    assert bench.at(2, 0) == ONLY_0
    assert (
        "Shading row 3, column 1 would cut off the 3 cells in the top-left corner, so it "
        "stays white." in bench.reasons
    )


def test_every_inner_cell_of_a_single_row_stays_white() -> None:
    bench = Bench(free(5, 1))
    bench.run(Connected(bench.board))
    assert bench.cells(ONLY_0) == {(0, 1), (0, 2), (0, 3)}


def test_a_walled_off_cell_is_a_contradiction() -> None:
    bench = Bench(free(3, 3), shaded=[(0, 1), (1, 0)])
    with pytest.raises(Contradiction, match="wall off row 1, column 1"):
        bench.run(Connected(bench.board))


def test_a_fully_shaded_board_is_a_contradiction() -> None:
    bench = Bench(free(1, 1), shaded=[(0, 0)])
    with pytest.raises(Contradiction, match="Every cell is shaded"):
        bench.run(Connected(bench.board))


def tarjan(width: int, height: int, shaded: set[int]) -> tuple[bool, set[int]]:
    """Reference articulation points of the not-shaded cells: Tarjan's algorithm, iterative
    (an explicit stack of neighbour iterators), written apart from the bitboard version.
    Returns (connected, cut cells)."""

    def neighbours(cell: int) -> list[int]:
        r, c = divmod(cell, width)
        spots = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return [
            rr * width + cc
            for rr, cc in spots
            if 0 <= rr < height and 0 <= cc < width and rr * width + cc not in shaded
        ]

    free_cells = [cell for cell in range(width * height) if cell not in shaded]
    if not free_cells:
        return False, set()
    root = free_cells[0]
    disc, low, parent = {root: 0}, {root: 0}, {root: -1}
    cuts: set[int] = set()
    root_children = 0
    stack = [(root, iter(neighbours(root)))]
    while stack:
        v, todo = stack[-1]
        for w in todo:
            if w not in disc:
                disc[w] = low[w] = len(disc)
                parent[w] = v
                stack.append((w, iter(neighbours(w))))
                break
            if w != parent[v]:
                low[v] = min(low[v], disc[w])
        else:
            stack.pop()
            p = parent[v]
            if p < 0:
                continue
            low[p] = min(low[p], low[v])
            if p == root:
                root_children += 1
            elif low[v] >= disc[p]:
                cuts.add(p)
    if root_children > 1:
        cuts.add(root)
    return len(disc) == len(free_cells), cuts


@settings(max_examples=400, deadline=None)
@given(
    width=st.integers(1, 8),
    height=st.integers(1, 8),
    density=st.floats(0.0, 0.7),
    seed=st.integers(0, 10**9),
)
def test_bitboard_cut_cells_match_tarjan(width, height, density, seed) -> None:
    """Any shading, legal or not: touching shaded cells and split regions included."""
    rng = random.Random(seed)
    shaded = {cell for cell in range(width * height) if rng.random() < density}
    connected, cuts = tarjan(width, height, shaded)
    bb = Bitboard(width, height)
    if not connected:
        with pytest.raises(Split):
            cut_cells(bb, bb.of(shaded))
    else:
        assert set(bb.members(cut_cells(bb, bb.of(shaded)))) == cuts


# -- Hitori ---------------------------------------------------------------------------------
def duplicates_of(board: Board, number: int) -> Duplicates:
    return next(
        rule
        for rule in hitori_rules(board)
        if isinstance(rule, Duplicates) and rule.number == number
    )


def test_a_white_number_shades_its_copies_in_the_line() -> None:
    bench = Bench(puzzle_of("hitori", "1 2 1 3"), white=[(0, 0)])
    bench.run(duplicates_of(bench.board, 1))
    assert bench.cells(ONLY_1) == {(0, 2)}
    assert bench.reasons == ["Row 1, column 1 is a white 1, so the other 1s in row 1 are shaded."]


def test_two_white_copies_are_a_contradiction() -> None:
    bench = Bench(puzzle_of("hitori", "1 2 1 3"), white=[(0, 0), (0, 2)])
    with pytest.raises(Contradiction, match="two white 1s"):
        bench.run(duplicates_of(bench.board, 1))


def patterns_of(puzzle: FillGridPuzzle) -> dict[str, set[tuple[Cell, int]]]:
    board = Board(puzzle)
    found: dict[str, set[tuple[Cell, int]]] = {}
    for rule in hitori_rules(board):
        if isinstance(rule, Pattern):
            found.setdefault(rule.name, set()).add((board.cell_of(rule.cell), rule.domain))
    return found


def test_sandwich_and_pair_patterns() -> None:
    found = patterns_of(puzzle_of("hitori", "4 1 4 2 2 5 2"))
    assert found["sandwich"] == {((0, 1), ONLY_0), ((0, 5), ONLY_0)}  # 4 1 4 and 2 5 2
    assert found["pair"] == {((0, 6), ONLY_1)}


def test_triple_middle_stays_white_and_the_ends_are_shaded() -> None:
    found = patterns_of(puzzle_of("hitori", "3 3 3"))
    assert found["sandwich"] == {((0, 1), ONLY_0)}
    assert found["pair"] == {((0, 2), ONLY_1), ((0, 0), ONLY_1)}


def test_pattern_reasons_read_well() -> None:
    bench = Bench(puzzle_of("hitori", "4 1 4"))
    for rule in hitori_rules(bench.board):
        if isinstance(rule, Pattern):
            bench.run(rule)
    assert bench.reasons == [
        "Row 1, column 2 sits between two 4s in row 1: shading it would leave both 4s white, "
        "so it stays white."
    ]


def closure(puzzle: FillGridPuzzle, keep_patterns: bool) -> list[int] | None:
    """What rules and probing settle before any guess; None for a contradiction."""
    model = GENRE.build(puzzle)
    if not keep_patterns:
        model.propagators = [rule for rule in model.propagators if not isinstance(rule, Pattern)]
    store = Store(model)
    try:
        store.schedule_all()
        store.fixpoint()
        while probe(store, range(len(model.domains)), 2, True):
            store.fixpoint()
    except Contradiction:
        return None
    return store.dom


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), size=st.tuples(st.integers(1, 7), st.integers(1, 7)))
def test_patterns_fall_out_of_the_rules_and_probing(seed, size) -> None:
    """The named patterns are shortcuts with reasons, never extra strength."""
    rng = random.Random(seed)
    puzzle = hitori_from_shading(random_shading(*size, rng), rng)
    assert closure(puzzle, True) == closure(puzzle, False)


def test_lines_are_rows_then_columns() -> None:
    names = [line.name for line in lines(Board(free(2, 3)))]
    assert names == ["row 1", "row 2", "row 3", "column 1", "column 2"]


# -- Kurodoko -------------------------------------------------------------------------------
def sight(bench: Bench, r: int, c: int) -> Sight:
    number = bench.board.puzzle.numbers[r][c]
    return Sight(bench.board, r * bench.board.width + c, number)


def test_a_number_that_must_see_everything_it_can() -> None:
    bench = Bench(puzzle_of("kurodoko", ". . 6 . .", ". . . . ."))
    bench.run(sight(bench, 0, 2))
    assert bench.cells(ONLY_0) >= {(0, 0), (0, 1), (0, 3), (0, 4), (1, 2)}
    assert bench.cells(ONLY_1) == set()


def test_a_number_sees_just_enough_then_a_shaded_cell() -> None:
    bench = Bench(puzzle_of("kurodoko", "3 . . ."))
    bench.run(sight(bench, 0, 0))
    assert [bench.at(0, c) for c in range(4)] == [ONLY_0, ONLY_0, ONLY_0, ONLY_1]
    assert bench.reasons == [
        "The 3 at row 1, column 1 sees at most 1 cell without looking right, so it sees at "
        "least 2 looking right: row 1, columns 2-3 are white.",
        "The 3 at row 1, column 1 already sees 1 cell without looking right, so it sees at "
        "most 2 looking right: row 1, column 4 is shaded.",
    ]


def test_the_other_directions_force_one_direction_to_reach_out() -> None:
    # The 4 sees at most one cell to the left (a shaded cell beyond), so two to the right.
    bench = Bench(puzzle_of("kurodoko", ". . 4 . . ."), shaded=[(0, 0)])
    bench.run(sight(bench, 0, 2))
    assert bench.at(0, 3) == ONLY_0
    assert bench.at(0, 1) == ONLY_0 or bench.at(0, 4) == ONLY_0


def test_a_one_shades_its_neighbours() -> None:
    bench = Bench(puzzle_of("kurodoko", ". . .", ". 1 .", ". . ."))
    bench.run(sight(bench, 1, 1))
    assert bench.cells(ONLY_1) == {(0, 1), (1, 0), (1, 2), (2, 1)}


def test_seeing_too_much_or_too_little_is_a_contradiction() -> None:
    bench = Bench(puzzle_of("kurodoko", "1 . ."), white=[(0, 1)])
    with pytest.raises(Contradiction, match="already sees 2 cells"):
        bench.run(sight(bench, 0, 0))
    bench = Bench(puzzle_of("kurodoko", "4 . ."))
    with pytest.raises(Contradiction, match="can see at most 3 cells"):
        bench.run(sight(bench, 0, 0))


def test_white_cells_leave_gaps_in_the_counts() -> None:
    """Bounds alone see 2..7 and deduce nothing; the exact counts leave one way: the 3
    sees none to the left and two to the right."""
    bench = Bench(puzzle_of("kurodoko", ". . . 3 . . ."), white=[(0, 1), (0, 4)])
    bench.run(sight(bench, 0, 3))
    assert [bench.at(0, c) for c in (2, 5, 6)] == [ONLY_1, ONLY_0, ONLY_1]
    assert (
        "The 3 at row 1, column 4 can only see 0 cells looking left (white cells leave no "
        "other count that adds up), so row 1, column 3 is shaded." in bench.reasons
    )


def test_a_count_no_gap_allows_is_a_contradiction() -> None:
    # Each side shows 0, 2 or 3 cells (a white cell one step away cannot end a view), so
    # never 1 in all: bounds alone allow 1 to 7.
    bench = Bench(puzzle_of("kurodoko", ". . . 2 . . ."), white=[(0, 1), (0, 5)])
    with pytest.raises(Contradiction, match="cannot be made up by counts"):
        bench.run(sight(bench, 0, 3))


def test_guesses_go_to_the_tightest_number() -> None:
    puzzle = puzzle_of("kurodoko", "2 . . . .", ". . . . .", ". . . . 9")
    bench = Bench(puzzle)
    sights = [rule for rule in GENRE.build(puzzle).propagators if isinstance(rule, Sight)]
    choose = TightestNumber(bench.board, sights)
    # The 2 may see 1 to 7 cells (room 6), the 9 sees 1 to 7 too; the 2 failed once.
    sights[0].failures = 1
    assert choose(bench.store) in (1, 5)  # the end of the 2's run, along its longest way
    for cell in range(puzzle.width * puzzle.height):
        bench.store.narrow(cell, ONLY_0)
    assert choose(bench.store) is None  # every run closed by the edges


def test_kurodoko_guesses_try_shaded_first() -> None:
    assert shaded_first(3, EITHER) == (ONLY_1, ONLY_0)
    assert GENRE.build(puzzle_of("kurodoko", "2 .")).params.split is shaded_first


def test_numbered_cells_start_white() -> None:
    model = GENRE.build(puzzle_of("kurodoko", "2 .", ". ."))
    assert model.domains == [ONLY_0, EITHER, EITHER, EITHER]


# -- the checker and the words -------------------------------------------------------------
def grid(*rows: str) -> tuple[tuple[bool, ...], ...]:
    return tuple(tuple(ch == "#" for ch in row) for row in rows)


def test_checker_accepts_an_answer() -> None:
    puzzle = puzzle_of("hitori", "1 1 2", "2 3 1", "3 2 1")
    assert check_answer(puzzle, grid("#..", "...", "..#")) == []


@pytest.mark.parametrize(
    ("variant", "rows", "answer", "complaint"),
    [
        ("free", [". . .", ". . ."], ("##.", "..."), "touch"),
        ("free", [". . .", ". . ."], (".#.", "#.."), "not connected"),
        ("free", [". . .", ". . ."], (".#.",), "not a 3x2 grid"),
        ("free", ["."], ("#",), "no cell is white"),
        ("hitori", ["1 1 2", "2 3 1", "3 2 1"], ("...", "...", "..#"), "white 1 repeats"),
        ("kurodoko", ["2 . .", ". . ."], ("...", "..."), "sees 4 cells"),
        ("kurodoko", ["2 . .", ". . ."], ("#..", "..."), "is shaded"),
    ],
)
def test_checker_finds_each_broken_rule(variant, rows, answer, complaint) -> None:
    problems = check_answer(puzzle_of(variant, *rows), grid(*answer))
    assert any(complaint in problem for problem in problems), problems


def test_cell_words() -> None:
    board = Board(free(4, 3))
    assert board.describe(5, ONLY_1) == "row 2, column 2 shaded"
    assert board.describe(5, ONLY_0) == "row 2, column 2 white"
    assert board.region([0, 1]) == "the 2 cells of row 1, columns 1-2"
    assert board.region([0, 4, 5]) == "the 3 cells in the top-left corner"
    assert board.region([5, 6, 9]) == "the 3 cells around row 2, column 2"
    assert board.run([2, 6, 10]) == "column 3, rows 1-3"
