"""The solver's side panel: controls for the animation and the log of steps.

The log keeps every step's sentence (the same words `gridgames solve --explain` prints)
and every hint, so a player can scroll back through the reasoning after the board has
moved on. The speed runs from one step a second, slow enough to read each sentence, to
"Instant", which shows steps as fast as the board can be redrawn.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import Texts
from ..later import call_later
from .animation import INSTANT

tr = Texts(__name__)

PLAYER_SCROLLS = (QEvent.Type.Wheel, QEvent.Type.KeyPress, QEvent.Type.MouseButtonRelease)
REFRESH_MS = 120  # the log and its status line change at most this often

SPEEDS: tuple[float, ...] = (1, 2, 3, 5, 8, 12, 20, 30, 50, 100, 200, 500, INSTANT)
DEFAULT_SPEED = SPEEDS.index(8)


def speed_words(speed: float) -> str:
    if speed == INSTANT:
        return tr("Instant")
    return tr.n(speed, "1 step/s", "{count} steps/s", count=f"{speed:g}")


class Throttle(QObject):
    """Calls `action` at once when poked, unless it ran less than `interval_ms` ago; then
    once, when the interval is up. Fast bursts cost one call per interval, a lone poke
    (a single step) shows at once."""

    def __init__(self, interval_ms: int, action: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.interval = interval_ms
        self.action = action
        self.clock = QElapsedTimer()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._fire)

    def poke(self) -> None:
        if self.timer.isActive():
            return
        since = self.clock.elapsed() if self.clock.isValid() else self.interval
        if since >= self.interval:
            self._fire()
        else:
            self.timer.start(self.interval - since)

    def _fire(self) -> None:
        self.clock.start()
        self.action()


class SolverPanel(QWidget):
    pause_toggled = Signal(bool)
    step_clicked = Signal()
    stop_clicked = Signal()
    speed_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style = self.style()
        self.pause = QToolButton()
        self.pause.setCheckable(True)
        self.pause.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.step = QToolButton()
        self.step.setText(tr("Step"))
        self.step.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekForward))
        self.step.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.step.setToolTip(tr("Pause and show one more step"))
        self.stop = QToolButton()
        self.stop.setText(tr("Stop"))
        self.stop.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MediaStop))
        self.stop.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.stop.setToolTip(tr("Stop here: what was deduced stays, guesses are taken back"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(SPEEDS) - 1)
        self.slider.setPageStep(2)
        self.slider.setToolTip(tr("Speed: from one step a second to instant"))
        self.speed_label = QLabel()
        self.speed_label.setMinimumWidth(
            self.fontMetrics().horizontalAdvance(speed_words(500) + " ")
        )
        self.status = QLabel(tr("Press Solve to watch the engine reason, or Hint for one step."))
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Room for three lines, so the panel does not jump as sentences come and go.
        self.status.setMinimumHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.status.setFrameShape(QFrame.Shape.StyledPanel)
        self.status.setMargin(4)
        font = self.status.font()
        font.setBold(True)
        self.status.setFont(font)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.log.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))
        self.log.setPlaceholderText(tr("The steps appear here, one sentence each."))

        buttons = QHBoxLayout()
        for button in (self.pause, self.step, self.stop):
            buttons.addWidget(button)
        buttons.addStretch(1)
        speed = QHBoxLayout()
        speed.addWidget(QLabel(tr("Speed")))
        speed.addWidget(self.slider, 1)
        speed.addWidget(self.speed_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.addLayout(buttons)
        layout.addLayout(speed)
        layout.addWidget(self.status)
        layout.addWidget(self.log, 1)

        # The log follows the newest step until the player scrolls back, and again once
        # they scroll to the end: a resize or rewrap moves the end, not the choice.
        self.following = True
        bar = self.log.verticalScrollBar()
        bar.actionTriggered.connect(self._player_scrolls)  # arrows, page clicks, dragging
        bar.rangeChanged.connect(self._range_changed)
        for widget in (self.log, self.log.viewport(), bar):  # wheel and keys
            widget.installEventFilter(self)

        self._pending: list[str] = []
        self._said: str | None = None
        self._refresh = Throttle(REFRESH_MS, self.flush, self)
        self.pause.toggled.connect(self._paused)
        self.step.clicked.connect(self.step_clicked)
        self.stop.clicked.connect(self.stop_clicked)
        self.slider.valueChanged.connect(self._speed_moved)
        self.set_speed_index(DEFAULT_SPEED)
        self._show_paused(False)
        self.set_running(False)

    # ------------------------------------------------------------------ state

    def set_running(self, running: bool) -> None:
        for button in (self.pause, self.step, self.stop):
            button.setEnabled(running)
        if not running:
            self.set_paused(False)

    def set_paused(self, paused: bool) -> None:
        if self.pause.isChecked() != paused:
            self.pause.blockSignals(True)
            self.pause.setChecked(paused)
            self.pause.blockSignals(False)
        self._show_paused(paused)

    def set_speed_index(self, index: int) -> None:
        index = min(max(index, 0), len(SPEEDS) - 1)
        self.slider.setValue(index)
        self.speed_label.setText(speed_words(SPEEDS[index]))

    @property
    def speed(self) -> float:
        return SPEEDS[self.slider.value()]

    def say(self, text: str) -> None:
        """The line above the log (throttled like `append`)."""
        self._said = text
        self._refresh.poke()

    def append(self, lines: list[str]) -> None:
        """Add lines at the end (at most every REFRESH_MS: a fast solve gives hundreds a
        second, and laying out and painting the log for each frame would slow the board)."""
        self._pending += lines
        self._refresh.poke()

    def flush(self) -> None:
        """Show what `append` and `say` hold back, keeping the log at its end if it was."""
        if self._pending:
            self.log.appendPlainText("\n".join(self._pending))
            self._pending = []
            if self.following:
                self._to_end()
        if self._said is not None:
            self.status.setText(self._said)
            self._said = None

    def clear_log(self) -> None:
        self._pending = []
        self.log.clear()
        self.following = True

    def _to_end(self) -> None:
        self.log.moveCursor(QTextCursor.MoveOperation.End)
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in PLAYER_SCROLLS:
            self._player_scrolls()
        return False

    def _player_scrolls(self, _action: int = 0) -> None:
        """The player may have scrolled: once the event has moved the log, follow the
        steps again only if the log is at its end."""
        call_later(self, self._check_following)

    def _check_following(self) -> None:
        bar = self.log.verticalScrollBar()
        self.following = bar.value() >= bar.maximum() - 2

    def _range_changed(self, _low: int, high: int) -> None:
        if self.following:
            self.log.verticalScrollBar().setValue(high)

    # ------------------------------------------------------------------ widgets

    def _paused(self, paused: bool) -> None:
        self._show_paused(paused)
        self.pause_toggled.emit(paused)

    def _show_paused(self, paused: bool) -> None:
        style = self.style()
        icon = QStyle.StandardPixmap.SP_MediaPlay if paused else QStyle.StandardPixmap.SP_MediaPause
        self.pause.setIcon(style.standardIcon(icon))
        self.pause.setText(tr("Resume") if paused else tr("Pause"))
        self.pause.setToolTip(tr("Go on") if paused else tr("Hold the animation here"))

    def _speed_moved(self, index: int) -> None:
        self.speed_label.setText(speed_words(SPEEDS[index]))
        self.speed_changed.emit(SPEEDS[index])
