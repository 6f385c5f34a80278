"""How a search ended: the statuses every caller (command line, app, generators) reads.

A StrEnum, like `StepKind`: each member is its own word, so the JSON contract
(`../shared/FORMATS.md` section 3) and messages print it as it always was.
"""

from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    UNIQUE = "unique"  # one answer, and the search proved there is no other
    MULTIPLE = "multiple"  # at least two answers
    FOUND = "found"  # one answer, uniqueness not checked (asked for one solution)
    NONE = "none"  # no answer at all
    TIMEOUT = "timeout"  # the time budget ran out first
    CANCELLED = "cancelled"  # the caller's cancel flag stopped it

    @property
    def solved(self) -> bool:
        """An answer was found."""
        return self in (Status.UNIQUE, Status.MULTIPLE, Status.FOUND)

    @property
    def interrupted(self) -> bool:
        """The search stopped before it could say anything about the answers."""
        return self in (Status.TIMEOUT, Status.CANCELLED)


def status_of(found: int, max_solutions: int) -> Status:
    """The status of a search that ended by itself (or stopped at `max_solutions`)."""
    if found == 0:
        return Status.NONE
    if found == 1:
        return Status.FOUND if max_solutions <= 1 else Status.UNIQUE
    return Status.MULTIPLE
