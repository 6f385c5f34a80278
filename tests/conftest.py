"""Test set-up shared by every test: Qt runs headless and never touches real settings."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _cache_bytecode() -> None:
    """Keep compiled modules where PYTHONDONTWRITEBYTECODE is set (as some sandboxes and
    CI set it): in a folder of the temp dir, never beside the sources. Without a cache
    every interpreter the suite starts (the command line's, the engine's fork server, the
    installed wheel's) compiles the whole app again, and so does pytest's assertion
    rewriting with every test module: measured, collecting the tests took 7.6 s of CPU
    without it and 3.1 s with it, and each interpreter importing the app 0.1 s more."""
    if not sys.dont_write_bytecode or sys.pycache_prefix is not None:
        return  # bytecode is written already (beside the sources, or where it was asked)
    user = os.getuid() if hasattr(os, "getuid") else os.getlogin()
    prefix = str(Path(tempfile.gettempdir()) / f"gridgames-pycache-{user}")
    sys.dont_write_bytecode, sys.pycache_prefix = False, prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # for the interpreters tests start
    os.environ["PYTHONPYCACHEPREFIX"] = prefix


_cache_bytecode()


@pytest.fixture(autouse=True)
def _private_config_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:
    """QSettings (and anything else following XDG) writes to a throwaway folder of its
    own in every test: a window then starts as on a first start, never with the layout,
    language or speed some earlier test on the same worker left (that history once
    decided whether a window crashed on show, and no test could say which)."""
    folder = str(tmp_path_factory.mktemp("config"))
    monkeypatch.setenv("XDG_CONFIG_HOME", folder)  # for the processes tests start
    if "PySide6.QtCore" in sys.modules:  # Qt resolves its config folder only once
        from PySide6.QtCore import QSettings

        for settings_format in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
            QSettings.setPath(settings_format, QSettings.Scope.UserScope, folder)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> None:
    """Saved progress (QStandardPaths follows XDG_DATA_HOME) starts empty in every test, so
    no test resumes a game another one left."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
