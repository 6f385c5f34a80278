"""Moves as saved progress: every genre's moves survive JSON exactly, and a record that is not
a move on the board (damaged or hand-edited) is a ValueError, never a half-applied board."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.play import CellMove, Mark, new_play
from gridgames.games.shikaku.play import RectMove
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle

SIZES = st.tuples(st.integers(1, 12), st.integers(1, 12))


def through_json(play, move):
    """What a restart does to a move: record, JSON text, record, move."""
    return play.move_from_record(json.loads(json.dumps(play.move_record(move))))


def cell_moves(width: int, height: int) -> st.SearchStrategy[CellMove]:
    cell = st.tuples(st.integers(0, height - 1), st.integers(0, width - 1), st.sampled_from(Mark))
    return st.lists(cell, max_size=30).map(lambda cells: CellMove(tuple(cells)))


@st.composite
def nonogram_and_move(draw):
    width, height = draw(SIZES)
    puzzle = NonogramPuzzle(width, height, ((),) * height, ((),) * width)
    return puzzle, draw(cell_moves(width, height))


@st.composite
def shikaku_and_move(draw):
    width, height = draw(SIZES)
    puzzle = ShikakuPuzzle(width, height, (Clue(0, 0, width * height),))

    @st.composite
    def rect(draw):
        row, col = draw(st.integers(0, height - 1)), draw(st.integers(0, width - 1))
        return Rect(row, col, draw(st.integers(1, height - row)), draw(st.integers(1, width - col)))

    remove = draw(st.lists(rect(), max_size=6))
    add = draw(st.lists(rect(), max_size=6))
    return puzzle, RectMove(tuple(remove), tuple(add))


@given(nonogram_and_move())
def test_cell_moves_round_trip(case) -> None:
    puzzle, move = case
    play = new_play(puzzle)
    back = through_json(play, move)
    assert back == move
    assert all(type(mark) is Mark for _, _, mark in back.cells)


@given(shikaku_and_move())
def test_rectangle_moves_round_trip(case) -> None:
    puzzle, move = case
    play = new_play(puzzle)
    back = through_json(play, move)
    assert back == move
    assert all(type(rect) is Rect for rect in (*back.remove, *back.add))


@settings(max_examples=60)
@given(nonogram_and_move(), st.data())
def test_a_replayed_log_rebuilds_the_board_and_its_undo(case, data) -> None:
    """Moves made, saved and replayed give the same board; the replayed inverses undo it."""
    puzzle, _ = case
    live, replayed = new_play(puzzle), new_play(puzzle)
    log = data.draw(st.lists(cell_moves(puzzle.width, puzzle.height), max_size=6))
    records = [json.dumps(live.move_record(move)) for move in log]
    for move in log:
        live.apply(move)
    inverses = [replayed.apply(replayed.move_from_record(json.loads(r))) for r in records]
    assert replayed.snapshot() == live.snapshot()
    for inverse in reversed(inverses):
        replayed.apply(inverse)
    assert replayed.snapshot() == new_play(puzzle).snapshot()


def test_fill_grid_moves_round_trip_and_numbers_cannot_be_marked() -> None:
    numbers = ((None, 2), (1, None))
    puzzle = FillGridPuzzle(2, 2, "kurodoko", numbers)
    play = new_play(puzzle)
    move = CellMove(((0, 0, Mark.FILL), (1, 1, Mark.CROSS)))
    assert through_json(play, move) == move
    with pytest.raises(ValueError, match="row 1, column 2"):
        play.move_from_record({"cells": [[0, 1, 1]]})


BAD_CELL_RECORDS = [
    None,
    [],
    "cells",
    {},
    {"cells": None},
    {"cells": [[0, 0]]},
    {"cells": [[0, 0, 3]]},
    {"cells": [[0, 0, -1]]},
    {"cells": [[5, 0, 1]]},
    {"cells": [[0, -1, 1]]},
    {"cells": [[0, 0, True]]},
    {"cells": [[0.0, 0, 1]]},
    {"remove": [], "add": []},
]
BAD_RECT_RECORDS = [
    {"cells": [[0, 0, 1]]},
    {"remove": []},
    {"remove": [[0, 0, 1, 1]], "add": {}},
    {"remove": [], "add": [[0, 0, 0, 1]]},
    {"remove": [], "add": [[0, 0, 3, 1]]},
    {"remove": [], "add": [[1, 1, 1, 2]]},
    {"remove": [], "add": [[0, 0, 1]]},
    {"remove": [], "add": [[0, 0, 1, "1"]]},
]


@pytest.mark.parametrize("record", BAD_CELL_RECORDS, ids=repr)
def test_bad_cell_records_are_value_errors(record) -> None:
    play = new_play(NonogramPuzzle(3, 2, ((), ()), ((), (), ())))
    with pytest.raises(ValueError):
        play.move_from_record(record)


@pytest.mark.parametrize("record", BAD_RECT_RECORDS, ids=repr)
def test_bad_rectangle_records_are_value_errors(record) -> None:
    play = new_play(ShikakuPuzzle(2, 2, (Clue(0, 0, 4),)))
    with pytest.raises(ValueError):
        play.move_from_record(record)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=20,
)


@given(
    st.one_of(
        JSON,
        st.fixed_dictionaries({"cells": JSON}),
        st.fixed_dictionaries({"remove": JSON, "add": JSON}),
    )
)
def test_any_json_is_a_move_or_a_value_error(record) -> None:
    for puzzle in (
        NonogramPuzzle(3, 2, ((), ()), ((), (), ())),
        ShikakuPuzzle(3, 2, (Clue(0, 0, 6),)),
    ):
        play = new_play(puzzle)
        try:
            move = play.move_from_record(record)
        except ValueError:
            continue
        before = play.snapshot()
        play.apply(play.apply(move))  # a decoded move applies and undoes cleanly
        assert play.snapshot() == before
