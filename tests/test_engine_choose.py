"""Choosing where to split starts at `Store.open_from` (every variable before it is
decided) instead of rescanning from the first variable: it must choose exactly what a full
first-fail scan chooses, through any mix of narrowing and undoing."""

from __future__ import annotations

import random

from gridgames.engine import Model, SearchParams, full
from gridgames.engine.node import choose
from gridgames.engine.store import Store


def first_fail(dom: list[int]) -> int | None:
    """The first variable with the fewest values left (at least two), by a full scan."""
    open_vars = [var for var, domain in enumerate(dom) if domain.bit_count() > 1]
    return min(open_vars, key=lambda var: (dom[var].bit_count(), var), default=None)


def test_choice_matches_a_full_scan_through_narrowing_and_undoing() -> None:
    rng = random.Random(7)
    for _ in range(20):
        width = rng.choice([2, 3, 5])
        store = Store(Model([full(width)] * rng.randint(1, 30), []))
        marks: list[int] = []
        for _ in range(200):
            move = rng.random()
            if move < 0.25 and marks:
                back_to = rng.randrange(len(marks))
                store.undo(marks[back_to])
                del marks[back_to:]  # the marks taken since are gone with it
            elif move < 0.45:
                marks.append(store.mark())
            else:
                var = rng.randrange(len(store.dom))
                store.narrow(var, store.dom[var] & ~(1 << rng.randrange(width)) or store.dom[var])
            assert choose(store, SearchParams()) == first_fail(store.dom)
            assert all(store.dom[var].bit_count() <= 1 for var in range(store.open_from))
            # and the next choice starts at the first undecided one: no decided front again
            assert store.open_from == next(
                (var for var, domain in enumerate(store.dom) if domain.bit_count() > 1),
                len(store.dom),
            )
