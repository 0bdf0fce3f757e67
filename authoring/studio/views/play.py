"""Play page: play a Call against the rules engine, seat by seat, with bots, undo and a replay to take away."""

import contextlib
import re
from pathlib import Path

import streamlit as st

from authoring import playing
from authoring.drawings import render
from authoring.drawings.markers import markers_from_game, seat_colour
from authoring.files.read import resolved
from authoring.language import diagnostic_text
from authoring.studio import (
    board_image,
    canvas,
    drafts,
    edge_hover,
    game_drafts,
    guard,
    library_files,
    logic,
    shell,
    store,
)
from authoring.studio.context import worded_choice
from authoring.studio.seed_field import seed_field
from authoring.studio.shell import tr
from authoring.typed import half_width
from engine.actions import Action

st.title(tr("page_play"))
lang = shell.lang()
root = shell.library_dir()
SESSION = "play_session"
CLICK = "play_click"
PICK = "play_pick"
LAYERS = render.DEFAULT_LAYERS - {"dice", "title"}


def _set(session) -> None:
    if st.session_state.get("play_auto"):
        session = playing.run_bots(session)
    st.session_state[SESSION] = session


def _play(notation: str) -> None:
    st.session_state.pop(PICK, None)
    try:
        _set(playing.apply_action(st.session_state[SESSION], notation))
    except playing.PlayError as exc:
        st.session_state["play_error"] = tr("illegal", error=exc.text(shell.lang())) if exc.said is None else exc.text(shell.lang())


def _play_picked(group: str) -> None:
    picked = st.session_state.get(f"play_pick_{group}")
    if picked:
        _play(picked)


def _play_typed() -> None:
    # full-width digits and commas, as a Japanese keyboard types them; upper case as lower (as the terminal reads them)
    text = half_width(st.session_state.get("play_text", "")).strip().lower()
    if text:
        st.session_state.pop("play_error", None)
        _play(text)
        if "play_error" not in st.session_state:  # a refused text stays in the box, to be corrected
            st.session_state["play_text"] = ""


def _undo(fn) -> None:
    st.session_state.pop(PICK, None)
    session = st.session_state[SESSION]
    if st.session_state.get("play_auto") and any(not step.by_bot for step in session.steps):
        session = playing.undo_to_person(session)  # the bots would play again at once: undo from a person's action
    elif st.session_state.get("play_auto"):  # only bots played: they would play the same game again, so they pause
        st.session_state["play_auto"] = False
        st.session_state["play_paused"] = True
    st.session_state[SESSION] = fn(session)


def _boosts_shown(row: dict) -> str:
    """A hero's Active Boost / Reserve Boost; the Reserve lies face down (R-HERO-1), read only by the seat that plays
    now when a person plays it."""
    active = row["active"].title.get(lang) if row["active"] is not None else "-"
    if row["reserve"] is None:
        return f"{active} / -"
    own = row["current"] and row["bot"] is None
    return f"{active} / {row['reserve'].title.get(lang) if own else tr('hero_face_down')}"


def _new_game() -> None:
    st.session_state.pop(SESSION, None)
    st.session_state.pop(PICK, None)
    st.session_state.pop("play_auto", None)  # the start form draws no toggle: bots start playing when it is switched on
    st.session_state.pop("play_kept_signature", None)
    with contextlib.suppress(OSError):
        game_drafts.discard(root, session=guard.session_id())  # the game left on purpose is not offered back


def _started(path: Path, session: playing.PlaySession, version: tuple | None = None) -> None:
    """``session`` (on the Call at ``path``, of ``version``: by default as it is now) is the game now: remembered for
    "New game" and for changes on disk."""
    _set(session)
    st.session_state["play_last"] = (str(path), session.options)
    st.session_state["play_files"] = (path, session.call.board,
                                      version or store.call_files_version(path, session.call.board))


def _keep_game(session: playing.PlaySession) -> None:
    """Keep the game on disk after each action, so that a reload or a crash offers it back (see game_drafts)."""
    files = st.session_state.get("play_files")
    signature = (len(session.steps), session.steps[-1].hash if session.steps else None)
    if files is None or st.session_state.get("play_kept_signature") == signature:
        return
    try:
        game_drafts.keep(root, files[0], session, session=guard.session_id(), version=files[2])
    except OSError as exc:
        st.caption(tr("game_keep_failed", error=shell.os_error_text(exc)))
    st.session_state["play_kept_signature"] = signature


def _offer_kept_game() -> None:
    """The newest game an ended session left (a reload, a closed tab, a crash): resume it, or discard it."""
    try:
        kept = game_drafts.find(root, exclude_session=guard.session_id(), alive=guard.session_alive)
    except OSError:
        return
    if kept is None:
        return
    with st.container(border=True, key="play_kept"):
        st.info(tr("game_kept", call=kept.call.relative_to(root).as_posix(), turn=kept.turn + 1, n=len(kept.steps),
                   when=drafts.saved_when(kept.saved_at)))
        resume_col, discard_col = st.columns(2)
        if resume_col.button(tr("game_resume"), key="play_resume", type="primary", icon=":material/play_arrow:",
                             width="stretch"):
            try:
                resumed = game_drafts.resume(kept)
            except playing.PlayError as exc:
                st.error(diagnostic_text.error_text(exc, lang) if exc.unusable is not None else exc.text(lang))
            else:
                _started(kept.call, resumed, kept.version)  # changed since it started: the page says so
                kept.path.unlink(missing_ok=True)  # kept again under this session from now on
                st.rerun()
        if discard_col.button(tr("draft_discard"), key="play_kept_discard", icon=":material/delete:", width="stretch"):
            kept.path.unlink(missing_ok=True)
            st.rerun()


def _choice(key: str, options: list, default) -> str:
    """``key`` of a start-form choice shown in the interface's words (:func:`worded_choice`), holding ``default``
    when it holds no option of ``options`` (first drawn, or another Call chosen). Set so rather than by ``index``,
    a value sent again after a language switch draws no warning of Streamlit's."""
    if key not in st.session_state or st.session_state[key] not in options:
        st.session_state[key] = default
    return worded_choice(key)


def _bot_turn() -> None:
    try:
        _set(playing.bot_turn(st.session_state[SESSION]))
    except playing.PlayError as exc:
        st.session_state["play_error"] = exc.text(shell.lang())


# --- starting a game ---------------------------------------------------------
session: playing.PlaySession | None = st.session_state.get(SESSION)
if session is None:
    calls = [p for p in library_files.library_files(root) if p.name.endswith(logic.CALL_SUFFIX)] if root.is_dir() else []
    if not calls:
        st.info(tr("no_calls"))
        st.stop()
    _offer_kept_game()
    st.subheader(tr("start_game"))
    last = st.session_state.get("play_last")  # (Call path, PlayOptions) of the previous game: "New game" keeps them
    names = [str(p) for p in calls]
    in_address = [i for i, p in enumerate(calls) if p.relative_to(root).as_posix() == st.query_params.get("call")]
    path = st.selectbox(tr("call"), calls, key="play_call", format_func=lambda p: str(p.relative_to(root)),
                        index=names.index(last[0]) if last and last[0] in names else
                        (in_address or [0 if "play_call" in st.session_state else playing.first_playable(calls)])[0])
    st.query_params["call"] = path.relative_to(root).as_posix()  # a reload offers the same Call again
    prev = last[1] if last and last[0] == str(path) else playing.PlayOptions()
    try:
        call, board = playing.load_playable(path)
    except playing.PlayError as exc:
        st.error(diagnostic_text.error_text(exc, lang))
        if st.button(tr("fix_open"), key="play_fix", icon=":material/edit:"):
            shell.open_in_editor("call", path)
        st.stop()
    st.caption(f"**{call.title.get(lang)}** — {call.briefing.get(lang)}" if call.briefing else call.title.get(lang))
    c1, c2, c3 = st.columns(3)
    levels = [lv.id for lv in call.levels]
    level_names = {lv.id: (lv.name.get(lang) if lv.name else None) or lv.id for lv in call.levels}
    level = c1.selectbox(tr("level"), levels, key=_choice("play_level", levels, prev.level if prev.level in levels else levels[0]),
                         format_func=level_names.get) if levels else None
    players = int(c2.number_input(tr("player_count"), min_value=call.players.min, max_value=min(call.players.max, 6),
                                  value=min(max(prev.players, call.players.min), call.players.max, 6), key="play_players"))
    seed = seed_field(c3, "play_seed", prev.seed)
    pool = playing.specialists_available(call)
    defaults = prev.specialists or playing.default_specialists(call, players) or ()
    controllers = [None, *playing.bot_names()]
    specialists, bots = [], []
    for seat in range(players):
        cols = st.columns([1, 2, 2], vertical_alignment="bottom")
        shown = "visible" if seat == 0 else "collapsed"  # the column labels once, above the first seat
        cols[0].markdown(
            f'<span style="color:{render.FIREFIGHTER_COLOURS[seat_colour(seat)]};-webkit-text-stroke:1px #555">●</span> '
            + tr("seat", n=seat + 1), unsafe_allow_html=True)
        if pool:
            default = defaults[seat] if seat < len(defaults) and defaults[seat] in pool else pool[0]
            specialists.append(cols[1].selectbox(tr("specialist"), pool, key=_choice(f"play_spec_{seat}", pool, default),
                                                 format_func=lambda s: playing.specialist_name(s, lang, call),
                                                 label_visibility=shown))
        bot = prev.bot_of(seat) if prev.bot_of(seat) in controllers else None
        bots.append(cols[2].selectbox(tr("played_by"), controllers, key=_choice(f"play_bot_{seat}", controllers, bot),
                                      format_func=lambda b: tr("person") if b is None else tr("bot_name", name=b),
                                      placeholder=tr("person"), label_visibility=shown))
    if st.button(tr("start_game"), key="play_start", type="primary", icon=":material/play_arrow:", disabled=seed is None):
        options = playing.PlayOptions(players=players, level=level, seed=seed, bots=tuple(bots),
                                         specialists=tuple(specialists) if pool else None)
        try:
            started = playing.start_game(call, board, options)
        except playing.PlayError as exc:
            st.error(tr("cannot_start", error=exc.text(lang)))
        else:
            _started(path, started)
            st.rerun()
    with st.expander(tr("replay_load"), icon=":material/upload_file:", key="replay_load_open"):
        st.caption(tr("replay_load_help"))
        uploaded = st.file_uploader(tr("replay_file"), type=["json"], key="play_replay_upload")
        if uploaded is not None and st.button(tr("replay_open"), key="play_replay_open", icon=":material/play_arrow:"):
            try:
                replay_call, loaded = playing.session_from_replay(uploaded.getvalue(), uploaded.name, root,
                                                                     calls=calls)
            except playing.PlayError as exc:
                st.error(diagnostic_text.error_text(exc, lang) if exc.unusable is not None else exc.text(lang))
            else:  # the Call as the list names it, so that "New game" offers it again
                _started(next((p for p in calls if resolved(p) == resolved(replay_call)), replay_call), loaded)
                st.rerun()
    st.stop()

# --- the game ----------------------------------------------------------------
game = session.game
_keep_game(session)
if (files := st.session_state.get("play_files")) is not None and (now := store.call_files_version(*files[:2])) != files[2]:
    st.warning(tr("play_file_gone" if now[0] is None else "play_files_changed", name=Path(files[0]).name))
bar = st.columns([1.2, 1.3, 1.3, 1.6, 1.5], vertical_alignment="center")
bar[0].button(tr("new_game"), key="play_new", on_click=_new_game, icon=":material/restart_alt:")
no_undo = None if session.can_undo else tr("greyed_nothing_to_undo")  # a greyed button says why
bar[1].button(tr("undo"), key="play_undo", disabled=not session.can_undo, on_click=_undo, args=(playing.undo,),
              icon=":material/undo:", help=no_undo)  # no Ctrl+Z: it reached the button while an action was typed
bar[2].button(tr("undo_turn"), key="play_undo_turn", disabled=not session.can_undo, on_click=_undo,
              args=(playing.undo_turn,), icon=":material/history:", help=no_undo)
no_bot = tr("greyed_game_over") if game.is_over else None if session.is_bot_seat() else tr("greyed_person_seat")
bar[3].button(tr("bot_turn"), key="play_bot_turn", disabled=no_bot is not None,
              on_click=_bot_turn, icon=":material/smart_toy:", shortcut="B", help=no_bot)
bar[4].toggle(tr("auto_bots"), key="play_auto")
if st.session_state.pop("play_paused", False):
    st.info(tr("bots_paused"))
if st.session_state.get("play_auto") and session.is_bot_seat() and not game.is_over:
    moved = playing.run_bots(session)
    if moved is not session:
        st.session_state[SESSION] = moved
        st.rerun()

hit = board_image.take_click(CLICK)
if hit is not None and (hit.cell is not None or hit.edge is not None):
    st.session_state[PICK] = (hit.cell, hit.edge)

error = st.session_state.pop("play_error", None)
if error:
    st.error(error)
for note in session.notes_in(lang):
    st.warning(note)

if not game.is_over and game.heroes_on:  # gsh: the hero's skill, Gear and Boosts, and the cards on offer while forging (R-HERO-1..3)
    hero_text = playing.hero_lines(playing.firefighters(session)[game.current_seat], lang)
    offer = playing.forge_offer(game, lang)
    st.markdown("\n".join([f"- {line.strip()}" for line in hero_text + offer[:1]]
                          + [f"    - {line.strip()}" for line in offer[1:]]))  # the cards under their heading

# the status line: who plays, with what AP and load; then the counters, on one line
n = playing.counters(session)
with st.container(border=True, key="play_status"):
    if game.is_over:
        result = game.outcome.result
        (st.success if result == "win" else st.error)(playing.status_line(session, lang))
    else:
        colour = render.FIREFIGHTER_COLOURS[seat_colour(game.current_seat)]
        st.markdown(f'<span style="color:{colour};-webkit-text-stroke:1px #555">●</span> '
                    f"**{playing.status_line(session, lang)}**", unsafe_allow_html=True)
    st.caption(" · ".join([
        f"{tr('cnt_rescued')} **{tr('of_n', a=n['rescued'], b=n['to_win'])}**",
        f"{tr('cnt_lost')} **{tr('of_n', a=n['lost'], b=n['loss_at'])}**",
        f"{tr('cnt_damage')} **{tr('of_n', a=n['damage'], b=n['damage_supply'])}**",
        f"{tr('cnt_poi')} **{n['poi_on_board']} / {n['poi_bag']}**",
        tr("cnt_hidden", v=n["hidden_victims"], f=n["hidden_false_alarms"]),
        *[f"{label} **{value}**" for label, value in playing.call_counters(session, lang)],
        *([tr("cnt_hot", n=n["hot_spot_supply"])] if n["hot_spot_supply"] else []),
    ]))
    if game.call.decks:  # gsh: what each deck holds now
        st.caption(" · ".join([
            tr("cnt_fire_deck", n=n["fire_deck"], d=n["fire_discard"]),
            *([tr("cnt_flare_aside", n=n["flare_ups_aside"])] if n["flare_ups_aside"] else []),
            *([tr("cnt_event_deck", n=n["event_deck"], d=n["event_discard"])] if n["event_deck"] or n["event_discard"] else []),
        ]))

left, right = st.columns([3, 2])
legal = game.legal_actions()
groups = playing.group_actions(legal)
own_cell = None if game.is_over else divmod(game.st.ff_pos[game.current_seat], game.cb.cols)
pick = st.session_state.get(PICK)
proposed = []
if pick is not None:
    picked_cell, picked_edge = pick
    proposed = playing.actions_at(legal, cell=picked_cell, edge=picked_edge, own_cell=own_cell)
    on_edge = bool(proposed) and proposed[0].cell2 != (-1, -1)
    if picked_cell is None or on_edge:
        where = tr("picked_edge", edge=f"{picked_edge[0][0]},{picked_edge[0][1]}–{picked_edge[1][0]},{picked_edge[1][1]}")
    else:
        where = tr("picked_cell", cell=f"{picked_cell[0]},{picked_cell[1]}")
with right:
    bot_turns = playing.recent_bot_turns(session)
    if bot_turns:
        with st.container(border=True, key="play_bot_turns"):
            st.markdown(f"**{tr('bot_turns')}**")
            # "2. kör" (hu) at an item's start would read as a numbered list: the dot is escaped
            st.markdown("\n".join("- " + re.sub(r"^(\d+)\.", r"\1\\.", t.text(lang, game.call)) for t in bot_turns[-4:]))
    st.subheader(tr("actions"))
    bot_seat = not game.is_over and session.is_bot_seat()  # its actions are the bot's: shown, not played by a click
    if bot_seat:
        st.caption(tr("bot_decides"))
    if pick is not None:
        with st.container(border=True, key="play_proposal"):
            if not proposed:
                why = playing.edge_reason(game, picked_edge, lang) if picked_edge is not None else None
                caption = "edge_why_caption"
                if why is not None:  # a click on a door or wall where nothing acts: the door or wall, and why
                    where = tr("picked_edge", edge=f"{picked_edge[0][0]},{picked_edge[0][1]}–{picked_edge[1][0]},{picked_edge[1][1]}")
                else:
                    why = playing.move_reason(game, Action("move", tuple(picked_cell)), lang) if picked_cell else None
                    caption = "move_why_caption"
                st.markdown(tr("none_at", where=where))
                if why and not game.is_over and not session.is_bot_seat():
                    st.caption(tr(caption, why=why))
            else:
                st.markdown("**" + tr("proposed" if len(proposed) == 1 else "several_at", where=where) + "**")
                for action in proposed:
                    st.button(playing.action_label(action, lang, game.call), key=f"pick:{action.notation}", on_click=_play,
                              args=(action.notation,), help=f"`{action.notation}`", width="stretch",
                              type="primary" if len(proposed) == 1 else "secondary", disabled=bot_seat)
            st.button(tr("clear_pick"), key="play_pick_clear", on_click=st.session_state.pop, args=(PICK,),
                      icon=":material/close:")
    for group, actions in groups.items():
        st.markdown(f"**{tr(f'grp_{group}')}**")
        if len(actions) <= 6:
            labels = [playing.action_label(a, lang, game.call) for a in actions]
            longest = max(map(len, labels))  # long labels ("Drive the Ambulance ... to 3,9") one to a row, never cut
            cols = st.columns(min(3 if longest <= 16 else 2 if longest <= 28 else 1, len(actions)))
            for i, action in enumerate(actions):
                cols[i % len(cols)].button(
                    labels[i], key=f"act:{action.notation}", on_click=_play,
                    args=(action.notation,), help=f"`{action.notation}`", width="stretch",
                    type="primary" if group == "end" else "secondary",
                    shortcut="Ctrl+Enter" if action.notation == "end" else None, disabled=bot_seat,
                )
        else:
            cols = st.columns([3, 1])
            cols[0].selectbox(tr("target"), [a.notation for a in actions], key=worded_choice(f"play_pick_{group}"),
                              label_visibility="collapsed",
                              format_func=lambda t: playing.action_label(Action.parse(t), lang, game.call))
            cols[1].button(tr("play_it"), key=f"play_go_{group}", on_click=_play_picked, args=(group,), width="stretch",
                           disabled=bot_seat)
    with st.expander(tr("notation"), key="notation_open"):
        st.text_input(tr("notation"), key="play_text", help=tr("notation_help"), on_change=_play_typed,
                      label_visibility="collapsed", placeholder="move 3,4", disabled=bot_seat)

    fire = playing.last_fire_phase(session)
    st.subheader(tr("fire_phase"))
    if fire is None:
        st.caption(tr("fire_phase_none"))
    else:
        step, events = fire
        st.markdown(f"*{tr('fire_phase_of', n=step.seat + 1, turn=step.turn + 1)}*")
        st.markdown("\n".join(f"{i}. {playing.describe_event(e, lang, game.call)}" for i, e in enumerate(events, 1)))


with left:
    highlight = [] if own_cell is None else [own_cell]
    highlight_edges = []
    if pick is not None:
        for action in proposed:
            if action.cell2 != (-1, -1):
                highlight_edges.append((action.cell, action.cell2))
            elif action.cell != (-1, -1):
                highlight.append(action.cell)
        if not proposed and pick[0] is not None:
            highlight.append(pick[0])
    svg = render.render_svg(session.board, state=markers_from_game(game, lang), layers=LAYERS,
                            highlight_cells=list(dict.fromkeys(highlight)), highlight_edges=highlight_edges, lang=lang)
    canvas.show_drawing(session.board, svg, key=CLICK, layers=LAYERS, zoom=canvas.zoom_chosen("play_zoom"))
    if board_image.clickable() and not game.is_over:
        canvas.hover_previews(CLICK, session.board, LAYERS,
                         edge_hover.action_edge_previews(legal, lambda a: playing.action_label(a, lang, game.call)))
    zoom_col, replay_col = st.columns([2, 1.2], vertical_alignment="center")
    with zoom_col:
        canvas.zoom_control("play_zoom")
    replay_col.download_button(tr("export_replay"), playing.export_replay(session), key="play_replay",
                               file_name=f"{session.call.id}-seed{session.options.seed}.replay.json",
                               mime="application/json", icon=":material/download:", width="stretch")
    st.caption(tr("legend") + (" " + tr("click_play") if board_image.clickable() and not game.is_over else "")
               + " " + tr("play_shortcuts"))
    st.subheader(tr("firefighters"))
    carry_words = {"victim": tr("carry_victim"), "hazmat": tr("carry_hazmat")}
    st.dataframe(
        [
            {
                tr("col_seat"): ("▶ " if row["current"] else "") + str(row["seat"] + 1),
                **({tr("specialist"): playing.specialist_name(row["specialist"], lang, game.call)} if session.has_specialists else {}),
                **({tr("col_gear"): ", ".join(c.title.get(lang) for c in row["gear"]) or "-",
                    tr("col_boosts"): _boosts_shown(row)} if game.heroes_on else {}),
                tr("col_space"): f"{row['cell'][0]},{row['cell'][1]}",
                tr("col_ap"): row["ap"],
                tr("col_saved"): str(row["saved"]) if row["current"] else "-",  # saved at the start of the seat's turn
                **({tr("col_free"): row["free"]} if session.has_specialists else {}),
                tr("col_carry"): ", ".join(
                    ([carry_words[row["carry"]]] if row["carry"] else []) + ([tr("carry_lead")] if row["leading"] else [])
                ),
                tr("played_by"): tr("bot_name", name=row["bot"]) if row["bot"] else tr("person"),
            }
            for row in playing.firefighters(session)
        ],
        hide_index=True,
        width="stretch",
        key="play_ff",
    )

st.subheader(tr("game_log"))
with st.container(height=320, border=True, key="play_log"):
    st.markdown(playing.log_markdown(session, lang))
