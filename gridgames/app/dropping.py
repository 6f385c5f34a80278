"""What a drop on the window holds: files, folders and zips from a file manager, or a puzz.link
URL or game ID dragged from a browser or an editor.

Each is something `MainWindow.open_anything` takes; the window decides what it is (a puzzle,
a pack) and reports what does not open, so a bad drop changes nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData

MAX_TEXT = 10_000  # a dragged URL or ID is short; a dragged novel is not a puzzle


def dropped_items(mime: QMimeData) -> list[str]:
    """Local paths and web URLs, in the order dropped; else the dropped text's first line."""
    if mime.hasUrls():
        items = [url.toLocalFile() if url.isLocalFile() else url.toString() for url in mime.urls()]
        return [item for item in items if item]
    if mime.hasText():
        text = mime.text().strip()
        if text and len(text) <= MAX_TEXT:
            return [text.splitlines()[0].strip()]
    return []


def can_drop(mime: QMimeData) -> bool:
    return bool(dropped_items(mime))
