"""Shikaku content checks: can these numbers be a puzzle at all?

Only checks that need no search: each clue is a positive area that some rectangle on the
board can have, the clues add up to the board, and a given answer really is one.
"""

from __future__ import annotations

from gridgames.games.problem import CLUE, SOLUTION, TOTAL, Problem, size_problems, where
from gridgames.games.shikaku.puzzle import ShikakuPuzzle

from ...engine.sentence import Sentence


def problems(puzzle: ShikakuPuzzle) -> list[Problem]:
    found = size_problems(puzzle.width, puzzle.height)
    if found:
        return found
    found += _clue_problems(puzzle)
    if not puzzle.clues:
        found.append(Problem(Sentence("the board has no clues at all"), kind=TOTAL))
    else:
        total = sum(clue.value for clue in puzzle.clues)
        area = puzzle.width * puzzle.height
        if total != area:
            found.append(
                Problem(
                    Sentence(
                        "the clues add up to {total} but the {width}x{height} board has {area} "
                        "cells",
                        total=total,
                        width=puzzle.width,
                        height=puzzle.height,
                        area=area,
                    ),
                    kind=TOTAL,
                )
            )
    if not found and puzzle.given_solution is not None:
        found += _solution_problems(puzzle)
    return found


def fits(value: int, width: int, height: int) -> bool:
    """Whether some h x w rectangle with h <= height, w <= width has area `value`."""
    return any(value % h == 0 and value // h <= width for h in range(1, height + 1))


def _clue_problems(puzzle: ShikakuPuzzle) -> list[Problem]:
    found: list[Problem] = []
    seen: set[tuple[int, int]] = set()
    area = puzzle.width * puzzle.height
    for r, c, value in puzzle.clues:
        at = where(r, c)
        if not (0 <= r < puzzle.height and 0 <= c < puzzle.width):
            found.append(
                Problem(
                    Sentence("clue {number} at {cell} is off the board", number=value, cell=at),
                    r,
                    c,
                    CLUE,
                )
            )
        elif (r, c) in seen:
            found.append(Problem(Sentence("two clues at {cell}", cell=at), r, c, CLUE))
        elif value <= 0:
            found.append(
                Problem(
                    Sentence(
                        "clue {number} at {cell} must be a positive number", number=value, cell=at
                    ),
                    r,
                    c,
                    CLUE,
                )
            )
        elif value > area:
            found.append(
                Problem(
                    Sentence(
                        "clue {number} at {cell} is larger than the board ({width}x{height} = "
                        "{area} cells)",
                        number=value,
                        cell=at,
                        width=puzzle.width,
                        height=puzzle.height,
                        area=area,
                    ),
                    r,
                    c,
                    CLUE,
                )
            )
        elif not fits(value, puzzle.width, puzzle.height):
            found.append(
                Problem(
                    Sentence(
                        "clue {number} at {cell}: no rectangle of area {number} fits on a "
                        "{width}x{height} board",
                        number=value,
                        cell=at,
                        width=puzzle.width,
                        height=puzzle.height,
                    ),
                    r,
                    c,
                    CLUE,
                )
            )
        seen.add((r, c))
    return found


def _solution_problems(puzzle: ShikakuPuzzle) -> list[Problem]:
    """A given answer: one rectangle per clue, in clue order, tiling the board."""
    rects = puzzle.given_solution or ()
    if len(rects) != len(puzzle.clues):
        return [
            Problem(
                Sentence(
                    "the answer has {rectangles} rectangles but there are {clues} clues",
                    rectangles=len(rects),
                    clues=len(puzzle.clues),
                ),
                kind=SOLUTION,
            )
        ]
    found: list[Problem] = []
    covered: dict[tuple[int, int], int] = {}
    for i, (rect, clue) in enumerate(zip(rects, puzzle.clues, strict=True)):
        name = Sentence("the rectangle for clue {clue} at {cell}", clue=clue.value,
                        cell=where(clue.row, clue.col))  # fmt: skip
        inside = (
            rect.height >= 1
            and rect.width >= 1
            and rect.row >= 0
            and rect.col >= 0
            and rect.row + rect.height <= puzzle.height
            and rect.col + rect.width <= puzzle.width
        )
        if not inside:
            found.append(
                Problem(Sentence("{name} is not on the board", name=name), None, None, SOLUTION)
            )
            continue
        if not rect.contains(clue.row, clue.col) or rect.area != clue.value:
            found.append(
                Problem(
                    Sentence(
                        "{name} ({height}x{width} at {cell}) does not hold that clue with that "
                        "area",
                        name=name,
                        height=rect.height,
                        width=rect.width,
                        cell=where(rect.row, rect.col),
                    ),
                    rect.row,
                    None,
                    SOLUTION,
                )
            )
        for cell in rect.cells():
            if cell in covered:
                found.append(
                    Problem(
                        Sentence("{name} overlaps another at {cell}", name=name, cell=where(*cell)),
                        cell[0],
                        None,
                        SOLUTION,
                    )
                )
                break
            covered[cell] = i
    if not found and len(covered) != puzzle.width * puzzle.height:
        found.append(
            Problem(Sentence("the answer's rectangles do not cover the board"), kind=SOLUTION)
        )
    return found
