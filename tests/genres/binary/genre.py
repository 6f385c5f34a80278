"""Binary behind the genre spec: everything Grid Games needs to read, solve, grade, play and
make Binary puzzles. The Qt side is `ui.py`, named by `ui_module`."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable

from gridgames.engine import (
    EITHER,
    ONLY_0,
    ONLY_1,
    Interrupted,
    Model,
    SearchParams,
    Vocabulary,
)
from gridgames.formats.common import LineMap
from gridgames.formats.gg import GgDocument, number_lines, picture_lines
from gridgames.games.bridge import Bridge, CellBridge
from gridgames.games.genre import Generator, Genre
from gridgames.games.play import PlayState
from gridgames.games.problem import (
    BOARD,
    CLUE,
    SHAPE,
    SOLUTION,
    Problem,
    grid_shape_problems,
    where,
)

from .play import BinaryPlay
from .puzzle import BinaryPuzzle, Grid
from .rules import DIGIT, Balance, Cells, NoThree


def lines(width: int, height: int) -> list[tuple[str, list[int]]]:
    rows = [(f"row {r + 1}", [r * width + c for c in range(width)]) for r in range(height)]
    cols = [(f"column {c + 1}", [r * width + c for r in range(height)]) for c in range(width)]
    return rows + cols


class BinaryGenre(Genre[BinaryPuzzle, Grid]):
    name = "binary"
    label = "Binary"
    generators = (Generator("binary", "Binary", "tests.genres.binary.genre:generate"),)
    controls = "left-click writes a 1 (dark), right-click a 0 (a dot); again clears it."
    ui_module = "tests.genres.binary.ui"

    def read_gg(self, doc: GgDocument) -> BinaryPuzzle:
        rows = [entry for entry in doc.body() if entry[1]]
        lines_map = LineMap(board=doc.header_line, rows=[n for n, _ in rows])
        lines_map.rows_end = doc.header_line
        puzzle = BinaryPuzzle(
            doc.width, doc.height, doc.number_rows(rows), doc.meta, doc.picture(lines_map)
        )
        doc.check(puzzle, lines_map)
        return puzzle

    def write_gg(self, puzzle: BinaryPuzzle) -> list[str]:
        return number_lines(puzzle.givens) + picture_lines(puzzle.given_solution)

    def problems(self, puzzle: BinaryPuzzle) -> list[Problem]:
        if puzzle.width % 2 or puzzle.height % 2:
            return [Problem("a binary board has an even number of rows and columns", kind=BOARD)]
        found = grid_shape_problems(puzzle.givens, puzzle.width, puzzle.height, SHAPE, "board")
        found += [
            Problem(f"{where(r, c)}: {value} is not a binary digit", r, c, CLUE)
            for r, row in enumerate(puzzle.givens)
            for c, value in enumerate(row)
            if value not in (None, 0, 1)
        ]
        if puzzle.given_solution is not None and not found:
            shape = grid_shape_problems(
                puzzle.given_solution, puzzle.width, puzzle.height, SOLUTION, "the answer"
            )
            found += shape or [
                Problem(f"the answer: {broken}", kind=SOLUTION)
                for broken in self.check(puzzle, puzzle.given_solution)[:1]
            ]
        return found

    def build(self, puzzle: BinaryPuzzle) -> Model:
        width = puzzle.width
        cells = Cells(width)
        domains = [
            EITHER if value is None else ONLY_1 if value else ONLY_0
            for row in puzzle.givens
            for value in row
        ]
        propagators = []
        for what, line in lines(width, puzzle.height):
            propagators += [NoThree(cells, tuple(line[i : i + 3])) for i in range(len(line) - 2)]
            propagators.append(Balance(cells, line, what))
        return Model(
            domains,
            propagators,
            SearchParams(probe_vars=range(len(domains))),
            Vocabulary(
                describe=lambda var, dom: f"{cells.name(var)} is {DIGIT.get(dom, '0 or 1')}",
                cell_of=cells.cell_of,
            ),
        )

    def decode(self, puzzle: BinaryPuzzle, domains: list[int]) -> Grid:
        width = puzzle.width
        return tuple(
            tuple(domains[r * width + c] == ONLY_1 for c in range(width))
            for r in range(puzzle.height)
        )

    def check(self, puzzle: BinaryPuzzle, answer: Grid) -> list[str]:
        """From the rules alone: the givens kept, no three equal side by side, balance."""
        digits = [[int(cell) for cell in row] for row in answer]
        broken = [
            f"{where(r, c)} must be {value}"
            for r, row in enumerate(puzzle.givens)
            for c, value in enumerate(row)
            if value is not None and digits[r][c] != value
        ]
        flat = [digit for row in digits for digit in row]
        for what, line in lines(puzzle.width, puzzle.height):
            values = [flat[var] for var in line]
            if any(values[i] == values[i + 1] == values[i + 2] for i in range(len(values) - 2)):
                broken.append(f"{what} has three equal digits side by side")
            if 2 * sum(values) != len(values):
                broken.append(f"{what} has {sum(values)} ones, not {len(values) // 2}")
        return broken

    def answer_json(self, puzzle: BinaryPuzzle, answer: Grid) -> list[str]:
        return ["".join("1" if cell else "0" for cell in row) for row in answer]

    def answer_text(self, puzzle: BinaryPuzzle, answer: Grid) -> str:
        return "\n".join(self.answer_json(puzzle, answer))

    def new_play(self, puzzle: BinaryPuzzle) -> PlayState:
        return BinaryPlay(puzzle)

    def bridge(self, puzzle: BinaryPuzzle) -> Bridge:
        return CellBridge(puzzle.width)


def generate(
    width: int,
    height: int,
    difficulty: str,
    seed: int,
    timeout: float,
    cancel: threading.Event | None = None,
    progress: Callable[[str], None] | None = None,
):
    """Add random givens until the engine proves one answer, then drop every given the
    answer does not need; the grade is what it is (this genre has no difficulty search)."""
    from gridgames.grading import grade_puzzle
    from gridgames.solving import solve_puzzle

    rng = random.Random(seed)
    deadline = time.monotonic() + timeout
    givens: list[list[int | None]] = [[None] * width for _ in range(height)]

    def puzzle() -> BinaryPuzzle:
        return BinaryPuzzle(width, height, tuple(map(tuple, givens)))

    def status() -> str:
        if cancel is not None and cancel.is_set() or time.monotonic() > deadline:
            raise Interrupted("cancelled")
        return solve_puzzle(puzzle(), timeout=max(0.0, deadline - time.monotonic())).status

    cells = [(r, c) for r in range(height) for c in range(width)]
    rng.shuffle(cells)
    for r, c in cells:
        givens[r][c] = rng.randint(0, 1)
        found = status()
        if found == "none":
            givens[r][c] = 1 - givens[r][c]
            found = status()
        if found == "unique":
            break
    for r, c in cells:
        if givens[r][c] is None:
            continue
        kept, givens[r][c] = givens[r][c], None
        if status() != "unique":
            givens[r][c] = kept
    made = puzzle()
    grade = grade_puzzle(made, cancel=cancel)
    return BinaryPuzzle(width, height, made.givens, grade.meta()), grade


GENRE = BinaryGenre()
