"""The studio's memory over a long Play session: after the first game and after many more.

Run: PYTHONPATH=. python bench/studio_memory.py [--games 200] [--players 2]

Drives the real Play page through Streamlit's AppTest in this process, as one
browser session would: every seat is played by the default bot with "bots
play on" set, each game is started from the setup form (the page reads the
Call and its board again, so each game has board objects of its own), played
to its end and left with "New game". Prints the resident memory (VmRSS) after
the first game and after the last, their difference, and the size of the
engine's compiled-board cache.
"""

from __future__ import annotations

import argparse
import gc
import shutil
import tempfile
from pathlib import Path

from streamlit.testing.v1 import AppTest

from engine.board import COMPILED_CACHE_SIZE, compiled_cache_size
from engine.bots import DEFAULT_BOT

ROOT = Path(__file__).resolve().parents[1]
APP = str(ROOT / "authoring" / "studio" / "app.py")
CALL = "fire-rescue-family.call.json"


def rss_mb() -> float:
    """This process's resident memory in MB (Linux ``/proc/self/status``)."""
    with open("/proc/self/status", encoding="ascii") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def play_one(at: AppTest, library: Path, seed: int, players: int) -> int:
    """Start a game with bots in every seat, let them play it out; the number of actions played."""
    at.selectbox(key="play_call").set_value(library / CALL).run()
    at.number_input(key="play_players").set_value(players).run()
    at.number_input(key="play_seed").set_value(seed).run()
    for seat in range(players):
        at.selectbox(key=f"play_bot_{seat}").set_value(DEFAULT_BOT).run()
    at.button(key="play_start").click().run()
    for _ in range(200):
        session = at.session_state["play_session"]
        if session.game.is_over:
            break
        at.run()
    else:
        raise RuntimeError(f"game {seed} did not end")
    if at.exception:
        raise RuntimeError(at.exception)
    played = len(at.session_state["play_session"].steps)
    at.button(key="play_new").click().run()
    return played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    library = Path(tempfile.mkdtemp()) / "calls"
    shutil.copytree(ROOT / "calls", library)
    at = AppTest.from_file(APP, default_timeout=120)
    at.session_state["library"] = str(library)
    at.session_state["lang"] = "en"
    at.session_state["play_auto"] = True
    at.run()
    at.switch_page("views/play.py").run()
    actions = play_one(at, library, 1, args.players)
    gc.collect()
    first = rss_mb()
    for seed in range(2, args.games + 1):
        actions += play_one(at, library, seed, args.players)
    gc.collect()
    last = rss_mb()
    print(f"games: {args.games} ({actions} actions, {args.players} bot seats each)")
    print(f"RSS after game 1: {first:.1f} MB")
    print(f"RSS after game {args.games}: {last:.1f} MB")
    print(f"growth: {last - first:+.1f} MB")
    print(f"compiled-board cache: {compiled_cache_size()} boards (bound {COMPILED_CACHE_SIZE})")
    shutil.rmtree(library.parent, ignore_errors=True)


if __name__ == "__main__":
    main()
