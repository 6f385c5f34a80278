"""The plain depth-first search tells its story exactly as it searched (found by mutation
testing, docs/mutation.md): every guess names the variable, the alternative and whether it
is the last one left, at the depth of the guesses in force; every backtrack and solution
says so at its depth; the counts in `Stats` are those of the steps and of the calls the
rules saw. The trace is followed by a stack of the choices it tells, which must agree with
the splitter's alternatives, so nothing is compared with a recorded trace."""

from __future__ import annotations

import threading

import pytest

from gridgames.engine import Model, Propagator, SearchParams, StepKind, Vocabulary, full, solve
from gridgames.engine import store as store_module
from gridgames.engine.learning import Learning
from gridgames.engine.search import ALL, Backtracking, Search, count_solutions
from gridgames.engine.step import LEVEL_GUESS
from gridgames.engine.store import Solutions, Store
from tests.test_engine import QueenAttacks, is_queens_solution

WORDS = Vocabulary(
    describe=lambda var, dom: f"row {var} in {sorted(c for c in range(9) if dom >> c & 1)}",
    cell_of=lambda var: (var, 9),
)


def one_value_each(var: int, domain: int) -> list[int]:
    """Split into single values, lowest first: as many alternatives as values."""
    return [1 << c for c in range(domain.bit_length()) if domain >> c & 1]


def by_variable(var: int, domain: int) -> list[int]:
    """The first value or the rest for even variables, the last or the rest for odd ones."""
    high = 1 << (domain.bit_length() - 1)
    return [domain & -domain, domain & (domain - 1)] if var % 2 == 0 else [high, domain ^ high]


class Counted(QueenAttacks):
    """The queens' rule, counting its calls (what `Stats.propagations` must say)."""

    calls = 0

    def propagate(self, store) -> None:
        Counted.calls += 1
        super().propagate(store)


def queens(n: int, split=None) -> Model:
    params = SearchParams() if split is None else SearchParams(split=split)
    return Model([full(n)] * n, [Counted(n, row) for row in range(n)], params, WORDS)


@pytest.fixture
def narrowings(monkeypatch) -> list[int]:
    """Every narrowing that changed a domain, whoever made it (what `deductions` counts)."""
    made: list[int] = []
    narrow = store_module.Store.narrow

    def counted(self, var: int, domain: int) -> bool:
        changed = narrow(self, var, domain)
        if changed:
            made.append(var)
        return changed

    monkeypatch.setattr(store_module.Store, "narrow", counted)
    return made


@pytest.mark.parametrize(
    "split", [None, one_value_each, by_variable], ids=["first-or-rest", "each-value", "by-variable"]
)
@pytest.mark.parametrize("n", [4, 5, 6])
def test_every_guess_backtrack_and_solution_is_told_as_it_happened(
    n: int, split, narrowings: list[int]
) -> None:
    Counted.calls = 0
    model = queens(n, split)
    splitter = model.params.split
    result = solve(model, max_solutions=ALL, trace=True, probing=False)
    assert result.count == len(result.solutions) > 0 or n < 4
    assert all(is_queens_solution(n, s) for s in result.solutions)

    stack: list[list] = []  # [var, domain split, alternatives, index]
    state = list(model.domains)
    saved: list[list[int]] = []  # the domains before each choice in force
    after_backtrack = False
    solutions = []
    for step in result.steps:
        if step.kind is StepKind.GUESS:
            (change,) = step.changes
            if after_backtrack:  # the next alternative of the choice on top
                choice = stack[-1]
                assert change.var == choice[0] and change.old == choice[1]
                choice[3] += 1
            else:  # a new choice, on a domain the search has not split yet
                saved.append(list(state))
                stack.append([change.var, change.old, list(splitter(change.var, change.old)), 0])
                choice = stack[-1]
            var, old, alternatives, index = choice
            assert change.new == old & alternatives[index]
            what = WORDS.describe(var, alternatives[index])
            last = index == len(alternatives) - 1 and index > 0
            assert step.reason == (f"Only one way left: {what}." if last else f"Guess: {what}.")
            assert (step.rule, step.level, step.depth) == ("guess", LEVEL_GUESS, len(stack))
            assert step.focus == ((var, 9),)
            state[var] = change.new
            after_backtrack = False
            continue
        if step.kind is StepKind.BACKTRACK:
            if after_backtrack:  # the choice on top had no alternative left: it goes
                var, old, alternatives, index = stack.pop()
                assert index == len(alternatives) - 1
                saved.pop()
            assert (step.rule, step.reason, step.level) == (
                "backtrack",
                "Back to the last guess.",
                LEVEL_GUESS,
            )
            assert step.depth == len(stack) - 1 and step.changes == ()
            state = list(saved[-1])
            after_backtrack = True
            continue
        assert not after_backtrack, "a backtrack is followed by a guess or a backtrack"
        if step.kind is StepKind.SOLUTION:
            assert (step.rule, step.reason, step.changes) == ("solution", "Solved.", ())
            assert step.depth == len(stack)
            solutions.append(list(state))
        for change in step.changes:
            assert state[change.var] == change.old
            state[change.var] = change.new
    assert solutions == result.solutions

    guesses = [s for s in result.steps if s.kind is StepKind.GUESS]
    backtracks = [s for s in result.steps if s.kind is StepKind.BACKTRACK]
    stats = result.stats
    assert stats.branches == len(guesses)
    assert stats.backtracks == len(backtracks)
    assert stats.max_depth == max(s.depth for s in guesses)
    assert stats.propagations == Counted.calls
    assert stats.deductions == len(narrowings)
    assert (stats.probes, stats.trial_deductions) == (0, 0)


def test_a_search_without_guesses_counts_nothing_it_did_not_do() -> None:
    Counted.calls = 0
    model = Model([0b1], [Counted(1, 0)])
    result = solve(model, trace=True)
    assert result.status == "unique" and result.solutions == [[0b1]]
    assert result.stats.as_dict() == {
        "deductions": 0,
        "trial_deductions": 0,
        "propagations": 1,
        "branches": 0,
        "backtracks": 0,
        "probes": 0,
        "max_depth": 0,
    }
    (solved,) = result.steps
    assert (solved.kind, solved.rule, solved.reason, solved.depth) == (
        StepKind.SOLUTION,
        "solution",
        "Solved.",
        0,
    )


def test_a_plain_search_stops_at_two_solutions_unless_asked() -> None:
    result = solve(queens(6))
    assert result.status == "multiple" and result.count == 2 == len(result.solutions)


def test_solutions_kept_are_bounded_by_the_domains_they_hold() -> None:
    assert Solutions.keep_for(5, 10) == 5
    assert Solutions.keep_for(10**9, 1000) == Solutions.MAX_VALUES // 1000
    assert Solutions.keep_for(10**9, 3) == Solutions.MAX_VALUES // 3
    assert Solutions.keep_for(10**9, 0) == Solutions.MAX_VALUES
    assert Solutions.keep_for(0, 10) == 1
    assert Solutions.keep_for(10**9, Solutions.MAX_VALUES * 2) == 1
    kept = Solutions(2)
    for solution in ([1], [2], [4]):
        kept.append(solution)
    assert kept.kept == [[1], [2]] and len(kept) == 3


def test_count_solutions_counts_all_and_keeps_none_even_for_a_learning_model() -> None:
    model = queens(6)
    learning = Model(
        model.domains, model.propagators, SearchParams(learning=True), model.vocabulary
    )
    for each in (model, learning):
        result = count_solutions(each)
        assert (result.count, result.solutions, result.status) == (4, [], "multiple")
        # Its time limit and cancel flag reach the search it makes.
        assert count_solutions(each, timeout=-1.0).status == "timeout"
        cancel = threading.Event()
        cancel.set()
        assert count_solutions(each, cancel=cancel).status == "cancelled"


def test_an_initial_board_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(ValueError):
        solve(queens(4), initial=[full(4)] * 3)


class Copy(Propagator):
    """Once `key` is decided (and `after`, if given), every follower takes its value (and
    nothing the other way)."""

    name = "copy"

    def __init__(self, key: int, followers: list[int], after: int | None = None) -> None:
        super().__init__([key] if after is None else [key, after])
        self.key, self.followers, self.after = key, followers, after

    def propagate(self, store) -> None:
        domain = store.dom[self.key]
        if self.after is not None and store.dom[self.after] & (store.dom[self.after] - 1):
            return
        if not domain & (domain - 1):
            for var in self.followers:
                store.narrow(var, domain)


def test_branching_on_probes_splits_where_a_guess_settles_most_at_every_node() -> None:
    # Three gadgets of two-valued variables: a key that settles its followers whichever
    # way it goes: 4 settles 0-3; 9 settles 5-8, but only once 4 is decided; 10 settles
    # 11 and 12. Probing forces nothing at the start, so first-fail splits variable 0
    # (after which probing settles its gadget), then 5. The look-ahead splits 4 first,
    # then 9, which only the scores of the probing done after that guess rank above 10.
    rules = [Copy(4, [0, 1, 2, 3]), Copy(9, [5, 6, 7, 8], after=4), Copy(10, [11, 12])]
    for branch_on_probes, splits in ((True, [4, 9, 10]), (False, [0, 5, 10])):
        params = SearchParams(probe_vars=range(13), branch_on_probes=branch_on_probes)
        result = solve(Model([full(2)] * 13, rules, params), max_solutions=1, trace=True)
        guesses = [s.changes[0].var for s in result.steps if s.kind is StepKind.GUESS]
        assert guesses == splits
        assert result.solutions == [[0b01] * 13]
        # A rule that says nothing of its own deductions is told by its name, at its level.
        told = [s for s in result.steps if s.kind is StepKind.DEDUCE]
        assert told and all((s.rule, s.reason, s.level) == ("copy", "copy", 0) for s in told)


def test_a_traced_store_without_a_sink_drops_its_steps() -> None:
    store = Store(Model([full(2)] * 13, [Copy(10, [11, 12])]), tracing=True)
    store.schedule_all()
    store.narrow(10, 0b10)
    store.fixpoint()
    assert store.dom[10:] == [0b10, 0b10, 0b10] and store.pending == []


class ThreeApartIfOff(Propagator):
    """Once `switch` is 0, the two-valued `trio` must all differ (which none can)."""

    name = "apart"

    def __init__(self, switch: int, trio: list[int]) -> None:
        super().__init__([switch, *trio])
        self.switch, self.trio = switch, trio

    def propagate(self, store) -> None:
        if store.dom[self.switch] != 0b01:
            return
        for var in self.trio:
            domain = store.dom[var]
            if not domain & (domain - 1):
                for other in self.trio:
                    if other != var:
                        store.narrow(other, 0b11 ^ domain)


def test_after_a_backtrack_the_search_probes_again_and_branches_by_it() -> None:
    # Key 4 settles 0-3 and key 9 settles 10-12; with 4 at 0, variables 5-7 must all
    # differ, which probing finds impossible only once 4 is guessed. The look-ahead
    # guesses 4 (at 0), backtracks, takes 4 at 1, probes afresh and splits 9 -- not 5,
    # which first-fail would take -- then 5 to 8, which nothing binds any more.
    rules = [Copy(4, [0, 1, 2, 3]), ThreeApartIfOff(4, [5, 6, 7]), Copy(9, [10, 11, 12])]
    params = SearchParams(probe_vars=range(13), branch_on_probes=True)
    result = solve(Model([full(2)] * 13, rules, params), max_solutions=1, trace=True)
    told = [(s.kind, s.changes[0].var if s.changes else None) for s in result.steps]
    moves = [(kind, var) for kind, var in told if kind in (StepKind.GUESS, StepKind.BACKTRACK)]
    assert moves == [
        (StepKind.GUESS, 4),
        (StepKind.BACKTRACK, None),
        (StepKind.GUESS, 4),
        (StepKind.GUESS, 9),
        (StepKind.GUESS, 5),
        (StepKind.GUESS, 6),
        (StepKind.GUESS, 7),
        (StepKind.GUESS, 8),
    ]
    assert result.solutions == [[0b10] * 5 + [0b01] * 8]


def test_a_learning_model_learns_untraced_with_its_probes_and_backtracks_traced() -> None:
    rules = [Copy(4, [0, 1, 2, 3]), ThreeApartIfOff(4, [5, 6, 7]), Copy(9, [10, 11, 12])]
    params = SearchParams(probe_vars=range(13), learning=True)
    model = Model([full(2)] * 13, rules, params)
    assert isinstance(Search(model).strategy, Learning)
    assert isinstance(Search(model, trace=True).strategy, Backtracking)
    assert isinstance(Search(model, probing=False).strategy, Learning)
    for probing, probed in ((None, True), (False, False)):
        result = Search(model, probing=probing, max_solutions=1).run()
        (answer,) = result.solutions  # 4 at 1 (at 0, 5-7 cannot differ), 9 copied
        assert answer[:5] == [0b10] * 5 and answer[10:] == [answer[9]] * 3
        assert (result.stats.probes > 0) is probed
