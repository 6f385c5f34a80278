"""The translations: every text of the source in every catalogue, translated, with its
fields, markup and plural forms; the shipped .qm built from the .ts; and, at run time,
every text the window shows going through the catalogue (a pseudo-language marks each
translated text, so one shown in English stands out).

When one fails: run `python -m tools.translations` (it adds new texts to every .ts and
rebuilds the .qm), translate the texts it reports in resources/translations/*.ts (Qt
Linguist or by hand), and run it again.
"""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QLabel,
    QMenu,
    QWidget,
)

from gridgames.app import i18n
from gridgames.app.i18n import Texts, render
from gridgames.engine.sentence import Sentence, field_names
from tests.pseudo_language import compile_language, installed, source_messages
from tools.translations import (
    LANGUAGES,
    PLURAL_FORMS,
    REGENERATE,
    build_qm,
    catalogue,
    compiled,
    read_ts,
)

#: Texts a language may leave as they are: names and notations, not words.
SAME_IN_EVERY_LANGUAGE = {
    "Shikaku",
    "Hitori",
    "Kurodoko",
    "{action} ({shortcut})",
    "{verb} {what}",
    "OK",
    "Grid Games",
    "Licence: {licence}",
    "Licence — {pack}",
    "{guesses}, {taken_back}",
    ", ",
    "Export — {title}",
    "PDF (*.pdf)",
    "{cells}",
    "{rows}, {columns}",
    "{cell} {value}",
    "{first} {second}",
    "{none}: {reason}",
    "{none}.",
    "{Reason}.",
    "{technique} ×{times}",
    "{step}: {reason}",
    "{file}: {reason}",
    "{file}\n\n{reason}",
    "{where}: {reason}",
    "{what}: {reason}",
    "licence_file: {reason}",
    "({milliseconds} ms)",
}
TAG = re.compile(r"</?\w+[^>]*>")


def _fields(text: str) -> set[str]:
    """A text's field names, `{Cell}` (capitalised use) counted as `cell`."""
    return {name[:1].lower() + name[1:] for name in field_names(text)}


@pytest.fixture(scope="module")
def messages():
    return source_messages()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_source_text_is_in_the_catalogue(language, messages) -> None:
    have = read_ts(catalogue(language))
    missing = [m for key, m in messages.items() if key not in have]
    listed = "\n".join(f"  {m.files[0]}: {m.source!r}" for m in missing[:20])
    assert not missing, (
        f"{len(missing)} text(s) of the source are not in {catalogue(language).name}:\n{listed}\n"
        f"Run `{REGENERATE}`, translate them, and run it again."
    )
    gone = [key for key in have if key not in messages]
    assert not gone, (
        f"{catalogue(language).name} holds texts the source no longer has: "
        f"{gone[:5]}; run `{REGENERATE}`."
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_translated_with_its_fields_and_markup(language, messages) -> None:
    have = read_ts(catalogue(language))
    problems = []
    for key, message in messages.items():
        translation = have.get(key)
        where = f"{message.files[0]} [{key[0]}] {message.source!r}"
        if translation is None or not translation.finished or not all(translation.forms):
            problems.append(f"{where}: not translated")
            continue
        forms = translation.forms
        if message.numerus and len(forms) != PLURAL_FORMS[language]:
            problems.append(f"{where}: {len(forms)} plural forms, {language} has "
                            f"{PLURAL_FORMS[language]}")  # fmt: skip
        sources = [message.source] + ([message.one] if message.one else [])
        wanted = set().union(*(_fields(text) for text in sources))
        for form in forms:
            got = _fields(form)
            # A plural form may leave out the number itself ("jeden tah", "one move").
            if got != wanted and not (message.numerus and got == wanted - {"count"}):
                problems.append(f"{where}: fields {sorted(got)} in {form!r}, want {sorted(wanted)}")
            if sorted(TAG.findall(form)) != sorted(TAG.findall(message.source)):
                problems.append(f"{where}: markup differs in {form!r}")
            if "&" in message.source and "&" not in form:
                problems.append(f"{where}: no keyboard accelerator (&) in {form!r}")
            if form == message.source and message.source not in SAME_IN_EVERY_LANGUAGE:
                problems.append(f"{where}: left in English")
    report = "\n".join(problems[:40])
    assert not problems, (
        f"{catalogue(language).name}: {len(problems)} problem(s):\n{report}\n"
        f"Fix them in the .ts, then run `{REGENERATE}` to rebuild the .qm."
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shipped_qm_is_built_from_the_ts(language, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.qm"
    build_qm(catalogue(language), fresh)
    assert compiled(language).read_bytes() == fresh.read_bytes(), (
        f"{compiled(language).name} is older than {catalogue(language).name}: run `{REGENERATE}`"
    )


# -- at run time --------------------------------------------------------------------


@pytest.fixture(scope="module")
def pseudo_language(messages, tmp_path_factory) -> Path:
    return compile_language(
        messages,
        tmp_path_factory.mktemp("language"),
        "pseudo",
        lambda source: f"«{source}»",
        lambda message, source: [f"«{source}»"] * 2,
    )


@pytest.fixture
def pseudo(qapp, pseudo_language: Path):
    """Every text of the source translated to «itself»: what the window shows without the
    marks never went through the catalogue."""
    with installed(pseudo_language):
        yield


def shown_texts(widget: QWidget) -> list[str]:
    """The texts a player reads in a widget and its children: labels, buttons, menus and
    their actions, window and dock titles, tool tips."""
    texts = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        if isinstance(child, QMenu):
            texts.append(child.title())
        if isinstance(child, QDockWidget):
            texts.append(child.windowTitle())
        if isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        for action in child.actions():
            texts += [action.text(), action.toolTip(), action.statusTip(), action.iconText()]
    names = set(i18n.LANGUAGES.values())  # the Language menu names each in itself
    return [text for text in texts if re.search(r"[A-Za-z]{2}", text) and text not in names]


#: Standard buttons (QDialogButtonBox, QMessageBox): Qt's own qtbase_<lang>.qm words them.
QT_OWN = {"OK", "Cancel", "Close", "Yes", "No", "&OK", "&Cancel", "&Close", "&Yes", "&No"}


def untranslated(texts: list[str]) -> list[str]:
    from PySide6.QtGui import QPageSize

    from gridgames.app.printing import PAGE_SIZES

    papers = {QPageSize(size).name() for size in PAGE_SIZES.values()}  # Qt names them
    return sorted({t for t in texts if "«" not in t and t not in QT_OWN and t not in papers})


def test_the_window_shows_no_text_that_skipped_the_catalogue(pseudo, qtbot) -> None:
    from tests.driver import open_window

    window = open_window(qtbot)
    window.open_first_builtin()
    left = untranslated(shown_texts(window))
    assert not left, f"shown without going through tr()/render(): {left}"
    assert "«" in window.status.time.text() and "«" in window.windowTitle()


# -- the language itself --------------------------------------------------------------


@pytest.fixture
def czech(qapp):
    assert i18n.install("cs")
    yield
    i18n.install("en")


def test_czech_has_three_plural_forms(czech) -> None:
    tr = Texts("gridgames.app.window")
    one, two, five = (
        tr.n(n, "1 mistake: {first}", "{count} mistakes: {first}", first="x") for n in (1, 3, 5)
    )
    assert len({one, two, five}) == 3, (one, two, five)
    assert "5" in five and "3" in two


def test_the_menus_are_in_the_chosen_language(czech, qtbot) -> None:
    from tests.driver import open_window

    window = open_window(qtbot)
    titles = [action.text() for action in window.menuBar().actions()]
    assert "&Game" not in titles and "&Help" not in titles
    assert i18n.current_language() == "cs"


def test_a_sentence_is_english_text_and_travels_whole() -> None:
    clause = Sentence("Row {row} has too many cells filled", row=9)
    sentence = Sentence("Suppose {what}: then {cause} So {left}.", what="x", cause=clause,
                        left="y", clauses=("cause",))  # fmt: skip
    assert sentence == "Suppose x: then row 9 has too many cells filled. So y."
    again = pickle.loads(pickle.dumps(sentence))
    assert again == sentence and again.fields["cause"].template == clause.template
    counted = Sentence.counted("count", "{count} more step", "{count} more steps", count=1)
    assert counted == "1 more step" and render(counted) == "1 more step"
    assert Sentence("{Cell} is shaded.", cell="row 2, column 3") == "Row 2, column 3 is shaded."


def test_the_system_language_is_followed() -> None:
    from PySide6.QtCore import QLocale

    assert i18n.system_language(QLocale("cs_CZ")) == "cs"
    assert i18n.system_language(QLocale("ja_JP")) == "ja"
    assert i18n.system_language(QLocale("zh_CN")) == "zh_CN"
    assert i18n.system_language(QLocale("de_DE")) == "en"


def test_the_dialogs_show_no_text_that_skipped_the_catalogue(pseudo, qtbot) -> None:
    """New Puzzle, How to Play, Statistics, Export, Export as PDF, and the solver's panel
    and hint bar once they have something to say."""
    from PySide6.QtWidgets import QDialog

    from tests.driver import open_window

    window = open_window(qtbot)
    window.open_first_builtin()
    a = window.game_actions
    for action in (a.new_puzzle, a.how_to_play, a.statistics, a.export, a.export_pdf):
        action.trigger()
    dialogs = [d for d in window.findChildren(QDialog) if d.isVisible()]
    assert len(dialogs) >= 5
    left = untranslated([text for dialog in dialogs for text in shown_texts(dialog)])
    for dialog in dialogs:
        dialog.close()
    assert not left, f"shown without going through tr()/render(): {left}"


def test_view_language_keeps_the_choice_for_the_next_start(qtbot, monkeypatch) -> None:
    """View > Language > Čeština: saved, said to take effect at the next start (Later
    chosen here), and the next start installs it; System Default clears it again."""
    from PySide6.QtWidgets import QMessageBox

    from tests.driver import open_window

    window = open_window(qtbot)
    menu = window.language_menu
    asked: list[str] = []

    def later(box: QMessageBox) -> int:
        asked.append(box.text())
        later_button = next(b for b in box.buttons() if b.text() == "Later")
        later_button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", later)
    by_code = {action.data(): action for action in menu.actions() if not action.isSeparator()}
    assert set(by_code) == {"", *i18n.LANGUAGES}
    by_code["cs"].trigger()
    assert asked and "next start" in asked[0]
    assert i18n.chosen_language(window.settings) == "cs"
    assert i18n.current_language() == "en"  # the running window is not retranslated
    try:
        assert i18n.install_from_settings(window.settings) == "cs"
    finally:
        i18n.install("en")
    by_code[""].trigger()
    assert i18n.chosen_language(window.settings) == ""


#: Qt calls whose text argument a player reads.
SHOWN_BY = {
    "setText", "setToolTip", "setStatusTip", "setWindowTitle", "setPlaceholderText",
    "setIconText", "showMessage", "setTitle", "addItem", "addItems", "addAction", "addMenu",
    "addTab", "setTabText", "setHeaderLabels", "setHorizontalHeaderLabels", "setLabelText",
    "setInformativeText", "setSpecialValueText", "setSuffix", "setPrefix", "say", "addRow",
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QAction", "QGroupBox",
    "QDockWidget", "QToolButton", "information", "warning", "question", "critical", "emit",
}  # fmt: skip


def _words_in(arg) -> bool:
    """A literal, or an f-string's literal parts, holding words (markup aside)."""
    import ast

    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        parts = [arg.value]
    elif isinstance(arg, ast.JoinedStr):
        parts = [v.value for v in arg.values if isinstance(v, ast.Constant)]
    else:
        return False
    return any(re.search(r"[A-Za-z]{2}", TAG.sub("", re.sub(r"<[^>]*$|^[^<]*>", "", part)))
               for part in parts)  # fmt: skip


def test_no_literal_text_reaches_the_screen_without_tr() -> None:
    """A static look at every call that shows text (buttons, labels, tool tips, menus,
    message boxes, the status bar): its text is tr()'d, render()ed or a variable, never a
    bare English literal or f-string -- including dialogs no other test opens."""
    import ast

    from tools.translations import ROOT

    found = []
    for path in sorted((ROOT / "gridgames" / "app").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in SHOWN_BY:
                continue
            for arg in node.args:
                if _words_in(arg):
                    text = ast.unparse(arg)[:60]
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {name}({text})")
    assert not found, "text shown without tr():\n" + "\n".join(found)
