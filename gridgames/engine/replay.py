"""Replaying a step trace onto domains: what the animated solve and hints see.

A trace is a story told in order: each Step narrows some domains, and a BACKTRACK at
depth d takes back every change made deeper than d (the guess that failed and all it led
to). Whoever replays it -- the GUI animating a solve, a hint applying its chain, a test
checking that the trace reaches the answer -- needs the same bookkeeping, so it is here
once, free of Qt and of any genre.
"""

from __future__ import annotations

from collections.abc import Sequence

from .step import Step, StepKind


class TraceMismatch(ValueError):
    """A step's change does not start from the domain the replay holds: the trace was
    recorded from other domains than the replay started with."""


class Replay:
    """Domains after the steps applied so far, and how to take guesses back."""

    def __init__(self, domains: Sequence[int]) -> None:
        self.dom: list[int] = list(domains)
        self._applied: list[tuple[int, int, int]] = []  # (depth, var, old domain)
        self._guessed: dict[int, int] = {}  # var -> changes to it made under a guess

    def apply(self, step: Step) -> list[int]:
        """Apply one step; return the variables it changed (a backtrack's come first)."""
        touched = self.unwind(step.depth) if step.kind is StepKind.BACKTRACK else []
        dom, applied, guessed = self.dom, self._applied, self._guessed
        for change in step.changes:
            var = change.var
            if dom[var] != change.old:
                raise TraceMismatch(
                    f"step {step.reason!r}: variable {var} is {dom[var]:b}, "
                    f"the trace expected {change.old:b}"
                )
            applied.append((step.depth, var, change.old))
            if step.depth > 0:
                guessed[var] = guessed.get(var, 0) + 1
            dom[var] = change.new
            touched.append(var)
        return touched

    def unwind(self, depth: int = 0) -> list[int]:
        """Take back every change made deeper than `depth`; return the variables restored.

        `unwind(0)` keeps only what was proved without guessing: a solve stopped half-way
        through a guess leaves no guessed marks behind."""
        dom, applied, guessed = self.dom, self._applied, self._guessed
        touched = []
        while applied and applied[-1][0] > depth:
            _, var, old = applied.pop()
            dom[var] = old
            left = guessed[var] - 1
            if left:
                guessed[var] = left
            else:
                del guessed[var]
            touched.append(var)
        return touched

    @property
    def depth(self) -> int:
        """How deep in guesses the latest applied change was made."""
        return self._applied[-1][0] if self._applied else 0

    def guessed(self) -> set[int]:
        """Variables whose current domain rests on a guess (changed at depth > 0)."""
        return set(self._guessed)


def replay(domains: Sequence[int], steps: Sequence[Step]) -> list[int]:
    """The domains a whole trace leads to from `domains`."""
    state = Replay(domains)
    for step in steps:
        state.apply(step)
    return state.dom
