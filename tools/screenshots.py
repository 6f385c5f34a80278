"""Screenshots of the solver at work, for the README and for looking at it while building.

    QT_QPA_PLATFORM=offscreen python -m tools.screenshots docs/ [--all]

Writes docs/screenshot-autosolve.png (a nonogram half solved, paused on a line rule) and
docs/screenshot-hint.png (a Shikaku hint shown, not yet marked); with --all, one picture
per genre of each, plus a wrong board and a solve under guesses, to judge them by eye.
Everything is done through the window's own actions, as a player would.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QMessageBox

from gridgames.app.main import SCREENSHOT_SIZE, make_app
from gridgames.app.solver.panel import SPEEDS
from gridgames.app.window import MainWindow
from gridgames.games.play import CellMove, Mark

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
FAST = SPEEDS.index(500)
READABLE = SPEEDS.index(3)


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def until(condition: Callable[[], bool], limit_ms: int = 30_000) -> None:
    ends = time.perf_counter() + limit_ms / 1000
    while not condition() and time.perf_counter() < ends:
        wait(5)


def open_window(path: Path, progress_dir: str) -> MainWindow:
    window = MainWindow(progress_dir=progress_dir)
    window.resize(SCREENSHOT_SIZE)
    window.show()
    assert window.open_puzzle(str(path)), path
    wait(50)
    return window


def solving(window: MainWindow, share: float) -> None:
    """Solve, pause when `share` of the steps are shown, show one more at a readable speed
    and catch it while it fades in."""
    assist = window.assist
    assist.panel.set_speed_index(FAST)
    window.game_actions.solve.trigger()
    until(lambda: assist.animation is not None and assist.animation.job_done)
    animation = assist.animation
    total = animation.number + len(animation.queue)
    until(lambda: assist.animation is None or assist.animation.number >= total * share)
    if assist.animation is not None:
        assist.panel.pause.click()
        assist.panel.set_speed_index(READABLE)
        wait(700)  # the last frame's effects settle
        assist.panel.step.click()
        wait(150)
        assist.panel.flush()


def hinting(window: MainWindow, applied: int) -> None:
    """Take `applied` hints (each shown, then marked), then ask for one more."""
    assist = window.assist
    for _ in range(applied):
        window.game_actions.hint.trigger()
        until(lambda: not assist.runner.busy)
        if assist.hints.pending is None:
            break
        window.game_actions.hint.trigger()
    window.game_actions.hint.trigger()
    until(lambda: not assist.runner.busy)
    wait(100)


def wrong_mark(window: MainWindow) -> None:
    """A filled cell the answer leaves empty, then Hint (the rewind offer declined)."""
    session = window.session
    goal = session.puzzle.given_solution
    cell = next((r, c) for r, row in enumerate(goal) for c, filled in enumerate(row) if not filled)
    session.push(CellMove(((*cell, Mark.FILL),)), "Fill")
    hinting(window, 8)


SCENES: dict[str, tuple[Path, Callable[[MainWindow], None]]] = {
    "autosolve": (PUZZLES / "webpbn-cc-by" / "6.non", lambda w: solving(w, 0.45)),
    "hint": (PUZZLES / "mit-samples" / "pycsp3-grid01-10x10.gg", lambda w: hinting(w, 4)),
}
MORE: dict[str, tuple[Path, Callable[[MainWindow], None]]] = {
    "autosolve-shikaku": (
        PUZZLES / "seeds" / "seed000-shikaku-12x12.gg",
        lambda w: solving(w, 0.5),
    ),
    "autosolve-hitori": (
        PUZZLES / "mit-samples" / "pycsp3-hitori-h11-1-11x11.gg",
        lambda w: solving(w, 0.8),  # under guesses
    ),
    "autosolve-kurodoko": (
        PUZZLES / "mit-samples" / "sgt-range-example-7x7.gg",
        lambda w: solving(w, 0.5),
    ),
    "autosolve-tiger": (PUZZLES / "qnonograms-gpl" / "tiger.non", lambda w: solving(w, 0.4)),
    "hint-nonogram": (PUZZLES / "webpbn-cc-by" / "6.non", lambda w: hinting(w, 12)),
    "hint-hitori": (
        PUZZLES / "mit-samples" / "pycsp3-hitori-h11-1-11x11.gg",
        lambda w: hinting(w, 20),
    ),
    "hint-kurodoko": (PUZZLES / "mit-samples" / "pzprjs-kurodoko-5x5.gg", lambda w: hinting(w, 3)),
    "hint-guess": (PUZZLES / "seeds" / "seed002-board2-4x4.gg", lambda w: hinting(w, 6)),
    "hint-wrong": (PUZZLES / "webpbn-cc-by" / "6.non", wrong_mark),
}


def take(name: str, out_dir: Path, progress_dir: str) -> Path:
    path, scene = {**SCENES, **MORE}[name]
    make_app()
    window = open_window(path, progress_dir)
    out = out_dir / f"screenshot-{name}.png"
    try:
        scene(window)
        window.grab().save(str(out), "PNG")
    finally:
        window.close()
        window.deleteLater()
    return out


def main(argv: list[str]) -> int:
    import tempfile

    out_dir = Path(argv[0]) if argv and not argv[0].startswith("--") else Path("docs")
    out_dir.mkdir(parents=True, exist_ok=True)
    names = [*SCENES, *MORE] if "--all" in argv else list(SCENES)
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.No)
    with tempfile.TemporaryDirectory() as progress:  # the user's saved games stay untouched
        for name in names:
            print(take(name, out_dir, progress))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
