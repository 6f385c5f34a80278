"""The author's side of a puzzle, shared by every genre: a draft and pure edits of it.

Edit mode changes a puzzle, not marks on a board. Each edit is a pure function from one
`Draft` to the next (`games/<genre>/editing.py`), so the window's undo stack only keeps
drafts (before, after), the engine process judges `draft.puzzle` as it is, and a test
can make a puzzle without Qt. Nothing here imports Qt or names a genre: a genre says what
it can make through its spec (`Genre.editor()`).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Protocol

from .genre import Puzzle

Cell = tuple[int, int]  # (row, col), 0-based


@dataclass(frozen=True)
class Draft:
    """A puzzle being made. `puzzle` is what is judged, played and saved; `canvas` is
    what the author drew that the puzzle does not hold by itself (a nonogram's picture,
    the rectangles a Shikaku author tiled the board with), or None."""

    puzzle: Puzzle
    canvas: Hashable = None


class Editor(Protocol):
    """What edit mode needs from a genre: the kinds of blank puzzle it makes, a blank
    one, and a draft of an existing puzzle. The edits themselves are the genre's own
    functions, called by its edit-mode input mapper (app side)."""

    def blank_kinds(self) -> Mapping[str | None, str]:
        """Variant (None: the genre's default) -> what the New Blank Puzzle dialog calls it."""

    def blank(self, variant: str | None, width: int, height: int) -> Draft:
        """An empty puzzle of that variant and size."""

    def start(self, puzzle: Puzzle) -> Draft:
        """A draft that edits `puzzle` (its metadata kept, its answer recomputed as needed)."""

    def cannot_edit(self, puzzle: Puzzle) -> str | None:
        """Why this puzzle cannot be edited (a variant the editor does not know), or None."""

    def restore(self, puzzle: Puzzle, canvas: object) -> Draft:
        """The draft of `puzzle` with `canvas` as JSON kept it (lists for tuples), to go on
        editing after a restart; TypeError, IndexError or KeyError when it does not fit."""

    def adopt(self, draft: Draft, puzzle: Puzzle) -> Draft:
        """`draft` with a puzzle the engine made from it (Make Unique, Trim), keeping what
        the author drew where it still applies."""

    # Optional: `filed(draft) -> Puzzle`, the puzzle a saved file keeps of a draft, with
    # what was drawn beyond its clues where the file can hold it (see `filed` below);
    # `start` then reads it back.


def filed(editor: object, draft: Draft) -> Puzzle:
    """The puzzle a file keeps of `draft`: the genre's `Editor.filed` where it has one (a
    draft nonogram's picture, which its clues do not say), else the draft's puzzle."""
    keep = getattr(editor, "filed", None)
    return keep(draft) if keep is not None else draft.puzzle


def parse_numbers(text: str) -> tuple[int, ...] | None:
    """Whole numbers separated by spaces or commas ("3 1 2", "3,1,2"); None when the
    text holds anything else. ASCII digits only."""
    parts = text.replace(",", " ").split()
    if not all(part.isascii() and part.isdigit() for part in parts):
        return None
    return tuple(int(part) for part in parts)
