"""Fill-grid in the designer: what a clue is in each variant, and how to add one.

- Kurodoko: a clue is a number. Make-unique adds, in a cell white in the kept answer,
  the number of cells it sees there, where the rival answer shades that cell or sees a
  different number (the generator's puzzles start from every such number and take them
  away; an author's puzzle gets the few it lacks). Trim takes numbers away.
- Hitori: every cell holds a number, so there is no clue to add or take away: make-unique
  changes numbers, as the generator repairs its puzzles (`generator._break_rival`): a
  cell the kept answer shades and the rival leaves white takes a number both leave white
  in its row or column, so the rival repeats it and breaks, while the kept answer does
  not look at a shaded cell's number. Trim has nothing to take away.
- Crossword grid (the free variant): a clue is a decided cell of the design (given
  shaded or pinned white). It is judged by counting, not solving: its "answers" are the
  legal grids that keep the design, counted exactly by the frontier count (counting.py),
  with the faults of the shading as drawn (crossword.py) and its entries numbered
  (entries.py). Make-unique decides cells, each as the kept grid has it where another
  legal grid differs, choosing by the count left; trim undecides cells while one legal
  grid still keeps the design. With Symmetric on, both keep a symmetric design symmetric:
  make-unique decides from a symmetric grid, and cells are taken away in pairs opposite
  through the centre (`partners`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from ...engine import Interrupted
from ...engine.budget import Budget
from ...engine.sentence import Sentence
from ..design import Cell, DesignHooks, Repair
from ..problem import where
from .bitboard import Bitboard
from .connectivity import cut_cells
from .counting import CountInterrupted, count_fillgrids
from .crossword import faults, judge_crossword
from .generator import visibility
from .puzzle import FillGridPuzzle, Grid

SHADE = {True: "shaded", False: "white", None: None}


class FillGridDesign(DesignHooks):
    """`symmetric`: Make Unique keeps a crossword grid symmetric (the opposite cell
    follows), as the author draws it with Symmetric on."""

    def __init__(self, symmetric: bool = False) -> None:
        self.symmetric = symmetric

    def with_symmetry(self, symmetric: bool) -> FillGridDesign:
        return self if symmetric == self.symmetric else FillGridDesign(symmetric)

    def judge(self, puzzle: FillGridPuzzle, budget: Budget, symmetric: bool):
        if puzzle.variant != "free":
            return None
        return judge_crossword(puzzle, budget, symmetric, self.differing)

    def several_advice(self, puzzle: FillGridPuzzle) -> Sentence:
        """Hitori has a number in every cell, so one is changed; a crossword grid has no
        numbers: a cell is decided (shaded or kept white). Kurodoko: a number is added."""
        if puzzle.variant == "hitori":
            return Sentence("Change numbers there, or press Make Unique.")
        if puzzle.variant == "free":
            return Sentence("Shade cells there or keep them white, or press Make Unique.")
        return super().several_advice(puzzle)

    def repairs(self, puzzle: FillGridPuzzle, answer: Grid, rival: Grid) -> Iterator[Repair]:
        if puzzle.variant == "kurodoko":
            return _seen_numbers(puzzle, answer, rival)
        if puzzle.variant == "hitori":
            return _repeated_numbers(puzzle, answer, rival)
        return _decided_cells(puzzle, answer, rival)

    def intended(self, puzzle: FillGridPuzzle) -> Grid | None:
        """A crossword grid keeps a *maximal* legal grid of its design (no further cell can
        be shaded), so deciding its shaded cells is enough to leave it alone: kept the
        all-white grid, every cell would need pinning. Numbered grids keep any answer."""
        if puzzle.variant != "free" or faults(puzzle).cells:
            return None
        return maximal_grid(puzzle, self.symmetric and _reads_turned(puzzle))

    def openness(self, puzzle: FillGridPuzzle, budget: Budget) -> int | None:
        """A crossword grid's openness is its count of legal grids."""
        if puzzle.variant != "free":
            return super().openness(puzzle, budget)
        try:
            size = (puzzle.width, puzzle.height, puzzle.design, budget.cancel, budget.deadline)
            return count_fillgrids(*size) or None
        except CountInterrupted:
            if budget.cancel is not None and budget.cancel.is_set():
                raise Interrupted("cancelled") from None
            raise Interrupted("timeout") from None

    def apply(self, puzzle: FillGridPuzzle, change) -> FillGridPuzzle:
        """The number, or a crossword grid's decided cell, set to the change's new value."""
        x, y = change.cell
        if puzzle.variant == "free":
            decided = {"shaded": True, "white": False, None: None}[change.new]
            return _decide(puzzle, (y, x), decided)
        return replace(puzzle, numbers=_with(puzzle.numbers, (y, x), change.new))

    def clues(self, puzzle: FillGridPuzzle) -> Sequence[Cell]:
        cells = [(r, c) for r in range(puzzle.height) for c in range(puzzle.width)]
        if puzzle.variant == "kurodoko":
            return [(r, c) for r, c in cells if puzzle.numbers[r][c] is not None]
        if puzzle.variant == "free":
            return [(r, c) for r, c in cells if puzzle.decided(r, c) is not None]
        return []

    def partners(self, puzzle: FillGridPuzzle, cell: Cell) -> tuple[Cell, ...]:
        """With symmetry on, a crossword grid's decided cell goes with the one opposite
        through the centre (the centre cell of an odd board is its own partner)."""
        if not self.symmetric or puzzle.variant != "free":
            return (cell,)
        r, c = cell
        return tuple(dict.fromkeys((cell, (puzzle.height - 1 - r, puzzle.width - 1 - c))))

    def without(self, puzzle: FillGridPuzzle, cell: Cell):
        from ...designing.verdict import Change

        r, c = cell
        spot = (c, r)
        if puzzle.variant == "free":
            old = puzzle.decided(r, c)
            fewer = _decide(puzzle, cell, None)
            if len(self.partners(puzzle, cell)) > 1:
                why = Sentence(
                    "not needed, nor the cell opposite: one legal grid keeps the design "
                    "without them, and it stays symmetric"
                )
            else:
                why = Sentence("not needed: one legal grid keeps the design without it")
            return fewer, Change(spot, SHADE[old], None, why)
        old = puzzle.numbers[r][c]
        fewer = replace(puzzle, numbers=_with(puzzle.numbers, cell, None))
        why = Sentence("not needed: the answer stays unique without it")
        return fewer, Change(spot, old, None, why)


def maximal_grid(puzzle: FillGridPuzzle, symmetric: bool = False) -> Grid:
    """The design's shading grown wherever a cell not pinned white can be shaded without
    touching a shaded cell or cutting the white cells apart, until none can (the
    generator's `maximal_shading`, kept to the design). The design must be legal as it
    stands. With `symmetric` (and a design that reads the same turned half round), a cell
    is shaded together with its opposite cell, so the grid stays symmetric -- and may then
    leave cells that could be shaded alone.

    The cells with (row + 2 * column) % 5 == 0 are tried first: they never touch and each
    white cell has one of them beside it (a perfect dominating pattern), so the grid is
    maximal with about a fifth of its cells shaded, where reading order would shade a
    third -- and every shaded cell is a clue Make Unique must decide."""
    width, height = puzzle.width, puzzle.height
    board = Bitboard(width, height)
    cells = [(r, c) for r in range(height) for c in range(width)]
    shaded = board.of(r * width + c for r, c in cells if puzzle.decided(r, c) is True)
    pinned = board.of(r * width + c for r, c in cells if puzzle.decided(r, c) is False)
    order = sorted(cells, key=lambda cell: (cell[0] + 2 * cell[1]) % 5 != 0)
    for r, c in order:
        group = (
            {r * width + c, (height - 1 - r) * width + (width - 1 - c)}
            if symmetric
            else {r * width + c}
        )
        grown = shaded
        for cell in sorted(group):
            if blocked(board, grown, pinned) >> cell & 1:
                break
            grown |= 1 << cell
        else:
            shaded = grown
    return tuple(
        tuple(bool(shaded >> (r * width + c) & 1) for c in range(width)) for r in range(height)
    )


def blocked(board: Bitboard, shaded: int, pinned: int) -> int:
    """The cells that cannot be shaded besides `shaded`: shaded or pinned white already,
    beside a shaded cell, or cutting the white cells apart."""
    return board.grow4(shaded) | cut_cells(board, shaded) | pinned | shaded


def _with(grid: tuple[tuple, ...], cell: Cell, value: object) -> tuple[tuple, ...]:
    r, c = cell
    return tuple(
        row if y != r else tuple(value if x == c else v for x, v in enumerate(row))
        for y, row in enumerate(grid)
    )


def _decide(puzzle: FillGridPuzzle, cell: Cell, value: bool | None) -> FillGridPuzzle:
    design = puzzle.design or tuple((None,) * puzzle.width for _ in range(puzzle.height))
    return replace(puzzle, design=_with(design, cell, value))


def _seen_numbers(puzzle: FillGridPuzzle, answer: Grid, rival: Grid) -> Iterator[Repair]:
    """Kurodoko: a number the kept answer's white cell sees, where the rival shades the
    cell or sees another number."""
    from ...designing.verdict import Change

    mine, theirs = visibility(answer), visibility(rival)
    for r, row in enumerate(mine):
        for c, seen in enumerate(row):
            if seen is None or puzzle.numbers[r][c] is not None or theirs[r][c] == seen:
                continue
            if theirs[r][c] is None:
                why = Sentence("sees {seen} cells in the answer kept; the other answer shades it",
                               seen=seen)  # fmt: skip
            else:
                why = Sentence("sees {seen} cells in the answer kept; the other answer sees "
                               "{other} there", seen=seen, other=theirs[r][c])  # fmt: skip
            yield Repair(
                replace(puzzle, numbers=_with(puzzle.numbers, (r, c), seen)),
                answer,
                (Change((c, r), None, seen, why),),
            )


def _repeated_numbers(puzzle: FillGridPuzzle, answer: Grid, rival: Grid) -> Iterator[Repair]:
    """Hitori: a cell takes a number the rival leaves white in its row or column, so the
    rival repeats it: a cell the kept answer shades (whose number it does not look at)
    copies a number both leave white; a cell both leave white copies one the kept answer
    shades."""
    from ...designing.verdict import Change

    numbers, width, height = puzzle.numbers, puzzle.width, puzzle.height
    for r in range(height):
        for c in range(width):
            if rival[r][c]:
                continue  # the rival does not look at a number it shades
            line = [(r, x) for x in range(width) if x != c] + [
                (y, c) for y in range(height) if y != r
            ]
            for y, x in line:
                value = numbers[y][x]
                if rival[y][x] or value == numbers[r][c]:
                    continue
                if not answer[r][c] and _white_in_lines(puzzle, answer, r, c, value):
                    continue  # the kept answer would repeat it too
                why = Sentence("repeats the {value} at {cell}, which the other answer keeps white "
                               "too", value=value, cell=where(y, x))  # fmt: skip
                yield Repair(
                    replace(puzzle, numbers=_with(numbers, (r, c), value)),
                    answer,
                    (Change((c, r), numbers[r][c], value, why),),
                )
                break  # one number per cell: the others rule the rival out alike


def _white_in_lines(puzzle: FillGridPuzzle, answer: Grid, r: int, c: int, value: int) -> bool:
    """Whether the kept answer leaves `value` white elsewhere in the row or column of (r, c)."""
    row = any(
        puzzle.numbers[r][x] == value and not answer[r][x] for x in range(puzzle.width) if x != c
    )
    column = any(
        puzzle.numbers[y][c] == value and not answer[y][c] for y in range(puzzle.height) if y != r
    )
    return row or column


def _decided_cells(puzzle: FillGridPuzzle, answer: Grid, rival: Grid) -> Iterator[Repair]:
    """Crossword grid: the kept grid's shaded cells decided all at once, and its white
    cells that could still be shaded pinned white (none when the kept grid is maximal).
    Then it is the only legal grid: any other keeps those shaded cells and shades another,
    which touches one of them or cuts the white cells apart. A symmetric kept grid gives
    symmetric decisions. Each decision is needed, too: without it that cell could change.
    """
    from ...designing.verdict import Change

    width = puzzle.width
    board = Bitboard(width, puzzle.height)
    open_cells = [
        (r, c) for r in range(puzzle.height) for c in range(width) if puzzle.decided(r, c) is None
    ]
    shaded = [(r, c) for r, c in open_cells if answer[r][c]]
    every = [(r, c) for r in range(puzzle.height) for c in range(width)]
    dark = board.of(r * width + c for r, c in every if answer[r][c])
    pinned = board.of(r * width + c for r, c in every if puzzle.decided(r, c) is False)
    free = ~blocked(board, dark, pinned)
    whites = [(r, c) for r, c in open_cells if free >> (r * width + c) & 1]
    why_dark = Sentence("shaded as in the grid kept: no further cell can be shaded beside these")
    why_white = Sentence(
        "white as in the grid kept: shading it alone would give another legal grid"
    )
    changes = tuple(Change((c, r), None, "shaded", why_dark) for r, c in shaded)
    changes += tuple(Change((c, r), None, "white", why_white) for r, c in whites)
    if changes:
        yield Repair(_decide_all(puzzle, answer, shaded + whites), answer, changes)


def _reads_turned(puzzle: FillGridPuzzle) -> bool:
    """Whether the design reads the same turned half round."""
    design = puzzle.design or ()
    return all(
        row == tuple(reversed(turned)) for row, turned in zip(design, reversed(design), strict=True)
    )


def _decide_all(puzzle: FillGridPuzzle, answer: Grid, cells: list[Cell]) -> FillGridPuzzle:
    """The puzzle with these cells decided as `answer` has them."""
    design = [list(row) for row in puzzle.design or ((None,) * puzzle.width,) * puzzle.height]
    for r, c in cells:
        design[r][c] = answer[r][c]
    return replace(puzzle, design=tuple(map(tuple, design)))


DESIGN = FillGridDesign()
