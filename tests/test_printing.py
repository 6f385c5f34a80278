"""Print and export: PDF pages (n per page, answer pages after), PNG and SVG of a board drawn
by the genre painters, and `gridgames export` for every extension, headless."""

from __future__ import annotations

import math
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gridgames.cli import main
from gridgames.export_cli import PAPER_SIZES
from gridgames.formats.detect import load_puzzle
from gridgames.games.registry import genre_of
from gridgames.sheets import page_count, sheets_from, with_answers
from tests.helpers import PUZZLES, ROOT

PACK = PUZZLES / "webpbn-cc-by"  # five nonograms with their goal pictures
SCARDY_CAT = PACK / "6.non"
HITORI = PUZZLES / "mit-samples" / "pycsp3-hitori-h11-1-11x11.gg"
KURODOKO_URL = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"  # no answer in it


def pdf_pages(path: Path) -> int:
    """Page objects in the PDF (Qt writes them uncompressed)."""
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", path.read_bytes()))


@pytest.mark.parametrize(("per_page", "answers"), [(1, False), (4, True), (6, True), (9, False)])
def test_a_pack_fills_pages_n_at_a_time_then_its_answers(qapp, tmp_path, per_page, answers):
    from gridgames.app.printing import write_pdf

    sheets = sheets_from(str(PACK))
    assert len(sheets) == 5
    if answers:
        sheets = with_answers(sheets)
    out = tmp_path / "pack.pdf"
    pages = write_pdf(out, sheets, per_page, answers)
    expected = math.ceil(5 / per_page) * (2 if answers else 1)
    assert pages == page_count(5, per_page, answers) == expected
    assert pdf_pages(out) == expected
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
        assert re.search(rf"Pages:\s+{expected}\b", info)


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext (poppler-utils) not found")
def test_pdf_pages_carry_captions_and_clues_as_text(qapp, tmp_path):
    from gridgames.app.printing import write_pdf

    sheets = with_answers(sheets_from(str(PACK)))
    out = tmp_path / "pack.pdf"
    write_pdf(out, sheets, per_page=4, answers=True, page_size="Letter")
    pages = [
        subprocess.run(
            ["pdftotext", "-f", str(n), "-l", str(n), str(out), "-"], capture_output=True, text=True
        ).stdout
        for n in (1, 2, 3, 4)
    ]
    assert "1. Dancer" in pages[0] and "4. Probably Not" in pages[0]
    assert "5." in pages[1] and "Answers" not in pages[1]
    assert "Answers" in pages[2] and "1. Dancer" in pages[2] and "Answers" in pages[3]
    assert re.search(r"1\s*/\s*4", pages[0]) and re.search(r"4\s*/\s*4", pages[3])
    assert "16" in pages[0] and "17" in pages[0]  # Scardy Cat's row clues, as text


def cell_colours(puzzle, answer, scale=1.0):
    """Each cell's centre colour on a board drawn by paint_board."""
    from gridgames.app.printing import PAPER, image_size, paint_board

    size = image_size(puzzle)
    image = QImage(math.ceil(size.width()), math.ceil(size.height()), QImage.Format.Format_RGB32)
    image.fill(PAPER.paper)
    p = QPainter(image)
    geo = paint_board(p, puzzle, QRectF(0, 0, size.width(), size.height()), answer, scale)
    p.end()
    return [
        [image.pixelColor(geo.cell_rect(r, c).center().toPoint()) for c in range(puzzle.width)]
        for r in range(puzzle.height)
    ]


def dark(colour: QColor) -> bool:
    return colour.lightness() < 100


def test_the_answer_board_is_filled_exactly_where_the_answer_is(qapp):
    puzzle = load_puzzle(str(SCARDY_CAT))
    answer = puzzle.given_solution
    colours = cell_colours(puzzle, answer)
    assert [[dark(c) for c in row] for row in colours] == [list(row) for row in answer]
    blank = cell_colours(puzzle, None)
    assert not any(dark(c) for row in blank for c in row)


def test_png_is_the_board_at_twice_the_size(qapp, tmp_path):
    from gridgames.app.printing import image_size, write_png

    puzzle = load_puzzle(str(SCARDY_CAT))
    out = tmp_path / "cat.png"
    write_png(out, puzzle, puzzle.given_solution)
    image = QImage(str(out))
    size = image_size(puzzle)
    assert (image.width(), image.height()) == (
        math.ceil(size.width() * 2),
        math.ceil(size.height() * 2),
    )
    inked = sum(dark(image.pixelColor(x, y)) for x in range(0, image.width(), 4)
                for y in range(0, image.height(), 4))  # fmt: skip
    filled = sum(map(sum, puzzle.given_solution)) / (puzzle.width * puzzle.height)
    assert inked > filled * (image.width() * image.height() / 16) * 0.3


def svg_texts(path: Path) -> list[str]:
    root = ET.parse(path).getroot()
    return [
        t.text.strip() for t in root.iter() if t.tag.endswith("text") and t.text and t.text.strip()
    ]


def test_svg_draws_every_clue_as_text(qapp, tmp_path):
    from gridgames.app.printing import write_svg

    puzzle = load_puzzle(str(SCARDY_CAT))
    out = tmp_path / "cat.svg"
    write_svg(out, puzzle, title="Scardy Cat")
    clues = [str(n) for line in (*puzzle.rows, *puzzle.columns) for n in (line or (0,))]
    assert Counter(svg_texts(out)) == Counter(clues)
    assert "<image" not in out.read_text(encoding="utf-8")  # no pixels in it


def test_svg_of_a_hitori_has_each_number_once(qapp, tmp_path):
    from gridgames.app.printing import write_svg

    puzzle = load_puzzle(str(HITORI))
    out = tmp_path / "h.svg"
    write_svg(out, puzzle)
    numbers = [str(n) for row in puzzle.numbers for n in row if n is not None]
    assert Counter(svg_texts(out)) == Counter(numbers)


def test_answers_come_from_the_engine_when_the_puzzle_has_none():
    (sheet,) = with_answers(sheets_from(KURODOKO_URL))
    puzzle = sheet.puzzle
    assert puzzle.given_solution is None
    assert genre_of(puzzle).check(puzzle, sheet.answer) == []


@pytest.mark.parametrize("ext", [".pdf", ".png", ".svg", ".gg", ".non", ".xml"])
def test_cli_exports_every_extension(qapp, tmp_path, capsys, ext):
    out = tmp_path / f"cat{ext}"
    assert main(["export", str(SCARDY_CAT), str(out), "--answers"]) == 0
    assert capsys.readouterr().out.strip().startswith(f"wrote {out}")
    puzzle = load_puzzle(str(SCARDY_CAT))
    if ext in (".gg", ".non", ".xml"):
        back = load_puzzle(str(out))
        assert back == puzzle
        assert back.given_solution == puzzle.given_solution
    elif ext == ".png":
        assert not QImage(str(out)).isNull()
    elif ext == ".svg":
        assert len(svg_texts(out)) > 40
    else:
        assert pdf_pages(out) == 2  # the puzzle, then its answer


def test_cli_pdf_of_a_pack_with_answers(qapp, tmp_path, capsys):
    out = tmp_path / "pack.pdf"
    code = main(["export", str(PACK), str(out), "--per-page", "2", "--answers", "--paper", "A5"])
    assert code == 0
    assert capsys.readouterr().out.strip() == f"wrote {out}: 5 puzzles on 6 pages"
    assert pdf_pages(out) == 6
    assert b"/MediaBox [0 0 420.000000 595.000000]" in out.read_bytes()  # A5 in points


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([str(PACK), "x.png"], ".png holds one puzzle and this pack has 5"),
        ([str(PACK), "x.gg", "--index", "9"], "--index 9: the pack has 5 puzzles"),
        ([str(SCARDY_CAT), "x.jpeg"], "unknown export type '.jpeg'"),
        ([str(SCARDY_CAT), "no/such/folder/x.pdf"], "cannot write here"),
        ([str(HITORI), "x.non"], "x.non: Nonogram (.non) cannot hold a Hitori puzzle"),
    ],
)
def test_cli_export_errors_are_one_line(tmp_path, capsys, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    assert main(["export", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err


def test_cli_index_picks_one_puzzle_of_a_pack(tmp_path, capsys):
    out = tmp_path / "third.non"
    assert main(["export", str(PACK), str(out), "--index", "3"]) == 0
    assert load_puzzle(str(out)) == load_puzzle(str(SCARDY_CAT))


def test_export_runs_without_a_display(tmp_path):
    """A fresh process with no DISPLAY and no QT_QPA_PLATFORM: the command goes offscreen."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    out = tmp_path / "cat.png"
    done = subprocess.run(
        [sys.executable, "-m", "gridgames", "export", str(SCARDY_CAT), str(out)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert not QImage(str(out)).isNull()


def test_the_command_line_offers_the_paper_sizes_printing_knows(qapp):
    from gridgames.app.printing import PAGE_SIZES

    assert tuple(PAGE_SIZES) == PAPER_SIZES
