"""Render the application icon's PNG sizes from its SVG, with Qt (no other tool needed).

    QT_QPA_PLATFORM=offscreen python tools/render_app_icons.py

Desktops that cannot read SVG icons (and the window's task-bar icon at small sizes) want
PNGs at the hicolor theme's sizes; they are committed next to the SVG in resources/desktop
and re-made by this script when the SVG changes (tests/test_desktop.py checks they match).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QGuiApplication  # noqa: E402

from gridgames.app.app_icon import render_png  # noqa: E402
from gridgames.desktop import APP_ID, ICON_SIZES  # noqa: E402

FOLDER = ROOT / "resources" / "desktop"


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = FOLDER / f"{APP_ID}.svg"
    for size in ICON_SIZES:
        out = FOLDER / f"{APP_ID}-{size}.png"
        render_png(svg, size).save(str(out), "PNG")
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
