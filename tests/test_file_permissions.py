"""Files the app and the CLI write get the usual permissions (issue 14 item 10).

They are written atomically through a temporary file, which Python creates private
(0600); the written file must still have what a plain write would give it: 0666 less the
umask for a new file, the old file's own mode when one is replaced."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from gridgames.util.atomic import write_text_atomic
from tests.driver import open_window
from tests.helpers import PUZZLES

SHIKAKU = PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"


@pytest.fixture
def umask():
    """Set a umask for the test and put the old one back."""
    old = os.umask(0o022)
    yield lambda mask: os.umask(mask)
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("mask", [0o022, 0o002, 0o077])
def test_a_new_file_gets_the_mode_the_umask_gives(tmp_path, umask, mask) -> None:
    umask(mask)
    target = tmp_path / "new.gg"
    write_text_atomic(target, "text\n")
    assert mode(target) == 0o666 & ~mask
    assert target.read_text() == "text\n"


def test_a_replaced_file_keeps_its_own_mode(tmp_path, umask) -> None:
    umask(0o022)
    target = tmp_path / "kept.gg"
    target.write_text("old\n")
    target.chmod(0o640)
    write_text_atomic(target, "new\n")
    assert mode(target) == 0o640 and target.read_text() == "new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["kept.gg"]  # no temporary left


def test_the_export_dialog_writes_a_readable_file(qtbot, tmp_path, umask) -> None:
    umask(0o022)
    window = open_window(qtbot)
    assert window.open_puzzle(str(SHIKAKU))
    window.game_actions.export.trigger()
    dialog = window.export_dialog
    dialog.choose("gg")
    assert dialog.save_to(str(tmp_path / "out"))
    assert mode(Path(dialog.saved_path)) == 0o644
    dialog.close()
