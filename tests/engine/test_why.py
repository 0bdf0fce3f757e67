"""Why a move is refused (engine.why): each reason in its position, and never a reason for a legal move."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.actions import Action
from engine.board import DOOR, WALL
from engine.bots import make_bot
from engine.errors import IllegalActionError
from engine.game import Game
from engine.model import Board, Call
from engine.scenario import build_game
from engine.state import PHASE_ACTION
from engine.why import why_not_edge, why_not_hero, why_not_move

CALLS = Path(__file__).resolve().parents[2] / "calls"


def _game(**scenario):
    return build_game({"id": "why", "rules": ["R-ACT-1"], **scenario})


def _barrier_next_to(kind: int):
    """A space of the front board and its neighbour across an edge of ``kind`` (a closed door for DOOR)."""
    game = _game(firefighters=[{"at": [1, 1]}])
    cb = game.cb
    for s in range(cb.n):
        for t, e in cb.adjacent[s]:
            if cb.edge_kind[e] == kind and not game.st.passable[e] and min(divmod(s, cb.cols)) > 0:
                return divmod(s, cb.cols), divmod(t, cb.cols)
    raise AssertionError("no such edge")


@pytest.mark.parametrize(("kind", "key"), [(WALL, "wall"), (DOOR, "door_closed")])
def test_a_wall_or_a_closed_door_between(kind, key):
    at, to = _barrier_next_to(kind)
    game = _game(firefighters=[{"at": list(at), "ap": 4}])
    reason = why_not_move(game, to)
    assert reason.key == key and reason.values == {"at": f"{at[0]},{at[1]}", "to": f"{to[0]},{to[1]}"}
    with pytest.raises(IllegalActionError, match=reason.text().split(":")[0]):
        game.apply(f"move {to[0]},{to[1]}")


@pytest.mark.parametrize(("scenario", "move", "key"), [
    ({"markers": {"fire": [[1, 2]]}, "firefighters": [{"at": [1, 1], "ap": 1}]}, "move 1,2", "fire_ap"),
    ({"markers": {"fire": [[1, 2]], "victims": [[1, 1]]}, "firefighters": [{"at": [1, 1], "ap": 4}]},
     "move 1,2 victim", "carry_into_fire"),
    ({"markers": {"fire": [[1, 2], [1, 3], [2, 2], [1, 1]]}, "firefighters": [{"at": [1, 1], "ap": 2}]},
     "move 1,2", "fire_no_way_out"),
    ({"markers": {"victims": [[1, 1]]}, "firefighters": [{"at": [1, 1], "ap": 1}]}, "move 1,2 victim", "ap"),
    ({"firefighters": [{"at": [1, 1], "ap": 0}]}, "move 1,2", "ap"),
    ({"firefighters": [{"at": [1, 1], "ap": 4}]}, "move 1,2 hazmat", "nothing_to_carry"),
    ({"ruleset": "gsh", "heroes": "gsh-warehouse", "markers": {"debris": [[1, 2]]},
      "firefighters": [{"at": [1, 1], "hero": "scout", "ap": 4}]}, "move 1,2", "debris"),
])
def test_each_reason_in_its_position(scenario, move, key):
    game = _game(**scenario)
    action = Action.parse(move)
    assert not game.is_legal(action)
    reason = why_not_move(game, action.cell, action.arg)
    assert reason is not None and reason.key == key, reason
    with pytest.raises(IllegalActionError) as refused:
        game.apply(move)
    assert reason.text() in str(refused.value)


def _turns_of_random_games(name: str):
    """The positions where a firefighter acts, over three random games of bundled Call ``name`` with 3 players."""
    call = Call.model_validate_json((CALLS / f"{name}.call.json").read_text(encoding="utf-8"))
    board = Board.model_validate_json((CALLS / "boards" / f"{call.board}.board.json").read_text(encoding="utf-8"))
    for seed in range(3):
        game, bot = Game.new(call, board, players=3, seed=seed), make_bot("random", seed=seed)
        for _ in range(400):
            if game.is_over:
                break
            if game.st.phase == PHASE_ACTION:
                yield game
            game.apply(bot.act(game))


@pytest.mark.parametrize("name", ["fire-rescue-family", "fire-rescue-experienced", "gsh-warehouse"])
def test_no_reason_is_given_for_a_legal_move(name):
    """Over random games of a bundled Call: a move of the legal list never gets a reason."""
    asked = 0
    for game in _turns_of_random_games(name):
        legal = {a for a in game.legal_actions() if a.kind == "move"}
        for t, _ in game.cb.adjacent[game.st.ff_pos[game.st.player]]:
            for word in ("", "victim", "hazmat"):
                action = Action("move", divmod(t, game.cb.cols), arg=word)
                if action in legal:
                    asked += 1
                    assert why_not_move(game, action.cell, word) is None, action.notation
    assert asked > 100


@pytest.mark.parametrize(("kind", "ap", "key"), [(DOOR, 0, "door_ap"), (WALL, 1, "wall_ap")])
def test_a_door_or_wall_of_the_own_space_without_the_ap(kind, ap, key):
    at, to = _barrier_next_to(kind)
    game = _game(firefighters=[{"at": list(at), "ap": ap}])
    reason = why_not_edge(game, at, to)
    assert reason is not None and reason.key == key, reason
    assert why_not_edge(_game(firefighters=[{"at": list(at), "ap": 4}]), at, to) is None  # with the AP it can


@pytest.mark.parametrize(("kind", "key"), [(DOOR, "door_not_own"), (WALL, "wall_not_own")])
def test_a_door_or_wall_away_from_the_firefighter(kind, key):
    at, to = _barrier_next_to(kind)
    far = (7 - at[0], 9 - at[1]) if (7 - at[0], 9 - at[1]) not in (at, to) else (1, 1)
    game = _game(firefighters=[{"at": list(far), "ap": 4}])
    assert why_not_edge(game, at, to).key == key


def test_a_destroyed_wall_and_a_destroyed_door_have_nothing_to_act_on():
    wall_at, wall_to = _barrier_next_to(WALL)
    game = _game(markers={"damage": [[[list(wall_at), list(wall_to)], 2]]}, firefighters=[{"at": list(wall_at), "ap": 4}])
    assert why_not_edge(game, wall_at, wall_to).key == "wall_gone"
    door_at, door_to = _barrier_next_to(DOOR)
    game = _game(markers={"destroyed_doors": [[list(door_at), list(door_to)]]}, firefighters=[{"at": list(door_at), "ap": 4}])
    assert why_not_edge(game, door_at, door_to).key == "door_gone"


def _refused_with(game, typed: str, key: str):
    """``typed`` is not legal in ``game``, :func:`engine.why.why_not` gives reason ``key``, and the engine's error says
    it; the action."""
    from engine.why import why_not

    action = Action.parse(typed)
    assert not game.is_legal(action)
    reason = why_not(game, action)
    assert reason is not None and reason.key == key, reason
    with pytest.raises(IllegalActionError) as refused:
        game.apply(action)
    assert refused.value.reason == reason.text()
    return action


def _hero(ap=4, gear=("halligan-bar", "pry-bar"), **scenario):
    """A gsh hero (the warehouse's Old Hand) on 3,3 with ``gear``, in a position of ``scenario``."""
    ff = {"at": [3, 3], "hero": "old-hand", "ap": ap, "gear": list(gear), **scenario.pop("ff", {})}
    return build_game({"id": "why", "ruleset": "gsh", "heroes": "gsh-warehouse", "firefighters": [ff], **scenario})


@pytest.mark.parametrize(("game", "typed", "key"), [
    (lambda: _hero(), "boost", "boost_none"),
    (lambda: _hero(ff={"reserve": "rally"}), "boost", "boost_used"),
    (lambda: _hero(markers={"victims": [[3, 3]]}), "heal", "heal_not_allowed"),
    (lambda: _hero(gear=("first-aid-kit", "pry-bar")), "heal", "heal_no_victim"),
    (lambda: _hero(ap=0, gear=("first-aid-kit", "pry-bar"), markers={"victims": [[3, 3]]}), "heal", "heal_ap"),
    (lambda: _hero(), "clear 3,4", "clear_none"),
    (lambda: _hero(markers={"debris": [[5, 5]]}), "clear 5,5", "clear_not_next"),
    (lambda: _hero(ap=0, gear=("halligan-bar", "rope-kit"), markers={"debris": [[3, 4]]}), "clear 3,4", "clear_ap"),
    (lambda: _hero(), "dmove 4,4", "diagonal_not_allowed"),
    (lambda: _hero(gear=("rope-kit", "pry-bar")), "dmove 5,5", "diagonal_not_corner"),
    (lambda: _hero(gear=("rope-kit", "pry-bar"), markers={"fire": [[4, 4]]}), "dmove 4,4", "diagonal_fire"),
    (lambda: _hero(gear=("rope-kit", "pry-bar"), ff={"at": [1, 1]}), "dmove 0,0", "diagonal_closed"),
    (lambda: _hero(gear=("rope-kit", "pry-bar"), call_markers={"tank": [[4, 4]]},
                   marker_kinds=[{"id": "tank", "title": {"en": "Tank"}, "blocks_movement": True}]), "dmove 4,4", "marker"),
    (lambda: _hero(ap=0, gear=("rope-kit", "pry-bar")), "dmove 4,4", "diagonal_ap"),
])
def test_a_refused_hero_action_says_the_rule(game, typed, key):
    """R-HERO-2, R-HERO-4, R-HERO-8, R-ACT-13, R-ACT-14: each reason in its position, given in the engine's error too."""
    _refused_with(game(), typed, key)


@pytest.mark.parametrize("name", ["gsh-warehouse", "gsh-hillside"])
def test_no_reason_is_given_for_a_legal_hero_action(name):
    """Over random gsh games: a Boost, Heal, clear, diagonal move, blast or marker removal of the legal list never gets
    a reason."""
    asked = 0
    for game in _turns_of_random_games(name):
        for action in game.legal_actions():
            if action.kind in ("boost", "heal", "clear", "dmove", "blast", "remove"):
                asked += 1
                assert why_not_hero(game, action) is None, action.notation
    assert asked > 50


@pytest.mark.parametrize("typed", ["clear 99,99", "clear -1,5", "dmove 99,99", "dmove -1,-1", "dmove 1000000,1000000"])
def test_a_hero_action_at_a_cell_off_the_board_says_so(typed):
    game = _hero(gear=("rope-kit", "pry-bar"), markers={"debris": [[3, 4]]})
    reason = why_not_hero(game, Action.parse(typed))
    assert reason.key == "off_board" and reason.text().startswith(typed.split()[1] + " is off the board"), reason.text()
    assert "rows 0-7 and columns 0-9" in reason.text()


def _hillside(at, ap=4, other=(0, 0)):
    """The gsh-hillside Call (water sources, Call markers) with the first hero on ``at`` holding ``ap`` AP."""
    call = Call.model_validate_json((CALLS / "gsh-hillside.call.json").read_text(encoding="utf-8"))
    board = Board.model_validate_json((CALLS / "boards" / f"{call.board}.board.json").read_text(encoding="utf-8"))
    game = Game.new(call, board, players=2, seed=1)
    while game.st.phase != PHASE_ACTION:
        game.apply(game.legal_actions()[0])
    seat = game.st.player
    game.st.ff_pos[seat], game.st.ff_pos[1 - seat] = game.index(at), game.index(other)
    game.st.ff_ap[seat], game.st.hx_move[seat], game.st.hx_ext[seat] = ap, 0, 0
    game._legal = None
    return game


@pytest.mark.parametrize(("game", "typed", "key"), [
    (lambda: _hillside((3, 3)), "blast nowhere", "blast_unknown"),
    (lambda: _hillside((3, 3)), "blast sprinklers", "blast_not_on"),
    (lambda: _hillside((0, 2), other=(2, 2)), "blast sprinklers", "blast_zone_taken"),
    (lambda: _hillside((7, 6), ap=0), "blast garden-hose", "blast_ap"),
    (lambda: _hillside((3, 3)), "remove 3,3", "remove_none"),
    (lambda: _hillside((6, 6)), "remove 4,2", "remove_not_next"),
    (lambda: _hillside((4, 2), ap=0), "remove 4,2", "remove_ap"),
    (lambda: _hillside((1, 4)), "remove 2,4", "remove_large_elsewhere"),  # the tarpaulin on 1,4 and 2,4: from 1,4
    (lambda: _hillside((3, 3)), "remove 99,99", "off_board"),
])
def test_a_refused_blast_or_marker_removal_says_the_rule(game, typed, key):
    """R-HERO-5, R-HERO-8, R-ACT-9: each reason in its position, given in the engine's error too."""
    _refused_with(game(), typed, key)


def _waiting_positions(name: str, phases: set[str], bot_name: str, games: int = 40):
    """Positions of random games of bundled Call ``name`` (2-4 players) where the game waits for a decision of one of
    ``phases``, at most one of each phase a game."""
    call = Call.model_validate_json((CALLS / f"{name}.call.json").read_text(encoding="utf-8"))
    board = Board.model_validate_json((CALLS / "boards" / f"{call.board}.board.json").read_text(encoding="utf-8"))
    for seed in range(games):
        players = 2 + seed % 3
        crew = ["driver_operator", "paramedic", "fire_captain", "generalist"][:players] if call.ruleset.name == "experienced" \
            else None  # the deck gun's dice are decided by a Driver/Operator
        game, bot, seen = Game.new(call, board, players=players, seed=seed, specialists=crew), make_bot(bot_name, seed=seed), set()
        while not game.is_over and game.st.turn < 60:
            if game.st.phase in phases - seen:
                seen.add(game.st.phase)
                yield game.clone()
            game.apply(bot.act(game))


@pytest.mark.parametrize(("name", "phases", "bot_name"), [("fire-rescue-experienced", {"ride", "reroll"}, "heuristic"),
                                                          ("gsh-warehouse", {"forge", "ride"}, "random")])
def test_an_action_while_a_seat_must_decide_something_else_says_what_comes_first(name, phases, bot_name):
    """Riding along (R-ACT-8), the deck gun's dice (R-ACT-9) and forging (R-HERO-1) come before any other action: the
    refusal says so, in the engine's error and in each language of the play table."""
    from authoring.language import i18n
    from authoring.playing.refusals import refusal
    from engine.why import why_not_now

    met = set()
    for game in _waiting_positions(name, phases, bot_name):
        for typed in ("end", "move 1,1", "ext 2,2"):
            reason = why_not_now(game, Action.parse(typed))
            assert reason is not None and reason.key.startswith(f"phase_{game.st.phase}"), typed
            with pytest.raises(IllegalActionError) as refused:
                game.apply(typed)
            assert refused.value.reason == reason.text()
            error = refusal(game, typed, refused.value)
            for lang in i18n.LANGUAGES:
                assert i18n.t(f"move_why_{reason.key}", lang, **reason.values) in error.text(lang)
        for legal in game.legal_actions():
            assert why_not_now(game, legal) is None, legal.notation
        met.add(game.st.phase)
    assert met == phases


def _fr(ruleset="experienced", **scenario):
    return build_game({"id": "why", "ruleset": ruleset, **scenario})


_ON_AMB = {"vehicles": {"ambulance": 1}, "firefighters": [{"at": [3, 9], "specialist": "generalist", "ap": 5}]}


@pytest.mark.parametrize(("game", "typed", "key"), [
    (lambda: _game(firefighters=[{"at": [1, 1], "ap": 4}]), "ext 4,4", "ext_not_next"),
    (lambda: _game(firefighters=[{"at": [1, 1], "ap": 4}]), "ext 1,2", "ext_nothing"),
    (lambda: _game(markers={"smoke": [[1, 2]]}, firefighters=[{"at": [1, 1], "ap": 4}]), "ext 1,2 full", "ext_full_smoke"),
    (lambda: _game(markers={"fire": [[1, 2]]}, firefighters=[{"at": [1, 1], "ap": 1}]), "ext 1,2 full", "ext_ap"),
    (lambda: _game(firefighters=[{"at": [1, 1], "ap": 4}]), "drive amb +1", "drive_none"),
    (lambda: _fr(vehicles={"engine": 0}, firefighters=[{"at": [3, 3], "ap": 4}]), "drive eng +1", "drive_engine_not_on"),
    (lambda: _fr(vehicles={"ambulance": 1}, firefighters=[{"at": [3, 9], "ap": 1}]), "drive amb +1", "drive_ap"),
    (lambda: _fr(**_ON_AMB), "drive amb +1 0,5", "drive_not_there"),
    (lambda: _fr(vehicles={"ambulance": 1}, firefighters=[{"at": [3, 3], "ap": 4}]), "drive amb +1 7,3",
     "drive_ride_not_on"),
    (lambda: _fr("gsh", markers={"debris": [[7, 3]]}, **_ON_AMB), "drive amb +1 7,3", "drive_land_blocked"),
    (lambda: _game(firefighters=[{"at": [0, 7], "ap": 4}]), "gun", "gun_none"),
    (lambda: _fr(vehicles={"engine": 0}, firefighters=[{"at": [3, 3], "ap": 4}]), "gun", "gun_not_on"),
    (lambda: _fr(vehicles={"engine": 0}, firefighters=[{"at": [0, 7], "ap": 4}, {"at": [3, 8]}]), "gun",
     "gun_zone_taken"),
    (lambda: _fr(vehicles={"engine": 0}, firefighters=[{"at": [0, 7], "specialist": "generalist", "ap": 3}]), "gun",
     "gun_ap"),
    (lambda: _fr(firefighters=[{"at": [3, 3], "specialist": "generalist"}]), "treat", "treat_not_paramedic"),
    (lambda: _fr(firefighters=[{"at": [3, 3], "specialist": "paramedic", "ap": 4}]), "treat", "treat_none"),
    (lambda: _fr(markers={"victims": [[3, 3]]}, firefighters=[{"at": [3, 3], "specialist": "paramedic", "ap": 0}]),
     "treat", "treat_ap"),
    (lambda: _fr(firefighters=[{"at": [3, 3], "specialist": "generalist"}]), "identify 4,4", "identify_not_imaging"),
    (lambda: _fr(firefighters=[{"at": [3, 3], "specialist": "imaging_technician", "ap": 4}]), "identify 4,4",
     "identify_none"),
    (lambda: _fr(markers={"poi": [[4, 4]]}, firefighters=[{"at": [3, 3], "specialist": "imaging_technician", "ap": 0}]),
     "identify 4,4", "identify_ap"),
    (lambda: _fr(firefighters=[{"at": [3, 3], "specialist": "generalist"}]), "dispose", "dispose_not_hazmat"),
    (lambda: _fr(firefighters=[{"at": [3, 3], "specialist": "hazmat_technician", "ap": 4}]), "dispose", "dispose_none"),
    (lambda: _fr(markers={"hazmat": [[3, 3]]}, firefighters=[{"at": [3, 3], "specialist": "hazmat_technician", "ap": 1}]),
     "dispose", "dispose_ap"),
    (lambda: _fr(firefighters=[{"at": [3, 1], "specialist": "generalist"}, {"at": [3, 2]}]), "cmd 2 move 4,2",
     "cmd_not_captain"),
    (lambda: _fr(firefighters=[{"at": [3, 1], "specialist": "fire_captain"}, {"at": [3, 2]}]), "cmd 1 move 4,1",
     "cmd_other"),
    (lambda: _fr(firefighters=[{"at": [3, 1], "specialist": "fire_captain"}, {"at": [3, 2]}]), "cmd 3 move 4,1",
     "cmd_no_seat"),
    (lambda: _fr(firefighters=[{"at": [3, 1], "specialist": "fire_captain"}, {"at": [3, 2]}]), "cmd 0 move 4,1",
     "cmd_no_seat"),
    (lambda: _fr(markers={"fire": [[4, 2]]}, firefighters=[{"at": [3, 1], "specialist": "fire_captain"},
                                                           {"at": [3, 2], "specialist": "generalist", "ap": 4}]),
     "cmd 2 move 4,2", "cmd_into_fire"),
    (lambda: _fr(markers={"fire": [[6, 6]]}, firefighters=[{"at": [3, 1], "specialist": "fire_captain"},
                                                           {"at": [3, 2], "specialist": "generalist", "ap": 4}]),
     "cmd 2 move 6,6", "cmd_not_next"),
    (lambda: _fr(vehicles={"engine": 0}, firefighters=[{"at": [0, 7], "ap": 4}]), "drive eng +1", "drive_engine_land"),
    (lambda: _fr("gsh", markers={"debris": [[3, 9]]}, **_ON_AMB), "drive amb +1 7,3", "debris"),
    (lambda: _fr(firefighters=[{"at": [3, 3], "specialist": "paramedic", "ap": 4, "carrying": "victim", "leading": True}]),
     "treat", "treat_leading"),
])
def test_a_refused_action_of_any_other_kind_says_the_rule(game, typed, key):
    """R-ACT-6, R-ACT-8, R-ACT-9, R-ACT-11: extinguishing, driving, the deck gun and the specialists' own actions each
    say why they are refused, in the engine's error too, and in each language of the play table."""
    from authoring.language import i18n
    from authoring.playing.refusals import rules_reason

    game = game()
    action = _refused_with(game, typed, key)
    for lang in i18n.LANGUAGES:
        said = rules_reason(game, action, lang)
        assert said and "{" not in said and "move_why" not in said, said


def test_a_die_re_rolled_twice_says_each_is_re_rolled_once():
    from engine.why import why_not

    game = _fr(markers={"fire": [[1, 7], [2, 8]]}, firefighters=[{"at": [0, 7], "specialist": "driver_operator"}],
               dice=[5, 2, 1])
    game.apply("gun")
    game.apply("reroll red")
    reason = why_not(game, Action.parse("reroll red"))
    assert reason is not None and reason.key == "reroll_done"
    from authoring.playing.refusals import rules_reason

    assert "'piros'" in rules_reason(game, Action.parse("reroll red"), "hu")  # the die in the language
    with pytest.raises(IllegalActionError, match="re-rolled at most once"):
        game.apply("reroll red")


def test_no_reason_is_given_for_a_legal_action_of_any_kind():
    """Over random games of the experienced and gsh Calls: no action of the legal list gets a reason."""
    from engine.why import why_not

    asked = 0
    for name in ("fire-rescue-experienced", "gsh-warehouse", "gsh-hillside"):
        for game in _turns_of_random_games(name):
            for action in game.legal_actions():
                if action.kind in ("ext", "drive", "gun", "treat", "identify", "dispose", "open", "close", "chop", "crew",
                                   "cmd-move", "cmd-open", "cmd-close"):
                    asked += 1
                    assert why_not(game, action) is None, (name, action.notation)
    assert asked > 500


def test_extinguishing_through_a_wall_says_the_wall_stands_between():
    from engine.why import why_not

    at, to = _barrier_next_to(WALL)
    game = _game(markers={"fire": [list(to)]}, firefighters=[{"at": list(at), "ap": 4}])
    reason = why_not(game, Action("ext", to))
    assert reason is not None and reason.key == "ext_closed", reason


def test_any_typed_action_is_refused_with_an_illegal_action_error_never_another():
    """Over random positions of every bundled Call: an action typed at random (any kind, spaces on and off the board)
    is played or refused with :class:`IllegalActionError`, whose reason never fails to be read."""
    import random

    from engine.actions import Action
    from engine.why import why_not

    kinds = ["move {c}", "ext {c}", "ext {c} full", "open {c}-{d}", "chop {c}-{d}", "drive amb +1 {c}", "drive eng -1",
             "gun", "treat", "identify {c}", "dispose", "crew generalist", "reroll red", "keep", "ride {c}", "stay",
             "clear {c}", "dmove {c}", "remove {c}", "blast nowhere", "boost", "heal", "guide {c}", "end",
             "cmd 1 move {c}", "equip nothing", "pick nothing"]
    chance = random.Random(7)
    tried = 0
    for name in ("fire-rescue-family", "fire-rescue-experienced", "gsh-warehouse", "gsh-hillside"):
        for game in _turns_of_random_games(name):
            for _ in range(3):
                cell = f"{chance.randint(-1, 9)},{chance.randint(-1, 11)}"
                other = f"{chance.randint(0, 7)},{chance.randint(0, 9)}"
                typed = chance.choice(kinds).format(c=cell, d=other)
                try:
                    action = Action.parse(typed)
                except ValueError:
                    continue
                if game.is_legal(action):
                    continue
                tried += 1
                why_not(game, action)  # never raises
                with pytest.raises(IllegalActionError):
                    game.clone().apply(action)
    assert tried > 300


def _guide(at=(3, 3), ap=4, **scenario):
    """A gsh firefighter on ``at`` with a Helper there, in a position of ``scenario``."""
    ff = {"at": list(at), "ap": ap, **scenario.pop("ff", {})}
    helpers = scenario.pop("helpers", [list(at)])
    return build_game({"id": "why", "ruleset": "gsh", "firefighters": [ff], "helpers": helpers, **scenario})


@pytest.mark.parametrize(("game", "typed", "key"), [
    (lambda: _guide(helpers=[[5, 5]]), "guide 3,4", "guide_none"),
    (lambda: _guide(markers={"victims": [[3, 3]]}, ff={"carrying": "victim"}), "guide 3,4", "guide_busy"),
    (lambda: _guide(), "guide 5,5", "not_next"),
    (lambda: _guide(), "guide 3,3", "not_next"),
    (lambda: _guide(markers={"fire": [[3, 4]]}), "guide 3,4", "guide_fire"),
    (lambda: _guide(markers={"debris": [[3, 4]]}), "guide 3,4", "debris"),
    (lambda: _guide(call_markers={"tank": [[3, 4]]},
                    marker_kinds=[{"id": "tank", "title": {"en": "Tank"}, "blocks_movement": True}]), "guide 3,4", "marker"),
    (lambda: _guide(ap=0), "guide 3,4", "ap"),
    (lambda: _guide(), "guide 99,99", "off_board"),
])
def test_a_refused_guide_says_the_rule(game, typed, key):
    """R-HERO-7: guiding a Helper is refused with its rule: no Helper, something carried, the way or Fire, the AP."""
    _refused_with(game(), typed, key)


def test_a_guide_through_a_wall_says_the_wall_stands_between():
    at, to = _barrier_next_to(WALL)
    _refused_with(_guide(at=at), f"guide {to[0]},{to[1]}", "wall")


def _at_edge(kind: int, **scenario):
    """A firefighter with 4 AP on a space of an edge of ``kind`` (:func:`_barrier_next_to`)."""
    at, _ = _barrier_next_to(kind)
    return _game(firefighters=[{"at": list(at), "ap": 4}], **scenario)


_DOOR = _barrier_next_to(DOOR)
_WALL = _barrier_next_to(WALL)
_DOOR_TYPED = f"{_DOOR[0][0]},{_DOOR[0][1]}-{_DOOR[1][0]},{_DOOR[1][1]}"
_WALL_TYPED = f"{_WALL[0][0]},{_WALL[0][1]}-{_WALL[1][0]},{_WALL[1][1]}"


@pytest.mark.parametrize(("game", "typed", "key"), [
    (lambda: _at_edge(DOOR), f"chop {_DOOR_TYPED}", "chop_door"),
    (lambda: _at_edge(WALL), f"open {_WALL_TYPED}", "door_none"),
    (lambda: _at_edge(WALL), f"close {_WALL_TYPED}", "door_none"),
    (lambda: _at_edge(DOOR), f"close {_DOOR_TYPED}", "door_closed_already"),
    (lambda: _at_edge(DOOR, markers={"open_doors": [[list(_DOOR[0]), list(_DOOR[1])]]}), f"open {_DOOR_TYPED}",
     "door_open_already"),
    (lambda: _game(firefighters=[{"at": [3, 3], "ap": 4}]), "chop 3,3-3,4", "chop_no_wall"),
])
def test_a_door_or_wall_action_on_the_wrong_edge_or_state_says_the_rule(game, typed, key):
    """R-ACT-5, R-ACT-7: a door is not chopped, a wall is not opened, a door not opened twice nor closed twice."""
    game = game()
    if key == "chop_no_wall":
        edge = game.cb.edge_between(game.index((3, 3)), game.index((3, 4)))
        assert game.cb.edge_kind[edge] not in (WALL, DOOR)
    _refused_with(game, typed, key)


@pytest.mark.parametrize(("game", "typed", "key"), [
    (lambda: _fr(firefighters=[{"at": [3, 4], "ap": 1, "carrying": "victim"}]), "move 4,4 hazmat", "nothing_to_carry"),
    (lambda: _fr(firefighters=[{"at": [3, 4], "ap": 4, "carrying": "victim"}]), "move 4,4 hazmat", "nothing_to_carry"),
    (lambda: _fr(firefighters=[{"at": [3, 4], "ap": 4, "carrying": "hazmat"}]), "move 4,4 victim", "nothing_to_carry"),
    (lambda: _fr(markers={"fire": [[3, 5]]}, firefighters=[{"at": [3, 4], "ap": 4}]), "move 3,5 lead", "nothing_to_lead"),
    (lambda: _fr(firefighters=[{"at": [3, 4], "ap": 4}]), "move 4,4 lead", "nothing_to_lead"),
])
def test_carrying_or_leading_what_is_not_there_says_so(game, typed, key):
    """R-ACT-2, R-ACT-12: what is carried or led must be held or lie in the own space, whatever else is held."""
    _refused_with(game(), typed, key)


def _scout(ap=4, **scenario):
    """The warehouse's Scout (one diagonal move a turn) on 2,2 with ``ap`` AP, in a position of ``scenario``."""
    ff = {"at": [2, 2], "hero": "scout", "ap": ap, **scenario.pop("ff", {})}
    return build_game({"id": "why", "ruleset": "gsh", "heroes": "gsh-warehouse", "firefighters": [ff], **scenario})


def _diagonal_made(game):
    game.apply("dmove 1,1")
    return game


def _kit_limited(**limit):
    """The warehouse's heroes with a First Aid Kit whose Heal is limited by ``limit`` (``limit``, ``zone``,
    ``on_engine``), held by the Old Hand on 3,3 with two Victims there."""
    heroes = Call.model_validate_json((CALLS / "gsh-warehouse.call.json").read_text(encoding="utf-8")).heroes.model_dump()
    kit = next(card for card in heroes["gear"] if card["id"] == "first-aid-kit")
    kit["effects"] = [{"modifier": "allow", "action": "heal", **limit}]
    ff = {"at": [3, 3], "hero": "old-hand", "ap": 4, "gear": ["first-aid-kit", "pry-bar"]}
    return build_game({"id": "why", "ruleset": "gsh", "heroes": heroes, "firefighters": [ff],
                       "markers": {"victims": [[3, 3], [3, 3]]}, "vehicles": {"engine": 0}})


def _healed_once(game):
    game.apply("heal")
    return game


@pytest.mark.parametrize(("game", "typed", "key"), [
    (lambda: _diagonal_made(_scout()), "dmove 2,2", "diagonal_used_turn"),
    (lambda: build_game({"id": "why", "ruleset": "gsh", "heroes": "gsh-warehouse", "firefighters": [
        {"at": [5, 2], "hero": "breacher", "ap": 4, "gear": ["smoke-goggles"]}]}), "dmove 4,1", "diagonal_zone"),
    (lambda: _scout(), "dmove 1,1 victim", "nothing_to_carry"),
    (lambda: _scout(), "dmove 1,1 hazmat", "nothing_to_carry"),
    (lambda: _scout(), "dmove 1,1 lead", "nothing_to_lead"),
    (lambda: _scout(ap=1, markers={"victims": [[2, 2]]}), "dmove 1,1 victim", "diagonal_ap"),
    (lambda: _healed_once(_kit_limited(limit="once_per_turn")), "heal", "heal_used_turn"),
    (lambda: _healed_once(_kit_limited(limit="once_per_call")), "heal", "heal_used_call"),
    (lambda: _kit_limited(on_engine=True), "heal", "heal_engine"),
    (lambda: _kit_limited(zone="top-right"), "heal", "heal_zone"),
    (lambda: build_game({"id": "why", "ruleset": "gsh", "heroes": "gsh-warehouse", "firefighters": [
        {"at": [2, 2], "hero": "field-medic", "ap": 4, "carrying": "victim", "leading": True}]}), "heal", "heal_leading"),
    (lambda: _scout(markers={"debris": [[3, 3]]}, ff={"at": [2, 3]}), "clear 3,3", "clear_closed"),
    (lambda: _scout(markers={"debris": [[3, 3]]}, ff={"at": [3, 2]}), "clear 3,3", "clear_closed"),
    (lambda: _hillside((1, 4), ap=0), "remove 2,4", "remove_large_elsewhere"),
    (lambda: _hillside((3, 2)), "remove 4,2", "remove_closed"),
])
def test_a_card_limit_or_a_closed_way_says_the_rule(game, typed, key):
    """R-ACT-14, R-HERO-4, R-ACT-13, R-HERO-8: a card used up, or holding only in a zone or on the Engine, names the card
    and its limit; a diagonal move names what it carries; Clear and a marker's removal through a wall say so."""
    _refused_with(game(), typed, key)


def test_a_card_limit_is_named_by_its_title_in_each_language():
    from authoring.playing.refusals import rules_reason

    game = _diagonal_made(_scout())
    said = {lang: rules_reason(game, Action.parse("dmove 2,2"), lang) for lang in ("en", "hu", "ja")}
    titles = {hero.id: hero.title for hero in game.call.heroes.specialists}
    for lang, text in said.items():
        assert titles["scout"].get(lang) in text and "R-ACT-14" in text, text
    assert said["en"].startswith("'Scout' allows one diagonal move a turn"), said["en"]
