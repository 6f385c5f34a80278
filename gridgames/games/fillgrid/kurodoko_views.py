"""What one Kurodoko number forces on the four views it looks along, as a pure function.

A view is the run of a ray's domains from the number outwards up to (not including) its
first shaded cell, one byte per cell (`Board.snapshot`): everything the number's rule can
use, as cells past a shaded one cannot be seen. The rule's deductions, repeated until they
change nothing more, depend on nothing but the number and the four views, so `forced`
works them out once per (number, views) and remembers them for the whole process: a
probing solve or a generator meets the same few views around a number again and again
(each trial changes a handful of cells; a change beyond a shaded cell leaves every view
as it was), and then the rule costs a few slices and a dictionary look-up.

In each direction the number sees at least its white run (low) and at most its view
(high). Then, for each direction d:
- the other directions show at most `others_max`, so d must show N - others_max cells:
  that many cells from the number are white;
- the other directions already show `others_min`, so d may show at most N - others_min;
  if its white run already has that length, the next cell is shaded (this happens exactly
  when the white runs add up to N: then every run that could go on stops);
- when white cells past a run leave gaps in the counts a direction can show, the exact
  sets of counts decide (`_exact`).
A number whose low sum exceeds N, or whose high sum falls short of it, is a dead end.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from ...engine import EITHER, ONLY_0, ONLY_1
from ...util import compiled

WHITE = bytes([ONLY_0])
SHADED = bytes([ONLY_1])
# Byte translations: an undecided cell's domain to 1 (others 0); any nonzero byte to 1.
UNDECIDED = bytes(1 if domain == EITHER else 0 for domain in range(256))
NONZERO = bytes([0] + [1] * 255)

# What an action says; each is (kind, direction, start, stop, domain, figure): the cells
# ray[start:stop] of that direction narrowed to `domain`, for the reason `kind` with its
# figure. A dead end ends the actions (its direction and cells unused).
AT_LEAST = 0  # figure: at most this many seen in the other directions
STOPPED = 1  # figure: already this many seen in the other directions
EXACT_FEWEST = 2  # figure: the fewest cells this direction can show
EXACT_ONLY = 3  # figure: the one count this direction can show
SEES_TOO_MANY = 4  # figure: the cells already seen
SEES_TOO_FEW = 5  # figure: the most cells it can see
NO_SUM = 6  # no count of each direction adds up
DEAD_ENDS = (SEES_TOO_MANY, SEES_TOO_FEW, NO_SUM)

Action = tuple[int, int, int, int, int, int]

#: Key (see `tag`) -> actions. Cleared when it grows past MEMO_LIMIT entries.
MEMO: dict[bytes, tuple[Action, ...]] = {}
MEMO_LIMIT = 1 << 17


def tag(number: int) -> bytes:
    """The start of every key of one number. A key names a number and its views in one
    bytes: the tag, then the views with a 0 between each two (no domain is 0); the rule
    joins it inline, as it does at every wake."""
    return number.to_bytes(2, "little")


def _load_kernel() -> ModuleType | None:
    """The C version of `_closure` (`_views_kernel.c`) when it was built, else None
    (`util.compiled`)."""
    return compiled.load("gridgames.games.fillgrid._views_kernel")


#: The extension module (`closure`), or None: read at each call, so tests can set it to
#: None for the Python path.
KERNEL: ModuleType | None = _load_kernel()


def forced(number: int, views: list[bytes], name: bytes) -> tuple[Action, ...]:
    """The actions of the number's rule until it changes nothing more (remembered under
    `name`, the key of the number and its views: see `tag`)."""
    actions = MEMO.get(name)
    if actions is None:
        kernel = KERNEL
        if kernel is not None:
            actions = kernel.closure(number, *views)
        else:
            actions = _closure(number, list(views))
        if len(MEMO) >= MEMO_LIMIT:
            MEMO.clear()
        MEMO[name] = actions
    return actions


def _closure(number: int, views: list[bytes]) -> tuple[Action, ...]:
    actions: list[Action] = []
    while True:
        step = _round(number, views)
        actions += step
        if not step or step[-1][0] in DEAD_ENDS:
            return tuple(actions)
        for _, d, start, stop, domain, _ in step:
            view = views[d]
            if domain == ONLY_1:  # a shaded cell ends the view
                views[d] = view[:start]
            else:
                views[d] = view[:start] + WHITE * (stop - start) + view[stop:]


def _round(number: int, views: list[bytes]) -> list[Action]:
    # Unrolled over the four views, and the gap test by `find` without slicing: a
    # generator works out some ten thousand new views a 30x30 puzzle (with `_exact`'s
    # shortcut, half the time of the list-based version, the same actions).
    up, left, right, down = views
    low0 = len(up) - len(up.lstrip(WHITE))
    low1 = len(left) - len(left.lstrip(WHITE))
    low2 = len(right) - len(right.lstrip(WHITE))
    low3 = len(down) - len(down.lstrip(WHITE))
    lows = (low0, low1, low2, low3)
    highs = (len(up), len(left), len(right), len(down))
    seen_low = 1 + low0 + low1 + low2 + low3
    seen_high = 1 + highs[0] + highs[1] + highs[2] + highs[3]
    if seen_low > number:
        return [(SEES_TOO_MANY, 0, 0, 0, 0, seen_low)]
    if seen_high < number:
        return [(SEES_TOO_FEW, 0, 0, 0, 0, seen_high)]
    if seen_low == number:
        # The white runs already add up to the number: each open run ends here.
        return [
            (STOPPED, d, lows[d], lows[d] + 1, ONLY_1, number - lows[d])
            for d in range(4)
            if lows[d] < highs[d]
        ]
    # Direction d must show number - (seen_high - highs[d]) = highs[d] - slack cells.
    slack = seen_high - number
    actions = [
        (AT_LEAST, d, lows[d], highs[d] - slack, ONLY_0, number + slack - highs[d])
        for d in range(4)
        if highs[d] - slack > lows[d]
    ]
    # With gaps the bounds may miss something; they go first for plainer reasons.
    if not actions and (
        up.find(WHITE, low0 + 1) >= 0
        or left.find(WHITE, low1 + 1) >= 0
        or right.find(WHITE, low2 + 1) >= 0
        or down.find(WHITE, low3 + 1) >= 0
    ):
        actions = _exact(number, views, lows, highs)
    return actions


def _flat(poly: int) -> int:
    """Every nonzero byte of `poly` set to 1: a set of counts again."""
    size = (poly.bit_length() + 7) // 8
    return int.from_bytes(poly.to_bytes(size, "little").translate(NONZERO), "little")


def _exact(
    number: int, views: list[bytes], lows: Sequence[int], highs: Sequence[int]
) -> list[Action]:
    """Which counts each direction can still show, when white cells leave gaps.

    Direction d shows k cells when cells 0..k-1 are white and cell k is shaded (or the
    edge): k is the end of the white run, the first shaded cell, or any undecided cell in
    between, never a white one. Keep the k whose remainder the other three directions can
    make up, then: cells before the smallest k left are white, and a direction with one k
    left ends with a shaded cell.

    The sets of counts are polynomials with one byte per count (x**k is byte k), so "every
    a + b" is one big-int product done in C; `_flat` turns the products' coefficients back
    into 0/1 before they could overflow a byte (a ray has at most a few dozen counts).

    Most of the time (five calls in six) the white run alone can still be the count in
    every direction and something else too, and nothing follows: so whether the run's
    end fits is read straight off the others' sums, and the other counts are tried one
    by one only until one fits, before the whole set of fits is worked out."""
    options = []
    for view, low, high in zip(views, lows, highs, strict=True):
        counts = int.from_bytes(view.translate(UNDECIDED), "little")
        options.append(counts | (1 << (8 * low)) | (1 << (8 * high)))
    up, left, right, down = options
    vertical_left = _flat(up * left)
    right_down = _flat(right * down)
    others = (left * right_down, up * right_down, vertical_left * down, vertical_left * right)
    target = number - 1
    actions: list[Action] = []
    for d in range(4):
        other = others[d]
        low = lows[d]
        # The white run alone can be the count (a run past the target cannot: `_round`
        # never asks then, the tests do).
        if low <= target and (other >> ((target - low) << 3)) & 255:
            if low < highs[d] and not _fits_beyond(options[d], other, low, target):
                actions.append((EXACT_ONLY, d, low, low + 1, ONLY_1, low))
            continue
        # fits: the counts k of direction d with target - k among the others' sums.
        size = max(target + 1, (other.bit_length() + 7) // 8)
        mirrored = other.to_bytes(size, "little")[: target + 1].translate(NONZERO)[::-1]
        fits = options[d] & int.from_bytes(mirrored, "little")
        if not fits:
            actions.append((NO_SUM, d, 0, 0, 0, 0))
            return actions
        fewest = ((fits & -fits).bit_length() - 1) >> 3
        if fewest > lows[d]:
            actions.append((EXACT_FEWEST, d, lows[d], fewest, ONLY_0, fewest))
        if fits & (fits - 1) == 0 and fewest < highs[d]:
            actions.append((EXACT_ONLY, d, fewest, fewest + 1, ONLY_1, fewest))
    return actions


def _fits_beyond(options: int, other: int, low: int, target: int) -> bool:
    """Whether some count of `options` past `low` (at most `target`) leaves a remainder
    among the others' sums `other` (both polynomials as in `_exact`)."""
    rest = options >> ((low + 1) << 3)
    while rest:
        lowest = rest & -rest
        count = low + 1 + ((lowest.bit_length() - 1) >> 3)
        if count > target:
            return False
        if (other >> ((target - count) << 3)) & 255:
            return True
        rest ^= lowest
    return False
