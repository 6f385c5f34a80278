"""The nonogram counting rule (games/nonogram/summing.py) against an independent count by
brute force on small boards, and its sentences word for word.

The oracle lists every placement of each crossing line that fits what is known, so it
knows the least and most filled cells each can put on the counted lines; from the counted
lines' clues it decides, as the rule must, whether the count is a dead end, which cells
every crossing line at its extreme agrees on, and nothing else."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import EITHER, ONLY_0, ONLY_1, Contradiction, Model, Store
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.genre import lines_of
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.games.nonogram.rules import Line
from gridgames.games.nonogram.summing import AlternateSum, Summing, _counts, alternate_sums
from tests.test_nonogram_line import pictures

EMPTY, FILLED = ONLY_0, ONLY_1


def oracle(count: AlternateSum, dom: list[int]) -> str | dict[int, int]:
    """'dead' when the count cannot be met, else every cell the count decides, by listing."""
    counted = {line.index for line in count.counted}
    total = sum(sum(line.clue) for line in count.counted)
    options = []
    for line in count.crossing:
        state = bytes(dom[var] for var in line.cells)
        fits = list(pictures(line.clue, state))
        if not fits:
            return "dead"
        options.append((line, state, fits))
    least = sum(min(sum(p[i] for i in counted) for p in fits) for _, _, fits in options)
    most = sum(max(sum(p[i] for i in counted) for p in fits) for _, _, fits in options)
    if least > total or most < total:
        return "dead"
    if total not in (least, most):
        return {}
    pick = min if total == least else max
    decided = {}
    for line, state, fits in options:
        if EITHER not in state:
            continue
        best = pick(sum(p[i] for i in counted) for p in fits)
        kept = [p for p in fits if sum(p[i] for i in counted) == best]
        for i, var in enumerate(line.cells):
            if state[i] == EITHER and len({p[i] for p in kept}) == 1:
                decided[var] = FILLED if kept[0][i] else EMPTY
    return decided


def random_board(rng: random.Random) -> tuple[NonogramPuzzle, list[int]]:
    """A random picture's clues and a partial state: mostly its own cells, now and then a
    cell of another picture (so that counts can fail), every crossing line that is fully
    known consistent with its clue (what the line rules guarantee before counting runs)."""
    width, height = rng.randint(2, 5), rng.randint(2, 5)
    grid = [[rng.random() < 0.5 for _ in range(width)] for _ in range(height)]
    puzzle = NonogramPuzzle(
        width, height, tuple(runs(r) for r in grid),
        tuple(runs([r[c] for r in grid]) for c in range(width)),
    )  # fmt: skip
    dom = []
    for r in range(height):
        for c in range(width):
            roll = rng.random()
            if roll < 0.45:
                dom.append(EITHER)
            elif roll < 0.9:
                dom.append(FILLED if grid[r][c] else EMPTY)
            else:
                dom.append(rng.choice((EMPTY, FILLED)))
    return puzzle, dom


def consistent_when_known(line: Line, dom: list[int]) -> bool:
    state = bytes(dom[var] for var in line.cells)
    return EITHER in state or any(True for _ in pictures(line.clue, state))


@pytest.mark.parametrize("seed", range(5))
def test_each_count_narrows_exactly_what_brute_force_decides(seed: int) -> None:
    rng = random.Random(seed)
    seen = {"dead": 0, "narrowed": 0, "nothing": 0, "fewest": 0, "most": 0}
    while min(seen.values()) < 3 or sum(seen.values()) < 150:
        puzzle, dom = random_board(rng)
        for count in _counts(lines_of(puzzle)):
            if not all(consistent_when_known(line, dom) for line in count.crossing):
                continue
            want = oracle(count, dom)
            store = Store(Model(list(dom), []), tracing=True, sink=(steps := []).append)
            if want == "dead":
                with pytest.raises(Contradiction):
                    count.propagate(store)
                seen["dead"] += 1
                continue
            count.propagate(store)
            got = {var: store.dom[var] for var in range(len(dom)) if store.dom[var] != dom[var]}
            assert got == want, (puzzle, dom, count.counted[0].kind, count.first)
            seen["narrowed" if got else "nothing"] += 1
            if got:
                # One step, naming exactly the crossing lines it settled cells of.
                (step,) = steps
                assert step.rule == "summing"
                assert {c.var for c in step.changes} == set(want)
                changed = [line.index + 1 for line in count.crossing
                           if any(var in want for var in line.cells)]  # fmt: skip
                tail = step.reason.rsplit("that settles cells of ", 1)[1]
                named = tail.removesuffix(".").split(" ", 1)[1]
                assert named == _numbers(changed)
                total = sum(sum(line.clue) for line in count.counted)
                least = sum(min(sum(p[i] for i in range(count.first, len(p), 2))
                                for p in pictures(line.clue, bytes(dom[v] for v in line.cells)))
                            for line in count.crossing)  # fmt: skip
                way = "fewest" if least == total else "most"
                assert f"puts the {way} it can: that settles" in step.reason
                seen[way] += 1
                assert step.focus == tuple(c for line in count.counted for c in line.coords)
            else:
                assert steps == []


def _numbers(numbers: list[int]) -> str:
    """1-based numbers as the rules join runs: [1, 2, 4] -> '1-2, 4'."""
    parts, start = [], 0
    for i in range(1, len(numbers) + 1):
        if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
            a, b = numbers[start], numbers[i - 1]
            parts.append(f"{a}" if a == b else f"{a}-{b}")
            start = i
    return ", ".join(parts)


def test_the_counts_of_a_board_are_both_classes_of_both_kinds() -> None:
    def described(width: int, height: int) -> list[tuple[str, tuple[int, ...], str]]:
        puzzle = NonogramPuzzle(width, height, ((),) * height, ((),) * width)
        return [(count.counted[0].kind, tuple(line.index for line in count.counted),
                 count.crossing[0].kind) for count in _counts(lines_of(puzzle))]  # fmt: skip

    assert described(4, 3) == [
        ("row", (0, 2), "column"),
        ("row", (1,), "column"),
        ("column", (0, 2), "row"),
        ("column", (1, 3), "row"),
    ]
    # One row: counting all rows says no more than the row's own clue.
    assert described(3, 1) == [("column", (0, 2), "row"), ("column", (1,), "row")]
    assert described(1, 2) == [("row", (0,), "column"), ("row", (1,), "column")]
    assert alternate_sums(lines_of(NonogramPuzzle(1, 1, ((),), ((),))), 1) == []
    (rule,) = alternate_sums(lines_of(NonogramPuzzle(2, 1, ((),), ((), ()))), 2)
    assert isinstance(rule, Summing)


def counting(width: int, height: int, counted_kind: str, parity: int) -> AlternateSum:
    puzzle = NonogramPuzzle(width, height, ((1,),) * height, ((1,),) * width)
    (count,) = [
        c for c in _counts(lines_of(puzzle))
        if c.counted[0].kind == counted_kind and c.first == parity
    ]  # fmt: skip
    return count


def test_dead_ends_say_which_lines_hold_how_many_and_what_the_others_put() -> None:
    rows = counting(3, 9, "row", 0)  # rows 1, 3, 5, 7, 9 counted by the columns
    assert rows._impossible(6, 6) == (
        "rows 1, 3, ..., 9 hold 5 filled cells, but the columns put at least 6 there"
    )
    assert rows._impossible(0, 4) == (
        "rows 1, 3, ..., 9 hold 5 filled cells, but the columns put at most 4 there"
    )
    columns = counting(2, 3, "column", 1)  # column 2 alone, counted by the rows
    assert columns._impossible(2, 3) == (
        "column 2 holds 1 filled cell, but the rows put at least 2 there"
    )
    assert columns._impossible(0, 0) == (
        "column 2 holds 1 filled cell, but the rows put at most 0 there"
    )
    assert counting(6, 2, "column", 1)._impossible(0, 2) == (
        "columns 2, 4, 6 hold 3 filled cells, but the rows put at most 2 there"
    )


def test_settled_counts_say_which_way_and_what_they_settle() -> None:
    rows = counting(3, 9, "row", 1)  # rows 2, 4, 6, 8
    crossing = list(rows.crossing)
    assert rows._settled(crossing[:2], "fewest") == (
        "Counting: rows 2, 4, ..., 8 hold 4 filled cells in all, and the columns can put no "
        "fewer there, so every column puts the fewest it can: that settles cells of "
        "columns 1-2."
    )
    assert rows._settled(crossing[2:], "most") == (
        "Counting: rows 2, 4, ..., 8 hold 4 filled cells in all, and the columns can put no "
        "more there, so every column puts the most it can: that settles cells of column 3."
    )
    one = counting(2, 4, "column", 0)  # column 1 alone
    crossing = list(one.crossing)
    assert one._settled([crossing[0], crossing[3]], "fewest") == (
        "Counting: column 1 holds 1 filled cell in all, and the rows can put no fewer there, "
        "so every row puts the fewest it can: that settles cells of rows 1, 4."
    )
    assert one._settled([crossing[1]], "most") == (
        "Counting: column 1 holds 1 filled cell in all, and the rows can put no more there, "
        "so every row puts the most it can: that settles cells of row 2."
    )
    three = counting(5, 2, "column", 0)  # columns 1, 3, 5: three are all named
    assert three._settled([three.crossing[0]], "most").startswith(
        "Counting: columns 1, 3, 5 hold 3 filled cells in all, and the rows can put no more"
    )
    assert counting(4, 1, "column", 0)._counted_words() == "columns 1, 3"


def test_a_crossing_line_that_fits_nothing_is_its_own_dead_end() -> None:
    """Row 1 (2) of a 3x2 board known as filled, empty, unknown: no placement; counting
    says so naming the line (the line rules would, had they run first)."""
    puzzle = NonogramPuzzle(3, 2, ((2,), ()), ((1,), (1,), ()))
    count = counting_of(puzzle, "column", 0)
    dom = [FILLED, EMPTY] + [EITHER] * 4
    store = Store(Model(dom, []))
    store.explain = True
    with pytest.raises(Contradiction) as caught:
        count.propagate(store)
    assert (caught.value.rule, caught.value.reason) == ("line", "Row 1 (2)")
    store.explain = False
    with pytest.raises(Contradiction) as caught:
        count.propagate(store)
    assert (caught.value.rule, caught.value.reason) == ("line", "")


def counting_of(puzzle: NonogramPuzzle, kind: str, parity: int) -> AlternateSum:
    (count,) = [
        c for c in _counts(lines_of(puzzle)) if c.counted[0].kind == kind and c.first == parity
    ]
    return count


def dead_end_of_row_1(rows: tuple, dom: list[int]) -> Contradiction:
    """The contradiction counting row 1 of a 2x2 board (columns 1 and 1) against `dom`."""
    count = counting_of(NonogramPuzzle(2, 2, rows, ((1,), (1,))), "row", 0)
    store = Store(Model(dom, []))
    store.explain = True
    with pytest.raises(Contradiction) as caught:
        count.propagate(store)
    return caught.value


def test_a_count_that_cannot_be_met_names_itself_and_its_lines() -> None:
    dead = dead_end_of_row_1(((1,), (1,)), [FILLED, FILLED, EITHER, EITHER])
    assert (dead.rule, dead.reason, tuple(dead.focus)) == (
        "summing",
        "row 1 holds 1 filled cell, but the columns put at least 2 there",
        ((0, 0), (0, 1)),
    )
    # Row 1 holds 2, but column 1's cell there is known empty: the columns put at most 1.
    dead = dead_end_of_row_1(((2,), (1,)), [EMPTY, EITHER, EITHER, EITHER])
    assert dead.reason == "row 1 holds 2 filled cells, but the columns put at most 1 there"


def test_a_single_crossing_line_can_be_a_dead_end_too() -> None:
    """A board one column wide: rows 1 and 3 counted against the one column."""
    assert counting(1, 3, "row", 0)._impossible(5, 5) == (
        "rows 1, 3 hold 2 filled cells, but the columns put at least 5 there"
    )


def test_counted_columns_in_the_plural_against_the_rows() -> None:
    columns = counting(4, 2, "column", 0)  # columns 1 and 3 hold a 1 each
    assert columns._settled(list(columns.crossing), "fewest") == (
        "Counting: columns 1, 3 hold 2 filled cells in all, and the rows can put no fewer "
        "there, so every row puts the fewest it can: that settles cells of rows 1-2."
    )
    assert columns._impossible(3, 3) == (
        "columns 1, 3 hold 2 filled cells, but the rows put at least 3 there"
    )


def test_a_single_counted_row_in_the_singular_against_the_columns() -> None:
    row = counting(3, 2, "row", 1)  # row 2 alone holds a 1
    assert row._settled([row.crossing[0]], "fewest") == (
        "Counting: row 2 holds 1 filled cell in all, and the columns can put no fewer there, "
        "so every column puts the fewest it can: that settles cells of column 1."
    )
    assert row._settled(list(row.crossing[1:]), "most") == (
        "Counting: row 2 holds 1 filled cell in all, and the columns can put no more there, "
        "so every column puts the most it can: that settles cells of columns 2-3."
    )
