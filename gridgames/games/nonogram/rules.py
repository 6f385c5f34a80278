"""Nonogram rules as engine propagators: one exact line solver per row and per column.

Each propagator watches its line's cells, so the engine's queue is the classic queue of
dirty lines: a line is solved again only when one of its cells changed. The search works
on one variable per cell, value 0 empty and value 1 filled (the engine's ONLY_0/ONLY_1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property
from operator import itemgetter

from ...engine import (
    LEVEL_BASIC,
    ONLY_0,
    ONLY_1,
    Contradiction,
    Propagator,
    Store,
    bit_list,
)
from ...engine.sentence import Sentence
from . import kernel
from .line import CACHE_LIMIT, LineSolver

#: A cache miss (None is a cached contradiction).
_UNSEEN = object()

_ORDINALS = (
    Sentence("first"),
    Sentence("second"),
    Sentence("third"),
    Sentence("fourth"),
    Sentence("fifth"),
    Sentence("sixth"),
    Sentence("seventh"),
    Sentence("eighth"),
    Sentence("ninth"),
    Sentence("tenth"),
)


def ordinal(number: int) -> str:
    """1 -> 'first'; past ten, '11th'."""
    if number <= len(_ORDINALS):
        return _ORDINALS[number - 1]
    if 10 <= number % 100 <= 20 or number % 10 not in (1, 2, 3):
        return Sentence("{number}th", number=number)
    if number % 10 == 1:
        return Sentence("{number}st", number=number)
    if number % 10 == 2:
        return Sentence("{number}nd", number=number)
    return Sentence("{number}rd", number=number)


def ranges(indices: Sequence[int]) -> str:
    """0-based indices as people count them, runs joined: [3, 4, 8] -> '4-5, 9'."""
    parts: list[str] = []
    start = prev = None
    for index in [*indices, None]:
        if index is not None and prev is not None and index == prev + 1:
            prev = index
            continue
        if start is not None:
            parts.append(f"{start + 1}" if start == prev else f"{start + 1}-{prev + 1}")
        start = prev = index
    return ", ".join(parts)


class Line:
    """A row or a column: its clue, its cells (variables, in order) and how to name them."""

    def __init__(self, kind: str, index: int, clue: tuple[int, ...], cells: Sequence[int],
                 coords: Sequence[tuple[int, int]]) -> None:  # fmt: skip
        self.kind = kind  # "row" or "column"
        self.index = index
        self.clue = clue
        self.cells = tuple(cells)
        self.coords = tuple(coords)
        self.across = "column" if kind == "row" else "row"  # what its cells are called

    @property
    def overlap(self) -> float:
        """The share of the line that the blocks' overlap fills before anything is known."""
        slack = len(self.cells) - sum(self.clue) - max(len(self.clue) - 1, 0)
        return sum(max(0, block - slack) for block in self.clue) / len(self.cells)

    @cached_property
    def title(self) -> str:
        """'Row 5 (3 1)': the line and its clue, as a player reads it."""
        return line_title(self.kind, self.index, " ".join(map(str, self.clue)) or "0")

    def dead_end(self, rule: str, store: Store) -> Contradiction:
        """No arrangement of the clue fits the line (the reason written only when asked)."""
        reason = (
            Sentence("{line}: no arrangement of its blocks fits", line=self.title)
            if store.explain
            else ""
        )
        return Contradiction(rule, reason, self.coords)

    def where(self, mask: int) -> str:
        """The cells of a bitset over this line: 'columns 4-5' or 'row 7'."""
        return lines_named(self.across, bit_list(mask))

    def block_name(self, block: int) -> str:
        """'the 3', or 'the second 3' when the clue has several 3s (each made once: a
        traced solve names blocks by the thousand)."""
        names = self.__dict__.setdefault("_block_names", {})
        if block not in names:
            length = self.clue[block]
            same = [j for j, other in enumerate(self.clue) if other == length]
            if len(same) == 1:
                names[block] = Sentence("the {length}", length=length)
            else:
                nth = ordinal(same.index(block) + 1)
                names[block] = Sentence("the {nth} {length}", nth=nth, length=length)
        return names[block]


def line_title(kind: str, index: int, clue: str) -> str:
    """'Row 5 (3 1)': a line and its clue, as a player reads it."""
    if kind == "row":
        return Sentence("Row {number} ({clue})", number=index + 1, clue=clue)
    return Sentence("Column {number} ({clue})", number=index + 1, clue=clue)


def lines_named(kind: str, indices: Sequence[int]) -> str:
    """'columns 4-5, 9' or 'row 7': lines (or a line's cells) by their 0-based indices."""
    cells, count = ranges(indices), len(indices)
    if kind == "row":
        return Sentence.counted("count", "row {cells}", "rows {cells}", cells=cells, count=count)
    return Sentence.counted("count", "column {cells}", "columns {cells}", cells=cells, count=count)


def stay_empty(line: Line, mask: int, placed: bool) -> str:
    """'Row 2 (3): columns 1-2 stay empty: no block can reach them.'"""
    fields = {"line": line.title, "cells": line.where(mask), "count": mask.bit_count()}
    if placed:
        return Sentence.counted(
            "count",
            "{line}: {cells} stays empty: every block is placed.",
            "{line}: {cells} stay empty: every block is placed.",
            **fields,
        )
    return Sentence.counted(
        "count",
        "{line}: {cells} stays empty: no block can reach it.",
        "{line}: {cells} stay empty: no block can reach them.",
        **fields,
    )


def shrink(
    order: list[int],
    drop: Callable[[list[int]], None],
    restore: Callable[[list[int]], None],
    holds: Callable[[], bool],
) -> list[int]:
    """The items of `order` that a reason cannot do without, minimal by deletion: each is
    dropped (in `order`) unless `holds` fails without it. Dropped in runs that double while
    dropping works and halve when it does not: most of a line rarely matters, so this takes
    far fewer line solves than one by one."""
    kept: list[int] = []
    start, run = 0, 1
    while start < len(order):
        chunk = order[start : start + run]
        drop(chunk)
        if holds():
            start += len(chunk)
            run *= 2
            continue
        restore(chunk)
        if run > 1:
            run //= 2
            continue
        kept.append(chunk[0])
        start += 1
    return kept


def shrink_bits(
    fits: Callable[[int, int], bool],
    line: tuple[int, int],
    bits: list[int],
    decided: tuple[int, int],
    test: tuple[int, int],
) -> list[int]:
    """`shrink` over the forward sweep's bitsets (`LineSolver.masks`), for explanations:
    the indices of `bits` (decided cells, in the order tried) that the reason keeps.
    `line` is (may fill, may empty) with every one of them decided, `decided` the ones
    filled and the ones empty, `test` the bits to take from each before asking `fits`
    (the target cell's other value). Freeing or restoring a run of cells is two bit
    operations, not a rebuilt state: explanations took a third of a hard search."""
    fill, empty = line
    filled, emptied = decided
    no_fill, no_empty = ~test[0], ~test[1]
    kept: list[int] = []
    start, run, count = 0, 1, len(bits)
    while start < count:
        chunk = 0
        for bit in bits[start : start + run]:
            chunk |= bit
        fill |= chunk
        empty |= chunk
        if not fits(fill & no_fill, empty & no_empty):
            start += run
            run *= 2
            continue
        fill &= ~(chunk & emptied)
        empty &= ~(chunk & filled)
        if run > 1:
            run //= 2
            continue
        kept.append(start)
        start += 1
    return kept


def shrink_line(
    solver: LineSolver,
    line: tuple[int, int],
    bits: list[int],
    decided: tuple[int, int],
    test: tuple[int, int],
) -> list[int]:
    """`shrink_bits` with the solver's own `fits`: in the C kernel where it was built and
    the line fits its 64-bit words (explanations were a fifth of a hard search's time),
    else in Python; the same cells kept either way."""
    compiled = kernel.KERNEL
    if compiled is not None:
        kept = compiled.shrink(solver.clue, solver.length, *line, bits, *decided, *test)
        if kept is not None:
            return kept
    return shrink_bits(solver.fits_masks, line, bits, decided, test)


def reader(cells: tuple[int, ...]) -> Callable[[list[int]], tuple[int, ...]]:
    """A C-speed getter of the line's domains (itemgetter returns a bare value for one)."""
    if len(cells) == 1:
        only = cells[0]
        return lambda dom: (dom[only],)
    return itemgetter(*cells)


def cell_changes(cells: Sequence[int], filled: int, empty: int) -> list[tuple[int, int]]:
    """(variable, value) for each cell of the bitsets `filled` and `empty` over `cells`."""
    found = []
    for mask, value in ((filled, ONLY_1), (empty, ONLY_0)):
        while mask:
            low = mask & -mask
            found.append((cells[low.bit_length() - 1], value))
            mask ^= low
    return found


class LineRule(Propagator):
    """A row or column's clue, enforced exactly: every cell on which all legal placements
    of the blocks agree is set; no legal placement is a contradiction."""

    name = "line"
    called = Sentence("the line rule")
    level = LEVEL_BASIC

    def __init__(self, line: Line, solver: LineSolver) -> None:
        super().__init__(line.cells)
        self.line = line
        self.solver = solver
        self.read = reader(line.cells)
        self.where: dict[int, int] | None = None
        #: The line's cells and its two virtual empty ends, as `LineSolver.masks` has them.
        self.cells_mask = ((1 << len(line.cells)) - 1) << 1
        self.edges = 1 | 2 << len(line.cells)
        #: (cells decided filled, decided empty, and the target's value taken away, as
        #: bitsets, then the decided cells' line indices in the order tried) -> the line
        #: indices `explain` keeps: the same small reasons are asked for again and again
        #: across conflicts and restarts.
        self.reasons: dict[tuple[int, ...], tuple[int, ...]] = {}
        #: line state -> the (variable, value) narrowings it forces, or None when nothing
        #: fits. States repeat all the time (probing tries the same lines again and again),
        #: and a hit is then one dict lookup and a short loop.
        self.known: dict[bytes, tuple[tuple[int, int], ...] | None] = {}

    def compiled(self) -> object | None:
        """This rule in C for the compiled learning search (`_line_kernel.line_rule`), where
        the kernel was built; a few bytes, made for each search that asks."""
        compiled = kernel.KERNEL
        if compiled is None:
            return None
        return compiled.line_rule(self.solver.clue, self.solver.length)

    def propagate(self, store: Store) -> None:
        state = bytes(self.read(store.dom))
        changes = self.known.get(state, _UNSEEN)
        if changes is _UNSEEN:
            changes = self._learn(state)
        if changes is None:
            raise self.line.dead_end(self.name, store)
        if not changes:
            return
        if store.tracing:
            self._explained(store, state)
            return
        narrow = store.narrow
        for var, value in changes:
            narrow(var, value)

    def _learn(self, state: bytes) -> tuple[tuple[int, int], ...] | None:
        answer = self.solver.solve(state)
        changes = None if answer is None else tuple(cell_changes(self.line.cells, *answer))
        if len(self.known) >= CACHE_LIMIT:
            self.known.clear()
        self.known[state] = changes
        return changes

    # -- learning: why a deduction or a dead end happened --------------------------------
    def _where(self) -> dict[int, int]:
        """Variable -> index along the line (built on first use: only learning asks)."""
        if self.where is None:
            self.where = {var: index for index, var in enumerate(self.line.cells)}
        return self.where

    def explain(self, store: Store, var: int | None, decided: list[int]) -> list[int]:
        """A subset of the line's `decided` cells, minimal by deletion, that still forces
        `var`'s value (or, for var None, still leaves no arrangement): the shorter the
        reason, the more positions a learned clause rules out (7-Dom: 786 conflicts,
        against 1,264 with all the line's decided cells as the reason).

        Cells decided last are dropped first, so the reason leans on older decisions and
        the learned clause lets the search jump back further (dropping the oldest first
        cost 10-40% more conflicts on 8- and 9-Dom)."""
        dom, where = store.dom, self._where()
        # The line as the forward sweep reads it (bit i + 1 for cell i): the decided cells
        # filled and empty, then the cells that may be filled and may be empty.
        filled = empty = 0
        for other in decided:
            if dom[other] == ONLY_1:
                filled |= 2 << where[other]
            else:
                empty |= 2 << where[other]
        target = 0 if var is None else 2 << where[var]
        # A dead end holds while nothing fits; `var` stays forced while its other value
        # fits nowhere (tested by taking that value from the target cell).
        if var is None or (filled | empty) & target:
            no_fill = no_empty = 0
        elif dom[var] == ONLY_1:
            no_fill, no_empty = target, 0
        else:
            no_fill, no_empty = 0, target
        position = store.position  # type: ignore[attr-defined]
        order = sorted(decided, key=position.__getitem__, reverse=True)
        # The order is part of the key: which cells a reason keeps depends on the order
        # they are dropped in, and an answer must not depend on what was asked before
        # (the compiled search, engine/_search_kernel.c, keeps no such memory).
        key = (filled, empty, no_fill, no_empty, *[where[other] for other in order])
        cached = self.reasons.get(key)
        if cached is not None:
            cells = self.line.cells
            return [cells[index] for index in cached]
        kept = shrink_line(
            self.solver,
            (self.cells_mask & ~empty, (self.cells_mask & ~filled) | self.edges),
            [2 << where[other] for other in order],
            (filled, empty),
            (no_fill, no_empty),
        )
        if len(self.reasons) >= CACHE_LIMIT:
            self.reasons.clear()
        self.reasons[key] = tuple(where[order[k]] for k in kept)
        return [order[k] for k in kept]

    # -- tracing: the same deductions, grouped into steps a player can follow -------------
    def _explained(self, store: Store, state: bytes) -> None:
        line = self.line
        filled, empty = self.solver.forced(state) or (0, 0)
        starts = self.solver.starts(state)
        assert starts is not None  # solve() just said a placement fits
        for block, length in enumerate(line.clue):
            first = (starts[block] & -starts[block]).bit_length() - 1
            last = starts[block].bit_length() - 1
            if last > first + length - 1:
                continue
            always = ((1 << (first + length - last)) - 1) << last
            if filled & always:
                self._set(store, filled & always, ONLY_1)
                fields = {"line": line.title, "block": line.block_name(block)}
                if first == last:
                    reason = Sentence(
                        "{line}: {block} fits only at {cells}.", cells=line.where(always), **fields
                    )
                else:
                    reason = Sentence(
                        "{line}: {block} must cover {cells} wherever it sits.",
                        cells=line.where(always),
                        **fields,
                    )
                store.note(self.name, reason, line.coords)
                filled &= ~always
        if filled:
            self._set(store, filled, ONLY_1)
            store.note(
                self.name,
                Sentence(
                    "{line}: every arrangement of the blocks that fits fills {cells}.",
                    line=line.title,
                    cells=line.where(filled),
                ),
                line.coords,
            )
        if empty:
            self._set(store, empty, ONLY_0)
            placed = all(legal & (legal - 1) == 0 for legal in starts)
            store.note(self.name, stay_empty(line, empty, placed), line.coords)

    def _set(self, store: Store, mask: int, value: int) -> None:
        for index in bit_list(mask):
            store.narrow(self.line.cells[index], value)
