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

from ...games.problem import Problem
from .base import NO_MARKS, VerdictMarks

GOOD, WARN, BAD, WAIT = "good", "warn", "bad", "wait"
SYMBOLS = {GOOD: "\u2714", WARN: "\u26a0", BAD: "\u2716", WAIT: "\u2026"}


def _cells(cells: Iterable[tuple[int, int]] | None, width: int) -> frozenset[tuple[int, int]]:
    """Verdict cells are (x, y) = (column, row); the board's are (row, column)."""
    return frozenset((y, x) for x, y in (cells or ()))


def problems_text(problems: Sequence[Problem]) -> tuple[str, str, VerdictMarks]:
    """A draft with problems: the first in words, the cells of all of them lit."""
    first = problems[0].message
    more = len(problems) - 1
    extra = f" (and {more} more)" if more else ""
    lit = frozenset((p.row, p.col) for p in problems if p.row is not None and p.col is not None)
    return BAD, f"Not a puzzle yet: {escape(first)}{extra}.", VerdictMarks(lit=lit)


def verdict_text(verdict: object, width: int) -> tuple[str, str, VerdictMarks]:
    """(tone, rich text, marks) for a verdict from the engine."""
    get = lambda name, default=None: getattr(verdict, name, default)  # noqa: E731
    status = get("status")
    seconds = get("seconds") or 0.0
    took = f' <span style="color:gray">({seconds * 1000:.0f} ms)</span>'
    if get("legal") is not None or get("count") is not None:
        return _crossword(verdict, width, took)
    if status == "unique":
        grade = get("grade")
        techniques = ", ".join(get("techniques") or ())
        graded = f" \u2014 grade <b>{escape(grade)}</b>" if grade else ""
        needs = f"; needs {escape(techniques)}" if techniques else ""
        return GOOD, f"<b>Unique</b>: one answer{graded}{needs}.{took}", NO_MARKS
    if status == "several":
        differing = _cells(get("differing"), width)
        count = len(differing)
        cells = "1 cell differs" if count == 1 else f"{count} cells differ"
        where = f" {cells} between two of them (marked)." if differing else ""
        text = f"<b>Several answers</b>.{where} Add numbers there, or press Make Unique.{took}"
        return WARN, text, VerdictMarks(differing=differing)
    if status == "none":
        reason = get("reason")
        why = f": {escape(reason)}" if reason else "."
        lit = _cells(get("reason_cells"), width)
        return BAD, f"<b>No answer</b>{why}{took}", VerdictMarks(lit=lit)
    return WARN, f"Not settled within the time allowed{took}.", NO_MARKS


def _crossword(verdict: object, width: int, took: str) -> tuple[str, str, VerdictMarks]:
    get = lambda name, default=None: getattr(verdict, name, default)  # noqa: E731
    faults = _cells(get("faults"), width)
    legal = get("legal")
    count, symmetric = get("count"), get("symmetric_count")
    parts = []
    if legal is False:
        parts.append("<b>Not legal</b>: shaded cells touch or white cells are cut off (marked)")
    else:
        parts.append("<b>Legal so far</b>")
    if count is not None:
        noun = "grid completes" if count == 1 else "grids complete"
        counted = f"{count:,} legal {noun} this design"
        if symmetric is not None:
            counted += f", {symmetric:,} of them symmetric"
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
    text = f"{n_across} across, {n_down} down"
    if shortest:
        text += f", shortest {shortest}"
    return text
