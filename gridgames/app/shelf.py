"""Packs and progress behind the window: the library, the pack browser, the progress store,
and the link that saves the game being played.

The window opens games and shows errors; the shelf knows where games come from and what
was saved about them:
- `entry_game(ref, key)`: a puzzle of a listed pack, ready for `MainWindow.start_game`;
- `last_game()`: what the player had open when the app last closed, to resume;
- `attach(session, key, pack_ref)`: put saved progress on a new session and keep saving it;
- `add` / `remove`: packs the player brings or drops, remembered in the store.

A puzzle opened on its own (a file, a URL, a pasted ID) has no pack to reopen it from, so its
`.gg` text is kept in the store with its key: a pasted puzzle resumes after a restart too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..engine.sentence import Sentence
from ..errors import PuzzleError
from ..formats.detect import parse_puzzle_text
from ..formats.gg import write_gg
from ..games.genre import Puzzle
from ..packs import Pack
from .i18n import Texts
from .library import Library
from .packs_panel import PacksPanel
from .progress_link import ProgressLink, open_store, restore
from .session import GameSession

tr = Texts(__name__)

LOOSE_STATE = "loose_puzzle"  # app state: the last puzzle opened outside any pack


@dataclass(frozen=True)
class Game:
    """What `MainWindow.start_game` needs to open a puzzle where progress can find it."""

    puzzle: Puzzle
    source: str
    key: str | None = None
    pack_ref: str | None = None
    title: str | None = None


class Shelf(QObject):
    said = Signal(str)  # a sentence for the status bar

    def __init__(self, parent: QObject, progress_dir: str | Path | None = None) -> None:
        super().__init__(parent)
        self.store = open_store(progress_dir)
        self.library = Library(self.store)
        self.panel = PacksPanel()
        self.link: ProgressLink | None = None
        # Asked at a win: is it the player's? (The window says no while the solver plays.)
        self.player_won: Callable[[], bool] = lambda: True
        self.panel.remove_requested.connect(self.remove)
        self.refresh()

    def refresh(self) -> None:
        self.panel.set_packs(self.library.packs, self.library.missing, self.store.summaries())

    # ------------------------------------------------------------------ finding games

    def entry_game(self, ref: str, key: str) -> Game:
        pack = self.library.find(ref)
        if pack is None:
            raise PuzzleError(Sentence("this pack is no longer in the list"), ref)
        entry = pack.entry(key)
        if entry is None:
            raise PuzzleError(Sentence("this puzzle is no longer in its pack"), pack.title)
        source = str(Path(pack.location) / entry.source_name)
        return Game(pack.load(entry), source, key, ref, entry.title)

    def game_at(self, path: str) -> Game | None:
        """The listed puzzle a file is (see Library.entry_at), as a game of its pack."""
        found = self.library.entry_at(path)
        return self.entry_game(found[0].ref, found[1].key) if found is not None else None

    def last_game(self) -> Game | None:
        """The puzzle open when the app last closed, if it can still be found."""
        last = self.store.last_puzzle()
        if last is None:
            return None
        key, ref = last
        try:
            if ref is not None:
                return self.entry_game(ref, key)
            loose = self.store.get_state(LOOSE_STATE)
            if not isinstance(loose, dict) or loose.get("key") != key:
                return None
            source = str(loose.get("source") or "")
            return Game(parse_puzzle_text(str(loose["text"]), source), source, key)
        except (PuzzleError, KeyError):
            return None

    def first_game(self) -> Game | None:
        first = self.panel.first_playable()
        return self.entry_game(*first) if first is not None else None

    # ------------------------------------------------------------------ progress

    def attach(self, session: GameSession, key: str, pack_ref: str | None) -> str:
        """Resume `session` from its saved progress and save it from now on. Returns a
        sentence for the player if the saved moves could not be read, else ""."""
        self.detach()
        problem = restore(self.store, session, key, pack_ref)
        if pack_ref is None:
            loose = {"key": key, "text": write_gg(session.puzzle), "source": session.source}
            self.store.set_state(LOOSE_STATE, loose)
        self.link = ProgressLink(self.store, session, key, lambda: self.player_won())
        self.link.saved.connect(self._saved)
        self.link.failed.connect(
            lambda why: self.said.emit(tr("Progress not saved: {error}", error=why))
        )
        self._saved(key)
        self.panel.select_key(key)
        if pack_ref is None:
            self.panel.show_puzzle_credits(session.puzzle)
        return problem

    def detach(self) -> None:
        """Save the clock of the game being left and stop following it."""
        if self.link is not None:
            self.link.detach()
            self.link = None

    def close(self) -> None:
        self.detach()
        self.store.close()

    def _saved(self, key: str) -> None:
        self.panel.set_summary(key, self.store.summaries().get(key))

    # ------------------------------------------------------------------ packs

    def add(self, pack: Pack) -> Pack:
        """List (and remember) a pack the player opened, and show it."""
        listed = self.library.add(pack)
        self.refresh()
        self.panel.select_pack(listed.ref)
        count = sum(entry.ok for entry in listed.entries)
        broken = len(listed.entries) - count
        if broken:
            said = tr.n(
                count,
                "Pack \u201c{pack}\u201d: 1 puzzle ({broken} cannot be played: see their tooltips)",
                "Pack \u201c{pack}\u201d: {count} puzzles ({broken} cannot be played: see their "
                "tooltips)",
                pack=listed.title,
                broken=broken,
            )
        else:
            said = tr.n(
                count,
                "Pack \u201c{pack}\u201d: 1 puzzle",
                "Pack \u201c{pack}\u201d: {count} puzzles",
                pack=listed.title,
            )
        self.said.emit(said)
        return listed

    def remove(self, ref: str) -> None:
        pack = self.library.find(ref)
        self.library.remove(ref)
        self.refresh()
        name = pack.title if pack is not None else ref
        self.said.emit(
            tr("Removed \u201c{pack}\u201d from the list; its progress is kept.", pack=name)
        )
