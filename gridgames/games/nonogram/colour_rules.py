"""Colour nonogram rules for the engine: one exact colour line solver per row and column.

A cell is one variable whose domain is a bitset over the palette (bit 0 background, bit c
colour c). Search is the engine's plain propagate/probe/branch search: its learning
(engine/learning.py) needs two-valued variables, so colour puzzles do not learn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property
from operator import itemgetter

from ...engine import (
    LEVEL_BASIC,
    Model,
    Propagator,
    SearchParams,
    Store,
    Vocabulary,
    bit_list,
)
from ...engine.bits import bits, full
from ...engine.sentence import Sentence
from ..problem import where
from .colour import Palette, clue_words
from .colour_line import ColourClue, ColourLineSolver
from .puzzle import ColourGrid, NonogramPuzzle
from .rules import Line, line_title, stay_empty


class ColourLine(Line):
    """A row or column with its colour clue, named as a player reads it."""

    def __init__(self, line: Line, blocks: ColourClue, palette: Palette) -> None:
        super().__init__(line.kind, line.index, line.clue, line.cells, line.coords)
        self.blocks = blocks
        self.palette = palette

    @cached_property
    def title(self) -> str:
        """'Row 3 (2 red, 1 blue)'."""
        return line_title(self.kind, self.index, clue_words(self.palette, self.blocks))


def value_words(palette: Palette, domain: int) -> str:
    """'red', 'empty', 'red or blue' -- a domain in a player's words."""
    names = [Sentence("empty") if value == 0 else palette[value].name for value in bits(domain)]
    if not names:
        return Sentence("impossible")
    if len(names) == 1:
        return names[0]
    return Sentence("{some} or {last}", some=", ".join(names[:-1]), last=names[-1])


class ColourLineRule(Propagator):
    """A row or column's colour clue, enforced exactly: each cell keeps only the values
    some legal placement of the blocks gives it; no legal placement is a contradiction."""

    name = "line"
    called = Sentence("the line rule")
    level = LEVEL_BASIC

    def __init__(self, line: ColourLine, solver: ColourLineSolver) -> None:
        super().__init__(line.cells)
        self.line = line
        self.solver = solver
        self.read = (
            itemgetter(*line.cells)
            if len(line.cells) > 1
            else (lambda dom, only=line.cells[0]: (dom[only],))
        )

    def propagate(self, store: Store) -> None:
        state = self.read(store.dom)
        narrowed = self.solver.solve(state)
        line = self.line
        if narrowed is None:
            raise line.dead_end(self.name, store)
        if not narrowed:
            return
        if store.tracing:
            self._explained(store, state)
            return
        cells, narrow = line.cells, store.narrow
        for index, domain in narrowed:
            narrow(cells[index], domain)

    def _explained(self, store: Store, state: tuple[int, ...]) -> None:
        """One step per outcome: cells that must be one colour, cells that stay empty, cells
        that lose some colours."""
        line, palette = self.line, self.line.palette
        answer = self.solver.possible(state)
        assert answer is not None  # solve() just said a placement fits
        changed = [
            (i, new) for i, (old, new) in enumerate(zip(state, answer, strict=True)) if new != old
        ]
        groups: dict[tuple[str, int], int] = {}
        for index, new in changed:
            key = ("decided", new) if new & (new - 1) == 0 else ("narrowed", new)
            groups[key] = groups.get(key, 0) | 1 << index
        for (how, value), mask in sorted(groups.items()):
            for index in bit_list(mask):
                store.narrow(line.cells[index], value)
            where = line.where(mask)
            if how == "decided" and value == 1:
                reason = stay_empty(line, mask, placed=False)
            elif how == "decided":
                reason = Sentence(
                    "{line}: every arrangement that fits makes {cells} {colour}.",
                    line=line.title,
                    cells=where,
                    colour=palette[value.bit_length() - 1].name,
                )
            else:
                reason = Sentence(
                    "{line}: {cells} can only be {values}.",
                    line=line.title,
                    cells=where,
                    values=value_words(palette, value),
                )
            store.note(self.name, reason, line.coords)


def probe_order(width: int) -> Callable[[Store, Sequence[int]], list[int]]:
    """The order of a probing sweep on a board `width` cells wide: open cells whose row and
    column have the fewest open cells between them first, times the cell's values (each a
    trial). A trial in a nearly finished line soon breaks it or finishes it, and each
    deduction's fixpoint settles cells later in the sweep, which are then never tried:
    the built-in hard 50x50 takes 69 trials instead of 563 in row order."""

    def order(store: Store, candidates: Sequence[int]) -> list[int]:
        dom = store.dom
        open_cells = [var for var in candidates if dom[var] & (dom[var] - 1)]
        in_row: dict[int, int] = {}
        in_column: dict[int, int] = {}
        for var in open_cells:
            row, column = divmod(var, width)
            in_row[row] = in_row.get(row, 0) + 1
            in_column[column] = in_column.get(column, 0) + 1

        def rank(var: int) -> int:
            row, column = divmod(var, width)
            return (in_row[row] + in_column[column]) * dom[var].bit_count()

        return sorted(open_cells, key=rank)

    return order


def build_colour(
    puzzle: NonogramPuzzle,
    lines: list[Line],
    solvers: dict[tuple[ColourClue, int], ColourLineSolver] | None = None,
) -> Model:
    """The engine model of a colour puzzle (`lines`: rows then columns, as `lines_of`).
    `solvers`, shared by the caller (`colour_quick`), keeps the line solvers and their
    caches from one build to the next."""
    palette, width = puzzle.palette, puzzle.width
    clues = puzzle.colour_rows() + puzzle.colour_columns()
    if solvers is None:
        solvers = {}
    rules: list[Propagator] = []
    for line, blocks in zip(lines, clues, strict=True):
        key = (blocks, len(line.cells))
        solver = solvers.get(key)
        if solver is None:
            solver = solvers[key] = ColourLineSolver(*key)
        rules.append(ColourLineRule(ColourLine(line, blocks, palette), solver))
    values = len(palette)

    def describe(var: int, domain: int) -> str:
        row, col = divmod(var, width)
        return Sentence("{cell} {value}", cell=where(row, col), value=value_words(palette, domain))

    cells = range(width * puzzle.height)
    return Model(
        [full(values)] * len(cells),
        rules,
        SearchParams(
            probe_vars=cells,
            probe_max=values,
            probe_resume=True,
            probe_order=probe_order(width),
            branch_on_probes=True,
            # Probing below the first guess costs more than it saves: on noisy pictures
            # with many answers a sweep at every node mostly finds nothing yet tries every
            # value of every open cell (benchmarks/bench_colour.py: 1.9x faster overall,
            # and sparse two-colour pictures went from seconds to under one).
            probe_depth=0,
        ),
        Vocabulary(
            describe=describe,
            value_words=lambda var, domain: value_words(palette, domain),
            cell_of=lambda var: divmod(var, width),
        ),
    )


def decode_colour(puzzle: NonogramPuzzle, domains: list[int]) -> ColourGrid:
    """Each cell's palette index."""
    width = puzzle.width
    values = [domain.bit_length() - 1 for domain in domains]
    return tuple(tuple(values[start : start + width]) for start in range(0, len(values), width))
