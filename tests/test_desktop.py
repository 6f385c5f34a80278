"""The app on the desktop: one id everywhere, the launcher and metainfo pass their
validators, icons rendered from the SVG, `--install-desktop` into $XDG_DATA_HOME,
`--version` and `--help`."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication, QImage

from gridgames.cli import COMMANDS, main
from gridgames.desktop import (
    APP_ID,
    DESKTOP_FILE,
    ICON_SIZES,
    ICON_SVG,
    METAINFO_FILE,
    desktop_folder,
    install_desktop,
    with_command,
)
from tests.helpers import ROOT

FOLDER = ROOT / "resources" / "desktop"
needs_desktop_validate = pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate not installed (Debian: apt-get install desktop-file-utils)",
)
needs_appstreamcli = pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli not installed (Debian: apt-get install appstream)",
)


def launcher(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(FOLDER / METAINFO_FILE).getroot()


def test_the_checkout_is_where_the_files_are_found():
    assert desktop_folder() == FOLDER


def test_one_id_names_the_launcher_the_icon_and_the_metainfo(qapp):
    from gridgames.app.main import make_app

    assert launcher(FOLDER / DESKTOP_FILE)["Icon"] == APP_ID
    root = metainfo()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP_FILE
    assert root.find("launchable").get("type") == "desktop-id"
    make_app()
    assert QGuiApplication.desktopFileName() == APP_ID
    assert (FOLDER / f"{QGuiApplication.desktopFileName()}.desktop").is_file()
    assert not QGuiApplication.windowIcon().isNull()
    sizes = {size.width() for size in QGuiApplication.windowIcon().availableSizes()}
    assert set(ICON_SIZES) <= sizes


@needs_desktop_validate
def test_the_launcher_passes_desktop_file_validate(tmp_path):
    for path in (FOLDER / DESKTOP_FILE, *install_desktop(tmp_path, "/opt/grid games/gridgames")):
        if path.suffix == ".desktop":
            done = subprocess.run(
                ["desktop-file-validate", str(path)], capture_output=True, text=True
            )
            assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@needs_appstreamcli
def test_the_metainfo_passes_appstreamcli_validate():
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--explain", str(FOLDER / METAINFO_FILE)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_metainfo_release_is_the_package_version_and_screenshots_are_in_docs():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    root = metainfo()
    assert root.find("releases/release").get("version") == project["version"]
    images = [image.text for image in root.iter("image")]
    assert images
    for url in images:
        assert url.startswith("https://raw.githubusercontent.com/gridgames/gridgames/main/docs/")
        assert (ROOT / "docs" / url.rsplit("/", 1)[1]).is_file(), url


def test_the_pngs_are_the_svg_rendered(qapp):
    from gridgames.app.app_icon import render_png

    for size in ICON_SIZES:
        committed = QImage(str(FOLDER / f"{APP_ID}-{size}.png"))
        assert (committed.width(), committed.height()) == (size, size)
        fresh = render_png(FOLDER / ICON_SVG, size).convertToFormat(committed.format())
        worst = max(
            abs(a - b)
            for y in range(size)
            for x in range(size)
            for a, b in zip(
                committed.pixelColor(x, y).getRgb(), fresh.pixelColor(x, y).getRgb(), strict=True
            )
        )
        assert worst <= 8, (
            f"{size}px differs from the SVG by {worst}: run tools/render_app_icons.py"
        )


def test_install_desktop_puts_the_files_in_xdg_data_home(tmp_path, monkeypatch, capsys):
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    command = tmp_path / "bin" / "gridgames"  # the script being run: the launcher runs it
    command.parent.mkdir()
    command.write_text("#!/bin/sh\n")
    monkeypatch.setattr("sys.argv", [str(command)])
    assert main(["--install-desktop"]) == 0
    printed = capsys.readouterr().out.splitlines()
    expected = [
        home / "applications" / DESKTOP_FILE,
        home / "metainfo" / METAINFO_FILE,
        home / "icons" / "hicolor" / "scalable" / "apps" / ICON_SVG,
        *(home / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in ICON_SIZES),
    ]
    assert printed == [f"installed {path}" for path in expected]
    assert all(path.is_file() for path in expected)
    entry = launcher(expected[0])
    assert (entry["Exec"], entry["TryExec"]) == (f"{command} %f", str(command))
    assert (home / "icons/hicolor/48x48/apps" / f"{APP_ID}.png").read_bytes() == (
        FOLDER / f"{APP_ID}-48.png"
    ).read_bytes()


def test_without_xdg_data_home_the_files_go_to_local_share(tmp_path, monkeypatch):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    written = install_desktop(command="/usr/bin/gridgames")
    assert written[0] == tmp_path / ".local" / "share" / "applications" / DESKTOP_FILE
    assert launcher(written[0])["Exec"] == "/usr/bin/gridgames %f"


def test_a_command_with_spaces_is_quoted_for_exec():
    text = with_command("Exec=gridgames %f\nTryExec=gridgames\n", '/opt/my "games"/gridgames')
    assert text == ('Exec="/opt/my \\"games\\"/gridgames" %f\nTryExec=/opt/my "games"/gridgames\n')


def test_version_is_the_installed_metadata(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"gridgames {metadata.version('gridgames')}"


def test_help_lists_the_app_options_and_every_command(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    for option in ("PUZZLE", "--screenshot", "--install-desktop", "--version"):
        assert option in text
    for command in COMMANDS:
        assert f"\n  {command} " in text
