"""What goes on paper: puzzles with their titles and answers, and how many fit a page.

No Qt here: the command line and the app both gather sheets with these functions, and
app/printing.py draws them. Answers come from the puzzle file when it has one (a `.gg`
answer, a nonogram's goal picture), else from the engine.
"""

from __future__ import annotations

import math
import os
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple

from gridgames.engine.errors import Interrupted
from gridgames.engine.sentence import Sentence
from gridgames.errors import PuzzleError
from gridgames.formats.detect import load_puzzle
from gridgames.games.genre import Answer, Puzzle
from gridgames.util.timelimit import alarm_at, remaining

if TYPE_CHECKING:
    from gridgames.packs import Pack

PER_PAGE = (1, 2, 4, 6, 9)
_GRIDS = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3), 9: (3, 3)}  # columns, rows
ANSWER_TIMEOUT = 30.0  # seconds for working out every answer one print or export needs


@dataclass(frozen=True)
class Sheet:
    """One puzzle to print, with the caption that goes over it."""

    title: str
    puzzle: Puzzle
    answer: Answer | None = None


def page_grid(per_page: int) -> tuple[int, int]:
    """Columns and rows of puzzles on a page."""
    if per_page not in _GRIDS:
        raise PuzzleError(
            Sentence(
                "puzzles per page must be one of {choices}, not {per_page}",
                choices=PER_PAGE,
                per_page=per_page,
            ),
            "print",
        )
    return _GRIDS[per_page]


def page_count(sheets: int, per_page: int, answers: bool) -> int:
    """Pages for `sheets` puzzles, `per_page` on each, and as many again for the answers."""
    page_grid(per_page)
    puzzles = math.ceil(sheets / per_page)
    return puzzles * 2 if answers else puzzles


class NoAnswer(PuzzleError):
    """The engine found no answer for a puzzle: it has none (`status` 'none') or the time
    ran out ('timeout'). Not bad input: the command line exits 1 on it, as `solve` does."""

    def __init__(self, message: str, source: str, status: str) -> None:
        super().__init__(message, source)
        self.status = status

    def __reduce__(self):  # the app gets it back from a pool process whole
        return (type(self), (self.message, self.source, self.status))


def answer_of(puzzle: Puzzle, timeout: float | None = ANSWER_TIMEOUT) -> Answer:
    """The answer in the file, else the engine's within `timeout` seconds (NoAnswer if it
    finds none)."""
    if puzzle.given_solution is not None:
        return puzzle.given_solution
    from gridgames.solving import solve_puzzle

    report = solve_puzzle(puzzle, max_solutions=1, keep=1, timeout=timeout)
    if report.answer is None:
        raise _no_answer(puzzle, report.status, timeout)
    return report.answer


def _no_answer(puzzle: Puzzle, status: str, timeout: float | None) -> NoAnswer:
    title = puzzle.meta.get("title") or Sentence("puzzle")
    if status == "timeout" and timeout is None:
        said = Sentence("no answer found: the time limit to work it out ran out")
    elif status == "timeout":
        said = Sentence("no answer found: {seconds} s to work it out ran out",
                        seconds=f"{timeout:.3g}")  # fmt: skip
    elif status == "none":
        said = Sentence("no answer found: the puzzle has no solution")
    else:
        said = Sentence("no answer found: {status}", status=status)
    return NoAnswer(said, title, status)


def with_answers(sheets: list[Sheet], timeout: float | None = ANSWER_TIMEOUT) -> list[Sheet]:
    """The same sheets, each with its answer (for answer pages), all worked out within
    `timeout` seconds: the engine's own budget stops the search, and an alarm stops
    whatever else runs long (building a big board's model). Picklable in and out, so the
    app can run it in a process of its own rather than in the window's."""
    deadline = None if timeout is None else time.monotonic() + timeout
    answered = []
    try:
        with alarm_at(deadline):
            for sheet in sheets:
                if sheet.answer is None:
                    sheet = replace(sheet, answer=answer_of(sheet.puzzle, remaining(deadline)))
                answered.append(sheet)
    except Interrupted:
        pending = sheets[len(answered)].puzzle
        raise _no_answer(pending, "timeout", timeout) from None
    except NoAnswer as error:
        if error.status == "timeout":  # say the whole limit, not what was left of it
            raise _no_answer(sheets[len(answered)].puzzle, "timeout", timeout) from None
        raise
    return answered


class Booklet(NamedTuple):
    """Puzzles to print together, and what to call them (a pack's title)."""

    title: str
    sheets: list[Sheet]


def sheets_from(arg: str) -> list[Sheet]:
    return booklet_from(arg).sheets


def booklet_from(arg: str) -> Booklet:
    """The puzzles a command-line argument names: every playable puzzle of a pack (a
    folder, a `.zip`, a file of several), one puzzle file, or a puzz.link URL or game ID.
    Puzzles of a pack that do not read are left out; if none reads, the first one's error
    (file and line) is raised."""
    if not os.path.exists(arg):
        puzzle = load_puzzle(arg)
        title = puzzle.meta.get("title") or "Puzzle"
        return Booklet(title, [Sheet(title, puzzle)])
    from gridgames.packs import open_pack

    return booklet_of(open_pack(arg))


def booklet_of(pack: Pack) -> Booklet:
    """Every playable puzzle of an open pack, captioned with its number and title."""
    several = len(pack.entries) > 1
    sheets = [
        Sheet(f"{entry.number}. {entry.title}" if several else entry.title, pack.load(entry))
        for entry in pack.entries
        if entry.ok
    ]
    if not sheets:
        first = pack.entries[0].error if pack.entries else None
        raise first or PuzzleError(Sentence("no puzzles"), pack.title)
    return Booklet(pack.title if several else sheets[0].title, sheets)
