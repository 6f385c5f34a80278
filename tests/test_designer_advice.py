"""The "several answers" line advises the genre's own kind of change (its design hooks):
numbers for Shikaku and Kurodoko, changed numbers for Hitori, the picture for a nonogram,
shaded or white cells for a crossword grid."""

from __future__ import annotations

import pytest

from gridgames.app.editing.verdicts import WARN, verdict_text
from gridgames.designing.verdict import Verdict
from gridgames.games.registry import genre_named

SEVERAL = Verdict(status="several", seconds=0.01, differing=((0, 0), (1, 0)))


@pytest.mark.parametrize(
    ("genre", "variant", "advice"),
    [
        ("shikaku", None, "Add numbers there"),
        ("fillgrid", "kurodoko", "Add numbers there"),
        ("fillgrid", "hitori", "Change numbers there"),
        ("nonogram", None, "Change the picture there"),
        ("fillgrid", "free", "Shade cells there or keep them white"),
    ],
)
def test_several_answers_advice_comes_from_the_genre(genre, variant, advice):
    draft = genre_named(genre).editor().blank(variant, 4, 4)
    tone, text, marks = verdict_text(SEVERAL, draft.puzzle)
    assert tone == WARN
    assert "2 cells differ" in text
    assert f"{advice}, or press Make Unique." in text
    others = {"Add numbers there", "Change numbers there", "Change the picture there"} - {advice}
    assert not any(other in text for other in others)
    assert marks.differing == {(0, 0), (0, 1)}  # (x, y) -> the board's (row, column)


def test_advice_without_marked_cells():
    draft = genre_named("nonogram").editor().blank(None, 3, 3)
    _, text, _ = verdict_text(Verdict(status="several", seconds=0.0), draft.puzzle)
    assert "<b>Several answers</b>. Change the picture there, or press Make Unique." in text
