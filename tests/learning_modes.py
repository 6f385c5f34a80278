"""Run a test module with the learning search in C (`engine/_search_kernel.c`, for models
whose rules all offer C functions) and in Python (`learning.Learner`): both must give the
same answers, and make the same moves (tests/test_search_kernel.py). Import
`learning_mode`."""

from __future__ import annotations

from gridgames.engine import learning
from tests.compiled_modes import both_modes

learning_mode = both_modes(learning, "SEARCH_KERNEL", "gridgames.engine._search_kernel")
