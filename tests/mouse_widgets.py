"""Work the window's widgets with real mouse events: menus from the menu bar, combo box
items, spin box arrows, buttons. For the tests that do everything "with the mouse alone"
(the designer's Done-when). Every press is a click (press and release together), so no
button is left held in QTest's global state."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QMainWindow,
    QMenu,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
    QWidget,
)

LEFT = Qt.MouseButton.LeftButton


def click(widget: QWidget, at: QPoint | None = None) -> None:
    QTest.mouseClick(widget, LEFT, Qt.KeyboardModifier.NoModifier, at or widget.rect().center())


def click_button(button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    click(button)


def choose_menu(qtbot, window: QMainWindow, menu_title: str, action: QAction) -> None:
    """Click a menu's title in the menu bar, then the action in the menu that opens."""
    bar = window.menuBar()
    menu_action = next(a for a in bar.actions() if a.text().replace("&", "") == menu_title)
    click(bar, bar.actionGeometry(menu_action).center())
    menu = menu_action.menu()
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)
    click(menu, menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())


def choose_item(qtbot, combo: QComboBox, text: str) -> None:
    """Open the combo box's list with a click and click the item."""
    click(combo)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    index = combo.model().index(combo.findText(text), 0)
    view.scrollTo(index)
    # A release right after the list opens is taken as the end of the opening click.
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    click(view.viewport(), view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentText() == text


def spin_to(spin: QSpinBox, value: int) -> None:
    """Click the spin box's up or down arrow until it shows `value`."""
    option = QStyleOptionSpinBox()
    option.initFrom(spin)
    option.subControls = QStyle.SubControl.SC_SpinBoxUp | QStyle.SubControl.SC_SpinBoxDown
    option.stepEnabled = spin.stepEnabled()
    style = spin.style()
    complex_control = QStyle.ComplexControl.CC_SpinBox
    for _ in range(200):
        if spin.value() == value:
            return
        part = (
            QStyle.SubControl.SC_SpinBoxUp
            if spin.value() < value
            else QStyle.SubControl.SC_SpinBoxDown
        )
        rect = style.subControlRect(complex_control, option, part, spin)
        click(spin, rect.center())
        QApplication.processEvents()
    raise AssertionError(f"the spin box stays at {spin.value()}, not {value}")
