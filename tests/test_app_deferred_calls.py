"""A call the app defers (`later.call_later`) dies with the object it belongs to, and an
error in it is reported like any slot's, never left for the next Python code to meet.

QTimer.singleShot without a context object kept a deleted window's bound method and called
it: the method raised "Internal C++ object already deleted", PySide 6.11 left that error
pending, and the next Python override to run (an event filter, in another window) raised
it inside Qt, where shiboken's error report crashed the process. The test suite deletes
windows all the time, and crashed a worker so; the app deletes dialogs and editor views.
singleShot leaves any error of its callable pending, with a context object too.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject

import gridgames
from gridgames.app.later import call_later

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


def run_child(script: str, tmp_path) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d")}  # fmt: skip
    return subprocess.run([sys.executable, "-c", script], env=env,
                          capture_output=True, text=True, timeout=120)  # fmt: skip


def test_a_deleted_windows_deferred_calls_never_run(tmp_path) -> None:
    run = run_child(DELETED_WINDOW_RUN, tmp_path)
    assert run.returncode == 0 and "done" in run.stdout, (run.returncode, run.stderr[-800:])
    assert "already deleted" not in run.stderr, run.stderr[-800:]


def test_a_deferred_call_runs_once_later(qtbot) -> None:
    owner = QObject()
    calls = []
    call_later(owner, lambda: calls.append("ran"))
    assert calls == []
    qtbot.waitUntil(lambda: calls == ["ran"])
    qtbot.wait(20)
    assert calls == ["ran"] and owner.children() == []  # its call object went too


def test_a_deferred_call_dies_with_its_owner(qtbot) -> None:
    owner = QObject()
    calls = []
    call_later(owner, lambda: calls.append("ran"), 10)
    shiboken6.delete(owner)
    qtbot.wait(40)
    assert calls == []


ERROR_RUN = """
from PySide6.QtCore import QObject
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gridgames.app.later import call_later
owner = QObject()

def broken():
    raise ValueError("a bug in a deferred call")

call_later(owner, broken)
QTest.qWait(20)  # with singleShot, the error came out of this wait (or crashed later)
print("went on", flush=True)
"""


def test_an_error_in_a_deferred_call_is_reported_and_play_goes_on(tmp_path) -> None:
    """In a process of its own: pytest-qt's exception hook changes how PySide reports."""
    run = run_child(ERROR_RUN, tmp_path)
    assert run.returncode == 0 and "went on" in run.stdout, (run.returncode, run.stderr[-800:])
    assert "ValueError: a bug in a deferred call" in run.stderr


def deferred_calls_by_single_shot(root: Path) -> list[str]:
    """Every QTimer.singleShot under `root` (see the module's docstring for why none)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "singleShot"
            ):
                found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def test_every_deferred_call_goes_through_call_later() -> None:
    assert deferred_calls_by_single_shot(APP) == []


def test_the_check_finds_a_single_shot(tmp_path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "late.py").write_text("call_later(self, self.ok)\nQTimer.singleShot(0, self.gone)\n")
    assert deferred_calls_by_single_shot(package) == ["pkg/late.py:2"]
