"""Getting puzzles: from a path, URL or ID, or from pasted text; what to call them.

The readers belong to `gridgames.formats`; they are imported when first needed so the
window opens fast and a broken reader cannot stop the app from starting. Readers raise
only PuzzleError (file, line, reason), which the window shows in a dialog.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.sentence import Sentence
from ..errors import PuzzleError
from ..games.genre import Puzzle
from .i18n import render

PUZZLE_SUFFIXES = (".gg", ".non", ".txt", ".xml", ".g")


def load(arg: str) -> Puzzle:
    """A puzzle from a path, a puzz.link URL or a Tatham ID."""
    from ..formats.detect import load_puzzle

    try:
        return load_puzzle(arg)
    except OSError as error:  # readers should wrap these; never let one escape to the user
        raise PuzzleError(error.strerror or str(error), arg) from error


#: Where pasted text came from, in an error about it (shown where a file's name would be).
PASTED = Sentence("(pasted text)")


def parse_pasted(text: str) -> Puzzle:
    """Pasted text: a URL or ID on one line, or a whole puzzle file's text."""
    text = text.strip()
    if not text:
        raise PuzzleError(Sentence("the clipboard holds no puzzle"), PASTED)
    if "\n" not in text:
        return load(text)
    from ..formats.detect import parse_puzzle_text

    return parse_puzzle_text(text, PASTED)


def describe_genre(puzzle: Puzzle) -> str:
    """The genre as a player would name it: a variant with a name of its own (Hitori) goes
    by that name."""
    from ..games.registry import kind_label, kind_of

    return kind_label(kind_of(puzzle))


def puzzle_title(puzzle: Puzzle, source: str) -> str:
    """What to call a puzzle in the title bar: its own title, its file's name, or (for a
    URL or game ID, which have neither) its genre and size."""
    title = puzzle.meta.get("title")
    if title:
        return title
    if is_file(source):
        return Path(source).stem
    return f"{render(describe_genre(puzzle))} {puzzle.width}\u00d7{puzzle.height}"


def is_file(source: str) -> bool:
    """Is `source` an existing file? False, not an error, for a URL too long to be a path."""
    try:
        return Path(source).is_file()
    except (OSError, ValueError):
        return False
