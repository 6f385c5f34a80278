"""Kurodoko clue sets built up number by number, in one incremental solve.

Adding a number only strengthens what the solver knows, so the solver never restarts:
it keeps its fixpoint, and each new number's rule just joins in from there. A number goes
where the solver is still undecided, the one that settles most of the cells it would see
in the answer (a cheap local estimate); once the solver of the grade asked for finishes,
the answer is the only one and every number placed was needed when it went in. A whole
build costs about one solve of the finished puzzle, where removing numbers from a full
set one by one re-solved the board for each of them.

For medium and hard the solver probes (trials of at most the grade's chain) whenever the
rules stall, before another number goes in: the grade's own techniques then settle what
they can, and numbers only go where they do not.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ...engine import EITHER, ONLY_0, ONLY_1, Model, Store
from ...engine.budget import Budget
from ...grading import DEEP_CHAIN, IDLE, SHORT_CHAIN, settle, solved
from .genre import GENRE
from .kurodoko import Sight
from .puzzle import FillGridPuzzle, Grid

#: How many numbers, the likeliest first, are tried for each place.
TRIED = 6
#: Rule runs the trim may spend at least, however little the build took: enough to try
#: every number of a board up to about 10x10. (Added to the build's work, as before, it
#: was two thirds of a 30x30 medium puzzle's time: 0.36 -> 0.30 s, numbers as many.)
FLOOR = 20_000
#: Cells up to which the whole `FLOOR` applies to a trim that probes (medium); a bigger
#: board's floor shrinks in proportion (a 20x20 trim spent it on tests far back in the
#: build, each dearer than the last, that seldom removed anything: 20x20 medium 0.153 ->
#: 0.086 s, 15x15 0.153 -> 0.091 s, 30x30 0.228 -> 0.205 s, CPU median of seeds 0-9,
#: every one medium). A trim by the rules alone keeps it: its tests are cheap, and the
#: numbers it leaves are where hard's removal starts (with the smaller floor, 20x20 hard
#: took 0.35 -> 0.62 s, attempts ending medium more often).
FLOOR_CELLS = 100
#: How much more work the trim may do while the grade asked for is not yet reached.
REACH = 8


class ClueBuilder:
    """One shading's incremental solve, taking numbers one at a time."""

    def __init__(
        self, puzzle: FillGridPuzzle, shading: Grid, limit: int, budget: Budget, effort: float = 1.0
    ):
        """`puzzle` has every white cell numbered; only the numbers placed are in force.
        `limit` is the probes' chain (0: rules only)."""
        self.width = puzzle.width
        self.limits = [chain for chain in (0, SHORT_CHAIN, DEEP_CHAIN) if chain <= limit]
        self.effort = effort
        model = GENRE.build(puzzle)
        rules = model.propagators
        self.rules = rules
        self.answer = [ONLY_1 if dark else ONLY_0 for row in shading for dark in row]
        self.sight_at = {rule.cell: i for i, rule in enumerate(rules) if isinstance(rule, Sight)}
        table = [
            [i for i in entry if not isinstance(rules[i], Sight)] for entry in model.watchers()
        ]
        local = SharedWatchers([EITHER] * len(self.answer), list(rules), table=table)
        self.store = store = Store(local, budget=budget)
        for index in self.sight_at.values():
            store.props[index] = IDLE  # in force once placed
        self.views = {cell: self._view(rules[index]) for cell, index in self.sight_at.items()}
        self.looking: list[list[int]] = [[] for _ in self.answer]
        for cell, view in self.views.items():
            for seen in view:
                self.looking[seen].append(cell)
        size = len(self.answer)
        #: Each white cell's group: itself and its 180-degree twin when that is white too
        #: (numbers go and stay in pairs, as in Tatham's Range).
        self.group_of = {
            cell: sorted({cell, size - 1 - cell} & self.sight_at.keys()) for cell in self.sight_at
        }
        self.placed: list[list[int]] = []
        self.placed_set: set[int] = set()
        store.schedule_all()

    def _view(self, rule: Sight) -> list[int]:
        """The number's cell and what it sees in the answer, with the shaded cells that
        end its view: the cells its rule can settle."""
        view = [rule.cell]
        for ray in rule.rays:
            for seen in ray:
                view.append(seen)
                if self.answer[seen] == ONLY_1:
                    break
        return view

    def build(self, rng: random.Random, trimmed: bool = True) -> list[int]:
        """Numbers until the rules alone finish, then (`trimmed`) as many of the last ones
        removed as the grade's solver allows (`trim`): the numbered cells kept."""
        store = self.store
        marks: list[int] = []
        while True:
            store.budget.check()  # a cancel is heard between numbers too
            store.fixpoint()
            if solved(store):
                break
            marks.append(store.mark())
            group = self._pick(rng)
            self.place(group)
            self.placed.append(group)
            self.placed_set.update(group)
        kept = self.trim(marks) if trimmed else self.placed
        return [cell for group in kept for cell in group]

    def trim(self, marks: list[int]) -> list[list[int]]:
        """Remove groups, the last placed first, while the grade's solver still finishes
        without them. Undoing to the state before group j was placed and putting back
        the kept groups after it tests its removal with the solve of the numbers placed
        later only: cheap for the last ones, dearer further back, so the pass stops when it
        has done `effort` times the build's work or the floor (`FLOOR`, less for medium
        on boards over `FLOOR_CELLS`), the more (counted in rule runs, for determinism),
        or `REACH` times that while no removal has yet needed the grade's own technique
        (without one the puzzle is of a lower grade)."""
        store = self.store
        stats = store.stats
        build = stats.propagations
        start = stats.propagations
        kept = list(self.placed)
        reached = not self.limits[-1]  # easy: any removal keeps the grade
        floor = FLOOR * (min(1.0, FLOOR_CELLS / len(self.answer)) if self.limits[-1] else 1)
        for j in range(len(kept) - 1, -1, -1):
            spent = stats.propagations - start
            if spent > max(build * self.effort, floor) * (1 if reached else REACH):
                break
            store.undo(marks[j])
            for group in kept[j:]:
                self.unplace(group)
            for group in kept[j + 1 :]:
                self.place(group)
            stage = self._finishes()
            if stage is None:
                self.place(kept[j])  # back in force for the next states
                continue
            del kept[j]
            reached = reached or stage == len(self.limits) - 1
        return kept

    def _finishes(self) -> int | None:
        """The first stage of the grade's solver (rules, short probes, long probes) after
        which the board is solved, or None."""
        cells = range(len(self.answer))
        for stage, limit in enumerate(self.limits):
            if settle(self.store, cells, 2, limit):
                return stage
        return None

    def _pick(self, rng: random.Random) -> list[int]:
        """A group with a number that sees an undecided cell chosen at random (placed
        numbers may leave cells they see open: those are passed over): of those,
        the one that settles most when tried (the `TRIED` with the most undecided cells in
        their views in the answer are tried: place, fixpoint, count, undo)."""
        store = self.store
        dom = store.dom
        open_cells = [cell for cell, domain in enumerate(dom) if domain == EITHER]
        first = rng.randrange(len(open_cells))
        for target in open_cells[first:] + open_cells[:first]:  # one an unplaced number sees
            candidates = {
                tuple(self.group_of[cell])
                for cell in self.looking[target]
                if cell not in self.placed_set
            }
            if candidates:
                break
        # Some open cell always has one: with every number placed the rules finish.
        scored = sorted(
            (sum(dom[seen] == EITHER for cell in group for seen in self.views[cell]), group)
            for group in candidates
        )
        best: list[int] = []
        best_gain = -1
        for _, group in scored[-TRIED:]:
            mark = store.mark()
            self.place(list(group))
            store.fixpoint()
            gain = len(store.trail) - mark
            store.undo(mark)
            self.unplace(list(group))
            if gain > best_gain:
                best, best_gain = list(group), gain
        return best

    def place(self, group: list[int]) -> None:
        """Put the numbers of `group` in force, from the solver's current state."""
        store = self.store
        for cell in group:
            index = self.sight_at[cell]
            rule = self.rules[index]
            store.props[index] = rule
            for var in rule.watches:
                store.watchers[var].append(index)
            store.schedule((index,))
        for cell in group:
            store.narrow(cell, ONLY_0)

    def unplace(self, group: list[int]) -> None:
        """Take the numbers of `group` out of force (their cells' domains are the caller's)."""
        store = self.store
        for cell in group:
            index = self.sight_at[cell]
            if store.props[index] is IDLE:
                continue
            store.props[index] = IDLE
            for var in self.rules[index].watches:
                store.watchers[var].remove(index)


@dataclass(slots=True)
class SharedWatchers(Model):
    """A model whose watcher table is given, not worked out from its rules: a number's
    rule stands idle (`grading.IDLE`) until it is put in force, and only then joins the
    table (or, in the removal tests, every variant tried shares one table)."""

    table: list[list[int]] = field(default_factory=list)

    def watchers(self) -> list[list[int]]:
        return self.table
