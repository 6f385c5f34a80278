"""The designer's engine side, Qt-free and genre-free: judge a puzzle as it is drawn
(`judge`), add the fewest clues that make its answer unique (`make_unique`) and take away
clues it does not need (`trim`). Genre-specific parts come through each genre's spec
(`Genre.design()`, `games/design.py`)."""

from .judge import judge
from .repair import make_unique, trim
from .verdict import NONE, SEVERAL, UNIQUE, UNKNOWN, Change, Verdict

__all__ = [
    "judge",
    "make_unique",
    "trim",
    "Change",
    "Verdict",
    "NONE",
    "SEVERAL",
    "UNIQUE",
    "UNKNOWN",
]
