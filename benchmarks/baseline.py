"""Another checkout's code in a forked child, so a change is measured before -> after in
one run: the same machine, the same load, the puzzles interleaved (`--baseline DIR` of
bench_search.py and bench_generate.py; say `git worktree add DIR main`). Two runs of the
same code a minute apart differed by up to 13% here under load: only a comparison in the
same minutes shows a change smaller than that."""

from __future__ import annotations

import contextlib
import importlib
import sys
from pathlib import Path


def swap_in(checkout: Path) -> None:
    """In a forked child: drop the inherited gridgames modules and import the checkout's
    instead, every one this run had imported, so neither side pays for imports in its
    timing."""
    names = [name for name in sys.modules if name.split(".")[0] == "gridgames"]
    for name in names:
        del sys.modules[name]
    sys.path.insert(0, str(checkout))
    for name in names:
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
