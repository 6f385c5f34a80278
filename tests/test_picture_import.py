"""Picture import (games/nonogram/picture_import.py): area-averaged scaling, the threshold and
colour quantisation on arrays whose answers are known, and the puzzle each picture makes."""

from __future__ import annotations

import numpy as np
import pytest

from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.nonogram.picture_import import (
    as_rgb,
    black_and_white,
    colours,
    picture_puzzle,
    scaled,
)
from gridgames.games.registry import genre_of

WHITE, BLACK = 255, 0


def grey(rows: list[list[int]]) -> np.ndarray:
    return np.array(rows, dtype=np.uint8)


def test_whole_pixels_per_cell_average_exactly() -> None:
    image = grey([[0, 0, 255, 255], [0, 0, 255, 255], [255, 255, 0, 255], [255, 255, 255, 0]])
    cells = scaled(image, 2, 2)[:, :, 0]
    assert np.allclose(cells, [[0.0, 1.0], [1.0, 0.5]])


def test_a_cell_over_part_of_a_pixel_takes_that_part() -> None:
    # Three pixels into two cells: the middle pixel is half in each.
    cells = scaled(grey([[0, 255, 255]]), 2, 1)[0, :, 0]
    assert np.allclose(cells, [1 / 3, 1.0])


def test_a_small_picture_is_enlarged_into_blocks() -> None:
    cells = scaled(grey([[0, 255], [255, 0]]), 4, 4)[:, :, 0]
    assert np.allclose(cells, np.kron([[0, 1], [1, 0]], np.ones((2, 2))))


def test_every_kind_of_array_reads_as_rgb() -> None:
    assert np.allclose(as_rgb(np.array([[0.5]])), [[[0.5, 0.5, 0.5]]])  # float grey 0-1
    rgba = np.array([[[255, 0, 0, 255], [0, 0, 0, 0]]], dtype=np.uint8)
    assert np.allclose(as_rgb(rgba), [[[1, 0, 0], [1, 1, 1]]])  # transparent is paper
    grey_alpha = np.array([[[0, 128]]], dtype=np.uint8)  # half-transparent black
    assert np.allclose(as_rgb(grey_alpha), [[[1 - 128 / 255] * 3]])
    for bad in (np.zeros((0, 3)), np.zeros((2, 2, 5)), np.zeros(3)):
        with pytest.raises(ValueError):
            as_rgb(bad)
    with pytest.raises(ValueError, match="no cells"):
        scaled(grey([[0]]), 0, 3)


def test_the_threshold_decides_by_brightness() -> None:
    # Brightness 0, 0.25, 0.5, 0.75, 1 across; a cell darker than the threshold is filled.
    image = np.array([[0, 64, 128, 191, 255]], dtype=np.uint8)
    fills = [black_and_white(image, 5, 1, t)[0] for t in (0.1, 0.3, 0.6, 0.9)]
    assert fills == [
        (True, False, False, False, False),
        (True, True, False, False, False),
        (True, True, True, False, False),
        (True, True, True, True, False),
    ]
    # Brightness weighs green most: pure green (0.72) is paper at 0.5, pure blue (0.07) ink.
    rgb = np.array([[[0, 255, 0], [0, 0, 255]]], dtype=np.uint8)
    assert black_and_white(rgb, 2, 1, 0.5) == ((False, True),)


def flag() -> np.ndarray:
    """White paper, a red block top left, a blue block bottom right (each 2x2 cells of 5 px)."""
    image = np.full((20, 30, 3), 255, dtype=np.uint8)
    image[0:10, 0:10] = (200, 30, 30)
    image[10:20, 20:30] = (30, 80, 200)
    return image


def test_colours_recover_flat_regions_and_name_them() -> None:
    picture, palette = colours(flag(), 6, 4, 2)
    red, blue = (next(i for i, c in enumerate(palette) if c.name == n) for n in ("red", "blue"))
    assert palette[0].char == "."
    assert picture == (
        (red, red, 0, 0, 0, 0),
        (red, red, 0, 0, 0, 0),
        (0, 0, 0, 0, blue, blue),
        (0, 0, 0, 0, blue, blue),
    )
    assert {c.rgb for c in palette[1:]} == {"#c81e1e", "#1e50c8"}
    assert len({c.char for c in palette}) == len(palette)


def test_more_colours_than_the_picture_has_give_only_its_own() -> None:
    picture, palette = colours(flag(), 6, 4, 8)
    assert len(palette) == 3 and {v for row in picture for v in row} == {0, 1, 2}


def test_one_colour_merges_the_inks() -> None:
    picture, palette = colours(flag(), 6, 4, 1)
    assert len(palette) == 2
    assert sum(v == 1 for row in picture for v in row) == 8


def test_colours_asked_must_be_possible() -> None:
    with pytest.raises(ValueError):
        colours(flag(), 6, 4, 0)


@pytest.mark.parametrize("colour", [False, True])
def test_the_puzzle_has_the_picture_as_its_answer(colour: bool) -> None:
    if colour:
        picture, palette = colours(flag(), 6, 4, 2)
    else:
        picture, palette = black_and_white(flag(), 6, 4, 0.5), ()
    puzzle = picture_puzzle(picture, palette, {"title": "Flag"})
    genre = genre_of(puzzle)
    assert genre.problems(puzzle) == []
    assert genre.check(puzzle, puzzle.given_solution) == []  # the clues fit the picture
    assert puzzle.given_solution == picture
    assert read_gg(write_gg(puzzle)) == puzzle
    assert read_gg(write_gg(puzzle)).given_solution == picture
    if not colour:
        assert puzzle.rows == ((2,), (2,), (2,), (2,)) and puzzle.columns[2] == ()


def test_many_close_colours_make_a_valid_palette() -> None:
    """62 shades of red: each named and lettered so the .gg file reads back (no spaces in
    names, no digit as a colour's character)."""
    image = np.zeros((1, 62, 3), dtype=np.uint8)
    image[0, :, 0] = np.arange(100, 224, 2)
    picture, palette = colours(image, 62, 1, 61)
    assert len(palette) == 62
    names = [c.name for c in palette[1:]]
    assert len(set(names)) == 61 and all(" " not in n for n in names)
    assert not any(c.char.isdigit() for c in palette)
    puzzle = picture_puzzle(picture, palette)
    assert genre_of(puzzle).problems(puzzle) == []
    assert read_gg(write_gg(puzzle)) == puzzle
