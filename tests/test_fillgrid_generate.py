"""The Hitori and Kurodoko generators: one answer (by the independent CP-SAT oracle), honest
grades, numbers in range, reproducible seeds, prompt cancellation."""

from __future__ import annotations

import random
import time

import pytest

from gridgames.engine import EITHER, Interrupted
from gridgames.engine.budget import Budget
from gridgames.formats.gg import read_gg, write_gg
from gridgames.games.fillgrid import generator, kurodoko_build
from gridgames.games.fillgrid.checker import check_answer
from gridgames.games.fillgrid.generate import visible
from gridgames.games.fillgrid.generator import (
    generate_hitori,
    generate_kurodoko,
    maximal_shading,
    stall,
    visibility,
)
from gridgames.games.fillgrid.kurodoko_build import ClueBuilder
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from gridgames.games.fillgrid.validate import problems
from gridgames.generators import generate_puzzle, largest_side
from gridgames.grading import CHAIN_LIMIT, grade_puzzle
from gridgames.solving import solve_puzzle
from tests.helpers import seconds_to_stop
from tests.oracles.cpsat_fillgrid import cpsat_status

GENERATORS = {"hitori": generate_hitori, "kurodoko": generate_kurodoko}
CASES = [
    ("hitori", 6, 6, "easy", 1),
    ("hitori", 9, 7, "medium", 2),
    ("hitori", 10, 10, "hard", 3),
    ("hitori", 12, 12, "easy", 4),
    ("kurodoko", 6, 6, "easy", 1),
    ("kurodoko", 8, 9, "medium", 2),
    ("kurodoko", 9, 9, "hard", 3),
    ("kurodoko", 12, 10, "medium", 4),
]


@pytest.mark.parametrize(("variant", "width", "height", "difficulty", "seed"), CASES)
def test_generated_puzzle_is_unique_by_the_oracle(variant, width, height, difficulty, seed):
    puzzle, grade = GENERATORS[variant](width, height, difficulty, seed, timeout=60)
    assert (puzzle.variant, puzzle.width, puzzle.height) == (variant, width, height)
    assert cpsat_status(puzzle)[0] == "unique"
    assert check_answer(puzzle, puzzle.given_solution) == []
    assert problems(puzzle) == []  # Hitori 1..max(W, H) everywhere, Kurodoko <= W + H - 1
    assert grade.name == difficulty
    again = grade_puzzle(puzzle)
    assert puzzle.meta["difficulty"] == again.name == grade.name
    assert puzzle.meta["techniques"] == again.meta()["techniques"]
    assert puzzle.meta["seed"] == str(seed)


@pytest.mark.parametrize("variant", ["hitori", "kurodoko"])
def test_a_sweep_of_seeds_and_sizes_has_one_answer_each(variant):
    rng = random.Random(variant)
    for seed in range(8):
        width, height = rng.randint(4, 11), rng.randint(4, 11)
        difficulty = ("easy", "medium", "hard")[seed % 3]
        puzzle, grade = GENERATORS[variant](width, height, difficulty, seed, timeout=60)
        assert cpsat_status(puzzle)[0] == "unique", (width, height, difficulty, seed)
        assert check_answer(puzzle, puzzle.given_solution) == []
        assert problems(puzzle) == []
        assert grade_puzzle(puzzle).name == grade.name == puzzle.meta["difficulty"]


@pytest.mark.parametrize("variant", ["hitori", "kurodoko"])
def test_expert_gives_the_closest_grade_and_stays_unique(variant):
    """Probing at the start cracks nearly every board these rules allow, so expert is rare:
    the generator then returns the hardest it found, still with one answer."""
    puzzle, grade = GENERATORS[variant](6, 6, "expert", seed=5, timeout=60)
    assert grade.name in ("hard", "expert")
    assert cpsat_status(puzzle)[0] == "unique"


@pytest.mark.parametrize("variant", ["hitori", "kurodoko"])
def test_same_seed_same_puzzle_and_other_seed_other_puzzle(variant):
    make = GENERATORS[variant]
    first, _ = make(8, 8, "medium", seed=7)
    second, _ = make(8, 8, "medium", seed=7)
    other, _ = make(8, 8, "medium", seed=8)
    assert first == second and first.given_solution == second.given_solution
    assert first.meta == second.meta
    assert first != other


@pytest.mark.parametrize(("variant", "size"), [("hitori", 40), ("kurodoko", 30)])
def test_cancel_stops_within_100_ms(variant, size):
    elapsed = seconds_to_stop(
        lambda cancel: GENERATORS[variant](
            size, size, "expert", seed=11, timeout=120, cancel=cancel
        ),
        running_for=0.3,
    )
    assert elapsed is not None, "the generator did not stop"
    assert elapsed < 0.1


def test_a_short_budget_ends_with_interrupted_not_a_hang():
    """A budget shorter than one attempt (a 30x30 hard attempt takes 0.4 s of CPU and
    more; 30x30 medium, 0.15 s, now can finish within 0.2 s) ends with Interrupted."""
    started = time.perf_counter()
    with pytest.raises(Interrupted):
        generate_kurodoko(30, 30, "hard", seed=1, timeout=0.1)
    assert time.perf_counter() - started < 1.0


def test_kurodoko_numbers_are_symmetric_where_both_twins_are_white():
    puzzle, _ = generate_kurodoko(10, 10, "medium", seed=6)
    numbers, shading = puzzle.numbers, puzzle.given_solution
    for r in range(10):
        for c in range(10):
            twin = (9 - r, 9 - c)
            if not shading[twin[0]][twin[1]] and numbers[r][c] is not None:
                assert numbers[twin[0]][twin[1]] is not None


@pytest.mark.parametrize("difficulty", ["easy", "medium"])
def test_kurodoko_keeps_no_number_the_solver_can_do_without(difficulty):
    """Greedy removal is complete: without any remaining group (a number and its white twin),
    the solver of the strength asked for no longer finishes."""
    puzzle, _ = generate_kurodoko(9, 9, difficulty, seed=2)
    for group, trial in _without_each_group(puzzle):
        assert EITHER in stall(trial, difficulty, Budget(30)), group


def _without_each_group(puzzle: FillGridPuzzle):
    """(group, the puzzle without it) for each group of numbers (a number and its white
    twin) the puzzle has."""
    width = puzzle.width
    numbers = [list(row) for row in puzzle.numbers]
    for group in generator._twin_groups(puzzle.given_solution, width):
        if numbers[group[0] // width][group[0] % width] is None:
            continue
        fewer = [row[:] for row in numbers]
        for cell in group:
            fewer[cell // width][cell % width] = None
        yield group, FillGridPuzzle(width, puzzle.height, "kurodoko", tuple(map(tuple, fewer)))


def test_hitori_numbers_stay_in_range_on_oblong_boards():
    puzzle, _ = generate_hitori(5, 9, "medium", seed=3)
    assert {n for row in puzzle.numbers for n in row} <= set(range(1, 10))
    assert cpsat_status(puzzle)[0] == "unique"


def test_shadings_are_legal_and_maximal():
    rng = random.Random(4)
    for _ in range(40):
        width, height = rng.randint(2, 12), rng.randint(2, 12)
        shading = maximal_shading(width, height, rng, Budget())
        blank = FillGridPuzzle.free(width, height)
        assert check_answer(blank, shading) == []
        for r in range(height):
            for c in range(width):
                if shading[r][c]:
                    continue
                more = tuple(
                    tuple(dark or (rr, cc) == (r, c) for cc, dark in enumerate(row))
                    for rr, row in enumerate(shading)
                )
                assert check_answer(blank, more), (r, c)  # one more shaded cell breaks a rule


def test_visibility_counts_what_each_white_cell_sees():
    rng = random.Random(9)
    for _ in range(20):
        width, height = rng.randint(2, 10), rng.randint(2, 10)
        shading = maximal_shading(width, height, rng, Budget())
        expected = [
            [None if shading[r][c] else visible(shading, r, c) for c in range(width)]
            for r in range(height)
        ]
        assert visibility(shading) == expected


def test_the_registry_and_the_file_format_carry_the_grade():
    puzzle, grade = generate_puzzle("kurodoko", 7, 7, "easy", 1)
    again = read_gg(write_gg(puzzle))
    assert again == puzzle and again.given_solution == puzzle.given_solution
    assert again.meta["difficulty"] == grade.name == "easy"
    puzzle, grade = generate_puzzle("hitori", 7, 7, "easy", 1)
    assert read_gg(write_gg(puzzle)).meta["techniques"] == grade.meta()["techniques"]


@pytest.mark.parametrize("difficulty", ["easy", "medium"])
def test_kurodoko_built_numbers_let_the_grades_solver_finish_on_small_boards(difficulty):
    """The numbers `ClueBuilder` keeps let the solver of the grade finish (so the answer
    is the only one), on every small shading tried: among them boards where every number
    seeing the open cell first picked was already placed."""
    for seed in range(120):
        rng = random.Random(seed)
        shading, full = _small_shading_numbered(rng, 4)
        limit = CHAIN_LIMIT[difficulty] or 0
        kept = set(ClueBuilder(full, shading, limit, Budget(5)).build(rng))
        assert EITHER not in stall(_only(full, kept), difficulty, Budget(5)), seed


def _small_shading_numbered(rng: random.Random, side: int) -> tuple:
    """A maximal shading of 2 to `side` cells a side, and its puzzle with every number."""
    width, height = rng.randint(2, side), rng.randint(2, side)
    shading = maximal_shading(width, height, rng, Budget())
    numbers = tuple(map(tuple, visibility(shading)))
    return shading, FillGridPuzzle(width, height, "kurodoko", numbers)


def _only(full: FillGridPuzzle, cells) -> FillGridPuzzle:
    """The puzzle with the numbers of `cells` only."""
    width = full.width
    fewer = tuple(
        tuple(n if r * width + c in cells else None for c, n in enumerate(row))
        for r, row in enumerate(full.numbers)
    )
    return FillGridPuzzle(width, full.height, "kurodoko", fewer)


def test_a_hard_kurodoko_removal_cut_short_ends_its_attempt_graded_once(monkeypatch):
    """After `QUICK_FAILURES` failed full tests a hard removal stops and the attempt ends
    there, graded once: a hard one is returned with that very grade (not worked out
    again), one not hard makes way for the next attempt (its removal does not go on).
    With one failure allowed, this 8x8 seed takes both ways."""
    monkeypatch.setattr(generator, "QUICK_FAILURES", 1)
    graded = []

    def counting(puzzle, **limits):
        graded.append((puzzle.numbers, grade_puzzle(puzzle, **limits)))
        return graded[-1][1]

    monkeypatch.setattr(generator, "grade_puzzle", counting)
    runs = []
    original = generator._Removal.run

    def run(self, failures=None):
        runs.append((failures, original(self, failures), self.done()))
        return runs[-1][1]

    monkeypatch.setattr(generator._Removal, "run", run)
    puzzle, grade = generate_kurodoko(8, 8, "hard", seed=2)
    assert [failures for failures, _, _ in runs] == [1] * len(runs)  # never went on
    assert len(graded) == len(runs) > 1  # each attempt graded once, the last not again
    assert not runs[0][2] and graded[0][1].name != "hard"  # cut short, not hard: next
    assert graded[-1][0] == puzzle.numbers
    assert grade.name == "hard" == grade_puzzle(puzzle).name
    assert grade.meta()["techniques"] == grade_puzzle(puzzle).meta()["techniques"]
    assert cpsat_status(puzzle)[0] == "unique"


def test_a_hard_removal_stops_at_its_first_test_needing_long_probes(monkeypatch):
    """A hard removal's full test that passes with a trial longer than a short probe may
    take has its numbers graded; hard, the removal stops with that test's flush: the
    numbers it kept are the puzzle (no later test), and the grader and CP-SAT agree it is
    hard and unique. A 15x15 seed whose first attempt stops so."""
    tests = []
    original = generator._ClueTester.full

    def full(self, removed):
        before = self.long_struck
        passed = original(self, removed)
        tests.append((self, set(removed), passed, self.long_struck and not before))
        return passed

    monkeypatch.setattr(generator._ClueTester, "full", full)
    puzzle, grade = generate_kurodoko(15, 15, "hard", seed=1)
    first_long = next(i for i, test in enumerate(tests) if test[3])
    tester = tests[first_long][0]
    assert all(test[0] is tester for test in tests)  # the first attempt
    later = tests[first_long + 1 :]
    # Only its flush's binary search goes on, removing more: never a new group's test.
    assert all(test[1] > tests[first_long][1] for test in later)
    kept_removed = [test[1] for test in tests if test[2]][-1]
    width = puzzle.width
    expected = tuple(
        tuple(None if r * width + c in kept_removed else n for c, n in enumerate(row))
        for r, row in enumerate(tester.puzzle.numbers)
    )
    assert puzzle.numbers == expected
    assert grade.name == "hard" == grade_puzzle(puzzle).name
    assert cpsat_status(puzzle)[0] == "unique"


def test_a_hard_removal_stopped_by_a_long_strike_that_grades_medium_goes_on(monkeypatch):
    """A long trial struck, but the grader finishes the numbers with short probes: the
    removal goes on from where it stopped (the same removal, more numbers gone) and is
    graded again where it next stops; a run that removed nothing more is not graded
    again. 8x8 seed 7's first attempt goes on once and ends hard."""
    runs = []
    original = generator._Removal.run

    def run(self, failures=None):
        removed = list(original(self, failures))
        runs.append((self, self.tester.long_struck, removed))
        return removed

    graded = []

    def grading(puzzle, **limits):
        graded.append(grade_puzzle(puzzle, **limits))
        return graded[-1]

    monkeypatch.setattr(generator._Removal, "run", run)
    monkeypatch.setattr(generator, "grade_puzzle", grading)
    puzzle, grade = generate_kurodoko(8, 8, "hard", seed=7)
    (first, struck, removed), (again, struck_again, more) = runs
    assert struck and struck_again and graded[0].name == "medium"
    assert again is first and set(removed) < set(more)
    assert [found.name for found in graded] == ["medium", "hard"]
    assert grade is graded[-1]  # not graded a third time
    assert cpsat_status(puzzle)[0] == "unique"

    # A run that removes nothing more keeps its grade (6x6 seed 10: an attempt stops at
    # a long strike, grades medium, and goes on without removing more).
    runs.clear()
    graded.clear()
    generate_kurodoko(6, 6, "hard", seed=10)
    repeated = [i for i in range(1, len(runs)) if runs[i][0] is runs[i - 1][0]]
    assert any(runs[i][2] == runs[i - 1][2] for i in repeated)
    distinct = sum(1 for i, run in enumerate(runs) if i not in repeated or run[2] != runs[i - 1][2])
    assert len(graded) == distinct


def test_kurodoko_medium_trim_floor_shrinks_past_ten_by_ten_and_stays_medium(monkeypatch):
    """Medium's trim spends the whole floor of rule runs only up to 10x10 cells; past that
    the floor shrinks (fewer removal tests), and the puzzle is still medium, with the
    shading as its only answer (CP-SAT) and every rule kept by that answer."""
    tests = []
    original = ClueBuilder._finishes

    def counting(self):
        tests.append(len(self.answer))
        return original(self)

    monkeypatch.setattr(ClueBuilder, "_finishes", counting)
    puzzle, grade = generate_kurodoko(16, 16, "medium", seed=0)
    shrunk = len(tests)
    assert grade.name == "medium" == grade_puzzle(puzzle).name
    assert cpsat_status(puzzle)[0] == "unique"
    assert check_answer(puzzle, puzzle.given_solution) == []
    tests.clear()
    monkeypatch.setattr(kurodoko_build, "FLOOR_CELLS", 16 * 16)  # the whole floor
    generate_kurodoko(16, 16, "medium", seed=0)
    assert len(tests) > shrunk


def test_kurodoko_untrimmed_build_keeps_every_number_placed_and_the_rules_finish():
    """Hard's removal starts from the numbers placed for the rules alone, untrimmed: all
    of them, a superset of what the trim keeps from the same placements, and the rules
    alone finish with them (so the answer is the only one)."""
    for seed in range(60):
        rng = random.Random(seed)
        shading, full = _small_shading_numbered(rng, 5)
        state = rng.getstate()
        builder = ClueBuilder(full, shading, 0, Budget(5))
        every = builder.build(rng, trimmed=False)
        assert sorted(every) == sorted(cell for group in builder.placed for cell in group)
        rng.setstate(state)
        assert set(ClueBuilder(full, shading, 0, Budget(5)).build(rng)) <= set(every), seed
        assert EITHER not in stall(_only(full, set(every)), "easy", Budget(5)), seed


def test_an_expert_request_skips_grading_what_the_hard_solver_finishes(monkeypatch):
    """Once a hard candidate is in hand, one the hard solver finishes is only checked by
    it (`generator.NOT_CLOSER`): the same candidates, so the same puzzle as grading each
    in full, and what comes back is a real expert grade."""
    checked: list[int] = []
    real_stall = generator.stall

    def counting(puzzle, difficulty, budget):
        checked.append(difficulty == "hard")
        return real_stall(puzzle, difficulty, budget)

    monkeypatch.setattr(generator, "stall", counting)
    puzzle, grade = generate_hitori(15, 15, "expert", seed=5, timeout=60)
    assert len(checked) > 1 and all(checked)  # several candidates skipped their grading
    assert grade is not generator.NOT_CLOSER and grade.name == "expert"
    again = grade_puzzle(puzzle)
    assert again == grade and puzzle.meta["difficulty"] == "expert"
    assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
    assert cpsat_status(puzzle)[0] == "unique"
    assert check_answer(puzzle, puzzle.given_solution) == [] and problems(puzzle) == []
    # every candidate graded in full: the same puzzle
    monkeypatch.setattr(generator, "stall", lambda puzzle, *_: [EITHER] * puzzle.width**2)
    graded_in_full, _ = generate_hitori(15, 15, "expert", seed=5, timeout=60)
    assert graded_in_full == puzzle and graded_in_full.meta == puzzle.meta


@pytest.mark.parametrize("variant", ["hitori", "kurodoko"])
def test_the_largest_expert_board_offered_is_expert_unique_and_the_same_for_a_seed(variant):
    """At the largest side the app offers an expert (`generators.largest_side`): graded
    expert again from scratch, one answer by the engine and by CP-SAT, the checker's."""
    side = largest_side(variant, "expert")
    puzzle, grade = GENERATORS[variant](side, side, "expert", seed=4, timeout=120)
    assert grade.name == "expert" == puzzle.meta["difficulty"]
    assert grade_puzzle(puzzle) == grade
    assert solve_puzzle(puzzle, max_solutions=2).status == "unique"
    assert cpsat_status(puzzle)[0] == "unique"
    assert check_answer(puzzle, puzzle.given_solution) == [] and problems(puzzle) == []
    again, _ = GENERATORS[variant](side, side, "expert", seed=4, timeout=120)
    assert again == puzzle and again.meta == puzzle.meta


def test_an_expert_kurodoko_keeps_no_number_uniqueness_can_do_without():
    """Expert removes from the numbers built for the rules alone (`BUILT_THEN_REMOVED`),
    as long as the answer stays unique: without any group left, there are two."""
    puzzle, grade = generate_kurodoko(12, 12, "expert", seed=1, timeout=60)
    assert grade.name == "expert"
    for group, trial in _without_each_group(puzzle):
        assert solve_puzzle(trial, max_solutions=2).status == "multiple", group


def test_an_expert_full_test_past_its_work_cap_counts_as_failed(monkeypatch):
    """An expert removal test is a search of counted work (`EXPERT_FULL_CAP` a cell):
    past it the numbers stay, which never breaks the answer's uniqueness."""
    shading = maximal_shading(9, 9, random.Random(3), Budget(None))
    puzzle = FillGridPuzzle(9, 9, "kurodoko", tuple(map(tuple, visibility(shading))))
    group = generator._twin_groups(shading, 9)[0]
    tester = generator._ClueTester(puzzle, shading, "expert", Budget(30))
    assert tester.full(group) and tester.failures == 0  # every other number still there
    monkeypatch.setattr(generator, "EXPERT_FULL_CAP", 0)
    assert not tester.full(group) and tester.failures == 1
