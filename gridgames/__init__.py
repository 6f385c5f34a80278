"""Grid Games: Shikaku, Nonogram and Fill-grid on one deduction engine."""


def __getattr__(name: str) -> str:
    """`gridgames.__version__`, read from the install's metadata when first asked (the
    version is written once, in pyproject.toml)."""
    if name == "__version__":
        from .installed import version

        return version()
    raise AttributeError(f"module 'gridgames' has no attribute {name!r}")
