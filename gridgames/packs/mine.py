"""My puzzles: every puzzle the player made, generated, pasted or opened, kept as a pack.

    mine = MyPuzzles(data_folder / "my-puzzles")
    name = mine.remember(puzzle, MADE)              # the designer saves; newest first
    mine.remember(edited, MADE, replaces=name)      # a later save of the same design
    pack = mine.pack()                              # for the browser, newest first
    mine.export_zip("~/mine.zip")                   # a zip pack: pack.toml + .gg files

The folder holds one `.gg` file per puzzle and `index.json` (where each came from and when).
The files are the truth: each is written whole (atomically) before the index, and the index
is only an order and a label. So a crash between the two, a second window writing the index
at the same time, or an index damaged on disk loses no puzzle: a file the index does not name
is listed by its time, a damaged index is set aside and rebuilt from the files, and a damaged
file is listed with its one-line error while every other puzzle plays.

A puzzle is keyed as if it were opened on its own (`puzzle_key`, its clues' hash), so its
progress is the same whether it is played from this pack or opened again from its file or
URL; and the same clues remembered twice are one entry, moved to the top.
"""

from __future__ import annotations

import json
import os
import time
import zipfile
from dataclasses import dataclass, replace
from pathlib import Path

from gridgames.engine.sentence import Sentence
from gridgames.errors import DraftError, PuzzleError, shorten
from gridgames.formats.common import Puzzle
from gridgames.formats.gg import as_saved, read_gg, unmarked, write_gg
from gridgames.util.atomic import atomic_file, write_text_atomic

from .keys import content_hash, puzzle_key
from .manifest import write_manifest
from .pack import Pack, PackEntry, entry_from
from .puzzlefiles import decode_text
from .sources import FolderSource

MINE = "mine:"  # the pack's ref: it lives in the data folder, not at a path the player chose
TITLE = Sentence("My puzzles")  # shown in the player's language
DESCRIPTION = Sentence("Every puzzle you made, generated, pasted or opened, newest first.")
INDEX = "index.json"
INDEX_VERSION = 1
# Where a puzzle came from, as the index records it.
MADE, GENERATED, PASTED, OPENED = "made", "generated", "pasted", "opened"
ORIGINS = (MADE, GENERATED, PASTED, OPENED)
ORIGIN_WORDS = {MADE: "Made", GENERATED: "Generated", PASTED: "Pasted", OPENED: "Opened"}


@dataclass(frozen=True)
class Remembered:
    """One line of the index."""

    file: str  # the .gg file's name in the folder
    origin: str | None  # one of ORIGINS; None for a file the index did not know
    saved: float  # seconds since the epoch
    digest: str = ""  # the clues' hash when saved: the same clues again replace the entry
    title: str | None = None  # what to call a puzzle with no title of its own (its file's name)

    def as_json(self) -> dict[str, object]:
        return {
            "file": self.file, "origin": self.origin, "saved": self.saved, "hash": self.digest,
            "title": self.title,
        }  # fmt: skip


class MyPuzzles:
    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.message = ""  # one line for the player when the index had to be rebuilt
        self._cache: dict[str, tuple[tuple[int, int], Puzzle | PuzzleError]] = {}

    # ------------------------------------------------------------------ saving

    def remember(
        self, puzzle: Puzzle, origin: str, replaces: str | None = None, title: str | None = None
    ) -> str:
        """Keep `puzzle` (its `.gg` text: clues, metadata and answer, whatever its genre) at
        the top of the list; returns its file name. `replaces`: the name an earlier
        `remember` returned for the same work (a design saved again after more edits), whose
        file is overwritten; `title`: what to call it if it has no title of its own (the
        name of the file it was opened from). The same clues already kept move to the top
        instead of being kept twice. A draft that is not a puzzle yet (a Shikaku whose clues
        do not add up to the board) is kept as a draft file (`gg.as_saved`), listed as
        such and opened in edit mode. OSError if the folder cannot be written; PuzzleError
        (saying why) for a puzzle whose file would not open again as it was."""
        if origin not in ORIGINS:
            raise ValueError(f"origin {origin!r} is not one of {', '.join(ORIGINS)}")
        puzzle = as_saved(puzzle)
        text = write_gg(puzzle)
        _check_reads_back(puzzle, text)
        digest = content_hash(puzzle)
        entries = self._entries()
        same = [e for e in entries if e.file == replaces or (e.digest == digest and digest)]
        name = same[0].file if same else self._new_name(puzzle, entries)
        if same and same[0].origin == MADE:
            origin = MADE  # made here, then opened again: still the player's own
        write_text_atomic(self.folder / name, text)  # the file first: it is the truth
        kept = [e for e in entries if e not in same]
        self._write_index([Remembered(name, origin, time.time(), digest, title), *kept])
        return name

    def forget(self, name: str) -> None:
        """Take a puzzle off the list and delete its file."""
        self._write_index([e for e in self._entries() if e.file != name])
        (self.folder / name).unlink(missing_ok=True)

    def _new_name(self, puzzle: Puzzle, entries: list[Remembered]) -> str:
        from gridgames.games.registry import kind_of

        stamp = time.strftime("%Y%m%d-%H%M%S")
        base = f"{stamp}-{kind_of(puzzle)}-{puzzle.width}x{puzzle.height}"
        taken = {e.file for e in entries}
        name, count = f"{base}.gg", 1
        while name in taken or (self.folder / name).exists():
            count += 1
            name = f"{base}-{count}.gg"
        return name

    def _write_index(self, entries: list[Remembered]) -> None:
        data = {"version": INDEX_VERSION, "puzzles": [e.as_json() for e in entries]}
        write_text_atomic(self.folder / INDEX, json.dumps(data, indent=1) + "\n")

    # ------------------------------------------------------------------ reading

    def _entries(self) -> list[Remembered]:
        """The index, newest first, with every `.gg` file it does not name added by its
        time (and none it names that is gone); a damaged index is set aside (and said in
        `message`) and rebuilt."""
        listed = [e for e in self._read_index() if (self.folder / e.file).exists()]
        named = {e.file for e in listed}
        try:
            files = [p for p in self.folder.iterdir() if p.suffix == ".gg" and p.name not in named]
        except OSError:
            files = []
        found = [Remembered(p.name, None, _mtime(p)) for p in files]
        return sorted([*listed, *found], key=lambda e: -e.saved)

    def _read_index(self) -> list[Remembered]:
        path = self.folder / INDEX
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or not isinstance(data.get("puzzles"), list):
                raise ValueError("no list of puzzles")
            return [_remembered(item) for item in data["puzzles"]]
        except FileNotFoundError:
            return []
        except (OSError, ValueError, KeyError, TypeError) as error:
            reason = shorten(str(error), 48)
            if _set_aside(path):
                what = Sentence("damaged ({reason}): set aside and rebuilt from the puzzle "
                                "files, none lost", reason=reason)  # fmt: skip
            else:
                what = Sentence("damaged ({reason}): rebuilt from the puzzle files, none lost",
                                reason=reason)  # fmt: skip
            self.message = PuzzleError(what, str(path)).said
            return []

    def pack(self) -> Pack:
        """The pack the browser lists: newest first, each entry keyed by its clues; a file
        that does not read is listed with its error, the rest play."""
        entries: list[PackEntry] = []
        puzzles: dict[str, Puzzle] = {}
        for remembered in self._entries():
            number = len(entries) + 1
            read = self._read(remembered.file)
            if isinstance(read, DraftError):  # listed, and opened in edit mode
                draft = read.draft
                title = draft.meta.get("title") or remembered.title or _untitled(draft)
                entry = entry_from(draft, puzzle_key(draft), number, title, remembered.file)
                entries.append(replace(entry, note=_note(remembered), error=read))
                continue
            if isinstance(read, PuzzleError):
                key = f"{MINE}{remembered.file}"
                entries.append(PackEntry(key, number, Path(remembered.file).stem,
                                         remembered.file, error=read))  # fmt: skip
                continue
            puzzle = read
            key = puzzle_key(puzzle)
            if key in puzzles:  # the same clues in two files (copied in by hand)
                continue
            title = puzzle.meta.get("title") or remembered.title or _untitled(puzzle)
            entry = entry_from(puzzle, key, number, title, remembered.file)
            entries.append(replace(entry, note=_note(remembered)))
            puzzles[key] = puzzle
        return Pack(
            ref=MINE,
            pack_id="mine",
            location=self.folder,
            title=TITLE,
            entries=entries,
            description=DESCRIPTION,
            order=-1,
            _puzzles=puzzles,
        )

    def _read(self, name: str) -> Puzzle | PuzzleError:
        """A kept file's puzzle (or why it does not read), read again only when the file
        changed: the list is read at every puzzle kept, and may hold hundreds."""
        path = self.folder / name
        try:
            status = path.stat()
            stamp = (status.st_mtime_ns, status.st_size)
        except OSError:
            stamp = None
        cached = self._cache.get(name)
        if cached is not None and stamp is not None and cached[0] == stamp:
            return cached[1]
        source = FolderSource(self.folder)  # one each: a pack's 64 MB budget is not ours
        shown = source.shown(name)
        try:
            found: Puzzle | PuzzleError = read_gg(decode_text(source.read(name), shown), shown)
        except PuzzleError as error:
            found = error
        if stamp is not None:
            self._cache[name] = (stamp, found)
        return found

    # ------------------------------------------------------------------ export

    def export_zip(self, target: str | os.PathLike[str]) -> int:
        """Write the list as a zip pack (`pack.toml` in the same order, then the `.gg`
        files, drafts as drafts), whole or not at all; returns how many puzzles it holds.
        Files that do not read are left out. OSError if the target cannot be written."""
        pack = self.pack()
        playable = [entry for entry in pack.entries if entry.ok or _drafted(entry)]
        manifest = write_manifest(
            {"format": 1, "id": "my-puzzles", "title": TITLE, "description": DESCRIPTION},
            [{"file": entry.source_name, "title": entry.title} for entry in playable],
        )
        with atomic_file(target) as out, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("pack.toml", manifest)
            for entry in playable:
                puzzle = entry.error.draft if _drafted(entry) else pack.load(entry)  # type: ignore[union-attr]
                archive.writestr(entry.source_name, write_gg(as_saved(puzzle)))
        return len(playable)


def _drafted(entry: PackEntry) -> bool:
    """A draft the author saved before it was a puzzle: exported too, nothing made is lost."""
    return isinstance(entry.error, DraftError)


def _check_reads_back(puzzle: Puzzle, text: str) -> None:
    """The `.gg` text opens as exactly this puzzle (a draft as this draft), or a
    PuzzleError says why not."""
    try:
        back = read_gg(text, "<my puzzles>")
    except DraftError as draft:
        back, puzzle = draft.draft, unmarked(puzzle)
    same = (back.meta, back.given_solution) == (puzzle.meta, puzzle.given_solution)
    if back != puzzle or not same:  # pragma: no cover - the round-trip tests forbid it
        raise PuzzleError(Sentence("the puzzle would not open again as it was"), "<my puzzles>")


def _remembered(item: object) -> Remembered:
    if not isinstance(item, dict):
        raise TypeError(f"an entry is not a table: {item!r:.40}")
    file, origin, saved = item["file"], item.get("origin"), item["saved"]
    digest, title = item.get("hash") or "", item.get("title")
    if not isinstance(file, str) or "/" in file or "\\" in file or not file.endswith(".gg"):
        raise ValueError(f"bad file name {file!r:.40}")
    if origin is not None and origin not in ORIGINS:
        raise ValueError(f"unknown origin {origin!r:.20}")
    if isinstance(saved, bool) or not isinstance(saved, int | float) or not isinstance(digest, str):
        raise TypeError(f"bad entry {item!r:.60}")
    if title is not None and not isinstance(title, str):
        raise TypeError(f"bad title {title!r:.40}")
    return Remembered(file, origin, float(saved), digest, title)


def _untitled(puzzle: Puzzle) -> str:
    from gridgames.games.registry import kind_label, kind_of

    return f"{kind_label(kind_of(puzzle))} {puzzle.width}\u00d7{puzzle.height}"


def _note(remembered: Remembered) -> str:
    """ "Made 25 Nov 2026 15:40": where a puzzle came from and when, for the credits."""
    when = time.strftime("%d %b %Y %H:%M", time.localtime(remembered.saved))
    return f"{ORIGIN_WORDS.get(remembered.origin or '', 'Added')} {when}"


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _set_aside(path: Path) -> Path | None:
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        path.replace(aside)
    except OSError:
        return None
    return aside
