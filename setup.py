"""The one thing pyproject.toml cannot say: the optional C parts, the nonogram line solver,
Kurodoko's sight rule on one number's views and the learning search (engine/_search_kernel.c,
over rules that offer C functions).

`optional=True`: where no C compiler is found the build goes on without them, and the line
solver (gridgames/games/nonogram/line.py), the sight rule
(gridgames/games/fillgrid/kurodoko_views.py) and the learning search
(gridgames/engine/learning.py) run in Python, the same answers, slower."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "gridgames.games.nonogram._line_kernel",
            ["gridgames/games/nonogram/_line_kernel.c"],
            depends=["gridgames/engine/compiled_rule.h"],
            extra_compile_args=["-O2"],
            optional=True,
        ),
        Extension(
            "gridgames.engine._search_kernel",
            ["gridgames/engine/_search_kernel.c"],
            depends=["gridgames/engine/compiled_rule.h"],
            extra_compile_args=["-O2"],
            optional=True,
        ),
        Extension(
            "gridgames.games.fillgrid._views_kernel",
            ["gridgames/games/fillgrid/_views_kernel.c"],
            extra_compile_args=["-O2"],
            optional=True,
        ),
    ]
)
