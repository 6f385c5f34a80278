"""OR-Tools CP-SAT models of Shikaku: the tests' independent oracle and the benchmark's
baselines. Never imported by the app."""

from __future__ import annotations

from ortools.sat.python import cp_model

from gridgames.games.shikaku.candidates import find_candidates, shapes
from gridgames.games.shikaku.puzzle import ShikakuPuzzle


def _status(found: int) -> str:
    return {0: "none", 1: "unique"}.get(found, "multiple")


def exact_cover_status(puzzle: ShikakuPuzzle) -> str:
    """One Boolean per candidate rectangle; exactly one per clue and one per cell.
    Solve, forbid the answer, solve again: unique, multiple or none."""
    model = cp_model.CpModel()
    by_cell: dict[tuple[int, int], list] = {}
    chosen = []
    find_candidates.cache_clear()  # building the candidates is part of the model
    for clue_rects in find_candidates(puzzle).rects:
        literals = []
        for rect in clue_rects:
            literal = model.NewBoolVar("")
            literals.append(literal)
            for cell in rect.cells():
                by_cell.setdefault(cell, []).append(literal)
        model.AddExactlyOne(literals)
        chosen += literals
    for r in range(puzzle.height):
        for c in range(puzzle.width):
            model.AddExactlyOne(by_cell.get((r, c), []))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    found = 0
    for _ in range(2):
        if solver.Solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        found += 1
        model.AddBoolOr([v.Not() if solver.BooleanValue(v) else v for v in chosen])
    return _status(found)


def no_overlap_2d_status(puzzle: ShikakuPuzzle) -> str:
    """Seed 002's model: corner and size variables, intervals and AddNoOverlap2D."""
    model = cp_model.CpModel()
    xs, ys = [], []
    width, height = puzzle.width, puzzle.height
    for clue in puzzle.clues:
        options = shapes(clue.value, height, width)
        if not options:
            return "none"
        rows = model.NewIntVarFromDomain(cp_model.Domain.FromValues([h for h, _ in options]), "")
        cols = model.NewIntVarFromDomain(cp_model.Domain.FromValues([w for _, w in options]), "")
        model.AddMultiplicationEquality(clue.value, [rows, cols])
        top = model.NewIntVar(max(0, clue.row - clue.value + 1), clue.row, "")
        left = model.NewIntVar(max(0, clue.col - clue.value + 1), clue.col, "")
        model.Add(top + rows <= height)
        model.Add(left + cols <= width)
        model.Add(top + rows > clue.row)
        model.Add(left + cols > clue.col)
        ys.append(model.NewIntervalVar(top, rows, model.NewIntVar(0, height, ""), ""))
        xs.append(model.NewIntervalVar(left, cols, model.NewIntVar(0, width, ""), ""))
    model.AddNoOverlap2D(xs, ys)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.enumerate_all_solutions = True

    class StopAtTwo(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def on_solution_callback(self) -> None:
            self.count += 1
            if self.count >= 2:
                self.StopSearch()

    callback = StopAtTwo()
    solver.Solve(model, callback)
    return _status(callback.count)
