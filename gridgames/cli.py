"""The `gridgames` command: the app with no arguments, tools for authors otherwise.

The solve contract (JSON fields, exit codes, `file:line: reason` on bad input) is in
shared/FORMATS.md section 3; tests and outside tools rely on it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence

from .cli_args import PROGRAM, Parser, parse_size, seconds, signed, whole
from .engine import Interrupted, Status
from .errors import PuzzleError, describe
from .util.timelimit import alarm_at, process_start, remaining

EXIT_OK, EXIT_UNSOLVED, EXIT_BAD_INPUT = 0, 1, 2

__all__ = ["main", "parse_size"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command. Without `argv` this is the process's own command line, and time
    limits count from the process's start; with it (tests, tools), from this call."""
    started = process_start() if argv is None else time.monotonic()
    argv_given, argv = argv, list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("--screenshot") or not _is_command(argv[0]):
        return _app(argv)
    parser = _parser(argv[0])
    try:
        args = parser.parse_args(argv)
    except SystemExit as leaving:
        return _refused(leaving)
    timeout = getattr(args, "timeout", None)
    args.deadline = None if timeout is None else started + timeout
    args.own_process = argv_given is None
    try:
        return args.run(args)
    except PuzzleError as error:
        print(describe(error), file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`gridgames solve x --explain | head`): stop quietly, and
        # keep Python from failing again as it flushes stdout on the way out.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_UNSOLVED
    except Exception:
        # Past the deadline, any error is the time limit's: the alarm (`alarm_at`) can ring
        # inside a library that turns it into an error of its own (PySide's first look at
        # an enum, while a loaded machine spends a short limit importing Qt, reported
        # "QPaintEngine has no attribute 'Type'" instead of the timeout).
        if args.deadline is None or remaining(args.deadline) > 0:
            raise
        print(f"{argv[0]}: timed out after {timeout:g} s", file=sys.stderr)
        return EXIT_UNSOLVED


def _refused(leaving: SystemExit) -> int:
    """argparse's exit: --help and --version (0) leave as they came; a refusal (its one line
    already printed by Parser.error) is returned as bad input, so callers in-process get
    the exit code instead of an exception."""
    if leaving.code in (0, None):
        raise leaving
    return EXIT_BAD_INPUT


COMMANDS = ("solve", "count", "generate", "export")


def _is_command(word: str) -> bool:
    return word in COMMANDS


def _parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with `only`, the other sub-commands are bare names:
    their arguments' help needs the genres, generators and exporters imported, which
    took most of a `gridgames solve` of a line-solvable puzzle (40-60 ms of CPU)."""
    parser = Parser(
        prog="gridgames",
        description="Grid Games: run with no arguments to play; sub-commands for authors.",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for name, add in _SUBCOMMANDS.items():
        if only is None or name == only:
            add(sub)
        else:
            sub.add_parser(name)
    return parser


def _add_solve(sub: argparse._SubParsersAction) -> None:
    solve = sub.add_parser("solve", help="solve a puzzle file, URL or game ID")
    solve.add_argument("puzzle", help="a path in any supported format, a puzz.link URL or ID")
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.add_argument("--max-solutions", type=whole, default=2, metavar="N")
    solve.add_argument("--timeout", type=seconds, default=None, metavar="S")
    solve.add_argument("--explain", action="store_true", help="print the deduction steps")
    solve.set_defaults(run=_solve)


def _add_count(sub: argparse._SubParsersAction) -> None:
    from .games.registry import genres

    counting = {genre.name: genre.counting for genre in genres() if genre.counting}
    count = sub.add_parser(
        "count",
        help="count a puzzle's answers, or the legal grids of a size",
        description="gridgames count PUZZLE: the exact number of answers (for a crossword "
        "grid, the legal grids keeping its design). gridgames count GENRE WxH: the legal "
        "grids of a size.",
    )
    count.add_argument(
        "puzzle",
        metavar="PUZZLE",
        help="a puzzle (path, URL or game ID), or with WxH a genre: "
        + "; ".join(f"{name}: {how.help}" for name, how in counting.items()),
    )
    count.add_argument("size", nargs="?", metavar="WxH", help="with a genre: the size, e.g. 6x5")
    count.add_argument("--timeout", type=seconds, default=None, metavar="S")
    count.set_defaults(run=_count)


def _add_generate(sub: argparse._SubParsersAction) -> None:
    from .generators import DIFFICULTIES, kinds

    generate = sub.add_parser("generate", help="make puzzles with exactly one answer")
    generate.add_argument("kind", choices=kinds())
    generate.add_argument("size", help="WxH, e.g. 10x10")
    generate.add_argument("--difficulty", choices=DIFFICULTIES, default="medium")
    generate.add_argument("--count", type=whole, default=1, metavar="N")
    generate.add_argument("--seed", type=signed, default=0, metavar="S", help="first seed")
    generate.add_argument("--timeout", type=seconds, default=60.0, metavar="S", help="per puzzle")
    generate.add_argument("--out", required=True, metavar="DIR")
    generate.set_defaults(run=_generate)


def _add_export(sub: argparse._SubParsersAction) -> None:
    from .export_cli import EXTENSIONS, PAPER_SIZES
    from .sheets import ANSWER_TIMEOUT, PER_PAGE

    export = sub.add_parser(
        "export",
        help=f"write a puzzle or pack as {', '.join(e.lstrip('.') for e in EXTENSIONS)}",
        description="The output's extension picks the format; a .pdf takes a whole pack.",
    )
    export.add_argument("puzzle", help="a puzzle or pack (folder, .zip), a URL or game ID")
    export.add_argument("out", metavar="OUT", help=f"the file to write: {', '.join(EXTENSIONS)}")
    per_page = ", ".join(map(str, PER_PAGE))
    export.add_argument("--per-page", type=whole, choices=PER_PAGE, default=1, metavar="N",
                        help=f"puzzles on each PDF page: {per_page}")  # fmt: skip
    answers = "PDF: answer pages after the puzzles; PNG, SVG: the solved board"
    export.add_argument("--answers", action="store_true", help=answers)
    export.add_argument("--paper", choices=PAPER_SIZES, default="A4", help="PDF page size")
    export.add_argument("--index", type=whole, metavar="N", help="the Nth puzzle of a pack only")
    export.add_argument(
        "--timeout",
        type=seconds,
        default=None,
        metavar="S",
        help=f"stop after S seconds, reading and drawing included (exit 1); without it, "
        f"answers the engine must work out get {ANSWER_TIMEOUT:g} s in all",
    )
    export.set_defaults(run=_export)


_SUBCOMMANDS = {
    "solve": _add_solve,
    "count": _add_count,
    "generate": _add_generate,
    "export": _add_export,
}


def _export(args: argparse.Namespace) -> int:
    """Exit 0 written, 1 timed out or an answer not found (as `solve`), 2 bad input."""
    from .export_cli import export_files
    from .sheets import NoAnswer

    try:
        with alarm_at(args.deadline):  # reading, answers and drawing all count
            done = export_files(
                args.puzzle, args.out, args.per_page, args.answers, args.paper, args.index,
                args.deadline,
            )  # fmt: skip
    except Interrupted:
        print(f"export: timed out after {args.timeout:g} s", file=sys.stderr)
        if args.own_process:  # Qt's teardown of a big drawing takes up to 0.5 s: skip it
            sys.stderr.flush()
            os._exit(EXIT_UNSOLVED)
        return EXIT_UNSOLVED
    except NoAnswer as error:
        ran_out = args.deadline is not None and remaining(args.deadline) == 0
        line = f"export: timed out after {args.timeout:g} s" if ran_out else describe(error)
        print(line, file=sys.stderr)
        return EXIT_UNSOLVED
    print(done)
    return EXIT_OK


def _solve(args: argparse.Namespace) -> int:
    from .formats.detect import load_puzzle
    from .games.registry import genre_of
    from .solving import SolveReport, solve_puzzle

    puzzle = report = None
    givens: list = []
    started = time.perf_counter()
    try:
        with alarm_at(args.deadline):  # reading and building count against the limit too
            puzzle = load_puzzle(args.puzzle)
            report = solve_puzzle(
                puzzle,
                max_solutions=args.max_solutions,
                keep=1,  # one answer is printed, however many are counted
                timeout=remaining(args.deadline),
                trace=args.explain,
            )
            if args.explain:
                from .explain import given_steps

                givens = given_steps(genre_of(puzzle).build(puzzle))
    except Interrupted:
        if report is None:
            report = SolveReport(Status.TIMEOUT, [], 0, 0, time.perf_counter() - started)
    if puzzle is None:  # the limit passed while the puzzle was being read
        if args.json:
            print(json.dumps(_timeout_json(report.seconds)))
        else:
            print(_status_line(report), file=sys.stderr)
        return EXIT_UNSOLVED
    genre = genre_of(puzzle)
    solved = report.status.solved
    if args.json:
        out = {
            "genre": genre.name,
            "width": puzzle.width,
            "height": puzzle.height,
            "status": report.status,
        }
        if solved:
            out["solution"] = genre.answer_json(puzzle, report.answer)
        out.update(steps=report.steps, branches=report.branches, seconds=round(report.seconds, 6))
        print(json.dumps(out))
    else:
        if args.explain:
            from .explain import format_walkthrough

            print(format_walkthrough(report.trace, givens, report.status))
        if solved:
            print(genre.answer_text(puzzle, report.answer))
        print(_status_line(report), file=sys.stderr if not args.explain else sys.stdout)
    return EXIT_OK if solved else EXIT_UNSOLVED


def _timeout_json(seconds_spent: float) -> dict[str, object]:
    """The JSON of a solve whose limit passed before its puzzle was read: no genre or size
    is known yet."""
    return {
        "genre": None,
        "width": None,
        "height": None,
        "status": Status.TIMEOUT,
        "steps": 0,
        "branches": 0,
        "seconds": round(seconds_spent, 6),
    }


def _status_line(report) -> str:
    words = {
        "unique": "unique solution",
        "multiple": "more than one solution (one shown)",
        "found": "a solution (uniqueness not checked)",
        "none": "no solution",
        "timeout": "timed out",
        "cancelled": "cancelled",
    }[report.status]
    return f"{words}: {report.steps} deductions, {report.branches} guesses, {report.seconds:.4f} s"


def _count(args: argparse.Namespace) -> int:
    """Print the exact count alone on its line; exit 1 when there is none or time ran out."""
    try:
        with alarm_at(args.deadline):  # reading and building count against the limit too
            total = _count_grids(args) if args.size is not None else _count_answers(args)
    except Interrupted:  # the alarm rang outside the count's own checks
        total = None
    if total is None:
        print(f"timed out after {args.timeout} s", file=sys.stderr)
        return EXIT_UNSOLVED
    print(total)
    return EXIT_OK if total else EXIT_UNSOLVED


def _count_grids(args: argparse.Namespace) -> int | None:
    """`gridgames count GENRE WxH`: the legal grids of a size."""
    from .games.registry import genres

    counting = {genre.name: genre.counting for genre in genres() if genre.counting}
    if args.puzzle not in counting:
        known = ", ".join(counting)
        raise PuzzleError(f"{args.puzzle!r} cannot count grids of a size ({known} can)", PROGRAM)
    width, height = parse_size(args.size)
    return counting[args.puzzle].load()(width, height, args.deadline)


def _count_answers(args: argparse.Namespace) -> int | None:
    """`gridgames count PUZZLE`: the exact number of its answers, through its genre."""
    from .formats.detect import load_puzzle
    from .games.registry import genre_of

    puzzle = load_puzzle(args.puzzle)
    return genre_of(puzzle).count_answers(puzzle, args.deadline)


def _generate(args: argparse.Namespace) -> int:
    from .generate_cli import MAX_COUNT, generate_files
    from .generators import unavailable

    width, height = parse_size(args.size)
    if args.count > MAX_COUNT:  # each puzzle is a job made up front
        raise PuzzleError(f"--count {args.count} is more than {MAX_COUNT} puzzles", "gridgames")
    too_small = unavailable(args.kind, width, height, args.difficulty)
    if too_small:  # said at once, as the app's dialog does
        raise PuzzleError(too_small, "gridgames")
    return generate_files(
        args.kind,
        width,
        height,
        args.difficulty,
        args.count,
        args.seed,
        args.timeout,
        args.out,
        first_deadline=args.deadline,
    )


def _app(argv: list[str]) -> int:
    parser = _app_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as leaving:
        return _refused(leaving)
    if args.install_desktop:
        return _install_desktop()
    if os.environ.get("GRIDGAMES_NO_GUI"):
        print("gridgames: the app is disabled (GRIDGAMES_NO_GUI is set)", file=sys.stderr)
        return EXIT_BAD_INPUT
    from .app.main import run_app, take_screenshot

    if args.edit and args.puzzle is None:
        print("gridgames: --edit needs a PUZZLE to edit", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.screenshot:
        return take_screenshot(args.screenshot, args.puzzle, edit=args.edit)
    return run_app(args.puzzle, edit=args.edit)


def _app_parser() -> argparse.ArgumentParser:
    """`gridgames [PUZZLE] [options]`; its help also lists the commands."""
    from .installed import version

    parser = Parser(
        prog="gridgames",
        usage="%(prog)s [PUZZLE] [options]\n       %(prog)s COMMAND ...",
        description="Grid Games: play with no arguments, or open PUZZLE.",
        epilog=_commands_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "puzzle",
        nargs="?",
        metavar="PUZZLE",
        help="a puzzle or pack to open: a file, folder or .zip, a puzz.link URL or game ID",
    )
    parser.add_argument("--screenshot", metavar="OUT.png", help="render the window and exit")
    parser.add_argument(
        "--edit",
        action="store_true",
        help="open PUZZLE in edit mode (with --screenshot: once the engine has judged it)",
    )
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help="add Grid Games to the desktop's menus ($XDG_DATA_HOME) and exit",
    )
    parser.add_argument("--version", action="version", version=f"gridgames {version()}")
    return parser


def _commands_help() -> str:
    """The commands and what each does, as `gridgames COMMAND --help` describes them."""
    commands = next(a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction))
    lines = ["commands (gridgames COMMAND --help for more):"]
    lines += [f"  {each.dest:<10}{each.help}" for each in commands._choices_actions]
    return "\n".join(lines)


def _install_desktop() -> int:
    from .desktop import install_desktop

    try:
        written = install_desktop()
    except OSError as error:
        print(describe(error), file=sys.stderr)
        return EXIT_UNSOLVED
    for path in written:
        print(f"installed {path}")
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
