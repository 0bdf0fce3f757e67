"""Water from afar: the deck gun's and a Suppression Blast's dice, turned into the zone, and the splash (R-ACT-9, R-HERO-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.state import EMPTY

if TYPE_CHECKING:
    from engine.game import Game


def flip_into_zone(g: Game, z: int, red: int, black: int) -> tuple[int, int]:
    """Flip each die whose face is outside the zone (R-GEO-6, R-ACT-9)."""
    cb = g.cb
    if red not in cb.zone_red_faces[z]:
        red = cb.red_sides + 1 - red
    if black not in cb.zone_black_faces[z]:
        black = cb.black_sides + 1 - black
    return red, black


def splash(g: Game, z: int, red: int, black: int) -> None:
    """Remove Fire and Smoke on the target and its Adjacent spaces (parameter ``splash_crosses_zone``, R-ACT-9)."""
    st, cb = g.st, g.cb
    t = cb.roll_target(red, black)
    g.emit("deck_gun", cell=g.cells[t] if t >= 0 else None)
    if t < 0:
        return
    fire = st.fire
    hit = [t]
    cross = g.splash_crosses_zone
    for u, e in cb.adjacent[t]:
        if st.passable[e] and (cross or cb.zone_of[u] == z):
            hit.append(u)
    for u in hit:
        if fire[u]:
            fire[u] = EMPTY
            g.emit("extinguish", seat=-1, cell=g.cells[u], now="empty")
