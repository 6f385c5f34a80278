"""Calls the app puts off until the event loop comes round again.

Not QTimer.singleShot with a Python callable: PySide 6.11 leaves an exception raised by
such a call pending instead of reporting it, and the next Python code Qt enters raises it
-- inside an event filter that was shiboken's own error report crashing the process (a
deleted window's deferred call did it to the test suite). A call made as a slot has its
exception reported as any slot's is, and the event loop goes on. Each call is a small
QObject, the owner's child: a call whose owner is destroyed first is dropped with it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal


class _Call(QObject):
    due = Signal()

    def __init__(self, owner: QObject, action: Callable[[], object]) -> None:
        super().__init__(owner)
        self.action = action

    def run(self) -> None:
        self.deleteLater()  # first: it goes even if the action raises
        self.action()


def call_later(owner: QObject, action: Callable[[], object], msec: int = 0) -> None:
    """Run `action` once, `msec` from now, unless `owner` is destroyed first. With 0 it
    runs as soon as the event loop handles the events already posted, before timers (as
    singleShot(0) did: the solver panel's look at its scroll bar must come before the
    relayout a wheel turn posts)."""
    call = _Call(owner, action)
    if msec <= 0:
        call.due.connect(call.run, Qt.ConnectionType.QueuedConnection)
        call.due.emit()
        return
    timer = QTimer(call)
    timer.setSingleShot(True)
    timer.timeout.connect(call.run)
    timer.start(msec)
