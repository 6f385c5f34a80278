"""Getting puzzles: from a path, URL or ID, from pasted text, and the built-in collection.

The readers belong to `gridgames.formats`; they are imported when first needed so the
window opens fast and a broken reader cannot stop the app from starting. Readers raise
only PuzzleError (file, line, reason), which the window shows in a dialog.
"""

from __future__ import annotations

import tomllib
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
    group: str  # the pack (folder) it is in, shown as a heading
    title: str
    genre: str = ""
    size: str = ""
    error: str = ""  # why it could not be read, shown instead of genre and size


def builtin_entries(root: Path | None = None) -> list[Entry]:
    """Every puzzle file under `root`, read once to show its title, genre and size,
    grouped by folder in the order (and with the titles) their `pack.toml` gives."""
    root = root or builtin_dir()
    if not root.is_dir():
        return []
    files = [path for path in root.rglob("*") if path.is_file() and path.suffix in PUZZLE_SUFFIXES]
    packs = {folder: _Pack.read(folder) for folder in {path.parent for path in files}}
    files.sort(key=lambda path: (*packs[path.parent].rank(root), packs[path.parent].place(path)))
    return [_entry(root, path, packs[path.parent]) for path in files]


@dataclass(frozen=True)
class _Pack:
    """What a folder's pack.toml says about presentation: title, order, puzzle order.
    (Issue #8's pack browser reads the rest; a missing or broken file just means
    folder names and file order.)"""

    folder: Path
    title: str = ""
    order: int = 1000
    files: tuple[str, ...] = ()
    titles: tuple[tuple[str, str], ...] = ()

    @classmethod
    def read(cls, folder: Path) -> _Pack:
        try:
            data = tomllib.loads((folder / "pack.toml").read_text(encoding="utf-8"))
            puzzles = [item for item in data.get("puzzle", []) if isinstance(item, dict)]
            return cls(
                folder,
                str(data.get("title", "")),
                int(data.get("order", 1000)),
                tuple(str(item.get("file", "")) for item in puzzles),
                tuple(
                    (str(item["file"]), str(item["title"]))
                    for item in puzzles
                    if "file" in item and "title" in item
                ),
            )
        except (OSError, ValueError, TypeError, tomllib.TOMLDecodeError):
            return cls(folder)

    def rank(self, root: Path) -> tuple[int, str]:
        return self.order, str(self.folder.relative_to(root))

    def place(self, path: Path) -> tuple[int, str]:
        name = path.name
        return (self.files.index(name) if name in self.files else len(self.files), name)

    def heading(self, root: Path) -> str:
        if self.title:
            return self.title
        group = str(self.folder.relative_to(root)) if self.folder != root else ""
        return group.replace("_", " ").replace("-", " ").capitalize() if group else "Puzzles"


def _entry(root: Path, path: Path, pack: _Pack) -> Entry:
    group = pack.heading(root)
    try:
        puzzle = load(str(path))
    except (PuzzleError, ImportError) as error:
        return Entry(path, group, path.stem, error=str(error))
    title = dict(pack.titles).get(path.name) or puzzle.meta.get("title") or path.stem
    return Entry(path, group, title, describe_genre(puzzle), f"{puzzle.width}\u00d7{puzzle.height}")


def describe_genre(puzzle: Puzzle) -> str:
    """The genre as a player would name it: Fill-grid puzzles go by their variant."""
    if puzzle.genre == "fillgrid":
        variant = getattr(puzzle, "variant", "free")
        return {"hitori": "Hitori", "kurodoko": "Kurodoko"}.get(variant, "Fill-grid")
    return {"shikaku": "Shikaku", "nonogram": "Nonogram"}.get(puzzle.genre, puzzle.genre)


def puzzle_title(puzzle: Puzzle, source: str) -> str:
    """What to call a puzzle in the title bar: its own title, its file's name, or (for a
    URL or game ID, which have neither) its genre and size."""
    title = puzzle.meta.get("title")
    if title:
        return title
    if is_file(source):
        return Path(source).stem
    return f"{describe_genre(puzzle)} {puzzle.width}\u00d7{puzzle.height}"


def is_file(source: str) -> bool:
    """Is `source` an existing file? False, not an error, for a URL too long to be a path."""
    try:
        return Path(source).is_file()
    except (OSError, ValueError):
        return False
