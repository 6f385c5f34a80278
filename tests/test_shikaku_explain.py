"""The Shikaku rules explain themselves in the words a player reads in hints and the
auto-solve log: the exact sentences of small solves, each worked out by hand.

Every rule's sentence, the names of numbers and cells, and the spans of rectangles
("row 1, columns 1-2", "rows 1-3, column 1") are checked word for word, so a rule that
names the wrong cell or number, or a span off by one, fails here.
"""

from __future__ import annotations

import pytest

from gridgames.engine import HintStatus, next_hint
from gridgames.games.shikaku.genre import GENRE
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle
from gridgames.solving import solve_puzzle


def story(puzzle: ShikakuPuzzle) -> list[tuple[str, str]]:
    report = solve_puzzle(puzzle, trace=True)
    return [(step.rule, step.reason) for step in report.trace]


def only(number: str, cell: str) -> tuple[str, str]:
    return ("only-reach", f"The {number} must cover {cell}: no other number reaches it.")


SOLVED, BACK = ("solution", "Solved."), ("backtrack", "Back to the last guess.")

STORIES = {
    #   2 .
    #   . 2      two answers: guessed both ways
    "two-answers": (
        ShikakuPuzzle(2, 2, (Clue(0, 0, 2), Clue(1, 1, 2))),
        [
            ("guess", "Guess: the 2 at row 1, column 1 takes row 1, columns 1-2."),
            only("2 at row 2, column 2", "row 2, column 1"),
            SOLVED,
            BACK,
            ("guess", "Only one way left: the 2 at row 1, column 1 takes rows 1-2, column 1."),
            only("2 at row 2, column 2", "row 1, column 2"),
            SOLVED,
        ],
    ),
    #   3 . .
    #   . 3 .    rows, then columns
    #   . . 3
    "three-threes": (
        ShikakuPuzzle(3, 3, (Clue(0, 0, 3), Clue(1, 1, 3), Clue(2, 2, 3))),
        [
            ("guess", "Guess: the 3 at row 1, column 1 takes row 1, columns 1-3."),
            only("3 at row 2, column 2", "row 2, column 1"),
            only("3 at row 3, column 3", "row 3, column 1"),
            SOLVED,
            BACK,
            ("guess", "Only one way left: the 3 at row 1, column 1 takes rows 1-3, column 1."),
            only("3 at row 2, column 2", "row 1, column 2"),
            only("3 at row 3, column 3", "row 1, column 3"),
            SOLVED,
        ],
    ),
    #   . . . .    Only the top 6 reaches the corner (a rectangle from the bottom 6 up to
    #   . . 6 .    row 1 would be 8 cells at least); then every place left for it covers
    #   . . . 4    row 2, column 2, which the bottom 6 therefore cannot take.
    #   . 6 . .
    "claim": (
        ShikakuPuzzle(4, 4, (Clue(1, 2, 6), Clue(2, 3, 4), Clue(3, 1, 6))),
        [
            only("6 at row 2, column 3", "row 1, column 1"),
            only("4 at row 3, column 4", "row 4, column 4"),
            ("claim", "Every place left for the 6 at row 2, column 3 covers row 2, column 2, "
                      "so the 6 at row 4, column 2 cannot take it."),
            only("4 at row 3, column 4", "row 1, column 4"),
            SOLVED,
        ],
    ),
    #   . 4 . . 1    Only the 4 reaches the corner and row 1, column 4; its square
    #   3 . . 1 1    misses both: the first of them is named
    "first-missed-cell": (
        ShikakuPuzzle(5, 2, (Clue(0, 1, 4), Clue(0, 4, 1), Clue(1, 0, 3), Clue(1, 3, 1),
                             Clue(1, 4, 1))),
        [only("4 at row 1, column 2", "row 1, column 1"), SOLVED],
    ),
    #   4 . . . 3 2    The top 3 has one place (the 2 only fits downwards); the 4's row
    #   . . 3 . . .    covers two of its cells: the first is named
    "first-claimed-cell": (
        ShikakuPuzzle(6, 2, (Clue(0, 0, 4), Clue(0, 4, 3), Clue(0, 5, 2), Clue(1, 2, 3))),
        [
            ("claim", "Every place left for the 3 at row 1, column 5 covers row 1, column 3, "
                      "so the 4 at row 1, column 1 cannot take it."),
            only("3 at row 2, column 3", "row 2, column 5"),
            SOLVED,
        ],
    ),
    #   . . .    Only the top 4 reaches row 1, column 1 and row 3, column 1, and no place
    #   4 . .    it loses misses both (its squares each miss one, its lower column the
    #   . . .    first): the cell named is one the first place lost (the square at rows
    #   . . 8    1-2) misses. The 8 has one place (columns 2-3, rows 1-4).
    #   . 4 .
    #   . . 2
    "no-cell-every-lost-place-misses": (
        ShikakuPuzzle(3, 6, (Clue(1, 0, 4), Clue(3, 2, 8), Clue(4, 1, 4), Clue(5, 2, 2))),
        [
            only("4 at row 2, column 1", "row 3, column 1"),
            only("4 at row 5, column 2", "row 6, column 1"),
            only("2 at row 6, column 3", "row 5, column 3"),
            SOLVED,
        ],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", STORIES)
def test_a_solve_tells_each_step(name: str) -> None:
    puzzle, expected = STORIES[name]
    assert story(puzzle) == expected


CLASH_CLUES = ((1, 3, 3), (1, 4, 3), (2, 0, 6), (2, 2, 8), (3, 0, 3), (3, 4, 2), (4, 4, 3))


@pytest.mark.parametrize(
    "puzzle, rule, reason",
    [
        (
            ShikakuPuzzle(3, 1, (Clue(0, 0, 1), Clue(0, 2, 1))),
            "unreachable",
            "No number can reach row 1, column 2.",
        ),
        (
            ShikakuPuzzle(3, 1, (Clue(0, 0, 2), Clue(0, 2, 2))),
            "clash",
            "The 2 at row 1, column 3 and the 2 at row 1, column 1 both need row 1, column 2.",
        ),
        (
            ShikakuPuzzle(2, 1, (Clue(0, 0, 3),)),
            "empty",
            "Nothing is possible for the 3 at row 1, column 1 (no place fits).",
        ),
        #   . 2 .    each place misses a cell only it reaches
        (
            ShikakuPuzzle(3, 1, (Clue(0, 1, 2),)),
            "only-reach",
            "No place is left for the 2 at row 1, column 2.",
        ),
        #   . . . . .    The 6 fits only at rows 1-3, columns 1-2, and both places of the
        #   . . . 3 3    8 (columns 2-3, rows 1-4 or 2-5) cover row 2, column 2 too. The
        #   6 . 8 . .    3 at row 2, column 4 reaches that cell but needs it in no place:
        #   3 . . . 2    it is not the number named.
        #   . . . . 3
        (
            ShikakuPuzzle(5, 5, tuple(Clue(*clue) for clue in CLASH_CLUES)),
            "clash",
            "The 8 at row 3, column 3 and the 6 at row 3, column 1 both need row 2, column 2.",
        ),
    ],
    ids=["unreachable", "clash", "no-place", "no-place-left", "clash-names-who-needs-it"],
)
def test_a_board_without_an_answer_says_why(puzzle, rule: str, reason: str) -> None:
    assert story(puzzle) == [(rule, reason)]


@pytest.mark.parametrize(
    "puzzle, reason, focus",
    [
        #   1 . . 1    two cells no number reaches: the first is named
        (
            ShikakuPuzzle(4, 1, (Clue(0, 0, 1), Clue(0, 3, 1))),
            "No number can reach row 1, column 2.",
            ((0, 1),),
        ),
        #   3 . . 3    both need the two middle cells: the first is named
        (
            ShikakuPuzzle(4, 1, (Clue(0, 0, 3), Clue(0, 3, 3))),
            "The 3 at row 1, column 4 and the 3 at row 1, column 1 both need row 1, column 2.",
            ((0, 1),),
        ),
        #   2 2 .    the top 2s and the 4 each have one place; the bottom 2's two places
        #   . 4 .    each take a cell of theirs
        #   2 . .
        (
            ShikakuPuzzle(3, 3, (Clue(0, 0, 2), Clue(0, 1, 2), Clue(1, 1, 4), Clue(2, 0, 2))),
            "No place is left for the 2 at row 3, column 1.",
            ((2, 0),),
        ),
        #   3 . .    each place of the top 3 leaves the 2 or the bottom 3 without room
        #   . 2 .
        #   . . 3
        (
            ShikakuPuzzle(3, 3, (Clue(0, 0, 3), Clue(2, 2, 3), Clue(1, 1, 2))),
            "Every value of the 3 at row 1, column 1 takes one of 2 places leads to a "
            "contradiction",
            (),
        ),
    ],
    ids=["unreachable", "clash", "no-place-left", "probing"],
)
def test_a_hint_on_a_board_without_an_answer_names_the_first_cell(puzzle, reason, focus) -> None:
    model = GENRE.build(puzzle)
    hint = next_hint(model, list(model.domains))
    assert (hint.status, hint.reason, hint.focus) == (HintStatus.CONTRADICTION, reason, focus)


def test_each_step_lights_the_cell_it_names_and_the_numbers_involved() -> None:
    puzzle, _ = STORIES["claim"]
    report = solve_puzzle(puzzle, trace=True)
    assert [step.focus for step in report.trace] == [
        ((0, 0), (1, 2)),  # row 1, column 1 and the 6 that must cover it
        ((3, 3), (2, 3)),
        ((1, 1), (1, 2), (3, 1)),  # the claimed cell, the claiming 6, the other 6
        ((0, 3), (2, 3)),
        (),
    ]


def test_every_named_cell_makes_its_sentence_true_on_random_boards() -> None:
    """Where several cells would do, a rule names one: whichever it names must make the
    sentence true at that moment of the solve (replayed step by step). Only-reach: no
    other number's places left reach the cell, and a place the step removes misses it
    (it once named a cell every removed place covered). Claim: every place left for the
    owner covers the cell, and so does some place the step removes from the other
    number."""
    import random

    from gridgames.engine import Replay, bits
    from gridgames.games.shikaku.candidates import find_candidates
    from tests.test_shikaku_solve import puzzle_from_tiling, random_tiling

    told = {"only-reach": 0, "claim": 0}
    for seed in range(40):
        rng = random.Random(seed)
        width, height = rng.randint(3, 8), rng.randint(3, 8)
        puzzle = puzzle_from_tiling(rng, width, height, random_tiling(rng, width, height, 9))
        cands = find_candidates(puzzle)
        cell_of = {(c.row, c.col): i for i, c in enumerate(puzzle.clues)}
        bit = lambda cell, width=width: 1 << (cell[0] * width + cell[1])  # noqa: E731
        state = Replay(GENRE.build(puzzle).domains)
        for step in solve_puzzle(puzzle, trace=True).trace:
            before = list(state.dom)
            state.apply(step)
            if step.rule not in told or not step.changes:
                continue
            told[step.rule] += 1
            (change,) = step.changes
            clue, lost = change.var, change.old & ~change.new
            masks = cands.masks[clue]
            cell = bit(step.focus[0])
            if step.rule == "only-reach":
                # Some place the step removes misses it; every one does, when some cell
                # only this number reaches is missed by them all (the one to name).
                assert any(not masks[k] & cell for k in bits(lost)), (seed, step.reason)
                reach = 0
                for i, domain in enumerate(before):
                    for k in bits(domain):
                        reach |= cands.masks[i][k] if i != clue else 0
                missed_by_all = ~reach & ~_union(masks, lost) & _union(masks, before[clue])
                if missed_by_all:
                    assert not _union(masks, lost) & cell, (seed, step.reason)
                others = [i for i in range(len(before)) if i != clue]
                assert all(not cands.masks[i][k] & cell for i in others for k in bits(before[i])), (
                    seed,
                    step.reason,
                )
            else:
                owner = cell_of[step.focus[1]]
                assert all(cands.masks[owner][k] & cell for k in bits(before[owner]))
                assert any(masks[k] & cell for k in bits(lost)), (seed, step.reason)
    assert told["only-reach"] > 50 and told["claim"] > 20


def _union(masks: list[int], domain: int) -> int:
    from gridgames.engine import bits

    union = 0
    for k in bits(domain):
        union |= masks[k]
    return union
