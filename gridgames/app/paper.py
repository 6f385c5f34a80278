"""The window's Print..., Export as PDF... and Export Image... commands.

Answers for answer pages come from the puzzle files when they have them; the others are
solved in a process of their own (`sheets.with_answers` in a one-process pool started like
the engine's), never in the window's process, behind a progress dialog with Cancel, and
within sheets.ANSWER_TIMEOUT in all (then the player is told which puzzle had none).
Drawing the pages is Qt's work and stays here; the window answers between pages.
"""

from __future__ import annotations

import multiprocessing
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QObject, Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog, QWidget

from ..engine.sentence import Sentence
from ..errors import PuzzleError
from ..packs.keys import slug
from ..sheets import ANSWER_TIMEOUT, Booklet, Sheet, booklet_of, page_count, with_answers
from .i18n import Texts, render, words_of
from .print_dialog import PrintChoice, PrintDialog
from .printing import page_layout, paint_pages, write_pdf, write_png, write_svg

tr = Texts(__name__)

# What these commands say, in one place (translated where shown: tr(TEXT[...])).
TEXT = {
    "answers": tr.mark("Working out the answers..."),
    "cancel": tr.mark("Cancel"),
    "no_answers": tr.mark("No answers"),
    "too_long": tr.mark("The answers were not found within {s:g} seconds."),
    "save_pdf": tr.mark("Export as PDF"),
    "pdf_filter": tr.mark("PDF (*.pdf)"),
    "save_image": tr.mark("Export Image"),
    "image_filter": tr.mark("PNG image (*.png);;SVG image (*.svg)"),
    "cannot": tr.mark("Cannot export"),
    "saved": tr.mark("Saved {name} ({pages})"),
    "saved_image": tr.mark("Saved {name}"),
    "printed": tr.mark("Sent {pages} to {printer}"),
}


def why_not(error: Exception) -> str:
    """Why an export or a print failed, in the player's language: a PuzzleError's place
    and reason, a drawing failure's Sentence, else the system's own words (an OSError's
    strerror and file)."""
    said = words_of(error)
    if isinstance(said, Sentence):
        return render(said)
    reason = getattr(error, "strerror", None)
    filename = getattr(error, "filename", None)
    if reason and filename:
        return tr("{file}: {reason}", file=filename, reason=reason)
    return reason or str(error)


def pages_text(count: int) -> str:
    return tr.n(count, "1 page", "{count} pages")


FOLDER_KEY = "files/exportDir"
START_SLACK = 5.0  # seconds a solving process may take to start, past its answers' limit


class PaperTools(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: PrintDialog | None = None
        actions = window.game_actions
        actions.print.triggered.connect(lambda: self.ask(to_pdf=False))
        actions.export_pdf.triggered.connect(lambda: self.ask(to_pdf=True))
        actions.export_image.triggered.connect(self.export_image)

    # ------------------------------------------------------------------ what to print

    def current(self) -> tuple[Sheet, Booklet | None]:
        """The puzzle on the board, and its pack when it has more than this puzzle."""
        game = self.window.game
        sheet = Sheet(self.window.game_title or tr("Puzzle"), game.puzzle)
        pack = self.window.shelf.library.find(game.pack_ref) if game.pack_ref else None
        if pack is None or len(pack.entries) < 2:
            return sheet, None
        try:
            return sheet, booklet_of(pack)
        except PuzzleError:
            return sheet, None

    def ask(self, to_pdf: bool) -> None:
        if self.window.game is None:
            return
        sheet, pack = self.current()
        dialog = PrintDialog(sheet, pack, to_pdf, self.window.settings, self.window)
        dialog.accepted.connect(lambda: self.run(dialog.choice(), to_pdf))
        self.dialog = dialog
        dialog.open()

    # ------------------------------------------------------------------ doing it

    def run(self, choice: PrintChoice, to_pdf: bool, path: str | None = None) -> bool:
        """Print the choice, or save it as a PDF at `path` (asked for when None)."""
        sheets = choice.sheets
        if choice.answers:
            answered = answers_off_window(self.window, sheets)
            if answered is None:
                return False
            sheets = answered
        if to_pdf:
            return self._save_pdf(choice, sheets, path)
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(choice.paper))
        printer.setDocName(choice.title)
        if QPrintDialog(printer, self.window).exec() != QPrintDialog.DialogCode.Accepted:
            return False
        return self.print_on(printer, choice, sheets)

    def print_on(self, printer: QPrinter, choice: PrintChoice, sheets: list[Sheet]) -> bool:
        try:
            paint_pages(printer, sheets, choice.per_page, choice.answers, self._between_pages)
        except OSError as error:
            QMessageBox.warning(self.window, tr(TEXT["cannot"]), why_not(error))
            return False
        pages = page_count(len(sheets), choice.per_page, choice.answers)
        name = printer.printerName() or printer.outputFileName()
        self.window.status.say(tr(TEXT["printed"], pages=pages_text(pages), printer=name))
        return True

    def _save_pdf(self, choice: PrintChoice, sheets: list[Sheet], path: str | None) -> bool:
        if path is None:
            path = self._ask_path(
                tr(TEXT["save_pdf"]), f"{slug(choice.title)}.pdf", tr(TEXT["pdf_filter"])
            )
            if not path:
                return False
        try:
            pages = write_pdf(
                path, sheets, choice.per_page, choice.answers, choice.paper, choice.title,
                self._between_pages,
            )  # fmt: skip
        except OSError as error:
            said = tr("{file}\n\n{reason}", file=path, reason=why_not(error))
            QMessageBox.warning(self.window, tr(TEXT["cannot"]), said)
            return False
        self.window.status.say(tr(TEXT["saved"], name=Path(path).name, pages=pages_text(pages)))
        return True

    def export_image(self, path: str | None = None) -> bool:
        """The board, blank, as a PNG or an SVG (by the file's extension)."""
        if self.window.game is None:
            return False
        sheet, _pack = self.current()
        if path is None:
            suggested = f"{slug(sheet.title)}.png"
            path = self._ask_path(tr(TEXT["save_image"]), suggested, tr(TEXT["image_filter"]))
            if not path:
                return False
        if Path(path).suffix.lower() not in (".png", ".svg"):
            path += ".png"
        try:
            if path.lower().endswith(".svg"):
                write_svg(path, sheet.puzzle, title=sheet.title)
            else:
                write_png(path, sheet.puzzle)
        except (OSError, PuzzleError) as error:  # PuzzleError: too large for a PNG
            QMessageBox.warning(self.window, tr(TEXT["cannot"]), why_not(error))
            return False
        self.window.status.say(tr(TEXT["saved_image"], name=Path(path).name))
        return True

    def _ask_path(self, title: str, name: str, name_filter: str) -> str:
        folder = self.window.settings.value(FOLDER_KEY, "", type=str)
        path, _ = QFileDialog.getSaveFileName(
            self.window, title, str(Path(folder) / name), name_filter
        )
        if path:
            self.window.settings.setValue(FOLDER_KEY, str(Path(path).parent))
        return path

    @staticmethod
    def _between_pages(done: int, total: int) -> None:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)


def answers_off_window(
    parent: QWidget, sheets: list[Sheet], timeout: float = ANSWER_TIMEOUT
) -> list[Sheet] | None:
    """Every sheet with its answer, all found within `timeout` seconds; None when the
    player cancelled or one has none or was not found in time (said)."""
    if all(s.answer is not None or s.puzzle.given_solution is not None for s in sheets):
        return with_answers(sheets)  # all from the files: nothing to solve
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    progress = QProgressDialog(tr(TEXT["answers"]), tr(TEXT["cancel"]), 0, 0, parent)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)
    # The process stops itself at `timeout`; should it not (a start that took long, a
    # stop that never came), the window stops waiting a little later all the same.
    give_up = time.monotonic() + timeout + START_SLACK
    pool = context.Pool(1)
    try:
        pending = pool.apply_async(with_answers, (list(sheets), timeout))
        while not pending.ready():
            if progress.wasCanceled():
                pool.terminate()
                return None
            if time.monotonic() > give_up:
                pool.terminate()
                QMessageBox.warning(parent, tr(TEXT["no_answers"]), tr(TEXT["too_long"], s=timeout))
                return None
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 30)
            pending.wait(0.02)
        try:
            return pending.get()
        except PuzzleError as error:
            QMessageBox.warning(parent, tr(TEXT["no_answers"]), why_not(error))
            return None
    finally:
        progress.close()
        pool.terminate()
        pool.join()
