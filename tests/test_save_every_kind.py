"""Save as .gg keeps exactly what was drawn, for every genre and variant (Shikaku, black-and-
white and colour nonograms, Hitori, Kurodoko, the crossword grid's design of given shaded,
pinned white and undecided cells), with metadata and answer; and every other format the
Export dialog offers for a puzzle holds its clues, while asking one that cannot is one clear
line. Random boards of each kind, drawn from seeded generators (hypothesis picks the seeds)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.common import clean_value
from gridgames.formats.export import FORMATS, export, writable_formats
from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.colour import BACKGROUND, Colour
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.registry import genre_of
from gridgames.games.shikaku.puzzle import Clue, Rect, ShikakuPuzzle
from tests.test_export import READERS

SEEDS = st.integers(0, 2**32 - 1).map(random.Random)
KEY_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_-"
VALUE_CHARS = "abc XYZ 0189 :#.,;'\"()[]{}/\\-_!?é ß ü 日本 ✓ \t"
RESERVED = {"rows", "columns", "solution", "palette"}


def some_meta(rng: random.Random) -> dict[str, str]:
    meta: dict[str, str] = {}
    for _ in range(rng.randint(0, 4)):
        key = rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(
            rng.choice(KEY_CHARS) for _ in range(rng.randint(0, 8))
        )
        value = clean_value("".join(rng.choice(VALUE_CHARS) for _ in range(rng.randint(1, 30))))
        if key not in RESERVED and value:
            meta[key] = value
    return meta


def size(rng: random.Random, largest: int = 8) -> tuple[int, int]:
    return rng.randint(1, largest), rng.randint(1, largest)


def shikaku(rng: random.Random) -> ShikakuPuzzle:
    """A random tiling by rectangles, a clue in each, the tiling as its given answer."""
    width, height = size(rng)
    rects: list[Rect] = []

    def split(row: int, col: int, rows: int, cols: int) -> None:
        if rows * cols > 1 and rng.random() < 0.7:
            if (rows > 1 and rng.random() < 0.5) or cols == 1:
                cut = rng.randint(1, rows - 1)
                split(row, col, cut, cols)
                split(row + cut, col, rows - cut, cols)
            else:
                cut = rng.randint(1, cols - 1)
                split(row, col, rows, cut)
                split(row, col + cut, rows, cols - cut)
        else:
            rects.append(Rect(row, col, rows, cols))

    split(0, 0, height, width)
    placed = [(rect, rng.choice(rect.cells())) for rect in rects]
    placed.sort(key=lambda item: item[1])  # the puzzle keeps its clues in reading order
    clues = tuple(Clue(r, c, rect.area) for rect, (r, c) in placed)
    return ShikakuPuzzle(width, height, clues, some_meta(rng), tuple(rect for rect, _ in placed))


def nonogram(rng: random.Random) -> NonogramPuzzle:
    width, height = size(rng)
    density = rng.random()
    picture = tuple(tuple(rng.random() < density for _ in range(width)) for _ in range(height))
    columns = [tuple(row[c] for row in picture) for c in range(width)]
    return NonogramPuzzle(
        width, height, tuple(runs(row) for row in picture), tuple(runs(col) for col in columns),
        some_meta(rng), picture if rng.random() < 0.7 else None,
    )  # fmt: skip


def colour_nonogram(rng: random.Random) -> NonogramPuzzle:
    width, height = size(rng)
    count = rng.randint(1, 5)
    chars = rng.sample("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ*+@%&", count)
    inks = [
        Colour(f"ink{i}", char, f"#{rng.randrange(1 << 24):06x}") for i, char in enumerate(chars)
    ]
    palette = (BACKGROUND, *inks)
    picture = tuple(tuple(rng.randint(0, count) for _ in range(width)) for _ in range(height))
    if not any(any(row) for row in picture):
        picture = ((1,) + picture[0][1:],) + picture[1:]
    return from_picture(picture, palette, some_meta(rng))


def free_grid(rng: random.Random) -> FillGridPuzzle:
    """A crossword grid mid-design: given shaded (#), pinned white (o), undecided (.)."""
    width, height = size(rng)
    design = tuple(
        tuple(rng.choice((None, None, True, False)) for _ in range(width)) for _ in range(height)
    )
    answer = tuple(tuple(rng.random() < 0.3 for _ in range(width)) for _ in range(height))
    free = FillGridPuzzle.free(width, height)
    return FillGridPuzzle(
        width, height, "free", free.numbers, some_meta(rng),
        answer if rng.random() < 0.5 else None, design,
    )  # fmt: skip


def hitori(rng: random.Random) -> FillGridPuzzle:
    width, height = size(rng)
    top = max(width, height)
    numbers = tuple(tuple(rng.randint(1, top) for _ in range(width)) for _ in range(height))
    return FillGridPuzzle(width, height, "hitori", numbers, some_meta(rng))


def kurodoko(rng: random.Random) -> FillGridPuzzle:
    width, height = size(rng)
    most = width + height - 1
    numbers = tuple(
        tuple(rng.randint(1, most) if rng.random() < 0.3 else None for _ in range(width))
        for _ in range(height)
    )
    return FillGridPuzzle(width, height, "kurodoko", numbers, some_meta(rng))


KINDS = {
    "shikaku": shikaku,
    "nonogram": nonogram,
    "colour": colour_nonogram,
    "crossword": free_grid,
    "hitori": hitori,
    "kurodoko": kurodoko,
}


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=40, deadline=None)
@given(rng=SEEDS)
def test_save_as_gg_keeps_exactly_what_was_drawn(kind: str, rng: random.Random) -> None:
    puzzle = KINDS[kind](rng)
    assert genre_of(puzzle).problems(puzzle) == []  # the generators make real puzzles
    text = write_gg(puzzle)
    back = read_gg(text, "saved.gg")
    assert back == puzzle
    assert back.meta == puzzle.meta and list(back.meta) == list(puzzle.meta)
    assert back.given_solution == puzzle.given_solution
    assert getattr(back, "design", None) == getattr(puzzle, "design", None)
    assert getattr(back, "palette", None) == getattr(puzzle, "palette", None)
    assert write_gg(back) == text  # saving again changes nothing


@pytest.mark.parametrize("kind", KINDS)
@settings(max_examples=25, deadline=None)
@given(rng=SEEDS)
def test_every_format_offered_holds_the_clues_and_others_say_why_not(
    kind: str, rng: random.Random
) -> None:
    puzzle = KINDS[kind](rng)
    offered = {spec.name for spec in writable_formats(puzzle)}
    assert "gg" in offered
    for spec in FORMATS:
        if spec.name in offered:
            assert READERS[spec.name](export(puzzle, spec.name), "export") == puzzle, spec.name
            continue
        with pytest.raises(PuzzleError) as refused:
            export(puzzle, spec.name)
        assert "\n" not in str(refused.value) and refused.value.message
    if kind == "crossword" and puzzle.design is not None:
        assert offered == {"gg"}  # only .gg can hold a design: nothing else is offered
