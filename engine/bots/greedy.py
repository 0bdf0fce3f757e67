"""The ``greedy`` bot: a rules-aware team that plans one step at a time.

Each decision lists what the acting firefighter would like to do, most
urgent first (:meth:`Turn.wishes`), and plays the first wish that is a legal
action:

1. answer a pending decision (stay off a moving vehicle, keep a deck gun roll);
2. carrying or leading a Victim: radio the Ambulance closer when that saves AP
   (experienced), else step toward the nearest rescue space (R-ACT-4),
   extinguishing Fire on the next space first (a carrier may not enter Fire,
   R-ACT-2) and opening a Closed door on the way (R-ACT-5). A Victim is never
   dropped: short of AP, the carrier saves them for the next turn;
3. on a Victim: treat it first when a Paramedic (then lead it for 1 AP a
   space, R-ACT-12), else pick it up and start carrying;
4. put out a critical threat in reach (R-ACT-6): Fire next to a POI, Victim or
   Hazmat, Smoke on such a space next to Fire (flashover, R-SEC-1), the own
   space on Fire. Fire next to Fire is removed at once, since its Smoke would
   flash back over;
5. specialist moves that pay: deck gun on a zone full of Fire (R-ACT-9; the
   Driver/Operator works the Engine), identify far POI (Imaging Technician),
   dispose of Hazmat (R-ACT-11);
6. the best job by worth over AP distance: the POI or Victim the team's
   assignment gives this firefighter (nearest pairs first, one each), one of
   the nearest Fires weighted by its danger (Victims and Hazmat next to it,
   walls it would damage in an explosion), one of the nearest Smokes (as
   dangerous as Fire when next to Fire, since the flashover turns it, else
   by the size of its Smoke patch, which burns whole once lit), or bringing
   the Engine's deck gun to bear. Fire and Smoke clearly nearer to a free
   teammate are left to that teammate;
7. spend what is left on Fire, flashover-prone Smoke or Smoke patches in
   reach; then, for a Fire Captain, Command AP on a teammate's next step
   (R-ACT-11); else end the
   turn (unspent AP are saved, R-TURN-2), never on Fire or Smoke when it can
   be helped (the next fire phase would knock the firefighter down, R-SEC-4).

Paths are shortest AP paths on the compiled board
(:class:`engine.bots.paths.PathCache`). The bot reads only the public state
(face-down POI have no identity in the state) and never the dice. Its
numbers (the module constants) were tuned by paired playtests of the bundled
Calls: ``bench/bot_compare.py`` plays two bots (or one with a constant
changed, ``--set NAME=VALUE``) on the same seeds and prints the paired
difference in win rate with its 95% interval; a change is kept when that
interval says it helps.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar, Final

from engine.actions import NO_CELL, Action
from engine.board import WALL, CompiledBoard
from engine.bots.paths import INF, PathCache
from engine.state import (
    CARRY_NONE,
    CARRY_VICTIM,
    DOOR_CLOSED,
    FIRE,
    PHASE_ACTION,
    PHASE_REROLL,
    PHASE_RIDE,
    SMOKE,
)

if TYPE_CHECKING:
    from engine.game import Game

END = Action("end")
PARAMEDIC, FIRE_CAPTAIN, IMAGING, HAZMAT_TECH, RESCUE_SPEC, DRIVER = 0, 1, 2, 4, 6, 7
"""Specialist indices, as in :data:`engine.model.ruleset.SPECIALISTS`."""

IDENTIFY_DISTANCE = 4
"""The Imaging Technician identifies face-down POI further than this (AP)."""
STICKINESS = 1.5
"""AP of preference a firefighter keeps for the target it chose before (counted in half AP)."""
NEAREST_FIRES = 6
"""Fires a firefighter weighs as jobs: the nearest ones (AP distance)."""
VICTIM_VALUE, POI_VALUE, FIRE_VALUE = 10.0, 7.8, 6.0
"""Worth of reaching a Victim, a face-down POI, and of putting out one unit of Fire danger."""
WALL_DANGER, OUTER_WALL_DANGER = 0.6, 0.3
"""Fire danger of each standing wall next to a Fire (inner, outer): an explosion there
uses one Damage (R-EXPL-2, R-END-3)."""
CLAIM_MARGIN = 2
"""A Fire or Smoke job is left to a free teammate more than this many AP nearer to it."""
AMBULANCE_FIRE_VALUE = 4.0
"""``FIRE_VALUE`` when rescues need the Ambulance (experienced): there the fire starts larger and each
rescue takes longer, and paired playtests favour rescuing over fire fighting."""
OPERATOR_THRESHOLD = 2.0
"""Expected threat units cleared for the operator to bother with the deck gun."""
GUN_WEIGHT = 1.0
"""Worth of one expected threat unit cleared by the deck gun, relative to Fire danger."""
SMOKE_CLUSTER, SMOKE_CAP = 1.0, 2.0
"""Worth of removing one Smoke, per space of its Smoke patch (the patch burns whole once Fire reaches
it, R-SEC-1), and its cap, in units of Fire danger."""
GUN_THRESHOLD = 6.0
"""Expected threat units (Fire 2, Smoke 1) a deck gun shot must clear to beat hand work (4 AP)."""




def _fresh(seen: bytes, now: bytearray) -> bytes:
    """``seen`` when it equals ``now``, else a ``bytes`` copy of ``now`` (comparing costs less than copying).

    >>> seen = b"\\x00\\x02"
    >>> _fresh(seen, bytearray(seen)) is seen, _fresh(seen, bytearray(b"\\x01\\x02"))
    (True, b'\\x01\\x02')
    """
    return seen if seen == now else bytes(now)


def marked(a: bytes, b: bytes, c: bytes) -> list[int]:
    """Spaces where any of the byte layers ``a``, ``b``, ``c`` is non-zero, ascending.

    >>> marked(bytes([0, 1, 0]), bytes([0, 0, 2]), bytes(3))
    [1, 2]
    """
    return [s for s in range(len(a)) if a[s] or b[s] or c[s]]


def spaces_holding(layer: bytes, value: int, spaces: tuple[int, ...]) -> list[int]:
    """The ``spaces`` whose byte in ``layer`` is ``value`` (``FIRE``, ``SMOKE``...), in their order.

    >>> spaces_holding(bytes([0, 2, 1, 2]), FIRE, (0, 1, 3))
    [1, 3]
    """
    return [s for s in spaces if layer[s] == value]


class TeamMemory:
    """What the team carries from one decision to the next.

    ``targets`` is the team's own plan: seat -> the POI or Victim it last went
    for (public to the team). The rest is what the bot worked out from the
    public state and may reuse while that part of the state is unchanged, as
    most decisions of a turn change little: the marker layers themselves, the
    scene's Fires, the POI and Victims, and the Smoke patch sizes
    (:meth:`Turn.smoke_sizes`). Reuse never changes a decision.
    """

    __slots__ = ("targets", "smoke", "smoke_key", "layers", "fires", "fires_seen", "marked", "marked_seen")

    def __init__(self) -> None:
        self.targets: dict[int, int] = {}
        self.layers: list[bytes] = [b""] * 7
        """The marker layers of the last decision (:class:`Turn`), reused while the state's are equal."""
        self.fires: list[int] = []
        self.fires_seen: tuple[CompiledBoard | None, bytes] = (None, b"")
        """Scene Fires (:meth:`Turn.scene_fires`) and the board and Fire layer they were found in."""
        self.marked: list[int] = []
        self.marked_seen: tuple[bytes, bytes, bytes] = (b"", b"", b"")
        """POI and Victims (:meth:`Turn.targets`) and the layers they were found in."""
        self.smoke: dict[int, int] = {}
        self.smoke_key: tuple[CompiledBoard | None, bytes, bytes] = (None, b"", b"")
        """Smoke patch sizes and the board, Fire layer and passable edges they were found with."""


def pick_team(order: tuple[str, ...], allowed: tuple[str, ...], players: int) -> list[str] | None:
    """One specialist per seat, taken from ``allowed`` in the preference ``order``; None when too few are allowed.

    >>> pick_team(("generalist", "paramedic"), ("paramedic", "generalist"), 2)
    ['generalist', 'paramedic']
    """
    picks = [name for name in order if name in allowed][:players]
    return picks if len(picks) == players else None


class GreedyBot:
    """Rule-of-thumb team play; deterministic given the state (the seed is unused)."""

    name = "greedy"
    TEAM: ClassVar[tuple[str, ...]] = (
        "generalist",
        "rescue_specialist",
        "cafs_firefighter",
        "fire_captain",
        "hazmat_technician",
        "paramedic",
        "driver_operator",
        "imaging_technician",
    )
    """The specialists this team plays best with, first the best (R-ACT-10, R-ACT-11): measured
    by playtests of the experienced Call at 2 and 4 players (``callforge playtest ... --specialists``);
    at 2 players the Generalist and Rescue Specialist win about 31% of Recruit games where the
    Paramedic and Fire Captain win 9%."""

    @classmethod
    def team(cls, allowed: tuple[str, ...], players: int) -> list[str] | None:
        """The specialists to play, one per seat, taken from ``allowed`` in the order of :attr:`TEAM`.

        None when ``allowed`` has too few for every seat (the engine's default then applies).

        >>> GreedyBot.team(("paramedic", "generalist", "cafs_firefighter"), 2)
        ['generalist', 'cafs_firefighter']
        """
        return pick_team(cls.TEAM, allowed, players)

    def __init__(self, *, seed: int = 0):
        self.seed = seed
        self._paths: PathCache | None = None
        self.memory = TeamMemory()

    def paths(self, cb: CompiledBoard) -> PathCache:
        if self._paths is None or self._paths.cb is not cb:
            self._paths = PathCache(cb)
        return self._paths

    def act(self, game: Game) -> Action:
        if game.heroes_on or game.mechanics_on:  # gsh: forging, Boosts, Call markers (R-HERO-1, R-HERO-2, R-HERO-8)
            from engine.bots.heroes import hero_choice

            choice = hero_choice(game)
            if choice is not None and game.is_legal(choice):
                return choice
        if game.legal_count() == 1:  # generates every legal action once; is_legal then looks them up
            return game.legal_actions()[0]
        is_legal = game.is_legal
        for wish in Turn(game, self.paths(game.cb), self.memory).wishes():
            if is_legal(wish):
                return wish
        return END if is_legal(END) else game.legal_actions()[0]


def action(kind: str, cell: tuple[int, int] = NO_CELL, cell2: tuple[int, int] = NO_CELL, arg: str = "", seat: int = -1) -> Action:
    """The interned :class:`Action`: bots ask for the same few hundred actions over and over.

    >>> action("move", (1, 2)) is action("move", (1, 2))
    True
    """
    key = (kind, cell, cell2, arg, seat)
    found = _ACTIONS.get(key)
    if found is None:
        found = _ACTIONS[key] = Action(kind, cell, cell2, arg, seat)
    return found


_NO_PAIR: Final = 1 << 40
"""Rank of a (firefighter, target) pair that cannot be taken: above any real one."""

_ACTIONS: dict[tuple[str, tuple[int, int], tuple[int, int], str, int], Action] = {}
_AT: dict[str, dict[str, dict[int, Action]]] = {}
"""Kind -> arg -> (board columns, space, space2) as one int -> the interned action (:meth:`Turn.at`)."""


class Turn:
    """One decision of the acting firefighter: the state it sees and its wishes.

    The marker layers the bot reads (``fire``, ``poi``, ``victims``...) are
    copied from the state as ``bytes`` once per decision: the state holds
    still while the decision is made, and reading ``bytes`` is a primitive
    for the compiled engine where ``bytearray`` is a generic call. A Turn for
    a teammate (``seat``) shares the copies of the Turn it is made from.
    """

    __slots__ = (
        "g", "st", "cb", "paths", "seat", "pos", "ambulance_rescue", "cols", "ap", "memory", "open",
        "fire", "poi", "victims", "healed", "hazmat", "debris", "wall", "passable", "door",
    )

    def __init__(self, game: Game, paths: PathCache, memory: TeamMemory | None = None,
                 seat: int | None = None, ap: int | None = None, like: Turn | None = None):
        self.memory = TeamMemory() if memory is None else memory
        st = game.st
        if like is None:
            paths.sync(st.passable, st.door)  # the state holds still while this decision is made
            self.passable, self.door = paths.edges()
            self.open = paths.neighbours()
            seen = self.memory.layers  # most layers are as the last decision saw them
            self.fire = seen[0] = _fresh(seen[0], st.fire)
            self.poi = seen[1] = _fresh(seen[1], st.poi)
            self.victims = seen[2] = _fresh(seen[2], st.victims)
            self.healed = seen[3] = _fresh(seen[3], st.healed)
            self.hazmat = seen[4] = _fresh(seen[4], st.hazmat)
            self.debris = seen[5] = _fresh(seen[5], st.debris)
            self.wall = seen[6] = _fresh(seen[6], st.wall)
        else:
            self.fire, self.poi, self.victims = like.fire, like.poi, like.victims
            self.healed, self.hazmat, self.debris = like.healed, like.hazmat, like.debris
            self.wall, self.passable, self.door = like.wall, like.passable, like.door
            self.open = like.open
        self.g = game
        self.st = st
        self.cb = game.cb
        self.paths = paths
        self.seat = st.player if seat is None else seat
        self.pos = st.ff_pos[self.seat]
        self.ambulance_rescue = game.params.rescue == "ambulance"
        self.cols = self.cb.cols
        self.ap = st.ff_ap[self.seat] + st.ff_free[self.seat] if ap is None else ap
        if ap is None and game.heroes_on:  # gsh heroes: free movement AP (R-HERO-1)
            self.ap += st.hx_move[self.seat]

    # ------------------------------------------------------------ helpers

    def cell(self, s: int) -> tuple[int, int]:
        return divmod(s, self.cols)

    def at(self, kind: str, s: int, s2: int = -1, arg: str = "") -> Action:
        """:func:`action` on space ``s`` (and ``s2``), looked up by ints: the actions bots ask for most."""
        by_arg = _AT.get(kind)
        if by_arg is None:
            by_arg = _AT[kind] = {}
        table = by_arg.get(arg)
        if table is None:
            table = by_arg[arg] = {}
        code = (self.cols * 65536 + s) * 65536 + s2 + 1
        found = table.get(code)
        if found is None:
            found = table[code] = action(kind, self.cell(s), self.cell(s2) if s2 >= 0 else NO_CELL, arg)
        return found

    def field(self, sources: tuple[int, ...]) -> list[int]:
        return self.paths.get(sources)

    def reach(self, s: int) -> list[int]:
        """Spaces Adjacent to ``s`` (R-GEO-3): through passable edges only."""
        return self.open[s]

    def rescue_spaces(self) -> tuple[int, ...]:
        if self.ambulance_rescue:
            spaces = tuple(self.cb.ambulance_spots[self.st.ambulance]) if self.st.ambulance >= 0 else ()
            mech = self.g.mech
            if mech is not None and self.g.rescue_extra:  # gsh: the Call's rescue vehicles and places too (R-HERO-6)
                mask = mech.rescue_mask
                spaces += tuple(s for s in range(self.cb.n) if mask[s])
            return spaces
        return self.cb.outside_spaces

    def step(self, field: list[int], item: str = "") -> list[Action]:
        """The action that brings the firefighter one step down ``field``.

        Opens a Closed door in the way; clears Debris from this space or the
        next; extinguishes Fire on the next space instead of entering it.
        None when no neighbour is closer.
        """
        pos, passable, door, fire, debris = self.pos, self.passable, self.door, self.fire, self.debris
        here = field[pos]
        if here == 0 or here >= INF:
            return []
        best, best_edge = -1, -1
        for t, e in self.cb.adjacent[pos]:
            if passable[e]:
                w = 1
            elif door[e] == DOOR_CLOSED:
                w = 2
            else:
                continue
            if field[t] + w == here and (best < 0 or fire[t] < fire[best]):
                best, best_edge = t, e
        if best < 0:
            return []
        if debris[pos] or debris[best]:  # nobody enters or leaves a space with Debris (R-ACT-13)
            return [self.at("clear", pos if debris[pos] else best)]
        if not passable[best_edge]:
            if self.opens_onto_fire(pos, best):
                return [END]  # an opened door would leave us next to that Fire through the fire phase (R-SEC-4)
            a, b = self.cb.edge_cells[best_edge]
            return [self.at("open", a, b)]
        if fire[best] == FIRE:
            return self.extinguish(best)
        cost = 2 if item in ("victim", "victim+lead") else 1
        if self.stops_short(best, self.ap - cost) and self.safe(pos):
            return [END]  # do not end the turn where the fire phase may knock us down (R-SEC-1, R-SEC-4)
        return [self.at("move", best, arg=item)]

    def teammates(self) -> tuple[list[bool], list[list[int]]]:
        """Where the other firefighters stand or reach, and the distance rows of those free to take a job.

        Fire and Smoke next to a teammate, or clearly nearer to a free one,
        are left to that teammate (:meth:`mine`).
        """
        st = self.st
        near_others = [False] * self.cb.n
        for g, p in enumerate(st.ff_pos):
            if g != self.seat:
                near_others[p] = True
                for t in self.reach(p):
                    near_others[t] = True
        mates = [self.paths.row(p) for g, p in enumerate(st.ff_pos)
                 if g != self.seat and st.ff_carry[g] == CARRY_NONE and not st.ff_lead[g]]
        return near_others, mates

    def opens_onto_fire(self, pos: int, s: int) -> bool:
        """Whether to end the turn (keeping the AP) rather than open the door from ``pos`` to Fire on ``s``."""
        return False

    def stops_short(self, s: int, left: int) -> bool:
        """Whether to end the turn (keeping the AP) rather than step onto ``s`` with ``left`` AP after the step."""
        return left < 1 and not self.safe(s)

    def fire_beside(self, s: int) -> bool:
        """Whether Fire stands on a space Adjacent to ``s`` (through a passable edge, R-GEO-3)."""
        fire = self.fire
        for t in self.open[s]:  # noqa: SIM110 (hot path)
            if fire[t] == FIRE:
                return True
        return False

    def safe(self, s: int) -> bool:
        """Whether ending a turn on ``s`` is reasonably safe: no Fire or Smoke there (R-FIRE-1, R-SEC-1)."""
        return not self.fire[s]

    # ------------------------------------------------------------ wishes

    def wishes(self) -> Iterator[Action]:
        """Everything this firefighter would like to do now, most urgent first."""
        st = self.st
        commander = st.ff_spec[self.seat] == FIRE_CAPTAIN and st.ff_free[self.seat] > 0 and self.seat == st.player
        for wish in self.own_wishes():
            if wish is END and commander:
                yield from self.commands()
            yield wish

    def commands(self) -> Iterator[Action]:
        """Fire Captain: spend Command AP on a teammate's next step or door (R-ACT-11).

        The teammate's own first wish is taken when it is a move or a door;
        anything else (extinguishing, driving) it must do itself.
        """
        st = self.st
        for other in range(len(st.ff_pos)):
            if other == self.seat:
                continue
            mate = self.mate(other, st.ff_free[self.seat])
            for wish in mate.own_wishes():
                if wish.kind in ("move", "open"):
                    yield action("cmd-" + wish.kind, wish.cell, wish.cell2, wish.arg, other)
                break

    def mate(self, seat: int, ap: int) -> Turn:
        """The decision of teammate ``seat`` with ``ap`` AP, by this team's rules (for the Fire Captain's commands)."""
        return Turn(self.g, self.paths, self.memory, seat=seat, ap=ap, like=self)

    def pending(self) -> Iterator[Action]:
        """The answer to a decision outside the action phase: stay off a moving vehicle, keep a deck gun roll."""
        phase = self.st.phase
        if phase == PHASE_RIDE:
            yield action("stay")
        elif phase == PHASE_REROLL:
            yield action("keep")

    def own_wishes(self) -> Iterator[Action]:
        st = self.st
        if st.phase != PHASE_ACTION:
            yield from self.pending()
            return
        carrying = st.ff_carry[self.seat] == CARRY_VICTIM
        leading = bool(st.ff_lead[self.seat])
        if carrying or leading:
            # Never drop a Victim: when the next carrying step is out of reach, fight or save AP.
            yield from self.bring_out(carrying, leading)
            yield from self.fight(critical=not st.ff_free[self.seat])
            yield END
            return
        if self.victims[self.pos] or self.healed[self.pos]:
            # Stay with the Victim: when it cannot be carried this turn, fight or save AP for the next.
            yield from self.take_victim()
            yield from self.fight(critical=not st.ff_free[self.seat])
            yield END
            return
        yield from self.fight(critical=True)
        yield from self.specialist_moves()
        if self.is_operator():
            yield from self.operate_engine()
        yield from self.do_job()
        yield from self.fight(critical=False)
        yield END

    def is_operator(self) -> bool:
        """Whether this firefighter works the Engine: the Driver/Operator (deck gun at 2 AP, R-ACT-11)."""
        return self.st.engine >= 0 and self.st.ff_spec[self.seat] == DRIVER

    def operate_engine(self) -> Iterator[Action]:
        """Bring the Engine to the zone where the deck gun clears most and fire it (R-ACT-8, R-ACT-9).

        Zones with a firefighter in them cannot be shot and are skipped. On
        the Engine, the operator waits (saving AP) rather than walk away when
        the gun is out of AP.
        """
        st, cb = self.st, self.cb
        spots = cb.engine_spots
        m, at = len(spots), st.engine
        occupied = {cb.zone_of[p] for p in st.ff_pos}
        values = [0.0 if cb.engine_spot_zone[k] in occupied else self.gun_value(k) for k in range(m)]
        best = max(range(m), key=lambda k: (values[k] - 0.5 * min((k - at) % m, (at - k) % m), -k))
        if values[best] < OPERATOR_THRESHOLD:
            return
        if self.pos not in spots[at]:
            yield from self.step(self.field(tuple(spots[at])))
            return
        if best == at:
            yield action("gun")
            yield END
            return
        step = 1 if (best - at) % m <= (at - best) % m else -1
        yield action("drive", self.cell(spots[(at + step) % m][0]), arg=f"eng {step:+d}")
        yield END

    def bring_out(self, carrying: bool, leading: bool) -> Iterator[Action]:
        """Carry or lead a Victim to rescue (R-ACT-2, R-ACT-4, R-ACT-12)."""
        if self.ambulance_rescue:
            drive = self.radio_ambulance()
            if drive is not None:
                yield drive
        item = "victim+lead" if carrying and leading else ("victim" if carrying else "lead")
        spaces = self.rescue_spaces()
        if spaces:
            yield from self.step(self.field(spaces), item)

    def take_victim(self) -> Iterator[Action]:
        """Start bringing out the Victim on the own space (R-ACT-2, R-ACT-11, R-ACT-12)."""
        st = self.st
        if self.healed[self.pos]:
            yield from self.bring_out(False, True)
        if st.ff_spec[self.seat] == PARAMEDIC and self.victims[self.pos]:
            yield action("treat")
        if self.g.heroes_on and self.victims[self.pos]:  # gsh: a hero allowed to Heal leads instead of carrying (R-HERO-4)
            yield action("heal")
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
        return action("drive", arg=f"amb {direction}")

    def threat_score(self, x: int) -> float:
        """How much extinguishing ``x`` once is worth now (R-FIRE-1, R-SEC-1, R-SEC-2, R-SEC-5)."""
        fire = self.fire
        f = fire[x]
        if not f:
            return 0.0
        near = self.reach(x)
        poi, victims, healed, hazmat = self.poi, self.victims, self.healed, self.hazmat
        precious = poi[x] or victims[x] or healed[x] or hazmat[x]
        if f == FIRE:
            score = 1.0
            if x == self.pos:
                score += 3
            ff_pos = self.st.ff_pos
            for t in near:
                if poi[t] or victims[t] or healed[t]:
                    score += 3
                if hazmat[t]:
                    score += 2
                if t in ff_pos:
                    score += 0.5
            return score
        next_to_fire = False
        for t in near:
            if fire[t] == FIRE:
                next_to_fire = True
                break
        if precious and next_to_fire:
            return 4.0
        if next_to_fire:
            return 1.0
        return max(0.2, SMOKE_CLUSTER * self.smoke_sizes().get(x, 0))

    def smoke_sizes(self) -> dict[int, int]:
        """Scene Smoke space -> size of its Smoke patch (Adjacent Smoke, R-GEO-3).

        A patch burns whole once Fire reaches any of it (R-FIRE-1, R-SEC-1),
        so large patches are worth breaking up before they catch. The sizes
        are kept in the team's memory until Fire, Smoke or walls change.
        """
        memory, cb, fire = self.memory, self.cb, self.fire
        board, seen_fire, seen_passable = memory.smoke_key
        if board is cb and seen_fire is fire and seen_passable is self.passable:  # the same objects while unchanged
            return memory.smoke
        scene, reach = cb.scene, self.open
        sizes: dict[int, int] = {}
        for x in spaces_holding(fire, SMOKE, cb.scene_spaces):
            if x in sizes:
                continue
            patch, todo = [x], [x]
            while todo:
                y = todo.pop()
                for t in reach[y]:
                    if fire[t] == SMOKE and scene[t] and t not in patch:
                        patch.append(t)
                        todo.append(t)
            for y in patch:
                sizes[y] = len(patch)
        memory.smoke, memory.smoke_key = sizes, (cb, fire, self.passable)
        return sizes

    def scene_fires(self) -> list[int]:
        """Spaces of the scene on Fire, ascending; kept in the team's memory while the Fire layer is the same object.

        :class:`Turn` reuses the last decision's layer object while its content is unchanged,
        so an identity check is enough.
        """
        memory, cb, fire = self.memory, self.cb, self.fire
        board, seen = memory.fires_seen
        if board is not cb or seen is not fire:
            memory.fires, memory.fires_seen = spaces_holding(fire, FIRE, cb.scene_spaces), (cb, fire)
        return memory.fires

    def targets(self) -> list[int]:
        """Spaces with a POI or a Victim, ascending; kept like :meth:`scene_fires`."""
        memory, poi, victims, healed = self.memory, self.poi, self.victims, self.healed
        a, b, c = memory.marked_seen
        if a is not poi or b is not victims or c is not healed:
            memory.marked, memory.marked_seen = marked(poi, victims, healed), (poi, victims, healed)
        return memory.marked

    def smoke_danger(self, x: int) -> float:
        """How much removing the Smoke on ``x`` is worth, in units of :meth:`danger`."""
        fire = self.fire
        if any(fire[t] == FIRE for t in self.reach(x)):
            # Fire after the next flashover (R-SEC-1): as bad as Fire there, at half the price.
            precious = self.poi[x] or self.victims[x] or self.healed[x]
            return self.danger(x) + (3.0 if precious else 0.0)
        return min(SMOKE_CAP, SMOKE_CLUSTER * self.smoke_sizes().get(x, 0))

    def fight(self, critical: bool) -> Iterator[Action]:
        """Extinguish the worst threat on the own or an Adjacent space (R-ACT-6)."""
        best, best_score = -1, 2.9 if critical else 0.9
        for x in [self.pos, *self.reach(self.pos)]:
            s = self.threat_score(x)
            if s > best_score:
                best, best_score = x, s
        if best >= 0:
            yield from self.extinguish(best)

    def specialist_moves(self) -> Iterator[Action]:
        """Deck gun, Identify and Dispose when they pay (R-ACT-9, R-ACT-11)."""
        st, cb = self.st, self.cb
        spec = st.ff_spec[self.seat]
        if st.engine >= 0 and self.pos in cb.engine_spots[st.engine]:
            if self.gun_value(st.engine) >= self.gun_threshold():
                yield action("gun")
            drive = self.drive_engine()
            if drive is not None:
                yield drive
        if spec == HAZMAT_TECH and self.hazmat[self.pos]:
            yield action("dispose")
        if spec == IMAGING:
            here = self.paths.row(self.pos)
            far = [s for s in cb.scene_spaces if self.poi[s] and here[s] > IDENTIFY_DISTANCE]
            if far:
                yield action("identify", self.cell(min(far, key=lambda s: (here[s], s))))

    def gun_threshold(self) -> float:
        return GUN_THRESHOLD / 2 if self.st.ff_spec[self.seat] == DRIVER else GUN_THRESHOLD

    def drive_engine(self) -> Action | None:
        """Drive the Engine one spot toward a zone where the deck gun pays much better (R-ACT-8, R-ACT-9)."""
        st, cb = self.st, self.cb
        m, here = len(cb.engine_spots), st.engine
        if m < 2:
            return None
        now = self.gun_value(here)
        for step in (1, -1):
            new = (here + step) % m
            if self.gun_value(new) >= max(self.gun_threshold(), now + 2):
                return action("drive", self.cell(cb.engine_spots[new][0]), arg=f"eng {step:+d}")
        return None

    def gun_value(self, spot: int) -> float:
        """Expected Fire (2) and Smoke (1) units a deck gun shot from Engine ``spot`` clears (R-ACT-9)."""
        cb, fire, reach = self.cb, self.fire, self.open
        zone = cb.engine_spot_zone[spot]
        if zone < 0 or not cb.zone_spaces[zone]:
            return 0.0
        spaces = cb.zone_spaces[zone]
        total = 0
        for z in spaces:
            total += fire[z]
            for t in reach[z]:
                total += fire[t]
        return total / len(spaces)

    def danger(self, x: int) -> float:
        """How much a Fire on ``x`` threatens the team: lost Victims, explosions, spread."""
        cb = self.cb
        score = 1.0
        passable, poi, victims, healed, hazmat, fire = self.passable, self.poi, self.victims, self.healed, self.hazmat, self.fire
        edge, nbr = cb.edge, cb.nbr
        base = x * 4
        for d in range(4):
            e = edge[base + d]
            if e < 0:
                continue
            t = nbr[base + d]
            if passable[e]:
                if poi[t] or victims[t] or healed[t]:
                    score += 3.0
                if hazmat[t]:
                    score += 2.0
                if fire[t] == SMOKE:
                    score += 0.5
            elif self.wall[e] < 2 and cb.edge_kind[e] == WALL:
                score += WALL_DANGER if cb.scene[t] else OUTER_WALL_DANGER
        return score

    def do_job(self) -> Iterator[Action]:
        """Work on the best job for this firefighter: a POI or Victim to reach, or a Fire to put out.

        A job's worth is its value over the AP it costs to reach. POI and
        Victims are shared out first (:meth:`assignment`: nearest pairs first,
        one per firefighter), so the team spreads out; a Fire or Smoke next to
        a free teammate, or more than ``CLAIM_MARGIN`` AP nearer to one, is
        left to that teammate. Smoke is a job too: next to Fire
        it is Fire after the flashover (removed for 1 AP instead of 2), and
        elsewhere it is worth more the larger its patch (:meth:`smoke_danger`).
        """
        st, cb, pos = self.st, self.cb, self.pos
        here = self.paths.row(pos)
        best_value = 0.0
        best: tuple[str, int, list[int] | None] | None = None  # (kind, space, its distance field for "go")
        assigned = self.assignment()
        if assigned is not None:
            p, dist = assigned
            value = VICTIM_VALUE if self.victims[p] or self.healed[p] else POI_VALUE
            best_value, best = value / (dist + 2), ("go", p, self.paths.row(p))
        spec = st.ff_spec[self.seat]
        # Extinguishing costs the Paramedic and the Rescue Specialist double (R-ACT-11).
        urgency = (0.5 if spec in (PARAMEDIC, RESCUE_SPEC) else 1.0) * (AMBULANCE_FIRE_VALUE if self.ambulance_rescue else FIRE_VALUE)
        n = cb.n
        near_others, mates = self.teammates()
        # Candidates as distance * n + space: ints sort fast, nearest first, ties by space.
        fires = self.scene_fires()
        candidates = sorted([here[x] * n + x for x in fires if self.mine(x, here, near_others, mates)])
        for key in candidates[:NEAREST_FIRES]:
            dist, x = key // n, key % n
            worth = urgency * self.danger(x) / (max(0, dist - 1) + 3)
            if worth > best_value:
                best_value, best = worth, ("fire", x, None)
        candidates = sorted([here[x] * n + x for x in self.smoke_sizes() if self.mine(x, here, near_others, mates)])
        for key in candidates[:NEAREST_FIRES]:
            dist, x = key // n, key % n
            worth = urgency * self.smoke_danger(x) / (max(0, dist - 1) + 2)
            if worth > best_value:
                best_value, best = worth, ("fire", x, None)
        if st.engine >= 0:
            spots = cb.engine_spots
            m, at = len(spots), st.engine
            reach = min(here[e] for e in spots[at])
            for k in range(m):
                value = self.gun_value(k)
                if value < self.gun_threshold():
                    continue
                ring = min((k - at) % m, (at - k) % m)
                worth = urgency * GUN_WEIGHT * value / (reach + 2 * ring + 4 + 2)
                if worth > best_value and (reach > 0 or ring > 0):
                    best_value, best = worth, ("gun", k, None)
        if best is None:
            return
        kind, x, field = best
        if kind == "gun":
            if reach == 0:
                step = 1 if (x - st.engine) % len(cb.engine_spots) <= (st.engine - x) % len(cb.engine_spots) else -1
                new = (st.engine + step) % len(cb.engine_spots)
                yield action("drive", self.cell(cb.engine_spots[new][0]), arg=f"eng {step:+d}")
                return
            field = self.field(tuple(cb.engine_spots[st.engine]))
        elif kind == "fire":
            if x == pos or x in self.reach(pos):
                yield from self.extinguish(x)
                return
            field = self.paths.row(x)
        assert field is not None  # "go" brings its field along
        yield from self.step(field)

    def mine(self, x: int, here: list[int], near_others: list[bool], mates: list[list[int]]) -> bool:
        """Whether the Fire or Smoke on ``x`` is this firefighter's job (see :meth:`do_job`).

        ``here`` and ``mates`` are the distance fields of this firefighter and
        of its free teammates; ``near_others`` marks the spaces on or next to a teammate.
        """
        d = here[x]
        if d <= 1:
            return True
        if d >= INF or near_others[x]:
            return False
        d -= CLAIM_MARGIN
        for f in mates:  # noqa: SIM110 (hot path: a loop beats all() over a generator)
            if f[x] < d:
                return False
        return True

    def assignment(self) -> tuple[int, int] | None:
        """The POI or Victim this firefighter should go for, and its distance; None when none is left to it.

        Pairs (firefighter, target) are taken in order of AP distance (ties by
        seat, then space); each firefighter free of a Victim and each target
        is used once. A Victim counts 1 AP nearer, and the target a
        firefighter chose before ``STICKINESS`` AP nearer (no turning back
        mid-way when distances tie).

        Pairs are ranked in half AP. Taking, round by round, the best pair
        whose firefighter and target are both still free gives the same
        pairs as walking the sorted list of all pairs, and stops as soon as
        this firefighter is served.
        """
        st, seat = self.st, self.seat
        ff_pos = st.ff_pos
        victims, healed = self.victims, self.healed
        free = [g for g in range(len(ff_pos)) if st.ff_carry[g] == CARRY_NONE and not st.ff_lead[g]]
        targets = self.targets()
        fields = [self.paths.row(p) for p in targets]
        chosen = self.memory.targets
        keep = round(2 * STICKINESS)
        count = len(targets)
        halves: list[int] = []  # pair (i, k) of free[i] and targets[k] at i * count + k
        for g in free:
            before = chosen.get(g, -1)
            at = ff_pos[g]
            for k in range(count):
                p = targets[k]
                d = fields[k][at]
                if d >= INF or (g == seat and d == 0):
                    halves.append(_NO_PAIR)
                    continue
                h = 2 * d
                if victims[p] or healed[p]:
                    h -= 2
                if before == p:
                    h -= keep
                halves.append(h)
        taken_g, taken_p = [False] * len(free), [False] * count
        while True:
            best, best_i, best_k = _NO_PAIR, -1, -1
            for i in range(len(free)):
                if taken_g[i]:
                    continue
                base = i * count
                for k in range(count):
                    h = halves[base + k]
                    if h < best and not taken_p[k]:
                        best, best_i, best_k = h, i, k
            if best_i < 0:
                return None
            g = free[best_i]
            if g == seat:
                p = targets[best_k]
                chosen[g] = p
                return p, fields[best_k][ff_pos[g]]
            taken_g[best_i] = taken_p[best_k] = True

    def extinguish(self, x: int) -> list[Action]:
        """Ways to put out ``x``, best first (R-ACT-6).

        Fire next to Fire is removed at once (its Smoke would flash back over,
        R-SEC-1); lone Fire is turned to Smoke (1 AP: it can no longer
        explode); when the full removal is out of reach, one step still helps
        if AP remain for the second.
        """
        if self.fire[x] == FIRE and self.fire_beside(x):
            return [self.at("ext", x, arg="full"), self.at("ext", x)] if self.ap >= 2 else [self.at("ext", x, arg="full")]
        return [self.at("ext", x)]
