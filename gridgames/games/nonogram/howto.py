"""How to play a Nonogram: the rules in words and a small solved example (Help > How to Play
and the first-steps tour). The example is `.gg` text with its one answer (tested)."""

from __future__ import annotations

from ...engine.sentence import Sentence
from ..genre import HowToPlay

HOW_TO_PLAY = {
    "nonogram": HowToPlay(
        name=Sentence("Nonogram"),
        rules=Sentence("""<p>Fill cells to reveal a picture.</p>
<ul><li>The numbers beside a row are the lengths of its runs of filled cells, in order
from left to right; above a column, from top to bottom.</li>
<li>Runs are separated by at least one empty cell.</li></ul>
<p><b>Here</b>: left-drag fills, right-drag crosses a cell you know is empty. A clue
number is crossed off as soon as a run boxed in by crosses (or the edge) can only be that
number; Play &gt; Cross Off Finished Lines crosses the rest of a line you finish.</p>"""),
        intro=Sentence(
            "The numbers are the runs of filled cells in each row and column, in order."
        ),
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
}
