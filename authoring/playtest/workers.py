"""Local worker processes that play chunks of games, and stop at once on Ctrl-C.

Each worker is a process with a pipe of its own: it is sent a chunk of game
indices, plays them and sends the records back, until it is sent ``None``. The
parent waits on the pipes and on the processes' sentinels together, so that

- a worker that dies (killed, out of memory) stops the run with what it has
  (:class:`RunStopped`), never a wait for ever;
- Ctrl-C, or a caller that stops reading, terminates the workers at once:
  no queue, feeder thread or shutdown handshake is left to hang the exit (the
  standard process pool could wait for ever there when Ctrl-C came at the
  wrong moment);
- a worker exits with ``os._exit``: it never flushes streams whose locks
  another thread of the parent held when it was forked.

>>> from authoring.playtest.runner import PlaytestSpec, play_chunk
>>> spec = PlaytestSpec(call_path="calls/fire-rescue-family.call.json", players=2, bot="greedy")
>>> done = [r.index for records in run_chunks(play_chunk, spec, [range(0, 2), range(2, 3)], jobs=2) for r in records]
>>> sorted(done)
[0, 1, 2]
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from multiprocessing.connection import wait


class RunStopped(Exception):
    """The workers cannot go on (a local worker died, every Dask worker lost): the run ends with what it has."""


def _serve(play: Callable, spec, connection) -> None:
    """A worker's life: play each chunk it is sent and send back ``("ok", records)`` or ``("error", exception)``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it terminates the workers
    try:
        while (indices := connection.recv()) is not None:
            try:
                connection.send(("ok", play(spec, indices)))
            except Exception as exc:  # noqa: BLE001 - the parent raises it, as if the chunk had been played there
                connection.send(("error", exc))
    except (EOFError, OSError, KeyboardInterrupt):
        pass
    finally:
        os._exit(0)


@contextlib.contextmanager
def _sigint_ignored():
    """SIGINT ignored while workers are forked (they inherit it), so that a Ctrl-C at that moment reaches the parent
    alone; only the main thread may change signal handlers (a studio page plays from another thread)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _start(play: Callable, spec, jobs: int) -> list[tuple]:
    """``jobs`` worker processes, each with the parent's end of its pipe."""
    context = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    workers = []
    with _sigint_ignored():
        for _ in range(jobs):
            mine, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(play, spec, theirs), daemon=True)
            process.start()
            theirs.close()
            workers.append((process, mine))
    return workers


def _stop(workers: list[tuple], *, at_once: bool) -> None:
    """End every worker: asked to finish (``None``), or terminated ``at_once``; then reaped."""
    for process, connection in workers:
        if not at_once:
            with contextlib.suppress(OSError):
                connection.send(None)
        else:
            process.terminate()
    for process, connection in workers:
        process.join(timeout=5)
        if process.is_alive():
            process.kill()
            process.join()
        connection.close()


def run_chunks(play: Callable, spec, work: Sequence[range], *, jobs: int) -> Iterator[list]:
    """``play(spec, indices)`` for every chunk of ``work`` on ``jobs`` worker processes; the records as chunks finish.

    Raises what a chunk raised, and :class:`RunStopped` when a worker dies.
    """
    todo = iter(work)
    workers = _start(play, spec, min(jobs, max(1, len(work))))
    finished = False
    try:
        busy = {}
        for process, connection in workers:
            indices = next(todo, None)
            if indices is not None:
                connection.send(indices)
                busy[connection] = process
        while busy:
            yield from _collect(busy, todo)
        finished = True
    finally:
        _stop(workers, at_once=not finished)


def _collect(busy: dict, todo: Iterator[range]) -> Iterator[list]:
    """The records of the chunks finished now; each worker that finished one is sent the next (or leaves ``busy``)."""
    sentinels = {process.sentinel: connection for connection, process in busy.items()}
    for ready in wait([*busy, *sentinels]):
        connection = sentinels.get(ready, ready)
        if connection not in busy:
            continue
        process = busy[connection]
        try:
            status, payload = connection.recv()
        except (EOFError, OSError):
            process.join(timeout=5)  # its pipe closes a moment before it has exited and has a code
            raise RunStopped(f"a worker process ended unexpectedly (exit code {process.exitcode})") from None
        if status == "error":
            raise payload
        indices = next(todo, None)
        if indices is None:
            del busy[connection]
        else:
            connection.send(indices)
        yield payload
