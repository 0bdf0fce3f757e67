"""The Play page's logic: sessions, undo, bots, replay export, action groups, event words, game markers."""

import json
from pathlib import Path

import pytest

from authoring import playing as pl
from authoring.drawings import render
from authoring.drawings.markers import markers_from_game
from authoring.language import i18n
from engine.actions import Action
from engine.board import DOOR
from engine.bots.random import RandomBot
from engine.replay import run_replay
from engine.state import FIRE, SMOKE

CALLS = Path(__file__).resolve().parents[2] / "calls"
FAMILY = CALLS / "fire-rescue-family.call.json"
EXPERIENCED = CALLS / "fire-rescue-experienced.call.json"


@pytest.fixture(scope="module")
def family():
    return pl.load_playable(FAMILY)


@pytest.fixture(scope="module")
def experienced():
    return pl.load_playable(EXPERIENCED)


def _play_random(session, steps, seed=0):
    bot = RandomBot(seed=seed)
    for _ in range(steps):
        if session.game.is_over:
            break
        session = pl.apply_action(session, bot.act(session.game).notation)
    return session


def _until_legal(session, kind, limit=400, seed=0):
    """Play random actions until an action of ``kind`` is legal; return the session and that action."""
    bot = RandomBot(seed=seed)
    for _ in range(limit):
        found = [a for a in session.game.legal_actions() if a.kind == kind]
        if found:
            return session, found[0]
        assert not session.game.is_over
        session = pl.apply_action(session, bot.act(session.game).notation)
    raise AssertionError(f"no {kind!r} action became legal")


# --- sessions ----------------------------------------------------------------


def test_start_game_sets_up_the_options(experienced):
    call, board = experienced
    s = pl.start_game(call, board, pl.PlayOptions(players=3, level="heroic", seed=5,
                                                  specialists=("generalist", "paramedic", "fire_captain")))
    assert s.game.options["difficulty"] == "heroic"
    assert [row["specialist"] for row in pl.firefighters(s)] == ["generalist", "paramedic", "fire_captain"]
    assert s.has_specialists and not s.can_undo


def test_start_game_refuses_bad_options_with_the_reason(family, experienced):
    with pytest.raises(pl.PlayError, match="players"):
        pl.start_game(*family, pl.PlayOptions(players=9))
    with pytest.raises(pl.PlayError, match="one firefighter only"):
        pl.start_game(*experienced, pl.PlayOptions(players=2, specialists=("paramedic", "paramedic")))


def test_load_playable_names_the_first_error(tmp_path):
    bad = tmp_path / "bad.call.json"
    bad.write_text('{"id": "x"}')
    with pytest.raises(pl.PlayError, match="bad.call.json"):
        pl.load_playable(bad)


def test_apply_action_adds_a_step_and_leaves_the_old_session_alone(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=2))
    before = s.game.state_hash()
    move = next(a for a in s.game.legal_actions() if a.kind == "move")
    s2 = pl.apply_action(s, move.notation)
    assert s.game.state_hash() == before and len(s.steps) == 0
    assert s2.steps[-1].notation == move.notation and s2.steps[-1].seat == 0
    assert s2.game.state_hash() != before
    assert s2.steps[-1].events[0].kind == "move"


@pytest.mark.parametrize("text", ["fly 1,1", "move 99,99", "open 0,0-0,1"])
def test_apply_action_refuses_bad_or_illegal_text(family, text):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=2))
    with pytest.raises(pl.PlayError):
        pl.apply_action(s, text)


def test_undo_restores_state_and_dice(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=4))
    after_end = pl.apply_action(s, "end")
    back = pl.undo(after_end)
    assert back.game == s.game and back.steps == ()
    again = pl.apply_action(back, "end")
    assert again.steps[-1].rolls == after_end.steps[-1].rolls and again.steps[-1].rolls
    assert pl.undo(s) is s


def test_the_games_kept_for_undo_share_the_arrays_an_action_left_alone(family):
    """A session keeps the game after every action; an action that changes no marker array adds none (a 100 x 100
    board's arrays are 160 kB a game), and each game kept is still the one played: its hash, and undo to it."""
    s = _play_random(pl.start_game(*family, pl.PlayOptions(players=3, seed=6)), 120, seed=6)
    names = ("fire", "poi", "victims", "wall", "door", "passable")
    for older, newer, step in zip(s.games, s.games[1:], s.steps, strict=False):
        assert newer.state_hash() == step.hash
        for name in names:
            a, b = getattr(older.st, name), getattr(newer.st, name)
            assert (a is b) == (a == b), (step.notation, name)
    assert sum(older.st.door is newer.st.door for older, newer in zip(s.games, s.games[1:], strict=False)) > 10
    replayed = pl.start_game(*family, pl.PlayOptions(players=3, seed=6))
    for step in s.steps:
        replayed = pl.apply_action(replayed, step.notation)
    assert [g.state_hash() for g in replayed.games] == [g.state_hash() for g in s.games]
    back = s
    while back.steps:
        back = pl.undo(back)
        assert back.game == s.games[len(back.steps)]
    again = pl.apply_action(pl.undo(s), s.steps[-1].notation)  # a game played on from a kept one leaves it alone
    assert again.game == s.game and s.games[-2].state_hash() == s.steps[-2].hash


def test_undo_turn_goes_back_to_the_start_of_the_turn(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=4))
    s = pl.apply_action(s, "end")
    start_of_turn = s
    moves = [a for a in s.game.legal_actions() if a.kind == "move"]
    s = pl.apply_action(s, moves[0].notation)
    s = pl.apply_action(s, next(a for a in s.game.legal_actions() if a.kind == "move").notation)
    assert len(s.steps) == 3
    assert pl.undo_turn(s).game == start_of_turn.game


def test_export_replay_runs_back_through_the_engine(experienced):
    call, board = experienced
    s = _play_random(pl.start_game(call, board, pl.PlayOptions(players=3, seed=8, level="veteran")), 60)
    data = json.loads(pl.export_replay(s))
    assert data["options"]["difficulty"] == "veteran" and len(data["steps"]) == len(s.steps)
    result = run_replay(data, call, board)
    assert result.ok, result.divergence


def test_bot_turn_plays_one_turn_and_is_repeatable(family):
    opts = pl.PlayOptions(players=2, seed=6, bots=("random", None))
    s = pl.start_game(*family, opts)
    assert s.is_bot_seat() and not s.is_bot_seat(1)
    a = pl.bot_turn(s)
    b = pl.bot_turn(s)
    assert [x.notation for x in a.steps] == [x.notation for x in b.steps]
    assert a.steps and all(x.by_bot == "random" and x.seat == 0 for x in a.steps)
    assert a.game.is_over or a.game.current_seat == 1
    assert pl.bot_turn(a) is a  # a person's seat: nothing to do


def test_run_bots_plays_until_a_person_decides_or_the_game_ends(family):
    s = pl.start_game(*family, pl.PlayOptions(players=3, seed=1, bots=(None, "random", "random")))
    s = pl.apply_action(s, "end")
    s = pl.run_bots(s)
    assert s.game.is_over or s.game.current_seat == 0
    all_bots = pl.run_bots(pl.start_game(*family, pl.PlayOptions(players=2, seed=3, bots=("random", "random"))),
                           max_turns=400)
    assert all_bots.game.is_over


def test_unknown_bot_is_refused(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=1, bots=("no-such-bot",)))
    with pytest.raises(pl.PlayError, match="no-such-bot"):
        pl.bot_turn(s)


# --- what the page shows ------------------------------------------------------


def test_group_actions_keeps_every_action_once(experienced):
    s = _play_random(pl.start_game(*experienced, pl.PlayOptions(players=4, seed=2)), 30)
    legal = s.game.legal_actions()
    groups = pl.group_actions(legal)
    assert sorted(a for acts in groups.values() for a in acts) == sorted(legal)
    assert list(groups) == [g for g in pl.ACTION_GROUPS if g in groups]
    assert all(i18n.t(f"grp_{g}") != f"grp_{g}" for g in pl.ACTION_GROUPS)


def test_counters_split_poi_between_board_and_bag(family):
    call, board = family
    s = pl.start_game(call, board, pl.PlayOptions(players=4, seed=3))
    n = pl.counters(s)
    assert n["poi_on_board"] == 3
    assert n["poi_bag"] + n["poi_on_board"] == call.poi_bag.victims + call.poi_bag.false_alarms
    assert (n["rescued"], n["lost"], n["to_win"], n["loss_at"]) == (0, 0, call.win.rescued, call.loss.victims_lost)


def test_fire_phase_lists_the_rolls_of_the_turn_end(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=9))
    assert pl.last_fire_phase(s) is None
    s = pl.apply_action(s, "end")
    step, events = pl.last_fire_phase(s)
    assert step.notation == "end"
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["roll", "roll"] and "end_turn" not in kinds and "start_turn" not in kinds
    assert pl.fire_phase_events(pl.Step(0, 0, "move 1,1", (), "")) == []


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_event_and_action_of_random_games_has_words(experienced, lang):
    s = _play_random(pl.start_game(*experienced, pl.PlayOptions(players=4, seed=11)), 250, seed=3)
    events = list(s.games[0].setup_events) + [e for step in s.steps for e in step.events]
    kinds = {e.kind for e in events}
    assert {"roll", "move", "end_turn", "fire"} <= kinds
    for e in events:
        text = pl.describe_event(e, lang)
        assert f"ev_{e.kind}" in i18n.STRINGS and "{" not in text, (e, text)
        if e.kind == "roll":
            assert f"why_{e.data['why']}" in i18n.STRINGS and i18n.t(f"why_{e.data['why']}", lang) in text
    for game in s.games[::10]:
        for a in game.legal_actions():
            label = pl.action_label(a, lang)
            assert label != a.notation and "{" not in label, a


# --- markers ------------------------------------------------------------------


def test_markers_follow_the_state(experienced):
    call, board = experienced
    s = pl.start_game(call, board, pl.PlayOptions(players=4, seed=12))
    game = s.game
    m = markers_from_game(game)
    st, cb = game.st, game.cb
    assert len(m.fire) == sum(v == FIRE for v in st.fire) and len(m.smoke) == sum(v == SMOKE for v in st.fire)
    assert len(m.poi) == sum(st.poi) and len(m.hazmat) == sum(st.hazmat) and len(m.hot_spots) == sum(st.hot)
    assert [(cell, label) for cell, _, label in m.firefighters] == [
        (divmod(p, cb.cols), str(i + 1)) for i, p in enumerate(st.ff_pos)]
    assert len({colour for _, colour, _ in m.firefighters}) == 4
    assert m.vehicles == {"ambulance": st.ambulance, "engine": st.engine}
    assert len(m.doors) == sum(k == DOOR for k in cb.edge_kind)
    assert sum(m.wall_damage.values()) + sum(v == "destroyed" for v in m.doors.values()) >= 1
    svg = render.render_svg(board, state=m)
    assert svg.count('class="firefighter"') == 4 and svg.count('class="poi"') == len(m.poi)


def test_markers_show_doors_damage_and_loads_as_play_goes_on(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=5))
    s, door = _until_legal(s, "open")
    edge = (door.cell, door.cell2)
    assert markers_from_game(s.game).doors[edge] == "closed"
    s = pl.apply_action(s, door.notation)
    assert markers_from_game(s.game).doors[edge] == "open"
    s, chop = _until_legal(s, "chop", seed=1)
    s = pl.apply_action(s, chop.notation)
    assert markers_from_game(s.game).wall_damage[(chop.cell, chop.cell2)] >= 1


def test_markers_label_a_firefighter_carrying_a_victim(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=5))
    bot = RandomBot(seed=4)
    for _ in range(3000):
        carry = [a for a in s.game.legal_actions() if a.kind == "move" and a.arg == "victim"]
        if carry:
            s = pl.apply_action(s, carry[0].notation)
            break
        if s.game.is_over:
            s = pl.start_game(*family, pl.PlayOptions(players=2, seed=len(s.steps)))
        s = pl.apply_action(s, bot.act(s.game).notation)
    else:
        pytest.fail("no Victim was ever carried")
    seat = s.steps[-1].seat
    labels = [label for _, _, label in markers_from_game(s.game).firefighters]
    assert Action.parse(s.steps[-1].notation).arg == "victim"
    if s.game.st.ff_carry[seat]:
        assert labels[seat] == f"{seat + 1}V"
    else:  # carried out of the building: rescued at once
        assert "rescue" in [e.kind for e in s.steps[-1].events] and labels[seat] == str(seat + 1)


def test_every_bot_of_the_engine_can_take_a_seat(family):
    names = pl.bot_names()
    assert "random" in names and "greedy" in names and "pass" not in names
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=2, bots=("greedy", "greedy")))
    s = pl.bot_turn(s)
    assert s.steps and s.steps[-1].notation == "end" and s.game.current_seat == 1


# --- what a click on the board proposes -------------------------------------------

UNTARGETED = {"end", "gun", "keep", "stay", "reroll", "crew"}
"""Kinds that act on no space or edge a click could name."""


def _edge_of(action):
    return tuple(sorted((action.cell, action.cell2)))


def test_every_targeted_action_is_proposed_by_a_click_on_its_space_or_edge(experienced):
    s = pl.start_game(*experienced, pl.PlayOptions(players=4, seed=7))
    bot = RandomBot(seed=5)
    seen = set()
    for step in range(400):
        if s.game.is_over:
            s = pl.start_game(*experienced, pl.PlayOptions(players=4, seed=step))
        game = s.game
        legal = game.legal_actions()
        own = divmod(game.st.ff_pos[game.current_seat], game.cb.cols)
        proposed = set()
        for r in range(game.cb.rows):
            for c in range(game.cb.cols):
                at_cell = pl.actions_at(legal, cell=(r, c), own_cell=own)
                assert all(a in legal for a in at_cell)
                assert all((r, c) in (a.cell, own) for a in at_cell), at_cell
                proposed |= set(at_cell)
        edges = {_edge_of(a) for a in legal if a.cell2 != (-1, -1)}
        for edge in edges:
            on_edge = pl.actions_at(legal, cell=edge[0], edge=edge)
            assert on_edge and all(_edge_of(a) == edge for a in on_edge)
            proposed |= set(on_edge)
        missed = [a for a in legal if a not in proposed]
        assert all(a.kind in UNTARGETED or (a.kind == "drive" and a.cell == (-1, -1)) for a in missed), missed
        seen |= {a.kind for a in proposed}
        s = pl.apply_action(s, bot.act(game).notation)
    assert {"move", "ext", "chop"} <= seen and seen & {"open", "close"}, seen


def test_a_click_on_an_edge_without_an_action_falls_back_to_the_space():
    legal = [Action.parse(t) for t in ("move 2,3", "open 1,1-1,2", "end")]
    assert pl.actions_at(legal, cell=(2, 3), edge=((2, 3), (3, 3))) == [Action.parse("move 2,3")]
    assert pl.actions_at(legal, cell=(1, 2), edge=((1, 2), (1, 1))) == [Action.parse("open 1,1-1,2")]
    assert pl.actions_at(legal, cell=None, edge=None) == []
    assert pl.actions_at(legal, cell=(5, 5)) == []


def test_move_and_carry_to_the_same_space_are_both_proposed(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=5))
    bot = RandomBot(seed=4)
    for _ in range(3000):
        legal = s.game.legal_actions()
        carry = [a for a in legal if a.kind == "move" and a.arg == "victim"]
        if carry:
            break
        if s.game.is_over:
            s = pl.start_game(*family, pl.PlayOptions(players=2, seed=len(s.steps)))
        s = pl.apply_action(s, bot.act(s.game).notation)
    else:
        pytest.fail("no Victim could ever be carried")
    target = carry[0].cell
    proposed = pl.actions_at(legal, cell=target)
    assert Action("move", target) in proposed and carry[0] in proposed
    assert {a.kind for a in proposed} <= {"move", "ext"}


def test_extinguish_one_step_or_full_are_both_proposed(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=3))
    bot = RandomBot(seed=2)
    for _ in range(2000):
        legal = s.game.legal_actions()
        full = [a for a in legal if a.kind == "ext" and a.arg == "full"]
        if full:
            break
        assert not s.game.is_over
        s = pl.apply_action(s, bot.act(s.game).notation)
    else:
        pytest.fail("no Fire could ever be removed at once")
    target = full[0].cell
    exts = [a for a in pl.actions_at(legal, cell=target) if a.kind == "ext"]
    assert exts == [Action("ext", target), full[0]]


def test_one_move_alone_is_a_single_proposal(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=3))
    s, _ = _until_legal(s, "move")
    legal = s.game.legal_actions()
    singles = [a for a in legal if a.kind == "move" and len(pl.actions_at(legal, cell=a.cell)) == 1]
    assert singles, legal
    assert pl.actions_at(legal, cell=singles[0].cell) == [singles[0]]


def test_every_event_the_engine_emits_has_a_log_line_in_each_language():
    import re

    lines = [line for p in (CALLS.parent / "engine").rglob("*.py")
             for line in p.read_text(encoding="utf-8").splitlines() if ".emit(" in line]
    first = [k for line in lines for k in re.findall(r'\.emit\(\s*"([a-z_]+)"', line)]
    other = [k for line in lines for k in re.findall(r'\.emit\("[a-z_]+" if [^,]* else "([a-z_]+)"', line)]
    kinds = set(first + other)
    kinds = {k for k in kinds if not k.endswith("_")}  # "setup_" + a marker: each has its own line
    assert {"shuffle", "forge_offer", "marker_burnt", "debris", "named_victim_lost"} <= kinds
    assert sorted(k for k in kinds if f"ev_{k}" not in i18n.STRINGS) == []


def test_a_gsh_game_speaks_in_titles_not_ids():
    call, board = pl.load_playable(CALLS / "gsh-hillside.call.json")
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=1))
    for lang in i18n.LANGUAGES:
        assert "spec_" not in pl.status_line(session, lang)
        log = pl.log_markdown(session, lang)
        assert "shuffle:" not in log and "die_shuffle" not in log and "forge_offer:" not in log, log
        gear = [a for a in session.game.legal_actions() if a.notation.startswith("equip ")]
        assert gear
        names = pl.call_names(call, lang)
        labels = [pl.action_label(a, lang, call) for a in gear]
        assert all(names[a.arg] in label for a, label in zip(gear, labels, strict=True))
    played = pl.apply_action(session, gear[0].notation)
    assert pl.call_names(call, "ja")[gear[0].arg] in pl.log_markdown(played, "ja")


def test_a_refusal_says_why_in_the_interface_language(experienced):
    """Ending the turn in Fire while a way out exists (R-TURN-3), and any action once the game is over."""
    from engine.state import PHASE_ACTION

    s = pl.start_game(*experienced, pl.PlayOptions(players=2, seed=5, level="heroic"))
    bot, in_fire = RandomBot(seed=1), None
    while not s.game.is_over:
        game = s.game
        if in_fire is None and game.st.phase == PHASE_ACTION and not game.is_legal(Action.parse("end")):
            in_fire = s
        s = pl.apply_action(s, bot.act(game.clone()).notation)
    assert in_fire is not None, "a random team stands in Fire at some point"
    with pytest.raises(pl.PlayError) as refused:
        pl.apply_action(in_fire, "end")
    assert refused.value.said[0] == "play_end_in_fire"
    assert refused.value.text("ja").startswith("消防士は")
    with pytest.raises(pl.PlayError) as over:
        pl.apply_action(s, "end")
    assert over.value.text("hu") == i18n.t("play_game_over", "hu")


def test_crew_change_and_blast_buttons_name_the_hero_and_the_water_source():
    # The labels give titles in the language asked for, never ids ("Crew Change to spec_hoseman").
    call, _ = pl.load_playable(CALLS / "gsh-hillside.call.json")
    hero, source = call.heroes.specialists[1], call.water_sources[0]
    assert hero.title.get("hu") in pl.action_label(Action.parse(f"crew {hero.id}"), "hu", call)
    assert pl.action_label(Action.parse(f"blast {source.id}"), "ja", call).startswith(source.title.get("ja"))
    assert "spec_" not in pl.action_label(Action.parse(f"crew {hero.id}"), "en", call)


UNREADABLE = ["", "fly 1,1", "move 1", "cmd x", "cmd 1 ext 1,1", "move", "move 1,1 foo", "ext 1,1 x",
              "clear 1,1 x", "open 1,1", "drive x", "reroll x", "end 1"]
"""A text for every reason the engine gives why a text is no action."""


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_every_reason_a_text_is_no_action_is_said_in_the_language(lang):
    from engine.actions import Action
    from engine.errors import ActionSyntaxError

    for text in UNREADABLE:
        with pytest.raises(ActionSyntaxError) as caught:
            Action.parse(text)
        english = str(caught.value).split(": ", 1)[1]
        said = pl.unreadable_text(text, caught.value, lang)
        assert english not in said and repr(text) in said, (text, said)


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_every_kind_of_action_has_a_label_of_its_own(lang):
    from engine import actions

    texts = [*actions._BARE_KINDS, *(f"{k} 3,4" for k in actions._CELL_KINDS),
             *(f"{k} 2,5-2,6" for k in actions._EDGE_KINDS), "drive amb +1", "reroll red", "crew spec_paramedic",
             "cmd 1 move 3,4"]
    for text in texts:
        action = Action.parse(text)
        label = pl.action_label(action, lang)
        assert label != action.notation and "{" not in label and "act_" not in label, (text, label)


def test_a_game_that_cannot_start_says_why_in_the_language(experienced):
    same = pl.PlayOptions(players=2, seed=1, specialists=("paramedic", "paramedic"))
    with pytest.raises(pl.PlayError) as caught:
        pl.start_game(*experienced, same)
    assert caught.value.text("hu") == i18n.t("start_why_specialist_twice", "hu")
    with pytest.raises(pl.PlayError) as caught:
        pl.start_game(*experienced, pl.PlayOptions(players=9, seed=1))
    low, high = experienced[0].players.min, experienced[0].players.max
    assert caught.value.text("ja") == i18n.t("start_why_players_range", "ja", low=low, high=high, n=9)


@pytest.mark.parametrize("name", ["gsh-warehouse", "gsh-hillside"])
def test_an_exported_gsh_game_re_runs_with_the_replay_command(tmp_path, name):
    from typer.testing import CliRunner

    from authoring.cli import app

    path = CALLS / f"{name}.call.json"
    call, board = pl.load_playable(path)
    heroes = tuple(h.id for h in call.heroes.specialists[:2])
    session = _play_random(pl.start_game(call, board, pl.PlayOptions(players=2, seed=5, specialists=heroes)), 120, seed=2)
    replay = tmp_path / "game.replay.json"
    replay.write_text(pl.export_replay(session), encoding="utf-8")
    result = CliRunner().invoke(app, ["replay", str(replay), "--call", str(path)])
    assert result.exit_code == 0, result.output


def test_undoing_the_first_turn_keeps_every_seat_s_forging():
    from engine.state import PHASE_FORGE

    call, board = pl.load_playable(CALLS / "gsh-warehouse.call.json")
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=5))
    bot = RandomBot(seed=1)
    while session.game.st.phase == PHASE_FORGE:
        session = pl.apply_action(session, bot.act(session.game).notation)
    forged = len(session.steps)
    assert forged > 0
    move = next(a for a in session.game.legal_actions() if a.kind == "move")
    session = pl.undo_turn(pl.apply_action(session, move.notation))
    assert len(session.steps) == forged and session.game.st.phase != PHASE_FORGE
    last_seat = session.steps[-1].seat
    session = pl.undo_turn(session)  # the last seat's forging alone
    assert session.steps and all(s.seat != last_seat for s in session.steps[-1:])


def test_an_undo_with_bots_playing_at_once_goes_back_to_the_person():
    call, board = pl.load_playable(CALLS / "fire-rescue-family.call.json")
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=3, bots=(None, "greedy")))
    session = pl.run_bots(pl.apply_action(session, "end"))
    assert session.steps[-1].by_bot and session.game.current_seat == 0
    before_end = pl.undo(pl.undo_to_person(session))
    assert len(before_end.steps) == 0 and not pl.run_bots(before_end).steps


def test_the_forging_heading_counts_down_what_is_left_to_choose():
    from engine.game import Game
    from engine.model import Board, Call

    call = Call.model_validate_json((CALLS / "gsh-warehouse.call.json").read_text(encoding="utf-8"))
    board = Board.model_validate_json((CALLS / "boards" / f"{call.board}.board.json").read_text(encoding="utf-8"))
    game = Game.new(call, board, players=2, seed=2)
    keep = call.heroes.gear_keep
    assert pl.forge_offer(game)[0] == i18n.t("forge_gear", n=keep) + ":"
    game.apply(f"equip {sorted(set(game.st.forge_offer))[0]}")
    assert pl.forge_offer(game)[0] == i18n.t("forge_gear", n=keep - 1) + ":"
    while game.st.forge_stage == "gear":
        game.apply(f"equip {sorted(set(game.st.forge_offer))[0]}")
    assert pl.forge_offer(game)[0] == i18n.t("forge_boost") + ":"
    game.apply(f"pick {sorted(set(game.st.forge_offer))[0]}")
    assert pl.forge_offer(game, "hu")[0] == i18n.t("forge_boost_reserve", "hu") + ":"


def test_a_call_allowing_other_boost_counts_says_so_while_forging_and_after():
    """One Boost a Call: forging asks for one; more than 2: the hero's lines count the Boosts had (R-HERO-2)."""
    from engine.game import Game
    from engine.model import Board, Call

    data = json.loads((CALLS / "gsh-warehouse.call.json").read_text(encoding="utf-8"))
    board = Board.model_validate_json((CALLS / "boards" / f"{data['board']}.board.json").read_text(encoding="utf-8"))
    for most, heading in ((1, "forge_boost_one"), (3, "forge_boost")):
        data["heroes"]["boosts_per_call"] = most
        call = Call.model_validate(data)
        game = Game.new(call, board, players=1, seed=2)
        while game.st.forge_stage == "gear":
            game.apply(f"equip {sorted(set(game.st.forge_offer))[0]}")
        assert pl.forge_offer(game, "ja")[0] == i18n.t(heading, "ja") + ":"
        while game.st.phase == "forge":
            game.apply(f"pick {sorted(set(game.st.forge_offer))[0]}")
        lines = pl.hero_lines(pl.hero_row(game, 0))
        counted = i18n.t("hero_boosts_had", had=min(2, most), most=most)
        assert ("  " + counted in lines) == (most > 2)


def test_the_counters_say_where_a_named_victim_stands():
    """A Call naming a Victim shows it among the counters, in play, rescued or lost (R-END)."""
    call, board = pl.load_playable(CALLS / "gsh-hillside.call.json")
    call = type(call).model_validate({**call.model_dump(), "named_victim": {"cell": [2, 2], "title": {"en": "The owner"}}})
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=1))
    assert pl.call_counters(session, "ja")[-1] == (i18n.t("cnt_named_victim", "ja"), i18n.t("vip_in_play", "ja"))
    session.game.st.vip_out = 2
    assert pl.call_counters(session)[-1] == ("Named Victim", "lost")


def test_a_heros_first_line_names_its_free_ap_as_the_drawing_does():
    from authoring.drawings.render import hero_legend

    call, board = pl.load_playable(CALLS / "gsh-warehouse.call.json")
    with_free = [i for i, s in enumerate(call.heroes.specialists) if s.free_ap is not None]
    assert with_free
    spec = call.heroes.specialists[with_free[0]]
    session = pl.start_game(call, board, pl.PlayOptions(players=1, seed=1, specialists=(spec.id,)))
    first = pl.hero_lines(pl.hero_row(session.game, 0), "hu")[0]
    assert first.split(":")[0] == hero_legend(call, "hu")[with_free[0]].split(":")[0]


def test_a_refused_chop_typed_on_the_play_page_says_the_rules_reason():
    from engine.errors import IllegalActionError

    call, board = pl.load_playable(CALLS / "fire-rescue-family.call.json")
    game = pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)).game
    error = pl.refusal(game, "chop 0,5-1,5", IllegalActionError("chop 0,5-1,5", "no"))
    assert error.said[0] == "play_not_legal_why" and "R-ACT-7" in error.text("ja")


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_an_action_that_takes_the_last_way_out_of_fire_says_so(lang):
    """R-TURN-3: a chop (or a door, a drive...) refused because the firefighter in Fire could not get out after it."""
    from engine.errors import IllegalActionError
    from engine.scenario import build_game

    game = build_game({"id": "x", "markers": {"fire": [[1, 2], [1, 3], [2, 2]]}, "firefighters": [{"at": [1, 2], "ap": 2}]})
    with pytest.raises(IllegalActionError, match="R-TURN-3"):
        game.apply("chop 0,2-1,2")
    error = pl.refusal(game, "chop 0,2-1,2", IllegalActionError("chop 0,2-1,2", "no"))
    assert error.said[0] == "play_not_legal_why"
    text = error.text(lang)
    assert "R-TURN-3" in text and "1,2" in text and "chop 0,2-1,2" in text
    assert pl.rules_reason(game, Action.parse("ext 1,2"), lang) is None  # the way out itself is legal
    for typed in ("keep", "stay", "reroll red", "ride 0,0", "equip fire-axe", "pick adrenaline", "boost", "heal"):
        with pytest.raises(IllegalActionError):  # a decision of another phase, in Fire: refused, never a traceback
            game.apply(typed)
        assert pl.refusal(game, typed, IllegalActionError(typed, "no")).text(lang)


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_a_refused_hero_action_says_the_rule_in_the_interface_language(lang):
    from engine.errors import IllegalActionError
    from engine.scenario import build_game

    game = build_game({"id": "x", "ruleset": "gsh", "heroes": "gsh-warehouse",
                       "firefighters": [{"at": [3, 3], "hero": "old-hand", "ap": 4, "reserve": "rally"}]})
    error = pl.refusal(game, "boost", IllegalActionError("boost", "no"))
    assert error.said[0] == "play_not_legal_why" and "R-HERO-2" in error.text(lang)
    assert error.text(lang) != pl.refusal(game, "boost", IllegalActionError("boost", "no")).text("en") or lang == "en"


def test_undo_turn_after_a_crew_change_goes_back_before_it():
    """The Gear a Crew Change's new specialist chooses belongs to the turn (R-HERO-3), not to a forging of its own."""
    from engine.state import PHASE_FORGE

    call, board = pl.load_playable(CALLS / "gsh-warehouse.call.json")
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=4))
    while session.game.st.phase == PHASE_FORGE:
        session = pl.apply_action(session, session.game.legal_actions()[0].notation)
    start = len(session.steps)
    game = session.game
    game.st.ff_pos[game.current_seat] = game.cb.engine_spots[game.st.engine][0]  # on the Engine's spot (R-ACT-10)
    game._legal = None
    crew = next(a for a in game.legal_actions() if a.kind == "crew")
    session = pl.apply_action(session, crew.notation)
    session = pl.apply_action(session, session.game.legal_actions()[0].notation)  # one Gear of the new specialist
    assert session.game.st.phase == PHASE_FORGE and session.game.st.forge_resume
    assert len(pl.undo_turn(session).steps) == start


@pytest.mark.parametrize(("typed", "said"), [
    ("crew nobody", "nobody is no specialist of this game (R-ACT-10)"),
    ("crew scout", "is in play already"),
    ("crew breacher", "a Crew Change is made on the Engine's spot"),
])
def test_a_refused_crew_change_says_why(typed, said):
    from engine.errors import IllegalActionError

    call, board = pl.load_playable(CALLS / "gsh-warehouse.call.json")
    session = pl.start_game(call, board, pl.PlayOptions(players=2, seed=4, specialists=("scout", "field-medic")))
    while session.game.st.phase == "forge":
        session = pl.apply_action(session, session.game.legal_actions()[0].notation)
    game = session.game
    game.st.ff_pos[game.current_seat] = 0  # a corner, off the Engine's spots
    game._legal = None
    error = pl.refusal(game, typed, IllegalActionError(typed, "no"))
    assert error.said[0] == "play_not_legal_why" and said in error.text("en"), error.text("en")
    assert "R-ACT-10" in error.text("hu") and "R-ACT-10" in error.text("ja")


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
@pytest.mark.parametrize("text", ["x" * 5000, "move " + "1" * 5000, "fly 1,1 " + "y" * 5000])
def test_a_long_text_that_is_no_action_is_said_once_cut_short_and_in_the_language(text, lang):
    from engine.actions import Action
    from engine.errors import ActionSyntaxError

    with pytest.raises(ActionSyntaxError) as caught:
        Action.parse(text)
    said = pl.unreadable_text(text, caught.value, lang)
    assert len(said) < 2 * pl.SHOWN_TEXT + 80 and "…" in said, said
    assert lang == "en" or "cannot read" not in said


def _bot_game(call_path, seed=5, players=2):
    call, board = pl.load_playable(call_path)
    session = pl.start_game(call, board, pl.PlayOptions(players=players, seed=seed, bots=("random",) * players))
    return pl.run_bots(session, max_turns=500)


@pytest.mark.parametrize("call_name", ["fire-rescue-family.call.json", "gsh-warehouse.call.json"])
def test_a_recorded_game_loads_step_by_step_with_every_seat_a_persons(call_name):
    played = _bot_game(CALLS / call_name)
    data = pl.export_replay(played).encode()
    path, loaded = pl.session_from_replay(data, "game.replay.json", CALLS)
    assert path == (CALLS / call_name).resolve()
    assert [s.notation for s in loaded.steps] == [s.notation for s in played.steps]
    assert loaded.game.state_hash() == played.game.state_hash() and loaded.game.outcome == played.game.outcome
    assert not loaded.notes and not any(loaded.options.bot_of(seat) for seat in range(loaded.options.players))
    assert pl.undo(loaded).game.state_hash() == played.games[-2].state_hash()


def test_a_recorded_game_stops_where_the_call_now_plays_otherwise():
    played = _bot_game(FAMILY)
    replay = json.loads(pl.export_replay(played))
    replay["steps"][4]["hash"] = "0" * len(replay["steps"][4]["hash"])
    _, loaded = pl.session_from_replay(json.dumps(replay).encode(), "game.replay.json", CALLS)
    assert len(loaded.steps) == 4
    (note,) = loaded.notes
    assert note["hu"] == i18n.t("replay_stopped", "hu", n=5, action=replay["steps"][4]["action"], total=len(replay["steps"]))


@pytest.mark.parametrize(("change", "said"), [
    (lambda r: r | {"call": "no-such-call"}, "replay_no_call"),
    (lambda r: r | {"board": "fire-rescue-back"}, "replay_other_board"),
    (lambda r: r | {"setup": r["setup"] | {"hash": "0" * len(r["setup"]["hash"])}}, "replay_setup_differs"),
    (lambda r: r | {"steps": "many"}, "replay_unreadable"),
])
def test_a_recorded_game_that_cannot_be_loaded_says_why(change, said):
    replay = json.loads(pl.export_replay(_bot_game(FAMILY)))
    with pytest.raises(pl.PlayError) as caught:
        pl.session_from_replay(json.dumps(change(replay)).encode(), "game.replay.json", CALLS)
    assert caught.value.said[0] == said and caught.value.text("ja") != str(caught.value)


@pytest.mark.parametrize("data", [b"", b"\xff\xfe", b"{", b"[]", b"{}" + b" " * 10])
def test_bytes_that_are_no_replay_are_refused_with_a_reason(data):
    with pytest.raises(pl.PlayError) as caught:
        pl.session_from_replay(data, "x.json", CALLS)
    assert caught.value.said[0] == "replay_unreadable" and "x.json" in caught.value.text("en")


def test_a_recorded_game_with_chosen_starts_loads_with_them():
    from engine.bots import make_bot
    from engine.bots.heuristic import HeuristicBot
    from engine.game import Game
    from engine.replay import record

    call, board = pl.load_playable(EXPERIENCED)
    start = HeuristicBot.place(Game.new(call, board, players=4, seed=3, difficulty="recruit"), 1)
    replay = record(call, board, players=4, seed=3, policy=make_bot("heuristic", seed=1), difficulty="recruit",
                    start=start)
    _, loaded = pl.session_from_replay(json.dumps(replay).encode(), "r.json", CALLS)
    assert not loaded.notes and len(loaded.steps) == len(replay["steps"])
    assert [list(ff) for ff in loaded.games[0].options["start"]["firefighters"]] == start["firefighters"]


def test_a_recorded_game_finds_its_call_in_a_subfolder_of_the_library(tmp_path):
    import shutil

    (tmp_path / "mine").mkdir()
    shutil.copytree(CALLS / "boards", tmp_path / "mine" / "boards")
    shutil.copy(FAMILY, tmp_path / "mine" / FAMILY.name)
    data = pl.export_replay(_bot_game(FAMILY)).encode()
    with pytest.raises(pl.PlayError):
        pl.session_from_replay(data, "g.json", tmp_path)  # not at the library's top
    path, loaded = pl.session_from_replay(data, "g.json", tmp_path, calls=[tmp_path / "mine" / FAMILY.name])
    assert path == tmp_path / "mine" / FAMILY.name and loaded.steps


def test_a_refused_action_lists_the_legal_ones_of_its_kind_first(family):
    s = pl.start_game(*family, pl.PlayOptions(players=2, seed=2))
    kinds = [a.kind for a in s.game.legal_actions()]
    assert kinds[0] == "end" and kinds.count("move") == 3  # the engine lists ending the turn first
    with pytest.raises(pl.PlayError) as caught:
        pl.apply_action(s, "move 99,99")
    shown = [n.split()[0] for n in caught.value.said[1]["legal"].replace(" …", "").split(", ")]
    assert shown == ["move", "move", "move", "end"]


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_end_refused_in_fire_names_the_rule(lang):
    from engine.errors import IllegalActionError
    from engine.scenario import build_game

    game = build_game({"id": "x", "markers": {"fire": [[1, 2], [1, 3], [2, 2]]}, "firefighters": [{"at": [1, 2], "ap": 2}]})
    said = pl.rules_reason(game, Action.parse("end"), lang)
    assert said is not None and "R-TURN-3" in said and "1,2" in said
    assert "R-TURN-3" in pl.refusal(game, "end", IllegalActionError("end", "no")).text(lang)


@pytest.mark.parametrize(("data", "said"), [
    (b"{not json", {"hu": "hiba FP100 érvénytelen JSON", "ja": "エラー FP100 正しい JSON ではありません"}),
    (b'{"format_version": 2, "steps": "x"}', {"hu": "hiba FP101 hiányzó kulcs: 'board'", "ja": "エラー FP101 キー 'board' がありません"}),
])
def test_a_replay_that_cannot_be_read_says_why_in_the_language(data, said):
    """What the file lacks is said as validate says it, in the player's language, the place and code as they are."""
    with pytest.raises(pl.PlayError) as refused:
        pl.session_from_replay(data, "bad.replay.json", CALLS)
    for lang, text in said.items():
        assert text in refused.value.text(lang), refused.value.text(lang)
        assert "error" not in refused.value.text(lang)


@pytest.mark.parametrize(("change", "said"), [
    (lambda d: d["steps"][3].update(hash="x"), {"hu": "nem állapot-ellenőrzőösszeg", "ja": "状態ハッシュではありません"}),
    (lambda d: d.update(format_version=3), {"hu": "a visszajátszások 1, 2 formátumát", "ja": "リプレイ形式 1, 2"}),
])
def test_a_replay_s_bad_hash_or_format_is_said_in_the_language(change, said):
    data = json.loads((Path(__file__).resolve().parents[1] / "golden" / "replays" / "fire-rescue-family.replay.json")
                      .read_text(encoding="utf-8"))
    change(data)
    with pytest.raises(pl.PlayError) as refused:
        pl.session_from_replay(json.dumps(data).encode(), "bad.replay.json", CALLS)
    for lang, text in said.items():
        assert text in refused.value.text(lang), refused.value.text(lang)
