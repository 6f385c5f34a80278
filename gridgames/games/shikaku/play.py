"""Shikaku as the player plays it: rectangles drawn on the board, judged as they are drawn.

The player's board is a set of non-overlapping rectangles, not one per clue: while playing,
rectangles may hold no number or two. A drawn rectangle replaces every rectangle it
overlaps (Tatham's Rectangles does the same), so the set never has overlaps.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ...engine.sentence import Sentence
from ..play import Mistakes, Record, record_field, record_ints
from ..problem import rectangle_name, where
from ..registry import genre_of
from .puzzle import Rect, ShikakuPuzzle


@dataclass(frozen=True)
class RectMove:
    """Remove some rectangles, then add others."""

    remove: tuple[Rect, ...] = ()
    add: tuple[Rect, ...] = ()


class Verdict(Enum):
    """How a single rectangle stands against the rules, on its own."""

    GOOD = "good"  # one number, and the area is that number
    NO_NUMBER = "no number"
    NUMBERS = "two or more numbers"
    AREA = "wrong area"


def span(a: tuple[int, int], b: tuple[int, int]) -> Rect:
    """The rectangle with two opposite corner cells `a` and `b` (a drag's start and end)."""
    top, bottom = sorted((a[0], b[0]))
    left, right = sorted((a[1], b[1]))
    return Rect(top, left, bottom - top + 1, right - left + 1)


def overlaps(a: Rect, b: Rect) -> bool:
    return (
        a.row < b.row + b.height
        and b.row < a.row + a.height
        and a.col < b.col + b.width
        and b.col < a.col + a.width
    )


class ShikakuPlay:
    def __init__(self, puzzle: ShikakuPuzzle) -> None:
        self.puzzle = puzzle
        self.rects: set[Rect] = set()

    def apply(self, move: RectMove) -> RectMove:
        self.rects.difference_update(move.remove)
        self.rects.update(move.add)
        return RectMove(remove=move.add, add=move.remove)

    def rect_at(self, row: int, col: int) -> Rect | None:
        return next((rect for rect in self.rects if rect.contains(row, col)), None)

    def draw_move(self, rect: Rect) -> RectMove | None:
        """The move for a rectangle the player has drawn.

        A single cell inside an existing rectangle removes that rectangle (so a click
        erases); otherwise the new rectangle replaces all it overlaps."""
        if rect.area == 1:
            covering = self.rect_at(rect.row, rect.col)
            if covering is not None:
                return RectMove(remove=(covering,))
        replaced = tuple(sorted(other for other in self.rects if overlaps(other, rect)))
        if replaced == (rect,):
            return None  # drawn again exactly where it is: nothing to undo
        return RectMove(remove=replaced, add=(rect,))

    def erase_move(self, area: Rect) -> RectMove | None:
        """Remove every rectangle touching `area` (right-click or right-drag)."""
        doomed = tuple(sorted(rect for rect in self.rects if overlaps(rect, area)))
        return RectMove(remove=doomed) if doomed else None

    def clear_move(self) -> RectMove | None:
        return RectMove(remove=tuple(sorted(self.rects))) if self.rects else None

    def verdict(self, rect: Rect) -> Verdict:
        numbers = [clue for clue in self.puzzle.clues if rect.contains(clue.row, clue.col)]
        if not numbers:
            return Verdict.NO_NUMBER
        if len(numbers) > 1:
            return Verdict.NUMBERS
        return Verdict.GOOD if numbers[0].value == rect.area else Verdict.AREA

    def mistakes(self) -> Mistakes:
        wrong = sorted(rect for rect in self.rects if self.verdict(rect) is not Verdict.GOOD)
        return Mistakes(boxes=tuple(wrong), messages=tuple(self._explain(r) for r in wrong))

    def _explain(self, rect: Rect) -> str:
        verdict = self.verdict(rect)
        name = rectangle_name(rect.height, rect.width, where(rect.row, rect.col))
        if verdict is Verdict.AREA:
            clue = next(c for c in self.puzzle.clues if rect.contains(c.row, c.col))
            return Sentence.counted(
                "count",
                "{rectangle} has 1 cell but its number is {number}",
                "{rectangle} has {count} cells but its number is {number}",
                rectangle=name,
                count=rect.area,
                number=clue.value,
            )
        if verdict is Verdict.NO_NUMBER:
            return Sentence("{rectangle} holds no number", rectangle=name)
        return Sentence("{rectangle} holds two or more numbers", rectangle=name)

    def to_answer(self) -> tuple[Rect, ...]:
        """One rectangle per clue in clue order, then any rectangle holding no clue (which
        makes the genre's check fail, as it should). Complete only when every clue has one."""
        by_clue = [self.rect_at(clue.row, clue.col) for clue in self.puzzle.clues]
        spare = sorted(self.rects.difference(by_clue))
        return tuple(rect for rect in by_clue if rect is not None) + tuple(spare)

    def is_solved(self) -> bool:
        covered = sum(rect.area for rect in self.rects)
        if covered != self.puzzle.width * self.puzzle.height:
            return False
        return not genre_of(self.puzzle).check(self.puzzle, self.to_answer())

    def snapshot(self) -> frozenset[Rect]:
        return frozenset(self.rects)

    def move_to(self, snapshot: frozenset[Rect]) -> RectMove | None:
        remove = tuple(sorted(self.rects.difference(snapshot)))
        add = tuple(sorted(snapshot.difference(self.rects)))
        return RectMove(remove=remove, add=add) if remove or add else None

    def marked_since(self, snapshot: frozenset[Rect]) -> frozenset[tuple[int, int]]:
        return frozenset(cell for rect in self.rects - snapshot for cell in rect.cells())

    def move_record(self, move: RectMove) -> Record:
        return {"remove": [list(rect) for rect in move.remove], "add": [list(r) for r in move.add]}

    def move_from_record(self, record: Any) -> RectMove:
        remove, add = (self._rects(record_field(record, name)) for name in ("remove", "add"))
        return RectMove(remove=remove, add=add)

    def _rects(self, items: list[Any]) -> tuple[Rect, ...]:
        """The rectangles of a record, each inside the board and at least one cell."""
        height, width = self.puzzle.height, self.puzzle.width
        rects = []
        for item in items:
            rect = Rect(*record_ints(item, 4, (height, width, height + 1, width + 1)))
            if not rect.height or not rect.width:
                raise ValueError(Sentence("an empty rectangle in {item}", item=repr(item)))
            if rect.row + rect.height > height or rect.col + rect.width > width:
                raise ValueError(
                    Sentence(
                        "the rectangle {item} leaves the {width}x{height} board",
                        item=repr(item),
                        width=width,
                        height=height,
                    )
                )
            rects.append(rect)
        return tuple(rects)


PLAY_STATE = ShikakuPlay
