"""Nonogram boards as engine domains: one cell per variable, as in genre.py. A black-and-
white cell is two-valued; a colour cell's domain is a bitset over the palette."""

from __future__ import annotations

from ...engine import decided
from ..bridge import CellBridge
from .play_colour import UNDECIDED, ColourNonogramPlay, domain_of, is_undecided, mark_of
from .puzzle import NonogramPuzzle


class ColourBridge(CellBridge):
    """A colour board: a painted cell (or a background cross) is its one value, an
    undecided cell every value its notes leave ("not this colour"); a domain the engine
    narrowed to one value shows as its mark, anything wider as undecided, keeping the
    player's notes."""

    def __init__(self, width: int, values: int) -> None:
        super().__init__(width)
        self.values = values

    def to_domains(self, play: ColourNonogramPlay) -> list[int]:
        values = self.values
        return [domain_of(mark, values) for row in play.marks for mark in row]

    def mark_for(self, domain: int) -> int:
        return mark_of(domain.bit_length() - 1) if decided(domain) else UNDECIDED

    def shows(self, now: int, mark: int) -> bool:
        """An undecided cell keeps its notes where the engine decides nothing."""
        return now == mark or (mark == UNDECIDED and is_undecided(now))


def bridge(puzzle: NonogramPuzzle) -> CellBridge:
    if puzzle.is_colour:
        return ColourBridge(puzzle.width, len(puzzle.palette))
    return CellBridge(puzzle.width)
