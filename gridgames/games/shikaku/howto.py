"""How to play Shikaku: the rules in words and a small solved example (Help > How to Play
and the first-steps tour). The example is `.gg` text with its one answer (tested)."""

from __future__ import annotations

from ...engine.sentence import Sentence
from ..genre import HowToPlay

HOW_TO_PLAY = {
    "shikaku": HowToPlay(
        name=Sentence("Shikaku"),
        rules=Sentence("""<p>Divide the grid into rectangles (squares count too).</p>
<ul><li>Every rectangle holds exactly one number.</li>
<li>That number is the rectangle's area: how many cells it covers.</li>
<li>Every cell belongs to exactly one rectangle.</li></ul>
<p><b>Here</b>: drag from corner to corner to draw a rectangle; click inside one (or
right-click) to remove it. A rectangle that is right is tinted.</p>"""),
        intro=Sentence("Each number is the area of the one rectangle that holds it."),
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
}
