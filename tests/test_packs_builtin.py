"""The packs shipped in puzzles/: each opens cleanly, credits its authors under its own
licence, holds exactly the files it lists, copies the shared data verbatim, installs as data
files, and every puzzle in it solves to an answer the rules accept."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from gridgames.errors import PuzzleError
from gridgames.games.registry import genre_of
from gridgames.packs import builtin_packs, builtin_root, open_ref
from gridgames.packs.builtin import ENVIRONMENT
from gridgames.solving import solve_puzzle

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = ROOT / "puzzles"
SHARED = ROOT.parent / "shared" / "data"
PACK_FOLDERS = sorted(path.parent for path in PUZZLES.glob("*/pack.toml"))
PUZZLE_SUFFIXES = {".gg", ".non", ".xml", ".txt"}
# Licences whose terms require title, author and copyright to be shown with each puzzle.
ATTRIBUTION_REQUIRED = ("CC-BY-3.0", "CC-BY-SA-4.0")


@pytest.fixture(scope="module")
def packs():
    errors: list[PuzzleError] = []
    found = builtin_packs(errors.append)
    assert errors == []
    return found


def test_the_root_is_the_checkout_and_every_folder_is_a_pack(packs):
    assert builtin_root() == PUZZLES
    assert [pack.ref for pack in packs][:2] == ["builtin:seeds", "builtin:mit-samples"]
    assert sorted(pack.ref for pack in packs) == sorted(f"builtin:{p.name}" for p in PACK_FOLDERS)
    assert len({pack.pack_id for pack in packs}) == len(packs)


def test_packs_open_without_warnings_and_credit_their_authors(packs):
    for pack in packs:
        assert pack.warnings == [], pack.ref
        assert pack.title and pack.author and pack.licence and pack.attribution, pack.ref
        assert pack.entries and all(entry.ok for entry in pack.entries), pack.ref
        if pack.ref != "builtin:seeds":
            assert pack.licence_text and len(pack.licence_text) > 500, pack.ref
        if pack.licence in ATTRIBUTION_REQUIRED:
            for entry in pack.entries:
                assert entry.title and entry.author and entry.copyright, entry.key


def test_copyleft_and_attribution_licences_stay_in_their_own_packs(packs):
    by_licence: dict[str, set[str]] = {}
    for pack in packs:
        for entry in pack.entries:
            puzzle = pack.load(entry)
            declared = puzzle.meta.get("licence")
            if declared:  # what the file itself says must be the pack's licence
                assert declared == pack.licence, entry.key
        by_licence.setdefault(pack.licence, set()).add(pack.ref)
    assert by_licence["GPL-2.0"] == {"builtin:qnonograms-gpl"}
    assert by_licence["CC-BY-3.0"] == {"builtin:webpbn-cc-by"}


def test_each_folder_holds_exactly_what_its_pack_lists():
    for folder in PACK_FOLDERS:
        manifest = tomllib.loads((folder / "pack.toml").read_text(encoding="utf-8"))
        listed = {entry["file"] for entry in manifest["puzzle"]}
        present = {path.name for path in folder.iterdir() if path.suffix.lower() in PUZZLE_SUFFIXES}
        assert listed == present, folder.name
        assert not [path for path in folder.iterdir() if path.is_dir()], "pack folders are flat"
        if "licence_file" in manifest:
            assert (folder / manifest["licence_file"]).is_file()


def test_every_pack_file_is_package_data():
    """pyproject's package-data globs (relative to gridgames/, whose data/puzzles links to
    puzzles/) take every file of every pack folder, and the README."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["gridgames"]
    package = ROOT / "gridgames"
    files = [path for folder in PACK_FOLDERS for path in folder.iterdir()]
    files.append(PUZZLES / "README.md")
    for path in files:
        shown = package / "data" / "puzzles" / path.relative_to(PUZZLES)
        assert any(shown.relative_to(package).match(glob) for glob in globs), path


@pytest.mark.skipif(not SHARED.is_dir(), reason="shared data not present")
def test_shared_puzzles_are_copied_verbatim():
    sources = {path.name: path for path in SHARED.rglob("*") if path.suffix in (".gg", ".non")}
    copied = 0
    for folder in PACK_FOLDERS:
        if folder.name == "seeds" or folder.name.startswith("generated-"):
            continue  # our own boards, not copies of shared data
        for path in folder.iterdir():
            if path.suffix in (".gg", ".non"):
                assert path.read_bytes() == sources[path.name].read_bytes(), path
                copied += 1
    assert copied == 6 + 5 + 1 + 7 + 26


def test_every_built_in_puzzle_solves_to_an_answer_the_rules_accept(packs):
    for pack in packs:
        for entry in pack.entries:
            puzzle = pack.load(entry)
            report = solve_puzzle(puzzle, max_solutions=2, timeout=10)
            assert report.status in ("unique", "multiple"), (entry.key, report.status)
            assert genre_of(puzzle).check(puzzle, report.answer) == [], entry.key
            if report.status == "unique" and puzzle.given_solution is not None:
                assert genre_of(puzzle).check(puzzle, puzzle.given_solution) == [], entry.key
            if report.status == "multiple":
                assert entry.difficulty is None, entry.key  # no grade for an ambiguous board


def test_refs_reopen_packs_and_the_root_can_be_overridden(packs, tmp_path, monkeypatch):
    seeds = open_ref("builtin:seeds")
    assert [e.key for e in seeds.entries] == [e.key for e in packs[0].entries]
    assert open_ref(str(PUZZLES / "seeds")).pack_id == seeds.pack_id
    for bad in ("builtin:", "builtin:../seeds", "builtin:nope"):
        with pytest.raises(PuzzleError):
            open_ref(bad)
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path))
    assert builtin_root() == tmp_path and builtin_packs() == []
