"""Test set-up shared by every test: Qt runs headless and never touches real settings."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True, scope="session")
def _private_config_dir(tmp_path_factory: pytest.TempPathFactory) -> None:
    """QSettings (and anything else following XDG) writes to a throwaway folder."""
    os.environ["XDG_CONFIG_HOME"] = str(tmp_path_factory.mktemp("config"))


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:
    """Saved progress (QStandardPaths follows XDG_DATA_HOME) starts empty in every test, so
    no test resumes a game another one left."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
