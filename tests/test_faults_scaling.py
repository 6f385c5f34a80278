"""Issue 17, class 4: input that took quadratic time. Every path here must grow linearly.

No absolute timings: each case reads an input and one eight times its size (CPU time, best
of three, garbage collection paused), and the ratio must stay far below the 64 a quadratic
path gives (a linear one gives about 8; the bound leaves room for a loaded machine).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

import pytest

from gridgames.packs import open_pack, parse_manifest
from tests.pack_samples import PUZZLESET

LINEAR_BOUND = 20.0
GROWTH = 8


def best_of_three(work: Callable[[], object]) -> float:
    times = []
    gc.disable()
    try:
        for _ in range(3):
            started = time.process_time()
            work()
            times.append(time.process_time() - started)
    finally:
        gc.enable()
    return min(times)


def growth(make: Callable[[int], str], read: Callable[[str], object], size: int) -> float:
    small, large = make(size), make(GROWTH * size)
    read(small)  # warm up imports and caches
    return best_of_three(lambda: read(large)) / max(best_of_three(lambda: read(small)), 1e-6)


def many_top_level_keys(count: int) -> str:
    keys = "\n".join(f'unknown_key_{n} = "value {n}"' for n in range(count))
    return f'title = "Keys"\n{keys}\n\n[[puzzle]]\nfile = "a.gg"\n'


def many_entries(count: int) -> str:
    tables = "\n".join(
        f'[[puzzle]]\nfile = "p{n}.gg"\ntitle = "Puzzle {n}"\nextra_{n} = 1\n' for n in range(count)
    )
    return f'title = "Entries"\n{tables}'


@pytest.mark.parametrize(("make", "size"), [(many_top_level_keys, 1000), (many_entries, 300)])
def test_pack_toml_reading_is_linear(make, size) -> None:
    """Before: every key's line was found by rescanning its section: 30,000 keys took 52 s."""
    ratio = growth(make, lambda text: parse_manifest(text, "pack.toml", "t"), size)
    assert ratio < LINEAR_BOUND, ratio


def test_the_key_lines_are_still_found() -> None:
    manifest = parse_manifest(many_top_level_keys(50), "pack.toml", "t")
    assert "pack.toml:2: unknown key 'unknown_key_0'" in manifest.warnings[0]
    assert manifest.warnings[-1].startswith("pack.toml:51:")
    entries = parse_manifest(many_entries(3), "pack.toml", "t")
    assert entries.entries[2].line == 12
    assert any(w.startswith("pack.toml:15:") and "extra_2" in w for w in entries.warnings)


def test_a_big_pack_opens_in_linear_time(tmp_path) -> None:
    def pack(count: int) -> str:
        folder = tmp_path / f"pack{count}"
        folder.mkdir()
        (folder / "a.gg").write_text("shikaku 2x2\n2 .\n. 2\n")
        (folder / "pack.toml").write_text(
            'title = "Big"\n'
            + "".join(f'[[puzzle]]\nfile = "a.gg"\nnote_{n} = 1\n' for n in range(count))
        )
        return str(folder)

    ratio = growth(pack, open_pack, 300)
    assert ratio < LINEAR_BOUND, ratio


def test_a_big_webpbn_puzzleset_is_split_in_linear_space() -> None:
    """Each puzzle of a set was padded with the blank lines in front of it, so the parts of
    a set of n puzzles held n^2 characters (10,000 puzzles: hundreds of MB). Counted, not
    timed: the text handed to the reader must grow like the file."""
    from gridgames.packs.puzzlefiles import split_puzzles

    head, rest = PUZZLESET.split("<puzzle ", 1)
    one = "<puzzle " + rest.split("</puzzle>", 1)[0] + "</puzzle>\n"

    def handed_over(count: int) -> int:
        text = head + one * count + "</puzzleset>\n"
        parts = split_puzzles(text, "set.xml", "set.xml").parts
        assert len(parts) == count
        return sum(len(part.text) for part in parts)

    ratio = handed_over(2000) / handed_over(500)
    assert ratio < 4.5, ratio  # linear: 4; padded: about 16


def test_a_set_member_error_names_the_files_line(tmp_path) -> None:
    path = tmp_path / "set.xml"
    path.write_text(PUZZLESET)
    pack = open_pack(path)
    bad = [entry for entry in pack.entries if entry.error is not None]
    assert len(bad) == 1 and ":13: row 2 clue" in str(bad[0].error)  # the line in the file
