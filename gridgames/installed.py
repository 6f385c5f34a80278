"""The project's data files (built-in packs, toolbar icons, desktop files) and its version,
wherever this copy of Grid Games runs from.

The data are package data: `gridgames/data/` holds symbolic links to the top-level
`puzzles/`, `resources/icons/` and `resources/desktop/` folders, so a checkout (and an
editable install) keeps them where people look for them, and a wheel carries copies inside
the package. Either way they are read through `importlib.resources`, one path for every
kind of install (venv, `--user`, system, pipx) with nothing to guess.
"""

from __future__ import annotations

from importlib import metadata, resources
from pathlib import Path

DATA = "data"


def data_folder(name: str) -> Path:
    """`gridgames/data/<name>` (puzzles, icons, desktop) as a real folder. Wheels install
    unzipped, so the package's resources are files on disk."""
    return Path(str(resources.files("gridgames").joinpath(DATA, name))).resolve()


def version() -> str:
    """This install's version, from its metadata (pyproject.toml's `version`, the one
    place it is written)."""
    try:
        return metadata.version("gridgames")
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"
