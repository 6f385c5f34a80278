"""The learning search's guessed values (engine/phases.py): saved phases and rephasing."""

from __future__ import annotations

from gridgames.engine import EITHER, ONLY_0, ONLY_1
from gridgames.engine.phases import CYCLE, REPHASE_UNIT, Phases


def test_a_variable_is_guessed_first_guess_then_as_it_last_held() -> None:
    phases = Phases(3, ONLY_1, None)
    dom = [EITHER] * 3
    assert [phases.value(dom, var) for var in range(3)] == [ONLY_1] * 3
    phases.saved[1] = ONLY_0
    assert phases.value(dom, 1) == ONLY_0
    guessing = Phases(3, ONLY_1, lambda domains, var: ONLY_0 if var == 2 else ONLY_1)
    assert guessing.value(dom, 2) == ONLY_0


def test_rephasing_cycles_best_original_best_inverted_on_its_schedule() -> None:
    """The n-th rephase comes n * REPHASE_UNIT conflicts after the one before; "best" is
    the longest trail seen at a conflict since the last rephase."""
    assert CYCLE == ("best", "original", "best", "inverted")
    phases = Phases(4, ONLY_1, None, rephase=True)
    dom = [ONLY_0, ONLY_1, ONLY_0, EITHER]
    phases.conflict([0], dom, 1)
    phases.conflict([0, 1, 2], dom, 2)  # the longest: this one is the best
    phases.conflict([1], dom, 3)
    phases.saved[:] = [ONLY_1, ONLY_1, ONLY_1, ONLY_0]
    phases.conflict([1], dom, REPHASE_UNIT - 1)
    assert phases.saved == [ONLY_1, ONLY_1, ONLY_1, ONLY_0]  # not yet
    phases.conflict([1], dom, REPHASE_UNIT)  # best: the three-long trail's values
    assert phases.saved == [ONLY_0, ONLY_1, ONLY_0, ONLY_0]
    second = REPHASE_UNIT + 2 * REPHASE_UNIT
    phases.conflict([1], dom, second - 1)
    assert phases.saved == [ONLY_0, ONLY_1, ONLY_0, ONLY_0]
    phases.conflict([1], dom, second)  # original: nothing saved, first guesses again
    assert phases.saved == [0, 0, 0, 0]
    assert phases.value(dom, 0) == ONLY_1
    phases.saved[:] = [ONLY_1, 0, ONLY_0, 0]
    third = second + 3 * REPHASE_UNIT
    phases.conflict([0, 1], dom, third)  # best: since the last rephase, this trail
    assert phases.saved == [ONLY_0, ONLY_1, ONLY_0, 0]
    phases.conflict([3], dom, third + 4 * REPHASE_UNIT)  # inverted
    assert phases.saved == [ONLY_1, ONLY_0, ONLY_1, 0]


def test_without_rephase_the_saved_values_are_never_reset() -> None:
    phases = Phases(2, ONLY_1, None)
    phases.saved[:] = [ONLY_0, ONLY_1]
    for conflicts in range(1, 20 * REPHASE_UNIT, 97):
        phases.conflict([0, 1], [ONLY_1, ONLY_0], conflicts)
    assert phases.saved == [ONLY_0, ONLY_1]
