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
rollout policy, :class:`engine.bots.reference.ReferenceBot`): where the
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
from engine.bots.holding import asks_every_decision, limits_first_choice, may_hold
from engine.bots.opening import opening_start
from engine.bots.paths import PathCache
from engine.bots.reference import ReferenceBot, Weights
from engine.bots.value import win_logit
from engine.bots.view import determinize, play_turns
from engine.dice import make_rng
from engine.state import PHASE_ACTION

DEFAULT_BUDGET = 8
"""Determinized futures per candidate first action."""
MARGIN = 0.02
"""Log-odds of a win (:func:`engine.bots.value.win_logit`) by which ending the turn must beat the rules' action
on the one future the look ahead plays (:meth:`SearchBot.hold_or`, the default bot's question).

The futures are scored on the log-odds, not on the win probability: near the floor every probability
is small and their differences smaller than any margin, so at Heroic with 4 firefighters the look
ahead and the search had kept the team's own action (search against the reference bot +0.0 [-1.1,
+1.1] there). Scored on the log-odds, the default bot against itself scored on the probability with
its margin of 0.01, paired on training seeds 5000 and up (1,000 games a row, as ``bench/bot_strength.py
--seed 5000 --against`` pairs them): Recruit 4p +4.8 points
[+1.7, +7.9] (55.1% -> 59.9%), Veteran 4p +5.7 [+2.6, +8.8] (26.9% -> 32.6%), Heroic 3p +2.0 [+0.6,
+3.4] (4.3% -> 6.3%), Heroic 4p +1.8 [+0.8, +2.8] (0.7% -> 2.5%), Recruit 2p +2.5 [+0.1, +4.9],
Veteran 2p +4.9 [+1.7, +8.1], Heroic 2p +2.9 [+0.5, +5.3], Victims rescued up in every one; the family
game +0.0 at 2, 4 and 6 players (+0.0 [-1.0, +1.0] at 6: there it is asked outside only). On the same
games a margin of 0.04 gave less (Recruit 4p +1.0 [-1.5, +3.5], Veteran 4p +2.7, Heroic 4p +1.5), 0.08
lost (Recruit 4p -4.2 [-7.2, -1.2], Veteran 4p -4.2), and 0.01 was 0.02's equal (Veteran 4p -1.7 [-4.0,
+0.6] against it, the rest within 0.2 points).

Earlier, on the probability scale: without a margin noise in the futures turned good starts into
worse ones where every chance is small (Heroic 2p lost 4.3 points [-7.0, -1.5] to the reference bot
without one, -0.3 [-3.4, +2.9] with 0.01; Recruit 4p gained 22.0 without, 30.2 with, 400 games);
in the family game, where the reference bot wins 97%, no variant tried told apart from noise on 400
games a row (family 4p / 6p: +1.5 / -3.3 as it was; starting from the reference bot's own start,
+1.3 / -1.5; that with a margin of 0.03, +1.0 / +2.0 [-1.0, +5.0])."""
FIRST_MARGIN = 0.16
"""Log-odds of a win per future that another first action must gain over the reference bot's own to be
played instead, where every legal first action is a candidate on one future (the ``quick`` bot, and the
default bot in Golden State Heroes). The best of a dozen candidates on one future is often best by luck,
so this margin is larger than :data:`MARGIN`, where one other choice is weighed. In Golden State Heroes, scored
on the log-odds with :data:`MARGIN` it lost to the probability scale (gsh-warehouse 2p -4.8 points
[-7.9, -1.7], gsh-hillside 2p -8.5 [-11.4, -5.6]); with this margin it won, paired with the
probability scale on training seeds 5000 and up (1,000 games a row): gsh-warehouse 2p +11.6 [+8.5,
+14.7] (68.8% -> 80.4%), 4p +10.5 [+7.2, +13.8] (19.8% -> 30.3%), gsh-hillside 2p +6.9 [+3.5, +10.3],
4p +4.8 [+1.8, +7.8], Victims rescued +0.24 to +0.38. 0.08 gave about half as much (0.16 over it: +6.8,
+5.2, +2.9, +1.5 points); 0.32 was no better than 0.16 (-1.8 [-4.8, +1.2] and +3.3 [-0.1, +6.7] on the
warehouse). A margin of Heroic's own did not hold either, paired with this one on seed 300000 (1,000 games a
row, ``bench/bot_strength.py --against``): 0.08 gave Heroic 3p / 4p -1.5 [-3.6, +0.6] / -0.1, 0.32 +0.0 / +1.3
[+0.0, +2.6], 0.5 -0.4 / +0.9 [-0.4, +2.2]; 0.32 at Heroic 4p on fresh seeds 320000 (2,000 games) -0.1
[-1.0, +0.7]."""
SEARCH_FIRST_MARGIN = 0.06
"""Log-odds of a win per future that another first action must gain over the reference bot's own in the search
mode, which averages :data:`DEFAULT_BUDGET` futures a candidate: about :data:`FIRST_MARGIN` over the square root of
eight, as the mean of eight futures is that much less noisy than one. Against :data:`MARGIN` (0.02 a future), search
against search on training seeds 5000 and up, 200 games a row (``bench/bot_strength.py --bot search --seed 5000
--games 200 --save`` then ``--against`` with the margin changed): Recruit 2p +2.5 points [-0.4, +5.4] (Victims rescued
+0.19 [+0.06, +0.32]), Veteran 4p +6.5 [+0.4, +12.6] (+0.34 [+0.04, +0.65]), gsh-warehouse 4p +1.5 [-4.9, +7.9].
Against the default bot on seed 0 it turned 2 rows of 12 above 0 into 6 (the module's docstring)."""
MIN_ROLLOUT_TURNS = 4
"""Firefighter turns a rollout plays at the least before its state is scored: with 2 players a
rollout goes on for two rounds, not one. At Heroic, where a rescue pays off over several rounds,
one round scored the futures alike: paired against the reference bot on the same 400 games (with
the starts chosen before the dice, as the team placed itself then), Heroic
2p went from -0.3 points [-3.4, +2.9] to +4.5 [+1.3, +7.7], Recruit 2p from +15.8 to +19.8,
Veteran 2p from +23.5 to +28.0, gsh-hillside 2p from +31.5 to +42.5, at about 1.7 times the cost.
With 4 players a second round was no gain (Recruit 4p +26.0 [+19.3, +32.7] on 200 games, at 1.7
times the cost), so there the rollout ends at the firefighter's next turn."""
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
    Counted after it, a first action that ends the turn looks one firefighter turn further than the others.
    Over the search's round that made no clear difference overall, so the measured search stays as it is: counted
    from the start, on the same 400 games a row (``bench/bot_strength.py --versus search --versus-games 400``),
    family 6p gained +18.2 points [+13.3, +23.2] over the team's rules (then the default) against +13.5 as it is, Recruit 4p +29.5
    against +29.7 (at 1.3 times the cost), Veteran 4p +6.8 against +6.5, Heroic 2p +5.8 [+2.5, +9.0] against +7.5;
    over one turn (``quick`` with a horizon of 1) it was the difference between +16.0 [+8.6, +23.4] and
    +24.5 [+16.7, +32.3] points (Recruit 4p, the same 200 games)."""
    team = ReferenceBot.team
    setup = ReferenceBot.setup
    """Its turns are reference play after the first action, so it chooses the reference bot's specialists."""
    place = staticmethod(opening_start)
    """Its team starts where :func:`engine.bots.opening.opening_start` places it: the reference bot's distances,
    improved in the experienced game by rollouts of the opening rounds (the module has the measurements). The default
    bot and ``quick`` inherit it, so every searching bot starts its games alike."""

    def __init__(self, *, seed: int = 0, budget: int | None = None, margin: float = MARGIN,
                 first_margin: float | None = None, halving: bool = True, weights: Weights | None = None):
        self.rng = make_rng(seed)
        self.budget = self.default_budget if budget is None else max(1, budget)
        self.margin = margin
        """Log-odds a future by which ending the turn must beat the rules' action (:data:`MARGIN`)."""
        self.first_margin = self.default_first_margin if first_margin is None else first_margin
        """Log-odds a future by which another first action must beat the reference bot's."""
        self.halving = halving
        self.team_bot = ReferenceBot(seed=seed, weights=weights)
        self.weights = weights
        """The team's numbers in play and in every rollout; None: each game's own (:func:`engine.bots.reference.weights_group`)."""
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

        Every bot of this family looks as the default :mod:`engine.bots.hold` does
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
        ends right after ``own``; else ``own`` (the look ahead of :mod:`engine.bots.hold`).

        The second rollout (``own``, then ``end``) is played only when the first says hold, and only where the look
        ahead is asked at every decision (the experienced game, :func:`engine.bots.holding.asks_every_decision`):
        an action worth its AP is then not refused because the rules would spend the rest of the turn poorly
        after it, since the next decision asks again. Paired against the look ahead without it on seed 400000, 2,000 games a row
        (``bench/bot_strength.py --seed 400000 --counter-games 0 --rows ... --save``, then ``--against``):
        Recruit 2p +0.9 points [-0.1, +1.9], Recruit 4p +1.2 [-0.4, +2.9], Veteran 2p +0.9 [-0.3, +2.1],
        Veteran 4p +0.9 [-0.5, +2.4] (Victims rescued +0.06 [+0.01, +0.11]), Heroic 2p, 3p and 4p +0.1 each:
        every row its way, none alone significant. On seed 0 (``--seed 0``, 2,000 games a row, the rows at 2 to 4
        players): Recruit 3p +1.5 [+0.1, +2.8], Veteran 4p +1.9 [+0.3, +3.6], Recruit 2p, Veteran 3p, Heroic 2p
        +0.5, Heroic 3p +0.4, Recruit 4p, Veteran 2p and Heroic 4p -0.4 [-2.0, +1.3] to [-0.8, +0.1]; Victims
        rescued +0.01 to +0.06 in every row. Over both sets 13 rows of 16 lean its way and none is significantly
        worse, at about a tenth more time a game.
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

    def rollout_bot(self, game) -> ReferenceBot:
        """A reference bot for one rollout: fresh team memory, the shared rollout distance fields."""
        if self.rollout_paths is None or self.rollout_paths.cb is not game.cb:
            self.rollout_paths = PathCache(game.cb)
        bot = ReferenceBot(weights=self.weights)
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
One future gets noisier the further it looks. Paired against the team's rules (then the default) on the same 400 games
(``bench/bot_strength.py --versus quick --versus-games 400`` with this number changed), one turn gave Recruit 2p
+11.0, Recruit 4p +16.3, Heroic 2p -3.5 [-6.1, -0.9]; two turns +16.8, +22.5 and -2.5 [-5.3, +0.3]; four turns
+12.8, +14.2 and +0.5 [-2.2, +3.2], at about 1.5 and 2.5 times the cost of one. For the default bot's look
ahead on the log-odds, two turns are still best: paired against them on training seeds 5000 and up, 1,000 games a
row (``bench/bot_strength.py --seed 5000 --against`` with this number changed), one turn gave Recruit 4p -11.4
points [-14.7, -8.1], Veteran 4p -8.9, Heroic 2p -5.1, Heroic 3p -3.3, Heroic 4p -1.3 [-2.5, -0.1]; three turns
-6.8, -2.4 [-5.5, +0.7], -4.4, -0.7, -0.5; four turns (a round at 4 players) -11.5, -8.5, -7.2, -2.8 and -0.6."""


class QuickSearchBot(SearchBot):
    """The ``quick`` bot: the search mode on one future a candidate, looking over its own turn and the next one.

    Each candidate first action is played once: the reference bot finishes
    the turn, the fire phase rolls the bot's own dice, the next firefighter
    plays its turn and its fire phase, and the state reached is scored, for
    every candidate alike (:attr:`count_from_turn_start`, :data:`QUICK_HORIZON`).
    One future over a whole round is mostly noise (the search mode with
    ``budget`` 1 gained +4.0 points [-2.5, +10.5] at Recruit 4p on 200 games,
    at 0.35 CPU s a game); over two turns it is not. After the first action
    it plays as the default bot does, look ahead included.

    In the experienced game and Golden State Heroes the default ``reference``
    bot is this bot (the same games, :func:`engine.bots.holding.searches_first`;
    the measurements that made it so are in :mod:`engine.bots.hold`). Against the
    default bot of the experienced game as it was before, which looked ahead at every decision,
    both on the log-odds, on the same 400 games a row, seed 0
    (``bench/bot_strength.py --games 0 --counter-games 0 --versus quick
    --versus-games 400``): Recruit 2p +4.5 points [+1.3, +7.7], Veteran 2p
    +8.5 [+3.5, +13.5], family 4p +2.5 [+0.2, +4.8]; Recruit 4p +3.7, Veteran
    4p +4.8 [-0.3, +9.8], Heroic 2p +2.2, Heroic 4p +0.0 (Victims rescued
    +0.23 [+0.09, +0.36]), family 2p -0.5, family 6p -1.5 [-4.8, +1.8], at
    0.09 to 0.30 CPU s a game. On the probability scale every experienced
    row had leaned its way, none significantly (+1.0 to +4.0). When
    the default bot looked ahead only outside, it gained far more (Recruit 4p
    +13.5, Veteran 2p +16.8), and the family game stays within noise (+0.3,
    +1.0, +1.0 at 2, 4 and 6 players, 0.05 CPU s a game). Before the rules
    learned to wait beside Fire, scored by the win chance fitted to games of
    those rules, it was weaker than the rules at Heroic 2p (-2.5 [-5.3, +0.3]
    wins): a rescue pays off over several rounds, which two turns do not see.
    A larger margin (0.03 a future, with one turn of horizon) made Heroic 2p
    even but halved the gain at Recruit 4p, so the margin stays.
    """

    name = "quick"
    default_budget = 1
    default_first_margin = FIRST_MARGIN
    keeps_gun_shots = True
    """The shot's target is rolled (R-ACT-9): on one future the shot is judged by one landing, and another first
    action often looked better by luck (in the experienced game, where this holds,
    :data:`engine.bots.holding.FIRST_CHOICE_LIMITED_RULESETS` has the figures)."""
    horizon = QUICK_HORIZON
    count_from_turn_start = True
