"""`gridgames export PUZZLE OUT.ext`: a puzzle or a pack as PDF pages, a PNG or SVG of the
board, or a `.gg`, `.non` or webpbn `.xml` file. The extension picks the format.

PDF takes every puzzle of a pack (n per page, answer pages at the end on request); the
others hold one puzzle, so a pack needs `--index`. Drawing needs Qt but no display: the
command uses Qt's offscreen platform unless QT_QPA_PLATFORM says otherwise.

Limits: the answers the engine must work out get ANSWER_TIMEOUT seconds in all, or what is
left of the command's `--timeout` if that is sooner (the command line runs the whole export
under an alarm at that deadline); a PNG is drawn at most MAX_PNG_SIDE pixels a side.
"""

from __future__ import annotations

import os
from pathlib import Path

from gridgames.errors import PuzzleError
from gridgames.games.registry import genre_of
from gridgames.sheets import ANSWER_TIMEOUT, PER_PAGE, Sheet, booklet_from, with_answers
from gridgames.util.timelimit import alarm_held, remaining

DRAWN = (".pdf", ".png", ".svg")
TEXT = {".gg": "gg", ".non": "non", ".xml": "xml", ".g": "olsak"}
EXTENSIONS = (*DRAWN, *TEXT)
PAPER_SIZES = ("A4", "Letter", "A5", "A3", "Legal")  # app/printing.PAGE_SIZES, without Qt


def export_files(
    puzzle_arg: str,
    out: str,
    per_page: int = 1,
    answers: bool = False,
    paper: str = "A4",
    index: int | None = None,
    deadline: float | None = None,
) -> str:
    """Write `out`; returns a line saying what was written. PuzzleError for bad input,
    sheets.NoAnswer when an answer is not found before ANSWER_TIMEOUT or `deadline` (a
    `time.monotonic()` moment) passes."""
    suffix = Path(out).suffix.lower()
    if suffix not in EXTENSIONS:
        raise PuzzleError(
            f"unknown export type {suffix or '(none)'!r}: expected {', '.join(EXTENSIONS)}", out
        )
    if per_page not in PER_PAGE:
        raise PuzzleError(f"--per-page must be one of {', '.join(map(str, PER_PAGE))}", "gridgames")
    folder = Path(out).parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise PuzzleError(f"cannot write here: {folder} is not a folder this user may write", out)
    title, sheets = booklet_from(puzzle_arg)
    if index is not None:
        if not 1 <= index <= len(sheets):
            raise PuzzleError(f"--index {index}: the pack has {len(sheets)} puzzles", puzzle_arg)
        sheets = [sheets[index - 1]]
    elif suffix != ".pdf" and len(sheets) > 1:
        raise PuzzleError(
            f"{suffix} holds one puzzle and this pack has {len(sheets)}: "
            "choose one with --index N, or export a .pdf",
            puzzle_arg,
        )
    try:
        if suffix in TEXT:
            return _write_text(sheets[0], TEXT[suffix], out)
        for sheet in sheets:  # drawn by the window's painters: what it cannot play, they cannot
            refused = genre_of(sheet.puzzle).unplayable(sheet.puzzle)
            if refused is not None:
                raise PuzzleError(f"cannot draw this puzzle: {refused}", out)
        if answers:
            left = remaining(deadline)
            sheets = with_answers(
                sheets, ANSWER_TIMEOUT if left is None else min(left, ANSWER_TIMEOUT)
            )
        return _draw(sheets, title, out, suffix, per_page, answers, paper)
    except OSError as error:
        raise PuzzleError(f"cannot write: {error.strerror or error}", out) from None


def _write_text(sheet: Sheet, format_name: str, out: str) -> str:
    from gridgames.formats.export import export
    from gridgames.util.atomic import write_text_atomic

    try:
        text = export(sheet.puzzle, format_name)
    except PuzzleError as error:  # the format cannot hold this puzzle
        raise PuzzleError(error.message, out) from None
    write_text_atomic(Path(out), text if text.endswith("\n") else text + "\n")
    return f"wrote {out}"


def _draw(
    sheets: list[Sheet], title: str, out: str, suffix: str, per_page: int, answers: bool, paper: str
) -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with alarm_held():  # a time limit rings after Qt's imports, never inside them
        import PySide6.QtSvg  # noqa: F401 - imported here, under the hold, for printing
        from PySide6.QtCore import qInstallMessageHandler
        from PySide6.QtGui import QGuiApplication

    from gridgames.app import printing

    # Qt's own warnings are not this command's lines: one stopped by its time limit in the
    # middle of a genre's drawing would add "QPainter::end: Painter ended with 1 saved states".
    qInstallMessageHandler(lambda *message: None)

    _app = QGuiApplication.instance() or QGuiApplication(["gridgames"])
    sheet = sheets[0]
    answer = sheet.answer if answers else None
    if suffix == ".png":
        printing.write_png(out, sheet.puzzle, answer)
    elif suffix == ".svg":
        printing.write_svg(out, sheet.puzzle, answer, sheet.title)
    else:
        pages = printing.write_pdf(out, sheets, per_page, answers, paper, title)
        puzzles = f"{len(sheets)} puzzle{'s' if len(sheets) > 1 else ''}"
        return f"wrote {out}: {puzzles} on {pages} pages"
    return f"wrote {out}"
