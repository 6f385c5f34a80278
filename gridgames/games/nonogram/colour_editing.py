"""Making a colour nonogram: the picture's cells hold palette indices, its clues are
(length, colour) blocks, and a typed clue names each block's colour by its character.

The black-and-white editor (`editing.py`) does the edits for both kinds through a `Lines`
object: how a line of the picture reads as a clue, where a puzzle keeps a line's clue,
and a puzzle with some lines' clues replaced. This module is the colour one, and the
things only colour has: a blank puzzle of N colours from the default palette play uses,
and the typing syntax for a coloured clue.

Typing a clue: each number is a block, and a palette character right after it is the
block's colour ("3k 2o 1k": three black, two orange, one black, with the default
palette); a number without one takes the colour chosen in the palette. "0" alone is a
blank line. The characters are the palette's own (webpbn's `char`), never digits.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ...engine.sentence import Sentence
from .colour import Palette
from .colour_checker import colour_runs
from .colour_generate import COLOURS, palette_of
from .puzzle import NonogramPuzzle

#: The numbers of colours New Blank Puzzle offers (the default palette has this many).
COLOUR_COUNTS = range(2, len(COLOURS) + 1)
#: A blank colour puzzle's variant names its number of colours: "colour:3".
PREFIX = "colour:"

Block = tuple[int, int]  # (length, palette index)


def colour_kinds() -> Mapping[str, str]:
    """The colour kinds New Blank Puzzle lists, one per number of colours."""
    return {
        f"{PREFIX}{count}": Sentence.counted(
            "count", "Colour nonogram, 1 colour", "Colour nonogram, {count} colours", count=count
        )
        for count in COLOUR_COUNTS
    }


def colours_of_variant(variant: str | None) -> int | None:
    """The number of colours a blank kind's variant asks for; None for black and white."""
    if variant is None or not variant.startswith("colour"):
        return None
    count = variant[len(PREFIX) :] if variant.startswith(PREFIX) else ""
    return int(count) if count.isdigit() else COLOUR_COUNTS[1]


def blank_colour(count: int, width: int, height: int) -> NonogramPuzzle:
    """An empty puzzle with the default palette's first `count` colours (the
    colour-blind-safe set the generator and play use), every line blank."""
    return NonogramPuzzle(
        width,
        height,
        ((),) * height,
        ((),) * width,
        palette=palette_of(count),
        row_colours=((),) * height,
        column_colours=((),) * width,
    )


class ColourLines:
    """A colour puzzle's lines for the editor: clues are tuples of (length, colour)."""

    @staticmethod
    def of_picture(line: Sequence[int]) -> tuple[Block, ...]:
        return colour_runs(line)

    @staticmethod
    def clue(puzzle: NonogramPuzzle, across: bool, index: int) -> tuple[Block, ...]:
        lengths = (puzzle.rows if across else puzzle.columns)[index]
        colours = (puzzle.row_colours if across else puzzle.column_colours)[index]
        return tuple(zip(lengths, colours, strict=True))

    @staticmethod
    def with_clues(
        puzzle: NonogramPuzzle,
        rows: Mapping[int, tuple[Block, ...]],
        columns: Mapping[int, tuple[Block, ...]],
    ) -> NonogramPuzzle:
        lengths = [list(puzzle.rows), list(puzzle.columns)]
        colours = [list(puzzle.row_colours), list(puzzle.column_colours)]
        for side, changed in enumerate((rows, columns)):
            for index, blocks in changed.items():
                blocks = tuple((n, c) for n, c in blocks if n)  # "0" writes a blank line
                lengths[side][index] = tuple(n for n, _ in blocks)
                colours[side][index] = tuple(c for _, c in blocks)
        return replace(
            puzzle,
            rows=tuple(lengths[0]),
            columns=tuple(lengths[1]),
            row_colours=tuple(colours[0]),
            column_colours=tuple(colours[1]),
        )

    @staticmethod
    def empty(width: int) -> tuple[int, ...]:
        return (0,) * width

    @staticmethod
    def fits(value: object, palette: Palette) -> bool:
        return type(value) is int and 0 <= value < len(palette)  # (a bool is no colour)


_BLOCK = re.compile(r"(\d+)(\D?)")


def parse_colour_clue(text: str, palette: Palette, chosen: int) -> tuple[Block, ...] | None:
    """The blocks of a typed colour clue ("3k 2o 1", see the module docstring); a number
    without a character takes palette index `chosen`. None when the text holds anything
    else: a character no colour of the palette has, or one without its number."""
    chars = {colour.char: index for index, colour in enumerate(palette) if index}
    folded = {char.lower(): index for char, index in reversed(chars.items())}
    blocks: list[Block] = []
    for word in text.replace(",", " ").split():
        at = 0
        while at < len(word):
            found = _BLOCK.match(word, at)
            if found is None or not found.group(1).isascii():
                return None
            number, char = int(found.group(1)), found.group(2)
            if char:
                colour = chars.get(char, folded.get(char.lower()))
                if colour is None:
                    return None
            else:
                colour = chosen
            blocks.append((number, colour))
            at = found.end()
    return tuple(blocks)


def colour_clue_text(palette: Palette, blocks: Sequence[Block]) -> str:
    """A clue as the author types it: "3k 2o" ("0" for a blank line)."""
    return " ".join(f"{n}{palette[c].char}" for n, c in blocks) or "0"


def is_colour_char(palette: Palette, text: str) -> bool:
    """Is `text` one of the palette's colour characters (as typing a clue accepts it)?"""
    if len(text) != 1 or text.isdigit():
        return False
    chars = {colour.char for colour in palette[1:]}
    return text in chars or text.lower() in {char.lower() for char in chars}
