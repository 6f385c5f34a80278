"""The ready pool: whole files only, oldest first, never the same puzzle twice."""

from __future__ import annotations

import os

from gridgames.generators import generate_puzzle
from gridgames.grading import grade_puzzle
from gridgames.pool import READY, Pool, PoolKey, digest

KEY = PoolKey("shikaku", 6, 6, "easy")


def _made(seed: int, kind: str = "shikaku"):
    puzzle, _ = generate_puzzle(kind, 6, 6, "easy", seed)
    return puzzle


def test_a_puzzle_goes_in_and_comes_out_once(tmp_path) -> None:
    pool = Pool(tmp_path)
    first, second = _made(1), _made(2)
    assert pool.add(KEY, first) and pool.add(KEY, second)
    assert pool.count(KEY) == 2
    os.utime(pool.folder / KEY.name / f"{digest(first)}.gg", (1, 1))  # the older one
    taken = pool.take(KEY)
    assert taken == first and taken.meta["title"] == first.meta["title"]
    assert grade_puzzle(taken).name == taken.meta["difficulty"] == "easy"
    assert pool.count(KEY) == 1
    # served once: never again, not even when made again
    assert not pool.add(KEY, first)
    assert not pool.add(KEY, second)  # waiting already
    assert pool.take(KEY) == second and pool.take(KEY) is None


def test_the_same_clues_under_another_title_are_the_same_puzzle(tmp_path) -> None:
    pool = Pool(tmp_path)
    puzzle = _made(3)
    renamed = type(puzzle)(puzzle.width, puzzle.height, puzzle.clues, {"title": "other"})
    assert digest(puzzle) == digest(renamed)
    assert pool.add(KEY, puzzle) and not pool.add(KEY, renamed)


def test_wanted_keys_most_recent_first_and_short_ones(tmp_path) -> None:
    pool = Pool(tmp_path)
    other = PoolKey("hitori", 8, 8, "hard")
    pool.want(KEY)
    pool.want(other)
    pool.want(KEY)
    assert pool.wanted() == [KEY, other]
    for seed in range(READY):
        assert pool.add(KEY, _made(10 + seed))
    assert pool.short() == [other]
    assert Pool(tmp_path).wanted() == [KEY, other]  # kept between runs


def test_half_written_files_are_never_read_and_are_swept(tmp_path) -> None:
    pool = Pool(tmp_path)
    folder = tmp_path / KEY.name
    folder.mkdir(parents=True)
    (folder / ".part-abc").write_text("[puzzle]\ngenre = shi")  # a crash mid-write
    (folder / "broken.gg").write_text("not a puzzle")
    assert pool.count(KEY) == 1 and pool.take(KEY) is None  # the damaged entry is dropped
    pool.sweep()
    assert list(folder.iterdir()) == []


def test_files_are_readable_by_others_like_any_saved_file(tmp_path) -> None:
    pool = Pool(tmp_path)
    pool.add(KEY, _made(4))
    (path,) = (tmp_path / KEY.name).glob("*.gg")
    assert path.stat().st_mode & 0o777 == 0o644
