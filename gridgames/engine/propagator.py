"""What a genre registers with the engine: a rule that narrows domains."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .budget import check_building
from .step import LEVEL_BASIC

if TYPE_CHECKING:
    from .store import Store


class Propagator:
    """A rule over some variables.

    `watches` lists the variables whose change wakes it; `level` orders the queue so
    cheap, simple rules run (and explain themselves) before costlier ones; `idempotent`
    propagators reach their own fixpoint in one call, so their own changes do not
    re-wake them.
    """

    name: str = "rule"
    #: The rule named in a sentence ("the line rule"), for a dead end it left no words
    #: for (the designer's verdict says which rule ran out of choices); None: by `name`.
    called: str | None = None
    level: int = LEVEL_BASIC
    idempotent: bool = True
    #: A rule that counts over the whole board (a nonogram's alternate-line sums): grading
    #: ranks needing it with long probe chains, since no player sees it line by line.
    counting: bool = False
    #: A rule that chains deductions within one run (one call settles a clue, then the
    #: clues that one frees): each variable it narrows is a step of its own when grading
    #: measures a probe's chain; otherwise one run that narrows is one step.
    step_per_narrowing: bool = False
    #: Whether the learning search (engine/learning.py) runs the rule once it has made a
    #: guess. A rule that only ever narrows before any guess (a nonogram's board-wide
    #: counting) says False: the learning search then never wakes it, as it would do after
    #: almost every narrowing only to return at once.
    searching: bool = True

    def __init__(self, watches: Sequence[int]) -> None:
        self.watches = tuple(watches)
        check_building()  # a model of thousands of rules stops when its build is cancelled

    def propagate(self, store: Store) -> None:
        """Narrow domains through `store.narrow`, raise Contradiction on a dead end."""
        raise NotImplementedError

    def compiled(self) -> object | None:
        """The rule as C functions for the compiled learning search: a capsule holding a
        `GGRule` (engine/compiled_rule.h), or None (the default) for a rule that has none,
        and then the whole search stays in Python. The C functions must narrow and explain
        exactly as `propagate` and `explain` do."""
        return None

    def explain(self, store: Store, var: int | None, decided: list[int]) -> list[int]:
        """Why this rule decided `var` (None: why it found a dead end), for learning
        (engine/learning.py): `decided` are the cells of its scope decided before it ran,
        always a valid reason. A rule may return a smaller subset that still forces the
        same, which makes what is learned more general."""
        return decided
