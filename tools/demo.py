"""README screenshots: each genre part-way through a game, played with real input events.

    QT_QPA_PLATFORM=offscreen python -m tools.demo docs/

A blank board says little about an app; these show play in progress -- coloured
rectangles, a rubber band, a drag with its length, mistakes flagged after Check -- made
the way a player makes them (BoardDriver's mouse events), from the puzzles' own answers,
so the pictures stay true as the app changes. The puzzles are built-in ones. Progress goes
to a throwaway folder: the pictures never show (or change) the player's own saved games.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from gridgames.app.main import SCREENSHOT_SIZE, make_app
from gridgames.app.window import MainWindow
from gridgames.games.genre import Puzzle
from tests.driver import LEFT, NO_MODIFIER, RIGHT, BoardDriver

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
Scene = Callable[[MainWindow, BoardDriver], QWidget | None]  # what to grab (the window)


def answer_of(puzzle: Puzzle):
    """The file's answer, or the engine's when the file gives none."""
    if puzzle.given_solution is not None:
        return puzzle.given_solution
    from gridgames.solving import solve_puzzle

    return solve_puzzle(puzzle).answers[0]


def shikaku(window: MainWindow, board: BoardDriver) -> None:
    """Most rectangles placed, one wrong one flagged, the next one being drawn."""
    rects = sorted(answer_of(window.session.puzzle), key=lambda r: (r.col, r.row))
    for rect in rects[:-6]:
        board.drag([(rect.row, rect.col), (rect.row + rect.height - 1, rect.col + rect.width - 1)])
    wrong = rects[-3]
    board.drag([(wrong.row, wrong.col), (wrong.row, wrong.col + wrong.width - 1)])
    window.check()
    band = rects[-6]
    _hold(board, (band.row, band.col), (band.row + band.height - 1, band.col + band.width - 1))


def nonogram(window: MainWindow, board: BoardDriver) -> None:
    """The top half solved (with crosses), a row being filled."""
    grid = answer_of(window.session.puzzle)
    half = len(grid) // 2
    for r in range(half):
        row = grid[r]
        for c, on in enumerate(row):
            if on and (c == 0 or not row[c - 1]):
                end = next((k for k in range(c, len(row)) if not row[k]), len(row)) - 1
                board.drag([(r, c), (r, end)])
        for c, on in enumerate(row):
            if not on and (c == 0 or row[c - 1]):
                end = next((k for k in range(c, len(row)) if row[k]), len(row)) - 1
                board.drag([(r, c), (r, end)], RIGHT)
    row = grid[half]
    runs = [(c, k) for c in range(len(row)) for k in range(c, len(row)) if all(row[c : k + 1])]
    start, end = max(runs, key=lambda run: run[1] - run[0])
    _hold(board, (half, start), (half, end))


def fillgrid(window: MainWindow, board: BoardDriver) -> None:
    """Some cells shaded, some circled as white, a mistake flagged by Check."""
    grid = answer_of(window.session.puzzle)
    for r, row in enumerate(grid[: len(grid) * 2 // 3]):
        for c, shaded in enumerate(row):
            board.click((r, c), LEFT if shaded else RIGHT)
    last = len(grid) - 1
    board.click((last, 0))
    board.click((last, 1))  # two shaded cells side by side: a mistake
    window.check()
    QTest.mouseMove(board.view, board.point((last - 2, 3)))  # the pointer rests here


def packs(window: MainWindow, board: BoardDriver) -> None:
    """The pack browser with progress: three puzzles solved with their best times, a
    CC-BY nonogram in progress with its credits under the list."""
    for ref, name, seconds in SOLVED:
        _open(window, ref, name)
        window.session.clock.set_elapsed_ms(seconds * 1000)
        _play_answer(window.session.puzzle, board)
    _open(window, "builtin:webpbn-cc-by", "6.non")  # Scardy Cat, Jan Wolter, CC-BY-3.0
    window.session.clock.set_elapsed_ms(263_000)
    nonogram(window, board)


SOLVED = (
    ("builtin:mit-samples", "pzprjs-test-6x6.gg", 74),
    ("builtin:mit-samples", "pzprjs-hitori-4x4.gg", 41),
    ("builtin:webpbn-cc-by", "1.non", 128),
)


def _runs(line, value: bool) -> list[tuple[int, int]]:
    """(first, last) of each run of cells equal to `value`."""
    found, start = [], None
    for c, cell in enumerate([*line, not value]):
        if cell == value and start is None:
            start = c
        elif cell != value and start is not None:
            found.append((start, c - 1))
            start = None
    return found


def strikes(window: MainWindow, board: BoardDriver) -> None:
    """Clue numbers crossed off one by one: in every other row the runs from the left end
    are filled and boxed in by crosses, so their numbers are struck and the rest are not;
    with Cross Off Finished Lines on, the rows finished get their crosses by themselves."""
    auto_cross = window.game_actions.auto_cross
    was = auto_cross.isChecked()  # the player's setting, put back after
    auto_cross.setChecked(True)
    try:
        grid = answer_of(window.session.puzzle)
        for r in range(0, len(grid), 2):
            blocks = _runs(grid[r], True)[: 1 + r % 3]
            end = blocks[-1][1] + 1 if blocks else 0
            for first, last in _runs(grid[r][:end], False):
                board.drag([(r, first), (r, last)], RIGHT)
            for first, last in blocks:
                board.drag([(r, first), (r, last)])
            if end < len(grid[r]) and not grid[r][end]:
                board.click((r, end), RIGHT)
    finally:
        auto_cross.setChecked(was)
    QTest.mouseMove(board.view, board.point((len(grid) - 1, 0)))
    return None


def trial(window: MainWindow, board: BoardDriver) -> None:
    """Trial mode: the top rows are the player's, the next ones provisional, in purple."""
    grid = answer_of(window.session.puzzle)
    for r in range(len(grid)):
        if r == 6:
            window.game_actions.try_start.trigger()
        if r == 10:
            break
        for first, last in _runs(grid[r], True):
            board.drag([(r, first), (r, last)])
        for first, last in _runs(grid[r], False):
            board.drag([(r, first), (r, last)], RIGHT)
    return None


def rules(window: MainWindow, board: BoardDriver) -> QWidget | None:
    """Help > How to Play, open at the puzzle on the board's kind."""
    window.game_actions.how_to_play.trigger()
    return window.guides.dialog


def tour(window: MainWindow, board: BoardDriver) -> None:
    """The first-steps tour at its second step: the first hint marked, the next one shown."""
    window.guides.tour.start()
    _wait_for_tour(window)
    window.guides.tour.next()
    _wait_for_tour(window)
    return None


def _wait_for_tour(window: MainWindow) -> None:
    for _ in range(400):  # the engine process answers within seconds
        if not window.guides.tour.waiting:
            return
        QTest.qWait(25)


def statistics(window: MainWindow, board: BoardDriver) -> QWidget | None:
    """Game > Statistics after wins played with the mouse: the first three puzzles of
    each generated pack (three of a size) and the browser's solved ones."""
    wins = [(ref, entry.source_name) for ref in GENERATED for entry in _entries(window, ref)[:3]]
    wins += [(ref, name) for ref, name, _ in SOLVED]
    for (ref, name), seconds in zip(wins, WIN_SECONDS, strict=False):
        _open(window, ref, name)
        window.session.clock.set_elapsed_ms(seconds * 1000)
        _play_answer(window.session.puzzle, board)
    window.game_actions.statistics.trigger()
    return window.guides.dialog


GENERATED = ("builtin:generated-shikaku", "builtin:generated-nonogram", "builtin:generated-hitori")
WIN_SECONDS = (48, 95, 131, 62, 140, 87, 39, 71, 55, 74, 41, 128)


def _entries(window: MainWindow, ref: str) -> list:
    pack = window.shelf.library.find(ref)
    return list(pack.entries) if pack is not None else []


def _open(window: MainWindow, ref: str, name: str) -> None:
    """Open a built-in puzzle as the browser does when it is double-clicked."""
    pack = window.shelf.library.find(ref)
    assert pack is not None, ref
    entry = next(entry for entry in pack.entries if entry.source_name == name)
    window.packs.chosen.emit(ref, entry.key)


def _play_answer(puzzle: Puzzle, board: BoardDriver) -> None:
    """One gesture per rectangle, per filled run, per shaded cell."""
    answer = answer_of(puzzle)
    if puzzle.genre == "shikaku":
        for r in answer:
            board.drag([(r.row, r.col), (r.row + r.height - 1, r.col + r.width - 1)])
        return
    for row, line in enumerate(answer):
        for col, on in enumerate(line):
            starts = on and (col == 0 or not line[col - 1])
            if starts and puzzle.genre == "nonogram":
                end = next((k for k in range(col, len(line)) if not line[k]), len(line)) - 1
                board.drag([(row, col), (row, end)])
            elif on and puzzle.genre != "nonogram":
                board.click((row, col))


def pinned(window: MainWindow, board: BoardDriver) -> None:
    """A 75x50 board zoomed in and scrolled to its middle: its clues pinned at the edges."""
    grid = answer_of(window.session.puzzle)
    for r in range(len(grid) // 2 + 6):
        row = grid[r]
        for c, on in enumerate(row):
            if on and (c == 0 or not row[c - 1]):
                end = next((k for k in range(c, len(row)) if not row[k]), len(row)) - 1
                window.session.push(_fill_run(window, r, c, end), "Fill")
    window.view.set_zoom(2.0)
    window.view.resize(window.scroll.viewport().size().expandedTo(window.view.minimumSize()))
    for bar in (window.scroll.horizontalScrollBar(), window.scroll.verticalScrollBar()):
        bar.setValue(bar.maximum() // 2)


def _fill_run(window: MainWindow, row: int, first: int, last: int):
    """The move a drag along `row` from `first` to `last` makes (a 75x50 board played by
    drags would take the demo minutes)."""
    from gridgames.games.play import CellMove, Mark

    return CellMove(tuple((row, col, Mark.FILL) for col in range(first, last + 1)))


def _hold(board: BoardDriver, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at `start` and move to `end`, leaving the gesture open for the picture
    (take() releases it)."""
    QTest.mousePress(board.view, LEFT, NO_MODIFIER, board.point(start))
    QTest.mouseMove(board.view, board.point(end))


def _edit_blank(window: MainWindow, genre: str, variant: str | None, size: int) -> BoardDriver:
    """Game > New Blank Puzzle... as the dialog makes it: edit mode on an empty board."""
    from gridgames.app.editing.blank_dialog import make_blank
    from gridgames.app.window import edit_kind

    draft = make_blank(genre, variant, size, size)
    label = edit_kind(draft.puzzle)
    window.enter_edit_mode(draft, f"My {label}", "from a blank board")
    QTest.qWait(50)  # laid out, so the cells are where the mouse goes
    return BoardDriver(window.edit_mode.view)


def _judged(window: MainWindow) -> None:
    """Wait (the window live) for the engine's verdict on the last edit."""
    from PySide6.QtWidgets import QApplication

    for _ in range(3000):
        if window.edit_mode.pending is None:
            break
        QTest.qWait(10)
    QApplication.processEvents()


def designer_crossword(window: MainWindow, board: BoardDriver) -> None:
    """The designer on a 13x13 crossword grid, symmetry on: the author has shaded some
    cells and pinned a band white; the engine counts the legal grids that complete it."""
    board = _edit_blank(window, "fillgrid", "free", 13)
    window.edit_mode.bar.symmetry.click()
    for cell in ((0, 4), (1, 8), (2, 2), (3, 6), (3, 10), (4, 0), (4, 4), (5, 8), (6, 2), (6, 6)):
        board.click(cell)  # its partner through the centre follows
    board.drag([(8, 0), (8, 5)], RIGHT)  # a white run across (and its partner)
    _judged(window)
    QTest.mouseMove(board.view, board.point((7, 5)))


def designer_nonogram(window: MainWindow, board: BoardDriver) -> None:
    """The designer on a blank 20x20 nonogram: Scardy Cat's picture painted with the
    play drags, the clues following, all but the tip of its tail (row 3): the engine
    finds two answers and marks the cells where they differ."""
    from gridgames.app.loading import load

    grid = answer_of(load(str(PUZZLES / "webpbn-cc-by" / "6.non")))
    board = _edit_blank(window, "nonogram", None, len(grid))
    for r, row in enumerate(grid):
        for first, last in _runs(row, True):
            if r != 2:  # the tip of the tail, left out
                board.drag([(r, first), (r, last)])
    _judged(window)
    QTest.mouseMove(board.view, board.view.rect().bottomRight())


def designer_colour(window: MainWindow, board: BoardDriver) -> None:
    """The designer on a blank 15x15 colour nonogram (New Blank Puzzle's "Colour
    nonogram, 4 colours"): a generated puzzle's picture painted with the palette bar and
    the play drags, the clues following in their colours, but for a few cells of one row:
    the engine finds two answers and marks where they differ."""
    from gridgames.app.loading import load

    grid = answer_of(load(str(COLOUR)))
    colours = max(value for row in grid for value in row)
    board = _edit_blank(window, "nonogram", f"colour:{colours}", len(grid))
    for r, row in enumerate(grid):
        for first, last, value in _colour_runs(row):
            if value and not (r == 7 and first > 7):  # a few cells left out
                QTest.mouseClick(window.edit_mode.page.tools.swatches[value], LEFT)
                board.drag([(r, first), (r, last)])
    _judged(window)
    QTest.mouseMove(board.view, board.view.rect().bottomRight())


def designer_colour_dark(window: MainWindow, board: BoardDriver) -> None:
    """The same on the dark theme."""
    designer_colour(window, board)


def colour(window: MainWindow, board: BoardDriver) -> None:
    """A colour nonogram part-way: colours chosen by clicking the palette's swatches, the
    top rows painted and their background crossed (so their clue numbers are struck), a
    stroke in the chosen colour under way."""
    grid = answer_of(window.session.puzzle)
    rows = len(grid) * 3 // 5
    for r in range(rows):
        for first, last, value in _colour_runs(grid[r]):
            if value:
                _swatch(window, value)
                board.drag([(r, first), (r, last)])
            else:
                board.drag([(r, first), (r, last)], RIGHT)
    first, last, value = max(
        (run for run in _colour_runs(grid[rows]) if run[2]), key=lambda run: run[1] - run[0]
    )
    _swatch(window, value)
    _hold(board, (rows, first), (rows, last))


def colour_dark(window: MainWindow, board: BoardDriver) -> None:
    """The same on the dark theme."""
    colour(window, board)


def colour_notes(window: MainWindow, board: BoardDriver) -> None:
    """A colour nonogram with the top rows painted and "not this colour" notes drawn with
    Shift+drags in three colours below them."""
    grid = answer_of(window.session.puzzle)
    for r in range(4):
        for first, last, value in _colour_runs(grid[r]):
            if value:
                _swatch(window, value)
                board.drag([(r, first), (r, last)])
    for value, start, end in ((1, (5, 0), (5, 6)), (2, (5, 2), (5, 9)), (3, (6, 0), (6, 4)),
                              (1, (7, 3), (11, 3))):  # fmt: skip
        _swatch(window, value)
        QTest.mousePress(board.view, LEFT, Qt.KeyboardModifier.ShiftModifier, board.point(start))
        QTest.mouseMove(board.view, board.point(end))
        QTest.mouseRelease(board.view, LEFT, Qt.KeyboardModifier.ShiftModifier, board.point(end))
    QTest.mouseMove(board.view, board.point((9, 9)))


def _colour_runs(line) -> list[tuple[int, int, int]]:
    """(first, last, value) of each run of equal cells of a colour row."""
    found: list[tuple[int, int, int]] = []
    for c, value in enumerate(line):
        if found and found[-1][2] == value:
            found[-1] = (found[-1][0], c, value)
        else:
            found.append((c, c, value))
    return found


def _swatch(window: MainWindow, value: int) -> None:
    """Choose a colour as a player does: a click on its swatch."""
    assert window.board_tools is not None
    QTest.mouseClick(window.board_tools.swatches[value], LEFT)


def dark_palette() -> QPalette:
    """Window colours of a dark desktop (what a dark system theme gives Qt)."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, rgb in (
        (roles.Window, "#2b2e33"), (roles.WindowText, "#e6e8eb"), (roles.Base, "#1f2226"),
        (roles.AlternateBase, "#2b2e33"), (roles.Text, "#e6e8eb"), (roles.Button, "#33363b"),
        (roles.ButtonText, "#e6e8eb"), (roles.Highlight, "#3d7dd8"), (roles.Mid, "#55595f"),
        (roles.Midlight, "#44484e"), (roles.HighlightedText, "#ffffff"),
        (roles.PlaceholderText, "#8a9099"),
    ):  # fmt: skip
        palette.setColor(role, QColor(rgb))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):  # greyed out, as real themes do
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7b8088"))
    return palette


COLOUR = PUZZLES / "generated-colour" / "colour-15x15-medium-1.gg"
SCENES: dict[str, tuple[Path | None, Scene]] = {  # the puzzle first opened, if any
    "shikaku": (PUZZLES / "mit-samples" / "pycsp3-grid01-10x10.gg", shikaku),
    "nonogram": (PUZZLES / "webpbn-cc-by" / "6.non", nonogram),  # Scardy Cat, Jan Wolter
    "fillgrid": (PUZZLES / "mit-samples" / "pycsp3-hitori-h11-1-11x11.gg", fillgrid),
    "packs": (None, packs),
    "strikes": (PUZZLES / "webpbn-cc-by" / "6.non", strikes),
    "trial": (PUZZLES / "webpbn-cc-by" / "6.non", trial),
    "rules": (PUZZLES / "mit-samples" / "pzprjs-kurodoko-5x5.gg", rules),
    "tour": (PUZZLES / "webpbn-cc-by" / "6.non", tour),
    "statistics": (None, statistics),
    "pinned": (PUZZLES / "qnonograms-gpl" / "tiger.non", pinned),
    "designer-crossword": (None, designer_crossword),
    "designer-nonogram": (None, designer_nonogram),
    "colour": (COLOUR, colour),
    "colour-dark": (COLOUR, colour_dark),
    "colour-notes": (COLOUR, colour_notes),
    "designer-colour": (None, designer_colour),
    "designer-colour-dark": (None, designer_colour_dark),
}
DARK = {"colour-dark", "designer-colour-dark"}  # scenes shown on the dark theme


def take(name: str, out_dir: Path) -> Path:
    path, scene = SCENES[name]
    app = make_app()
    light = app.palette()
    if name in DARK:
        app.setPalette(dark_palette())
    with tempfile.TemporaryDirectory(prefix="gridgames-demo-") as progress:
        window = MainWindow(progress_dir=progress)
        window.resize(SCREENSHOT_SIZE)
        window.show()
        if path is not None:
            assert window.open_puzzle(str(path)), path
        app.processEvents()
        board = BoardDriver(window.view)
        out = out_dir / f"screenshot-{name}.png"
        try:
            shown = scene(window, board) or window
            app.processEvents()
            shown.grab().save(str(out), "PNG")
        finally:
            QTest.mouseRelease(board.view, LEFT, NO_MODIFIER)
            window.close()
            window.deleteLater()
            app.setPalette(light)
    return out


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else Path("docs")
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in argv[1:] or SCENES:
        print(take(name, out_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
