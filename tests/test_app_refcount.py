"""PySide6 6.12 on CPython 3.11 drops a reference to None on every void call; the app's
guard must keep a long session (millions of paint calls) from freeing None and aborting."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject

import gridgames.app  # noqa: F401 - installs the guard


def test_none_outlives_many_void_calls() -> None:
    probe = QObject()
    # None starts with some tens of thousands of references in a test session
    for _ in range(500_000):
        probe.setObjectName("probe")  # void: each call may drop a None reference
    assert sys.getrefcount(None) > 0
