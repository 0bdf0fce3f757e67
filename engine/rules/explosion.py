"""Explosions, shockwaves and wall damage (R-EXPL, R-ACT-7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import DOOR, WALL
from engine.rules.turn import check_end
from engine.state import DOOR_CLOSED, DOOR_GONE, DOOR_OPEN, FIRE

if TYPE_CHECKING:
    from engine.game import Game


def damage_wall(g: Game, e: int) -> None:
    """Put one Damage on wall edge ``e`` from the supply; 2 Damage destroy it (R-ACT-7, R-END-3)."""
    st = g.st
    st.wall[e] += 1
    st.damage += 1
    if st.wall[e] >= 2:
        st.passable[e] = 1
    g.emit("damage", edge=g.edgeof(e), damage=st.wall[e])
    check_end(g)


def destroy_door(g: Game, e: int) -> None:
    """Remove a door: it no longer blocks and uses no Damage (R-EXPL-2)."""
    st = g.st
    st.door[e] = DOOR_GONE
    st.passable[e] = 1
    g.emit("door_destroyed", edge=g.edgeof(e))


def set_fire(g: Game, s: int) -> None:
    """Place Fire on ``s`` (Smoke flips to Fire), also outside the scene (R-EXPL-3)."""
    g.st.fire[s] = FIRE
    g.emit("fire", cell=g.cells[s])


def explode(g: Game, target: int) -> None:
    """An Explosion at ``target``: each of the 4 directions separately (R-EXPL-1, R-EXPL-2, R-EXPL-3).

    In a direction, the edge is handled first: an undestroyed wall takes 1
    Damage and a Closed door is removed, and the blast stops; an Open door is
    removed and the blast goes on, as through a Destroyed wall, a removed door
    or no wall. The board's outer edge stops it. The next space gets Fire if it
    has none (and the blast stops); a Fire space passes a Shockwave on in the
    same direction.

    With the parameter ``shockwave_detonates_hazmat`` (gsh, R-EXPL-4), a
    Shockwave that reaches a space with Hazmat stops there (placing Fire if the
    space has none), the first Fire space it starts in included; after this Explosion, that Hazmat is removed (to the lost
    spot, R-SEC-2) and another Explosion happens on its space.

    gsh: a blast or Shockwave stops before an edge of a space holding a Call
    marker that blocks fire, leaving the edge as it is (R-HERO-8, see ``fire.adjacent_to_fire``).

    Notes
    -----
    The Explosions that Shockwaves set off are done depth first: all that one
    sets off, and theirs, before the next Hazmat its parent reached, each
    Hazmat looked at when its turn comes. They wait on an explicit stack, not
    in nested calls, so that a chain of any length (one per Hazmat on the
    board) cannot exhaust Python's recursion limit.
    """
    stack = _blast(g, target)
    if not stack:
        return
    stack.reverse()
    st = g.st
    while stack:
        t = stack.pop()
        if st.hazmat[t]:
            st.hazmat[t] -= 1
            st.hazmat_removed += 1
            g.emit("hazmat_explosion", cell=g.cells[t], by="shockwave")
            found = _blast(g, t)
            found.reverse()
            stack.extend(found)


def _blast(g: Game, target: int) -> list[int]:
    """One Explosion's 4 directions (see :func:`explode`); the Hazmat spaces its Shockwaves reached, in order (R-EXPL-4)."""
    cb, st = g.cb, g.st
    g.emit("explosion", cell=g.cells[target])
    fire = st.fire
    walled = g.fire_walls
    marks, block = st.marks, g.mark_fire
    detonates = g.shockwave_detonates_hazmat
    detonate: list[int] = []
    for d in range(4):
        s = target
        while True:
            k = s * 4 + d
            t = cb.nbr[k]
            if t < 0 or (walled and (block[marks[s]] or block[marks[t]])):
                break
            e = cb.edge[k]
            kind = cb.edge_kind[e]
            if kind == WALL and st.wall[e] < 2:
                damage_wall(g, e)
                break
            if kind == DOOR:
                ds = st.door[e]
                if ds == DOOR_CLOSED:
                    destroy_door(g, e)
                    break
                if ds == DOOR_OPEN:
                    destroy_door(g, e)
            wave = s != target
            if not wave and fire[t] == FIRE:  # the Shockwave starts in the first Fire space (R-EXPL-3)
                g.emit("shockwave", cell=g.cells[t], direction="NESW"[d])
                wave = True
            if detonates and wave and st.hazmat[t]:
                if fire[t] != FIRE:
                    set_fire(g, t)
                detonate.append(t)
                break
            if fire[t] != FIRE:
                set_fire(g, t)
                break
            s = t
    return detonate
