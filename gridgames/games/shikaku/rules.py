"""Shikaku's rules as engine propagators; one variable per clue, one value per place.

Three rules, each a deduction a player makes:
- OnlyReach (cells): a cell only one number can reach belongs to it; a cell none can
  reach is a dead end.
- Claim (clues): cells every remaining place of a number covers are that number's,
  so every other number's places covering them go.
- Overlap (clues, costlier, advanced): a place that would overlap every remaining
  place of some other number is impossible (seed 000's propagation).
"""

from __future__ import annotations

from ...engine import LEVEL_ADVANCED, LEVEL_BASIC, Contradiction, Propagator, Store, bits
from .candidates import Candidates, cells_of
from .puzzle import Rect, ShikakuPuzzle


def at(row: int, col: int) -> str:
    return f"row {row + 1}, column {col + 1}"


def span(rect: Rect) -> str:
    rows = (
        f"row {rect.row + 1}"
        if rect.height == 1
        else f"rows {rect.row + 1}-{rect.row + rect.height}"
    )
    cols = (
        f"column {rect.col + 1}"
        if rect.width == 1
        else f"columns {rect.col + 1}-{rect.col + rect.width}"
    )
    return f"{rows}, {cols}"


class Board:
    """What the rules share: the puzzle, its candidates, and how to name things."""

    def __init__(self, puzzle: ShikakuPuzzle, candidates: Candidates) -> None:
        self.puzzle = puzzle
        self.width = puzzle.width
        self.cands = candidates

    def clue_name(self, index: int) -> str:
        clue = self.puzzle.clues[index]
        return f"the {clue.value} at {at(clue.row, clue.col)}"

    def clue_cell(self, index: int) -> tuple[int, int]:
        clue = self.puzzle.clues[index]
        return clue.row, clue.col

    def describe(self, index: int, domain: int) -> str:
        count = domain.bit_count()
        if count == 0:
            return f"{self.clue_name(index)} (no place fits)"
        if count == 1:
            rect = self.cands.rects[index][domain.bit_length() - 1]
            return f"{self.clue_name(index)} takes {span(rect)}"
        return f"{self.clue_name(index)} takes one of {count} places"


class OnlyReach(Propagator):
    name = "only-reach"
    level = LEVEL_BASIC

    def __init__(self, board: Board, cell: int) -> None:
        self.board = board
        self.cell = cell
        self.reach = board.cands.reach[cell]
        super().__init__([clue for clue, _ in self.reach])

    def propagate(self, store: Store) -> None:
        dom = store.dom
        owner, owner_mask = -1, 0
        for clue, mask in self.reach:
            if dom[clue] & mask:
                if owner >= 0:
                    return
                owner, owner_mask = clue, mask
        row, col = divmod(self.cell, self.board.width)
        if owner < 0:
            raise Contradiction(
                "unreachable",
                f"No number can reach {at(row, col)}." if store.explain else "",
                [(row, col)],
            )
        if store.narrow(owner, owner_mask) and store.tracing:
            name = self.board.clue_name(owner)
            store.note(
                self.name,
                f"{name[0].upper()}{name[1:]} must cover {at(row, col)}: "
                "no other number reaches it.",
                [(row, col), self.board.clue_cell(owner)],
            )


class Claim(Propagator):
    name = "claim"
    level = LEVEL_BASIC

    def __init__(self, board: Board, clue: int) -> None:
        self.board = board
        self.clue = clue
        self.masks = board.cands.masks[clue]
        self.reach = board.cands.reach
        super().__init__([clue])

    def propagate(self, store: Store) -> None:
        dom, masks, own = store.dom, self.masks, self.clue
        must = -1
        for k in bits(dom[own]):
            must &= masks[k]
        reach, narrow = self.reach, store.narrow
        changed = False
        for cell in bits(must):
            for clue, mask in reach[cell]:
                if clue != own and dom[clue] & mask:
                    changed |= narrow(clue, ~mask)
        if changed and store.tracing:
            cells = cells_of(must, self.board.width)
            shown = ", ".join(at(r, c) for r, c in cells[:3]) + (" ..." if len(cells) > 3 else "")
            name = self.board.clue_name(own)
            store.note(
                self.name,
                f"Every place left for {name} covers {shown}: no other number may take them.",
                cells,
            )


class Overlap(Propagator):
    name = "overlap"
    level = LEVEL_ADVANCED

    def __init__(self, board: Board, clue: int) -> None:
        self.board = board
        self.clue = clue
        masks = board.cands.masks[clue]
        reach = board.cands.reach
        self.conflicts: list[dict[int, int]] = []
        neighbours: set[int] = set()
        for mask in masks:
            conflict: dict[int, int] = {}
            for cell in bits(mask):
                for other, local in reach[cell]:
                    if other != clue:
                        conflict[other] = conflict.get(other, 0) | local
            self.conflicts.append(conflict)
            neighbours.update(conflict)
        super().__init__([clue, *sorted(neighbours)])

    def propagate(self, store: Store) -> None:
        dom, conflicts = store.dom, self.conflicts
        drop, blocked = 0, -1
        for k in bits(dom[self.clue]):
            for other, overlapping in conflicts[k].items():
                if not dom[other] & ~overlapping:
                    drop |= 1 << k
                    blocked = other
                    break
        if drop and store.narrow(self.clue, ~drop) and store.tracing:
            board = self.board
            count = drop.bit_count()
            places = "place" if count == 1 else f"{count} places"
            store.note(
                self.name,
                f"{board.clue_name(self.clue).capitalize()} loses {places}: each would "
                f"overlap every place left for {board.clue_name(blocked)}.",
                [board.clue_cell(self.clue), board.clue_cell(blocked)],
            )
