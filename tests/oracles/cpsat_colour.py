"""OR-Tools CP-SAT model of the colour nonogram: the tests' independent oracle and the
colour benchmark's baseline. Never imported by the app.

One integer variable per cell (its palette index) and one automaton per line over those
values (`AddAutomaton`): solve, forbid the answer, solve again; single worker, as in the
other CP-SAT models.
"""

from __future__ import annotations

from ortools.sat.python import cp_model

from gridgames.games.nonogram.puzzle import ColourGrid, NonogramPuzzle
from tests.oracles.cpsat_nonogram import two_answers

Outcome = tuple[str, ColourGrid | None]  # status, one answer (None when there is none)


def automaton(blocks: tuple[tuple[int, int], ...]) -> tuple[list[tuple[int, int, int]], list[int]]:
    """The clue as a DFA over cell values: background runs (0) between blocks, a block of
    length b and colour c is b cells of c; a block may follow the previous one at once only
    when their colours differ."""
    transitions = [(0, 0, 0)]
    gap, fresh, end, previous = 0, 1, -1, 0
    for size, colour in blocks:
        first = fresh
        transitions.append((gap, colour, first))
        if end >= 0 and colour != previous:
            transitions.append((end, colour, first))
        state, fresh = first, fresh + 1
        for _ in range(size - 1):
            transitions.append((state, colour, fresh))
            state, fresh = fresh, fresh + 1
        end, previous = state, colour
        gap, fresh = fresh, fresh + 1
        transitions += [(end, 0, gap), (gap, 0, gap)]
    return transitions, ([end, gap] if blocks else [0])


def cpsat_colour(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    model = cp_model.CpModel()
    top = len(puzzle.palette) - 1
    cells = [
        [model.NewIntVar(0, top, f"x{r}_{c}") for c in range(puzzle.width)]
        for r in range(puzzle.height)
    ]
    lines = [(clue, cells[r]) for r, clue in enumerate(puzzle.colour_rows())]
    lines += [(clue, [row[c] for row in cells]) for c, clue in enumerate(puzzle.colour_columns())]
    for blocks, variables in lines:
        transitions, finals = automaton(blocks)
        model.AddAutomaton(variables, 0, finals, transitions)

    def forbid(answer: ColourGrid) -> None:
        differs = []
        for row, values in zip(cells, answer, strict=True):
            for x, value in zip(row, values, strict=True):
                flag = model.NewBoolVar("")
                model.Add(x != value).OnlyEnforceIf(flag)
                model.Add(x == value).OnlyEnforceIf(flag.Not())
                differs.append(flag)
        model.AddBoolOr(differs)

    return two_answers(
        model,
        timeout,
        lambda solver: tuple(tuple(solver.Value(x) for x in row) for row in cells),
        forbid,
    )
