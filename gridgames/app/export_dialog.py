"""Game > Export...: the current puzzle in any format that can hold it, saved or copied.

Only formats that really can write this puzzle are listed (`writable_formats` tries each),
so no choice fails after it is made; the others are named under the list with the reason.
The text is shown before it is saved: a URL or a game ID is often what the player wants to
paste somewhere, and Copy puts it on the clipboard. Files are written atomically (a crash
leaves the old file or the new one, never half).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..errors import PuzzleError
from ..formats.export import (
    FormatSpec,
    export,
    kind_words,
    unwritable_formats,
    writable_formats,
)
from ..games.genre import Puzzle
from ..packs.keys import slug
from ..util.atomic import write_text_atomic
from .i18n import Texts, render

tr = Texts(__name__)


class ExportDialog(QDialog):
    def __init__(self, puzzle: Puzzle, title: str, folder: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Export \u2014 {title}", title=title))
        self.puzzle = puzzle
        self.title = title
        self.folder = folder  # where Save As starts
        self.saved_path: str | None = None
        self.formats: list[FormatSpec] = writable_formats(puzzle)

        self.choices = QListWidget()
        self.choices.addItems([render(spec.label) for spec in self.formats])
        self.choices.setMaximumHeight(self.choices.sizeHintForRow(0) * (len(self.formats) + 1))
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.note = QLabel()
        # What is not offered, and why: a player looking for .non on a Hitori, or for a
        # URL of a crossword design, learns the format cannot hold it, not that it is missing.
        self.not_offered = QLabel(not_offered_text(puzzle))
        self.not_offered.setWordWrap(True)
        self.not_offered.setEnabled(False)  # greyed: a remark, not a control
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(tr("&Copy"))
        self.save_button = QPushButton(tr("&Save As..."))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)

        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Format:")))
        layout.addWidget(self.choices)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.not_offered)
        layout.addWidget(buttons)
        self.resize(560, 420)

        self.choices.currentRowChanged.connect(self._show)
        self.copy_button.clicked.connect(self.copy)
        self.save_button.clicked.connect(self.save_dialog)
        buttons.rejected.connect(self.reject)
        self.choices.setCurrentRow(0)

    def spec(self) -> FormatSpec:
        return self.formats[max(self.choices.currentRow(), 0)]

    def choose(self, name: str) -> None:
        """Select a format by its name (`gg`, `non`, `tatham`, `puzzlink`)."""
        self.choices.setCurrentRow(next(i for i, s in enumerate(self.formats) if s.name == name))

    def text(self) -> str:
        return export(self.puzzle, self.spec().name)

    def _show(self, _row: int) -> None:
        spec = self.spec()
        self.preview.setPlainText(self.text())
        self.copy_button.setDefault(spec.one_line)
        self.save_button.setDefault(not spec.one_line)
        self.note.setText(
            tr("One line: Copy it to paste in a browser or another app.")
            if spec.one_line
            else tr(
                "Saved as {extension}; Grid Games opens it again as it is.",
                extension=spec.extension,
            )
        )

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
        self.note.setText(tr("Copied to the clipboard."))

    def save_dialog(self) -> None:
        spec = self.spec()
        suggested = str(Path(self.folder) / f"{slug(self.title)}{spec.extension}")
        path, _ = QFileDialog.getSaveFileName(
            self,
            tr("Export puzzle"),
            suggested,
            tr(
                "{format} (*{extension});;All files (*)",
                format=render(spec.label),
                extension=spec.extension,
            ),
        )
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write the chosen format to `path` (its extension added if it has none)."""
        spec = self.spec()
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(spec.extension)
        try:
            text = self.text()
            write_text_atomic(target, text if text.endswith("\n") else text + "\n")
        except (OSError, PuzzleError) as error:
            reason = render(getattr(error, "message", None) or error.strerror or str(error))
            QMessageBox.warning(
                self,
                tr("Cannot export"),
                tr("Could not write {file}.\n\n{reason}", file=target, reason=reason),
            )
            return False
        self.saved_path = str(target)
        self.folder = str(target.parent)
        self.note.setText(tr("Saved {name}.", name=target.name))
        return True


def not_offered_text(puzzle: Puzzle) -> str:
    """The formats left out and why, shortest first: those that hold no puzzle of this kind
    in one sentence, then each that refused this puzzle in particular, with its reason."""
    refused = unwritable_formats(puzzle)
    kind = [spec.label for spec, why in refused if why.startswith(f"{spec.label} cannot hold")]
    reasons = dict.fromkeys(why for spec, why in refused if spec.label not in kind)
    sentences = [tr("{Reason}.", reason=render(why)) for why in reasons]  # each once
    if kind:
        sentences.insert(0, tr("Not offered, as they cannot hold a {kind} puzzle: {formats}.",
                               kind=render(kind_words(puzzle)),
                               formats=tr(", ").join(render(label) for label in kind)))  # fmt: skip
    return " ".join(sentences)
