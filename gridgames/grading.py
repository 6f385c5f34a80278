"""Difficulty from the techniques a solve needs, the way a player would feel it.

A puzzle is as hard as the hardest technique the engine needed, solving the way a
person would: rules first, probing before any guess. Basic rules make it easy, the
genre's advanced rules medium, probing hard, guessing expert. A genre may refine this
with how often a technique was needed (`Genre.grade_name(puzzle, level, techniques)`):
one probe in a big Shikaku is not what a player calls hard.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .engine import (
    LEVEL_ADVANCED,
    LEVEL_BASIC,
    LEVEL_GUESS,
    LEVEL_PROBE,
    Interrupted,
    StepKind,
)
from .engine.budget import Budget
from .games.genre import GRADES, Puzzle
from .games.registry import genre_of
from .solving import solve_puzzle

GRADE_OF_LEVEL = {
    LEVEL_BASIC: "easy",
    LEVEL_ADVANCED: "medium",
    LEVEL_PROBE: "hard",
    LEVEL_GUESS: "expert",
}


@dataclass(frozen=True)
class Grade:
    name: str  # easy | medium | hard | expert
    techniques: dict[str, int]  # rule name -> number of steps that used it
    steps: int  # deductions in the solve

    def meta(self) -> dict[str, str]:
        """What a generated puzzle stores about its grade."""
        used = " ".join(f"{rule}={count}" for rule, count in sorted(self.techniques.items()))
        return {"difficulty": self.name, "techniques": used, "steps": str(self.steps)}


def grade_puzzle(
    puzzle: Puzzle, timeout: float | None = None, cancel: threading.Event | None = None
) -> Grade:
    report = solve_puzzle(
        puzzle, max_solutions=1, trace=True, probing=True, timeout=timeout, cancel=cancel
    )
    if report.status in ("timeout", "cancelled"):
        raise Interrupted(report.status)
    level = LEVEL_BASIC
    techniques: Counter[str] = Counter()
    for step in report.trace:
        if step.kind in (StepKind.DEDUCE, StepKind.PROBE, StepKind.GUESS):
            techniques[step.rule] += 1
            level = max(level, step.level)
    name = genre_of(puzzle).grade_name(puzzle, level, techniques)
    return Grade(name, dict(techniques), report.steps)


def closest_grade(
    difficulty: str,
    candidates: Iterator[Puzzle | None],
    grade: Callable[[Puzzle], Grade],
    budget: Budget,
) -> tuple[Puzzle, Grade]:
    """Grade candidates until one has the wanted grade, keeping the closest so far.

    Every generator ends the same way: a puzzle of the grade asked for, or, when the
    candidates or the time budget run out first, the nearest grade seen (raising
    Interrupted only if there is none, or if the player cancelled)."""
    target = GRADES.index(difficulty)
    best: tuple[Puzzle, Grade] | None = None
    try:
        for puzzle in candidates:
            budget.check()
            if puzzle is None:
                continue
            graded = grade(puzzle)
            distance = abs(GRADES.index(graded.name) - target)
            if best is None or distance < abs(GRADES.index(best[1].name) - target):
                best = (puzzle, graded)
            if distance == 0:
                break
    except Interrupted:
        if best is None or (budget.cancel is not None and budget.cancel.is_set()):
            raise
    if best is None:
        raise Interrupted("timeout")
    return best
