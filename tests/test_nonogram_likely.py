"""How likely each cell of a line is to be filled (games/nonogram/likely.py), the learning
search's first guess at a cell: the shares must be exactly those of the legal placements,
counted here by brute force over every picture of short lines."""

from __future__ import annotations

import itertools
import random

from gridgames.engine import EITHER, ONLY_0, ONLY_1
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.likely import Likelihood, fill_shares, likelier_value


def placements(clue: tuple[int, ...], state: bytes) -> list[tuple[int, ...]]:
    """Every picture of the line that has this clue and agrees with `state`."""
    return [
        picture
        for picture in itertools.product((0, 1), repeat=len(state))
        if tuple(runs(picture)) == clue
        and all(
            domain & (ONLY_1 if on else ONLY_0) for domain, on in zip(state, picture, strict=True)
        )
    ]


def test_fill_shares_are_the_shares_of_the_legal_placements() -> None:
    rng = random.Random(3)
    for _ in range(400):
        length = rng.randint(1, 8)
        clue = tuple(runs([rng.random() < 0.5 for _ in range(length)]))
        state = bytes(rng.choice((ONLY_0, ONLY_1, EITHER, EITHER, EITHER)) for _ in range(length))
        legal = placements(clue, state)
        shares = fill_shares(clue, state)
        if not legal:
            assert shares is None, (clue, list(state))
            continue
        assert shares is not None
        expected = [sum(picture[i] for picture in legal) / len(legal) for i in range(length)]
        assert shares == expected or all(
            abs(a - b) < 1e-12 for a, b in zip(shares, expected, strict=True)
        ), (clue, list(state), shares, expected)


def test_likelihood_multiplies_the_odds_of_a_cell_s_lines() -> None:
    """Row (1) over cells 0-2 and column (2) over cells 1, 3, 4: cell 1 is filled in a
    third of the row's placements (odds 1:2) and half the column's (1:1)."""
    likely = Likelihood([((1,), (0, 1, 2)), ((2,), (1, 3, 4))])
    dom = [EITHER] * 5
    assert abs(likely.filled_odds(dom, 1) - 0.5) < 1e-9
    assert abs(likely.filled_odds(dom, 3) - 1e9) < 1e3  # in every placement of the column
    dom[0] = ONLY_0  # the row's 1 is now on cell 1 or 2: even odds
    assert abs(likely.filled_odds(dom, 1) - 1.0) < 1e-9
    dom[3] = ONLY_0  # no placement of the column is left: no opinion
    assert likely.filled_odds(dom, 1) == 1.0


def test_the_likelier_value_is_the_first_guess() -> None:
    guess = likelier_value([((1,), (0, 1, 2)), ((2,), (1, 3, 4))])
    dom = [EITHER] * 5
    assert guess(dom, 1) == ONLY_0  # odds 1:2
    assert guess(dom, 3) == ONLY_1  # filled in every placement of its column
