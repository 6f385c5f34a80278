"""An independent Shikaku rule checker: it knows the rules, not the solver.

Tests judge every answer the engine produces with it, so it shares no code with the
propagators and works cell by cell, the slow obvious way.
"""

from __future__ import annotations

from .puzzle import Rect, ShikakuPuzzle


def check_answer(puzzle: ShikakuPuzzle, rects: tuple[Rect, ...] | list[Rect]) -> list[str]:
    problems: list[str] = []
    if len(rects) != len(puzzle.clues):
        problems.append(f"{len(rects)} rectangles for {len(puzzle.clues)} numbers")
    owner = [[-1] * puzzle.width for _ in range(puzzle.height)]
    for index, rect in enumerate(rects):
        if rect.height < 1 or rect.width < 1:
            problems.append(f"rectangle {index} is empty")
            continue
        if (
            rect.row < 0
            or rect.col < 0
            or rect.row + rect.height > puzzle.height
            or rect.col + rect.width > puzzle.width
        ):
            problems.append(f"rectangle {index} leaves the board")
            continue
        for r, c in rect.cells():
            if owner[r][c] >= 0:
                problems.append(f"rectangles {owner[r][c]} and {index} overlap at ({r}, {c})")
            owner[r][c] = index
        inside = [clue for clue in puzzle.clues if rect.contains(clue.row, clue.col)]
        if len(inside) != 1:
            problems.append(f"rectangle {index} holds {len(inside)} numbers")
        elif inside[0].value != rect.area:
            problems.append(
                f"rectangle {index} has area {rect.area}, its number is {inside[0].value}"
            )
        if index < len(puzzle.clues):
            clue = puzzle.clues[index]
            if not rect.contains(clue.row, clue.col):
                problems.append(f"rectangle {index} does not hold its own number")
    for r in range(puzzle.height):
        for c in range(puzzle.width):
            if owner[r][c] < 0:
                problems.append(f"cell ({r}, {c}) is in no rectangle")
    return problems
