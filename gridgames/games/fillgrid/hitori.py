"""Hitori's clue rule and its classic patterns, as engine propagators.

- Duplicates: once a number is white in a line, every other copy in that line is shaded.
- Sandwich: a cell between two equal numbers is white (shaded, it would force both
  neighbours white: two equal white numbers in one line). A triple a-a-a is the case
  where the middle number is the same.
- Pair: of two equal numbers side by side one is white (both shaded would touch), so any
  third copy in that line is shaded.

The patterns are facts about the numbers alone, so they are found once when the model is
built and each becomes a propagator that fires at the start and explains itself. Probing
would find them too, but at the price of two trial fixpoints per cell.
"""

from __future__ import annotations

from ...engine import LEVEL_BASIC, ONLY_0, ONLY_1, Contradiction, Propagator, Store
from ...engine.sentence import Sentence
from .board import Board


class Line:
    """A row or column as cell indices, with its name for reasons."""

    def __init__(self, cells: list[int], name: str) -> None:
        self.cells = cells
        self.name = name


def lines(board: Board) -> list[Line]:
    width, height = board.width, board.height
    rows = [
        Line([r * width + c for c in range(width)], Sentence("row {row}", row=r + 1))
        for r in range(height)
    ]
    cols = [
        Line([r * width + c for r in range(height)], Sentence("column {column}", column=c + 1))
        for c in range(width)
    ]
    return rows + cols


class Duplicates(Propagator):
    """The copies of one number in one line: at most one of them is white."""

    name = "duplicates"
    called = Sentence("the no-repeats rule")
    level = LEVEL_BASIC

    def __init__(self, board: Board, line: Line, number: int, cells: list[int]) -> None:
        self.board = board
        self.line = line
        self.number = number
        self.cells = tuple(cells)
        super().__init__(cells)

    def propagate(self, store: Store) -> None:
        dom = store.dom
        white = -1
        for cell in self.cells:
            if dom[cell] == ONLY_0:
                if white >= 0:
                    self._two_white(store, white, cell)
                white = cell
        if white < 0:
            return
        changed = False
        for cell in self.cells:
            if cell != white:
                changed |= store.narrow(cell, ONLY_1)
        if changed and store.tracing:
            board = self.board
            store.note(
                self.name,
                Sentence(
                    "{Cell} is a white {number}, so the other {number}s in {line} are shaded.",
                    cell=board.name(white),
                    number=self.number,
                    line=self.line.name,
                ),
                [board.cell_of(cell) for cell in self.cells],
            )

    def _two_white(self, store: Store, first: int, second: int) -> None:
        board = self.board
        raise Contradiction(
            self.name,
            Sentence(
                "{Line} has two white {number}s, at {first} and {second}.",
                line=self.line.name,
                number=self.number,
                first=board.name(first),
                second=board.name(second),
            )
            if store.explain
            else "",
            [board.cell_of(first), board.cell_of(second)],
        )


#: The patterns named in a sentence (a dead end one of them met, in the designer).
PATTERN_WORDS = {"sandwich": Sentence("the sandwich rule"), "pair": Sentence("the pair rule")}


class Pattern(Propagator):
    """A deduction read off the numbers when the model is built; fires once at the start."""

    level = LEVEL_BASIC

    def __init__(
        self, board: Board, name: str, cell: int, domain: int, reason: str, focus: list[int]
    ) -> None:
        self.board = board
        self.name = name
        self.called = PATTERN_WORDS.get(name)
        self.cell = cell
        self.domain = domain
        self.reason = reason
        self.focus = focus
        super().__init__([cell])

    def propagate(self, store: Store) -> None:
        if store.narrow(self.cell, self.domain) and store.tracing:
            store.note(self.name, self.reason, [self.board.cell_of(c) for c in self.focus])


def patterns(board: Board, line: Line, numbers: list[int]) -> list[Pattern]:
    """The sandwich and pair patterns of one line (each forced cell once per line)."""
    found: list[Pattern] = []
    cells = line.cells
    count = len(cells)
    whites: set[int] = set()
    for i in range(1, count - 1):
        if numbers[i - 1] == numbers[i + 1] and cells[i] not in whites:
            whites.add(cells[i])
            outer = numbers[i - 1]
            found.append(
                Pattern(
                    board,
                    "sandwich",
                    cells[i],
                    ONLY_0,
                    Sentence(
                        "{Cell} sits between two {number}s in {line}: shading it would leave "
                        "both {number}s white, so it stays white.",
                        cell=board.name(cells[i]),
                        number=outer,
                        line=line.name,
                    ),
                    [cells[i - 1], cells[i], cells[i + 1]],
                )
            )
    shaded: set[int] = set()
    for i in range(count - 1):
        value = numbers[i]
        if numbers[i + 1] != value:
            continue
        for j in range(count):
            if numbers[j] == value and j not in (i, i + 1) and cells[j] not in shaded:
                shaded.add(cells[j])
                found.append(
                    Pattern(
                        board,
                        "pair",
                        cells[j],
                        ONLY_1,
                        Sentence(
                            "The two {number}s side by side at {first} and {second} cannot "
                            "both be shaded, so one of them is the white {number} of {line}: "
                            "the {number} at {cell} is shaded.",
                            number=value,
                            first=board.name(cells[i]),
                            second=board.name(cells[i + 1]),
                            line=line.name,
                            cell=board.name(cells[j]),
                        ),
                        [cells[i], cells[i + 1], cells[j]],
                    )
                )
    return found


def hitori_rules(board: Board) -> list[Propagator]:
    rules: list[Propagator] = []
    for line in lines(board):
        # An empty cell (only in bad input) gets a number nothing else has.
        numbers = [_number_or_unique(board, cell) for cell in line.cells]
        where: dict[int, list[int]] = {}
        for cell, number in zip(line.cells, numbers, strict=True):
            where.setdefault(number, []).append(cell)
        for number, cells in where.items():
            if len(cells) > 1:
                rules.append(Duplicates(board, line, number, cells))
        rules += patterns(board, line, numbers)
    return rules


def _number_or_unique(board: Board, cell: int) -> int:
    number = board.number(cell)
    return -1 - cell if number is None else number
