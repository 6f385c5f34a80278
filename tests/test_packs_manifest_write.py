"""`write_manifest`: pack.toml written by tomli-w reads back exactly through our reader."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridgames.packs import parse_manifest, write_manifest


@settings(max_examples=60, deadline=None)
@given(st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=40))
def test_written_text_reads_back_exactly(value):
    """Any text a tool writes (quotes, backslashes, control characters, any script) is the
    same text when read back: the escaping is tomli-w's, checked through tomllib."""
    text = write_manifest({"title": value}, [{"file": "a.gg", "author": value}])
    assert tomllib.loads(text) == {"title": value, "puzzle": [{"file": "a.gg", "author": value}]}


def test_the_pack_keys_come_first_in_their_order_then_the_puzzles():
    text = write_manifest({"format": 1, "title": "T", "order": 7}, [{"file": "a.gg"}])
    assert text.splitlines()[:3] == ["format = 1", 'title = "T"', "order = 7"]
    manifest = parse_manifest(text, "pack.toml", "x")
    assert (manifest.title, manifest.order, manifest.entries[0].line) == ("T", 7, 5)


def test_write_manifest_refuses_values_pack_toml_does_not_hold():
    for bad in (True, 1.5, None, ["a"]):
        with pytest.raises(TypeError):
            write_manifest({"title": "t"}, [{"file": "a.gg", "index": bad}])
