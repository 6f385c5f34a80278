"""How a test plays each genre's known answer through the board: one gesture per rectangle, run or
shaded cell, with the mouse or the keyboard; and the shared puzzles it plays."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from tests.driver import BoardDriver

SHIKAKU = ("data", "shikaku", "gg", "pzprjs-test-6x6.gg")
NONOGRAM = ("data", "nonogram", "nonogram-db", "db", "webpbn", "1.non")
HITORI = ("data", "fillgrid", "gg", "pzprjs-hitori-4x4.gg")
KURODOKO = ("data", "fillgrid", "gg", "pzprjs-kurodoko-5x5.gg")
Step = Callable[[], None]


def mouse_steps(board: BoardDriver, puzzle) -> list[Step]:
    """One gesture per rectangle (Shikaku), per filled run (Nonogram), per shaded cell."""
    if puzzle.genre == "shikaku":
        return [
            lambda r=rect: board.drag([(r.row, r.col), (r.row + r.height - 1, r.col + r.width - 1)])
            for rect in puzzle.given_solution
        ]
    if puzzle.genre == "nonogram":
        return [lambda run=run: board.drag(run) for run in _runs(puzzle.given_solution)]
    return [lambda cell=cell: board.click(cell) for cell in _filled(puzzle.given_solution)]


def keyboard_steps(board: BoardDriver, puzzle) -> list[Step]:
    """Shikaku: Shift+arrows from a rectangle's corner (Space twice for one cell);
    the others: walk to each cell to fill and press Space."""
    if puzzle.genre != "shikaku":
        return [
            lambda cell=cell: board.press_key_at(cell) for cell in _filled(puzzle.given_solution)
        ]

    def rectangle(rect) -> None:
        board.cursor_to((rect.row, rect.col))
        far = (rect.row + rect.height - 1, rect.col + rect.width - 1)
        if rect.area == 1:
            board.key(Qt.Key.Key_Space)
            board.key(Qt.Key.Key_Return)
        else:
            board.stretch_to(far)

    return [lambda r=rect: rectangle(r) for rect in puzzle.given_solution]


def _filled(grid) -> list[tuple[int, int]]:
    return [(r, c) for r, row in enumerate(grid) for c, on in enumerate(row) if on]


def _runs(grid) -> list[list[tuple[int, int]]]:
    runs: list[list[tuple[int, int]]] = []
    for r, row in enumerate(grid):
        for c, on in enumerate(row):
            if on and (c == 0 or not row[c - 1]):
                runs.append([])
            if on:
                runs[-1].append((r, c))
    return runs
