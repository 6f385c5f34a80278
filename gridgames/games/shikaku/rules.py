"""Shikaku's rules as engine propagators; one variable per clue, one value per place.

Rules a player uses, each with its own name in the trace:
- only-reach: a cell only one number can reach belongs to that number, so its places
  that miss the cell go;
- claim: cells every remaining place of a number covers are that number's, so other
  numbers' places covering them go;
- unreachable / clash: a cell nobody reaches, or two numbers that must both cover one
  cell, is a contradiction.

A place that would overlap every remaining place of another number needs no rule of its
own: it covers a cell that number claims (places meeting pairwise share a cell), so claim
drops it (tests/test_shikaku_overlap.py).

They run together over whole-board bitmasks (one `Coverage` propagator):
per cell they are trivial, but visiting 2,500 cells one by one is what makes a 50x50
board slow in Python. Per-clue summaries (union and intersection of its places) are
cached by domain value, which stays correct across backtracking for free. A clue's own
places are worked on in its frame (`Candidates.local`, a few rows), so only the board
counts are board-wide ints: a 200x200 board's are 40,000 bits long.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import (
    LEVEL_BASIC,
    ChangeFeed,
    Contradiction,
    Propagator,
    Store,
    bit_list,
)
from ...engine.sentence import Sentence
from ..problem import where
from .candidates import Candidates
from .puzzle import Rect, ShikakuPuzzle


def span(rect: Rect) -> str:
    """'rows 2-3, column 5': where a rectangle lies."""
    if rect.height == 1:
        rows = Sentence("row {row}", row=rect.row + 1)
    else:
        rows = Sentence("rows {first}-{last}", first=rect.row + 1, last=rect.row + rect.height)
    if rect.width == 1:
        cols = Sentence("column {column}", column=rect.col + 1)
    else:
        cols = Sentence("columns {first}-{last}", first=rect.col + 1, last=rect.col + rect.width)
    return Sentence("{rows}, {columns}", rows=rows, columns=cols)


#: Boards of more cells than this count their clues by merging frames (`Coverage._tally`).
MERGE_CELLS = 64 * 64

#: Boards with up to this many clues find a clue's neighbours through bitmasks
#: (`Board.near`).
NEAR_BITS = 1024


class Board:
    """What the rules share: the puzzle, its candidates, and how to name things."""

    def __init__(self, puzzle: ShikakuPuzzle, candidates: Candidates) -> None:
        self.puzzle = puzzle
        self.width = puzzle.width
        self.cands = candidates
        self.full = (1 << (puzzle.width * puzzle.height)) - 1
        self._reaching: list[list[int]] | None = None
        self._reaching_bits: list[int] | None = None
        self._near: list[list[int] | None] = [None] * len(candidates.rects)
        self._names: list[str | None] | None = None

    def reaching(self, cell: int) -> list[int]:
        """The clues some place of which covers cell index `cell` (row * width + col), in
        clue order. Built on first use: finding who claims a cell by scanning every clue
        made a traced first fixpoint of a 200x200 board take 17 s (a scan per step)."""
        return self._table()[cell]

    def _table(self) -> list[list[int]]:
        table = self._reaching
        if table is None:
            table = [[] for _ in range(self.full.bit_length())]
            for clue in range(len(self.cands.rects)):
                for index in self.zone_cells(clue):
                    table[index].append(clue)
            self._reaching = table
        return table

    def zone_cells(self, clue: int) -> list[int]:
        """The cell indices of the clue's zone."""
        known = self.cands.cells
        if known is not None:
            return known[clue]
        base = self.cands.bases[clue]
        return [base + index for index in bit_list(self.cands.local_zones[clue])]

    def near(self, clue: int) -> list[int]:
        """The other clues whose zones share a cell with this clue's zone, in clue order.

        Up to `NEAR_BITS` clues, from a bitmask of clues per cell: a union of lists and
        a sort per clue took a generator's 50x50 round 4 ms, 1.7 ms this way. A bigger
        board keeps the lists: its bitmasks, thousands of bits per cell, would take
        four times the memory (17 MB against 4 MB at 200x200)."""
        found = self._near[clue]
        if found is None:
            if len(self._near) > NEAR_BITS:
                table = self._table()
                clues = set().union(*map(table.__getitem__, self.zone_cells(clue)))
                clues.discard(clue)
                found = self._near[clue] = sorted(clues)
            else:
                reached = self._reached_by()
                mask = 0
                for index in self.zone_cells(clue):
                    mask |= reached[index]
                found = self._near[clue] = bit_list(mask & ~(1 << clue))
        return found

    def _reached_by(self) -> list[int]:
        """Per cell index, the clues some place of which covers it, as a bitmask."""
        table = self._reaching_bits
        if table is None:
            table = [0] * self.full.bit_length()
            for clue in range(len(self.cands.rects)):
                bit = 1 << clue
                for index in self.zone_cells(clue):
                    table[index] |= bit
            self._reaching_bits = table
        return table

    def owner(self, index: int, musts: list[int], besides: int) -> int:
        """A clue other than `besides` whose must-cover cells (each in its clue's frame)
        include cell index `index`."""
        bases = self.cands.bases
        return next(
            i for i in self.reaching(index) if musts[i] >> (index - bases[i]) & 1 and i != besides
        )

    def clue_name(self, index: int) -> str:
        """'the 6 at row 3, column 4', made once per clue: a traced 200x200 solve names
        numbers some 30,000 times (a Sentence never changes, so one can be shared)."""
        names = self._names
        if names is None:
            names = self._names = [None] * len(self.puzzle.clues)
        name = names[index]
        if name is None:
            clue = self.puzzle.clues[index]
            name = names[index] = Sentence(
                "the {number} at {cell}", number=clue.value, cell=where(clue.row, clue.col)
            )
        return name

    def clue_cell(self, index: int) -> tuple[int, int]:
        clue = self.puzzle.clues[index]
        return clue.row, clue.col

    def cell(self, bit: int) -> tuple[int, int]:
        return divmod(bit.bit_length() - 1, self.width)

    def cell_in(self, clue: int, bit: int) -> tuple[int, int]:
        """The cell of a bit of the clue's frame."""
        return divmod(bit.bit_length() - 1 + self.cands.bases[clue], self.width)

    def describe(self, index: int, domain: int) -> str:
        count = domain.bit_count()
        if count == 0:
            return Sentence("{clue} (no place fits)", clue=self.clue_name(index))
        if count == 1:
            rect = self.cands.rects[index][domain.bit_length() - 1]
            return Sentence("{clue} takes {span}", clue=self.clue_name(index), span=span(rect))
        return Sentence.counted(
            "count",
            "{clue} takes one of {count} place",
            "{clue} takes one of {count} places",
            clue=self.clue_name(index),
            count=count,
        )


class Coverage(Propagator):
    """Rules only-reach, claim, unreachable and clash over the whole board."""

    name = "coverage"
    called = Sentence("the coverage rule")
    level = LEVEL_BASIC
    step_per_narrowing = True  # one run settles clue after clue, each a step of its own

    def __init__(self, board: Board) -> None:
        self.board = board
        self.masks = board.cands.local  # each clue's places in its frame
        self.bases = board.cands.bases
        count = len(self.masks)
        super().__init__(range(count))
        self.seen = [-1] * count  # domain the cached union/must belong to
        self.unions = [0] * count  # in the clue's frame, as its masks
        self.musts = [0] * count
        #: Cells some but not every remaining place covers (union minus must): all a look
        #: at the clue needs, so a look is two ANDs with the board counts, not six.
        self.frees = [0] * count
        self.checked: list[tuple[int, int, int] | None] = [None] * count
        #: Cells some place reaches, cells two or more clues reach, cells some clue must
        #: cover: for the domains in `seen`, when `fresh` (not after a clash found midway).
        self.ones = self.twos = self.claimed = 0
        self.fresh = False
        #: The clues that might drop something against the counts of `seen`: every other
        #: clue was looked at since its places and its neighbours' last changed (`everyone`:
        #: all of them, before the first whole pass). A pass after the first, in any run,
        #: looks only at these, so a trial or a guess costs what it touches.
        self.todo: set[int] = set()
        self.everyone = True
        #: Which clues the store narrowed or undid since the last look (engine/changes.py):
        #: finding them by comparing every clue's domain cost a 50x50 generator a third of
        #: its time (a probe's trial is a few passes, each scanning ~300 clues twice).
        self.feed: ChangeFeed | None = None

    def _changes(self, store: Store) -> list[int] | None:
        """The clues whose domain may differ from `seen` (None: any of them may)."""
        feed = self.feed
        if feed is not None and feed.store is store and not feed.stale:
            return feed.take()
        if feed is not None and feed in feed.store.feeds:
            feed.store.feeds.remove(feed)
        self.feed = ChangeFeed(store)
        return None

    def _summaries(
        self, dom: list[int], changes: Sequence[int] | None
    ) -> tuple[list[int], list[int]]:
        """Bring the per-clue union and must-cover cells up to date with `dom` for the
        clues in `changes` (None: every clue): the clues whose domain changed since, and
        the cells each one's places covered before (for `_region`)."""
        seen, unions, musts, masks = self.seen, self.unions, self.musts, self.masks
        frees, bases = self.frees, self.bases
        changed: list[int] = []
        before: list[int] = []
        candidates = range(len(dom)) if changes is None else dict.fromkeys(changes)
        for clue in candidates:
            domain = dom[clue]
            if domain != seen[clue]:
                union, must, rest = 0, -1, domain
                clue_masks = masks[clue]
                while rest:
                    low = rest & -rest
                    rest ^= low
                    mask = clue_masks[low.bit_length() - 1]
                    union |= mask
                    must &= mask
                before.append(unions[clue])
                seen[clue], unions[clue], musts[clue] = domain, union, must
                frees[clue] = (union & ~must) << bases[clue]
                changed.append(clue)
        if changed:  # the counts lag behind until tallied (a pass may stop in between)
            self.fresh = False
        return changed, before

    def _region(self, changed: list[int], before: list[int]) -> int:
        """The board cells the clues' old or new places cover (from `_summaries`): made
        only for a pass that recounts around them (a board-long OR per clue was a third
        of a 200x200 board's summaries)."""
        unions, bases = self.unions, self.bases
        region = 0
        for clue, old in zip(changed, before, strict=True):
            region |= (old | unions[clue]) << bases[clue]
        return region

    def _tally(self, store: Store, clues: Sequence[int], region: int) -> None:
        """Recount, over the cells of `region`, the cells reached once, twice or more and
        the cells some clue must cover, from `clues` (every clue reaching into the region,
        in clue order); raises on a clash or an unreachable cell there. Outside the region
        the counts stay as they were: no clue's places changed there.

        The clues' frames are merged two by two, neighbours first, so that only the last
        few merges work on board-long ints: OR-ing each clue into board-long counts in
        turn walked ~1,300 digits per clue and operation on a 200x200 board. On a clash
        the clues are counted again in order (`_tally_in_order`), which names the clash
        a player would find first. A board of up to MERGE_CELLS cells, whose ints are
        short, counts in order: merging cost a 20x20-50x50 solve 15%."""
        if self.board.full.bit_length() <= MERGE_CELLS:
            self._tally_in_order(store, clues, region)
            return
        self.fresh = False  # until the counts are whole again
        bases, unions, musts = self.bases, self.unions, self.musts
        parts = [(bases[clue], unions[clue], 0, musts[clue]) for clue in clues]
        while len(parts) > 1:
            merged = []
            keep = merged.append
            for i in range(1, len(parts), 2):
                base, ones, twos, claimed = parts[i - 1]
                other, more, twice, taken = parts[i]
                if other > base:
                    shift = other - base
                    more, twice, taken = more << shift, twice << shift, taken << shift
                elif base > other:
                    shift = base - other
                    ones, twos, claimed = ones << shift, twos << shift, claimed << shift
                    base = other
                if claimed & taken:
                    self._tally_in_order(store, clues, region)
                    return
                keep((base, ones | more, twos | twice | (ones & more), claimed | taken))
            if len(parts) & 1:
                keep(parts[-1])
            parts = merged
        base, ones, twos, claimed = parts[0] if parts else (0, 0, 0, 0)
        ones, twos, claimed = ones << base, twos << base, claimed << base
        full = self.board.full
        inside = region & full
        if ones & inside != inside:
            self._unreachable(store, inside & ~ones)
        keep_out = full & ~region
        self.ones = (self.ones & keep_out) | (ones & region)
        self.twos = (self.twos & keep_out) | (twos & region)
        self.claimed = (self.claimed & keep_out) | (claimed & region)
        self.fresh = True

    def _tally_in_order(self, store: Store, clues: Sequence[int], region: int) -> None:
        """`_tally` one clue after another (in clue order): what finds a clash."""
        unions, musts, bases, board = self.unions, self.musts, self.bases, self.board
        self.fresh = False  # until the counts are whole again
        ones = twos = claimed = 0
        for clue in clues:
            base = bases[clue]
            union = (unions[clue] << base) & region
            twos |= ones & union
            ones |= union
            must = (musts[clue] << base) & region
            if claimed & must:
                self._clash(store, claimed & must, clue)
            claimed |= must
        if ones != region & board.full:
            self._unreachable(store, region & board.full & ~ones)
        keep = board.full & ~region
        self.ones = (self.ones & keep) | ones
        self.twos = (self.twos & keep) | twos
        self.claimed = (self.claimed & keep) | claimed
        self.fresh = True

    def propagate(self, store: Store) -> None:
        dom, masks, board = store.dom, self.masks, self.board
        frees, checked, bases = self.frees, self.checked, self.bases
        # One full pass takes 0.1 s on a 200x200 board: look at the clock before each
        # (a look per clue cost 9% of a 50x50 solve). After the first, a pass recounts
        # only around the clues whose places changed, so a guess costs what it touches.
        check = store.budget.check
        count = len(dom)
        everything = range(count)
        while True:
            check()
            fresh = self.fresh
            moved, before = self._summaries(dom, self._changes(store))
            # Only clues near those whose places changed can drop something new, whatever
            # came between (a dead end, a trial cut short, an undo): noted before anything
            # can stop this pass, so a pass stopped midway leaves them to the next.
            many = len(moved) * 8 > count
            around: set[int] = set()
            if many:
                self.everyone = True
            elif moved:
                around.update(moved)
                for clue in moved:
                    around.update(board.near(clue))
                self.todo |= around
            check()
            if not fresh or many:
                self._tally(store, everything, board.full)
            elif moved:
                self._tally(store, sorted(around), self._region(moved, before))
            clues: Sequence[int] = everything if self.everyone else sorted(self.todo)
            ones, twos, claimed = self.ones, self.twos, self.claimed
            once = ones & ~twos
            dropped: list[int] = []
            check()
            for clue in clues:
                domain = dom[clue]
                free = frees[clue]
                need = once & free
                blocked = claimed & free
                if not (need or blocked) or checked[clue] == (domain, need, blocked):
                    continue
                clue_masks = masks[clue]
                base = bases[clue]
                needed = need >> base  # in the clue's frame, as its masks are
                taken = blocked >> base
                lost_need = lost_blocked = 0
                rest = domain
                while rest:
                    low = rest & -rest
                    rest ^= low
                    mask = clue_masks[low.bit_length() - 1]
                    if needed & ~mask:
                        lost_need |= low
                    elif mask & taken:
                        lost_blocked |= low
                if not (lost_need or lost_blocked):
                    # Only "nothing to drop" is remembered: it follows from these three
                    # values alone. A drop narrows the domain, and a store that undoes it
                    # (backtracking, or a later solve or hint on the same model) comes
                    # back to the same key and must drop again.
                    checked[clue] = (domain, need, blocked)
                if lost_need or lost_blocked:
                    dropped.append(clue)
                if lost_need:
                    self._drop(store, clue, lost_need, "only-reach", needed)
                if lost_blocked:
                    self._drop(store, clue, lost_blocked, "claim", taken)
            # Every clue that could drop something has been looked at. Those that did stay
            # to be looked at: against the counts of `seen` they still drop, and an undo
            # (a trial's end) can take their drops back before the next pass sees them.
            self.everyone = False
            self.todo = set(dropped)
            if not dropped:
                return

    # -- narrowing with reasons -------------------------------------------------------
    def _drop(self, store: Store, clue: int, lost: int, rule: str, cells: int) -> None:
        """Drop the places `lost` from the clue; `cells`, in the clue's frame, are the
        cells only it reaches (only-reach) or that others claim (claim)."""
        board = self.board
        remaining = store.dom[clue] & ~lost
        if not remaining:
            raise Contradiction(
                rule,
                Sentence("No place is left for {clue}.", clue=board.clue_name(clue))
                if store.explain
                else "",
                [board.clue_cell(clue)],
            )
        store.narrow(clue, remaining)
        if not store.tracing:
            return
        if rule == "only-reach":
            # A cell only this clue reaches that every lost place misses, so the sentence
            # explains the whole step; where no one cell does, one the first lost place
            # misses. (It named the lowest such cell, even one a lost place covered.)
            missed = cells & ~self._union_of(clue, lost)
            if not missed:
                first = lost & -lost
                missed = cells & ~self.masks[clue][first.bit_length() - 1]
            cell = board.cell_in(clue, missed & -missed)
            reason = Sentence(
                "{Clue} must cover {cell}: no other number reaches it.",
                clue=board.clue_name(clue),
                cell=where(*cell),
            )
            store.note(rule, reason, [cell, board.clue_cell(clue)])
            return
        # claim: name one claimed cell the lost places cover, and who claims it.
        covered = cells & self._union_of(clue, lost)
        bit = covered & -covered
        owner = board.owner(bit.bit_length() - 1 + self.bases[clue], self.musts, clue)
        cell = board.cell_in(clue, bit)
        reason = Sentence(
            "Every place left for {owner} covers {cell}, so {clue} cannot take it.",
            owner=board.clue_name(owner),
            cell=where(*cell),
            clue=board.clue_name(clue),
        )
        store.note(rule, reason, [cell, board.clue_cell(owner), board.clue_cell(clue)])

    def _union_of(self, clue: int, domain: int) -> int:
        """The cells, in the clue's frame, some of the places in `domain` cover."""
        union, masks = 0, self.masks[clue]
        while domain:
            low = domain & -domain
            domain ^= low
            union |= masks[low.bit_length() - 1]
        return union

    def _clash(self, store: Store, shared: int, clue: int) -> None:
        board = self.board
        bit = shared & -shared
        cell = board.cell(bit)
        # Who else needs the cell only matters to the sentence: looking it up builds the
        # board's table of who reaches each cell, which a probe's trial (no sentences)
        # that ends in a clash then paid once per board.
        reason = (
            Sentence(
                "{Clue} and {other} both need {cell}.",
                clue=board.clue_name(clue),
                other=board.clue_name(board.owner(bit.bit_length() - 1, self.musts, clue)),
                cell=where(*cell),
            )
            if store.explain
            else ""
        )
        raise Contradiction("clash", reason, [cell])

    def _unreachable(self, store: Store, cells: int) -> None:
        cell = self.board.cell(cells & -cells)
        reason = Sentence("No number can reach {cell}.", cell=where(*cell)) if store.explain else ""
        raise Contradiction("unreachable", reason, [cell])
