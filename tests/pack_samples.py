"""A small pack that the pack tests open and the fuzz tests mutate: a Shikaku, a nonogram and a
licence, listed by a manifest."""

from __future__ import annotations

from pathlib import Path

SHIKAKU = "shikaku 2x2\ntitle: Two twos\n2 .\n. 2\n"

NON = 'title "Dot"\nby "Ann"\nwidth 1\nheight 1\n\nrows\n1\n\ncolumns\n1\n'

MANIFEST = """\
format = 1
id = "test.pack"
title = "Test pack"
author = "Tess"
licence = "MIT"
licence_file = "LICENSE"
copyright = "(c) 2026 Tess"

[[puzzle]]
file = "a.gg"
difficulty = "easy"

[[puzzle]]
file = "sub/b.non"
title = "The dot"
author = "Bea"
"""

FILES = {"a.gg": SHIKAKU, "sub/b.non": NON, "LICENSE": "MIT licence text\n"}


def make_pack(folder: Path, files: dict[str, str | bytes], manifest: str | None = MANIFEST):
    """Write a pack folder: `pack.toml` (unless None) and the given files."""
    folder.mkdir(parents=True, exist_ok=True)
    if manifest is not None:
        (folder / "pack.toml").write_text(manifest, encoding="utf-8")
    for name, content in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        data = content.encode("utf-8") if isinstance(content, str) else content
        path.write_bytes(data)
    return folder


PUZZLESET = """\
<?xml version="1.0"?>
<!DOCTYPE pbn SYSTEM "http://webpbn.com/pbn-0.3.dtd">
<puzzleset>
<title>Tiny set</title>
<author>Set Author &copy;</author>
<puzzle type="grid" defaultcolor="black">
<title>One</title>
<clues type="columns"><line><count>1</count></line><line><count>1</count></line></clues>
<clues type="rows"><line><count>2</count></line><line></line></clues>
</puzzle>
<puzzle type="grid" defaultcolor="black">
<clues type="columns"><line><count>1</count></line><line><count>1</count></line></clues>
<clues type="rows"><line><count>2</count></line><line><count>x</count></line></clues>
</puzzle>
<puzzle type="grid" defaultcolor="black">
<clues type="columns"><line><count>2</count></line><line></line></clues>
<clues type="rows"><line><count>1</count></line><line><count>1</count></line></clues>
</puzzle>
</puzzleset>
"""
