"""Kurodoko's clue rule as bounds on what each number can still see.

A number N sees itself plus, in each of the four directions, the white cells up to the first
shaded cell or the edge. What it forces is worked out, and remembered, by
`kurodoko_views.forced` from the number and its four views (each ray up to its first shaded
cell); this propagator cuts the views out of the board, applies what they force and says
why. Numbered cells themselves are white from the start (their domain, not a rule).
"""

from __future__ import annotations

from functools import lru_cache

from ...engine import LEVEL_BASIC, ONLY_0, ONLY_1, Contradiction, Propagator, Store
from ...engine.sentence import Sentence
from . import kurodoko_views
from .board import Board
from .kurodoko_views import (
    AT_LEAST,
    DEAD_ENDS,
    EXACT_FEWEST,
    MEMO,
    MEMO_LIMIT,
    NO_SUM,
    SEES_TOO_MANY,
    SHADED,
    STOPPED,
    WHITE,
    Action,
    forced,
    tag,
)

DIRECTIONS = (Sentence("up"), Sentence("left"), Sentence("right"), Sentence("down"))


def rays(board: Board, cell: int, reach: int | None = None) -> list[tuple[int, ...]]:
    """The cells seen from `cell` looking up, left, right and down, nearest first (at most
    `reach` of them each way: a 200x200 board's numbers built whole rows to keep a few)."""
    width = board.width
    r, c = divmod(cell, width)
    up, left, right, down = r, c, width - 1 - c, board.height - 1 - r
    if reach is not None:
        up, left, right, down = (min(reach, room) for room in (up, left, right, down))
    return [
        tuple(range(cell - width, cell - (up + 1) * width, -width)),
        tuple(range(cell - 1, cell - left - 1, -1)),
        tuple(range(cell + 1, cell + right + 1)),
        tuple(range(cell + width, cell + (down + 1) * width, width)),
    ]


def ray_slice(ray: tuple[int, ...]) -> slice:
    """A slice that cuts the ray out of a snapshot of all domains, nearest cell first.

    Slicing a snapshot of the domains (`Board.snapshot`) and scanning it with `find` runs
    in C: much cheaper than a Python loop over the cells, and every change in a number's
    row or column wakes it, so this is the genre's hottest code."""
    if not ray:
        return slice(0, 0)
    step = ray[1] - ray[0] if len(ray) > 1 else 1
    stop = ray[-1] + step
    return slice(ray[0], None if stop < 0 else stop, step)


@lru_cache(maxsize=1024)
def count(cells: int) -> str:
    """'1 cell', '5 cells': made once per count (a Sentence never changes)."""
    return Sentence.counted("count", "1 cell", "{count} cells", count=cells)


class Sight(Propagator):
    name = "sight"
    called = Sentence("the sight rule")
    level = LEVEL_BASIC

    def __init__(self, board: Board, cell: int, number: int) -> None:
        self.board = board
        self.cell = cell
        self.number = number
        # The number sees at most number - 1 cells one way, so only the first `number`
        # cells of each ray (the last as the shaded cell that ends the view) bear on it:
        # watching the whole row and column woke every number of a 200x200 board's row
        # for changes far out of its sight. Every bound and reason stays the same.
        self.rays = rays(board, cell, number)
        self.slices = [ray_slice(ray) for ray in self.rays]
        #: Each ray as (first cell, step, cells), flat: what the C look-up reads.
        self.spec = tuple(
            x
            for ray in self.rays
            for x in (ray[0] if ray else 0, ray[1] - ray[0] if len(ray) > 1 else 1, len(ray))
        )
        self.failures = 0  # dead ends found here, for the branching heuristic
        self.tag = tag(number)
        self.title: str | None = None  # `_title`, made on first use
        super().__init__([cell, *(x for ray in self.rays for x in ray)])

    def propagate(self, store: Store) -> None:
        # The whole run to our own fixpoint at once, as the engine does not re-wake a
        # propagator for its own changes.
        # Every change in the number's row or column wakes it, and most runs end at the
        # look-up: in C where it was built (cutting the views from the domains, the key
        # and the memo's look-up in one call, without the board's bytes), else unrolled
        # (no list comprehension, whose call was a tenth of the rule's cost).
        kernel = kurodoko_views.KERNEL
        if kernel is not None:
            actions = kernel.sight(store.dom, self.number, self.spec, MEMO, MEMO_LIMIT)
            if actions:
                self._apply(store, actions)
            return
        snapshot = self.board.snapshot(store)
        up, left, right, down = self.slices
        views = [
            snapshot[up].partition(SHADED)[0],
            snapshot[left].partition(SHADED)[0],
            snapshot[right].partition(SHADED)[0],
            snapshot[down].partition(SHADED)[0],
        ]
        name = self.tag + b"\0".join(views)
        actions = MEMO.get(name)
        if actions is None:
            actions = forced(self.number, views, name)
        if actions:
            self._apply(store, actions)

    def _apply(self, store: Store, actions: tuple[Action, ...]) -> None:
        for kind, d, start, stop, domain, figure in actions:
            if kind in DEAD_ENDS:
                self._impossible(store, kind, figure)
            cells = self.rays[d][start:stop]
            for x in cells:
                store.narrow(x, domain)
            if store.tracing:
                if kind <= STOPPED:
                    bound = "at most" if kind == AT_LEAST else "already"
                    self._explain(store, d, figure, bound, list(cells))
                else:
                    value = ONLY_0 if kind == EXACT_FEWEST else ONLY_1
                    self._explain_exact(store, d, figure, list(cells), value)

    def _explain(self, store: Store, d: int, others: int, bound: str, cells: list[int]) -> None:
        board = self.board
        look = DIRECTIONS[d]
        fields = {"clue": self._title(), "seen": count(others), "look": look}
        if bound == "at most":
            reason = Sentence.counted(
                "count",
                "{Clue} sees at most {seen} without looking {look}, so it sees at least {need} "
                "looking {look}: {cells} is white.",
                "{Clue} sees at most {seen} without looking {look}, so it sees at least {need} "
                "looking {look}: {cells} are white.",
                need=self.number - others,
                cells=board.run(cells),
                count=len(cells),
                **fields,
            )
        else:
            reason = Sentence(
                "{Clue} already sees {seen} without looking {look}, so it sees at most "
                "{allowed} looking {look}: {cell} is shaded.",
                allowed=self.number - others,
                cell=board.name(cells[0]),
                **fields,
            )
        store.note(self.name, reason, [board.cell_of(self.cell), *map(board.cell_of, cells)])

    def _explain_exact(self, store: Store, d: int, k: int, cells: list[int], value: int) -> None:
        board = self.board
        look = DIRECTIONS[d]
        if value == ONLY_0:
            reason = Sentence.counted(
                "count",
                "{Clue} cannot see fewer than {seen} looking {look}: the other directions "
                "cannot make up the rest, so {cells} is white.",
                "{Clue} cannot see fewer than {seen} looking {look}: the other directions "
                "cannot make up the rest, so {cells} are white.",
                clue=self._title(),
                seen=count(k),
                look=look,
                cells=board.run(cells),
                count=len(cells),
            )
        else:
            reason = Sentence(
                "{Clue} can only see {seen} looking {look} (white cells leave no other count "
                "that adds up), so {cell} is shaded.",
                clue=self._title(),
                seen=count(k),
                look=look,
                cell=board.name(cells[0]),
            )
        store.note(self.name, reason, [board.cell_of(self.cell), *map(board.cell_of, cells)])

    def room(self, snapshot: bytes) -> tuple[int, int]:
        """(how many more cells the number might see than it surely does, the undecided
        cell that ends its white run in the direction with most room), or (0, -1) when
        every run is closed."""
        low_total = high_total = 0
        end, widest = -1, 0
        for d, part in enumerate(self.slices):
            seen = snapshot[part]
            low = len(seen) - len(seen.lstrip(WHITE))
            high = seen.find(SHADED)
            if high < 0:
                high = len(seen)
            if high - low > widest:
                end, widest = self.rays[d][low], high - low
            low_total += low
            high_total += high
        return high_total - low_total, end

    def _impossible(self, store: Store, kind: int, seen: int) -> None:
        if kind == NO_SUM:
            self._dead_end(store, "cannot be made up by counts the four directions allow")
        if not store.explain:
            self._dead_end(store, "")
        if kind == SEES_TOO_MANY:
            self._dead_end(
                store,
                Sentence(
                    "{Clue} already sees {seen}.", clue=self._title(), seen=count(self._sees(store))
                ),
            )
        self._dead_end(
            store, Sentence("{Clue} can see at most {seen}.", clue=self._title(), seen=count(seen))
        )

    def _sees(self, store: Store) -> int:
        """How many cells the number sees through white cells, counted along whole rows and
        columns: its own rays stop where its view can no longer matter."""
        dom = store.dom
        seen = 1
        for ray in rays(self.board, self.cell):
            for cell in ray:
                if dom[cell] != ONLY_0:
                    break
                seen += 1
        return seen

    def _dead_end(self, store: Store, reason: str) -> None:
        self.failures += 1
        raise Contradiction(self.name, reason, [self.board.cell_of(self.cell)])

    def _title(self) -> str:
        """'the 5 at row 2, column 7', made once (a traced 200x200 board's first fixpoint
        names its numbers some 17,000 times)."""
        title = self.title
        if title is None:
            title = self.title = Sentence(
                "the {number} at {cell}", number=self.number, cell=self.board.name(self.cell)
            )
        return title


def kurodoko_rules(board: Board) -> list[Sight]:
    return [
        Sight(board, cell, number)
        for cell in range(board.size)
        if (number := board.number(cell)) is not None
    ]
