"""A design saved before it is a puzzle keeps exactly what was drawn: the `.gg` file gets a
`draft: not a puzzle yet` line (`gg.as_saved`), reads back as a DraftError carrying the
draft, and every consumer that needs a puzzle (the solver, `count`, other formats) gets one
line saying why. Without the marker the same content is bad input as FORMATS.md has it,
and a malformed file is malformed draft or not."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gridgames.errors import DraftError, PuzzleError
from gridgames.formats.export import unwritable_formats, writable_formats
from gridgames.formats.gg import DRAFT_KEY, as_saved, read_gg, write_gg
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.registry import genre_of
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle
from gridgames.packs.mine import MyPuzzles

COLOUR = Path(__file__).parent.parent / "puzzles" / "generated-colour" / "colour-10x10-hard-1.gg"


def _colour_draft():
    """A colour nonogram whose first row clue was typed with a block too many."""
    puzzle = read_gg(COLOUR.read_text(encoding="utf-8"))
    rows = (puzzle.rows[0] + (1,), *puzzle.rows[1:])
    colours = (puzzle.row_colours[0] + (puzzle.row_colours[0][0],), *puzzle.row_colours[1:])
    return replace(puzzle, rows=rows, row_colours=colours, given_solution=None)


def _drafts():
    """One draft of each kind an editor can leave, for every genre and variant."""
    none_row = (None,) * 3
    yield "shikaku-total", ShikakuPuzzle(4, 4, (Clue(0, 0, 4), Clue(1, 1, 3)), {"title": "T"})
    yield "shikaku-empty", ShikakuPuzzle(3, 2, ())
    yield "shikaku-no-fit", ShikakuPuzzle(3, 3, (Clue(0, 0, 7), Clue(2, 2, 2)))
    yield "nonogram-totals", NonogramPuzzle(3, 2, ((3,), (1,)), ((1,), (1,), ()))
    yield "nonogram-too-long", NonogramPuzzle(3, 2, ((2, 2), ()), ((1,), (), (1,)))
    yield "hitori-blank", FillGridPuzzle(3, 3, "hitori", (none_row,) * 3)
    yield "hitori-part", FillGridPuzzle(3, 3, "hitori", ((1, 2, 3), (2, None, 1), none_row))
    yield "kurodoko-range", FillGridPuzzle(3, 3, "kurodoko", ((9, None, None), none_row, none_row))
    yield "colour-nonogram", _colour_draft()


DRAFTS = dict(_drafts())


def _same(one, other) -> bool:
    """Equal with what the puzzle's equality leaves out (metadata, a given answer)."""
    return (one, one.meta, one.given_solution) == (other, other.meta, other.given_solution)


@pytest.mark.parametrize("name", DRAFTS)
def test_a_draft_of_every_genre_round_trips_as_a_draft(name) -> None:
    draft = DRAFTS[name]
    assert genre_of(draft).problems(draft), "the case must not be a puzzle yet"
    text = write_gg(as_saved(draft))
    assert f"\n{DRAFT_KEY}: not a puzzle yet\n" in text
    with pytest.raises(DraftError) as raised:
        read_gg(text, "draft.gg")
    assert _same(raised.value.draft, draft)  # exactly what was drawn, marker off
    message = str(raised.value)
    assert message.startswith("draft.gg") and "a draft, not a puzzle yet: " in message
    assert "\n" not in message
    with pytest.raises(PuzzleError) as plain:  # no marker: bad input, as before
        read_gg(write_gg(draft), "plain.gg")
    assert not isinstance(plain.value, DraftError)


@pytest.mark.parametrize(
    "puzzle",
    [
        ShikakuPuzzle(2, 2, (Clue(0, 0, 4),)),
        NonogramPuzzle(2, 1, ((1,),), ((1,), ())),
        FillGridPuzzle(2, 2, "hitori", ((1, 2), (2, 1))),
        FillGridPuzzle(2, 2, "kurodoko", ((None, 3), (None, None))),
        FillGridPuzzle.free(3, 3),
        read_gg(COLOUR.read_text(encoding="utf-8")),
    ],
    ids=["shikaku", "nonogram", "hitori", "kurodoko", "crossword", "colour"],
)
def test_a_puzzle_is_saved_as_a_puzzle_and_loses_an_old_marker(puzzle) -> None:
    marked = replace(puzzle, meta={**puzzle.meta, DRAFT_KEY: "not a puzzle yet"})
    for each in (puzzle, marked):
        text = write_gg(as_saved(each))
        assert DRAFT_KEY not in text
        assert _same(read_gg(text), puzzle)


def test_a_malformed_draft_is_still_refused_in_one_line() -> None:
    text = "shikaku 3x3\ndraft: not a puzzle yet\n. . .\n. 2 .\n"  # a row missing
    with pytest.raises(PuzzleError) as raised:
        read_gg(text, "short.gg")
    assert not isinstance(raised.value, DraftError)
    assert str(raised.value) == "short.gg:4: the board: expected 3 rows, got 2"


def test_only_gg_is_offered_for_a_draft() -> None:
    draft = as_saved(DRAFTS["nonogram-totals"])
    assert [spec.name for spec in writable_formats(draft)] == ["gg"]
    reasons = {spec.name: why for spec, why in unwritable_formats(draft)}
    assert reasons["non"] == "only a .gg file keeps a draft that is not a puzzle yet"


def test_my_puzzles_keeps_a_draft_lists_it_and_exports_it(tmp_path) -> None:
    import zipfile

    mine = MyPuzzles(tmp_path / "mine")
    draft = DRAFTS["shikaku-total"]
    name = mine.remember(draft, "made")
    entry = mine.pack().entries[0]
    assert entry.title == "T" and entry.genre == "shikaku" and (entry.width, entry.height) == (4, 4)
    assert isinstance(entry.error, DraftError) and _same(entry.error.draft, draft)
    assert mine.pack().problems() == []  # a draft is no problem of the pack
    finished = ShikakuPuzzle(4, 4, (Clue(0, 0, 8), Clue(2, 0, 8)), {"title": "T"})
    assert mine.remember(finished, "made", replaces=name) == name  # finished: a puzzle now
    assert mine.pack().entries[0].ok
    mine.remember(DRAFTS["hitori-blank"], "made")
    assert mine.export_zip(tmp_path / "mine.zip") == 2
    with zipfile.ZipFile(tmp_path / "mine.zip") as archive:
        texts = [archive.read(n).decode() for n in archive.namelist() if n.endswith(".gg")]
    assert sum(f"{DRAFT_KEY}: " in text for text in texts) == 1


@pytest.mark.parametrize("command", ["solve", "count"])
def test_the_command_line_says_a_draft_is_not_a_puzzle_yet(tmp_path, command) -> None:
    path = tmp_path / "draft.gg"
    path.write_text(write_gg(as_saved(DRAFTS["shikaku-total"])), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "gridgames", command, str(path)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 2 and run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].endswith(
        "draft.gg: a draft, not a puzzle yet: the clues add up to 7 but the 4x4 board has 16 cells"
    )


@pytest.mark.parametrize("kind", [None, "colour:2"], ids=["black-and-white", "colour"])
def test_a_nonogram_draft_file_keeps_its_picture_and_typed_clue(kind) -> None:
    from gridgames.games.editing import filed

    editor = genre_of(NonogramPuzzle(1, 1, ((),), ((),))).editor()
    ink = True if kind is None else 1
    draft = editor.paint(editor.blank(kind, 4, 3), [(0, 0), (0, 1), (1, 1)], ink)
    typed = (4,) if kind is None else ((4, 1),)
    draft = editor.set_clue(draft, True, 2, typed)  # against the picture: no puzzle yet
    assert genre_of(draft.puzzle).problems(draft.puzzle)
    with pytest.raises(DraftError) as raised:
        read_gg(write_gg(as_saved(filed(editor, draft))), "typed.gg")
    assert editor.start(raised.value.draft) == draft  # the picture and the typed clue
    plain = editor.paint(editor.blank(kind, 4, 3), [(0, 0)], ink)  # a puzzle: its answer only
    assert filed(editor, plain) is plain.puzzle
