"""What goes wrong reaches the player in their language too: a file that does not read
(every format, a pack, a URL or ID), an export that fails, and the designer's verdicts
and repairs of every kind.

A "shouting" language translates every text of the source to itself in capitals (its
fields kept), so anything shown in lower case that is not the player's own input (quoted)
or a notation (a genre's header word) skipped the catalogue. The readers, the exporters
and the designer are Qt-free and speak English (the command line stays English); they
hand the app whole `Sentence` templates, which the app renders in the player's language.
"""

from __future__ import annotations

import ast
import re
import zipfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gridgames.app.i18n import render
from tests.pseudo_language import compile_language, installed, source_messages
from tools.translations import ROOT

#: Words a message may show in lower case: the formats' own notation (a `.gg` header's
#: genre and variant words, a Tatham game's name), never a sentence.
NOTATION = {"shikaku", "nonogram", "fillgrid", "hitori", "kurodoko", "free", "mono",
            "rect", "singles", "range", "pattern"}  # fmt: skip
FIELD = re.compile(r"(\{[^{}]*\})")


def _shout(text: str) -> str:
    """The text in capitals, its {fields} (and markup) as they are."""
    parts = FIELD.split(text)
    return "".join(part if FIELD.fullmatch(part) else _upper_outside_tags(part) for part in parts)


def _upper_outside_tags(text: str) -> str:
    return "".join(p if p.startswith("<") else p.upper() for p in re.split(r"(<[^>]*>)", text))


@pytest.fixture(scope="module")
def messages():
    return source_messages()


@pytest.fixture(scope="module")
def shouting_language(messages, tmp_path_factory) -> Path:
    return compile_language(
        messages,
        tmp_path_factory.mktemp("language"),
        "shouting",
        _shout,
        lambda message, source: [_shout(form) for form in (message.one, source)],
    )


@pytest.fixture
def shouting(qapp, shouting_language: Path):
    with installed(shouting_language):
        yield


def english_left(text: str, *verbatim: str) -> list[str]:
    """Lower-case words in `text` other than quoted input, `verbatim` parts (file names)
    and notation: words that skipped the catalogue."""
    for part in sorted(verbatim, key=len, reverse=True):
        text = text.replace(part, " ")
    text = re.sub(r"'[^']*'|\"[^\"]*\"|<[^>]*>", " ", text)
    return [w for w in re.findall(r"[a-z][a-z]+", text) if w not in NOTATION]


#: Files that do not read, one or more per format and per kind of reader error.
BAD_FILES = {
    "letter.gg": "shikaku 3x3\n1 . x\n. . .\n. . .\n",
    "size.gg": "shikaku 3xq\n",
    "genre.gg": "sudoku 3x3\n",
    "variant.gg": "fillgrid 3x3 sudoku\n",
    "short.gg": "shikaku 3x3\n3 . .\n. . .\n",
    "total.gg": "shikaku 2x2\n3 .\n. .\n",
    "answer.gg": "shikaku 2x2\n2 .\n2 .\nsolution:\na b\na b\n",
    "clue.gg": "nonogram 2x2\nrows:\n1\n-1\ncolumns:\n1\n1\n",
    "long.gg": "nonogram 2x2\nrows:\n1 1\n1\ncolumns:\n1\n1\n",
    "missing.gg": "nonogram 2x2\nrows:\n1\n1\n",
    "palette.gg": "nonogram 2x1 colour\npalette:\n. white\nr\nrows:\n1r\ncolumns:\n1r\n0\n",
    "colours.gg": "nonogram 2x1 colour\npalette:\n. white\nr red\nrows:\n1b\ncolumns:\n1r\n0\n",
    "design.gg": "fillgrid 2x2 free\n# x\n. .\n",
    "hitori.gg": "fillgrid 2x2 hitori\n1 .\n2 1\n",
    "twice.gg": "shikaku 2x2\ntitle: a\ntitle: b\n2 .\n2 .\n",
    "bad.non": "width 2\nheight 2\nrows\n1\n1\ncolumns\n1\nx\n",
    "order.non": "rows\n1\nwidth 2\n",
    "quote.non": 'title "open\nwidth 1\nheight 1\nrows\n1\ncolumns\n1\n',
    "none.xml": "<puzzleset><nothing/></puzzleset>\n",
    "type.xml": "<puzzleset><puzzle type='triddler'/></puzzleset>\n",
    "count.xml": (
        "<puzzleset><puzzle type='grid'><clues type='rows'><line><count>x</count></line>"
        "</clues><clues type='columns'><line><count>1</count></line></clues></puzzle>"
        "</puzzleset>\n"
    ),
    "olsak.g": "#d\n   0:   white\n   1:*  black\n: rows\n1z\n: columns\n1\n: end\n",
    "shape.g": "#x\n: rows\n1\n",
    "seed.txt": "Dimensions\n2 q\n",
    "seed3.txt": "R 2\nC 2\nR 3\n",
    "empty.gg": "",
    "binary.gg": "shikaku 2x2\n\x00\n",
}
#: Game IDs and URLs that do not read (opened as typed, not as files).
BAD_REFERENCES = [
    "rect:3x3:zz",
    "singles:2x2:1,2,3",
    "pattern:2x2:1/x/1/1",
    "https://puzz.link/p?shikaku/3/3/zz",
    "https://puzz.link/p?nonogram/2/2/1/9z",
    "https://puzz.link/p?sudoku/3/3/zz",
]


def _capture_boxes(monkeypatch) -> list[str]:
    """The text of every warning box the window shows from now on (none is shown)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **_: shown.append(args[2]))
    return shown


def test_a_file_that_does_not_read_is_explained_in_the_players_language(
    shouting, qtbot, monkeypatch, tmp_path: Path
) -> None:
    """Every reader's errors (.gg of each genre, .non, webpbn XML, Olšák's .g, the seed
    formats, empty, binary and non-UTF-8 files), in the window's open-file box."""
    from tests.driver import open_window

    window = open_window(qtbot)
    shown = _capture_boxes(monkeypatch)
    files = {name: text.encode() for name, text in BAD_FILES.items()}
    files["latin1.gg"] = b"shikaku 2x2\n\xc3(\n"
    left = {}
    for name, data in files.items():
        path = tmp_path / name
        path.write_bytes(data)
        assert not window.open_puzzle(str(path)), f"{name} opened"
        assert len(shown) == 1, name
        words = english_left(shown.pop(), str(path))
        if words:
            left[name] = words
    assert not left, f"shown without the catalogue: {left}"


def test_a_game_id_or_url_that_does_not_read_is_explained_too(shouting, qtbot, monkeypatch) -> None:
    from tests.driver import open_window

    window = open_window(qtbot)
    shown = _capture_boxes(monkeypatch)
    left = {}
    for reference in BAD_REFERENCES:
        assert not window.open_puzzle(reference), f"{reference} opened"
        words = english_left(shown.pop(), reference)
        if words:
            left[reference] = words
    assert not left, f"shown without the catalogue: {left}"


def test_an_olsak_file_opens_in_the_window(qtbot, tmp_path: Path) -> None:
    """A `.g` file is read as Olšák's format, as the command line reads it (it was sniffed
    as an unknown format when opened in the window)."""
    from tests.driver import open_window

    path = tmp_path / "cat.g"
    path.write_text("cat\n: rows\n1 1\n\n3\n: columns\n2\n1\n2\n: end\n", encoding="utf-8")
    window = open_window(qtbot)
    assert window.open_puzzle(str(path))
    assert window.game.puzzle.rows == ((1, 1), (), (3,))


# -- the designer -----------------------------------------------------------------------


def _plain(html: str) -> str:
    return re.sub(r"<[^>]*>", " ", html)


def _verdicts_of_every_kind():
    """(puzzle, verdict) of every status from small boards of every genre, the dead end
    of a rule that gives no words (the Hitori sandwich) and a crossword grid's count."""
    import random
    import time

    from gridgames.designing import judge
    from gridgames.designing.judge import techniques
    from gridgames.designing.verdict import Verdict
    from gridgames.formats.gg import read_gg
    from gridgames.games.fillgrid.puzzle import FillGridPuzzle
    from gridgames.grading import Grade
    from tests.brute import fillgrid, nonogram, shikaku

    found = []
    rng = random.Random(5)
    for make in (shikaku, nonogram, fillgrid):
        for _ in range(8):
            puzzle = read_gg(make(rng), "<random>")
            found.append((puzzle, judge(puzzle)))
    sandwich = read_gg("fillgrid 3x3 hitori\n3 1 3\n3 1 2\n2 1 3\n", "<sandwich>")
    blank = FillGridPuzzle.free(3, 3)
    touching = FillGridPuzzle(2, 1, "free", ((None, None),), design=((True, True),))
    for puzzle in (sandwich, blank, touching):
        found.append((puzzle, judge(puzzle, symmetric=True)))
    found.append((blank, judge(read_gg(nonogram(rng), "<late>"), deadline=time.monotonic())))
    # Every technique of the grade scale, as an expert puzzle's verdict names them.
    every = Grade("expert", {"short probe": 2, "counting": 1, "long probe": 3}, 40)
    found.append((blank, Verdict("unique", 0.2, "expert", techniques(every))))
    return found


def test_designer_verdicts_of_every_kind_are_in_the_players_language(shouting) -> None:
    """Unique with its grade and techniques, several with the genre's advice, none with the
    engine's reason (a rule that gave no words named by its own words), out of time, a
    crossword grid legal or not with its count, and a draft that is not a puzzle yet."""
    from gridgames.app.editing.verdicts import problems_text, verdict_text
    from gridgames.games.registry import genre_of
    from gridgames.games.shikaku.puzzle import Clue, ShikakuPuzzle

    met, left = set(), {}
    for puzzle, verdict in _verdicts_of_every_kind():
        met.add(verdict.status if verdict.legal is None else f"legal={verdict.legal}")
        _tone, text, _marks = verdict_text(verdict, puzzle)
        words = english_left(_plain(text))
        if words:
            left[text] = words
    draft = ShikakuPuzzle(3, 3, (Clue(0, 0, 4), Clue(2, 2, 4)))
    _tone, text, _marks = problems_text(genre_of(draft).problems(draft))
    if english_left(_plain(text)):
        left[text] = english_left(_plain(text))
    assert {"unique", "several", "none", "unknown", "legal=True", "legal=False"} <= met, met
    assert not left, f"shown without the catalogue: {left}"


def test_the_designers_repairs_say_why_in_the_players_language(shouting) -> None:
    """Make Unique's and Trim's reasons, one per change, for every genre (the undo steps
    name them)."""
    import random
    import time

    from gridgames.designing import make_unique, trim
    from gridgames.formats.gg import read_gg
    from gridgames.games.fillgrid.puzzle import FillGridPuzzle
    from tests.brute import answers, fillgrid, nonogram, shikaku
    from tests.test_designer_judge import colour

    rng = random.Random(11)
    reasons, genres = [], set()
    makers = {"shikaku": shikaku, "nonogram": nonogram, "fillgrid": fillgrid, "colour": colour}
    for kind, make in makers.items():
        tried = 0
        while tried < 3:
            made = make(rng)
            puzzle = read_gg(made, "<random>") if isinstance(made, str) else made
            if len(answers(puzzle)) < 2:
                continue
            tried += 1
            fixed, changes = make_unique(puzzle, time.monotonic() + 30)
            reasons += [change.reason for change in changes]
            genres.add(kind) if changes else None
            _trimmed, removed = trim(fixed, time.monotonic() + 30)
            reasons += [change.reason for change in removed]
    middle = ((None, None, None), (None, True, None), (None, None, None))
    free = FillGridPuzzle(3, 3, "free", ((None,) * 3,) * 3, design=middle)
    fixed, changes = make_unique(free, time.monotonic() + 30)
    reasons += [change.reason for change in changes]
    reasons += [change.reason for change in trim(fixed, time.monotonic() + 30)[1]]
    assert genres == set(makers) and reasons
    colours = ("red", "blue", "white")  # a colour puzzle's own names for its colours
    left = {reason: english_left(render(reason), *colours) for reason in reasons}
    left = {reason: words for reason, words in left.items() if words}
    assert not left, f"said without the catalogue: {left}"


# -- packs and exports ------------------------------------------------------------------


def test_a_pack_with_problems_is_explained_in_the_players_language(
    shouting, qtbot, monkeypatch, tmp_path: Path
) -> None:
    """A zip pack whose pack.toml has an unknown key and a puzzle that does not read: the
    pack opens and its problems box says what is wrong; an archive that is no zip, and a
    pack.toml that is not TOML, are refused with the reason."""
    from tests.driver import open_window

    good = "shikaku 2x2\n2 .\n2 .\n"
    pack = tmp_path / "pack.zip"
    with zipfile.ZipFile(pack, "w") as archive:
        archive.writestr("pack.toml", 'title = "T"\ncolour = "x"\n[[puzzle]]\nfile = "a.gg"\n'
                         '[[puzzle]]\nfile = "b.gg"\n[[puzzle]]\nfile = "c.gg"\n')  # fmt: skip
        archive.writestr("a.gg", good)
        archive.writestr("b.gg", "shikaku 2x2\n2 .\nx .\n")
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"PK\x03\x04 not a zip")
    toml = tmp_path / "toml"
    toml.mkdir()
    (toml / "pack.toml").write_text("title = \n", encoding="utf-8")
    window = open_window(qtbot)
    shown = _capture_boxes(monkeypatch)
    assert window.open_puzzle(str(pack))
    box = window.pack_problems
    problems = box.informativeText()
    assert problems.count("\u2022") == 3, problems
    left = english_left(problems, str(pack), "pack.toml", "b.gg", "c.gg")
    # The zip and TOML libraries' own detail, in brackets or after the colon, is theirs.
    details = ("File is not a zip file", "Invalid value")
    for refused in (broken, toml):
        assert not window.open_puzzle(str(refused))
        left += english_left(shown.pop(), str(refused), "pack.toml", *details)
    box.close()
    assert not left, f"shown without the catalogue: {left}"


def test_export_and_print_failures_are_explained_in_the_players_language(
    shouting, qtbot, monkeypatch, tmp_path: Path
) -> None:
    """Export Image into a folder that cannot be made, a board too large for a PNG, a
    format that cannot hold the puzzle (the export dialog's note), answers not found."""
    from gridgames.app import printing
    from gridgames.app.export_dialog import not_offered_text
    from gridgames.app.paper import why_not
    from gridgames.errors import PuzzleError
    from gridgames.formats.gg import read_gg
    from gridgames.games.fillgrid.puzzle import FillGridPuzzle
    from gridgames.sheets import _no_answer
    from tests.driver import open_window

    window = open_window(qtbot)
    window.open_first_builtin()
    shown = _capture_boxes(monkeypatch)
    (tmp_path / "a file").write_text("", encoding="utf-8")
    nowhere = tmp_path / "a file" / "board.svg"  # a folder that cannot be made
    assert not window.paper.export_image(str(nowhere))
    said = [shown.pop()]
    huge = read_gg("nonogram 200x200\nrows:\n" + "1\n" * 200 + "columns:\n" + "1\n" * 200)
    monkeypatch.setattr(printing, "MAX_PNG_SIDE", 100)  # no legal board is too large
    with pytest.raises(PuzzleError) as too_large:
        printing.png_scale(huge)
    said.append(why_not(too_large.value))
    said += [why_not(_no_answer(huge, status, timeout)) for status, timeout in
             (("timeout", None), ("timeout", 2.0), ("none", None))]  # fmt: skip
    said.append(not_offered_text(FillGridPuzzle.free(3, 3)))
    # The system's own words for a file error (strerror) are in the system's language.
    verbatim = (str(nowhere), str(tmp_path / "a file"), "File exists", "PNG")
    left = [words for text in said for words in english_left(text, *verbatim)]
    assert not left, f"shown without the catalogue: {left} in {said}"


# -- in the source ------------------------------------------------------------------------

#: Calls whose text argument becomes a message a player can read in the window: errors
#: (PuzzleError and the readers' helpers that make one), a genre's problems, the designer's
#: reasons, a drawing failure.
MADE_INTO_MESSAGES = {
    "PuzzleError", "NoAnswer", "Problem", "fail", "error", "refuse", "_error", "_sentence",
    "OSError", "Change",
}  # fmt: skip
#: The command line's own modules: their words are English on purpose.
COMMAND_LINE = {"cli.py", "cli_args.py", "export_cli.py", "generate_cli.py"}


def _has_words(node: ast.expr) -> bool:
    """A literal, or an f-string's literal parts, holding words."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(re.search(r"[A-Za-z]{2}", node.value))
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and re.search(r"[A-Za-z]{2}", v.value)
                   for v in node.values)  # fmt: skip
    return False


def test_no_message_is_made_of_english_literals() -> None:
    """A static look at every call that makes a message (a reader's error, a genre's
    problem, a designer's reason, an export failure) outside the command line's modules:
    its text is a Sentence (a whole template with named fields), never a bare literal or
    an f-string, which the app could not translate."""
    found = []
    for path in sorted((ROOT / "gridgames").rglob("*.py")):
        if path.parent.name == "gridgames" and path.name in COMMAND_LINE:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in MADE_INTO_MESSAGES:
                continue
            at = 3 if name == "Change" else 0  # the message (a change's reason), not its source
            texts = [
                *node.args[at : at + 1],
                *(k.value for k in node.keywords if k.arg == "reason"),
            ]
            for text in texts:
                if _has_words(text):
                    where = f"{path.relative_to(ROOT)}:{node.lineno}"
                    found.append(f"{where}: {name}({ast.unparse(text)[:60]})")
    assert not found, "messages made of English literals:\n" + "\n".join(found)


def test_the_apps_own_pack_is_named_in_the_players_language(shouting, qtbot) -> None:
    """My puzzles heads the pack list in the player's language (the packs' own titles are
    their authors' words and stay as they are)."""
    from tests.driver import open_window

    window = open_window(qtbot)
    model = window.shelf.panel.model
    first = model.item(0, 0)
    assert first.text() == "MY PUZZLES" and not english_left(first.toolTip())


def test_damaged_saves_are_explained_in_the_players_language(shouting, tmp_path: Path) -> None:
    """A damaged My puzzles list, a kept draft that does not read and saved moves that do
    not fit the board: what the status line says (the JSON reader's own detail aside)."""
    from gridgames.app.editing.kept_draft import draft_from_record
    from gridgames.app.i18n import words_of
    from gridgames.app.progress_link import step_from_record
    from gridgames.formats.gg import read_gg
    from gridgames.games.play import new_play
    from gridgames.packs.mine import INDEX, MyPuzzles

    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / INDEX).write_text('{"puzzles": 3}', encoding="utf-8")
    said = [render(MyPuzzles(folder).message)]
    play = new_play(read_gg("shikaku 2x2\n2 .\n2 .\n"))

    def step(record):
        return step_from_record(play, record)

    for bad, reading in (({"format": 99}, draft_from_record), ({"gg": 1}, step),
                         ({"moves": [{"cells": 7}]}, step)):  # fmt: skip
        with pytest.raises(ValueError) as caught:
            reading(bad)
        said.append(render(words_of(caught.value)))
    left = [english_left(text, str(folder / INDEX)) for text in said]
    assert not any(left), f"said without the catalogue: {dict(zip(said, left, strict=True))}"
