"""Puzzle packs: folders or `.zip` files with a `pack.toml`, and multi-puzzle files.

The app's pack browser uses only what is exported here; nothing in this package imports Qt.

    pack = open_pack("~/Downloads/classics.zip")   # PuzzleError if unusable
    for entry in pack.entries:                     # PackEntry: key, title, kind, size, ...
        if entry.ok:
            puzzle = pack.load(entry)
    builtin_packs()                                # the packs in puzzles/
    open_ref(pack.ref)                             # reopen one saved in the progress store
"""

from .builtin import BUILTIN, builtin_packs, builtin_root, open_ref
from .keys import content_hash, puzzle_key
from .manifest import FORMAT, Manifest, ManifestEntry, parse_manifest, write_manifest
from .pack import Pack, PackEntry, open_pack, pack_ref

__all__ = [
    "BUILTIN",
    "FORMAT",
    "Manifest",
    "ManifestEntry",
    "Pack",
    "PackEntry",
    "builtin_packs",
    "builtin_root",
    "content_hash",
    "open_pack",
    "open_ref",
    "pack_ref",
    "parse_manifest",
    "puzzle_key",
    "write_manifest",
]
