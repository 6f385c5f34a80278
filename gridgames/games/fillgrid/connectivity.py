"""White cells stay connected: cut cells stay white, and a walled-off region is a dead end.

Both deductions depend only on which cells are shaded, and hold for every not-shaded cell
whether it is decided yet or not:
- If the not-shaded cells fall into two or more regions, each region borders a shaded cell
  (the board is connected, so something walls it off), and a cell beside a shaded cell must
  be white. So two regions each hold a white cell: a contradiction.
- If shading a cell v would split the not-shaded cells (v is an articulation point of their
  graph), every part touches v, so every part gets a white neighbour of v: shading v splits
  the white cells. So every articulation point stays white.

Finding the articulation points: a Tarjan search is linear but walks cell by cell in Python
(about 0.4 ms on 15x15, and probing asks thousands of times). On a grid there is a planar
shortcut that works on whole-board sets (`bitboard.py`) instead. Call "walls" the shaded
cells plus everything off the board, joined through sides and corners. Two side neighbours
a, b of a not-shaded cell v are split when v is removed exactly when one wall group touches
v's ring of eight cells both on the arc from a to b and on the arc from b to a: v and that
group then close a loop with a and b on opposite sides (a path through side steps cannot
slip between two corner-touching walls). So: label the wall groups by flood fill (through
corners), and for each group test all cells at once against the six pairs of side
neighbours, a few dozen big-int operations per group. Whether the not-shaded cells are one
region comes from Euler's formula with the same groups (`_regions`), no flood fill. On
15x15 boards this takes 20-60 us instead of Tarjan's 400; the tests check it against an
iterative Tarjan on random boards, legal or not.

The answer is remembered for the last shaded set, which follows the store cell by cell
(`ChangeFeed`): wake-ups caused by cells turning white, which are most of them, cost a
look at the cells that changed and a comparison.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import (
    EITHER,
    LEVEL_ADVANCED,
    ONLY_0,
    ONLY_1,
    ChangeFeed,
    Contradiction,
    Propagator,
    Store,
    bit_list,
)
from ...engine.sentence import Sentence
from .bitboard import Bitboard, from_key, translation
from .board import Board

# bytes(dom).translate(SHADED) has b"1" where a cell is shaded (domain 0b10), else b"0".
SHADED = translation(ONLY_1)
UNDECIDED = translation(EITHER)
_ZERO_ONE = bytes.maketrans(b"01", b"\x00\x01")
# Past this many changed cells, one pass over the whole board beats setting bits one by one.
FEW_CHANGES = 64


class Split(Exception):
    """The not-shaded cells are in more than one region."""


def cut_cells(bb: Bitboard, shaded: int) -> int:
    """The not-shaded cells whose shading would split the not-shaded cells, as a set.

    Raises Split when they are split already, and when no cell is left white."""
    return Cuts(bb).find(shaded)


class Cuts:
    """`cut_cells` for one board, asked again and again as the shading changes a little.

    Labelling every wall group costs a flood fill and a ring test on whole-board ints per
    group: on a 200x200 Hitori, hundreds of groups per call, most of a solve. Yet a
    group's cut cells lie in its own ring and depend only on the group and on which side
    neighbours of those cells are free, so a group that keeps clear of the changed cells'
    surroundings (`near`) keeps its answer: only the groups there are labelled again."""

    def __init__(self, bb: Bitboard) -> None:
        self.bb = bb
        # The last shading asked about, its inner wall groups with their cut cells, its
        # frame (at first: none, and a frame that matches none, so all is found afresh).
        self.shaded = 0
        self.groups: dict[int, int] = {}
        self.frame = -1
        self.frame_cuts = 0

    def find(self, shaded: int) -> int:
        """As `cut_cells`."""
        bb = self.bb
        free = bb.cells & ~shaded
        if not free:
            raise Split
        east, west, north, south = bb.east, bb.west, bb.north, bb.south
        # Wall groups: the frame (shaded cells joined to the edge, and the outside), lone
        # shaded cells (no shaded cell at a side or corner), and the other groups.
        beside = east(shaded) | west(shaded)
        beside |= north(shaded | beside) | south(shaded | beside)
        lone = shaded & ~beside & ~bb.border
        frame = bb.fill8(shaded & bb.border, shaded)
        # Up, right, down, left: which side neighbours of a cell are not shaded.
        up, right, down, left = south(free), west(free), north(free), east(free)
        pairs = (up & right, right & down, down & left, left & up, up & down, right & left)
        # Where a group's answer may differ: cells whose free side neighbours changed
        # (grow4), and the rings round them (grow8), which hold every group changed too.
        near = bb.grow8(bb.grow4(shaded ^ self.shaded))
        if frame != self.frame or frame & near:
            self.frame_cuts = _ring_cuts(bb, frame, pairs, bb.off)
            self.frame = frame
        found = self.frame_cuts
        rest = shaded & ~frame & ~lone
        groups = {}
        for group, cuts in self.groups.items():
            if not group & near:
                groups[group] = cuts
                found |= cuts
        seeds = rest & near  # every group not kept has a cell here
        while seeds:
            group = bb.fill8(seeds & -seeds, rest)
            seeds &= ~group
            cuts = _ring_cuts(bb, group, pairs, None)
            groups[group] = cuts
            found |= cuts
        self.groups, self.shaded = groups, shaded
        holes = lone.bit_count() + len(groups)
        if _regions(bb, free, right, down, holes) != 1:
            raise Split
        return found & free


def _regions(bb: Bitboard, free: int, right: int, down: int, holes: int) -> int:
    """How many side-connected regions the not-shaded cells form, by Euler's formula.

    For side-connected cells with corner-connected walls, regions - holes = cells - adjacent
    pairs + 2x2 blocks, and the holes are exactly the wall groups not joined to the edge
    (each encloses at least one region of its own). No flood fill needed."""
    across = free & right  # free cells whose right neighbour is free too
    below = free & down
    blocks = across & below & bb.west(down)  # ... and the one diagonally below-right
    return free.bit_count() - across.bit_count() - below.bit_count() + blocks.bit_count() + holes


def _ring_cuts(bb: Bitboard, group: int, pairs: tuple[int, ...], off: Sequence[int] | None) -> int:
    """Cells whose ring meets `group` on both arcs between two open side neighbours."""
    east, west = bb.east, bb.west
    below, above = bb.south(group), bb.north(group)  # cells with the group up / down
    # t[d]: cells whose ring neighbour in direction d (N, NE, E, SE, S, SW, W, NW) is in
    # the group.
    t0, t1, t2, t3 = below, west(below), west(group), west(above)
    t4, t5, t6, t7 = above, east(above), east(group), east(below)
    if off is not None:  # the frame group: the outside of the board belongs to it
        t0, t1, t2, t3 = t0 | off[0], t1 | off[1], t2 | off[2], t3 | off[3]
        t4, t5, t6, t7 = t4 | off[4], t5 | off[5], t6 | off[6], t7 | off[7]
    up_right, right_down, down_left, left_up, up_down, right_left = pairs
    return (
        (up_right & t1 & (t3 | t4 | t5 | t6 | t7))
        | (right_down & t3 & (t5 | t6 | t7 | t0 | t1))
        | (down_left & t5 & (t7 | t0 | t1 | t2 | t3))
        | (left_up & t7 & (t1 | t2 | t3 | t4 | t5))
        | (up_down & (t1 | t2 | t3) & (t5 | t6 | t7))
        | (right_left & (t3 | t4 | t5) & (t7 | t0 | t1))
    )


def regions(key: bytes, neighbours: Sequence[Sequence[int]], skip: int = -1) -> list[list[int]]:
    """The connected groups of not-shaded cells, ignoring `skip` (for reasons only)."""
    seen = bytearray(key.translate(_ZERO_ONE))
    if skip >= 0:
        seen[skip] = 1
    found = []
    for cell in range(len(key)):
        if seen[cell]:
            continue
        seen[cell] = 1
        group = [cell]
        for v in group:
            for w in neighbours[v]:
                if not seen[w]:
                    seen[w] = 1
                    group.append(w)
        found.append(group)
    return found


class Connected(Propagator):
    """One whole-board propagator: a cheap-to-ask global view beats per-cell bookkeeping."""

    name = "connected"
    called = Sentence("the connected-white rule")
    level = LEVEL_ADVANCED  # after the local rules have settled, so shadings arrive batched

    def __init__(self, board: Board) -> None:
        self.board = board
        self.bitboard = Bitboard(board.width, board.height)
        self._feed: ChangeFeed | None = None
        self._shaded = 0  # the shaded cells of the store `_feed` follows
        self._answered = -1  # the shaded set `_cuts` was found for (-1: none yet)
        self._cuts = 0
        self._finder = Cuts(self.bitboard)
        super().__init__(range(board.size))

    def propagate(self, store: Store) -> None:
        shaded, reopened = self._follow(store)
        if shaded != self._answered:
            self._answered = -1  # a dead end leaves nothing answered
            try:
                self._cuts = self._finder.find(shaded)
            except Split:
                self._walled_off(store)
            self._answered = shaded
            reopened = None
        # Every cut cell was made white when its shading was answered: only those undone
        # since then can be undecided again.
        cuts = self._cuts
        if reopened is None:
            # Only the undecided cut cells: listing every cut cell, most of them white
            # already, was a tenth of a 30x30 Kurodoko generation (the same cells, the
            # same order).
            undecided = from_key(self.board.snapshot(store).translate(UNDECIDED))
            candidates = bit_list(cuts & undecided)
        else:
            # In board order, as all of them would be: the order of the steps and of the
            # rules they wake is what a grade measures.
            candidates = sorted(cell for cell in reopened if cuts >> cell & 1)
        dom, narrow, tracing = store.dom, store.narrow, store.tracing
        narrowed = False
        for cell in candidates:
            if dom[cell] == EITHER:
                narrow(cell, ONLY_0)
                narrowed = True
                if tracing:
                    self._explain_cut(store, cell)
        if narrowed:
            # Seen: so an undo of these cells, and only then, names them again (white
            # cells, the shaded set is the same).
            self._feed.take()

    def _follow(self, store: Store) -> tuple[int, list[int] | None]:
        """The shaded cells as a set, and the cells undecided again since the last call
        (None: not known, look at all), updated from what changed since then: a wake-up
        after one narrowing then costs a few big-int operations, not a pass over the
        whole board (on 200x200, 40,000 cells)."""
        feed = self._feed
        if feed is None or feed.store is not store or feed.stale:
            if feed is not None:
                feed.store.feeds.remove(feed)
            self._feed = ChangeFeed(store)
            self._shaded = from_key(self.board.snapshot(store).translate(SHADED))
            return self._shaded, None
        changed = feed.take()
        if len(changed) > FEW_CHANGES:
            self._shaded = from_key(self.board.snapshot(store).translate(SHADED))
            return self._shaded, None
        dom, shaded = store.dom, self._shaded
        reopened = []
        for cell in changed:
            domain = dom[cell]
            if domain == ONLY_1:
                shaded |= 1 << cell
            else:
                if shaded >> cell & 1:
                    shaded ^= 1 << cell
                if domain == EITHER:
                    reopened.append(cell)
        self._shaded = shaded
        return shaded, reopened

    def _walled_off(self, store: Store) -> None:
        board = self.board
        reason, focus = "", []
        if store.explain:
            parts = regions(self._key(store), board.neighbours)
            if parts:
                smallest = min(parts, key=len)
                focus = [board.cell_of(cell) for cell in smallest]
                reason = Sentence(
                    "The shaded cells wall off {region} from the other white cells.",
                    region=board.region(smallest),
                )
            else:
                reason = Sentence("Every cell is shaded.")
        raise Contradiction(self.name, reason, focus)

    def _key(self, store: Store) -> bytes:
        """b"1" where a cell is shaded, else b"0": what `regions` reads, for reasons."""
        return bytes(self.board.snapshot(store)).translate(SHADED)

    def _explain_cut(self, store: Store, cell: int) -> None:
        board = self.board
        smallest = min(regions(self._key(store), board.neighbours, skip=cell), key=len)
        store.note(
            self.name,
            Sentence(
                "Shading {cell} would cut off {region}, so it stays white.",
                cell=board.name(cell),
                region=board.region(smallest),
            ),
            [board.cell_of(cell), *(board.cell_of(other) for other in smallest)],
        )
