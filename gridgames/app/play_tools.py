"""The player's aids on the Play menu that are not the solver's: trial mode, the
checkpoint, and crossing off finished nonogram lines.

Kept out of the window so the window only says "a game started" (`set_game`): this wires
the actions to the game's Trial (trial.py), draws provisional marks (trial_layer.py),
keeps the actions' enabled state true to the board, and tells the player in the status
bar that a trial is on.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QLabel

from ..progress import ProgressStore
from .actions import GameActions
from .board_view import BoardView
from .i18n import Texts
from .session import GameSession
from .status import GameStatus
from .trial import Trial
from .trial_layer import TRIAL_DARK, TRIAL_LIGHT, TrialLayer

tr = Texts(__name__)

AUTO_CROSS_KEY = "play/autoCross"


class PlayTools(QObject):
    def __init__(
        self,
        parent: QObject,
        view: BoardView,
        status: GameStatus,
        actions: GameActions,
        settings: QSettings,
    ) -> None:
        super().__init__(parent)
        self.view, self.status, self.actions, self.settings = view, status, actions, settings
        self.trial: Trial | None = None
        self.layer = TrialLayer(self._provisional)
        view.decorations.insert(0, self.layer)  # under the solver's effects
        self.badge = QLabel()
        self.badge.setContentsMargins(8, 0, 8, 0)
        self.badge.setVisible(False)
        status.addPermanentWidget(self.badge)
        a = actions
        a.auto_cross.setChecked(settings.value(AUTO_CROSS_KEY, False, type=bool))
        a.auto_cross.toggled.connect(self._auto_cross_toggled)
        a.try_start.triggered.connect(lambda: self._trial_do("start"))
        a.try_accept.triggered.connect(lambda: self._trial_do("accept"))
        a.try_reject.triggered.connect(lambda: self._trial_do("reject"))
        a.checkpoint.triggered.connect(self._set_checkpoint)
        a.back_to_checkpoint.triggered.connect(lambda: self._trial_do("back_to_checkpoint"))
        self._update()

    def set_game(self, session: GameSession, store: ProgressStore | None, key: str) -> None:
        """A new game is on the board (its saved progress already restored)."""
        if self.view.mapper is not None:
            self.view.mapper.auto_cross = self.actions.auto_cross.isChecked()
        self.trial = Trial(session, store, key)
        self.trial.changed.connect(self._update)
        session.changed.connect(self._update)
        self.layer.set_painter_for(session.play)
        self._update()

    def _provisional(self):
        return self.trial.provisional() if self.trial is not None else frozenset()

    def _trial_do(self, what: str) -> None:
        if self.trial is None or self.view.locked:  # the solver is playing the board
            return
        getattr(self.trial, what)()
        said = {
            "start": tr(
                "Trying: new marks are provisional. Accept keeps them, Reject takes them off."
            ),
            "accept": tr("Trial accepted: the marks are yours."),
            "reject": tr("Trial rejected: the board is back as it was before Try."),
            "back_to_checkpoint": tr("Back at the checkpoint."),
        }
        self.status.say(said[what])

    def _set_checkpoint(self) -> None:
        if self.trial is not None and not self.view.locked:
            self.trial.set_checkpoint()
            self.status.say(tr("Checkpoint set: Back to Checkpoint returns to this board."))

    def _auto_cross_toggled(self, on: bool) -> None:
        self.settings.setValue(AUTO_CROSS_KEY, on)
        if self.view.mapper is not None:
            self.view.mapper.auto_cross = on

    def _update(self) -> None:
        a, trial = self.actions, self.trial
        playing = trial is not None and not trial.session.won
        trying = playing and trial.trying
        a.try_start.setEnabled(playing and not trying)
        a.try_accept.setEnabled(trying)
        a.try_reject.setEnabled(trying)
        a.checkpoint.setEnabled(playing)
        a.back_to_checkpoint.setEnabled(playing and trial.can_return())
        if trying:
            color = TRIAL_DARK if self.view.theme.dark else TRIAL_LIGHT
            self.badge.setText(f'<b style="color:{color.name()}">{tr("Trying")}</b>')
        self.badge.setVisible(bool(trying))
        self.view.update()
