"""Nothing an author made is lost: a start that asks for a puzzle (`gridgames --edit
PUZZLE`, `gridgames PUZZLE`) while a design is kept from the last session files that design
in My puzzles first and says where; leaving edit mode offers Save; a design that is not a
puzzle yet is saved as a draft `.gg`, listed in My puzzles as a draft, and opened in edit
mode again from the file or the list. Driven through the real start path (`open_at_start`)
and real mouse events on the board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gridgames.app.editing.kept_draft import STATE_NAME, draft_from_record
from gridgames.errors import DraftError
from gridgames.formats.gg import read_gg
from gridgames.packs.mine import MINE
from tests.driver import open_window, record_questions
from tests.test_designer_mouse import new_blank

PUZZLE = "shikaku 3x2\ntitle: Asked for\n.  .  .\n3  .  3\n"


def unfinished_shikaku(qtbot):
    """A window left in edit mode on a Shikaku that is not a puzzle yet, closed."""
    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Shikaku", 4, 4)
    board.drag([(0, 0), (1, 1)])  # a rectangle of 4: the numbers add up to 4, not 16
    draft = window.edit_mode.session.draft
    title = window._edit_title
    window.close()
    return draft, title


def asked_for(tmp_path: Path) -> str:
    path = tmp_path / "asked.gg"
    path.write_text(PUZZLE, encoding="utf-8")
    return str(path)


def mine_entries(window):
    return window.shelf.library.find(MINE).entries


def drafts_in_mine(window):
    return [e for e in mine_entries(window) if isinstance(e.error, DraftError)]


def test_edit_puzzle_at_start_files_the_kept_draft_then_edits_the_puzzle(qtbot, tmp_path):
    draft, title = unfinished_shikaku(qtbot)
    window = open_window(qtbot, 1000, 760)
    window.open_at_start(asked_for(tmp_path), edit=True)  # `gridgames --edit PUZZLE`
    assert window.editing
    assert window.edit_mode.session.puzzle == read_gg(PUZZLE)  # the puzzle asked for
    message = window.status.currentMessage()
    assert message.startswith(f"The design you left in edit mode, \u201c{title}\u201d, is in My")
    [entry] = drafts_in_mine(window)
    assert entry.source_name in message and entry.error.draft == draft.puzzle
    kept = draft_from_record(window.shelf.store.get_state(STATE_NAME))
    assert kept.draft.puzzle == read_gg(PUZZLE)  # what is kept now is the new editing
    window.close()

    again = open_window(qtbot, 1000, 760)
    again.open_at_start()
    assert again.editing and again.edit_mode.session.puzzle == read_gg(PUZZLE)


def test_playing_a_puzzle_at_start_files_the_kept_draft_too(qtbot, tmp_path) -> None:
    draft, _ = unfinished_shikaku(qtbot)
    window = open_window(qtbot, 1000, 760)
    window.open_at_start(asked_for(tmp_path))  # `gridgames PUZZLE`
    assert not window.editing and window.session.puzzle == read_gg(PUZZLE)
    assert "is in My puzzles" in window.status.currentMessage()
    assert [entry.error.draft for entry in drafts_in_mine(window)] == [draft.puzzle]
    assert window.shelf.store.get_state(STATE_NAME) is None


def test_a_puzzle_that_does_not_open_leaves_the_draft_in_edit_mode(qtbot, tmp_path, monkeypatch):
    draft, _ = unfinished_shikaku(qtbot)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    window = open_window(qtbot, 1000, 760)
    window.open_at_start(str(tmp_path / "missing.gg"), edit=True)
    assert len(warned) == 1 and "missing.gg" in warned[0]
    assert window.editing and window.edit_mode.session.draft == draft  # the tiling too
    [entry] = drafts_in_mine(window)
    assert window._edit_kept == entry.source_name  # a later save replaces the file it was filed as


def test_leaving_edit_mode_offers_save_into_my_puzzles(qtbot, monkeypatch) -> None:
    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Hitori", 3, 3)
    window.edit_mode.bar.pens.button(2).click()
    board.click((1, 1))  # one number: not a puzzle yet
    drawn = window.edit_mode.session.puzzle
    asked = record_questions(monkeypatch, QMessageBox.StandardButton.Save)
    assert window.open_first_builtin()
    assert len(asked) == 1 and "Save" in asked[0]
    assert not window.editing
    [entry] = drafts_in_mine(window)
    assert entry.error.draft == drawn
    qtbot.waitUntil(lambda: entry.source_name in window.status.currentMessage())


def test_an_unfinished_design_saves_as_a_draft_and_opens_in_edit_mode(qtbot, tmp_path) -> None:
    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Shikaku", 4, 4)
    board.drag([(0, 0), (1, 1)])
    drawn = window.edit_mode.session.puzzle
    window.game_actions.export.trigger()  # Game > Export... in edit mode
    dialog = window.export_dialog
    assert [spec.name for spec in dialog.formats] == ["gg"]
    assert dialog.save_to(str(tmp_path / "unfinished"))
    dialog.close()
    assert "saved as a draft" in window.status.currentMessage()
    text = (tmp_path / "unfinished.gg").read_text(encoding="utf-8")
    assert "draft: not a puzzle yet" in text
    [entry] = drafts_in_mine(window)
    listed = window.packs.model.puzzle_index(entry.key)
    assert listed.data().endswith("(draft)") and listed.flags() & Qt.ItemFlag.ItemIsEnabled

    fresh = open_window(qtbot, 1000, 760)
    assert fresh.open_puzzle(str(tmp_path / "unfinished.gg"))
    assert fresh.editing and fresh.edit_mode.session.puzzle == drawn
    assert fresh.status.currentMessage().startswith("Opened in edit mode: a draft, not a puzzle")
    fresh.close()

    third = open_window(qtbot, 1000, 760)
    assert third.open_entry(MINE, entry.key)  # chosen in the pack list
    assert third.editing and third.edit_mode.session.puzzle == drawn
    assert third._edit_kept == entry.source_name
    assert third._edit_title == entry.title  # as the list calls it, not by its file name


def test_a_screenshot_of_a_draft_shows_it_in_edit_mode(qapp, tmp_path, monkeypatch) -> None:
    import gridgames.app.main as app_main

    path = tmp_path / "draft.gg"
    path.write_text("shikaku 3x2\ndraft: not a puzzle yet\n2 . .\n. . .\n", encoding="utf-8")
    seen = {}
    grab = app_main._grab

    def looking(app, window, out):
        seen["editing"] = window.editing
        seen["text"] = window.edit_mode.bar.verdict.text()
        return grab(app, window, out)

    monkeypatch.setattr(app_main, "_grab", looking)
    out = tmp_path / "draft.png"
    assert app_main.take_screenshot(str(out), str(path), edit=True) == 0
    assert seen["editing"] and "Not a puzzle yet" in seen["text"]
    assert out.stat().st_size > 0


def test_make_unique_and_trim_say_why_when_they_change_nothing(qtbot) -> None:
    from tests.mouse_widgets import click_button
    from tests.test_designer_mouse import verdict

    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Shikaku", 2, 2)
    mode = window.edit_mode
    click_button(mode.bar.make_unique)  # an empty board: not a puzzle yet
    assert window.status.currentMessage().startswith("Not a puzzle yet: the board has no clues")
    assert mode.working is None
    board.drag([(0, 0), (1, 1)])  # one rectangle of 4: unique
    assert verdict(qtbot, window).status == "unique"
    click_button(mode.bar.trim)  # Shikaku: every number is needed for the areas
    qtbot.waitUntil(lambda: "Trim: every clue is needed" in window.status.currentMessage(),
                    timeout=90_000)  # fmt: skip
    click_button(mode.bar.make_unique)
    qtbot.waitUntil(lambda: "already unique" in window.status.currentMessage(), timeout=90_000)
    assert mode.session.undo_stack.count() == 1  # the rectangle alone


def test_what_was_said_of_one_design_is_gone_when_the_next_is_edited(qtbot) -> None:
    """Seen in a real window: 'Not a puzzle yet ... saved as a draft' stayed in the status
    bar through every puzzle edited after it."""
    from gridgames.games.registry import genre_named

    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Shikaku", 4, 4)
    board.drag([(0, 0), (1, 1)])
    window._edited_to_keep()  # Save, as Export does
    assert "saved as a draft" in window.status.currentMessage()
    window._end_edit_mode(ask=False)
    blank = genre_named("fillgrid").editor().blank("kurodoko", 5, 5)
    window.enter_edit_mode(blank, "New Kurodoko", "new")
    assert "saved as a draft" not in window.status.currentMessage()


def test_a_nonogram_draft_keeps_its_picture_where_typed_clues_disagree(qtbot, tmp_path):
    """Save keeps exactly what was drawn: the picture painted and the clue typed against it
    (which makes it no puzzle yet) both come back when the file is opened again."""
    from gridgames.games.registry import genre_named

    editor = genre_named("nonogram").editor()
    draft = editor.paint(editor.blank(None, 4, 3), [(0, 0), (0, 1), (1, 1)], True)
    draft = editor.set_clue(draft, True, 2, (4,))  # row 3 typed as 4: the totals disagree
    window = open_window(qtbot, 1000, 760)
    window.enter_edit_mode(draft, "Typed", "new")
    window.game_actions.export.trigger()
    assert window.export_dialog.save_to(str(tmp_path / "typed"))
    window.export_dialog.close()
    text = (tmp_path / "typed.gg").read_text(encoding="utf-8")
    assert "draft: not a puzzle yet" in text and "solution:" in text
    fresh = open_window(qtbot, 1000, 760)
    assert fresh.open_puzzle(str(tmp_path / "typed.gg"))
    assert fresh.editing and fresh.edit_mode.session.draft == draft
    assert editor.typed_lines(fresh.edit_mode.session.draft) == editor.typed_lines(draft)


def test_the_export_dialog_names_why_a_draft_is_only_gg_once(qtbot) -> None:
    """Seen in a real window: the reason stood twice (Tatham's ID and the puzz.link URL)."""
    window = open_window(qtbot, 1000, 760)
    board = new_blank(qtbot, window, "Shikaku", 4, 4)
    board.drag([(0, 0), (1, 1)])
    window.game_actions.export.trigger()
    text = window.export_dialog.not_offered.text()
    window.export_dialog.close()
    assert text.count("Only a .gg file keeps a draft that is not a puzzle yet.") == 1


def test_a_plain_folder_with_a_draft_counts_it_as_a_draft(qtbot, tmp_path) -> None:
    """Seen in a real window: a draft in a folder opened as a pack was counted as a puzzle
    that 'cannot be played'."""
    folder = tmp_path / "mixed"
    folder.mkdir()
    (folder / "done.gg").write_text(PUZZLE, encoding="utf-8")
    (folder / "half.gg").write_text("shikaku 3x2\ndraft: not a puzzle yet\n2 . .\n. . .\n",
                                    encoding="utf-8")  # fmt: skip
    (folder / "bad.gg").write_text("shikaku 3x2\n2 . .\n", encoding="utf-8")
    window = open_window(qtbot, 1000, 760)
    assert window.open_puzzle(str(folder))
    said = window.status.currentMessage()
    assert said == (
        "Pack \u201cmixed\u201d: 1 puzzle (1 cannot be played: see their tooltips), and 1 "
        "draft (it opens in edit mode)"
    )
    pack = next(p for p in window.shelf.library.packs if p.title == "mixed")
    half = next(e for e in pack.entries if e.source_name == "half.gg")
    assert window.open_entry(pack.ref, half.key) and window.editing
