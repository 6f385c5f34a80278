"""The nonogram line rule's words and reasons (games/nonogram/rules.py), word for word and
against brute force: the names of lines, cells and blocks, each traced line step (what it
sets and why), and the short reasons learning asks for (`LineRule.explain`)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Model, Store
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.line import LineSolver
from gridgames.games.nonogram.rules import (
    Line,
    LineRule,
    line_title,
    lines_named,
    ordinal,
    ranges,
    stay_empty,
)
from tests.test_nonogram_line import brute_starts, pictures

EMPTY, FILLED = ONLY_0, ONLY_1


def row(clue: tuple[int, ...], length: int, index: int = 0) -> Line:
    return Line("row", index, clue, range(length), [(index, c) for c in range(length)])


def rule(clue: tuple[int, ...], length: int, index: int = 0) -> LineRule:
    return LineRule(row(clue, length, index), LineSolver(clue, length))


def test_ordinals_as_people_write_them() -> None:
    words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth"]  # fmt: skip
    assert [ordinal(n) for n in range(1, 11)] == words
    expected = {11: "11th", 12: "12th", 13: "13th", 14: "14th", 20: "20th", 21: "21st",
                22: "22nd", 23: "23rd", 24: "24th", 101: "101st", 102: "102nd", 103: "103rd",
                111: "111th", 112: "112th", 113: "113th", 120: "120th", 121: "121st"}  # fmt: skip
    assert {n: ordinal(n) for n in expected} == expected


def test_ranges_count_from_one_and_join_runs() -> None:
    assert ranges([]) == ""
    assert ranges([0]) == "1"
    assert ranges([3, 4, 8]) == "4-5, 9"
    assert ranges([0, 2, 4]) == "1, 3, 5"
    assert ranges([0, 1, 2, 5, 6, 9]) == "1-3, 6-7, 10"


def test_lines_and_cells_are_named_in_the_singular_and_plural() -> None:
    assert line_title("row", 4, "3 1") == "Row 5 (3 1)"
    assert line_title("column", 0, "0") == "Column 1 (0)"
    assert lines_named("row", [6]) == "row 7"
    assert lines_named("row", [3, 4, 8]) == "rows 4-5, 9"
    assert lines_named("column", [2]) == "column 3"
    assert lines_named("column", [0, 1]) == "columns 1-2"
    line = Line("column", 2, (), [2, 5, 8], [(0, 2), (1, 2), (2, 2)])
    assert line.title == "Column 3 (0)"
    assert line.where(0b101) == "rows 1, 3"
    assert row((3, 1), 6, 4).title == "Row 5 (3 1)"
    assert row((3, 1), 6).where(0b10) == "column 2"


def test_blocks_are_named_by_their_length_and_their_place_among_equals() -> None:
    line = row((2, 3, 2, 2, 1), 15)
    names = [line.block_name(block) for block in range(5)]
    assert names == ["the first 2", "the 3", "the second 2", "the third 2", "the 1"]
    assert line.block_name(2) == "the second 2"  # asked again: the same name


def test_cells_left_empty_say_why_in_the_singular_and_plural() -> None:
    line = row((2,), 5, 1)
    assert stay_empty(line, 0b1, False) == (
        "Row 2 (2): column 1 stays empty: no block can reach it."
    )
    assert stay_empty(line, 0b11000, False) == (
        "Row 2 (2): columns 4-5 stay empty: no block can reach them."
    )
    assert stay_empty(line, 0b1, True) == "Row 2 (2): column 1 stays empty: every block is placed."
    assert stay_empty(line, 0b10001, True) == (
        "Row 2 (2): columns 1, 5 stay empty: every block is placed."
    )


def test_a_line_with_no_arrangement_is_a_dead_end_naming_it() -> None:
    line = row((2, 2), 6, 2)
    store = Store(Model([EITHER] * 6, []))
    store.explain = True
    dead = line.dead_end("line", store)
    assert isinstance(dead, Contradiction)
    assert dead.rule == "line"
    assert dead.reason == "Row 3 (2 2): no arrangement of its blocks fits"
    assert tuple(dead.focus) == tuple((2, c) for c in range(6))
    store.explain = False
    assert line.dead_end("line", store).reason == ""


def traced(clue: tuple[int, ...], state: bytes, index: int = 0):
    """The steps one line rule notes on `state` (traced), and its store afterwards."""
    steps = []
    store = Store(Model(list(state), [rule(clue, len(state), index)]), tracing=True,
                  sink=steps.append)  # fmt: skip
    store.schedule_all()
    store.fixpoint()
    return steps, store


def test_each_kind_of_line_step_word_for_word() -> None:
    steps, _ = traced((3,), bytes([EITHER] * 5))
    assert [s.reason for s in steps] == ["Row 1 (3): the 3 must cover column 3 wherever it sits."]
    assert [(c.var, c.new) for c in steps[0].changes] == [(2, ONLY_1)]
    assert steps[0].rule == "line" and steps[0].focus == tuple((0, c) for c in range(5))

    steps, _ = traced((2, 1, 2), bytes([EITHER] * 7), 6)
    assert [s.reason for s in steps] == [
        "Row 7 (2 1 2): the first 2 fits only at columns 1-2.",
        "Row 7 (2 1 2): the 1 fits only at column 4.",
        "Row 7 (2 1 2): the second 2 fits only at columns 6-7.",
        "Row 7 (2 1 2): columns 3, 5 stay empty: every block is placed.",
    ]
    # Column 2 is known filled: only the first 1 reaches it, so the second 1 can only be at
    # column 4 (a cell already known is not set again, so the first 1's step says nothing).
    steps, _ = traced((1, 1), bytes([EITHER, FILLED, EITHER, EITHER]))
    assert [s.reason for s in steps] == [
        "Row 1 (1 1): the second 1 fits only at column 4.",
        "Row 1 (1 1): columns 1, 3 stay empty: every block is placed.",
    ]
    # Column 4 filled is the second 1 (the first has no room after it), and the first 1
    # may still be at column 1 or 2.
    steps, _ = traced((1, 1), bytes([EITHER, EITHER, EMPTY, FILLED, EITHER]))
    assert [s.reason for s in steps] == [
        "Row 1 (1 1): column 5 stays empty: no block can reach it.",
    ]
    # Column 4 is filled by the second 2 (the first at columns 1-2) or by the first 2 (the
    # second at columns 7-8): by no one block, but by every arrangement.
    steps, _ = traced((2, 2), bytes([EITHER] * 4 + [FILLED, EMPTY, EITHER, EITHER]))
    assert [s.reason for s in steps] == [
        "Row 1 (2 2): every arrangement of the blocks that fits fills column 4.",
        "Row 1 (2 2): column 3 stays empty: no block can reach it.",
    ]
    assert [[(c.var, c.new) for c in s.changes] for s in steps] == [[(3, FILLED)], [(2, EMPTY)]]


def forced(clue: tuple[int, ...], state: bytes) -> dict[int, int] | None:
    """Undecided cell -> the value every fitting picture gives it (brute force)."""
    found = list(pictures(clue, state))
    if not found:
        return None
    return {
        i: FILLED if found[0][i] else EMPTY
        for i in range(len(state))
        if state[i] == EITHER and len({p[i] for p in found}) == 1
    }


@pytest.mark.parametrize("seed", range(4))
def test_traced_line_steps_are_true_of_every_arrangement(seed: int) -> None:
    """Each step sets exactly what brute force forces, and its words hold: a block that
    'fits only at' has one start, cells it 'must cover' are covered by that block in every
    arrangement, a line whose 'every block is placed' has one arrangement."""
    rng = random.Random(seed)
    for _ in range(120):
        length = rng.randint(1, 9)
        picture = [rng.random() < 0.5 for _ in range(length)]
        clue = runs(picture)
        state = bytes(rng.choice((EITHER, EITHER, FILLED if p else EMPTY)) for p in picture)
        want = forced(clue, state)
        steps, store = traced(clue, state)
        got = {c.var: c.new for s in steps for c in s.changes}
        assert got == want, (clue, state)
        assert all(store.dom[i] == v for i, v in want.items())
        starts = brute_starts(clue, state)
        arrangements = list(pictures(clue, state))
        name = {row(clue, length).block_name(b): b for b in range(len(clue))}
        for step in steps:
            # Every kind of step is the line rule's and points at the whole line.
            assert (step.rule, step.focus) == ("line", tuple((0, c) for c in range(length)))
            cells = {c.var for c in step.changes}
            words = step.reason.split(": ", 1)[1]
            if " fits only at " in words or " must cover " in words:
                block = name[words.split(" fits only at ")[0].split(" must cover ")[0]]
                if " fits only at " in words:
                    assert starts[block].bit_count() == 1
                for picture in arrangements:
                    first = [i for i in range(length) if picture[i]
                             and (i == 0 or not picture[i - 1])][block]  # fmt: skip
                    assert all(first <= i < first + clue[block] for i in cells)
            elif "every block is placed" in words:
                assert len(arrangements) == 1
                assert all(not p[i] for p in arrangements for i in cells)
            elif "no block can reach" in words:
                assert any(legal.bit_count() > 1 for legal in starts)
                assert all(not p[i] for p in arrangements for i in cells)
            else:
                assert words.startswith("every arrangement of the blocks that fits fills ")
                assert all(p[i] for p in arrangements for i in cells)


def forcing(clue, length, known: dict[int, int], var, value) -> bool:
    """Do the `known` cells alone force `var` to `value` (for var None: fit no
    arrangement)? By listing every arrangement."""
    found = list(pictures(clue, bytes(known.get(i, EITHER) for i in range(length))))
    if var is None:
        return not found
    return all(p[var] == (value == FILLED) for p in found)


def greedy_reason(clue, state, var, value, order) -> list[int]:
    """Drop decided cells one at a time, in `order`, while what is left still forces `var`
    to `value` (or, for var None, still fits no arrangement): brute force."""
    known = dict(state)
    kept = []
    for cell in order:
        saved = known.pop(cell)
        if not forcing(clue[0], len(clue[1]), known, var, value):
            known[cell] = saved
            kept.append(cell)
    return kept


@pytest.mark.parametrize("seed", range(4))
def test_learning_reasons_are_the_shortest_by_deletion_newest_dropped_first(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    # Also one rule per clue and length, as in a solve: its cache of reasons is shared by
    # every question asked of it. A cached reason may lean on other cells than the newest
    # (it was worked out for another order), but it must answer this question: a shortest
    # reason by deletion for these decided cells.
    rules: dict[tuple[tuple[int, ...], int], LineRule] = {}
    for _ in range(300):
        length = rng.randint(2, 9)
        picture = [rng.random() < 0.5 for _ in range(length)]
        clue = runs(picture)
        if rng.random() < 0.3:  # a cell the other way: often no arrangement is left
            flip = rng.randrange(length)
            picture[flip] = not picture[flip]
        decided = sorted(rng.sample(range(length), rng.randint(1, length)))
        state = bytes(FILLED if picture[i] and i in decided else EMPTY if i in decided
                      else EITHER for i in range(length))  # fmt: skip
        found = forced(clue, state)
        if found is None:
            var, value = None, 0
        elif found:
            var = rng.choice(sorted(found))
            value = found[var]
        else:
            continue
        dom = list(state)
        if var is not None:
            dom[var] = value
        position = list(range(length))
        rng.shuffle(position)
        store = SimpleNamespace(dom=dom, position=position)
        line_rule = rule(clue, length)
        reason = line_rule.explain(store, var, decided)
        order = sorted(decided, key=position.__getitem__, reverse=True)
        known = [(i, state[i]) for i in decided]
        assert reason == greedy_reason((clue, state), known, var, value, order), (clue, state)
        assert line_rule.explain(store, var, decided) == reason  # from its cache
        shared = rules.setdefault((clue, length), rule(clue, length)).explain(store, var, decided)
        assert set(shared) <= set(decided)
        kept = [(i, state[i]) for i in shared]
        assert forcing(clue, length, dict(kept), var, value)
        assert greedy_reason((clue, state), kept, var, value, shared) == shared  # none spare
        checked += 1
    assert checked > 150


def test_a_line_rule_on_a_line_nothing_fits_raises_its_dead_end() -> None:
    store = Store(Model([FILLED, EMPTY, FILLED], [rule((2,), 3, 4)]))
    store.explain = True
    store.schedule_all()
    with pytest.raises(Contradiction) as caught:
        store.fixpoint()
    assert caught.value.rule == "line"
    assert caught.value.reason == "Row 5 (2): no arrangement of its blocks fits"


def test_a_block_placed_narrowly_after_one_that_is_not_is_still_named() -> None:
    # The 1 may start at column 1 or 2 (no cell of its own); the 3 then covers 4-5.
    steps, _ = traced((1, 3), bytes([EITHER] * 6))
    assert [(s.rule, s.reason, s.focus) for s in steps] == [
        ("line", "Row 1 (1 3): the 3 must cover columns 4-5 wherever it sits.",
         tuple((0, c) for c in range(6))),
    ]  # fmt: skip
    steps, _ = traced((2, 2), bytes([EITHER] * 4 + [FILLED, EMPTY, EITHER, EITHER]))
    assert (steps[0].rule, steps[0].focus) == ("line", tuple((0, c) for c in range(8)))


def test_every_kind_of_line_step_is_the_line_rules() -> None:
    steps, _ = traced((2, 1, 2), bytes([EITHER] * 7))
    assert [s.rule for s in steps] == ["line"] * 4  # the last: cells that stay empty
