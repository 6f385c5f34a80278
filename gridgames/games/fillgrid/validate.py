"""Fill-grid content checks: does each variant get the numbers it expects?

Hitori needs a number in every cell, each 1..N with N = max(width, height) (a row or column
can never need more distinct values). A Kurodoko number counts the cells seen from it,
itself included, so it lies in 1..width+height-1. The free variant has no numbers.
"""

from __future__ import annotations

from gridgames.games.fillgrid.puzzle import VARIANTS, FillGridPuzzle
from gridgames.games.problem import (
    BOARD,
    CLUE,
    SHAPE,
    SOLUTION,
    Problem,
    grid_shape_problems,
    size_problems,
    where,
)

from ...engine.sentence import Sentence


def problems(puzzle: FillGridPuzzle) -> list[Problem]:
    found = size_problems(puzzle.width, puzzle.height)
    if found:
        return found
    if puzzle.variant not in VARIANTS:
        variants = ", ".join(VARIANTS)
        return [
            Problem(
                Sentence(
                    "unknown fill-grid variant {variant} ({variants})",
                    variant=repr(puzzle.variant),
                    variants=variants,
                ),
                kind=BOARD,
            )
        ]
    found += grid_shape_problems(
        puzzle.numbers, puzzle.width, puzzle.height, SHAPE, Sentence("the grid")
    )
    for r, row in enumerate(puzzle.numbers[: puzzle.height]):
        for c, value in enumerate(row[: puzzle.width]):
            problem = _cell_problem(puzzle, r, c, value)
            if problem:
                found.append(Problem(problem, r, c, CLUE))
    if puzzle.design is not None:
        if puzzle.variant != "free":
            found.append(
                Problem(
                    Sentence("a {variant} fill-grid has no design", variant=puzzle.variant),
                    kind=BOARD,
                )
            )
        found += grid_shape_problems(
            puzzle.design, puzzle.width, puzzle.height, SHAPE, Sentence("the design")
        )
    if puzzle.given_solution is not None:
        found += grid_shape_problems(
            puzzle.given_solution, puzzle.width, puzzle.height, SOLUTION, Sentence("the answer")
        )
    return found


def _cell_problem(puzzle: FillGridPuzzle, r: int, c: int, value: int | None) -> str | None:
    at = where(r, c)
    if puzzle.variant == "free":
        if value is None:
            return None
        return Sentence("a free fill-grid takes no numbers ({number} at {cell})", number=value,
                        cell=at)  # fmt: skip
    if puzzle.variant == "hitori":
        top = max(puzzle.width, puzzle.height)
        if value is None:
            return Sentence("hitori cell at {cell} has no number", cell=at)
        if not 1 <= value <= top:
            return Sentence(
                "hitori number {number} at {cell} is outside 1..{top} (1 to max(width, height))",
                number=value,
                cell=at,
                top=top,
            )
        return None
    most = puzzle.width + puzzle.height - 1
    if value is not None and not 1 <= value <= most:
        return Sentence(
            "kurodoko number {number} at {cell} can never be seen: a cell sees 1 to {most} "
            "cells (width + height - 1)",
            number=value,
            cell=at,
            most=most,
        )
    return None
