"""The app in the player's language: Qt translators, the Language setting, and the texts.

Every visible string goes through a module's `tr = Texts(__name__)`: `tr("Open a puzzle
file")`, `tr("Row {row}, column {column}", row=3, column=5)` (named fields, so a
translation may put them in any order), `tr.n(count, "{count} puzzle", "{count} puzzles",
count=count)` for words that follow a number (Czech has three forms). The engine's
sentences arrive as `Sentence` objects and are shown through `render`, which translates
their template and their fields.

The catalogues are Qt's: `resources/translations/gridgames_<lang>.ts` (edit them in Qt
Linguist or by hand), compiled by `pyside6-lrelease` into the `.qm` files shipped in the
package; `python -m tools.translations` brings both up to date with the source.
Qt's own dialogs (file chooser, message box buttons) use Qt's bundled `qtbase_<lang>.qm`.

The language is chosen at start: View > Language, else the system's (`QLocale.system()`),
else English. Changing it takes effect when the app starts again.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from ..engine.sentence import CONTEXT, Sentence, fill
from ..installed import data_folder

#: The languages with a complete catalogue, by Qt locale name, with their own names (the
#: menu shows each language in itself, so a player who cannot read the current one finds
#: theirs). English is the source language and needs no catalogue.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "cs": "Čeština",
    "ja": "日本語",
    "zh_CN": "简体中文",
}
SETTING = "language"  # "" follows the system
CATALOGUE = "gridgames"

_state = {"language": "en"}
_installed: list[QTranslator] = []


def chosen_language(settings: QSettings) -> str:
    """The Language setting: a key of LANGUAGES, or "" for the system's."""
    value = settings.value(SETTING, "", type=str)
    return value if value in LANGUAGES else ""


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's UI languages that the app speaks, else English."""
    locale = locale or QLocale.system()
    for name in locale.uiLanguages():
        tag = name.replace("-", "_")
        lang = tag.split("_")[0].lower()
        if lang == "zh":
            # Simplified Chinese: zh_CN, zh_SG, zh_Hans; Traditional stays English for now.
            if tag in ("zh", "zh_CN", "zh_SG") or "Hans" in tag:
                return "zh_CN"
            continue
        if lang in LANGUAGES:
            return lang
    return "en"


def current_language() -> str:
    return _state["language"]


def catalogue_path(language: str) -> str:
    return str(data_folder("translations") / f"{CATALOGUE}_{language}.qm")


def install(language: str) -> bool:
    """Use `language` (a key of LANGUAGES) for every text from now on. Returns False (and
    stays in English) when its catalogue cannot be loaded. Needs a QCoreApplication."""
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _state["language"] = "en"
    if language == "en" or language not in LANGUAGES:
        return language == "en"
    ours = QTranslator(app)
    if not ours.load(catalogue_path(language)):
        return False
    qt = QTranslator(app)  # Qt's own buttons and dialogs; missing is harmless
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    _state["language"] = language
    QLocale.setDefault(QLocale(language))
    return True


def install_from_settings(settings: QSettings) -> str:
    """At start: the chosen language, or the system's; returns the one in use."""
    language = chosen_language(settings) or system_language()
    install(language)
    return current_language()


class Texts:
    """The texts of one module (its translation context is the module's name)."""

    def __init__(self, context: str) -> None:
        self.context = context

    def __call__(self, text: str, /, **fields: object) -> str:
        translated = QCoreApplication.translate(self.context, text)
        return _filled(translated, text, fields)

    def n(self, count: int, one: str, other: str, /, **fields: object) -> str:
        """The form for `count`, which fills the field `{count}` unless named otherwise."""
        fields.setdefault("count", count)
        return _counted(self.context, count, one, other, fields)

    @staticmethod
    def mark(text: str) -> str:
        """A text kept in a constant and translated where it is shown (`tr(CONSTANT)`)."""
        return text

    def plural(self, one: str, other: str) -> Plural:
        """A counted text kept in a table (`verbs[mark](count)`), translated when called."""
        return Plural(self.context, one, other)


@dataclass(frozen=True)
class Plural:
    """`tr.n` waiting for its count: a table of counted texts in one module, said by code
    in another (a base class), still looked up in the module that wrote them."""

    context: str
    one: str
    other: str

    def __call__(self, count: int, /, **fields: object) -> str:
        fields.setdefault("count", count)
        return _counted(self.context, count, self.one, self.other, fields)


def words_of(error: BaseException) -> str:
    """What an exception says, as a Sentence when it was raised with one (a PuzzleError:
    its place and reason), else its own text; `render` it to show it."""
    said = getattr(error, "said", None)
    if isinstance(said, Sentence):
        return said
    if error.args and isinstance(error.args[0], Sentence):
        return error.args[0]
    return str(error)


def render(text: object) -> str:
    """A Sentence in the current language (its fields too); any other text as it is."""
    if not isinstance(text, Sentence):
        return "" if text is None else str(text)
    if _state["language"] == "en":
        return str(text)  # a Sentence is its English text
    fields = {name: _render_field(value) for name, value in text.fields.items()}
    if text.count is not None:
        count = text.fields[text.count]
        template = _counted_template(CONTEXT, count, text.one or text.template, text.template)
    else:
        template = QCoreApplication.translate(CONTEXT, text.template)
    try:
        return fill(template, fields, text.clauses)
    except (KeyError, ValueError, IndexError):
        return str(text)  # a broken translation shows the English, never a traceback


def _render_field(value: object) -> object:
    if isinstance(value, Sentence):
        return render(value)
    if isinstance(value, (list, tuple)):
        return type(value)(_render_field(item) for item in value)
    return value


def _counted_template(context: str, count: int, one: str, other: str) -> str:
    if _state["language"] == "en":
        return one if count == 1 else other
    return QCoreApplication.translate(context, other, None, count)


def _counted(context: str, count: int, one: str, other: str, fields: dict[str, object]) -> str:
    template = _counted_template(context, count, one, other)
    return _filled(template, one if count == 1 else other, fields)


def _filled(template: str, english: str, fields: dict[str, object]) -> str:
    if not fields:
        return template
    try:
        return fill(template, fields)
    except (KeyError, ValueError, IndexError):
        return fill(english, fields)
