"""Grid Games: Shikaku, Nonogram and Fill-grid on one deduction engine."""

__version__ = "0.1.0"
