"""The packs the browser lists: the built-in ones, then those the player added.

Qt-free, so the rules -- what is a pack and what is one puzzle, what is remembered, what
happens to a pack that has gone from the disk -- are tested without a window. Packs the
player adds are remembered in the progress store (`user_packs`), next to their progress; one
that no longer opens stays listed with its error, so the player sees why and can remove it.

The built-in packs are read once per process (about half a second for every file): they do
not change while the app runs, and each new window (the tests make many) reuses them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import PuzzleError
from ..games.genre import Puzzle
from ..packs import BUILTIN, Pack, PackEntry, builtin_packs, builtin_root, open_pack, open_ref
from ..packs.mine import MINE, MyPuzzles
from ..packs.sources import MANIFEST
from ..progress import ProgressStore

_builtin_cache: dict[str, list[Pack]] = {}


def cached_builtin_packs() -> list[Pack]:
    root = str(builtin_root())
    if root not in _builtin_cache:
        _builtin_cache[root] = builtin_packs()
    return list(_builtin_cache[root])


def is_pack_path(path: str) -> bool:
    """A folder, a `.zip` or a `pack.toml`: always a pack, never one puzzle."""
    try:
        location = Path(path)
        return location.is_dir() or location.suffix.lower() == ".zip" or location.name == MANIFEST
    except (OSError, ValueError):
        return False


@dataclass(frozen=True)
class Opened:
    """What a path turned out to be: a pack of several puzzles, or one puzzle."""

    pack: Pack | None = None
    puzzle: Puzzle | None = None


def open_path(path: str) -> Opened:
    """A folder, zip or multi-puzzle file is a pack; any other file one puzzle. Raises the
    reader's PuzzleError (file and line) for anything that does not open."""
    pack = open_pack(path)
    if is_pack_path(path) or len(pack.entries) != 1:
        return Opened(pack=pack)
    return Opened(puzzle=pack.load(pack.entries[0]))


class Library:
    def __init__(self, store: ProgressStore, mine: MyPuzzles | None = None) -> None:
        self.store = store
        self.mine = mine
        self.packs: list[Pack] = []
        self.missing: dict[str, PuzzleError] = {}  # remembered packs that no longer open
        self.reload()

    def reload(self) -> None:
        """My puzzles, the built-in packs, then every remembered pack, read again from
        disk."""
        self.packs = cached_builtin_packs()
        if self.mine is not None:
            self.packs.insert(0, self.mine.pack())
        self.missing = {}
        for ref in self.store.user_packs():
            try:
                self.packs.append(open_ref(ref))
            except PuzzleError as error:
                self.missing[ref] = error

    def reload_mine(self) -> None:
        """My puzzles changed (a puzzle kept or forgotten): read it again, in its place."""
        if self.mine is not None:
            fresh = self.mine.pack()
            self.packs = [fresh if pack.ref == MINE else pack for pack in self.packs]

    def add(self, pack: Pack) -> Pack:
        """Remember a pack the player opened and list it (again, if it was listed: opening a
        pack twice refreshes it rather than listing it twice)."""
        known = self._same_as(pack)
        if known is not None and (is_builtin(known.ref) or is_mine(known.ref)):
            return known  # the player opened a built-in pack's folder: it is already here
        self.packs = [listed for listed in self.packs if listed is not known]
        self.packs.append(pack)
        self.missing.pop(pack.ref, None)
        self.store.add_user_pack(pack.ref)
        return pack

    def remove(self, ref: str) -> None:
        """Forget a pack the player added (its puzzles' progress stays, keyed by puzzle)."""
        if is_builtin(ref) or ref == MINE:
            return
        self.store.remove_user_pack(ref)
        self.packs = [pack for pack in self.packs if pack.ref != ref]
        self.missing.pop(ref, None)

    def find(self, ref: str) -> Pack | None:
        return next((pack for pack in self.packs if pack.ref == ref), None)

    def entry_at(self, path: str) -> tuple[Pack, PackEntry] | None:
        """The listed puzzle a file is, if it is one of a folder pack's: opening
        `puzzles/seeds/x.gg` by hand then shows and saves the same progress as the browser."""
        target = _resolved(Path(path))
        for pack in self.packs:
            if not pack.location.is_dir():
                continue
            for entry in pack.entries:
                if entry.ok and _resolved(pack.location / entry.source_name) == target:
                    return pack, entry
        return None

    def _same_as(self, pack: Pack) -> Pack | None:
        where = _resolved(pack.location)
        return next(
            (p for p in self.packs if p.ref == pack.ref or _resolved(p.location) == where), None
        )


def is_builtin(ref: str) -> bool:
    return ref.startswith(BUILTIN)


def is_mine(ref: str) -> bool:
    return ref == MINE


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path
