"""The side panel: a browser of packs and their puzzles, with progress, filters and credits.

It lists and reports (`chosen(pack ref, key)`, `remove_requested(ref)`,
`open_requested()`); opening and remembering are the window's and the library's jobs, so
the same error handling serves the browser, the Open dialogs, drops and the command line.

Under the list, the credits of what is selected (or being played): title, author, copyright
and licence, as CC-BY asks; the licence text opens from its link.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from PySide6.QtCore import QModelIndex, QPoint, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ..errors import PuzzleError
from ..games.genre import Puzzle
from ..games.registry import kind_labels
from ..packs import Pack, PackEntry
from ..progress import IN_PROGRESS, NEW, SOLVED, Summary
from .i18n import Texts, render
from .library import is_builtin, is_mine
from .packs_model import (
    BEST,
    GENRE,
    KEY_ROLE,
    LEVEL,
    NOT_SOLVED,
    REF_ROLE,
    TITLE,
    PackFilter,
    PackModel,
)

tr = Texts(__name__)

TITLE_CHARS = 30  # the room a title gets before other columns step aside (in x's)
FOLD_ORDER = (LEVEL, GENRE, BEST)  # the columns that step aside, first to last


class _PackTree(QTreeView):
    """The tree, telling the panel when its width changes (to fit its columns)."""

    def __init__(self, resized) -> None:
        super().__init__()
        self._resized = resized

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._resized()


STATE_CHOICES = (
    (tr.mark("Any state"), ""),
    (tr.mark("New"), NEW),
    (tr.mark("In progress"), IN_PROGRESS),
    (tr.mark("Not solved"), NOT_SOLVED),
    (tr.mark("Solved"), SOLVED),
)
LICENCE_LINK = "licence:"
ROW_PADDING = 6  # pixels added to a row's height: a long list is easier to read with air


class RoomyDelegate(QStyledItemDelegate):
    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex):  # noqa: N802
        size = super().sizeHint(option, index)
        size.setHeight(size.height() + ROW_PADDING)
        return size


class PacksPanel(QWidget):
    chosen = Signal(str, str)  # pack ref, puzzle key
    remove_requested = Signal(str)  # pack ref
    open_requested = Signal()  # the player wants to add a pack
    forget_requested = Signal(str)  # a puzzle's key, to take off My puzzles
    export_requested = Signal()  # My puzzles, as a zip pack

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.packs: dict[str, Pack] = {}
        self.current_key: str | None = None  # the puzzle being played
        self.model = PackModel(self)
        self.proxy = PackFilter(self)
        self.proxy.setSourceModel(self.model)

        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(tr("Filter by title or pack"))
        self.filter_edit.setClearButtonEnabled(True)
        self.open_button = QPushButton(tr("Open Pack..."))
        self.open_button.setToolTip(
            tr("Add a pack: a .zip, a folder's pack.toml or a file of puzzles")
        )
        self.genre_box = QComboBox()
        self.genre_box.addItem(tr("All genres"), "")
        for kind, name in kind_labels().items():
            self.genre_box.addItem(render(name), kind)
        self.state_box = QComboBox()
        for text, state in STATE_CHOICES:
            self.state_box.addItem(tr(text), state)
        self.tree = self._make_tree()
        self.credits = QLabel()
        self.credits.setWordWrap(True)
        self.credits.setTextFormat(Qt.TextFormat.RichText)
        self.credits.setOpenExternalLinks(False)
        self.credits.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.credits.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.credits.setContentsMargins(4, 2, 4, 4)

        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.open_button)
        combos = QHBoxLayout()
        combos.addWidget(self.genre_box, 1)
        combos.addWidget(self.state_box, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addLayout(combos)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.credits)

        self.filter_edit.textChanged.connect(lambda text: self._refilter(text=text))
        self.genre_box.currentIndexChanged.connect(
            lambda: self._refilter(kind=self.genre_box.currentData())
        )
        self.state_box.currentIndexChanged.connect(
            lambda: self._refilter(state=self.state_box.currentData())
        )
        self.credits.linkActivated.connect(self._link)
        self.open_button.clicked.connect(self.open_requested)

    def _make_tree(self) -> QTreeView:
        tree = _PackTree(self._fit_columns)
        tree.setModel(self.proxy)
        tree.setUniformRowHeights(True)
        tree.setIndentation(12)
        tree.setItemDelegate(RoomyDelegate(tree))
        tree.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # "Shikaku 1…easy 2" tells apart
        tree.setAlternatingRowColors(True)
        tree.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TITLE, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # the packs' own order
        tree.setSortingEnabled(True)
        tree.activated.connect(self._activated)  # double-click or Enter
        tree.customContextMenuRequested.connect(self._context_menu)
        tree.selectionModel().currentChanged.connect(self._show_credits)
        for signal in (self.proxy.layoutChanged, self.proxy.rowsInserted, self.proxy.modelReset):
            signal.connect(self._span_headings)
            signal.connect(self._fit_columns)
        return tree

    def _fit_columns(self) -> None:
        """A narrow list keeps its titles readable: the columns a title needs least
        (level, then genre, then best time) step aside until it has TITLE_ROOM."""
        tree = self.tree if hasattr(self, "tree") else None
        if tree is None:
            return
        header = tree.header()
        room = tree.viewport().width() - tree.indentation() * 2
        wanted = tree.fontMetrics().horizontalAdvance("x" * TITLE_CHARS)
        hidden: set[int] = set()
        for column in (None, *FOLD_ORDER):
            if column is not None:
                hidden.add(column)
            others = sum(
                max(tree.sizeHintForColumn(c), header.sectionSizeHint(c))
                for c in range(header.count())
                if c != TITLE and c not in hidden
            )
            if room - others >= wanted:
                break
        for c in range(header.count()):
            if c != TITLE and header.isSectionHidden(c) != (c in hidden):
                header.setSectionHidden(c, c in hidden)

    # ------------------------------------------------------------------ content

    def set_packs(
        self,
        packs: Iterable[Pack],
        missing: Mapping[str, PuzzleError],
        summaries: Mapping[str, Summary],
    ) -> None:
        packs = list(packs)
        self.packs = {pack.ref: pack for pack in packs}
        self.model.set_packs(packs, missing, summaries)
        self._span_headings()
        self._expand()

    def set_summary(self, key: str, summary: Summary | None) -> None:
        self.model.set_summary(key, summary)

    def select_key(self, key: str | None) -> None:
        """Highlight the puzzle being played (if it is listed and not filtered out)."""
        self.current_key = key
        index = self.proxy.mapFromSource(self.model.puzzle_index(key)) if key else QModelIndex()
        self._select(index)

    def show_puzzle_credits(self, puzzle: Puzzle) -> None:
        """Credits of a puzzle opened on its own (no pack): what its file says."""
        meta = puzzle.meta
        lines = [f"<b>{escape(meta.get('title') or tr('A puzzle of your own'))}</b>"]
        lines += [escape(meta[key]) for key in ("author", "copyright", "source") if meta.get(key)]
        self.credits.setText("<br>".join(lines))

    def select_pack(self, ref: str) -> None:
        self._select(self.proxy.mapFromSource(self.model.pack_index(ref)))

    def _select(self, index: QModelIndex) -> None:
        self.tree.setCurrentIndex(index)
        if index.isValid():
            self.tree.expand(index.parent() if index.parent().isValid() else index)
            self.tree.scrollTo(index)

    def first_playable(self) -> tuple[str, str] | None:
        """(pack ref, key) of the first puzzle that opens, in the packs' order."""
        for pack in self.packs.values():
            entry = next((entry for entry in pack.entries if entry.ok), None)
            if entry is not None:
                return pack.ref, entry.key
        return None

    # ------------------------------------------------------------------ reactions

    def _refilter(self, **change: str) -> None:
        self.proxy.set_filter(**change)
        self._span_headings()
        self._expand()

    def _expand(self) -> None:
        """Every match while filtering; otherwise only the pack being played, so the list
        reads as a table of packs with their counts (a click opens any of them)."""
        if self.proxy.active():
            self.tree.expandAll()
            return
        self.tree.collapseAll()
        if self.current_key is not None:
            self.select_key(self.current_key)

    def _span_headings(self, *_: object) -> None:
        for row in range(self.proxy.rowCount()):
            self.tree.setFirstColumnSpanned(row, QModelIndex(), True)

    def _activated(self, index: QModelIndex) -> None:
        title = index.siblingAtColumn(TITLE)
        key = title.data(KEY_ROLE)
        if key and title.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.chosen.emit(title.data(REF_ROLE), key)

    def _context_menu(self, point: QPoint) -> None:
        index = self.tree.indexAt(point).siblingAtColumn(TITLE)
        if not index.isValid():
            return
        ref = index.data(REF_ROLE)
        menu = QMenu(self)
        if index.data(KEY_ROLE) and index.flags() & Qt.ItemFlag.ItemIsEnabled:
            menu.addAction(tr("Play"), lambda: self._activated(index))
            menu.addSeparator()
        key = index.data(KEY_ROLE)
        if is_mine(ref):
            if key:
                remove = tr("Remove from My Puzzles")
                menu.addAction(remove, lambda: self.forget_requested.emit(key))
            menu.addAction(tr("Export My Puzzles as Zip Pack..."), self.export_requested.emit)
        elif is_builtin(ref):
            menu.addAction(tr("Built-in pack: always listed")).setEnabled(False)
        else:
            name = render(self.packs[ref].title) if ref in self.packs else ref
            menu.addAction(
                tr("Remove \u201c{pack}\u201d from the List", pack=name), lambda: self._remove(ref)
            )
        menu.popup(self.tree.viewport().mapToGlobal(point))

    def _remove(self, ref: str) -> None:
        self.remove_requested.emit(ref)

    def _show_credits(self, current: QModelIndex, *_: object) -> None:
        title = current.siblingAtColumn(TITLE)
        pack = self.packs.get(title.data(REF_ROLE)) if title.isValid() else None
        if pack is None:
            self.credits.setText(escape(title.data(Qt.ItemDataRole.ToolTipRole) or ""))
            return
        key = title.data(KEY_ROLE)
        entry = pack.entry(key) if key else None
        self.credits.setText(credits_html(pack, entry))

    def _link(self, link: str) -> None:
        if link.startswith(LICENCE_LINK):
            pack = self.packs.get(link.removeprefix(LICENCE_LINK))
            if pack is not None and pack.licence_text:
                show_licence(self, pack)
        else:
            QDesktopServices.openUrl(QUrl(link))


def credits_html(pack: Pack, entry: PackEntry | None = None) -> str:
    """Who made it and under which licence: the lines CC-BY asks for, shortest first."""
    lines = []
    if entry is not None:
        by = entry.author or pack.author
        title = f"<b>\u201c{escape(entry.title)}\u201d</b>"
        lines.append(tr("{title} by {author}", title=title, author=escape(by)) if by else title)
        if entry.copyright or pack.copyright:
            lines.append(escape(entry.copyright or pack.copyright or ""))
        lines.append(tr("From {pack}", pack=f"<i>{escape(render(pack.title))}</i>"))
        if entry.note:
            lines.append(escape(entry.note))
        if entry.error is not None:
            lines.append(f"<span style='color:#b00'>{escape(str(entry.error))}</span>")
    else:
        title = f"<b>{escape(render(pack.title))}</b>"
        author = escape(pack.author or "")
        lines.append(tr("{title} by {author}", title=title, author=author) if author else title)
        if pack.copyright:
            lines.append(escape(pack.copyright))
        if pack.description:
            lines.append(escape(pack.description))
    if is_mine(pack.ref):  # the player's own: no licence to state
        return "<br>".join(lines)
    licence = escape(pack.licence or tr("not stated"))
    if pack.licence_text:
        licence = f"<a href='{LICENCE_LINK}{escape(pack.ref)}'>{licence}</a>"
    tail = tr("Licence: {licence}", licence=licence)
    if pack.url:
        tail += f" \u00b7 <a href='{escape(pack.url)}'>{escape(_site(pack.url))}</a>"
    lines.append(tail)
    return "<br>".join(lines)


def _site(url: str) -> str:
    return url.split("://", 1)[-1].strip("/")


def show_licence(parent: QWidget, pack: Pack) -> None:
    """The licence text in a window the player can scroll and close."""
    title = tr("Licence \u2014 {pack}", pack=render(pack.title))
    box = QMessageBox(QMessageBox.Icon.NoIcon, title, "", parent=parent)
    box.setText(f"<b>{escape(render(pack.title))}</b><br>{escape(pack.licence or '')}")
    text = QPlainTextEdit(pack.licence_text or "")
    text.setReadOnly(True)
    text.setMinimumSize(520, 360)
    box.layout().addWidget(text, box.layout().rowCount(), 0, 1, box.layout().columnCount())
    box.open()
