"""The Play page through Streamlit's AppTest on a copy of the library."""

import json

import pytest
from app_pages import open_page

from authoring import playing
from authoring.language import i18n
from engine.replay import run_replay


def _play_page(library, lang="en"):
    return open_page(library, "play", lang=lang)


def _start(library, call="fire-rescue-family.call.json", players=2, seed=3, bots=(), lang="en"):
    at = _play_page(library, lang)
    at.selectbox(key="play_call").set_value(library / call).run()
    at.number_input(key="play_players").set_value(players).run()
    at.text_input(key="play_seed").set_value(str(seed)).run()
    for seat, bot in enumerate(bots):
        at.selectbox(key=f"play_bot_{seat}").set_value(bot).run()
    at.button(key="play_start").click().run()
    assert not at.exception, at.exception
    assert not at.error, [e.value for e in at.error]
    return at


def _session(at):
    return at.session_state["play_session"]


def _action_keys(at):
    return [b.key for b in at.button if b.key and b.key.startswith("act:")]


def _board_svg(at):
    """The SVG text of the board drawing on the page (shown as a PNG to click; its SVG is kept with it)."""
    assert [d.key for d in at.get("component_instance")] == ["play_click"]
    return at.session_state["play_click:drawn"].svg


def _markdown(at):
    return "\n".join(m.value for m in at.markdown)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_play_page_renders_in_each_language(library, lang):
    at = _play_page(library, lang)
    assert [t.value for t in at.title] == [i18n.t("page_play", lang)]
    at = _start(library, lang=lang)
    assert i18n.t("actions", lang) in [h.value for h in at.subheader]
    assert "act:end" in _action_keys(at)
    assert playing.status_line(_session(at), lang) in _markdown(at)
    counters = " ".join(c.value for c in at.caption)
    assert f"{i18n.t('cnt_rescued', lang)} **{i18n.t('of_n', lang, a=0, b=7)}**" in counters
    svg = _board_svg(at)
    assert svg.count('class="firefighter"') == 2 and svg.count('class="poi"') == 3


def test_the_page_opens_on_the_first_call_that_can_be_played(library):
    family = json.loads((library / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    (library / "aa-schema.call.json").write_text(json.dumps({**family, "id": "aa-schema", "damage": "lots"}))
    at = open_page(library, "play")
    assert at.selectbox(key="play_call").value != library / "aa-schema.call.json"
    assert not at.error
    at.selectbox(key="play_call").set_value(library / "aa-schema.call.json").run()  # still there to pick and fix
    assert at.error and not at.exception


def test_specialists_and_levels_are_offered_when_the_ruleset_has_them(library):
    at = _play_page(library)
    at.selectbox(key="play_call").set_value(library / "fire-rescue-experienced.call.json").run()
    assert at.selectbox(key="play_level").options == ["Recruit", "Veteran", "Heroic"]
    at.number_input(key="play_players").set_value(3).run()
    at.selectbox(key="play_level").set_value("heroic").run()
    at.selectbox(key="play_spec_1").set_value("generalist").run()
    at.button(key="play_start").click().run()
    assert not at.exception
    game = _session(at).game
    assert game.options["difficulty"] == "heroic" and game.options["specialists"][1] == "generalist"
    at.button(key="play_new").click().run()
    at.selectbox(key="play_call").set_value(library / "fire-rescue-family.call.json").run()
    assert not [s for s in at.selectbox if s.key.startswith("play_spec_")]


def test_an_action_changes_the_state_and_undo_restores_it(library):
    at = _start(library)
    before = _session(at).game.state_hash()
    assert at.button(key="play_undo").disabled and at.button(key="play_undo").help == i18n.t("greyed_nothing_to_undo")
    assert at.button(key="play_bot_turn").help == i18n.t("greyed_person_seat")
    move = next(k for k in _action_keys(at) if k.startswith("act:move"))
    at.button(key=move).click().run()
    assert not at.exception
    session = _session(at)
    assert session.game.state_hash() != before and [s.notation for s in session.steps] == [move[4:]]
    assert not at.button(key="play_undo").disabled
    at.button(key="play_undo").click().run()
    assert _session(at).game.state_hash() == before and not _session(at).steps


def test_end_turn_runs_the_fire_phase_and_the_log_shows_the_roll(library):
    at = _start(library)
    assert i18n.t("fire_phase_none") in [c.value for c in at.caption]
    at.button(key="act:end").click().run()
    assert not at.exception
    text = _markdown(at)
    assert i18n.t("fire_phase_of", n=1, turn=1) in text
    roll = next(e for e in _session(at).steps[-1].events if e.kind == "roll")
    expected = i18n.t("ev_roll", die=i18n.t("die_red"), sides=roll.data["sides"], value=roll.data["value"],
                      why=i18n.t("why_advance_fire"))
    assert f"1. {expected}" in text  # first line of the Fire phase list
    assert f"- {expected}" in text  # and in the event log
    assert _session(at).game.current_seat == 1


def test_actions_in_a_long_group_are_played_from_a_selectbox(library):
    at = _start(library, call="fire-rescue-experienced.call.json", players=4, seed=2)
    at.button(key="act:end").click().run()  # seat 2 is the Fire Captain
    picks = [s for s in at.selectbox if s.key and s.key.startswith("play_pick_")]
    assert picks, "the Fire Captain's commands make a long group"
    pick = picks[0]
    choice = pick.options[1]
    notation = next(a.notation for a in _session(at).game.legal_actions() if pick.format_func(a.notation) == choice)
    pick.set_value(notation).run()
    at.button(key=f"play_go_{pick.key.removeprefix('play_pick_')}").click().run()
    assert not at.exception
    assert [s.notation for s in _session(at).steps] == ["end", notation]


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_typed_notation_and_illegal_text(library, lang):
    at = _start(library, lang=lang)
    legal = _session(at).game.legal_actions()
    more = " …" if len(legal) > playing.LEGAL_SHOWN else ""
    shown = ", ".join(a.notation for a in legal[:playing.LEGAL_SHOWN]) + more
    moves_first = sorted(legal, key=lambda a: a.kind != "move")  # the actions of the kind typed come first
    at.text_input(key="play_text").input("move 99,99").run()
    off_board = i18n.t("move_why_off_board", lang, cell="99,99", last_row=7, last_col=9)
    assert [e.value for e in at.error] == [i18n.t("play_not_legal_why", lang, action="move 99,99", why=off_board,
                                                  legal=", ".join(a.notation for a in moves_first[:playing.LEGAL_SHOWN]) + more)]
    assert not _session(at).steps
    at.text_input(key="play_text").input("fly away").run()
    why = i18n.t("syntax_cannot_read", lang, text="'fly away'", reason=i18n.t("syntax_unknown_action", lang, word="'fly'"))
    assert [e.value for e in at.error] == [i18n.t("play_unreadable", lang, why=why, legal=shown)]
    assert at.text_input(key="play_text").value == "fly away"  # kept, to be corrected
    at.text_input(key="play_text").input("ＥＮＤ").run()  # full width and upper case, as a keyboard may type it
    assert not at.error and [s.notation for s in _session(at).steps] == ["end"]
    assert at.text_input(key="play_text").value == ""


def test_bot_seat_plays_its_turn_on_request_and_the_replay_downloads(library):
    at = _start(library, bots=("random",))
    assert not at.button(key="play_bot_turn").disabled
    keys = _action_keys(at)  # a bot's seat: its actions are shown, and only the bot plays them
    assert keys and all(at.button(key=k).disabled for k in keys) and at.text_input(key="play_text").disabled
    at.button(key="play_bot_turn").click().run()
    assert not at.exception
    session = _session(at)
    assert session.steps and all(s.by_bot == "random" for s in session.steps)
    assert session.game.is_over or session.game.current_seat == 1
    assert at.button(key="play_bot_turn").disabled or session.game.is_over
    assert session.game.is_over or not any(at.button(key=k).disabled for k in _action_keys(at))  # a person's seat
    from authoring import playing

    replay = json.loads(playing.export_replay(session))
    call, board = playing.load_playable(library / "fire-rescue-family.call.json")
    assert run_replay(replay, call, board).ok


def test_bots_play_at_once_when_asked(library):
    at = _start(library, bots=(None, "random"))
    at.toggle(key="play_auto").set_value(True).run()
    at.button(key="act:end").click().run()
    assert not at.exception
    session = _session(at)
    assert session.game.is_over or session.game.current_seat == 0
    assert any(s.by_bot for s in session.steps)


def test_undo_in_a_game_of_bots_alone_pauses_them_so_that_it_holds(library):
    at = _start(library, bots=("random", "random"))
    at.toggle(key="play_auto").set_value(True).run()  # the bots play the game out
    ended = _session(at)
    assert ended.game.is_over and ended.can_undo
    at.button(key="play_undo").click().run()
    assert not at.exception
    assert at.toggle(key="play_auto").value is False
    assert [i.value for i in at.info] == [i18n.t("bots_paused")]
    after = _session(at)
    assert len(after.steps) == len(ended.steps) - 1 and not after.game.is_over
    at.run()  # the bots do not play the same game again
    assert len(_session(at).steps) == len(after.steps)


def test_a_finished_game_shows_its_outcome_and_no_actions(library):
    from authoring import playing

    call, board = playing.load_playable(library / "fire-rescue-family.call.json")
    session = playing.run_bots(
        playing.start_game(call, board, playing.PlayOptions(players=2, seed=3, bots=("random", "random"))),
        max_turns=400)
    outcome = session.game.outcome
    assert outcome is not None
    at = open_page(library, "play", play_session=session)
    shown = [e.value for e in (at.success if outcome.result == "win" else at.error)]
    assert shown == [i18n.t("game_over", result=i18n.t(f"result_{outcome.result}"))]
    assert _action_keys(at) == [] and at.button(key="play_bot_turn").disabled
    at.button(key="play_undo").click().run()
    assert not _session(at).game.is_over and _action_keys(at)


def test_new_game_keeps_the_previous_choices(library):
    at = _start(library, call="fire-rescue-experienced.call.json", players=3, seed=7, bots=(None, "greedy"))
    at.button(key="play_new").click().run()
    assert not at.exception and "play_session" not in at.session_state
    assert at.selectbox(key="play_call").value == library / "fire-rescue-experienced.call.json"
    assert at.number_input(key="play_players").value == 3 and at.text_input(key="play_seed").value == "7"
    assert [at.selectbox(key=f"play_bot_{seat}").value for seat in range(3)] == [None, "greedy", None]
    at.button(key="play_start").click().run()
    assert _session(at).options.bots == (None, "greedy", None) and _session(at).options.seed == 7


def _play(at, notation):
    """Play ``notation`` by its button, or by the selectbox of its group when the group is long."""
    key = f"act:{notation}"
    if key in _action_keys(at):
        at.button(key=key).click().run()
    else:
        pick = next(s for s in at.selectbox if s.key and s.key.startswith("play_pick_") and notation in map(str, s.options))
        pick.set_value(next(o for o in pick.options if str(o) == notation)).run()
        at.button(key=pick.key.replace("play_pick_", "play_go_")).click().run()
    assert not at.exception, at.exception


def test_a_gsh_game_forges_uses_a_boost_and_flips_the_reserve(library):
    """The Play page on a gsh Call: choose Gear and Boosts (R-HERO-1), use the Boost, see the Reserve flip (R-HERO-2)."""
    at = _start(library, call="gsh-warehouse.call.json", players=1, seed=4)
    assert "Equip 2 Gear:" in _markdown(at)
    for _ in range(4):
        game = _session(at).game
        offer = sorted(set(game.st.forge_offer))
        _play(at, f"{'equip' if game.st.forge_stage == 'gear' else 'pick'} {offer[0]}")
    game = _session(at).game
    assert game.st.phase == "action" and game.st.ff_active[0] and game.st.ff_reserve[0]
    reserve = game.st.ff_reserve[0]
    assert "Active Boost" in _markdown(at) and "Reserve Boost" in _markdown(at)
    _play(at, "boost")
    assert _session(at).game.st.ff_active[0] == ""
    _play(at, "end")
    game = _session(at).game
    assert game.st.ff_active[0] == reserve and game.st.ff_reserve[0] == ""
    assert any(e.kind == "boost_flipped" for e in _session(at).steps[-1].events)


def test_a_call_with_errors_is_explained_in_the_interface_language(library, family_with_missing_board):
    at = _play_page(library, "ja")
    at.selectbox(key="play_call").set_value(family_with_missing_board).run()
    shown = "\n".join(e.value for e in at.error)
    assert "FP102" in shown and "先に直してください" in shown and "not found" not in shown, shown


def test_a_call_that_does_not_load_opens_to_be_fixed(library):
    broken = library / "fire-rescue-family.call.json"
    broken.write_text(broken.read_text(encoding="utf-8").replace('"board":', '"board"', 1), encoding="utf-8")
    at = _play_page(library)
    at.selectbox(key="play_call").set_value(broken).run()
    at.button(key="play_fix").click().run()
    assert not at.exception, at.exception
    assert [t.value for t in at.title] == [i18n.t("page_call")]
    assert any(str(t.key).startswith("call_fix_text_") for t in at.text_area)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_gsh_game_shows_its_decks_and_a_gear_column(library, lang):
    at = _play_page(library, lang)
    at.selectbox(key="play_call").set_value(library / "gsh-warehouse.call.json").run()
    at.button(key="play_start").click().run()
    assert not at.exception, at.exception
    captions = " ".join(c.value for c in at.caption)
    assert i18n.t("cnt_fire_deck", lang, n=_session(at).game.st.fire_deck.__len__(), d=0).split("**")[0] in captions
    table = at.dataframe[0].value
    assert i18n.t("col_gear", lang) in table.columns and i18n.t("col_boosts", lang) in table.columns


def test_a_call_changed_on_disk_mid_game_is_said(library):
    at = _start(library)
    board = library / "boards" / "fire-rescue-front.board.json"
    board.write_text(board.read_text(encoding="utf-8").replace('"rows"', '"rows" ', 1), encoding="utf-8")
    at.run()
    assert not at.exception, at.exception
    assert [w.value for w in at.warning] == [i18n.t("play_files_changed", name="fire-rescue-family.call.json")]


def test_the_call_chosen_is_in_the_address_and_a_reload_offers_it_again(library):
    at = _play_page(library)
    at.selectbox(key="play_call").set_value(library / "gsh-warehouse.call.json").run()
    assert at.query_params["call"] in ("gsh-warehouse.call.json", ["gsh-warehouse.call.json"])
    again = open_page(library, None)
    again.query_params["call"] = "gsh-warehouse.call.json"
    again.switch_page("views/play.py").run()
    assert again.selectbox(key="play_call").value == library / "gsh-warehouse.call.json"


def _reloaded(library):
    """The Play page in a new browser session (as after a reload: the session before it has ended)."""
    _reloaded.count = getattr(_reloaded, "count", 0) + 1
    return open_page(library, "play", _session_id=f"reloaded-{_reloaded.count}")


def test_a_game_in_progress_is_offered_back_after_a_reload_and_resumes_where_it_stood(library):
    at = _start(library, call="fire-rescue-experienced.call.json", players=3, seed=5, bots=(None, "greedy"))
    _play(at, _session(at).game.legal_actions()[0].notation)
    _play(at, "end")
    at.button(key="play_bot_turn").click().run()  # seat 2, a bot's turn
    before = _session(at)
    assert before.steps and any(s.by_bot for s in before.steps)
    reloaded = _reloaded(library)  # a new browser session: the old one's game is offered
    assert "play_session" not in reloaded.session_state
    offer = " ".join(i.value for i in reloaded.info)
    assert "fire-rescue-experienced.call.json" in offer and f"({len(before.steps)} " in offer
    reloaded.button(key="play_resume").click().run()
    assert not reloaded.exception, reloaded.exception
    after = _session(reloaded)
    assert after.game.state_hash() == before.game.state_hash() and after.options == before.options
    assert [(s.notation, s.by_bot) for s in after.steps] == [(s.notation, s.by_bot) for s in before.steps]
    reloaded.button(key="play_undo").click().run()  # the undo history came back with it
    assert _session(reloaded).game.state_hash() == before.games[-2].state_hash()
    assert _reloaded(library).button(key="play_resume") is not None  # the resumed game is kept, under its new session


def test_a_kept_game_is_discarded_on_request_and_new_game_does_not_keep_the_game_left(library):
    at = _start(library)
    _play(at, "end")
    at.button(key="play_new").click().run()  # left on purpose: not offered back
    assert not [b for b in _reloaded(library).button if b.key == "play_resume"]
    at = _start(library)
    _play(at, "end")
    other = _reloaded(library)
    other.button(key="play_kept_discard").click().run()
    assert not [b for b in other.button if b.key == "play_resume"]
    assert not [b for b in _reloaded(library).button if b.key == "play_resume"]


def test_a_kept_game_whose_call_changed_says_it_cannot_be_resumed(library):
    at = _start(library, seed=3)
    _play(at, _session(at).game.legal_actions()[0].notation)
    _play(at, "end")
    kept = next((library / ".callforge-drafts").glob("game.*.json"))
    data = json.loads(kept.read_text(encoding="utf-8"))
    data["steps"][1] = ["move 9,9", None]  # what the first turn allows no more, as after an edit of the Call
    kept.write_text(json.dumps(data), encoding="utf-8")
    other = _reloaded(library)
    other.button(key="play_resume").click().run()
    assert not other.exception and "play_session" not in other.session_state
    assert [e.value for e in other.error] == [i18n.t("game_kept_changed", n=2, action="move 9,9")]


def test_a_resumed_game_of_a_call_changed_since_it_started_says_so(library):
    at = _start(library)
    _play(at, "end")
    call = library / "fire-rescue-family.call.json"
    call.write_text(call.read_text(encoding="utf-8").replace('"damage": 24', '"damage": 20'), encoding="utf-8")
    other = _reloaded(library)
    assert f"left at turn {_session(at).game.st.turn + 1} " in " ".join(i.value for i in other.info)  # as the status line counts
    other.button(key="play_resume").click().run()
    assert [w.value for w in other.warning] == [i18n.t("play_files_changed", name="fire-rescue-family.call.json")]


def test_bots_play_at_once_only_when_the_toggle_shown_says_so(library):
    at = _start(library)
    at.toggle(key="play_auto").set_value(True).run()
    at.button(key="play_new").click().run()
    for seat in range(2):
        at.selectbox(key=f"play_bot_{seat}").set_value("greedy").run()
    at.button(key="play_start").click().run()
    assert not _session(at).steps  # before, the toggle left on played the new game to its end at once


def test_a_gsh_call_offers_its_heroes_by_title(library):
    at = _play_page(library)
    at.selectbox(key="play_call").set_value(library / "gsh-hillside.call.json").run()
    shown = at.selectbox(key="play_spec_0").options
    assert shown and not any(s.startswith("spec_") for s in shown), shown


def test_a_call_deleted_mid_game_is_said_to_be_gone(library):
    at = _start(library)
    (library / "fire-rescue-family.call.json").unlink()
    at.run()
    assert not at.exception, at.exception
    assert [w.value for w in at.warning] == [i18n.t("play_file_gone", name="fire-rescue-family.call.json")]


def test_a_recorded_game_can_be_loaded_from_the_start_form(library):
    at = _play_page(library, "hu")
    assert i18n.t("replay_load", "hu") in [e.label for e in at.expander]
    assert at.get("file_uploader")


def test_any_seed_a_replay_holds_starts_a_game_and_is_offered_again(library):
    """A recorded game may have any seed from 0 to 2**64 (``play --record --seed``); "New game" offers it again."""
    at = _start(library, seed=2**64)
    assert _session(at).options.seed == 2**64
    at.button(key="play_new").click().run()
    assert not at.exception, at.exception
    assert at.text_input(key="play_seed").value == str(2**64) and not at.button(key="play_start").disabled


@pytest.mark.parametrize("typed", ["-1", "1e3", str(2**64 + 1), "seven"])
def test_a_text_that_is_no_seed_is_said_under_the_box_and_starts_nothing(library, typed):
    at = _play_page(library, "hu")
    at.text_input(key="play_seed").set_value(typed).run()
    assert not at.exception and at.button(key="play_start").disabled
    assert [e.value for e in at.error] == [i18n.t("seed_bad", "hu", most=2**64)]
