"""A PNG written a band of rows at a time, so a time limit can stop it between bands.

Qt's `QImage.save` compresses a whole 8192-pixel-square image in one call of several
seconds that no Python signal handler can interrupt: an export under `--timeout 1` ran
3.7 s past its limit inside it. Here each band is one short numpy pass and one zlib call,
and the file appears (atomically) only when it is whole.
"""

from __future__ import annotations

import os
import struct
import zlib
from collections.abc import Iterable

import numpy as np

from .atomic import atomic_file

SIGNATURE = b"\x89PNG\r\n\x1a\n"
LEVEL = 6  # zlib's default: boards are mostly flat colour and compress well at once


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def write_rgb_png(
    path: str | os.PathLike[str], width: int, height: int, bands: Iterable[np.ndarray]
) -> None:
    """Write an 8-bit RGB PNG from `bands`: arrays of shape (rows, width, 3), top to
    bottom, `height` rows in all."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # RGB, no interlace
    squeeze = zlib.compressobj(LEVEL)
    rows_written = 0
    with atomic_file(path) as out:
        out.write(SIGNATURE + _chunk(b"IHDR", header))
        for band in bands:
            rows = np.zeros((band.shape[0], 1 + width * 3), np.uint8)  # filter byte 0: none
            rows[:, 1:] = band.reshape(band.shape[0], width * 3)
            rows_written += band.shape[0]
            data = squeeze.compress(rows.tobytes())
            if data:
                out.write(_chunk(b"IDAT", data))
        if rows_written != height:
            raise ValueError(f"a PNG of {height} rows was given {rows_written}")
        out.write(_chunk(b"IDAT", squeeze.flush()) + _chunk(b"IEND", b""))
