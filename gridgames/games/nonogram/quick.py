"""Line solving to a fixpoint on plain bytes: the untraced fast path before the engine.

Most nonograms people solve are line-solvable, and for those the engine's general
machinery (a propagator per line, a trail entry and a watcher walk per narrowed cell, a
cache of narrowings per rule) costs as much as the line solving itself. Before an untraced
search, the genre runs this instead (`SearchParams.presolve`): the board as two bytearrays
of cell domains, one row-major and one column-major, so a row's or a column's state is a
single slice; a queue of dirty lines; each line solved by its shared `LineSolver` (whose
cache the engine's rules then hit); every forced cell written into both arrays, waking the
line that crosses it. The result is the same fixpoint the engine's line rules reach (the
line solver is exact, and a fixpoint of exact narrowings does not depend on their order),
so the engine then starts from it and only searches when lines alone are stuck.

Where the C kernel was built (`kernel.py`), the whole loop runs there on the clues: the
same fixpoint, about 1 microsecond a line solve where the Python loop spends 8-10.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from . import kernel
from .line import LineSolver

#: Domain byte -> a cell's value once a line solve forced it.
_FILLED, _EMPTY = 2, 1


def line_fixpoint(
    width: int,
    height: int,
    solvers: Sequence[LineSolver],
    order: Sequence[int],
    domains: Sequence[int],
    check: Callable[[], None] = lambda: None,
) -> list[int] | None:
    """`domains` (cell r*width+c, values 1 empty, 2 filled, 3 either) narrowed by every
    line to their common fixpoint; None when some line has no arrangement left.

    `solvers[k]` solves line k: rows 0..height-1, then columns (`height + c`); `order`
    is the order the lines are first solved in. `check` is called before each line solve
    (a budget's clock or cancel flag: a big board's fixpoint takes a while; the C kernel,
    where it was built, runs the whole loop and calls it every few solves)."""
    compiled = kernel.KERNEL
    if compiled is not None:
        clues = [each.clue for each in solvers]
        return compiled.fixpoint(width, height, clues, order, domains, check)
    cells = width * height
    if len(domains) != cells:
        raise ValueError(f"{len(domains)} domains for a {width}x{height} board")
    rows = bytearray(domains)
    columns = bytearray(cells)
    for c in range(width):
        columns[c * height : (c + 1) * height] = rows[c::width]
    queue = deque(order)
    queued = bytearray(height + width)
    for k in order:
        queued[k] = 1
    popleft, append = queue.popleft, queue.append
    while queue:
        k = popleft()
        queued[k] = 0
        check()
        if k < height:
            start = k * width
            answer = solvers[k].solve(bytes(rows[start : start + width]))
        else:
            start = (k - height) * height
            answer = solvers[k].solve(bytes(columns[start : start + height]))
        if answer is None:
            return None
        filled, empty = answer
        if not (filled or empty):
            continue
        for mask, value in ((filled, _FILLED), (empty, _EMPTY)):
            while mask:
                low = mask & -mask
                mask ^= low
                i = low.bit_length() - 1
                if k < height:  # row k, column i
                    rows[start + i] = value
                    columns[i * height + k] = value
                    crossing = height + i
                else:  # column k - height, row i
                    columns[start + i] = value
                    rows[i * width + k - height] = value
                    crossing = i
                if not queued[crossing]:
                    queued[crossing] = 1
                    append(crossing)
    return list(rows)
