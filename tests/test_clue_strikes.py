"""Nonogram clue numbers crossed off one by one, and finished lines crossed off.

The rule (`settled_blocks`) is checked against brute force on every short line: a number is
struck exactly when some filled run, boxed in by crosses or the line's ends, is that block
in every way of finishing the line -- never on a guess. The app is then driven with real
mouse events: the painter's struck numbers follow the board, and auto-cross adds the
crosses to the finishing stroke as one undo step.
"""

from __future__ import annotations

import itertools
import random

from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest

from gridgames.app.genres.base import PaintContext
from gridgames.games.nonogram.play import runs, settled_blocks
from gridgames.games.play import Mark
from tests.driver import RIGHT, BoardDriver, open_window
from tests.helpers import PUZZLES

E, F, X = Mark.EMPTY, Mark.FILL, Mark.CROSS
DANCER = PUZZLES / "webpbn-cc-by" / "1.non"  # 5 wide, 10 high


def completions(line: tuple[Mark, ...]):
    free = [i for i, mark in enumerate(line) if mark == E]
    for choice in itertools.product((F, X), repeat=len(free)):
        full = list(line)
        for i, mark in zip(free, choice, strict=True):
            full[i] = mark
        yield tuple(full)


def start_of_runs(line: tuple[Mark, ...]) -> list[int]:
    return [i for i, mark in enumerate(line) if mark == F and (i == 0 or line[i - 1] != F)]


def brute_struck(clue: tuple[int, ...], line: tuple[Mark, ...]) -> frozenset[int]:
    """For each run that cannot grow (crosses or ends on both sides), the block numbers it
    is in the completions that match the clue; struck when that is one number."""
    boxed = [
        s
        for s in start_of_runs(line)
        if (s == 0 or line[s - 1] == X)
        and (
            (end := next((k for k in range(s, len(line)) if line[k] != F), len(line))) == len(line)
            or line[end] == X
        )
    ]
    seen: dict[int, set[int]] = {s: set() for s in boxed}
    for full in completions(line):
        if runs(full) != clue:
            continue
        starts = start_of_runs(full)
        for s in boxed:
            seen[s].add(starts.index(s))
    return frozenset(next(iter(js)) for js in seen.values() if len(js) == 1)


def test_struck_numbers_agree_with_brute_force_on_every_short_line() -> None:
    checked = struck_some = 0
    for n in range(0, 7):
        clues = {runs(line) for line in itertools.product((F, X), repeat=n)}
        for line in itertools.product((E, F, X), repeat=n):
            if F not in line:
                continue
            for clue in clues:
                want = brute_struck(clue, line)
                assert settled_blocks(clue, line) == want, (clue, line)
                checked += 1
                struck_some += bool(want)
    assert checked > 5_000 and struck_some > 500  # the cases are not all empty


def test_struck_numbers_agree_with_brute_force_on_longer_lines() -> None:
    """Lines of 8 to 10 cells drawn at random (fixed seed), each against the clue of a
    random full line -- most of them a clue the line can still meet."""
    rng = random.Random(14)
    struck_some = 0
    for _ in range(400):
        n = rng.randint(8, 10)
        full = [rng.choice((F, X)) for _ in range(n)]
        clue = runs(full)
        line = tuple(mark if rng.random() < 0.6 else E for mark in full)
        want = brute_struck(clue, line)
        assert settled_blocks(clue, line) == want, (clue, line)
        struck_some += bool(want)
    assert struck_some > 100


def test_known_lines() -> None:
    # The run at the left edge is the first block; the one in the middle could be either 1.
    assert settled_blocks((1, 1, 2), (F, X, E, E, F, X, E, E, E)) == {0}
    # A boxed 2 in the middle can only be the 2: the 1s are too short.
    assert settled_blocks((1, 2, 1), (E, E, E, X, F, F, X, E, E)) == {1}
    # Two 2s and a boxed 2 with room on both sides: never struck.
    assert settled_blocks((2, 2), (E, E, E, X, F, F, X, E, E, E)) == frozenset()
    # A line that cannot come right strikes nothing.
    assert settled_blocks((1,), (F, X, F)) == frozenset()


def struck_in_rows(window) -> dict[int, frozenset[int]]:
    """The struck numbers of every row's clue, as the painter draws them now."""
    view = window.view
    ctx = PaintContext(view.board_geometry(), view.theme, view.font())
    looks = view.painter._looks(ctx, True, range(window.session.puzzle.height))
    return {row: look[1] for row, look in looks.items() if look[1]}


def test_the_board_crosses_off_numbers_as_runs_settle(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(DANCER))
    board = BoardDriver(window.view)
    # Row 2 (clue 2 1): fill two cells at the left edge and cross the next one.
    board.drag([(1, 0), (1, 1)])
    assert struck_in_rows(window) == {}  # the run could still grow to the right
    board.click((1, 2), RIGHT)
    assert struck_in_rows(window) == {1: {0}}  # the 2 is struck, the 1 is not
    # Row 4 (clue 3), filled right: every number of the row is struck.
    board.drag([(3, 1), (3, 3)])
    assert struck_in_rows(window)[3] == {0}
    # A stray cell breaks nothing struck wrongly: row 2 now has 2 and a boxed 1 too many.
    board.click((1, 3))
    board.click((1, 4))
    play = window.session.play
    assert struck_in_rows(window).get(1, frozenset()) == brute_struck((2, 1), play.row(1))


def test_struck_numbers_are_drawn(qtbot) -> None:
    """The clue strip of a row looks different once a number of it is struck, and the
    same again once the stroke is undone."""
    window = open_window(qtbot)
    assert window.open_puzzle(str(DANCER))
    view = window.view
    geo = view.board_geometry()
    clue_area = QRectF(geo.board_rect.left(), geo.y(1), geo.left - geo.board_rect.left(), geo.cell)

    board = BoardDriver(view)

    def clue_pixels():
        QTest.mouseMove(view, board.point((9, 4)))  # the hovered row is lit: not row 2
        return view.grab(clue_area.toAlignedRect()).toImage()

    board.cursor_to((1, 0))  # where the drag leaves it: the cursor's row is lit too
    plain = clue_pixels()
    board.drag([(1, 0), (1, 1)])
    board.click((1, 2), RIGHT)
    qtbot.wait(10)
    assert clue_pixels() != plain
    window.session.undo_stack.undo()
    window.session.undo_stack.undo()
    qtbot.wait(10)
    assert clue_pixels() == plain


def test_auto_cross_crosses_the_rest_of_a_finished_line_in_one_undo_step(qtbot) -> None:
    window = open_window(qtbot)
    window.game_actions.auto_cross.setChecked(True)
    try:
        assert window.open_puzzle(str(DANCER))
        play, stack = window.session.play, window.session.undo_stack
        before = play.snapshot()
        BoardDriver(window.view).drag([(3, 1), (3, 3)])  # row 4, clue 3: finished
        assert play.row(3) == (X, F, F, F, X)
        # Column 3 (clue 7) is not finished by it: nothing crossed there.
        assert play.column(2) == (E, E, E, F, E, E, E, E, E, E)
        assert stack.count() == 1
        stack.undo()
        assert play.snapshot() == before
        window.game_actions.auto_cross.setChecked(False)
        BoardDriver(window.view).drag([(3, 1), (3, 3)])
        assert play.row(3) == (E, F, F, F, E)  # off: only the stroke
    finally:
        window.game_actions.auto_cross.setChecked(False)  # the setting outlives the test


def test_an_auto_crossed_stroke_is_saved_as_one_step(qtbot) -> None:
    window = open_window(qtbot)
    window.game_actions.auto_cross.setChecked(True)
    try:
        assert window.open_puzzle(str(DANCER))
        BoardDriver(window.view).drag([(3, 1), (3, 3)])
        board = window.session.play.snapshot()
    finally:
        window.game_actions.auto_cross.setChecked(False)
    window.close()
    again = open_window(qtbot)
    assert again.resume_last()
    assert again.session.play.snapshot() == board
    assert again.session.undo_stack.count() == 1
    again.session.undo_stack.undo()
    assert again.session.play.row(3) == (E, E, E, E, E)
