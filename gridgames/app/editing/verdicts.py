"""The engine's verdict on a draft, in words for the edit bar and marks for the board.

A verdict (`designing.verdict.Verdict`, made in the engine process) says whether the
puzzle has one answer, several or none, with the grade and techniques, the cells where two
answers differ, the deduction that ran into a contradiction, and for a crossword grid its
legality and count. Here it becomes one short line of rich text and the `VerdictMarks`.
A draft that is not a puzzle yet (a Hitori cell without a number, Shikaku numbers that do
not add up) is judged here at once from its problems, with no engine job.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from ...engine.sentence import Sentence
from ...games.genre import GRADE_WORDS
from ...games.problem import Problem
from ...games.registry import genre_of
from ..i18n import Texts, render
from .base import NO_MARKS, VerdictMarks

tr = Texts(__name__)

GOOD, WARN, BAD, WAIT = "good", "warn", "bad", "wait"
SYMBOLS = {GOOD: "\u2714", WARN: "\u26a0", BAD: "\u2716", WAIT: "\u2026"}


def _cells(cells: Iterable[tuple[int, int]] | None, width: int) -> frozenset[tuple[int, int]]:
    """Verdict cells are (x, y) = (column, row); the board's are (row, column)."""
    return frozenset((y, x) for x, y in (cells or ()))


#: More problem cells than this are not lit: a blank Hitori lacks every number, and a
#: board lit all over says nothing the bar's count does not.
MOST_LIT = 12


def problems_text(problems: Sequence[Problem]) -> tuple[str, str, VerdictMarks]:
    """A draft with problems: the first in words, the cells of all of them lit (unless
    there are too many to point at)."""
    first = escape(render(problems[0].message))
    more = len(problems) - 1
    lit = frozenset((p.row, p.col) for p in problems if p.row is not None and p.col is not None)
    if len(lit) > MOST_LIT:
        lit = frozenset()
    if more:
        text = tr.n(
            more,
            "Not a puzzle yet: {problem} (and 1 more).",
            "Not a puzzle yet: {problem} (and {count} more).",
            problem=first,
        )
    else:
        text = tr("Not a puzzle yet: {problem}.", problem=first)
    return BAD, text, VerdictMarks(lit=lit)


def advice_for(puzzle: object) -> Sentence:
    """What to do where answers differ, in the genre's terms (its design hooks)."""
    return genre_of(puzzle).design().several_advice(puzzle)


def verdict_text(verdict: object, puzzle: object) -> tuple[str, str, VerdictMarks]:
    """(tone, rich text, marks) for a verdict from the engine on `puzzle`."""
    width = puzzle.width  # type: ignore[attr-defined]
    get = lambda name, default=None: getattr(verdict, name, default)  # noqa: E731
    status = get("status")
    seconds = get("seconds") or 0.0
    spent = tr("({milliseconds} ms)", milliseconds=f"{seconds * 1000:.0f}")
    took = f' <span style="color:gray">{spent}</span>'
    if get("legal") is not None or get("count") is not None:
        return _crossword(verdict, width, took)
    if status == "unique":
        grade = get("grade")
        techniques = escape(tr(", ").join(render(t) for t in get("techniques") or ()))
        words = {"unique": f"<b>{tr('Unique')}</b>"}
        if grade:
            words["grade"] = f"<b>{escape(render(GRADE_WORDS.get(grade, grade)))}</b>"
        if grade and techniques:
            text = tr("{unique}: one answer \u2014 grade {grade}; needs {techniques}.",
                      techniques=techniques, **words)  # fmt: skip
        elif grade:
            text = tr("{unique}: one answer \u2014 grade {grade}.", **words)
        elif techniques:
            text = tr("{unique}: one answer; needs {techniques}.", techniques=techniques, **words)
        else:
            text = tr("{unique}: one answer.", **words)
        return GOOD, text + took, NO_MARKS
    if status == "several":
        differing = _cells(get("differing"), width)
        several = f"<b>{tr('Several answers')}</b>"
        advice = escape(render(advice_for(puzzle)))
        if differing:
            text = tr.n(
                len(differing),
                "{several}. 1 cell differs between two of them (marked). {advice}",
                "{several}. {count} cells differ between two of them (marked). {advice}",
                several=several,
                advice=advice,
            )
        else:
            text = tr("{several}. {advice}", several=several, advice=advice)
        text += took
        return WARN, text, VerdictMarks(differing=differing)
    if status == "none":
        reason = get("reason")
        none = f"<b>{tr('No answer')}</b>"
        if reason:
            text = tr("{none}: {reason}", none=none, reason=escape(render(reason)))
        else:
            text = tr("{none}.", none=none)
        lit = _cells(get("reason_cells"), width)
        return BAD, text + took, VerdictMarks(lit=lit)
    return WARN, tr("Not settled within the time allowed{took}.", took=took), NO_MARKS


def _crossword(verdict: object, width: int, took: str) -> tuple[str, str, VerdictMarks]:
    get = lambda name, default=None: getattr(verdict, name, default)  # noqa: E731
    faults = _cells(get("faults"), width)
    legal = get("legal")
    count, symmetric = get("count"), get("symmetric_count")
    parts = []
    if legal is False:
        parts.append(tr("<b>Not legal</b>: shaded cells touch or white cells are cut off (marked)"))
    else:
        parts.append(tr("<b>Legal so far</b>"))
    if count is not None:
        if symmetric is not None:
            counted = tr.n(
                count,
                "{shown} legal grid completes this design, {symmetric} of them symmetric",
                "{shown} legal grids complete this design, {symmetric} of them symmetric",
                shown=f"{count:,}",
                symmetric=f"{symmetric:,}",
            )
        else:
            counted = tr.n(
                count,
                "{shown} legal grid completes this design",
                "{shown} legal grids complete this design",
                shown=f"{count:,}",
            )
        parts.append(counted)
    entries = entries_summary(get("entries"))
    if entries:
        parts.append(entries)
    tone = BAD if legal is False or count == 0 else GOOD if count == 1 else WARN
    return tone, " \u00b7 ".join(parts) + "." + took, VerdictMarks(faults=faults)


def entries_summary(entries: object) -> str:
    """How many across and down, and the shortest ("12 across, 11 down, shortest 3"), from
    the engine's numbering when it has one."""
    if entries is None:
        return ""
    get = lambda name: getattr(entries, name, None)  # noqa: E731
    across, down, shortest = get("across"), get("down"), get("shortest")
    if across is None or down is None:
        return ""
    n_across = across if isinstance(across, int) else len(across)
    n_down = down if isinstance(down, int) else len(down)
    if shortest:
        return tr(
            "{across} across, {down} down, shortest {shortest}",
            across=n_across,
            down=n_down,
            shortest=shortest,
        )
    return tr("{across} across, {down} down", across=n_across, down=n_down)
