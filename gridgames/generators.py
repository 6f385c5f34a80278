"""One entry point for making puzzles of any kind the command line and the app offer.

The kinds are the genres' `generators` (`games/genre.py`), listed by the registry; each
generator lives in its genre's package and has the same signature:
`generate(width, height, difficulty, seed, timeout, cancel) -> (puzzle, Grade)`.
"""

from __future__ import annotations

import threading

from .engine.sentence import Sentence
from .games.genre import GRADE_WORDS, GRADES, Generator
from .games.registry import genres
from .generating import Progress
from .grading import Grade

DIFFICULTIES = GRADES


def generators() -> dict[str, Generator]:
    """Every kind of puzzle a registered genre can make, by kind name."""
    return {made.kind: made for genre in genres() for made in genre.generators}


def kinds() -> tuple[str, ...]:
    return tuple(generators())


def available_kinds() -> list[str]:
    """The kinds whose generator can be imported (a genre's may be missing or broken)."""
    found = []
    for kind, made in generators().items():
        try:
            made.load()
        except (ImportError, AttributeError):
            continue
        found.append(kind)
    return found


def kind_label(kind: str) -> str:
    made = generators().get(kind)
    return made.label if made else kind


def generate_puzzle(
    kind: str,
    width: int,
    height: int,
    difficulty: str = "medium",
    seed: int = 0,
    timeout: float = 60.0,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> tuple[object, Grade]:
    made = generators().get(kind)
    if made is None:
        raise ValueError(f"unknown kind {kind!r}; choose from {', '.join(kinds())}")
    if difficulty not in made.difficulties:
        choices = ", ".join(made.difficulties)
        raise ValueError(f"unknown difficulty {difficulty!r}; choose from {choices}")
    reason = unavailable(kind, width, height, difficulty)
    if reason:
        raise ValueError(reason)
    return made.load()(width, height, difficulty, seed, timeout, cancel, progress)


def smallest_side(kind: str, difficulty: str) -> int:
    """The shortest side a board of this kind needs for the grade (`Generator.smallest_side`)."""
    return generators()[kind].smallest_side.get(difficulty, 1)


def largest_side(kind: str, difficulty: str) -> int | None:
    """The longest side a board of this kind may have for the grade (None: any;
    `Generator.largest_side`)."""
    return generators()[kind].largest_side.get(difficulty)


def unavailable(kind: str, width: int, height: int, difficulty: str) -> str:
    """Why this size cannot have this grade ("" when it can), in the player's words."""
    grades = generators()[kind].difficulties
    if difficulty not in grades:
        return Sentence(
            "{kind} puzzles are graded up to {top}: the generator finds no {grade} ones.",
            kind=kind_label(kind),
            top=GRADE_WORDS.get(grades[-1], grades[-1]),
            grade=GRADE_WORDS.get(difficulty, difficulty),
        )
    fields = {"grade": GRADE_WORDS.get(difficulty, difficulty), "kind": kind_label(kind)}
    # "An" or "A" by the English grade word; each a whole sentence, as translations want.
    vowel = difficulty[:1] in ("e", "a", "i", "o", "u")
    side = smallest_side(kind, difficulty)
    if min(width, height) < side:
        if vowel:
            return Sentence(
                "An {grade} {kind} needs at least {side}\u00d7{side}: a smaller board leaves no "
                "room for the techniques {grade} means.",
                side=side,
                **fields,
            )
        return Sentence(
            "A {grade} {kind} needs at least {side}\u00d7{side}: a smaller board leaves no room "
            "for the techniques {grade} means.",
            side=side,
            **fields,
        )
    largest = largest_side(kind, difficulty)
    if largest is None or max(width, height) <= largest:
        return ""
    if vowel:
        return Sentence(
            "An {grade} {kind} can be at most {side}\u00d7{side}: bigger ones take minutes "
            "to make.",
            side=largest,
            **fields,
        )
    return Sentence(
        "A {grade} {kind} can be at most {side}\u00d7{side}: bigger ones take minutes to make.",
        side=largest,
        **fields,
    )
