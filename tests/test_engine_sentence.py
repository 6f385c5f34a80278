"""The engine's small shared words: a Sentence's template and fields, how a search ended,
and what its exceptions carry (issue 20: each exact, so a changed word or branch fails)."""

from __future__ import annotations

import copy
import pickle

import pytest

from gridgames.engine.errors import Contradiction, Interrupted
from gridgames.engine.sentence import Sentence, as_clause, capitalized, field_names, fill
from gridgames.engine.status import Status, status_of


def test_a_sentence_keeps_its_template_fields_and_plural_parts() -> None:
    plain = Sentence("{clue} covers {cell}.", clue="The 4", cell="row 1")
    assert plain == "The 4 covers row 1."
    assert (plain.template, plain.fields) == (
        "{clue} covers {cell}.",
        {"clue": "The 4", "cell": "row 1"},
    )
    assert (plain.count, plain.one, plain.clauses) == (None, None, ())
    for count, text in ((1, "1 cell left."), (2, "2 cells left."), (0, "0 cells left.")):
        counted = Sentence.counted("n", "{n} cell left.", "{n} cells left.", n=count)
        assert counted == text
        assert (counted.template, counted.count, counted.one, counted.clauses) == (
            "{n} cells left.",
            "n",
            "{n} cell left.",
            (),
        )


def test_a_pickled_sentence_comes_back_whole_without_filling_it_in_again() -> None:
    inner = Sentence("Row {row} is full", row=3)
    outer = Sentence("So {why}", why=inner, clauses=("why",))
    again = pickle.loads(pickle.dumps(outer))
    assert type(again) is Sentence and again == "So row 3 is full."
    assert again.parts == outer.parts and again.clauses == ("why",)
    assert type(again.fields["why"]) is Sentence
    # The text travels as it is: a sentence whose parts no longer make it is not refilled.
    odd = Sentence("{a}", a="x")
    odd.parts = ("{a}", {"a": "y"}, None, None, ())
    assert pickle.loads(pickle.dumps(odd)) == "x"
    assert copy.copy(outer) is outer and copy.deepcopy(outer) is outer


def test_fields_fill_as_written_capitalised_or_as_clauses() -> None:
    assert fill("Keep {braces} as they are", {}) == "Keep {braces} as they are"
    assert fill("{Cell} and {cell}", {"cell": "row 2"}) == "Row 2 and row 2"
    assert fill("{cell!r:>9}|", {"cell": "a"}) == "      'a'|"
    assert fill("{Cell!r:>9}|", {"cell": "a"}) == "      'A'|"
    assert fill("{Cell} {cell}", {"cell": "x", "Cell": "Y"}) == "Y x"  # its own field
    clause = "Then {why} So on"
    assert fill(clause, {"why": "Row 9 is full"}, ("why",)) == "Then row 9 is full. So on"
    assert fill(clause, {"why": "Row 9 is full"}) == "Then Row 9 is full So on"
    assert fill("{Why} {x}", {"why": "It is", "x": 1}, ("why",)) == "It is. 1"
    for template, missing in (("{B} x", "B"), ("{missing} {a}", "missing"), ("{0} {a}", 0)):
        with pytest.raises(KeyError) as raised:
            fill(template, {"a": 1}, ("a",))
        assert raised.value.args == (missing,)


def test_field_names_clauses_and_capitals() -> None:
    assert field_names("{a} {B} {{c}} {a} plain") == {"a", "B"}
    assert field_names("no fields") == set()
    assert as_clause("  Row 9 is full  ") == "row 9 is full."
    for ended in ("Stop.", "Stop!", "Stop?", "止。", "止！", "止？"):
        assert as_clause(ended) == ended[:1].lower() + ended[1:]
    assert as_clause("") == "" and as_clause(7) == "7."
    assert capitalized("row 2") == "Row 2" and capitalized("") == "" and capitalized(3) == "3"


def test_each_status_says_whether_it_solved_or_was_interrupted() -> None:
    words = {status: status.value for status in Status}
    assert words == {
        Status.UNIQUE: "unique",
        Status.MULTIPLE: "multiple",
        Status.FOUND: "found",
        Status.NONE: "none",
        Status.TIMEOUT: "timeout",
        Status.CANCELLED: "cancelled",
    }
    assert {s for s in Status if s.solved} == {Status.UNIQUE, Status.MULTIPLE, Status.FOUND}
    assert {s for s in Status if s.interrupted} == {Status.TIMEOUT, Status.CANCELLED}
    assert f"{Status.UNIQUE}" == "unique"


@pytest.mark.parametrize(
    ("found", "most", "status"),
    [
        (0, 1, Status.NONE),
        (0, 2, Status.NONE),
        (1, 0, Status.FOUND),
        (1, 1, Status.FOUND),
        (1, 2, Status.UNIQUE),
        (2, 2, Status.MULTIPLE),
        (3, 2, Status.MULTIPLE),
    ],
)
def test_the_status_of_a_search_that_ended_by_itself(found: int, most: int, status: Status) -> None:
    assert status_of(found, most) is status


def test_a_contradiction_carries_its_rule_reason_and_focus() -> None:
    bare = Contradiction()
    assert (bare.rule, bare.reason, bare.focus, str(bare)) == ("", "", (), "")
    ruled = Contradiction("sum")
    assert (ruled.rule, ruled.reason, str(ruled)) == ("sum", "", "sum")
    told = Contradiction("sum", "Row 2 is too full.", [(2, 0), (2, 1)])
    assert (told.rule, told.reason, str(told)) == (
        "sum",
        "Row 2 is too full.",
        "Row 2 is too full.",
    )
    assert told.focus == ((2, 0), (2, 1))
    stopped = Interrupted("timeout")
    assert (stopped.reason, str(stopped)) == ("timeout", "timeout")
