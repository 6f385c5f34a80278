"""The "New puzzle" dialog: pick a kind, size, difficulty and (optionally) a seed; the
window opens the puzzle.

Without a seed the puzzle comes from the ready pool (`gridgames.pool`, kept topped up
by `pool_keeper.PoolKeeper`) and opens at once. Otherwise, or when the pool is empty for
those choices, the dialog's engine process (`solver.worker`) makes it. The dialog is
modeless: the player keeps playing while a puzzle is made, and the dialog shows the grade
of the closest puzzle found so far. Why not in the window's process: a large puzzle takes
a while to make, and a generator in a thread of the window's would share its interpreter
lock. And:
- a size too small for the grade is said at once, and Generate is off;
- Cancel stops the generator through the engine's cancel flag; the dialog is ready again
  at once, and a late answer of the cancelled request is dropped;
- a puzzle of another grade than asked (the time ran out first) opens titled with the
  grade it has, and the dialog says so;
- failures are told in the dialog as one line, never as a traceback;
- the last choices are remembered in QSettings (read with explicit types: INI files give
  strings back otherwise).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.sentence import capitalized
from ..games.genre import GRADE_WORDS
from ..generators import DIFFICULTIES, available_kinds, kind_label, unavailable
from ..jobs import GenerateJob
from ..pool import Pool, PoolKey
from .i18n import Texts, render
from .pool_keeper import PoolKeeper
from .solver.worker import EngineRunner, JobHandle

tr = Texts(__name__)

MIN_SIZE, MAX_SIZE = 4, 50
DEFAULT_SIZE = 10
TIMEOUT = 120.0  # seconds: the generator retries with new seeds within this budget
KEY = "newPuzzle/"  # the QSettings group


class NewPuzzleDialog(QDialog):
    """Choose and generate; `generated` carries the puzzle and the dialog closes."""

    generated = Signal(object)  # the puzzle (a copy owned by the receiver)

    def __init__(
        self,
        settings: QSettings,
        parent: QWidget | None = None,
        pool: Pool | None = None,
        keeper: PoolKeeper | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New Puzzle"))
        self.setModal(False)  # the window stays playable while a puzzle is made
        self.setMinimumWidth(360)
        self.settings = settings
        self.pool = pool
        self.keeper = keeper
        self.runner = EngineRunner(self)
        self.job: JobHandle | None = None  # the generation under way
        self._asked = ""  # the grade asked for by the generation under way

        self.kind = QComboBox()
        for kind in available_kinds():
            self.kind.addItem(render(kind_label(kind)), kind)
        self.width_box = _size_box()
        self.height_box = _size_box()
        size = QHBoxLayout()
        size.addWidget(self.width_box)
        size.addWidget(QLabel("\u00d7"))
        size.addWidget(self.height_box)
        size.addStretch(1)
        self.difficulty = QComboBox()
        for name in DIFFICULTIES:
            self.difficulty.addItem(capitalized(render(GRADE_WORDS[name])), name)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(tr("random"))
        self.seed.setToolTip(tr("The same seed and choices make the same puzzle"))

        form = QFormLayout()
        form.addRow(tr("&Kind:"), self.kind)
        size_label = QLabel(tr("&Size (columns \u00d7 rows):"))
        size_label.setBuddy(self.width_box)  # a layout is no buddy: name the first box
        form.addRow(size_label, size)
        form.addRow(tr("&Difficulty:"), self.difficulty)
        form.addRow(tr("S&eed (optional):"), self.seed)

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: a generator cannot tell how far it is
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.progress_label = QLabel()
        self.progress_label.hide()
        self.message = QLabel()
        self.message.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.generate_button = QPushButton(tr("&Generate"))
        self.generate_button.setDefault(True)
        self.buttons.addButton(self.generate_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.generate_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel_or_close)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._restore()
        for box in (self.width_box, self.height_box):
            box.valueChanged.connect(self._check_size)
        for combo in (self.kind, self.difficulty):
            combo.currentIndexChanged.connect(self._check_size)
        self._check_size()

    # ------------------------------------------------------------------ choices

    def choices(self) -> tuple[str, int, int, str, int | None]:
        """(kind, width, height, difficulty, seed or None for a random one)."""
        text = self.seed.text().strip()
        seed = int(text) if text else None
        return (
            self.kind.currentData(),
            self.width_box.value(),
            self.height_box.value(),
            self.difficulty.currentData(),
            seed,
        )

    def _restore(self) -> None:
        s, k = self.settings, KEY
        _select(self.kind, s.value(k + "kind", self.kind.itemData(0) or "", type=str))
        self.width_box.setValue(s.value(k + "width", DEFAULT_SIZE, type=int))
        self.height_box.setValue(s.value(k + "height", DEFAULT_SIZE, type=int))
        _select(self.difficulty, s.value(k + "difficulty", "medium", type=str))
        self.seed.setText(s.value(k + "seed", "", type=str))

    def _remember(self) -> None:
        kind, width, height, difficulty, _ = self.choices()
        for name, value in (
            ("kind", kind),
            ("width", width),
            ("height", height),
            ("difficulty", difficulty),
            ("seed", self.seed.text().strip()),
        ):
            self.settings.setValue(KEY + name, value)

    # ------------------------------------------------------------------ running

    @property
    def busy(self) -> bool:
        return self.job is not None and self.job.active

    def start(self) -> None:
        """Open a ready puzzle, or generate one with the current choices (a bad seed or a
        size too small for the grade is told, nothing starts)."""
        if self.busy or self.kind.count() == 0:
            return
        try:
            kind, width, height, difficulty, seed = self.choices()
        except ValueError:
            self._say(tr("The seed must be a whole number (or empty for a random puzzle)."))
            return
        if not self._check_size():
            return
        self._remember()
        key = PoolKey(kind, width, height, difficulty)
        if self.pool is not None:
            self.pool.want(key)
            ready = self.pool.take(key) if seed is None else None
            if ready is not None:
                self._opened(ready)
                return
        if self.keeper is not None:
            self.keeper.pause()  # the player's own puzzle first
        if seed is None:
            seed = random.randrange(2**31)
        self._asked = difficulty
        self.job = self.runner.submit(
            GenerateJob(kind, width, height, difficulty, seed, TIMEOUT),
            None,
            self,
            done=self._succeeded,
            progress=self._closest_so_far,
            failed=self._failed,
            cancelled=self._interrupted,
        )
        self._set_busy(True)
        label = self.kind.currentText()
        grade = render(GRADE_WORDS.get(difficulty, difficulty))
        self._say(
            tr(
                "Generating {kind} {width}\u00d7{height}, {grade}, seed {seed}\u2026",
                kind=label,
                width=width,
                height=height,
                grade=grade,
                seed=seed,
            )
        )

    def _check_size(self) -> bool:
        """Say at once when the board is too small for the grade; False then."""
        kind, width, height = (
            self.kind.currentData(),
            self.width_box.value(),
            self.height_box.value(),
        )
        reason = unavailable(kind, width, height, self.difficulty.currentData()) if kind else ""
        if not self.busy:
            self.generate_button.setEnabled(not reason)
            self._say(render(reason))
        return not reason

    def cancel_or_close(self) -> None:
        """Cancel stops a generation under way (the dialog stays); otherwise closes."""
        if self.busy:
            self.stop()
            self._say(tr("Cancelled."))
        else:
            self.reject()

    def stop(self) -> None:
        """Cancel the request under way; the engine drops it within milliseconds."""
        if self.job is not None:
            self.job.cancel()
        self._set_busy(False)
        if self.keeper is not None:
            self.keeper.resume()

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Cancel and end the engine process: nothing is left running when the window
        goes. The dialog makes no puzzle after this."""
        self.stop()
        self.runner.shutdown(timeout_ms)

    def done(self, result: int) -> None:  # accept, reject, Escape, the close button
        self.stop()  # the window keeps the dialog, and its engine, for next time
        super().done(result)

    def _succeeded(self, result: tuple) -> None:
        self._set_busy(False)
        if self.keeper is not None:
            self.keeper.resume()
        puzzle, grade = result
        if grade.name != self._asked:
            # Out of time before the grade asked for: the closest, titled as it is.
            self._say(
                tr(
                    "No {asked} puzzle turned up in time: opened the closest, a {grade} one.",
                    asked=render(GRADE_WORDS.get(self._asked, self._asked)),
                    grade=render(GRADE_WORDS.get(grade.name, grade.name)),
                )
            )
            self.generated.emit(puzzle)
            return
        self._opened(puzzle)

    def _opened(self, puzzle) -> None:
        self._say("")
        self.generated.emit(puzzle)
        self.accept()
        if self.keeper is not None:
            self.keeper.wake()  # refill what was taken

    def _closest_so_far(self, grade: object) -> None:
        if self.busy:
            self.progress_label.setText(
                tr("Closest so far: {grade}", grade=render(GRADE_WORDS.get(str(grade), grade)))
            )

    def _failed(self, text: str) -> None:
        self._set_busy(False)
        if self.keeper is not None:
            self.keeper.resume()
        last = text.strip().splitlines()[-1] if text.strip() else tr("unknown error")
        self._say(tr("Could not generate this puzzle: {error}", error=last))

    def _interrupted(self) -> None:  # not cancelled by us: the time budget ran out
        self._set_busy(False)
        if self.keeper is not None:
            self.keeper.resume()
        self._say(tr("Gave up: no puzzle was found in time. Try a smaller size or another seed."))

    def _set_busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.progress_label.setVisible(busy)
        self.progress_label.setText(tr("Closest so far: none yet"))
        self.generate_button.setEnabled(not busy)
        for widget in (self.kind, self.width_box, self.height_box, self.difficulty, self.seed):
            widget.setEnabled(not busy)

    def _say(self, text: str) -> None:
        self.message.setText(text)


def _size_box() -> QSpinBox:
    box = QSpinBox()
    box.setRange(MIN_SIZE, MAX_SIZE)
    box.setValue(DEFAULT_SIZE)
    return box


def _select(combo: QComboBox, data: str) -> None:
    """Select the item whose data is `data`; keep the current one if none is."""
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)
