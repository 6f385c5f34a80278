"""What the designer (`gridgames.designing`) asks of a genre, with the defaults.

The designer judges, repairs and trims puzzles of any genre through this one object, which
each genre's spec hands out (`Genre.design()`, a genre package's `design.DESIGN`), so the
designer itself never names a genre. The defaults suit a genre whose answers are grids of
cells and that has no clue the designer may add or take away; a genre overrides what it
knows better.

Cells here are the engine's (row, column); the designer turns them into (x, y).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.sentence import Sentence

if TYPE_CHECKING:
    from ..designing.verdict import Change, Verdict
    from ..engine.budget import Budget

Cell = tuple[int, int]  # (row, column)


@dataclass(frozen=True)
class Repair:
    """One way to rule out a rival answer: the puzzle after it, the answer it keeps (or
    makes, when the change alters the answer: a nonogram's flipped cell), the changes it
    makes in the designer's words and how many clues it adds (a move adds none)."""

    puzzle: Any
    answer: Any
    changes: tuple[Change, ...]
    added: int = 1


class DesignHooks:
    """The genre-specific parts of judging, making unique and trimming."""

    def with_symmetry(self, symmetric: bool) -> DesignHooks:
        """These hooks for a design drawn with rotational symmetry (the opposite cell
        follows): Make Unique then keeps it symmetric. Default: symmetry changes nothing."""
        return self

    def judge(self, puzzle: Any, budget: Budget, symmetric: bool) -> Verdict | None:
        """A verdict of the genre's own making, or None for the common one (solve for two
        answers, grade a unique one, explain a dead end). A crossword grid is judged by
        counting instead."""
        return None

    def several_advice(self, puzzle: Any) -> Sentence:
        """What the author can do where two answers differ, in the edit bar under a
        "several answers" verdict: the genre's own kind of clue. Default: numbers."""
        return Sentence("Add numbers there, or press Make Unique.")

    def differing(self, puzzle: Any, first: Any, second: Any) -> list[Cell]:
        """The cells on which two answers differ. Default: answers are grids of cells."""
        return [
            (r, c)
            for r, (one, other) in enumerate(zip(first, second, strict=True))
            for c, (a, b) in enumerate(zip(one, other, strict=True))
            if a != b
        ]

    def intended(self, puzzle: Any) -> Any | None:
        """The answer the author means, when the puzzle says (a painted picture); None to
        keep whichever answer the solver finds first."""
        return getattr(puzzle, "given_solution", None)

    def repairs(self, puzzle: Any, answer: Any, rival: Any) -> Iterable[Repair]:
        """Changes that keep `answer` (or the answer the change makes) and rule out `rival`:
        what `make_unique` chooses from, best first where the genre can tell. Default:
        none."""
        return ()

    def openness(self, puzzle: Any, budget: Budget) -> int | None:
        """How far the puzzle is from one answer, smaller being nearer: what `make_unique`
        picks the next repair by. Default: the variables a fixpoint of the rules leaves
        undecided; None when the rules find no answer at all."""
        from ..engine import Contradiction, Store
        from .registry import genre_of

        store = Store(genre_of(puzzle).build(puzzle), budget=budget)
        store.schedule_all()
        try:
            store.fixpoint()
        except Contradiction:
            return None
        return sum(1 for domain in store.dom if domain & (domain - 1))

    def clues(self, puzzle: Any) -> Sequence[Cell]:
        """The cells whose clue `trim` may try to take away. Default: none."""
        return ()

    def partners(self, puzzle: Any, cell: Cell) -> tuple[Cell, ...]:
        """The cells that go with `cell` when a clue is added or taken away, itself first:
        a design drawn with symmetry keeps its clues in pairs through the centre. Default:
        the cell alone."""
        return (cell,)

    def without(self, puzzle: Any, cell: Cell) -> tuple[Any, Change]:
        """The puzzle without the clue in `cell`, and that change."""
        raise NotImplementedError

    def apply(self, puzzle: Any, change: Change) -> Any:
        """`puzzle` with one change of `make_unique` or `trim` made. Default: as it is."""
        return puzzle

    def kept(self, puzzle: Any, answer: Any) -> Any:
        """The repaired puzzle as the designer hands it back, carrying its one answer when
        the genre stores one (default: as it is)."""
        return puzzle
