"""`bit_list` lists the set bits of masks of every size and density, lowest first, the same
whichever of its two ways it takes (a loop over the bits, or the binary digits of a big
mask)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.engine.bits import MANY, WIDE, bit_list


@settings(max_examples=200, deadline=None)
@given(
    length=st.sampled_from([1, 7, 64, WIDE - 1, WIDE, WIDE + 1, 3 * WIDE, 40_000]),
    share=st.sampled_from([0.0, 0.5 * MANY / 40_000, 0.01, 0.5, 1.0]),
    seed=st.integers(0, 10**6),
)
def test_bit_list_names_each_set_bit_once_lowest_first(length, share, seed) -> None:
    rng = random.Random(seed)
    wanted = sorted({length - 1} | {i for i in range(length) if rng.random() < share})
    assert bit_list(sum(1 << i for i in wanted)) == wanted
    assert bit_list(0) == []
