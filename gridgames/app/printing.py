"""Puzzles on paper and in image files, drawn by the genres' own painters.

A board is drawn the way the window draws it -- the genre's `Painter` on a QPainter -- but
onto a page, a PDF, an SVG or a PNG instead of the screen, with the light theme on white
paper and no pointer, cursor or mistakes. On paper and in vector files the painters write
numbers as text (`drawing.is_vector`), so print and PDF stay sharp at any zoom.

Pages hold 1, 2, 4, 6 or 9 puzzles in a grid, each under its caption, with the page number
at the foot; with answers, the same pages follow again with every board filled in.
Coordinates on a page are "board pixels" of 1/96 inch, the size the window uses, scaled to
the device, and the geometry's `dpr` is the device's dots per board pixel, so grid lines
fall on whole device dots exactly as on a screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from PySide6.QtCore import QMarginsF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)
from PySide6.QtSvg import QSvgGenerator

from ..engine.sentence import Sentence
from ..errors import PuzzleError
from ..games.genre import Answer, Puzzle
from ..games.play import PlayState, new_play
from ..games.registry import genre_of
from ..sheets import Sheet, page_count, page_grid
from ..util.atomic import atomic_path
from ..util.png import write_rgb_png
from .drawing import painting
from .genres import genre_ui
from .genres.base import PaintContext
from .geometry import BoardGeometry
from .i18n import Texts
from .theme import Theme

tr = Texts(__name__)

BOARD_DPI = 96.0  # one board pixel is 1/96 inch, as on a screen at 100%
PDF_DPI = 600
IMAGE_CELL = 32.0  # board pixels per cell in PNG and SVG files
IMAGE_PADDING = 12.0
PNG_SCALE = 2.0  # device pixels per board pixel in a PNG: sharp on a high-density screen
# A PNG is drawn whole in memory (4 bytes a pixel) before it is compressed: at most this
# many pixels a side (8192 x 8192 is 256 MB). Bigger boards get smaller cells, down to
# MIN_PNG_CELL pixels (clue numbers still readable); a board that would need less is
# refused before anything is drawn. A 200x200 nonogram once took 1.8 GB and 24 s.
MAX_PNG_SIDE = 8192
MIN_PNG_CELL = 12.0
PNG_BAND = 256  # rows compressed at a time
PAGE_MARGIN_MM = 12.0
PAGE_SIZES = {
    "A4": QPageSize.PageSizeId.A4,
    "Letter": QPageSize.PageSizeId.Letter,
    "A5": QPageSize.PageSizeId.A5,
    "A3": QPageSize.PageSizeId.A3,
    "Legal": QPageSize.PageSizeId.Legal,
}
PAPER = Theme.light_theme(QColor("#FFFFFF"))

# What the pages say, kept together (translated where drawn; English on the command line).
ANSWERS_HEADING = tr.mark("Answers")
PAGE_FOOTER = "{page} / {pages}"


# --------------------------------------------------------------------------------------------
# One board
# --------------------------------------------------------------------------------------------


def solved_play(puzzle: Puzzle, answer: Answer) -> PlayState:
    """A play state showing `answer`, as if the player had just finished."""
    play = new_play(puzzle)
    play.apply(genre_of(puzzle).answer_move(play, answer))
    return play


def paint_board(
    p: QPainter,
    puzzle: Puzzle,
    area: QRectF,
    answer: Answer | None = None,
    dpr: float = 1.0,
    font: QFont | None = None,
) -> BoardGeometry:
    """Draw the puzzle (filled in when `answer` is given) as large as fits in `area`
    (board pixels), centred; returns where it went."""
    play = new_play(puzzle) if answer is None else solved_play(puzzle, answer)
    painter, _mapper = genre_ui(play, lambda move, text: None)
    margins = painter.margins()
    units_w = puzzle.width + margins.left + margins.right
    units_h = puzzle.height + margins.top + margins.bottom
    cell = min(area.width() / units_w, area.height() / units_h)
    cell = max(math.floor(cell * dpr), 1) / dpr  # whole device dots, as on screen
    left = area.left() + (area.width() - units_w * cell) / 2 + margins.left * cell
    top = area.top() + (area.height() - units_h * cell) / 2 + margins.top * cell
    snap = lambda value: round(value * dpr) / dpr  # noqa: E731
    geo = BoardGeometry(puzzle.height, puzzle.width, cell, snap(left), snap(top), dpr, margins)
    p.save()
    try:
        painter.paint(p, PaintContext(geo, PAPER, font or _board_font(), paper=True))
    finally:
        p.restore()
    return geo


def _board_font() -> QFont:
    return QGuiApplication.font()


def image_size(puzzle: Puzzle, cell: float = IMAGE_CELL) -> QSizeF:
    """The size of a PNG or SVG of the board: cells of `cell` board pixels, clues and a
    little padding round it."""
    painter, _mapper = genre_ui(new_play(puzzle), lambda move, text: None)
    m = painter.margins()
    return QSizeF(
        (puzzle.width + m.left + m.right) * cell + 2 * IMAGE_PADDING,
        (puzzle.height + m.top + m.bottom) * cell + 2 * IMAGE_PADDING,
    )


def _inner(size: QSizeF) -> QRectF:
    return QRectF(0, 0, size.width(), size.height()).adjusted(
        IMAGE_PADDING, IMAGE_PADDING, -IMAGE_PADDING, -IMAGE_PADDING
    )


def png_scale(puzzle: Puzzle, source: str = "PNG") -> float:
    """Device pixels per board pixel for the board as a PNG: PNG_SCALE, or less where that
    would make a side longer than MAX_PNG_SIDE. A PuzzleError, before any memory is
    taken, when even cells of MIN_PNG_CELL pixels would not fit."""
    size = image_size(puzzle)
    longest = max(size.width(), size.height())
    scale = min(PNG_SCALE, (MAX_PNG_SIDE - 1) / longest)
    if scale * IMAGE_CELL < MIN_PNG_CELL:
        raise PuzzleError(
            Sentence("a {width}x{height} board is too large for a PNG of at most {pixels} "
                     "pixels a side: export an .svg or a .pdf", width=puzzle.width,
                     height=puzzle.height, pixels=MAX_PNG_SIDE),
            source,
        )  # fmt: skip
    return scale


def board_image(puzzle: Puzzle, answer: Answer | None = None, scale: float | None = None) -> QImage:
    """The board on white, `scale` device pixels per board pixel (by default png_scale's:
    2, sharp on a high-density screen or in a document, unless the board is huge)."""
    if scale is None:
        scale = png_scale(puzzle)
    size = image_size(puzzle)
    image = QImage(
        QSize(math.ceil(size.width() * scale), math.ceil(size.height() * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(scale)
    image.fill(PAPER.paper)
    with painting(image) as p:
        paint_board(p, puzzle, _inner(size), answer, dpr=scale)
    return image


def write_png(path: str | Path, puzzle: Puzzle, answer: Answer | None = None) -> None:
    """The board as a PNG (a PuzzleError if it is too large for one, see png_scale),
    compressed a band at a time (util/png.py) so that a time limit holds while it is."""
    image = board_image(puzzle, answer, png_scale(puzzle, str(path)))
    width, height = image.width(), image.height()
    pixels = np.frombuffer(image.constBits(), np.uint8).reshape(height, image.bytesPerLine())
    bgra = pixels[:, : width * 4].reshape(height, width, 4)  # opaque: alpha is 255 throughout
    bands = (bgra[top : top + PNG_BAND, :, 2::-1] for top in range(0, height, PNG_BAND))
    write_rgb_png(path, width, height, bands)


def write_svg(path: str | Path, puzzle: Puzzle, answer: Answer | None = None, title: str = ""):
    """The board as an SVG: lines, cells and text, no pixels. Written whole or not at all."""
    size = image_size(puzzle)
    with atomic_path(path) as temporary:
        generator = QSvgGenerator()
        generator.setFileName(str(temporary))
        generator.setSize(size.toSize())
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setResolution(int(BOARD_DPI))
        generator.setTitle(title)
        p = QPainter()
        if not p.begin(generator):
            raise OSError(Sentence("{path}: could not write the SVG", path=str(path)))
        try:
            p.fillRect(QRectF(0, 0, size.width(), size.height()), PAPER.paper)
            paint_board(p, puzzle, _inner(size), answer)
        finally:
            p.end()
        del generator  # closes the file
        if not temporary.stat().st_size:
            raise OSError(Sentence("{path}: could not write the SVG", path=str(path)))


# --------------------------------------------------------------------------------------------
# Pages
# --------------------------------------------------------------------------------------------


def paint_pages(
    device: QPagedPaintDevice,
    sheets: Sequence[Sheet],
    per_page: int,
    answers: bool,
    on_page: Callable[[int, int], None] | None = None,
) -> None:
    """Draw every page onto a printer or a PDF writer whose page layout is already set;
    `on_page(done, pages)` after each (the app keeps its window answering). Answer pages
    need every sheet's answer (sheets.with_answers)."""
    if answers and any(sheet.answer is None for sheet in sheets):
        raise ValueError("answer pages need every sheet's answer")
    page_grid(per_page)  # a wrong count is refused before the file is started
    scale = device.logicalDpiX() / BOARD_DPI  # device dots per board pixel
    layout = device.pageLayout()
    paint = layout.paintRectPixels(device.logicalDpiX())
    width, height = paint.width() / scale, paint.height() / scale
    p = QPainter()
    if not p.begin(device):
        raise OSError(Sentence("could not start drawing on the printer or file"))
    p.scale(scale, scale)
    try:  # a painter left active when a time limit stops it crashes the process's exit
        _paint_all(p, device, sheets, per_page, answers, width, height, on_page)
    finally:
        p.end()


def _paint_all(
    p: QPainter,
    device: QPagedPaintDevice,
    sheets: Sequence[Sheet],
    per_page: int,
    answers: bool,
    width: float,
    height: float,
    on_page: Callable[[int, int], None] | None,
) -> None:
    """The pages, in order, on a painter already begun and scaled to board pixels."""
    columns, rows = page_grid(per_page)
    scale = device.logicalDpiX() / BOARD_DPI
    pages = page_count(len(sheets), per_page, answers)
    font = QFont(_board_font())
    caption_font = QFont(font)
    caption_font.setPixelSize(13)
    page = 0
    for showing_answers in (False, True) if answers else (False,):
        for first in range(0, len(sheets), per_page):
            if page:
                device.newPage()
            page += 1
            heading = tr(ANSWERS_HEADING) if showing_answers else ""
            body = _page_frame(p, caption_font, width, height, page, pages, heading)
            chunk = sheets[first : first + per_page]
            for slot, sheet in enumerate(chunk):
                box = _slot(body, columns, rows, slot)
                title = QRectF(box.left(), box.top(), box.width(), 22)
                p.setFont(caption_font)
                p.setPen(PAPER.text)
                elided = p.fontMetrics().elidedText(
                    sheet.title, Qt.TextElideMode.ElideRight, int(box.width())
                )
                p.drawText(title, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, elided)
                board = box.adjusted(0, 26, 0, 0)
                answer = sheet.answer if showing_answers else None
                paint_board(p, sheet.puzzle, board, answer, dpr=scale, font=font)
            if on_page is not None:
                on_page(page, pages)


def _page_frame(
    p: QPainter, font: QFont, width: float, height: float, page: int, pages: int, heading: str
) -> QRectF:
    """The footer (and a heading on answer pages); returns the room left for puzzles."""
    p.setFont(font)
    p.setPen(PAPER.faded)
    footer = QRectF(0, height - 18, width, 18)
    p.drawText(footer, Qt.AlignmentFlag.AlignCenter, PAGE_FOOTER.format(page=page, pages=pages))
    top = 0.0
    if heading:
        bold = QFont(font)
        bold.setPixelSize(18)
        bold.setBold(True)
        p.setFont(bold)
        p.setPen(PAPER.text)
        p.drawText(QRectF(0, 0, width, 28), Qt.AlignmentFlag.AlignHCenter, heading)
        top = 36.0
    return QRectF(0, top, width, height - 24 - top)


def _slot(body: QRectF, columns: int, rows: int, index: int) -> QRectF:
    gap = 18.0
    w = (body.width() - gap * (columns - 1)) / columns
    h = (body.height() - gap * (rows - 1)) / rows
    col, row = index % columns, index // columns
    return QRectF(body.left() + col * (w + gap), body.top() + row * (h + gap), w, h)


def page_layout(page_size: str) -> QPageLayout:
    """Portrait, the named paper size, even margins."""
    if page_size not in PAGE_SIZES:
        raise ValueError(f"paper size {page_size!r}: expected one of {', '.join(PAGE_SIZES)}")
    return QPageLayout(
        QPageSize(PAGE_SIZES[page_size]),
        QPageLayout.Orientation.Portrait,
        QMarginsF(*(PAGE_MARGIN_MM,) * 4),
        QPageLayout.Unit.Millimeter,
    )


def write_pdf(
    path: str | Path,
    sheets: Sequence[Sheet],
    per_page: int = 1,
    answers: bool = False,
    page_size: str = "A4",
    title: str = "",
    on_page: Callable[[int, int], None] | None = None,
) -> int:
    """Write the pages to a PDF; returns how many pages it has. Sheets need their answers
    when `answers` is set (sheets.with_answers)."""
    with atomic_path(path) as temporary:  # whole or not at all
        writer = QPdfWriter(str(temporary))
        writer.setResolution(PDF_DPI)
        writer.setPageLayout(page_layout(page_size))
        writer.setTitle(title)
        writer.setCreator("Grid Games")
        paint_pages(writer, sheets, per_page, answers, on_page)
        del writer  # closes the file
    return page_count(len(sheets), per_page, answers)
