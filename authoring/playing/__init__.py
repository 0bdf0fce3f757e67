"""A game of a Call at the table, shared by the studio's Play page and ``callforge play`` (no Streamlit here).

- :mod:`~authoring.playing.session`: the game as an immutable session: start, play, undo, bots, replays;
- :mod:`~authoring.playing.refusals`: why a typed action is refused, with the rule that stops it;
- :mod:`~authoring.playing.view`: what a table shows: actions by group and place, firefighters, counters;
- :mod:`~authoring.playing.words`: spaces, events, actions and specialists in English, Hungarian and Japanese;
- :mod:`~authoring.playing.log`: the status line, the bots' turns and the log.

The package names every public function and class of its modules, so a caller writes
``from authoring import playing`` and ``playing.start_game(...)``.
"""

from __future__ import annotations

from authoring.playing.log import (
    TurnSummary,
    log_markdown,
    recent_bot_turns,
    status_line,
    turn_summaries,
)
from authoring.playing.refusals import (
    LEGAL_SHOWN,
    SHOWN_TEXT,
    PlayError,
    cut_shown,
    edge_reason,
    move_reason,
    refusal,
    rules_reason,
    unreadable_text,
)
from authoring.playing.session import (
    MAX_BOT_ACTIONS,
    MAX_LOADED_STEPS,
    PlayOptions,
    PlaySession,
    Step,
    apply_action,
    bot_names,
    bot_turn,
    default_specialists,
    export_replay,
    first_playable,
    load_playable,
    make_bot,
    run_bots,
    session_from_replay,
    specialists_available,
    start_game,
    undo,
    undo_to_person,
    undo_turn,
)
from authoring.playing.view import (
    ACTION_GROUPS,
    action_group,
    actions_at,
    call_counters,
    counters,
    fire_phase_events,
    firefighters,
    forge_offer,
    group_actions,
    hero_lines,
    hero_row,
    last_fire_phase,
)
from authoring.playing.words import (
    action_label,
    call_names,
    describe_event,
    specialist_name,
)

__all__ = [
    "ACTION_GROUPS",
    "LEGAL_SHOWN",
    "MAX_BOT_ACTIONS",
    "MAX_LOADED_STEPS",
    "PlayError",
    "PlayOptions",
    "PlaySession",
    "SHOWN_TEXT",
    "Step",
    "TurnSummary",
    "action_group",
    "action_label",
    "actions_at",
    "apply_action",
    "bot_names",
    "bot_turn",
    "call_counters",
    "call_names",
    "counters",
    "cut_shown",
    "default_specialists",
    "describe_event",
    "edge_reason",
    "export_replay",
    "fire_phase_events",
    "firefighters",
    "first_playable",
    "forge_offer",
    "group_actions",
    "hero_lines",
    "hero_row",
    "last_fire_phase",
    "load_playable",
    "log_markdown",
    "make_bot",
    "move_reason",
    "recent_bot_turns",
    "refusal",
    "rules_reason",
    "run_bots",
    "session_from_replay",
    "specialist_name",
    "specialists_available",
    "start_game",
    "status_line",
    "turn_summaries",
    "undo",
    "undo_to_person",
    "undo_turn",
    "unreadable_text",
]
