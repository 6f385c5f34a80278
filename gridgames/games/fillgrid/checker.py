"""An independent fill-grid rule checker: it knows the rules, not the solver.

Tests judge every answer the engine produces with it, so it shares no code with the
propagators (not even the board geometry) and works cell by cell, the slow obvious way.
"""

from __future__ import annotations

from collections import deque

from .puzzle import FillGridPuzzle, Grid

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def check_answer(puzzle: FillGridPuzzle, shaded: Grid) -> list[str]:
    """Every rule `shaded` (True = shaded) breaks, in words; empty when it is an answer."""
    width, height = puzzle.width, puzzle.height
    if len(shaded) != height or any(len(row) != width for row in shaded):
        return [f"the answer is not a {width}x{height} grid"]
    problems = _touching(shaded) + _connected(shaded) + _design(puzzle, shaded)
    if puzzle.variant == "hitori":
        problems += _repeats(puzzle, shaded)
    elif puzzle.variant == "kurodoko":
        problems += _sight(puzzle, shaded)
    return problems


def _design(puzzle: FillGridPuzzle, shaded: Grid) -> list[str]:
    """A free grid's answer keeps its design: given shaded cells shaded, pinned ones white."""
    problems = []
    for r, row in enumerate(shaded):
        for c, dark in enumerate(row):
            decided = puzzle.decided(r, c)
            if decided is not None and decided != dark:
                given = "shaded" if decided else "white"
                problems.append(f"cell ({r}, {c}) is given {given} by the design")
    return problems


def _touching(shaded: Grid) -> list[str]:
    problems = []
    for r, row in enumerate(shaded):
        for c, dark in enumerate(row):
            if not dark:
                continue
            if c + 1 < len(row) and row[c + 1]:
                problems.append(f"shaded cells ({r}, {c}) and ({r}, {c + 1}) touch")
            if r + 1 < len(shaded) and shaded[r + 1][c]:
                problems.append(f"shaded cells ({r}, {c}) and ({r + 1}, {c}) touch")
    return problems


def _connected(shaded: Grid) -> list[str]:
    white = {(r, c) for r, row in enumerate(shaded) for c, dark in enumerate(row) if not dark}
    if not white:
        return ["no cell is white"]
    start = min(white)
    seen = {start}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        for dr, dc in STEPS:
            nxt = (r + dr, c + dc)
            if nxt in white and nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    if len(seen) != len(white):
        return [f"the white cells are not connected ({len(white) - len(seen)} cut off)"]
    return []


def _repeats(puzzle: FillGridPuzzle, shaded: Grid) -> list[str]:
    problems = []
    width, height = puzzle.width, puzzle.height
    row_lines = [[(r, c) for c in range(width)] for r in range(height)]
    col_lines = [[(r, c) for r in range(height)] for c in range(width)]
    for line in row_lines + col_lines:
        seen: dict[int | None, tuple[int, int]] = {}
        for r, c in line:
            if shaded[r][c]:
                continue
            number = puzzle.numbers[r][c]
            if number in seen:
                problems.append(f"white {number} repeats at {seen[number]} and ({r}, {c})")
            seen[number] = (r, c)
    return problems


def _sight(puzzle: FillGridPuzzle, shaded: Grid) -> list[str]:
    problems = []
    for r, row in enumerate(puzzle.numbers):
        for c, number in enumerate(row):
            if number is None:
                continue
            if shaded[r][c]:
                problems.append(f"the number at ({r}, {c}) is shaded")
                continue
            seen = 1
            for dr, dc in STEPS:
                rr, cc = r + dr, c + dc
                while 0 <= rr < puzzle.height and 0 <= cc < puzzle.width and not shaded[rr][cc]:
                    seen += 1
                    rr, cc = rr + dr, cc + dc
            if seen != number:
                problems.append(f"the {number} at ({r}, {c}) sees {seen} cells")
    return problems
