"""The wheel, built and installed into a throw-away venv, runs as a user gets it.

What `pip install` of the wheel (and `pipx install .`, which does the same into a venv of
its own) gives must work away from the checkout: the built-in packs, toolbar icons and
desktop files found where the wheel put them, the commands, the app itself.

The test builds the wheel with pip (in the test environment when it has pyproject's build
tools, else in pip's isolated build environment, whose tools pip's cache keeps) and
installs it with `--no-deps` into a venv made without pip. The dependencies (PySide6,
numpy, tomli-w) come from the test's own environment through a `.pth` line rather than
being installed again, which would take a minute. The editable install of the checkout
that the test environment holds is not seen there: a path in a `.pth` line is not a site
folder, so its own `.pth` files (the editable finder) are not read.

About 6 s on this 2-core machine when the test environment has the build tools (the test
extras), 11 s when pip must make an isolated build environment first.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from tests.helpers import ROOT

APP_ID = "io.github.gridgames.GridGames"


class Installed:
    def __init__(self, venv: Path, work: Path) -> None:
        self.venv = venv
        self.work = work  # a folder outside the checkout to run in
        self.python = venv / "bin" / "python"
        self.gridgames = venv / "bin" / "gridgames"

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
        env.update(QT_QPA_PLATFORM="offscreen", **extra)
        return env

    def run(self, *args: str, **extra: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [*map(str, args)],
            cwd=self.work,
            env=self.env(**extra),
            capture_output=True,
            text=True,
            timeout=180,
        )

    def python_says(self, code: str) -> str:
        done = self.run(self.python, "-c", code)
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()


def _build_tools_here() -> bool:
    """Does this environment have what pyproject's [build-system] asks for (the test
    extras bring it)? Then the wheel is built here, in 3 s, instead of pip first making
    an isolated build environment (8 s)."""
    try:
        setuptools = metadata.version("setuptools")
        metadata.version("wheel")
    except metadata.PackageNotFoundError:
        return False
    return int(setuptools.split(".")[0]) >= 68


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    base = tmp_path_factory.mktemp("wheel")
    wheels = base / "dist"
    here = ["--no-build-isolation"] if _build_tools_here() else []
    command = [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", *here, "-q"]
    build = subprocess.run(
        [*command, "-w", str(wheels)], capture_output=True, text=True, timeout=300
    )
    if build.returncode != 0 and "No matching distribution" in build.stderr:
        pytest.skip(f"pip cannot fetch the build tools (offline?): {build.stderr.strip()[-200:]}")
    assert build.returncode == 0, build.stderr
    (wheel,) = wheels.glob("gridgames-*.whl")
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    where = "import sysconfig; print(sysconfig.get_path('purelib'))"
    site = subprocess.run(
        [str(venv / "bin" / "python"), "-c", where], capture_output=True, text=True, check=True
    ).stdout.strip()
    Path(site, "_test_dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install",
         "--no-deps", "--no-index", "-q", str(wheel)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert install.returncode == 0, install.stderr
    work = base / "elsewhere"
    work.mkdir()
    return Installed(venv, work)


def test_the_package_and_its_data_come_from_the_venv(installed):
    said = installed.python_says(
        "import gridgames, gridgames.desktop as d, gridgames.app.icons as i;"
        "from gridgames.packs import builtin_root;"
        "print(gridgames.__file__); print(builtin_root()); print(i.ICON_DIR);"
        "print(d.desktop_folder())"
    )
    package, packs, icons, desktop = (Path(line) for line in said.splitlines())
    venv = installed.venv.resolve()
    for path in (package, packs, icons, desktop):
        assert path.resolve().is_relative_to(venv), path
    shipped = {p.name for p in (ROOT / "puzzles").iterdir() if (p / "pack.toml").is_file()}
    assert {p.name for p in packs.iterdir() if p.is_dir()} == shipped
    assert {p.name for p in icons.iterdir()} == {
        p.name for p in (ROOT / "resources/icons").iterdir()
    }
    expected = {p.name for p in (ROOT / "resources/desktop").iterdir()}
    assert {p.name for p in desktop.iterdir()} == expected


def test_the_translations_come_with_the_wheel(installed):
    """The compiled catalogues are package data: Japanese loads from the venv."""
    said = installed.python_says(
        "from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
        "from gridgames.app import i18n; ok = i18n.install('ja');"
        "print(ok); print(i18n.catalogue_path('ja'));"
        "print(i18n.Texts('gridgames.app.window')('Open puzzle'))"
    )
    ok, path, text = said.splitlines()
    assert ok == "True" and Path(path).resolve().is_relative_to(installed.venv.resolve())
    assert text == "パズルを開く"


def test_every_built_in_pack_opens_from_the_install(installed):
    said = installed.python_says(
        "from gridgames.packs import builtin_packs;"
        "packs = builtin_packs();"
        "print(sum(len(p.entries) for p in packs), sum(not e.ok for p in packs for e in p.entries))"
    )
    entries, broken = map(int, said.split())
    assert entries > 100 and broken == 0


def test_version_and_help(installed):
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    done = installed.run(installed.gridgames, "--version")
    assert done.stdout.strip() == f"gridgames {version}"
    done = installed.run(installed.gridgames, "--help")
    assert "--install-desktop" in done.stdout and "export" in done.stdout


def test_solve_and_export_a_built_in_pack(installed):
    packs = Path(
        installed.python_says("from gridgames.packs import builtin_root; print(builtin_root())")
    )
    done = installed.run(installed.gridgames, "solve", packs / "webpbn-cc-by" / "6.non", "--json")
    assert done.returncode == 0 and '"status": "unique"' in done.stdout, done.stderr
    out = installed.work / "pack.pdf"
    done = installed.run(
        installed.gridgames, "export", packs / "webpbn-cc-by", out, "--per-page", "4", "--answers"
    )
    assert done.returncode == 0, done.stderr
    assert len(re.findall(rb"/Type\s*/Page(?![s\w])", out.read_bytes())) == 4


def test_the_app_starts_and_draws_its_window(installed):
    out = installed.work / "window.png"
    done = installed.run(installed.gridgames, "--screenshot", out)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000  # a window with the first built-in puzzle in it


def test_install_desktop_from_the_wheel(installed):
    home = installed.work / "xdg-data"
    done = installed.run(installed.gridgames, "--install-desktop", XDG_DATA_HOME=str(home))
    assert done.returncode == 0, done.stderr
    launcher = home / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={installed.gridgames} %f" in launcher.read_text()
    assert (home / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(launcher)], capture_output=True, text=True
        )
        assert check.returncode == 0, check.stdout
