"""Data files of an ordinary (not editable) install: found through the wheel's RECORD."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

from gridgames import installed
from gridgames.installed import installed_folder
from tests.helpers import ROOT


class _File:
    """A RECORD entry, as importlib.metadata gives it (relative to site-packages)."""

    def __init__(self, site: Path, relative: str) -> None:
        self.site, self.parts = site, Path(relative).parts

    def locate(self) -> Path:
        return self.site.joinpath(*self.parts)


class _Distribution:
    def __init__(self, files: list[_File]) -> None:
        self.files = files


def test_installed_folders_are_read_from_the_record(monkeypatch, tmp_path: Path) -> None:
    site = tmp_path / "venv" / "lib" / "python3.11" / "site-packages"
    record = [
        "gridgames/__init__.py",
        "../../../share/gridgames/puzzles/seeds/pack.toml",
        "../../../share/gridgames/icons/new.svg",
    ]
    files = [_File(site, line) for line in record]
    monkeypatch.setattr(installed.metadata, "distribution", lambda name: _Distribution(files))
    share = (tmp_path / "venv" / "share" / "gridgames").resolve()
    assert installed_folder("icons") == share / "icons"
    assert installed_folder("puzzles") == share / "puzzles"
    assert installed_folder("styles") is None


def test_no_installed_folder_without_an_installed_package(monkeypatch) -> None:
    def missing(name: str):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(installed.metadata, "distribution", missing)
    assert installed_folder("icons") is None


def test_every_icon_is_installed_as_data_files() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data_files = config["tool"]["setuptools"]["data-files"]
    assert data_files["share/gridgames/icons"] == ["resources/icons/*"]
    assert not [p for p in (ROOT / "resources" / "icons").iterdir() if p.is_dir()]
