"""A call the app defers (QTimer.singleShot) dies with the object it belongs to.

Without a context object the timer kept a deleted window's bound method and called it:
the method raised "Internal C++ object already deleted", PySide 6.11 left that error
pending, and the next Python override to run (an event filter, in another window) raised
it inside Qt, where shiboken's error report crashed the process. The test suite deletes
windows all the time, and crashed a worker so; the app deletes dialogs and editor views.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import gridgames

APP = Path(gridgames.__file__).parent

DELETED_WINDOW_RUN = """
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gridgames.app.window import MainWindow
window = MainWindow()
window.show()
QTest.qWaitForWindowExposed(window)
window.resize(700, 500)  # its resize defers a look at the list's share of the width
window.close()
window.deleteLater()
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
QTest.qWait(50)  # the deferred calls' turn
other = MainWindow()
other.show()
QTest.qWaitForWindowExposed(other)
other.resize(800, 600)
QTest.qWait(50)
print("done", flush=True)
"""


def test_a_deleted_windows_deferred_calls_never_run(tmp_path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d")}  # fmt: skip
    run = subprocess.run([sys.executable, "-c", DELETED_WINDOW_RUN], env=env,
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert run.returncode == 0 and "done" in run.stdout, (run.returncode, run.stderr[-800:])
    assert "already deleted" not in run.stderr, run.stderr[-800:]


def deferred_calls_without_context(root: Path) -> list[str]:
    """Every QTimer.singleShot(ms, callable) under `root`: the two-argument form has no
    object to die with."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "singleShot"
                and len(node.args) < 3
            ):
                found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def test_every_deferred_call_names_its_object() -> None:
    assert deferred_calls_without_context(APP) == []


def test_the_check_finds_a_deferred_call_without_its_object(tmp_path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "late.py").write_text(
        "QTimer.singleShot(0, self, self.ok)\nQTimer.singleShot(0, self.gone)\n"
    )
    assert deferred_calls_without_context(package) == ["pkg/late.py:2"]
