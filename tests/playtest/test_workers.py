"""Local worker processes: a chunk's error comes back, a dead worker stops the run, closing the run ends the workers."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from authoring.playtest.workers import RunStopped, run_chunks


def _count(spec, indices):
    return [spec * i for i in indices]


def _slow(folder, indices):
    """A chunk that takes a minute, leaving a mark in ``folder`` when it is done."""
    time.sleep(60)
    with open(os.path.join(folder, f"done-{indices[0]}"), "w") as mark:
        mark.write("the chunk ran to its end")
    return list(indices)


def _fail_on_three(spec, indices):
    if 3 in indices:
        raise ValueError("chunk with game 3")
    return list(indices)


def _die_on_three(spec, indices):
    if 3 in indices:
        os._exit(7)
    return list(indices)


def test_every_chunk_is_played_once_whatever_the_order():
    work = [range(i, i + 1) for i in range(20)]
    assert sorted(x for chunk in run_chunks(_count, 10, work, jobs=2) for x in chunk) == [10 * i for i in range(20)]


def test_an_error_in_a_chunk_is_raised_in_the_parent():
    with pytest.raises(ValueError, match="chunk with game 3"):
        list(run_chunks(_fail_on_three, None, [range(i, i + 1) for i in range(6)], jobs=2))


def test_a_worker_that_dies_stops_the_run_with_its_exit_code():
    with pytest.raises(RunStopped, match="exit code 7"):
        list(run_chunks(_die_on_three, None, [range(i, i + 1) for i in range(6)], jobs=2))


def test_ctrl_c_ends_the_run_and_its_busy_workers_at_once(tmp_path):
    """Ctrl-C while every worker is in the middle of a minute-long chunk: the run is closed (as the runner does) and
    its workers with it, the chunks under way never waited for (no chunk ran to its end)."""
    others = _children()  # processes other tests left running (a studio server): not this run's
    stream = run_chunks(_slow, str(tmp_path), [range(0, 1), range(1, 2)], jobs=2)
    timer = threading.Timer(0.5, os.kill, args=(os.getpid(), signal.SIGINT))
    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C as a terminal gives it, under any runner
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            next(stream)
        stream.close()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, before)
    assert not _children() - others, "the workers were left running"
    assert not list(tmp_path.iterdir()), "a chunk under way was waited for"


def _children() -> set[int]:
    """The live child processes of this one."""
    me, found = str(os.getpid()), set()
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(") ", 1)[-1].split()
        except OSError:
            continue
        if fields[1] == me and fields[0] != "Z":
            found.add(int(entry))
    return found
