"""Where `pip install` put the project's data files, for installs that are not editable.

pyproject.toml's `[tool.setuptools.data-files]` copies folders such as the built-in packs
and the toolbar icons to `<prefix>/share/gridgames/...`. A checkout or an editable install
reads them in place; an ordinary install finds them here. `<prefix>` differs between venv,
`--user` and system installs, so it is read from the wheel's RECORD rather than guessed.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

SHARE = ("share", "gridgames")


def installed_folder(*parts: str) -> Path | None:
    """The installed folder `<prefix>/share/gridgames/<parts>`, or None when this install
    has none (a checkout, or a package not installed at all)."""
    wanted = (*SHARE, *parts)
    try:
        files = metadata.distribution("gridgames").files or []
    except metadata.PackageNotFoundError:
        return None
    for file in files:
        path = file.parts
        for start in range(len(path) - len(wanted)):
            if tuple(path[start : start + len(wanted)]) == wanted:
                below = len(path) - start - len(wanted)  # folders and file under it
                return Path(file.locate()).resolve().parents[below - 1]
    return None
