"""Closing the window in edit mode loses nothing: the draft is kept (atomically, in the
progress store's app state) and the next start opens edit mode on it again -- even a draft
that is not a puzzle yet. A kept draft that does not read gives one line and is dropped."""

from __future__ import annotations

import pytest

from gridgames.app.editing.kept_draft import (
    STATE_NAME,
    KeptDraft,
    draft_from_record,
    draft_record,
)
from gridgames.games.registry import genre_named
from gridgames.games.shikaku.puzzle import Rect
from tests.driver import open_window, record_questions
from tests.mouse_widgets import click_button
from tests.test_designer_mouse import new_blank


def reopen(qtbot):
    """A new window started as the app starts (`run_app`)."""
    window = open_window(qtbot, 1000, 760)
    window.open_at_start()
    return window


def test_an_unfinished_shikaku_survives_closing_the_window(qtbot) -> None:
    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Shikaku", 4, 4)
    board.drag([(0, 0), (1, 1)])  # a rectangle of 4: the numbers add up to 4, not 16
    board.drag([(3, 3), (3, 2)])
    draft = window.edit_mode.session.draft
    assert len(draft.canvas) == 2
    assert genre_named("shikaku").problems(draft.puzzle)  # not a puzzle yet
    title = window._edit_title
    store = window.shelf.store  # kept a moment after the edits, before any close (a crash)
    qtbot.waitUntil(lambda: draft_from_record(store.get_state(STATE_NAME)).draft == draft)
    window.close()  # no question: the draft is kept

    again = reopen(qtbot)
    assert again.editing
    assert again.edit_mode.session.draft == draft  # the numbers and the tiling drawn
    assert again.edit_mode.session.draft.canvas[0].area == 4
    assert again._edit_title == title
    assert "Not a puzzle yet" in again.edit_mode.bar.verdict.text()
    assert "back" in again.status.currentMessage()


def test_a_kept_draft_is_not_dropped_unasked_and_goes_once_played(qtbot, monkeypatch) -> None:
    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Nonogram", 3, 3)
    board.drag([(0, 0), (0, 2)])
    draft = window.edit_mode.session.draft
    window.close()

    again = reopen(qtbot)
    assert again.edit_mode.session.draft == draft
    asked = record_questions(monkeypatch, answer=None)  # Cancel: keep editing
    again.open_first_builtin()
    assert len(asked) == 1 and again.editing  # a restored draft is asked about
    click_button(again.edit_mode.bar.play_button)
    assert not again.editing  # played: nothing left to bring back
    again.close()

    third = reopen(qtbot)
    assert not third.editing


def test_a_damaged_kept_draft_gives_one_line_and_is_ignored(qtbot) -> None:
    window = open_window(qtbot, 800, 600)
    window.shelf.store.set_state(STATE_NAME, {"format": 1, "gg": "shikaku 4x\n", "title": "x",
                                              "origin": "y", "canvas": []})  # fmt: skip
    window.close()
    again = reopen(qtbot)
    assert not again.editing and again.session is not None
    message = again.status.currentMessage()
    assert message.startswith("The design left in edit mode could not be restored: ")
    assert "\n" not in message
    assert again.shelf.store.get_state(STATE_NAME) is None  # said once, then dropped


@pytest.mark.parametrize(
    ("genre", "variant", "bad_canvas"),
    [
        ("shikaku", None, [[0, 0, 9, 1]]),
        ("nonogram", None, [[True]]),
        ("fillgrid", "hitori", None),
    ],
)
def test_the_record_round_trips_and_refuses_what_does_not_fit(genre, variant, bad_canvas):
    editor = genre_named(genre).editor()
    draft = editor.blank(variant, 4, 3)
    if genre == "shikaku":
        draft = editor.place_rect(draft, Rect(0, 0, 2, 2), (0, 0))
    elif genre == "nonogram":
        draft = editor.paint(draft, [(0, 0), (2, 3)], True)
    else:
        draft = editor.set_number(draft, (1, 1), 3)
    kept = KeptDraft(draft, "My design", "from a blank board", None)
    assert draft_from_record(draft_record(kept)) == kept
    if bad_canvas is not None:
        with pytest.raises(ValueError):
            draft_from_record({**draft_record(kept), "canvas": bad_canvas})
    with pytest.raises(ValueError):
        draft_from_record({**draft_record(kept), "format": 99})


def test_no_first_steps_tour_over_a_restored_draft(qtbot) -> None:
    """The game behind the editor may be a kind's first opening: its tour waits."""
    from gridgames.app.tour import SEEN_KEY

    window = open_window(qtbot, 1000, 760)
    new_blank(qtbot, window, "Hitori", 4, 4)
    window.close()
    again = open_window(qtbot, 1000, 760)
    again.settings.setValue(SEEN_KEY, [])
    again.guides.tour.auto = True
    again.open_at_start()
    assert again.editing
    qtbot.wait(50)  # the tour is started from the event loop
    assert not again.guides.tour.running and not again.guides.tour.card.isVisible()
