"""How to play each kind of Fill-grid: the rules in words and a small solved example (Help >
How to Play and the first-steps tour). The example is `.gg` text with its one answer (tested)."""

from __future__ import annotations

from ...engine.sentence import Sentence
from ..genre import HowToPlay

HOW_TO_PLAY = {
    "hitori": HowToPlay(
        name=Sentence("Hitori"),
        rules=Sentence("""<p>Shade cells so that:</p>
<ul><li>no number appears twice among the unshaded cells of a row or column;</li>
<li>no two shaded cells touch by a side;</li>
<li>all unshaded cells stay connected, side by side.</li></ul>
<p><b>Here</b>: left-click shades; right-click circles a cell you know stays white; the
same click again clears it.</p>"""),
        intro=Sentence(
            "Shade repeated numbers away, never two shaded cells side by side, and keep "
            "the white cells in one piece."
        ),
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
    "kurodoko": HowToPlay(
        name=Sentence("Kurodoko"),
        rules=Sentence("""<p>Shade some cells so that:</p>
<ul><li>each number is the count of white cells it sees, itself included, looking
up, down, left and right until a shaded cell or the edge;</li>
<li>numbered cells stay white;</li>
<li>no two shaded cells touch by a side;</li>
<li>all white cells stay connected, side by side.</li></ul>
<p><b>Here</b>: left-click shades; right-click marks a cell white (a dot).</p>"""),
        intro=Sentence(
            "Each number counts the white cells it sees in the four directions, itself included."
        ),
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
    "fillgrid": HowToPlay(
        name=Sentence("Fill-grid (free)"),
        rules=Sentence("""<p>A free grid has no numbers: it is the crossword-grid designer. Any
shading is an answer when:</p>
<ul><li>no two shaded cells touch by a side;</li>
<li>all white cells stay connected, side by side.</li></ul>
<p><b>Here</b>: shade the black squares of your grid; Check tells you whether it is
legal. <code>gridgames count fillgrid WxH</code> counts the legal grids of a size, and
<code>gridgames count FILE.gg</code> those that complete a design saved in the file
(<code>#</code> given shaded, <code>o</code> given white, <code>.</code> undecided).</p>"""),
        intro=Sentence(
            "A free grid has no clues to deduce from: shade cells so no two touch and "
            "the white cells stay in one piece."
        ),
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
