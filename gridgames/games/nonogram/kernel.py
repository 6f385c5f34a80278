"""The C line solver (`_line_kernel.c`) when it was built, else None.

It is an accelerator, never a requirement: the build skips it where no C compiler is found
(setup.py), and every caller keeps its Python path, which gives the same answers.
`GRIDGAMES_PURE_PYTHON=1` turns it off, to measure the difference or test the Python path
on a machine that has it."""

from __future__ import annotations

from types import ModuleType

from ...util import compiled
from ...util.compiled import ENVIRONMENT

__all__ = ["ENVIRONMENT", "KERNEL", "load"]


def load() -> ModuleType | None:
    return compiled.load("gridgames.games.nonogram._line_kernel")


#: The extension module (`forced`, `fixpoint`), or None: read at each call, so tests can
#: set it to None for the Python path.
KERNEL: ModuleType | None = load()
