"""Help > How to Play and the first-steps tour.

Every example is a real puzzle with exactly one answer, the one it shows; the dialog draws
it with the genre's painter (checked on the pixels of filled and empty cells) and opens at
the kind on the board. The tour plays the engine's first hints through the job runner,
one undo step each, every mark agreeing with the puzzle's answer; it starts by itself only
on a kind's first opening when the app asks for it, and Help runs it again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, QSizeF, Qt
from PySide6.QtTest import QTest

from gridgames.app.genres import genre_ui
from gridgames.app.geometry import BoardGeometry
from gridgames.app.how_to_play import EXAMPLE_SIZE, HowToPlayDialog, solved_play
from gridgames.app.rules_text import RULES
from gridgames.app.tour import SEEN_KEY, STEPS, corner_clear_of
from gridgames.games.play import Mark
from gridgames.games.registry import genre_of
from gridgames.solving import solve_puzzle
from tests.driver import open_window
from tests.helpers import PUZZLES

DANCER = PUZZLES / "webpbn-cc-by" / "1.non"
SCARDY = PUZZLES / "webpbn-cc-by" / "6.non"
SHIKAKU = PUZZLES / "mit-samples" / "pzprjs-test-6x6.gg"
HITORI = PUZZLES / "mit-samples" / "pzprjs-hitori-4x4.gg"
TIGER = PUZZLES / "qnonograms-gpl" / "tiger.non"  # 75x50: fills any window


@pytest.mark.parametrize("kind", [k for k in RULES if k != "fillgrid"])
def test_each_example_has_one_answer_and_shows_it(kind) -> None:
    puzzle = RULES[kind].example_puzzle()
    report = solve_puzzle(puzzle, max_solutions=2)
    assert len(report.answers) == 1
    assert genre_of(puzzle).check(puzzle, puzzle.given_solution) == []
    assert solved_play(RULES[kind]).is_solved()


def test_the_free_grid_example_is_a_legal_grid() -> None:
    puzzle = RULES["fillgrid"].example_puzzle()
    assert puzzle.variant == "free"  # a designer's canvas: legal, never "solved"
    assert genre_of(puzzle).check(puzzle, puzzle.given_solution) == []
    assert not solved_play(RULES["fillgrid"]).mistakes()


def test_the_example_is_drawn_by_the_painter(qtbot) -> None:
    dialog = HowToPlayDialog(kind="nonogram")
    qtbot.addWidget(dialog)
    image = dialog.examples["nonogram"].pixmap().toImage()
    play = solved_play(RULES["nonogram"])
    painter, _ = genre_ui(play, lambda move, text: None)
    area = QSizeF(EXAMPLE_SIZE, EXAMPLE_SIZE)
    geo = BoardGeometry.fit(5, 5, painter.margins(), area, area, 1.0, image.devicePixelRatio())
    from gridgames.app.theme import Theme

    theme = Theme.from_palette(dialog.palette())
    for r in range(5):
        for c in range(5):
            centre = geo.cell_rect(r, c).center() * image.devicePixelRatio()
            want = theme.ink if play.mark(r, c) == Mark.FILL else theme.paper
            assert image.pixelColor(centre.toPoint()) == want, (r, c)


def test_how_to_play_opens_at_the_kind_on_the_board(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(HITORI))
    window.game_actions.how_to_play.trigger()
    dialog = window.guides.dialog
    assert isinstance(dialog, HowToPlayDialog) and dialog.isVisible()
    assert dialog.current_kind() == "hitori"
    assert dialog.pages.count() == len(RULES) == 5


@pytest.fixture
def fresh_tours(qtbot):
    """A window whose tours start by themselves, as in the app, with no tour seen yet."""
    window = open_window(qtbot)
    window.settings.remove(SEEN_KEY)
    window.guides.tour.auto = True
    yield window
    window.settings.remove(SEEN_KEY)


def wait_for_step(qtbot, tour) -> None:
    qtbot.waitUntil(lambda: not tour.waiting, timeout=20_000)


def test_the_first_opening_of_a_kind_plays_its_first_hints(qtbot, fresh_tours) -> None:
    window = fresh_tours
    assert window.open_puzzle(str(SCARDY))
    tour, card = window.guides.tour, window.guides.tour.card
    qtbot.waitUntil(lambda: tour.running, timeout=5000)
    puzzle, play = window.session.puzzle, window.session.play
    goal = puzzle.given_solution
    for step in range(STEPS):
        wait_for_step(qtbot, tour)
        assert card.isVisible() and f"Step {step + 1} of {STEPS}" in card.body.text()
        assert window.assist.hints.pending.sentence in card.body.text()
        QTest.mouseClick(card.next_button, Qt.MouseButton.LeftButton)
        stack = window.session.undo_stack
        assert [stack.text(i) for i in range(stack.count())] == ["Hint"] * (step + 1)
        for r, row in enumerate(play.marks):
            for c, mark in enumerate(row):
                assert mark == Mark.EMPTY or (mark == Mark.FILL) == goal[r][c]
    assert not tour.running and "Over to you" in card.body.text()
    QTest.mouseClick(card.end_button, Qt.MouseButton.LeftButton)
    assert not card.isVisible()

    assert window.open_puzzle(str(DANCER))  # a nonogram again: no tour
    qtbot.wait(50)
    assert not tour.running and not card.isVisible()
    assert window.open_puzzle(str(SHIKAKU))  # a new kind: its tour
    qtbot.waitUntil(lambda: tour.running, timeout=5000)
    wait_for_step(qtbot, tour)
    assert "First steps: Shikaku" in card.title.text()
    assert window.session.undo_stack.count() == 0  # shown, not made until asked


def test_the_tour_gives_way_to_the_auto_solve(qtbot, fresh_tours) -> None:
    """Solve pressed mid-tour: the card's step and its "Mark it and go on" would be about
    a board the solver is changing; the tour ends, and never marks anything after."""
    window = fresh_tours
    assert window.open_puzzle(str(DANCER))
    tour = window.guides.tour
    qtbot.waitUntil(lambda: tour.running, timeout=5000)
    wait_for_step(qtbot, tour)
    assert tour.card.isVisible()
    window.game_actions.solve.trigger()
    assert not tour.running and not tour.card.isVisible()
    window.assist.stop()
    qtbot.waitUntil(lambda: not window.assist.animating, timeout=10_000)
    assert not tour.card.isVisible()


def test_no_tour_unless_the_app_asks_and_help_runs_it_again(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(DANCER))
    tour = window.guides.tour
    qtbot.wait(50)
    assert not tour.running and not tour.card.isVisible()
    window.game_actions.tour.trigger()
    assert tour.running
    wait_for_step(qtbot, tour)
    assert "Step 1 of" in tour.card.body.text()
    QTest.mouseClick(tour.card.end_button, Qt.MouseButton.LeftButton)
    assert not tour.running and window.session.undo_stack.count() == 0


def test_the_tour_card_follows_the_window(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(DANCER))
    window.game_actions.tour.trigger()
    card = window.guides.tour.card
    assert card.isVisible()
    window.dock.hide()  # the list closed: the card moves over the board area
    window.resize(700, 500)
    qtbot.waitUntil(
        lambda: card.pos() == window.centralWidget().geometry().topLeft() + QPoint(8, 8)
    )
    assert window.rect().contains(card.geometry())
    window.guides.tour.end()
    window.dock.show()


def test_the_tour_card_keeps_clear_of_the_cells_the_step_is_about(qtbot) -> None:
    window = open_window(qtbot)
    assert window.open_puzzle(str(HITORI))
    window.dock.hide()  # the card sits over the board area, where the hint is lit
    window.resize(700, 500)
    qtbot.waitUntil(lambda: window.centralWidget().width() == 700)
    window.game_actions.tour.trigger()
    tour = window.guides.tour
    wait_for_step(qtbot, tour)
    lit = window.guides._hint_area()
    assert lit is not None and not lit.isEmpty()
    top_left = window.centralWidget().geometry().topLeft() + QPoint(8, 8)
    assert QRect(top_left, tour.card.size()).intersects(lit)  # the usual corner would hide it
    assert not tour.card.geometry().intersects(lit)
    assert window.centralWidget().geometry().contains(tour.card.geometry())
    tour.end()
    window.dock.show()


def test_the_card_takes_the_first_corner_clear_of_the_step() -> None:
    spot, size = QRect(0, 0, 400, 300), QSize(100, 50)
    assert corner_clear_of(spot, size, None) == QPoint(8, 8)
    assert corner_clear_of(spot, size, QRect(200, 200, 10, 10)) == QPoint(8, 8)
    assert corner_clear_of(spot, size, QRect(50, 20, 10, 10)) == QPoint(292, 8)
    assert corner_clear_of(spot, size, QRect(0, 0, 400, 100)) == QPoint(8, 242)
    whole_but_a_corner = QRect(0, 0, 400, 280)  # every corner covers some: the least
    assert corner_clear_of(spot, size, whole_but_a_corner) == QPoint(8, 242)


def test_among_corners_clear_of_the_step_the_card_covers_least_of_the_clues() -> None:
    spot, size = QRect(0, 0, 400, 300), QSize(100, 50)
    clues = [QRect(60, 0, 340, 40), QRect(0, 40, 60, 260)]  # a nonogram's top and left strips
    assert corner_clear_of(spot, size, None, clues) == QPoint(292, 242)
    step = QRect(350, 260, 10, 10)  # the step comes first: not over its cells...
    assert corner_clear_of(spot, size, step, clues) == QPoint(8, 8)  # ...then the fewest clues
    assert corner_clear_of(spot, size, None, [QRect(0, 0, 60, 300)]) == QPoint(292, 8)


def test_the_tour_card_keeps_off_a_large_boards_clues(qtbot) -> None:
    """The tiger fills the board area: the top-left corner lay over its first columns'
    clues, which the step's sentence may quote."""
    window = open_window(qtbot, 900, 650)
    assert window.open_puzzle(str(TIGER))
    window.dock.hide()
    window.game_actions.tour.trigger()
    tour = window.guides.tour
    wait_for_step(qtbot, tour)
    clues = window.guides._clue_areas()
    geo = window.view.board_geometry()
    assert len(geo.clue_rects()) == 2  # above and left of the grid
    assert not any(strip.intersects(geo.grid_rect) for strip in geo.clue_rects())
    top_left = window.centralWidget().geometry().topLeft() + QPoint(8, 8)
    assert any(QRect(top_left, tour.card.size()).intersects(strip) for strip in clues)
    card = tour.card.geometry()
    assert not any(card.intersects(strip) for strip in clues), (card, clues)
    lit = window.guides._hint_area()
    assert lit is None or not card.intersects(lit)
    tour.end()
    window.dock.show()
