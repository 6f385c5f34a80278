"""Kurodoko's clue rule as bounds on what each number can still see.

A number N sees itself plus, in each of the four directions, the white cells up to the first
shaded cell or the edge. In each direction it sees at least the run of cells already white
(min) and at most the run of cells not shaded (max). Then, for each direction d:
- the other directions show at most `others_max`, so d must show N - others_max cells: that
  many cells from the number are white (when all directions are at their max, this is
  "max == N: every reachable cell is white");
- the other directions already show `others_min`, so d may show at most N - others_min; if
  its white run already has that length, the next cell is shaded. (This happens exactly
  when the white runs already add up to N: then every run that could go on stops.)
And a number whose min exceeds N, or whose max falls short of N, is a contradiction.
Numbered cells themselves are white from the start (their domain, not a rule).
"""

from __future__ import annotations

from ...engine import LEVEL_BASIC, ONLY_0, ONLY_1, Contradiction, Propagator, Store
from .board import Board

DIRECTIONS = ("up", "left", "right", "down")


def rays(board: Board, cell: int) -> list[tuple[int, ...]]:
    """The cells seen from `cell` looking up, left, right and down, nearest first."""
    width = board.width
    r, c = divmod(cell, width)
    return [
        tuple(cell - k * width for k in range(1, r + 1)),
        tuple(cell - k for k in range(1, c + 1)),
        tuple(cell + k for k in range(1, width - c)),
        tuple(cell + k * width for k in range(1, board.height - r)),
    ]


def ray_slice(ray: tuple[int, ...]) -> slice:
    """A slice that cuts the ray out of a snapshot of all domains, nearest cell first.

    Slicing a snapshot of the domains (`Board.snapshot`) and scanning it with `lstrip` and
    `find` runs in C: much cheaper than a Python loop over the cells, and every change in a
    number's row or column wakes it, so this is the genre's hottest code."""
    if not ray:
        return slice(0, 0)
    step = ray[1] - ray[0] if len(ray) > 1 else 1
    stop = ray[-1] + step
    return slice(ray[0], None if stop < 0 else stop, step)


WHITE = bytes([ONLY_0])


class Sight(Propagator):
    name = "sight"
    level = LEVEL_BASIC

    def __init__(self, board: Board, cell: int, number: int) -> None:
        self.board = board
        self.cell = cell
        self.number = number
        self.rays = rays(board, cell)
        self.slices = [ray_slice(ray) for ray in self.rays]
        super().__init__([cell, *(x for ray in self.rays for x in ray)])

    def propagate(self, store: Store) -> None:
        # Forcing cells in one direction changes the bounds of the others: loop to our own
        # fixpoint, as the engine does not re-wake a propagator for its own changes.
        while self._round(store):
            pass

    def _round(self, store: Store) -> bool:
        number = self.number
        snapshot = self.board.snapshot(store)
        lows: list[int] = []
        highs: list[int] = []
        seen_low = seen_high = 1
        for part in self.slices:
            seen = snapshot[part]
            low = len(seen) - len(seen.lstrip(WHITE))  # the white run
            high = seen.find(ONLY_1)  # up to the first shaded cell
            if high < 0:
                high = len(seen)
            lows.append(low)
            highs.append(high)
            seen_low += low
            seen_high += high
        if seen_low > number or seen_high < number:
            self._impossible(store, seen_low, seen_high)
        if seen_low == number:
            return self._stop_every_run(store, lows, highs)
        # Direction d must show number - (seen_high - highs[d]) = highs[d] - slack cells.
        slack = seen_high - number
        changed = False
        for d in range(4):
            need = highs[d] - slack
            if need > lows[d]:
                cells = self.rays[d][lows[d] : need]
                for x in cells:
                    store.narrow(x, ONLY_0)
                changed = True
                if store.tracing:
                    self._explain(store, d, seen_high - highs[d], "at most", list(cells))
        return changed

    def _stop_every_run(self, store: Store, lows: list[int], highs: list[int]) -> bool:
        """The white runs already add up to the number: each open run ends here."""
        changed = False
        for d in range(4):
            low = lows[d]
            if low < highs[d]:  # the cell after the run is undecided
                cell = self.rays[d][low]
                store.narrow(cell, ONLY_1)
                changed = True
                if store.tracing:
                    self._explain(store, d, self.number - low, "already", [cell])
        return changed

    def _explain(self, store: Store, d: int, others: int, bound: str, cells: list[int]) -> None:
        board = self.board
        look = DIRECTIONS[d]
        if bound == "at most":
            need = self.number - others
            shown = board.run(cells)
            verb = "is" if len(cells) == 1 else "are"
            reason = (
                f"{self._title()} sees at most {others} cells without looking {look}, so it "
                f"sees at least {need} looking {look}: {shown} {verb} white."
            )
        else:
            allowed = self.number - others
            reason = (
                f"{self._title()} already sees {others} cells without looking {look}, so it "
                f"sees at most {allowed} looking {look}: {board.name(cells[0])} is shaded."
            )
        store.note(self.name, reason, [board.cell_of(self.cell), *map(board.cell_of, cells)])

    def _impossible(self, store: Store, seen_low: int, seen_high: int) -> None:
        reason = ""
        if store.explain:
            if seen_low > self.number:
                reason = f"{self._title()} already sees {seen_low} cells."
            else:
                reason = f"{self._title()} can see at most {seen_high} cells."
        raise Contradiction(self.name, reason, [self.board.cell_of(self.cell)])

    def _title(self) -> str:
        return f"The {self.number} at {self.board.name(self.cell)}"


def kurodoko_rules(board: Board) -> list[Propagator]:
    return [
        Sight(board, cell, number)
        for cell in range(board.size)
        if (number := board.number(cell)) is not None
    ]
