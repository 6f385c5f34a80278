"""Nonogram in the designer: the clues follow from the picture.

A nonogram's clues are read off its picture, so make-unique changes picture cells, as the
generator repairs its images (`generator.make_graded`): a cell on which the two answers
differ is flipped in the picture kept (filled <-> empty; in colour, to the rival's colour
or to the background) and the clues are read off again. It does not pin given cells:
no nonogram format -- `.non`, webpbn's XML, Olšák's `.g`, our `.gg` -- can hold a given
cell, and a puzzle that needs one is no nonogram any other program can open. A flip may
open new ambiguity elsewhere, so each round weighs the flips by how much line logic
leaves undecided, and the changed picture is the answer kept.

Trim has nothing to take away: every line's clue is part of the picture.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...engine.sentence import Sentence
from ..design import DesignHooks, Repair
from ..problem import where
from .checker import runs
from .colour_picture import from_picture
from .puzzle import ColourGrid, Grid, NonogramPuzzle


class NonogramDesign(DesignHooks):
    def several_advice(self, puzzle: NonogramPuzzle) -> Sentence:
        """The clues follow the picture: the author changes the picture, never a number."""
        return Sentence("Change the picture there, or press Make Unique.")

    def repairs(
        self, puzzle: NonogramPuzzle, answer: Grid | ColourGrid, rival: Grid | ColourGrid
    ) -> Iterator[Repair]:
        from ...designing.verdict import Change

        for r, (mine, theirs) in enumerate(zip(answer, rival, strict=True)):
            for c, (value, other) in enumerate(zip(mine, theirs, strict=True)):
                if value == other:
                    continue
                for new in _flips(puzzle, value, other):
                    picture = _with(answer, r, c, new)
                    old_word, new_word = _word(puzzle, value), _word(puzzle, new)
                    why = _flipped(puzzle, where(r, c), value, new)
                    yield Repair(
                        picture_puzzle(puzzle, picture),
                        picture,
                        (Change((c, r), old_word, new_word, why),),
                    )

    def apply(self, puzzle: NonogramPuzzle, change) -> NonogramPuzzle:
        """The picture's cell set to the change's new value and the clues read off again;
        a puzzle that carries no picture is left as it is (its clues alone do not say
        which answer the change was made to)."""
        if puzzle.given_solution is None:
            return puzzle
        x, y = change.cell
        if puzzle.is_colour:
            names = [colour.name for colour in puzzle.palette]
            value: object = 0 if change.new == "empty" else names.index(change.new)
        else:
            value = change.new == "filled"
        return picture_puzzle(puzzle, _with(puzzle.given_solution, y, x, value))

    def kept(self, puzzle: NonogramPuzzle, answer: Grid | ColourGrid) -> NonogramPuzzle:
        """The picture made unique is the puzzle's given answer."""
        return picture_puzzle(puzzle, answer)


def _flips(puzzle: NonogramPuzzle, value: object, other: object) -> list[object]:
    """What a cell may become: the other value in black and white; in colour, the rival's
    colour, and the background for a coloured cell."""
    if not puzzle.is_colour:
        return [not value]
    return list(dict.fromkeys([other] + ([0] if value else [])))


def _flipped(puzzle: NonogramPuzzle, cell: str, old: object, new: object) -> Sentence:
    """Why a cell of the picture changed, as one whole sentence per kind of change."""
    if not puzzle.is_colour:
        if new:
            return Sentence("{cell} filled instead of empty: the clues of its row and column "
                            "change, and the other answer no longer fits them",
                            cell=cell)  # fmt: skip
        return Sentence("{cell} empty instead of filled: the clues of its row and column "
                        "change, and the other answer no longer fits them",
                            cell=cell)  # fmt: skip
    if not new:
        return Sentence("{cell} empty instead of {old}: the clues of its row and column "
                        "change, and the other answer no longer fits them", cell=cell,
                        old=puzzle.palette[old].name)  # fmt: skip
    if not old:
        return Sentence("{cell} {new} instead of empty: the clues of its row and column "
                        "change, and the other answer no longer fits them", cell=cell,
                        new=puzzle.palette[new].name)  # fmt: skip
    return Sentence("{cell} {new} instead of {old}: the clues of its row and column change, "
                    "and the other answer no longer fits them", cell=cell,
                    new=puzzle.palette[new].name, old=puzzle.palette[old].name)  # fmt: skip


def _word(puzzle: NonogramPuzzle, value: object) -> str:
    if puzzle.is_colour:
        return "empty" if not value else puzzle.palette[value].name
    return "filled" if value else "empty"


def _with(picture, r: int, c: int, value) -> tuple[tuple, ...]:
    return tuple(
        row if y != r else tuple(value if x == c else v for x, v in enumerate(row))
        for y, row in enumerate(picture)
    )


def picture_puzzle(puzzle: NonogramPuzzle, picture: Grid | ColourGrid) -> NonogramPuzzle:
    """The puzzle whose clues are read off `picture`, with it as the given answer (the
    palette and metadata kept)."""
    if puzzle.is_colour:
        return from_picture(picture, puzzle.palette, puzzle.meta)
    width = puzzle.width
    return NonogramPuzzle(
        width,
        puzzle.height,
        tuple(runs(row) for row in picture),
        tuple(runs([row[c] for row in picture]) for c in range(width)),
        dict(puzzle.meta),
        picture,
    )


DESIGN = NonogramDesign()
