"""Nonogram behind the common Genre interface: one variable per cell, one rule per line."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from typing import TYPE_CHECKING

from ...engine import EITHER, ONLY_1, Model, SearchParams, Vocabulary
from ...engine.sentence import Sentence
from ..genre import Generator, PackageGenre, Variant
from ..problem import where
from .checker import check_answer
from .howto import HOW_TO_PLAY
from .line import LineSolver
from .puzzle import ColourGrid, Grid, NonogramPuzzle
from .quick import line_fixpoint
from .rules import Line, LineRule
from .summing import alternate_sums

if TYPE_CHECKING:
    from ..play import PlayState

_STATES = {1: Sentence("empty"), 2: Sentence("filled"), 3: Sentence("undecided")}
_IMPOSSIBLE = Sentence("impossible")


def lines_of(puzzle: NonogramPuzzle) -> list[Line]:
    """Rows top to bottom, then columns left to right; cell (r, c) is variable r*width + c."""
    width, height = puzzle.width, puzzle.height
    # range, zip and repeat build the cells in C: a line-solvable board's whole solve is a
    # few milliseconds, and two comprehensions per line were a twentieth of it.
    lines = [
        Line("row", r, tuple(clue), range(r * width, (r + 1) * width),
             tuple(zip(repeat(r), range(width))))
        for r, clue in enumerate(puzzle.rows)
    ]  # fmt: skip
    lines += [
        Line("column", c, tuple(clue), range(c, width * height, width),
             tuple(zip(range(height), repeat(c))))
        for c, clue in enumerate(puzzle.columns)
    ]  # fmt: skip
    return lines


#: The shortest side each grade needs (nonogram), measured with benchmarks/bench_generate.py.
NONOGRAM_SIZES = {"medium": 6, "hard": 5, "expert": 15}
#: The same for colour nonograms, measured with `gridgames generate colour` and
#: bench_generate.py (6x6: 7-30 s a medium puzzle; 8x8 and up: under 1 s medium and hard,
#: made whole or framed around a small puzzle of the grade, colour_window.py; expert from
#: two-colour noise, colour_expert.py: 15x15 about 0.5 s of CPU, 12x12 twice that with
#: worse tails, 18x18 and up framed around a 15x15 one).
COLOUR_SIZES = {"medium": 8, "hard": 8, "expert": 15}


class NonogramGenre(PackageGenre[NonogramPuzzle, Grid]):
    name = "nonogram"
    label = Sentence("Nonogram")
    #: A colour nonogram is a variant: a `palette:` section and a colour per clue number.
    variants = (
        Variant("mono", words=Sentence("mono Nonogram")),
        Variant("colour", words=Sentence("colour Nonogram")),
    )
    gg_sections = ("palette", "rows", "columns", "solution")
    gg_body = False
    generators = (
        Generator(
            "nonogram",
            Sentence("Nonogram"),
            "gridgames.games.nonogram.generator:generate",
            smallest_side=NONOGRAM_SIZES,
        ),
        Generator(
            "colour",
            Sentence("Colour nonogram"),
            "gridgames.games.nonogram.colour_generate:generate",
            smallest_side=COLOUR_SIZES,
        ),
    )
    controls = Sentence(
        "left-drag fills, right-drag crosses; starting on a cell that already has that mark "
        "clears instead. A drag stays in its row or column. Colour puzzles: left-drag paints "
        "the colour chosen in the palette over the board (click a swatch, press 1-9, or turn "
        "the wheel over the grid; 0 or the last swatch makes it the background cross). "
        "Shift+left-drag (or Shift+Space) notes that cells are not the chosen colour, a small "
        "cross of that colour in the cell; from a cell with that note it takes it off. Hints, "
        "checks and the solver keep to the notes; a cell noted not to be any colour is crossed."
    )
    ui_module = "gridgames.app.genres.nonogram"
    edit_ui_module = "gridgames.app.editing.nonogram"
    how_to_play = HOW_TO_PLAY

    def new_play(self, puzzle: NonogramPuzzle) -> PlayState:
        if puzzle.is_colour:
            from .play_colour import ColourNonogramPlay

            return ColourNonogramPlay(puzzle)
        return super().new_play(puzzle)

    def answer_move(self, play: PlayState, answer: Grid, whites: bool = False) -> object:
        """A finished nonogram shows its painted cells; players cross only while solving."""
        if play.puzzle.is_colour:
            from ..play import CellMove
            from .play_colour import answer_cells

            return CellMove(answer_cells(answer, whites=False))  # type: ignore[arg-type]
        return super().answer_move(play, answer, whites=False)

    def build(
        self,
        puzzle: NonogramPuzzle,
        solvers: dict | None = None,
    ) -> Model:
        """`solvers`, shared by the caller, keeps the line solvers (and the answers they
        cache) from one build to the next: a generator that flips a cell and solves again
        changes two clues, and the other lines see the states they saw before. (Colour
        and black-and-white line solvers are told apart by their clues' keys: a caller
        keeps one dict per kind.)"""
        if puzzle.is_colour:
            from .colour_rules import build_colour

            return build_colour(puzzle, lines_of(puzzle), solvers)
        width = puzzle.width
        if solvers is None:
            solvers = {}
        rules = []
        # The engine first runs rules in model order: lines whose blocks overlap most on an
        # empty line go first, since they are the likeliest to say something (measured: 6%
        # fewer line solves than rows-then-columns over the shared collection).
        lines = lines_of(puzzle)
        line_solvers = []  # rows, then columns, as `lines_of` makes them
        for line in lines:
            key = (line.clue, len(line.cells))
            solver = solvers.get(key)
            if solver is None:
                solver = solvers[key] = LineSolver(*key)
            line_solvers.append(solver)
        order = sorted(range(len(lines)), key=lambda k: -lines[k].overlap)
        rules.extend(LineRule(lines[k], line_solvers[k]) for k in order)
        rules += alternate_sums(lines, width * puzzle.height)
        height = puzzle.height

        def presolve(domains: list[int], check: Callable[[], None]) -> list[int] | None:
            return line_fixpoint(width, height, line_solvers, order, domains, check)

        def describe(var: int, domain: int) -> str:
            row, col = divmod(var, width)
            return Sentence(
                "{cell} {value}", cell=where(row, col), value=_STATES.get(domain, _IMPOSSIBLE)
            )

        cells = range(width * puzzle.height)
        return Model(
            [EITHER] * len(cells),
            rules,
            SearchParams(
                probe_vars=cells,
                # Measured on random 25x25/30x30 boards and n-Dom: carrying a probing sweep
                # on after a deduction, and branching where probes settle most, each cut
                # the work several times over first-fail from the top-left cell.
                probe_resume=True,
                branch_on_probes=True,
                # Plain solves and counts learn from dead ends: Wolter's n-Dom boards, where
                # a wrong guess fails only far away, went from exponential (7-Dom 3.8 s,
                # 9-Dom over a minute) to seconds.
                learning=True,
                first_guess=ONLY_1,  # a filled cell settles more of its lines than an empty one
                # No `guess` (likely.py: first guess each cell's likelier value): measured,
                # it won random 30x30 at 40% seed 0 and lost #12548 and a 45x45
                # (benchmarks/bench_search.py --solver likely; README, issue 19).
                # No `enrich` (games/nonogram/order.py's block-start literals): measured,
                # they halved random 25x25's conflicts but cost 2.5x per conflict, and
                # lost "Thing" (benchmarks/bench_search.py --solver starts).
                presolve=presolve,
            ),
            Vocabulary(
                describe=describe,
                value_words=lambda var, domain: _STATES.get(domain, _IMPOSSIBLE),
                cell_of=lambda var: divmod(var, width),
            ),
        )

    def decode(self, puzzle: NonogramPuzzle, domains: list[int]) -> Grid | ColourGrid:
        if puzzle.is_colour:
            from .colour_rules import decode_colour

            return decode_colour(puzzle, domains)
        width = puzzle.width
        filled = ONLY_1.__eq__
        return tuple(
            tuple(map(filled, domains[start : start + width]))
            for start in range(0, width * puzzle.height, width)
        )

    def check(self, puzzle: NonogramPuzzle, answer: Grid | ColourGrid) -> list[str]:
        if puzzle.is_colour:
            from .colour_checker import check_colour_answer

            return check_colour_answer(puzzle, answer)
        return check_answer(puzzle, answer)

    def answer_json(self, puzzle: NonogramPuzzle, answer: Grid | ColourGrid) -> list[str]:
        """One string per row: `#` and `.`, or for colour the palette's characters with
        `.` for the background (FORMATS.md section 3)."""
        if puzzle.is_colour:
            chars = [colour.char for colour in puzzle.palette]
            chars[0] = "."
            return ["".join(chars[cell] for cell in row) for row in answer]
        return ["".join("#" if cell else "." for cell in row) for row in answer]

    def answer_text(self, puzzle: NonogramPuzzle, answer: Grid | ColourGrid) -> str:
        return "\n".join(self.answer_json(puzzle, answer))


GENRE = NonogramGenre()
