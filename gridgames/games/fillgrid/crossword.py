"""A crossword grid in the designer: judged by counting, not solving.

Its "answers" are the legal grids that keep the design (given shaded, pinned white),
counted exactly by the frontier count (counting.py, and symmetric.py for the grids that
read the same turned half round), with the faults of the shading as drawn and its entries
numbered (entries.py).

The shading an author has drawn (the design's given shaded cells) breaks a rule where two
shaded cells touch, or where shaded cells wall white cells off from the rest: every cell
not shaded -- pinned white or still undecided -- belongs to the white area, which must be
one region. The biggest region is the grid; the smaller ones are the ones cut off.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import Interrupted
from ...engine.budget import Budget
from ...engine.sentence import Sentence
from ..problem import where
from .bitboard import Bitboard
from .counting import CountInterrupted, CountTooLarge, count_fillgrids
from .entries import number_entries
from .puzzle import FillGridPuzzle, Grid

if TYPE_CHECKING:
    from ...designing.verdict import Verdict

Cell = tuple[int, int]  # (row, column)


@dataclass(frozen=True)
class Faults:
    touching: tuple[Cell, ...]  # shaded cells with a shaded neighbour
    cut_off: tuple[Cell, ...]  # white cells walled off from the biggest white region
    reason: str | None  # the first fault in words; None when there is none

    @property
    def cells(self) -> tuple[Cell, ...]:
        return tuple(dict.fromkeys(self.touching + self.cut_off))


def shaded_cells(puzzle: FillGridPuzzle) -> set[Cell]:
    return {
        (r, c)
        for r in range(puzzle.height)
        for c in range(puzzle.width)
        if puzzle.decided(r, c) is True
    }


def faults(puzzle: FillGridPuzzle) -> Faults:
    """The cells of the design that break a rule, and the first fault in words."""
    shaded = shaded_cells(puzzle)
    touching: list[Cell] = []
    reasons: list[str] = []
    for r, c in sorted(shaded):
        for other in ((r, c + 1), (r + 1, c)):
            if other in shaded:
                touching += [(r, c), other]
                reasons.append(f"shaded cells at {where(r, c)} and {where(*other)} touch")
    regions = _white_regions(puzzle, shaded)
    cut_off: list[Cell] = []
    if len(regions) > 1:
        regions.sort(key=len, reverse=True)
        for region in regions[1:]:
            cut_off += sorted(region)
        reasons.append(
            f"the white cells are cut apart: {len(cut_off)} of them, from "
            f"{where(*min(regions[1]))}, are walled off from the rest"
        )
    elif not regions:
        reasons.append("no cell is white")
    reason = reasons[0][:1].upper() + reasons[0][1:] + "." if reasons else None
    return Faults(tuple(dict.fromkeys(touching)), tuple(cut_off), reason)


def _white_regions(puzzle: FillGridPuzzle, shaded: set[Cell]) -> list[set[Cell]]:
    """The regions of cells not shaded, each a set of (row, column)."""
    board = Bitboard(puzzle.width, puzzle.height)
    white = board.cells & ~board.of(r * puzzle.width + c for r, c in shaded)
    regions = []
    while white:
        region = board.fill4(white & -white, white)
        white &= ~region
        regions.append({divmod(cell, puzzle.width) for cell in board.members(region)})
    return regions


def judge_crossword(
    puzzle: FillGridPuzzle,
    budget: Budget,
    symmetric: bool,
    differing: Callable[[FillGridPuzzle, Grid, Grid], list[Cell]],
) -> Verdict:
    """Legal or not (with the faulty cells), the count of legal grids keeping the design
    (and of the symmetric ones when asked), the entries, one legal grid, and where two
    legal grids differ. A board too large to count in memory (a 21x21 with few cells
    decided) is judged by a search for two grids instead, its count left out."""
    from ...designing.judge import closest_rival, two_answers
    from ...designing.verdict import NONE, SEVERAL, UNIQUE, UNKNOWN, Verdict, xy
    from .genre import GENRE

    found = faults(puzzle)
    design = puzzle.design
    shading = design or tuple((None,) * puzzle.width for _ in range(puzzle.height))
    common: dict = {
        "legal": not found.cells,
        "faults": xy(found.cells),
        "entries": number_entries(shading),
    }
    count: int | None = None
    try:
        size = (puzzle.width, puzzle.height, design, budget.cancel, budget.deadline)
        count = count_fillgrids(*size)
        symmetric_count = count_fillgrids(*size, symmetric=True) if symmetric else None
        common.update(count=count, symmetric_count=symmetric_count)
    except CountInterrupted:
        if budget.cancel is not None and budget.cancel.is_set():
            raise Interrupted("cancelled") from None
        return Verdict(UNKNOWN, 0.0, detail="counting the legal grids", **common)
    except CountTooLarge as refusal:
        common["detail"] = f"not counted: {refusal}"
    reason = found.reason or Sentence("No legal grid keeps this design.")
    if count == 0:
        return Verdict(NONE, 0.0, reason=reason, reason_cells=common["faults"], **common)
    model = GENRE.build(puzzle)
    answers = two_answers(model, budget)
    if answers is None and count is None:
        return Verdict(UNKNOWN, 0.0, **common)
    if count is None and not answers:
        return Verdict(NONE, 0.0, reason=reason, reason_cells=common["faults"], **common)
    first = GENRE.decode(puzzle, answers[0]) if answers else None
    if count == 1 or (count is None and len(answers) == 1):
        return Verdict(UNIQUE, 0.0, answer=first, **common)
    cells: tuple = ()
    if answers is not None and len(answers) > 1:
        second = GENRE.decode(puzzle, closest_rival(model, answers[0], answers[1], budget))
        cells = xy(differing(puzzle, first, second))
    return Verdict(SEVERAL, 0.0, differing=cells, answer=first, **common)
