"""The one thing pyproject.toml cannot say: the optional C parts, the nonogram line solver,
Kurodoko's sight rule on one number's views and the learning search (engine/_search_kernel.c,
over rules that offer C functions).

`optional=True`: where no C compiler is found the build goes on without them, and the line
solver (gridgames/games/nonogram/line.py), the sight rule
(gridgames/games/fillgrid/kurodoko_views.py) and the learning search
(gridgames/engine/learning.py) run in Python, the same answers, slower."""

from setuptools import Extension, setup


def optional(name: str, *depends: str) -> Extension:
    """The C part `name` (its dotted module name; the source is its path with `.c`), built
    where a compiler is found and skipped quietly where none is."""
    source = name.replace(".", "/") + ".c"
    return Extension(name, [source], depends=list(depends), extra_compile_args=["-O2"],
                     optional=True)  # fmt: skip


RULE_HEADER = "gridgames/engine/compiled_rule.h"

setup(
    ext_modules=[
        optional("gridgames.games.nonogram._line_kernel", RULE_HEADER),
        optional("gridgames.engine._search_kernel", RULE_HEADER),
        optional("gridgames.games.fillgrid._views_kernel"),
    ]
)
