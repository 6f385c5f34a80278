"""The optional C parts (setup.py): each is built wherever the machine can compile it,
since setup.py's `optional=True` skips one it cannot compile quietly, and its absence
would then be a silent slowdown; and `GRIDGAMES_PURE_PYTHON=1` turns them all off."""

from __future__ import annotations

import pytest

from gridgames.util import compiled
from tests.compiled_modes import cannot_build

PARTS = [
    "gridgames.games.nonogram._line_kernel",
    "gridgames.engine._search_kernel",
    "gridgames.games.fillgrid._views_kernel",
]


@pytest.mark.parametrize("name", PARTS)
def test_each_part_is_built_wherever_a_c_compiler_is(name: str) -> None:
    reason = cannot_build()
    if reason is not None:
        pytest.skip(reason)
    assert compiled.load(name) is not None, f"{name} was not built: run the pip install again"


@pytest.mark.parametrize("name", PARTS)
def test_the_switch_turns_every_part_off(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setenv(compiled.ENVIRONMENT, "1")
    assert compiled.load(name) is None
