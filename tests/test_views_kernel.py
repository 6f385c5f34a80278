"""Kurodoko's sight rule in C (`_views_kernel.c`) against the Python one, and how it is
loaded: the same actions, in the same order, on many random views (short ones as numbers
meet them, and long ones past a byte of counts); the rule against brute force with the
Python path too (tests/test_kurodoko_sight.py runs whichever is loaded); bad input; the
switch that turns it off."""

from __future__ import annotations

import random

import pytest

from gridgames.engine import EITHER, ONLY_0
from gridgames.games.fillgrid import kurodoko_views
from gridgames.games.fillgrid.board import Board
from gridgames.games.fillgrid.generator import generate_kurodoko
from gridgames.games.fillgrid.kurodoko import Sight
from gridgames.games.fillgrid.puzzle import FillGridPuzzle
from tests.test_kurodoko_sight import brute_force, fixpoint, random_case

BUILT = kurodoko_views._load_kernel()
needs_kernel = pytest.mark.skipif(BUILT is None, reason="the C sight rule was not built here")


def random_views(rng: random.Random, number: int, white: float) -> list[bytes]:
    """Four views of up to `number` cells (a number's reach), white or undecided."""
    return [
        bytes(ONLY_0 if rng.random() < white else EITHER for _ in range(rng.randint(0, number)))
        for _ in range(4)
    ]


@needs_kernel
@pytest.mark.parametrize("largest", [8, 25, 300])
def test_c_and_python_agree_on_random_views(largest: int) -> None:
    rng = random.Random(largest)
    for _ in range(3000):
        number = rng.randint(1, largest)
        views = random_views(rng, number + 1, rng.random())
        assert BUILT.closure(number, *views) == kurodoko_views._closure(number, list(views))


@needs_kernel
def test_c_reads_views_as_the_rule_cuts_them_from_the_board() -> None:
    """Views as the Python rule cuts them (slices of `Board.snapshot`, a bytearray)."""
    rng = random.Random(5)
    for _ in range(500):
        number = rng.randint(2, 12)
        views = [bytearray(view) for view in random_views(rng, number, 0.4)]
        assert BUILT.closure(number, *views) == kurodoko_views._closure(number, list(views))


@needs_kernel
def test_a_generated_puzzle_is_the_same_with_either_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    with_c = generate_kurodoko(12, 12, "hard", seed=3)
    kurodoko_views.MEMO.clear()
    monkeypatch.setattr(kurodoko_views, "KERNEL", None)
    in_python = generate_kurodoko(12, 12, "hard", seed=3)
    kurodoko_views.MEMO.clear()
    assert with_c[0].numbers == in_python[0].numbers
    assert with_c[1] == in_python[1] and with_c[1].name == "hard"


@needs_kernel
def test_c_look_up_keys_and_fills_the_memo_as_python_does() -> None:
    """`sight` cuts the number's views from the store's domains, keys the memo as the
    Python rule does (so both share it) and answers a second time from the memo."""
    rng = random.Random(9)
    for _ in range(300):
        puzzle, cell, number, domains = random_case(rng)
        rule = Sight(Board(puzzle), cell, number)
        snapshot = bytearray(domains)
        memo: dict[bytes, tuple] = {}
        actions = BUILT.sight(domains, number, rule.spec, memo, 1 << 17)
        views = [snapshot[part].partition(kurodoko_views.SHADED)[0] for part in rule.slices]
        assert list(memo) == [rule.tag + b"\0".join(views)]
        assert actions == kurodoko_views._closure(number, views)
        assert BUILT.sight(domains, number, rule.spec, memo, 1 << 17) is actions


@needs_kernel
def test_c_look_up_empties_a_full_memo_first() -> None:
    rule = Sight(
        Board(FillGridPuzzle(3, 3, "kurodoko", ((None,) * 3, (None, 3, None), (None,) * 3))), 4, 3
    )
    memo: dict[bytes, tuple] = {b"old": ()}
    BUILT.sight([EITHER] * 9, 3, rule.spec, memo, 1)
    assert b"old" not in memo and len(memo) == 1


def test_the_python_rule_decides_what_brute_force_decides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(kurodoko_views, "KERNEL", None)
    kurodoko_views.MEMO.clear()
    rng = random.Random(21)
    for _ in range(300):
        puzzle, cell, number, domains = random_case(rng)
        expected = brute_force(Board(puzzle), cell, number, domains)
        assert fixpoint(puzzle, cell, number, domains, False) == expected
    kurodoko_views.MEMO.clear()


@needs_kernel
@pytest.mark.parametrize(
    "args", [(3, b"", b"", b""), ("3", b"", b"", b"", b""), (3, [1], b"", b"", b"")]
)
def test_c_refuses_bad_input(args: tuple) -> None:
    with pytest.raises(TypeError):
        BUILT.closure(*args)


@needs_kernel
def test_c_look_up_refuses_rays_it_cannot_read() -> None:
    with pytest.raises(ValueError, match="4 \\(first, step, cells\\)"):
        BUILT.sight([EITHER] * 9, 3, (0, 1, 2), {}, 10)
    with pytest.raises(TypeError):
        BUILT.sight([EITHER] * 9, 3, [0, 1, 2] * 4, {}, 10)
    with pytest.raises(TypeError):  # the domains as a list, as the store keeps them
        BUILT.sight(bytearray(9), 3, (0, 1, 2) * 4, {}, 10)


def test_the_switch_turns_the_kernel_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRIDGAMES_PURE_PYTHON", "1")
    assert kurodoko_views._load_kernel() is None
