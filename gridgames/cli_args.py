"""What the command line accepts, checked strictly, and how it says no: one line, exit 2.

argparse's own `type=int` and `type=float` take too much: `int("٣")` is 3 (any Unicode
digit), `float("nan")` and `float("inf")` are numbers, `"1_000"` and `" 5 "` pass. Here a
number is ASCII digits only, a time limit is finite and not negative, and a refusal is one
line on stderr (argparse prints its usage block first) that never echoes control
characters or a megabyte of argument.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

from .errors import PuzzleError, one_line

EXIT_BAD_INPUT = 2
PROGRAM = "gridgames"
_WHOLE = re.compile(r"[0-9]{1,100}")  # any size: --max-solutions 10**30 is a fine "all"
_SIGNED = re.compile(r"[+-]?[0-9]{1,100}")
_DECIMAL = re.compile(r"(?:[0-9]{1,12}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})")
_SIZE = re.compile(r"([0-9]{1,6})\s*[xX]\s*([0-9]{1,6})")
MAX_SIDE = 64  # count and generate: the frontier count and the generators stop far earlier


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors (`gridgames: reason`), exit 2 as bad input."""

    def error(self, message: str) -> NoReturn:
        print(one_line(f"{self.prog}: {message}"), file=sys.stderr)
        sys.exit(EXIT_BAD_INPUT)


def _shown(text: str) -> str:
    return one_line(repr(text), 40)


def seconds(text: str) -> float:
    """A time limit: a plain decimal number of seconds, 0 or more (no nan, inf, 1e3)."""
    if not _DECIMAL.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(
            f"{_shown(text)} is not a time limit: write seconds such as 5 or 0.5"
        )
    return float(text)


def whole(text: str) -> int:
    """A count: ASCII digits only, at least 1."""
    if not _WHOLE.fullmatch(text.strip()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number of at least 1")
    return int(text)


def signed(text: str) -> int:
    """A seed: ASCII digits with an optional sign."""
    if not _SIGNED.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number")
    return int(text)


def parse_size(text: str, source: str = PROGRAM) -> tuple[int, int]:
    """`WxH` in ASCII digits, each side 1 to MAX_SIDE."""
    match = _SIZE.fullmatch(text.strip())
    if match is None:
        raise PuzzleError(f"size must look like 6x5, not {_shown(text)}", source)
    width, height = int(match[1]), int(match[2])
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise PuzzleError(f"size {width}x{height} is outside 1x1..{MAX_SIDE}x{MAX_SIDE}", source)
    return width, height
