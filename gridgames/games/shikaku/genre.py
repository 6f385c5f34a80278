"""Shikaku behind the common Genre interface."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Model, SearchParams, Vocabulary, full
from ...engine.sentence import Sentence
from ..genre import Generator, PackageGenre
from .candidates import Candidates, find_candidates
from .checker import check_answer
from .howto import HOW_TO_PLAY
from .puzzle import Rect, ShikakuPuzzle
from .rules import Board, Coverage

if TYPE_CHECKING:
    from ..play import PlayState
    from .play import RectMove

TOKENS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


#: The shortest side each grade needs (shikaku), measured with benchmarks/bench_generate.py.
SHIKAKU_SIZES = {"medium": 5, "hard": 7, "expert": 10}


class ShikakuGenre(PackageGenre[ShikakuPuzzle, tuple[Rect, ...]]):
    name = "shikaku"
    label = Sentence("Shikaku")
    generators = (
        Generator(
            "shikaku",
            Sentence("Shikaku"),
            "gridgames.games.shikaku.generator:generate",
            smallest_side=SHIKAKU_SIZES,
        ),
    )
    controls = Sentence(
        "drag from corner to corner to draw a rectangle (it replaces what it overlaps). "
        "Click inside a rectangle, or right-click, to remove it."
    )
    ui_module = "gridgames.app.genres.shikaku"
    edit_ui_module = "gridgames.app.editing.shikaku"
    how_to_play = HOW_TO_PLAY

    def answer_move(
        self, play: PlayState, answer: tuple[Rect, ...], whites: bool = False
    ) -> RectMove:
        from .play import RectMove

        return RectMove(add=tuple(answer))

    def build(self, puzzle: ShikakuPuzzle) -> Model:
        return model_for(puzzle, find_candidates(puzzle))

    def decode(self, puzzle: ShikakuPuzzle, domains: list[int]) -> tuple[Rect, ...]:
        cands = find_candidates(puzzle)
        return tuple(
            cands.rects[clue][domain.bit_length() - 1] for clue, domain in enumerate(domains)
        )

    def check(self, puzzle: ShikakuPuzzle, answer: tuple[Rect, ...]) -> list[str]:
        return check_answer(puzzle, answer)

    def answer_json(self, puzzle: ShikakuPuzzle, answer: tuple[Rect, ...]) -> list[dict]:
        return [rect._asdict() for rect in answer]

    def answer_text(self, puzzle: ShikakuPuzzle, answer: tuple[Rect, ...]) -> str:
        return "\n".join(
            " ".join(row) if len(answer) > len(TOKENS) else "".join(row)
            for row in answer_tokens(puzzle, answer)
        )


def model_for(puzzle: ShikakuPuzzle, cands: Candidates) -> Model:
    """The puzzle's model from its candidates (a generator brings them from its memo)."""
    board = Board(puzzle, cands)
    return Model(
        [full(len(rects)) for rects in cands.rects],
        [Coverage(board)],
        # Probing a clue tries each of its places: it spares seed 000 all its guesses,
        # but costs more than it saves on a plain solve, so only grading and hints do.
        SearchParams(probe_vars=range(len(puzzle.clues)), probe_max=3, probe_by_default=False),
        Vocabulary(describe=board.describe, cell_of=board.clue_cell),
    )


def answer_tokens(puzzle: ShikakuPuzzle, answer: tuple[Rect, ...]) -> list[list[str]]:
    """One token per cell naming its rectangle: letters while they last, then a1, a2..."""

    def token(index: int) -> str:
        if len(answer) <= len(TOKENS):
            return TOKENS[index]
        return f"{TOKENS[index % 52]}{index // 52}"

    grid = [["?"] * puzzle.width for _ in range(puzzle.height)]
    for index, rect in enumerate(answer):
        for r, c in rect.cells():
            grid[r][c] = token(index)
    return grid


GENRE = ShikakuGenre()
