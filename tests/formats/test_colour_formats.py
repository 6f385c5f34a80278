"""Colour nonograms in webpbn XML and Olšák's `.g`: read, written, round-trip exact, and
bad files named by file and line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from gridgames.errors import PuzzleError
from gridgames.formats.detect import load_puzzle
from gridgames.formats.export import writable_formats
from gridgames.formats.olsak import read_olsak, write_olsak
from gridgames.formats.webpbn import META_ELEMENTS, read_webpbn_xml
from gridgames.formats.webpbn_write import write_webpbn_xml
from gridgames.games.nonogram.colour import Colour
from gridgames.games.nonogram.colour_checker import check_colour_answer
from gridgames.games.nonogram.puzzle import NonogramPuzzle
from gridgames.solving import solve_puzzle

DATA = Path(__file__).parents[1] / "data" / "colour"
SAMPLES = sorted(DATA.glob("*.gg"))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize(
    ("read", "write"),
    [(read_webpbn_xml, write_webpbn_xml), (read_olsak, write_olsak)],
    ids=["webpbn", "olsak"],
)
def test_round_trip(path, read, write):
    puzzle = load_puzzle(str(path))
    text = write(puzzle)
    again = read(text, "again")
    assert again == puzzle  # palette, clues and clue colours
    if read is read_webpbn_xml:  # XML also keeps its text fields and the picture
        assert write(again) == text
        assert again.meta == {k: v for k, v in puzzle.meta.items() if k in META_ELEMENTS}
        assert again.given_solution == puzzle.given_solution
    else:  # .g keeps the metadata in `key: value` comment lines, not the picture
        assert write(again) == text and again.meta == puzzle.meta


def test_black_and_white_olsak_round_trip():
    text = "cat\n: rows\n1 1\n\n3\n: columns\n2\n1\n2\n: end\n"
    puzzle = read_olsak(text, "cat.g")
    assert not puzzle.is_colour
    assert puzzle.rows == ((1, 1), (), (3,)) and puzzle.columns == ((2,), (1,), (2,))
    assert read_olsak(write_olsak(puzzle)) == puzzle


OLSAK = """\
A rose in the style of the griddler files: everything before '#' or ':' is a comment.

#d
   0:   white  the background, drawn as a space
   1:*  black  the default colour
   g:g  #62F218  green leaf
: rows
1 1g
2g 1
: columns
1 1g
2g
1
: end
anything after the end is ignored: 9x
"""


def test_olsak_colours_defaults_and_comments():
    puzzle = read_olsak(OLSAK, "rose.g")
    assert [(c.name, c.char, c.rgb) for c in puzzle.palette] == [
        ("white", ".", ""),
        ("black", "*", ""),
        ("green", "g", "#62f218"),
    ]
    assert puzzle.colour_rows() == (((1, 1), (1, 2)), ((2, 2), (1, 1)))
    report = solve_puzzle(puzzle)
    assert report.status.value == "unique"
    assert report.answers[0] == ((1, 2, 0), (2, 2, 1))
    assert check_colour_answer(puzzle, report.answers[0]) == []


ROSE_ROWS = "1 1g\n2g 1\n"
ROSE_COLUMNS = "2g\n1\n: end"
NOT_ALLOWED = "cannot name a colour (digits other than 0 and 1, and ',' are not allowed)"


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("2g 1\n", "2r 1\n", "9: row 2 clue: colour 'r' is not declared"),
        (
            "   1:*  black  the default colour\n",
            "",
            "7: row 1 clue: a number without a colour (no default colour '1') is not declared",
        ),
        (
            "#d\n",
            "#T\n",
            "3: '#T': only griddlers ('#d' colours) are supported, not triddlers or other shapes",
        ),
        (
            ROSE_COLUMNS,
            "2g\n1g\n: end",
            "11: the row clues paint 2 black cells but the column clues paint 1",
        ),
        ("   g:g", "   5:g", f"6: '5' {NOT_ALLOWED}"),
        ("   g:g", "   ,:g", f"6: ',' {NOT_ALLOWED}"),
        ("2g 1\n", "2g x1\n", "9: row 2 clue: 'x1' is not a number with a colour"),
        (ROSE_COLUMNS, "2g\nq\n: end", "13: column 3 clue: 'q' is not a number with a colour"),
        (
            "   g:g  #62F218  green leaf",
            "   g",
            "6: a colour line is '<inchar>:<outchar> <colour> [comment]'",
        ),
        ("   1:*  black", "   1:  black", "5: the default colour '1' needs a character after '1:'"),
        (ROSE_ROWS, "1 1g\n2g 0 1\n", "9: row 2 clue: 0 may only stand alone (an empty line)"),
        (
            ROSE_ROWS,
            "1 1g\n" + "9" * 20 + "\n",
            "9: row 2 clue: the number 999999999999... is too large",
        ),
        (ROSE_ROWS, "4\n2g 1\n", "8: row 1 clue needs 4 cells but the row has 3"),
        (ROSE_COLUMNS, "2g\n4\n: end", "13: column 3 clue needs 4 cells but the column has 2"),
        (ROSE_ROWS, "", "7: board size 3x0 is out of range: width and height must be 1 to 200"),
        (
            ": columns\n1 1g\n2g\n1\n: end\n",
            "",
            "7: expected ': rows' and ': columns' lines (a ':' in the first column)",
        ),
    ],
)
def test_olsak_errors(old, new, said):
    assert old in OLSAK
    with pytest.raises(PuzzleError) as error:
        read_olsak(OLSAK.replace(old, new), "rose.g")
    assert str(error.value) == f"rose.g:{said}"


def test_olsak_without_any_part_line_a_background_or_a_lower_case_marker():
    with pytest.raises(PuzzleError) as error:
        read_olsak("just a comment\n", "rose.g")
    said = "rose.g: expected ': rows' and ': columns' lines (a ':' in the first column)"
    assert str(error.value) == said
    with pytest.raises(PuzzleError) as error:
        read_olsak("just a comment\n")  # a text without a name
    assert str(error.value) == said.replace("rose.g", "<input>")
    text = OLSAK.replace("   0:   white  the background, drawn as a space\n", "")
    for marker in ("#d colours follow", "#D"):
        puzzle = read_olsak(text.replace("#d\n", marker + "\n"))
        assert puzzle.palette[0] == Colour("white", ".", "#ffffff")
        assert puzzle.colour_rows() == read_olsak(OLSAK).colour_rows()


WEBPBN = """\
<?xml version="1.0"?>
<puzzleset><puzzle type="grid" defaultcolor="black">
<title>Two colours</title>
<color name="white" char=".">fff</color>
<color name="red" char="r">f00</color>
<clues type="columns">
<line><count>1</count></line>
<line><count color="red">2</count></line>
<line><count>1</count></line>
</clues>
<clues type="rows">
<line><count>1</count><count color="red">1</count></line>
<line><count color="red">1</count><count>1</count></line>
</clues>
</puzzle></puzzleset>
"""


def test_webpbn_defaultcolor_and_implicit_black():
    puzzle = read_webpbn_xml(WEBPBN, "two.xml")
    assert [(c.name, c.char, c.rgb) for c in puzzle.palette] == [
        ("white", ".", "#ffffff"),
        ("red", "r", "#ff0000"),
        ("black", "X", "#000000"),
    ]
    assert puzzle.meta == {"title": "Two colours"}
    report = solve_puzzle(puzzle)
    assert report.status.value == "unique" and report.answers[0] == ((2, 1, 0), (0, 1, 2))


def test_webpbn_goal_image_alone_gives_the_clues():
    text = WEBPBN.split("<clues")[0] + (
        '<solution type="goal"><image>\n|Xr.|\n|.rX|\n</image></solution></puzzle></puzzleset>'
    )
    puzzle = read_webpbn_xml(text, "goal.xml")
    assert puzzle.colour_rows() == read_webpbn_xml(WEBPBN).colour_rows()
    assert puzzle.given_solution == ((2, 1, 0), (0, 1, 2))


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        (
            '<count color="red">2</count>',
            '<count color="pink">2</count>',
            8,
            "colour 'pink' is not declared",
        ),
        ('<count color="red">2</count>', '<count color="white">2</count>', 8, "background colour"),
        (
            "<line><count>1</count></line>\n</clues>",
            "<line><count>2</count></line>\n</clues>",
            9,
            "paint 2 black cells but the column clues paint 3",
        ),
    ],
)
def test_webpbn_errors(old, new, line, words):
    assert old in WEBPBN
    with pytest.raises(PuzzleError) as error:
        read_webpbn_xml(WEBPBN.replace(old, new, 1), "two.xml")
    assert str(error.value).startswith(f"two.xml:{line}: ")
    assert words in str(error.value)


def test_webpbn_goal_with_an_undeclared_char():
    text = WEBPBN.replace(
        "</puzzle>", '<solution type="goal"><image>\n|Xr.|\n|.bX|\n</image></solution></puzzle>'
    )
    with pytest.raises(PuzzleError, match=r"two.xml:17: goal image: 'b' is not the char"):
        read_webpbn_xml(text, "two.xml")


def test_colour_puzzles_are_not_offered_to_black_and_white_formats():
    puzzle = load_puzzle(str(SAMPLES[0]))
    assert [spec.name for spec in writable_formats(puzzle)] == ["gg", "xml", "olsak"]


def test_webpbn_goal_is_the_solution_without_a_type_and_never_another_kind():
    image = "<image>\n|Xr.|\n|.rX|\n</image>"
    head = WEBPBN.split("<clues")[0]
    untyped = head + f"<solution>{image}</solution></puzzle></puzzleset>"
    assert read_webpbn_xml(untyped, "goal.xml").given_solution == ((2, 1, 0), (0, 1, 2))
    other = WEBPBN.replace("</puzzle>", f'<solution type="saved">{image}</solution></puzzle>')
    assert read_webpbn_xml(other, "two.xml").given_solution is None


def test_olsak_writer_text_to_the_letter():
    colour = read_webpbn_xml(WEBPBN)
    assert write_olsak(colour) == (
        "title: Two colours\n\n#d\n   0:.  #ffffff  white\n   r:r  #ff0000  red\n"
        "   X:X  #000000  black\n: rows\n1X 1r\n1r 1X\n: columns\n1X\n2r\n1X\n: end\n"
    )
    assert read_olsak(write_olsak(colour)) == colour
    plain = NonogramPuzzle(2, 1, ((1,),), ((1,), ()))
    said = "\n\n: rows\n1\n: columns\n1\n\n: end\n"
    assert write_olsak(plain) == "A nonogram written by Grid Games" + said
    assert write_olsak(replace(plain, meta={"title": "", "by": "Me "})) == "title:\nby: Me" + said


def test_olsak_writer_refuses_a_colour_character_it_cannot_write():
    colour = read_webpbn_xml(WEBPBN)
    comma = replace(colour, palette=(colour.palette[0], Colour("red", ","), colour.palette[2]))
    with pytest.raises(PuzzleError) as caught:
        write_olsak(comma)
    assert str(caught.value) == "<output>: colour character ',' cannot be written in a .g file"


def test_webpbn_writer_text_to_the_letter_and_its_refusal():
    colour = read_webpbn_xml(WEBPBN)
    count = '        <count color="{}">{}</count>\n'
    line = "      <line>\n{}      </line>\n"
    columns = "".join(
        line.format(count.format(*c)) for c in (("black", 1), ("red", 2), ("black", 1))
    )
    rows = line.format(count.format("black", 1) + count.format("red", 1)) + line.format(
        count.format("red", 1) + count.format("black", 1)
    )
    assert write_webpbn_xml(colour) == (
        '<?xml version="1.0" encoding="UTF-8"?>\n<puzzleset>\n'
        '  <puzzle type="grid" defaultcolor="red" backgroundcolor="white">\n'
        '    <color name="white" char=".">ffffff</color>\n'
        '    <color name="red" char="r">ff0000</color>\n'
        '    <color name="black" char="X">000000</color>\n'
        "    <title>Two colours</title>\n"
        f'    <clues type="columns">\n{columns}    </clues>\n'
        f'    <clues type="rows">\n{rows}    </clues>\n'
        "  </puzzle>\n</puzzleset>\n"
    )
    plain = NonogramPuzzle(2, 1, ((1,),), ((1,), ()), {"title": "T"}, ((True, False),))
    assert write_webpbn_xml(plain).endswith(
        '    <solution type="goal">\n      <image>\n|X.|\n</image>\n    </solution>\n'
        "  </puzzle>\n</puzzleset>\n"
    )
    one = replace(colour, palette=colour.palette[:2], row_colours=((1, 1), (1, 1)),
                  column_colours=((1,), (1,), (1,)))  # fmt: skip
    with pytest.raises(PuzzleError) as caught:
        write_webpbn_xml(one)
    assert str(caught.value) == (
        "<export>: webpbn XML reads clues of one colour as black and white: this colour "
        "puzzle would come back black and white"
    )


def test_olsak_characters_an_own_background_char_and_colours_without_rgb_written_back():
    text = OLSAK.replace("   0:   white", "   0:-  white").replace("   g:g", "   g:%")
    puzzle = read_olsak(text)
    assert [colour.char for colour in puzzle.palette] == ["-", "*", "g"]  # a colour's inchar
    assert write_olsak(read_olsak(OLSAK)) == (
        "A nonogram written by Grid Games\n\n#d\n   0:.  white\n   *:*  black\n"
        "   g:g  #62f218  green\n: rows\n1* 1g\n2g 1*\n: columns\n1* 1g\n2g\n1*\n: end\n"
    )
