"""Two connections on one progress file, used together (two app instances, say).

Every write is one `BEGIN IMMEDIATE` transaction: it takes the write lock before it reads
what it will change, so a second instance waits its turn (the busy timeout) and then reads
the first one's result. A weaker transaction (a deferred BEGIN, or none) reads first and
asks for the lock later: it then either fails outright (its snapshot went stale while it
waited) or writes over the other's move. Both would lose a player's moves.
"""

from __future__ import annotations

import sqlite3
import threading
import time

from gridgames.progress import ProgressStore

KEY = "shared-puzzle"


def test_a_write_waits_for_another_instance_then_builds_on_its_move(tmp_path) -> None:
    with ProgressStore(tmp_path) as ours:
        assert ours.append_move(KEY, "ours-1")
        other = sqlite3.connect(ours.path, isolation_level=None)
        try:
            # Another instance is half-way through recording its move: lock held.
            other.execute("BEGIN IMMEDIATE")
            other.execute("INSERT INTO move VALUES (?, 1, ?)", (KEY, '"theirs"'))
            other.execute("UPDATE puzzle SET position = 2 WHERE key = ?", (KEY,))
            done: list[bool] = []
            writer = threading.Thread(target=lambda: done.append(ours.append_move(KEY, "ours-2")))
            writer.start()
            time.sleep(0.3)  # ours has started, and must be waiting for the lock
            assert not done
            other.execute("COMMIT")
            writer.join(10)
        finally:
            other.close()
        assert done == [True], ours.last_error
        saved = ours.load(KEY)
        assert saved.moves == ("ours-1", "theirs", "ours-2")
        assert saved.position == 3


def test_two_stores_appending_at_once_keep_every_move(tmp_path) -> None:
    first = ProgressStore(tmp_path, synchronous="NORMAL")
    second = ProgressStore(tmp_path, synchronous="NORMAL")
    count = 40
    results: dict[str, list[bool]] = {"a": [], "b": []}
    start = threading.Barrier(2)

    def play(store: ProgressStore, name: str) -> None:
        start.wait()
        for n in range(count):
            results[name].append(store.append_move(KEY, [name, n], elapsed=float(n)))

    threads = [
        threading.Thread(target=play, args=(store, name))
        for store, name in ((first, "a"), (second, "b"))
    ]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        assert results == {"a": [True] * count, "b": [True] * count}, (
            first.last_error,
            second.last_error,
        )
        for store in (first, second):
            saved = store.load(KEY)
            assert saved.position == len(saved.moves) == 2 * count
            for name in ("a", "b"):
                assert [n for who, n in saved.moves if who == name] == list(range(count))
    finally:
        first.close()
        second.close()
