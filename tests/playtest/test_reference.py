"""The default bot's one look ahead: holding AP outside the building (engine/bots/reference.py)."""

from pathlib import Path

from authoring import playtest as pt
from engine.bots import DEFAULT_BOT, make_bot
from engine.bots.greedy import END
from engine.bots.holding import HOLD_EVERY_DECISION_RULESETS, paid_by_free_ap
from engine.bots.reference import HOLD_MIN_PLAYERS, ReferenceBot, holds_anywhere
from engine.tally import play_out

ROOT = Path(__file__).resolve().parents[2]
FAMILY = str(ROOT / "calls" / "fire-rescue-family.call.json")
EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")
WAREHOUSE = str(ROOT / "calls" / "gsh-warehouse.call.json")


class Recording(ReferenceBot):
    """The default bot, keeping the state of every decision it held and the AP it kept."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.held_facts: list[tuple[int, int, int, int]] = []
        self.held_inside = self.held_later = 0

    def hold_or(self, game, own):
        st = game.st
        seat = st.player
        facts = (len(st.ff_pos), st.ff_pos[seat], st.ff_ap[seat], game.params.max_saved_ap)
        first = st.actions_this_turn == 0
        action = super().hold_or(game, own)
        if action != own:  # the look ahead overruled the rules' action
            assert action == END
            inside = facts[1] >= 0 and game.cb.scene[facts[1]]
            assert holds_anywhere(game) or (not inside and first), "in the family game it holds only outside, at a turn's start"
            assert first or game.call.ruleset.name in HOLD_EVERY_DECISION_RULESETS, "later in a turn only in the experienced game"
            self.held_inside += bool(inside)
            self.held_later += not first
            self.held_facts.append(facts)
        return action


def _play(path: str, players: int, level, games: int, bot_cls=Recording) -> list:
    bots = []
    for index in range(games):
        spec = pt.PlaytestSpec(call_path=path, players=players, level=level, seed=3)
        game = pt.new_game(spec, index)
        bot = bot_cls(seed=pt.game_seed(3, index, "bot"))
        play_out(game, bot, 200)
        bots.append(bot)
    return bots


def test_the_default_bot_is_the_reference_team():
    assert DEFAULT_BOT == "reference" and isinstance(make_bot("reference", seed=0), ReferenceBot)
    assert make_bot("heuristic", seed=0).name == "heuristic"


def test_it_holds_outside_with_3_or_more_firefighters_and_never_loses_ap_to_the_cap():
    bots = _play(FAMILY, 6, None, 6)
    held = [facts for bot in bots for facts in bot.held_facts]
    assert held, "at family 6p the look ahead holds a firefighter outside now and then"
    for players, _, ap, cap in held:
        assert players >= HOLD_MIN_PLAYERS and ap <= cap
    assert sum(bot.holds_asked for bot in bots) >= len(held) and sum(bot.held for bot in bots) == len(held)


def test_in_the_experienced_game_it_holds_inside_too_later_in_a_turn_and_with_two_firefighters():
    bots = _play(EXPERIENCED, 2, "recruit", 4)
    held = [facts for bot in bots for facts in bot.held_facts]
    assert held and sum(bot.held_inside for bot in bots) > 0, "it holds now and then, inside the building too"
    assert sum(bot.held_later for bot in bots) > 0, "and after the first action of a turn"
    for _, _, ap, cap in held:
        assert ap <= cap, "it never holds AP the cap would take"


class AskingOnFree(Recording):
    """The default bot, counting the times its look ahead was asked about an action paid by free AP alone."""

    asked_on_free = 0

    def hold_or(self, game, own):
        self.asked_on_free += paid_by_free_ap(game, own)
        return super().hold_or(game, own)


def test_it_never_weighs_holding_against_an_action_paid_by_free_ap_alone():
    """Free AP (the CAFS Firefighter's extinguish AP, the Captain's Command AP) are lost at the turn's end (R-TURN-2):
    ending the turn instead of such an action keeps nothing, so the look ahead is not asked; trying the action leaves
    the game as it was."""
    free_actions = 0
    for index in range(2):
        spec = pt.PlaytestSpec(call_path=EXPERIENCED, players=4, level="recruit", seed=5)
        game = pt.new_game(spec, index)
        bot = AskingOnFree(seed=pt.game_seed(5, index, "bot"))
        for _ in range(600):
            if game.is_over:
                break
            action = bot.act(game)
            st, seat = game.st, game.st.player
            before = (st.ff_ap[seat], st.ff_free[seat], game.state_hash())
            free = action.kind != "end" and game.current_seat == seat and paid_by_free_ap(game, action)
            assert game.state_hash() == before[2]
            game.apply(action)
            if free:
                free_actions += 1
                assert st.ff_ap[seat] == before[0] and st.ff_free[seat] < before[1]
        assert bot.asked_on_free == 0
    assert free_actions > 0, "the CAFS Firefighter and the Captain spend free AP in these games"


class Scripted(ReferenceBot):
    """The default bot whose rollouts score as told: ending the turn, acting on by the rules, acting then ending."""

    def __init__(self, scores, **kw):
        super().__init__(**kw)
        self.scores, self.played_lines = scores, []

    def rollout(self, game, first, seed, horizon=None, from_turn_start=None, then_end=False):
        line = "end" if first == END else ("act, end" if then_end else "act")
        self.played_lines.append(line)
        return self.scores[line]


def test_it_ends_the_turn_only_when_ending_beats_acting_both_ways():
    """Acting then ending is weighed only when ending beats acting on by the rules, and only in the experienced game,
    where the next decision asks again; it acts when that line holds up."""
    spec = pt.PlaytestSpec(call_path=EXPERIENCED, players=2, level="recruit", seed=1)
    game = pt.new_game(spec, 0)
    own = make_bot("heuristic", seed=0).act(game)
    cases = [
        ({"end": 1.0, "act": 0.5, "act, end": 0.0}, END, ["end", "act", "act, end"]),
        ({"end": 1.0, "act": 0.5, "act, end": 1.0}, own, ["end", "act", "act, end"]),
        ({"end": 1.0, "act": 1.0, "act, end": 0.0}, own, ["end", "act"]),
    ]
    for scores, expected, lines in cases:
        bot = Scripted(scores, seed=0)
        assert bot.hold_or(game, own) == expected
        assert bot.played_lines == lines
    family = pt.new_game(pt.PlaytestSpec(call_path=FAMILY, players=4, seed=1), 0)
    bot = Scripted({"end": 1.0, "act": 0.5, "act, end": 1.0}, seed=0)
    own = make_bot("heuristic", seed=0).act(family)
    assert bot.hold_or(family, own) == END and bot.played_lines == ["end", "act"], "the family game asks at a turn's start only"


def _plays_as_quick(path: str, level=None) -> list:
    """The default bots of two 3-player games of ``path``, each checked to play the ``quick`` bot's actions."""
    teams = []
    for index in range(2):
        spec = pt.PlaytestSpec(call_path=path, players=3, level=level, seed=13)
        a, b = pt.new_game(spec, index), pt.new_game(spec, index)
        team, quick = make_bot("reference", seed=index), make_bot("quick", seed=index)
        for _ in range(150):
            if a.is_over:
                break
            move = team.act(a)
            assert move == quick.act(b)
            a.apply(move)
            b.apply(move)
        teams.append(team)
    return teams


def test_in_golden_state_heroes_it_chooses_each_turns_start_as_the_quick_bot_does():
    """There the default bot is the ``quick`` bot: the same games, action for action, and some starts differ from the rules'."""
    teams = _plays_as_quick(WAREHOUSE)
    assert all(team.held == 0 for team in teams), "it asks no other look ahead there"
    assert sum(team.changed for team in teams) > 0


def test_in_the_family_game_with_two_firefighters_it_plays_exactly_the_rules():
    """Below HOLD_MIN_PLAYERS the family game's look ahead is off: the same games, action for action, as the heuristic bot."""
    path, level = FAMILY, None
    for index in range(4):
        spec = pt.PlaytestSpec(call_path=path, players=2, level=level, seed=11)
        a, b = pt.new_game(spec, index), pt.new_game(spec, index)
        team, rules = make_bot("reference", seed=index), make_bot("heuristic", seed=index)
        while not a.is_over:
            move = team.act(a)
            assert move == rules.act(b)
            a.apply(move)
            b.apply(move)
        assert team.holds_asked == 0


def test_numbers_given_to_the_default_bot_play_in_its_look_ahead_too():
    """``bench/tune_bot.py --bot reference`` tunes the rules the look ahead plays: the numbers reach every rollout."""
    from engine.bots.heuristic import Weights

    spec = pt.PlaytestSpec(call_path=EXPERIENCED, players=2, level="recruit", seed=3)
    game = pt.new_game(spec, 0)
    numbers = Weights({"victim_value": 0.5, "fire_value": 30.0})
    tuned = ReferenceBot(seed=1, weights=numbers)
    assert tuned.team_bot.weights is numbers and tuned.rollout_bot(game).weights is numbers
    assert not ReferenceBot(seed=1).rollout_bot(game).fixed, "without numbers each game takes its group's"
    plain = ReferenceBot(seed=1)
    a, b = pt.new_game(spec, 0), pt.new_game(spec, 0)
    moves_a, moves_b = [], []
    for _ in range(40):
        if a.is_over or b.is_over:
            break
        moves_a.append(tuned.act(a))
        moves_b.append(plain.act(b))
        a.apply(moves_a[-1])
        b.apply(moves_b[-1])
    assert moves_a != moves_b, "other numbers, other play"


def test_in_the_experienced_game_it_chooses_each_turns_start_as_the_quick_bot_does():
    """There too the default bot is the ``quick`` bot, action for action, and some starts differ from the rules'."""
    assert sum(team.changed for team in _plays_as_quick(EXPERIENCED, "recruit")) > 0


def _stub_game(ruleset: str, legal: list):
    from types import SimpleNamespace

    game = SimpleNamespace(call=SimpleNamespace(ruleset=SimpleNamespace(name=ruleset)), legal_actions=lambda: legal)
    game.clone = lambda: game
    return game


def test_in_the_experienced_game_a_turn_never_starts_with_a_crew_change_the_rules_did_not_choose():
    from engine.actions import Action

    own, crew, walk = Action.parse("ext 2,3"), Action.parse("crew paramedic"), Action.parse("move 2,2")
    bot = make_bot(DEFAULT_BOT, seed=0)
    assert bot.candidates(_stub_game("experienced", [walk, own, crew]), own) == [own, walk]
    assert bot.candidates(_stub_game("gsh", [walk, own, crew]), own) == [own, walk, crew]  # a hero's powers


def test_in_the_experienced_game_the_rules_deck_gun_shot_is_played_as_chosen():
    from types import SimpleNamespace

    from engine.actions import Action
    from engine.bots.holding import may_hold

    gun = Action.parse("gun")
    bot = make_bot(DEFAULT_BOT, seed=0)
    bot.team_bot = SimpleNamespace(act=lambda game: gun)
    game = _stub_game("experienced", [gun, END])  # no rollout could be played on it: none is
    assert bot.choose_first(game) == gun
    assert not may_hold(game, gun, first=False)
