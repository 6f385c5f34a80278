"""Which value the learning search guesses for a variable: saved phases, and rephasing.

Phase saving (as SAT solvers do): a variable is guessed as the value it last held, so a
backjump or restart comes back down to the same partial answer instead of rebuilding it.
Alone, that keeps the search circling one region: after a restart the same guesses rebuild
the same dead ends. Rephasing (CaDiCaL's, without its local search) now and then resets the
saved values: mostly to the *best* assignment since the last reset (the longest trail a
conflict cut short, the nearest the search came to an answer), in turn with the genre's
own first guesses and with every saved value flipped, so a stuck search starts over
somewhere else while keeping what it learned.

Opt-in (`SearchParams.rephase`): measured on random pictures at 40% density (CPU, 20 s
each; README, issue 19), it decided 9 of random 30x30 seeds 0-11 against 5 without, and
every 25x25 of seeds 0-9 either way, but it lost "Thing" (webpbn #18297: no answer in 60 s
against 13-16 s), so no genre turns it on yet (`benchmarks/bench_search.py --solver
rephase`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

#: Conflicts before the first rephase; the n-th comes n times this after the one before
#: (after 1,000, 3,000, 6,000, 10,000 ... conflicts: CaDiCaL's arithmetic schedule), so a
#: long search rephases ever more rarely.
REPHASE_UNIT = 1000
#: What the saved values become at each rephase, in turn.
CYCLE = ("best", "original", "best", "inverted")


class Phases:
    """The saved value of every variable (0: none yet), and when and how to reset them.

    `saved` is read and written by the learning loop directly (its hot paths)."""

    def __init__(
        self,
        count: int,
        first_guess: int,
        guess: Callable[[list[int], int], int] | None,
        *,
        rephase: bool = False,
    ) -> None:
        #: 0 until the variable first holds a value: its first guess is then the genre's
        #: likelier value (`guess`) in the domains of that moment, or `first_guess`.
        self.saved = [0] * count
        self.first_guess = first_guess
        self.guess = guess
        self.best: list[tuple[int, int]] = []  # (variable, value) along the longest trail
        self.rephases = 0
        self.next_rephase = REPHASE_UNIT if rephase else math.inf

    def value(self, dom: list[int], var: int) -> int:
        """The domain to guess for `var`."""
        value = self.saved[var]
        if value:
            return value
        return self.first_guess if self.guess is None else self.guess(dom, var)

    def conflict(self, trail: list[int], dom: list[int], conflicts: int) -> None:
        """At a conflict, before its backjump: remember the trail if it is the longest
        since the last rephase, and rephase when it is time (never without `rephase`)."""
        if self.next_rephase == math.inf:
            return
        if len(trail) > len(self.best):
            self.best = [(var, dom[var]) for var in trail]
        if conflicts >= self.next_rephase:
            self._rephase(conflicts)

    def _rephase(self, conflicts: int) -> None:
        self.rephases += 1
        self.next_rephase = conflicts + REPHASE_UNIT * (self.rephases + 1)
        saved = self.saved
        kind = CYCLE[(self.rephases - 1) % len(CYCLE)]
        if kind == "best":
            for var, value in self.best:
                saved[var] = value
        elif kind == "original":
            saved[:] = [0] * len(saved)
        else:  # inverted: 1 <-> 2, none stays none
            saved[:] = [value ^ 3 if value else 0 for value in saved]
        self.best = []
