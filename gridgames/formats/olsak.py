"""Petr Olšák's griddler format (`.g`), read by his `grid` solver and by pbnsolve.

    any text: lines before the first one starting with '#' or ':' are comments
    #d                      <- colour declarations follow (any line starting '#d' or '#D')
       0:.  white  the background (optional: white)
       1:*  black  the colour of a number without a suffix (optional)
       m:%  blue   <inchar>:<outchar> <XPM colour: a name or #rrggbb> <comment>
    : rows                  <- a line starting with ':' (the rest of it is ignored)
    3 1m 2                  <- one row per line: numbers, each with its colour's inchar
                            <- an empty line is a row with no blocks
    : columns
    ...
    : end                   <- everything after the third ':' line is ignored

A colour's name is its XPM word, or (for `#rrggbb`) the first word of its comment; the
palette character is its inchar (the outchar for the default colour `1`, whose inchar is a
digit). A file without colour declarations is a black-and-white nonogram. The writer
always names every number's colour and puts the colour's name in the comment, so what it
writes reads back as the same puzzle. The comment lines before the colours that read `key: value`
(`title: Rose`) are the puzzle's metadata, as the writer puts them there.
"""

from __future__ import annotations

import re

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import (
    META_KEY,
    LineMap,
    blocks,
    check,
    clean_value,
    lines_of,
    parse_int,
)
from gridgames.games.nonogram.colour import BACKGROUND, Colour
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import clue_name

_DECLARATION = re.compile(r"\s*(\S):(.?)\s*(\S+)\s*(.*)")
_HEX = re.compile(r"#[0-9A-Fa-f]{6}")
_TOKEN = re.compile(r"(\d+)(\D?)")
#: A `key: value` comment line before the colours: how the writer keeps the title and such.
_FIELD = re.compile(rf"({META_KEY.pattern})\s*:(.*)")
_BLACK = Colour("black", "#", "#000000")


class _Reader:
    def __init__(self, text: str, source: str) -> None:
        self.source = source
        self.lines = list(enumerate(lines_of(text), start=1))
        self.inchars: dict[str, int] = {}
        self.palette: list[Colour] = []
        self.colour = False
        self.meta: dict[str, str] = {}

    def fail(self, message: str, line: int | None) -> PuzzleError:
        return PuzzleError(message, self.source, line)

    def read(self) -> NonogramPuzzle:
        parts: list[tuple[int, list[tuple[int, str]]]] = []  # (marker line, lines after it)
        declarations: list[tuple[int, str]] | None = None
        for number, line in self.lines:
            if line.startswith(":"):
                if len(parts) == 2:
                    break  # ': end'
                parts.append((number, []))
            elif parts:
                parts[-1][1].append((number, line))
            elif line[:2] in ("#d", "#D"):
                declarations = []
            elif line.startswith("#"):
                raise self.fail(
                    Sentence(
                        "{text}: only griddlers ('#d' colours) are supported, not triddlers "
                        "or other shapes",
                        text=repr(line.split()[0][:20]),
                    ),
                    number,
                )
            elif declarations is not None and line.strip():
                declarations.append((number, line))
            elif declarations is None and (field := _FIELD.fullmatch(line.strip())):
                self.meta.setdefault(field.group(1), field.group(2).strip())
        if len(parts) < 2:
            raise self.fail(
                Sentence("expected ': rows' and ': columns' lines (a ':' in the first column)"),
                parts[0][0] if parts else None,
            )
        self._palette(declarations)
        rows, columns = (
            self._clues(entries, what)
            for (_, entries), what in zip(parts, ("row", "column"), strict=False)
        )
        lines = LineMap(
            board=parts[0][0],
            rows=[n for n, _ in parts[0][1]],
            rows_end=parts[0][0],
            cols=[n for n, _ in parts[1][1]],
            cols_end=parts[1][0],
        )
        if self.colour:
            puzzle = NonogramPuzzle.from_colour_clues(
                len(columns), len(rows), rows, columns, tuple(self.palette), self.meta
            )
        else:
            puzzle = NonogramPuzzle(
                len(columns),
                len(rows),
                tuple(s for s, _ in rows),
                tuple(s for s, _ in columns),
                self.meta,
            )
        check(puzzle, self.source, lines)
        return puzzle

    def _palette(self, declarations: list[tuple[int, str]] | None) -> None:
        if declarations is None:
            self.palette = [BACKGROUND, _BLACK]
            self.inchars = {"": 1}
            return
        self.colour = True
        background = BACKGROUND
        others: list[tuple[str, Colour]] = []
        for number, line in declarations:
            match = _DECLARATION.fullmatch(line)
            if match is None:
                raise self.fail(
                    Sentence("a colour line is '<inchar>:<outchar> <colour> [comment]'"), number
                )
            inchar, outchar, word, comment = match.groups()
            rgb = word.lower() if _HEX.fullmatch(word) else ""
            name = (comment.split() or [f"colour-{inchar}"])[0] if rgb else word
            if inchar == "0":
                background = Colour(name, outchar if outchar.strip() else ".", rgb)
                continue
            if inchar.isdigit() and inchar != "1" or inchar == ",":
                raise self.fail(
                    Sentence(
                        "{inchar} cannot name a colour (digits other than 0 and 1, and ',' "
                        "are not allowed)",
                        inchar=repr(inchar),
                    ),
                    number,
                )
            char = outchar if inchar == "1" else inchar
            if not char.strip():
                raise self.fail(
                    Sentence("the default colour '1' needs a character after '1:'"), number
                )
            others.append((inchar, Colour(name, char, rgb)))
        self.palette = [background] + [colour for _, colour in others]
        for index, (inchar, _) in enumerate(others, start=1):
            self.inchars[inchar] = index
        if "1" in self.inchars:
            self.inchars[""] = self.inchars["1"]

    def _clues(
        self, entries: list[tuple[int, str]], what: str
    ) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        found = []
        for index, (number, text) in enumerate(entries):
            label = clue_name(what, index + 1)
            sizes, shades = [], []
            for token in (t for t in re.split(r"[\s,]+", text) if t):
                match = _TOKEN.fullmatch(token)
                if match is None:
                    raise self.fail(
                        Sentence(
                            "{label}: {token} is not a number with a colour",
                            label=label,
                            token=repr(token[:20]),
                        ),
                        number,
                    )
                shade = self.inchars.get(match.group(2))
                if shade is None:
                    if match.group(2):
                        said = Sentence("{label}: colour {char} is not declared", label=label,
                                        char=repr(match.group(2)))  # fmt: skip
                    else:
                        said = Sentence("{label}: a number without a colour (no default colour "
                                        "'1') is not declared", label=label)  # fmt: skip
                    raise self.fail(said, number)
                sizes.append(parse_int(match.group(1), self.source, number, label))
                shades.append(shade)
            found.append((blocks(sizes, self.source, number, label), tuple(shades)))
        return found


def read_olsak(text: str, source: str = "<input>") -> NonogramPuzzle:
    return _Reader(text, source).read()


def write_olsak(puzzle: NonogramPuzzle) -> str:
    """The puzzle as a `.g` file: its metadata as `key: value` comment lines (which the
    reader takes back), the colours (for a colour puzzle), then the rows and columns."""
    fields = [
        f"{key}: {clean_value(value)}".rstrip()
        for key, value in puzzle.meta.items()
        if META_KEY.fullmatch(key)
    ]
    out = [*(fields or ["A nonogram written by Grid Games"]), ""]
    if puzzle.is_colour:
        out.append("#d")
        for index, colour in enumerate(puzzle.palette):
            if index and colour.char in ",0123456789":
                raise PuzzleError(
                    Sentence(
                        "colour character {char} cannot be written in a .g file",
                        char=repr(colour.char),
                    ),
                    "<output>",
                )
            inchar = "0" if index == 0 else colour.char
            word = colour.rgb or colour.name
            out.append(
                f"   {inchar}:{colour.char}  {word}  {colour.name if colour.rgb else ''}".rstrip()
            )
        rows, columns = puzzle.colour_rows(), puzzle.colour_columns()
        chars = [colour.char for colour in puzzle.palette]
        line = lambda clue: " ".join(f"{size}{chars[shade]}" for size, shade in clue)  # noqa: E731
    else:
        rows, columns = puzzle.rows, puzzle.columns
        line = lambda clue: " ".join(map(str, clue))  # noqa: E731
    out += [": rows", *map(line, rows), ": columns", *map(line, columns), ": end"]
    return "\n".join(out) + "\n"


def holds(puzzle: object) -> bool:
    """`.g` holds nonograms, black-and-white and colour (the export dialog asks)."""
    return isinstance(puzzle, NonogramPuzzle)
