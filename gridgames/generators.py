"""One entry point for making puzzles of any kind the command line and the app offer.

Each generator lives in its genre's package and has the same signature:
`generate(width, height, difficulty, seed, timeout, cancel) -> (puzzle, Grade)`.
"""

from __future__ import annotations

import threading
from importlib import import_module

from .grading import GRADES, Grade

#: kind -> "module:function"; hitori and kurodoko are variants of the fill-grid genre.
GENERATORS = {
    "shikaku": "gridgames.games.shikaku.generator:generate",
    "nonogram": "gridgames.games.nonogram.generator:generate",
    "hitori": "gridgames.games.fillgrid.generator:generate_hitori",
    "kurodoko": "gridgames.games.fillgrid.generator:generate_kurodoko",
}
KINDS = tuple(GENERATORS)
DIFFICULTIES = GRADES


def available_kinds() -> list[str]:
    """The kinds whose generator is installed (a genre may not have one yet)."""
    found = []
    for kind in KINDS:
        try:
            _generator(kind)
        except (ImportError, AttributeError):
            continue
        found.append(kind)
    return found


def _generator(kind: str):
    module, _, function = GENERATORS[kind].partition(":")
    return getattr(import_module(module), function)


def generate_puzzle(
    kind: str,
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float = 60.0,
    cancel: threading.Event | None = None,
) -> tuple[object, Grade]:
    if kind not in GENERATORS:
        raise ValueError(f"unknown kind {kind!r}; choose from {', '.join(KINDS)}")
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}; choose from {', '.join(GRADES)}")
    return _generator(kind)(width, height, difficulty, seed, timeout, cancel)
