"""Game > Print... and Export as PDF...: what to put on paper, before the printer or file.

The player picks this puzzle or its whole pack, how many puzzles go on a page, the paper
size and whether answer pages follow; the choices are remembered. The printer's own dialog
(or a save dialog for a PDF) comes after this one.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLocale, QSettings
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..sheets import PER_PAGE, Booklet, Sheet
from .i18n import Texts, render
from .printing import PAGE_SIZES

tr = Texts(__name__)

# Everything the dialog says, in one place (translated where shown: tr(TEXT[...])).
TEXT = {
    "title_print": tr.mark("Print"),
    "title_pdf": tr.mark("Export as PDF"),
    "this_puzzle": tr.mark("This puzzle: {title}"),
    "per_page": tr.mark("Puzzles per page:"),
    "paper": tr.mark("Paper size:"),
    "answers": tr.mark("Answer pages at the end"),
    "go_print": tr.mark("Print..."),
    "go_pdf": tr.mark("Save PDF..."),
}
KEYS = {"per_page": "print/perPage", "paper": "print/paper", "answers": "print/answers"}


@dataclass(frozen=True)
class PrintChoice:
    title: str  # of the document: the puzzle's or the pack's
    sheets: list[Sheet]
    per_page: int
    paper: str
    answers: bool


def default_paper() -> str:
    """Letter where the locale measures in inches (the US), else A4."""
    imperial = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "Letter" if imperial else "A4"


class PrintDialog(QDialog):
    def __init__(
        self,
        puzzle: Sheet,
        pack: Booklet | None,
        to_pdf: bool,
        settings: QSettings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.puzzle, self.pack, self.settings = puzzle, pack, settings
        self.setWindowTitle(tr(TEXT["title_pdf" if to_pdf else "title_print"]))
        self.this_puzzle = QRadioButton(tr(TEXT["this_puzzle"], title=puzzle.title))
        count = len(pack.sheets) if pack else 0
        self.whole_pack = QRadioButton(
            tr.n(
                count,
                "The whole pack: {title} (1 puzzle)",
                "The whole pack: {title} ({count} puzzles)",
                title=render(pack.title) if pack else "",
            )
        )
        self.whole_pack.setVisible(pack is not None)
        group = QButtonGroup(self)
        group.addButton(self.this_puzzle)
        group.addButton(self.whole_pack)
        self.this_puzzle.setChecked(True)
        self.per_page = QComboBox()
        for count in PER_PAGE:
            self.per_page.addItem(str(count), count)
        self.paper = QComboBox()
        for key, size in PAGE_SIZES.items():  # named by Qt, in the player's language
            self.paper.addItem(QPageSize(size).name(), key)
        self.answers = QCheckBox(tr(TEXT["answers"]))
        self._restore()

        form = QFormLayout()
        form.addRow(tr(TEXT["per_page"]), self.per_page)
        form.addRow(tr(TEXT["paper"]), self.paper)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.go = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.go.setText(tr(TEXT["go_pdf" if to_pdf else "go_print"]))
        layout = QVBoxLayout(self)
        layout.addWidget(self.this_puzzle)
        layout.addWidget(self.whole_pack)
        layout.addLayout(form)
        layout.addWidget(self.answers)
        layout.addWidget(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

    def _restore(self) -> None:
        per_page = self.settings.value(KEYS["per_page"], 1, type=int)
        self.per_page.setCurrentIndex(max(self.per_page.findData(per_page), 0))
        paper = self.settings.value(KEYS["paper"], default_paper(), type=str)
        self.paper.setCurrentIndex(max(self.paper.findData(paper), 0))
        self.answers.setChecked(self.settings.value(KEYS["answers"], False, type=bool))

    def accept(self) -> None:
        choice = self.choice()
        self.settings.setValue(KEYS["per_page"], choice.per_page)
        self.settings.setValue(KEYS["paper"], choice.paper)
        self.settings.setValue(KEYS["answers"], choice.answers)
        super().accept()

    def choice(self) -> PrintChoice:
        if self.whole_pack.isChecked() and self.pack is not None:
            title, sheets = render(self.pack.title), list(self.pack.sheets)
        else:
            title, sheets = self.puzzle.title, [self.puzzle]
        return PrintChoice(
            title,
            sheets,
            self.per_page.currentData(),
            self.paper.currentData(),
            self.answers.isChecked(),
        )
