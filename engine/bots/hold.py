"""The ``reference`` bot: the tuned team of :mod:`engine.bots.reference`, holding its AP when a short look ahead says so.

The team's rules (:class:`engine.bots.reference.ReferenceBot`, also playable
alone as ``heuristic``) walk a firefighter into the building as soon as it
has a job there. Strong teams often wait outside instead: they end the turn
at once, keep the AP (R-TURN-2) and go in with twice as many a turn later,
when the fire has shown where it goes. Whether waiting pays cannot be read
off the board (``bench/distil_search.py``: the ``quick`` bot's choices at
family 6p are no easier to fit than always walking in), so the bot looks:

- at the first decision of a turn, with 3 or more firefighters, for a
  firefighter standing outside the building whose rules would move it, and
  only when ending the turn loses no AP to the saving cap
  (``max_saved_ap``);
- it plays both starts once, on the same imagined dice (its own, never the
  real ones, :func:`engine.bots.view.determinize`): the rules' move and
  ending at once, each followed by the rules' play of that turn and the next
  firefighter's, with their fire phases, as the ``quick`` bot does;
- it ends the turn when the fitted win chance (:mod:`engine.bots.value`)
  after ending beats the other by the ``quick`` bot's margin.

The conditions were chosen by paired tests against the rules alone: checking
every move, not only those from outside, was no stronger at family 6p (+9.0
points against +9.2, 400 games, seed 0) and cost more; on 1,000 games a row
of seeds 5000 and up, allowing an end that loses AP to the cap was weaker
(family 6p +6.0 against +8.2, Recruit 4p +2.8 against +3.9), and with 2
players the check lost at Recruit (-2.1 [-4.1, -0.1]), so it is off there.
Confirmed on seeds no choice looked at (``PYTHONPATH=. python
bench/bot_strength.py --bot heuristic --games 0 --counter-games 0 --versus
reference --versus-games 1000 --seed 9000``, family 6p with ``--versus-rows
fire-rescue-family:-:6``), over the rules of that time: family 4p +3.1 points
[+1.0, +5.2], family 6p +11.4 [+8.4, +14.4] (78.3% against 66.9%), Recruit
4p +2.0 [-0.2, +4.2], the rest within 0.3. Since the rules learned to wait
beside Fire themselves (:meth:`engine.bots.reference.RefTurn.safe`), it adds
less on the same seeds: family 4p +1.8 [+0.8, +2.8] (98.1% against 96.3%),
family 6p +1.6 [-0.4, +3.6]; with the win chance of the experienced and
gsh games fitted again to games of those rules (:data:`engine.bots.value.MODELS`),
Recruit 4p +2.1 [-0.6, +4.8], Veteran 4p +0.4 [-0.8, +1.6], Heroic 4p and
both Golden State Heroes Calls at 4p within 0.1; with 2 players the same
games. It costs about 1.4 to 1.5 times the rules' time with 4 to 6
firefighters, and with 2 only its checks.
"""

from __future__ import annotations

from engine.actions import Action
from engine.bots.greedy import END
from engine.bots.search import QuickSearchBot

HOLD_MIN_PLAYERS = 3
"""The fewest firefighters with which the bot considers holding its AP (with 2 it lost at Recruit 2p)."""


class ReferenceTeam(QuickSearchBot):
    """The default bot: the reference team's rules, ending a turn at once outside when one short rollout says it pays."""

    name = "reference"
    searches = False
    """Its look ahead is fixed (one future, two starts): no ``--budget``."""

    def choose_first(self, game) -> Action:
        """The turn's first action: the rules' own, or ``end`` when holding the AP looks better (see the module)."""
        own = self.team_bot.act(game)
        if own.kind != "move" or not self.may_hold(game):
            return own
        seed = self.rng.getrandbits(62)
        self.turns += 1
        if self.rollout(game, END, seed) > self.rollout(game, own, seed) + self.margin + 1e-9:
            self.changed += 1
            return END
        return own

    @staticmethod
    def may_hold(game) -> bool:
        """Whether the seat to play may hold its AP: 3+ firefighters, outside the building, no AP lost to the cap (R-TURN-2)."""
        st = game.st
        seat = st.player
        here = st.ff_pos[seat]
        return (len(st.ff_pos) >= HOLD_MIN_PLAYERS and here >= 0 and not game.cb.scene[here]
                and st.ff_ap[seat] <= game.params.max_saved_ap and game.is_legal(END))
