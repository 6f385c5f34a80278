"""Block-start literals for the learning search: "block j of this line starts at cell p or
later", one two-valued variable per block and per place it may start beyond its first.

Over cells alone a learned clause must name every cell that pinned a block down, and
those clauses were long (a median of 19-37 cells on random 40% pictures and "Thing"):
each says little, and the search rediscovered the same dead end under other guesses.
CP-SAT learns over its line automata's states and needed less than half our conflicts.
With these literals a line can say "block 2 cannot start before cell 9" once, and later
reasons lean on that one literal instead of the cells that forced it, so what is learned
is short and holds in many more places.

The literals exist only in the model the learning search runs on (`SearchParams.enrich`):
plain and traced solves, hints and grading see the cells alone. `BoundedLineRule` keeps
each line's literals and cells consistent both ways: its line solve keeps every block to
the starts its literals leave (`LineSolver.allow`), and it sets the literals to where the
block can still start.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...engine import EITHER, ONLY_0, ONLY_1, Model, Propagator, Store
from ...engine.sentence import Sentence
from .line import CACHE_LIMIT
from .rules import LineRule, cell_changes, reader, shrink

#: A cache miss (None is a cached contradiction).
_UNSEEN = object()

#: (variable, value) narrowings, or None for a dead end.
Changes = tuple[tuple[int, int], ...] | None


class BoundedLineRule(Propagator):
    """A line's clue over its cells and its block-start literals.

    Block j can start at cells earliest[j] .. earliest[j] + slack (the clue alone says
    so); its literal number i (variable `first + j * slack + i`) says "starts at
    earliest[j] + 1 + i or later". A true literal is a lower bound, a false one an upper
    bound; the tightest of each are what the line solve obeys."""

    name = "line"
    called = Sentence("the line rule")

    def __init__(self, rule: LineRule, first: int) -> None:
        line, clue = rule.line, rule.line.clue
        self.line = line
        self.solver = rule.solver
        self.earliest = [sum(clue[:j]) + j for j in range(len(clue))]
        self.slack = len(line.cells) - sum(clue) - len(clue) + 1 if clue else 0
        self.latest = [earliest + self.slack for earliest in self.earliest]
        self.first = first
        self.order = tuple(range(first, first + len(clue) * self.slack))
        super().__init__(line.cells + self.order)
        self.read = reader(line.cells)
        self.read_order = reader(self.order) if self.order else None
        self.where = {var: index for index, var in enumerate(line.cells)}
        #: (cells, literals) -> what they force: states repeat, as in LineRule.known.
        self.known: dict[bytes, Changes] = {}
        #: (cells, bounds, variable, value) -> the reason `explain` found.
        self.reasons: dict[tuple[bytes, tuple[int, ...], int, int], tuple[int, ...]] = {}

    # -- propagation -----------------------------------------------------------------------
    def propagate(self, store: Store) -> None:
        dom = store.dom
        cells = bytes(self.read(dom))
        literals = b"" if self.read_order is None else bytes(self.read_order(dom))
        key = cells + literals
        changes = self.known.get(key, _UNSEEN)
        if changes is _UNSEEN:
            changes = self._learn(cells, literals)
            if len(self.known) >= CACHE_LIMIT:
                self.known.clear()
            self.known[key] = changes
        if changes is None:
            raise self.line.dead_end(self.name, store)
        narrow = store.narrow
        for var, value in changes:
            narrow(var, value)

    def bounds(self, literals: bytes) -> tuple[list[int], list[int]] | None:
        """Each block's first and last start the decided literals leave; None when they
        leave a block none."""
        slack, lows, highs = self.slack, [], []
        for j, earliest in enumerate(self.earliest):
            chain = literals[j * slack : (j + 1) * slack]
            low = earliest + 1 + chain.rfind(ONLY_1)  # the last "p or later" that holds
            high = chain.find(ONLY_0)  # the first that does not
            high = earliest + slack if high < 0 else earliest + high
            if low > high:
                return None
            lows.append(low)
            highs.append(high)
        return lows, highs

    def _learn(self, cells: bytes, literals: bytes) -> Changes:
        bounds = self.bounds(literals)
        if bounds is None:
            return None
        found = self.solver.bounded(cells, self.solver.allow(*bounds))
        if found is None:
            return None
        filled, empty, starts = found
        changes = cell_changes(self.line.cells, filled, empty)
        slack = self.slack
        for j, earliest in enumerate(self.earliest):
            base = j * slack
            low = (starts[j] & -starts[j]).bit_length() - 1 - earliest
            high = starts[j].bit_length() - 1 - earliest
            for i in range(low):  # "starts at earliest + 1 + i or later": yes
                if literals[base + i] == EITHER:
                    changes.append((self.first + base + i, ONLY_1))
            for i in range(high, slack):  # no
                if literals[base + i] == EITHER:
                    changes.append((self.first + base + i, ONLY_0))
        return tuple(changes)

    # -- learning: why -----------------------------------------------------------------------
    def explain(self, store: Store, var: int | None, decided: list[int]) -> list[int]:
        """A subset of `decided` (cells and literals), minimal by deletion, that still
        forces `var`'s value (var None: still leaves no placement). Of a block's literals
        only its tightest bound either way can matter, so the rest are left out at once.
        Cells are dropped before literals, newest first: the reason keeps a block's bound
        rather than the cells that pinned it. Each bound kept is then weakened as far as
        the decided literals allow (`_weakest`)."""
        dom, where, first, slack = store.dom, self.where, self.first, self.slack
        state = bytearray([EITHER]) * len(self.line.cells)
        literals = bytearray([EITHER]) * len(self.order)
        lows, highs = list(self.earliest), list(self.latest)
        tightest: dict[int, int] = {}  # bound slot (2j lower, 2j+1 upper) -> literal
        cells = []
        for other in decided:
            if other < first:
                state[where[other]] = dom[other]
                cells.append(other)
                continue
            literals[other - first] = value = dom[other]
            j, i = divmod(other - first, slack)
            place = self.earliest[j] + 1 + i
            if value == ONLY_1:
                if place > lows[j]:
                    lows[j] = place
                    tightest[2 * j] = other
            elif place - 1 < highs[j]:
                highs[j] = place - 1
                tightest[2 * j + 1] = other
        key = (bytes(state) + literals, -1 if var is None else var, 0 if var is None else dom[var])
        cached = self.reasons.get(key)
        if cached is not None:
            return list(cached)
        search = _Bounds(self, state, literals, lows, highs)
        holds = search.holds_for(var, dom)
        newest = store.position.__getitem__  # type: ignore[attr-defined]
        order = sorted(cells, key=newest, reverse=True)
        order += sorted(tightest.values(), key=newest, reverse=True)
        kept = [
            search.weakest(other, holds) if other >= first else other
            for other in shrink(order, search.drop, search.restore, holds)
        ]
        if len(self.reasons) >= CACHE_LIMIT:
            self.reasons.clear()
        self.reasons[key] = tuple(kept)
        return kept


class _Bounds:
    """What `BoundedLineRule.explain` tries reasons on: cells as a line state, and each
    block's start range, also kept as the line solver's start mask one block at a time."""

    def __init__(self, rule: BoundedLineRule, state: bytearray, literals: bytearray,
                 lows: list[int], highs: list[int]) -> None:  # fmt: skip
        self.rule = rule
        self.state = state  # cells in force (dropped ones undecided)
        self.literals = literals  # every decided literal's value (dropped or not)
        self.lows = lows
        self.highs = highs
        self.starts = rule.solver.allow(lows, highs)[0]
        self.values: dict[int, int] = {}  # the dropped cells' values

    def block(self, j: int, low: int, high: int) -> None:
        self.lows[j], self.highs[j] = low, high
        self.starts = self.rule.solver.allow_block(self.starts, j, low, high)

    def fits(self) -> bool:
        return self.rule.solver.fits(bytes(self.state), self.starts)

    def _literal(self, var: int) -> tuple[int, int]:
        """(block, place) of a literal: "block starts at place or later"."""
        j, i = divmod(var - self.rule.first, self.rule.slack)
        return j, self.rule.earliest[j] + 1 + i

    def drop(self, chunk: list[int]) -> None:
        rule, values = self.rule, self.values
        for other in chunk:
            if other < rule.first:
                values[other] = self.state[rule.where[other]]
                self.state[rule.where[other]] = EITHER
                continue
            j = (other - rule.first) // rule.slack
            if self.literals[other - rule.first] == ONLY_1:  # the lower bound
                self.block(j, rule.earliest[j], self.highs[j])
            else:
                self.block(j, self.lows[j], rule.latest[j])

    def restore(self, chunk: list[int]) -> None:
        rule, values = self.rule, self.values
        for other in chunk:
            if other < rule.first:
                self.state[rule.where[other]] = values[other]
                continue
            j, place = self._literal(other)
            if self.literals[other - rule.first] == ONLY_1:
                self.block(j, place, self.highs[j])
            else:
                self.block(j, self.lows[j], place - 1)

    def holds_for(self, var: int | None, dom: list[int]) -> Callable[[], bool]:
        """Whether what is left still forces `var`'s value: its other value fits nowhere."""
        if var is None:
            return lambda: not self.fits()
        state, rule = self.state, self.rule
        if var < rule.first:
            target = rule.where[var]
            opposite = ONLY_0 if dom[var] == ONLY_1 else ONLY_1

            def cell_holds() -> bool:
                state[target] = opposite
                try:
                    return not self.fits()
                finally:
                    state[target] = EITHER

            return cell_holds
        j, place = self._literal(var)
        later = dom[var] == ONLY_1  # forced "starts at `place` or later"
        solver = rule.solver

        def bound_holds() -> bool:
            # Its other value: the block starts before `place` (or at `place` or later).
            low, high = self.lows[j], self.highs[j]
            if later:
                high = min(high, place - 1)
            else:
                low = max(low, place)
            starts = solver.allow_block(self.starts, j, low, high)
            return not solver.fits(bytes(state), starts)

        return bound_holds

    def weakest(self, literal: int, holds: Callable[[], bool]) -> int:
        """The weakest decided bound on `literal`'s block and side that still holds, left
        in force: "starts at 5 or later" says more than "at 8 or later" and was often
        known guesses earlier, so the clause is more general and jumps back further."""
        rule, literals = self.rule, self.literals
        j, i = divmod(literal - rule.first, rule.slack)
        base = j * rule.slack
        if literals[base + i] == ONLY_1:
            # Decided "at p or later" below this one, weakest first: holds is monotone.
            weaker = [k for k in range(i) if literals[base + k] == ONLY_1]

            def put(k: int) -> None:
                self.block(j, rule.earliest[j] + 1 + k, self.highs[j])
        else:
            weaker = [k for k in range(rule.slack - 1, i, -1) if literals[base + k] == ONLY_0]

            def put(k: int) -> None:
                self.block(j, self.lows[j], rule.earliest[j] + k)

        low, high = 0, len(weaker)  # `weaker[high]` stands for `i`, known to hold
        while low < high:
            middle = (low + high) // 2
            put(weaker[middle])
            if holds():
                high = middle
            else:
                low = middle + 1
        best = weaker[low] if low < len(weaker) else i
        put(best)
        return rule.first + base + best


def with_block_starts(model: Model) -> Model:
    """`model` with block-start literals after its cells, every line rule bounded by them
    (other rules as they are): `SearchParams.enrich` for the nonogram."""
    first = len(model.domains)
    rules: list[Propagator] = []
    for rule in model.propagators:
        if isinstance(rule, LineRule):
            bounded = BoundedLineRule(rule, first)
            first += len(bounded.order)
            rules.append(bounded)
        else:
            rules.append(rule)
    domains = [*model.domains, *[EITHER] * (first - len(model.domains))]
    return Model(domains, rules, replace(model.params, enrich=None), model.vocabulary)
