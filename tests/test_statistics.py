"""Statistics: the dialog shows what the progress database holds, and a win made with real
clicks lands in it (the rows themselves, Qt-free: tests/test_progress_statistics.py)."""

from __future__ import annotations

from gridgames.app.clock import format_time
from gridgames.app.statistics_dialog import UNKNOWN_KIND, StatisticsDialog
from gridgames.packs import BUILTIN
from gridgames.progress import ProgressStore
from tests.driver import BoardDriver, open_window
from tests.test_progress_statistics import fill


def test_the_dialog_shows_the_database(qtbot, tmp_path) -> None:
    with ProgressStore(tmp_path) as store:
        fill(store)
        store.mark_solved("z", 20)  # a win of unknown kind is listed last
        dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    table = dialog.table
    shown = [
        tuple(table.item(r, c).text() for c in range(table.columnCount()))
        for r in range(table.rowCount())
    ]
    assert shown == [
        ("Hitori", "8\u00d78", "1", "1", "0:45", "0:45"),
        ("Nonogram", "10\u00d710", "3", "4", "0:50", "1:20"),
        ("Nonogram", "15\u00d710", "1", "1", "5:00", "5:00"),
        (UNKNOWN_KIND, "", "1", "1", "0:20", "0:20"),
    ]
    assert dialog.summary.text().startswith("6 puzzles solved, 7 wins")


def test_a_win_with_real_clicks_is_counted(qtbot) -> None:
    window = open_window(qtbot)
    pack = window.shelf.library.find(BUILTIN + "mit-samples")
    entry = next(e for e in pack.entries if e.source_name == "pzprjs-hitori-4x4.gg")
    window.packs.chosen.emit(pack.ref, entry.key)
    window.session.clock.set_elapsed_ms(83_000)
    board = BoardDriver(window.view)
    for cell in [(0, 0), (0, 2), (2, 0), (2, 2), (3, 3)]:  # the answer's shaded cells
        board.click(cell)
    assert window.session.won
    window.game_actions.statistics.trigger()
    dialog = window.guides.dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.isVisible()
    row = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    seconds = window.session.clock.seconds()
    assert row == ["Hitori", "4\u00d74", "1", "1", format_time(seconds), format_time(seconds)]
    assert 83 <= seconds < 90
