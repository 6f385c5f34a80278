"""Hitori and Kurodoko puzzles with exactly one answer, from a seed.

Both start from a random *maximal* legal shading: no further cell can be shaded without
touching a shaded cell or cutting the white cells apart. A Hitori answer that could take one
more shaded cell is never the only one (shading it breaks no rule), so no other shading is
worth trying there; Kurodoko uses the same shadings.

Hitori (as in Tatham's singles.c): a Latin square's numbers, and each shaded cell copies a
white number of its row or column. Then, while the solver of the wanted strength cannot
finish, one number under a shaded cell changes, so the intended shading stays an answer:
- if a second answer exists, a cell that the rival leaves white gets a number the rival
  keeps white in the same line, and the rival breaks. (Changing a cell the rival shades
  never breaks it: a shaded cell's number is not checked.)
- if the answer is unique but too hard, a shaded cell the solver could not decide copies a
  number already proved white in its line, and the duplicates rule shades it.
Which numbers the shaded cells copy sets the difficulty: any (sandwiches and pairs give
easy starts), "plain" ones that make no sandwich or pair (the first step takes a trial), or
"weak" plain ones repeating a white number in one line only (more trials).

Kurodoko (as in Tatham's range.c): every white cell shows what it sees, then numbers go, a
cell together with its 180-degree twin when both are white, as long as the solver of the
wanted strength still finishes (`_Removal`: cheap local tests reject most removals,
full solves confirm the rest in batches).

Each attempt is graded by `grade_puzzle`; the first with the grade asked for wins, else the
closest one when the time budget runs out (`Interrupted` if there
is none yet, or at once when cancelled).
"""

from __future__ import annotations

import functools
import itertools
import random
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence

from ...engine import (
    EITHER,
    ONLY_0,
    ONLY_1,
    Interrupted,
    Model,
    Propagator,
    Search,
    Store,
)
from ...engine.budget import Budget
from ...generating import (
    Progress,
    capped_search,
    check_difficulty,
    closest_grade,
    generated_meta,
)
from ...grading import CHAIN_LIMIT, IDLE, SHORT_CHAIN, Grade, grade_puzzle, settle
from .bitboard import Bitboard
from .connectivity import Connected, Cuts
from .generate import hitori_from_shading
from .genre import GENRE
from .kurodoko import Sight
from .kurodoko_build import ClueBuilder, SharedWatchers
from .puzzle import FillGridPuzzle, Grid, Variant
from .rules import NoTouch

#: Hitori: which numbers shaded cells copy, per grade (the solver is the grade's own,
#: `grading.CHAIN_LIMIT`: rules, short probes, long probes, search).
HITORI_STYLES = {"easy": "any", "medium": "plain", "hard": "weak", "expert": "weak"}
#: A local Kurodoko test frees the cells this close (rows and columns) to a removed number.
WINDOW = 3
#: Before its local test, a number takes one in this narrower window (more cells known, so
#: a failure there is one in the usual window too): most numbers that stay fail it, at
#: about a third of the cost.
NARROW_WINDOW = 1
#: Once batches fail, a number whose local test passes takes a second one in this wider
#: window before it waits for a full test: late on, most numbers that pass the narrow test
#: fail the full one, and on a 30x30 board a failing full test costs as much as a hundred
#: wide local tests (30x30 medium, one seed: 8.1 s -> 4.4 s; 8 and 11 did no better).
#: Only for the grades that probe: an easy full test is one fixpoint, cheap already.
#: (Expert's local tests are searches: in the wider window one costs about a full one.)
WIDE_WINDOW = 6
#: Work (the search's budget checks) per cell an expert full removal test may take before
#: it counts as failed, as FULL_CAP does for the grades that probe. A test of a large
#: batch early in the removal could search for half a minute (one 50x50 seed in four took
#: 34 s of CPU, one full search most of it); capped, the batch halves and smaller ones,
#: with more numbers, are quick. 50x50 seeds 0-3 CPU s: 7.1, 6.6, 34, 11.9 -> 5.7, 6.4,
#: 8.1, 13.5 (100: 7.4, 8.8, 19.6, 11.3), every one expert.
EXPERT_FULL_CAP = 20
#: End states of failed full Kurodoko tests kept to start later tests from.
WARM_STATES = 4
#: Rule runs per cell a full Kurodoko removal test may take before it counts as failed
#: (its numbers stay, which never breaks the answer's uniqueness; the grade is checked at
#: the end anyway). Passing tests take at most about 24 a cell, failing ones up to 45
#: (hard, 20x20 and 30x30, seeds 0-9): a failing test costs most past this point.
FULL_CAP = 26
#: Failed full tests after which a hard removal stops (late on nearly every full test
#: fails, each a sweep of long probes over the board; 30x30, seeds 0-9, mean 2.25 ->
#: 1.38 s CPU at 4, 1.58 s at 8). The attempt ends there, of whatever grade it has: an
#: attempt not hard by then seldom turned hard when its removal went on to the end, which
#: cost about as much as a fresh attempt (30x30, seeds 0-11: mean 1.28 -> 1.04 s, worst
#: 4.3 -> 2.5 s, CPU).
QUICK_FAILURES = 4
#: The Kurodoko grades whose numbers are built up (`ClueBuilder`) rather than removed
#: from a full set: 30x30 easy 0.47 -> 0.17 s, medium 1.9 -> 0.23 s (CPU, median of 3).
BUILT = ("easy", "medium")
#: The grades whose removal starts from the numbers built for the rules alone (an easy
#: set, about a quarter of every number at 30x30), not from every number: built the same
#: way with long probes, a hard puzzle took longer (most failing tests end in a long-probe
#: sweep over a wide open region); removing from the easy set, hard 20x20 0.85 / 1.37 s ->
#: 0.38 / 0.98 s, 30x30 2.55 / 2.81 s -> 1.45 / 2.92 s (CPU, median / worst of 3). The
#: easy set is not trimmed first: the removal's first batches take out what the trim
#: would (with probes, a little more), and more attempts end hard (CPU mean over seeds
#: 0-35, beside the trimmed set in the same minutes: 15x15 0.281 -> 0.228 s, 20x20 0.489
#: -> 0.469 s; seeds 0-23, 30x30 1.057 -> 0.916 s; about one number more).
#: Expert too (issue 16): uniqueness tests are searches, and from every number a 30x30
#: expert took up to 13.6 s of CPU; from the easy set, a quarter as many groups to test
#: and a sparser start for each search: 30x30 seeds 0-7 mean 4.9 -> 2.2 s, worst 13.6 ->
#: 5.5 s (CPU, both with the sight kernel, the same minutes).
BUILT_THEN_REMOVED = ("hard", "expert")
#: The grades whose removal stops early and is graded on the way (below).
QUICK_STOPPED = ("hard",)

Numbers = list[list[int | None]]
Cell = tuple[int, int]
Maker = Callable[[int, int, str, random.Random, Budget], FillGridPuzzle | None]


class Graded:
    """The grade a maker already worked out for the puzzle it returns, so that the
    common loop does not grade it again (a hard 30x30 Kurodoko's grading is a solve with
    long probes, 0.1-0.3 s)."""

    def __init__(self) -> None:
        self.puzzle: FillGridPuzzle | None = None
        self.grade: Grade | None = None

    def tell(self, puzzle: FillGridPuzzle, grade: Grade) -> None:
        self.puzzle, self.grade = puzzle, grade

    def take(self, puzzle: FillGridPuzzle) -> Grade | None:
        """The grade told for this very puzzle (once), else None."""
        grade = self.grade if puzzle is self.puzzle else None
        self.puzzle = self.grade = None
        return grade


# -- shared ---------------------------------------------------------------------------------
def maximal_shading(width: int, height: int, rng: random.Random, budget: Budget) -> Grid:
    """Cells in random order, each shaded unless it touches a shaded cell or is a cut cell of
    the white cells.

    A cell passed over never becomes shadeable later: one that touches stays touching, and a
    cut cell stops being one only if a whole part it cuts off is shaded, which takes a shaded
    cell beside it. So the result is maximal."""
    bb = Bitboard(width, height)
    shaded = 0
    cuts = Cuts(bb)  # asked again after each shading: it relabels only what changed
    blocked = cuts.find(0)
    order = list(range(width * height))
    rng.shuffle(order)
    for cell in order:
        if blocked >> cell & 1:
            continue
        budget.check()
        shaded |= 1 << cell
        blocked = bb.grow4(shaded) | cuts.find(shaded)
    return tuple(
        tuple(bool(shaded >> (r * width + c) & 1) for c in range(width)) for r in range(height)
    )


def _remaining(budget: Budget) -> float | None:
    return None if budget.deadline is None else max(0.0, budget.deadline - time.monotonic())


def _store_budget(budget: Budget) -> Budget:
    """The generator's deadline and cancel for a solver store, checked every 64 steps."""
    return Budget(_remaining(budget), budget.cancel)


def _puzzle(variant: Variant, numbers: Numbers, shading: Grid | None = None) -> FillGridPuzzle:
    height, width = len(numbers), len(numbers[0])
    return FillGridPuzzle(
        width, height, variant, tuple(map(tuple, numbers)), given_solution=shading
    )


def stall(puzzle: FillGridPuzzle, difficulty: str, budget: Budget) -> list[int]:
    """The domains the solver of `difficulty` (below expert) reaches: the rules, then
    probes with chains as long as that grade allows."""
    model = GENRE.build(puzzle)
    store = Store(model, budget=_store_budget(budget))
    store.schedule_all()
    _settle(store, model.params.probe_vars, CHAIN_LIMIT[difficulty])
    return store.dom


def _settle(store: Store, probe_vars: Sequence[int], limit: int | None) -> None:
    """Fixpoint, then probing over `probe_vars` with trials of at most `limit` deductions
    (0: no probing), as grading does."""
    settle(store, probe_vars, 2, limit or 0, implied=True)


def second_answer(
    puzzle: FillGridPuzzle, answer: Grid, budget: Budget, initial: list[int] | None = None
) -> Grid | None:
    """An answer other than `answer` (searching from `initial`, if given), or None."""
    search = Search(
        GENRE.build(puzzle),
        max_solutions=2,
        timeout=_remaining(budget),
        cancel=budget.cancel,
        initial=initial,
    )
    result = search.run()
    if result.status in ("timeout", "cancelled"):
        raise Interrupted(result.status)
    for solution in result.solutions:
        found = GENRE.decode(puzzle, solution)
        if found != answer:
            return found
    return None


def _undecided(domains: Iterable[int]) -> bool:
    return EITHER in domains


def _lines_of(width: int, height: int, r: int, c: int) -> list[Cell]:
    """The other cells of the row and the column of (r, c)."""
    across = [(r, cc) for cc in range(width) if cc != c]
    return across + [(rr, c) for rr in range(height) if rr != r]


# -- Hitori -------------------------------------------------------------------------------
def make_hitori(
    width: int, height: int, difficulty: str, rng: random.Random, budget: Budget
) -> FillGridPuzzle | None:
    """One attempt: a shading, numbers, then repairs until the solver of the strength asked
    for finishes. When no number can help it further, the puzzle is returned anyway if it
    has one answer (it grades harder); None when a rival could not be broken."""
    style = HITORI_STYLES[difficulty]
    shading = maximal_shading(width, height, rng, budget)
    numbers: Numbers = [list(row) for row in hitori_from_shading(shading, rng).numbers]
    if style != "any":
        _recopy(numbers, shading, rng, style)
    for _ in range(width * height):
        budget.check()
        puzzle = _puzzle("hitori", numbers, shading)
        stalled = None if difficulty == "expert" else stall(puzzle, difficulty, budget)
        if stalled is not None and not _undecided(stalled):
            return puzzle
        rival = second_answer(puzzle, shading, budget, stalled)
        if rival is None:
            if stalled is None or not _force(numbers, shading, stalled, rng, style):
                return puzzle
        elif not _break_rival(numbers, shading, rival, rng, style):
            return None
    return None


def _recopy(numbers: Numbers, shading: Grid, rng: random.Random, style: str) -> None:
    """New copies under the shaded cells, in the given style where the lines allow it."""
    for r, row in enumerate(shading):
        for c, dark in enumerate(row):
            if dark:
                whites = {
                    numbers[rr][cc]
                    for rr, cc in _lines_of(len(row), len(shading), r, c)
                    if not shading[rr][cc]
                }
                choice = _pick(whites, numbers, shading, r, c, rng, style)
                if choice is not None:
                    numbers[r][c] = choice


def _pick(
    values: set[int | None],
    numbers: Numbers,
    shading: Grid,
    r: int,
    c: int,
    rng: random.Random,
    style: str,
) -> int | None:
    """One of `values` for the shaded cell (r, c), preferring the style's kind; None if no
    value differs from the one it has."""
    values = values - {numbers[r][c], None}
    if style != "any":
        plain = values - _pattern_values(numbers, r, c)
        if style == "weak":
            plain = _weak(plain, numbers, shading, r, c) or plain
        values = plain or values
    return rng.choice(sorted(values)) if values else None


def _pattern_values(numbers: Numbers, r: int, c: int) -> set[int | None]:
    """Numbers one or two cells away in the row and column: copying one makes a pair
    (side by side) or a sandwich (one apart), both found by the basic rules at the start."""
    height, width = len(numbers), len(numbers[0])
    near: set[int | None] = set()
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        for step in (1, 2):
            rr, cc = r + step * dr, c + step * dc
            if 0 <= rr < height and 0 <= cc < width:
                near.add(numbers[rr][cc])
    return near


def _weak(values: set[int], numbers: Numbers, shading: Grid, r: int, c: int) -> set[int]:
    """The values that repeat a white number of only one of the two lines of (r, c)."""
    row = {numbers[r][cc] for cc in range(len(shading[0])) if not shading[r][cc]}
    col = {numbers[rr][c] for rr in range(len(shading)) if not shading[rr][c]}
    return {value for value in values if (value in row) != (value in col)}


def _break_rival(
    numbers: Numbers, shading: Grid, rival: Grid, rng: random.Random, style: str
) -> bool:
    """A cell shaded in the answer but white in the rival copies a number white in both in
    one of its lines: the rival then repeats a white number, the answer still does not."""
    height, width = len(shading), len(shading[0])
    spots = [(r, c) for r in range(height) for c in range(width) if shading[r][c] > rival[r][c]]
    rng.shuffle(spots)
    for r, c in spots:
        both_white = {
            numbers[rr][cc]
            for rr, cc in _lines_of(width, height, r, c)
            if not shading[rr][cc] and not rival[rr][cc]
        }
        choice = _pick(both_white, numbers, shading, r, c, rng, style)
        if choice is not None:
            numbers[r][c] = choice
            return True
    return False


def _force(
    numbers: Numbers, shading: Grid, stalled: list[int], rng: random.Random, style: str
) -> bool:
    """A shaded cell the solver left open copies a number proved white in its line."""
    height, width = len(shading), len(shading[0])
    spots = [
        (r, c)
        for r in range(height)
        for c in range(width)
        if shading[r][c] and stalled[r * width + c] == EITHER
    ]
    rng.shuffle(spots)
    for r, c in spots:
        proved = {
            numbers[rr][cc]
            for rr, cc in _lines_of(width, height, r, c)
            if stalled[rr * width + cc] == ONLY_0
        }
        choice = _pick(proved, numbers, shading, r, c, rng, style)
        if choice is not None:
            numbers[r][c] = choice
            return True
    return False


# -- Kurodoko -----------------------------------------------------------------------------
def make_kurodoko(
    width: int,
    height: int,
    difficulty: str,
    rng: random.Random,
    budget: Budget,
    graded: Graded | None = None,
) -> FillGridPuzzle:
    """One attempt: a shading, then numbers placed until the solver of the grade asked
    for finishes (`ClueBuilder`, the grades in `BUILT`); the others take every number (or
    those built for the rules alone, `BUILT_THEN_REMOVED`) and remove as many as the
    grade's solver (expert: uniqueness) allows.

    The grades in `QUICK_STOPPED` stop removing after `QUICK_FAILURES` failed full
    tests (late on nearly every full test fails, each a sweep of long probes over the
    board), or as soon as a full test passes with a trial longer than a short probe may
    take (`_ClueTester.long_struck`): the numbers may make a hard puzzle already, and
    later removals cost most of an attempt (up to four failing full tests, 0.1-0.2 s each
    at 30x30) to make it leaner, not harder. The attempt is graded here, and `graded`
    told (so that it is not graded twice); if short probes finish it after all, the
    removal goes on. CPU mean over seeds, before -> after: 30x30 (0-7) 0.83 -> 0.49 s,
    20x20 (0-11) 0.41 -> 0.29 s, 15x15 (0-11) 0.185 -> 0.155 s, 10x10 (0-23) 0.203 ->
    0.187 s; the puzzles keep about 10 more numbers at 30x30 (131-166)."""
    shading = maximal_shading(width, height, rng, budget)
    numbers = visibility(shading)
    if difficulty in BUILT:
        return _puzzle(
            "kurodoko", _built(numbers, shading, CHAIN_LIMIT[difficulty] or 0, rng, budget), shading
        )
    groups = _twin_groups(shading, width)
    if difficulty in BUILT_THEN_REMOVED:
        numbers = _built(numbers, shading, 0, rng, budget, trimmed=False)
        groups = [group for group in groups if numbers[group[0] // width][group[0] % width]]
    rng.shuffle(groups)
    tester = _ClueTester(_puzzle("kurodoko", numbers), shading, difficulty, budget)
    removal = _Removal(groups, tester, budget)
    if difficulty not in QUICK_STOPPED:
        return _without(numbers, removal.run(), shading)
    removed: list[int] | None = None
    while True:
        now = list(removal.run(QUICK_FAILURES))
        if now != removed:
            removed, puzzle = now, _without(numbers, now, shading)
            grade = grade_puzzle(puzzle, timeout=_remaining(budget), cancel=budget.cancel)
        if grade.name == difficulty or not tester.long_struck or removal.done():
            break
        tester.long_struck = False  # short probes would have done: remove on
    if graded is not None:
        graded.tell(puzzle, grade)
    return puzzle


def _without(numbers: Numbers, removed: list[int], shading: Grid) -> FillGridPuzzle:
    width = len(numbers[0])
    fewer = [list(row) for row in numbers]
    for cell in removed:
        fewer[cell // width][cell % width] = None
    return _puzzle("kurodoko", fewer, shading)


def _built(
    numbers: Numbers,
    shading: Grid,
    limit: int,
    rng: random.Random,
    budget: Budget,
    trimmed: bool = True,
) -> Numbers:
    """The numbers `ClueBuilder` keeps for the solver with probes of chain `limit` (all
    it placed, unless `trimmed`)."""
    builder = ClueBuilder(_puzzle("kurodoko", numbers), shading, limit, _store_budget(budget))
    placed = set(builder.build(rng, trimmed))
    width = len(numbers[0])
    return [
        [number if r * width + c in placed else None for c, number in enumerate(row)]
        for r, row in enumerate(numbers)
    ]


def visibility(shading: Grid) -> Numbers:
    """What every white cell sees, itself included (None on shaded cells): the length of its
    white run across plus the length of its white run down, less itself."""
    height, width = len(shading), len(shading[0])
    across = [_runs(row) for row in shading]
    down = [_runs([shading[r][c] for r in range(height)]) for c in range(width)]
    return [
        [None if shading[r][c] else across[r][c] + down[c][r] - 1 for c in range(width)]
        for r in range(height)
    ]


def _runs(line: Sequence[bool]) -> list[int]:
    """For each cell of a line, the length of the white run it lies in (0 when shaded)."""
    lengths = [0] * len(line)
    start = 0
    for index in range(len(line) + 1):
        if index == len(line) or line[index]:
            for inside in range(start, index):
                lengths[inside] = index - start
            start = index + 1
    return lengths


def _twin_groups(shading: Grid, width: int) -> list[list[int]]:
    """White cells paired with their 180-degree twins (alone when the twin is shaded or is
    the cell itself), as cell indices."""
    white = [not dark for row in shading for dark in row]
    groups = []
    for cell, twin in enumerate(reversed(range(len(white)))):
        if not white[cell] or (twin < cell and white[twin]):
            continue  # shaded, or already in its twin's group
        groups.append([cell, twin] if twin > cell and white[twin] else [cell])
    return groups


class _Removal:
    """Greedy removal: each group goes if the solver still finishes without it (and without
    every group gone before it), else it stays.

    A group first takes a local test (two, once a batch has failed: a narrow one, then a
    wider one). Those that pass wait in `pending` and are confirmed
    together by one full test, in batches that double while they pass and halve when they
    fail: late on, when most numbers left are needed, local tests pass many that a full
    test then rejects one by one. When a batch fails, a binary search finds the first group
    that breaks it: that one stays, those before it go, those after it wait again (their
    local tests assumed more gone, so they still pass).

    A local failure while groups are pending assumed those gone too, so it is only final once
    they are confirmed; one whose local test depends on a breaking group is tried again.

    Until the first batch fails, groups skip the local test: early on nearly every number can
    go, and a full test of a whole batch is cheaper than a local test of each group."""

    def __init__(self, groups: list[list[int]], tester: _ClueTester, budget: Budget) -> None:
        self.todo = deque(groups)
        self.tester = tester
        self.budget = budget
        self.confirmed: list[int] = []
        self.pending: list[list[int]] = []
        self.doubtful: list[tuple[int, list[int]]] = []  # (groups pending then, group)
        self.batch = 1
        self.trusting = True  # no local tests until a batch fails

    def run(self, failures: int | None = None) -> list[int]:
        """The numbers removed so far, once every group is done or (given `failures`) the
        full tests have failed that many times in all; a later call goes on from there."""
        while not self.done():
            if failures is not None and self.tester.failures >= failures:
                break
            if self.tester.long_struck:
                break
            self.budget.check()
            if self.todo and len(self.pending) < self.batch:
                self._examine(self.todo.popleft())
            else:
                self._flush()
        return self.confirmed

    def done(self) -> bool:
        return not (self.todo or self.pending)

    def _examine(self, group: list[int]) -> None:
        removed = self.confirmed + _flat(self.pending) + group
        tester = self.tester
        if self.trusting or (
            (not tester.probing or tester.local(removed, group, NARROW_WINDOW))
            and tester.local(removed, group)
            and (not tester.probing or tester.local(removed, group, WIDE_WINDOW))
        ):
            self.pending.append(group)
        elif self.pending:
            self.doubtful.append((len(self.pending), group))
        else:
            self.tester.keep(group)

    def _flush(self) -> None:
        """Full-test the first `batch` pending groups (after one test of them all, when there
        are more: it may confirm them at once, and if not, its end state is where the tests
        of the first ones start)."""
        pending = self.pending
        if len(pending) > self.batch and self.tester.full(self.confirmed + _flat(pending)):
            self.confirmed += _flat(pending)
            self._settle_doubts(len(pending), [])
            self.pending, self.batch = [], self.batch * 2
            return
        head = pending[: self.batch]
        passed, order = _longest_solvable(self.confirmed, head, self.tester)
        if order != head:  # tried in another order: the doubts' counts no longer apply
            head, pending = order, order + pending[self.batch :]
            self.todo.extendleft(reversed([group for _, group in self.doubtful]))
            self.doubtful = []
        self.confirmed += _flat(head[:passed])
        breaking = head[passed] if passed < len(head) else []
        self._settle_doubts(passed, breaking)
        if not breaking:
            self.pending, self.batch = pending[passed:], self.batch * 2
            return
        self.tester.keep(breaking)
        self.pending, self.batch = pending[passed + 1 :], max(1, self.batch // 2)
        if self.trusting:  # from now on local tests first, for these too
            self.todo.extendleft(reversed(self.pending))
            self.pending, self.trusting = [], False

    def _settle_doubts(self, passed: int, breaking: list[int]) -> None:
        """Local failures that assumed only the groups now confirmed gone are final; those
        whose test depends on the breaking group are tried again; the rest wait."""
        still: list[tuple[int, list[int]]] = []
        again: list[list[int]] = []
        for assumed, group in self.doubtful:
            if assumed <= passed:
                self.tester.keep(group)
            elif breaking and self.tester.depends(group, breaking):
                again.append(group)
            else:
                still.append((assumed - passed - (1 if breaking else 0), group))
        self.todo.extendleft(reversed(again))
        self.doubtful = still


def _longest_solvable(
    confirmed: list[int], pending: list[list[int]], tester: _ClueTester
) -> tuple[int, list[list[int]]]:
    """How many pending groups, from the first, can go with the confirmed ones (removing
    numbers only weakens the solver, so the answer is a threshold: binary search), and
    the order they were taken in.

    When they cannot all go, the groups whose numbers neither lie near nor look into the
    cells the solver then left open go first: usually they can all go, and one passing
    test confirms them, where a binary search over the groups as they came spends a
    failing test (the costly kind: it ends in a sweep of probes that finds nothing) on
    each halving."""
    if tester.full(confirmed + _flat(pending)):
        return len(pending), pending
    good, bad = 0, len(pending)
    if tester.stuck:
        far = [group for group in pending if not tester.touches(group, tester.stuck)]
        if 0 < len(far) < len(pending):
            pending = far + [group for group in pending if group not in far]
            if tester.full(confirmed + _flat(far)):
                good = len(far)
            else:
                bad = len(far)
    while bad - good > 1:
        middle = (good + bad) // 2
        if tester.full(confirmed + _flat(pending[:middle])):
            good = middle
        else:
            bad = middle
    return good, pending


def _flat(groups: list[list[int]]) -> list[int]:
    return [cell for group in groups for cell in group]


class _ClueTester:
    """Does the solver of one strength still finish without some of the numbers?

    Built once per shading, from the puzzle with every number: building a model costs about
    as much as solving it, so every test reuses this one. A removed number's rule becomes
    `IDLE` and its cell is left open again, so the watcher table is shared as well.

    A full test solves the whole board. A local test first fixes every cell outside a
    window around the numbers just removed to its value in the answer: known cells can only
    help the rules, so a local failure proves a full one. Only the rules that look into the
    window (a number's view up to the first shaded cell) can learn anything there, so the
    others stay idle, and a local test costs a small fraction of a full one."""

    def __init__(self, puzzle: FillGridPuzzle, shading: Grid, difficulty: str, budget: Budget):
        self.puzzle = puzzle
        self.width, self.height = puzzle.width, puzzle.height
        self.limit = CHAIN_LIMIT[difficulty]  # None: expert, tested by search
        # A second, wider local test pays where a full test probes (medium, hard); easy's
        # is one fixpoint, and expert's local tests are searches, costly in a wide window.
        self.probing = bool(self.limit)
        self.budget = budget
        self.model = model = GENRE.build(puzzle)
        rules = list(model.propagators)
        self.rules = rules
        self.table = model.watchers()
        self.answer = [ONLY_1 if dark else ONLY_0 for row in shading for dark in row]
        self.sight_at = {rule.cell: i for i, rule in enumerate(rules) if isinstance(rule, Sight)}
        self.no_touch_at = {
            rule.cell: i for i, rule in enumerate(rules) if isinstance(rule, NoTouch)
        }
        #: For each cell, the no-touch rules of the cell and of those beside it (what a
        #: local test wakes around each cell of its window, in this order).
        self.no_touch_near = [
            tuple(self.no_touch_at[near] for near in self._around(cell))
            for cell in range(len(self.answer))
        ]
        self.global_rules = [i for i, rule in enumerate(rules) if isinstance(rule, Connected)]
        self.quiet = [IDLE if isinstance(rule, Sight) else rule for rule in rules]
        self.sight_rules = sorted(self.sight_at.values())
        if self.sight_rules and min(self.sight_rules) < len(rules) - len(self.sight_rules):
            raise ValueError("the numbers' rules must come last in a Kurodoko model")
        self.plain_table = [
            [i for i in entry if not isinstance(rules[i], Sight)] for entry in self.table
        ]
        #: For each variable, the numbers' rules that watch it, in rule order.
        self.sight_watching = [
            [i for i in entry if isinstance(rules[i], Sight)] for entry in self.table
        ]
        self.looking = self._looking_at(rules)
        # The fixpoint with only the numbers known to stay: sound for every test to come.
        self.kept: set[int] = set()
        self.warm: list[tuple[frozenset[int], list[int]]] = []  # (removed, end state)
        #: The cells the last failed full test left open (empty: none failed yet).
        self.stuck: set[int] = set()
        self.failures = 0  # full tests failed so far
        #: A full test with long probes (hard) passed where one of its trials took more
        #: links than a short probe may: its numbers may well make a hard puzzle already
        #: (`make_kurodoko` grades them and stops there if so).
        self.long_struck = False
        #: The order full tests probe the cells in: first those whose probes paid in the
        #: last full tests, in the order they paid (`_ProbeOrder`).
        self.order = list(range(len(self.answer)))
        self.base = self._store([EITHER] * len(self.answer), list(self.quiet))
        self.base.schedule_all()
        self.base.fixpoint()

    def keep(self, group: list[int]) -> None:
        """These numbers stay: add them to the common starting point of full tests."""
        base = self.base
        for cell in group:
            self.kept.add(cell)
            index = self.sight_at[cell]
            base.props[index] = self.rules[index]
            base.schedule([index])
            base.narrow(cell, ONLY_0)
        base.fixpoint()

    def _looking_at(self, rules: list[Propagator]) -> list[list[int]]:
        """For each cell, the numbers whose view in the answer (up to and including the first
        shaded cell) reaches it."""
        looking: list[list[int]] = [[] for _ in self.answer]
        for index, rule in enumerate(rules):
            if isinstance(rule, Sight):
                looking[rule.cell].append(index)
                for ray in rule.rays:
                    for cell in ray:
                        looking[cell].append(index)
                        if self.answer[cell] == ONLY_1:
                            break
        return looking

    # -- the two tests ------------------------------------------------------------------
    def full(self, removed: list[int]) -> bool:
        gone = set(removed)
        start, without = self._start(gone)
        if self.limit is None:
            return self._unique(removed, start)
        rules = list(self.rules)
        for cell in gone:
            rules[self.sight_at[cell]] = IDLE
        store = self._store(list(start), rules)
        added = without - gone
        store.schedule([self.sight_at[cell] for cell in added])
        for cell in added:
            store.narrow(cell, ONLY_0)
        store.budget = _WorkCap(store.budget, store, FULL_CAP * len(self.answer))  # type: ignore[assignment]
        longest: list[int] = []
        order = _ProbeOrder(self.order)
        try:
            settle(store, order, 2, self.limit, order.paid, longest=longest, implied=True)
        except _OverCap:  # counts as failed: the numbers stay
            self._learn_order(order.finds)
            self.failures += 1
            self.stuck = {cell for cell, domain in enumerate(store.dom) if domain == EITHER}
            return False
        long_used = bool(longest) and longest[0] >= SHORT_CHAIN
        self._learn_order(order.finds)
        if _undecided(store.dom):
            self.failures += 1
            self._remember(frozenset(gone), store.dom)
            self.stuck = {cell for cell, domain in enumerate(store.dom) if domain == EITHER}
            return False
        if long_used:
            self.long_struck = True
        return True

    def _unique(self, removed: list[int], start: list[int]) -> bool:
        """Expert's full test: a search from `start` finds no second answer within
        EXPERT_FULL_CAP propagations a cell (past it the test counts as failed: its numbers
        stay, which never breaks uniqueness)."""
        puzzle = self._without(removed)
        search = Search(GENRE.build(puzzle), max_solutions=2, initial=list(start))
        steps = EXPERT_FULL_CAP * len(self.answer)
        solutions, complete = capped_search(search, steps, self.budget)
        if not complete:
            self.failures += 1
            return False
        return len(solutions) == 1

    def _learn_order(self, finds: list[int]) -> None:
        self.order = list(dict.fromkeys(finds + self.order))

    def _remember(self, gone: frozenset[int], state: list[int]) -> None:
        """Keep a failed test's end state for later tests that remove less; states that
        miss a number the new test removed are dropped (later tests remove at least the
        confirmed numbers, and this one's removals are mostly confirmed ones)."""
        self.warm = [(old, dom) for old, dom in self.warm if gone <= old][-WARM_STATES + 1 :]
        self.warm.append((gone, state))

    def _start(self, gone: set[int]) -> tuple[list[int], set[int] | frozenset[int]]:
        """The strongest state known to follow from the numbers left after removing `gone`,
        and the numbers it was reached without: the end state of the failed full test that
        removed the fewest numbers among those that removed more (as the tests of a binary
        search do), else the kept numbers' state. Starting there, a full test only
        propagates what the other numbers add."""
        fitting = [(old, dom) for old, dom in self.warm if gone <= old]
        if fitting:
            old, dom = min(fitting, key=lambda known: len(known[0]))
            return dom, old
        return self.base.dom, self.sight_at.keys() - self.kept

    def local(self, removed: list[int], group: list[int], size: int = WINDOW) -> bool:
        window = self._window(group, size)
        gone = set(removed)
        rules = list(self.quiet)
        woken = set(self.global_rules)
        for cell in window:
            for index in self.looking[cell]:
                if self.rules[index].cell not in gone:
                    rules[index] = self.rules[index]
                    woken.add(index)
            woken.update(self.no_touch_near[cell])
        domains = list(self.answer)
        given = self.model.domains
        for cell in window:
            domains[cell] = ONLY_0 if given[cell] == ONLY_0 and cell not in gone else EITHER
        if self.limit is None:
            return self._local_unique(domains, rules)
        opened = [cell for cell in window if domains[cell] == EITHER]
        model = self._model(domains, rules, opened)
        store = Store(model, budget=_store_budget(self.budget))
        store.schedule(woken)
        _settle(store, window, self.limit)
        return not _undecided(store.dom[cell] for cell in window)

    # -- helpers ------------------------------------------------------------------------
    def _store(self, domains: list[int], rules: list[Propagator]) -> Store:
        return Store(self._model(domains, rules), budget=_store_budget(self.budget))

    def _model(
        self, domains: list[int], rules: list[Propagator], opened: list[int] | None = None
    ) -> Model:
        """A model of these rules whose watcher table leaves the idle numbers out: a
        removed number's rule would otherwise be woken, and run for nothing, by every
        change in its row and column (on a 20x20 board most runs of a test's fixpoint).
        The numbers' rules come after the others in the model, so each variable's
        watchers stay in rule order, as the engine's own table has them. A variable's
        entry is copied only when a number's rule joins it (nothing else changes a
        store's table): a local test wakes few numbers (copying every entry cost 3% of
        a 30x30 hard generation, the same puzzles).

        `opened`: the only variables that are not decided, when the caller knows them (a
        local test): a decided variable never changes (narrowing it either leaves it or
        is a contradiction), so nothing reads its watchers, and only the open ones'
        entries are made (looping over every number's rule for each local test was 2%
        of a 30x30 hard generation)."""
        table = list(self.plain_table)
        if opened is not None:
            plain, watching = self.plain_table, self.sight_watching
            for var in opened:
                joining = [index for index in watching[var] if rules[index] is not IDLE]
                if joining:
                    table[var] = plain[var] + joining
            return SharedWatchers(domains, rules, table=table)
        copied = bytearray(len(table))
        for index in self.sight_rules:
            if rules[index] is not IDLE:
                for var in self.rules[index].watches:
                    if not copied[var]:
                        table[var], copied[var] = list(table[var]), 1
                    table[var].append(index)
        return SharedWatchers(domains, rules, table=table)

    def _local_unique(self, domains: list[int], rules: list[Propagator]) -> bool:
        search = Search(
            self._model(domains, rules),
            max_solutions=2,
            timeout=_remaining(self.budget),
            cancel=self.budget.cancel,
        )
        result = search.run()
        if result.status in ("timeout", "cancelled"):
            raise Interrupted(result.status)
        return result.status != "multiple"

    def touches(self, group: list[int], cells: set[int]) -> bool:
        """Whether the numbers of `group` lie near (within a local test's window of) or
        look into any of `cells`."""
        if not cells.isdisjoint(self._window(group)):
            return True
        rules = {self.sight_at[cell] for cell in group}
        return any(not rules.isdisjoint(self.looking[cell]) for cell in cells)

    def depends(self, group: list[int], other: list[int]) -> bool:
        """Whether the local test of `group` can change with the numbers of `other`: they
        lie in its window, or look into it."""
        window = self._window(group)
        if set(other) & set(window):
            return True
        rules = {self.sight_at[cell] for cell in other}
        return any(rules.intersection(self.looking[cell]) for cell in window)

    def _window(self, group: list[int], size: int = WINDOW) -> list[int]:
        width, height = self.width, self.height
        cells: set[int] = set()
        for cell in group:
            r, c = divmod(cell, width)
            for rr in range(max(0, r - size), min(height, r + size + 1)):
                for cc in range(max(0, c - size), min(width, c + size + 1)):
                    cells.add(rr * width + cc)
        return sorted(cells)

    def _around(self, cell: int) -> list[int]:
        width = self.width
        r, c = divmod(cell, width)
        near = [cell]
        if r > 0:
            near.append(cell - width)
        if r + 1 < self.height:
            near.append(cell + width)
        if c > 0:
            near.append(cell - 1)
        if c + 1 < width:
            near.append(cell + 1)
        return near

    def _without(self, removed: list[int]) -> FillGridPuzzle:
        width = self.width
        numbers = [list(row) for row in self.puzzle.numbers]
        for cell in removed:
            numbers[cell // width][cell % width] = None
        shading = tuple(
            tuple(self.answer[r * width + c] == ONLY_1 for c in range(width))
            for r in range(self.height)
        )
        return _puzzle("kurodoko", numbers, shading)


class _ProbeOrder(Sequence[int]):
    """The cells a full test probes, in order, noting those whose probe paid (`paid`,
    told by `settle` right after the probe of the cell at hand).

    Why: the tests of one removal differ by a few numbers, so most probes that paid in
    the last test pay again, and tried first they settle most of the board before the
    cells that learn nothing are tried (a passing 30x30 full test from the kept numbers'
    fixpoint: about 140 trials instead of 310-400). Any order is sound; only the chain
    a probe needs, and so which removals pass, may change a little."""

    def __init__(self, order: list[int]) -> None:
        self.order = order
        self.current = -1
        self.finds: list[int] = []

    def __len__(self) -> int:
        return len(self.order)

    def __getitem__(self, index):  # type: ignore[override]
        return self.order[index]

    def __iter__(self) -> Iterator[int]:
        for cell in self.order:
            self.current = cell
            yield cell

    def paid(self) -> None:
        self.finds.append(self.current)


class _OverCap(Exception):
    """A removal test ran past its work cap."""


class _WorkCap:
    """A test store's budget that also stops the test once the store has run `cap` more
    rules than when it was set (counted work, not time: the puzzle stays the same for a
    seed however busy the machine)."""

    __slots__ = ("budget", "stats", "end")

    def __init__(self, budget: Budget, store: Store, cap: int) -> None:
        self.budget, self.stats = budget, store.stats
        self.end = store.stats.propagations + cap

    def __getattr__(self, name: str) -> object:
        return getattr(self.budget, name)

    def check(self) -> None:
        self.budget.check()
        if self.stats.propagations > self.end:
            raise _OverCap


# -- the common loop ----------------------------------------------------------------------
#: What an expert request's candidate is told once a hard one is in hand and the hard
#: solver finishes it (`stall`, about a quarter of a grading's CPU at 30x30 Hitori): it
#: cannot be closer than the hard one, and `closest_grade` keeps a candidate only when it
#: is strictly closer, so this stand-in is never returned. Most large expert attempts end
#: hard or medium (Hitori 30x30: 0 of 12 expert, seed 2 took 288 attempts), and their
#: gradings were two thirds of the time (cProfile).
NOT_CLOSER = Grade("hard", {}, 0)


def _generate(
    variant: Variant,
    make: Maker,
    width: int,
    height: int,
    difficulty: str,
    seed: int,
    timeout: float | None,
    cancel: threading.Event | None,
    progress: Progress | None = None,
    graded: Graded | None = None,
) -> tuple[FillGridPuzzle, Grade]:
    """`graded`: where `make` tells the grades it worked out itself."""
    check_difficulty(difficulty)
    if width < 2 or height < 2:
        raise ValueError(f"a {variant} board is at least 2x2, not {width}x{height}")
    rng = random.Random(f"{variant}/{width}x{height}/{difficulty}/{seed}")
    budget = Budget(timeout, cancel, stride=1)
    candidates = (make(width, height, difficulty, rng, budget) for _ in itertools.count())

    hard_in_hand = False

    def grade(puzzle: FillGridPuzzle) -> Grade:
        nonlocal hard_in_hand
        known = graded.take(puzzle) if graded is not None else None
        if known is None and hard_in_hand and not _undecided(stall(puzzle, "hard", budget)):
            return NOT_CLOSER
        known = known or grade_puzzle(puzzle, timeout=_remaining(budget), cancel=cancel)
        hard_in_hand = hard_in_hand or (difficulty == "expert" and known.name == "hard")
        return known

    best = closest_grade(difficulty, candidates, grade, budget, progress)
    puzzle, grade = best
    meta = generated_meta(variant.capitalize(), width, height, grade, seed)
    answer = puzzle.given_solution
    return FillGridPuzzle(width, height, variant, puzzle.numbers, meta, answer), grade


def generate_hitori(
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float | None = 30.0,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> tuple[FillGridPuzzle, Grade]:
    """A Hitori with one answer, of the grade asked for if one turns up, else the closest.

    Deterministic for a seed, unless the time budget is what ends it."""
    return _generate(
        "hitori", make_hitori, width, height, difficulty, seed, timeout, cancel, progress
    )


def generate_kurodoko(
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float | None = 30.0,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> tuple[FillGridPuzzle, Grade]:
    """A Kurodoko with one answer, of the grade asked for if one turns up, else the closest.

    Deterministic for a seed, unless the time budget is what ends it."""
    graded = Graded()
    make = functools.partial(make_kurodoko, graded=graded)
    return _generate(
        "kurodoko", make, width, height, difficulty, seed, timeout, cancel, progress, graded
    )
