"""The one error type that reaches a user: it always names where the problem is.

Every reader and checker raises PuzzleError instead of letting a ValueError or
IndexError escape, so the command line and the app can show `file:line: reason`
and carry on, never a traceback.
"""

from __future__ import annotations


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

    def __str__(self) -> str:
        where = self.source if self.line is None else f"{self.source}:{self.line}"
        return f"{where}: {self.message}"
