"""Nonogram play state: strokes, line feasibility on a partial line, satisfied lines."""

from __future__ import annotations

import itertools

from gridgames.formats.non import read_non
from gridgames.games.nonogram.play import NonogramPlay, line_fits, runs
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.play import CellMove, Mark
from tests.helpers import shared

E, F, X = Mark.EMPTY, Mark.FILL, Mark.CROSS


def brute_fits(clue: tuple[int, ...], line: tuple[Mark, ...]) -> bool:
    """Some completion of the undecided cells has exactly the clue's blocks."""
    free = [i for i, mark in enumerate(line) if mark == E]
    for choice in itertools.product((F, X), repeat=len(free)):
        full = list(line)
        for i, mark in zip(free, choice, strict=True):
            full[i] = mark
        if runs(full) == clue:
            return True
    return False


def test_line_fits_agrees_with_brute_force_on_every_short_line() -> None:
    for n in range(0, 7):
        clues = {runs(line) for line in itertools.product((F, X), repeat=n)}
        for line in itertools.product((E, F, X), repeat=n):
            for clue in clues | {(n + 1,)}:
                assert line_fits(clue, line) == brute_fits(clue, line), (clue, line)


# 3x3 plus:  .#.  ###  .#.
PLUS = NonogramPuzzle(3, 3, ((1,), (3,), (1,)), ((1,), (3,), (1,)))


def test_stroke_fills_blank_cells_and_leaves_crosses_alone() -> None:
    play = NonogramPlay(PLUS)
    play.apply(CellMove(((1, 1, X),)))
    move = play.stroke((1, 0), [(1, 0), (1, 1), (1, 2)], F)
    assert move == CellMove(((1, 0, F), (1, 2, F)))


def test_stroke_from_a_filled_cell_clears_filled_cells() -> None:
    play = NonogramPlay(PLUS)
    play.apply(CellMove(((1, 0, F), (1, 1, F), (1, 2, X))))
    play.apply(play.stroke((1, 0), [(1, 0), (1, 1), (1, 2)], F))
    assert play.row(1) == (E, E, X)
    play.apply(play.stroke((1, 2), [(1, 2)], X))
    assert play.row(1) == (E, E, E)


def test_apply_returns_the_exact_inverse() -> None:
    play = NonogramPlay(PLUS)
    play.apply(CellMove(((0, 0, X), (0, 1, F))))
    before = play.snapshot()
    undo = play.apply(CellMove(((0, 0, F), (0, 2, X), (0, 1, E))))
    play.apply(undo)
    assert play.snapshot() == before


def test_mistakes_flag_lines_that_cannot_match_and_done_lines() -> None:
    play = NonogramPlay(PLUS)
    play.apply(CellMove(((0, 0, F), (0, 1, F))))  # a 2 in a row whose clue is 1
    mistakes = play.mistakes()
    assert mistakes.rows == {0}
    assert mistakes.cols == set()  # column 0 (clue 1) and column 1 (clue 3) may still fit
    assert "row 1" in mistakes.messages[0]
    play.apply(CellMove(((0, 0, E), (1, 0, F), (1, 1, F), (1, 2, F))))
    assert play.row_done(0) and play.row_done(1) and not play.row_done(2)
    assert not play.mistakes()


def test_solved_by_the_rules_on_a_real_puzzle() -> None:
    path = shared("data", "nonogram", "nonogram-db", "db", "webpbn", "1.non")
    puzzle = read_non(path.read_text(encoding="utf-8"), str(path))
    play = NonogramPlay(puzzle)
    cells = [
        (r, c) for r, row in enumerate(puzzle.given_solution) for c, on in enumerate(row) if on
    ]
    play.apply(CellMove(tuple((r, c, F) for r, c in cells[:-1])))
    assert not play.is_solved() and not play.mistakes()
    play.apply(CellMove(((*cells[-1], F),)))
    assert play.is_solved()
    assert all(play.row_done(r) for r in range(puzzle.height))
