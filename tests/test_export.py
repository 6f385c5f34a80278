"""Export: which formats each puzzle offers, and exact round trips of every real file (the
built-in packs and the shared data) through every format it offers, as text and as a saved
file opened again with load_puzzle."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridgames.errors import PuzzleError
from gridgames.formats.detect import load_puzzle, parse_puzzle_text
from gridgames.formats.export import (
    FORMATS,
    export,
    kind_words,
    unwritable_formats,
    writable_formats,
)
from gridgames.formats.gg import DRAFT_KEY, as_saved, read_gg, unmarked
from gridgames.formats.non import read_non
from gridgames.formats.olsak import read_olsak
from gridgames.formats.puzzlink import read_puzzlink_url
from gridgames.formats.tatham import read_tatham_id
from gridgames.formats.webpbn import read_webpbn_xml
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.colour import Colour
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"
REAL_FILES = sorted(
    [*ROOT.glob("puzzles/*/*.gg"), *ROOT.glob("puzzles/*/*.non")]
    + ([*SHARED.rglob("*.gg"), *SHARED.rglob("*.non")] if SHARED.is_dir() else [])
)
READERS = {
    "gg": read_gg,
    "non": read_non,
    "xml": read_webpbn_xml,
    "olsak": read_olsak,
    "tatham": read_tatham_id,
    "puzzlink": read_puzzlink_url,
}
# Formats that carry metadata and the given answer, not only the clues.
FULL = {"gg", "non"}


def ids(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def kind(puzzle) -> str:
    return getattr(puzzle, "variant", None) or puzzle.genre


def test_every_format_has_a_reader():
    assert {spec.name for spec in FORMATS} == set(READERS)


@pytest.mark.parametrize("path", REAL_FILES, ids=ids)
def test_real_files_round_trip_through_every_writable_format(path, tmp_path):
    puzzle = load_puzzle(str(path))
    specs = writable_formats(puzzle)
    expected = {
        "shikaku": ["gg", "tatham", "puzzlink"],
        "hitori": ["gg", "tatham", "puzzlink"],
        "kurodoko": ["gg", "tatham", "puzzlink"],
        "nonogram": ["gg", "non", "xml", "olsak", "tatham", "puzzlink"],
        "colour": ["gg", "xml", "olsak"],
    }[kind(puzzle)]
    assert [spec.name for spec in specs] == expected
    for spec in specs:
        text = export(puzzle, spec.name)
        back = READERS[spec.name](text, "export")
        assert back == puzzle, spec.name
        assert export(back, spec.name) == text, spec.name
        if spec.name in FULL:
            assert back.meta == puzzle.meta and back.given_solution == puzzle.given_solution
        assert spec.one_line == ("\n" not in text)
        saved = tmp_path / f"export-{spec.name}{spec.extension}"
        saved.write_text(text if not spec.one_line else text + "\n", encoding="utf-8")
        assert load_puzzle(str(saved)) == puzzle, spec.name
        if spec.one_line:
            assert parse_puzzle_text(text) == puzzle


def test_formats_that_cannot_hold_a_puzzle_are_not_offered():
    free = FillGridPuzzle.free(3, 3)
    assert [spec.name for spec in writable_formats(free)] == ["gg"]
    # Tatham's singles needs 2x2 or more; puzz.link takes a 1x3 Hitori
    thin = FillGridPuzzle(3, 1, "hitori", ((1, 2, 3),))
    assert [spec.name for spec in writable_formats(thin)] == ["gg", "puzzlink"]
    assert read_puzzlink_url(export(thin, "puzzlink")) == thin
    with pytest.raises(PuzzleError):
        export(thin, "tatham")


def test_asking_for_a_wrong_format_is_a_clear_error():
    shikaku = parse_puzzle_text("rect:2x2:2b2")
    with pytest.raises(PuzzleError) as caught:
        export(shikaku, "non")
    assert str(caught.value) == "<export>: Nonogram (.non) cannot hold a Shikaku puzzle"
    with pytest.raises(PuzzleError) as caught:
        export(shikaku, "pdf")
    assert str(caught.value) == (
        "<export>: unknown export format 'pdf': expected gg, non, xml, olsak, tatham, puzzlink"
    )


def test_a_draft_is_offered_only_the_gg_format_with_why():
    draft = ShikakuPuzzle(2, 2, (Clue(0, 0, 3),))  # 3 of 4 cells: not a puzzle yet
    assert [spec.name for spec in writable_formats(draft)] == ["gg"]
    why = "only a .gg file keeps a draft that is not a puzzle yet"
    assert [(spec.name, str(said)) for spec, said in unwritable_formats(draft)][3:] == [
        ("tatham", why),
        ("puzzlink", why),
    ]


#: A red block then a blue one (two colours: webpbn XML holds it).
TWO_COLOURS = NonogramPuzzle(
    2,
    1,
    ((1, 1),),
    ((1,), (1,)),
    palette=(Colour("white", "."), Colour("red", "r"), Colour("blue", "b")),
    row_colours=((1, 2),),
    column_colours=((1,), (2,)),
)
NO_PICTURE_FORMATS = ("Nonogram (.non)", "webpbn XML (.xml)", "Olšák griddler (.g)")


@pytest.mark.parametrize(
    ("puzzle", "kind", "refused_by"),
    [
        (
            FillGridPuzzle.free(3, 3),
            "free Fill-grid",
            (*NO_PICTURE_FORMATS, "Simon Tatham's Puzzles game ID", "puzz.link URL"),
        ),
        (FillGridPuzzle(2, 2, "hitori", ((1, 2), (2, 1))), "Hitori", NO_PICTURE_FORMATS),
        (FillGridPuzzle(3, 3, "kurodoko", ((None,) * 3,) * 3), "Kurodoko", NO_PICTURE_FORMATS),
        (ShikakuPuzzle(2, 2, (Clue(0, 0, 4),)), "Shikaku", NO_PICTURE_FORMATS),
        (NonogramPuzzle(1, 1, ((1,),), ((1,),)), "Nonogram", ()),
        (
            TWO_COLOURS,
            "colour Nonogram",
            ("Nonogram (.non)", "Simon Tatham's Puzzles game ID", "puzz.link URL"),
        ),
    ],  # fmt: skip
)
def test_each_format_that_cannot_hold_a_puzzle_says_so_by_its_kind(puzzle, kind, refused_by):
    assert kind_words(puzzle) == kind
    assert [str(why) for _, why in unwritable_formats(puzzle)] == [
        f"{label} cannot hold a {kind} puzzle" for label in refused_by
    ]


def test_a_draft_is_saved_with_its_marker_and_a_puzzle_without_one():
    draft = ShikakuPuzzle(2, 2, (Clue(0, 0, 3),))  # 3 of 4 cells: not a puzzle yet
    marked = as_saved(draft)
    assert marked.meta == {DRAFT_KEY: "not a puzzle yet"}
    assert unmarked(marked) == draft and unmarked(draft) is draft
    fixed = ShikakuPuzzle(2, 2, (Clue(0, 0, 4),), meta={**marked.meta, "title": "t"})
    assert as_saved(fixed).meta == {"title": "t"}
