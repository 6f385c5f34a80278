"""Open a pack: a folder or `.zip` with `pack.toml` or of plain puzzle files (plain.py), or
one file that holds puzzles.

`open_pack(path)` reads everything once -- `pack.toml`, every puzzle file, the licence text --
and closes the folder or archive again, so a pack on a USB stick can be unplugged while it is
played, and listing it costs one pass. Each puzzle is read up front because the browser shows
its genre and size; the readers take a few milliseconds per file.

What makes the whole pack unusable (no or bad `pack.toml`, an unsafe or oversized archive) is
a PuzzleError. What is wrong with one puzzle (a missing file, a file that does not read, a
duplicate) stays on its `PackEntry.error`, and the rest of the pack plays.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath

from gridgames.engine.sentence import Sentence
from gridgames.errors import DraftError, PuzzleError, one_line
from gridgames.formats.common import Puzzle
from gridgames.formats.detect import SUPPORTED_EXTENSIONS
from gridgames.grading import GRADES
from gridgames.util.regular import kind_of

from .keys import content_hash, entry_key, slug, text_hash
from .manifest import Manifest, ManifestEntry, parse_manifest
from .plain import PLAIN_PACK_ID, puzzle_names
from .puzzlefiles import Part, decode_text, read_part, split_puzzles
from .sources import MANIFEST, MAX_MANIFEST_BYTES, FolderSource, PackSource, ZipSource

FILE_PACK_ID = "file"  # prefix of the id of a pack that is a single file


@dataclass(frozen=True)
class PackEntry:
    """One puzzle as the pack browser lists it."""

    key: str  # progress key: pack id, file, content hash (see keys.py)
    number: int  # 1-based position in the pack
    title: str
    source_name: str  # the file inside the pack; `file#n` for one puzzle of several
    genre: str = ""  # a registered genre's name; "" when unreadable
    variant: str | None = None  # the genre's variant, if it has variants
    width: int = 0
    height: int = 0
    difficulty: str | None = None  # easy | medium | hard | expert, when known
    author: str | None = None
    copyright: str | None = None
    error: PuzzleError | None = None  # why it cannot be played (a DraftError: it is edited)
    note: str | None = None  # a line the credits add (My puzzles: where it came from, when)

    @property
    def kind(self) -> str:
        """The genre as players name it: Fill-grid puzzles go by their variant."""
        from gridgames.games.registry import genre_named

        try:
            return genre_named(self.genre).kind_of_variant(self.variant)
        except KeyError:  # a genre this installation does not have
            return self.genre

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass
class Pack:
    ref: str  # how to open it again: an absolute path, or `builtin:<name>`
    pack_id: str
    location: Path
    title: str
    entries: list[PackEntry]
    author: str | None = None
    licence: str | None = None
    licence_text: str | None = None
    copyright: str | None = None
    attribution: str | None = None
    description: str | None = None
    url: str | None = None
    order: int = 100
    warnings: list[str] = field(default_factory=list)
    _puzzles: dict[str, Puzzle] = field(default_factory=dict, repr=False)

    def entry(self, key: str) -> PackEntry | None:
        return next((entry for entry in self.entries if entry.key == key), None)

    def problems(self) -> list[str]:
        """One line for each thing that cannot be played or read: every broken entry (its
        file in the pack, the line, why), then each warning (an unknown key, a folder that
        could not be listed)."""
        lines = []
        for entry in self.entries:
            if entry.error is not None and not isinstance(entry.error, DraftError):
                at = "" if entry.error.line is None else f":{entry.error.line}"
                where = one_line(f"{entry.source_name}{at}")
                lines.append(Sentence("{where}: {reason}", where=where, reason=entry.error.message))
        return lines + self.warnings

    def load(self, entry: PackEntry | str) -> Puzzle:
        """The puzzle of an entry (or key); raises the entry's PuzzleError if it has one."""
        found = self.entry(entry) if isinstance(entry, str) else entry
        if found is None:
            raise PuzzleError(
                Sentence("no puzzle with key {entry} in this pack", entry=repr(entry)), self.title
            )
        if found.error is not None:
            raise found.error
        return self._puzzles[found.key]


def entry_from(
    puzzle: Puzzle,
    key: str,
    number: int,
    title: str,
    source_name: str,
    difficulty: str | None = None,
) -> PackEntry:
    """The browser's line for a puzzle that reads: genre, size, and the level and credits
    its own metadata gives (`difficulty` from a pack's list wins over the file's)."""
    meta = puzzle.meta
    level = difficulty or meta.get("difficulty", "").lower() or None
    return PackEntry(
        key=key,
        number=number,
        title=title,
        source_name=source_name,
        genre=puzzle.genre,
        variant=getattr(puzzle, "variant", None),
        width=puzzle.width,
        height=puzzle.height,
        difficulty=level if level in GRADES else None,
        author=meta.get("author"),
        copyright=meta.get("copyright"),
    )


def pack_ref(path: str | os.PathLike[str]) -> str:
    return str(Path(path).absolute())


def open_pack(path: str | os.PathLike[str]) -> Pack:
    """A folder or `.zip` with `pack.toml`, `pack.toml` itself, a folder or `.zip` of puzzle
    files without one, or a puzzle file (a webpbn XML puzzleset or a list of URLs/IDs holds
    several puzzles; other files hold one)."""
    location = Path(path)
    shown = str(path)
    try:
        is_dir, is_file = location.is_dir(), location.is_file()
    except (OSError, ValueError):
        is_dir = is_file = False
    if is_file and location.name == MANIFEST:
        location, is_dir, is_file = location.parent, True, False
    if is_dir:
        folder = FolderSource(location)
        if (location / MANIFEST).is_file():
            return _manifest_pack(folder, location.name)
        return _plain_pack(folder, folder.listing(), location.name, folder.problems)
    if is_file and location.suffix.lower() == ".zip":
        archive = ZipSource(location)
        if archive.has_manifest:
            return _manifest_pack(archive, location.stem)
        return _plain_pack(archive, archive.listing(), location.stem, [])
    if is_file:
        return _file_pack(location)
    raise PuzzleError(_not_a_pack(location), shown)


def _not_a_pack(location: Path) -> str:
    """Why a path that is neither a folder nor a regular file cannot be a pack."""
    try:
        kind = kind_of(location.stat().st_mode)
    except (OSError, ValueError):
        return "no such file or folder"
    return f"is {kind}, not a puzzle file or pack"


def _manifest_pack(source: PackSource, default_title: str) -> Pack:
    try:
        shown = source.shown(MANIFEST)
        text = decode_text(source.read(MANIFEST, MAX_MANIFEST_BYTES), shown)
        manifest = parse_manifest(text, shown, default_title)
        pack_id = manifest.pack_id or slug(manifest.title)
        builder = _Builder(source, pack_id, manifest)
        for item in manifest.entries:
            builder.add(item)
        licence_text = _licence_text(source, manifest, builder.warnings)
    finally:
        source.close()
    return Pack(
        ref=pack_ref(source.location),
        pack_id=pack_id,
        location=source.location,
        title=manifest.title,
        entries=builder.entries,
        author=manifest.author,
        licence=manifest.licence,
        licence_text=licence_text,
        copyright=manifest.copyright,
        attribution=manifest.attribution,
        description=manifest.description,
        url=manifest.url,
        order=manifest.order,
        warnings=[*manifest.warnings, *builder.warnings],
        _puzzles=builder.puzzles,
    )


def _plain_pack(source: PackSource, listing: list[str], title: str, problems: list[str]) -> Pack:
    """A folder or zip of puzzle files without `pack.toml` (plain.py): titled by its name,
    its puzzle files in name order, each that does not read listed with its error."""
    try:
        names = puzzle_names(listing)
        if not names:
            kinds = ", ".join(SUPPORTED_EXTENSIONS)
            raise PuzzleError(
                Sentence(
                    "no {manifest} and no puzzle files ({kinds}) in it: not a puzzle pack",
                    manifest=MANIFEST,
                    kinds=kinds,
                ),
                str(source.location),
            )
        entries = tuple(ManifestEntry(number, None, name) for number, name in enumerate(names, 1))
        manifest = Manifest(title=title, entries=entries)
        builder = _Builder(source, f"{PLAIN_PACK_ID}:{slug(title)}", manifest)
        for item in entries:
            builder.add(item)
    finally:
        source.close()
    return Pack(
        ref=pack_ref(source.location),
        pack_id=builder.pack_id,
        location=source.location,
        title=title,
        entries=builder.entries,
        warnings=[*problems, *builder.warnings],
        _puzzles=builder.puzzles,
    )


def _licence_text(source: PackSource, manifest: Manifest, warnings: list[str]) -> str | None:
    if manifest.licence_file is None:
        return None
    shown = source.shown(manifest.licence_file)
    try:
        return decode_text(source.read(manifest.licence_file, MAX_MANIFEST_BYTES), shown)
    except PuzzleError as error:
        warnings.append(Sentence("licence_file: {reason}", reason=error.said))
        return None


def _file_pack(path: Path) -> Pack:
    """One file as a pack: its puzzles in file order; a lone puzzle that does not read is an
    error, as opening the file itself would be."""
    real = path.resolve()  # the user chose this file: a link to it is fine
    source = FolderSource(real.parent)
    name = real.name
    manifest = Manifest(title=path.stem, entries=(ManifestEntry(1, None, name),))
    pack_id = f"{FILE_PACK_ID}:{slug(name)}"
    builder = _Builder(source, pack_id, manifest)
    builder.add(manifest.entries[0])
    entries = builder.entries
    if len(entries) == 1 and entries[0].error is not None:
        raise entries[0].error
    title = builder.set_meta.get("title")
    if title is None and len(entries) == 1:
        title = entries[0].title
    return Pack(
        ref=pack_ref(path),
        pack_id=pack_id,
        location=path,
        title=title or path.stem,
        entries=entries,
        author=builder.set_meta.get("author"),
        copyright=builder.set_meta.get("copyright"),
        description=builder.set_meta.get("description"),
        warnings=builder.warnings,
        _puzzles=builder.puzzles,
    )


class _Builder:
    """Turns manifest entries into pack entries, reading each file once."""

    def __init__(self, source: PackSource, pack_id: str, manifest: Manifest) -> None:
        self.source = source
        self.pack_id = pack_id
        self.manifest = manifest
        self.entries: list[PackEntry] = []
        self.puzzles: dict[str, Puzzle] = {}
        self.warnings: list[str] = []
        self.set_meta: dict[str, str] = {}
        self._files: dict[tuple[str, int | None], ManifestEntry] = {}
        self._titles: dict[str, ManifestEntry] = {}

    def add(self, item: ManifestEntry) -> None:
        try:
            self._check_unique(item)
            assert item.file is not None  # an entry without one carries an error
            shown = self.source.shown(item.file)
            found = split_puzzles(decode_text(self.source.read(item.file), shown), item.file, shown)
        except PuzzleError as error:
            self._broken(item, error)
            return
        if found.is_set and not self.set_meta:
            self.set_meta = found.meta  # what a one-file pack is called
        parts = found.parts
        if item.index is not None:
            if item.index > len(parts):
                where = self.source.shown(MANIFEST)
                count = f"{len(parts)} puzzle{'s' if len(parts) != 1 else ''}"
                self._broken(
                    item,
                    PuzzleError(
                        Sentence(
                            "puzzle {number}: index {index}, but {file} holds {count}",
                            number=item.number,
                            index=item.index,
                            file=item.file,
                            count=count,
                        ),
                        where,
                        item.line,
                    ),
                )
                return
            parts = [parts[item.index - 1]]
        for part in parts:
            self._add_part(item, part, shown, found.is_set)

    def _check_unique(self, item: ManifestEntry) -> None:
        if item.error is not None:
            raise item.error
        where = self.source.shown(MANIFEST)
        earlier = self._files.setdefault((item.file or "", item.index), item)
        if earlier is not item:
            raise PuzzleError(
                _twice(
                    Sentence(
                        "puzzle {number}: {file} is already puzzle {earlier}",
                        number=item.number,
                        file=item.file,
                        earlier=earlier.number,
                    ),
                    earlier,
                ),  # fmt: skip
                where,
                item.line,
            )
        if item.title is not None:
            earlier = self._titles.setdefault(item.title.casefold(), item)
            if earlier is not item:
                raise PuzzleError(
                    _twice(
                        Sentence(
                            "puzzle {number}: the title {title} is already puzzle {earlier}'s",
                            number=item.number,
                            title=repr(item.title),
                            earlier=earlier.number,
                        ),
                        earlier,
                    ),  # fmt: skip
                    where,
                    item.line,
                )

    def _add_part(self, item: ManifestEntry, part: Part, shown: str, is_set: bool) -> None:
        assert item.file is not None
        name = f"{item.file}#{part.number}" if is_set else item.file
        number = len(self.entries) + 1
        try:
            puzzle = read_part(part, f"{shown}#{part.number}" if is_set else shown)
        except DraftError as draft:  # listed with its kind and size; opened in edit mode
            key = entry_key(self.pack_id, name, text_hash(part.text))
            title = self._title(item, draft.draft.meta.get("title"), name, part.number, is_set)
            entry = entry_from(draft.draft, key, number, title, name)
            self.entries.append(replace(entry, error=draft))
            return
        except PuzzleError as error:
            key = entry_key(self.pack_id, name, text_hash(part.text))
            title = self._title(item, None, name, part.number, is_set)
            self.entries.append(PackEntry(key, number, title, name, error=error))
            return
        key = entry_key(self.pack_id, name, content_hash(puzzle))
        meta = puzzle.meta
        entry = entry_from(
            puzzle, key, number, self._title(item, meta.get("title"), name, part.number, is_set),
            name, item.difficulty,
        )  # fmt: skip
        self.entries.append(
            replace(
                entry,
                author=item.author or entry.author or self.manifest.author,
                copyright=item.copyright or entry.copyright or self.manifest.copyright,
            )
        )
        self.puzzles[key] = puzzle

    def _title(
        self, item: ManifestEntry, own: str | None, name: str, number: int, is_set: bool
    ) -> str:
        """pack.toml's title, then the puzzle's own, then the file name; several puzzles
        listed under one title are numbered."""
        if item.title is not None:
            return f"{item.title} {number}" if is_set and item.index is None else item.title
        if own:
            return own
        stem = PurePosixPath(name.split("#")[0]).stem
        return f"{stem} {number}" if is_set else stem

    def _broken(self, item: ManifestEntry, error: PuzzleError) -> None:
        name = item.file or f"puzzle {item.number}"
        title = item.title or PurePosixPath(name).stem or name
        key = entry_key(self.pack_id, name, text_hash(str(error)))
        self.entries.append(PackEntry(key, len(self.entries) + 1, title, name, error=error))


def _twice(said: str, earlier: ManifestEntry) -> str:
    """A repeated entry's message, naming the earlier one's line when it has one."""
    if earlier.line is None:
        return said
    return Sentence("{said} (line {line})", said=said, line=earlier.line)
