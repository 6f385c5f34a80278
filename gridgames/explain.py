"""The solve as a walkthrough: numbered steps, one line each, guesses marked.

The GUI's animation replays the same Steps and shows the same sentences, so what an
author reads here is what a player sees.
"""

from __future__ import annotations

from collections.abc import Iterable

from .engine import Step, StepKind

MARKS = {
    StepKind.DEDUCE: " ",
    StepKind.PROBE: "~",
    StepKind.GUESS: "?",
    StepKind.BACKTRACK: "<",
    StepKind.CONTRADICTION: "!",
    StepKind.SOLUTION: "*",
}


def format_step(number: int, step: Step) -> str:
    indent = "  " * step.depth
    return f"{number:4d}.{MARKS[step.kind]}{indent} {step.reason or step.rule}"


def format_trace(steps: Iterable[Step]) -> str:
    lines = [format_step(number, step) for number, step in enumerate(steps, 1)]
    legend = "(~ probe, ? guess, < backtrack, ! contradiction, * solution)"
    return "\n".join([legend, *lines])
