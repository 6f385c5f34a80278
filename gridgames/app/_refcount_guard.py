"""Keep PySide6 from freeing None on CPython 3.11 (a shiboken refcount bug).

PySide6-Essentials 6.12.0 returns None from every void method (QPainter.drawLine,
QWidget.update, ...) without taking a reference to it. From CPython 3.12 on None is
immortal and nothing happens; on 3.11 each call drops None's count by one, and a few
thousand calls later -- one paint of a large board -- the interpreter aborts with
"none_dealloc: deallocating None".

The guard probes for the bug and, only if it is there, gives None (and the two bools, which
the same wrappers return) a reference count so large that no session can use it up: the
same trick that makes them immortal in CPython 3.12. It is a no-op on fixed PySide versions,
on 3.12+, on other interpreters and on debug builds (whose object header differs).
"""

from __future__ import annotations

import ctypes
import sys

HEADROOM = 1 << 48  # decrements before trouble: ~9000 years at a million calls a second


def install() -> bool:
    """Apply the guard if PySide leaks None references here; True if it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if hasattr(sys, "gettotalrefcount"):  # a debug build: the refcount is not first
        return False
    if not _leaks_none():
        return False
    for singleton in (None, True, False):
        before = sys.getrefcount(singleton)
        ctypes.c_ssize_t.from_address(id(singleton)).value += HEADROOM
        if sys.getrefcount(singleton) != before + HEADROOM:  # not where we thought: undo
            ctypes.c_ssize_t.from_address(id(singleton)).value -= HEADROOM
            return False
    return True


def _leaks_none() -> bool:
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(8):
        probe.setObjectName("probe")  # a void method
    return sys.getrefcount(None) < before
