"""OR-Tools CP-SAT model of the nonogram: the tests' independent oracle and the solve
benchmark's baseline. Never imported by the app.

One automaton per line (`AddAutomaton`), solve, add a clause blocking the answer, solve
again; single worker, as in the other CP-SAT models.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ortools.sat.python import cp_model

from gridgames.games.nonogram.puzzle import Grid, NonogramPuzzle

T = TypeVar("T")
Outcome = tuple[str, Grid | None]  # status, one answer (None when there is none)


def _automaton(clue: tuple[int, ...]) -> tuple[list[tuple[int, int, int]], list[int]]:
    """The clue as a DFA over cells (0 empty, 1 filled): 0* 1^b1 0+ 1^b2 ... 0*."""
    transitions = [(0, 0, 0)]
    gap, fresh, end = 0, 1, 0
    for block in clue:
        state = gap
        for _ in range(block):
            transitions.append((state, 1, fresh))
            state, fresh = fresh, fresh + 1
        end, gap = state, fresh
        fresh += 1
        transitions += [(end, 0, gap), (gap, 0, gap)]
    return transitions, ([end, gap] if clue else [0])


def cpsat(puzzle: NonogramPuzzle, timeout: float) -> Outcome:
    model = cp_model.CpModel()
    cells = [[model.NewBoolVar(f"x{r}_{c}") for c in range(puzzle.width)]
             for r in range(puzzle.height)]  # fmt: skip
    lines = [(clue, cells[r]) for r, clue in enumerate(puzzle.rows)]
    lines += [(clue, [row[c] for row in cells]) for c, clue in enumerate(puzzle.columns)]
    for clue, variables in lines:
        transitions, finals = _automaton(tuple(clue))
        model.AddAutomaton(variables, 0, finals, transitions)
    return two_answers(
        model,
        timeout,
        lambda solver: tuple(tuple(bool(solver.Value(x)) for x in row) for row in cells),
        lambda answer: model.AddBoolOr(
            [
                x if not on else x.Not()
                for row, ons in zip(cells, answer, strict=True)
                for x, on in zip(row, ons, strict=True)
            ]
        ),
    )


def two_answers(
    model: cp_model.CpModel,
    timeout: float,
    read: Callable[[cp_model.CpSolver], T],
    forbid: Callable[[T], object],
) -> tuple[str, T | None]:
    """Solve on one worker, `forbid` the answer `read` gives, solve again: the status
    (unique, multiple, none or timeout) and the first answer."""
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = timeout
    first = solver.Solve(model)
    if first == cp_model.UNKNOWN:  # the time ran out: nothing is proved
        return "timeout", None
    if first not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "none", None
    answer = read(solver)
    forbid(answer)
    second = solver.Solve(model)
    if second == cp_model.UNKNOWN:
        return "timeout", answer
    return ("multiple" if second in (cp_model.OPTIMAL, cp_model.FEASIBLE) else "unique"), answer


def cpsat_status(puzzle: NonogramPuzzle, timeout: float = 60.0) -> str:
    """unique | multiple | none | timeout, by CP-SAT alone."""
    return cpsat(puzzle, timeout)[0]
