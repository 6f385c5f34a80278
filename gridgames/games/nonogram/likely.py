"""How likely each cell of a line is to be filled: the share of the line's legal
placements that fill it, for the learning search's first guess at a cell.

A random picture's search spends nearly all its time looking for a first answer (the
second then comes at once), so a guess that is more often right should save whole
subtrees; measured, it wins some boards and loses others (README, issue 19), so the
nonogram genre does not use it by default.
Counting placements is a dynamic programme over (block, position), the count of ways to
put the first blocks before a position and the last ones after it; plain Python ints
(counts grow past 64 bits on long lines). A line's answer is cached by its state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...engine import ONLY_0, ONLY_1

#: A board's lines as (clue, cells).
Lines = Sequence[tuple[tuple[int, ...], tuple[int, ...]]]

#: Cached answers per line before the cache is dropped.
_CACHE_LIMIT = 20_000


def _ways_before(clue: Sequence[int], state: bytes) -> list[list[int]]:
    """ways[j][i]: placements of blocks 0..j-1 in cells 0..i-1, every other cell there
    empty and the cell after each block empty too (when the line goes on)."""
    n = len(state)
    no_fill = [0] * (n + 1)  # cells before i that cannot be filled
    for i, domain in enumerate(state):
        no_fill[i + 1] = no_fill[i] + (not domain & 2)
    row = [0] * (n + 1)
    row[0] = 1
    for i, domain in enumerate(state):
        row[i + 1] = row[i] if domain & 1 else 0
    ways = [row]
    for j, length in enumerate(clue):
        last, row = ways[-1], [0] * (n + 1)
        for i in range(length, n + 1):
            start = i - length
            total = row[i - 1] if state[i - 1] & 1 else 0  # cell i-1 empty
            if no_fill[i] == no_fill[start]:  # the block j fits on start..i-1
                if j == 0:
                    total += last[start]
                elif start >= 1 and state[start - 1] & 1:
                    total += last[start - 1]
            row[i] = total
        ways.append(row)
    return ways


def fill_shares(clue: Sequence[int], state: bytes) -> list[float] | None:
    """Per cell, the share of legal placements that fill it; None when none fits."""
    n, k = len(state), len(clue)
    before = _ways_before(clue, state)
    total = before[k][n]
    if not total:
        return None
    # after[j][i]: the ways of the last j blocks in the last i cells.
    after = _ways_before(clue[::-1], state[::-1])
    covered = [0] * (n + 1)
    no_fill = [0] * (n + 1)
    for i, domain in enumerate(state):
        no_fill[i + 1] = no_fill[i] + (not domain & 2)
    for j, length in enumerate(clue):
        left, right = before[j], after[k - 1 - j]
        for start in range(n - length + 1):
            end = start + length
            if no_fill[end] != no_fill[start]:
                continue
            if j == 0:
                ways = left[start]
            elif start >= 1 and state[start - 1] & 1:
                ways = left[start - 1]
            else:
                continue
            if not ways:
                continue
            if j == k - 1:
                ways *= right[n - end]
            elif end < n and state[end] & 1:
                ways *= right[n - end - 1]
            else:
                continue
            if ways:
                covered[start] += ways
                covered[end] -= ways
    shares, running = [], 0
    for i in range(n):
        running += covered[i]
        shares.append(running / total)
    return shares


class Likelihood:
    """Cell -> the share of placements that fill it, over its row and its column
    (their product against the product of the empty shares), cached per line state."""

    def __init__(self, lines: Lines) -> None:
        #: For each variable, its lines as (clue, cells, index along the line).
        self.of: dict[int, list[tuple[tuple[int, ...], tuple[int, ...], int]]] = {}
        for clue, cells in lines:
            for index, var in enumerate(cells):
                self.of.setdefault(var, []).append((clue, cells, index))
        self.cache: dict[tuple[tuple[int, ...], bytes], list[float] | None] = {}

    def filled_odds(self, dom: list[int], var: int) -> float:
        """How much likelier filled than empty `var` is, its lines taken as independent."""
        odds = 1.0
        for clue, cells, index in self.of.get(var, ()):
            state = bytes(dom[cell] for cell in cells)
            key = (clue, state)
            shares = self.cache.get(key, 0)
            if shares == 0:
                if len(self.cache) >= _CACHE_LIMIT:
                    self.cache.clear()
                shares = self.cache[key] = fill_shares(clue, state)
            if shares is None:
                return 1.0
            share = min(max(shares[index], 1e-9), 1 - 1e-9)
            odds *= share / (1 - share)
        return odds


def likelier_value(lines: Lines) -> Callable[[list[int], int], int]:
    """`SearchParams.guess` for a board's lines, (clue, cells) each: filled when its
    lines' placements make that at least as likely as empty. Not the default (measured,
    README issue 19): `benchmarks/bench_search.py --solver likely`."""
    likely = Likelihood(lines)

    def guess(dom: list[int], var: int) -> int:
        return ONLY_1 if likely.filled_odds(dom, var) >= 1 else ONLY_0

    return guess
