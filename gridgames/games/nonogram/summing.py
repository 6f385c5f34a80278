"""Counting over alternate lines: the "summing" a strong player uses when no line alone helps.

Take every other row (rows 1, 3, 5, ... or rows 2, 4, 6, ...). Their clues say how many
filled cells they hold in all, say K. Those same cells belong to the columns, and each
column, given its clue and what is known of it, can put between a least and a most number
of its filled cells on those rows. The columns' least numbers cannot add up to more than K,
nor their most numbers to less. When the least numbers add up to exactly K, every column
must put as few filled cells there as it can, which often fixes where its blocks lie (and
likewise for the most numbers). The same holds with rows and columns swapped.

This is how Wolter explains the n-Dom puzzles to a human: the column 3s cannot overlap on
the sparse rows, so there is just room for all of them. Line solving and probing see
nothing there, and even learning search needs thousands of guesses; this rule settles them
without one.

Alternate lines are the sets worth counting: a block of length 2 or more always touches
both classes, so each class's count says something no single line does. The rule costs a
dynamic programme per line that changed, so it runs before any guess or trial is made, where
it pays for itself: before any guess (`Store.depth == 0`), and between probing sweeps
rather than inside them (`Store.defer`).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from ...engine import EITHER, LEVEL_ADVANCED, ONLY_0, ONLY_1, Contradiction, Propagator, Store
from ...engine.sentence import Sentence
from .rules import Line, lines_named
from .weighted import extremes, optimum

#: Cached optima per rule before the cache is dropped.
_CACHE_LIMIT = 20_000


class AlternateSum:
    """The count over one class of alternate lines (`counted`), checked against the lines
    that cross them (`crossing`)."""

    def __init__(self, counted: Sequence[Line], crossing: Sequence[Line]) -> None:
        self.name = Summing.name
        self.counted = tuple(counted)
        self.crossing = tuple(crossing)
        self.total = sum(sum(line.clue) for line in counted)
        places = {line.index for line in counted}
        self.first = min(places)  # the counted cells of a crossing line: every other one
        length = len(crossing[0].cells) if crossing else 0
        self.weight = tuple(1 if index in places else 0 for index in range(length))
        self.negative = tuple(-w for w in self.weight)
        self.readers = [itemgetter(*line.cells) if len(line.cells) > 1 else _single(line.cells[0])
                        for line in crossing]  # fmt: skip
        self.known: dict[tuple[int, bytes], tuple[int, int] | None] = {}

    def propagate(self, store: Store) -> None:
        dom = store.dom
        states = [bytes(read(dom)) for read in self.readers]
        least = most = 0
        check = store.budget.check  # a line's sweep is long on a wide board (3 s a call at
        # 200x200 without this): look at the clock after each line
        for index, state in enumerate(states):
            check()
            found = self._extremes(index, state)
            if found is None:
                raise Contradiction("line", self.crossing[index].title if store.explain else "")
            least += found[0]
            most += found[1]
        if least > self.total or most < self.total:
            raise Contradiction(self.name, self._impossible(least, most) if store.explain else "",
                                self._focus())  # fmt: skip
        if least == self.total:
            self._force(store, states, self.weight, "fewest")
        elif most == self.total:
            self._force(store, states, self.negative, "most")

    def _extremes(self, index: int, state: bytes) -> tuple[int, int] | None:
        if 3 not in state:  # decided (and consistent: the line rules ran first)
            count = state[self.first :: 2].count(2)
            return count, count
        key = (index, state)
        found = self.known.get(key, 0)
        if found == 0:
            found = extremes(self.crossing[index].clue, state, self.weight)
            if len(self.known) >= _CACHE_LIMIT:
                self.known.clear()
            self.known[key] = found
        return found  # type: ignore[return-value]

    def _force(self, store: Store, states: list[bytes], weight: tuple[int, ...],
               extreme: str) -> None:  # fmt: skip
        """Every crossing line at its extreme: keep only the placements that reach it."""
        dom = store.dom
        changed: list[Line] = []
        for line, state in zip(self.crossing, states, strict=True):
            if 3 not in state:
                continue
            store.budget.check()
            best = optimum(line.clue, state, weight)
            assert best is not None  # extremes() just found a placement
            narrowed = False
            for position, var in enumerate(line.cells):
                if dom[var] == ONLY_0 | ONLY_1:
                    bit = 1 << position
                    if not best.may_fill & bit:
                        narrowed |= store.narrow(var, ONLY_0)
                    elif not best.may_empty & bit:
                        narrowed |= store.narrow(var, ONLY_1)
            if narrowed:
                changed.append(line)
        if changed and store.tracing:
            store.note(self.name, self._settled(changed, extreme), self._focus())

    def _settled(self, changed: list[Line], extreme: str) -> str:
        """'Counting: rows 2, 4, ..., 18 hold 36 filled cells in all, and the columns can
        put no fewer there, so every column puts the fewest it can: that settles cells of
        columns 3, 5.'"""
        fields = {
            "count": len(self.counted),
            "cells": self._filled_cells(),
            "lines": self._counted_words(),
            "changed": lines_named(changed[0].kind, [line.index for line in changed]),
        }
        rows = changed[0].kind == "row"
        if extreme == "fewest" and rows:
            return Sentence.counted(
                "count",
                "Counting: {lines} holds {cells} in all, and the rows can put no fewer "
                "there, so every row puts the fewest it can: that settles cells of {changed}.",
                "Counting: {lines} hold {cells} in all, and the rows can put no "
                "fewer there, so every row puts the fewest it can: that settles cells of "
                "{changed}.",
                **fields,
            )
        if extreme == "fewest":
            return Sentence.counted(
                "count",
                "Counting: {lines} holds {cells} in all, and the columns can put no fewer "
                "there, so every column puts the fewest it can: that settles cells of "
                "{changed}.",
                "Counting: {lines} hold {cells} in all, and the columns can put no "
                "fewer there, so every column puts the fewest it can: that settles cells of "
                "{changed}.",
                **fields,
            )
        if rows:
            return Sentence.counted(
                "count",
                "Counting: {lines} holds {cells} in all, and the rows can put no more "
                "there, so every row puts the most it can: that settles cells of {changed}.",
                "Counting: {lines} hold {cells} in all, and the rows can put no "
                "more there, so every row puts the most it can: that settles cells of "
                "{changed}.",
                **fields,
            )
        return Sentence.counted(
            "count",
            "Counting: {lines} holds {cells} in all, and the columns can put no more "
            "there, so every column puts the most it can: that settles cells of {changed}.",
            "Counting: {lines} hold {cells} in all, and the columns can put no "
            "more there, so every column puts the most it can: that settles cells of "
            "{changed}.",
            **fields,
        )

    def _counted_words(self) -> str:
        """'rows 2, 4, ..., 18', as people count them."""
        numbers = [line.index + 1 for line in self.counted]
        kind = self.counted[0].kind
        if len(numbers) > 3:
            shown = f"{numbers[0]}, {numbers[1]}, ..., {numbers[-1]}"
        else:
            shown = ", ".join(map(str, numbers))
        count = len(numbers)
        if kind == "row":
            return Sentence.counted(
                "count", "row {cells}", "rows {cells}", cells=shown, count=count
            )
        return Sentence.counted(
            "count", "column {cells}", "columns {cells}", cells=shown, count=count
        )

    def _filled_cells(self) -> str:
        return Sentence.counted("count", "1 filled cell", "{count} filled cells", count=self.total)

    def _impossible(self, least: int, most: int) -> str:
        """Why the crossing lines cannot put the counted lines' cells."""
        fields = {
            "count": len(self.counted),
            "cells": self._filled_cells(),
            "lines": self._counted_words(),
        }
        rows = self.crossing[0].kind == "row"
        if least > self.total:
            fields["amount"] = least
            if rows:
                return Sentence.counted(
                    "count",
                    "{lines} holds {cells}, but the rows put at least {amount} there",
                    "{lines} hold {cells}, but the rows put at least {amount} there",
                    **fields,
                )
            return Sentence.counted(
                "count",
                "{lines} holds {cells}, but the columns put at least {amount} there",
                "{lines} hold {cells}, but the columns put at least {amount} there",
                **fields,
            )
        fields["amount"] = most
        if rows:
            return Sentence.counted(
                "count",
                "{lines} holds {cells}, but the rows put at most {amount} there",
                "{lines} hold {cells}, but the rows put at most {amount} there",
                **fields,
            )
        return Sentence.counted(
            "count",
            "{lines} holds {cells}, but the columns put at most {amount} there",
            "{lines} hold {cells}, but the columns put at most {amount} there",
            **fields,
        )

    def _focus(self) -> tuple[tuple[int, int], ...]:
        return tuple(coord for line in self.counted for coord in line.coords)


def _single(cell: int):
    return lambda dom: (dom[cell],)


class Summing(Propagator):
    """All four counts of a board (odd and even rows against the columns, odd and even
    columns against the rows) as one rule, so that a cell change wakes one rule, not four.
    The counts are set up when first needed: most boards are solved by their lines first."""

    name = "summing"
    called = Sentence("the summing rule")
    level = LEVEL_ADVANCED
    counting = True
    searching = False  # it returns at once under a guess

    def __init__(self, lines: Sequence[Line], cells: Sequence[int]) -> None:
        super().__init__(cells)
        self.lines = lines
        self._counts: tuple[AlternateSum, ...] | None = None

    def propagate(self, store: Store) -> None:
        if store.depth or EITHER not in store.dom:
            return  # under a guess (too dear), or solved (the line rules check it)
        if store.trial:
            store.defer()
            return
        if self._counts is None:
            self._counts = tuple(_counts(self.lines))
        for count in self._counts:
            count.propagate(store)


def _counts(lines: Sequence[Line]) -> list[AlternateSum]:
    rows = [line for line in lines if line.kind == "row"]
    columns = [line for line in lines if line.kind == "column"]
    counts = []
    for counted_kind, crossing in ((rows, columns), (columns, rows)):
        for parity in (0, 1):
            counted = [line for line in counted_kind if line.index % 2 == parity]
            if counted and crossing and len(counted_kind) > 1:
                counts.append(AlternateSum(counted, crossing))
    return counts


def alternate_sums(lines: Sequence[Line], cells: int) -> list[Propagator]:
    """The board's counting rule over its `cells` variables (none for a single line)."""
    rows = sum(1 for line in lines if line.kind == "row")
    columns = len(lines) - rows
    if min(rows, columns) < 1 or max(rows, columns) < 2:
        return []
    return [Summing(lines, range(cells))]
