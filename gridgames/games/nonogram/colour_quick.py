"""Does line logic alone finish a colour picture's puzzle? The generator's cheap first look.

Coloured clues say so much that almost every picture drawn for a medium or hard puzzle is
finished by line logic alone (easy), and the generator used to learn that only from the
staged solve: an engine model and a `grading.Grader` per picture, 4-15 ms each. This is
the same question asked without them: the clues read straight from the picture, the board
one list of cell domains whose lines are read by C getters, a queue of dirty lines, each
line solved by the exact `ColourLineSolver`. The fixpoint of exact
line narrowings does not depend on their order, so the answer is the grader's easy stage's,
and the grader may start from it (`colour_generate.make_graded`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from operator import itemgetter

from .colour_checker import colour_runs
from .colour_line import ColourLineSolver

#: Line solvers a caller's `shared` dict keeps before it is emptied (bounds memory).
SHARED_LIMIT = 5_000

Solvers = dict[tuple[tuple[tuple[int, int], ...], int], ColourLineSolver]


def line_solved(domains: Sequence[int]) -> bool:
    """Whether every cell of a `line_fixpoint` has one value left: the puzzle is easy."""
    return all(not domain & (domain - 1) for domain in domains)


def line_fixpoint(
    picture: Sequence[Sequence[int]], colours: int, shared: Solvers | None = None
) -> list[int]:
    """The cell domains (row-major, bit v: palette index v) that line logic alone
    narrows the clues of `picture` to (palette indices, 0 background, at most `colours`,
    up to seven); every cell one value when the picture's puzzle is easy.

    `shared` keeps the line solvers (and their caches of solved line states) from one
    call to the next: a generator's pictures of one size share many clues."""
    height, width = len(picture), len(picture[0])
    full = (1 << (colours + 1)) - 1
    clues = [colour_runs(row) for row in picture]
    clues += [colour_runs([row[c] for row in picture]) for c in range(width)]
    if shared is None or len(shared) > SHARED_LIMIT:
        shared = {} if shared is None else shared
        shared.clear()
    solvers = []
    for k, clue in enumerate(clues):
        key = (clue, width if k < height else height)
        solver = shared.get(key)
        if solver is None:
            solver = shared[key] = ColourLineSolver(*key)
        solvers.append(solver)
    # Line k's cells (row-major indices), a C getter of its state, and per cell the
    # line that crosses it there.
    lines = [range(k * width, (k + 1) * width) for k in range(height)]
    lines += [range(c, width * height, width) for c in range(width)]
    states = [itemgetter(*line) if len(line) > 1 else _single(line[0]) for line in lines]
    crossings = [[height + c for c in range(width)]] * height
    crossings += [list(range(height))] * width
    dom = [full] * (width * height)
    queue = deque(range(height + width))
    waiting = [True] * (height + width)
    while queue:
        k = queue.popleft()
        waiting[k] = False
        answer = solvers[k].solve(states[k](dom))
        if answer is None:  # cannot happen: the clues were read from the picture
            raise ValueError("a picture's own clues have no answer")
        line, crossing = lines[k], crossings[k]
        for i, domain in answer:
            dom[line[i]] = domain
            other = crossing[i]
            if not waiting[other]:
                waiting[other] = True
                queue.append(other)
    return dom


def _single(index: int) -> Callable[[Sequence[int]], tuple[int]]:
    """`itemgetter` of one index, as a tuple (a one-cell line's state)."""
    return lambda dom: (dom[index],)
