"""What the genre registry imports, and when: `gridgames solve` of a nonogram must not pay
for the other genres or for reading installed distributions' entry points, yet every genre
stays known where the whole list is asked for, and an installed plugin cannot take a
built-in genre's name (what it would get would depend on what was asked first)."""

from __future__ import annotations

import subprocess
import sys
import types

import pytest

from gridgames.games import registry
from tests.helpers import ROOT

PROBE = """
import sys
from gridgames.games.registry import genre_named, genres
genre_named("nonogram")
print(sorted(m for m in ("gridgames.games.shikaku.genre", "gridgames.games.fillgrid.genre",
                         "importlib.metadata") if m in sys.modules))
print(sorted(g.name for g in genres()))
"""


def test_a_genre_asked_for_by_name_is_imported_alone() -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    alone, every = done.stdout.splitlines()
    assert alone == "[]"  # neither other genre, nor the entry points, before genres()
    assert every == "['fillgrid', 'nonogram', 'shikaku']"


def test_an_installed_plugin_cannot_take_a_built_in_name(monkeypatch) -> None:
    impostor = types.ModuleType("impostor_genre")
    impostor.GENRE = type("Impostor", (), {"name": "nonogram", "kinds": lambda self: {}})()
    monkeypatch.setitem(sys.modules, "impostor_genre", impostor)
    point = types.SimpleNamespace(value="impostor_genre")
    import importlib.metadata

    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group: [point])
    # The registry's state as it was comes back afterwards (monkeypatch undoes each).
    monkeypatch.setattr(registry, "_plugins_loaded", False)
    monkeypatch.setattr(registry, "_built_in_loaded", registry._built_in_loaded)
    monkeypatch.setattr(registry, "_genres", dict(registry._genres))
    with pytest.raises(ValueError, match="impostor_genre.*'nonogram' is a built-in genre"):
        registry.genres()
