"""A small colour puzzle set into a bigger picture, and a medium one walked towards hard.

What the colour generator builds medium and hard boards around (`colour_generate`): a
drawn picture is almost always easy once it is unique, so a small puzzle of the grade is
made first and set whole into the board with a frame of background around it. The frame
keeps the window's stretch of each of its lines to exactly the window's own blocks (a
colour run cannot go on across it), so once the rest of the board is solved the window
is the small puzzle again and still needs its technique.

Hard small puzzles are rarer than medium ones (two-colour 8x8 noise: about one in two
non-easy puzzles is medium). A medium one is not thrown away: `harden` changes one cell
at a time, keeps a change that leaves the puzzle medium with as many cells open after
line logic as before (a larger stuck region, where a longer chain is more likely to be
needed), takes back any other, and stops at the first hard one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.budget import Budget
from ...grading import GRADES, Grader
from .colour import Palette
from .colour_picture import from_picture
from .colour_quick import Solvers, line_fixpoint
from .genre import GENRE

Picture = list[list[int]]

#: Background cells around a window (see the module's docstring); without them 5 of 9
#: 30x30 boards built around a hard 8x8 window stayed hard, with them 5 of 5.
FRAME = 1
#: Single-cell changes `harden` tries on one medium puzzle before giving it up. 10x10 hard
#: boards, seeds 0-15, CPU: without the walk 0.24 s a puzzle on average (worst 0.58 s);
#: with 30 changes 4 of 14 walks ended hard, 100: 9 of 13, 150: 8 of 10, each 0.15-0.16 s.
HARDEN_EDITS = 100


def takes_window(width: int, height: int, side: int, board_side: int) -> bool:
    """Is a board built around a `side` x `side` window? When its longer side is at least
    `board_side` and the window fits across the shorter one: from edge to edge if need be,
    since `set_window` frames it only where the board has room (repaired whole, a 50x15
    colour expert found none in 100 s of CPU, a 50x16 black-and-white one took 6.5 s)."""
    return min(width, height) >= side and max(width, height) >= board_side


def set_window(
    picture: Picture, window: Sequence[Sequence[int]], top: int, left: int,
    values: Sequence[int],
) -> frozenset[int]:  # fmt: skip
    """Writes `window` (its values mapped through `values`, 0 staying background) into
    `picture` with its top left cell at (top, left), and FRAME cells of background around
    it where the board has room; returns those cells (row-major indices), window and
    frame, which repairs must leave as they are."""
    height, width = len(picture), len(picture[0])
    side_rows, side_columns = len(window), len(window[0])
    fixed = []
    for r in range(max(0, top - FRAME), min(height, top + side_rows + FRAME)):
        for c in range(max(0, left - FRAME), min(width, left + side_columns + FRAME)):
            inside = top <= r < top + side_rows and left <= c < left + side_columns
            picture[r][c] = values[window[r - top][c - left]] if inside else 0
            fixed.append(r * width + c)
    return frozenset(fixed)


def staged_grade(
    picture: Sequence[Sequence[int]], palette: Palette, budget: Budget, solvers: Solvers
) -> tuple[str, int]:
    """The picture's grade as far as hard ('stuck' beyond: several answers or expert), the
    stages of `grading.Grader.run` in its order, and the cells line logic leaves open."""
    look = line_fixpoint(picture, len(palette) - 1, solvers)
    open_cells = sum(1 for domain in look if domain & (domain - 1))
    if not open_cells:
        return "easy", 0
    model = GENRE.build(from_picture(tuple(map(tuple, picture)), palette), solvers)
    model.domains = look  # the easy stage's fixpoint: the same, whatever the order
    grader = Grader(model, budget)
    if grader.finishes("medium"):
        return "medium", open_cells
    if not grader.broken and grader.reaches("hard", GRADES.index("hard")):
        return "hard", open_cells
    return "stuck", open_cells


def harden(
    rng: random.Random, picture: Picture, palette: Palette, budget: Budget, solvers: Solvers
) -> bool:
    """Walks `picture`, a medium puzzle's, one cell at a time (in place) until its puzzle
    is hard (True) or HARDEN_EDITS changes were tried (False; the picture is then some
    medium one). Counted work only, so a seed walks the same way on any machine."""
    height, width, values = len(picture), len(picture[0]), range(len(palette))
    most = staged_grade(picture, palette, budget, solvers)[1]
    for _ in range(HARDEN_EDITS):
        r, c = rng.randrange(height), rng.randrange(width)
        old = picture[r][c]
        picture[r][c] = rng.choice([value for value in values if value != old])
        grade, open_cells = staged_grade(picture, palette, budget, solvers)
        if grade == "hard":
            return True
        if grade == "medium" and open_cells >= most:
            most = open_cells
            continue
        picture[r][c] = old
    return False
