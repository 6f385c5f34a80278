"""The designer's live verdict: does the puzzle as drawn have one answer, several or none?

The common path, for every genre: the puzzle's own problems first (a Shikaku whose numbers
do not add up to the board has no answer, and saying why is quicker than a search), then
one search for two answers. One answer: the grade and the techniques, from the same staged
solve that grades generated puzzles (`grading.py`). Two: the cells where they differ. None:
the deduction that ran into the contradiction, as the engine says it in a hint (a traced
fixpoint, then probing). A genre may judge in its own way instead (`DesignHooks.judge`: a
crossword grid is counted, not solved).

Everything runs under one budget (`allowance`): `work`, the propagations it may make (as a
generator counts them: `generating.WorkBudget`), a `deadline` (time.monotonic()) and a
cancel flag. The app gives its verdicts a work allowance and only a distant deadline: an
allowance in seconds ran out on a busy machine, whose engine process (niced below the
window) may get a few per cent of a core, so a 5x5 draft came back "unknown" there and
"unique" at home; counted work gives the same verdict on any machine at any load. Out of
work or time is an honest "unknown", never a guess; a cancel raises `Interrupted` (the app
cancels a stale analysis on every edit, and the engine process reports it as cancelled).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from ..engine import Contradiction, Interrupted, Model, Result, Search, Status, Store
from ..engine.budget import Budget, CancelFlag
from ..engine.probing import probe
from ..engine.sentence import Sentence
from ..games.genre import Puzzle
from ..games.problem import Problem
from ..games.registry import genre_of
from ..generating import WorkBudget
from ..grading import Grade, grade_model
from .verdict import NONE, SEVERAL, UNIQUE, UNKNOWN, Verdict, xy

#: The grade scale's stages as techniques a solver needs, in the order a solve meets them.
STAGES = ("short probe", "counting", "long probe")
#: The stages in the player's words (the grading's own names stay the keys).
STAGE_WORDS = {
    "short probe": Sentence("short probe"),
    "counting": Sentence("counting"),
    "long probe": Sentence("long probe"),
}
#: What looking for a rival answer close to the first may spend: this share of the work
#: left, and never more than this many propagations (about 0.05 s of a search; the
#: verdict's goal is 0.2 s in all).
RIVAL_SHARE = 0.25
RIVAL_WORK = 10_000


def allowance(
    deadline: float | None = None, cancel: CancelFlag | None = None, work: int | None = None
) -> Budget:
    """The budget of a verdict or a repair: `work` propagations at most (None: no count),
    by `deadline` at the latest, stopped by `cancel`."""
    budget = Budget(cancel=cancel, deadline=deadline)
    return budget if work is None else WorkBudget(work, budget)


def judge(
    puzzle: Puzzle,
    deadline: float | None = None,
    symmetric: bool = False,
    cancel: CancelFlag | None = None,
    early: Callable[[Verdict], None] | None = None,
    work: int | None = None,
) -> Verdict:
    """The verdict on `puzzle` within `work` propagations and by `deadline` ("unknown"
    past either); `symmetric` asks a crossword grid for its symmetric count too. Raises
    Interrupted when cancelled.

    Grading a unique puzzle can take longer than knowing it is unique (a hard 15x15
    Kurodoko's staged solve tries every probe chain): `early`, when given, hears the
    verdict without its grade first (`detail` "grading"), so the author sees "unique" at
    once and the grade when it comes."""
    started = time.monotonic()
    budget = allowance(deadline, cancel, work)

    def timed(verdict: Verdict) -> Verdict:
        return replace(verdict, seconds=time.monotonic() - started)

    tell = None if early is None else (lambda verdict: early(timed(verdict)))
    return timed(_verdict(puzzle, budget, symmetric, tell))


def _verdict(
    puzzle: Puzzle, budget: Budget, symmetric: bool, early: Callable[[Verdict], None] | None
) -> Verdict:
    genre = genre_of(puzzle)
    own = genre.design().judge(puzzle, budget, symmetric)
    if own is not None:
        return own
    problems = genre.problems(puzzle)
    if problems:
        return Verdict(NONE, 0.0, reason=_sentence(problems[0].message),
                       reason_cells=xy(problem_cells(puzzle, problems[0])))  # fmt: skip
    model = genre.build(puzzle)
    found = two_answers(model, budget)
    if found is None:
        return Verdict(UNKNOWN, 0.0, detail="looking for a second answer")
    if not found:
        reason, cells = dead_end(model, budget)
        return Verdict(NONE, 0.0, reason=reason, reason_cells=xy(cells))
    first = genre.decode(puzzle, found[0])
    if len(found) > 1:
        second = genre.decode(puzzle, closest_rival(model, found[0], found[1], budget))
        differing = genre.design().differing(puzzle, first, second)
        return Verdict(SEVERAL, 0.0, differing=xy(differing), answer=first)
    ungraded = Verdict(UNIQUE, 0.0, answer=first, detail="grading")
    if early is not None:
        early(ungraded)
    try:
        grade = grade_model(model, budget)
    except Interrupted as stop:
        if stop.reason != "timeout":
            raise
        return ungraded
    return Verdict(UNIQUE, 0.0, grade.name, techniques(grade), answer=first)


def two_answers(model: Model, budget: Budget) -> list[list[int]] | None:
    """Up to two solutions of the model (none, one: unique, two: several); None when the
    budget ran out first (its work or its deadline). Raises Interrupted when cancelled."""
    result = _search(model, budget, max_solutions=2)
    if result.status is Status.CANCELLED:
        raise Interrupted("cancelled")
    if result.status is Status.TIMEOUT:
        return None
    return result.solutions


def _search(model: Model, budget: Budget, **options) -> Result:
    """A search under `budget` itself (not one of its own from the seconds left): the work
    it does is counted against the verdict's allowance."""
    search = Search(model, cancel=budget.cancel, **options)
    search.store.budget = budget
    return search.run()


def closest_rival(model: Model, first: list[int], second: list[int], budget: Budget) -> list[int]:
    """Another solution that differs from `first` in as few variables as a short search
    finds: the two answers a search meets first may differ all over the board, while the
    author wants to see the spot that is open. Each variable the rival differs in is tried
    pinned to `first`'s value; if a solution other than `first` is still left, it is the
    new rival. Spends at most RIVAL_SHARE of the work left and RIVAL_WORK propagations
    (counted, so the rival shown is the same on a busy machine); a cancel raises
    Interrupted."""
    left = getattr(budget, "left", None)
    allowed = RIVAL_WORK if left is None else max(0, min(RIVAL_WORK, int(left * RIVAL_SHARE)))
    work = WorkBudget(allowed, budget)
    rival = second
    tried: set[int] = set()
    while True:
        open_vars = [var for var, (a, b) in enumerate(zip(first, rival, strict=True)) if a != b]
        candidates = [var for var in open_vars if var not in tried]
        if not candidates:
            return rival
        var = candidates[0]
        tried.add(var)
        if work.spent:
            return rival
        pinned = set(open_vars) - {var}
        initial = [
            domain if index in pinned else first[index]
            for index, domain in enumerate(model.domains)
        ]
        result = _search(model, work, max_solutions=2, initial=initial)
        if result.status is Status.CANCELLED:
            raise Interrupted("cancelled")
        others = [solution for solution in result.solutions if solution != first]
        if others:
            rival = others[0]


def techniques(grade: Grade) -> tuple[str, ...]:
    """What a solver of this grade needs, plainest first: the rules always, then each stage
    of the grade scale the grading solve used (with how often), and guessing for expert."""
    used = [Sentence("the rules")]
    for stage in STAGES:
        times = grade.techniques.get(stage)
        if times:
            used.append(Sentence("{technique} \u00d7{times}", technique=STAGE_WORDS[stage],
                                 times=times))  # fmt: skip
    if grade.name == "expert":
        used.append(Sentence("a guess or a chain deeper than a player follows"))
    return tuple(used)


def dead_end(model: Model, budget: Budget) -> tuple[str, tuple[tuple[int, int], ...]]:
    """Why a model has no solution, in the engine's words, and the cells the reason looks
    at: the first contradiction a traced fixpoint meets, else the probe whose every value
    fails (as a hint finds it). A contradiction only a search meets is said as such."""
    words = model.vocabulary
    empty = [var for var, domain in enumerate(model.domains) if not domain]
    if empty:
        var = empty[0]
        reason = Sentence("Nothing is possible for {what}.", what=words.describe(var, 0))
        return reason, words.focus(var)
    store = Store(model, tracing=True, budget=budget)
    store.schedule_all()
    candidates = model.params.probe_vars or range(len(model.domains))
    var = None
    try:
        store.fixpoint()
        progress = True
        while progress:  # probing one variable at a time, to know whose values all fail
            progress = False
            for var in candidates:
                if probe(store, [var], model.params.probe_max):
                    store.fixpoint()
                    progress = True
            var = None
    except Contradiction as why:
        if not why.reason and var is None:  # a rule emptied a domain and gave no reason
            return _unexplained(store, why.rule)
        focus = tuple(why.focus) or (words.focus(var) if var is not None else ())
        return _sentence(why.reason or why.rule), focus
    except Interrupted as stop:
        if stop.reason != "timeout":
            raise
        return Sentence(
            "No answer: the search tried every way (the reason is deeper than a hint)."
        ), ()
    return Sentence(
        "No answer: every way of going on ends in a contradiction, however it starts."
    ), ()


#: A rule looking at more variables than this is named without them.
NAMED_VARIABLES = 3


def _unexplained(store: Store, rule: str) -> tuple[str, tuple[tuple[int, int], ...]]:
    """A contradiction met by a rule that left no words (it narrowed a variable to
    nothing): the rule, and the variables it looks at as they stand."""
    words = store.model.vocabulary
    running = store.props[store.running] if store.running >= 0 else None
    watched = list(running.watches) if running is not None else []
    focus = tuple(cell for var in watched for cell in words.focus(var))
    called = getattr(running, "called", None) or Sentence("the {rule} rule", rule=rule)
    if not watched or len(watched) > NAMED_VARIABLES:
        return Sentence("{Rule} finds nothing left to choose.", rule=called), focus
    stand = [words.describe(var, store.dom[var]) for var in watched]
    if len(stand) == 1:
        return Sentence("{Rule} cannot hold with {first}.", rule=called, first=stand[0]), focus
    if len(stand) == 2:
        return Sentence("{Rule} cannot hold with {first} and {second}.", rule=called,
                        first=stand[0], second=stand[1]), focus  # fmt: skip
    return Sentence("{Rule} cannot hold with {first}, {second} and {third}.", rule=called,
                    first=stand[0], second=stand[1], third=stand[2]), focus  # fmt: skip


def problem_cells(puzzle: Puzzle, problem: Problem) -> list[tuple[int, int]]:
    """The cells a validation problem points at: one cell, a whole row or column, or none."""
    if problem.row is not None and problem.col is not None:
        return [(problem.row, problem.col)]
    if problem.row is not None and problem.row < puzzle.height:
        return [(problem.row, c) for c in range(puzzle.width)]
    if problem.col is not None and problem.col < puzzle.width:
        return [(r, problem.col) for r in range(puzzle.height)]
    return []


def _sentence(text: str) -> str:
    """A reason as a sentence: capital first, full stop last."""
    if isinstance(text, Sentence):  # translatable: the same made in its template
        return text if text.endswith((".", "!", "?")) else Sentence("{Reason}.", reason=text)
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
