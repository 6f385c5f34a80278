"""Edit mode in the window: the page shown instead of the play board, and the engine jobs
that judge each edit.

After every edit (and undo, redo) the draft goes to the engine process as a `JudgeJob`;
the one still running for an older draft is cancelled, so the window never waits and the
verdict shown is always the latest draft's. Make Unique and Trim are engine jobs too; the
clues they add or take away are applied one at a time, a moment apart, each its own undo
step, so the author sees every change and can take back any of them.
"""

from __future__ import annotations

import random
from importlib import import_module

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...games.editing import Draft
from ...games.registry import genre_of
from ..board_view import BoardScroll, BoardView
from ..i18n import Texts, render
from ..solver.worker import EngineRunner, JobHandle
from .bar import EditBar
from .base import NO_MARKS, EditPainter
from .session import EditSession
from .verdicts import BAD, problems_text, verdict_text

tr = Texts(__name__)

STEP_MS = 350  # between two clues Make Unique or Trim adds or takes away


class EditPage(QWidget):
    """The bar over the board: what the window shows while editing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar = EditBar()
        self.view = BoardView()
        self.view.placeholder = ""
        self.scroll = BoardScroll(self.view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.bar)
        layout.addWidget(self.scroll, 1)
        self.setFocusProxy(self.view)
        self.tools: QWidget | None = None  # the genre's tools over the board (a palette)

    def set_tools(self, tools: QWidget | None) -> None:
        """Show a genre's tools between the bar and the board, in place of the last."""
        if self.tools is not None:
            self.tools.hide()
            self.tools.deleteLater()
        self.tools = tools
        if tools is not None:
            self.layout().insertWidget(1, tools)


class EditMode(QObject):
    judged = Signal(object)  # the verdict shown (the engine's, or None for a problem)
    changed = Signal()  # the draft changed
    said = Signal(str)  # a line for the status bar: a change Make Unique or Trim made, or why none

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.page = EditPage()
        self.bar = self.page.bar
        self.view = self.page.view
        self.session: EditSession | None = None
        self.painter: EditPainter | None = None
        self.verdict: object | None = None  # the latest verdict (None while judging)
        self.pending: JobHandle | None = None  # the judge of the current draft
        self.working: JobHandle | None = None  # Make Unique or Trim
        self._steps: list[tuple[Draft, str]] = []  # drafts still to show, one by one
        self._stepper = QTimer(self)
        self._stepper.setInterval(STEP_MS)
        self._stepper.timeout.connect(self._next_step)
        self._runner: EngineRunner | None = None
        self._improving = ""  # "Make Unique" or "Trim", while its changes are shown
        self._asking = ""  # "make_unique" or "trim": the job running
        self._unchanged = ""  # Make Unique or Trim changed nothing: said with the verdict
        self._note = ""  # a caveat said after the last change (a design not symmetric)
        bar = self.bar
        bar.make_unique_requested.connect(lambda: self._improve("make_unique"))
        bar.trim_requested.connect(lambda: self._improve("trim"))
        bar.fill_requested.connect(self._fill)
        bar.symmetry_toggled.connect(self._symmetry)
        bar.pen_chosen.connect(self._pen)

    @property
    def runner(self) -> EngineRunner:
        if self._runner is None:
            self._runner = EngineRunner(self)
        return self._runner

    @property
    def active(self) -> bool:
        return self.session is not None

    # ------------------------------------------------------------------ start and end

    def start(self, draft: Draft, title: str) -> EditSession:
        """Edit `draft`: a fresh session and undo history, the board and the bar set up
        for its kind, and the first verdict asked for."""
        self.stop()
        session = EditSession(draft, self)
        genre = session.genre
        module = import_module(genre.edit_ui_module)  # type: ignore[arg-type]
        mapper = module.EDIT_MAPPER(session)
        painter = module.EDIT_PAINTER(session, mapper)
        self.session, self.painter = session, painter
        puzzle = draft.puzzle
        self.view.set_game(puzzle.height, puzzle.width, painter, mapper)
        tools = getattr(module, "EDIT_TOOLS", None)
        self.page.set_tools(tools(self.view) if tools is not None else None)
        editor = session.editor
        numbers = editor.numbers(draft) if hasattr(editor, "numbers") else range(0)
        fills = [fill.label for fill in genre.fills_for(puzzle)]
        free = getattr(puzzle, "variant", None) == "free"
        self.bar.configure(title, numbers, fills, free)
        self.bar.symmetry.setChecked(False)
        session.changed.connect(self._draft_changed)
        self._judge()
        return session

    def stop(self) -> Draft | None:
        """Leave edit mode: every job is cancelled; the last draft is returned."""
        if self.session is None:
            return None
        self._cancel_jobs()
        self._stepper.stop()
        self._steps = []
        session, self.session = self.session, None
        draft = session.draft
        session.changed.disconnect(self._draft_changed)
        session.deleteLater()
        self.painter = None
        self.page.set_tools(None)
        return draft

    def shutdown(self) -> None:
        self.stop()
        if self._runner is not None:
            self._runner.shutdown()

    # ------------------------------------------------------------------ judging

    def _draft_changed(self) -> None:
        self._unchanged = ""  # an edit since: the next verdict is about it
        self.view.refit()  # a nonogram's clue margins may have grown
        self._judge()
        self.changed.emit()

    def _judge(self) -> None:
        """Ask the engine about the current draft; the question about an older one goes."""
        assert self.session is not None and self.painter is not None
        if self.pending is not None:
            self.pending.cancel()
            self.pending = None
        self.verdict = None
        puzzle = self.session.puzzle
        problems = genre_of(puzzle).problems(puzzle)
        if problems:
            tone, text, marks = problems_text(problems)
            self._show(tone, text, marks, None)
            return
        from ...jobs import JudgeJob

        self.bar.judging()
        self.painter.marks = NO_MARKS
        self.view.update()
        job = JudgeJob(puzzle, symmetric=self.session.symmetric)
        self.pending = self.runner.submit(
            job, None, self, done=self._judged, failed=self._failed, progress=self._early
        )

    def _judged(self, verdict: object) -> None:
        assert self.session is not None
        self.pending = None
        tone, text, marks = verdict_text(verdict, self.session.puzzle)
        self._show(tone, text, marks, verdict)
        if self._unchanged:
            self.said.emit(unchanged_text(self._unchanged, getattr(verdict, "status", None)))
            self._unchanged = ""

    def _early(self, verdict: object) -> None:
        """The verdict before its grade (grading a hard puzzle takes a while): shown at
        once, the final one replaces it."""
        if self.session is None or self.painter is None:
            return
        tone, text, marks = verdict_text(verdict, self.session.puzzle)
        self.painter.marks = marks
        self.bar.show_verdict(tone, text)  # (without a grade: it is being worked out)
        self.view.update()

    def _failed(self, text: str) -> None:
        self.pending = None
        last = text.strip().splitlines()[-1] if text.strip() else tr("the engine stopped")
        self._show(BAD, tr("The engine could not judge this: {error}", error=last), NO_MARKS, None)

    def _show(self, tone: str, text: str, marks, verdict: object | None) -> None:
        assert self.painter is not None
        self.verdict = verdict
        self.painter.marks = marks
        self.bar.show_verdict(tone, text)
        self.view.update()
        self.judged.emit(verdict)

    # ------------------------------------------------------------------ tools

    def _symmetry(self, on: bool) -> None:
        if self.session is not None:
            self.session.symmetric = on
            self._judge()  # the symmetric count comes with the verdict

    def _pen(self, value: int | None) -> None:
        if self.session is not None:
            self.session.pen = value

    def _fill(self, index: int) -> None:
        """One of the genre's whole-board starts (a Latin square for Hitori)."""
        session = self.session
        if session is None:
            return
        fill = session.genre.fills_for(session.puzzle)[index]
        seed = random.randrange(1 << 30)
        filled = fill.load()(session.puzzle, seed)
        session.edit(session.editor.adopt(session.draft, filled), render(fill.label))

    def _improve(self, what: str) -> None:
        """Make Unique or Trim: ask the engine, then show its changes one by one."""
        if self.session is None or self.working is not None:
            return
        puzzle = self.session.puzzle
        problems = genre_of(puzzle).problems(puzzle)
        if problems:  # the bar says what; nothing to add to or take from yet
            self.said.emit(tr("Not a puzzle yet: {problem}. Make Unique and Trim work on a "
                              "puzzle.", problem=render(problems[0].message)))  # fmt: skip
            return
        drawn_symmetric = getattr(self.session.editor, "symmetric", None)
        asymmetric = self.session.symmetric and drawn_symmetric is not None
        self._note = ""  # said once the changes are shown
        if asymmetric and not drawn_symmetric(self.session.draft):
            self._note = tr(
                "Symmetric is on, but the design was not symmetric: the changes made need not "
                "be either."
            )
        jobs = import_module("gridgames.jobs")
        if what == "make_unique":  # a symmetric design stays symmetric
            job = jobs.MakeUniqueJob(self.session.puzzle, symmetric=self.session.symmetric)
        else:  # a symmetric design keeps its clues in pairs
            job = jobs.TrimJob(self.session.puzzle, symmetric=self.session.symmetric)
        self._improving = tr("Make Unique") if what == "make_unique" else tr("Trim")
        self._asking, self._unchanged = what, ""
        self.bar.set_busy(True)
        label = tr("Making unique") if what == "make_unique" else tr("Trimming")
        self.bar.show_verdict("wait", f"<i>{label}\u2026</i>")
        self.working = self.runner.submit(
            job, None, self, done=self._improved, failed=self._improve_failed,
            cancelled=lambda: self._improve_failed("stopped"),
        )  # fmt: skip

    def _improved(self, outcome: object) -> None:
        self.working = None
        self.bar.set_busy(False)
        if self.session is None:
            return
        puzzle, changes = outcome  # type: ignore[misc]
        self._steps = change_steps(self.session, puzzle, changes, self._improving)
        if not self._steps:
            self._unchanged = self._asking
            self._judge()  # the verdict then says why nothing changed
            return
        self.view.set_locked(True)
        self._next_step()
        self._stepper.start()

    def _improve_failed(self, text: str) -> None:
        self.working = None
        self.bar.set_busy(False)
        if self.session is not None:
            self._judge()

    def _next_step(self) -> None:
        if self.session is None or not self._steps:
            self._stepper.stop()
            self.view.set_locked(False)
            return
        draft, text = self._steps.pop(0)
        self.session.edit(draft, text)
        last = not self._steps and self._note
        self.said.emit(self._note if last else text)  # each change and why, or the caveat
        if not self._steps:
            self._stepper.stop()
            self.view.set_locked(False)

    def _cancel_jobs(self) -> None:
        for handle in (self.pending, self.working):
            if handle is not None:
                handle.cancel()
        self.pending = self.working = None
        self.bar.set_busy(False)
        self.view.set_locked(False)


def change_steps(
    session: EditSession, puzzle: object, changes: list, label: str
) -> list[tuple[Draft, str]]:
    """The drafts from the session's to the engine's `puzzle`, one change at a time
    (`designing.Change.apply`, the genre's own), each with its undo text
    ("Make Unique (2 of 3): why"); where the changes do not lead exactly there, the
    engine's puzzle is the last step."""
    editor, draft = session.editor, session.draft
    drafts: list[tuple[Draft, str]] = []
    for change in changes:
        after = editor.adopt(draft, change.apply(draft.puzzle))
        if after != draft:
            draft = after
            drafts.append((draft, change.reason))
    if draft.puzzle != puzzle:
        drafts.append((editor.adopt(draft, puzzle), ""))
    count = len(drafts)
    steps = []
    for number, (each, why) in enumerate(drafts, 1):
        text = tr("{action} ({number} of {steps})", action=label, number=number, steps=count)
        said = tr("{step}: {reason}", step=text, reason=render(why)) if why else text
        steps.append((each, said))
    return steps


def unchanged_text(what: str, status: str | None) -> str:
    """Why Make Unique (`what` "make_unique") or Trim changed nothing, by the verdict the
    puzzle had when it was asked: a button that does nothing must say why."""
    if what == "make_unique":
        if status == "unique":
            return tr("Make Unique: the answer is already unique.")
        if status == "none":
            return tr("Make Unique: this puzzle has no answer to keep; change what the bar names.")
        return tr(
            "Make Unique found no clue to add in time: add one where the answers differ, "
            "then try again."
        )
    if status == "unique":
        return tr("Trim: every clue is needed; without any of them the answer is not unique.")
    return tr("Trim takes clues away from a puzzle with one answer: press Make Unique first.")
