"""The ``reference`` bot: the tuned team of :mod:`engine.bots.reference`, holding its AP where a short look ahead says so.

The team's rules (:class:`engine.bots.reference.ReferenceBot`, also playable
alone as ``heuristic``) always act. Strong teams often stop instead: they end
the turn, keep the AP (R-TURN-2) and act with more of them a turn later, when
the fire has shown where it goes. Whether stopping pays cannot be read off the
board (``bench/distil_search.py``: the ``quick`` bot's choices are no easier
to fit than always acting), so the bot looks. Where the question is asked is
:func:`engine.bots.holding.may_hold` (never when ending would lose AP to the
saving cap, nor instead of an action paid by free specialist AP alone,
:func:`engine.bots.holding.paid_by_free_ap`): in the experienced game at every decision of a firefighter's
turn after its first, and in the family game only at a turn's start, outside the building,
with 3 or more firefighters. In the experienced game and in Golden State Heroes it goes further
at a turn's start: the first action is chosen among all of them, ending the turn included,
as the ``quick`` bot does (:func:`engine.bots.holding.searches_first`). Before the first turn,
in the experienced game with 3 or more firefighters, it chooses where the team starts by
rollouts of the opening rounds (:mod:`engine.bots.opening`, inherited from the search mode).
Each time it asks:

- it plays both choices once, on the same imagined dice (its own, never the
  real ones, :func:`engine.bots.view.determinize`): the rules' action and
  ending the turn now, each followed by the rules' play of the rest of that
  turn and the next firefighter's, with their fire phases, as the ``quick``
  bot does (:meth:`engine.bots.search.SearchBot.hold_or`);
- it ends the turn when the fitted win chance (:mod:`engine.bots.value`)
  after ending beats the other by :data:`engine.bots.search.MARGIN`, both
  read as log-odds (:func:`engine.bots.value.win_logit`), so that the
  question means as much at Heroic, where every chance is small, as at
  Recruit (the margin's docstring has the measurements);
- in the experienced game, before it ends the turn it plays a third line on
  the same dice: the rules' action, then the turn ended at once. When that
  one is not beaten either, it acts: the action is worth its AP even if the
  rest of the turn the rules would play is not, and the next decision asks
  again.

How the lines were drawn, each a paired test on seed 300000 (1,000 games a
row, ``bench/bot_strength.py --against``), the Fire Captain commanding
first in every column:

| the look ahead asked | Recruit 2p | Recruit 4p | Veteran 2p | Veteran 4p | gsh-warehouse 4p | gsh-hillside 4p |
|---|---:|---:|---:|---:|---:|---:|
| at a turn's start, outside, 3+ firefighters (as before) | 79.0% | 36.4% | 48.1% | 11.7% | 33.7% | 34.8% |
| at a turn's start, anywhere, 2+ firefighters | 83.5% | 43.2% | 53.0% | 13.4% | 36.6% | 34.8% |
| at every decision of the turn (the experienced game's) | 87.7% | 54.6% | 66.4% | 19.1% | 37.5% | 37.2% |

The last row against the second: Recruit 2p +4.2 points [+1.6, +6.8],
Recruit 4p +11.4 [+8.1, +14.7], Veteran 2p +13.4 [+9.9, +16.9], Veteran 4p
+5.7 [+3.3, +8.1], gsh-warehouse 4p +0.9 [-2.2, +4.0], gsh-hillside 4p +2.4
[-0.6, +5.4] (in Golden State Heroes not significant, at four times the
cost; what the default does there instead is below). The second against the first,
measured before the Captain commanded first: Recruit 2p +4.5 [+1.9, +7.1],
Recruit 4p +7.2 [+4.2, +10.2], Veteran 2p +5.7 [+2.5, +8.9], gsh-warehouse
4p +3.9 [+1.9, +5.9], Heroic 2p +0.5, the rest within 1.3 points (the first
row's figures are of 2,000 games). Not taken: two futures instead of one (the
same gains at twice the cost), a margin of 0 or 0.02 instead of 0.01 (within
noise, or weaker: gsh-warehouse 4p -1.8 [-3.0, -0.6] with 0.02), and also
trying the Ambulance driven either way (gsh-warehouse 4p -14.5, Recruit 4p
-2.7: more choices on one future pick noise). In the family game, where the
reference bot wins 90% to 99%, looking at every turn's start gained nothing
(family 4p +0.3 [-0.7, +1.3], 6p +0.5 [-1.0, +2.0]) at four times the cost,
so the family game keeps the look outside at a turn's start, which against
the rules alone gave family 4p +1.8 [+0.8, +2.8] and 6p +1.6 [-0.4, +3.6]
(seed 9000, 1,000 games), and with 2 players lost at Recruit 2p (-2.1
[-4.1, -0.1]) when it was asked only outside.

Not taken either: never ending a turn that keeps 4 or more AP while a Fire
lies within them (the behaviour counter ``idle_end`` of
``bench/bot_strength.py``; every such end is a hold the look ahead chose, 3
a Recruit 4p game). Refused there, the firefighter acted first and held 3 AP
at most: ``idle_end`` fell to 0.00 (300 Recruit 4p games of seed 300000),
but the win rate fell, paired on 2,000 games a row (``--save`` before,
``--against`` after): on seed 300000 Recruit 2p / 3p / 4p -0.2 / -0.4 /
-1.0 points, Veteran -1.4 / -1.5 / +0.1, Heroic -1.6 / -0.2 / +0.1; on seed
0 -0.8 / -2.6 [-4.5, -0.8] / -1.5, +0.9 / +0.6 / -1.7, -0.4 / -1.1 / +0.1
(Heroic 3p 9.8% -> 8.8%): about -0.7 points a row on both sets of seeds, in
Golden State Heroes +0.6 to -0.1 (1,000 games a row). Choosing by one rollout
each the action best followed by ending the turn lost as much (-1.9 to +0.1
on seed 300000). Keeping all 4 AP for a turn of 8 is worth more than the
action they would buy.

In Golden State Heroes the rules leave much more to a search of the turn's
start than elsewhere (Boosts, Gear, Call markers, Debris): the ``quick``
bot's choice against the look ahead at a turn's start, paired on seed 0 (400
games a row, ``bench/bot_strength.py --games 0 --counter-games 0 --versus
quick --versus-games 400``): gsh-warehouse 2p +41.7 points [+36.1, +47.4]
(84.2% against 42.5%), 4p +10.7 [+4.7, +16.8], gsh-hillside 2p +18.8 [+13.1,
+24.4], 4p +15.8 [+10.0, +21.5] (46.8% against 31.0%), at 0.17 to 0.25 CPU s a game; so there the default bot
is the ``quick`` bot. In the experienced game, where the look ahead is asked at every decision, the same
test on 400 games a row had found quick's first action ahead within noise in most rows (+2.2 to +8.5
points, above noise at Recruit 2p and Veteran 2p). Measured on 2,000 games a row, paired on seed 300000
with the look ahead alone at the turn's start (``bench/bot_strength.py --bot quick --seed 300000
--counter-games 0 --rows <the experienced rows> --against`` a ``--save`` of the default then):
Recruit 2p / 3p / 4p +4.3 [+2.9, +5.8] / +5.3 [+3.5, +7.1] / +6.9 [+4.7, +9.0] points, Veteran +5.5
[+3.3, +7.8] / +6.2 [+3.8, +8.6] / +6.4 [+4.1, +8.7], Heroic 2p +2.0 [+0.0, +4.0], Heroic 3p -0.9
[-2.4, +0.6], Heroic 4p +0.4 [-0.6, +1.3] (Victims rescued +0.13 [+0.07, +0.19]); Victims rescued up in every row. So in the experienced game too the
default bot chooses each turn's first action as ``quick`` does, at about three to four times the cost.
Choosing every later decision of a Heroic turn the same way, among all legal actions on one future each (at
Heroic, whose games are short, the cost is affordable: 3.0 games a CPU second against 5.4), lost, paired on
seed 300000 (1,000 games a row, ``--against``): Heroic 3p -6.8 points [-8.8, -4.8] (4.4% against 11.2%), 4p
-1.4 [-2.5, -0.3], Victims rescued -0.33 and -0.15: at every decision the best of a dozen candidates on one
future is picked by luck too often, where the look ahead weighs only the rules' action against ending.

Cost: in the family game 1.15 to 1.6 times the rules' time (the look ahead is asked only
with 3 or more firefighters); in the experienced game twenty to eighty times the rules' (a
dozen rollouts at each turn's start, two or three at every later decision, and with 3 or
more firefighters the opening search of the team's start); in Golden State Heroes about
twenty times. ``bench/bot_strength.py`` on seed 0 gives 3 to 9 games per CPU second in the
experienced game at 2 to 4 players, the opening search of the team's start included at 3 and
4 (13 to 36 with the look ahead alone at a turn's start) and 119 to 187 in the family game,
against 142 to 226 and 184 to 216 for the rules alone; in Golden State Heroes 4 to 6,
against 85 to 119.
"""

from __future__ import annotations

from engine.actions import Action
from engine.bots.holding import HOLD_MIN_PLAYERS, holds_anywhere, may_hold, searches_first
from engine.bots.search import QuickSearchBot

__all__ = ["HOLD_MIN_PLAYERS", "ReferenceTeam", "holds_anywhere"]


class ReferenceTeam(QuickSearchBot):
    """The default bot: the reference team's rules, ending a turn early where one short rollout says holding the AP
    pays; in the experienced game and Golden State Heroes each turn's first action chosen as the ``quick`` bot does."""

    name = "reference"
    searches = False
    """Its look ahead is fixed (one future a choice): no ``--budget``."""

    def choose_first(self, game) -> Action:
        """The turn's first action: the rules' own, or ``end`` when holding the AP looks better; in the experienced
        game and gsh the ``quick`` bot's choice among every first action (see the module)."""
        if searches_first(game):
            return QuickSearchBot.choose_first(self, game)
        own = self.team_bot.act(game)
        return self.hold_or(game, own) if may_hold(game, own, first=True) else own
