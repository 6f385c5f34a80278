"""Shikaku in the designer: answers are rectangles; its clues are the numbers.

A Shikaku number cannot simply be added: every rectangle holds exactly one number, so a
number put inside a rectangle of the answer breaks it. Make-unique therefore first
*moves* numbers, as the generator repairs its puzzles (`generator._out_of_rival`): a
number whose rectangle differs in the rival answer moves to a cell of its own rectangle
that the rival's rectangle for it does not cover -- the answer kept still holds, the
rival cannot, and no number is added. Only when no move is left does it add one: a
rectangle of the answer is cut in two, its number keeps the part it stands in (with that
part's area) and the other part gets a new number; the rival, which has no rectangle
holding two numbers, cannot survive that either.

Trim has nothing to take away: the numbers add up to the board's area, so without any
one of them no tiling is left.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...engine.sentence import Sentence
from ..design import Cell, DesignHooks, Repair
from ..problem import where
from .puzzle import Clue, Rect, ShikakuPuzzle

Answer = tuple[Rect, ...]


class ShikakuDesign(DesignHooks):
    def differing(self, puzzle: ShikakuPuzzle, first: Answer, second: Answer) -> list[Cell]:
        """The cells of the rectangles one answer has and the other has not."""
        changed = set(first) ^ set(second)
        return sorted({cell for rect in changed for cell in rect.cells()})

    def apply(self, puzzle: ShikakuPuzzle, change) -> ShikakuPuzzle:
        """The number in the change's cell set to its new value (None: taken away)."""
        x, y = change.cell
        clues = [clue for clue in puzzle.clues if (clue.row, clue.col) != (y, x)]
        if change.new is not None:
            clues.append(Clue(y, x, change.new))
        return ShikakuPuzzle(puzzle.width, puzzle.height, tuple(clues), dict(puzzle.meta))

    def repairs(self, puzzle: ShikakuPuzzle, answer: Answer, rival: Answer) -> Iterator[Repair]:
        differing = [
            (clue, mine)
            for clue, mine, theirs in zip(puzzle.clues, answer, rival, strict=True)
            if mine != theirs
        ]
        rival_of = dict(zip(puzzle.clues, rival, strict=True))
        for clue, mine in differing:
            yield from _moves(puzzle, answer, clue, mine, rival_of[clue])
        for clue, mine in differing:
            yield from _splits(puzzle, answer, clue, mine)


def _placed(pairs: list[tuple[Clue, Rect]], puzzle: ShikakuPuzzle) -> tuple[ShikakuPuzzle, Answer]:
    """The puzzle with these numbers and the answer in its clue order (reading order)."""
    pairs = sorted(pairs, key=lambda pair: (pair[0].row, pair[0].col))
    clues = tuple(clue for clue, _ in pairs)
    answer = tuple(rect for _, rect in pairs)
    return ShikakuPuzzle(puzzle.width, puzzle.height, clues, dict(puzzle.meta)), answer


def _moves(
    puzzle: ShikakuPuzzle, answer: Answer, clue: Clue, mine: Rect, theirs: Rect
) -> Iterator[Repair]:
    from ...designing.verdict import Change

    others = [(c, rect) for c, rect in zip(puzzle.clues, answer, strict=True) if c != clue]
    centre = (mine.row + (mine.height - 1) / 2, mine.col + (mine.width - 1) / 2)
    cells = [cell for cell in mine.cells() if not theirs.contains(*cell)]
    cells.sort(key=lambda cell: (abs(cell[0] - centre[0]) + abs(cell[1] - centre[1]), cell))
    for r, c in cells:
        moved = Clue(r, c, clue.value)
        fixed, kept = _placed([*others, (moved, mine)], puzzle)
        why = Sentence("the {value} moves from {cell} within its rectangle, out of the "
                       "{height}x{width} the other answer gives it", value=clue.value,
                       cell=where(clue.row, clue.col), height=theirs.height,
                       width=theirs.width)  # fmt: skip
        yield Repair(
            fixed,
            kept,
            (
                Change((clue.col, clue.row), clue.value, None, why),
                Change((c, r), None, clue.value, why),
            ),
            added=0,
        )


def _splits(puzzle: ShikakuPuzzle, answer: Answer, clue: Clue, mine: Rect) -> Iterator[Repair]:
    from ...designing.verdict import Change

    others = [(c, rect) for c, rect in zip(puzzle.clues, answer, strict=True) if c != clue]
    for first, second in _halves(mine):
        if not first.contains(clue.row, clue.col):
            first, second = second, first
        r, c = _middle(second)
        kept = Clue(clue.row, clue.col, first.area)
        new = Clue(r, c, second.area)
        fixed, answered = _placed([*others, (kept, first), (new, second)], puzzle)
        why = Sentence("the {value}'s rectangle is cut in two: {height}x{width} keeps the "
                       "number, {height2}x{width2} gets a {area}", value=clue.value,
                       height=first.height, width=first.width, height2=second.height,
                       width2=second.width, area=second.area)  # fmt: skip
        changes = [Change((c, r), None, second.area, why)]
        if first.area != clue.value:
            changes.insert(0, Change((clue.col, clue.row), clue.value, first.area, why))
        yield Repair(fixed, answered, tuple(changes), added=1)


def _halves(rect: Rect) -> Iterator[tuple[Rect, Rect]]:
    """Every cut of a rectangle in two by one straight line, most even first."""
    cuts = [(abs(2 * k - rect.height), "across", k) for k in range(1, rect.height)]
    cuts += [(abs(2 * k - rect.width), "down", k) for k in range(1, rect.width)]
    for _, way, k in sorted(cuts):
        if way == "across":
            yield (
                Rect(rect.row, rect.col, k, rect.width),
                Rect(rect.row + k, rect.col, rect.height - k, rect.width),
            )
        else:
            yield (
                Rect(rect.row, rect.col, rect.height, k),
                Rect(rect.row, rect.col + k, rect.height, rect.width - k),
            )


def _middle(rect: Rect) -> Cell:
    return rect.row + (rect.height - 1) // 2, rect.col + (rect.width - 1) // 2


DESIGN = ShikakuDesign()
