"""nonogram-db `.non` files (Steve Simpson's format, see nonogram-db's FORMAT.md).

`key value` lines; `width` and `height` come before `rows`, `columns` and `goal`; `rows`
and `columns` start blocks of comma-separated clue lines; string values are quoted with
HTML escapes. Unrecognised lines are ignored, as the format asks -- except a stray line of
numbers outside a clue block, which is nearly always a miscounted block and is reported.

Metadata: `by` is stored as `author` and `license` as `licence` (the `.gg` names), every
other `key value` line under its own key, so `.non` -> `.gg` -> `.non` keeps everything.
Only two-colour puzzles are read: clues or a goal using more than one colour letter, or more
than one `color` line, are refused. The `goal` is stored as `given_solution`; whether it
matches the clues is not checked here.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import (
    META_KEY,
    Entry,
    LineMap,
    blocks,
    check,
    checked_side,
    clean_value,
    clue_block,
    lines_of,
    parse_int,
)
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.problem import clue_name

KEY_TO_META = {"by": "author", "license": "licence"}
META_TO_KEY = {meta: key for key, meta in KEY_TO_META.items()}
STRUCTURE_KEYS = frozenset(("width", "height", "rows", "columns", "goal", "color"))

_CLUE_START = re.compile(r"[0-9+-]")
_HINT = re.compile(r"(\d+)(.*)")
_SPDX = re.compile(r"[A-Za-z0-9.+-]+")


@dataclass
class _State:
    source: str
    size: dict[str, tuple[int, int]] = field(default_factory=dict)  # key -> (value, line)
    clues: dict[str, tuple[int, list[Entry]]] = field(default_factory=dict)  # key -> marker
    goal: tuple[int, str] | None = None
    meta: dict[str, str] = field(default_factory=dict)
    # where a colour is named ('color' lines, clue letters, goal characters) -> letters
    colours: dict[str, set[str]] = field(default_factory=dict)

    def colour(self, place: str, letter: str, number: int) -> None:
        """Note a colour; a second, different one in the same place means a multi-colour
        puzzle (places are kept apart because a goal may say `1` where clues say `a`)."""
        seen = self.colours.setdefault(place, set())
        seen.add(letter)
        if len(seen) > 1:
            names = ", ".join(sorted(seen))
            raise PuzzleError(
                Sentence(
                    "multi-colour puzzle (colours {names}): only black-and-white nonograms are "
                    "supported",
                    names=names,
                ),
                self.source,
                number,
            )


def read_non(text: str, source: str = "<input>") -> NonogramPuzzle:
    state = _State(source)
    lines = lines_of(text)
    i = 0
    while i < len(lines):
        number, line = i + 1, lines[i].strip()
        i += 1
        if not line:
            continue
        if _CLUE_START.match(line):
            raise PuzzleError(
                Sentence("a clue line outside a 'rows' or 'columns' block (is a block too long?)"),
                source,
                number,
            )
        key, rest = (line.split(None, 1) + [""])[:2]
        name = key.lower()
        if name in ("width", "height"):
            _size(state, name, rest, number)
        elif name in ("rows", "columns"):
            i = _block(state, name, lines, i, number)
        elif name == "goal":
            _once(state, "goal", number, state.goal)
            state.goal = (number, "".join(_unquote(rest, source, number).split()))
        elif name == "color":
            state.colour("color", rest.split()[0] if rest else "?", number)
        elif META_KEY.fullmatch(key) and rest:
            state.meta[KEY_TO_META.get(name, key)] = _unquote(rest, source, number)
    return _build(state)


def _once(state: _State, key: str, number: int, earlier: object) -> None:
    if earlier is not None:
        raise PuzzleError(Sentence("'{key}' given twice", key=key), state.source, number)


def _size(state: _State, name: str, rest: str, number: int) -> None:
    _once(state, name, number, state.size.get(name))
    value = parse_int(rest, state.source, number, name)
    checked_side(value, name, state.source, number, across=name == "width")
    state.size[name] = (value, number)


def _block(state: _State, name: str, lines: list[str], i: int, number: int) -> int:
    """Collect a clue block starting after line `number`; return the index after it."""
    _once(state, name, number, state.clues.get(name))
    size_key = "height" if name == "rows" else "width"
    if size_key not in state.size:
        raise PuzzleError(
            Sentence("'{name}' must come after '{size_key}'", name=name, size_key=size_key),
            state.source,
            number,
        )
    entries: list[Entry] = []
    while i < len(lines) and (not lines[i].strip() or _CLUE_START.match(lines[i].strip())):
        entries.append((i + 1, lines[i].strip()))
        i += 1
    chosen = clue_block(entries, state.size[size_key][0], blank_tail=True)
    state.clues[name] = (number, chosen)
    return i


def _hints(state: _State, text: str, number: int, what: str) -> tuple[int, ...]:
    """`3,1b,2` -> (3, 1, 2); a letter after a number is a colour, other trailing
    characters are ignored as the format says."""
    if not text:
        return ()
    values = []
    for token in text.split(","):
        hint = _HINT.fullmatch(token.strip())
        if hint is None:
            values.append(parse_int(token.strip(), state.source, number, what))
            continue
        suffix = hint.group(2).strip()
        if len(suffix) == 1 and suffix.isalpha():
            state.colour("clues", suffix, number)
        values.append(parse_int(hint.group(1), state.source, number, what))
    return blocks(values, state.source, number, what)


def _unquote(value: str, source: str, number: int) -> str:
    if not value.startswith('"'):
        return value
    if len(value) < 2 or not value.endswith('"'):
        raise PuzzleError(Sentence("a quoted value has no closing '\"'"), source, number)
    return html.unescape(value[1:-1])


def _build(state: _State) -> NonogramPuzzle:
    for key in ("width", "height", "rows", "columns"):
        if key not in state.size and key not in state.clues:
            raise PuzzleError(Sentence("missing '{key}'", key=key), state.source)
    width, width_line = state.size["width"]
    height = state.size["height"][0]
    lines = LineMap(board=width_line)
    parsed = {}
    for name in ("rows", "columns"):
        marker, entries = state.clues[name]
        what = name[:-1]
        parsed[name] = tuple(
            _hints(state, text, n, clue_name(what, k + 1)) for k, (n, text) in enumerate(entries)
        )
        if name == "rows":
            lines.rows, lines.rows_end = [n for n, _ in entries], marker
        else:
            lines.cols, lines.cols_end = [n for n, _ in entries], marker
    picture = None
    if state.goal is not None:
        goal_line, goal = state.goal
        lines.solution_end = goal_line
        if len(goal) != width * height:
            raise PuzzleError(
                Sentence(
                    "the goal has {got} cells, expected {width}x{height} = {cells}",
                    got=len(goal),
                    width=width,
                    height=height,
                    cells=width * height,
                ),
                state.source,
                goal_line,
            )
        for ch in sorted(set(goal) - {"0"}):
            state.colour("goal", ch, goal_line)
        picture = tuple(
            tuple(ch != "0" for ch in goal[r * width : (r + 1) * width]) for r in range(height)
        )
    puzzle = NonogramPuzzle(width, height, parsed["rows"], parsed["columns"], state.meta, picture)
    check(puzzle, state.source, lines)
    return puzzle


def write_non(puzzle: NonogramPuzzle) -> str:
    """The puzzle as `.non` text, metadata first as in nonogram-db's own files."""
    out = [_meta_line(key, value) for key, value in puzzle.meta.items()]
    out += [f"width {puzzle.width}", f"height {puzzle.height}", "", "rows"]
    out += [",".join(map(str, clue)) or "0" for clue in puzzle.rows]
    out += ["", "columns"]
    out += [",".join(map(str, clue)) or "0" for clue in puzzle.columns]
    if puzzle.given_solution is not None:
        cells = "".join("1" if cell else "0" for row in puzzle.given_solution for cell in row)
        out += ["", f'goal "{cells}"']
    return "\n".join(out) + "\n"


def _meta_line(key: str, value: str) -> str:
    name = META_TO_KEY.get(key, key)
    # `by` and `license` are what `author` and `licence` become, so they cannot also be
    # keys of their own; structure keys would be read as structure.
    if not META_KEY.fullmatch(key) or key.lower() in STRUCTURE_KEYS | KEY_TO_META.keys():
        raise PuzzleError(
            Sentence("cannot write metadata key {key} in a .non file", key=repr(key)), "<output>"
        )
    value = clean_value(value)
    if name == "license" and _SPDX.fullmatch(value):
        return f"license {value}"
    # Only what would break the quoting is escaped; `<`, `>` and `©` stay readable.
    escaped = value.replace("&", "&amp;").replace('"', "&quot;")
    return f'{name} "{escaped}"'


def holds(puzzle: object) -> bool:
    """`.non` holds black-and-white nonograms only (the export dialog asks)."""
    return isinstance(puzzle, NonogramPuzzle) and not puzzle.is_colour
