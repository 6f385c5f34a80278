"""What every generator shares: the search for a puzzle of the grade asked for, and the
metadata a generated puzzle carries.

The title names the grade the puzzle has, never only the one asked for: a generator that
runs out of time hands back the closest grade it found, and says so in the title too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .engine import Interrupted, Search
from .engine.budget import Budget
from .games.genre import Puzzle
from .grading import GRADES, Grade

#: Told the grade of the closest puzzle found so far.
Progress = Callable[[str], None]


class WorkBudget(Budget):
    """A budget counted in propagations, not seconds, inside an outer one (whose cancel
    flag and deadline it still obeys).

    A generator that gives up on a candidate after so many seconds takes another path on
    a busier machine, so the same seed makes another puzzle; counted work gives the same
    puzzle on any machine at any load. Running out sets `spent` and stops like a
    timeout."""

    __slots__ = ("left", "spent")

    def __init__(self, steps: int, outer: Budget) -> None:
        super().__init__(cancel=outer.cancel, deadline=outer.deadline)
        self.left = steps
        self.spent = False

    def check(self) -> None:
        self.left -= 1
        if self.left < 0:
            self.spent = True
            raise Interrupted("timeout")
        super().check()


def capped_search(search: Search, steps: int, outer: Budget) -> tuple[list[list[int]], bool]:
    """(solutions, whether they are all there are up to the search's `max_solutions`):
    `search` run with at most `steps` propagations. Raises Interrupted when the outer
    budget runs out or is cancelled, so the caller can tell "too much work for this
    candidate" (False) from "stop generating"."""
    work = WorkBudget(steps, outer)
    search.store.budget = work  # the Search made its own from seconds; this one counts
    result = search.run()
    if result.status in ("timeout", "cancelled") and not work.spent:
        raise Interrupted(str(result.status))
    return result.solutions, not work.spent


def check_difficulty(difficulty: str) -> None:
    if difficulty not in GRADES:
        raise ValueError(f"unknown difficulty {difficulty!r}; choose from {', '.join(GRADES)}")


def generated_meta(label: str, width: int, height: int, grade: Grade, seed: int) -> dict[str, str]:
    """Title, grade (name, techniques, steps) and seed of a generated puzzle."""
    return {
        "title": f"{label} {width}x{height}, {grade.name} #{seed}",
        **grade.meta(),
        "seed": str(seed),
    }


def closest_grade(
    difficulty: str,
    candidates: Iterator[Puzzle | None],
    grade: Callable[[Puzzle], Grade],
    budget: Budget,
    progress: Progress | None = None,
) -> tuple[Puzzle, Grade]:
    """Grade candidates until one has the wanted grade, keeping the closest so far.

    Every generator ends the same way: a puzzle of the grade asked for, or, when the
    candidates or the time budget run out first, the nearest grade seen (raising
    Interrupted only if there is none, or if the player cancelled). `progress` hears the
    grade of each new closest puzzle: what the player would get if they stopped now."""
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
                if progress is not None:
                    progress(graded.name)
            if distance == 0:
                break
    except Interrupted:
        if best is None or (budget.cancel is not None and budget.cancel.is_set()):
            raise
    if best is None:
        raise Interrupted("timeout")
    return best
