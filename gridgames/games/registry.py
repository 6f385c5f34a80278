"""Find the genre of a puzzle without importing every genre up front."""

from __future__ import annotations

from importlib import import_module

from .genre import Genre, Puzzle

GENRES = ("shikaku", "nonogram", "fillgrid")


def genre_named(name: str) -> Genre:
    if name not in GENRES:
        raise KeyError(f"unknown genre {name!r}; known: {', '.join(GENRES)}")
    return import_module(f"gridgames.games.{name}.genre").GENRE


def genre_of(puzzle: Puzzle) -> Genre:
    return genre_named(puzzle.genre)
