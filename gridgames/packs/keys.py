"""Stable names for puzzles, under which progress is saved.

A key is `<pack id>/<file>[#<n>]#<hash>`: the pack's own id (from `pack.toml`, not its
folder), the file inside the pack (and the puzzle's position in a multi-puzzle file), and a
hash of the puzzle's clues. So progress survives moving or renaming the pack folder, and
editing a title or a comment, but not a change to the clues -- a move list recorded on other
clues would be nonsense on the new board.

The hash covers the canonical `.gg` text of the clues alone (no metadata, no answer), so the
same puzzle read from `.non`, XML or a URL hashes the same.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace

from gridgames.formats.common import Puzzle
from gridgames.formats.gg import write_gg

LOOSE = "puzzle"  # the "pack id" of puzzles opened on their own (a file, URL or ID)
_NOT_ID = re.compile(r"[^a-z0-9]+")


def content_hash(puzzle: Puzzle) -> str:
    canonical = write_gg(replace(puzzle, meta={}, given_solution=None))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


def text_hash(text: str) -> str:
    """For a puzzle that cannot be read: still a key, so the browser can list it."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def puzzle_key(puzzle: Puzzle) -> str:
    """The key of a puzzle opened outside any pack: one per board, wherever it came from."""
    return f"{LOOSE}#{content_hash(puzzle)}"


def entry_key(pack_id: str, name: str, digest: str) -> str:
    return f"{pack_id}/{name}#{digest}"


def slug(text: str) -> str:
    """A pack id made from a title: `My Puzzles!` -> `my-puzzles`."""
    return _NOT_ID.sub("-", text.lower()).strip("-")[:64] or "pack"
