"""How to play each kind of puzzle: the rules in words and a small solved example.

One table, `RULES`, keyed by kind (a genre, or a fill-grid variant), so it can move into
each genre's spec in one piece once genres have specs of their own. The examples are .gg
text with their answers: How to Play draws them with the genre's own painter, so the
picture always looks like the board the player plays on. Each example has exactly one
answer (tested), so what it shows is the only way to solve it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..formats.gg import read_gg
from ..games.genre import Puzzle


@dataclass(frozen=True)
class KindRules:
    name: str  # what players call it
    rules: str  # HTML: the rules, then how to mark them here
    intro: str  # one sentence for the first-steps tour
    example: str  # a small puzzle in .gg text, with its answer
    deduced: bool = True  # has a tour: there are steps to deduce (not the free designer)

    def example_puzzle(self) -> Puzzle:
        return read_gg(self.example, f"<{self.name} example>")


RULES: dict[str, KindRules] = {
    "shikaku": KindRules(
        name="Shikaku",
        rules="""<p>Divide the grid into rectangles (squares count too).</p>
<ul><li>Every rectangle holds exactly one number.</li>
<li>That number is the rectangle's area: how many cells it covers.</li>
<li>Every cell belongs to exactly one rectangle.</li></ul>
<p><b>Here</b>: drag from corner to corner to draw a rectangle; click inside one (or
right-click) to remove it. A rectangle that is right is tinted.</p>""",
        intro="Each number is the area of the one rectangle that holds it.",
        example="""shikaku 4x4
. 4 . .
2 . . .
. . 6 .
. . 4 .
solution:
a a a a
b c c c
b c c c
d d d d
""",
    ),
    "nonogram": KindRules(
        name="Nonogram",
        rules="""<p>Fill cells to reveal a picture.</p>
<ul><li>The numbers beside a row are the lengths of its runs of filled cells, in order
from left to right; above a column, from top to bottom.</li>
<li>Runs are separated by at least one empty cell.</li></ul>
<p><b>Here</b>: left-drag fills, right-drag crosses a cell you know is empty. A clue
number is crossed off as soon as a run boxed in by crosses (or the edge) can only be that
number; Play &gt; Cross Off Finished Lines crosses the rest of a line you finish.</p>""",
        intro="The numbers are the runs of filled cells in each row and column, in order.",
        example="""nonogram 5x5
rows:
1 1
5
5
3
1
columns:
2
4
4
4
2
solution:
.#.#.
#####
#####
.###.
..#..
""",
    ),
    "hitori": KindRules(
        name="Hitori",
        rules="""<p>Shade cells so that:</p>
<ul><li>no number appears twice among the unshaded cells of a row or column;</li>
<li>no two shaded cells touch by a side;</li>
<li>all unshaded cells stay connected, side by side.</li></ul>
<p><b>Here</b>: left-click shades; right-click circles a cell you know stays white; the
same click again clears it.</p>""",
        intro="Shade repeated numbers away, never two shaded cells side by side, and keep "
        "the white cells in one piece.",
        example="""fillgrid 4x4 hitori
4 2 3 2
2 4 2 3
3 1 4 2
2 4 4 1
solution:
...#
#...
..#.
.#..
""",
    ),
    "kurodoko": KindRules(
        name="Kurodoko",
        rules="""<p>Shade some cells so that:</p>
<ul><li>each number is the count of white cells it sees, itself included, looking
up, down, left and right until a shaded cell or the edge;</li>
<li>numbered cells stay white;</li>
<li>no two shaded cells touch by a side;</li>
<li>all white cells stay connected, side by side.</li></ul>
<p><b>Here</b>: left-click shades; right-click marks a cell white (a dot).</p>""",
        intro="Each number counts the white cells it sees in the four directions, itself included.",
        example="""fillgrid 5x5 kurodoko
. . 6 . .
3 . . . .
. . . . .
. . . . 2
. . 5 . .
solution:
.....
.#..#
..#..
#..#.
....#
""",
    ),
    "fillgrid": KindRules(
        name="Fill-grid (free)",
        rules="""<p>A free grid has no numbers: it is the crossword-grid designer. Any
shading is an answer when:</p>
<ul><li>no two shaded cells touch by a side;</li>
<li>all white cells stay connected, side by side.</li></ul>
<p><b>Here</b>: shade the black squares of your grid; Check tells you whether it is
legal. <code>gridgames count fillgrid WxH</code> counts the legal grids of a size.</p>""",
        intro="A free grid has no clues to deduce from: shade cells so no two touch and "
        "the white cells stay in one piece.",
        deduced=False,
        example="""fillgrid 5x5
solution:
....#
.#...
.....
...#.
#....
""",
    ),
}


def kind_of(puzzle: Puzzle) -> str:
    """The key of `RULES` for a puzzle: its fill-grid variant, else its genre."""
    variant = getattr(puzzle, "variant", None)
    if variant in RULES:
        return variant
    return puzzle.genre
