"""The app as the desktop knows it: its id, `.desktop` file, AppStream metainfo and icons.

Everything goes by one reverse-DNS id, APP_ID: the `.desktop` file's name (which Qt is told
with setDesktopFileName, so a Wayland compositor or a dock matches the window to it), the
icon's name and the metainfo's `<id>`. The files live in resources/desktop (package data,
see installed.py); `gridgames --install-desktop` copies them where the
freedesktop.org specifications look for a user's own: `$XDG_DATA_HOME` (default
`~/.local/share`) `/applications`, `/metainfo` and `/icons/hicolor/<size>/apps`.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from .installed import data_folder

APP_ID = "io.github.gridgames.GridGames"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
ICON_SVG = f"{APP_ID}.svg"


def desktop_folder() -> Path:
    """resources/desktop, as package data (`installed.data_folder`)."""
    return data_folder("desktop")


def icon_png(size: int) -> Path:
    return desktop_folder() / f"{APP_ID}-{size}.png"


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset, empty or not absolute (as the
    XDG Base Directory specification says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def install_desktop(home: Path | None = None, command: str | None = None) -> list[Path]:
    """Copy the launcher, metainfo and icons into the user's data folder and return what
    was written. The launcher runs `command` (default: this `gridgames`, by full path, as
    pipx's ~/.local/bin is often not on a desktop session's PATH)."""
    home = home or data_home()
    source = desktop_folder()
    command = command or _this_command()
    written: list[Path] = []

    def put(name: str, target: Path, text: str | None = None) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        if text is None:
            shutil.copyfile(source / name, target)
        else:
            target.write_text(text, encoding="utf-8")
        written.append(target)

    launcher = (source / DESKTOP_FILE).read_text(encoding="utf-8")
    put(DESKTOP_FILE, home / "applications" / DESKTOP_FILE, with_command(launcher, command))
    put(METAINFO_FILE, home / "metainfo" / METAINFO_FILE)
    put(ICON_SVG, home / "icons" / "hicolor" / "scalable" / "apps" / ICON_SVG)
    for size in ICON_SIZES:
        folder = home / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        put(icon_png(size).name, folder / f"{APP_ID}.png")
    return written


def with_command(launcher: str, command: str) -> str:
    """The `.desktop` text with Exec and TryExec running `command` (quoted as the Desktop
    Entry specification asks when it holds spaces or quotes)."""
    quoted = _quote(command)
    lines = []
    for line in launcher.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={quoted} %f"
        elif line.startswith("TryExec="):
            line = f"TryExec={command}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _quote(command: str) -> str:
    if not any(char in command for char in " \t\"'\\><~|&;$*?#()`"):
        return command
    escaped = "".join("\\" + char if char in '"`$\\' else char for char in command)
    return f'"{escaped}"'


def _this_command() -> str:
    """The `gridgames` being run, by full path; the bare name when it cannot be found."""
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name == "gridgames" and argv0.exists():
        return str(argv0.absolute())
    found = shutil.which("gridgames")
    return str(Path(found).absolute()) if found else "gridgames"
