"""Fill-grid in the designer.

A crossword grid (the free variant) is judged by counting, not solving: its "answers" are
the legal grids that keep the design (given shaded, pinned white), counted exactly by the
frontier count (counting.py), with the faults of the shading as drawn (crossword.py) and
its entries numbered (entries.py). Hitori and Kurodoko take the common verdict.
"""

from __future__ import annotations

from ...engine import Interrupted
from ...engine.budget import Budget
from ...engine.sentence import Sentence
from ..design import DesignHooks
from .counting import CountInterrupted, count_fillgrids
from .crossword import faults
from .entries import number_entries
from .puzzle import FillGridPuzzle


class FillGridDesign(DesignHooks):
    def judge(self, puzzle: FillGridPuzzle, budget: Budget, symmetric: bool):
        if puzzle.variant != "free":
            return None
        return judge_crossword(puzzle, budget, symmetric)


def judge_crossword(puzzle: FillGridPuzzle, budget: Budget, symmetric: bool):
    """Legal or not (with the faulty cells), the count of legal grids keeping the design
    (and of the symmetric ones when asked), the entries, and one legal grid."""
    from ...designing.judge import two_answers
    from ...designing.verdict import NONE, SEVERAL, UNIQUE, UNKNOWN, Verdict, xy
    from .genre import GENRE

    found = faults(puzzle)
    design = puzzle.design
    shading = design or tuple((None,) * puzzle.width for _ in range(puzzle.height))
    common = {
        "legal": not found.cells,
        "faults": xy(found.cells),
        "entries": number_entries(shading),
    }
    try:
        size = (puzzle.width, puzzle.height, design, budget.cancel, budget.deadline)
        count = count_fillgrids(*size)
        symmetric_count = count_fillgrids(*size, symmetric=True) if symmetric else None
    except CountInterrupted:
        if budget.cancel is not None and budget.cancel.is_set():
            raise Interrupted("cancelled") from None
        return Verdict(UNKNOWN, 0.0, detail="counting the legal grids", **common)
    common.update(count=count, symmetric_count=symmetric_count)
    if count == 0:
        reason = found.reason or Sentence("No legal grid keeps this design.")
        return Verdict(NONE, 0.0, reason=reason, reason_cells=common["faults"], **common)
    answers = two_answers(GENRE.build(puzzle), budget)
    first = GENRE.decode(puzzle, answers[0]) if answers else None
    if count == 1:
        return Verdict(UNIQUE, 0.0, answer=first, **common)
    differing = ()
    if answers is not None and len(answers) > 1:
        second = GENRE.decode(puzzle, answers[1])
        differing = xy(DESIGN.differing(puzzle, first, second))
    return Verdict(SEVERAL, 0.0, differing=differing, answer=first, **common)


DESIGN = FillGridDesign()
