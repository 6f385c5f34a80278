"""The game timer: elapsed play time that can stop (on a win) and be read at any moment.

QElapsedTimer measures; a one-second QTimer only tells the status bar to redraw. Time
already played is kept apart (`offset`) so saved progress can resume a clock.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal


class GameClock(QObject):
    ticked = Signal(int)  # whole seconds played

    def __init__(self, parent: QObject | None = None, offset_ms: int = 0) -> None:
        super().__init__(parent)
        self._offset = offset_ms
        self._running = QElapsedTimer()
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(lambda: self.ticked.emit(self.seconds()))

    @property
    def running(self) -> bool:
        return self._running.isValid()

    def start(self) -> None:
        if not self.running:
            self._running.start()
            self._ticker.start()

    def stop(self) -> None:
        if self.running:
            self._offset += self._running.elapsed()
            self._running.invalidate()
            self._ticker.stop()
            self.ticked.emit(self.seconds())

    def set_elapsed_ms(self, ms: int) -> None:
        """Continue from time played before (saved progress)."""
        self._offset = ms
        if self.running:
            self._running.restart()
        self.ticked.emit(self.seconds())

    def elapsed_ms(self) -> int:
        return self._offset + (self._running.elapsed() if self.running else 0)

    def seconds(self) -> int:
        return self.elapsed_ms() // 1000


def format_time(seconds: int) -> str:
    """1:05, or 1:02:05 past an hour."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
