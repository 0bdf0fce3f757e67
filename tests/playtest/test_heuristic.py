"""The reference bot and its search mode: legal play on every Call, level and player count, legal setup
choices, decisions that ignore the hidden future, and the roles it plays."""

from pathlib import Path

import pytest
from test_bots import place

from authoring import playtest as pt
from engine.bots import allowed_specialists, make_bot, setup_for
from engine.bots.heuristic import TUNED, HeuristicBot, HeuristicTurn, Weights
from engine.bots.view import determinize
from engine.errors import IllegalActionError
from engine.game import Game

ROOT = Path(__file__).resolve().parents[2]
CALLS = sorted(str(p) for p in (ROOT / "calls").glob("*.call.json"))


def rows():
    """(Call path, level) of every bundled Call and level."""
    return [(path, level) for path in CALLS for level in pt.level_ids(path)]


def new_game(path: str, level, players: int, seed: int, bot: str = "reference") -> Game:
    spec = pt.PlaytestSpec(call_path=path, players=players, level=level, bot=bot, seed=seed)
    return pt.new_game(spec, 0)


@pytest.mark.parametrize(("path", "level"), rows())
def test_reference_setup_choices_are_legal(path, level):
    call, board = pt.load_call(path)
    for players in range(call.players.min, min(6, call.players.max) + 1):
        options = setup_for("reference", call, board, players=players, difficulty=level, allowed=allowed_specialists(call))
        game = Game.new(call, board, players=players, seed=1, difficulty=level, **options)  # raises on an illegal choice
        cb, st = game.cb, game.st
        starts = [cb.index(*c) for c in options["start"]["firefighters"]]
        assert starts == st.ff_pos  # the engine placed them as asked
        assert all(not cb.scene[s] for s in starts), "firefighters start outside (R-SETUP-2)"
        if cb.ambulance_spots and game.params.vehicles:
            assert 0 <= options["start"]["ambulance"] < len(cb.ambulance_spots)
            assert 0 <= options["start"]["engine"] < len(cb.engine_spots)
        team = options.get("specialists")
        if team is not None:
            assert len(team) == players and len(set(team)) == players
            assert set(team) <= set(allowed_specialists(call))


@pytest.mark.parametrize(("path", "level"), rows())
def test_reference_places_the_team_legally_once_it_sees_the_setup(path, level):
    call, _ = pt.load_call(path)
    for players in range(call.players.min, min(6, call.players.max) + 1):
        for seed in range(3):
            game = new_game(path, level, players, seed=seed)  # runs HeuristicBot.place through Game.place_team
            cb, st = game.cb, game.st
            fixed = [cb.index(*c) for c in call.setup.firefighters]
            assert all(not cb.scene[s] for s in st.ff_pos[len(fixed):]), "firefighters start outside (R-SETUP-2)"
            assert st.ff_pos[: len(fixed)] == fixed
            assert game.options["start"]["firefighters"] == [list(game.cellof(s)) for s in st.ff_pos]


@pytest.mark.many_games
@pytest.mark.parametrize(("path", "level"), rows())
def test_reference_only_plays_legal_actions(path, level):
    # Game.apply raises IllegalActionError on anything illegal; every player count the Call allows.
    call, _ = pt.load_call(path)
    played = 0
    for players in range(call.players.min, min(6, call.players.max) + 1):
        for seed in range(8):
            game = new_game(path, level, players, seed=100 * players + seed)
            bot = make_bot("reference", seed=seed)
            while not game.is_over and game.st.turn < 200:
                action = bot.act(game)
                try:
                    game.apply(action)
                except IllegalActionError as exc:  # pragma: no cover - the failure message
                    pytest.fail(f"reference played {exc} (seed {seed}, {players} players)")
            played += 1
    assert played == 8 * len(range(call.players.min, min(6, call.players.max) + 1))


@pytest.mark.parametrize("name", ["search", "quick"])
@pytest.mark.parametrize(("path", "level"), rows())
def test_search_plays_legal_actions(path, level, name):
    for players in (1, 3, 6):
        game = new_game(path, level, players, seed=players, bot=name)
        bot = make_bot(name, seed=players, budget=2 if name == "search" else None)
        for _ in range(80):
            if game.is_over:
                break
            action = bot.act(game)
            assert action in game.legal_actions()
            game.apply(action)


@pytest.mark.parametrize("bot", ["reference", "search", "quick"])
def test_resampling_the_hidden_future_never_changes_a_choice(bot):
    # Dice, face-down POI identities and the order of gsh's hidden decks are the future: a clone with
    # other dice is the same table, so the same bot (same seed, same memory) must choose the same.
    budget = 2 if bot == "search" else None
    checked = 0
    for path, level in rows():
        game = new_game(path, level, 3, seed=7, bot=bot)
        mover = make_bot("reference", seed=0)
        for step in range(120):
            if game.is_over:
                break
            if step % 15 == 0:
                other = determinize(game, seed=5000 + step)
                a = make_bot(bot, seed=step, budget=budget).act(game)
                b = make_bot(bot, seed=step, budget=budget).act(other)
                assert a == b, (path, level, step)
                checked += 1
            game.apply(mover.act(game))
    assert checked > 10


def test_weights_take_the_tuned_values_and_refuse_unknown_names():
    assert Weights().fire_value == TUNED["fire_value"]
    assert Weights({"fire_value": 1.5}).fire_value == 1.5
    with pytest.raises(ValueError, match="unknown weight"):
        Weights({"no_such_weight": 1.0})


def position(path: str, specialist: str, at, **markers) -> Game:
    """A one-firefighter game at ``at`` playing ``specialist``, board cleared, then ``markers`` placed."""
    call, board = pt.load_call(path)
    level = call.levels[0].id if call.levels else None
    return place(Game.new(call, board, players=1, seed=0, difficulty=level, specialists=[specialist]), at, **markers)


EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")


def test_cafs_spends_its_free_extinguish_ap_on_fire_next_to_it():
    game = position(EXPERIENCED, "cafs_firefighter", (3, 3), fire=[(3, 4)], poi=[(6, 8)])
    assert game.st.ff_free[0] > 0
    action = HeuristicBot().act(game)
    assert action.kind == "ext" and action.cell == (3, 4)


def test_cafs_carrying_a_victim_puts_out_fire_beside_it_with_free_ap_before_stepping():
    """Free extinguish AP pay nothing else (R-ACT-11): the carry loses no step for them."""
    game = position(EXPERIENCED, "cafs_firefighter", (3, 3), fire=[(3, 4)], victims=[(3, 3)])
    game.st.ff_carry[0] = 1  # CARRY_VICTIM: the Victim is in the firefighter's space
    game._legal = None
    ap_before = game.st.ff_ap[0]
    action = HeuristicBot().act(game)
    assert action.kind == "ext" and action.cell == (3, 4)
    game.apply(action)
    assert game.st.ff_ap[0] == ap_before  # paid by the free AP alone
    assert HeuristicBot().act(game).kind in ("drive", "move")  # then the carry goes on


def test_cafs_spends_the_free_ap_left_on_smoke_before_ending_a_carry():
    """With no AP for the next step, the free AP left go on the Smoke beside it rather than be lost."""
    game = position(EXPERIENCED, "cafs_firefighter", (3, 3), victims=[(3, 3)])
    game.st.fire[game.cb.index(3, 4)] = 1  # Smoke
    game.st.ff_carry[0] = 1
    game.st.ff_ap[0] = 0
    game._legal = None
    action = HeuristicBot().act(game)
    assert action.kind == "ext" and action.cell == (3, 4)


def test_an_ambulance_drive_not_played_after_all_is_forgotten():
    """A look ahead may end the turn instead of the rules' drive: the no-undo rule must not count that drive."""
    game = position(EXPERIENCED, "generalist", (3, 3), victims=[(3, 3)])
    game.st.ff_carry[0] = 1
    game._legal = None
    bot = HeuristicBot()
    action = bot.act(game)
    assert action.kind == "drive" and action.arg.startswith("amb")
    assert bot.memory.amb_left == game.st.ambulance  # remembered as played
    bot.unplay(action)
    assert (bot.memory.amb_left, bot.memory.amb_at, bot.memory.amb_rescued) == (-1, -1, -1)


def test_hazmat_technician_disposes_of_the_hazmat_it_stands_on():
    game = position(EXPERIENCED, "hazmat_technician", (3, 3), fire=[(6, 8)], hazmat=[(3, 3)])
    assert HeuristicBot().act(game).kind == "dispose"


def test_a_firefighter_carries_hazmat_out_of_the_building():
    game = position(EXPERIENCED, "generalist", (3, 1), fire=[(6, 8)])
    game.st.ff_carry[0] = 2  # CARRY_HAZMAT: the Hazmat is in the firefighter's space
    game.st.hazmat[game.cb.index(3, 1)] = 1
    game._legal = None
    action = HeuristicBot().act(game)
    assert action.kind == "move" and action.arg == "hazmat" and action.cell == (3, 0)


def with_ap(game: Game, ap: int) -> Game:
    game.st.ff_ap[0] = ap
    game._legal = None
    return game


def test_the_last_step_next_to_fire_waits_for_the_next_turn_with_its_ap():
    """Next to Fire a fire phase may knock the firefighter down (R-SEC-4): with no AP left after the step, it waits."""
    alone = [(3, 6)]  # (3,5) lies next to it; (3,4) does not
    assert HeuristicBot().act(with_ap(position(EXPERIENCED, "generalist", (3, 4), fire=alone), 1)).kind == "end"
    # with an AP left after the step it goes, and that AP turns the lone Fire to Smoke
    assert HeuristicBot().act(with_ap(position(EXPERIENCED, "generalist", (3, 4), fire=alone), 2)).notation == "move 3,5"


def test_one_ap_left_beside_clustered_fire_waits_too():
    """One AP only turns Fire beside Fire to Smoke, which flashes back over (R-SEC-1): the step waits."""
    cluster = [(3, 6), (4, 6)]  # open to each other
    assert HeuristicBot().act(with_ap(position(EXPERIENCED, "generalist", (3, 4), fire=cluster), 2)).kind == "end"
    assert HeuristicBot().act(with_ap(position(EXPERIENCED, "generalist", (3, 4), fire=cluster), 3)).notation == "move 3,5"


def test_a_door_onto_fire_is_not_opened_with_the_last_ap():
    """Opened with the last AP, the door would leave the firefighter next to that Fire through the fire phase."""
    behind = dict(fire=[(1, 4)])  # a Closed door stands between (1,3) and (1,4)
    assert HeuristicBot().act(with_ap(position(EXPERIENCED, "generalist", (1, 3), **behind), 1)).kind == "end"
    assert HeuristicBot().act(with_ap(position(EXPERIENCED, "generalist", (1, 3), **behind), 2)).notation == "open 1,3-1,4"


def test_the_captains_command_ap_are_not_ap_for_itself():
    """Command AP move only teammates (R-ACT-11): a Captain with 1 AP of its own and 2 to command waits too."""
    game = with_ap(position(EXPERIENCED, "fire_captain", (3, 4), fire=[(3, 6)]), 1)
    assert game.st.ff_free[0] == 2
    assert HeuristicBot().act(game).kind == "end"


def test_the_captain_commands_teammates_by_the_teams_own_rules():
    game = new_game(EXPERIENCED, "recruit", 4, seed=3)
    bot = HeuristicBot()
    turn = HeuristicTurn(game, bot.paths(game.cb), bot.memory)
    turn.w, turn.mem = bot.weights, bot.memory
    mate = turn.mate(1, 2)
    assert isinstance(mate, HeuristicTurn) and mate.seat == 1 and mate.ap == 2 and mate.w is bot.weights


def test_heroes_who_may_move_diagonally_do_so_where_it_saves_ap():
    """The hillside heroes include diagonal movers (R-ACT-14): the team uses the move, and only legally."""
    game = new_game(str(ROOT / "calls" / "gsh-hillside.call.json"), None, 3, seed=2)
    bot = HeuristicBot()
    diagonal = 0
    while not game.is_over and game.st.turn < 40:
        action = bot.act(game)
        assert game.is_legal(action)
        diagonal += action.kind == "dmove"
        game.apply(action)
    assert diagonal > 0


def test_search_that_never_trusts_its_rollouts_plays_exactly_the_reference_game():
    """With a margin no rollout can beat, every turn starts as the reference bot's would: the search's
    look at the reference bot's first action (on a clone) and its rollouts leave the real team's play alone."""
    from engine.bots.search import SearchBot

    path = str(ROOT / "calls" / "fire-rescue-experienced.call.json")
    games = [new_game(path, "recruit", 3, seed=5) for _ in range(2)]
    bots = [HeuristicBot(seed=1), SearchBot(seed=1, budget=2, margin=1e9, first_margin=1e9)]
    played = [[], []]
    for _ in range(60):
        if games[0].is_over:
            break
        for game, bot, out in zip(games, bots, played, strict=True):
            action = bot.act(game)
            out.append(action.notation)
            game.apply(action)
    assert played[0] == played[1] and len(played[0]) >= 30
    assert bots[1].turns > 5 and bots[1].changed == 0


def test_search_starts_some_turns_otherwise_than_the_reference_bot():
    from engine.bots.search import SearchBot

    game = new_game(str(ROOT / "calls" / "fire-rescue-experienced.call.json"), "recruit", 4, seed=6)
    bot = SearchBot(seed=2, budget=2)
    for _ in range(120):
        if game.is_over:
            break
        game.apply(bot.act(game))
    assert bot.turns > 10 and 0 < bot.changed < bot.turns


def test_quick_rollouts_score_the_next_firefighters_turn_and_search_rollouts_a_round_later(monkeypatch):
    """``quick`` plays each candidate once, through its own turn and the next firefighter's (ending the turn at
    once looks no further than any other start); ``search`` goes on for a round, at least four firefighter turns."""
    from engine.bots import search

    reached = []

    def where(clone, paths):
        reached.append((clone.st.turn, clone.st.player))
        return 0.5

    monkeypatch.setattr(search, "win_logit", where)
    game = new_game(str(ROOT / "calls" / "fire-rescue-experienced.call.json"), "recruit", 4, seed=6)
    start = (game.st.turn, game.st.player)
    candidates = len(game.legal_actions())
    search.QuickSearchBot(seed=1).choose_first(game)
    assert len(reached) == candidates and len(set(reached)) == 1 and reached[0] != start
    assert reached[0][0] == start[0] + 2  # the turn after the next firefighter's
    reached.clear()
    search.SearchBot(seed=1, budget=1).choose_first(game)
    assert len(reached) == candidates and all(turn >= start[0] + 4 for turn, _ in reached)
    assert (game.st.turn, game.st.player) == start  # the real game is untouched
