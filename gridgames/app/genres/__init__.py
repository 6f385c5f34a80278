"""Per-genre painters and input mappers, found by the puzzle's genre name.

Each module here defines `MAPPER` and `PAINTER`; importing them lazily keeps a genre's
drawing code out of memory until a puzzle of that genre is opened.
"""

from __future__ import annotations

from importlib import import_module

from ...games.play import PlayState
from .base import Commit, InputMapper, Painter


def genre_ui(play: PlayState, commit: Commit) -> tuple[Painter, InputMapper]:
    module = import_module(f"{__name__}.{play.puzzle.genre}")
    mapper = module.MAPPER(play, commit)
    return module.PAINTER(play, mapper), mapper
