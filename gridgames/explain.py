"""The solve as a walkthrough: numbered steps, one line each, guesses marked.

The GUI's animation replays the same Steps and its log shows them through `format_step`,
so what an author reads here is what a player sees.

The walkthrough tells the whole story from the clues to the answer:
- it opens with what the model decides before any rule runs (`given_steps`: a Shikaku
  number with a single place that fits, Kurodoko's numbered cells, which are white), which
  no rule ever mentions but the answer depends on;
- it ends at the first "Solved.": a solve asked whether the answer is unique goes on
  searching for a second one, and replaying those steps would take the answer apart
  again. What that search found is summed up in one line instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .engine import LEVEL_BASIC, Model, Step, StepKind, decided
from .engine.sentence import Sentence

MARKS = {
    StepKind.DEDUCE: " ",
    StepKind.PROBE: "~",
    StepKind.GUESS: "?",
    StepKind.BACKTRACK: "<",
    StepKind.CONTRADICTION: "!",
    StepKind.SOLUTION: "*",
}
LEGEND = "(~ probe, ? guess, < backtrack, ! contradiction, * solution)"


def format_step(number: int, step: Step, say: Callable[[str], str] = str) -> str:
    """One numbered line; `say` words the sentence (the app's: in the player's language)."""
    indent = "  " * step.depth
    return f"{number:4d}.{MARKS[step.kind]}{indent} {say(step.reason or step.rule)}"


def format_trace(steps: Iterable[Step]) -> str:
    lines = [format_step(number, step) for number, step in enumerate(steps, 1)]
    return "\n".join([LEGEND, *lines])


def given_steps(model: Model, domains: Sequence[int] | None = None) -> list[Step]:
    """One step per variable `domains` (default: the model's own) decide before any rule
    runs, worded by the model. They change nothing, so a replay is not affected."""
    chosen = model.domains if domains is None else domains
    return [given_step(model, var, d) for var, d in enumerate(chosen) if decided(d)]


def given_step(model: Model, var: int, domain: int) -> Step:
    """'From the start: the 4 at row 5, column 1 takes rows 2-5, column 1.'"""
    words = model.vocabulary
    reason = Sentence("From the start: {what}.", what=words.describe(var, domain))
    return Step(StepKind.DEDUCE, "given", reason, (), words.focus(var), 0, LEVEL_BASIC)


def story(steps: Sequence[Step]) -> tuple[list[Step], list[Step]]:
    """The steps up to and including the first solution, and those after it."""
    end = next((i + 1 for i, s in enumerate(steps) if s.kind is StepKind.SOLUTION), len(steps))
    return list(steps[:end]), list(steps[end:])


def format_walkthrough(
    steps: Sequence[Step], givens: Sequence[Step] = (), status: str | None = None
) -> str:
    """The legend, the givens and the steps to the answer, numbered, then one line on
    the search for another answer (`status` is the solve's: unique, multiple, ...)."""
    told, rest = story(steps)
    lines = [LEGEND]
    lines += [format_step(number, step) for number, step in enumerate([*givens, *told], 1)]
    ending = _epilogue(told, rest, status)
    if ending:
        lines.append(ending)
    return "\n".join(lines)


def _epilogue(told: Sequence[Step], rest: Sequence[Step], status: str | None) -> str:
    solved = bool(told) and told[-1].kind is StepKind.SOLUTION
    if not solved:
        return "No answer: every way on ends in a contradiction." if status == "none" else ""
    if not rest:
        return ""
    guesses = sum(step.kind is StepKind.GUESS for step in rest)
    count = f"{len(rest)} more step{'s' if len(rest) != 1 else ''}"
    if guesses:
        count += f" ({guesses} guess{'es' if guesses != 1 else ''})"
    if status == "unique":
        return f"Then {count} show that there is no other answer."
    if status == "multiple":
        return f"Then {count} find another answer: the puzzle has more than one."
    return f"Then {count} look for another answer ({status or 'unfinished'})."
