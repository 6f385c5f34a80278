"""The window cannot play colour nonograms yet: opening one says so and keeps the game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from tests.driver import open_window
from tests.helpers import shared
from tests.play_steps import NONOGRAM

COLOUR = Path(__file__).parent / "data" / "colour" / "flags-5x3.gg"


def test_opening_a_colour_nonogram_is_refused_with_the_reason(qtbot, monkeypatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "warning",
        staticmethod(lambda parent, title, text, *a, **k: warnings.append(text)),
    )
    window = open_window(qtbot)
    assert window.open_puzzle(str(shared(*NONOGRAM)))
    before = window.session
    window.open_puzzle(str(COLOUR))
    assert (
        len(warnings) == 1 and "colour nonograms cannot be played in the window yet" in warnings[0]
    )
    assert window.session is before and not before.puzzle.is_colour
