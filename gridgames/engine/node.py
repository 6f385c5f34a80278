"""What every search strategy does at a node: settle it, then choose where to split.

Settling is the fixpoint, then probing rounds while they deduce something; choosing
picks the undecided variable to distribute on. Both the plain depth-first search
(`search.Backtracking`) and the one that learns from dead ends (`learning.Learning`) call
them, so the two differ only in what they do after a choice and after a dead end.
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import Contradiction
from .model import SearchParams, Vocabulary
from .probing import probe
from .sentence import Sentence
from .step import Step, StepKind
from .store import Store

#: Look-ahead scores from the last probing at a node, variable -> how much a guess on it
#: would settle whichever way it went (`SearchParams.branch_on_probes`).
Scores = dict[int, int]


def new_scores(params: SearchParams) -> Scores | None:
    """Somewhere for probing to leave its look-ahead scores, if the model branches on them."""
    return {} if params.branch_on_probes else None


def settle(
    store: Store, params: SearchParams, probe_vars: Sequence[int], scores: Scores | None = None
) -> bool:
    """Fixpoint, then probing rounds over `probe_vars` (`params.probe_vars`, or none when
    the caller turned probing off); False on a contradiction (told as a step when
    tracing). `scores` is refilled by this node's probing."""
    if scores is not None:
        scores.clear()
    try:
        store.fixpoint()
        if params.probe_depth is not None and store.depth > params.probe_depth:
            return True
        order = params.probe_order
        while probe_vars and probe(
            store,
            probe_vars if order is None else order(store, probe_vars),
            params.probe_max,
            params.probe_resume,
            scores,
        ):
            store.fixpoint()
        if order is not None and scores:
            # `choose` takes the first of equal scores: the lowest variable, as when the
            # sweep runs in variable order, not the one the genre's order tried first.
            ranked = sorted(scores.items())
            scores.clear()
            scores.update(ranked)
    except Contradiction as why:
        if store.tracing:
            store.emit(
                Step(
                    StepKind.CONTRADICTION,
                    why.rule,
                    why.reason or why.rule,
                    (),
                    why.focus,
                    store.depth,
                )
            )
        return False
    return True


def empty_at_start(store: Store, vocabulary: Vocabulary) -> bool:
    """A variable has no value before any rule ran: tell it (tracing) and say False."""
    if store.tracing:
        var = store.dom.index(0)
        reason = Sentence("Nothing is possible for {what}.", what=vocabulary.describe(var, 0))
        store.emit(Step(StepKind.CONTRADICTION, "empty", reason, (), vocabulary.focus(var), 0))
    return False


def choose(store: Store, params: SearchParams, scores: Scores | None = None) -> int | None:
    """The undecided variable to split next, None when every one is decided: the genre's
    own `params.choose` first, then the one whose probes settled most (`scores`, with
    `branch_on_probes`), else the one with the fewest values left (first-fail)."""
    dom = store.dom
    if params.choose is not None:
        var = params.choose(store)
        if var is not None:
            return var
    if scores:
        best, best_score = None, -1
        for var, score in scores.items():
            domain = dom[var]
            if score > best_score and domain & (domain - 1):
                best, best_score = var, score
        if best is not None:
            return best
    start, end = store.open_from, len(dom)
    while start < end and not dom[start] & (dom[start] - 1):
        start += 1
    store.open_from = start
    best, best_size = None, 1 << 30
    for var in range(start, end):
        domain = dom[var]
        if domain & (domain - 1):
            count = domain.bit_count()
            if count < best_size:
                best, best_size = var, count
                if count == 2:
                    break
    return best
