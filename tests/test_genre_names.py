"""No code outside a genre's own package names a genre (issue 12): the tables are derived
from the registry. Only the foreign-format codecs, which are keyed by foreign names (Tatham's
game names, puzz.link's genres), may name them."""

from __future__ import annotations

import re

from gridgames.games.registry import genres, kind_labels
from tests.helpers import ROOT

PACKAGE = ROOT / "gridgames"
FOREIGN_CODECS = {"formats/tatham.py", "formats/puzzlink.py"}


def test_no_file_outside_the_genres_names_one() -> None:
    names = "|".join(re.escape(kind) for kind in kind_labels())
    quoted = re.compile(rf"[\"']({names})[\"']")
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith("games/") or relative in FOREIGN_CODECS:
            continue
        if quoted.search(path.read_text(encoding="utf-8")):
            found.append(relative)
    assert found == []
    assert {genre.name for genre in genres()} >= {"shikaku", "nonogram", "fillgrid"}
