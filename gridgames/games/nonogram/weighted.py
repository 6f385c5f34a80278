"""The fewest filled cells a line can put on some of its cells, and how it must lie to do so.

For the counting rule (summing.py): given a line's clue, what is known of it, and a weight
per cell (1 on the cells that count, 0 elsewhere; -1 turns "fewest" into "most"), find the
least total weight of the filled cells over every legal placement of the blocks, and which
cells are filled, or empty, in at least one placement that reaches it.

Dynamic programming over (block, position) in the min-plus semiring: `before[j][i]` is the
least weight of blocks 0..j-1 placed in cells 0..i-1. The same sweep over the reversed line
gives the least weight of the last blocks placed in the last cells (`after`). A placement
of block j at s is optimal when the best before it, its own weight and the best after it
add up to the optimum; a cell may be empty in an optimal placement when some gap can hold
it at no extra cost. Plain Python loops: the rule runs rarely and on few lines (it caches
by line state), unlike the hot line solver.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

_NONE = float("inf")


class Optimum(NamedTuple):
    weight: float  # the least total weight of filled cells
    may_fill: int  # bit i: cell i is filled in some optimal placement
    may_empty: int  # bit i: cell i is empty in some optimal placement


_Line = tuple[list[int], list[int], list[float]]


def _line(state: bytes) -> _Line:
    """What a sweep needs of the line itself, whatever the weights: which cells may be
    empty, how many fillable cells end just before each position, and whether every cell
    up to each position may be empty (cost 0, else `_NONE`)."""
    n = len(state)
    may_empty = [domain & 1 for domain in state]
    fillable_to = [0] * (n + 1)
    empty_so_far = [0.0] + [_NONE] * n
    for i in range(n):
        fillable_to[i + 1] = fillable_to[i] + 1 if state[i] & 2 else 0
        empty_so_far[i + 1] = empty_so_far[i] if may_empty[i] else _NONE
    return may_empty, fillable_to, empty_so_far


def _prefix(weight: Sequence[int]) -> list[int]:
    sums = [0] * (len(weight) + 1)
    for i, w in enumerate(weight):
        sums[i + 1] = sums[i] + w
    return sums


def _sweep(clue: Sequence[int], line: _Line, prefix: list[int]) -> list[list[float]]:
    """`before[j][i]`: the least weight (prefix sums `prefix`) of blocks 0..j-1 placed in
    cells 0..i-1, the cells after the last of them empty (`_NONE` where they cannot be)."""
    may_empty, fillable_to, empty_so_far = line
    n = len(may_empty)
    before = [empty_so_far]
    shortest = -1  # the fewest cells blocks 0..j fill, with a gap between each two
    for j, length in enumerate(clue):
        previous, row = before[-1], [_NONE] * (n + 1)
        shortest += length + 1
        for i in range(max(shortest, 1), n + 1):
            best = row[i - 1] if may_empty[i - 1] else _NONE
            start = i - length  # never below 0, nor below 2 after the first block
            if fillable_to[i] >= length:
                if j == 0:
                    lead = previous[start]
                elif may_empty[start - 1]:
                    lead = previous[start - 1]
                else:
                    lead = _NONE
                here = lead + prefix[i] - prefix[start]
                if here < best:
                    best = here
            row[i] = best
        before.append(row)
    return before


def extremes(clue: Sequence[int], state: bytes, weight: Sequence[int]) -> tuple[int, int] | None:
    """The least and the most total weight of filled cells over legal placements, by two
    forward sweeps (the cheap question, asked of every line; `optimum` only when needed).
    None when no placement fits."""
    if 3 not in state:  # decided: just count (if it fits at all)
        if tuple(len(run) for run in state.split(b"\x01") if run) != tuple(clue):
            return None
        total = sum(w for w, domain in zip(weight, state, strict=True) if domain == 2)
        return total, total
    line, prefix = _line(state), _prefix(weight)
    least = _sweep(clue, line, prefix)[-1][-1]
    if least == _NONE:
        return None
    return int(least), int(-_sweep(clue, line, [-x for x in prefix])[-1][-1])


def optimum(clue: Sequence[int], state: bytes, weight: Sequence[int]) -> Optimum | None:
    """`state` holds a domain per cell (1 empty, 2 filled, 3 either); None when no
    placement fits at all."""
    n, k = len(state), len(clue)
    prefix = _prefix(weight)
    before = _sweep(clue, _line(state), prefix)
    total = before[k][n]
    if total == _NONE:
        return None
    # Blocks j..k-1 in cells i..n-1 are the reversed line's first k-j blocks in its first
    # n-i cells: after[k - j][n - i].
    after = _sweep(clue[::-1], _line(state[::-1]), _prefix(weight[::-1]))

    may_empty = [domain & 1 for domain in state]
    fillable_from = [0] * (n + 1)  # fillable cells starting at each position
    for i in range(n - 1, -1, -1):
        fillable_from[i] = fillable_from[i + 1] + 1 if state[i] & 2 else 0
    filled = 0
    for j, length in enumerate(clue):
        for start in range(n - length + 1):
            if fillable_from[start] < length:
                continue
            end = start + length
            if j == 0:
                lead = before[0][start]
            else:
                lead = before[j][start - 1] if start >= 1 and may_empty[start - 1] else _NONE
            if j == k - 1:
                tail = after[0][n - end]
            else:
                tail = after[k - j - 1][n - end - 1] if end < n and may_empty[end] else _NONE
            if lead + tail + prefix[end] - prefix[start] == total:
                filled |= ((1 << length) - 1) << start
    empty = 0
    for i in range(n):
        back = n - i - 1
        if may_empty[i] and min(before[j][i] + after[k - j][back] for j in range(k + 1)) == total:
            empty |= 1 << i
    return Optimum(total, filled, empty)
