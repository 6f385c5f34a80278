"""Fill-grid as the player plays it: shaded cells and dots, judged on a partial board.

Undecided cells might still go either way, so each rule below only flags what can never
come right whatever the player does next:
- two shaded cells that touch;
- unshaded cells walled off from the rest (undecided cells count as possible paths);
- Hitori: a number repeated among cells the player has dotted as unshaded;
- Kurodoko: a number that already sees more cells than it says (counting only dotted or
  numbered cells, which are surely white) or can no longer see enough (counting every
  cell not shaded).
"""

from __future__ import annotations

from collections import defaultdict

from ...engine.sentence import Sentence
from ..play import Cell, CellPlay, Mark, Mistakes
from ..problem import where
from .puzzle import FillGridPuzzle

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


class FillGridPlay(CellPlay):
    puzzle: FillGridPuzzle

    def __init__(self, puzzle: FillGridPuzzle) -> None:
        super().__init__(puzzle)
        for r, row in enumerate(self.marks):  # a crossword grid's design starts on the board
            for c in range(len(row)):
                decided = puzzle.decided(r, c)
                if decided is not None:
                    row[c] = Mark.FILL if decided else Mark.CROSS

    def number(self, row: int, col: int) -> int | None:
        return self.puzzle.numbers[row][col]

    def is_fixed(self, row: int, col: int) -> bool:
        """Kurodoko numbers are always white and a design's cells are given: there is
        nothing to mark on them."""
        if self.puzzle.decided(row, col) is not None:
            return True
        return self.puzzle.variant == "kurodoko" and self.number(row, col) is not None

    def is_solved(self) -> bool:
        """A free grid has no clues, so every legal shading (even a blank one) would "win";
        it is a designer's canvas, never solved."""
        return self.puzzle.variant != "free" and super().is_solved()

    # ------------------------------------------------------------------ mistakes

    def mistakes(self) -> Mistakes:
        found: list[tuple[set[Cell], str]] = []
        found += self._touching()
        found += self._cut_off()
        if self.puzzle.variant == "hitori":
            found += self._repeats()
        if self.puzzle.variant == "kurodoko":
            found += self._sight()
        cells = frozenset(cell for group, _ in found for cell in group)
        return Mistakes(cells=cells, messages=tuple(message for _, message in found))

    def _shaded(self, row: int, col: int) -> bool:
        return self.marks[row][col] == Mark.FILL

    def _white(self, row: int, col: int) -> bool:
        """Surely unshaded: dotted, or a Kurodoko number."""
        return self.marks[row][col] == Mark.CROSS or self.is_fixed(row, col)

    def _cells(self) -> list[Cell]:
        return [(r, c) for r in range(self.puzzle.height) for c in range(self.puzzle.width)]

    def _touching(self) -> list[tuple[set[Cell], str]]:
        found = []
        for r, c in self._cells():
            for nr, nc in ((r, c + 1), (r + 1, c)):
                inside = nr < self.puzzle.height and nc < self.puzzle.width
                if inside and self._shaded(r, c) and self._shaded(nr, nc):
                    found.append(
                        (
                            {(r, c), (nr, nc)},
                            Sentence(
                                "shaded cells touch at {cell} and {other}",
                                cell=where(r, c),
                                other=where(nr, nc),
                            ),
                        )
                    )
        return found

    def _cut_off(self) -> list[tuple[set[Cell], str]]:
        """Every region of not-shaded cells but the largest is walled off."""
        regions = self._regions()
        if len(regions) < 2:
            return []
        regions.sort(key=len, reverse=True)
        return [
            (
                region,
                Sentence.counted(
                    "count",
                    "1 unshaded cell near {cell} is cut off",
                    "{count} unshaded cells near {cell} are cut off",
                    count=len(region),
                    cell=where(*min(region)),
                ),
            )
            for region in regions[1:]
        ]

    def _regions(self) -> list[set[Cell]]:
        seen: set[Cell] = set()
        regions = []
        for start in self._cells():
            if start in seen or self._shaded(*start):
                continue
            region, todo = {start}, [start]
            while todo:
                r, c = todo.pop()
                for dr, dc in STEPS:
                    nxt = (r + dr, c + dc)
                    if self._inside(*nxt) and nxt not in region and not self._shaded(*nxt):
                        region.add(nxt)
                        todo.append(nxt)
            seen |= region
            regions.append(region)
        return regions

    def _inside(self, row: int, col: int) -> bool:
        return 0 <= row < self.puzzle.height and 0 <= col < self.puzzle.width

    def _repeats(self) -> list[tuple[set[Cell], str]]:
        found = []
        lines = [
            ("row", [(r, c) for c in range(self.puzzle.width)]) for r in range(self.puzzle.height)
        ]
        lines += [
            ("column", [(r, c) for r in range(self.puzzle.height)])
            for c in range(self.puzzle.width)
        ]
        for kind, line in lines:
            by_number: dict[int, set[Cell]] = defaultdict(set)
            for cell in line:
                value = self.number(*cell)
                if value is not None and self._white(*cell):
                    by_number[value].add(cell)
            for value, cells in sorted(by_number.items()):
                if len(cells) > 1:
                    r, c = min(cells)
                    index = r if kind == "row" else c
                    message = left_unshaded(value, len(cells), kind, index)
                    found.append((cells, message))
        return found

    def _sight(self) -> list[tuple[set[Cell], str]]:
        found = []
        for r, c in self._cells():
            value = self.number(r, c)
            if value is None:
                continue
            least = 1 + sum(self._ray(r, c, step, self._white) for step in STEPS)
            most = 1 + sum(
                self._ray(r, c, step, lambda *cell: not self._shaded(*cell)) for step in STEPS
            )
            fields = {"number": value, "cell": where(r, c)}
            if least > value:
                said = Sentence("the {number} at {cell} already sees {seen}", seen=least, **fields)
            elif most < value:
                said = Sentence(
                    "the {number} at {cell} can see at most {seen}", seen=most, **fields
                )
            else:
                continue
            found.append(({(r, c)}, said))
        return found

    def _ray(self, row: int, col: int, step: Cell, open_cell) -> int:
        """How many cells in a row from (row, col), not counting it, satisfy `open_cell`."""
        count = 0
        row, col = row + step[0], col + step[1]
        while self._inside(row, col) and open_cell(row, col):
            count += 1
            row, col = row + step[0], col + step[1]
        return count


def left_unshaded(number: int, times: int, kind: str, index: int) -> str:
    """A Hitori mistake: '3 is left unshaded 2 times in row 4'."""
    if kind == "row":
        line = Sentence("row {row}", row=index + 1)
    else:
        line = Sentence("column {column}", column=index + 1)
    return Sentence.counted(
        "times",
        "{number} is left unshaded {times} time in {line}",
        "{number} is left unshaded {times} times in {line}",
        number=number,
        times=times,
        line=line,
    )


PLAY_STATE = FillGridPlay
