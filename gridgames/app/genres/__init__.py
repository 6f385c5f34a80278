"""Per-genre painters and input mappers, found through the genre's spec.

Each genre's `ui_module` (one module here for a built-in genre) defines `MAPPER` and
`PAINTER`, and may define `TOOLS` (a widget shown over the board); importing them lazily
keeps a genre's drawing code out of memory until a puzzle of that genre is opened.
"""

from __future__ import annotations

from importlib import import_module

from PySide6.QtWidgets import QWidget

from ...games.play import PlayState
from .base import Commit, InputMapper, Painter


def genre_ui(play: PlayState, commit: Commit) -> tuple[Painter, InputMapper]:
    from ...games.registry import genre_of

    module = import_module(genre_of(play.puzzle).ui_module)
    mapper = module.MAPPER(play, commit)
    return module.PAINTER(play, mapper), mapper


def genre_tools(view: QWidget) -> QWidget | None:
    """The tools a genre shows over its board for the game on `view` (a colour
    nonogram's palette), from its module's optional `TOOLS(view)`; None for none."""
    from ...games.registry import genre_of

    module = import_module(genre_of(view.painter.play.puzzle).ui_module)
    tools = getattr(module, "TOOLS", None)
    return tools(view) if tools is not None else None
