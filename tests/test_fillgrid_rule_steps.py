"""Fill-grid rules run by hand: the exact step each one tells (rule, words, focus, cells
changed), that a rule which changes nothing tells nothing, and the rules Hitori's numbers
make (found by mutation testing, docs/mutation.md)."""

from __future__ import annotations

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Change, Contradiction
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.connectivity import Connected
from gridgames.games.fillgrid.hitori import Duplicates, Pattern, hitori_rules
from gridgames.games.fillgrid.rules import NoTouch
from tests.test_fillgrid_rules import Bench, duplicates_of, free, puzzle_of

WHITE, SHADED = ONLY_0, ONLY_1


def test_no_touch_tells_its_step_only_when_it_whitens_something() -> None:
    bench = Bench(free(3, 3), shaded=[(1, 1)], white=[(0, 1), (1, 0)])
    bench.run(NoTouch(bench.board, 4))
    (step,) = bench.steps
    assert (step.rule, step.focus) == ("no-touch", ((1, 1),))
    assert step.reason == (
        "Row 2, column 2 is shaded, so the cells beside it stay white: shaded cells never touch."
    )
    assert step.changes == (Change(5, EITHER, WHITE), Change(7, EITHER, WHITE))
    bench.run(NoTouch(bench.board, 4))  # nothing left to whiten: nothing to tell
    assert len(bench.steps) == 1


def test_touching_shaded_cells_are_named_both() -> None:
    bench = Bench(free(3, 3), shaded=[(1, 1), (0, 1)])
    with pytest.raises(Contradiction) as caught:
        bench.run(NoTouch(bench.board, 4))
    assert (caught.value.rule, tuple(caught.value.focus)) == ("no-touch", ((1, 1), (0, 1)))
    assert caught.value.reason == "Row 2, column 2 and row 1, column 2 are both shaded and touch."


def test_a_white_number_tells_every_copy_it_shades_and_nothing_when_none_is_left() -> None:
    # The last copy is already shaded: the step still tells the one it shaded.
    bench = Bench(puzzle_of("hitori", "1 2 1 3 1"), white=[(0, 0)], shaded=[(0, 4)])
    bench.run(duplicates_of(bench.board, 1))
    (step,) = bench.steps
    assert (step.rule, step.focus) == ("duplicates", ((0, 0), (0, 2), (0, 4)))
    assert step.reason == "Row 1, column 1 is a white 1, so the other 1s in row 1 are shaded."
    assert step.changes == (Change(2, EITHER, SHADED),)
    bench.run(duplicates_of(bench.board, 1))
    assert len(bench.steps) == 1


def pattern_steps(*rows: str) -> list:
    bench = Bench(puzzle_of("hitori", *rows))
    for rule in hitori_rules(bench.board):
        if isinstance(rule, Pattern):
            bench.run(rule)
    return bench.steps


def test_a_sandwich_names_its_own_outer_number() -> None:
    (step,) = pattern_steps("4 1 4 2")
    assert step.reason == (
        "Row 1, column 2 sits between two 4s in row 1: shading it would leave both 4s white, "
        "so it stays white."
    )


def test_a_pair_pattern_reads_word_for_word_and_shades_each_cell_once() -> None:
    steps = pattern_steps("3 3 1 4")
    assert steps == []
    (step,) = [step for step in pattern_steps("3 3 1 3") if step.rule == "pair"]
    assert (step.rule, step.focus) == ("pair", ((0, 0), (0, 1), (0, 3)))
    assert step.reason == (
        "The two 3s side by side at row 1, column 1 and row 1, column 2 cannot both be shaded, "
        "so one of them is the white 3 of row 1: the 3 at row 1, column 4 is shaded."
    )
    # Two pairs (3 3 3) shade the last 3 each: one pattern for it.
    board = Board(puzzle_of("hitori", "3 3 3 1 3"))
    pairs = [
        board.cell_of(rule.cell)
        for rule in hitori_rules(board)
        if isinstance(rule, Pattern) and rule.name == "pair"
    ]
    assert sorted(pairs) == [(0, 0), (0, 2), (0, 4)]
    assert all(
        rule.called == f"the {rule.name} rule"
        for rule in hitori_rules(board)
        if isinstance(rule, Pattern)
    )


def test_empty_cells_of_a_bad_hitori_are_nobody_s_copies() -> None:
    board = Board(puzzle_of("hitori", ". 1 . .", "1 . . 1"))
    repeats = {
        (rule.number, tuple(rule.cells))
        for rule in hitori_rules(board)
        if isinstance(rule, Duplicates)
    }
    assert repeats == {(1, (4, 7))}


def test_a_walled_off_region_is_the_smaller_side_and_the_rule_is_named() -> None:
    bench = Bench(free(3, 3), shaded=[(1, 2), (2, 1)])
    with pytest.raises(Contradiction) as caught:
        bench.run(Connected(bench.board))
    assert (caught.value.rule, tuple(caught.value.focus)) == ("connected", ((2, 2),))
    assert caught.value.reason == (
        "The shaded cells wall off row 3, column 3 from the other white cells."
    )
    bench = Bench(free(1, 1), shaded=[(0, 0)])
    with pytest.raises(Contradiction) as caught:
        bench.run(Connected(bench.board))
    assert (caught.value.rule, caught.value.reason) == ("connected", "Every cell is shaded.")
