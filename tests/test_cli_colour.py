"""The command line on colour files: bad input is one line naming file and line (exit 2);
a .g file solves like any other."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.helpers import named

DATA = Path(__file__).parent / "data" / "colour"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gridgames", *args], capture_output=True, text=True
    )


def test_unknown_clue_colour_is_one_line_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.gg"
    bad.write_text((DATA / "flags-5x3.gg").read_text().replace("3r 2b", "3r 2q"))
    result = run("solve", str(bad))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"{named(bad, 9)}: row 2 clue: colour 'q' is not in the palette (r b)"
    ]


def test_olsak_file_solves_with_json_rows(tmp_path):
    puzzle = tmp_path / "flags.g"
    assert run("export", str(DATA / "flags-5x3.gg"), str(puzzle)).returncode == 0
    result = run("solve", "--json", str(puzzle))
    assert result.returncode == 0, result.stderr
    assert '"solution": ["rrbb.", "rrrbb", "....."]' in result.stdout


def test_a_colour_puzzle_is_drawn_in_its_colours_with_its_answer(tmp_path):
    out = tmp_path / "flags.svg"
    result = run("export", str(DATA / "flags-5x3.gg"), str(out), "--answers")
    assert result.returncode == 0, result.stderr
    fills = out.read_text().lower()
    # Red and blue clue boxes (and answer cells), the numbers on them in white.
    for colour in ("#d55e00", "#0072b2", "#ffffff"):
        assert f'fill="{colour}"' in fills
