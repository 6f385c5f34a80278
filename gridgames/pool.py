"""Puzzles made ahead of time, so that New Puzzle opens one at once.

The app keeps a few puzzles ready for every kind, size and grade the player has asked
for (`Pool.want`), made by the engine process while nothing else runs (`app/pool_keeper.py`)
and kept here, in the user's data folder, between runs:

    pool/<kind>-<width>x<height>-<grade>/<digest>.gg   one ready puzzle
    pool/wanted.txt                                    the keys the player has used
    pool/served.txt                                    digests of every puzzle ever given out

Every file is written to a temporary name and renamed into place, so a crash or a
cancelled generation never leaves half a puzzle: a reader sees a whole file or none, and
stray temporary files are ignored and swept. A puzzle is known by the digest of its `.gg`
body (its clues, not its title), and one that was ever served, or is already waiting, is
never added again: the player never gets the same puzzle twice from the pool.

Qt-free: the app gives the folder.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import tempfile
from pathlib import Path

from .formats.gg import read_gg, write_gg
from .games.genre import Puzzle

#: Puzzles kept ready per key.
READY = 3
#: The most keys remembered: the oldest used is forgotten first.
MAX_WANTED = 12


@dataclasses.dataclass(frozen=True, order=True)
class PoolKey:
    kind: str
    width: int
    height: int
    grade: str

    @property
    def name(self) -> str:
        return f"{self.kind}-{self.width}x{self.height}-{self.grade}"

    @classmethod
    def parse(cls, name: str) -> PoolKey | None:
        """The key of a folder or line name (None if it is not one)."""
        try:
            kind, size, grade = name.strip().split("-")
            width, height = (int(side) for side in size.split("x"))
        except ValueError:
            return None
        return cls(kind, width, height, grade)


def digest(puzzle: Puzzle) -> str:
    """What makes a puzzle the same puzzle: the fields its equality compares (kind, size,
    clues), not its title, grade, seed or the answer it carries."""
    same = [getattr(puzzle, f.name) for f in dataclasses.fields(puzzle) if f.compare]
    text = f"{type(puzzle).__name__}{same!r}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


class Pool:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    # -- what the player uses ---------------------------------------------------------
    def wanted(self) -> list[PoolKey]:
        """The keys to keep ready, most recently used first."""
        keys = [PoolKey.parse(line) for line in self._lines("wanted.txt")]
        return [key for key in keys if key is not None]

    def want(self, key: PoolKey) -> None:
        keys = [key] + [old for old in self.wanted() if old != key]
        self._write_text(
            self.folder / "wanted.txt", "".join(f"{k.name}\n" for k in keys[:MAX_WANTED])
        )

    def short(self) -> list[PoolKey]:
        """The wanted keys with fewer than READY puzzles, most recently used first."""
        return [key for key in self.wanted() if self.count(key) < READY]

    # -- ready puzzles ----------------------------------------------------------------
    def count(self, key: PoolKey) -> int:
        return len(self._files(key))

    def add(self, key: PoolKey, puzzle: Puzzle) -> bool:
        """Keep a puzzle ready (False: it was served before or is waiting already)."""
        name = digest(puzzle)
        if name in set(self._lines("served.txt")) or any(
            path.stem == name for path in self._files(key)
        ):
            return False
        self._write_text(self.folder / key.name / f"{name}.gg", write_gg(puzzle))
        return True

    def take(self, key: PoolKey) -> Puzzle | None:
        """The oldest ready puzzle for `key`, removed from the pool and marked served."""
        for path in sorted(self._files(key), key=_age):
            try:
                text = path.read_text("utf-8")
                path.unlink()
            except OSError:  # taken meanwhile, or unreadable: try the next one
                continue
            try:
                puzzle = read_gg(text, str(path))
            except Exception:  # noqa: BLE001 - a damaged entry is dropped, never served
                continue
            with open(self.folder / "served.txt", "a", encoding="utf-8") as served:
                served.write(f"{path.stem}\n")
            return puzzle
        return None

    # -- files --------------------------------------------------------------------------
    def _files(self, key: PoolKey) -> list[Path]:
        folder = self.folder / key.name
        if not folder.is_dir():
            return []
        return [path for path in folder.glob("*.gg") if path.is_file()]

    def _lines(self, name: str) -> list[str]:
        try:
            text = (self.folder / name).read_text("utf-8")
        except OSError:
            return []
        return [line.strip() for line in text.splitlines() if line.strip()]

    def _write_text(self, path: Path, text: str) -> None:
        """Write whole or not at all: a temporary file in the same folder, then a rename."""
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".part-", dir=path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
            os.chmod(temporary, 0o644)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def sweep(self) -> None:
        """Remove temporary files a crash left behind."""
        for stray in self.folder.glob("**/.part-*"):
            stray.unlink(missing_ok=True)


def _age(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
