"""The step trace: every deduction, probe, guess and backtrack as a replayable record.

The GUI animates a solve and explains hints by replaying Steps, so a Step carries
everything a painter needs: which variables changed from what to what (painters map
variables to cells or rectangles through their genre), the cells the rule looked at,
and a sentence for the player.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class StepKind(StrEnum):
    DEDUCE = "deduce"  # a rule narrowed domains
    PROBE = "probe"  # a trial assignment failed, forcing the other value
    GUESS = "guess"  # distribution: a domain split with no proof
    BACKTRACK = "backtrack"  # a guess led to a contradiction; its changes are undone
    CONTRADICTION = "contradiction"  # a rule found the state impossible
    SOLUTION = "solution"  # every variable decided, every rule satisfied


#: Technique levels, used for hints (simplest first) and difficulty grading.
LEVEL_BASIC = 0
LEVEL_ADVANCED = 1
LEVEL_PROBE = 2
LEVEL_GUESS = 3


@dataclass(frozen=True, slots=True)
class Change:
    var: int
    old: int
    new: int

    # Steps cross from the app's engine process to the window by the thousand: unpickled
    # by a constructor call, a trace loads in 60% of the time dataclass state takes.
    def __reduce__(self) -> tuple:
        return Change, (self.var, self.old, self.new)


@dataclass(frozen=True, slots=True)
class Step:
    kind: StepKind
    rule: str
    reason: str
    changes: tuple[Change, ...] = ()
    focus: tuple[tuple[int, int], ...] = ()  # cells (row, col) the rule used
    depth: int = 0
    level: int = LEVEL_BASIC

    def __reduce__(self) -> tuple:  # see Change.__reduce__
        fields = (self.changes, self.focus, self.depth, self.level)
        return Step, (self.kind, self.rule, self.reason, *fields)

    def __str__(self) -> str:
        return self.reason or self.rule
