"""The bridges between player boards and engine domains, per genre, without Qt.

What the animation and hints rely on: a traced solve replayed through `move_for` ends in
a board the rules call solved (guesses and backtracks included); `to_domains` reads back
what `move_for` wrote; `move_between` turns one snapshot into another; `first_wrong`
points at the first mark that contradicts the answer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gridgames.engine import Replay, Search, StepKind, full
from gridgames.formats.detect import load_puzzle
from gridgames.games.bridge import bridge_for, first_conflict
from gridgames.games.play import CellMove, Mark, new_play
from gridgames.games.registry import genre_of
from gridgames.games.shikaku.play import RectMove
from gridgames.games.shikaku.puzzle import Rect
from tests.helpers import PUZZLES

BUILTIN = sorted(p for p in PUZZLES.glob("*/*") if p.suffix in (".gg", ".non"))


def solve_through_bridge(path: Path, initial_moves=(), probing: bool = True):
    puzzle = load_puzzle(str(path))
    model = genre_of(puzzle).build(puzzle)
    play, bridge = new_play(puzzle), bridge_for(puzzle)
    for move in initial_moves:
        play.apply(move)
    start = [a & b for a, b in zip(bridge.to_domains(play), model.domains, strict=True)]
    result = Search(model, max_solutions=1, trace=True, probing=probing, initial=start).run()
    state = Replay(start)
    move = bridge.move_for(play, start, range(len(start)))  # what the model decides at once
    if move is not None:
        play.apply(move)
    for step in result.steps:
        move = bridge.move_for(play, state.dom, state.apply(step))
        if move is not None:
            play.apply(move)
    return puzzle, play, bridge, result


@pytest.mark.parametrize("path", BUILTIN, ids=lambda p: p.name)
def test_a_replayed_solve_solves_the_board(path: Path) -> None:
    _, play, bridge, result = solve_through_bridge(path)
    assert result.status == "found"
    assert play.is_solved()
    assert bridge.to_domains(play) == result.solution or play.puzzle.genre == "fillgrid"


def test_kurodoko_numbers_are_left_alone_and_come_from_the_model() -> None:
    _, play, bridge, result = solve_through_bridge(
        PUZZLES / "mit-samples" / "pzprjs-kurodoko-5x5.gg"
    )
    numbered = [
        r * play.puzzle.width + c
        for r, row in enumerate(play.puzzle.numbers)
        for c, n in enumerate(row)
        if n is not None
    ]
    assert all(play.marks[v // play.puzzle.width][v % play.puzzle.width] == Mark.EMPTY
               for v in numbered)  # fmt: skip
    domains = bridge.to_domains(play)
    assert all(domains[v] & result.solution[v] for v in range(len(domains)))


def test_backtracks_take_guessed_rectangles_away_again() -> None:
    """Seed 000 needs guesses without probing: a refuted one may overlap a fixed rectangle
    for a moment; the fixed one must survive the backtrack."""
    path = PUZZLES / "seeds" / "seed000-shikaku-12x12.gg"
    puzzle, play, _, result = solve_through_bridge(path, probing=False)
    assert any(step.kind is StepKind.BACKTRACK for step in result.steps)
    assert play.is_solved() and len(play.rects) == len(puzzle.clues)


def test_a_solve_from_the_players_rectangles_keeps_them() -> None:
    path = PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"
    answer = load_puzzle(str(path)).given_solution
    mine = RectMove(add=answer[:3])
    _, play, _, result = solve_through_bridge(path, [mine])
    assert play.is_solved() and set(answer[:3]) <= play.rects


def test_to_domains_fixes_only_real_places() -> None:
    puzzle = load_puzzle(str(PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"))
    play, bridge = new_play(puzzle), bridge_for(puzzle)
    empty = bridge.to_domains(play)
    assert all(d.bit_count() > 1 or len(bridge.boxes(v, d)) == 1 for v, d in enumerate(empty))
    play.apply(RectMove(add=(Rect(0, 0, 1, 1),)))  # holds no number at its area: fixes none
    assert bridge.to_domains(play) == empty
    right = puzzle.given_solution[0]
    play.apply(RectMove(remove=(Rect(0, 0, 1, 1),), add=(right,)))
    fixed = bridge.to_domains(play)
    assert fixed[0].bit_count() == 1 and bridge.boxes(0, fixed[0]) == (right,)


@pytest.mark.parametrize(
    "name", ["pzprjs-test-6x6.gg", "pzprjs-hitori-4x4.gg", "pzprjs-kurodoko-5x5.gg"]
)
def test_move_between_snapshots(name: str) -> None:
    puzzle, play, bridge, _ = solve_through_bridge(PUZZLES / "mit-samples" / name)
    solved = play.snapshot()
    empty = new_play(puzzle)
    forward = bridge.move_between(empty.snapshot(), solved)
    empty.apply(forward)
    assert empty.snapshot() == solved
    assert bridge.move_between(solved, solved) is None
    back = bridge.move_between(solved, new_play(puzzle).snapshot())
    play.apply(back)
    assert play.snapshot() == new_play(puzzle).snapshot()


def test_first_wrong_points_at_the_first_bad_mark_in_reading_order() -> None:
    puzzle = load_puzzle(str(PUZZLES / "webpbn-cc-by" / "1.non"))
    model = genre_of(puzzle).build(puzzle)
    solution = Search(model, max_solutions=1).run().solution
    play, bridge = new_play(puzzle), bridge_for(puzzle)
    assert bridge.first_wrong(play, solution) is None
    goal = puzzle.given_solution
    wrong_cells = [(r, c) for r in range(puzzle.height) for c in range(puzzle.width)
                   if not goal[r][c]][3:5]  # fmt: skip
    right_cell = next((r, c) for r in range(puzzle.height) for c in range(puzzle.width)
                      if goal[r][c])  # fmt: skip
    play.apply(CellMove(tuple((r, c, Mark.FILL) for r, c in [right_cell, *wrong_cells])))
    wrong = bridge.first_wrong(play, solution)
    r, c = wrong_cells[0]
    assert wrong.var == r * puzzle.width + c and wrong.box == (r, c, 1, 1)
    assert wrong.describe() == f"row {r + 1}, column {c + 1}"
    assert first_conflict(bridge.to_domains(play), solution) == wrong.var


def test_a_wrong_rectangle_is_named_by_its_box() -> None:
    puzzle = load_puzzle(str(PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"))
    model = genre_of(puzzle).build(puzzle)
    solution = Search(model, max_solutions=1).run().solution
    play, bridge = new_play(puzzle), bridge_for(puzzle)
    clue = puzzle.clues[0]  # the 3 at row 1, column 5: its answer is row 1, columns 4-6
    places = bridge.boxes(0, full(len(bridge.rects[0])))
    wrong_place = next(r for r in places if r != puzzle.given_solution[0])
    play.apply(RectMove(add=(wrong_place,)))
    wrong = bridge.first_wrong(play, solution)
    assert wrong.var == 0 and wrong.box == wrong_place
    assert wrong.describe().startswith(f"the {wrong_place.height}x{wrong_place.width} rectangle")
    assert clue.value == wrong_place.area
