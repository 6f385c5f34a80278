"""OR-Tools CP-SAT model of the fill-grid (Hitori, Kurodoko): the tests' independent oracle
and the solve benchmark's baseline. Never imported by the app.

One Boolean per cell (shaded), the no-touch clauses, at most one white copy of a number per
line (Hitori), and for each Kurodoko number a chain of "sees the k-th cell" Booleans per
direction summing to the number. Connectivity is added lazily by cuts: solve; if the white
cells fall into several regions, then for each region C but the largest and a white cell v of
the largest, add "u and v white => some cell around C white" for every u in C (the cells
around C separate u from v); solve again. An answer that is connected is recorded and
forbidden, and the loop goes on until two answers or none are left. CP-SAT runs with one
worker, as in the Shikaku benchmark.
"""

from __future__ import annotations

import time

from ortools.sat.python import cp_model

from gridgames.games.fillgrid.puzzle import FillGridPuzzle

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
Cell = tuple[int, int]


def cpsat_status(puzzle: FillGridPuzzle, timeout: float | None = None) -> tuple[str, int]:
    """(unique | multiple | none, number of CP-SAT solves); `unknown` when the solves
    together ran past `timeout` seconds (a 200x200 Kurodoko's cut loop runs for minutes)."""
    model = cp_model.CpModel()
    width, height = puzzle.width, puzzle.height
    shaded = {(r, c): model.NewBoolVar(f"s{r}_{c}") for r in range(height) for c in range(width)}
    for (r, c), here in shaded.items():
        for other in ((r, c + 1), (r + 1, c)):
            if other in shaded:
                model.AddBoolOr([here.Not(), shaded[other].Not()])
    if puzzle.variant == "hitori":
        _hitori(model, puzzle, shaded)
    elif puzzle.variant == "kurodoko":
        _kurodoko(model, puzzle, shaded)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    answers, solves = 0, 0
    deadline = None if timeout is None else time.monotonic() + timeout
    while answers < 2:
        solves += 1
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0:
                return "unknown", solves
            solver.parameters.max_time_in_seconds = left
        status = solver.Solve(model)
        if status == cp_model.UNKNOWN:
            return "unknown", solves
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        dark = {cell for cell, var in shaded.items() if solver.BooleanValue(var)}
        regions = _white_regions(width, height, dark)
        if len(regions) > 1:
            _add_cuts(model, shaded, regions, width, height)
            continue
        answers += 1
        model.AddBoolOr([var.Not() if cell in dark else var for cell, var in shaded.items()])
    return {0: "none", 1: "unique"}.get(answers, "multiple"), solves


def _hitori(model: cp_model.CpModel, puzzle: FillGridPuzzle, shaded: dict) -> None:
    width, height = puzzle.width, puzzle.height
    lines = [[(r, c) for c in range(width)] for r in range(height)]
    lines += [[(r, c) for r in range(height)] for c in range(width)]
    for line in lines:
        copies: dict[int | None, list[Cell]] = {}
        for r, c in line:
            copies.setdefault(puzzle.numbers[r][c], []).append((r, c))
        for cells in copies.values():
            if len(cells) > 1:
                model.AddAtMostOne([shaded[cell].Not() for cell in cells])


def _kurodoko(model: cp_model.CpModel, puzzle: FillGridPuzzle, shaded: dict) -> None:
    width, height = puzzle.width, puzzle.height
    for r in range(height):
        for c in range(width):
            number = puzzle.numbers[r][c]
            if number is None:
                continue
            model.Add(shaded[r, c] == 0)
            seen = []
            for dr, dc in STEPS:
                previous = None
                rr, cc = r + dr, c + dc
                while 0 <= rr < height and 0 <= cc < width:
                    sees = model.NewBoolVar("")
                    # sees <=> previous sees and this cell is white
                    model.AddImplication(sees, shaded[rr, cc].Not())
                    if previous is None:
                        model.AddBoolOr([sees, shaded[rr, cc]])
                    else:
                        model.AddImplication(sees, previous)
                        model.AddBoolOr([sees, previous.Not(), shaded[rr, cc]])
                    seen.append(sees)
                    previous = sees
                    rr, cc = rr + dr, cc + dc
            model.Add(1 + sum(seen) == number)


def _white_regions(width: int, height: int, dark: set[Cell]) -> list[set[Cell]]:
    white = {(r, c) for r in range(height) for c in range(width)} - dark
    regions = []
    while white:
        start = white.pop()
        region, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for dr, dc in STEPS:
                spot = (r + dr, c + dc)
                if spot in white:
                    white.discard(spot)
                    region.add(spot)
                    todo.append(spot)
        regions.append(region)
    return regions


def _add_cuts(model, shaded: dict, regions: list[set[Cell]], width: int, height: int) -> None:
    regions = sorted(regions, key=len)
    anchor = next(iter(regions[-1]))
    for region in regions[:-1]:
        around = {
            (r + dr, c + dc)
            for r, c in region
            for dr, dc in STEPS
            if 0 <= r + dr < height and 0 <= c + dc < width and (r + dr, c + dc) not in region
        }
        for cell in region:
            model.AddBoolOr([shaded[cell], shaded[anchor]] + [shaded[x].Not() for x in around])
