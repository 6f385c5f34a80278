"""The colour board's judgements against brute force: a line fits when some colouring of
its undecided cells matches its clue; a boxed run is struck as block j when every such
colouring makes it block j; a finished line crosses its undecided cells; saved moves
read back exactly, and a damaged one is refused."""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest

from gridgames.formats.detect import load_puzzle
from gridgames.games.bridge import bridge_for
from gridgames.games.nonogram.colour_checker import colour_runs
from gridgames.games.nonogram.play_colour import (
    colour_boxed_runs,
    colour_line_fits,
    colour_settled_blocks,
    mark_of,
    value_of,
)
from gridgames.games.play import CellMove, Mark, new_play

THREE = Path(__file__).parent / "data" / "colour" / "three-5x6.gg"
VALUES = 3  # the background and two colours
MARKS = (Mark.EMPTY, mark_of(0), mark_of(1), mark_of(2))
CLUES = [(), ((1, 1),), ((2, 1),), ((1, 1), (1, 1)), ((1, 1), (1, 2)), ((2, 2), (1, 1)),
         ((1, 2), (2, 1), (1, 2))]  # fmt: skip


def completions(line: tuple[int, ...], clue) -> list[tuple[int, ...]]:
    """Every colouring of the line's undecided cells whose runs are the clue."""
    choices = [range(VALUES) if mark == Mark.EMPTY else (value_of(mark),) for mark in line]
    return [values for values in product(*choices) if colour_runs(values) == clue]


def run_index(values: tuple[int, ...], start: int) -> int:
    """Which run of a colouring starts at `start`."""
    return sum(1 for i in range(start + 1) if values[i] and (i == 0 or values[i - 1] != values[i]))


@pytest.mark.parametrize("length", [1, 2, 3, 4, 5])
def test_fits_and_struck_numbers_match_brute_force(length) -> None:
    for clue in CLUES:
        for line in product(MARKS, repeat=length):
            found = completions(line, clue)
            assert colour_line_fits(clue, line, VALUES) == bool(found), (clue, line)
            expected: set[int] = set()
            if found:
                for start, _end, _mark in colour_boxed_runs(line):
                    blocks = {run_index(values, start) - 1 for values in found}
                    if len(blocks) == 1:
                        expected |= blocks
            assert colour_settled_blocks(clue, line, VALUES) == expected, (clue, line)


def test_a_finished_line_crosses_its_undecided_cells_with_auto_cross() -> None:
    play = new_play(load_puzzle(str(THREE)))
    # Row 4 is "1b": blue at column 3 finishes it.
    move = CellMove(((3, 2, mark_of(3)),))
    crossed = play.with_lines_crossed_off(move)
    extra = {(r, c) for r, c, mark in crossed.cells if mark == Mark.CROSS}
    assert extra == {(3, 0), (3, 1), (3, 3), (3, 4)}
    assert play.marks[3] == [Mark.EMPTY] * 5  # only worked out, not made


def test_moves_round_trip_and_a_colour_outside_the_palette_is_refused() -> None:
    play = new_play(load_puzzle(str(THREE)))
    move = CellMove(((0, 0, mark_of(1)), (0, 4, Mark.CROSS), (1, 3, mark_of(3))))
    assert play.move_from_record(play.move_record(move)) == move
    for bad in ([0, 0, 6], [0, 0, 1], [9, 0, 3]):
        with pytest.raises(ValueError):
            play.move_from_record({"cells": [bad]})


def test_the_bridge_reads_and_shows_one_value_per_painted_cell() -> None:
    puzzle = load_puzzle(str(THREE))
    play = new_play(puzzle)
    play.apply(CellMove(((0, 0, mark_of(1)), (0, 4, Mark.CROSS))))
    bridge = bridge_for(puzzle)
    domains = bridge.to_domains(play)
    assert domains[:5] == [0b0010, 0b1111, 0b1111, 0b1111, 0b0001]
    fresh = new_play(puzzle)
    assert fresh.apply(bridge.move_for(fresh, domains, range(5))) is not None
    assert fresh.snapshot() == play.snapshot()
    assert bridge.move_for(fresh, [0b0110] * 30, [1]) is None  # red or green: undecided
