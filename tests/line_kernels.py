"""Run a test module once with the C line solver and once with the Python one
(`_line_kernel.c` against line.py and colour_line.py): import `line_solver_kind`."""

from __future__ import annotations

from gridgames.games.nonogram import kernel
from tests.compiled_modes import both_modes

line_solver_kind = both_modes(kernel, "KERNEL", "gridgames.games.nonogram._line_kernel")
