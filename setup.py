"""The one thing pyproject.toml cannot say: the optional C line solver.

`optional=True`: where no C compiler is found the build goes on without it, and the line
solver runs in Python (gridgames/games/nonogram/line.py), the same answers, slower."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "gridgames.games.nonogram._line_kernel",
            ["gridgames/games/nonogram/_line_kernel.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
