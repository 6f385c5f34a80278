"""Getting puzzles: from a path, URL or ID, from pasted text, and the built-in collection.

The readers belong to `gridgames.formats`; they are imported when first needed so the
window opens fast and a broken reader cannot stop the app from starting. Readers raise
only PuzzleError (file, line, reason), which the window shows in a dialog.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import PuzzleError
from ..games.genre import Puzzle

PUZZLE_SUFFIXES = (".gg", ".non", ".txt", ".xml")


def builtin_dir() -> Path:
    """The puzzles shipped with the project (`puzzles/` next to the package)."""
    return Path(__file__).resolve().parents[2] / "puzzles"


def load(arg: str) -> Puzzle:
    """A puzzle from a path, a puzz.link URL or a Tatham ID."""
    from ..formats.detect import load_puzzle

    try:
        return load_puzzle(arg)
    except OSError as error:  # readers should wrap these; never let one escape to the user
        raise PuzzleError(error.strerror or str(error), arg) from error


def parse_pasted(text: str) -> Puzzle:
    """Pasted text: a URL or ID on one line, or a whole puzzle file's text."""
    text = text.strip()
    if not text:
        raise PuzzleError("the clipboard holds no puzzle", "<pasted text>")
    if "\n" not in text:
        return load(text)
    from ..formats.detect import parse_puzzle_text

    return parse_puzzle_text(text, "<pasted text>")


@dataclass(frozen=True)
class Entry:
    """A built-in puzzle as the side panel lists it."""

    path: Path
    group: str  # the sub-folder, shown as a heading
    title: str
    genre: str = ""
    size: str = ""
    error: str = ""  # why it could not be read, shown instead of genre and size


def builtin_entries(root: Path | None = None) -> list[Entry]:
    """Every puzzle file under `root`, read once to show its title, genre and size."""
    root = root or builtin_dir()
    if not root.is_dir():
        return []
    files = sorted(
        path for path in root.rglob("*") if path.is_file() and path.suffix in PUZZLE_SUFFIXES
    )
    return [_entry(root, path) for path in files]


def _entry(root: Path, path: Path) -> Entry:
    group = str(path.parent.relative_to(root)) if path.parent != root else ""
    try:
        puzzle = load(str(path))
    except (PuzzleError, ImportError) as error:
        return Entry(path, group, path.stem, error=str(error))
    title = puzzle.meta.get("title") or path.stem
    return Entry(path, group, title, describe_genre(puzzle), f"{puzzle.width}\u00d7{puzzle.height}")


def describe_genre(puzzle: Puzzle) -> str:
    """The genre as a player would name it: Fill-grid puzzles go by their variant."""
    if puzzle.genre == "fillgrid":
        variant = getattr(puzzle, "variant", "free")
        return {"hitori": "Hitori", "kurodoko": "Kurodoko"}.get(variant, "Fill-grid")
    return {"shikaku": "Shikaku", "nonogram": "Nonogram"}.get(puzzle.genre, puzzle.genre)
