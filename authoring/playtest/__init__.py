"""Playtesting: play a Call many times with a bot, summarise, compare, sweep and tune it.

Everything the CLI (``callforge playtest``, ``compare``, ``tune``) and the
studio's Playtest page do lives here; they only call it.

==============  ===============================================================
``runner``      what to play (:class:`PlaytestSpec`) and playing it, locally or on Dask
``summary``     the JSON summary of a run (its format is documented there)
``stats``       intervals and paired differences
``report``      the self-contained HTML report
``page``        what the studio's Playtest page shows, as plain functions
==============  ===============================================================

The names below are the package's public API: ``from authoring import playtest as pt``.
"""

from authoring.playtest.runner import (
    DEFAULT_MAX_TURNS,
    RESULTS,
    GameRecord,
    PlaytestError,
    PlaytestResult,
    PlaytestSpec,
    check_spec,
    check_workers,
    chunks,
    default_players,
    game_seed,
    level_ids,
    load_call,
    new_bot,
    new_game,
    play_chunk,
    play_game,
    player_range,
    record_of,
    run_playtest,
    setup_of,
    team_of,
)
from authoring.playtest.summary import FORMAT_VERSION, label_runs, paired_wins, strip_timing, summarize

__all__ = [
    "DEFAULT_MAX_TURNS", "FORMAT_VERSION", "RESULTS", "GameRecord", "PlaytestError", "PlaytestResult", "PlaytestSpec",
    "check_spec", "check_workers", "chunks", "default_players", "game_seed", "label_runs", "level_ids", "load_call", "new_bot", "new_game", "paired_wins", "play_chunk", "play_game",
    "player_range", "record_of", "run_playtest", "setup_of", "strip_timing", "summarize", "team_of",
]
