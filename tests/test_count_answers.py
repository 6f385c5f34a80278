"""`gridgames count PUZZLE`: the exact number of answers of any puzzle, against brute force.

The brute force knows nothing of the engine: it tries every grid (every choice of one
rectangle per Shikaku clue) and asks the genre's checker, which is written from the rules
alone. Random small puzzles of each genre give unique ones, ones with several answers and
ones with none; each sample must hold all three kinds, so the test cannot pass on a
counter that only ever says 1.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from gridgames.cli import main
from gridgames.formats.gg import read_gg
from gridgames.games.genre import Puzzle
from gridgames.games.registry import genre_of

SAMPLES = 40


def _grids(width: int, height: int) -> Iterator[tuple[tuple[bool, ...], ...]]:
    for bits in itertools.product((False, True), repeat=width * height):
        yield tuple(bits[r * width : (r + 1) * width] for r in range(height))


def _rects_through(puzzle: Puzzle, row: int, col: int, area: int) -> list:
    from gridgames.games.shikaku.puzzle import Rect

    found = []
    for height in range(1, area + 1):
        if area % height:
            continue
        width = area // height
        for top in range(row - height + 1, row + 1):
            for left in range(col - width + 1, col + 1):
                inside = top + height <= puzzle.height and left + width <= puzzle.width
                if min(top, left) >= 0 and inside:
                    found.append(Rect(top, left, height, width))
    return found


def brute_force(puzzle: Puzzle) -> int:
    """Every candidate answer tried, the genre's checker judging each."""
    genre = genre_of(puzzle)
    if genre.name == "shikaku":
        choices = [_rects_through(puzzle, c.row, c.col, c.value) for c in puzzle.clues]
        candidates = itertools.product(*choices)
    else:
        candidates = _grids(puzzle.width, puzzle.height)
    return sum(1 for answer in candidates if not genre.check(puzzle, answer))


def _shikaku(rng: random.Random) -> str:
    """A random tiling of a small board with a clue in each piece, sometimes moved."""
    width, height = rng.choice([(3, 3), (4, 3), (4, 4)])
    owner = [[-1] * width for _ in range(height)]
    clues: list[tuple[int, int, int]] = []
    for r, c in itertools.product(range(height), range(width)):
        if owner[r][c] >= 0:
            continue
        h = rng.randint(1, height - r)
        w = 1
        while c + w < width and owner[r][c + w] < 0 and rng.random() < 0.5:
            w += 1
        while any(owner[r + i][c + j] >= 0 for i in range(h) for j in range(w)):
            h -= 1
        for i, j in itertools.product(range(h), range(w)):
            owner[r + i][c + j] = len(clues)
        clues.append((r + rng.randrange(h), c + rng.randrange(w), h * w))
    if rng.random() < 0.4:  # a clue moved elsewhere: often no tiling is left
        i = rng.randrange(len(clues))
        free = {(r, c) for r in range(height) for c in range(width)} - {k[:2] for k in clues}
        clues[i] = (*sorted(free)[rng.randrange(len(free))], clues[i][2])
    cells = [["."] * width for _ in range(height)]
    for r, c, value in clues:
        cells[r][c] = str(value)
    return f"shikaku {width}x{height}\n" + "\n".join(" ".join(row) for row in cells)


def _runs(line: list[bool]) -> str:
    lengths = [len(list(run)) for on, run in itertools.groupby(line) if on]
    return " ".join(map(str, lengths)) or "0"


def _nonogram(rng: random.Random) -> str:
    """Row clues of one random picture; column clues of it or of another one."""
    width, height = rng.choice([(3, 3), (4, 3), (3, 4)])

    def picture() -> list[list[bool]]:
        return [[rng.random() < 0.5 for _ in range(width)] for _ in range(height)]

    rows_from = columns_from = picture()
    if rng.random() < 0.4:  # another picture filling as many cells: often no answer
        total = sum(map(sum, rows_from))
        others = (p for p in iter(picture, None) if sum(map(sum, p)) == total)
        columns_from = next(others)
    rows = [_runs(row) for row in rows_from]
    columns = [_runs([row[c] for row in columns_from]) for c in range(width)]
    lines = [f"nonogram {width}x{height}", "rows:", *rows, "columns:", *columns]
    return "\n".join(lines)


def _fillgrid(rng: random.Random) -> str:
    width, height = rng.choice([(3, 3), (4, 3), (3, 4)])
    if rng.random() < 0.5:
        top = max(width, height)
        cells = [[str(rng.randint(1, top)) for _ in range(width)] for _ in range(height)]
        return f"fillgrid {width}x{height} hitori\n" + "\n".join(" ".join(r) for r in cells)
    most, density = width + height - 1, rng.choice([0.2, 0.5, 0.8])
    cells = [
        [str(rng.randint(1, most)) if rng.random() < density else "." for _ in range(width)]
        for _ in range(height)
    ]
    return f"fillgrid {width}x{height} kurodoko\n" + "\n".join(" ".join(r) for r in cells)


@pytest.mark.parametrize("make", [_shikaku, _nonogram, _fillgrid], ids=lambda f: f.__name__[1:])
def test_counts_match_brute_force(make) -> None:
    rng = random.Random(13)
    kinds = set()
    for _ in range(SAMPLES):
        text = make(rng)
        puzzle = read_gg(text, "<random>")
        expected = brute_force(puzzle)
        assert genre_of(puzzle).count_answers(puzzle, None) == expected, text
        kinds.add(min(expected, 2))
    assert kinds == {0, 1, 2}, kinds  # none, unique and several all met


def test_count_command_prints_the_number_alone(tmp_path, capsys) -> None:
    several = tmp_path / "several.gg"
    several.write_text("shikaku 2x2\n2 .\n. 2\n")  # both across or both down
    none = tmp_path / "none.gg"
    none.write_text("nonogram 2x2\nrows:\n2\n0\ncolumns:\n0\n2\n")
    assert main(["count", str(several)]) == 0
    assert capsys.readouterr().out == "2\n"
    assert main(["count", str(none)]) == 1
    assert capsys.readouterr().out == "0\n"


def test_count_of_a_puzzle_honours_its_time_limit(tmp_path, capsys) -> None:
    blank = tmp_path / "blank.gg"  # 20x20 with no clue at all: kurodoko answers galore
    blank.write_text("fillgrid 20x20 kurodoko\n" + (" ".join("." * 20) + "\n") * 20)
    assert main(["count", str(blank), "--timeout", "0.3"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("timed out")


def test_count_of_a_size_needs_a_genre_that_counts(capsys) -> None:
    assert main(["count", "shikaku", "3x3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "fillgrid" in err
