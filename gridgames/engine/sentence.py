"""Sentences for the player as whole templates with named fields, so they can be translated.

The engine and the genres write their reasons in English, but a translation cannot be glued
together from English parts: word order, case endings and plurals differ. So a sentence is
built as a template ("{clue} must cover {cell}: no other number reaches it.") plus its
fields, and the app (`gridgames/app/i18n.py`) looks the template up in the language the
player chose and fills in the fields, each itself translated when it is a Sentence.

A Sentence *is* its English text (a `str`), so the command line, logs, tests and every
caller that prints, compares or searches a reason keep working unchanged; only the app asks
for its parts. No Qt here: the template is the lookup key, `tools/translations.py` finds
the templates in the source by the calls `Sentence("...")` and `Sentence.counted(...)`.
"""

from __future__ import annotations

import string
from functools import lru_cache

#: The translation context every Sentence is looked up in (one, so that the same words
#: used by two genres are translated once).
CONTEXT = "Sentence"


class Sentence(str):
    """English text that remembers its template and fields.

    `count`: the name of the field that chooses a plural form (`counted`); `one` is then
    the English singular template and `template` the plural one (Qt's numerus key).
    `clauses`: fields that are whole sentences used inside this one, which lose their
    capital and gain a full stop when filled in ("then row 9 has too many cells.")."""

    #: (template, fields, count, one, clauses), in one attribute: a Sentence is made and
    #: unpickled by the thousand in a traced solve, and one attribute is the cheapest.
    parts: tuple[str, dict[str, object], str | None, str | None, tuple[str, ...]]

    @property
    def template(self) -> str:
        return self.parts[0]

    @property
    def fields(self) -> dict[str, object]:
        return self.parts[1]

    @property
    def count(self) -> str | None:
        return self.parts[2]

    @property
    def one(self) -> str | None:
        return self.parts[3]

    @property
    def clauses(self) -> tuple[str, ...]:
        return self.parts[4]

    def __new__(
        cls,
        template: str,
        /,
        *,
        clauses: tuple[str, ...] = (),
        **fields: object,
    ) -> Sentence:
        return cls._make(template, fields, None, None, clauses)

    @classmethod
    def counted(
        cls, count: str, one: str, other: str, /, *, clauses: tuple[str, ...] = (), **fields
    ) -> Sentence:
        """A sentence whose words depend on the number in field `count`: `one` when it is
        1, `other` otherwise (in English; a translation has its own forms, Czech three)."""
        return cls._make(other, fields, count, one, clauses)

    @classmethod
    def _make(
        cls,
        template: str,
        fields: dict[str, object],
        count: str | None,
        one: str | None,
        clauses: tuple[str, ...],
    ) -> Sentence:
        english = one if count is not None and fields[count] == 1 and one else template
        self = super().__new__(cls, fill(english, fields, clauses))
        self.parts = (template, fields, count, one, clauses)
        return self

    def __reduce__(self) -> tuple:
        # Steps cross from the engine process to the window pickled, by the thousand: the
        # English text travels too, so unpickling fills in no template.
        return _rebuild, (str(self), self.parts)

    def __copy__(self) -> Sentence:
        return self

    def __deepcopy__(self, memo: dict) -> Sentence:
        return self


def _rebuild(text: str, parts: tuple) -> Sentence:
    self = str.__new__(Sentence, text)
    self.parts = parts
    return self


class _Fields(string.Formatter):
    """`{cell}` is the field as it is, `{Cell}` the same field with a capital letter (it
    opens the sentence in this language), and a clause field reads as a clause."""

    def __init__(self, fields: dict[str, object], clauses: tuple[str, ...]) -> None:
        self.fields = fields
        self.clauses = clauses

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            raise KeyError(key)
        if key in self.fields:
            value = self.fields[key]
            return as_clause(value) if key in self.clauses else value
        lowered = key[:1].lower() + key[1:]
        if lowered != key and lowered in self.fields:
            return capitalized(self.get_value(lowered, args, kwargs))
        raise KeyError(key)


def fill(template: str, fields: dict[str, object], clauses: tuple[str, ...] = ()) -> str:
    """The template with its fields filled in (see `_Fields` for `{Name}` and clauses).
    A text without fields is taken as it is (an HTML page may hold braces)."""
    if not fields:
        return template
    if not clauses:
        capitals = _capitals(template)
        if not capitals:
            return template.format_map(fields)  # the common case, at C speed
        # `{Clue} must cover ...`: the capitalised fields added, still at C speed
        # (string.Formatter's Python-level parsing took half of a traced 200x200
        # Shikaku's reasons)
        filled = dict(fields)
        for name, lowered in capitals:
            if lowered not in fields or name in fields:
                break  # a field of its own: as _Fields reads it
            filled[name] = capitalized(fields[lowered])
        else:
            return template.format_map(filled)
    return _Fields(fields, clauses).format(template)


@lru_cache(maxsize=1024)
def _capitals(template: str) -> tuple[tuple[str, str], ...]:
    """The template's `{Name}` fields, each with its lower-case field name (none: str.format
    fills it as it is)."""
    return tuple(
        (name, name[:1].lower() + name[1:])
        for name in sorted(field_names(template))
        if name[:1].isupper()
    )


def field_names(template: str) -> set[str]:
    """The fields a template names, as written (`{Cell}` stays `Cell`)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def as_clause(text: object) -> str:
    """A sentence placed inside another: no capital, ending in a full stop (English and
    the other Latin-script languages; a script without case is left as it is)."""
    words = str(text).strip()
    words = words[:1].lower() + words[1:]
    if words and not words.endswith((".", "!", "?", "。", "！", "？")):
        words += "."
    return words


def capitalized(text: object) -> str:
    """The first letter in capitals: a phrase opening a sentence."""
    words = str(text)
    return words[:1].upper() + words[1:]
