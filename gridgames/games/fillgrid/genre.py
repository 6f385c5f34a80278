"""Fill-grid behind the common Genre interface: one two-valued variable per cell."""

from __future__ import annotations

import re

from ...engine import (
    EITHER,
    ONLY_0,
    ONLY_1,
    Model,
    Propagator,
    SearchParams,
    Vocabulary,
    split_first_rest,
)
from ...engine.sentence import Sentence
from ..genre import Counting, Fill, Generator, PackageGenre, Variant
from .board import Board
from .branching import TightestNumber, shaded_first
from .checker import check_answer
from .connectivity import Connected
from .hitori import hitori_rules
from .howto import HOW_TO_PLAY
from .kurodoko import kurodoko_rules
from .puzzle import Design, FillGridPuzzle, Grid
from .rules import NoTouch

#: A line of a free grid's design: only its tokens and blanks.
DESIGN_ROW = re.compile(r"[#.o][#.o \t]*")

#: The shortest side each grade needs (hitori), measured with benchmarks/bench_generate.py.
HITORI_SIZES = {"medium": 5, "hard": 5, "expert": 6}

#: The shortest side each grade needs (kurodoko), measured with benchmarks/bench_generate.py.
KURODOKO_SIZES = {"medium": 5, "hard": 5, "expert": 6}

#: The longest side an expert board may have, measured (README, "Grades and new puzzles";
#: `generate_puzzle` in one process, CPU). Hitori: at 30x30 seeds 0-7 took 0.3-11.7 s, at
#: 35x35 seed 3 of four found none in 200 s (45 s of CPU), 50x50 none for seed 0. Kurodoko
#: (expert removing from the easy set, full tests of capped work): 40x40 seeds 0-9
#: 1.4-8.4 s, 45x45 seeds 0-3 3.5-13.3 s, 50x50 seeds 0-7 5.7-13.5 s but seed 4 33 s.
HITORI_LARGEST = {"expert": 30}
KURODOKO_LARGEST = {"expert": 40}


class FillGridGenre(PackageGenre[FillGridPuzzle, Grid]):
    name = "fillgrid"
    label = Sentence("Fill-grid")
    variants = (
        Variant("free", words=Sentence("free Fill-grid")),
        Variant("hitori", Sentence("Hitori")),
        Variant("kurodoko", Sentence("Kurodoko")),
    )
    generators = (
        Generator(
            "hitori",
            Sentence("Hitori"),
            "gridgames.games.fillgrid.generator:generate_hitori",
            smallest_side=HITORI_SIZES,
            largest_side=HITORI_LARGEST,
        ),
        Generator(
            "kurodoko",
            Sentence("Kurodoko"),
            "gridgames.games.fillgrid.generator:generate_kurodoko",
            smallest_side=KURODOKO_SIZES,
            largest_side=KURODOKO_LARGEST,
        ),
    )
    counting = Counting(
        "legal crossword grids of a size (no clues)",
        "gridgames.games.fillgrid.genre:count_free_grids",
    )
    fills = (
        Fill(
            Sentence("Fill with a Latin Square"),
            "gridgames.games.fillgrid.latin:fill_latin",
            variants=("hitori",),
        ),
    )
    controls = Sentence(
        "in Hitori, Kurodoko and free grids alike, left-click shades, right-click marks a "
        "cell white (a dot); the same click again clears it."
    )
    ui_module = "gridgames.app.genres.fillgrid"
    edit_ui_module = "gridgames.app.editing.fillgrid"
    how_to_play = HOW_TO_PLAY

    def build(self, puzzle: FillGridPuzzle) -> Model:
        board = Board(puzzle)
        propagators: list[Propagator] = [NoTouch(board, cell) for cell in range(board.size)]
        propagators.append(Connected(board))
        domains = [EITHER] * board.size
        if puzzle.variant == "hitori":
            propagators += hitori_rules(board)
        elif puzzle.variant == "kurodoko":
            sights = kurodoko_rules(board)
            propagators += sights
            for cell in range(board.size):
                if board.number(cell) is not None:
                    domains[cell] = ONLY_0  # a numbered cell is white: given, not deduced
        for cell in range(board.size):
            decided = puzzle.decided(*divmod(cell, board.width))
            if decided is not None:  # a crossword grid's design: given, not deduced
                domains[cell] = ONLY_1 if decided else ONLY_0
        if puzzle.variant == "free":
            # Without clues no trial fails, so probing would only slow the designer down.
            params = SearchParams()
        else:
            kurodoko = puzzle.variant == "kurodoko"
            params = SearchParams(
                probe_vars=range(board.size),
                # Hints and grades probe as a player would, before the first guess; deeper
                # down, sweeps over the free part of a board with many answers cost far
                # more than the guesses they save (benchmarks/bench_fillgrid_solve.py).
                probe_depth=0,
                probe_resume=True,
                # A plain solve does not probe: the rules and guessing are cheaper by far,
                # Kurodoko guessing at its tightest number, shaded first (branching.py).
                probe_by_default=False,
                choose=TightestNumber(board, sights) if kurodoko else None,
                split=shaded_first if kurodoko else split_first_rest,
            )
        vocabulary = Vocabulary(
            describe=board.describe, value_words=board.value_words, cell_of=board.cell_of
        )
        return Model(domains, propagators, params, vocabulary)

    def gg_body_row(self, variant: str | None, line: str) -> bool:
        """A free grid's design row (`# . o`) starts with `#` too; `# note` stays a comment."""
        return variant == "free" and DESIGN_ROW.fullmatch(line) is not None

    def count_answers(self, puzzle: FillGridPuzzle, deadline: float | None) -> int | None:
        """A free grid's answers are the legal grids keeping its design: the frontier count
        (counting.py) finds them without visiting each; numbered grids search."""
        if puzzle.variant != "free":
            return super().count_answers(puzzle, deadline)
        return _counted(puzzle.width, puzzle.height, puzzle.design, deadline)

    def decode(self, puzzle: FillGridPuzzle, domains: list[int]) -> Grid:
        width = puzzle.width
        return tuple(
            tuple(domains[r * width + c] == ONLY_1 for c in range(width))
            for r in range(puzzle.height)
        )

    def check(self, puzzle: FillGridPuzzle, answer: Grid) -> list[str]:
        return check_answer(puzzle, answer)

    def answer_json(self, puzzle: FillGridPuzzle, answer: Grid) -> list[str]:
        return ["".join("#" if dark else "." for dark in row) for row in answer]

    def answer_text(self, puzzle: FillGridPuzzle, answer: Grid) -> str:
        return "\n".join(self.answer_json(puzzle, answer))


def count_free_grids(width: int, height: int, deadline: float | None) -> int | None:
    """The legal shadings of a blank board (`gridgames count fillgrid WxH`); None when the
    deadline passes first; PuzzleError for a board too large to count."""
    return _counted(width, height, None, deadline)


def _counted(width: int, height: int, design: Design | None, deadline: float | None) -> int | None:
    """The legal grids keeping `design`; None when the deadline passes first; PuzzleError
    for a board too large to count."""
    from ...engine import Interrupted
    from ...errors import PuzzleError
    from .counting import CountInterrupted, CountTooLarge, clear_cache, count_fillgrids

    try:
        return count_fillgrids(width, height, design, deadline=deadline)
    except CountTooLarge as refusal:
        raise PuzzleError(str(refusal), "gridgames count") from None
    except (CountInterrupted, Interrupted):
        clear_cache()  # an alarm may have cut a table's update short
        return None


GENRE = FillGridGenre()
