"""The draft being edited, kept in the app's saved state, so closing the window (or a
crash) loses nothing the author drew: the next start opens edit mode on it again.

Kept whenever it changes, as one row of the progress store's app state (one SQLite
transaction: atomic), and dropped when edit mode ends the ordinary way (played, or
discarded after the question). A draft need not be a puzzle yet (Shikaku numbers that do
not add up, a Hitori cell without a number), so the puzzle is kept as `.gg` text read back
*without* the genre's checks, and what the author drew beyond the puzzle (the draft's
canvas: a nonogram's picture, a Shikaku tiling) as plain JSON the genre's editor reads
back (`Editor.restore`). A record that does not read gives one line and is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...engine.sentence import Sentence
from ...errors import PuzzleError
from ...formats.gg import read_gg, write_gg
from ...games.editing import Draft
from ...games.registry import genre_of
from ..i18n import words_of

STATE_NAME = "editing:draft"  # the app state row the draft is kept in
FORMAT = 1


@dataclass(frozen=True)
class KeptDraft:
    draft: Draft
    title: str  # what the puzzle is called when played
    origin: str  # the edit bar's "from a blank board", "a copy of ..."
    kept: str | None  # its file in My puzzles, when it was saved there


def draft_record(kept: KeptDraft) -> dict[str, Any]:
    """The JSON-ready record of a draft and how it was being edited."""
    puzzle = kept.draft.puzzle
    try:
        text = write_gg(puzzle)
    except PuzzleError:  # metadata a .gg cannot hold: the puzzle itself matters more
        text = write_gg(replace(puzzle, meta={}))  # type: ignore[type-var]
    return {
        "format": FORMAT,
        "gg": text,
        "canvas": kept.draft.canvas,
        "title": kept.title,
        "origin": kept.origin,
        "kept": kept.kept,
    }


def draft_from_record(record: object) -> KeptDraft:
    """The draft `draft_record` wrote; ValueError (one line saying why) for a record that
    does not read: hand-edited, damaged, or from a newer version."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise ValueError(Sentence("it is not a draft this version can read"))
    text, title, origin = record.get("gg"), record.get("title"), record.get("origin")
    kept = record.get("kept")
    if not all(isinstance(v, str) for v in (text, title, origin)):
        raise ValueError(Sentence("its puzzle or title is missing"))
    if kept is not None and not isinstance(kept, str):
        raise ValueError(Sentence("its My puzzles name is not text"))
    try:
        puzzle = read_gg(text, "the kept draft", validate=False)  # type: ignore[arg-type]
        editor = genre_of(puzzle).editor()
        if editor is None:
            raise ValueError(Sentence("{genre} puzzles cannot be edited", genre=puzzle.genre))
        draft = editor.restore(puzzle, record.get("canvas"))
    except PuzzleError as error:
        raise ValueError(error.said) from None
    except (TypeError, IndexError, KeyError) as error:
        raise ValueError(
            Sentence("its drawing does not fit the puzzle ({error})", error=words_of(error))
        ) from None
    return KeptDraft(draft, title, origin, kept)  # type: ignore[arg-type]
