"""The ``reference`` bot: the tuned team of :mod:`engine.bots.heuristic`, holding its AP where a short look ahead says so.

The team's rules (:class:`engine.bots.heuristic.HeuristicBot`, also playable
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
  Recruit (``docs/bots.md``, "The margins and horizons", has the measurements);
- in the experienced game, before it ends the turn it plays a third line on
  the same dice: the rules' action, then the turn ended at once. When that
  one is not beaten either, it acts: the action is worth its AP even if the
  rest of the turn the rules would play is not, and the next decision asks
  again.

It costs 1.15 to 1.6 times the rules' time in the family game (asked only with 3 or more
firefighters), twenty to eighty times in the experienced game and about twenty times in Golden
State Heroes. Where it is asked, the margins and the behaviour counters it leaves unmet were
chosen by paired playtests; ``docs/bots.md`` ("The look ahead") records them.
"""

from __future__ import annotations

from engine.actions import Action
from engine.bots.holding import HOLD_MIN_PLAYERS, holds_anywhere, may_hold, searches_first
from engine.bots.search import QuickSearchBot

__all__ = ["HOLD_MIN_PLAYERS", "ReferenceBot", "holds_anywhere"]


class ReferenceBot(QuickSearchBot):
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
