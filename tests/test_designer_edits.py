"""The designer's pure edits (games/<genre>/editing.py), without Qt: what each edit does
to the puzzle, judged by the genre's own validation and solver where it matters."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import Search
from gridgames.games.editing import parse_numbers
from gridgames.games.nonogram.checker import runs
from gridgames.games.registry import genre_named, genres
from gridgames.games.shikaku.puzzle import Rect

SHIKAKU = genre_named("shikaku").editor()
NONOGRAM = genre_named("nonogram").editor()
FILLGRID = genre_named("fillgrid").editor()


def answers(puzzle) -> int:
    genre = genre_named(puzzle.genre)
    return len(Search(genre.build(puzzle), max_solutions=2).run().solutions)


def test_every_built_in_genre_makes_blank_puzzles_of_each_kind() -> None:
    made = {}
    for genre in genres():
        editor = genre.editor()
        if editor is None:
            continue
        for variant, label in editor.blank_kinds().items():
            draft = editor.blank(variant, 3, 2)
            assert (draft.puzzle.width, draft.puzzle.height) == (3, 2)
            assert draft.puzzle.genre == genre.name
            made[label] = getattr(draft.puzzle, "variant", None)
    assert made == {
        "Shikaku": None, "Nonogram": None, "Hitori": "hitori", "Kurodoko": "kurodoko",
        "Crossword grid": "free",
        **{f"Colour nonogram, {n} colours": "colour" for n in range(2, 7)},
    }  # fmt: skip


def test_a_shikaku_rectangle_replaces_what_it_overlaps_with_its_numbers() -> None:
    draft = SHIKAKU.blank(None, 4, 4)
    draft = SHIKAKU.place_rect(draft, Rect(0, 0, 2, 2), (1, 1))
    draft = SHIKAKU.place_rect(draft, Rect(0, 2, 2, 2), (0, 2))
    draft = SHIKAKU.set_number(draft, (3, 3), 7)
    assert {(c.row, c.col, c.value) for c in draft.puzzle.clues} == {
        (1, 1, 4), (0, 2, 4), (3, 3, 7),
    }  # fmt: skip
    # A wide one over both: they go, with their numbers; the 7 outside stays.
    draft = SHIKAKU.place_rect(draft, Rect(1, 0, 1, 4), (1, 3))
    assert {(c.row, c.col, c.value) for c in draft.puzzle.clues} == {(1, 3, 4), (3, 3, 7)}
    assert draft.canvas == (Rect(1, 0, 1, 4),)
    assert SHIKAKU.remove_at(draft, (1, 0)).puzzle.clues == draft.puzzle.clues[1:]
    assert SHIKAKU.remove_at(SHIKAKU.remove_at(draft, (1, 0)), (0, 0)) is None


def test_a_tiled_shikaku_is_a_valid_puzzle_with_its_tiling_as_an_answer() -> None:
    draft = SHIKAKU.blank(None, 4, 4)
    for rect, at in (
        (Rect(0, 0, 2, 2), (0, 0)), (Rect(0, 2, 1, 2), (0, 3)),
        (Rect(1, 2, 3, 2), (1, 3)), (Rect(2, 0, 2, 2), (3, 0)),
    ):  # fmt: skip
        draft = SHIKAKU.place_rect(draft, rect, at)
    genre = genre_named("shikaku")
    assert genre.problems(draft.puzzle) == []
    by_clue = sorted(draft.canvas, key=lambda r: next(
        i for i, c in enumerate(draft.puzzle.clues) if r.contains(c.row, c.col)
    ))  # fmt: skip
    assert genre.check(draft.puzzle, tuple(by_clue)) == []


def test_nonogram_clues_follow_the_picture_on_random_paintings() -> None:
    rng = random.Random(5)
    draft = NONOGRAM.blank(None, 6, 5)
    for _ in range(60):
        cells = [(rng.randrange(5), rng.randrange(6)) for _ in range(rng.randint(1, 4))]
        draft = NONOGRAM.paint(draft, cells, rng.random() < 0.6) or draft
        picture = draft.canvas
        assert draft.puzzle.rows == tuple(runs(row) for row in picture)
        assert draft.puzzle.columns == tuple(runs(col) for col in zip(*picture, strict=True))
        assert draft.puzzle.given_solution == picture  # the answer, while the clues agree
    assert genre_named("nonogram").check(draft.puzzle, draft.canvas) == []


def test_a_typed_nonogram_clue_stands_until_its_line_is_painted() -> None:
    draft = NONOGRAM.paint(NONOGRAM.blank(None, 5, 3), [(0, 0), (0, 1)], True)
    typed = NONOGRAM.set_clue(draft, True, 1, (3, 1))
    assert typed.puzzle.rows == ((2,), (3, 1), ())
    assert NONOGRAM.typed_lines(typed) == (frozenset({1}), frozenset())
    assert typed.puzzle.given_solution is None  # the picture is no answer of these clues
    assert NONOGRAM.set_clue(typed, False, 4, (0,)).puzzle.columns[4] == ()
    painted = NONOGRAM.paint(typed, [(1, 4)], True)
    assert painted.puzzle.rows[1] == (1,)  # painting the line: its clue follows again
    assert NONOGRAM.typed_lines(painted) == (frozenset(), frozenset())


@pytest.mark.parametrize(
    ("text", "numbers"),
    [("3 1 2", (3, 1, 2)), ("3,1, 2", (3, 1, 2)), ("", ()), ("0", (0,)), ("3 x", None),
     ("\u0663", None)],
)  # fmt: skip
def test_clue_text(text: str, numbers) -> None:
    assert parse_numbers(text) == numbers


def test_crossword_design_with_symmetry_sets_the_opposite_cell() -> None:
    draft = FILLGRID.blank("free", 5, 4)
    draft = FILLGRID.set_design(draft, {(0, 1): True, (1, 0): False}, symmetric=True)
    p = draft.puzzle
    assert p.decided(0, 1) is True and p.decided(3, 3) is True
    assert p.decided(1, 0) is False and p.decided(2, 4) is False
    assert FILLGRID.symmetric(draft)
    assert FILLGRID.set_design(draft, {(0, 1): True}) is None  # no change
    freed = FILLGRID.set_design(draft, {(0, 1): None, (3, 3): None, (1, 0): None, (2, 4): None})
    assert freed.puzzle.design is None  # nothing decided: no design at all


def test_numbers_of_hitori_and_kurodoko_stay_in_range() -> None:
    hitori = FILLGRID.blank("hitori", 4, 3)
    kurodoko = FILLGRID.blank("kurodoko", 4, 3)
    assert FILLGRID.numbers(hitori) == range(1, 5)
    assert FILLGRID.numbers(kurodoko) == range(1, 7)
    assert FILLGRID.numbers(FILLGRID.blank("free", 4, 3)) == range(0)
    changed = FILLGRID.set_number(kurodoko, (1, 2), 3)
    assert FILLGRID.number_at(changed, (1, 2)) == 3
    assert FILLGRID.set_number(changed, (1, 2), None).puzzle == kurodoko.puzzle


def test_an_edit_drops_an_answer_given_with_the_old_clues() -> None:
    from gridgames.formats.gg import read_gg

    puzzle = read_gg("fillgrid 2x2 hitori\n1 2\n2 1\nsolution:\n..\n..\n", "<t>")
    assert puzzle.given_solution is not None
    draft = FILLGRID.set_number(FILLGRID.start(puzzle), (0, 0), 2)
    assert draft.puzzle.given_solution is None
