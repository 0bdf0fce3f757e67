"""A face-down POI's identity, drawn from the pool of POI not yet revealed (R-ACT-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dice import STREAM_POI_IDENTITY

if TYPE_CHECKING:
    from engine.game import Game


def draw_identity(g: Game, s: int) -> bool:
    """Draw a face-down POI's identity from the face-down pool; True for a Victim (R-ACT-3).

    The pool holds every POI not yet revealed, so drawing at reveal time gives
    the same odds as drawing when the POI was placed. The die comes from the
    sub-stream of the POI's space (:meth:`engine.dice.SeededDice.keyed_substream`),
    so a POI keeps its identity in two versions of a Call that reveal POIs in another order.
    """
    st = g.st
    total = st.pool_victims + st.pool_false_alarms
    if total <= 0:
        return False
    g.dice.keyed_substream(STREAM_POI_IDENTITY, s)
    value = g.roll(total, "draw", "reveal", STREAM_POI_IDENTITY)
    if value <= st.pool_victims:
        st.pool_victims -= 1
        return True
    st.pool_false_alarms -= 1
    return False
