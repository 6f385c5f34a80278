"""`pack.toml`: what a pack is called, whose it is, under which licence, and its puzzles.

    format = 1                      # optional; a newer format is refused with a clear message
    id = "jan-wolter-classics"      # optional; the title made into a slug otherwise
    title = "Classic nonograms"
    author = "Jan Wolter"
    licence = "CC-BY-3.0"           # `license` is accepted too
    licence_file = "LICENSE"        # the licence text, shown by the browser
    copyright = "(c) 2004-2006 Jan Wolter"
    attribution = "From webpbn.com, ..."
    description = "..."
    url = "https://webpbn.com/"

    [[puzzle]]                      # in playing order
    file = "1.non"                  # required: a path inside the pack, '/' between folders
    title = "Dancer"                # optional: else the puzzle's own title, else the file name
    difficulty = "easy"             # optional: easy, medium, hard or expert
    author = "Jan Wolter"           # optional: per-puzzle credit (CC-BY wants it)
    copyright = "(c) 2004 Jan Wolter"
    index = 2                       # optional: which puzzle of a multi-puzzle file

What is wrong with the pack as a whole (not TOML, a value of the wrong type, no puzzles) is a
PuzzleError naming `pack.toml` and the line. What is wrong with one `[[puzzle]]` is kept on
that entry, so the other puzzles still play. Unknown keys are warnings, not errors, so a pack
made for a later version still opens. tomllib does not say where a key is, so lines are found
by looking for the key in the text (`_Lines`); a line is a help, not a guarantee.

`write_manifest` writes the same format back (through tomli-w), for tools that make packs.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.common import clean_value, lines_of
from gridgames.grading import GRADES

from .sources import check_name

FORMAT = 1
MAX_ENTRIES = 10_000
PACK_KEYS = (
    "format", "id", "title", "author", "licence", "licence_file", "copyright", "attribution",
    "description", "url", "order", "puzzle",
)  # fmt: skip
ENTRY_KEYS = ("file", "title", "difficulty", "author", "copyright", "index")
# American spellings, read as ours.
ALIASES = {"license": "licence", "license_file": "licence_file"}

_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
_TABLE = re.compile(r"\s*\[\[?\s*([^\]]*?)\s*\]\]?\s*(#.*)?")
# The key at the start of a `key = value` line: quoted (either quote) or bare.
_KEY_LINE = re.compile(r"""\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*=""")
_TOML_WHERE = re.compile(r"\s*\(at line (\d+), column \d+\)\s*$")
_TOML_END = re.compile(r"\s*\(at end of document\)\s*$")


@dataclass(frozen=True)
class ManifestEntry:
    number: int  # 1-based position in the list
    line: int | None  # its `[[puzzle]]` line
    file: str | None = None
    title: str | None = None
    difficulty: str | None = None
    author: str | None = None
    copyright: str | None = None
    index: int | None = None
    error: PuzzleError | None = None  # what is wrong with the entry itself


@dataclass(frozen=True)
class Manifest:
    title: str
    pack_id: str | None = None
    author: str | None = None
    licence: str | None = None
    licence_file: str | None = None
    copyright: str | None = None
    attribution: str | None = None
    description: str | None = None
    url: str | None = None
    order: int = 100
    entries: tuple[ManifestEntry, ...] = ()
    warnings: tuple[str, ...] = field(default=())


class _Lines:
    """Where tables and keys sit in the text, found by pattern (for messages only).

    Indexed in one pass: every section (the top level, each table) maps its keys to their
    first line, so finding a key costs a dict lookup. Scanning the section for each key
    made a 200 KB pack.toml with 30,000 keys take 52 s to open."""

    def __init__(self, text: str) -> None:
        self.tables: list[tuple[int, str]] = []
        self.sections: dict[int, dict[str, int]] = {0: {}}
        section = self.sections[0]
        for number, line in enumerate(lines_of(text), start=1):
            match = _TABLE.fullmatch(line)
            if match:
                self.tables.append((number, match.group(1).strip().strip('"')))
                section = self.sections.setdefault(number, {})
                continue
            key = _KEY_LINE.match(line)
            if key:
                section.setdefault(next(g for g in key.groups() if g is not None), number)
        self.entries = [number for number, name in self.tables if name == "puzzle"]

    def entry(self, index: int) -> int | None:
        return self.entries[index] if index < len(self.entries) else None

    def key(self, key: str, table_line: int | None = None) -> int | None:
        """The line of `key = ...` at the top level, or in the table starting at
        `table_line`."""
        return self.sections.get(table_line or 0, {}).get(key, table_line)


def parse_manifest(text: str, shown: str, default_title: str) -> Manifest:
    """Read `pack.toml` text; `shown` names it in messages, `default_title` stands in for a
    missing title."""
    data = _load_toml(text, shown)
    lines = _Lines(text)
    warnings: list[str] = []
    values = _pack_values(data, lines, shown, warnings)
    raw_entries = data.get("puzzle")
    if raw_entries is None:
        raise PuzzleError(
            Sentence("no puzzles: list them as [[puzzle]] tables with file = ..."), shown
        )
    if not isinstance(raw_entries, list) or not all(isinstance(e, dict) for e in raw_entries):
        raise PuzzleError(
            Sentence("'puzzle' must be [[puzzle]] tables"), shown, lines.key("puzzle")
        )
    if not raw_entries:
        raise PuzzleError(Sentence("no puzzles: the [[puzzle]] list is empty"), shown)
    if len(raw_entries) > MAX_ENTRIES:
        raise PuzzleError(
            Sentence("more than {limit} puzzles in one pack", limit=MAX_ENTRIES), shown
        )
    entries = tuple(
        _entry(number, raw, lines.entry(number - 1), lines, shown, warnings)
        for number, raw in enumerate(raw_entries, start=1)
    )
    if "title" not in values:
        values["title"] = default_title
        warnings.append(Sentence("{where}: no title; using {title}", where=shown,
                                 title=repr(default_title)))  # fmt: skip
    return Manifest(**values, entries=entries, warnings=tuple(warnings))


def _load_toml(text: str, shown: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = _TOML_WHERE.search(message)
        line = getattr(error, "lineno", None) or (int(found.group(1)) if found else None)
        if line is None and _TOML_END.search(message):
            line = max(len(lines_of(text)), 1)
        message = _TOML_END.sub("", _TOML_WHERE.sub("", message))
        raise PuzzleError(
            Sentence("not valid TOML: {message}", message=message), shown, line
        ) from None
    except (ValueError, RecursionError) as error:  # a 5000-digit number; nesting too deep
        raise PuzzleError(Sentence("not valid TOML: {error}", error=str(error)), shown) from None


def _pack_values(
    data: dict[str, Any], lines: _Lines, shown: str, warnings: list[str]
) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for raw_key, value in data.items():
        key = ALIASES.get(raw_key, raw_key)
        line = lines.key(raw_key)
        if key not in PACK_KEYS:
            warnings.append(Sentence("{where}: unknown key {key} ignored", where=_at(shown, line),
                                     key=repr(raw_key)))  # fmt: skip
            continue
        if key == "puzzle":
            continue
        if key in values:
            raise PuzzleError(
                Sentence(
                    "{raw_key} repeats {key} under another spelling",
                    raw_key=repr(raw_key),
                    key=repr(key),
                ),
                shown,
                line,
            )
        if key == "format":
            version = _integer(value, "format", shown, line)
            if version > FORMAT:
                raise PuzzleError(
                    Sentence(
                        "pack format {version} is newer than this version of Grid Games reads "
                        "(format {format}): please update",
                        version=version,
                        format=FORMAT,
                    ),
                    shown,
                    line,
                )
        elif key == "order":
            values["order"] = _integer(value, "order", shown, line)
        elif key == "id":
            text = _text(value, "id", shown, line)
            if not _ID.fullmatch(text):
                raise PuzzleError(
                    Sentence("id: use letters, digits, '.', '_' and '-' (at most 64)"), shown, line
                )
            values["pack_id"] = text
        else:
            keep_lines = key == "description"
            values[key] = _text(value, raw_key, shown, line, keep_lines)
            if key == "licence_file":
                _check_path(values[key], raw_key, shown, line)
    return values


def _entry(
    number: int,
    raw: dict[str, Any],
    line: int | None,
    lines: _Lines,
    shown: str,
    warnings: list[str],
) -> ManifestEntry:
    values: dict[str, Any] = {}
    try:
        for key, value in raw.items():
            where = lines.key(key, line)
            if key not in ENTRY_KEYS:
                warnings.append(
                    Sentence("{where}: puzzle {number}: unknown key {key} ignored",
                             where=_at(shown, where), number=number, key=repr(key))
                )  # fmt: skip
            elif key == "index":
                values["index"] = _integer(
                    value, Sentence("puzzle {number}: index", number=number), shown, where, 1
                )
            elif key == "difficulty":
                grade = _text(
                    value, Sentence("puzzle {number}: difficulty", number=number), shown, where
                ).lower()
                if grade not in GRADES:
                    raise PuzzleError(
                        Sentence(
                            "puzzle {number}: difficulty {grade} is not one of {grades}",
                            number=number,
                            grade=repr(grade),
                            grades=", ".join(GRADES),
                        ),
                        shown,
                        where,
                    )
                values["difficulty"] = grade
            else:
                values[key] = _text(
                    value, Sentence("puzzle {number}: {key}", number=number, key=key), shown, where
                )
                if key == "file":
                    _check_path(
                        values[key], Sentence("puzzle {number}: file", number=number), shown, where
                    )
        if "file" not in values:
            raise PuzzleError(
                Sentence("puzzle {number} has no file = ...", number=number), shown, line
            )
    except PuzzleError as error:
        return ManifestEntry(number, line, values.get("file"), values.get("title"), error=error)
    return ManifestEntry(number, line, **values)


def _text(value: Any, what: str, shown: str, line: int | None, keep_lines: bool = False) -> str:
    if not isinstance(value, str):
        raise PuzzleError(Sentence("{what} must be text in quotes", what=what), shown, line)
    text = value.strip() if keep_lines else clean_value(value)
    if not text:
        raise PuzzleError(Sentence("{what} is empty", what=what), shown, line)
    return text


def _check_path(name: str, what: str, shown: str, line: int | None) -> None:
    """A name that would leave the pack is an error in pack.toml, at its line (the sources
    refuse it again when reading, for names that come from elsewhere)."""
    try:
        check_name(name, shown)
    except PuzzleError as error:
        raise PuzzleError(
            Sentence("{what}: {reason}", what=what, reason=error.message), shown, line
        ) from None


def _integer(value: Any, what: str, shown: str, line: int | None, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise PuzzleError(
            Sentence("{what} must be a whole number of at least {least}", what=what, least=least),
            shown,
            line,
        )
    return value


def _at(shown: str, line: int | None) -> str:
    return shown if line is None else f"{shown}:{line}"


# --- writing -------------------------------------------------------------------------------


def write_manifest(
    pack: Mapping[str, str | int], puzzles: Sequence[Mapping[str, str | int]]
) -> str:
    """`pack.toml` text: `pack`'s keys in their order, then one [[puzzle]] table each.

    tomli-w does the quoting and escaping (every control character, quotes, backslashes,
    any Unicode), so whatever text a tool puts in reads back exactly; long values stay on
    one line, which TOML readers and editors handle."""
    for table in (pack, *puzzles):
        for value in table.values():
            if isinstance(value, bool) or not isinstance(value, int | str):
                raise TypeError(f"pack.toml values are text or whole numbers, not {value!r}")
    import tomli_w  # only tools write packs: the app and the readers do without it

    # One dumps per table: given the whole list, tomli-w would write short puzzles as an
    # inline array, where the reader's messages could no longer name each entry's line.
    parts = [tomli_w.dumps(dict(pack))]
    parts += [f"[[puzzle]]\n{tomli_w.dumps(dict(puzzle))}" for puzzle in puzzles]
    return "\n".join(parts)
