"""What the progress store keeps that the broader tests did not pin down (found by mutation
testing, docs/mutation.md): the pack a puzzle was opened from, the clock each write saves,
an undo back to the empty board, a puzzle whose moves are all undone, what a closed store
answers, and the options it is opened with."""

from __future__ import annotations

import pytest

from gridgames.progress import IN_PROGRESS, NEW, ProgressStore, PuzzleProgress


@pytest.fixture
def store(tmp_path):
    with ProgressStore(tmp_path) as opened:
        yield opened


def test_the_pack_a_puzzle_was_opened_from_is_remembered(store) -> None:
    store.open_puzzle("a", "packs/first")
    assert store.last_puzzle() == ("a", "packs/first")
    store.open_puzzle("b")
    assert store.last_puzzle() == ("b", None)


def test_every_write_saves_the_clock(store) -> None:
    assert store.append_move("k", "m1", elapsed=12.5)
    assert store.load("k").elapsed == 12.5
    assert store.set_position("k", 0, elapsed=14.0)
    assert store.load("k").elapsed == 14.0
    assert store.mark_solved("k", 30.0) == 30.0
    assert store.load("k").elapsed == 30.0
    # A move without a clock keeps the last one.
    assert store.append_move("k", "m2")
    assert store.load("k").elapsed == 30.0


def test_undo_back_to_the_empty_board_and_the_limits_of_redo(store) -> None:
    store.append_move("k", "m1")
    store.append_move("k", "m2")
    assert store.set_position("k", 0)
    saved = store.load("k")
    assert saved.position == 0 and saved.moves == ("m1", "m2") and saved.applied == ()
    assert store.set_position("k", 2)
    with pytest.raises(ValueError, match=r"position 3 outside 0\.\.2 for 'k'"):
        store.set_position("k", 3)
    with pytest.raises(ValueError, match=r"position -1 outside 0\.\.2"):
        store.set_position("k", -1)


def test_undo_on_a_puzzle_never_played_is_recorded(store) -> None:
    assert store.set_position("fresh", 0)
    assert "fresh" in store.summaries()


def test_a_puzzle_with_every_move_undone_is_still_in_progress(store) -> None:
    store.append_move("k", "m1")
    store.set_position("k", 0)
    assert store.load("k").elapsed == 0.0
    assert store.load("k").state == IN_PROGRESS
    assert store.summaries()["k"].state == IN_PROGRESS


def test_a_closed_store_answers_with_empty_values(tmp_path) -> None:
    store = ProgressStore(tmp_path)
    store.set_state("volume", 3)
    store.add_user_pack("packs/mine")
    store.close()
    assert store.load("k") == PuzzleProgress("k", NEW, 0.0, None, None)
    assert store.last_error is not None and store.last_error.startswith("progress not read")
    assert store.get_state("volume", 7) == 7
    assert store.user_packs() == []
    assert store.summaries() == {}
    assert store.last_puzzle() is None


def test_the_store_makes_missing_folders(tmp_path) -> None:
    folder = tmp_path / "a" / "b" / "c"
    with ProgressStore(folder) as store:
        assert store.path is not None and store.path.parent == folder
        assert store.message is None
        assert store.append_move("k", "m")


def test_a_durability_that_gives_up_crash_safety_is_refused(tmp_path) -> None:
    with pytest.raises(ValueError, match="synchronous must be one of FULL, NORMAL, EXTRA"):
        ProgressStore(tmp_path, synchronous="OFF")


def test_a_board_the_solver_finished_is_the_solvers_until_the_player_wins_or_plays_again(
    store,
) -> None:
    assert store.mark_solved("k", 40.0) == 40.0  # an earlier go, won by the player
    store.reset("k")  # Play Again
    store.append_move("k", "m1", elapsed=3.0)
    assert store.mark_solver_finished("k", 9.0)
    assert store.solver_finished("k") and not store.solver_finished("other")
    saved = store.load("k")
    assert saved.solved and saved.best_seconds == 40.0 and saved.elapsed == 9.0
    assert [len(times) for times in store.solve_times().values()] == [1]  # no win added
    store.reset("k")  # played again: a new go, nobody's yet
    assert not store.solver_finished("k")
    assert store.mark_solver_finished("k", 5.0)
    store.mark_solved("k", 20.0)  # (the player undid the solver's step and won)
    assert not store.solver_finished("k")
    assert store.load("k").best_seconds == 20.0
