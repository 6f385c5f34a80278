"""Shikaku's coverage rule recounts only around the clues whose places changed. Against
the rules written plainly (every pass looks at every number and every cell), on random
boards and random walks of narrowings, contradictions and undos (as probing and search
make them): the same narrowings in the same order (grading counts them, and a probe's
chain is cut by their number), the same contradictions."""

from __future__ import annotations

import contextlib
import random
from functools import reduce
from operator import and_, or_

import pytest

from gridgames.engine import Contradiction, Interrupted, Model, Propagator, Store
from gridgames.engine.budget import UNLIMITED
from gridgames.games.shikaku import rules
from gridgames.games.shikaku.candidates import find_candidates
from gridgames.games.shikaku.generator import random_tiling
from gridgames.games.shikaku.genre import GENRE
from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle


def _random_puzzle(rng: random.Random) -> ShikakuPuzzle | None:
    width, height = rng.randint(4, 12), rng.randint(4, 12)
    rects = random_tiling(rng, width, height, rng.choice([4, 6, 9, 12]))
    if rects is None:
        return None
    clues = tuple(Clue(*rng.choice(rect.cells()), rect.area) for rect in rects)
    return ShikakuPuzzle(width, height, tuple(sorted(clues)))


def _fixpoint(store: Store) -> tuple[list[tuple[int, int]], bool]:
    """The narrowings one fixpoint makes (variable, new domain) and whether it met a
    contradiction."""
    mark = store.mark()
    try:
        store.fixpoint()
        broken = False
    except Contradiction:
        broken = True
    made = [(var, store.dom[var]) for var in store.trail[mark:]]
    return made, broken


def _coverage_alone(puzzle: ShikakuPuzzle) -> Store:
    model = GENRE.build(puzzle)
    coverage = next(rule for rule in model.propagators if rule.name == "coverage")
    return Store(Model(model.domains, [coverage], model.params))


class _WholeBoard(Propagator):
    """The rules written plainly: every pass looks at every number and every cell."""

    name = "coverage"

    def __init__(self, masks: list[list[int]], full: int) -> None:
        super().__init__(range(len(masks)))
        self.masks, self.full = masks, full

    def propagate(self, store: Store) -> None:
        dom, masks = store.dom, self.masks
        while True:
            places = [
                [masks[i][k] for k in range(len(masks[i])) if d >> k & 1] for i, d in enumerate(dom)
            ]
            unions = [reduce(or_, own, 0) for own in places]
            musts = [reduce(and_, own, -1) for own in places]
            ones = twos = claimed = 0
            for union, must in zip(unions, musts, strict=True):
                twos |= ones & union
                ones |= union
                if claimed & must:
                    raise Contradiction("clash")
                claimed |= must
            if ones != self.full:
                raise Contradiction("unreachable")
            once, changed = ones & ~twos, False
            for clue in range(len(places)):
                need = once & unions[clue] & ~musts[clue]
                blocked = claimed & unions[clue] & ~musts[clue]
                lost_need = lost_blocked = 0
                for k in range(len(masks[clue])):
                    if dom[clue] >> k & 1:
                        if need & ~masks[clue][k]:
                            lost_need |= 1 << k
                        elif masks[clue][k] & blocked:
                            lost_blocked |= 1 << k
                for lost in (lost_need, lost_blocked):
                    if lost:
                        if not dom[clue] & ~lost:
                            raise Contradiction("no place")
                        store.narrow(clue, dom[clue] & ~lost)
                        changed = True
            if not changed:
                return


def _from_scratch(puzzle: ShikakuPuzzle, domains: list[int]) -> tuple[list, bool]:
    model = GENRE.build(puzzle)
    cands = find_candidates(puzzle)
    rule = _WholeBoard(cands.masks, (1 << (puzzle.width * puzzle.height)) - 1)
    store = Store(Model(model.domains, [rule], model.params))
    store.dom = list(domains)
    store.schedule_all()
    return _fixpoint(store)


def _open_board(rng: random.Random) -> tuple[ShikakuPuzzle, Store]:
    """A random board the rule leaves with several numbers open, settled once."""
    while True:
        puzzle = _random_puzzle(rng)
        if puzzle is None:
            continue
        store = _coverage_alone(puzzle)
        store.schedule_all()
        assert _fixpoint(store)[1] is False, "the tiling is an answer"
        if sum(domain & (domain - 1) != 0 for domain in store.dom) >= 4:
            return puzzle, store


@pytest.mark.parametrize("seed", range(12))
def test_looking_where_things_changed_misses_nothing(seed: int) -> None:
    puzzle, store = _open_board(random.Random(seed))
    rng = random.Random(seed)
    marks = [store.mark()]
    checked = settled = 0
    for _ in range(60):
        before = list(store.dom)
        open_clues = [i for i, d in enumerate(before) if d & (d - 1)]
        if not open_clues or rng.random() < 0.2:
            store.undo(rng.choice(marks))
            marks = [m for m in marks if m <= store.mark()]
            continue
        clue = rng.choice(open_clues)
        places = [1 << k for k in range(before[clue].bit_length()) if before[clue] >> k & 1]
        keep = sum(rng.sample(places, rng.randint(1, len(places) - 1)))
        marks.append(store.mark())
        store.narrow(clue, keep)
        narrowed = list(store.dom)
        made, broken = _fixpoint(store)
        assert (made, broken) == _from_scratch(puzzle, narrowed)
        checked += 1
        settled += not broken
        if broken:
            store.undo(marks.pop())
    assert checked > 10 and settled > 5


class _Stops:
    """A budget that stops the run at random checks, as a probe's trial cut short does."""

    def __init__(self, rng: random.Random, chance: float) -> None:
        self.rng, self.chance = rng, chance

    def check(self) -> None:
        if self.rng.random() < self.chance:
            raise Interrupted("timeout")


@pytest.mark.parametrize("seed", range(12))
def test_a_run_stopped_anywhere_leaves_nothing_behind(seed: int) -> None:
    """Runs stopped between any two looks at the clock, then undone (a trial cut short),
    leave the rule to settle the next state exactly as the plain rules do."""
    _stopped_trials(seed, 0.3, same_again=False)


@pytest.mark.parametrize("seed", range(12))
def test_a_trial_stopped_then_made_again_drops_the_same(seed: int) -> None:
    """A probe's trial is cut short after passes that dropped places, undone, and then the
    same narrowing is made for real (the value the probes kept): the rule must drop again
    what the undone trial dropped, although its counts already saw that narrowing."""
    _stopped_trials(seed, 0.2, same_again=True)


def _stopped_trials(seed: int, chance: float, same_again: bool) -> None:
    """Trials stopped at random looks at the clock and undone, each followed by a
    narrowing (the trial's own, or another clue's other places) settled in full and
    compared with the plain rules."""
    puzzle, store = _open_board(random.Random(seed))
    rng = random.Random(seed)
    mark = store.mark()
    compared = 0
    for _ in range(40):
        open_clues = [i for i, d in enumerate(store.dom) if d & (d - 1)]
        if not open_clues:
            break
        clue = rng.choice(open_clues)
        domain = store.dom[clue]
        keep = domain & -domain
        if same_again and rng.random() < 0.5:
            keep = domain ^ keep
        store.narrow(clue, keep)
        store.budget = _Stops(rng, chance)  # type: ignore[assignment]
        with contextlib.suppress(Interrupted, Contradiction):
            store.fixpoint()
        store.undo(mark)
        store.budget = UNLIMITED
        if not same_again:
            clue = rng.choice(open_clues)
            domain = store.dom[clue]
            keep = domain ^ (domain & -domain)
        store.narrow(clue, keep)
        narrowed = list(store.dom)
        assert _fixpoint(store) == _from_scratch(puzzle, narrowed)
        compared += 1
        store.undo(mark)
    assert compared > 10


@pytest.mark.parametrize("seed", range(6))
def test_counting_by_merged_frames_misses_nothing(seed: int, monkeypatch) -> None:
    """Boards of over 64x64 cells count their clues by merging frames two by two
    (`Coverage._tally`): made to do so on these small boards, the same narrowings and
    contradictions as the plain rules, through walks and stopped trials."""
    monkeypatch.setattr(rules, "MERGE_CELLS", 0)
    test_looking_where_things_changed_misses_nothing(seed)
    _stopped_trials(seed, 0.3, same_again=False)
    _stopped_trials(seed, 0.2, same_again=True)
