"""Nonogram content checks: are these clues even possible?

Cheap necessary conditions only (no solving): the right number of clue lines, positive
block lengths, each clue fits its line, and rows and columns fill the same number of cells.
A given picture is checked for shape here; whether it matches the clues is a test's job.
"""

from __future__ import annotations

from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import (
    CLUE,
    SHAPE,
    SOLUTION,
    TOTAL,
    Problem,
    clue_count,
    grid_shape_problems,
    size_problems,
)

from ...engine.sentence import Sentence


def problems(puzzle: NonogramPuzzle) -> list[Problem]:
    if puzzle.is_colour:
        from .colour_validate import colour_problems

        return colour_problems(puzzle)
    found = size_problems(puzzle.width, puzzle.height)
    if found:
        return found
    found += _line_problems(puzzle.rows, puzzle.height, puzzle.width, "row")
    found += _line_problems(puzzle.columns, puzzle.width, puzzle.height, "column")
    if not found:
        rows_total = sum(sum(clue) for clue in puzzle.rows)
        columns_total = sum(sum(clue) for clue in puzzle.columns)
        if rows_total != columns_total:
            found.append(
                Problem(
                    Sentence(
                        "the row clues fill {rows} cells but the column clues fill {columns}",
                        rows=rows_total,
                        columns=columns_total,
                    ),
                    kind=TOTAL,
                )
            )
    if puzzle.given_solution is not None:
        found += grid_shape_problems(
            puzzle.given_solution, puzzle.width, puzzle.height, SOLUTION, Sentence("the picture")
        )
    return found


def _not_positive(what: str, number: int, clue: str) -> str:
    if what == "row":
        return Sentence("row {number} clue {clue}: block lengths must be positive",
                        number=number, clue=clue)  # fmt: skip
    return Sentence("column {number} clue {clue}: block lengths must be positive",
                    number=number, clue=clue)  # fmt: skip


def _too_long(what: str, number: int, clue: str, cells: int, length: int) -> str:
    fields = {"number": number, "clue": clue, "cells": cells, "length": length}
    if what == "row":
        return Sentence("row {number} clue {clue} needs {cells} cells but the row has {length}",
                        **fields)  # fmt: skip
    return Sentence(
        "column {number} clue {clue} needs {cells} cells but the column has {length}", **fields
    )


def needed(clue: tuple[int, ...]) -> int:
    """Fewest cells a clue takes: its blocks with one gap between neighbours."""
    return sum(clue) + len(clue) - 1 if clue else 0


def _line_problems(
    clues: tuple[tuple[int, ...], ...], count: int, length: int, what: str
) -> list[Problem]:
    def at(index: int) -> tuple[int | None, int | None]:
        return (index, None) if what == "row" else (None, index)

    found: list[Problem] = []
    if len(clues) != count:
        first_bad = min(len(clues), count)
        found.append(
            Problem(
                clue_count(what, count, len(clues)),
                *at(first_bad),
                SHAPE,
            )
        )
    for i, clue in enumerate(clues[:count]):
        text = " ".join(map(str, clue))
        if any(block < 1 for block in clue):
            found.append(Problem(_not_positive(what, i + 1, text), *at(i), CLUE))
        elif needed(clue) > length:
            found.append(
                Problem(
                    _too_long(what, i + 1, text, needed(clue), length),
                    *at(i),
                    CLUE,
                )
            )
    return found
