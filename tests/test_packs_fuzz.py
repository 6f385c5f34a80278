"""Fuzzing packs: any pack.toml text, any archive bytes, any member names and contents may
only ever give a Pack or a PuzzleError -- never another exception, never a hang."""

from __future__ import annotations

import io
import tempfile
import warnings
import zipfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.packs import Pack, open_pack
from tests.pack_samples import FILES, MANIFEST, PUZZLESET, SHIKAKU, make_pack

FUZZ = settings(
    max_examples=80,
    deadline=5000,  # ms: a hang shows up as a failure, not a stuck run
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
TOML_PIECES = [
    "[[puzzle]]\n", "[puzzle]\n", 'file = "a.gg"\n', 'file = "../a.gg"\n', 'file = "/etc/x"\n',
    'title = "T"\n', "title = 3\n", 'difficulty = "hard"\n', "index = 0\n", "index = 99\n",
    "format = 9\n", 'id = "x y"\n', "puzzle = []\n", "[[puzzle.x]]\n", "= \n", '"\n', "[[\n",
    "a = [" * 50 + "\n", "n = " + "9" * 5000 + "\n", 'licence_file = "sub"\n', "\x00", "\ufeff",
]  # fmt: skip


def opens_cleanly(path: Path) -> Pack | None:
    try:
        pack = open_pack(path)
    except PuzzleError as error:
        assert error.message and str(error).startswith(error.source)
        return None
    for entry in pack.entries:
        if entry.ok:
            pack.load(entry)
        else:
            assert isinstance(entry.error, PuzzleError)
            assert str(entry.error)
    return pack


def mutate(text: str, data: st.DataObject) -> str:
    """Insert, delete or replace a few spans of `text`."""
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        kind = data.draw(st.sampled_from(["insert", "delete", "piece"]))
        if kind == "delete":
            text = text[:at] + text[at + data.draw(st.integers(1, 20)) :]
        elif kind == "insert":
            text = text[:at] + data.draw(st.text(max_size=8)) + text[at:]
        else:
            text = text[:at] + data.draw(st.sampled_from(TOML_PIECES)) + text[at:]
    return text


@FUZZ
@given(st.text(max_size=300))
def test_random_pack_toml_text(text):
    with tempfile.TemporaryDirectory() as folder:
        opens_cleanly(make_pack(Path(folder) / "p", FILES, manifest=text))


@FUZZ
@given(st.data())
def test_mutated_pack_toml(data):
    with tempfile.TemporaryDirectory() as folder:
        opens_cleanly(make_pack(Path(folder) / "p", FILES, manifest=mutate(MANIFEST, data)))


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes_as_an_archive(blob):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.zip"
        path.write_bytes(b"PK\x03\x04" + blob)
        opens_cleanly(path)


def _valid_zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("pack.toml", MANIFEST)
        for name, text in FILES.items():
            archive.writestr(name, text)
    return buffer.getvalue()


VALID_ZIP = _valid_zip()


@FUZZ
@given(st.data())
def test_mutated_archive_bytes(data):
    blob = bytearray(VALID_ZIP)
    for _ in range(data.draw(st.integers(1, 6))):
        at = data.draw(st.integers(0, len(blob) - 1))
        blob[at] = data.draw(st.integers(0, 255))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.zip"
        path.write_bytes(bytes(blob))
        opens_cleanly(path)


NAMES = st.one_of(
    st.sampled_from(["pack.toml", "a.gg", "sub/b.non", "LICENSE", "p/pack.toml", "../x", "/x"]),
    st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=12),
)
CONTENTS = st.one_of(
    st.sampled_from([MANIFEST, SHIKAKU, PUZZLESET, "", "\x00"]),
    st.binary(max_size=60),
    st.text(max_size=60),
)


@FUZZ
@given(st.lists(st.tuples(NAMES, CONTENTS), max_size=6))
def test_archives_of_random_members(members):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # duplicate names are wanted: the pack must refuse them
        for name, content in members:
            try:
                archive.writestr(name, content)
            except (ValueError, IndexError):  # names zipfile itself cannot store
                continue
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.zip"
        path.write_bytes(buffer.getvalue())
        opens_cleanly(path)


@FUZZ
@given(st.data())
def test_mutated_puzzlesets_and_lists(data):
    listing = "https://puzz.link/p?hitori/4/4/1114142333214213\nrange:2x2:1c\n"
    with tempfile.TemporaryDirectory() as folder:
        for name, text in (("set.xml", PUZZLESET), ("list.txt", listing)):
            path = Path(folder) / name
            path.write_text(mutate(text, data), encoding="utf-8")
            opens_cleanly(path)
