"""The genre spec: everything Grid Games knows about one genre, in one object.

After Simon Tatham's `struct game`: each genre package exports one `Genre` (its `GENRE`), the
registry (`registry.py`) lists them, and the rest of the program -- the `.gg` reader and
writer, the command line, the solver front door, the generators, the app -- asks the spec
and never names a genre. The spec is generic in the genre's puzzle and answer types, so a
type checker follows a puzzle from the reader to the answer it is checked against.

The Qt side of a genre (painter and input mapper) lives in the app, never here: `ui_module`
only names the module the app imports for it, so `games/` stays free of Qt.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from ..engine import Model
from ..engine.sentence import Sentence
from .problem import Problem

if TYPE_CHECKING:
    from ..formats.gg import GgDocument
    from .bridge import Bridge
    from .design import DesignHooks
    from .editing import Editor
    from .play import PlayState

#: The difficulty names every generator and grade uses, easiest first.
GRADES = ("easy", "medium", "hard", "expert")
#: The same in the player's words (translated where shown).
GRADE_WORDS = {
    "easy": Sentence("easy"),
    "medium": Sentence("medium"),
    "hard": Sentence("hard"),
    "expert": Sentence("expert"),
}


class GridPuzzle(Protocol):
    """What every genre's puzzle has: its genre's name (a class attribute), a size,
    metadata in file order and, when the source gave one, the answer."""

    genre: str
    width: int
    height: int
    meta: dict[str, str]
    given_solution: Any


Puzzle = GridPuzzle  # any genre's puzzle
Answer = Any  # any genre's answer: each Genre says its own
P = TypeVar("P")
A = TypeVar("A")


@dataclass(frozen=True)
class Variant:
    """A variant of a genre, as a `.gg` header names it (`fillgrid 5x5 hitori`). `label`
    is what players call puzzles of this variant; None when they go by the genre's name.
    `words`: such a puzzle named in a sentence ("colour Nonogram"), as a whole Sentence so
    a translation need not glue the variant's name to the genre's."""

    name: str
    label: str | None = None
    words: str | None = None


@dataclass(frozen=True)
class Generator:
    """One kind of puzzle a genre can make. `target` ("module:function") is imported when
    first used, so listing the kinds costs nothing; the function is
    `generate(width, height, difficulty, seed, timeout, cancel) -> (puzzle, Grade)`."""

    kind: str  # unique over all genres: a genre's name or one of its variants' names
    label: str
    target: str
    difficulties: tuple[str, ...] = GRADES
    #: The shortest side a board needs for each grade (missing: any size), measured with
    #: benchmarks/bench_generate.py: a smaller board leaves no room for the techniques
    #: the grade means, so the app says so at once instead of generating.
    smallest_side: Mapping[str, int] = field(default_factory=dict, compare=False)
    #: The longest side a board may have for each grade (missing: any size the app
    #: offers), measured the same way: past it the generator cannot deliver the grade
    #: within the dialog's time, so the app says so at once instead of searching for
    #: minutes and handing back another grade.
    largest_side: Mapping[str, int] = field(default_factory=dict, compare=False)

    def load(self) -> Callable[..., tuple[Any, Any]]:
        return load_target(self.target)


@dataclass(frozen=True)
class Counting:
    """A genre that can count its legal grids of a size (`gridgames count GENRE WxH`).
    `target` ("module:function"): `count(width, height, deadline) -> int | None`, None when
    the monotonic `deadline` passed first."""

    help: str
    target: str

    def load(self) -> Callable[[int, int, float | None], int | None]:
        return load_target(self.target)


@dataclass(frozen=True)
class Fill:
    """A whole board an author may start a design from (Hitori: a random Latin square),
    offered by the designer for the variants named. `target` ("module:function"):
    `fill(puzzle, seed) -> puzzle`, a pure function giving the filled copy."""

    label: str  # the designer's command, e.g. "Fill with a Latin Square"
    target: str
    variants: tuple[str, ...] = ()  # the variants it suits; empty: every puzzle of the genre

    def suits(self, puzzle: Any) -> bool:
        return not self.variants or getattr(puzzle, "variant", None) in self.variants

    def load(self) -> Callable[[Any, int], Any]:
        return load_target(self.target)


def load_target(target: str) -> Callable[..., Any]:
    """The function a "module:function" target names, imported when first used."""
    module, _, function = target.partition(":")
    return getattr(import_module(module), function)


@dataclass(frozen=True)
class HowToPlay:
    """Help > How to Play and the first-steps tour for one kind of puzzle."""

    name: str  # what players call it
    rules: str  # HTML: the rules, then how to mark them here
    intro: str  # one sentence for the first-steps tour
    example: str  # a small puzzle in .gg text, with its one answer
    deduced: bool = True  # has a tour: there are steps to deduce (not a free designer)

    def example_puzzle(self) -> GridPuzzle:
        from ..formats.gg import read_gg

        return read_gg(self.example, f"<{self.name} example>")


class Genre(ABC, Generic[P, A]):
    """One genre: its names, its `.gg` body, its rules for the engine, its answers, its
    grades, its play, its generators and its help. Subclass, fill the class attributes,
    implement the methods, and export one instance as `GENRE`."""

    name: ClassVar[str]  # the .gg header word and `puzzle.genre`
    label: ClassVar[str]  # what players call it
    #: The variants a `.gg` header may name after the size; the first is the default (a
    #: header without one). Empty: the genre has none and a header naming one is an error.
    variants: ClassVar[tuple[Variant, ...]] = ()
    #: The `.gg` sections (`rows:`, `columns:`, `solution:`) a file of this genre may have,
    #: and whether the lines right after the header are its body (a grid) or must sit in them.
    gg_sections: ClassVar[tuple[str, ...]] = ("solution",)
    gg_body: ClassVar[bool] = True
    generators: ClassVar[tuple[Generator, ...]] = ()
    counting: ClassVar[Counting | None] = None
    #: Whole boards the designer offers to start from (`fills_for` picks a puzzle's).
    fills: ClassVar[tuple[Fill, ...]] = ()
    #: Help > Controls: how to play it with the mouse, one HTML paragraph.
    controls: ClassVar[str] = ""
    #: Help > How to Play, by kind (the genre's and its named variants').
    how_to_play: ClassVar[dict[str, HowToPlay]] = {}
    #: The Qt module (importable in the app only) that defines this genre's PAINTER and MAPPER.
    ui_module: ClassVar[str]
    #: The Qt module that defines its EDIT_PAINTER and EDIT_MAPPER (edit mode); None: the
    #: genre has no editor in the app.
    edit_ui_module: ClassVar[str | None] = None

    # --- naming --------------------------------------------------------------------------

    def kind(self, puzzle: P) -> str:
        """What players call this puzzle's kind: its variant's name when the variant has a
        label of its own (Hitori is a Fill-grid), otherwise the genre's name."""
        return self.kind_of_variant(getattr(puzzle, "variant", None))

    def kind_of_variant(self, variant: str | None) -> str:
        for known in self.variants:
            if known.name == variant and known.label:
                return known.name
        return self.name

    def kinds(self) -> dict[str, str]:
        """Kind name -> label, the genre's own first."""
        found = {self.name: self.label}
        found.update({v.name: v.label for v in self.variants if v.label})
        return found

    def fills_for(self, puzzle: P) -> tuple[Fill, ...]:
        """The fills the designer offers for this puzzle (its variant's)."""
        return tuple(fill for fill in self.fills if fill.suits(puzzle))

    # --- the .gg body --------------------------------------------------------------------

    @abstractmethod
    def read_gg(self, doc: GgDocument) -> P:
        """The puzzle a scanned `.gg` file holds, validated (`doc.check`); PuzzleError with
        the file line for anything wrong."""

    def gg_body_row(self, variant: str | None, line: str) -> bool:
        """Whether a body line starting with `#` is a row of the body (a given shaded cell),
        not a comment. No body row starts with `#` unless a genre says so."""
        return False

    @abstractmethod
    def write_gg(self, puzzle: P) -> list[str]:
        """The lines after the header and metadata: the body and any sections."""

    # --- rules ---------------------------------------------------------------------------

    @abstractmethod
    def problems(self, puzzle: P) -> list[Problem]:
        """Everything wrong with the puzzle however it was made, as row/column Problems."""

    @abstractmethod
    def build(self, puzzle: P) -> Model:
        """The engine model: initial domains and propagators, with its SearchParams and
        Vocabulary."""

    @abstractmethod
    def decode(self, puzzle: P, domains: list[int]) -> A:
        """Turn a solved state (every domain decided) into the genre's answer."""

    @abstractmethod
    def check(self, puzzle: P, answer: A) -> list[str]:
        """Every rule the answer breaks, in words; empty when it is a valid solution.

        Written from the rules alone, independently of the propagators, so tests can
        trust it to judge the solver."""

    def count_answers(self, puzzle: P, deadline: float | None) -> int | None:
        """The exact number of answers (`gridgames count PUZZLE`); None when the monotonic
        `deadline` passes first. This default lets the engine find them all, keeping none;
        a genre with a faster exact counter for some of its puzzles overrides it."""
        from ..engine import count_solutions
        from ..util.timelimit import remaining

        model = self.build(puzzle)  # building counts against the deadline too
        result = count_solutions(model, timeout=remaining(deadline))
        return None if result.status.interrupted else result.count

    @abstractmethod
    def answer_json(self, puzzle: P, answer: A) -> Any:
        """The `solution` field of `gridgames solve --json` (FORMATS.md section 3)."""

    @abstractmethod
    def answer_text(self, puzzle: P, answer: A) -> str:
        """The grid printed by `gridgames solve` without --json."""

    # --- the designer --------------------------------------------------------------------

    def design(self) -> DesignHooks:
        """What the designer (`gridgames.designing`) needs to know of this genre beyond
        its rules: how answers differ, which clues it may add or take away. The default
        knows no clue to add or remove."""
        from .design import DesignHooks

        return DesignHooks()

    # --- play ----------------------------------------------------------------------------

    def unplayable(self, puzzle: P) -> str | None:
        """Why the window cannot play this puzzle yet (a variant that only the command line
        solves), or None. The window refuses such a puzzle with this reason."""
        return None

    @abstractmethod
    def new_play(self, puzzle: P) -> PlayState:
        """A fresh, empty play state (the board the player marks)."""

    def editor(self) -> Editor | None:
        """What makes and edits puzzles of this genre (`games/editing.py`); None when the
        genre has no designer."""
        return None

    @abstractmethod
    def bridge(self, puzzle: P) -> Bridge:
        """What turns the engine's steps into marks on that board (hints, auto-solve)."""

    def answer_move(self, play: PlayState, answer: A, whites: bool = False) -> Any:
        """The move that puts `answer` on an empty board (printed answers, How to Play's
        example); with `whites`, also the marks a player of this genre leaves on cells known
        to stay empty, when its players make such marks. This default is for answers that
        are grids of filled cells played by marking cells (`CellPlay`)."""
        from .play import CellMove, Mark

        cells = tuple(
            (r, c, Mark.FILL if on else Mark.CROSS)
            for r, row in enumerate(answer)  # type: ignore[arg-type]
            for c, on in enumerate(row)
            if (on or whites) and not play.is_fixed(r, c)  # type: ignore[attr-defined]
        )
        return CellMove(cells)


class PackageGenre(Genre[P, A]):
    """A genre whose parts are modules of its own package under the usual names, each
    imported when first used (so the registry's import of the spec stays light):
    `gg.read`/`gg.write`, `validate.problems`, `play.PLAY_STATE`, `bridge.bridge`,
    `design.DESIGN` and, when it has one, `editing.EDITOR`."""

    def _part(self, name: str) -> Any:
        package = type(self).__module__.rpartition(".")[0]
        return import_module(f"{package}.{name}")

    def read_gg(self, doc: GgDocument) -> P:
        return self._part("gg").read(doc)

    def write_gg(self, puzzle: P) -> list[str]:
        return self._part("gg").write(puzzle)

    def problems(self, puzzle: P) -> list[Problem]:
        return self._part("validate").problems(puzzle)

    def new_play(self, puzzle: P) -> PlayState:
        return self._part("play").PLAY_STATE(puzzle)

    def bridge(self, puzzle: P) -> Bridge:
        return self._part("bridge").bridge(puzzle)

    def design(self) -> DesignHooks:
        """The package's `design.DESIGN`, when it has a `design` module."""
        try:
            return self._part("design").DESIGN
        except ModuleNotFoundError as missing:
            package = type(self).__module__.rpartition(".")[0]
            if missing.name != f"{package}.design":
                raise
            return super().design()

    def editor(self) -> Editor | None:
        if self.edit_ui_module is None:
            return None
        return self._part("editing").EDITOR
