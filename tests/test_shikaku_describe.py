"""How a Shikaku number is said with its places left (found by mutation testing,
docs/mutation.md): word for word in English, and, for the counted sentence, the parts a
translation is looked up by (the count field, the singular and plural templates)."""

from __future__ import annotations

from gridgames.games.shikaku.genre import GENRE
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle


def test_a_number_is_said_with_its_places_left() -> None:
    model = GENRE.build(ShikakuPuzzle(2, 2, (Clue(0, 0, 2), Clue(1, 1, 2))))
    describe = model.vocabulary.describe
    assert model.domains == [0b11, 0b11]
    assert describe(0, 0) == "the 2 at row 1, column 1 (no place fits)"
    assert describe(0, 0b01) == "the 2 at row 1, column 1 takes row 1, columns 1-2"
    several = describe(0, 0b11)
    assert several == "the 2 at row 1, column 1 takes one of 2 places"
    assert (several.count, several.one, several.template) == (
        "count",
        "{clue} takes one of {count} place",
        "{clue} takes one of {count} places",
    )
    assert several.fields["count"] == 2
