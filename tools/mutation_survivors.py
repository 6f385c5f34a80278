"""The mutants a `tools/mutate.sh` run left alive, as diffs, with the equivalent ones marked.

    python tools/mutation_survivors.py GROUP        # after tools/mutate.sh GROUP

Reads `.mutation/GROUP.txt` (`mutmut results`) and the mutated sources mutmut wrote under
`.mutation/GROUP/mutants/`, and writes `.mutation/GROUP.survivors.md`: each surviving
mutant as the lines it changed. (`mutmut show` says the same, a second per mutant.)

One class is marked equivalent by rule, because it cannot change behaviour: a change of
letter case inside SQL text (SQLite reads keywords and table and column names without
regard to case). Every other survivor is either a gap in the tests or an equivalent
mutant a person has to judge; docs/mutation.md lists those judged equivalent, with why.
"""

from __future__ import annotations

import ast
import difflib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The string literals of a line: an SQL word must be inside one (`raise ... from None` is not SQL).
QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'")
ALIVE = ("survived", "no tests", "suspicious")
SQL = re.compile(
    r"\b(SELECT|INSERT|UPDATE|DELETE|PRAGMA|BEGIN|COMMIT|ROLLBACK|CREATE|WHERE|FROM)\b", re.I
)


def functions(path: Path) -> dict[str, str]:
    """Every function and method of a mutated module, by name, as source text."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    found = {}
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found[node.name] = "\n".join(lines[node.lineno - 1 : node.end_lineno])
    return found


def changed_lines(original: str, mutant: str) -> list[str]:
    """The lines that differ, the functions' own names left out."""
    body = re.sub(r"__mutmut_orig\b", "", original).splitlines()
    other = re.sub(r"__mutmut_\d+\b", "", mutant).splitlines()
    return [
        line
        for line in difflib.unified_diff(body, other, lineterm="", n=0)
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]


def equivalent(lines: list[str]) -> str | None:
    removed = [line[1:] for line in lines if line.startswith("-")]
    added = [line[1:] for line in lines if line.startswith("+")]
    if (
        removed
        and len(removed) == len(added)
        and all(
            a.lower() == b.lower() and any(SQL.search(text) for text in QUOTED.findall(a))
            for a, b in zip(removed, added, strict=True)
        )
    ):
        return "letter case in SQL"
    return None


def main(group: str) -> int:
    results = ROOT / ".mutation" / f"{group}.txt"
    mutants = ROOT / ".mutation" / group / "mutants"
    cache: dict[Path, dict[str, str]] = {}
    out: list[str] = [f"# Mutants left alive: {group}", ""]
    counts = {"gap or to judge": 0, "equivalent by rule": 0}
    for line in results.read_text(encoding="utf-8").splitlines():
        name, _, status = line.strip().partition(": ")
        if not name or status not in ALIVE:  # e.g. "not checked" in a list taken mid-run
            continue
        module, _, function = name.rpartition(".")
        path = mutants / (module.replace(".", "/") + ".py")
        table = cache.setdefault(path, functions(path))
        original = table.get(re.sub(r"__mutmut_\d+$", "__mutmut_orig", function), "")
        lines = changed_lines(original, table.get(function, ""))
        why = equivalent(lines)
        counts["equivalent by rule" if why else "gap or to judge"] += 1
        out.append(f"## {name} ({status}{'; equivalent: ' + why if why else ''})")
        out += ["", "```diff", *lines, "```", ""]
    target = ROOT / ".mutation" / f"{group}.survivors.md"
    target.write_text("\n".join(out), encoding="utf-8")
    print(f"{group}: " + ", ".join(f"{n} {what}" for what, n in counts.items()) + f" -> {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
