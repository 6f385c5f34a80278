"""Every genre played to a win through the board: with the mouse alone, with the keyboard alone.

Answers come from the shared puzzle files; the win must come from the rules (the signal
fires once, on the last move, never before).
"""

from __future__ import annotations

import pytest

from tests.driver import BoardDriver, open_window
from tests.helpers import shared
from tests.play_steps import (
    HITORI,
    KURODOKO,
    NONOGRAM,
    SHIKAKU,
    keyboard_steps,
    mouse_steps,
)


@pytest.mark.parametrize("parts", [SHIKAKU, NONOGRAM, HITORI, KURODOKO], ids=lambda p: p[-1])
@pytest.mark.parametrize("how", [mouse_steps, keyboard_steps], ids=["mouse", "keyboard"])
def test_played_to_a_win(qtbot, parts, how) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(shared(*parts)))
    board = BoardDriver(window.view)
    wins: list[int] = []
    window.solved.connect(wins.append)
    steps = how(board, window.session.puzzle)
    for step in steps[:-1]:
        step()
    assert wins == [] and not window.session.play.is_solved()
    with qtbot.waitSignal(window.solved, timeout=2000):
        steps[-1]()
    assert len(wins) == 1
    assert window.view.banner and window.view.banner.startswith("Solved in")
    assert not window.session.clock.running
    assert window.session.undo_stack.count() == len(steps)
