"""What the Tatham-ID and puzz.link tests share: the shared .gg files read with a few lines of our
own (the .gg reader is written elsewhere), the seed-000 clues, random clue boards for round
trips and text mutations for fuzzing."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import strategies as st

from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle

SHARED = Path(__file__).resolve().parents[1].parent / "shared"

GG_FILES = sorted((SHARED / "data").glob("*/gg/*.gg")) if SHARED.is_dir() else []


needs_shared = pytest.mark.skipif(not GG_FILES, reason="shared data not present")


# Boards are filled from a seeded Random: hypothesis's own st.randoms() draws every call from
# its data buffer, which is far too slow for 200x200 boards.
SEEDS = st.integers(0, 2**32 - 1).map(random.Random)

SEED000_RECT = "rect:12x12:g8g8e6n6e6h6d9b6l6d8d6c6d8d10h6d6c6a5b6d6j6e4b"


# The seed-000 clues as (x=col, y=row, value), from the brief.
SEED000_CLUES = {
    (0, 8, 10), (8, 4, 9), (7, 0, 8), (3, 1, 8), (5, 6, 8), (7, 7, 8), (8, 9, 5), (11, 9, 6),
    (4, 10, 6), (3, 11, 6), (9, 11, 4), (9, 1, 6), (0, 3, 6), (6, 3, 6), (3, 4, 6), (11, 4, 6),
    (0, 6, 6), (10, 6, 6), (2, 7, 6), (9, 8, 6), (2, 9, 6), (6, 9, 6),
}  # fmt: skip


def gg_puzzle(path: Path) -> ShikakuPuzzle | FillGridPuzzle:
    """The puzzle a shikaku or fill-grid .gg body describes: header, then rows of `.`/numbers
    (metadata lines and the solution block are skipped)."""
    lines = [line.strip() for line in path.read_text().splitlines()]
    lines = [line for line in lines if line and not line.startswith("#")]
    header = lines[0].split()
    width, height = (int(side) for side in header[1].split("x"))
    rows: list[tuple[int | None, ...]] = []
    for line in lines[1:]:
        if line == "solution:":
            break
        tokens = line.split()
        if all(re.fullmatch(r"\.|[0-9]+", token) for token in tokens):
            rows.append(tuple(None if token == "." else int(token) for token in tokens))
    assert len(rows) == height and all(len(row) == width for row in rows)
    if header[0] == "shikaku":
        clues = tuple(
            Clue(r, c, value) for r, row in enumerate(rows) for c, value in enumerate(row) if value
        )
        return ShikakuPuzzle(width, height, clues)
    return FillGridPuzzle(width, height, header[2], tuple(rows))


def gg_comment(path: Path, key: str) -> str | None:
    """The first word after `# key:` in a .gg file, if the file has that comment."""
    match = re.search(rf"^#\s*{re.escape(key)}:\s*(\S+)", path.read_text(), re.MULTILINE)
    return match[1] if match else None


def gg_file(name: str) -> Path:
    matches = [path for path in GG_FILES if path.name == name]
    if not matches:
        pytest.skip(f"{name} not in the shared data")
    return matches[0]


def random_cells(rng: random.Random, area: int, limit: int, density: float) -> list[int | None]:
    """Clues of every magnitude (small and near the limit) at a given density, so runs, long
    runs, adjacent clues and multi-digit numbers all turn up."""
    cells: list[int | None] = [None] * area
    for index in rng.sample(range(area), round(density * area)):
        cells[index] = rng.choice([rng.randint(1, min(limit, 15)), rng.randint(1, limit)])
    return cells


@st.composite
def clue_boards(draw: st.DrawFn, kind: str, max_side: int) -> tuple[int, int, list[int | None]]:
    width = draw(st.integers(1, max_side))
    height = draw(st.integers(1, max_side))
    rng = draw(SEEDS)
    density = draw(st.sampled_from([0.0, 0.01, 0.1, 0.4, 0.9, 1.0]))
    limit = width * height if kind == "shikaku" else width + height - 1
    cells = random_cells(rng, width * height, limit, density)
    if draw(st.booleans()):
        cells[-1] = rng.randint(1, limit)  # a clue in the last cell
    return width, height, cells


def shikaku_from(width: int, height: int, cells: list[int | None]) -> ShikakuPuzzle:
    clues = tuple(Clue(i // width, i % width, v) for i, v in enumerate(cells) if v is not None)
    return ShikakuPuzzle(width, height, clues)


def fillgrid_from(width: int, height: int, variant: str, cells: list) -> FillGridPuzzle:
    rows = tuple(tuple(cells[r * width : (r + 1) * width]) for r in range(height))
    return FillGridPuzzle(width, height, variant, rows)  # type: ignore[arg-type]


NOISE = "0123456789abcdefghijklmnopqrstuvwxyzAZ_./:,#x -+\n\u00b2\u0663"


@st.composite
def mutated(draw: st.DrawFn, vectors: list[str]) -> str:
    text = draw(st.sampled_from(vectors))
    for _ in range(draw(st.integers(1, 4))):
        position = draw(st.integers(0, len(text)))
        char = draw(st.sampled_from(NOISE))
        operation = draw(st.sampled_from(["insert", "delete", "replace"]))
        if operation == "insert":
            text = text[:position] + char + text[position:]
        elif operation == "delete":
            text = text[:position] + text[position + 1 :]
        else:
            text = text[:position] + char + text[position + 1 :]
    return text
