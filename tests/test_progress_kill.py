"""Killing the app mid-write (SIGKILL: no cleanup at all) loses at most the move being made.

A child process plays moves and undos as fast as it can, printing each one once its call has
returned (committed). The parent kills it at some point and reopens the database: it must
open without being set aside, pass SQLite's integrity check, and hold exactly the state
after the last printed call -- or after the one in flight, if its commit landed just before
the kill.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from gridgames.progress import ProgressStore

CHILD = textwrap.dedent(
    """
    import sys
    from gridgames.progress import ProgressStore

    store = ProgressStore(sys.argv[1])
    position = 0
    for step in range(10**9):
        if step % 5 == 4:
            position -= 2
            ok = store.set_position("k", position, elapsed=step)
        else:
            ok = store.append_move("k", {"step": step, "cells": [[step % 7, step % 11, 1]]})
            position += 1
        assert ok, store.last_error
        print(step, flush=True)
    """
)


def expected_after(steps: int) -> tuple[list[dict], int]:
    """(moves, position) after the child's first `steps` calls."""
    moves: list[dict] = []
    position = 0
    for step in range(steps):
        if step % 5 == 4:
            position -= 2
        else:
            del moves[position:]
            moves.append({"step": step, "cells": [[step % 7, step % 11, 1]]})
            position += 1
    return moves, position


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("kill_after", [37, 150])
def test_sigkill_mid_write_keeps_every_committed_move(tmp_path, kill_after):
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    printed = 0
    try:
        for line in child.stdout:
            printed = int(line) + 1
            if printed >= kill_after:
                break
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    for line in child.stdout.read().split():  # what it printed before dying, still piped
        printed = int(line) + 1
    assert printed >= kill_after, child.stderr.read()
    assert child.returncode == -signal.SIGKILL

    with ProgressStore(tmp_path) as store:
        assert store.message is None
        saved = store.load("k")
        state = (list(saved.moves), saved.position)
        # every call that returned is there; the one in flight may or may not be
        assert state in (expected_after(printed), expected_after(printed + 1))
        assert store.append_move("k", "after restart")
    check = sqlite3.connect(tmp_path / "progress.db")
    assert check.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    check.close()
