"""The README's test command is what CI runs, word for word."""

from __future__ import annotations

from tests.helpers import ROOT


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line.strip() for line in ci.splitlines() if line.startswith("python3 -m venv"))
    assert "pytest" in command and "ruff check" in command
    assert f"    {command}\n" in readme
