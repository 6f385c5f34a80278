"""Write a file so a crash leaves either the old file or the new one, never half.

The text goes to a temporary file beside the target, which then replaces it. A temporary
file is private (mode 0600) by design, so before the swap it gets the mode the file
would have had if written in place: an existing file's own mode, else the usual mode for
a new file (0666 less the process's umask, e.g. 0644).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

_UMASK_LOCK = threading.Lock()


def current_umask() -> int:
    """The process's umask. POSIX can only read it by setting it: set and restore at once,
    under a lock, so two writers in this process never see each other's zero."""
    with _UMASK_LOCK:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def usual_mode(target: Path) -> int:
    """The permission bits `target` gets: its own when it exists, else a new file's."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return 0o666 & ~current_umask()


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    with atomic_file(path) as out:
        out.write(text.encode("utf-8"))


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike[str]) -> Iterator[Path]:
    """A temporary file name beside `path`, for writers that want a name (Qt's PDF and SVG
    writers): it replaces `path` when the block ends, and is removed if the block raises
    (a time limit stopping a long export), leaving the target as it was."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    mode = usual_mode(target)
    handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    os.close(handle)
    try:
        yield Path(temp)
        os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def atomic_file(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """A binary file that replaces `path` whole when the block ends (see atomic_path)."""
    with atomic_path(path) as temp, open(temp, "wb") as out:
        yield out
        out.flush()
        os.fsync(out.fileno())
