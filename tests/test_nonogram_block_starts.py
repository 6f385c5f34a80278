"""Block-start literals (games/nonogram/order.py) and the bounded line solve under them
(`LineSolver.allow`, `bounded`, `fits` with starts), each against brute force over every
placement of small lines; and the learning search over the enriched model
(`SearchParams.enrich`) against plain backtracking."""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Model, Search, Store
from gridgames.games.nonogram.line import LineSolver
from gridgames.games.nonogram.order import BoundedLineRule, with_block_starts
from gridgames.games.nonogram.rules import Line, LineRule
from gridgames.games.registry import genre_of
from tests.test_engine_learning import line_rules_only, n_dom, random_puzzle
from tests.test_engine_learning_reasons import checked_reasons  # noqa: F401 - a fixture


def placements(clue: tuple[int, ...], length: int):
    """Every placement of `clue` on a line of `length` cells, as block starts."""

    def place(j: int, start: int):
        if j == len(clue):
            yield ()
            return
        last = length - sum(clue[j:]) - (len(clue) - 1 - j)
        for s in range(start, last + 1):
            for rest in place(j + 1, s + clue[j] + 1):
                yield (s, *rest)

    yield from place(0, 0)


def painted(clue: tuple[int, ...], starts: tuple[int, ...], length: int) -> list[int]:
    cells = [ONLY_0] * length
    for start, block in zip(starts, clue, strict=True):
        cells[start : start + block] = [ONLY_1] * block
    return cells


def random_line(rng: random.Random) -> tuple[tuple[int, ...], int]:
    length = rng.randint(1, 9)
    while True:
        clue = tuple(rng.randint(1, 3) for _ in range(rng.randint(0, 3)))
        if sum(clue) + len(clue) - 1 <= length:
            return clue, length


def random_bounds(rng: random.Random, clue: tuple[int, ...], length: int):
    """Each block's start range: the clue's own, or a random part of it (maybe empty)."""
    lows, highs = [], []
    for j in range(len(clue)):
        earliest = sum(clue[:j]) + j
        latest = length - sum(clue[j:]) - (len(clue) - 1 - j)
        low, high = earliest, latest
        if rng.random() < 0.6:
            low, high = rng.randint(earliest, latest), rng.randint(earliest, latest)
        lows.append(low)
        highs.append(high)
    return lows, highs


def fitting(clue, length, state, lows, highs) -> list[tuple[int, ...]]:
    return [
        starts
        for starts in placements(clue, length)
        if all(low <= s <= high for s, low, high in zip(starts, lows, highs, strict=True))
        and all(state[i] & value for i, value in enumerate(painted(clue, starts, length)))
    ]


def test_bounded_line_solve_agrees_with_every_placement() -> None:
    rng = random.Random(3)
    for _ in range(400):
        clue, length = random_line(rng)
        state = bytes(rng.choice((EITHER, EITHER, ONLY_0, ONLY_1)) for _ in range(length))
        lows, highs = random_bounds(rng, clue, length)
        solver = LineSolver(clue, length)
        allowed = solver.allow(lows, highs)
        good = fitting(clue, length, state, lows, highs)
        assert solver.fits(state, allowed[0]) == bool(good)
        found = solver.bounded(state, allowed)
        if not good:
            assert found is None
            continue
        filled = empty = 0
        for i in range(length):
            values = {painted(clue, starts, length)[i] for starts in good}
            if state[i] == EITHER and values == {ONLY_1}:
                filled |= 1 << i
            if state[i] == EITHER and values == {ONLY_0}:
                empty |= 1 << i
        starts = [sum(1 << s for s in {p[j] for p in good}) for j in range(len(clue))]
        assert found == (filled, empty, starts)
        # One block's range changed in the mask is the mask of the changed ranges.
        if clue:
            j = rng.randrange(len(clue))
            new_lows, new_highs = random_bounds(rng, clue, length)
            lows[j], highs[j] = new_lows[j], new_highs[j]
            changed = solver.allow_block(allowed[0], j, lows[j], highs[j])
            assert changed == solver.allow(lows, highs)[0]


def line_model(clue: tuple[int, ...], length: int) -> tuple[Model, BoundedLineRule]:
    cells = list(range(length))
    line = Line("row", 0, clue, cells, [(0, c) for c in cells])
    model = with_block_starts(Model([EITHER] * length, [LineRule(line, LineSolver(clue, length))]))
    rule = model.propagators[0]
    assert isinstance(rule, BoundedLineRule)
    return model, rule


def literal_meaning(rule: BoundedLineRule, var: int) -> tuple[int, int]:
    """(block, place): the literal says "block starts at place or later"."""
    j, i = divmod(var - rule.first, rule.slack)
    return j, rule.earliest[j] + 1 + i


def holds_in(rule: BoundedLineRule, starts: tuple[int, ...], var: int) -> int:
    """The value `var` (a literal) has in the placement `starts`."""
    j, place = literal_meaning(rule, var)
    return ONLY_1 if starts[j] >= place else ONLY_0


def brute_force(rule, clue, length, domains) -> list[tuple[int, ...]]:
    """The placements that fit the cells and the literals of `domains`."""
    return [
        starts
        for starts in placements(clue, length)
        if all(domains[i] & v for i, v in enumerate(painted(clue, starts, length)))
        and all(domains[var] & holds_in(rule, starts, var) for var in rule.order)
    ]


def random_domains(rng, model, rule, clue, length) -> list[int]:
    """Cells and literals decided at random, a few at a time (most states then fit)."""
    domains = list(model.domains)
    for var in rng.sample(range(len(domains)), rng.randint(0, min(4, len(domains)))):
        domains[var] = rng.choice((ONLY_0, ONLY_1))
    return domains


def propagated(model: Model, domains: list[int]) -> list[int] | None:
    store = Store(Model(list(domains), model.propagators))
    store.schedule_all()
    try:
        store.fixpoint()
    except Contradiction:
        return None
    return store.dom


def test_bounded_rule_sets_cells_and_literals_as_every_placement_says() -> None:
    rng = random.Random(5)
    for _ in range(300):
        clue, length = random_line(rng)
        model, rule = line_model(clue, length)
        assert len(rule.order) == len(clue) * rule.slack
        domains = random_domains(rng, model, rule, clue, length)
        good = brute_force(rule, clue, length, domains)
        result = propagated(model, domains)
        if not good:
            assert result is None
            continue
        for var in range(len(domains)):
            if var < length:
                values = {painted(clue, starts, length)[var] for starts in good}
            else:
                values = {holds_in(rule, starts, var) for starts in good}
            expected = values.pop() if len(values) == 1 else domains[var]
            assert result[var] == expected, (clue, length, domains, var)


def forces(rule, clue, length, domains, var, result) -> bool:
    """Do `domains` alone force `var`'s value in `result` (var None: leave no placement)?"""
    good = brute_force(rule, clue, length, domains)
    if var is None:
        return good == []
    if var < length:
        return {painted(clue, s, length)[var] for s in good} <= {result[var]}
    return {holds_in(rule, s, var) for s in good} <= {result[var]}


def test_explanations_are_decided_and_force_what_they_explain() -> None:
    """Every narrowing and dead end of a rule run, explained from what was decided before
    it: the reason is a subset of that, by itself (brute force over placements) it forces
    the same value or leaves nothing that fits, none of it can go, and no bound in it can
    be swapped for a weaker decided literal."""
    rng = random.Random(8)
    explained = 0
    for _ in range(300):
        clue, length = random_line(rng)
        model, rule = line_model(clue, length)
        domains = random_domains(rng, model, rule, clue, length)
        decided = [var for var, domain in enumerate(domains) if domain != EITHER]
        store = SimpleNamespace(dom=list(domains), position=list(range(len(domains))))
        result = propagated(model, domains)
        targets = (
            [None]
            if result is None
            else [
                v for v in range(len(domains)) if domains[v] == EITHER and result[v] != EITHER
            ]  # fmt: skip
        )
        for var in targets:
            if var is not None:
                store.dom[var] = result[var]
            reason = rule.explain(store, var, list(decided))  # type: ignore[arg-type]
            assert set(reason) <= set(decided)
            only = [EITHER] * len(domains)
            for other in reason:
                only[other] = domains[other]
            assert forces(rule, clue, length, only, var, result)
            for other in reason:  # minimal: each one is needed
                only[other] = EITHER
                assert not forces(rule, clue, length, only, var, result)
                only[other] = domains[other]
            for other in reason:  # a bound as weak as the decided literals allow
                if other < length:
                    continue
                j, place = literal_meaning(rule, other)
                for weaker in decided:
                    if weaker < length or weaker == other or domains[weaker] != domains[other]:
                        continue
                    k, at = literal_meaning(rule, weaker)
                    if k == j and (at < place if domains[other] == ONLY_1 else at > place):
                        only[other], only[weaker] = EITHER, domains[weaker]
                        assert not forces(rule, clue, length, only, var, result)
                        only[other], only[weaker] = domains[other], EITHER
            # Asked again (the same state), the cached reason is the same.
            assert rule.explain(store, var, list(decided)) == reason  # type: ignore[arg-type]
            if var is not None:
                store.dom[var] = EITHER
            explained += 1
    assert explained > 200


def enriched(model: Model) -> Model:
    return replace(model, params=replace(model.params, enrich=with_block_starts))


@pytest.mark.parametrize("seed", range(6))
def test_learning_over_block_starts_counts_what_plain_search_counts(seed: int) -> None:
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, rng.randint(4, 8), rng.randint(4, 8), rng.choice([0.3, 0.5]))
    model = genre_of(puzzle).build(puzzle)
    plain = Search(
        replace(model, params=replace(model.params, learning=False)), max_solutions=10**5
    )
    expected = plain.run()
    search = Search(enriched(model), max_solutions=10**5)
    learned = search.run()
    assert learned.status == expected.status
    assert sorted(learned.solutions) == sorted(expected.solutions)  # each once, cells only
    assert all(len(answer) == len(model.domains) for answer in learned.solutions)


def test_reasons_over_block_starts_force_their_variables(checked_reasons) -> None:  # noqa: F811
    """In the real search (n-Dom without its counting rules, and pictures with many
    answers), every reason analysis asks for forces its variable (the fixture checks)."""
    result = Search(enriched(line_rules_only(n_dom(4))), max_solutions=2).run()
    assert result.status == "unique"
    rng, searched = random.Random(1), 0
    while searched < 2:
        puzzle = random_puzzle(rng, 10, 10, 0.35)
        search = Search(enriched(line_rules_only(puzzle)), max_solutions=20)
        assert search.run().solutions
        learner = search.strategy.learner  # type: ignore[attr-defined]
        if learner is not None:  # the lines alone did not settle it
            searched += 1
            assert learner.store.answer_size == 100 < len(learner.store.dom)
    assert len(checked_reasons) > 30
    assert any(var >= 100 for _, var in checked_reasons)  # literals explained too
