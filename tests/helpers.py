"""Shared test helpers: where the shared data lives, and loading puzzles from it."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
PUZZLES = ROOT / "puzzles"


def shared(*parts: str) -> Path:
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"shared data not present: {path}")
    return path


def read_puzzle(path: Path):
    from gridgames.formats.gg import read_gg

    return read_gg(path.read_text(encoding="utf-8"), str(path))


def named(path: Path | str, line: int | None = None) -> str:
    """How an error names a file: `file:line`, as `PuzzleError.where` writes it (a path
    longer than MAX_SOURCE is cut in its middle, so a test must not expect the whole of a
    temporary path: pytest-xdist's per-worker folders made them longer than that)."""
    from gridgames.errors import PuzzleError

    return PuzzleError("", str(path), line).where


def write_pack(folder: Path, files: dict[str, str], manifest: str) -> Path:
    """A pack folder: `pack.toml` and the given files (names may hold folders)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pack.toml").write_text(manifest, encoding="utf-8")
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


def seconds_to_stop(job, running_for: float = 0.3) -> float | None:
    """Run `job(cancel)` in a thread, set `cancel` after `running_for` seconds, and return
    how much CPU time the job spent after that before it ended with Interrupted (None if
    it never did). CPU time, not wall time: on a busy machine the thread may wait for a
    core, which says nothing of how often the job looks at its cancel flag. The objects
    that exist before the job are frozen out of garbage collections meanwhile: late in a
    test run a full collection walks every earlier test's leftovers (200 ms once, in the
    job's thread), which is not the job's doing either."""
    import gc
    import threading
    import time

    from gridgames.engine import Interrupted

    cancel = threading.Event()
    stopped: list[float] = []

    def run() -> None:
        try:
            job(cancel)
        except Interrupted:
            stopped.append(time.thread_time())

    worker = threading.Thread(target=run)
    gc.collect()
    gc.freeze()
    try:
        worker.start()
        time.sleep(running_for)
        assert worker.ident is not None
        clock = time.pthread_getcpuclockid(worker.ident)
        asked = time.clock_gettime(clock)
        cancel.set()
        worker.join(5)
    finally:
        gc.unfreeze()
    return stopped[0] - asked if stopped else None


def wait_for_engine(qtbot, runner, then_ms: int = 300) -> int:
    """The engine process's id once `runner` has started it, `then_ms` later: a job just
    submitted is then running there (well into its work on a quiet machine). Starting
    the process may take longer than that alone on a loaded one: a test that read the
    id after a fixed wait would read None."""
    qtbot.waitUntil(lambda: runner.engine_pid is not None, timeout=10_000)
    qtbot.wait(then_ms)
    return runner.engine_pid
