"""Probing: when rules stall, try each value of a small domain and keep what must hold.

A value whose trial ends in a contradiction is removed; a domain every trial narrows
the same way is narrowed for good. This is what a strong player does with a pencil
("if this were filled, row 9 would break, so it is empty"), so it is a technique of
its own level, below guessing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .bits import bits
from .errors import Contradiction
from .sentence import Sentence
from .step import LEVEL_PROBE, StepKind
from .store import Store

if TYPE_CHECKING:
    from .model import Vocabulary


def probe(
    store: Store,
    candidates: Sequence[int],
    largest: int = 2,
    resume: bool = False,
    scores: dict[int, int] | None = None,
) -> bool:
    """One sweep over `candidates` with at most `largest` values; True if anything was
    deduced (then the caller re-runs the fixpoint and may probe again). Raises
    Contradiction if some variable has no value that survives.

    By default the sweep stops at the first deduction; with `resume` it runs the fixpoint
    and carries on with the next candidate, so the caller's next sweep only confirms.

    `scores`, if given, receives for every variable all of whose trials survived the product
    over its values of (1 + variables that trial narrowed): how much a guess on it would
    settle whichever way it goes, for look-ahead branching (`SearchParams.branch_on_probes`)."""
    dom = store.dom
    found = False
    store.trial = True
    try:
        for var in candidates:
            domain = dom[var]
            if domain & (domain - 1) == 0 or domain.bit_count() > largest:
                continue  # decided, or too many trials
            if _probe_var(store, var, domain, scores):
                if not resume:
                    return True
                found = True
                store.fixpoint()
    finally:
        store.end_trials()
    return found


def _probe_var(store: Store, var: int, domain: int, scores: dict[int, int] | None = None) -> bool:
    failed: list[tuple[int, Contradiction]] = []
    outcomes: list[dict[int, int]] = []
    tracing = store.tracing
    for value in bits(domain):
        mark = store.mark()
        store.stats.probes += 1
        store.tracing = False  # trial deductions are not part of the story
        try:
            store.narrow(var, 1 << value)
            store.fixpoint()
            outcomes.append(store.changed_since(mark))
        except Contradiction as why:
            failed.append((value, why))
        finally:
            store.tracing = tracing
            store.undo(mark)
    words = store.model.vocabulary
    if failed:
        remaining = domain
        for value, _ in failed:
            remaining &= ~(1 << value)
        value, why = failed[0]
        if not remaining:
            raise Contradiction(
                "probing",
                Sentence(
                    "Every value of {what} leads to a contradiction",
                    what=words.describe(var, domain),
                )
                if store.explain
                else "",
            )
        store.narrow(var, remaining)
        if store.tracing:
            store.note(
                "probe",
                trial_sentence(words, var, 1 << value, remaining, why.reason or why.rule),
                words.focus(var) + why.focus,
                StepKind.PROBE,
                LEVEL_PROBE,
            )
        return True
    # Every trial survived: keep what all of them agree on.
    if scores is not None:
        score = 1
        for outcome in outcomes:
            score *= len(outcome) + 1
        scores[var] = score
    agreed = outcomes[0]
    for outcome in outcomes[1:]:
        agreed = {v: d | outcome[v] for v, d in agreed.items() if v in outcome and v != var}
    agreed.pop(var, None)
    changed = False
    for other, union in agreed.items():
        changed |= store.narrow(other, union)
    if changed and store.tracing:
        store.note(
            "probe-agree",
            Sentence(
                "Whatever {what} turns out to be, the same cells follow.",
                what=words.describe(var, domain),
            ),
            words.focus(var),
            StepKind.PROBE,
            LEVEL_PROBE,
        )
    return changed


def trial_sentence(words: Vocabulary, var: int, tried: int, remaining: int, cause: str) -> str:
    """A failed trial as a player tells it: "Suppose row 2, column 7 filled: then row 9
    has too many cells filled. So it is empty." -- the supposition, what breaks, and what
    is left (the value alone when the model words values, else the whole statement)."""
    what = words.describe(var, tried)
    if words.value_words is not None:
        return Sentence(
            "Suppose {what}: then {cause} So it is {value}.",
            what=what,
            cause=cause,
            value=words.value_words(var, remaining),
            clauses=("cause",),
        )
    return Sentence(
        "Suppose {what}: then {cause} So {left}.",
        what=what,
        cause=cause,
        left=words.describe(var, remaining),
        clauses=("cause",),
    )
