"""Colours of a colour nonogram: the palette a puzzle carries, and the default one.

A palette is a tuple of `Colour`s, the background first: a cell's value (its bit in the
engine's domain) is its palette index. Each colour has a name (webpbn's `name`), one
character (webpbn's `char`, used in answers and pictures) and an RGB value for drawing.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Colour:
    name: str
    char: str
    rgb: str = ""  # "#rrggbb"; empty: the app picks one from DEFAULT_RGB


Palette = tuple[Colour, ...]

#: Okabe and Ito's colour-blind-safe set (black first), for colours a file leaves undrawn.
DEFAULT_RGB = (
    "#000000",
    "#e69f00",
    "#56b4e9",
    "#009e73",
    "#f0e442",
    "#0072b2",
    "#d55e00",
    "#cc79a7",
    "#999999",
)

#: The largest number of colours besides the background a puzzle may have.
MAX_COLOURS = 62

BACKGROUND = Colour("white", ".", "#ffffff")


def colour_named(palette: Palette, name: str) -> int | None:
    """The palette index of a colour name (case-insensitive), None if absent."""
    folded = name.lower()
    for index, colour in enumerate(palette):
        if colour.name.lower() == folded:
            return index
    return None


def char_index(palette: Palette) -> dict[str, int]:
    """Picture character -> palette index."""
    return {colour.char: index for index, colour in enumerate(palette)}


def clue_words(palette: Palette, blocks: tuple[tuple[int, int], ...]) -> str:
    """'2 red, 1 blue' (or '0' for an empty line), as step reasons name a clue."""
    return ", ".join(f"{size} {palette[colour].name}" for size, colour in blocks) or "0"
