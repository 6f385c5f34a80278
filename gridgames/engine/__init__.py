"""The shared deduction engine: domains, propagators, fixpoint, distribution, trace.

No Qt here: the app, the command line, the generators and the tests all drive the
same engine. A genre builds a `Model` (domains + propagators); `solve` runs it.
"""

from .bits import EITHER, ONLY_0, ONLY_1, bits, full, lowest, size
from .budget import Budget, CancelFlag
from .errors import Contradiction, Interrupted
from .hint import Hint, next_hint
from .model import Model, split_first_rest
from .propagator import Propagator
from .replay import Replay, TraceMismatch, replay
from .search import Result, Search, solve
from .step import (
    LEVEL_ADVANCED,
    LEVEL_BASIC,
    LEVEL_GUESS,
    LEVEL_PROBE,
    Change,
    Step,
    StepKind,
)
from .store import Stats, Store

__all__ = [
    "EITHER",
    "ONLY_0",
    "ONLY_1",
    "bits",
    "full",
    "lowest",
    "size",
    "Budget",
    "CancelFlag",
    "Contradiction",
    "Interrupted",
    "Hint",
    "next_hint",
    "Model",
    "split_first_rest",
    "Propagator",
    "Replay",
    "TraceMismatch",
    "replay",
    "Result",
    "Search",
    "solve",
    "LEVEL_ADVANCED",
    "LEVEL_BASIC",
    "LEVEL_GUESS",
    "LEVEL_PROBE",
    "Change",
    "Step",
    "StepKind",
    "Stats",
    "Store",
]
