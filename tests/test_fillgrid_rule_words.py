"""Fill-grid rules (games/fillgrid/): the Kurodoko sight rule against a brute-force count
of what each number can see, and the exact words, rule names and focus of the fill-grid
reasons and dead ends that the other tests only match in part."""

from __future__ import annotations

import itertools
import random

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Store
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.branching import TightestNumber
from gridgames.games.fillgrid.connectivity import Connected, regions
from gridgames.games.fillgrid.genre import GENRE
from gridgames.games.fillgrid.hitori import Pattern, hitori_rules
from gridgames.games.fillgrid.kurodoko import Sight, rays
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from tests.test_fillgrid_rules import Bench, duplicates_of, free, puzzle_of, sight

WHITE, SHADED = ONLY_0, ONLY_1


def counts(dom: list[int], ray: tuple[int, ...]) -> list[int]:
    """How many cells the number may see along `ray`: k white cells, then a shaded cell or
    the edge."""
    return [
        k
        for k in range(len(ray) + 1)
        if all(dom[x] & WHITE for x in ray[:k]) and (k == len(ray) or dom[ray[k]] & SHADED)
    ]


def views(dom: list[int], cell: int, number: int, board: Board) -> set[tuple[int, ...]]:
    """Every (up, left, right, down) count the state allows that adds up to the number."""
    options = [counts(dom, ray) for ray in rays(board, cell)]
    return {view for view in itertools.product(*options) if sum(view) == number - 1}


@pytest.mark.parametrize("seed", range(6))
def test_sight_keeps_every_view_and_settles_what_they_agree_on(seed: int) -> None:
    """Run alone to its fixpoint, the sight rule fails exactly when no view adds up; else it
    keeps every view that adds up, and leaves nothing the views settle: the cells before
    each direction's fewest count are white, and a direction with one count left ends with
    a shaded cell."""
    rng = random.Random(seed)
    outcomes = {"dead": 0, "narrowed": 0}
    for _ in range(150):
        width, height = rng.randint(1, 6), rng.randint(1, 6)
        if width * height < 2:
            continue
        cell = rng.randrange(width * height)
        number = rng.randint(1, width + height - 1)
        numbers = [[None] * width for _ in range(height)]
        numbers[cell // width][cell % width] = number
        puzzle = FillGridPuzzle(width, height, "kurodoko", tuple(map(tuple, numbers)))
        board = Board(puzzle)
        store = Store(GENRE.build(puzzle))
        dom = store.dom
        for other in range(width * height):
            if other != cell:
                dom[other] = rng.choice((EITHER, EITHER, EITHER, WHITE, WHITE, SHADED))
        dom[cell] = WHITE
        before = list(dom)
        want = views(before, cell, number, board)
        rule = Sight(board, cell, number)
        if not want:
            with pytest.raises(Contradiction) as caught:
                rule.propagate(store)
            assert caught.value.rule == "sight"
            assert rule.failures == 1
            outcomes["dead"] += 1
            continue
        rule.propagate(store)
        assert views(dom, cell, number, board) == want
        lines = rays(board, cell)
        for d, ray in enumerate(lines):
            shown = {view[d] for view in want}
            assert all(dom[x] == WHITE for x in ray[: min(shown)])
            if len(shown) == 1 and (k := shown.pop()) < len(ray):
                assert dom[ray[k]] == SHADED
        seen = {x for ray in lines for x in ray}
        assert all(dom[x] == before[x] for x in range(len(dom)) if x not in seen)
        outcomes["narrowed"] += dom != before
    assert min(outcomes.values()) >= 10, outcomes


def one_row(tokens: str, column: int, white: list[tuple[int, int]] = ()) -> Bench:
    """A one-row Kurodoko with its number at `column`, after its sight rule ran."""
    bench = Bench(puzzle_of("kurodoko", tokens), white=white)
    return bench.run(sight(bench, 0, column))


def test_sight_reasons_word_for_word() -> None:
    bench = one_row("2 . . .", 0)
    assert bench.reasons == [
        "The 2 at row 1, column 1 sees at most 1 cell without looking right, so it sees at "
        "least 1 looking right: row 1, column 2 is white.",
        "The 2 at row 1, column 1 already sees 1 cell without looking right, so it sees at "
        "most 1 looking right: row 1, column 3 is shaded.",
    ]
    assert [step.rule for step in bench.steps] == ["sight", "sight"]
    assert [step.focus for step in bench.steps] == [((0, 0), (0, 1)), ((0, 0), (0, 2))]


def test_counts_white_cells_leave_open_read_word_for_word() -> None:
    # Left of the 2, column 2 unknown and column 1 white: the left view shows 0 cells
    # (column 2 shaded) or 2 (to the edge), never 1; the right view 0 or 1. Only 0 + 1
    # adds up to the 1 the 2 needs.
    bench = one_row(". . 2 .", 2, white=[(0, 0)])
    assert [bench.at(0, c) for c in range(4)] == [WHITE, SHADED, WHITE, WHITE]
    shaded, white = bench.steps
    assert (shaded.rule, shaded.focus, white.rule, white.focus) == (
        "sight", ((0, 2), (0, 1)), "sight", ((0, 2), (0, 3))
    )  # fmt: skip
    assert shaded.reason == (
        "The 2 at row 1, column 3 can only see 0 cells looking left (white cells leave no "
        "other count that adds up), so row 1, column 2 is shaded."
    )
    assert white.reason == (
        "The 2 at row 1, column 3 cannot see fewer than 1 cell looking right: the other "
        "directions cannot make up the rest, so row 1, column 4 is white."
    )
    # Left of the 3: 0 or 3 cells; right: 0, 1 or 2; only 0 + 2 makes the 2 it needs.
    bench = one_row(". . . 3 . .", 3, white=[(0, 0), (0, 1)])
    assert [bench.at(0, c) for c in range(6)] == [WHITE, WHITE, SHADED, WHITE, WHITE, WHITE]
    assert bench.reasons[1] == (
        "The 3 at row 1, column 4 cannot see fewer than 2 cells looking right: the other "
        "directions cannot make up the rest, so row 1, columns 5-6 are white."
    )
    assert bench.steps[1].focus == ((0, 3), (0, 4), (0, 5))


def test_sight_dead_ends_word_for_word() -> None:
    bench = Bench(puzzle_of("kurodoko", "1 . ."), white=[(0, 1)])
    rule = sight(bench, 0, 0)
    with pytest.raises(Contradiction) as caught:
        bench.run(rule)
    assert (caught.value.rule, caught.value.reason) == (
        "sight",
        "The 1 at row 1, column 1 already sees 2 cells.",
    )
    assert tuple(caught.value.focus) == ((0, 0),)
    assert rule.failures == 1
    with pytest.raises(Contradiction):
        bench.run(rule)
    assert rule.failures == 2

    bench = Bench(puzzle_of("kurodoko", ". 4", ". ."))
    with pytest.raises(Contradiction) as caught:
        bench.run(sight(bench, 0, 1))
    assert caught.value.reason == "The 4 at row 1, column 2 can see at most 3 cells."
    # Exactly the number in reach is no dead end.
    bench = Bench(puzzle_of("kurodoko", ". 3", ". ."))
    bench.run(sight(bench, 0, 1))
    assert bench.cells(WHITE) >= {(0, 0), (1, 1)}

    bench = Bench(puzzle_of("kurodoko", ". . . 2 . . ."), white=[(0, 1), (0, 5)])
    with pytest.raises(Contradiction) as caught:
        bench.run(sight(bench, 0, 3))
    assert caught.value.reason == "cannot be made up by counts the four directions allow"
    assert caught.value.rule == "sight" and tuple(caught.value.focus) == ((0, 3),)

    bench = Bench(puzzle_of("kurodoko", "4 . ."))
    bench.store.explain = False
    with pytest.raises(Contradiction) as caught:
        bench.run(sight(bench, 0, 0))
    assert caught.value.reason == ""


def test_two_white_copies_name_the_line_and_both_cells() -> None:
    bench = Bench(puzzle_of("hitori", "1 2", "3 4", "1 5"), white=[(0, 0), (2, 0)])
    with pytest.raises(Contradiction) as caught:
        bench.run(duplicates_of(bench.board, 1))
    assert caught.value.rule == "duplicates"
    assert caught.value.reason == (
        "Column 1 has two white 1s, at row 1, column 1 and row 3, column 1."
    )
    assert tuple(caught.value.focus) == ((0, 0), (2, 0))
    bench.store.explain = False
    with pytest.raises(Contradiction) as caught:
        bench.run(duplicates_of(bench.board, 1))
    assert caught.value.reason == ""


def test_regions_leave_out_shaded_cells_and_the_skipped_one() -> None:
    board = Board(free(3, 2))
    key = b"010000"  # Connected's key: "1" for a shaded cell

    def groups(skip: int = -1) -> list[list[int]]:
        return [sorted(group) for group in regions(key, board.neighbours, skip=skip)]

    assert groups() == [[0, 2, 3, 4, 5]]
    assert groups(skip=4) == [[0, 3], [2, 5]]
    assert groups(skip=0) == [[2, 3, 4, 5]]


def test_cut_reasons_name_the_smaller_side_wherever_it_lies() -> None:
    # Shading row 1, column 1 would split row 1, column 2 from row 2, column 1.
    bench = Bench(free(2, 2), shaded=[(1, 1)])
    bench.run(Connected(bench.board))
    assert bench.at(0, 0) == WHITE
    assert bench.reasons[0] == (
        "Shading row 1, column 1 would cut off row 1, column 2, so it stays white."
    )
    assert bench.steps[0].rule == "connected"
    assert bench.steps[0].focus == ((0, 0), (0, 1))
    # The small side is the bottom-right corner, after the big one in cell order.
    bench = Bench(free(4, 4), shaded=[(3, 1), (2, 2)], white=[(3, 2), (2, 3)])
    bench.run(Connected(bench.board))
    assert bench.at(1, 3) == WHITE
    step = next(s for s in bench.steps if "row 2, column 4 would" in s.reason)
    assert step.reason == (
        "Shading row 2, column 4 would cut off the 3 cells in the bottom-right corner, so it "
        "stays white."
    )
    assert step.focus[0] == (1, 3) and set(step.focus[1:]) == {(2, 3), (3, 2), (3, 3)}


def test_guesses_go_to_the_number_with_least_room_first_among_equals() -> None:
    puzzle = puzzle_of("kurodoko", "3 . . . .", ". . . . .", ". . . . 9")
    bench = Bench(puzzle, shaded=[(0, 3), (2, 0)])
    sights = [rule for rule in GENRE.build(puzzle).propagators if isinstance(rule, Sight)]
    choose = TightestNumber(bench.board, sights)
    # The 3 sees 2 more cells at most to the right, 1 down: room 3, at row 1, column 2
    # (its widest way). The 9: 3 to the left, 2 up: room 5.
    assert choose(bench.store) == 1
    # Failures there make a number tighter: 2 failures give the 9 a score 3/5 > 1/3.
    sights[1].failures = 2
    assert choose(bench.store) == 13
    # Equal scores: the first number.
    twins = puzzle_of("kurodoko", "2 . .", ". . .", ". . 2")
    bench = Bench(twins)
    sights = [rule for rule in GENRE.build(twins).propagators if isinstance(rule, Sight)]
    assert TightestNumber(bench.board, sights)(bench.store) == 1


def test_a_pattern_notes_its_step_once_with_its_cells() -> None:
    bench = Bench(puzzle_of("hitori", "4 1 4"))
    (sandwich,) = [rule for rule in hitori_rules(bench.board) if isinstance(rule, Pattern)]
    bench.run(sandwich).run(sandwich)  # the second time it has nothing left to say
    (step,) = bench.steps
    assert (step.rule, step.focus) == ("sandwich", ((0, 0), (0, 1), (0, 2)))
