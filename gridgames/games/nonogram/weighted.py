"""The fewest filled cells a line can put on some of its cells, and how it must lie to do so.

For the counting rule (summing.py): given a line's clue, what is known of it, and a weight
per cell (1 on the cells that count, 0 elsewhere; -1 turns "fewest" into "most"), find the
least total weight of the filled cells over every legal placement of the blocks, and which
cells are filled, or empty, in at least one placement that reaches it.

Dynamic programming over (block, position) in the min-plus semiring: `before[j][i]` is the
least weight of blocks 0..j-1 placed in cells 0..i-1, `after[j][i]` of blocks j..k-1 placed
in cells i..n-1. A placement of block j at s is optimal when the best before it, its own
weight and the best after it add up to the optimum; a cell may be empty in an optimal
placement when some gap can hold it at no extra cost. Plain Python loops: the rule runs
rarely and on few lines (it caches by line state), unlike the hot line solver.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

_NONE = float("inf")


class Optimum(NamedTuple):
    weight: float  # the least total weight of filled cells
    may_fill: int  # bit i: cell i is filled in some optimal placement
    may_empty: int  # bit i: cell i is empty in some optimal placement


def _sweep_start(
    state: bytes, weight: Sequence[int]
) -> tuple[list[int], list[int], list[int], list[float]]:
    """What both sweeps start from: which cells may be empty; how many fillable cells end
    just before each position; prefix sums of the weights; and the cost of leaving every
    cell up to each position empty (no block placed yet)."""
    n = len(state)
    may_empty = [domain & 1 for domain in state]
    fillable_to = [0] * (n + 1)
    prefix = [0] * (n + 1)
    empty_so_far = [0.0] + [_NONE] * n
    for i in range(n):
        fillable_to[i + 1] = fillable_to[i] + 1 if state[i] & 2 else 0
        prefix[i + 1] = prefix[i] + weight[i]
        empty_so_far[i + 1] = empty_so_far[i] if may_empty[i] else _NONE
    return may_empty, fillable_to, prefix, empty_so_far


def extremes(clue: Sequence[int], state: bytes, weight: Sequence[int]) -> tuple[int, int] | None:
    """The least and the most total weight of filled cells over legal placements, by one
    forward sweep (the cheap question, asked of every line; `optimum` only when needed).
    None when no placement fits."""
    n = len(state)
    if 3 not in state:  # decided: just count (if it fits at all)
        if tuple(len(run) for run in state.split(b"\x01") if run) != tuple(clue):
            return None
        total = sum(w for w, domain in zip(weight, state, strict=True) if domain == 2)
        return total, total
    may_empty, fillable_to, prefix, low = _sweep_start(state, weight)
    high = [-x for x in low]
    for j, length in enumerate(clue):
        previous_low, previous_high = low, high
        low, high = [_NONE] * (n + 1), [-_NONE] * (n + 1)
        for i in range(length, n + 1):
            if may_empty[i - 1]:
                best_low, best_high = low[i - 1], high[i - 1]
            else:
                best_low, best_high = _NONE, -_NONE
            if fillable_to[i] >= length:
                start = i - length
                if j == 0:
                    lead_low, lead_high = previous_low[start], previous_high[start]
                elif start >= 1 and may_empty[start - 1]:
                    lead_low, lead_high = previous_low[start - 1], previous_high[start - 1]
                else:
                    lead_low = _NONE
                if lead_low != _NONE:
                    own = prefix[i] - prefix[start]
                    if lead_low + own < best_low:
                        best_low = lead_low + own
                    if lead_high + own > best_high:
                        best_high = lead_high + own
            low[i], high[i] = best_low, best_high
    if low[n] == _NONE:
        return None
    return int(low[n]), int(high[n])


def optimum(clue: Sequence[int], state: bytes, weight: Sequence[int]) -> Optimum | None:
    """`state` holds a domain per cell (1 empty, 2 filled, 3 either); None when no
    placement fits at all."""
    n, k = len(state), len(clue)
    may_empty, fillable_to, prefix, empty_so_far = _sweep_start(state, weight)
    fillable_from = [0] * (n + 1)  # fillable_from[i]: fillable cells starting at i
    for i in range(n - 1, -1, -1):
        fillable_from[i] = fillable_from[i + 1] + 1 if state[i] & 2 else 0
    before = [empty_so_far]
    for j, length in enumerate(clue):
        previous, row = before[-1], [_NONE] * (n + 1)
        for i in range(1, n + 1):
            best = row[i - 1] if may_empty[i - 1] else _NONE
            start = i - length
            if start >= 0 and fillable_to[i] >= length:
                if j == 0:
                    lead = previous[start]
                elif start >= 1 and may_empty[start - 1]:
                    lead = previous[start - 1]
                else:
                    lead = _NONE
                here = lead + prefix[i] - prefix[start]
                if here < best:
                    best = here
            row[i] = best
        before.append(row)
    total = before[k][n]
    if total == _NONE:
        return None

    empty_from_here = [_NONE] * n + [0.0]
    for i in range(n - 1, -1, -1):
        empty_from_here[i] = empty_from_here[i + 1] if may_empty[i] else _NONE
    after: list[list[float]] = [empty_from_here] * (k + 1)
    for j in range(k - 1, -1, -1):
        length, following, row = clue[j], after[j + 1], [_NONE] * (n + 1)
        for i in range(n - 1, -1, -1):
            best = row[i + 1] if may_empty[i] else _NONE
            end = i + length
            if end <= n and fillable_from[i] >= length:
                if j == k - 1:
                    tail = following[end]
                elif end < n and may_empty[end]:
                    tail = following[end + 1]
                else:
                    tail = _NONE
                here = tail + prefix[end] - prefix[i]
                if here < best:
                    best = here
            row[i] = best
        after[j] = row

    filled = 0
    for j, length in enumerate(clue):
        for start in range(n - length + 1):
            if fillable_from[start] < length:
                continue
            if j == 0:
                lead = before[0][start]
            else:
                lead = before[j][start - 1] if start >= 1 and may_empty[start - 1] else _NONE
            end = start + length
            if j == k - 1:
                tail = after[k][end]
            else:
                tail = after[j + 1][end + 1] if end < n and may_empty[end] else _NONE
            if lead + tail + prefix[end] - prefix[start] == total:
                filled |= ((1 << length) - 1) << start
    empty = 0
    for i in range(n):
        if may_empty[i] and min(before[j][i] + after[j][i + 1] for j in range(k + 1)) == total:
            empty |= 1 << i
    return Optimum(total, filled, empty)
