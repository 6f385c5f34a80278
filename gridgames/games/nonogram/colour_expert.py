"""Expert colour puzzles: two-colour noise repaired towards one answer while the hard
solver stays stuck (`expert_graded`); big boards framed around a 15x15 one.

Coloured clues say so much that probing finishes almost every unique drawn picture, so
expert starts from two-colour noise, which the hard solver leaves stuck: while a search
finds two answers, one cell where they differ takes the other answer's value; once the
answer is unique the hard solver must still be stuck, and a change after which it (or
line logic alone) finishes overshot: it is taken back and another such cell is tried.

The search comes first and the hard solver (`grading.Grader`, all its probing) only runs
once the answer is unique: while there are two answers it cannot finish, so the same
repairs are made, and the staged solve, nine tenths of the time before (cProfile, 20x20
seed 4: 23.6 of 30 s), runs once or twice a picture instead of every round. The search
starts from line logic's fixpoint (`colour_quick`) and does not probe: probing every
open cell of sparse noise at the root was 90% of the searches' time, and a plain
backtracking search finds two answers of such noise at once.

Boards of EXPERT_WINDOW_BOARD_SIDE and up are built around an expert EXPERT_WINDOW_SIDE
puzzle as medium and hard ones are around theirs (`colour_window`): the frame of
background keeps the window's lines to its own blocks, so once the rest is solved the
window is the small puzzle again, which the hard solver cannot finish, and its one answer
is the board's. The rest is repaired until the hard solver leaves only window cells open
(`colour_generate.make_graded`, `stuck_window`). Smaller windows were slower: two-colour
experts are rarest on small boards (12x12 noise: 1.1 s a puzzle on average, 15x15 0.7 s).
"""

from __future__ import annotations

import random

from ...engine.budget import Budget
from ...grading import Grader
from .colour import Palette
from .colour_picture import from_picture
from .colour_quick import Solvers, line_fixpoint
from .generator import _two_answers as two_answers
from .genre import GENRE
from .puzzle import NonogramPuzzle

Picture = list[list[int]]

#: Cells an expert picture may change on its way to one answer before it is dropped.
EXPERT_CHANGES = 60
#: The share of background in the noise expert starts from (`colour_generate.speckle`).
#: 15x15, 24 seeds, CPU median / worst: 0.55 0.64 / 2.2 s, 0.6 1.1 / 3.2 s, 0.65 0.54 /
#: 2.0 s, 0.7 0.97 / 8.5 s (sparser noise has more answers and longer searches; denser
#: is read by line logic).
EXPERT_BACKGROUND = 0.65
#: A picture that line logic leaves with more of its cells open is dropped.
EXPERT_OPEN_LIMIT = 0.8
#: The side of the expert puzzle big boards are built around, and the smallest board
#: built that way (smaller ones are made whole: a 17x17 board would be all window and
#: frame).
EXPERT_WINDOW_SIDE, EXPERT_WINDOW_BOARD_SIDE = 15, 18


def expert_graded(
    rng: random.Random, picture: Picture, palette: Palette, budget: Budget, solvers: Solvers
) -> NonogramPuzzle | None:
    """The picture's puzzle once its answer is unique (see the module's docstring): expert
    if the hard solver is stuck on it; when every change tried last overshot, the last
    one (easier: the closest grade a run out of time falls back to); None: given up
    (too open, a search past its counted steps, or EXPERT_CHANGES used). The changes are
    made in `picture`. Every limit is counted work, never seconds."""
    width, height = len(picture[0]), len(picture)
    cells = width * height
    changed: tuple[int, int, int] | None = None  # (row, column, the value it had)
    others: list[tuple[int, int, int]] = []  # (row, column, the other answer's value)
    for _ in range(EXPERT_CHANGES + 1):
        look = line_fixpoint(picture, len(palette) - 1, solvers)
        open_cells = [i for i in range(cells) if look[i] & (look[i] - 1)]
        puzzle = from_picture(tuple(map(tuple, picture)), palette)
        if open_cells:
            if len(open_cells) > EXPERT_OPEN_LIMIT * cells:
                return None
            model = GENRE.build(puzzle, solvers)
            rival = two_answers(model, look, cells, budget, probing=False)
            if rival is None:  # too long a search
                return None
            if rival[1] is not None:
                others = [c for c in (_other(picture, i, width, *rival) for i in open_cells) if c]
                rng.shuffle(others)
                changed = _change(picture, others.pop())
                continue
            model.domains = look
            if not Grader(model, budget).finishes("expert"):
                return puzzle  # unique, and the hard solver is stuck
        if changed is None or not others:
            return puzzle  # line logic or probing reads it: the closest grade so far
        _change(picture, changed)  # too far: take it back, try another cell
        changed = _change(picture, others.pop())
    return None


def _change(picture: Picture, change: tuple[int, int, int]) -> tuple[int, int, int]:
    """Gives a cell a value; returns the change that takes it back."""
    r, c, value = change
    old = picture[r][c]
    picture[r][c] = value
    return r, c, old


def _other(
    picture: Picture, i: int, width: int, first: list[int], second: list[int]
) -> tuple[int, int, int] | None:
    """(row, column, value) giving cell i a value of one of the two answers that the
    picture does not have there, if the answers differ there (None otherwise)."""
    if first[i] == second[i]:
        return None
    r, c = divmod(i, width)
    value = second[i] if picture[r][c] == first[i].bit_length() - 1 else first[i]
    return r, c, value.bit_length() - 1
