"""The ``search`` bot: the reference team, choosing how each turn starts by Monte Carlo rollouts.

At the first decision of every firefighter's turn it weighs every legal
first action: the reference bot's own, and each other one (about 11 on a
Recruit 4p turn), after which the reference bot plays the rest of the turn. Each
candidate is played out on ``budget`` determinized clones
(:func:`engine.bots.view.determinize`: the bot's own dice stand in for the
unknown real ones): its turn, its fire phase, then reference play for the
rest of the round, up to this firefighter's next turn (and at least
:data:`MIN_ROLLOUT_TURNS` firefighter turns: two rounds with 2 players). The state reached is
scored by the log-odds of :func:`engine.bots.value.win_chance`, a win probability fitted to
the outcomes of reference-bot games (``bench/fit_value.py``), not by hand-set
points (:func:`engine.bots.value.win_logit`: on the log-odds a gain weighs alike near the floor). All candidates share the same futures (common random numbers), by
successive halving: every candidate plays the first quarter of the futures,
the better half of them (and always the reference bot's own) the next
quarter, and so on, which halves the cost at the same strength (Recruit 4p,
200 games, no margin: +19.0 points over the reference bot against +16.5
weighing every candidate on every future, at 0.8 CPU s a game against 1.5). The best mean
wins; another first action must beat the reference bot's by ``first_margin``
(:data:`SEARCH_FIRST_MARGIN` a future here; the ``quick`` bot, on one future, :data:`FIRST_MARGIN`) to be played instead. After the first action the default ``reference`` bot plays
the rest of the turn, its look ahead included (:meth:`SearchBot.later`), so
the search is the default bot with a searched first action; the rollouts
play the team's rules alone, which cost a tenth as much.

This is one step of policy improvement over the reference team's rules (the
rollout policy, :class:`engine.bots.heuristic.HeuristicBot`): where the
rollouts see a better start to the turn, it takes it. Each rollout uses a
fresh team memory, so the real team's memory is never touched. Its choices
cannot be read off the state without the rollouts (``bench/distil_search.py``
fits them no better than always taking the reference bot's own): what the
search sees is in the futures. It costs 0.4 to 1.8 CPU s a game, against
0.005 to 0.4 for the reference bot; it wins more than the reference bot in
seven of the twelve bundled rows at 2 and 4 players, and ``docs/bots.md``
("The search mode") records every paired test.
"""

from __future__ import annotations

from engine.actions import Action
from engine.bots.greedy import END
from engine.bots.heuristic import HeuristicBot, Weights
from engine.bots.holding import asks_every_decision, limits_first_choice, may_hold
from engine.bots.opening import opening_start
from engine.bots.paths import PathCache
from engine.bots.value import win_logit
from engine.bots.view import determinize, play_turns
from engine.dice import make_rng
from engine.state import PHASE_ACTION

DEFAULT_BUDGET = 8
"""Determinized futures per candidate first action."""
MARGIN = 0.02
"""Log-odds of a win (:func:`engine.bots.value.win_logit`) by which ending the turn must beat the rules' action
on the one future the look ahead plays (:meth:`SearchBot.hold_or`, the default bot's question).

The futures are scored on the log-odds, not on the win probability: near the floor every probability is small and
their differences smaller than any margin. Chosen among 0.01, 0.02, 0.04 and 0.08 by paired playtests on training
seeds (``bench/bot_strength.py --seed 5000 --against`` with this number changed); ``docs/bots.md`` ("The margins and
horizons") records every margin tried."""
FIRST_MARGIN = 0.16
"""Log-odds of a win per future that another first action must gain over the reference bot's own to be
played instead, where every legal first action is a candidate on one future (the ``quick`` bot, and the
default bot at a turn's start in the experienced game and Golden State Heroes). The best of a dozen candidates on one
future is often best by luck, so this margin is larger than :data:`MARGIN`, where one other choice is weighed. Chosen
among 0.02, 0.08, 0.16, 0.32 and 0.5 by paired playtests on training seeds (``bench/bot_strength.py --seed 5000
--against`` with this number changed); ``docs/bots.md`` ("The margins and horizons") records them."""
SEARCH_FIRST_MARGIN = 0.06
"""Log-odds of a win per future that another first action must gain over the reference bot's own in the search
mode, which averages :data:`DEFAULT_BUDGET` futures a candidate: about :data:`FIRST_MARGIN` over the square root of
eight, as the mean of eight futures is that much less noisy than one. Chosen against :data:`MARGIN` by
``bench/bot_strength.py --bot search --seed 5000 --games 200 --save`` then ``--against`` with the margin changed;
``docs/bots.md`` ("The search's margin and rollouts") records the test."""
MIN_ROLLOUT_TURNS = 4
"""Firefighter turns a rollout plays at the least before its state is scored: with 2 players a
rollout goes on for two rounds, not one. At Heroic, where a rescue pays off over several rounds,
one round scored the futures alike; with 4 players a second round was no gain, so there the rollout
ends at the firefighter's next turn. ``docs/bots.md`` ("The search's margin and rollouts") records the tests."""
MAX_ROLLOUT_ACTIONS = 20000
"""Bound on the actions of one rollout."""


class SearchBot:
    """Monte Carlo choice of each turn's first action, reference play after it; ``budget`` futures per candidate."""

    name = "search"
    searches = True
    default_budget = DEFAULT_BUDGET
    default_first_margin = SEARCH_FIRST_MARGIN
    """Averaged over ``budget`` futures a candidate, the search needs less margin a future than ``quick`` does."""
    horizon: int | None = None
    """Firefighter turns a rollout plays before its state is scored; None: a round, at least :data:`MIN_ROLLOUT_TURNS`."""
    keeps_gun_shots = False
    """Whether a deck gun shot the rules chose (R-ACT-9) is played without weighing the other first actions (where
    :func:`engine.bots.holding.limits_first_choice`)."""
    count_from_turn_start = False
    """Whether a rollout's turns are counted from the start of this turn (True) or from after the first action.
    Counted after it, a first action that ends the turn looks one firefighter turn further than the others. Over the
    search's round that made no clear difference, so the search counts after it; over one turn (``quick`` with a horizon
    of 1) it did, and ``quick`` counts from the start (``docs/bots.md``, "The search's margin and rollouts")."""
    team = HeuristicBot.team
    setup = HeuristicBot.setup
    """Its turns are the team's rules after the first action, so it chooses their specialists."""
    place = staticmethod(opening_start)
    """Its team starts where :func:`engine.bots.opening.opening_start` places it: the reference bot's distances,
    improved in the experienced game by rollouts of the opening rounds (``docs/bots.md``, "Where the team starts", has
    the measurements). The default bot and ``quick`` inherit it, so every searching bot starts its games alike."""

    def __init__(self, *, seed: int = 0, budget: int | None = None, margin: float = MARGIN,
                 first_margin: float | None = None, halving: bool = True, weights: Weights | None = None):
        self.rng = make_rng(seed)
        self.budget = self.default_budget if budget is None else max(1, budget)
        self.margin = margin
        """Log-odds a future by which ending the turn must beat the rules' action (:data:`MARGIN`)."""
        self.first_margin = self.default_first_margin if first_margin is None else first_margin
        """Log-odds a future by which another first action must beat the reference bot's."""
        self.halving = halving
        self.team_bot = HeuristicBot(seed=seed, weights=weights)
        self.weights = weights
        """The team's numbers in play and in every rollout; None: each game's own (:func:`engine.bots.heuristic.weights_group`)."""
        self.rollout_paths: PathCache | None = None
        """Distance fields shared by every rollout (the real team's are kept apart)."""
        self.key = (-1, -1)
        self.turns = 0
        self.changed = 0
        """Turns searched, and how many of them started other than the reference bot would (for reports)."""
        self.holds_asked = 0
        self.held = 0
        """Look aheads asked whether to end the turn instead of the rules' action, and how many ended it."""

    def act(self, game) -> Action:
        if game.legal_count() == 1:
            return game.legal_actions()[0]
        st = game.st
        key = (st.turn, st.player)
        if key != self.key and st.phase == PHASE_ACTION and game.current_seat == st.player:
            self.key = key
            return self.choose_first(game)
        return self.later(game)

    def later(self, game) -> Action:
        """A decision after the turn's first: the rules' action, or ``end`` where the default bot's look ahead holds.

        Every bot of this family looks as the default :mod:`engine.bots.reference` does
        (:func:`engine.bots.holding.may_hold`), so the search bots are the default
        bot with a better first action, never the rules alone after it.
        """
        own = self.team_bot.act(game)
        if game.st.phase == PHASE_ACTION and may_hold(game, own, first=False):
            return self.hold_or(game, own)
        return own

    def hold_or(self, game, own: Action) -> Action:
        """``end`` when one rollout over this turn and the next firefighter's, on the bot's own dice, scores ending
        now above playing ``own`` by ``margin``, both when the rules play the rest of the turn and when the turn
        ends right after ``own``; else ``own`` (the look ahead of :mod:`engine.bots.reference`).

        The second rollout (``own``, then ``end``) is played only when the first says hold, and only where the look
        ahead is asked at every decision (the experienced game, :func:`engine.bots.holding.asks_every_decision`):
        an action worth its AP is then not refused because the rules would spend the rest of the turn poorly
        after it, since the next decision asks again. ``docs/bots.md`` ("The look ahead's limits, measured")
        records the paired tests.
        """
        seed = self.rng.getrandbits(62)
        self.holds_asked += 1
        bar = self.rollout(game, END, seed, QUICK_HORIZON, True) - self.margin - 1e-9
        if self.rollout(game, own, seed, QUICK_HORIZON, True) >= bar:
            return own
        if asks_every_decision(game) and self.rollout(game, own, seed, QUICK_HORIZON, True, then_end=True) >= bar:
            return own
        self.held += 1
        self.team_bot.unplay(own)
        return END

    def choose_first(self, game) -> Action:
        """The turn's first action: the reference bot's own, unless another beats it by ``first_margin`` a future.

        Successive halving: every distinct candidate is played on the first
        quarter of the futures, the better half (and the reference bot's own)
        goes on to the next quarter, and so on; the best of those played on
        every future wins.
        """
        own = self.team_bot.act(game.clone())
        if own.kind == "gun" and self.keeps_gun_shots and limits_first_choice(game):
            return own
        seeds = [self.rng.getrandbits(62) for _ in range(self.budget)]
        candidates = self.candidates(game, own)
        totals = [0.0] * len(candidates)
        alive = list(range(len(candidates)))
        step = max(1, self.budget // 4) if self.halving else self.budget
        used = 0
        while used < len(seeds):
            batch = seeds[used:used + step]
            used += len(batch)
            for k in alive:
                totals[k] += sum(self.rollout(game, candidates[k], seed) for seed in batch)
            if used < len(seeds) and len(alive) > 2:
                alive.sort(key=lambda k: (-totals[k], k))
                alive = sorted(set(alive[: max(2, len(alive) // 2)]) | {0})
        best = 0
        for k in alive:
            if totals[k] > totals[best] + self.first_margin * used + 1e-9:
                best = k
        self.turns += 1
        self.changed += best != 0
        if best != 0:
            self.team_bot.unplay(own)
        return candidates[best]

    @staticmethod
    def candidates(game, own: Action) -> list[Action]:
        """``own`` first, then every other legal first action (two different first actions always make different
        turns); in the experienced game (:func:`engine.bots.holding.limits_first_choice`) no Crew Change: the rules
        make one when it pays, and on one future it could look best by luck."""
        legal = [a for a in game.legal_actions() if a != own]
        if limits_first_choice(game):
            legal = [a for a in legal if a.kind != "crew"]
        return [own, *legal]

    def rollout_bot(self, game) -> HeuristicBot:
        """The team's rules (:class:`~engine.bots.heuristic.HeuristicBot`) for one rollout: fresh team memory, the shared
        rollout distance fields."""
        if self.rollout_paths is None or self.rollout_paths.cb is not game.cb:
            self.rollout_paths = PathCache(game.cb)
        bot = HeuristicBot(weights=self.weights)
        bot._paths = self.rollout_paths
        return bot

    def rollout(self, game, first: Action, seed: int, horizon: int | None = None, from_turn_start: bool | None = None,
                then_end: bool = False) -> float:
        """The win chance after ``first`` and reference play for ``horizon`` firefighter turns (default
        :attr:`horizon`, else to this firefighter's next turn, :data:`MIN_ROLLOUT_TURNS` turns at the least), on the
        future ``seed``; turns counted from this turn's start when ``from_turn_start`` (default
        :attr:`count_from_turn_start`); with ``then_end``, the firefighter ends its turn right after ``first``
        where the rules allow it (R-TURN-3)."""
        clone = determinize(game, seed)
        st = clone.st
        bot = self.rollout_bot(clone)
        start = (st.turn, st.player)
        clone.apply(first)
        if then_end and not clone.is_over and clone.current_seat == st.player == start[1] and clone.is_legal(END):
            clone.apply(END)
        from_start = self.count_from_turn_start if from_turn_start is None else from_turn_start
        if horizon is None:
            horizon = self.horizon if self.horizon is not None else max(len(st.ff_pos), MIN_ROLLOUT_TURNS)
        play_turns(clone, bot, horizon, start if from_start else (st.turn, st.player), MAX_ROLLOUT_ACTIONS)
        assert self.rollout_paths is not None
        return win_logit(clone, self.rollout_paths)


QUICK_HORIZON = 2
"""Firefighter turns a ``quick`` rollout plays: its own and the next firefighter's, each with its fire phase.
One future gets noisier the further it looks: of one to four turns, two were the best measured, for ``quick``
(``bench/bot_strength.py --versus quick --versus-games 400``) and for the default bot's look ahead
(``bench/bot_strength.py --seed 5000 --against``), each with this number changed. ``docs/bots.md`` ("The margins and
horizons") records the tests."""


class QuickSearchBot(SearchBot):
    """The ``quick`` bot: the search mode on one future a candidate, looking over its own turn and the next one.

    Each candidate first action is played once: the reference bot finishes
    the turn, the fire phase rolls the bot's own dice, the next firefighter
    plays its turn and its fire phase, and the state reached is scored, for
    every candidate alike (:attr:`count_from_turn_start`, :data:`QUICK_HORIZON`).
    One future over a whole round is mostly noise; over two turns it is not.
    After the first action it plays as the default bot does, look ahead
    included. In the experienced game and Golden State Heroes the default
    ``reference`` bot is this bot (the same games,
    :func:`engine.bots.holding.searches_first`). ``docs/bots.md`` ("The quick
    mode" and "The quick mode, measured") records its paired tests.
    """

    name = "quick"
    default_budget = 1
    default_first_margin = FIRST_MARGIN
    keeps_gun_shots = True
    """The shot's target is rolled (R-ACT-9): on one future the shot is judged by one landing, and another first
    action often looked better by luck (in the experienced game, where this holds,
    :data:`engine.bots.holding.FIRST_CHOICE_LIMITED_RULESETS`; ``docs/bots.md`` has the figures)."""
    horizon = QUICK_HORIZON
    count_from_turn_start = True
