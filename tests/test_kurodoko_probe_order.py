"""A hard Kurodoko removal's full tests probe first the cells whose probes paid in the last
full test (`generator._ProbeOrder`): any order is sound, so a test that passes still means
one answer, and each test starts where the last one's paying probes were."""

from __future__ import annotations

import random

from gridgames.engine.budget import Budget
from gridgames.games.fillgrid import generator
from gridgames.games.fillgrid.generator import maximal_shading, second_answer, visibility
from gridgames.games.fillgrid.puzzle import FillGridPuzzle


def test_full_tests_probe_first_what_paid_last_and_a_pass_means_one_answer(monkeypatch):
    orders: list[generator._ProbeOrder] = []

    class Recorded(generator._ProbeOrder):
        def __init__(self, order: list[int]) -> None:
            super().__init__(order)
            orders.append(self)

    monkeypatch.setattr(generator, "_ProbeOrder", Recorded)
    passes = paid = 0
    for seed in range(6):
        rng = random.Random(seed)
        shading = maximal_shading(6, 6, rng, Budget())
        full = FillGridPuzzle(6, 6, "kurodoko", tuple(map(tuple, visibility(shading))))
        tester = generator._ClueTester(full, shading, "hard", Budget(5))
        cells = sorted(tester.sight_at)
        for _ in range(5):
            removed = rng.sample(cells, rng.randint(1, len(cells) * 2 // 3))
            before = list(tester.order)
            orders.clear()
            passed = tester.full(removed)
            if not orders:  # settled by the rules alone: no probing, nothing learnt
                assert tester.order == before
                continue
            (order,) = orders
            assert list(order) == before  # probed in the order the last tests left
            assert tester.order[: len(order.finds)] == order.finds  # what paid, first
            assert sorted(tester.order) == list(range(36))
            paid += len(order.finds)
            if passed:
                passes += 1
                puzzle = tester._without(removed)
                assert second_answer(puzzle, shading, Budget(5)) is None
    assert passes and paid  # the checks above ran on real cases
