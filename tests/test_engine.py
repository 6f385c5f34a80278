"""The engine on a genre-free problem (N queens), so its search, counting, trace,
budget and cancellation are tested apart from any puzzle's rules."""

from __future__ import annotations

import threading

import pytest

from gridgames.engine import (
    ONLY_0,
    Contradiction,
    Model,
    Propagator,
    SearchParams,
    Step,
    StepKind,
    full,
    solve,
)


class QueenAttacks(Propagator):
    """Row `row` holds one queen; once it is placed, strike its column and diagonals."""

    name = "attack"

    def __init__(self, n: int, row: int) -> None:
        super().__init__([row])
        self.n, self.row = n, row

    def propagate(self, store) -> None:
        domain = store.dom[self.row]
        if domain & (domain - 1):
            return
        col = domain.bit_length() - 1
        for other in range(self.n):
            if other != self.row:
                gap = abs(other - self.row)
                mask = 1 << col
                if col + gap < self.n:
                    mask |= 1 << (col + gap)
                if col - gap >= 0:
                    mask |= 1 << (col - gap)
                if store.narrow(other, ~mask) and store.tracing:
                    store.note(self.name, f"queen in row {self.row} attacks row {other}")


def queens(n: int) -> Model:
    return Model([full(n)] * n, [QueenAttacks(n, row) for row in range(n)])


def is_queens_solution(n: int, domains: list[int]) -> bool:
    cols = [d.bit_length() - 1 for d in domains]
    if any(d.bit_count() != 1 for d in domains) or len(set(cols)) != n:
        return False
    return all(abs(cols[a] - cols[b]) != b - a for a in range(n) for b in range(a + 1, n))


@pytest.mark.parametrize(("n", "count"), [(4, 2), (5, 10), (6, 4), (8, 92)])
def test_counts_every_solution_of_n_queens(n: int, count: int) -> None:
    result = solve(queens(n), max_solutions=10**6)
    assert len(result.solutions) == count
    assert all(is_queens_solution(n, s) for s in result.solutions)
    assert len({tuple(s) for s in result.solutions}) == count


def test_limit_two_decides_uniqueness() -> None:
    assert solve(queens(8), max_solutions=2).status == "multiple"
    assert solve(queens(3), max_solutions=2).status == "none"
    assert solve(queens(1), max_solutions=2).status == "unique"


def test_trace_records_guesses_backtracks_and_deductions_with_depth() -> None:
    result = solve(queens(6), max_solutions=1, trace=True)
    kinds = {step.kind for step in result.steps}
    assert {StepKind.GUESS, StepKind.DEDUCE, StepKind.BACKTRACK, StepKind.SOLUTION} <= kinds
    deduction = next(s for s in result.steps if s.kind is StepKind.DEDUCE)
    assert deduction.changes and deduction.reason.startswith("queen in row")
    assert all(change.new & ~change.old == 0 for s in result.steps for change in s.changes)
    # Replaying the trace's changes, undoing everything deeper than a backtrack's depth,
    # reproduces the solution: the trace tells the whole story.
    state = list(queens(6).domains)
    applied: list[tuple[int, int, int]] = []  # (depth, var, old)
    for step in result.steps:
        if step.kind is StepKind.BACKTRACK:
            while applied and applied[-1][0] > step.depth:
                _, var, old = applied.pop()
                state[var] = old
        for change in step.changes:
            assert state[change.var] == change.old
            applied.append((step.depth, change.var, change.old))
            state[change.var] = change.new
    assert state == result.solutions[0]


def test_tracing_off_records_nothing() -> None:
    result = solve(queens(6), max_solutions=1)
    assert result.steps == [] and result.status == "found"


def test_sink_receives_steps_as_they_happen() -> None:
    seen: list[Step] = []
    solve(queens(5), max_solutions=1, trace=True, sink=seen.append)
    assert seen and seen[-1].kind is StepKind.SOLUTION


def test_cancel_flag_stops_the_search() -> None:
    cancel = threading.Event()
    cancel.set()
    result = solve(queens(12), max_solutions=10**6, cancel=cancel)
    assert result.status == "cancelled"


def test_timeout_stops_the_search() -> None:
    result = solve(queens(14), max_solutions=10**9, timeout=0.05)
    assert result.status == "timeout"
    assert result.seconds < 1.0


def test_empty_domain_at_start_means_no_solution() -> None:
    model = Model([full(3), 0], [])
    result = solve(model, trace=True)
    assert result.status == "none"
    assert result.steps[-1].kind is StepKind.CONTRADICTION


class Forbid(Propagator):
    """Two-valued cells: at most one of the two may take value 1."""

    name = "at-most-one"

    def __init__(self) -> None:
        super().__init__([0, 1])

    def propagate(self, store) -> None:
        a, b = store.dom
        if a == 0b10:
            store.narrow(1, ONLY_0)
        if b == 0b10:
            store.narrow(0, ONLY_0)
        if store.dom == [0b10, 0b10]:
            raise Contradiction("at-most-one")


def test_probing_forces_values_without_guessing() -> None:
    class BothOrNeither(Propagator):
        name = "needs"

        def __init__(self) -> None:
            super().__init__([0, 1])

        def propagate(self, store) -> None:
            # variable 0 = 1 forces variable 1 = 1, which `Forbid` rejects.
            if store.dom[0] == 0b10:
                store.narrow(1, 0b10)

    model = Model([0b11, 0b11], [Forbid(), BothOrNeither()], SearchParams(probe_vars=[0, 1]))
    result = solve(model, max_solutions=2, trace=True)
    assert result.stats.branches > 0 or result.stats.probes > 0
    probes = [s for s in result.steps if s.kind is StepKind.PROBE]
    assert probes and probes[0].changes[0].var == 0
    assert all(s[0] == ONLY_0 for s in result.solutions)
