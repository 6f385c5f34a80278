"""The one error type that reaches a user, and the one way any error is printed.

Every reader and checker raises PuzzleError instead of letting a ValueError or
IndexError escape, so the command line and the app can show `file:line: reason`
and carry on, never a traceback.

Whatever a user typed can end up in a message (a file name, a game ID, a clue line), so
every message goes through `one_line` on its way out: control characters are escaped (a
newline or a terminal escape sequence in an argument must not start a new line or colour
the terminal) and the text is cut to about `MAX_MESSAGE` characters (a 40,000-character
clue line must not be echoed whole). `PuzzleError.__str__` uses it, so `str(error)` is
safe to print anywhere; `describe` does the same for any other exception.
"""

from __future__ import annotations

MAX_MESSAGE = 200  # characters in one printed error, the source included
MAX_SOURCE = 80  # characters of the source (file name, argument) in front of the reason
_ELLIPSIS = "..."


def escape(text: str) -> str:
    """`text` with every character Python calls unprintable written as an escape.

    That is controls, format characters (bidirectional overrides among them), line and
    paragraph separators, spaces other than ' ' (a no-break space looks like a space but
    hides what was typed), surrogates and unassigned code points."""
    if text.isprintable():  # the common case, checked in C
        return text
    out = []
    for char in text:
        if char.isprintable():
            out.append(char)
        elif ord(char) < 0x100:
            out.append(f"\\x{ord(char):02x}")
        elif ord(char) < 0x10000:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(f"\\U{ord(char):08x}")
    return "".join(out)


def shorten(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` cut to at most `limit` characters, marked with '...' where it was cut."""
    if len(text) <= limit:
        return text
    return text[: max(0, limit - len(_ELLIPSIS))] + _ELLIPSIS


def _shorten_middle(text: str, limit: int) -> str:
    """A long path cut in its middle: the file's name, at its end, is what a reader needs."""
    if len(text) <= limit:
        return text
    head = limit // 3
    return text[:head] + _ELLIPSIS + text[len(text) - (limit - head - len(_ELLIPSIS)) :]


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """Any message as one printable line of at most `limit` characters."""
    # Escape only what can be shown: a megabyte of text costs no more than its start.
    return shorten(escape(shorten(text, limit + 1)), limit)


def describe(error: BaseException) -> str:
    """One line for any exception: a PuzzleError names where; others say what they are."""
    if isinstance(error, PuzzleError):
        return str(error)
    reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
    filename = getattr(error, "filename", None)
    if isinstance(filename, str):
        return PuzzleError(reason, filename).__str__()
    return one_line(reason)


class PuzzleError(Exception):
    """A problem with a puzzle's text or content, located by source and line."""

    def __init__(self, message: str, source: str = "<input>", line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.line = line

    def located(self, source: str) -> PuzzleError:
        """Return the same error attributed to `source` (readers rarely know the file name)."""
        return PuzzleError(self.message, source, self.line)

    @property
    def where(self) -> str:
        """`file:line` (or the file alone), escaped and shortened for one line."""
        source = _shorten_middle(escape(shorten(str(self.source), 4 * MAX_SOURCE)), MAX_SOURCE)
        return source if self.line is None else f"{source}:{self.line}"

    @property
    def said(self) -> str:
        """`file:line: reason` as a Sentence, so the app shows the reason in the player's
        language (the message is a Sentence too when its reader made it one); its English
        is `str(self)` uncut."""
        from .engine.sentence import Sentence

        named = isinstance(self.source, Sentence) and self.line is None  # ("puzzle")
        where = self.source if named else self.where
        return Sentence("{where}: {reason}", where=where, reason=self.message)

    def __str__(self) -> str:
        return one_line(f"{self.where}: {self.message}")


class DraftError(PuzzleError):
    """A `.gg` file marked as a draft (`draft:` metadata) whose content is not a puzzle yet,
    as the designer saves one so nothing drawn is lost. Whatever needs a puzzle (the
    solver, a pack, an export) sees a PuzzleError: one line saying why. The app catches
    this kind and opens `draft` (the puzzle as drawn, marker taken off) in edit mode."""

    def __init__(self, message: str, source: str, line: int | None, draft: object) -> None:
        super().__init__(message, source, line)
        self.draft = draft

    def located(self, source: str) -> DraftError:
        return DraftError(self.message, source, self.line, self.draft)
