"""A problem as the engine sees it, in three parts that change for different reasons.

- The problem itself (`Model.domains`, `Model.propagators`): what must hold.
- How to search it (`SearchParams`, frozen): probing, branching, learning. Every genre
  tunes these from measurements; none of them changes what the answers are.
- How to say it (`Vocabulary`): a variable and a value in a player's words, and the cell a
  variable stands on. Only traces (hints, the animated solve, `--explain`) use it.

A genre builds all three in one call, `Model(domains, propagators, params, vocabulary)`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .bits import ONLY_0
from .budget import check_building
from .propagator import Propagator

if TYPE_CHECKING:
    from .store import Store

Cell = tuple[int, int]

#: Splits a domain for distribution into alternatives tried in order.
Splitter = Callable[[int, int], Sequence[int]]


def split_first_rest(var: int, domain: int) -> tuple[int, int]:
    """Seed 000's distribution: the first candidate, or all the others."""
    low = domain & -domain
    return low, domain ^ low


@dataclass(frozen=True, slots=True)
class SearchParams:
    """How the engine searches a model: settings measured per genre, never the rules."""

    #: Variables probing may try, value by value (empty: no probing).
    probe_vars: Sequence[int] = ()
    #: Probing tries each value, so it only visits domains this small.
    probe_max: int = 2
    #: Whether a plain solve probes. Grading and hints always probe (a human would
    #: before guessing); a genre whose probes rarely pay for a bare solve says False.
    probe_by_default: bool = True
    #: Deepest search depth at which probing runs (None: every depth). At the top a probe
    #: can save a guess's whole subtree; deep in the search of a board with many answers a
    #: sweep mostly finds nothing yet costs two trial fixpoints per variable.
    probe_depth: int | None = None
    #: After a probe deduces something, carry the sweep on from the next variable instead
    #: of starting again from the first: a round costs one pass, not one per deduction.
    probe_resume: bool = False
    #: The genre's order for each probing sweep of a search (None: `probe_vars` as they
    #: are), from the current state. With `probe_resume` a sweep runs once over the open
    #: variables, and each deduction's fixpoint settles some not yet tried: trying first
    #: those likeliest to deduce something spares the trials of the others.
    probe_order: Callable[[Store, Sequence[int]], Sequence[int]] | None = None
    #: Distribution branches on the variable whose probes (at this node, when probing ran)
    #: settled most whichever way they went -- the product over its values of the
    #: variables each trial narrowed -- instead of first-fail. A look-ahead heuristic for
    #: models whose domains all look alike (every nonogram cell has two values).
    branch_on_probes: bool = False
    #: A genre's own pick of the variable to split next, from the current state: an
    #: undecided variable, or None for the default choice. For rules that know where the
    #: search is tight (a Kurodoko number with little room left), which first-fail cannot
    #: see when every domain has two values.
    choose: Callable[[Store], int | None] | None = None
    #: How distribution splits a domain into the alternatives it tries in order.
    split: Splitter = split_first_rest
    #: Untraced solves learn from dead ends (engine/learning.py) instead of plain
    #: backtracking. Only for models whose variables all have two values.
    learning: bool = False
    #: The domain a learning search guesses first, for every variable.
    first_guess: int = ONLY_0
    #: The domain a learning search guesses first for a variable that has held no value
    #: yet (later guesses repeat the value it last held), from the domains of that
    #: moment (None: `first_guess`): the genre's estimate of the likelier value.
    guess: Callable[[list[int], int], int] | None = None
    #: A learning search now and then resets the values it guesses (engine/phases.py):
    #: to its longest trail, its first guesses or their opposite. Measured on nonograms,
    #: it decided more random 30x30 pictures at 40% and lost "Thing" (README, issue 19).
    rephase: bool = False
    #: The model a learning search runs on, made from the one searched (None: that one):
    #: the same variables first, meaning the same, then two-valued ones of the genre's
    #: own that its rules set and name in their explanations (a nonogram line's "block j
    #: starts at cell p or later"). Learned clauses then say in a few such literals what
    #: over cells alone takes dozens (CP-SAT learns over its line automata's states so).
    #: Answers are the first variables' values; traces never see the extra ones.
    enrich: Callable[[Model], Model] | None = None
    #: A genre's own untraced propagation of its rules, run on the root domains before an
    #: untraced search (None: none): domains -> the same domains narrowed as the rules
    #: would narrow them (None: a dead end), calling `check` now and then (the budget's
    #: clock). For the common case that the rules alone solve the board, where the
    #: engine's bookkeeping per narrowing (trail, watchers, steps) costs as much as the
    #: rules: a nonogram's lines solved to their fixpoint on plain bytes. It must deduce
    #: nothing the rules would not, so the search that follows is the same one; when it
    #: decides every variable, those values must satisfy every rule of the model: the
    #: search takes them as the one answer without running the rules again.
    presolve: Callable[[list[int], Callable[[], None]], list[int] | None] | None = None


def _numbered(var: int, domain: int) -> str:
    return f"variable {var} = {domain:b}"


def _nowhere(var: int) -> Cell | None:
    return None


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """How a genre says its variables: what hints, probes and guesses print, and where
    on the board they point."""

    #: A variable with a domain, in words ("row 2, column 7 filled").
    describe: Callable[[int, int], str] = _numbered
    #: The value alone, for "..., so it is empty." after a failed probe (None: `describe`).
    value_words: Callable[[int, int], str] | None = None
    #: The cell a variable stands on, for step focus (None: not a single cell).
    cell_of: Callable[[int], Cell | None] = _nowhere

    def focus(self, var: int) -> tuple[Cell, ...]:
        """The cells to light for a step about `var` alone."""
        cell = self.cell_of(var)
        return (cell,) if cell is not None else ()


@dataclass(slots=True)
class Model:
    """The problem (initial domains, the rules that bind them), with how to search it
    and how to say it. Slotted: a setting assigned as a loose attribute (as models were
    once configured) is an error, not silently ignored."""

    domains: list[int]
    propagators: list[Propagator]
    params: SearchParams = field(default_factory=SearchParams)
    vocabulary: Vocabulary = field(default_factory=Vocabulary)

    def watchers(self) -> list[list[int]]:
        """For each variable, the propagators it wakes. On a big board this table takes a
        while to make: made as part of a build (`budget.building`), it looks at the
        build's budget."""
        table: list[list[int]] = [[] for _ in self.domains]
        for index, propagator in enumerate(self.propagators):
            check_building()
            for var in propagator.watches:
                table[var].append(index)
        return table
