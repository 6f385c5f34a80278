"""Saved progress in SQLite: moves with their undo position, clocks, best times, app state.

Qt-free; the app gives the folder (QStandardPaths.AppDataLocation). See store.py for the
API and opening.py for what happens to a damaged or newer file.
"""

from .schema import SCHEMA_VERSION
from .store import (
    FILENAME,
    IN_PROGRESS,
    NEW,
    SOLVED,
    Kind,
    ProgressStore,
    PuzzleProgress,
    Summary,
)

__all__ = [
    "FILENAME",
    "IN_PROGRESS",
    "Kind",
    "NEW",
    "SCHEMA_VERSION",
    "SOLVED",
    "ProgressStore",
    "PuzzleProgress",
    "Summary",
]
