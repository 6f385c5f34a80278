"""The "New puzzle" dialog: pick a kind, size, difficulty and (optionally) a seed; a
generator makes the puzzle in a thread of its own and the window opens it.

Why a thread: a large or expert puzzle takes seconds to make (the generator proves one
answer, often several times over), and the window must keep painting and answering
clicks meanwhile. Why these rules:
- the generator is stopped through a `threading.Event` it polls between propagations
  (engine `Interrupted`), never through a queued slot, which would wait behind it; a
  cancelled job is forgotten at once (the dialog is ready again) and its thread, which
  ends within a few milliseconds, is kept referenced until it has, so no QThread is
  destroyed while it runs;
- the job runs under `responsive()`: a short GIL switch interval, and the objects that
  existed before it frozen out of garbage collections (a full collection walks every
  object of the process, PySide's and numpy's too: 20-50 ms holding the GIL), so a 10 ms
  timer in the GUI never waits long;
- results cross threads as copies: `Signal(object)` passes references, and the puzzle's
  metadata dict must not be shared with a thread that could still touch it;
- failures are told in the dialog as one line, never as a traceback;
- the last choices are remembered in QSettings (read with explicit types: INI files give
  strings back otherwise).
"""

from __future__ import annotations

import copy
import gc
import random
import sys
import threading
from contextlib import contextmanager

from PySide6.QtCore import QSettings, QThread, Signal
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

from ..engine import Interrupted
from ..generators import DIFFICULTIES, available_kinds, generate_puzzle

MIN_SIZE, MAX_SIZE = 4, 50
DEFAULT_SIZE = 10
TIMEOUT = 120.0  # seconds: the generator retries with new seeds within this budget
LABELS = {"shikaku": "Shikaku", "nonogram": "Nonogram", "hitori": "Hitori", "kurodoko": "Kurodoko"}
KEY = "newPuzzle/"  # the QSettings group
SWITCH_INTERVAL = 0.002  # seconds; CPython's default is 0.005


@contextmanager
def responsive(interval: float = SWITCH_INTERVAL):
    """Keep the GUI thread's waits for the GIL short while the generator runs."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(min(old, interval))
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
        sys.setswitchinterval(old)


class GenerationJob(QThread):
    """One generation request, run once in its own thread.

    A thread per request (not one long-lived worker) because a cancelled generator may
    still be unwinding when the next request starts; the two never share state.
    """

    succeeded = Signal(object)  # (puzzle, Grade), copies
    failed = Signal(str)  # one line for the dialog
    interrupted = Signal()  # stopped by cancel or by the time budget

    def __init__(
        self,
        kind: str,
        width: int,
        height: int,
        difficulty: str,
        seed: int,
        timeout: float = TIMEOUT,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gridgames-generator")
        self.request = (kind, width, height, difficulty, seed)
        self.timeout = timeout
        self.cancel_event = threading.Event()

    def cancel(self) -> None:
        """Ask the generator to stop; it notices at its next budget check (milliseconds)."""
        self.cancel_event.set()

    def run(self) -> None:  # the job's thread
        kind, width, height, difficulty, seed = self.request
        try:
            with responsive():
                result = generate_puzzle(
                    kind, width, height, difficulty, seed, self.timeout, self.cancel_event
                )
        except Interrupted:
            self.interrupted.emit()
            return
        except Exception as error:  # a generator's bug must not kill the app: say it
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.succeeded.emit(copy.deepcopy(result))


class NewPuzzleDialog(QDialog):
    """Choose and generate; `generated` carries the puzzle and the dialog closes."""

    generated = Signal(object)  # the puzzle (a copy owned by the receiver)

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Puzzle")
        self.setMinimumWidth(360)
        self.settings = settings
        self.job: GenerationJob | None = None
        self._retired: set[GenerationJob] = set()  # cancelled jobs still unwinding

        self.kind = QComboBox()
        for kind in available_kinds():
            self.kind.addItem(LABELS.get(kind, kind.title()), kind)
        self.width_box = _size_box()
        self.height_box = _size_box()
        size = QHBoxLayout()
        size.addWidget(self.width_box)
        size.addWidget(QLabel("\u00d7"))
        size.addWidget(self.height_box)
        size.addStretch(1)
        self.difficulty = QComboBox()
        for name in DIFFICULTIES:
            self.difficulty.addItem(name.capitalize(), name)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setToolTip("The same seed and choices make the same puzzle")

        form = QFormLayout()
        form.addRow("&Kind:", self.kind)
        size_label = QLabel("&Size (columns \u00d7 rows):")
        size_label.setBuddy(self.width_box)  # a layout is no buddy: name the first box
        form.addRow(size_label, size)
        form.addRow("&Difficulty:", self.difficulty)
        form.addRow("S&eed (optional):", self.seed)

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: a generator cannot tell how far it is
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.message = QLabel()
        self.message.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.generate_button = QPushButton("&Generate")
        self.generate_button.setDefault(True)
        self.buttons.addButton(self.generate_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.generate_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel_or_close)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._restore()

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
        _select(self.kind, s.value(k + "kind", "shikaku", type=str))
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
        return self.job is not None

    def start(self) -> None:
        """Generate with the current choices (a bad seed is told, nothing starts)."""
        if self.busy or self.kind.count() == 0:
            return
        try:
            kind, width, height, difficulty, seed = self.choices()
        except ValueError:
            self._say("The seed must be a whole number (or empty for a random puzzle).")
            return
        self._remember()
        if seed is None:
            seed = random.randrange(2**31)
        job = GenerationJob(kind, width, height, difficulty, seed, parent=self)
        job.succeeded.connect(lambda result, job=job: self._succeeded(job, result))
        job.failed.connect(lambda text, job=job: self._failed(job, text))
        job.interrupted.connect(lambda job=job: self._interrupted(job))
        job.finished.connect(lambda job=job: self._retired.discard(job))
        self.job = job
        self._set_busy(True)
        self._say(f"Generating {self.kind.currentText()} {width}\u00d7{height}, seed {seed}\u2026")
        job.start()

    def cancel_or_close(self) -> None:
        """Cancel stops a generation under way (the dialog stays); otherwise closes."""
        if self.busy:
            self.stop()
            self._say("Cancelled.")
        else:
            self.reject()

    def stop(self) -> None:
        """Cancel the job under way; its thread ends on its own within milliseconds."""
        job, self.job = self.job, None
        if job is not None:
            job.cancel()
            if job.isRunning():
                self._retired.add(job)
        self._set_busy(False)

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Cancel and wait for every thread: nothing is left running when the dialog goes."""
        self.stop()
        for job in list(self._retired):
            job.wait(timeout_ms)
        self._retired.clear()

    def done(self, result: int) -> None:  # accept, reject, Escape, the close button
        self.shutdown()
        super().done(result)

    def _succeeded(self, job: GenerationJob, result: tuple) -> None:
        if job is not self.job:
            return  # a cancelled request's late answer
        self.job = None
        self._set_busy(False)
        puzzle, _grade = result
        self._say("")
        self.generated.emit(puzzle)
        self.accept()

    def _failed(self, job: GenerationJob, text: str) -> None:
        if job is self.job:
            self.job = None
            self._set_busy(False)
            self._say(f"Could not generate this puzzle: {text}")

    def _interrupted(self, job: GenerationJob) -> None:
        if job is self.job:  # not cancelled by us: the time budget ran out
            self.job = None
            self._set_busy(False)
            self._say("Gave up: no puzzle was found in time. Try a smaller size or another seed.")

    def _set_busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
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
