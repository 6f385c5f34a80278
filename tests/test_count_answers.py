"""`gridgames count PUZZLE`: the exact number of answers of any puzzle, against brute force.

The brute force knows nothing of the engine: it tries every grid (every choice of one
rectangle per Shikaku clue) and asks the genre's checker, which is written from the rules
alone. Random small puzzles of each genre give unique ones, ones with several answers and
ones with none; each sample must hold all three kinds, so the test cannot pass on a
counter that only ever says 1.
"""

from __future__ import annotations

import random

import pytest

from gridgames.cli import main
from gridgames.formats.gg import read_gg
from gridgames.games.registry import genre_of
from tests.brute import brute_force, fillgrid, nonogram, shikaku

SAMPLES = 40


@pytest.mark.parametrize("make", [shikaku, nonogram, fillgrid], ids=lambda f: f.__name__)
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
