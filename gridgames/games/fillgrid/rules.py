"""The rule every fill-grid shares besides connectivity: no two shaded cells touch.

Connectivity lives in `connectivity.py`, the clue rules in `hitori.py` and `kurodoko.py`.
"""

from __future__ import annotations

from ...engine import LEVEL_BASIC, ONLY_0, ONLY_1, Contradiction, Propagator, Store
from ...engine.sentence import Sentence
from .board import Board


class NoTouch(Propagator):
    """A shaded cell makes the cells beside it white (one propagator per cell, woken only
    by that cell, so the work is proportional to what changed)."""

    name = "no-touch"
    called = Sentence("the no-touch rule")
    level = LEVEL_BASIC

    def __init__(self, board: Board, cell: int) -> None:
        self.board = board
        self.cell = cell
        self.near = board.neighbours[cell]
        super().__init__([cell])

    def propagate(self, store: Store) -> None:
        if store.dom[self.cell] != ONLY_1:
            return
        changed = False
        dom = store.dom
        for other in self.near:
            if dom[other] == ONLY_1:
                self._touching(store, other)
            changed |= store.narrow(other, ONLY_0)
        if changed and store.tracing:
            board = self.board
            store.note(
                self.name,
                Sentence(
                    "{Cell} is shaded, so the cells beside it stay white: shaded cells never "
                    "touch.",
                    cell=board.name(self.cell),
                ),
                [board.cell_of(self.cell)],
            )

    def _touching(self, store: Store, other: int) -> None:
        board = self.board
        raise Contradiction(
            self.name,
            Sentence(
                "{Cell} and {other} are both shaded and touch.",
                cell=board.name(self.cell),
                other=board.name(other),
            )
            if store.explain
            else "",
            [board.cell_of(self.cell), board.cell_of(other)],
        )
