"""How to play each kind of puzzle, gathered from the genres' specs (`Genre.how_to_play`).

`RULES` reads the registry each time it is asked, so a genre registered after start-up
(a plugin) has its page too; a kind whose genre gives no page simply has none (`.get`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ..games.genre import HowToPlay, Puzzle
from ..games.registry import genres
from ..games.registry import kind_of as registry_kind_of

KindRules = HowToPlay  # the name the app's dialogs use


class _Rules(Mapping[str, HowToPlay]):
    """Kind -> its rules and example, over every registered genre, in registry order."""

    def _table(self) -> dict[str, HowToPlay]:
        return {kind: rules for genre in genres() for kind, rules in genre.how_to_play.items()}

    def __getitem__(self, kind: str) -> HowToPlay:
        return self._table()[kind]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())


RULES: Mapping[str, HowToPlay] = _Rules()


def kind_of(puzzle: Puzzle) -> str:
    """The key of `RULES` for a puzzle: its named variant, else its genre."""
    return registry_kind_of(puzzle)
