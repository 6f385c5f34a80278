"""A folder or zip of puzzle files with no `pack.toml`: which files are its puzzles.

People keep puzzles in a folder, or mail them as a zip, without writing a `pack.toml`. Such a
pack is titled by the folder's (or zip's) name and lists every file whose extension is a
puzzle format's, in the order people sort names ("2.gg" before "10.gg"), subfolders
included. Other files -- a README, a picture, a licence -- are not puzzles and are left
out; so are hidden files and the `__MACOSX` folder macOS puts in zips. A puzzle file that
does not read is still listed, with its error, and the rest play.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import PurePosixPath

from gridgames.formats.detect import SUPPORTED_EXTENSIONS

PLAIN_PACK_ID = "folder"  # prefix of the id of a pack with no pack.toml
_DIGITS = re.compile(r"(\d+)")
_SYSTEM_FOLDERS = frozenset({"__MACOSX"})


def puzzle_names(listing: Iterable[str]) -> list[str]:
    """The names among `listing` (relative POSIX paths) that are puzzle files, in natural
    order."""
    return sorted((name for name in listing if is_puzzle_name(name)), key=natural_key)


def is_puzzle_name(name: str) -> bool:
    path = PurePosixPath(name)
    hidden = any(part.startswith(".") or part in _SYSTEM_FOLDERS for part in path.parts)
    return not hidden and path.suffix.lower() in SUPPORTED_EXTENSIONS


def natural_key(text: str) -> tuple[tuple[int, int | str], ...]:
    """Names sorted as people count and file managers show them: "Board 2" before
    "Board 10", numbers before words, case not counting."""
    return tuple(
        (0, int(part)) if part.isdigit() else (1, part.casefold())
        for part in _DIGITS.split(text)
        if part
    )
