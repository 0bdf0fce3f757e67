"""The ``greedy`` bot: a rules-aware team that plans one step at a time.

Each decision lists what the acting firefighter would like to do, most
urgent first, and plays the first wish that is a legal action:

1. answer a pending decision (stay off a moving vehicle, keep a deck gun roll);
2. carrying or leading a Victim: radio the Ambulance closer when that saves AP
   (experienced), else step toward the nearest rescue space (R-ACT-4) -
   extinguishing Fire on the next space first (a carrier may not enter Fire,
   R-ACT-2) and opening a Closed door on the way (R-ACT-5);
3. on a Victim: treat it first when a Paramedic (then lead it for 1 AP a
   space, R-ACT-12), else pick it up and start carrying;
4. put out a critical threat in reach (R-ACT-6): Fire next to a POI, Victim or
   Hazmat, Smoke on such a space next to Fire (flashover, R-SEC-1), the own
   space on Fire;
5. specialist moves that pay: deck gun on a zone full of Fire (R-ACT-9),
   identify far POI (Imaging Technician), dispose of Hazmat (R-ACT-11);
6. walk toward the best target - the nearest POI or Victim the firefighter is
   closest to among its team (so the team spreads out), or the nearest Fire
   when no POI is left - extinguishing Fire on the way rather than walking
   through it;
7. spend what is left on Fire or flashover-prone Smoke in reach; else end the
   turn (unspent AP are saved, R-TURN-2).

Paths are shortest AP paths on the compiled board
(:class:`engine.bots.paths.PathCache`). The bot reads only the public state
(face-down POI have no identity in the state) and never the dice.
"""

from __future__ import annotations

from engine.actions import Action
from engine.bots.paths import INF, PathCache
from engine.state import (
    CARRY_NONE,
    CARRY_VICTIM,
    DOOR_CLOSED,
    FIRE,
    PHASE_ACTION,
    PHASE_REROLL,
    PHASE_RIDE,
)

END = Action("end")
SPEC_IDS = (
    "paramedic",
    "fire_captain",
    "imaging_technician",
    "cafs_firefighter",
    "hazmat_technician",
    "generalist",
    "rescue_specialist",
    "driver_operator",
)
PARAMEDIC, IMAGING, HAZMAT_TECH, DRIVER = 0, 2, 4, 7

CLAIM_PENALTY = 4
"""Extra AP a firefighter counts for a target a teammate is closer to."""
GUN_THRESHOLD = 4.0
"""Expected threat units (Fire 2, Smoke 1) a deck gun shot must clear to beat hand work (4 AP)."""


class GreedyBot:
    """Rule-of-thumb team play; deterministic given the state (the seed is unused)."""

    name = "greedy"

    def __init__(self, *, seed: int = 0):
        self.seed = seed
        self._paths: PathCache | None = None

    def paths(self, cb) -> PathCache:
        if self._paths is None or self._paths.cb is not cb:
            self._paths = PathCache(cb)
        return self._paths

    def act(self, game) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        allowed = set(legal)
        for wish in Turn(game, self.paths(game.cb)).wishes():
            if wish in allowed:
                return wish
        return END if END in allowed else legal[0]


class Turn:
    """One decision of the acting firefighter: the state it sees and its wishes."""

    __slots__ = ("g", "st", "cb", "paths", "seat", "pos", "passable", "door", "ambulance_rescue", "cols")

    def __init__(self, game, paths: PathCache):
        self.g = game
        self.st = game.st
        self.cb = game.cb
        self.paths = paths
        self.seat = self.st.player
        self.pos = self.st.ff_pos[self.seat]
        self.passable = self.st.passable
        self.door = self.st.door
        self.ambulance_rescue = game.params.rescue == "ambulance"
        self.cols = self.cb.cols

    # ------------------------------------------------------------ helpers

    def cell(self, s: int) -> tuple[int, int]:
        return divmod(s, self.cols)

    def field(self, sources: tuple[int, ...]) -> list[int]:
        return self.paths.field(sources, self.passable, self.door)

    def reach(self, s: int):
        """Spaces Adjacent to ``s`` (R-GEO-3): through passable edges only."""
        passable = self.passable
        return [t for t, e in self.cb.adjacent[s] if passable[e]]

    def rescue_spaces(self) -> tuple[int, ...]:
        if self.ambulance_rescue:
            return tuple(self.cb.ambulance_spots[self.st.ambulance]) if self.st.ambulance >= 0 else ()
        return self.cb.outside_spaces

    def step(self, field: list[int], item: str = "") -> Action | None:
        """The action that brings the firefighter one step down ``field``.

        Opens a Closed door in the way; extinguishes Fire on the next space
        instead of entering it. None when no neighbour is closer.
        """
        st, pos, passable, door = self.st, self.pos, self.passable, self.door
        here = field[pos]
        if here == 0 or here >= INF:
            return None
        best, best_edge = -1, -1
        for t, e in self.cb.adjacent[pos]:
            if passable[e]:
                w = 1
            elif door[e] == DOOR_CLOSED:
                w = 2
            else:
                continue
            if field[t] + w == here and (best < 0 or st.fire[t] < st.fire[best]):
                best, best_edge = t, e
        if best < 0:
            return None
        if not self.passable[best_edge]:
            a, b = self.cb.edge_cells[best_edge]
            return Action("open", self.cell(a), self.cell(b))
        if st.fire[best] == FIRE:
            return Action("ext", self.cell(best))
        return Action("move", self.cell(best), arg=item)

    # ------------------------------------------------------------ wishes

    def wishes(self):
        st = self.st
        if st.phase == PHASE_RIDE:
            yield Action("stay")
            return
        if st.phase == PHASE_REROLL:
            yield Action("keep")
            return
        if st.phase != PHASE_ACTION:
            return
        carrying = st.ff_carry[self.seat] == CARRY_VICTIM
        leading = bool(st.ff_lead[self.seat])
        if carrying or leading:
            yield from self.bring_out(carrying, leading)
        elif st.victims[self.pos] or st.healed[self.pos]:
            yield from self.take_victim()
        yield from self.fight(critical=True)
        yield from self.specialist_moves()
        yield from self.go_to_target()
        yield from self.fight(critical=False)
        yield END

    def bring_out(self, carrying: bool, leading: bool):
        """Carry or lead a Victim to rescue (R-ACT-2, R-ACT-4, R-ACT-12)."""
        if self.ambulance_rescue:
            drive = self.radio_ambulance()
            if drive is not None:
                yield drive
        item = "victim+lead" if carrying and leading else ("victim" if carrying else "lead")
        spaces = self.rescue_spaces()
        if spaces:
            action = self.step(self.field(spaces), item)
            if action is not None:
                yield action

    def take_victim(self):
        """Start bringing out the Victim on the own space (R-ACT-2, R-ACT-11, R-ACT-12)."""
        st = self.st
        if st.healed[self.pos]:
            yield from self.bring_out(False, True)
        if st.ff_spec[self.seat] == PARAMEDIC and st.victims[self.pos]:
            yield Action("treat")
        yield from self.bring_out(True, False)

    def radio_ambulance(self) -> Action | None:
        """Drive the Ambulance toward the spot that saves the carrier the most AP (R-ACT-8)."""
        st, cb = self.st, self.cb
        spots = cb.ambulance_spots
        if st.ambulance < 0 or len(spots) < 2:
            return None
        m, here = len(spots), st.ambulance
        best_k, best_cost = here, 2 * self.field(tuple(spots[here]))[self.pos]
        for k in range(m):
            ring = min((k - here) % m, (here - k) % m)
            cost = 2 * ring + 2 * self.field(tuple(spots[k]))[self.pos]
            if cost < best_cost - 1:
                best_k, best_cost = k, cost
        if best_k == here:
            return None
        direction = "+1" if (best_k - here) % m <= (here - best_k) % m else "-1"
        return Action("drive", arg=f"amb {direction}")

    def threat_score(self, x: int) -> float:
        """How much extinguishing ``x`` once is worth now (R-FIRE-1, R-SEC-1, R-SEC-2, R-SEC-5)."""
        st = self.st
        f = st.fire[x]
        if not f:
            return 0.0
        near = self.reach(x)
        precious = st.poi[x] or st.victims[x] or st.healed[x] or st.hazmat[x]
        if f == FIRE:
            score = 1.0
            if x == self.pos:
                score += 3
            for t in near:
                if st.poi[t] or st.victims[t] or st.healed[t]:
                    score += 3
                if st.hazmat[t]:
                    score += 2
                if t in st.ff_pos:
                    score += 0.5
            return score
        next_to_fire = any(st.fire[t] == FIRE for t in near)
        if precious and next_to_fire:
            return 4.0
        return 1.0 if next_to_fire else 0.2

    def fight(self, critical: bool):
        """Extinguish the worst threat on the own or an Adjacent space (R-ACT-6)."""
        best, best_score = -1, 2.9 if critical else 0.9
        for x in [self.pos, *self.reach(self.pos)]:
            s = self.threat_score(x)
            if s > best_score:
                best, best_score = x, s
        if best >= 0:
            yield Action("ext", self.cell(best))

    def specialist_moves(self):
        """Deck gun, Identify and Dispose when they pay (R-ACT-9, R-ACT-11)."""
        st, cb = self.st, self.cb
        spec = st.ff_spec[self.seat]
        if st.engine >= 0 and self.pos in cb.engine_spots[st.engine]:
            value = self.gun_value()
            if value >= (GUN_THRESHOLD / 2 if spec == DRIVER else GUN_THRESHOLD):
                yield Action("gun")
        if spec == HAZMAT_TECH and st.hazmat[self.pos]:
            yield Action("dispose")
        if spec == IMAGING:
            here = self.field((self.pos,))
            far = [s for s in cb.scene_spaces if st.poi[s] and here[s] > 2]
            if far:
                yield Action("identify", self.cell(min(far, key=lambda s: (here[s], s))))

    def gun_value(self) -> float:
        """Expected Fire (2) and Smoke (1) units a deck gun shot clears (R-ACT-9)."""
        st, cb = self.st, self.cb
        zone = cb.engine_spot_zone[st.engine]
        if zone < 0 or not cb.zone_spaces[zone]:
            return 0.0
        spaces = cb.zone_spaces[zone]
        total = 0
        for z in spaces:
            total += st.fire[z]
            for t in self.reach(z):
                total += st.fire[t]
        return total / len(spaces)

    def targets(self) -> list[int]:
        st = self.st
        return [s for s in range(self.cb.n) if st.poi[s] or st.victims[s] or st.healed[s]]

    def go_to_target(self):
        """Walk toward the best POI or Victim for this firefighter; toward Fire when none is left."""
        st = self.st
        targets = [s for s in self.targets() if s != self.pos]
        if not targets:
            fires = tuple(s for s in self.cb.scene_spaces if st.fire[s] == FIRE)
            if fires:
                action = self.step(self.field(fires))
                if action is not None and not (action.kind == "move" and self.cb.index(*action.cell) in fires):
                    yield action
            return
        best, best_cost, best_field = -1, INF, None
        for p in targets:
            field = self.field((p,))
            mine = field[self.pos]
            if mine >= INF:
                continue
            cost = mine - (1 if st.victims[p] or st.healed[p] else 0)
            for g, other in enumerate(st.ff_pos):
                if g != self.seat and st.ff_carry[g] == CARRY_NONE and not st.ff_lead[g] and field[other] < mine:
                    cost += CLAIM_PENALTY
                    break
            if cost < best_cost or (cost == best_cost and p < best):
                best, best_cost, best_field = p, cost, field
        if best_field is not None:
            action = self.step(best_field)
            if action is not None:
                yield action

