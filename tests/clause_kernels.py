"""Run a test module once with the learned clauses' watch loop in C and once in Python
(`engine/_clause_kernel.c` against `ClauseRule.propagate`): import `clause_loop_kind`."""

from __future__ import annotations

from gridgames.engine import learning
from tests.compiled_modes import both_modes

clause_loop_kind = both_modes(learning, "CLAUSE_KERNEL", "gridgames.engine._clause_kernel")
