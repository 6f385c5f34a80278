"""Nonogram in the designer: the clues follow from the picture."""

from __future__ import annotations

from ..design import DesignHooks


class NonogramDesign(DesignHooks):
    pass


DESIGN = NonogramDesign()
