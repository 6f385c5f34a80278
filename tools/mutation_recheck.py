"""Run the mutants a `tools/mutate.sh` run left alive again, against tests written since.

    python tools/mutation_recheck.py GROUP TEST [TEST ...]

A group's run takes minutes to hours; the tests written for its survivors are checked
against just those survivors. Each mutant left alive in `.mutation/GROUP.txt` (survived, or
reached by no test) is switched on the way mutmut does it (`MUTANT_UNDER_TEST`, read by its
trampolines at every call) in a pytest of the given test files forked from one process
that has already imported them (so each mutant costs its tests, not an interpreter's
start), run inside the group's copy (`.mutation/GROUP/mutants/`, where the given files
are first copied from the working tree). A mutant whose tests run past a minute of CPU
counts as killed (a timeout). Prints one line per mutant (killed or alive) and a summary, and
writes the names still alive to `.mutation/GROUP.recheck.txt`.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ALIVE = ("survived", "no tests")
#: CPU seconds after which a mutant's tests count as hung (killed; printed as "timeout").
#: RECHECK_TIMEOUT sets another: a hot function's trampoline makes honest tests slow.
TIMEOUT_CPU_SECONDS = float(os.environ.get("RECHECK_TIMEOUT", "60"))


def alive(group: str) -> list[str]:
    """The mutants `mutmut results` listed as not killed, by name."""
    names = []
    for line in (ROOT / ".mutation" / f"{group}.txt").read_text(encoding="utf-8").splitlines():
        name, _, status = line.strip().partition(": ")
        if name and status in ALIVE:
            names.append(name)
    return names


def killed(name: str, tests: list[str]) -> str | None:
    """How mutant `name` was killed ("killed" when some test fails with it switched on,
    in a forked child; "timeout" when its tests ran past the limit), or None."""
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        import pytest

        os.environ["MUTANT_UNDER_TEST"] = name
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        code = pytest.main(["-x", "-q", "-p", "no:cacheprovider", *tests])
        os._exit(0 if code == 0 else 1)
    # A mutant that makes a search run away is killed, as mutmut's timeout would (its
    # children's CPU time, not the wall clock: the machine is shared).
    while True:
        done, status, _ = os.wait4(child, os.WNOHANG)
        if done:
            return "killed" if os.waitstatus_to_exitcode(status) != 0 else None
        if _cpu_seconds(child) > TIMEOUT_CPU_SECONDS:
            os.kill(child, signal.SIGKILL)
            os.waitpid(child, 0)
            return "timeout"
        time.sleep(0.05)


def _cpu_seconds(pid: int) -> float:
    """User and system CPU time of a running process (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def preload(tests: list[str]) -> None:
    """Import the test modules (and through them the mutated code) once, before forking."""
    import importlib

    import pytest  # noqa: F401

    for test in tests:
        for path in sorted(Path(test).rglob("test_*.py")) if Path(test).is_dir() else [Path(test)]:
            importlib.import_module(".".join(path.with_suffix("").parts))


def main(group: str, tests: list[str]) -> int:
    work = ROOT / ".mutation" / group / "mutants"
    for test in tests:
        source = ROOT / test
        if source.is_dir():
            shutil.copytree(source, work / test, dirs_exist_ok=True)
        else:
            (work / test).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, work / test)
    names = alive(group)
    os.chdir(work)
    sys.path.insert(0, str(work))
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["MUTANT_UNDER_TEST"] = ""
    preload(tests)
    left = []
    for name in names:
        how = killed(name, tests)
        if how:
            print(f"{how}: {name}", flush=True)
        else:
            left.append(name)
            print(f"alive: {name}", flush=True)
    (ROOT / ".mutation" / f"{group}.recheck.txt").write_text(
        "".join(f"{name}\n" for name in left), encoding="utf-8"
    )
    print(f"{group}: {len(names) - len(left)} of {len(names)} killed by {' '.join(tests)}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2:]))
