"""Old objects kept out of garbage collections while the solver animates.

A full collection walks every object of the process -- PySide's wrappers, numpy, every
module: 20-40 ms here, with nothing else running -- and unpacking thousands of steps
from the engine sets one off in the middle of an animation, where it shows as a frame
the window never drew. `gc.freeze` puts what exists when the animation starts out of
the collector's sight; `gc.unfreeze` puts it back when the last animation ends, so
nothing escapes collection for longer than that. Counted: two windows may animate at
once.
"""

from __future__ import annotations

import gc

_holders = 0


def hold() -> None:
    global _holders
    if _holders == 0:
        gc.freeze()
    _holders += 1


def release() -> None:
    global _holders
    if _holders == 0:
        return
    _holders -= 1
    if _holders == 0:
        gc.unfreeze()
