"""Read a file only if it is a regular file: a named pipe, a device or a socket is refused.

`open()` of a named pipe (FIFO) waits for a writer, for ever: one named as a puzzle, as a
pack's puzzle or as its licence froze the command line, and froze the app at start when a
remembered pack held one. So the file is looked at (`os.stat`) before it is opened,
opened with O_NONBLOCK (a FIFO then opens at once), and looked at again through the open
descriptor (`fstat`, the thing actually opened, whatever was swapped in meanwhile). Only a
regular file is read.
"""

from __future__ import annotations

import errno
import os
import stat

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
_FLAGS |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


class NotRegularFile(OSError):
    """The path names something that is not a regular file (its `strerror` says what)."""


def kind_of(mode: int) -> str:
    """What a file of this mode is, in words ('a named pipe'), or '' for a regular file."""
    if stat.S_ISREG(mode):
        return ""
    return next((words for test, words in _KINDS if test(mode)), "not a regular file")


def _refuse(mode: int, path: str | os.PathLike[str]) -> None:
    kind = kind_of(mode)
    if kind:
        code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL
        raise NotRegularFile(code, f"is {kind}, not a regular file", os.fspath(path))


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """Up to `limit + 1` bytes of the regular file at `path` (one more than allowed, so the
    caller can tell a file that is too large). OSError as open() would raise it, or
    NotRegularFile.

    The descriptor is opened by `open()`'s opener, so the file object owns it from the
    start: an exception at any moment (the command line's time-limit alarm) closes it
    once, never twice."""
    _refuse(os.stat(path).st_mode, path)
    with open(path, "rb", opener=_nonblocking) as handle:
        _refuse(os.fstat(handle.fileno()).st_mode, path)
        return handle.read(limit + 1)


def _nonblocking(path: str, flags: int) -> int:
    return os.open(path, _FLAGS)
