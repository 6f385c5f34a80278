"""The list of genres. Every genre table in Grid Games is derived from it.

The built-in genres are listed by module name and imported when first asked for. Other
genres (a plugin, or a genre that exists only in the tests) come in three ways, all naming a
module that defines `GENRE`:

- `register(GENRE)`, called by the genre's package when it is imported -- which is also how
  the engine process learns of it: unpickling a job's puzzle imports the puzzle's package;
- the environment variable `GRIDGAMES_GENRES` (module names, comma separated), for a
  command run in another process (`gridgames solve`);
- the entry-point group `gridgames.genres` of an installed distribution.

An unknown genre is a `KeyError` that lists the known ones, never a fall-through to some
other genre. Installed plugins are looked for only when a genre is not found among the
built-in and the environment's ones, or the whole list is asked for: reading the installed
distributions' entry points imports `importlib.metadata`, which took a fifth of a
`gridgames solve` of a nonogram. So an installed plugin may not take a built-in genre's
name (it is refused with an error naming it), or the answer would depend on what was asked
first.
"""

from __future__ import annotations

import os
from importlib import import_module

from .genre import Genre, Puzzle

#: The built-in genres by name, each with its module (imported when first asked for).
BUILT_IN_NAMES = {
    "shikaku": "gridgames.games.shikaku.genre",
    "nonogram": "gridgames.games.nonogram.genre",
    "fillgrid": "gridgames.games.fillgrid.genre",
}
BUILT_IN = tuple(BUILT_IN_NAMES.values())
ENVIRONMENT = "GRIDGAMES_GENRES"
ENTRY_POINTS = "gridgames.genres"

_genres: dict[str, Genre] = {}
_built_in_loaded = False
_plugins_loaded = False


def register(genre: Genre) -> Genre:
    """Add a genre (again: the same name replaces the earlier one). Returns it, so a
    genre module may write `GENRE = register(MyGenre())`."""
    for kind in genre.kinds():
        owner = _kind_owner().get(kind)
        if owner is not None and owner.name != genre.name:
            raise ValueError(f"genre {genre.name!r}: the kind {kind!r} is {owner.name}'s")
    _genres[genre.name] = genre
    return genre


def unregister(name: str) -> None:
    """Forget a genre registered at run time (tests clean up with it)."""
    _genres.pop(name, None)


def genres() -> tuple[Genre, ...]:
    """Every known genre: the built-in ones first, in their order."""
    _load_all()
    order = {module: i for i, module in enumerate(BUILT_IN)}
    return tuple(sorted(_genres.values(), key=lambda g: order.get(type(g).__module__, len(order))))


def genre_named(name: str) -> Genre:
    genre = _genres.get(name)
    if genre is None and name in BUILT_IN_NAMES and not os.environ.get(ENVIRONMENT):
        # Only the genre asked for (`gridgames solve` of a nonogram needs no Shikaku); with
        # environment genres, which may take a built-in name, all are loaded in order.
        genre = register(import_module(BUILT_IN_NAMES[name]).GENRE)
    if genre is None:
        _load_built_in()
        genre = _genres.get(name)
    if genre is None:
        _load_all()
        genre = _genres.get(name)
    if genre is None:
        raise KeyError(f"unknown genre {name!r}; known: {', '.join(_genres)}")
    return genre


def genre_of(puzzle: Puzzle) -> Genre:
    return genre_named(puzzle.genre)


def kind_of(puzzle: Puzzle) -> str:
    """What players call the puzzle's kind (`hitori` for a Hitori fill-grid)."""
    return genre_of(puzzle).kind(puzzle)


def kind_labels() -> dict[str, str]:
    """Every kind of puzzle players name (a genre, or a variant with a name of its own)
    and what they call it."""
    labels: dict[str, str] = {}
    for genre in genres():
        labels.update(genre.kinds())
    return labels


def kind_label(kind: str) -> str:
    """What players call a kind; the kind itself for one no genre knows (an old save)."""
    return kind_labels().get(kind, kind)


def _kind_owner() -> dict[str, Genre]:
    return {kind: genre for genre in _genres.values() for kind in genre.kinds()}


def _load_built_in() -> None:
    """The built-in genres and those the environment names (no installed plugins)."""
    global _built_in_loaded
    if _built_in_loaded:
        return
    _built_in_loaded = True
    for module in BUILT_IN:
        register(import_module(module).GENRE)
    for module in os.environ.get(ENVIRONMENT, "").split(","):
        if module.strip():
            register(import_module(module.strip()).GENRE)


def _load_all() -> None:
    global _plugins_loaded
    _load_built_in()
    if _plugins_loaded:
        return
    _plugins_loaded = True
    from importlib.metadata import entry_points

    built_in = {import_module(module).GENRE.name for module in BUILT_IN}
    for point in entry_points(group=ENTRY_POINTS):
        genre = import_module(point.value).GENRE
        if genre.name in built_in and _genres.get(genre.name) is not genre:
            raise ValueError(
                f"installed genre plugin {point.value!r}: {genre.name!r} is a built-in genre"
            )
        register(genre)
