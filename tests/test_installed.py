"""Data files and version: package data through importlib.resources, one version number."""

from __future__ import annotations

import tomllib
from importlib import metadata

import gridgames
from gridgames.installed import data_folder, version
from tests.helpers import ROOT


def test_the_data_folders_are_the_checkout_folders_here() -> None:
    """In a checkout (and an editable install) gridgames/data links to the top-level
    folders; tests/test_wheel_install.py checks the copies a wheel installs."""
    assert data_folder("puzzles") == (ROOT / "puzzles").resolve()
    assert data_folder("icons") == (ROOT / "resources" / "icons").resolve()
    assert data_folder("desktop") == (ROOT / "resources" / "desktop").resolve()


def test_every_icon_and_desktop_file_is_package_data() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["gridgames"]
    package = ROOT / "gridgames"
    for name in ("icons", "desktop"):
        folder = ROOT / "resources" / name
        assert not [p for p in folder.iterdir() if p.is_dir()]
        for path in folder.iterdir():
            shown = package / "data" / name / path.name
            assert any(shown.relative_to(package).match(glob) for glob in globs), path


def test_one_version_number() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    written = config["project"]["version"]
    assert version() == metadata.version("gridgames") == written == gridgames.__version__
