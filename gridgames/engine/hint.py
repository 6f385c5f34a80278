"""The simplest next step from a partial state: what a hint teaches.

A player asking for a hint wants the easiest deduction that moves the board on, not the
solver's favourite one. The fixpoint already runs propagators cheapest level first, so the
first Step it emits from the player's domains is the simplest rule that applies; only when
no rule applies does probing get a turn, and only when probing finds nothing is the
answer "guess".

"Moves the board on" means a variable becomes decided: a player can only mark decided
things (a filled cell, a drawn rectangle). Some rules merely narrow (a Shikaku number
loses a few of its places), so a hint is the chain of steps up to and including the first
that decides something, and `Hint.steps[-1]` is the step to show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .bits import decided
from .budget import Budget, CancelFlag
from .errors import Contradiction
from .model import Model
from .probing import probe
from .replay import Replay
from .sentence import Sentence
from .step import LEVEL_BASIC, Step
from .store import Store


class HintStatus(StrEnum):
    STEP = "step"  # a deduction decides something: `steps` ends with it
    GUESS = "guess"  # no rule and no probe decides anything: only a guess goes on
    SOLVED = "solved"  # every variable is decided already
    CONTRADICTION = "contradiction"  # the domains break a rule (the board has a mistake)


@dataclass(frozen=True)
class Hint:
    status: HintStatus
    steps: tuple[Step, ...] = ()
    reason: str = ""  # why the domains are impossible (CONTRADICTION)
    focus: tuple[tuple[int, int], ...] = ()  # where (CONTRADICTION)

    @property
    def step(self) -> Step | None:
        """The step that decides something (STEP), else None."""
        return self.steps[-1] if self.status is HintStatus.STEP and self.steps else None

    @property
    def level(self) -> int:
        """The hardest technique the chain needed."""
        return max((step.level for step in self.steps), default=LEVEL_BASIC)

    def decided(self, domains: Sequence[int]) -> dict[int, int]:
        """Variables the chain decides, with their values, starting from `domains` (the
        ones the hint was asked with): what applying the hint marks on the board."""
        state = Replay(domains)
        touched: dict[int, None] = {}
        for step in self.steps:
            touched.update(dict.fromkeys(state.apply(step)))
        return {
            var: state.dom[var]
            for var in touched
            if decided(state.dom[var]) and state.dom[var] != domains[var]
        }


def decides(step: Step) -> bool:
    """The default test for "moves the board on": some change leaves one value."""
    return any(decided(change.new) for change in step.changes)


def next_hint(
    model: Model,
    domains: Sequence[int],
    *,
    timeout: float | None = None,
    cancel: CancelFlag | None = None,
    probing: bool = True,
    moves_on: Callable[[Step], bool] = decides,
) -> Hint:
    """The simplest chain of steps from `domains` (intersected with the model's own) that
    `moves_on`. Probing is tried only when plain rules decide nothing, whatever the
    model's `SearchParams.probe_by_default`: a person tries a cell in their head before
    guessing.

    Raises `Interrupted` when the budget runs out or `cancel` is set."""
    chain: list[Step] = []

    def sink(step: Step) -> None:
        chain.append(step)
        if moves_on(step):
            raise _Found

    store = Store(model, tracing=True, sink=sink, budget=Budget(timeout, cancel))
    store.dom = [a & b for a, b in zip(domains, model.domains, strict=True)]
    if 0 in store.dom:
        var = store.dom.index(0)
        words = model.vocabulary
        reason = Sentence("Nothing is possible for {what}.", what=words.describe(var, 0))
        return Hint(HintStatus.CONTRADICTION, (), reason, words.focus(var))
    store.schedule_all()
    try:
        store.fixpoint()
        params = model.params
        probe_vars = params.probe_vars if probing else ()
        while probe_vars and probe(store, probe_vars, params.probe_max):
            store.fixpoint()
    except _Found:
        return Hint(HintStatus.STEP, tuple(chain))
    except Contradiction as why:
        return Hint(HintStatus.CONTRADICTION, tuple(chain), why.reason or why.rule, why.focus)
    if all(decided(domain) for domain in store.dom):
        return Hint(HintStatus.SOLVED, tuple(chain))
    return Hint(HintStatus.GUESS, tuple(chain))


class _Found(Exception):
    """The chain reached a step that moves the board on: stop the fixpoint there."""
