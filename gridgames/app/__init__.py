"""The Qt application: everything that imports PySide6 lives here."""
