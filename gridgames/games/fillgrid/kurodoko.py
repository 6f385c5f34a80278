"""Kurodoko's clue rule as bounds on what each number can still see.

A number N sees itself plus, in each of the four directions, the white cells up to the first
shaded cell or the edge. In each direction it sees at least the run of cells already white
(min) and at most the run of cells not shaded (max). Then, for each direction d:
- the other directions show at most `others_max`, so d must show N - others_max cells: that
  many cells from the number are white (when all directions are at their max, this is
  "max == N: every reachable cell is white");
- the other directions already show `others_min`, so d may show at most N - others_min; if
  its white run already has that length, the next cell is shaded. (This happens exactly
  when the white runs already add up to N: then every run that could go on stops.)
And a number whose min exceeds N, or whose max falls short of N, is a contradiction.
Numbered cells themselves are white from the start (their domain, not a rule).
"""

from __future__ import annotations

from ...engine import EITHER, LEVEL_BASIC, ONLY_0, ONLY_1, Contradiction, Propagator, Store
from ...engine.sentence import Sentence
from .board import Board

DIRECTIONS = (Sentence("up"), Sentence("left"), Sentence("right"), Sentence("down"))


def rays(board: Board, cell: int) -> list[tuple[int, ...]]:
    """The cells seen from `cell` looking up, left, right and down, nearest first."""
    width = board.width
    r, c = divmod(cell, width)
    return [
        tuple(cell - k * width for k in range(1, r + 1)),
        tuple(cell - k for k in range(1, c + 1)),
        tuple(cell + k for k in range(1, width - c)),
        tuple(cell + k * width for k in range(1, board.height - r)),
    ]


def ray_slice(ray: tuple[int, ...]) -> slice:
    """A slice that cuts the ray out of a snapshot of all domains, nearest cell first.

    Slicing a snapshot of the domains (`Board.snapshot`) and scanning it with `lstrip` and
    `find` runs in C: much cheaper than a Python loop over the cells, and every change in a
    number's row or column wakes it, so this is the genre's hottest code."""
    if not ray:
        return slice(0, 0)
    step = ray[1] - ray[0] if len(ray) > 1 else 1
    stop = ray[-1] + step
    return slice(ray[0], None if stop < 0 else stop, step)


WHITE = bytes([ONLY_0])
# Byte translations: an undecided cell's domain to 1 (others 0); any nonzero byte to 1.
UNDECIDED = bytes(1 if domain == EITHER else 0 for domain in range(256))
NONZERO = bytes([0] + [1] * 255)


def count(cells: int) -> str:
    return Sentence.counted("count", "1 cell", "{count} cells", count=cells)


def _flat(poly: int) -> int:
    """Every nonzero byte of `poly` set to 1: a set of counts again."""
    size = (poly.bit_length() + 7) // 8
    return int.from_bytes(poly.to_bytes(size, "little").translate(NONZERO), "little")


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
        self.rays = [ray[:number] for ray in rays(board, cell)]
        self.slices = [ray_slice(ray) for ray in self.rays]
        self.failures = 0  # dead ends found here, for the branching heuristic
        super().__init__([cell, *(x for ray in self.rays for x in ray)])

    def propagate(self, store: Store) -> None:
        # Forcing cells in one direction changes the bounds of the others: loop to our own
        # fixpoint, as the engine does not re-wake a propagator for its own changes.
        while self._round(store):
            pass

    def _round(self, store: Store) -> bool:
        number = self.number
        snapshot = self.board.snapshot(store)
        lows: list[int] = []
        highs: list[int] = []
        views: list[bytes] = []  # each direction up to its first shaded cell
        seen_low = seen_high = 1
        gaps = False
        for part in self.slices:
            seen = snapshot[part]
            low = len(seen) - len(seen.lstrip(WHITE))  # the white run
            high = seen.find(ONLY_1)  # up to the first shaded cell
            if high < 0:
                high = len(seen)
            lows.append(low)
            highs.append(high)
            views.append(seen[:high])
            seen_low += low
            seen_high += high
            # A white cell past the run cannot end the view: a gap in the counts possible.
            gaps = gaps or WHITE in seen[low + 1 : high]
        if seen_low > number or seen_high < number:
            self._impossible(store, seen_low, seen_high)
        if seen_low == number:
            changed = self._stop_every_run(store, lows, highs)
        else:
            changed = self._reach_out(store, lows, highs, seen_high - number)
            # With gaps the bounds may miss something; they go first for plainer reasons.
            if gaps and not changed:
                changed = self._exact(store, views, lows, highs)
        return changed

    def _reach_out(self, store: Store, lows: list[int], highs: list[int], slack: int) -> bool:
        """Direction d must show number - (seen_high - highs[d]) = highs[d] - slack cells."""
        changed = False
        for d in range(4):
            need = highs[d] - slack
            if need > lows[d]:
                cells = self.rays[d][lows[d] : need]
                for x in cells:
                    store.narrow(x, ONLY_0)
                changed = True
                if store.tracing:
                    others = self.number + slack - highs[d]
                    self._explain(store, d, others, "at most", list(cells))
        return changed

    def _exact(self, store: Store, views: list[bytes], lows: list[int], highs: list[int]) -> bool:
        """Which counts each direction can still show, when white cells leave gaps.

        Direction d shows k cells when cells 0..k-1 are white and cell k is shaded (or the
        edge): k is the end of the white run, the first shaded cell, or any undecided cell
        in between, never a white one. Keep the k whose remainder the other three
        directions can make up, then: cells before the smallest k left are white, and a
        direction with one k left ends with a shaded cell.

        The sets of counts are polynomials with one byte per count (x**k is byte k), so
        "every a + b" is one big-int product done in C; `_flat` turns the products'
        coefficients back into 0/1 before they could overflow a byte (a ray has at most
        a few dozen counts)."""
        options = []
        for seen, low, high in zip(views, lows, highs, strict=True):
            counts = int.from_bytes(seen.translate(UNDECIDED), "little")
            options.append(counts | (1 << (8 * low)) | (1 << (8 * high)))
        up, left, right, down = options
        vertical_left = _flat(up * left)
        right_down = _flat(right * down)
        others = (left * right_down, up * right_down, vertical_left * down, vertical_left * right)
        target = self.number - 1
        changed = False
        for d in range(4):
            # fits: the counts k of direction d with target - k among the others' sums.
            other = others[d]
            size = max(target + 1, (other.bit_length() + 7) // 8)
            mirrored = other.to_bytes(size, "little")[: target + 1].translate(NONZERO)[::-1]
            fits = options[d] & int.from_bytes(mirrored, "little")
            if not fits:
                self._dead_end(store, "cannot be made up by counts the four directions allow")
            fewest = ((fits & -fits).bit_length() - 1) >> 3
            ray = self.rays[d]
            if fewest > lows[d]:
                for x in ray[lows[d] : fewest]:
                    store.narrow(x, ONLY_0)
                changed = True
                if store.tracing:
                    self._explain_exact(store, d, fewest, list(ray[lows[d] : fewest]), ONLY_0)
            if fits & (fits - 1) == 0 and fewest < highs[d]:
                store.narrow(ray[fewest], ONLY_1)
                changed = True
                if store.tracing:
                    self._explain_exact(store, d, fewest, [ray[fewest]], ONLY_1)
        return changed

    def _stop_every_run(self, store: Store, lows: list[int], highs: list[int]) -> bool:
        """The white runs already add up to the number: each open run ends here."""
        changed = False
        for d in range(4):
            low = lows[d]
            if low < highs[d]:  # the cell after the run is undecided
                cell = self.rays[d][low]
                store.narrow(cell, ONLY_1)
                changed = True
                if store.tracing:
                    self._explain(store, d, self.number - low, "already", [cell])
        return changed

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
            high = seen.find(ONLY_1)
            if high < 0:
                high = len(seen)
            if high - low > widest:
                end, widest = self.rays[d][low], high - low
            low_total += low
            high_total += high
        return high_total - low_total, end

    def _impossible(self, store: Store, seen_low: int, seen_high: int) -> None:
        if seen_low > self.number:
            self._dead_end(
                store,
                Sentence(
                    "{Clue} already sees {seen}.", clue=self._title(), seen=count(self._sees(store))
                )
                if store.explain
                else "",
            )
        self._dead_end(
            store,
            Sentence("{Clue} can see at most {seen}.", clue=self._title(), seen=count(seen_high))
            if store.explain
            else "",
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
        return Sentence(
            "the {number} at {cell}", number=self.number, cell=self.board.name(self.cell)
        )


def kurodoko_rules(board: Board) -> list[Sight]:
    return [
        Sight(board, cell, number)
        for cell in range(board.size)
        if (number := board.number(cell)) is not None
    ]
