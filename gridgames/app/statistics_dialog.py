"""Game > Statistics: the player's wins per kind of puzzle and size, from saved progress.

One row per kind and size: puzzles solved, wins (a puzzle played again and solved again
counts again), best and median time. The numbers come from the progress store's solve
rows (progress/statistics.py); the dialog only lays them out, read when it opens.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import kind_label
from ..progress import ProgressStore
from ..progress.statistics import KindStatistics, kind_statistics
from .clock import format_time
from .i18n import Texts, render

tr = Texts(__name__)

COLUMNS = (
    tr.mark("Puzzle"),
    tr.mark("Size"),
    tr.mark("Solved"),
    tr.mark("Wins"),
    tr.mark("Best"),
    tr.mark("Median"),
)
UNKNOWN_KIND = tr.mark("Earlier wins")  # solved before kinds were recorded, not opened since


def statistics_cells(row: KindStatistics) -> tuple[str, ...]:
    """The texts of one table row."""
    kind = row.kind
    name = render(kind_label(kind.name)) if kind.name is not None else tr(UNKNOWN_KIND)
    size = f"{kind.width}\u00d7{kind.height}" if kind.width and kind.height else ""
    return (
        name,
        size,
        str(row.puzzles),
        str(row.solves),
        format_time(round(row.best)),
        format_time(round(row.median)),
    )


class StatisticsDialog(QDialog):
    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        rows = kind_statistics(store.solve_times())
        self.table = QTableWidget(len(rows), len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([tr(column) for column in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for r, row in enumerate(rows):
            for c, text in enumerate(statistics_cells(row)):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        solved = sum(row.puzzles for row in rows)
        wins = sum(row.solves for row in rows)
        self.summary = QLabel(
            tr(
                "{puzzles} solved, {wins} in all. Times are your own: boards the solver "
                "finished do not count.",
                puzzles=tr.n(solved, "1 puzzle", "{count} puzzles"),
                wins=tr.n(wins, "1 win", "{count} wins"),
            )
            if rows
            else tr("No puzzle solved yet: your wins and times will be listed here.")
        )
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.table.setVisible(bool(rows))
        self.resize(560, 380)
