"""Statistics of the player's wins: per kind of puzzle and size, how many puzzles were
solved, how often, and the best and median times.

Computed from the store's solve rows (`ProgressStore.solve_times`), every win counted:
playing a puzzle again and solving it again adds a time, so the median follows the player
as they get faster, while "puzzles" counts each puzzle once. Boards the solver finished
are never there (the app records only the player's wins).
"""

from __future__ import annotations

from dataclasses import dataclass
from statistics import median

from .store import Kind


@dataclass(frozen=True)
class KindStatistics:
    kind: Kind
    puzzles: int  # different puzzles solved
    solves: int  # wins, a puzzle solved again counted again
    best: float  # seconds
    median: float  # seconds, over every win


def kind_statistics(times: dict[Kind, list[tuple[str, float]]]) -> list[KindStatistics]:
    """One row per kind and size that has a win, by kind name and then by board area
    (solves of an unknown kind last)."""
    rows = [
        KindStatistics(
            kind,
            puzzles=len({key for key, _ in wins}),
            solves=len(wins),
            best=min(seconds for _, seconds in wins),
            median=median(seconds for _, seconds in wins),
        )
        for kind, wins in times.items()
        if wins
    ]
    return sorted(rows, key=_order)


def _order(row: KindStatistics) -> tuple:
    kind = row.kind
    if kind.name is None:
        return (1, "", 0, 0)
    area = (kind.width or 0) * (kind.height or 0)
    return (0, kind.name, area, kind.width or 0)
