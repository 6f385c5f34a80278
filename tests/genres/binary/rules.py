"""Binary's two rules as propagators, one variable per cell (1 = value 1, as in a fill)."""

from __future__ import annotations

from gridgames.engine import (
    LEVEL_ADVANCED,
    LEVEL_BASIC,
    ONLY_0,
    ONLY_1,
    Contradiction,
    Propagator,
    Store,
)
from gridgames.games.problem import where

DIGIT = {ONLY_0: 0, ONLY_1: 1}
OTHER = {ONLY_0: ONLY_1, ONLY_1: ONLY_0}


class Cells:
    """Variable numbers and their names on a board of a width."""

    def __init__(self, width: int) -> None:
        self.width = width

    def cell_of(self, var: int) -> tuple[int, int]:
        return divmod(var, self.width)

    def name(self, var: int) -> str:
        return where(*self.cell_of(var))


class NoThree(Propagator):
    """Three cells in a line: two equal digits make the third the other digit."""

    name = "no-three"
    level = LEVEL_BASIC

    def __init__(self, cells: Cells, triple: tuple[int, int, int]) -> None:
        super().__init__(triple)
        self.cells = cells

    def propagate(self, store: Store) -> None:
        dom = store.dom
        decided = [var for var in self.watches if dom[var] in DIGIT]
        if len(decided) < 2:
            return
        values = {dom[var] for var in decided}
        if len(decided) == 3 and len(values) == 1:
            raise Contradiction(self.name, "three equal digits in a row" if store.explain else "",
                                [self.cells.cell_of(var) for var in decided])  # fmt: skip
        if len(decided) == 2 and len(values) == 1:
            (rest,) = (var for var in self.watches if var not in decided)
            value = OTHER[values.pop()]
            if store.narrow(rest, value) and store.tracing:
                store.note(
                    self.name,
                    f"{self.cells.name(rest).capitalize()} is {DIGIT[value]}: "
                    "no three equal digits side by side.",
                    [self.cells.cell_of(rest)],
                )


class Balance(Propagator):
    """A row or column holds as many 0s as 1s: once one digit has its half, the rest are
    the other digit."""

    name = "balance"
    level = LEVEL_ADVANCED
    idempotent = False  # filling the rest with one digit may overfill it: look again

    def __init__(self, cells: Cells, line: list[int], what: str) -> None:
        super().__init__(line)
        self.cells = cells
        self.what = what

    def propagate(self, store: Store) -> None:
        dom = store.dom
        half = len(self.watches) // 2
        for value in (ONLY_0, ONLY_1):
            count = sum(1 for var in self.watches if dom[var] == value)
            if count > half:
                raise Contradiction(
                    self.name,
                    f"{self.what} has more than {half} {DIGIT[value]}s" if store.explain else "",
                    [self.cells.cell_of(var) for var in self.watches if dom[var] == value],
                )
            if count < half:
                continue
            rest = [var for var in self.watches if dom[var] not in DIGIT]
            other = OTHER[value]
            changed = [var for var in rest if store.narrow(var, other)]
            if changed and store.tracing:
                store.note(
                    self.name,
                    f"{self.what.capitalize()} has its {half} {DIGIT[value]}s, so the rest "
                    f"are {DIGIT[other]}.",
                    [self.cells.cell_of(var) for var in changed],
                )
