"""The shared deduction engine: domains, propagators, fixpoint, distribution, trace.

No Qt here: the app, the command line, the generators and the tests all drive the
same engine. A genre builds a `Model` (domains + propagators, with its `SearchParams` and
`Vocabulary`); `solve` runs it and says how it ended with a `Status`.
"""

from .bits import EITHER, ONLY_0, ONLY_1, bit_list, bits, decided, full, lowest, size
from .budget import Budget, CancelFlag
from .changes import ChangeFeed
from .errors import Contradiction, Interrupted
from .hint import Hint, HintStatus, next_hint
from .learning import Learning
from .model import Model, SearchParams, Vocabulary, split_first_rest
from .propagator import Propagator
from .replay import Replay, TraceMismatch, replay
from .search import Backtracking, Result, Search, Strategy, count_solutions, solve
from .status import Status
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
    "bit_list",
    "decided",
    "full",
    "lowest",
    "size",
    "Budget",
    "count_solutions",
    "CancelFlag",
    "ChangeFeed",
    "Contradiction",
    "Interrupted",
    "Hint",
    "HintStatus",
    "next_hint",
    "Learning",
    "Model",
    "SearchParams",
    "Vocabulary",
    "split_first_rest",
    "Propagator",
    "Replay",
    "TraceMismatch",
    "replay",
    "Backtracking",
    "Result",
    "Search",
    "Strategy",
    "solve",
    "Status",
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
