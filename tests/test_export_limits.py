"""Issue 17 for `gridgames export` and the app's printing: the time limit holds through
reading, answers and drawing (exit 1, one line), a PNG's pixel buffer is bounded, and the
answers the app works out in a process of its own stop at a limit too.

Before: a 200x200 nonogram PDF with `--answers` ran 30.6 s and exited 2 ("no answer
found (timeout)", as if the input were bad); a 200x200 nonogram PNG took 24 s and 1.8 GB;
`export` had no `--timeout`. Times here are loose (a fresh interpreter on a loaded CI
machine); the measured overruns are in the README.
"""

from __future__ import annotations

import pickle
import random
import signal
import subprocess
import sys
import time

import pytest
from PySide6.QtGui import QImage

from gridgames import cli
from gridgames.engine import Interrupted
from gridgames.formats.gg import write_gg
from gridgames.games.nonogram.checker import runs
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.sheets import NoAnswer, Sheet, with_answers
from gridgames.util.timelimit import alarm_at
from tests.helpers import PUZZLES, ROOT
from tests.test_faults_cli import assert_one_clean_line

SEED000 = PUZZLES / "seeds" / "seed000-shikaku-12x12.gg"


def random_nonogram(side: int, seed: int = 5) -> NonogramPuzzle:
    """A big nonogram from a random picture: the engine needs long for its answer."""
    rng = random.Random(seed)
    picture = [[rng.random() < 0.55 for _ in range(side)] for _ in range(side)]
    rows = tuple(runs(row) for row in picture)
    columns = tuple(runs([picture[r][c] for r in range(side)]) for c in range(side))
    return NonogramPuzzle(side, side, rows, columns)


@pytest.fixture(scope="module")
def big_nonogram(tmp_path_factory):
    path = tmp_path_factory.mktemp("big") / "random-200.gg"
    path.write_text(write_gg(random_nonogram(200)))
    return path


def run_export(*args: str) -> tuple[subprocess.CompletedProcess, float]:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "gridgames", "export", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"GRIDGAMES_NO_GUI": "1", "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
    )
    return done, time.monotonic() - started


@pytest.mark.parametrize(
    ("out", "extra"), [("big.pdf", ["--answers"]), ("big.png", []), ("big.svg", ["--answers"])]
)
def test_an_export_stops_at_its_limit_with_one_line(big_nonogram, tmp_path, out, extra):
    """Answers, drawing and writing all stop at the limit; nothing half-written is left."""
    target = tmp_path / out
    done, spent = run_export(str(big_nonogram), str(target), "--timeout", "0.5", *extra)
    assert done.returncode == 1, done.stderr
    assert done.stdout == ""
    assert_one_clean_line(done.stderr)
    assert "timed out after 0.5 s" in done.stderr
    assert spent < 6, spent  # 0.5 s + 0.5 s is the promise; a loaded machine gets slack
    assert not target.exists() or out.endswith(".pdf")  # a PDF is written as it is drawn


def test_a_ring_a_library_turned_into_another_error_is_still_the_timeout(
    tmp_path, capsys, monkeypatch
):
    """The alarm can ring inside code that reports it as an error of its own (PySide's
    first look at an enum, while a loaded machine spends the limit importing Qt): past the
    deadline, the one line still says the time ran out."""
    import gridgames.export_cli

    def drawing(*args, **kwargs):
        try:
            time.sleep(5)
        except Interrupted:
            raise AttributeError("PySide6.QtGui.QPaintEngine has no attribute 'Type'") from None
        raise AssertionError("the alarm never rang")

    monkeypatch.setattr(gridgames.export_cli, "export_files", drawing)
    code = cli.main(["export", str(SEED000), str(tmp_path / "out.png"), "--timeout", "0.2"])
    assert code == 1
    err = capsys.readouterr().err
    assert_one_clean_line(err)
    assert "timed out after 0.2 s" in err


def test_an_error_before_the_deadline_is_not_called_a_timeout(tmp_path, monkeypatch):
    import gridgames.export_cli

    def broken(*args, **kwargs):
        raise AttributeError("a real bug")

    monkeypatch.setattr(gridgames.export_cli, "export_files", broken)
    with pytest.raises(AttributeError, match="a real bug"):
        cli.main(["export", str(SEED000), str(tmp_path / "out.png"), "--timeout", "30"])


def test_an_answer_not_found_in_time_is_exit_1_not_bad_input(big_nonogram, tmp_path, capsys):
    started = time.monotonic()
    code = cli.main(["export", str(big_nonogram), str(tmp_path / "a.pdf"), "--answers",
                     "--timeout", "0.4"])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    assert_one_clean_line(err)
    assert "timed out" in err
    assert time.monotonic() - started < 5


def test_the_answers_have_a_limit_of_their_own(big_nonogram):
    """Without a command's limit the answers still stop: NoAnswer, which the command line
    turns into exit 1 and the app into a message (it crosses a process boundary whole)."""
    sheets = [Sheet("small", cli_load(SEED000)), Sheet("big", cli_load(big_nonogram))]
    started = time.monotonic()
    with pytest.raises(NoAnswer) as caught:
        with_answers(sheets, timeout=0.3)
    assert time.monotonic() - started < 4
    error = caught.value
    assert error.status == "timeout" and "0.3 s" in str(error)
    again = pickle.loads(pickle.dumps(error))
    assert (again.status, str(again)) == (error.status, str(error))


def cli_load(path):
    from gridgames.formats.detect import load_puzzle

    return load_puzzle(str(path))


def test_a_puzzle_without_an_answer_is_exit_1(tmp_path, capsys):
    path = tmp_path / "none.gg"
    path.write_text("nonogram 2x2\nrows:\n2\n0\ncolumns:\n0\n1\n")  # row 1 needs column 1
    code = cli.main(["export", str(path), str(tmp_path / "x.pdf"), "--answers"])
    err = capsys.readouterr().err
    if code == 2:  # the reader already knows these clues cannot hold
        assert_one_clean_line(err)
        return
    assert code == 1
    assert_one_clean_line(err)
    assert "no solution" in err


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "1e9", "٣"])
def test_the_export_limit_is_checked_as_solve_checks_it(tmp_path, capsys, value):
    code = cli.main(["export", str(SEED000), str(tmp_path / "x.gg"), "--timeout", value])
    assert code == 2
    assert_one_clean_line(capsys.readouterr().err)


def test_the_help_states_the_default_answer_limit(capsys):
    with pytest.raises(SystemExit):
        cli.main(["export", "--help"])
    assert "--timeout S" in capsys.readouterr().out
    # the figure itself comes from sheets.ANSWER_TIMEOUT


# ------------------------------------------------------------------------- image size


def test_the_largest_board_fits_a_png_of_bounded_size(qapp):
    """A 200x200 nonogram with the most clues a line can have (100): cells shrink until
    the image fits MAX_PNG_SIDE a side (before: 16,000 pixels a side, 1.8 GB)."""
    from gridgames.app.printing import IMAGE_CELL, MAX_PNG_SIDE, MIN_PNG_CELL, image_size, png_scale

    stripes = tuple((1,) * 100 for _ in range(200))
    puzzle = NonogramPuzzle(200, 200, stripes, stripes)
    scale = png_scale(puzzle)
    size = image_size(puzzle)
    assert max(size.width(), size.height()) * scale <= MAX_PNG_SIDE
    assert scale * IMAGE_CELL >= MIN_PNG_CELL
    assert png_scale(cli_load(SEED000)) == 2.0  # a usual board keeps its sharp size


def test_a_png_too_large_is_scaled_down_then_refused(qapp, tmp_path, capsys, monkeypatch):
    from gridgames.app import printing

    monkeypatch.setattr(printing, "MAX_PNG_SIDE", 300)
    out = tmp_path / "small.png"
    assert cli.main(["export", str(SEED000), str(out)]) == 0
    image = QImage(str(out))
    assert max(image.width(), image.height()) <= 300 and image.width() > 250
    capsys.readouterr()
    monkeypatch.setattr(printing, "MAX_PNG_SIDE", 100)  # 12 cells of 12 pixels do not fit
    out = tmp_path / "refused.png"
    assert cli.main(["export", str(SEED000), str(out)]) == 2
    err = capsys.readouterr().err
    assert_one_clean_line(err)
    assert "too large for a PNG" in err and not out.exists()


def test_the_png_written_in_bands_is_the_board(qapp, tmp_path, monkeypatch):
    """The band-by-band PNG writer gives exactly the pixels Qt drew."""
    from gridgames.app import printing

    monkeypatch.setattr(printing, "PNG_BAND", 7)  # many bands, a short last one
    puzzle = cli_load(SEED000)
    out = tmp_path / "board.png"
    printing.write_png(out, puzzle, puzzle.given_solution)
    drawn = printing.board_image(puzzle, puzzle.given_solution).convertToFormat(
        QImage.Format.Format_RGB32
    )
    read = QImage(str(out)).convertToFormat(QImage.Format.Format_RGB32)
    assert read.size() == drawn.size()
    assert read == drawn


# ------------------------------------------------------------------------- nested alarms


def test_an_inner_alarm_rings_first_and_the_outer_one_still_holds():
    started = time.monotonic()
    with pytest.raises(Interrupted), alarm_at(started + 0.6):
        with pytest.raises(Interrupted), alarm_at(started + 0.1):
            while True:
                pass
        assert time.monotonic() - started < 0.5
        while True:  # the outer alarm was set again
            pass
    assert 0.5 < time.monotonic() - started < 5
    assert signal.getitimer(signal.ITIMER_REAL)[0] == 0


def test_an_inner_alarm_never_outlasts_the_outer_one():
    started = time.monotonic()
    with pytest.raises(Interrupted), alarm_at(started + 0.1), alarm_at(started + 30):
        while True:
            pass
    assert time.monotonic() - started < 5


# ------------------------------------------------------------------------- the app


def test_the_app_stops_waiting_for_answers_at_its_limit(qtbot, big_nonogram, monkeypatch):
    """Print with answers of a board the engine cannot finish: the solving process stops
    at the limit, the window says so, and it answered all along (before: a 30 s wait)."""
    from PySide6.QtWidgets import QMessageBox, QWidget

    from gridgames.app import paper

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    sheets = [Sheet("big", cli_load(big_nonogram))]
    started = time.monotonic()
    assert paper.answers_off_window(parent, sheets, timeout=0.5) is None
    assert time.monotonic() - started < 0.5 + paper.START_SLACK + 3
    assert len(said) == 1 and "no answer found" in said[0] and "0.5 s" in said[0]
