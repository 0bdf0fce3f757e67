"""When a firefighter may hold its AP instead of acting: the question the default bot's look ahead asks.

Strong teams often end a turn early: the AP are kept (R-TURN-2) and spent a
turn later, twice as many, when the fire has shown where it goes. The team's
rules (:class:`engine.bots.heuristic.HeuristicBot`) always act, so the
default bot (:mod:`engine.bots.reference`) and the search bots
(:mod:`engine.bots.search`) ask, by one short rollout, whether ending the
turn now beats the rules' action. This module says when that question is
asked at all: never when ending would lose AP to the saving cap
(``max_saved_ap``) or the free AP the rules' action would spend
(:func:`paid_by_free_ap`), and

- in the experienced game, at every decision of the firefighter's own turn
  after its first, inside the building or out, with any number of
  firefighters (the first action of the turn the default bot chooses among
  all of them, ending the turn included, :func:`searches_first`);
- in Golden State Heroes, at the first decision of a turn, inside or out,
  with any number of firefighters (the default bot goes further there too and
  chooses the first action among all of them, :func:`searches_first`);
- in the family game, only at the first decision of a turn, for a firefighter
  standing outside whose rules would walk it in, with :data:`HOLD_MIN_PLAYERS`
  or more firefighters.

The measurements that chose these lines are in :mod:`engine.bots.reference`.
"""

from __future__ import annotations

from engine.actions import Action
from engine.bots.greedy import END

HOLD_MIN_PLAYERS = 3
"""The fewest firefighters with which the family game's look ahead considers holding AP outside (with 2 it lost)."""

HOLD_ANYWHERE_RULESETS = frozenset({"experienced", "gsh"})
"""The rulesets whose games ask inside the building too and with any number of firefighters (see :mod:`engine.bots.reference`)."""

HOLD_EVERY_DECISION_RULESETS = frozenset({"experienced"})
"""The rulesets whose games ask at every decision of a turn, not only at its first (see :mod:`engine.bots.reference`)."""

SEARCH_FIRST_RULESETS = frozenset({"experienced", "gsh"})
"""The rulesets whose games choose each turn's first action among all of them, by one short rollout each, as the
``quick`` bot does, instead of asking only whether to end the turn (see :mod:`engine.bots.reference`)."""


FIRST_CHOICE_LIMITED_RULESETS = frozenset({"experienced"})
"""The rulesets whose search of a turn's first action leaves out what one future judges by luck and the rules do
better (:meth:`engine.bots.search.SearchBot.candidates`): a Crew Change, and any other start than a deck gun shot the
rules chose (its target is rolled, R-ACT-9). In the experienced game the unlimited search traded the Driver/Operator
away and fired the deck gun less often than the rules; in Golden State Heroes, where a Crew Change brings a hero's
powers, the limits lost. ``docs/bots.md`` ("The look ahead's limits, measured") records the counts and paired tests."""


def limits_first_choice(game) -> bool:
    """Whether the search of a turn's first action in ``game`` leaves out what the rules do better (experienced)."""
    return game.call.ruleset.name in FIRST_CHOICE_LIMITED_RULESETS


def searches_first(game) -> bool:
    """Whether the default bot chooses the first action of each turn of ``game`` among all of them (experienced, gsh)."""
    return game.call.ruleset.name in SEARCH_FIRST_RULESETS


def asks_every_decision(game) -> bool:
    """Whether ``game`` asks the look ahead at every decision of a turn (experienced), not only at its first."""
    return game.call.ruleset.name in HOLD_EVERY_DECISION_RULESETS


def holds_anywhere(game) -> bool:
    """Whether ``game`` asks the look ahead inside the building too (experienced, gsh), not only outside (family)."""
    return game.call.ruleset.name in HOLD_ANYWHERE_RULESETS


def paid_by_free_ap(game, own: Action) -> bool:
    """Whether the seat to play pays ``own`` from its free specialist AP alone (R-ACT-11).

    Free AP (the CAFS Firefighter's extinguish AP, the Rescue Specialist's move
    AP, the Fire Captain's Command AP) are lost at the turn's end, never saved
    (R-TURN-2), so ending the turn instead of such an action keeps nothing. The
    action is tried on a copy with dice of its own: only the AP are read.
    ``docs/bots.md`` ("The look ahead's limits, measured") records what
    weighing such actions against a held turn cost.
    """
    st = game.st
    seat = st.player
    if not st.ff_free[seat]:
        return False
    trial = game.clone(seed=0)
    trial.apply(own)
    return trial.st.ff_ap[seat] == st.ff_ap[seat] and trial.st.ff_free[seat] < st.ff_free[seat]


def may_hold(game, own: Action, first: bool) -> bool:
    """Whether the seat to play may end its turn now instead of playing the rules' action ``own``.

    ``first``: this is the turn's first decision. Never when ``own`` already
    ends the turn or fires the deck gun (its target is rolled, R-ACT-9: one
    future judges one landing), when ending is not legal (R-TURN-3), when it would lose
    AP to the saving cap (R-TURN-2), or when ``own`` costs only free AP, which
    ending would lose (:func:`paid_by_free_ap`); in the family game see the
    module. Holding in the first rounds at Heroic, while the setup's cluster
    still explodes, was measured within noise, so the look ahead decides
    there as everywhere (``docs/bots.md``, "The look ahead's limits, measured").
    """
    if own.kind in ("end", "gun"):
        return False
    st = game.st
    seat = st.player
    if game.current_seat != seat:
        return False
    ruleset = game.call.ruleset.name
    if not first and ruleset not in HOLD_EVERY_DECISION_RULESETS:
        return False
    if ruleset not in HOLD_ANYWHERE_RULESETS:
        here = st.ff_pos[seat]
        if own.kind != "move" or len(st.ff_pos) < HOLD_MIN_PLAYERS or here < 0 or game.cb.scene[here]:
            return False
    if st.ff_ap[seat] > game.max_saved_ap or not game.is_legal(END):
        return False
    return not paid_by_free_ap(game, own)
