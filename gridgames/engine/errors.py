"""Control-flow exceptions of the engine: a dead end, and a solve asked to stop."""

from __future__ import annotations

from collections.abc import Sequence


class Contradiction(Exception):
    """Raised by a propagator (or the store) when the current state has no solution.

    It carries the rule and a readable reason so probing can say *why* a trial failed
    ("... leads to a contradiction in row 9"). Reasons are only written when tracing.
    """

    def __init__(
        self, rule: str = "", reason: str = "", focus: Sequence[tuple[int, int]] = ()
    ) -> None:
        super().__init__(reason or rule)
        self.rule = rule
        self.reason = reason
        self.focus = tuple(focus)


class Interrupted(Exception):
    """The time budget ran out or the caller cancelled; `reason` is 'timeout' or 'cancelled'."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
