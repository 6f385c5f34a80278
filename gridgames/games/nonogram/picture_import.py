"""A nonogram from a picture: scale an image to the board and decide each cell.

Qt-free (numpy only), so the rules are tested on known arrays; the app's dialog
(`app/picture_import.py`) only turns a PNG or JPEG into an array and shows the result.

- `scaled(image, width, height)`: each cell is the average of the part of the image it
  covers (area averaging, exact for any ratio), so thin lines fade rather than vanish or
  alias as they do when one pixel per cell is picked.
- `black_and_white(image, width, height, threshold)`: a cell is filled when its brightness
  (Rec. 709 luma, 0 black to 1 white) is below `threshold`.
- `colours(image, width, height, count)`: up to `count` colours by k-means over the cells
  (deterministic: the first centres are the cells farthest apart), the lightest cluster the
  background; each colour named after the nearest plain colour word ("red", "red2").

A transparent pixel counts as white paper. `picture_puzzle` turns either result into the
puzzle whose answer it is.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from .checker import runs
from .colour import BACKGROUND, MAX_COLOURS, Colour, Palette
from .colour_picture import from_picture
from .puzzle import ColourGrid, Grid, NonogramPuzzle

LUMA = np.array([0.2126, 0.7152, 0.0722])  # Rec. 709: how bright each channel looks
KMEANS_ROUNDS = 20
#: Plain colour words and their sRGB values, to name the colours found.
COLOUR_WORDS = (
    ("black", (0, 0, 0)), ("grey", (128, 128, 128)), ("silver", (192, 192, 192)),
    ("red", (200, 30, 30)), ("orange", (240, 140, 20)), ("yellow", (240, 220, 40)),
    ("green", (40, 160, 60)), ("teal", (0, 128, 128)), ("blue", (30, 80, 200)),
    ("sky", (100, 180, 240)), ("purple", (120, 50, 160)), ("pink", (240, 140, 180)),
    ("brown", (120, 70, 30)), ("cream", (240, 230, 200)),
)  # fmt: skip


def as_rgb(image: np.ndarray) -> np.ndarray:
    """Any grey (H x W), grey+alpha, RGB or RGBA array, integers 0-255 or floats 0-1, as
    float RGB in 0-1 (H x W x 3), transparency laid over white."""
    data = np.asarray(image)
    if data.ndim not in (2, 3) or data.shape[0] == 0 or data.shape[1] == 0:
        raise ValueError(f"an image is a non-empty H x W (x channels) array, not {data.shape}")
    values = data.astype(np.float32)
    if np.issubdtype(data.dtype, np.integer) or values.max(initial=0.0) > 1.0:
        values = values / 255.0
    if values.ndim == 2:
        values = values[:, :, None]
    channels = values.shape[2]
    if channels in (2, 4):  # with alpha: over white paper
        alpha = values[:, :, -1:]
        values = values[:, :, :-1] * alpha + (1.0 - alpha)
    if values.shape[2] == 1:
        values = np.repeat(values, 3, axis=2)
    if values.shape[2] != 3:
        raise ValueError(f"an image has 1 to 4 channels, not {channels}")
    return np.clip(values, 0.0, 1.0)


def _weights(source: int, target: int) -> np.ndarray:
    """target x source: how much of each source pixel each target cell covers (rows sum
    to 1), for area averaging at any ratio."""
    edges = np.linspace(0.0, source, target + 1)
    starts, ends = edges[:-1, None], edges[1:, None]
    pixels = np.arange(source)[None, :]
    overlap = np.clip(np.minimum(ends, pixels + 1) - np.maximum(starts, pixels), 0.0, None)
    return overlap / overlap.sum(axis=1, keepdims=True)


def scaled(image: np.ndarray, width: int, height: int) -> np.ndarray:
    """The image as `height` x `width` cells of average colour (float RGB, 0-1)."""
    if width < 1 or height < 1:
        raise ValueError(f"a board of {width}x{height} cells has no cells")
    rgb = as_rgb(image)
    rows, columns = _weights(rgb.shape[0], height), _weights(rgb.shape[1], width)
    # Two matrix products (rows, then columns): one einsum over all four indices took 0.8 s
    # for a 300x200 picture on a 30x20 board, this takes milliseconds.
    across = (rows @ rgb.reshape(rgb.shape[0], -1)).reshape(height, rgb.shape[1], 3)
    return np.einsum("iwc,jw->ijc", across, columns, optimize=True)


def brightness(cells: np.ndarray) -> np.ndarray:
    return cells @ LUMA


def black_and_white(image: np.ndarray, width: int, height: int, threshold: float) -> Grid:
    """Filled where the scaled picture is darker than `threshold` (0-1)."""
    return dark_cells(scaled(image, width, height), threshold)


def dark_cells(cells: np.ndarray, threshold: float) -> Grid:
    """`black_and_white` of cells already scaled (the dialog scales once per size, not at
    every move of the threshold)."""
    dark = brightness(cells) < threshold
    return tuple(tuple(bool(cell) for cell in row) for row in dark)


def colours(image: np.ndarray, width: int, height: int, count: int) -> tuple[ColourGrid, Palette]:
    """Up to `count` colours besides the background (the lightest cluster): each cell's
    palette index and the palette. Fewer when the picture has fewer distinct colours."""
    return colour_cells(scaled(image, width, height), count)


def colour_cells(cells: np.ndarray, count: int) -> tuple[ColourGrid, Palette]:
    """`colours` of cells already scaled."""
    if not 1 <= count <= MAX_COLOURS:
        raise ValueError(f"a colour nonogram has 1 to {MAX_COLOURS} colours, not {count}")
    height, width = cells.shape[:2]
    centres, labels = _kmeans(cells.reshape(-1, 3), count + 1)
    order = np.argsort(-brightness(centres), kind="stable")  # the lightest first
    rank = np.empty(len(order), dtype=int)
    rank[order] = np.arange(len(order))
    picture = rank[labels].reshape(height, width)
    palette = (BACKGROUND, *_named(centres[order[1:]]))
    return tuple(tuple(int(v) for v in row) for row in picture), palette


def _kmeans(points: np.ndarray, clusters: int) -> tuple[np.ndarray, np.ndarray]:
    """Centres and each point's cluster; centres that win no point are dropped."""
    centres = [points[np.argmin(brightness(points))]]  # the darkest cell first
    distance = np.full(len(points), np.inf)
    for _ in range(clusters - 1):
        distance = np.minimum(distance, ((points - centres[-1]) ** 2).sum(axis=1))
        if distance.max() <= 1e-9:
            break  # no colour left that differs from the centres so far
        centres.append(points[np.argmax(distance)])
    middle = np.array(centres)
    labels = np.zeros(len(points), dtype=int)
    for _ in range(KMEANS_ROUNDS):
        labels = ((points[:, None, :] - middle[None, :, :]) ** 2).sum(axis=2).argmin(axis=1)
        moved = np.array(
            [points[labels == k].mean(axis=0) if (labels == k).any() else middle[k]
             for k in range(len(middle))]
        )  # fmt: skip
        if np.allclose(moved, middle):
            break
        middle = moved
    used = np.unique(labels)
    remap = np.full(len(middle), -1)
    remap[used] = np.arange(len(used))
    return middle[used], remap[labels]


def _named(centres: np.ndarray) -> list[Colour]:
    """A Colour for each centre: the nearest colour word (numbered when two share one), a
    character of its own, and its RGB."""
    found: list[Colour] = []
    chars = set(BACKGROUND.char)
    words: dict[str, int] = {}
    for centre in centres:
        rgb = tuple(int(round(v * 255)) for v in centre)
        word = min(COLOUR_WORDS, key=lambda item: _distance(item[1], rgb))
        words[word[0]] = words.get(word[0], 0) + 1
        name = word[0] if words[word[0]] == 1 else f"{word[0]}{words[word[0]]}"  # no spaces
        char = next(c for c in _char_choices(word[0]) if c not in chars)
        chars.add(char)
        found.append(Colour(name, char, "#{:02x}{:02x}{:02x}".format(*rgb)))
    return found


def _distance(first: tuple[int, ...], second: tuple[int, ...]) -> int:
    return sum((a - b) ** 2 for a, b in zip(first, second, strict=True))


def _char_choices(word: str) -> list[str]:
    """Its initial first; never a digit (clue numbers) or '.' (the background)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return [word[0], word[0].upper(), *letters, *letters.upper(), *"*+@%&=?!~^"]


def picture_puzzle(
    picture: Grid | ColourGrid, palette: Palette = (), meta: Mapping[str, str] | None = None
) -> NonogramPuzzle:
    """The nonogram whose answer is `picture`: filled cells (black and white) or palette
    indices (with `palette`, a colour nonogram); the picture is kept as its answer."""
    if palette:
        return from_picture(picture, palette, meta)  # type: ignore[arg-type]
    grid: Grid = tuple(tuple(bool(cell) for cell in row) for row in picture)
    columns = [tuple(row[c] for row in grid) for c in range(len(grid[0]) if grid else 0)]
    return NonogramPuzzle(
        len(columns),
        len(grid),
        tuple(runs(row) for row in grid),
        tuple(runs(column) for column in columns),
        dict(meta or {}),
        grid,
    )
