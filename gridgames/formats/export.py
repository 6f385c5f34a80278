"""Export a puzzle in every format that can hold it, for the app's Export dialog.

`writable_formats(puzzle)` lists only formats that really can write this puzzle: each
candidate's writer is run once (microseconds) and dropped if it refuses, so the dialog
never offers a choice that then fails -- a 1x2 Hitori has no Tatham `singles` ID, a free
fill-grid has neither ID nor URL. `export(puzzle, name)` gives the text.

Every format here reads back to the same puzzle (`load_puzzle` on a saved file, or the pasted
line): `.gg` keeps metadata and the answer, `.non` keeps metadata and a nonogram's answer,
webpbn XML keeps a nonogram's title, author, copyright and picture; game IDs and URLs keep
the clues only. One-line formats come without a newline (what "Copy"
should put on the clipboard); saved, with a newline added, as `.txt`, which `load_puzzle`
sniffs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats import non, olsak, puzzlink, tatham, webpbn_write
from gridgames.formats.common import Puzzle
from gridgames.formats.gg import is_draft, write_gg

__all__ = [
    "FORMATS",
    "FormatSpec",
    "export",
    "kind_words",
    "unwritable_formats",
    "writable_formats",
]


@dataclass(frozen=True)
class FormatSpec:
    name: str  # what export() takes
    label: str  # for a menu or file-type filter
    extension: str  # for a save dialog, with the dot
    writer: Callable[[Puzzle], str]
    one_line: bool  # a URL or ID: offer "Copy" as well as "Save"
    holds: Callable[[Puzzle], bool]  # can it hold puzzles of this kind (the codec says)


def _any(puzzle: Puzzle) -> bool:
    return True  # .gg holds every registered genre: each writes its own body


FORMATS = (
    FormatSpec("gg", Sentence("Grid Games puzzle (.gg)"), ".gg", write_gg, False, _any),
    FormatSpec("non", Sentence("Nonogram (.non)"), ".non", non.write_non, False, non.holds),
    FormatSpec(
        "xml", Sentence("webpbn XML (.xml)"), ".xml", webpbn_write.write_webpbn_xml, False,
        webpbn_write.holds,
    ),
    FormatSpec(
        "olsak", Sentence("Olšák griddler (.g)"), ".g", olsak.write_olsak, False, olsak.holds
    ),
    FormatSpec(
        "tatham", Sentence("Simon Tatham's Puzzles game ID"), ".txt", tatham.write_tatham_id, True,
        tatham.holds,
    ),
    FormatSpec(
        "puzzlink", Sentence("puzz.link URL"), ".txt", puzzlink.write_puzzlink_url, True,
        puzzlink.holds,
    ),
)  # fmt: skip
_BY_NAME = {spec.name: spec for spec in FORMATS}


def writable_formats(puzzle: Puzzle) -> list[FormatSpec]:
    """The formats that can hold this puzzle, `.gg` first."""
    return [spec for spec in FORMATS if _refusal(spec, puzzle) is None]


def unwritable_formats(puzzle: Puzzle) -> list[tuple[FormatSpec, str]]:
    """The formats that cannot hold this puzzle, each with why (for the Export dialog's note
    and the command line's message)."""
    found = [(spec, _refusal(spec, puzzle)) for spec in FORMATS]
    return [(spec, why) for spec, why in found if why is not None]


def _refusal(spec: FormatSpec, puzzle: Puzzle) -> str | None:
    """Why `spec` cannot hold `puzzle`, or None if it can (its writer is tried: microseconds)."""
    if not spec.holds(puzzle):
        return Sentence("{format} cannot hold a {kind} puzzle", format=spec.label,
                        kind=kind_words(puzzle))  # fmt: skip
    if spec.name != "gg" and is_draft(puzzle):
        return Sentence("only a .gg file keeps a draft that is not a puzzle yet")
    try:
        spec.writer(puzzle)
    except PuzzleError as error:
        return error.message
    return None


def kind_words(puzzle: Puzzle) -> str:
    """The puzzle's kind as a player says it: "Shikaku", "Hitori", "colour Nonogram",
    "free Fill-grid" (a crossword grid)."""
    from gridgames.games.registry import genre_of, kind_label, kind_of

    kind = kind_of(puzzle)
    variant = getattr(puzzle, "variant", None)
    genre = genre_of(puzzle)
    if variant and kind == genre.name:
        named = next((v.words for v in genre.variants if v.name == variant and v.words), None)
        if named:
            return named
    return kind_label(kind)


def export(puzzle: Puzzle, format_name: str) -> str:
    """The puzzle as text in the named format; PuzzleError if the format cannot hold it."""
    spec = _BY_NAME.get(format_name)
    if spec is None:
        known = ", ".join(_BY_NAME)
        raise PuzzleError(
            Sentence(
                "unknown export format {format_name}: expected {known}",
                format_name=repr(format_name),
                known=known,
            ),
            "<export>",
        )
    if not spec.holds(puzzle):
        raise PuzzleError(
            Sentence(
                "{format} cannot hold a {kind} puzzle", format=spec.label, kind=kind_words(puzzle)
            ),
            "<export>",
        )
    return spec.writer(puzzle)
