"""Time one Play page cycle: play an action, then compute what the page draws.

Run: PYTHONPATH=. python bench/play_speed.py [--actions N]

Plays random legal actions of the experienced Call (4 players) through
:mod:`authoring.playing` and prints the median and 90th percentile
of each step: ``apply`` (clone the game and apply the action), ``markers``
(game -> BoardMarkers), ``render`` (the board SVG), ``actions`` (legal
actions grouped and labelled), ``replay`` (the replay JSON of the whole
session so far), and the whole cycle.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from timing import ms_summary

from authoring import playing
from authoring.drawings import render
from authoring.drawings.markers import markers_from_game
from engine.bots.random import RandomBot

ROOT = Path(__file__).resolve().parents[1]
CALL = ROOT / "calls" / "fire-rescue-experienced.call.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300)
    args = parser.parse_args()
    call, board = playing.load_playable(CALL)
    options = playing.PlayOptions(players=4, seed=1, level="veteran")
    session = playing.start_game(call, board, options)
    bot = RandomBot(seed=1)
    steps: dict[str, list[float]] = {k: [] for k in ("apply", "markers", "render", "actions", "replay", "cycle")}
    for _ in range(args.actions):
        if session.game.is_over:
            session = playing.start_game(call, board, options)
        notation = bot.act(session.game).notation
        t0 = time.perf_counter()
        session = playing.apply_action(session, notation)
        t1 = time.perf_counter()
        markers = markers_from_game(session.game)
        t2 = time.perf_counter()
        render.render_svg(board, state=markers)
        t3 = time.perf_counter()
        groups = playing.group_actions(session.game.legal_actions())
        [playing.action_label(a, "en") for acts in groups.values() for a in acts]
        t4 = time.perf_counter()
        playing.export_replay(session)
        t5 = time.perf_counter()
        for name, dt in zip(steps, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t5 - t0), strict=True):
            steps[name].append(dt)
    print(f"{args.actions} actions of {call.id} (4 players), longest session {len(session.steps)} actions")
    for name, samples in steps.items():
        print(f"  {name:8s} {ms_summary(samples)}")


if __name__ == "__main__":
    main()
