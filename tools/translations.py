"""Bring the translation catalogues up to date with the source, then compile them.

    python -m tools.translations          # update every .ts from the source, build every .qm
    python -m tools.translations --check  # change nothing; exit 1 naming what is out of date

The catalogues are Qt Linguist's `.ts` files in `resources/translations/` (one per
language, edited in Linguist or by hand), compiled by PySide6's own `pyside6-lrelease` into
the `.qm` files the package ships (`gridgames/data/translations` links there), so a wheel or
`pipx install` needs no Qt tools at install time.

The texts are found in the source by their calls, read with `ast`:
- `tr("...")` and `tr.n(count, "one ...", "other ...")` in a module that sets
  `tr = Texts(__name__)` (`gridgames/app/i18n.py`): the context is the module's name;
- `Sentence("...")` and `Sentence.counted("field", "one ...", "other ...")` anywhere
  (`gridgames/engine/sentence.py`): the context is "Sentence";
- `tr.mark("...")`: a text kept in a constant and passed to `tr()` where it is shown;
  `tr.plural("one ...", "other ...")`: a counted text kept in a table, called with its count.
`pyside6-lupdate` is not used for this: its Python reader does not mark
`QCoreApplication.translate(..., n)` as plural (only `self.tr` inside a class) and takes an
f-string's text as if it were the template; these calls are refused here instead.

Updating keeps every translation whose source text is still in use, adds new texts as
unfinished (empty) and drops texts the source no longer has.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "gridgames"
CATALOGUES = ROOT / "resources" / "translations"
SENTENCE_CONTEXT = "Sentence"  # gridgames.engine.sentence.CONTEXT (no import: no Qt here)
#: Plural forms per language, as Qt's lrelease counts them.
PLURAL_FORMS = {"cs": 3, "ja": 1, "zh_CN": 1}
LANGUAGES = tuple(PLURAL_FORMS)
REGENERATE = "python -m tools.translations"


@dataclass
class Message:
    context: str
    source: str  # the key: the English template (the plural one for counted texts)
    one: str | None = None  # counted texts: the English singular
    files: list[str] = field(default_factory=list)

    @property
    def numerus(self) -> bool:
        return self.one is not None


class SourceError(Exception):
    """A text call the catalogue cannot hold (an f-string, a non-literal text)."""


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def extract(root: Path = SOURCES) -> dict[tuple[str, str], Message]:
    """Every translatable text in the package, by (context, source text)."""
    messages: dict[tuple[str, str], Message] = {}
    for path in sorted(root.rglob("*.py")):
        for context, source, one in texts_in(path):
            key = (context, source)
            message = messages.setdefault(key, Message(context, source, one))
            relative = str(path.relative_to(ROOT))
            if relative not in message.files:
                message.files.append(relative)
    return messages


def texts_in(path: Path) -> list[tuple[str, str, str | None]]:
    """(context, source, English singular or None) for each text call in one file."""
    text = path.read_text(encoding="utf-8")
    if "tr(" not in text and "tr.n(" not in text and "Sentence" not in text:
        return []
    tree = ast.parse(text, str(path))
    context = module_name(path)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        kind = _call_kind(node.func)
        if kind is None:
            continue
        where = f"{path.relative_to(ROOT)}:{node.lineno}"
        if kind in ("tr", "mark", "sentence"):
            if not node.args:
                continue
            source = _literal(node.args[0], where, strict=kind != "tr")
            if source is not None:
                found.append((SENTENCE_CONTEXT if kind == "sentence" else context, source, None))
        elif kind == "plural":  # tr.plural(one, other): a counted text kept in a table
            if len(node.args) != 2:
                raise SourceError(f"{where}: tr.plural takes (one, other)")
            one = _literal(node.args[0], where, strict=True)
            other = _literal(node.args[1], where, strict=True)
            found.append((context, other, one))
        else:  # counted: tr.n(count, one, other) / Sentence.counted(field, one, other)
            if len(node.args) < 3:
                raise SourceError(f"{where}: a counted text needs (count, one, other)")
            one = _literal(node.args[1], where, strict=True)
            other = _literal(node.args[2], where, strict=True)
            owner = SENTENCE_CONTEXT if kind == "sentence-counted" else context
            found.append((owner, other, one))
    return found


def _call_kind(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return {"tr": "tr", "Sentence": "sentence"}.get(func.id)
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        pair = (func.value.id, func.attr)
        return {
            ("tr", "n"): "tr-counted",
            ("tr", "mark"): "mark",
            ("tr", "plural"): "plural",
            ("Sentence", "counted"): "sentence-counted",
        }.get(pair)
    return None


def _literal(node: ast.expr, where: str, strict: bool) -> str | None:
    """The string a call passes; `tr(NAME)` of a marked constant is allowed (None)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        raise SourceError(f"{where}: an f-string cannot be translated; use named fields")
    if strict:
        raise SourceError(f"{where}: the text must be a string literal")
    return None


# -- the .ts files ----------------------------------------------------------------------


def catalogue(language: str) -> Path:
    return CATALOGUES / f"gridgames_{language}.ts"


def compiled(language: str) -> Path:
    return CATALOGUES / f"gridgames_{language}.qm"


@dataclass
class Translation:
    forms: list[str]
    finished: bool


def read_ts(path: Path) -> dict[tuple[str, str], Translation]:
    """(context, source) -> its translation, from one .ts file (missing file: none)."""
    if not path.exists():
        return {}
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            element = message.find("translation")
            if element is None:
                continue
            forms = [form.text or "" for form in element.iter("numerusform")]
            if message.get("numerus") != "yes":
                forms = [element.text or ""]
            finished = element.get("type") not in ("unfinished", "vanished", "obsolete")
            found[(name, source)] = Translation(forms, finished)
    return found


def write_ts(path: Path, language: str, messages: dict[tuple[str, str], Message]) -> None:
    """The .ts for `language`: the source's messages with the translations kept."""
    old = read_ts(path)
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    by_context: dict[str, list[Message]] = {}
    for message in messages.values():
        by_context.setdefault(message.context, []).append(message)
    for name in sorted(by_context):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for message in by_context[name]:
            _message_element(context, message, old.get((name, message.source)), language)
    ET.indent(root, "    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text(
        f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8"
    )


def _message_element(parent, message: Message, old: Translation | None, language: str) -> None:
    element = ET.SubElement(parent, "message")
    if message.numerus:
        element.set("numerus", "yes")
    for file in message.files:
        ET.SubElement(element, "location", filename=f"../../{file}")
    ET.SubElement(element, "source").text = message.source
    if message.numerus:
        ET.SubElement(element, "extracomment").text = f"English singular: {message.one}"
    translation = ET.SubElement(element, "translation")
    if old is None or not old.finished:
        translation.set("type", "unfinished")
    forms = old.forms if old else []
    if message.numerus:
        count = PLURAL_FORMS[language]
        forms = (forms + [""] * count)[:count]
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = forms[0] if forms else ""


def lrelease() -> str:
    """PySide6's own lrelease, beside this Python or on the PATH."""
    here = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(here) if here.exists() else shutil.which("pyside6-lrelease")
    if not found:
        raise SystemExit("pyside6-lrelease not found: install PySide6-Essentials")
    return found


def build_qm(ts: Path, qm: Path) -> None:
    subprocess.run(
        [lrelease(), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
    )


def update() -> None:
    messages = extract()
    CATALOGUES.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        write_ts(catalogue(language), language, messages)
        build_qm(catalogue(language), compiled(language))
        missing = sum(not t.finished for t in read_ts(catalogue(language)).values())
        name = catalogue(language).relative_to(ROOT)
        print(f"{name}: {len(messages)} texts, {missing} to translate")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report, change nothing")
    args = parser.parse_args(argv)
    try:
        if args.check:
            messages = extract()
            stale = [
                language
                for language in LANGUAGES
                if set(read_ts(catalogue(language))) != set(messages)
            ]
            for language in stale:
                print(f"{catalogue(language).relative_to(ROOT)} is out of date: run {REGENERATE}")
            return 1 if stale else 0
        update()
    except SourceError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
