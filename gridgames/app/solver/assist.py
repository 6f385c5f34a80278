"""The solver at the window: Hint and Solve, the side panel, the board's effects.

The window makes one `SolverAssist`, tells it when a game starts (`set_session`) and
when it closes (`shutdown`); everything else -- the engine, the animation, the
hints, locking the board while the solver plays it -- happens here, so the window stays a
switchboard.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMessageBox, QWidget

from ...engine import StepKind
from ...games.bridge import Bridge, bridge_for
from ...jobs import PuzzleEngine
from ..actions import GameActions
from ..board_view import BoardView
from ..i18n import Texts, render
from ..later import call_later
from ..session import GameSession
from ..status import GameStatus
from .animation import MISTAKE, SOLVED, STOPPED, UNSOLVABLE, SolveAnimation
from .effects import SolverEffects
from .hintbar import HintBar
from .hints import HintController
from .panel import DEFAULT_SPEED, REFRESH_MS, SPEEDS, SolverPanel, Throttle
from .worker import EngineRunner

tr = Texts(__name__)

PANEL_WIDTH = 330
_FILLING = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen


class SolverAssist(QObject):
    solve_started = Signal()  # the animated solve took over the board

    def __init__(
        self,
        window: QMainWindow,
        view: BoardView,
        status: GameStatus,
        actions: GameActions,
        settings: QSettings,
        *,
        puzzles: QDockWidget | None = None,
        undo_group: QUndoGroup | None = None,
    ) -> None:
        """`puzzles` is the window's puzzle list, which the solver panel joins as a tab;
        `undo_group` holds the game's undo stack, which waits while the solver plays."""
        super().__init__(window)
        self.window = window
        self.puzzles = puzzles
        self.undo_group = undo_group
        self.view = view
        self.status = status
        self.actions = actions
        self.settings = settings
        self.runner = EngineRunner(self)
        self.effects = SolverEffects(view, self)
        view.decorations.append(self.effects.paint)
        self.panel = SolverPanel()
        self.dock = QDockWidget(tr("Solver"), window)
        self.dock.setObjectName("solverDock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self._grown = 0  # width the window grew by to hold the panel (given back on close)
        self.dock.visibilityChanged.connect(self._panel_visibility)
        self.hint_bar = HintBar()
        self.bar_dock = QDockWidget(tr("Hint"), window)
        self.bar_dock.setObjectName("hintDock")
        self.bar_dock.setTitleBarWidget(QWidget())  # a bar, not a panel
        self.bar_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.bar_dock.setWidget(self.hint_bar)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.bar_dock)
        self.bar_dock.hide()
        self.hints = HintController(window, self.runner, self.effects, self)
        self.session: GameSession | None = None
        self.engine: PuzzleEngine | None = None
        self._bridge: Bridge | None = None
        self.animation: SolveAnimation | None = None
        self._status_text: str | None = None
        self._bar_board: object = None  # the board the hint bar's message is about
        self._hint_said: str | None = None  # the hint's line in the status bar
        self._status_refresh = Throttle(REFRESH_MS, self._show_status, self)

        speed = settings.value("solver/speed", DEFAULT_SPEED, type=int)
        self.panel.set_speed_index(speed)
        self.panel.speed_changed.connect(self._speed_changed)
        self.panel.pause_toggled.connect(self._pause_toggled)
        self.panel.step_clicked.connect(self._step)
        self.panel.stop_clicked.connect(self.stop)
        self.hints.said.connect(self._say_hint)
        self.hints.logged.connect(self.panel.append)
        self.hints.explained.connect(self._explain)
        self.hint_bar.mark_clicked.connect(self.hint)
        self.hint_bar.closed.connect(self.close_hint)
        actions.hint.triggered.connect(self.hint)
        actions.solve.triggered.connect(self.solve)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self._enable(False)

    # ------------------------------------------------------------------ the game

    def set_session(self, session: GameSession) -> None:
        """A new game: whatever ran for the old one stops."""
        self.stop()
        self.effects.clear()
        self.session = session
        self.engine = PuzzleEngine(session.puzzle)
        self._bridge = None
        self.hints.set_game(session, self.bridge, self.engine)
        self.panel.clear_log()
        self.panel.say(tr("Press Solve to watch the engine reason, or Hint for one step."))
        self.hint_bar.clear()
        self.bar_dock.show()  # in place for the whole game: see hintbar.py
        session.changed.connect(self._board_changed)
        self._enable(True)

    @property
    def bridge(self) -> Bridge:
        if self._bridge is None:
            assert self.session is not None
            self._bridge = bridge_for(self.session.puzzle)
        return self._bridge

    @property
    def animating(self) -> bool:
        """A solve is on (from pressing Solve to its end): the board is the solver's."""
        return self.animation is not None

    def shutdown(self) -> None:
        """The window closes: stop the animation, cancel the engine, end its process."""
        self.stop()
        self.runner.shutdown()

    def _board_changed(self) -> None:
        """A move by the player, an undo or redo, a win: what the hint said about the board
        before is stale, so it goes (text, Mark it button, lit cells, status line)."""
        if self.animating or self.session is None:
            return
        board = self.session.play.snapshot()
        pending = self.hints.pending
        if pending is not None and pending.snapshot != board:
            self.hints.reset()
            self.effects.clear()
        elif pending is None and not self.runner.busy:
            self.effects.clear()
        if self.hint_bar.showing and self._bar_board != board:
            self._clear_hint_words()

    def _say_hint(self, text: str) -> None:
        self._hint_said = text
        self.status.say(text, 0)

    def _clear_hint_words(self) -> None:
        self.hint_bar.clear()
        if self._hint_said is not None and self.status.currentMessage() == self._hint_said:
            self.status.clearMessage()
        self._hint_said = None

    def _enable(self, playing: bool) -> None:
        self.actions.hint.setEnabled(playing)
        self.actions.solve.setEnabled(playing)

    # ------------------------------------------------------------------ hint

    def hint(self) -> None:
        if self.session is None or self.animating:
            return
        self.hints.request()

    def _explain(self, sentence: str, note: str, kind: str) -> None:
        assert self.session is not None
        self.hint_bar.show_message(sentence, note, kind)
        self._bar_board = self.session.play.snapshot()
        self.bar_dock.show()

    def close_hint(self) -> None:
        """The bar's close button: the hint goes, marks and all."""
        self._clear_hint_words()
        self.hints.reset()
        self.effects.clear()

    # ------------------------------------------------------------------ solve

    def solve(self) -> None:
        session = self.session
        if session is None or self.animating:
            return
        if session.play.is_solved():
            self.status.say(tr("The board is solved already."))
            return
        # The board is judged by the engine, not here: a board with a mistake comes back as
        # MISTAKE, and the player is offered a solve from the start (see _ended).
        self._animate(from_scratch=False)

    def _ask_from_start(self, why: str) -> bool:
        answer = QMessageBox.question(
            self.window,
            tr("Solve"),
            tr(
                "{why}\n\nSolve from the start instead? (One Undo brings your board back.)",
                why=why,
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _animate(self, from_scratch: bool) -> None:
        session, engine = self.session, self.engine
        assert session is not None and engine is not None
        self.hints.reset()
        self.effects.clear()
        self._clear_hint_words()
        animation = SolveAnimation(session, self.bridge, engine, self.runner, self.effects, self)
        self.animation = animation
        animation.shown.connect(self._shown)
        animation.logged.connect(self.panel.append)
        animation.ended.connect(self._ended)
        animation.paused_changed.connect(self.panel.set_paused)
        animation.set_speed(self.panel.speed)
        self.panel.clear_log()
        self.panel.set_running(True)
        self.panel.say(tr("Solving\u2026"))
        self._lock(True)
        self.solve_started.emit()
        if self.dock.isVisible():
            animation.start(from_scratch)
        else:
            # The panel may take room from the board: let the window lay itself out and
            # paint the board at its new size before the first steps arrive.
            self.show_panel()
            call_later(self, lambda: self._begin(animation, from_scratch))

    def show_panel(self) -> None:
        """Bring the panel up without moving the board: as a tab beside the puzzle list
        when that is open (it takes the list's place); else on the right, the window
        growing by the panel's width where the screen has room (and shrinking back when
        the panel closes). Only a window with no room left gives the board less."""
        puzzles = self.puzzles
        if puzzles is not None and not puzzles.isHidden():
            if self.dock not in self.window.tabifiedDockWidgets(puzzles):
                self.window.tabifyDockWidget(puzzles, self.dock)
            self.dock.show()
            self.dock.raise_()
            return
        if not self.dock.isHidden():
            self.dock.raise_()
            return
        if puzzles is not None and self.dock in self.window.tabifiedDockWidgets(puzzles):
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        central = self.window.centralWidget()
        before = central.width() if central is not None else 0
        self.view.keep_place()  # where the window cannot grow for the panel
        self.dock.show()
        self.dock.raise_()
        self._grown = 0
        if central is None or self.window.windowState() & _FILLING:
            return
        layout = self.window.layout()
        layout.activate()
        lost = before - central.width()
        screen = self.window.screen().availableGeometry()
        room = screen.right() - self.window.frameGeometry().right()
        room += max(0, self.window.frameGeometry().left() - screen.left())
        grow = max(0, min(lost, room))
        if grow:
            frame = self.window.frameGeometry()
            if frame.right() + grow > screen.right():  # move left what does not fit
                self.window.move(
                    self.window.x() - (frame.right() + grow - screen.right()), self.window.y()
                )
            size = QSize(self.window.width() + grow, self.window.height())
            self.view.keep_place_as_window_grows(size)
            self.window.resize(size)
            layout.activate()
            self._grown = grow

    def _panel_visibility(self, visible: bool) -> None:
        """The panel closed: give back the width it added to the window, or the room it
        took beside the board (which then fits where it was kept)."""
        if visible or not self.dock.isHidden():
            return
        self.window.layout().activate()
        self.view.release_place()
        if not self._grown:
            return
        grow, self._grown = self._grown, 0
        if not self.window.windowState() & _FILLING:
            self.window.resize(self.window.width() - grow, self.window.height())

    def _begin(self, animation: SolveAnimation, from_scratch: bool) -> None:
        if self.animation is animation:  # not stopped meanwhile (another puzzle, closing)
            animation.start(from_scratch)

    def stop(self) -> None:
        animation = self.animation
        if animation is None:
            return
        if animation.active:
            animation.stop()
        else:
            # Made but not begun (waiting a turn for the window's layout): nothing was
            # shown, so it just ends; otherwise it would start later on another game.
            self._ended(STOPPED, animation.summary(STOPPED))

    def _shown(self, step, number: int) -> None:
        if step.kind is StepKind.SOLUTION:
            # The window announces the win; a step's sentence held back for the status bar
            # must not cover it if the refresh fires before the animation's end arrives.
            self._status_text = None
            return
        text = tr("Step {number}: {step}", number=number, step=render(step.reason or step.rule))
        self.panel.say(text)
        self._status_text = text
        self._status_refresh.poke()

    def _show_status(self) -> None:
        if self._status_text is not None:
            self.status.say(self._status_text, 0)
            self._status_text = None

    def _ended(self, status: str, summary: str) -> None:
        self._status_text = None  # a step's sentence held back must not cover the ending
        animation, self.animation = self.animation, None
        if animation is not None:
            animation.deleteLater()
        self._lock(False)
        self.panel.set_running(False)
        self.panel.say(summary)
        self.panel.append([summary])
        if status != SOLVED:
            self.status.say(summary, 0)
        why = {
            MISTAKE: tr("The board breaks a rule: {mistake}.", mistake=summary.rstrip(".")),
            UNSOLVABLE: tr("This board cannot be finished: some mark is wrong."),
        }.get(status)
        if why is not None and self._ask_from_start(why):
            self._animate(True)

    def _lock(self, locked: bool) -> None:
        """While the solver plays the board, the player's moves and undo wait."""
        session = self.session
        self.view.set_locked(locked)
        group = self.undo_group
        if group is not None and session is not None and session.undo_stack in group.stacks():
            group.setActiveStack(None if locked else session.undo_stack)
        for action in (self.actions.restart, self.actions.hint, self.actions.solve):
            action.setEnabled(not locked and session is not None)

    # ------------------------------------------------------------------ panel

    def _speed_changed(self, speed: float) -> None:
        self.settings.setValue("solver/speed", SPEEDS.index(speed))
        if self.animation is not None:
            self.animation.set_speed(speed)

    def _pause_toggled(self, paused: bool) -> None:
        if self.animation is not None:
            self.animation.set_paused(paused)

    def _step(self) -> None:
        if self.animation is not None:
            self.animation.step_once()
