"""Shikaku boards as engine domains: one variable per number, one value per place.

The player draws rectangles; the engine narrows each number's places. A drawn rectangle
that is one of a number's places (it holds that number alone and has its area) fixes the
number; any other rectangle fixes nothing (it is a mistake the rules already flag). The
other way, a number left with one place becomes that rectangle on the board, replacing
what it overlaps (except other numbers' fixed places: during a search a refuted guess may
overlap them until the backtrack), and a number that has more than one place again (a
guess taken back) loses the rectangle the solver drew for it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from ...engine import bits, full
from ..bridge import Bridge
from .candidates import find_candidates
from .play import RectMove, ShikakuPlay, overlaps
from .puzzle import Rect, ShikakuPuzzle


class ShikakuBridge(Bridge):
    def __init__(self, puzzle: ShikakuPuzzle) -> None:
        self.puzzle = puzzle
        self.rects = find_candidates(puzzle).rects
        self.index = [{rect: k for k, rect in enumerate(rects)} for rects in self.rects]
        # A place holds exactly one number, so each candidate rectangle has one owner.
        self.owner = {rect: var for var, places in enumerate(self.index) for rect in places}

    def to_domains(self, play: ShikakuPlay) -> list[int]:
        domains = []
        for clue, places in zip(self.puzzle.clues, self.index, strict=True):
            k = places.get(play.rect_at(clue.row, clue.col))
            domains.append(full(len(places)) if k is None else 1 << k)
        return domains

    def move_for(
        self, play: ShikakuPlay, domains: Sequence[int], variables: Sequence[int]
    ) -> RectMove | None:
        board = set(play.rects)
        for var in dict.fromkeys(variables):
            clue = self.puzzle.clues[var]
            current = next((r for r in board if r.contains(clue.row, clue.col)), None)
            domain = domains[var]
            target = self.rects[var][domain.bit_length() - 1] if domain.bit_count() == 1 else None
            if current == target:
                continue
            if current is not None and current in self.index[var]:
                board.discard(current)  # this number's old place (a guess taken back)
            if target is not None:
                board = {r for r in board if not overlaps(r, target) or self._fixed(r, domains)}
                board.add(target)
        return self.move_between(frozenset(play.rects), frozenset(board))

    def _fixed(self, rect: Rect, domains: Sequence[int]) -> bool:
        """Is `rect` the one place `domains` leave its number? Then it stays, even if a
        number about to be refuted overlaps it for a moment: only the backtrack that
        follows may take it away."""
        var = self.owner.get(rect)
        return var is not None and domains[var] == 1 << self.index[var][rect]

    def move_between(self, before: Hashable, after: Hashable) -> RectMove | None:
        old, new = set(before), set(after)
        if old == new:
            return None
        return RectMove(remove=tuple(sorted(old - new)), add=tuple(sorted(new - old)))

    def boxes(self, var: int, domain: int) -> tuple[Rect, ...]:
        places = self.rects[var]
        return tuple(places[k] for k in bits(domain))

    def mark_box(self, play: ShikakuPlay, var: int) -> Rect | None:
        clue = self.puzzle.clues[var]
        return play.rect_at(clue.row, clue.col)


def bridge(puzzle: ShikakuPuzzle) -> ShikakuBridge:
    return ShikakuBridge(puzzle)
