"""What the format tests share: the shared data, an independent clue maker, random puzzles
for round trips and text mutations for fuzzing.

Kept apart from the code under test on purpose: `runs` here is written again rather than
imported, so a wrong clue maker in the package cannot agree with itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.common import clean_value
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
DATA = SHARED / "data"

# Bounded so the whole formats suite stays well under 20 s.
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ROUND_TRIP = settings(max_examples=40, deadline=None)


def data_files(pattern: str) -> list[Path]:
    """Shared files matching `pattern`; empty (so parametrized tests skip) when absent."""
    return sorted(DATA.glob(pattern)) if DATA.is_dir() else []


def ids(paths: list[Path]) -> list[str]:
    return [str(p.relative_to(DATA)) for p in paths]


def runs(cells: tuple[bool, ...] | list[bool]) -> tuple[int, ...]:
    """Block lengths of a line of cells."""
    text = "".join("#" if cell else "." for cell in cells)
    return tuple(len(block) for block in text.split(".") if block)


def grid_clues(grid) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    rows = tuple(runs(row) for row in grid)
    columns = tuple(runs([row[c] for row in grid]) for c in range(len(grid[0])))
    return rows, columns


# --- failing cleanly ------------------------------------------------------------------------

# Messages about the puzzle as a whole, which honestly have no single line.
PUZZLE_WIDE = re.compile(
    r"add up|fill \d+ cells|missing|no puzzle|no clues|empty|cover|rectangles but|neither|"
    r"unrecognised|no <puzzle>|XML nested"
)


def fails_cleanly(reader: Callable[[str, str], object], text: str) -> PuzzleError | None:
    """Run a reader; any exception but PuzzleError fails the test. Returns the error."""
    try:
        reader(text, "fuzz.txt")
    except PuzzleError as error:
        assert error.source == "fuzz.txt"
        assert str(error).startswith("fuzz.txt")
        if error.line is not None:
            # XML counts a lone carriage return as a line break too.
            assert 1 <= error.line <= len(re.split(r"\r\n|\r|\n", text)), error
        return error
    return None


def located_or_global(error: PuzzleError | None) -> None:
    """A problem on a line must name it; only puzzle-wide problems may go without."""
    if error is not None and error.line is None:
        assert PUZZLE_WIDE.search(error.message), f"no line number for: {error}"


# --- random puzzles -------------------------------------------------------------------------

RESERVED = {"rows", "columns", "solution", "width", "height", "goal", "color", "by", "license"}
meta_keys = st.from_regex(r"[A-Za-z][A-Za-z0-9_-]{0,8}", fullmatch=True).filter(
    lambda key: key.lower() not in RESERVED
)
meta_values = st.text(st.characters(blacklist_categories=("Cs",)), max_size=24).map(clean_value)
metas = st.dictionaries(meta_keys, meta_values, max_size=4)


@st.composite
def shikaku_puzzles(draw, max_side: int = 7) -> ShikakuPuzzle:
    """A board cut into rectangles by random guillotine cuts, a clue in each."""
    width, height = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    todo, pieces = [Rect(0, 0, height, width)], []
    while todo:
        rect = todo.pop()
        cuts = [("h", k) for k in range(1, rect.height)] + [("v", k) for k in range(1, rect.width)]
        if cuts and draw(st.integers(0, 3)) > 0:
            way, k = draw(st.sampled_from(cuts))
            if way == "h":
                todo += [
                    rect._replace(height=k),
                    Rect(rect.row + k, rect.col, rect.height - k, rect.width),
                ]
            else:
                todo += [
                    rect._replace(width=k),
                    Rect(rect.row, rect.col + k, rect.height, rect.width - k),
                ]
        else:
            pieces.append(rect)
    by_cell = {}
    for rect in pieces:
        row, col = draw(st.sampled_from(rect.cells()))
        by_cell[(row, col)] = rect
    clues = tuple(Clue(r, c, rect.area) for (r, c), rect in by_cell.items())
    puzzle = ShikakuPuzzle(width, height, clues)
    solution = tuple(by_cell[(c.row, c.col)] for c in puzzle.clues)
    return ShikakuPuzzle(
        width, height, clues, draw(metas), solution if draw(st.booleans()) else None
    )


def bool_grids(width: int, height: int):
    row = st.lists(st.booleans(), min_size=width, max_size=width).map(tuple)
    return st.lists(row, min_size=height, max_size=height).map(tuple)


@st.composite
def nonogram_puzzles(draw, max_side: int = 10) -> NonogramPuzzle:
    width, height = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    grid = draw(bool_grids(width, height))
    rows, columns = grid_clues(grid)
    solution = grid if draw(st.booleans()) else None
    return NonogramPuzzle(width, height, rows, columns, draw(metas), solution)


@st.composite
def fillgrid_puzzles(draw, max_side: int = 8) -> FillGridPuzzle:
    width, height = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    variant = draw(st.sampled_from(["free", "hitori", "kurodoko"]))
    if variant == "hitori":
        cell = st.integers(1, max(width, height))
    elif variant == "kurodoko":
        cell = st.none() | st.integers(1, width + height - 1)
    else:
        cell = st.none()
    row = st.lists(cell, min_size=width, max_size=width).map(tuple)
    numbers = draw(st.lists(row, min_size=height, max_size=height).map(tuple))
    solution = draw(st.none() | bool_grids(width, height))
    return FillGridPuzzle(width, height, variant, numbers, draw(metas), solution)


def same(a, b) -> bool:
    """Equal including the fields the dataclasses leave out of ==."""
    return a == b and a.meta == b.meta and a.given_solution == b.given_solution


# --- fuzzing --------------------------------------------------------------------------------

NOISE = st.sampled_from(list('0123456789#.:-,x \t|<>"&;=/aXz') + ["\u00e9", "\x00", "\ufeff"])


@st.composite
def mutations(draw, text: str) -> str:
    """Delete, duplicate or alter one random line, or delete/insert/replace one character."""
    lines = text.split("\n")
    i = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["delete", "duplicate", "line", "char-", "char+", "char="]))
    if how == "delete":
        del lines[i]
    elif how == "duplicate":
        lines.insert(i, lines[i])
    elif how == "line":
        lines[i] = draw(st.text(NOISE, max_size=12))
    else:
        line = lines[i]
        k = draw(st.integers(0, len(line)))
        new = draw(NOISE)
        if how == "char-":
            line = line[:k] + line[k + 1 :]
        elif how == "char+":
            line = line[:k] + new + line[k:]
        else:
            line = line[:k] + new + line[k + 1 :]
        lines[i] = line
    return "\n".join(lines)


random_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=200) | st.binary(
    max_size=200
).map(lambda b: b.decode("utf-8", "replace"))
