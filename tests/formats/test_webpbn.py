"""webpbn XML: the real nonograms exported to XML read back the same; colours, entities and
malformed XML are refused with a line; fuzzing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gridgames.errors import PuzzleError
from gridgames.formats.non import read_non
from gridgames.formats.webpbn import read_webpbn_xml
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from tests.formats.formats_support import (
    FUZZ,
    ROUND_TRIP,
    data_files,
    fails_cleanly,
    ids,
    located_or_global,
    mutations,
    nonogram_puzzles,
    random_text,
)

NON_FILES = data_files("nonogram/nonogram-db/db/webpbn/*.non")


def to_xml(puzzle: NonogramPuzzle, clues: bool = True, doctype: bool = True) -> str:
    """webpbn's export layout, written independently of the reader."""
    out = ['<?xml version="1.0"?>']
    if doctype:
        out.append('<!DOCTYPE pbn SYSTEM "https://webpbn.com/pbn-0.3.dtd">')
    out += ["<puzzleset>", '<puzzle type="grid" defaultcolor="black">']
    out.append("<source>webpbn.com</source>")
    if "title" in puzzle.meta:
        out.append(f"<title>{puzzle.meta['title']}</title>")
    out.append('<color name="white" char=".">fff</color>')
    out.append('<color name="black" char="X">000</color>')
    for name, lines in (("columns", puzzle.columns), ("rows", puzzle.rows)):
        if clues:
            out.append(f'<clues type="{name}">')
            for line in lines:
                out.append("<line>" + "".join(f"<count>{n}</count>" for n in line) + "</line>")
            out.append("</clues>")
    if puzzle.given_solution is not None:
        out += ['<solution type="goal">', "<image>"]
        out += [
            "|" + "".join("X" if c else "." for c in row) + "|" for row in puzzle.given_solution
        ]
        out += ["</image>", "</solution>"]
    out += ["</puzzle>", "</puzzleset>", ""]
    return "\n".join(out)


DEMO = NonogramPuzzle(
    3, 2, ((3,), (1,)), ((2,), (1,), (1,)), {"title": "Demo"}, ((True,) * 3, (True, False, False))
)


def error_of(text: str) -> PuzzleError:
    with pytest.raises(PuzzleError) as caught:
        read_webpbn_xml(text, "bad.xml")
    return caught.value


@pytest.mark.parametrize("path", NON_FILES, ids=ids(NON_FILES))
def test_real_puzzles_exported_to_xml_read_back_the_same(path):
    puzzle = read_non(path.read_text(encoding="utf-8"))
    again = read_webpbn_xml(to_xml(puzzle), "x.xml")
    assert again == puzzle and again.given_solution == puzzle.given_solution
    assert again.meta["title"] == puzzle.meta["title"]


def test_meta_and_html_entities_with_webpbn_doctype():
    text = to_xml(DEMO).replace("<source>", "<copyright>&copy; 2004 J &amp; W</copyright><source>")
    puzzle = read_webpbn_xml(text)
    assert puzzle.meta == {"title": "Demo", "copyright": "© 2004 J & W", "source": "webpbn.com"}


@ROUND_TRIP
@given(nonogram_puzzles())
def test_random_puzzles_read_back(puzzle):
    assert read_webpbn_xml(to_xml(puzzle, doctype=False)) == puzzle


def test_clues_come_from_the_goal_when_missing():
    assert read_webpbn_xml(to_xml(DEMO, clues=False)) == DEMO


def test_clues_from_a_goal_with_two_blocks_a_blank_row_and_short_or_no_rows():
    gaps = NonogramPuzzle(
        3, 3, ((1, 1), (), (3,)), ((1, 1), (1,), (1, 1)), {}, ((1, 0, 1), (0, 0, 0), (1, 1, 1))
    )
    assert read_webpbn_xml(to_xml(gaps, clues=False)) == gaps
    goal_only = to_xml(DEMO, clues=False)
    said = "bad.xml:12: the picture: row 2 has 1 cells, expected 3"
    assert str(error_of(goal_only.replace("|X..|", "|X|"))) == said
    said = "bad.xml:4: board size 0x0 is out of range: width and height must be 1 to 200"
    assert str(error_of(goal_only.replace("|XXX|\n|X..|\n", ""))) == said


def test_black_and_white_with_own_background_char_background_or_default_colour():
    goal_only = to_xml(DEMO, clues=False)
    dash = goal_only.replace('<color name="white" char=".">', '<color name="white" char="-">')
    sky = goal_only.replace('defaultcolor="black"', 'defaultcolor="black" backgroundcolor="sky"')
    sky = sky.replace('<color name="white" char=".">fff', '<color name="sky" char="~">8cf')
    blue = to_xml(DEMO).replace('defaultcolor="black"', 'defaultcolor="blue"')
    blue = blue.replace('<color name="black" char="X">000', '<color name="blue" char="B">00f')
    for text, empty, full in ((dash, "-", "X"), (sky, "~", "X"), (blue, ".", "B")):
        text = text.replace("|XXX|", f"|{full * 3}|").replace("|X..|", f"|{full}{empty * 2}|")
        puzzle = read_webpbn_xml(text)
        assert puzzle == DEMO and not puzzle.is_colour
        assert puzzle.given_solution == ((True, True, True), (True, False, False))


def test_an_empty_line_element_is_an_empty_clue():
    puzzle = NonogramPuzzle(2, 2, ((2,), ()), ((1,), (1,)))
    assert read_webpbn_xml(to_xml(puzzle)) == puzzle


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
<puzzleset><title>&lol2;</title></puzzleset>
"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE p SYSTEM "x.dtd" [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<puzzleset>&secret;</puzzleset>
"""


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (BILLION_LAUGHS, 2, ["DOCTYPE with an internal subset", "refused"]),
        (EXTERNAL, 2, ["refused"]),
        ("<puzzleset>&copy;</puzzleset>", 1, ["not well-formed", "undefined entity"]),
        ("<puzzleset>\n<puzzle>\n</puzzleset>\n", 3, ["not well-formed", "mismatched tag"]),
        ("<html>\n<body/>\n</html>", 1, ["no <puzzle> element"]),
        ('<puzzleset>\n<puzzle type="triddler"/></puzzleset>', 2, ["only grid puzzles"]),
        ("<puzzleset>\n<puzzle>\n</puzzle></puzzleset>", 2, ["neither clues nor a goal"]),
    ],
)
def test_unsafe_or_malformed_xml_is_refused_with_a_line(text, line, words):
    error = error_of(text)
    assert error.line == line, str(error)
    for word in words:
        assert word in error.message, str(error)


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        (BILLION_LAUGHS, "a DOCTYPE with an internal subset is refused in puzzle XML"),
        ("<puzzleset>&copy;</puzzleset>", "not well-formed XML: undefined entity"),
        ("<puzzleset>\n<puzzle>\n</puzzleset>\n", "not well-formed XML: mismatched tag"),
        ("<html>\n<body/>\n</html>", "no <puzzle> element: not a webpbn puzzle file"),
        (
            '<puzzleset>\n<puzzle type="triddler"/></puzzleset>',
            "only grid puzzles are supported, not type='triddler'",
        ),
        (
            "<puzzleset>\n<puzzle>\n</puzzle></puzzleset>",
            "the puzzle has neither clues nor a goal picture",
        ),
        (
            '<!DOCTYPE p SYSTEM "x.dtd">\n<puzzleset>&secret;</puzzleset>',
            "the undefined entity &secret; is refused in puzzle XML",
        ),
    ],
)
def test_a_refusal_is_said_whole_with_its_file(text, whole):
    """The player sees the sentence as written, after the file's name: a refusal that lost
    its file or its words would still pass a test of fragments."""
    error = error_of_named(text, "demo.xml")
    assert str(error).split(":", 2)[2].strip() == whole
    assert str(error).startswith(f"demo.xml:{error.line}: ")


def error_of_named(text: str, source: str) -> PuzzleError:
    with pytest.raises(PuzzleError) as caught:
        read_webpbn_xml(text, source)
    return caught.value


def test_html_entities_are_read_where_a_dtd_would_define_them():
    """webpbn's own files name an external DTD and use HTML's entities in titles; with no
    DTD fetched, the entity is read from HTML's table, and one HTML does not know is
    refused on its line."""
    titled = NonogramPuzzle(
        3, 2, ((3,), (1,)), ((2,), (1,), (1,)), {"title": "Caf&eacute; &amp; bar"}
    )
    assert read_webpbn_xml(to_xml(titled)).meta["title"] == "Caf\u00e9 & bar"
    text = to_xml(titled).replace("&eacute;", "&nosuch;")
    error = error_of_named(text, "demo.xml")
    line = lines_of(text, "&nosuch;")
    assert str(error) == f"demo.xml:{line}: the undefined entity &nosuch; is refused in puzzle XML"


def lines_of(text: str, needle: str) -> int:
    """1-based line of the first line containing `needle`."""
    return next(i for i, line in enumerate(text.split("\n"), 1) if needle in line)


def test_an_undeclared_clue_colour_is_refused_at_the_count():
    """A second colour makes a colour puzzle (webpbn_colour.py); one never declared is an
    error on its count's line."""
    text = to_xml(DEMO).replace("<count>3</count>", '<count color="red">3</count>')
    error = error_of(text)
    assert "colour 'red' is not declared (black)" in error.message
    assert error.line == lines_of(text, 'color="red"')


def test_multi_colour_goal_is_refused_at_the_row():
    text = to_xml(DEMO).replace("|X..|", "|R..|")
    error = error_of(text)
    assert "multi-colour goal" in error.message and error.line == lines_of(text, "|R..|")


@pytest.mark.parametrize(
    ("old", "new", "needle", "words"),
    [
        (
            "<count>3</count>",
            "<count>4</count>",
            "<count>4</count>",
            ["row 1 clue 4 needs 4", "has 3"],
        ),
        ("<count>3</count>", "<count>three</count>", "three", ["row 1 clue", "'three'"]),
        ("<count>3</count>", "<count>-3</count>", "<count>-3", ["negative number -3"]),
        ("|X..|", "|X...|", "|X...|", ["the picture: row 2 has 4 cells, expected 3"]),
    ],
)
def test_bad_clues_and_goal_are_located(old, new, needle, words):
    text = to_xml(DEMO).replace(old, new)
    error = error_of(text)
    assert error.line == lines_of(text, needle), str(error)
    for word in words:
        assert word in error.message, str(error)


def test_totals_and_size():
    text = to_xml(DEMO).replace(
        "<count>1</count></line>\n</clues>", "<count>2</count></line>\n</clues>", 1
    )
    assert "row clues fill 4 cells but the column clues fill 5" in error_of(text).message
    wide = NonogramPuzzle(201, 1, ((),), ((),) * 201)
    assert "201x1" in error_of(to_xml(wide)).message


@FUZZ
@given(random_text)
def test_random_text_fails_cleanly(text):
    fails_cleanly(read_webpbn_xml, text)


@FUZZ
@given(st.data())
def test_mutated_files_fail_cleanly_with_a_line(data):
    texts = [to_xml(DEMO)] + [
        to_xml(read_non(p.read_text(encoding="utf-8"))) for p in NON_FILES[:2]
    ]
    text = data.draw(mutations(data.draw(st.sampled_from(texts))))
    located_or_global(fails_cleanly(read_webpbn_xml, text))
