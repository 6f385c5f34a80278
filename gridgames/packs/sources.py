"""Where a pack's files come from: a folder or a `.zip`, read with hard limits.

A pack is untrusted input (a download, a mail attachment), so every way it could hurt us is
closed here, once, for both kinds of pack:

- paths: a name from `pack.toml` or from the archive must be relative, use `/`, and have no
  `..`; a folder pack's file must also resolve (symlinks followed) inside the folder. Nothing
  is ever extracted to disk, but an archive holding a `../` name is refused as a whole: it was
  made to attack someone.
- size: a puzzle file may be at most `MAX_FILE_BYTES` (the readers' own cap), `pack.toml` at
  most `MAX_MANIFEST_BYTES`, and one pack at most `MAX_PACK_BYTES` in all. Reads stop one
  byte past the cap whatever an archive claims about its sizes, so a zip bomb costs a few
  megabytes, never the disk or the memory; an archive that declares more than
  `MAX_ARCHIVE_BYTES` or holds more than `MAX_MEMBERS` names is refused up front.

Every failure is a PuzzleError naming the file (`pack.zip/puzzles/a.gg`, or the path).
"""

from __future__ import annotations

import os
import struct
import zipfile
import zlib
from pathlib import Path, PurePosixPath
from typing import Protocol

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.detect import MAX_FILE_BYTES
from gridgames.util.regular import NotRegularFile, read_regular

MANIFEST = "pack.toml"
MAX_MANIFEST_BYTES = 1024 * 1024
MAX_PACK_BYTES = 64 * 1024 * 1024
MAX_ARCHIVE_BYTES = 256 * 1024 * 1024  # the sum of the sizes an archive declares
MAX_MEMBERS = 20_000

# What zipfile raises for a damaged or exotic archive: bad structures (BadZipFile, struct,
# EOF, bad names), bad compressed data (zlib), newer zip versions and unknown compression
# (NotImplementedError), a password (RuntimeError).
_DAMAGED = (
    zipfile.BadZipFile, zlib.error, struct.error, OSError, EOFError, ValueError,
    NotImplementedError, RuntimeError,
)  # fmt: skip

__all__ = [
    "MANIFEST",
    "MAX_FILE_BYTES",
    "MAX_MANIFEST_BYTES",
    "MAX_PACK_BYTES",
    "FolderSource",
    "PackSource",
    "ZipSource",
    "check_name",
]


class PackSource(Protocol):
    """The files of one pack, by their names relative to the pack's top."""

    location: Path  # the folder or the archive, as the user chose it

    def shown(self, name: str) -> str:
        """The name as messages show it: a path a person can find."""

    def read(self, name: str, limit: int = MAX_FILE_BYTES) -> bytes:
        """The file's bytes; PuzzleError if it is missing, unsafe, or larger than `limit`."""

    def close(self) -> None: ...


#: What `check_name` names in its messages.
FILE_NAME, MEMBER_NAME = Sentence("file name"), Sentence("archive member name")


def check_name(name: str, shown: str, what: str = FILE_NAME) -> str:
    """`name` as a safe relative POSIX path, or a PuzzleError saying what is wrong with it."""
    if not name or "\x00" in name:
        raise PuzzleError(Sentence("empty or invalid {what}", what=what), shown)
    if "\\" in name:
        raise PuzzleError(
            Sentence(
                "{what} {name}: use '/' between folders, not '\\'", what=what, name=repr(name)
            ),
            shown,
        )
    path = PurePosixPath(name)
    if path.is_absolute() or (len(name) > 1 and name[1] == ":"):
        raise PuzzleError(
            Sentence(
                "{what} {name} is absolute: it must lie inside the pack",
                what=what,
                name=repr(name),
            ),
            shown,
        )
    if ".." in path.parts:
        raise PuzzleError(
            Sentence("{what} {name} climbs out of the pack with '..'", what=what, name=repr(name)),
            shown,
        )
    return str(path)


class _Budget:
    """What one pack may read in all, so ten thousand 4 MB files cannot add up."""

    def __init__(self, shown: str) -> None:
        self.left = MAX_PACK_BYTES
        self.shown = shown

    def spend(self, size: int) -> None:
        self.left -= size
        if self.left < 0:
            limit = MAX_PACK_BYTES // (1024 * 1024)
            raise PuzzleError(
                Sentence("the pack holds more than {limit} MB of files", limit=limit), self.shown
            )


def _too_large(shown: str, limit: int) -> PuzzleError:
    return PuzzleError(
        Sentence("file larger than {limit} bytes: not a puzzle pack file", limit=limit), shown
    )


class FolderSource:
    def __init__(self, folder: Path) -> None:
        self.location = folder
        self._root = folder.resolve()
        self._budget = _Budget(str(folder))
        self.problems: list[str] = []  # subfolders `listing` could not read, one line each

    def shown(self, name: str) -> str:
        return str(self.location / name)

    def read(self, name: str, limit: int = MAX_FILE_BYTES) -> bytes:
        shown = self.shown(name)
        name = check_name(name, shown)
        try:
            path = (self._root / name).resolve()
            if not path.is_relative_to(self._root):
                raise PuzzleError(Sentence("the file is a link to outside the pack"), shown)
            data = read_regular(path, limit)  # never a named pipe: open() would wait for ever
        except NotRegularFile as error:
            raise PuzzleError(str(error.strerror), shown) from None
        except FileNotFoundError:
            dangling = (self._root / name).is_symlink()
            reason = "the file is a link to nothing" if dangling else "no such file in the pack"
            raise PuzzleError(reason, shown) from None
        except PermissionError:
            raise PuzzleError(Sentence("permission denied"), shown) from None
        except (OSError, RuntimeError, ValueError) as error:  # RuntimeError: a symlink loop
            reason = getattr(error, "strerror", None) or str(error)
            raise PuzzleError(
                Sentence("cannot read the file: {reason}", reason=reason), shown
            ) from None
        if len(data) > limit:
            raise _too_large(shown, limit)
        self._budget.spend(len(data))
        return data

    def listing(self) -> list[str]:
        """Every file in the folder and its subfolders, as relative POSIX names (links to
        folders are not followed; a link to a file is listed, and `read` refuses it if it
        leads out). PuzzleError for a folder of more than MAX_MEMBERS names: someone chose
        their home folder, not a folder of puzzles."""
        names: list[str] = []
        seen = 0
        for top, folders, files in os.walk(self.location, onerror=self._unreadable):
            seen += len(folders) + len(files)
            if seen > MAX_MEMBERS:
                raise PuzzleError(
                    Sentence(
                        "more than {limit} files and folders: not a folder of puzzles",
                        limit=MAX_MEMBERS,
                    ),
                    str(self.location),
                )
            folders.sort()
            relative = Path(top).relative_to(self.location)
            names += [(relative / name).as_posix() for name in files]
        return names

    def _unreadable(self, error: OSError) -> None:
        reason = error.strerror or str(error)
        self.problems.append(Sentence("{where}: cannot list the folder: {reason}",
                                      where=error.filename, reason=reason))  # fmt: skip

    def close(self) -> None:
        pass


class ZipSource:
    """A `.zip` pack. `pack.toml` sits at the top, or inside one top folder (what zipping a
    pack folder gives); names in `pack.toml` are relative to wherever it sits. A zip without
    one (`has_manifest` False) is a plain archive of puzzle files, named from its top."""

    def __init__(self, path: Path) -> None:
        self.location = path
        try:
            self._zip = zipfile.ZipFile(path)
            infos = self._zip.infolist()
        except FileNotFoundError:
            raise PuzzleError(Sentence("no such file"), str(path)) from None
        except _DAMAGED as error:
            raise PuzzleError(
                Sentence("not a readable zip archive ({error})", error=str(error)), str(path)
            ) from None
        try:
            self._members = self._index(infos)
        except PuzzleError:
            self._zip.close()
            raise
        prefix = self._find_prefix()
        self.has_manifest = prefix is not None
        self._prefix = prefix or ""
        self._budget = _Budget(str(path))

    def _index(self, infos: list[zipfile.ZipInfo]) -> dict[str, zipfile.ZipInfo]:
        where = str(self.location)
        if len(infos) > MAX_MEMBERS:
            raise PuzzleError(
                Sentence("the archive holds more than {limit} files", limit=MAX_MEMBERS), where
            )
        if sum(info.file_size for info in infos) > MAX_ARCHIVE_BYTES:
            limit = MAX_ARCHIVE_BYTES // (1024 * 1024)
            raise PuzzleError(
                Sentence("the archive unpacks to more than {limit} MB: refused", limit=limit), where
            )
        members: dict[str, zipfile.ZipInfo] = {}
        for info in infos:
            name = info.filename
            check_name(name.rstrip("/") or name, where, MEMBER_NAME)
            if name in members:
                raise PuzzleError(
                    Sentence("the archive holds {name} twice", name=repr(name)), where
                )
            members[name] = info
        return members

    def _find_prefix(self) -> str | None:
        """Where `pack.toml` sits: "" at the top, `folder/` in a single top folder, None
        when there is none (a plain zip of puzzle files)."""
        if MANIFEST in self._members:
            return ""
        nested = [name for name in self._members if name.count("/") == 1]
        tops = [name for name in nested if name.endswith("/" + MANIFEST)]
        return tops[0][: -len(MANIFEST)] if len(tops) == 1 else None

    def listing(self) -> list[str]:
        """Every file the archive holds (no folders), by its name in the archive."""
        return [name for name, info in self._members.items() if not info.is_dir()]

    def shown(self, name: str) -> str:
        return f"{self.location}/{self._prefix}{name}"

    def read(self, name: str, limit: int = MAX_FILE_BYTES) -> bytes:
        shown = self.shown(name)
        name = check_name(name, shown)
        info = self._members.get(self._prefix + name)
        if info is None or info.is_dir():
            raise PuzzleError(Sentence("no such file in the pack"), shown)
        if info.file_size > limit:
            raise _too_large(shown, limit)
        if info.flag_bits & 0x1:
            raise PuzzleError(
                Sentence("the file is encrypted: packs must not need a password"), shown
            )
        try:
            with self._zip.open(info) as handle:
                data = handle.read(limit + 1)
        except _DAMAGED as error:
            raise PuzzleError(
                Sentence("damaged archive member ({error})", error=str(error)), shown
            ) from None
        if len(data) > limit:
            raise _too_large(shown, limit)
        self._budget.spend(len(data))
        return data

    def close(self) -> None:
        self._zip.close()
