"""The Qt application: everything that imports PySide6 lives here."""

from ._refcount_guard import install as _install_refcount_guard

_install_refcount_guard()
