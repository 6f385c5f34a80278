"""Help and records for the player: How to Play, the first-steps tour, Statistics.

Kept out of the window, which only says "a game started" (`set_session`): this wires the
Help and Game menu entries to their dialogs (how_to_play.py, statistics_dialog.py) and to
the tour (tour.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QRectF, QSettings
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ..progress import ProgressStore
from .actions import GameActions
from .how_to_play import HowToPlayDialog
from .rules_text import kind_of
from .session import GameSession
from .solver.assist import SolverAssist
from .statistics_dialog import StatisticsDialog
from .tour import FirstStepsTour


class Guides(QObject):
    def __init__(
        self,
        window: QMainWindow,
        side_panel: QDockWidget,
        assist: SolverAssist,
        actions: GameActions,
        settings: QSettings,
        store: ProgressStore,
    ) -> None:
        super().__init__(window)
        self.window, self.store = window, store
        self.side_panel = side_panel
        self.assist = assist
        self.tour = FirstStepsTour(
            window, self._tour_spot, assist, settings, self._hint_area, self._clue_areas
        )
        self.session: GameSession | None = None
        self.dialog: HowToPlayDialog | StatisticsDialog | None = None
        actions.how_to_play.triggered.connect(self.how_to_play)
        actions.statistics.triggered.connect(self.statistics)
        actions.tour.triggered.connect(self.tour.start)
        self.tour_action = actions.tour
        self.tour_action.setEnabled(False)

    def set_session(self, session: GameSession) -> None:
        self.session = session
        self.tour.set_session(session)
        self.tour_action.setEnabled(True)

    def _tour_spot(self) -> QRect:
        """Over the puzzle list when it is open beside the board, else over the board."""
        panel = self.side_panel
        if panel.isVisible() and not panel.isFloating():
            return panel.geometry()
        central = self.window.centralWidget()
        return central.geometry() if central is not None else self.window.rect()

    def _hint_area(self) -> QRect | None:
        """The on-screen cells the hint on show is about (what it reasons on and what it
        would mark), in the window's coordinates, for the tour card to keep clear of."""
        effects = self.assist.effects
        boxes = [(r, c, 1, 1) for r, c in effects.focus] + list(effects.target)
        if not boxes:
            return None
        view = effects.view
        geo = view.board_geometry()
        area = QRectF()
        for box in boxes:
            area = area.united(geo.span_rect(*box))
        return self._on_window(view, area)

    def _clue_areas(self) -> list[QRect]:
        """The board's clue strips on screen, in the window's coordinates: the card covers
        as little of them as it can (a step's sentence quotes a line's clue)."""
        view = self.assist.effects.view
        if view.painter is None:  # no board
            return []
        strips = (self._on_window(view, strip) for strip in view.board_geometry().clue_rects())
        return [strip for strip in strips if strip is not None]

    def _on_window(self, view: QWidget, area: QRectF) -> QRect | None:
        """The part of `area` (the view's coordinates) on screen, in the window's; None if
        none of it is."""
        shown = area.toAlignedRect().intersected(view.visibleRegion().boundingRect())
        if shown.isEmpty():
            return None
        return QRect(view.mapTo(self.window, shown.topLeft()), shown.size())

    def how_to_play(self) -> None:
        """The rules, open at the kind of the puzzle on the board."""
        kind = kind_of(self.session.puzzle) if self.session is not None else None
        dialog = HowToPlayDialog(self.window, kind)
        dialog.tour_button.setEnabled(self.session is not None)
        dialog.tour_button.clicked.connect(dialog.accept)
        dialog.tour_button.clicked.connect(self.tour.start)
        self._show(dialog)

    def statistics(self) -> None:
        self._show(StatisticsDialog(self.store, self.window))

    def _show(self, dialog: HowToPlayDialog | StatisticsDialog) -> None:
        """Window-modal but never blocking (the window keeps painting)."""
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = dialog
        dialog.open()
