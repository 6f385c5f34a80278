"""The colour line rule's words and steps (games/nonogram/colour_rules.py), word for word and
against brute force: a domain in a player's words, a colour line's title, each traced step
(what it narrows, how it says it, where it points) and a line nothing fits."""

from __future__ import annotations

import itertools
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from gridgames.engine import Contradiction, Model, StepKind, Store
from gridgames.formats.gg import read_gg
from gridgames.games.nonogram.colour import Colour
from gridgames.games.nonogram.colour_line import ColourLineSolver
from gridgames.games.nonogram.colour_picture import from_picture
from gridgames.games.nonogram.colour_rules import (
    ColourLine,
    ColourLineRule,
    probe_order,
    value_words,
)
from gridgames.games.nonogram.genre import GENRE
from gridgames.games.nonogram.rules import Line, lines_named
from gridgames.solving import solve_puzzle
from tests.test_colour_line import clue_of, possible_among

DATA = Path(__file__).parent / "data" / "colour"
PALETTE = (
    Colour("white", ".", "#ffffff"),
    Colour("red", "r", "#d55e00"),
    Colour("blue", "b", "#0072b2"),
    Colour("green", "g", "#009e73"),
)


def colour_line(kind: str, index: int, blocks, length: int) -> ColourLine:
    line = Line(kind, index, tuple(size for size, _ in blocks), range(length),
                [(index, c) if kind == "row" else (c, index) for c in range(length)])  # fmt: skip
    return ColourLine(line, tuple(blocks), PALETTE)


def test_a_domain_in_a_players_words() -> None:
    assert value_words(PALETTE, 0) == "impossible"
    assert value_words(PALETTE, 0b1) == "empty"
    assert value_words(PALETTE, 0b100) == "blue"
    assert value_words(PALETTE, 0b11) == "empty or red"
    assert value_words(PALETTE, 0b111) == "empty, red or blue"
    assert value_words(PALETTE, 0b1110) == "red, blue or green"
    assert value_words(PALETTE, 0b1111) == "empty, red, blue or green"


def test_a_colour_line_is_titled_with_its_coloured_clue() -> None:
    line = colour_line("row", 2, ((2, 1), (1, 2)), 5)
    assert line.title == "Row 3 (2 red, 1 blue)"
    assert (line.kind, line.index, line.clue, line.cells) == ("row", 2, (2, 1), tuple(range(5)))
    assert line.coords == tuple((2, c) for c in range(5))
    assert line.blocks == ((2, 1), (1, 2)) and line.palette is PALETTE
    assert colour_line("column", 0, (), 3).title == "Column 1 (0)"
    assert colour_line("column", 6, ((3, 3),), 4).title == "Column 7 (3 green)"


def traced(blocks, state: tuple[int, ...], index: int = 0, tracing: bool = True):
    """The steps one colour line rule notes on `state`, and its store afterwards."""
    line = colour_line("row", index, blocks, len(state))
    steps: list = []
    rule = ColourLineRule(line, ColourLineSolver(blocks, len(state)))
    store = Store(Model(list(state), [rule]), tracing=tracing, sink=steps.append)
    store.schedule_all()
    store.fixpoint()
    return steps, store, line


def expected_words(line: ColourLine, mask: int, domain: int) -> str:
    """What a step says of the cells `mask` left with `domain`, written out here."""
    cells = lines_named("column", [i for i in range(len(line.cells)) if mask >> i & 1])
    if domain == 1:
        if mask.bit_count() > 1:
            return f"{line.title}: {cells} stay empty: no block can reach them."
        return f"{line.title}: {cells} stays empty: no block can reach it."
    names = ["empty" if v == 0 else PALETTE[v].name for v in range(4) if domain >> v & 1]
    if len(names) == 1:
        return f"{line.title}: every arrangement that fits makes {cells} {names[0]}."
    return f"{line.title}: {cells} can only be {', '.join(names[:-1])} or {names[-1]}."


def test_each_kind_of_colour_step_word_for_word() -> None:
    # A red 2 and a blue 2 on four cells: the only arrangement.
    steps, store, _ = traced(((2, 1), (2, 2)), (0b111,) * 4, 1)
    assert [s.reason for s in steps] == [
        "Row 2 (2 red, 2 blue): every arrangement that fits makes columns 1-2 red.",
        "Row 2 (2 red, 2 blue): every arrangement that fits makes columns 3-4 blue.",
    ]
    assert [[(c.var, c.new) for c in s.changes] for s in steps] == [
        [(0, 0b10), (1, 0b10)],
        [(2, 0b100), (3, 0b100)],
    ]
    assert all((s.rule, s.focus) == ("line", tuple((1, c) for c in range(4))) for s in steps)
    # A red 1 on three cells, the middle one known not red: red at an end, never blue.
    steps, store, _ = traced(((1, 1),), (0b111, 0b101, 0b111))
    assert [s.reason for s in steps] == [
        "Row 1 (1 red): column 2 stays empty: no block can reach it.",
        "Row 1 (1 red): columns 1, 3 can only be empty or red.",
    ]
    assert list(store.dom) == [0b11, 0b1, 0b11]


def test_a_colour_line_nothing_fits_is_a_dead_end_naming_it() -> None:
    for tracing in (False, True):
        with pytest.raises(Contradiction) as caught:
            traced(((2, 1), (2, 1)), (0b111,) * 4, 3, tracing)
        assert caught.value.rule == "line"
        assert caught.value.reason == (
            "Row 4 (2 red, 2 red): no arrangement of its blocks fits" if tracing else ""
        )
        assert tuple(caught.value.focus) == tuple((3, c) for c in range(4))


@pytest.mark.parametrize(("colours", "seed"), [(2, 0), (3, 1)])
def test_traced_colour_steps_narrow_what_brute_force_does_and_say_so(colours, seed) -> None:
    """On random short lines: the traced rule narrows every cell to exactly the values some
    colouring gives it (as the untraced rule does), in one step per outcome -- decided
    cells first, by value, then narrowed ones -- each naming its cells and their values and
    pointing at the line."""
    rng = random.Random(seed)
    full = (1 << (colours + 1)) - 1
    matching: dict[tuple, list[tuple[int, ...]]] = {}
    for n in range(1, 6):
        for cells in itertools.product(range(colours + 1), repeat=n):
            matching.setdefault((n, clue_of(cells)), []).append(cells)
    checked = 0
    for _ in range(150):
        n = rng.randint(1, 5)
        answer = tuple(rng.randint(0, colours) for _ in range(n))
        blocks = clue_of(answer)
        state = tuple(full if rng.random() < 0.5 else rng.randint(1, full) for _ in answer)
        want = possible_among(matching[(n, blocks)], state)
        if want is None:
            with pytest.raises(Contradiction):
                traced(blocks, state)
            continue
        steps, store, line = traced(blocks, state)
        _, plain, _ = traced(blocks, state, tracing=False)
        assert tuple(store.dom) == want == tuple(plain.dom), (blocks, state)
        outcomes: dict[int, int] = {}
        for i, (old, new) in enumerate(zip(state, want, strict=True)):
            if new != old:
                outcomes[new] = outcomes.get(new, 0) | 1 << i
        order = sorted(outcomes, key=lambda d: (d & (d - 1) != 0, d))
        words = [expected_words(line, outcomes[d], d) for d in order]
        assert [s.reason for s in steps] == words, (blocks, state)
        assert [{(c.var, c.new) for c in s.changes} for s in steps] == [
            {(i, d) for i in range(n) if outcomes[d] >> i & 1} for d in order
        ]
        assert all((s.rule, s.focus) == ("line", line.coords) for s in steps)
        checked += bool(steps)
    assert checked > 40


def test_the_probe_order_counts_only_open_cells_and_weighs_them_by_their_values() -> None:
    """3x3: A (row 1, column 1) has three values and one open cell in its row and column
    each; B and D (column 2) two values, one open cell in their rows but two in their
    column. 2 x 3 = 3 x 2: a tie, kept in reading order. Decided cells (background or a
    colour) are neither tried nor counted."""
    a, b, d, empty, red = 0b111, 0b011, 0b110, 0b001, 0b010
    dom = [a, empty, red,
           empty, b, empty,
           red, d, empty]  # fmt: skip
    assert probe_order(3)(SimpleNamespace(dom=dom), range(9)) == [0, 4, 7]
    # Only the candidates asked about are ranked and counted: without B, D's column has
    # one open cell, so D comes first.
    assert probe_order(3)(SimpleNamespace(dom=dom), [0, 7]) == [7, 0]


def test_a_colour_model_shares_solvers_and_says_its_cells() -> None:
    puzzle = read_gg((DATA / "flags-5x3.gg").read_text())
    model = GENRE.build(puzzle)
    assert model.domains == [0b111] * 15
    rules = {(rule.line.kind, rule.line.index): rule for rule in model.propagators}
    assert rules["row", 1].line.title == "Row 2 (3 red, 2 blue)"
    assert rules["column", 0].solver is rules["column", 1].solver  # both 2 red on 3 cells
    assert rules["column", 0].solver is not rules["column", 2].solver
    words = model.vocabulary
    assert words.describe(7, 0b110) == "row 2, column 3 red or blue"
    assert words.describe(14, 0b1) == "row 3, column 5 empty"
    assert words.value_words(7, 0b100) == "blue"
    assert words.cell_of(7) == (1, 2)


def test_a_colour_puzzle_one_probe_settles_is_solved_without_a_guess() -> None:
    """Line solving stalls on this 5x5 (found among random pictures); one probe of the
    colour model, said in its colours and pointing at the cell and the broken line,
    finishes it."""
    picture = ((2, 0, 2, 0, 1),
               (0, 0, 0, 0, 1),
               (0, 1, 1, 0, 0),
               (1, 0, 2, 1, 0),
               (0, 2, 2, 2, 2))  # fmt: skip
    report = solve_puzzle(from_picture(picture, PALETTE), trace=True)
    assert (report.status.value, report.branches, report.answers) == ("unique", 0, [picture])
    probes = [step for step in report.trace if step.kind is StepKind.PROBE]
    assert [(s.reason, s.focus, [(c.var, c.new) for c in s.changes]) for s in probes] == [
        (
            "Suppose row 1, column 4 red: then row 3 (2 red): no arrangement of its blocks "
            "fits. So it is empty.",
            ((0, 3), (2, 0), (2, 1), (2, 2), (2, 3), (2, 4)),
            [(3, 0b1)],
        )
    ]
