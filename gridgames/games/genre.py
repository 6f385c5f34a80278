"""The small interface every genre implements, after Tatham's backend/frontend split.

Nothing outside a genre's package knows its rules: the command line, the solver
front door, the generators and the app all go through a `Genre`.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..engine import Model

Puzzle = Any  # ShikakuPuzzle | NonogramPuzzle | FillGridPuzzle
Answer = Any  # Shikaku: tuple[Rect, ...] in clue order; the others: tuple of rows of bool


class Genre(Protocol):
    name: str

    def build(self, puzzle: Puzzle) -> Model:
        """The engine model: variables, initial domains, propagators, describe/cell_of."""

    def decode(self, puzzle: Puzzle, domains: list[int]) -> Answer:
        """Turn a solved state (every domain decided) into the genre's answer."""

    def check(self, puzzle: Puzzle, answer: Answer) -> list[str]:
        """Every rule the answer breaks, in words; empty when it is a valid solution.

        Written from the rules alone, independently of the propagators, so tests can
        trust it to judge the solver."""

    def answer_json(self, puzzle: Puzzle, answer: Answer) -> Any:
        """The `solution` field of `gridgames solve --json` (FORMATS.md section 3)."""

    def answer_text(self, puzzle: Puzzle, answer: Answer) -> str:
        """The grid printed by `gridgames solve` without --json."""
