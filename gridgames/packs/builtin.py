"""The packs that ship with Grid Games, and reopening any pack from its saved reference.

The packs live in `puzzles/<pack>/` at the top of the project, one folder per pack, each
with its `pack.toml` and licence: where people (and the generator) add packs. They are
package data (`gridgames/data/puzzles` links to that folder; a wheel carries a copy, see
`installed.py`), or `$GRIDGAMES_PUZZLES` when set (packagers, tests).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.installed import data_folder

from .pack import Pack, open_pack
from .sources import MANIFEST

ENVIRONMENT = "GRIDGAMES_PUZZLES"
BUILTIN = "builtin:"


def builtin_root() -> Path | None:
    """The folder holding the built-in pack folders, or None if none can be found."""
    override = os.environ.get(ENVIRONMENT)
    if override:
        return Path(override)
    root = data_folder("puzzles")
    return root if _has_packs(root) else None


def _has_packs(folder: Path) -> bool:
    return folder.is_dir() and any(folder.glob(f"*/{MANIFEST}"))


def builtin_packs(on_error: Callable[[PuzzleError], None] | None = None) -> list[Pack]:
    """Every built-in pack, in their `order` then by folder name. A pack that does not open
    is left out and passed to `on_error` (the tests make sure none does)."""
    root = builtin_root()
    if root is None:
        return []
    packs = []
    for folder in sorted(path.parent for path in root.glob(f"*/{MANIFEST}")):
        try:
            pack = open_pack(folder)
        except PuzzleError as error:
            if on_error is not None:
                on_error(error)
            continue
        pack.ref = BUILTIN + folder.name
        packs.append(pack)
    return sorted(packs, key=lambda pack: pack.order)  # stable: folder order within an order


def open_ref(ref: str) -> Pack:
    """Reopen a pack from `Pack.ref`, as saved in the progress store: a built-in pack by
    name (so it is found wherever this install keeps it), any other by its path."""
    if not ref.startswith(BUILTIN):
        return open_pack(ref)
    name = ref.removeprefix(BUILTIN)
    root = builtin_root()
    if root is None or "/" in name or "\\" in name or name in ("", ".", ".."):
        raise PuzzleError(Sentence("no such built-in pack"), ref)
    pack = open_pack(root / name)
    pack.ref = ref
    return pack
