"""The pack browser's data: packs with their puzzles as a two-level item model, and the filter
and sort on top of it.

Packs are top-level rows, puzzles their children; each puzzle row carries what the filter and
the sort need in roles (its key, kind, state and a sort value per column), so the view only
shows and the proxy only compares. Progress changes one row at a time (`set_summary`) and the
pack's heading counts follow; nothing is rebuilt while the player plays.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QColor, QFont, QStandardItem, QStandardItemModel

from ..engine.sentence import capitalized
from ..errors import DraftError, PuzzleError
from ..games.genre import GRADE_WORDS
from ..games.registry import kind_label
from ..grading import GRADES
from ..packs import Pack, PackEntry
from ..packs.plain import natural_key
from ..progress import IN_PROGRESS, NEW, SOLVED, Summary
from .clock import format_time
from .i18n import Texts, render

tr = Texts(__name__)

COLUMNS = (  # the last: state
    tr.mark("Puzzle"),
    tr.mark("Genre"),
    tr.mark("Size"),
    tr.mark("Level"),
    tr.mark("Best"),
    "\u2713",
)
TITLE, GENRE, SIZE, LEVEL, BEST, STATE = range(len(COLUMNS))

KEY_ROLE = Qt.ItemDataRole.UserRole + 1  # a puzzle's progress key (title column)
REF_ROLE = Qt.ItemDataRole.UserRole + 2  # the pack's ref (title column, every row)
SORT_ROLE = Qt.ItemDataRole.UserRole + 3  # what the column sorts by
KIND_ROLE = Qt.ItemDataRole.UserRole + 4  # shikaku | nonogram | hitori | kurodoko | fillgrid
STATE_ROLE = Qt.ItemDataRole.UserRole + 5  # new | in progress | solved
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 6  # casefolded text the filter line matches

# A narrow state column leaves the titles room: a mark, with the word in its tooltip.
STATE_MARK = {NEW: "", IN_PROGRESS: "\u25d0", SOLVED: "\u2713"}
STATE_WORD = {NEW: tr.mark("New"), IN_PROGRESS: tr.mark("In progress"), SOLVED: tr.mark("Solved")}
STATE_RANK = {NEW: 0, IN_PROGRESS: 1, SOLVED: 2}
SOLVED_COLOUR = QColor(46, 139, 87)  # a green readable on light and dark backgrounds
NOT_SOLVED = "not solved"  # a state filter: new or in progress

Index = QModelIndex | QPersistentModelIndex


class PackModel(QStandardItemModel):
    def __init__(self, parent=None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setHorizontalHeaderLabels([tr(column) for column in COLUMNS])
        self.horizontalHeaderItem(STATE).setToolTip(tr("State: new, in progress (\u25d0), solved"))
        self.horizontalHeaderItem(BEST).setToolTip(tr("Best time"))
        self._rows: dict[str, list[QStandardItem]] = {}  # key -> a puzzle row's items
        self._packs: dict[str, QStandardItem] = {}  # ref -> the pack's heading item
        self._titles: dict[str, str] = {}  # ref -> pack title

    def set_packs(
        self,
        packs: Iterable[Pack],
        missing: Mapping[str, PuzzleError],
        summaries: Mapping[str, Summary],
    ) -> None:
        """List every pack (and every remembered pack that no longer opens) afresh.

        Each heading gets its rows before it joins the model: rows added to an item not yet
        in a model tell no view, so the list says one insertion per pack, not one per
        puzzle (each made the panel refit its columns: 560 built-in puzzles cost a start
        0.05 s of CPU that way)."""
        self.removeRows(0, self.rowCount())
        self._rows, self._packs, self._titles = {}, {}, {}
        for order, pack in enumerate(packs):
            heading = self._heading(pack.ref, render(pack.title), order)
            heading.setToolTip(render(pack.description or pack.title))
            for entry in pack.entries:
                heading.appendRow(self._puzzle_row(pack, entry, summaries.get(entry.key)))
            self._count(pack.ref)
            self.appendRow(heading)
        for order, (ref, error) in enumerate(missing.items(), start=len(self._packs)):
            heading = self._heading(ref, tr("{pack} (cannot be opened)", pack=ref), order)
            heading.setToolTip(render(error.said))
            heading.setForeground(Qt.GlobalColor.gray)
            self.appendRow(heading)

    def _heading(self, ref: str, title: str, order: int) -> QStandardItem:
        """A pack's heading item, remembered under its ref (the caller adds it to the model)."""
        item = QStandardItem(title)
        item.setEditable(False)
        item.setSelectable(True)
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
        item.setData(ref, REF_ROLE)
        item.setData(order, SORT_ROLE)
        item.setData(title.casefold(), SEARCH_ROLE)
        self._packs[ref] = item
        self._titles[ref] = title
        return item

    def _puzzle_row(
        self, pack: Pack, entry: PackEntry, summary: Summary | None
    ) -> list[QStandardItem]:
        area = entry.width * entry.height
        cells = [
            (entry.title, natural_key(entry.title)),
            (render(kind_label(entry.kind)) if entry.genre else "?", entry.kind),
            (f"{entry.width}\u00d7{entry.height}" if area else "", area),
            (_level(entry.difficulty), _rank(entry.difficulty)),
            ("", None),
            ("", 0),
        ]
        row = []
        for text, sort in cells:
            item = QStandardItem(text)
            item.setEditable(False)
            item.setData(sort, SORT_ROLE)
            row.append(item)
        title = row[TITLE]
        title.setData(entry.key, KEY_ROLE)
        title.setData(pack.ref, REF_ROLE)
        title.setData(entry.kind, KIND_ROLE)
        title.setData(f"{entry.title}\n{render(pack.title)}".casefold(), SEARCH_ROLE)
        if isinstance(entry.error, DraftError):  # not a puzzle yet: it opens in edit mode
            title.setText(tr("{title} (draft)", title=entry.title))
            for item in row:
                item.setToolTip(str(entry.error))
        elif entry.error is not None:
            for item in row:
                item.setEnabled(False)
                item.setToolTip(str(entry.error))
        else:
            title.setToolTip(f"{entry.title} \u2014 {entry.source_name}")
        self._rows[entry.key] = row
        self._show_summary(row, summary)
        return row

    def set_summary(self, key: str, summary: Summary | None) -> None:
        """A puzzle's progress changed: its state and best time, and its pack's count."""
        row = self._rows.get(key)
        if row is None:
            return
        self._show_summary(row, summary)
        self._count(row[TITLE].data(REF_ROLE))

    def set_summaries(self, summaries: Mapping[str, Summary]) -> None:
        for key in self._rows:
            self.set_summary(key, summaries.get(key))

    @staticmethod
    def _show_summary(row: list[QStandardItem], summary: Summary | None) -> None:
        state = summary.state if summary is not None else NEW
        best = summary.best_seconds if summary is not None else None
        row[TITLE].setData(state, STATE_ROLE)
        row[STATE].setText(STATE_MARK[state])
        row[STATE].setData(STATE_RANK[state], SORT_ROLE)
        row[STATE].setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        row[STATE].setData(
            SOLVED_COLOUR if state == SOLVED else None, Qt.ItemDataRole.ForegroundRole
        )
        row[BEST].setText("" if best is None else format_time(int(best)))
        row[BEST].setData(best, SORT_ROLE)
        row[BEST].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        tip = tr(STATE_WORD[state])
        if summary is not None and summary.elapsed and state != NEW:
            tip = tr(
                "{state}, {time} on the clock", state=tip, time=format_time(int(summary.elapsed))
            )
        row[STATE].setToolTip(tip)

    def _count(self, ref: str) -> None:
        """The heading reads "Title  3/11": how much of the pack is solved."""
        heading = self._packs[ref]
        total = heading.rowCount()
        solved = sum(heading.child(i, 0).data(STATE_ROLE) == SOLVED for i in range(total))
        heading.setText(
            f"{self._titles[ref]}  \u00b7  {solved}/{total}" if total else heading.text()
        )

    # ------------------------------------------------------------------ lookups

    def puzzle_index(self, key: str) -> QModelIndex:
        row = self._rows.get(key)
        return row[TITLE].index() if row is not None else QModelIndex()

    def pack_index(self, ref: str) -> QModelIndex:
        heading = self._packs.get(ref)
        return heading.index() if heading is not None else QModelIndex()


def _level(difficulty: str | None) -> str:
    """The level column: the grade in the player's words ("Medium")."""
    if not difficulty:
        return ""
    return capitalized(render(GRADE_WORDS.get(difficulty, difficulty)))


def _rank(difficulty: str | None) -> int | None:
    return GRADES.index(difficulty) if difficulty in GRADES else None


class PackFilter(QSortFilterProxyModel):
    """Text (title or pack), kind and state; a pack shows while any of its puzzles does.

    Sorting compares SORT_ROLE; empty values (no best time, no level) go last. Packs keep
    their own order whatever the column, so sorting orders puzzles within each pack."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setSortRole(SORT_ROLE)
        self.text = ""
        self.kind = ""
        self.state = ""

    def set_filter(self, text: str | None = None, kind: str | None = None, state=None) -> None:
        changing = hasattr(self, "beginFilterChange")  # Qt 6.10+; invalidateFilter before
        if changing:
            self.beginFilterChange()
        if text is not None:
            self.text = text.strip().casefold()
        if kind is not None:
            self.kind = kind
        if state is not None:
            self.state = state
        if changing:
            self.endFilterChange()
        else:
            self.invalidateFilter()

    def active(self) -> bool:
        return bool(self.text or self.kind or self.state)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        if not source_parent.isValid():
            return not self.active()  # with a filter on, packs show through their puzzles
        index = self.sourceModel().index(source_row, TITLE, source_parent)
        if self.text and self.text not in (index.data(SEARCH_ROLE) or ""):
            return False
        if self.kind and index.data(KIND_ROLE) != self.kind:
            return False
        state = index.data(STATE_ROLE)
        if self.state == NOT_SOLVED:
            return state != SOLVED
        return not self.state or state == self.state

    def lessThan(self, left: Index, right: Index) -> bool:  # noqa: N802
        if not left.parent().isValid():  # two packs: their listed order, either way round
            first, second = (left, right)
            if self.sortOrder() == Qt.SortOrder.DescendingOrder:
                first, second = second, first
            return first.siblingAtColumn(TITLE).data(SORT_ROLE) < second.siblingAtColumn(
                TITLE
            ).data(SORT_ROLE)
        return _sortable(left.data(SORT_ROLE)) < _sortable(right.data(SORT_ROLE))


def _sortable(value: Any) -> tuple[int, Any]:
    return (1, 0) if value is None else (0, value)
