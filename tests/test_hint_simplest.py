"""The first hint is the simplest deduction there is (issue 14 item 8).

A hint must not depend on what the engine did before it: the app's engine has already
solved the puzzle (to check the board against the answer) and given earlier hints on the
same model, and a rule that remembered work from those runs skipped deductions the new
board needs -- seed 002's board 3 then hinted a trial while a basic rule applied. Each
hint on a walk to the answer is compared with the hint a freshly built model gives from
the same board.
"""

from __future__ import annotations

import re

import pytest

from gridgames.engine import LEVEL_BASIC, LEVEL_PROBE, HintStatus, Vocabulary, next_hint
from gridgames.engine.probing import trial_sentence
from gridgames.formats.detect import load_puzzle
from gridgames.games.bridge import bridge_for
from gridgames.games.play import new_play
from gridgames.jobs import HintJob, PuzzleEngine
from tests.helpers import PUZZLES

BOARD_3 = PUZZLES / "seeds" / "seed002-board3-5x5.gg"
WALKS = [
    *sorted((PUZZLES / "seeds").glob("seed002-board*.gg")),
    PUZZLES / "seeds" / "seed000-shikaku-12x12.gg",
    PUZZLES / "generated-hitori" / "hitori-7x7-hard-1.gg",
    PUZZLES / "generated-kurodoko" / "kurodoko-7x7-hard-1.gg",
    PUZZLES / "webpbn-cc-by" / "6.non",
]


TRIAL = re.compile(
    r"Suppose row \d+, column \d+ (shaded|white): then [a-z].*[^.]\. So it is (white|shaded)\."
)


class _Context:
    cancel = None


def hint_walk(path, limit: int = 400):
    """Ask the app's hint job, mark what it decides, again until nothing is left: yields
    (domains asked with, outcome) for every hint, all on one engine like the app's."""
    puzzle = load_puzzle(str(path))
    engine, bridge, board = PuzzleEngine(puzzle), bridge_for(puzzle), new_play(puzzle)
    for _ in range(limit):
        outcome = HintJob(bridge.to_domains(board), bridge.copy(board), bridge).run(
            engine, _Context()
        )
        hint = outcome.hint
        if hint is None or hint.step is None:
            return
        yield puzzle, outcome
        after = list(outcome.start)
        for var, value in outcome.marks.items():
            after[var] = value
        board.apply(bridge.move_for(board, after, list(outcome.marks)))


def test_seed_002_board_3_needs_no_trial() -> None:
    hints = [outcome.hint for _, outcome in hint_walk(BOARD_3)]
    assert len(hints) >= 5
    assert all(hint.level == LEVEL_BASIC for hint in hints), [h.step.reason for h in hints]
    reasons = [hint.step.reason for hint in hints]
    assert (
        "The 2 at row 2, column 3 must cover row 1, column 3: no other number reaches it."
        in reasons
    )


@pytest.mark.parametrize("path", WALKS, ids=lambda p: p.stem)
def test_every_hint_is_what_a_fresh_model_gives(path) -> None:
    for puzzle, outcome in hint_walk(path):
        if outcome.hint.steps[0].rule == "given":
            continue  # the job's own shortcut, before the engine is asked
        fresh = next_hint(PuzzleEngine(puzzle).model(), outcome.start)
        assert fresh.status == HintStatus.STEP
        assert [s.reason for s in outcome.hint.steps] == [s.reason for s in fresh.steps]
        if outcome.hint.level >= LEVEL_PROBE:  # and then no plain rule decides anything
            plain = next_hint(PuzzleEngine(puzzle).model(), outcome.start, probing=False)
            assert plain.step is None


def test_a_trial_reads_as_a_supposition_and_what_follows() -> None:
    probes = [
        outcome.hint.step.reason
        for _, outcome in hint_walk(PUZZLES / "generated-kurodoko" / "kurodoko-9x9-hard-1.gg")
        if outcome.hint.step.rule == "probe"  # (not "probe-agree": every trial held)
    ]
    assert probes
    for reason in probes:
        assert TRIAL.fullmatch(reason), reason


def test_a_trial_without_value_words_repeats_the_whole_statement() -> None:
    words = Vocabulary(describe=lambda var, dom: f"the 2 takes place {dom}")
    sentence = trial_sentence(words, 0, 1, 2, "No number can reach row 1, column 3.")
    assert sentence == (
        "Suppose the 2 takes place 1: then no number can reach row 1, column 3. "
        "So the 2 takes place 2."
    )
