"""A made-up language installed in the running app, for tests that look for text which
never went through the catalogue: every source text is replaced by a marked form of
itself, so an unmarked text on screen is one the translation missed."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from gridgames.app import i18n
from tools.translations import extract, lrelease


@cache
def source_messages() -> dict:
    """Every text of the source (`tools.translations.extract`), read once for the run: two
    test modules make languages from them, and reading the sources takes 0.4 s."""
    return extract()


def compile_language(
    messages: dict,
    folder: Path,
    name: str,
    singular: Callable[[str], str],
    plural: Callable[[object, str], list[str]],
) -> Path:
    """The language `name` as a .qm file in `folder`: `messages` as
    `tools.translations.extract` gives them, each translated by `singular(source)` or,
    for plurals, into the forms `plural(message, source)`. (lrelease takes 0.15 s of CPU:
    a module compiles its language once and installs it for each test.)"""
    root = ET.Element("TS", version="2.1", language="en", sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for (context_name, source), message in messages.items():
        if context_name not in contexts:
            contexts[context_name] = ET.SubElement(root, "context")
            ET.SubElement(contexts[context_name], "name").text = context_name
        element = ET.SubElement(contexts[context_name], "message")
        ET.SubElement(element, "source").text = source
        translation = ET.SubElement(element, "translation")
        if message.numerus:
            element.set("numerus", "yes")
            for form in plural(message, source):
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = singular(source)
    ts, qm = folder / f"{name}.ts", folder / f"{name}.qm"
    ts.write_text(ET.tostring(root, encoding="unicode"), encoding="utf-8")
    subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


@contextmanager
def installed(qm: Path) -> Iterator[None]:
    """The language compiled in `qm` (named by its file) installed in the running app
    while the block runs."""
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    i18n._state["language"] = qm.stem
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        i18n._state["language"] = "en"
