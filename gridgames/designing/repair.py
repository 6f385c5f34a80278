"""Make a puzzle's answer unique by adding clues, and take away the clues it does not need.

`make_unique` is the generators' repair loop turned to an author's puzzle: find two
answers, ask the genre for the changes that keep the first and rule out the second
(`DesignHooks.repairs`: a Kurodoko number the rival cannot see, a Hitori number the
rival repeats, a Shikaku number moved out of the rival's rectangle, a nonogram cell
flipped, a crossword cell decided), take the one that adds fewest clues and leaves the
puzzle nearest to one answer (`DesignHooks.openness`), and go again until one answer is
left. Each round rules the rival out; a cell changed once is changed again only when
nothing else is left (a change may let new answers in), and the rounds are bounded; clues
added early that later ones made unneeded are taken away again at the end, so what is
returned is as short as the search found.

`trim` takes away, one at a time, every clue whose removal leaves the answer unique
(each removal checked by a search for two answers), in the genre's order; with symmetry
on, a clue and its partner through the centre go together or not at all.

Both stop when their `work` (propagations counted, as the verdict counts them:
`judge.allowance`) or their deadline runs out, and return what they have done so far (the
app judges the result anyway); a cancel raises Interrupted.
"""

from __future__ import annotations

from ..engine import Interrupted
from ..engine.budget import Budget, CancelFlag
from ..games.design import DesignHooks, Repair
from ..games.genre import Puzzle
from ..games.registry import genre_of
from .judge import allowance, two_answers
from .verdict import Change

#: Repairs weighed per round: enough to choose well, few enough for a quick round.
OPTIONS_PER_ROUND = 24


def make_unique(
    puzzle: Puzzle,
    deadline: float | None = None,
    cancel: CancelFlag | None = None,
    symmetric: bool = False,
    work: int | None = None,
) -> tuple[Puzzle, list[Change]]:
    """The puzzle with the fewest clues added that the search finds to leave one answer,
    and the changes in order. A puzzle without an answer, or one the genre cannot repair,
    comes back as it is (with the changes made so far). `symmetric`: the design is drawn
    with rotational symmetry, and the changes keep it so (`DesignHooks.with_symmetry`)."""
    genre = genre_of(puzzle)
    hooks = genre.design().with_symmetry(symmetric)
    budget = allowance(deadline, cancel, work)
    if genre.problems(puzzle):
        return puzzle, []
    answer = hooks.intended(puzzle)
    if answer is not None and genre.check(puzzle, answer):
        answer = None  # the picture given no longer fits the clues: keep what solves
    intended = answer is not None
    changes: list[Change] = []
    added: list[Change] = []
    try:
        for _ in range(2 * puzzle.width * puzzle.height + 1):
            found = two_answers(genre.build(puzzle), budget)
            if not found:  # out of time, or no answer at all
                return puzzle, _merged(changes)
            answers = [genre.decode(puzzle, solution) for solution in found]
            if answer is None:
                answer = answers[0]
            if len(answers) == 1:
                break
            rival = answers[1] if answers[0] == answer else answers[0]
            touched = {change.cell for change in changes}
            chosen = _best(hooks, hooks.repairs(puzzle, answer, rival), touched, budget)
            if chosen is None and not intended:
                # No change keeps this answer and rules the other out (a Hitori answer
                # whose shaded cells the other also shades): keep the other.
                chosen = _best(hooks, hooks.repairs(puzzle, rival, answer), touched, budget)
            if chosen is None:
                return puzzle, _merged(changes)
            puzzle, answer = chosen.puzzle, chosen.answer
            changes += chosen.changes
            if chosen.added:
                added += chosen.changes
        else:
            return puzzle, _merged(changes)  # no repair found its way to one answer
        puzzle, dropped = _without_unneeded(hooks, puzzle, added, budget)
    except Interrupted as stop:
        if stop.reason != "timeout":
            raise
        return puzzle, _merged(changes)
    changes = [change for change in changes if change not in dropped]
    return hooks.kept(puzzle, answer), _merged(changes)


def _best(hooks: DesignHooks, repairs, touched: set, budget: Budget) -> Repair | None:
    """Of the first repairs that change no cell changed before and add fewest clues, the
    one that leaves the puzzle nearest to one answer. (A change may let new answers in:
    going back over the same cells is the last resort, and the rounds are bounded.)"""

    def again(repair: Repair) -> bool:
        return bool(touched.intersection(change.cell for change in repair.changes))

    ranked = sorted(repairs, key=lambda repair: (again(repair), repair.added))
    best, best_key = None, None
    for repair in ranked[:OPTIONS_PER_ROUND]:
        openness = hooks.openness(repair.puzzle, budget)
        if openness is None:
            continue
        key = (again(repair), repair.added, openness)
        if best_key is None or key < best_key:
            best, best_key = repair, key
            if openness == 0:
                break
    return best


def _merged(changes: list[Change]) -> list[Change]:
    """One change per cell, from what it held first to what it holds last (none when it
    came back to where it was), in the order the cells were first changed."""
    first: dict = {}
    for change in changes:
        if change.cell in first:
            old = first[change.cell]
            first[change.cell] = Change(change.cell, old.old, change.new, change.reason)
        else:
            first[change.cell] = change
    return [change for change in first.values() if change.old != change.new]


def _without_unneeded(
    hooks: DesignHooks, puzzle: Puzzle, added: list[Change], budget: Budget
) -> tuple[Puzzle, list[Change]]:
    """Take the added clues away again (with their partners: a symmetric design stays
    so), oldest first, where the answer stays unique."""
    dropped: list[Change] = []
    for change in added:
        cell = (change.cell[1], change.cell[0])
        fewer, gone = _without_group(hooks, puzzle, cell)
        if gone and _unique(fewer, budget):
            puzzle = fewer
            cells = {each.cell for each in gone}
            dropped += [each for each in added if each.cell in cells]
    return puzzle, dropped


def trim(
    puzzle: Puzzle,
    deadline: float | None = None,
    cancel: CancelFlag | None = None,
    symmetric: bool = False,
    work: int | None = None,
) -> tuple[Puzzle, list[Change]]:
    """The puzzle without the clues its unique answer does not need, and the removals in
    order (each one checked: the answer stays unique without it). A puzzle that is not
    unique comes back as it is. `symmetric`: the design is drawn with rotational
    symmetry, and a clue goes only together with its partner (`DesignHooks.partners`),
    so a symmetric design stays symmetric."""
    hooks = genre_of(puzzle).design().with_symmetry(symmetric)
    budget = allowance(deadline, cancel, work)
    removed: list[Change] = []
    try:
        if not _unique(puzzle, budget):
            return puzzle, []
        for cell in hooks.clues(puzzle):
            fewer, gone = _without_group(hooks, puzzle, cell)
            if gone and _unique(fewer, budget):
                puzzle = fewer
                removed += gone
    except Interrupted as stop:
        if stop.reason != "timeout":
            raise
    return puzzle, removed


def _without_group(hooks: DesignHooks, puzzle: Puzzle, cell: tuple[int, int]):
    """The puzzle without the clue in `cell` and its partners' (those still clues), and
    the changes; no change when `cell` holds no clue (any more)."""
    clues = set(hooks.clues(puzzle))
    gone: list[Change] = []
    if cell not in clues:
        return puzzle, gone
    for each in hooks.partners(puzzle, cell):
        if each in clues:
            puzzle, change = hooks.without(puzzle, each)
            gone.append(change)
    return puzzle, gone


def _unique(puzzle: Puzzle, budget: Budget) -> bool:
    """Whether the puzzle has exactly one answer; Interrupted past the deadline."""
    genre = genre_of(puzzle)
    if genre.problems(puzzle):
        return False
    found = two_answers(genre.build(puzzle), budget)
    if found is None:
        raise Interrupted("timeout")
    return len(found) == 1
