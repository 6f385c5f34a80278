"""Packs and progress behind the window: the library, the pack browser, the progress store,
and the link that saves the game being played.

The window opens games and shows errors; the shelf knows where games come from and what
was saved about them:
- `entry_game(ref, key)`: a puzzle of a listed pack, ready for `MainWindow.start_game`;
- `last_game()`: what the player had open when the app last closed, to resume;
- `attach(session, key, pack_ref)`: put saved progress on a new session and keep saving it;
- `add` / `remove`: packs the player brings or drops, remembered in the store;
- `remember(puzzle, origin)`: keep a puzzle made, generated, pasted or opened in My puzzles
  (`packs/mine.py`), the pack listed first.

A puzzle opened on its own (a file, a URL, a pasted ID) has no pack to reopen it from, so its
`.gg` text is kept in the store with its key: a pasted puzzle resumes after a restart too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..engine.sentence import Sentence
from ..errors import DraftError, PuzzleError
from ..formats.detect import parse_puzzle_text
from ..formats.gg import write_gg
from ..games.genre import Puzzle
from ..packs import Pack
from ..packs.mine import MINE, MyPuzzles
from .i18n import Texts, render
from .later import call_later
from .library import Library
from .packs_panel import PacksPanel
from .progress_link import ProgressLink, data_dir, open_store, restore
from .session import GameSession

tr = Texts(__name__)

LOOSE_STATE = "loose_puzzle"  # app state: the last puzzle opened outside any pack
MY_PUZZLES_FOLDER = "my-puzzles"  # in the data folder, beside the progress file


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
        self.mine = MyPuzzles(Path(progress_dir or data_dir()) / MY_PUZZLES_FOLDER)
        self.library = Library(self.store, self.mine)
        self.panel = PacksPanel()
        self.link: ProgressLink | None = None
        # Asked at a win: is it the player's? (The window says no while the solver plays.)
        self.player_won: Callable[[], bool] = lambda: True
        self.panel.remove_requested.connect(self.remove)
        self.panel.forget_requested.connect(self.forget)
        self.refresh()
        if self.mine.message:  # its list was damaged and rebuilt: nothing lost, but say so
            call_later(self, lambda: self.said.emit(render(self.mine.message)))

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

    def mine_file(self, ref: str, key: str) -> str | None:
        """The file in My puzzles of a listed puzzle, None for one of another pack."""
        pack = self.library.find(ref) if ref == MINE else None
        entry = pack.entry(key) if pack is not None else None
        return entry.source_name if entry is not None else None

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
        drafts = sum(isinstance(entry.error, DraftError) for entry in listed.entries)
        broken = len(listed.entries) - count - drafts  # a draft is no fault: it is edited
        if broken:
            said = tr.n(
                count,
                "Pack \u201c{pack}\u201d: 1 puzzle ({broken} cannot be played: see their tooltips)",
                "Pack \u201c{pack}\u201d: {count} puzzles ({broken} cannot be played: see their "
                "tooltips)",
                pack=render(listed.title),
                broken=broken,
            )
        else:
            said = tr.n(
                count,
                "Pack \u201c{pack}\u201d: 1 puzzle",
                "Pack \u201c{pack}\u201d: {count} puzzles",
                pack=render(listed.title),
            )
        if drafts:
            said = tr.n(
                drafts,
                "{said}, and 1 draft (it opens in edit mode)",
                "{said}, and {count} drafts (they open in edit mode)",
                said=said,
            )
        self.said.emit(said)
        return listed

    # ------------------------------------------------------------------ my puzzles

    def remember(
        self, puzzle: Puzzle, origin: str, replaces: str | None = None, title: str | None = None
    ) -> str | None:
        """Keep a puzzle in My puzzles, newest first (origin: mine.MADE, GENERATED, PASTED or
        OPENED; `replaces`: the name an earlier call returned for the same work, e.g. a
        design saved again; `title`: its name if it has no title) and list it. Returns its
        file name, or None if it could not be written (said in the status bar: the game
        itself goes on)."""
        try:
            name = self.mine.remember(puzzle, origin, replaces, title)
        except OSError as error:
            self.said.emit(tr("Not kept in My puzzles: {reason}", reason=error.strerror or error))
            return None
        except PuzzleError as error:
            self.said.emit(tr("Not kept in My puzzles: {reason}", reason=render(error.message)))
            return None
        self.library.reload_mine()
        self.refresh()
        return name

    def forget(self, key: str) -> None:
        """Take a puzzle off My puzzles (its file is deleted; its progress stays)."""
        pack = self.library.find(MINE)
        entry = pack.entry(key) if pack is not None else None
        if entry is None:
            return
        try:
            self.mine.forget(entry.source_name)
        except OSError as error:
            self.said.emit(tr("Could not remove it: {reason}", reason=error.strerror or error))
            return
        self.library.reload_mine()
        self.refresh()
        self.said.emit(tr("Removed \u201c{title}\u201d from My puzzles.", title=entry.title))

    def export_mine(self, target: str) -> int | None:
        """My puzzles as a zip pack at `target`; how many puzzles it holds, or None (said)."""
        try:
            count = self.mine.export_zip(target)
        except OSError as error:
            self.said.emit(
                tr("Could not write {file}: {reason}", file=target, reason=error.strerror or error)
            )
            return None
        self.said.emit(
            tr.n(count, "Saved 1 puzzle to {file}", "Saved {count} puzzles to {file}", file=target)
        )
        return count

    def remove(self, ref: str) -> None:
        pack = self.library.find(ref)
        self.library.remove(ref)
        self.refresh()
        name = render(pack.title) if pack is not None else ref
        self.said.emit(
            tr("Removed \u201c{pack}\u201d from the list; its progress is kept.", pack=name)
        )
