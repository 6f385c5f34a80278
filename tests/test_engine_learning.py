"""Learning from dead ends (engine/learning.py) on genre-free problems and on nonograms:
it must count exactly what plain backtracking counts, prove impossibility, stay inside
its budget, and every clause it learns must hold in every solution."""

from __future__ import annotations

import random
import threading
from dataclasses import replace

import pytest

from gridgames.engine import (
    EITHER,
    ONLY_0,
    ONLY_1,
    Backtracking,
    Contradiction,
    Model,
    Propagator,
    Search,
    SearchParams,
)
from gridgames.engine.learning import Learning, luby
from gridgames.games.nonogram.checker import check_answer, runs
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.registry import genre_of
from tests.learning_modes import learning_mode  # noqa: F401  (autouse: the C and the Python search)


class AtMostOne(Propagator):
    """At most one of its cells is 1. No `explain`: learning falls back on the naive
    explanation (every decided cell of the scope), which any rule gets for free."""

    name = "at-most-one"

    def propagate(self, store) -> None:
        ones = [var for var in self.watches if store.dom[var] == ONLY_1]
        if len(ones) > 1:
            raise Contradiction(self.name)
        if ones:
            for var in self.watches:
                if var != ones[0]:
                    store.narrow(var, ONLY_0)


class AtLeastOne(Propagator):
    name = "at-least-one"

    def propagate(self, store) -> None:
        open_cells = [var for var in self.watches if store.dom[var] != ONLY_0]
        if not open_cells:
            raise Contradiction(self.name)
        if len(open_cells) == 1:
            store.narrow(open_cells[0], ONLY_1)


def boolean_queens(n: int, *, learning: bool = True) -> Model:
    """N queens over n*n two-valued cells: one queen per row, at most one per column and
    per diagonal."""
    cell = lambda r, c: r * n + c  # noqa: E731
    rules: list[Propagator] = []
    for r in range(n):
        rules += [AtLeastOne([cell(r, c) for c in range(n)]),
                  AtMostOne([cell(r, c) for c in range(n)])]  # fmt: skip
    rules += [AtMostOne([cell(r, c) for r in range(n)]) for c in range(n)]
    for total in range(2 * n - 1):
        rules.append(AtMostOne([cell(r, total - r) for r in range(n) if 0 <= total - r < n]))
    for shift in range(-n + 1, n):
        rules.append(AtMostOne([cell(r, r + shift) for r in range(n) if 0 <= r + shift < n]))
    return Model([EITHER] * n * n, rules, SearchParams(learning=learning))


def pigeonhole(holes: int) -> Model:
    """holes + 1 pigeons, each in some hole, no two in one: impossible, and a classic
    that plain search can only refute by trying everything."""
    pigeons = holes + 1
    cell = lambda p, h: p * holes + h  # noqa: E731
    rules: list[Propagator] = [AtLeastOne([cell(p, h) for h in range(holes)])
                               for p in range(pigeons)]  # fmt: skip
    rules += [AtMostOne([cell(p, h) for p in range(pigeons)]) for h in range(holes)]
    return Model([EITHER] * pigeons * holes, rules, SearchParams(learning=True))


def line_rules_only(puzzle: NonogramPuzzle) -> Model:
    """The nonogram model without its counting rules, which settle n-Dom with no search at
    all (tests/test_nonogram_summing.py): here n-Dom is the hard case learning must crack."""
    model = genre_of(puzzle).build(puzzle)
    return replace(model, propagators=[p for p in model.propagators if p.name != "summing"])


def n_dom(n: int) -> NonogramPuzzle:
    columns = ((1,), (1,)) + ((1, 3), (1,)) * (n - 1) + ((3,),)
    rows = ((3,), (1,)) + ((3, 1), (1,)) * (n - 1) + ((1,),)
    return NonogramPuzzle(2 * n + 1, 2 * n + 1, rows, columns)


def random_puzzle(rng: random.Random, width: int, height: int, density: float):
    grid = [[rng.random() < density for _ in range(width)] for _ in range(height)]
    return NonogramPuzzle(width, height, tuple(runs(row) for row in grid),
                          tuple(runs([row[c] for row in grid]) for c in range(width)))  # fmt: skip


def test_luby_sequence() -> None:
    assert [luby(i) for i in range(15)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


@pytest.mark.parametrize(("n", "count"), [(4, 2), (5, 10), (6, 4), (7, 40)])
def test_learning_counts_every_solution_of_boolean_queens(n: int, count: int) -> None:
    result = Search(boolean_queens(n), max_solutions=10**6).run()
    assert result.status == ("unique" if count == 1 else "multiple")
    found = {tuple(solution) for solution in result.solutions}
    assert len(found) == count == len(result.solutions)
    for solution in found:
        queens = [var for var, domain in enumerate(solution) if domain == ONLY_1]
        assert len(queens) == n
        places = [divmod(var, n) for var in queens]
        assert len({r for r, _ in places}) == len({c for _, c in places}) == n
        assert len({r + c for r, c in places}) == len({r - c for r, c in places}) == n


def test_learning_proves_the_pigeonhole_impossible() -> None:
    result = Search(pigeonhole(5), max_solutions=2).run()
    assert result.status == "none" and not result.solutions
    assert result.stats.backtracks > 0  # it had to learn its way there


def test_tracing_keeps_the_plain_search() -> None:
    """A traced solve tells a player's story (guess, backtrack), so it never learns."""
    assert isinstance(Search(boolean_queens(5), trace=True).strategy, Backtracking)
    assert isinstance(Search(boolean_queens(5)).strategy, Learning)


@pytest.mark.parametrize("seed", range(12))
def test_learning_counts_what_plain_search_counts(seed: int) -> None:
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, rng.randint(4, 9), rng.randint(4, 9), rng.choice([0.3, 0.5]))
    model = genre_of(puzzle).build(puzzle)
    assert model.params.learning
    plain_params = replace(model.params, learning=False)
    plain = Search(replace(model, params=plain_params), max_solutions=10**5).run()
    learned = Search(model, max_solutions=10**5).run()
    assert learned.status == plain.status
    assert sorted(learned.solutions) == sorted(plain.solutions)  # each found once


def _all_solutions(name: str) -> tuple[Model, list[list[int]]]:
    """A learning model, and every solution it has (by plain search, or for n-Dom by the
    learning search itself, whose count is checked against plain search above)."""
    if name == "8 queens":
        return boolean_queens(8), Search(
            boolean_queens(8, learning=False), max_solutions=10**5
        ).run().solutions
    model = line_rules_only(n_dom(int(name[0])))
    result = Search(model, max_solutions=2).run()
    assert result.status == "unique"
    return model, result.solutions


@pytest.mark.parametrize("name", ["8 queens", "7-Dom", "8-Dom"])
def test_every_learned_clause_holds_in_every_solution(monkeypatch, name: str) -> None:
    """Up to the first solution nothing is blocked, so every clause learned by then must
    follow from the rules alone: no solution may break it. (The Python search's clauses,
    which a test can read: the C search makes the same ones, test_search_kernel.py.)"""
    from gridgames.engine import learning

    monkeypatch.setattr(learning, "SEARCH_KERNEL", None)
    model, everything = _all_solutions(name)
    search = Search(model, max_solutions=1)
    assert search.run().solution in everything
    assert isinstance(search.strategy, Learning) and search.strategy.learner is not None
    learned = search.strategy.learner.store.clause_rule.clauses
    clauses = [c for c in learned if c is not None]
    assert len(clauses) >= 20
    for solution in everything:
        for clause in clauses:
            assert any(solution[lit >> 1] == 1 << (lit & 1) for lit in clause)


def test_n_dom_is_decided_by_learning() -> None:
    puzzle = n_dom(7)
    result = Search(line_rules_only(puzzle), timeout=60).run()
    assert result.status == "unique"
    answer = genre_of(puzzle).decode(puzzle, result.solution)
    assert check_answer(puzzle, answer) == []
    assert result.stats.backtracks > 0  # probing alone does not settle it: the search learned


def test_learning_search_stops_on_timeout_and_cancel() -> None:
    model = line_rules_only(n_dom(12))
    assert Search(model, timeout=0.3).run().status == "timeout"
    cancel = threading.Event()
    cancel.set()
    assert Search(model, cancel=cancel).run().status == "cancelled"


@pytest.mark.parametrize(("first", "every"), [(0, 1), (0, 3), (0, 7), (40, 5)])
def test_forgetting_learned_clauses_keeps_every_answer(monkeypatch, first: int, every: int) -> None:
    """The clause store is halved every REDUCE_EVERY conflicts from REDUCE_FIRST on (8,000
    in play: no test reaches it). Halved after every few conflicts, the search still counts
    exactly what plain search counts, proves the impossible impossible, keeps the clauses
    that are the reason of something decided (analysis would read a forgotten one), never
    forgets the strongest clauses (those spanning at most KEEP_QUALITY guess levels), and
    forgets nothing before REDUCE_FIRST conflicts."""
    from gridgames.engine import learning

    # The Python search, whose clean-ups a test can watch; the C search makes the same ones
    # (test_search_kernel.py) and must count the same below.
    compiled_search = learning.SEARCH_KERNEL
    monkeypatch.setattr(learning, "SEARCH_KERNEL", None)
    monkeypatch.setattr(learning, "REDUCE_FIRST", first)
    monkeypatch.setattr(learning, "REDUCE_EVERY", every)
    when: list[int] = []
    reduce = learning.Learner._reduce

    def counted_reduce(learner) -> None:
        when.append(learner.conflicts)
        reduce(learner)

    monkeypatch.setattr(learning.Learner, "_reduce", counted_reduce)
    forgot = []
    original = learning.ClauseRule.forget

    def forget(rule, doomed: set[int]) -> None:
        forgot.append(len(doomed))
        assert all(rule.quality[index] > learning.KEEP_QUALITY for index in doomed)
        original(rule, doomed)
        assert all(rule.clauses[index] is None for index in doomed)
        assert not any(index in doomed for watching in rule.watch if watching
                       for index in watching)  # fmt: skip

    monkeypatch.setattr(learning.ClauseRule, "forget", forget)
    search = Search(boolean_queens(7), max_solutions=10**6)
    result = search.run()
    assert len({tuple(s) for s in result.solutions}) == len(result.solutions) == 40
    assert sum(forgot) > 0  # clauses were forgotten on the way
    assert when and min(when) >= first and all(conflicts % every == 0 for conflicts in when)
    assert Search(pigeonhole(5), max_solutions=2).run().status == "none"
    monkeypatch.setattr(learning, "SEARCH_KERNEL", compiled_search)
    for seed in range(4):
        rng = random.Random(seed)
        puzzle = random_puzzle(rng, 7, 7, 0.5)
        model = genre_of(puzzle).build(puzzle)
        plain = replace(model, params=replace(model.params, learning=False))
        expected = Search(plain, max_solutions=10**5).run().solutions
        assert sorted(Search(model, max_solutions=10**5).run().solutions) == sorted(expected)


def test_a_variable_s_first_guess_is_the_genre_s_likelier_value() -> None:
    """`SearchParams.guess` gives each variable's first value, asked while it is open;
    later guesses repeat the value it last held, and every answer is still found once."""
    asked: list[int] = []

    def guess(domains: list[int], var: int) -> int:
        assert domains[var] == EITHER
        asked.append(var)
        return ONLY_0 if var % 2 else ONLY_1

    model = Model([EITHER] * 4, [], SearchParams(learning=True, guess=guess))
    first = Search(model, max_solutions=1).run()
    assert first.solution == [ONLY_1, ONLY_0, ONLY_1, ONLY_0]
    assert sorted(asked) == [0, 1, 2, 3]
    everything = Search(model, max_solutions=100).run()
    assert len({tuple(answer) for answer in everything.solutions}) == 16 == everything.count
