"""webpbn XML colour files to the letter (formats/webpbn_colour.py): every fault of a colour
declaration or count is one line naming the file, the line and the clue, and the colours a
file leaves implicit (the default black, the white background, an absent rgb) are read as
webpbn means them."""

from __future__ import annotations

import pytest

from gridgames.errors import PuzzleError
from gridgames.formats.webpbn import read_webpbn_xml
from tests.formats.test_colour_formats import WEBPBN

RED = '<color name="red" char="r">f00</color>'
COLUMN_2 = '<count color="red">2</count>'
NO_CLUES = WEBPBN.split("<clues")[0] + "</puzzle></puzzleset>"


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (RED, '<color name="red">f00</color>', "two.xml:5: a <color> needs both a name and a char"),
        (RED, '<color char="r">f00</color>', "two.xml:5: a <color> needs both a name and a char"),
        (RED, RED + '\n<color name="red" char="q"/>', "two.xml:6: colour 'red' declared twice"),
        (
            'defaultcolor="black"',
            'defaultcolor="black" backgroundcolor="sky"',
            "two.xml:2: the background colour 'sky' is not declared",
        ),
        (
            COLUMN_2,
            '<count color="pink">2</count>',
            "two.xml:8: column 2 clue: colour 'pink' is not declared (red, black)",
        ),
        (
            COLUMN_2,
            '<count color="white">2</count>',
            "two.xml:8: column 2 clue: a count in the background colour 'white'",
        ),
        (
            COLUMN_2,
            '<count color="red">two</count>',
            "two.xml:8: column 2 clue: 'two' is not a number",
        ),
        (COLUMN_2, '<count color="red"></count>', "two.xml:8: column 2 clue: '' is not a number"),
        (
            COLUMN_2,
            '<count color="red">2</count><count color="red">-1</count>',
            "two.xml:8: column 2 clue: negative number -1",
        ),
        (WEBPBN, NO_CLUES, "two.xml:2: the puzzle has neither clues nor a goal picture"),
    ],
    ids=[
        "no name",
        "no char",
        "declared twice",
        "background",
        "undeclared",
        "background count",
        "not a number",
        "empty count",
        "negative",
        "nothing",
    ],  # fmt: skip
)
def test_each_fault_is_one_line_with_its_place(old, new, said) -> None:
    assert old in WEBPBN
    with pytest.raises(PuzzleError) as error:
        read_webpbn_xml(WEBPBN.replace(old, new, 1), "two.xml")
    assert str(error.value) == said


def test_a_board_too_wide_is_refused_with_its_size() -> None:
    columns = "<line><count>1</count></line>" * 300
    text = NO_CLUES.replace(
        "</puzzle>",
        f'<clues type="columns">{columns}</clues>'
        '<clues type="rows"><line><count>1</count></line></clues></puzzle>',
    )
    with pytest.raises(PuzzleError) as error:
        read_webpbn_xml(text, "big.xml")
    assert str(error.value) == (
        "big.xml:2: board size 300x1 is out of range: width and height must be 1 to 200"
    )


def test_counts_without_a_colour_are_black_when_no_default_is_named() -> None:
    puzzle = read_webpbn_xml(WEBPBN.replace(' defaultcolor="black"', ""), "two.xml")
    assert puzzle == read_webpbn_xml(WEBPBN, "two.xml")
    assert [(c.name, c.char, c.rgb) for c in puzzle.palette] == [
        ("white", ".", "#ffffff"),
        ("red", "r", "#ff0000"),
        ("black", "X", "#000000"),
    ]


def test_a_declared_background_comes_first_and_a_colour_without_rgb_has_none() -> None:
    text = WEBPBN.replace('defaultcolor="black"', 'defaultcolor="black" backgroundcolor="sky"')
    text = text.replace(
        '<color name="white" char=".">fff</color>', '<color name="sky" char=".">8cf</color>'
    ).replace(RED, '<color name="red" char="r">reddish</color>')
    puzzle = read_webpbn_xml(text, "sky.xml")
    assert [(c.name, c.char, c.rgb) for c in puzzle.palette] == [
        ("sky", ".", "#88ccff"),
        ("red", "r", ""),
        ("black", "X", "#000000"),
    ]
    assert puzzle.colour_rows() == read_webpbn_xml(WEBPBN).colour_rows()


def test_black_named_only_by_counts_is_declared_for_them() -> None:
    text = WEBPBN.replace('defaultcolor="black"', 'defaultcolor="red"')
    text = text.replace("<count>", '<count color="black">')
    assert read_webpbn_xml(text, "two.xml") == read_webpbn_xml(WEBPBN, "two.xml")


def test_colour_clues_of_one_direction_only_or_too_many_are_refused_with_the_puzzles_line():
    rows = WEBPBN[WEBPBN.index('<clues type="rows">') : WEBPBN.index("</puzzle>")]
    with pytest.raises(PuzzleError) as caught:
        read_webpbn_xml(WEBPBN.replace(rows, ""), "two.xml")
    assert str(caught.value) == "two.xml:2: the puzzle has neither clues nor a goal picture"
    last = "<line><count>1</count></line>\n</clues>"
    extra = '<line><count color="red">1</count></line>\n' * 300
    with pytest.raises(PuzzleError) as caught:
        read_webpbn_xml(WEBPBN.replace(last, extra + last, 1), "big.xml")
    assert str(caught.value) == (
        "big.xml:2: board size 303x2 is out of range: width and height must be 1 to 200"
    )


def test_counts_without_a_colour_take_the_named_default():
    text = WEBPBN.replace('defaultcolor="black"', 'defaultcolor="red"')
    puzzle = read_webpbn_xml(text.replace('<count color="red">', '<count color="black">'))
    assert [colour.name for colour in puzzle.palette] == ["white", "red", "black"]
    assert puzzle.colour_rows() == (((1, 1), (1, 2)), ((1, 2), (1, 1)))
    assert puzzle.colour_columns() == (((1, 1),), ((2, 2),), ((1, 1),))


def test_a_palette_fault_is_on_the_puzzles_line_and_a_goal_fault_on_its_row():
    with pytest.raises(PuzzleError) as caught:
        read_webpbn_xml(WEBPBN.replace('char="r"', 'char="7"'), "two.xml")
    said = "two.xml:2: colour 'red': its character must be one letter or symbol, not '7'"
    assert str(caught.value) == said
    goal = '<solution type="goal"><image>\n|Xr.|\n|.r|\n</image></solution></puzzle>'
    with pytest.raises(PuzzleError) as caught:
        read_webpbn_xml(WEBPBN.replace("</puzzle>", goal), "two.xml")
    assert str(caught.value) == "two.xml:17: the picture: row 2 has 2 cells, expected 3"


def test_a_goal_alone_gives_the_whole_puzzle_with_its_palette_and_title():
    goal = '<solution type="goal"><image>\n|Xr.|\n|.rX|\n</image></solution>'
    puzzle = read_webpbn_xml(NO_CLUES.replace("</puzzle>", goal + "</puzzle>"), "goal.xml")
    whole = read_webpbn_xml(WEBPBN)
    assert puzzle == whole and puzzle.palette == whole.palette
    assert puzzle.meta == {"title": "Two colours"}
