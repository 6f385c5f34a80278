"""Per-genre painters and input mappers, found through the genre's spec.

Each genre's `ui_module` (one module here for a built-in genre) defines `MAPPER` and
`PAINTER`; importing them lazily keeps a genre's drawing code out of memory until a puzzle
of that genre is opened.
"""

from __future__ import annotations

from importlib import import_module

from ...games.play import PlayState
from .base import Commit, InputMapper, Painter


def genre_ui(play: PlayState, commit: Commit) -> tuple[Painter, InputMapper]:
    from ...games.registry import genre_of

    module = import_module(genre_of(play.puzzle).ui_module)
    mapper = module.MAPPER(play, commit)
    return module.PAINTER(play, mapper), mapper
