"""gsh card effects on one space (R-FIRE-2, R-HERO-4, R-HERO-8): the ``SpaceEffect`` words of ``engine/model/call.py``.

Order of resolution: the target space is chosen first (``roll``: both dice
for a Target space, a roll naming no space rolled again; ``current_player``:
the space of the firefighter at turn; ``nearest_firefighter``: both dice, then
the firefighter nearest that space as the crow flies, ties to the lower seat),
then the effect acts on that space alone, on the firefighters in it in seat
order:

- ``remove_threat``: Fire or Smoke there removed;
- ``knock_down``: every firefighter there Knocked Down (R-SEC-4);
- ``lose_ap`` (Dazed) / ``gain_ap``: every firefighter there loses ``amount``
  AP (as far as it has them) or gains them (held up to the saved cap, R-TURN-2);
- ``heal``: every Victim lying there Healed (R-HERO-4);
- ``place_marker`` / ``remove_marker``: a one-space Call marker put on a space
  without one, or the marker there taken away, a large one whole (R-HERO-8);
- ``reveal_poi``: a face-down POI there turned over (R-ACT-3).

The secondary effects of the Fire card follow as always (``decks.fire_phase``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.dice import STREAM_FIRE
from engine.rules import named_victim
from engine.rules.fire import knock_down_one
from engine.rules.mechanics import removed, take_away
from engine.rules.poi import reveal
from engine.rules.turn import hold_gained_ap
from engine.state import EMPTY

if TYPE_CHECKING:
    from engine.game import Game


def target_space(g: Game, how: str) -> int:
    """The space an effect acts on (see the module docstring; R-FIRE-2)."""
    st, cb = g.st, g.cb
    if how == "current_player":
        return st.ff_pos[st.player]
    t = g.roll_target("card_target", STREAM_FIRE)
    while t < 0:
        t = g.roll_target("card_target", STREAM_FIRE)
    if how == "nearest_firefighter" and st.ff_pos:
        tr, tc = divmod(t, cb.cols)
        best, best_d = -1, -1
        for seat, pos in enumerate(st.ff_pos):
            r, c = divmod(pos, cb.cols)
            d = (r - tr) ** 2 + (c - tc) ** 2
            if best < 0 or d < best_d:
                best, best_d = seat, d
        return st.ff_pos[best]
    return t


def space_effect(g: Game, eff, depth: int) -> None:
    """Do one ``SpaceEffect`` (R-FIRE-2)."""
    st = g.st
    s = target_space(g, eff.target)
    word = eff.effect
    g.emit("card_effect", effect=word, cell=g.cells[s])
    here = [seat for seat, pos in enumerate(st.ff_pos) if pos == s]
    if word == "remove_threat":
        st.fire[s] = EMPTY
    elif word == "knock_down":
        for seat in here:
            knock_down_one(g, seat)
    elif word == "lose_ap":
        for seat in here:
            lost = min(st.ff_ap[seat], eff.amount)
            st.ff_ap[seat] -= lost
            g.emit("dazed", seat=seat, cell=g.cells[s], ap=lost)
    elif word == "gain_ap":
        for seat in here:
            before = st.ff_ap[seat]
            st.ff_ap[seat] += eff.amount
            g.emit("gain_ap", seat=seat, ap=eff.amount)
            hold_gained_ap(g, seat, before)
    elif word == "heal":
        n = st.victims[s]
        if n:
            st.victims[s] = 0
            st.healed[s] += n
            if g.vip_on:
                named_victim.healed_lying(g, s)
            g.emit("heal", seat=-1, cell=g.cells[s])
    elif word == "place_marker":
        kinds = g.mech.kinds if g.mech is not None else []
        if eff.marker in kinds and not st.marks[s]:
            st.marks[s] = kinds.index(eff.marker) + 1
            g.emit("marker_placed", cell=g.cells[s], marker=eff.marker)
    elif word == "remove_marker":
        if st.marks[s]:
            kinds = g.mech.kinds if g.mech is not None else []
            marker = kinds[st.marks[s] - 1] if st.marks[s] <= len(kinds) else ""
            removed(g, -1, s, marker, take_away(g, s))
    elif word == "reveal_poi" and st.poi[s]:
        reveal(g, s)


EFFECTS: dict[str, Callable[[Game, Any, int], None]] = {
    word: space_effect
    for word in ("remove_threat", "knock_down", "lose_ap", "gain_ap", "heal", "place_marker", "remove_marker", "reveal_poi")
}
"""The words this module does, for ``decks.run_effects``."""
