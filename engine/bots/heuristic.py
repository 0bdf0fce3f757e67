"""The reference team's rules (the ``heuristic`` bot): the team play playtests measure a Call with, its numbers tuned by measurement.

The default ``reference`` bot (:mod:`engine.bots.reference`) plays these rules and
adds one look ahead: a firefighter may hold its AP for a turn (in the
family game, one standing outside).

It plays like :mod:`engine.bots.greedy` (a list of wishes per decision, the
first legal one is played) with what strong teams add:

- **fire control that values future danger**: a Fire's worth is what its
  next Explosion would cost (R-EXPL-2): one Damage per standing wall next to
  it, more as the building nears collapse (R-END-3); the shockwave that runs
  through a cluster of Fire to the wall beyond; the Hot Spot under it that
  rolls again (R-FIRE-3); Hazmat, POI and Victims next to it; the Smoke it
  would flash over (R-SEC-1);
- **role-aware specialists** (R-ACT-11): the CAFS Firefighter spends every
  free extinguish AP, the Rescue Specialist its move AP, the Fire Captain its
  command AP on each teammate's next step by these same rules
  (:meth:`HeuristicTurn.mate`), the Driver/Operator works the deck gun (R-ACT-9), the Hazmat
  Technician disposes of Hazmat, the Paramedic treats, the Imaging Technician
  identifies;
- **Hazmat carried out** before Fire reaches it (R-SEC-2): carried to the
  nearest outside space, where it is disposed of, when that job is worth
  ``hazmat_floor`` times a Fire job (paired playtests found carrying costly:
  2 AP a step; the tuned bot does it when it stands on such Hazmat);
- **an Ambulance policy** (R-ACT-8): radioed only when it saves the carrier
  more than ``amb_margin`` AP, and never back to the spot it just left while
  no rescue happened;
- **no turn ended next to Fire** where it can be helped: the last step onto
  a space beside Fire, or the last door opened onto Fire, waits for the next
  turn, its AP kept (:meth:`HeuristicTurn.safe`; R-SEC-4);
- **no idle turns**: AP over the saving cap go on Fire or Smoke next to it,
  and with ``idle_ap`` or more AP and a Fire in reach it goes for the Fire;
- **gsh rescue work** (R-HERO-7, R-END-1): Helpers are walked to and then
  guided out, and the named Victim a Call may need is a rescue worth
  ``vip_value`` Victims (untuned: no bundled Call has either);
- **Crew Change** (R-ACT-10) on the Engine's spot to a specialist ranked
  ``crew_rank`` places higher (off in the tuned numbers);
- **the players' setup** (R-SETUP-2): a team of specialists measured to win
  most, and, once the setup is on the board, starts spread over the entrances
  near the Fire, POI and Hazmat it left (:meth:`HeuristicBot.place`), the
  Ambulance nearest that work and the Engine in the zone holding most of it.

Reads only the public state, never the dice. Every number is a
:class:`Weights` field; :data:`TUNED` holds the values chosen by
``bench/tune_bot.py`` (Optuna over paired playtests on training seeds).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar

from engine.actions import Action
from engine.board import WALL, CompiledBoard
from engine.bots.greedy import (
    DRIVER,
    END,
    FIRE_CAPTAIN,
    HAZMAT_TECH,
    PARAMEDIC,
    RESCUE_SPEC,
    GreedyBot,
    TeamMemory,
    Turn,
    action,
    pick_team,
)
from engine.bots.heroes import hero_choice
from engine.bots.paths import INF, PathCache
from engine.model.ruleset import SPECIALISTS
from engine.rules.heroes import diagonal_options
from engine.state import CARRY_HAZMAT, CARRY_VICTIM, FIRE, PHASE_ACTION, SMOKE

if TYPE_CHECKING:
    from engine.game import Game

CAFS = 3
"""Specialist index of the CAFS Firefighter, as in :data:`engine.model.ruleset.SPECIALISTS`."""

TUNED: dict[str, float] = {
    "victim_value": 26.88,
    "poi_value": 8.939,
    "fire_value": 6.084,
    "ambulance_fire_value": 11.304,
    "wall_danger": 0.116,
    "outer_wall_danger": 0.034,
    "collapse_scale": 0.065,
    "chain_danger": 0.09,
    "hot_danger": 0.798,
    "precious_danger": 2.06,
    "hazmat_danger": 3.004,
    "smoke_next_danger": 0.323,
    "smoke_cluster": 0.751,
    "smoke_cap": 1.359,
    "claim_margin": 2.08,
    "fire_offset": 1.067,
    "smoke_offset": 1.072,
    "job_offset": 5.705,
    "hazmat_value": 6.492,
    "amb_margin": 0.989,
    "gun_threshold": 7.366,
    "gun_weight": 2.136,
    "critical": 3.218,
    "idle_ap": 4.064,
    "cafs_boost": 2.288,
    "cafs_rescue": 1.355,
    "crew_rank": 7.801,
    "hazmat_floor": 1.291,
    "cafs_hunt": 1.0,
    "helper_value": 20.0,
    "vip_value": 2.0,
}
"""The chosen constants, in one place. Found in two rounds of Optuna TPE over paired playtests
on the training seeds (1000 and up) of :data:`bench.tune_bot.ROWS`::

    PYTHONPATH=. python bench/tune_bot.py --trials 300 --minutes 22 --games 200 --jobs 2
    PYTHONPATH=. python bench/tune_bot.py --trials 300 --minutes 16 --games 300 --jobs 2 --local 2 --sampler-seed 2

The first started from greedy's numbers over the full ranges; the second searched within a factor 2 of the
first's result. ``docs/bots.md`` ("The tuned numbers, measured") records what each round gained on fresh seeds."""


TEAMS: dict[tuple[str, int], tuple[str, ...]] = {
    ('recruit', 2): ('generalist', 'cafs_firefighter'),  # 78.0% on the training games
    ('recruit', 3): ('generalist', 'fire_captain', 'cafs_firefighter'),  # 46.5% on the training games
    ('recruit', 4): ('generalist', 'hazmat_technician', 'cafs_firefighter', 'fire_captain'),  # 20.5% on the training games
    ('recruit', 5): ('generalist', 'rescue_specialist', 'cafs_firefighter', 'fire_captain', 'hazmat_technician'),  # 11.2% on the training games
    ('recruit', 6): ('generalist', 'rescue_specialist', 'cafs_firefighter', 'fire_captain', 'hazmat_technician', 'driver_operator'),  # 8.8% on the training games
    ('veteran', 2): ('generalist', 'cafs_firefighter'),  # 41.0% on the training games
    ('veteran', 3): ('generalist', 'fire_captain', 'cafs_firefighter'),  # 15.5% on the training games
    ('veteran', 4): ('cafs_firefighter', 'generalist', 'fire_captain', 'hazmat_technician'),  # 28.0% on the training games
    ('veteran', 5): ('generalist', 'rescue_specialist', 'cafs_firefighter', 'fire_captain', 'hazmat_technician'),  # 2.8% on the training games
    ('veteran', 6): ('generalist', 'rescue_specialist', 'cafs_firefighter', 'fire_captain', 'hazmat_technician', 'driver_operator'),  # 1.2% on the training games
    ('heroic', 2): ('cafs_firefighter', 'generalist'),  # 14.0% on the training games
    ('heroic', 3): ('generalist', 'fire_captain', 'cafs_firefighter'),  # 4.0% on the training games
    ('heroic', 4): ('generalist', 'fire_captain', 'cafs_firefighter', 'rescue_specialist'),  # 0.5% on the training games
    ('heroic', 5): ('generalist', 'rescue_specialist', 'cafs_firefighter', 'fire_captain', 'hazmat_technician'),  # 0.0% on the training games
    ('heroic', 6): ('generalist', 'rescue_specialist', 'cafs_firefighter', 'fire_captain', 'hazmat_technician', 'paramedic'),  # 0.0% on the training games
}
"""The specialists the team plays, by (level of the experienced Call, players), seat by seat (R-SETUP-2): found by a
local search over teams in paired playtests on training seeds (2000 and up)::

    PYTHONPATH=. python bench/tune_team.py --games 400 --jobs 2

and for the default bot that looks ahead, Veteran 4p and Heroic 2-4p again with exchanges of two seats among the
moves, since the seat order is the order of play (``--levels veteran --players 4``, ``--levels heroic --players 2 3
4``). A level id outside this table (a designer's own level) takes the Recruit row; a row whose team the Call does not
allow falls back to :attr:`HeuristicBot.TEAM`'s order. ``docs/bots.md`` ("The teams, measured") records every run
and the teams not taken."""


TUNED_FOR: dict[str, dict[str, float]] = {
    "experienced_pair": {
        "victim_value": 15.895,
        "poi_value": 7.507,
        "fire_value": 9.994,
        "ambulance_fire_value": 8.464,
        "wall_danger": 0.077,
        "outer_wall_danger": 0.054,
        "collapse_scale": 0.118,
        "chain_danger": 0.174,
        "hot_danger": 0.742,
        "precious_danger": 1.361,
        "hazmat_danger": 2.23,
        "smoke_next_danger": 0.472,
        "smoke_cluster": 0.785,
        "smoke_cap": 2.242,
        "claim_margin": 1.393,
        "fire_offset": 1.107,
        "smoke_offset": 1.771,
        "job_offset": 4.971,
        "hazmat_value": 7.272,
        "amb_margin": 1.838,
        "gun_threshold": 6.026,
        "gun_weight": 2.846,
        "critical": 3.501,
        "idle_ap": 7.298,
        "cafs_boost": 2.043,
        "cafs_rescue": 0.988,
        "crew_rank": 8.713,
        "hazmat_floor": 1.461,
        "cafs_hunt": 1.0,
        "helper_value": 20.0,
        "vip_value": 2.0,
    },
    "experienced_heavy": {
        "victim_value": 23.553,
        "poi_value": 18.747,
        "fire_value": 10.495,
        "ambulance_fire_value": 6.729,
        "wall_danger": 0.092,
        "outer_wall_danger": 0.043,
        "collapse_scale": 0.069,
        "chain_danger": 0.07,
        "hot_danger": 0.776,
        "precious_danger": 0.907,
        "hazmat_danger": 1.426,
        "smoke_next_danger": 0.368,
        "smoke_cluster": 0.935,
        "smoke_cap": 3.462,
        "claim_margin": 1.244,
        "fire_offset": 1.102,
        "smoke_offset": 1.256,
        "job_offset": 4.635,
        "hazmat_value": 4.753,
        "amb_margin": 0.322,
        "gun_threshold": 7.021,
        "gun_weight": 1.819,
        "critical": 3.11,
        "idle_ap": 7.621,
        "cafs_boost": 1.975,
        "cafs_rescue": 0.521,
        "crew_rank": 2.247,
        "hazmat_floor": 0.991,
    },
    "family_small": {
        "victim_value": 26.914,
        "poi_value": 5.958,
        "fire_value": 6.588,
        "ambulance_fire_value": 11.849,
        "wall_danger": 0.111,
        "outer_wall_danger": 0.051,
        "collapse_scale": 0.088,
        "chain_danger": 0.176,
        "hot_danger": 0.557,
        "precious_danger": 1.073,
        "hazmat_danger": 5.714,
        "smoke_next_danger": 0.261,
        "smoke_cluster": 0.787,
        "smoke_cap": 2.536,
        "claim_margin": 2.2,
        "fire_offset": 1.035,
        "smoke_offset": 1.118,
        "job_offset": 5.811,
        "hazmat_value": 7.602,
        "amb_margin": 1.054,
        "gun_threshold": 4.928,
        "gun_weight": 2.659,
        "critical": 4.626,
        "idle_ap": 7.475,
        "cafs_boost": 1.662,
        "cafs_rescue": 1.163,
        "crew_rank": 8.473,
        "hazmat_floor": 1.28,
        "cafs_hunt": 1.0,
    },
    "family_crowd": {
        "victim_value": 25.222,
        "poi_value": 5.963,
        "fire_value": 7.618,
        "ambulance_fire_value": 9.293,
        "wall_danger": 0.122,
        "outer_wall_danger": 0.045,
        "collapse_scale": 0.038,
        "chain_danger": 0.135,
        "hot_danger": 1.546,
        "precious_danger": 1.078,
        "hazmat_danger": 5.026,
        "smoke_next_danger": 0.182,
        "smoke_cluster": 1.025,
        "smoke_cap": 1.759,
        "claim_margin": 2.08,
        "fire_offset": 1.196,
        "smoke_offset": 1.574,
        "job_offset": 5.015,
        "hazmat_value": 7.667,
        "amb_margin": 1.084,
        "gun_threshold": 7.244,
        "gun_weight": 2.773,
        "critical": 1.668,
        "idle_ap": 5.13,
        "cafs_boost": 3.504,
        "cafs_rescue": 0.494,
        "crew_rank": 7.178,
        "hazmat_floor": 0.92,
        "cafs_hunt": 1.0,
    },
}
"""Numbers for the games :func:`weights_group` names (by ruleset, players and setup explosions, all public), tuned
like :data:`TUNED` on those rows alone, each taken only once it won more there than :data:`TUNED` on two sets of fresh
seeds. Found by ``PYTHONPATH=. python bench/tune_bot.py --rows ...
--local 2 --progress P`` (training seeds 1000 and up) with:

- ``family_small`` (the family game, 3 or 4 players): ``--rows fire-rescue-family:-:4 fire-rescue-family:-:3 --games
  300 --minutes 7 --check-games 1000 --progress 0.1``;
- ``family_crowd`` (5 or 6 players): ``--rows fire-rescue-family:-:6 fire-rescue-family:-:5 --games 300 --minutes 7
  --check-games 600 --progress 0.1``, then from those numbers ``--group family_crowd --rows fire-rescue-family:-:6
  --games 500 --seed 5000 --local 1.6 --minutes 8 --check-games 1500 --sampler-seed 1``;
- ``experienced_pair`` (the experienced game, 2 players): ``--rows fire-rescue-experienced:recruit:2
  fire-rescue-experienced:veteran:2 fire-rescue-experienced:heroic:2 --games 300 --minutes 9 --check-games 1000
  --progress 0.3``;
- ``experienced_heavy`` (3 or more players, a level of 4 or more setup explosions: Heroic, R-SETUP-2): ``--rows
  fire-rescue-experienced:heroic:3 fire-rescue-experienced:heroic:4 --games 600 --minutes 12 --check-games 2000
  --progress 0.3 --local 2`` on the rules alone, then from those numbers on the default bot itself, its look ahead
  playing the trial's numbers too: ``--bot reference --group experienced_heavy --rows
  fire-rescue-experienced:heroic:3 fire-rescue-experienced:heroic:4 --games 400 --minutes 40 --local 2 --progress 0.3
  --check-games 2000``.

``docs/bots.md`` ("The tuned numbers, measured") records each check and the rounds not taken."""


def weights_group(ruleset: str, players: int, explosions: int = 0) -> str:
    """The key of :data:`TUNED_FOR` whose numbers a game plays with; "": :data:`TUNED`.

    ``ruleset``, ``players`` and the level's setup ``explosions`` (R-SETUP-2),
    all known to every player, name the group.

    >>> weights_group("family", 6), weights_group("family", 4), weights_group("family", 2)
    ('family_crowd', 'family_small', '')
    >>> weights_group("experienced", 2), weights_group("experienced", 4), weights_group("experienced", 3, 4)
    ('experienced_pair', '', 'experienced_heavy')
    """
    if ruleset == "family" and players >= 5:
        return "family_crowd"
    if ruleset == "family" and players >= 3:
        return "family_small"
    if ruleset == "experienced" and players == 2:
        return "experienced_pair"
    if ruleset == "experienced" and players >= 3 and explosions >= 4:
        return "experienced_heavy"
    return ""


def setup_explosions(game: Game) -> int:
    """The explosions the setup of ``game`` sets off (R-SETUP-2): each explosions step's count, the level's number
    where the step takes it from the level (``"count": "level"``)."""
    level = game.call.level(game.options.get("difficulty"))
    from_level = level.explosions if level is not None else 0
    steps = [p.count for p in game.call.setup.procedures if p.do == "explosions"]
    return sum(from_level if count == "level" else count for count in steps)


class Weights:
    """The bot's numbers; any left out of ``values`` take their :data:`TUNED` value."""

    def __init__(self, values: dict[str, float] | None = None) -> None:
        v = dict(TUNED)
        if values:
            unknown = sorted(set(values) - set(TUNED))
            if unknown:
                raise ValueError(f"unknown weight {unknown[0]!r}; known: {', '.join(sorted(TUNED))}")
            v.update(values)
        self.victim_value: float = v["victim_value"]
        self.poi_value: float = v["poi_value"]
        self.fire_value: float = v["fire_value"]
        self.ambulance_fire_value: float = v["ambulance_fire_value"]
        self.wall_danger: float = v["wall_danger"]
        self.outer_wall_danger: float = v["outer_wall_danger"]
        self.collapse_scale: float = v["collapse_scale"]
        self.chain_danger: float = v["chain_danger"]
        self.hot_danger: float = v["hot_danger"]
        self.precious_danger: float = v["precious_danger"]
        self.hazmat_danger: float = v["hazmat_danger"]
        self.smoke_next_danger: float = v["smoke_next_danger"]
        self.smoke_cluster: float = v["smoke_cluster"]
        self.smoke_cap: float = v["smoke_cap"]
        self.claim_margin: int = round(v["claim_margin"])
        self.fire_offset: float = v["fire_offset"]
        self.smoke_offset: float = v["smoke_offset"]
        self.job_offset: float = v["job_offset"]
        self.hazmat_value: float = v["hazmat_value"]
        self.amb_margin: float = v["amb_margin"]
        self.gun_threshold: float = v["gun_threshold"]
        self.gun_weight: float = v["gun_weight"]
        self.critical: float = v["critical"]
        self.idle_ap: int = round(v["idle_ap"])
        self.cafs_boost: float = v["cafs_boost"]
        self.cafs_rescue: float = v["cafs_rescue"]
        self.crew_rank: int = round(v["crew_rank"])
        self.hazmat_floor: float = v["hazmat_floor"]
        self.cafs_hunt: float = v["cafs_hunt"]
        self.helper_value: float = v["helper_value"]
        self.vip_value: float = v["vip_value"]


def ambulance_drive(st, cb: CompiledBoard, action: Action) -> tuple[int, int] | None:
    """(spot left, spot reached) of ``action`` when it drives the Ambulance one spot along its ring (R-ACT-8), else None."""
    spots = cb.ambulance_spots
    if action.kind != "drive" or not action.arg.startswith("amb") or st.ambulance < 0 or not spots:
        return None
    step = 1 if action.arg.split()[1] == "+1" else -1
    return st.ambulance, (st.ambulance + step) % len(spots)


class HeuristicMemory(TeamMemory):
    """:class:`TeamMemory` plus the Ambulance's last move: the spot it left and the rescues then."""

    def __init__(self) -> None:
        super().__init__()
        self.amb_left = -1
        self.amb_at = -1
        self.amb_rescued = -1
        self.amb_before: tuple[int, int, int] = (-1, -1, -1)
        """The three above before the last drive was remembered, for :meth:`HeuristicBot.unplay`."""

    def drove(self, left: int, to: int, rescued: int) -> None:
        """Remember an Ambulance drive from spot ``left`` to spot ``to``, made with ``rescued`` Victims rescued."""
        self.amb_before = (self.amb_left, self.amb_at, self.amb_rescued)
        self.amb_left, self.amb_at, self.amb_rescued = left, to, rescued

    def undoes(self, here: int, to: int, rescued: int) -> bool:
        """Whether driving the Ambulance from ``here`` to ``to`` takes it straight back to the spot its last drive
        left, with no Victim rescued since (A->B->A)."""
        return self.amb_at == here and self.amb_left == to and self.amb_rescued == rescued


class HeuristicBot:
    """The tuned reference team; deterministic given the state (the seed is unused)."""

    name = "heuristic"
    TEAM: ClassVar[tuple[str, ...]] = GreedyBot.TEAM
    """The specialists this team plays, first the best (R-ACT-10, R-ACT-11)."""

    def __init__(self, *, seed: int = 0, weights: Weights | None = None):
        self.seed = seed
        self.fixed = weights is not None
        """Whether ``weights`` were given (else each game takes its :func:`weights_group`'s)."""
        self.weights = Weights() if weights is None else weights
        self.group = ""
        self._level_of: object = None
        self._level_id: str | None = None
        self._explosions = 0
        """The setup explosions of the level of the Call last played (cached: :func:`setup_explosions` reads the model)."""
        self._paths: PathCache | None = None
        self.memory = HeuristicMemory()

    @classmethod
    def team(cls, allowed: tuple[str, ...], players: int, level: str | None = None) -> list[str] | None:
        """The specialists to play, one per seat: the measured team of :data:`TEAMS`, else from ``allowed`` in the order of :attr:`TEAM`.

        >>> HeuristicBot.team(SPECIALISTS, 4, "recruit")
        ['generalist', 'hazmat_technician', 'cafs_firefighter', 'fire_captain']
        >>> HeuristicBot.team(("paramedic", "generalist", "rescue_specialist"), 2, "recruit")
        ['generalist', 'rescue_specialist']
        """
        measured = TEAMS.get((level or "", players)) or TEAMS.get(("recruit", players))
        if measured is not None and all(name in allowed for name in measured):
            return list(measured)
        return pick_team(cls.TEAM, allowed, players)

    @classmethod
    def setup(cls, call, board, *, players: int, difficulty: str | None, allowed: tuple[str, ...] | None) -> dict:
        """The players' choices (R-SETUP-2): specialists, starting spaces and vehicle spots.

        See :func:`engine.bots.setup_choice.choose_start`.
        """
        from engine.bots.setup_choice import choose_start

        out: dict = {}
        if allowed is not None:
            team = cls.team(allowed, players, difficulty)
            if team is not None:
                out["specialists"] = team
        if call is not None and board is not None:
            start = choose_start(call, board, players)
            if start:
                out["start"] = start
        return out

    @staticmethod
    def place(game: Game, seed: int | None = None) -> dict:
        """Where the team starts once the setup is on the board (R-SETUP-2), for ``Game.place_team``.

        See :func:`engine.bots.setup_choice.choose_seen_start`: the same choice
        as :meth:`setup`'s starts, made from the Fire, POI and Hazmat the setup
        left instead of the Call's fixed markers alone (by distance: ``seed``
        is unused).
        """
        from engine.bots.setup_choice import choose_seen_start

        return choose_seen_start(game)

    def unplay(self, action: Action) -> None:
        """Forget what :meth:`act` remembered of ``action`` when it is not played after all (a look ahead ended the
        turn instead): an Ambulance drive that did not happen must not feed the no-undo rule of
        :meth:`HeuristicTurn.radio_ambulance`."""
        if action.kind == "drive" and action.arg.startswith("amb"):
            mem = self.memory
            mem.amb_left, mem.amb_at, mem.amb_rescued = mem.amb_before

    def paths(self, cb: CompiledBoard) -> PathCache:
        if self._paths is None or self._paths.cb is not cb:
            self._paths = PathCache(cb)
        return self._paths

    def act(self, game: Game) -> Action:
        if game.heroes_on or game.mechanics_on:  # gsh: forging, Boosts, Call markers, as the greedy team does (R-HERO-1, R-HERO-2, R-HERO-8)
            choice = hero_choice(game)
            if choice is not None and game.is_legal(choice):
                return choice
        if game.legal_count() == 1:
            return game.legal_actions()[0]
        if not self.fixed:
            if self._level_of is not game.call or self._level_id != game.options.get("difficulty"):
                self._level_of, self._level_id = game.call, game.options.get("difficulty")
                self._explosions = setup_explosions(game)
            group = weights_group(game.call.ruleset.name, len(game.st.ff_pos), self._explosions)
            if group != self.group:
                self.group = group
                self.weights = Weights(TUNED_FOR[group]) if group else Weights()
        is_legal = game.is_legal
        turn = HeuristicTurn(game, self.paths(game.cb), self.memory)
        turn.w = self.weights
        turn.mem = self.memory
        for wish in turn.wishes():
            if is_legal(wish):
                turn.played(wish)
                return wish
        return END if is_legal(END) else game.legal_actions()[0]


class HeuristicTurn(Turn):
    """One decision of the reference team (see the module docstring)."""

    w: Weights
    mem: HeuristicMemory

    def mate(self, seat: int, ap: int) -> HeuristicTurn:
        """Teammate ``seat``'s decision by the reference team's own rules, for the Fire Captain's commands (R-ACT-11).

        Commanding each teammate's next step by greedy's rules instead lost; ``docs/bots.md`` ("The team's rules,
        measured") records the paired tests.
        """
        turn = HeuristicTurn(self.g, self.paths, self.memory, seat=seat, ap=ap, like=self)
        turn.w = self.w
        turn.mem = self.mem
        return turn

    def wishes(self) -> Iterator[Action]:
        """Everything this firefighter would like to do now; the Fire Captain commands its teammates first (R-ACT-11).

        Its Command AP move only teammates, so spending them before its own
        work costs that work nothing, and the teammates it moves are placed
        before it decides. ``docs/bots.md`` ("The team's rules, measured")
        records the paired test.
        """
        st = self.st
        if st.ff_spec[self.seat] == FIRE_CAPTAIN and st.ff_free[self.seat] > 0 and self.seat == st.player and st.phase == PHASE_ACTION:
            yield from self.commands()
        yield from Turn.wishes(self)

    def safe(self, s: int) -> bool:
        """Whether ending a turn on ``s`` is reasonably safe: no Fire or Smoke there, and no Fire Adjacent to it.

        Next to Fire, a fire phase knocks the firefighter down (R-SEC-4) when
        the roll lands on its space (the new Smoke turns to Fire, R-FIRE-1) or
        on the Fire beside it (the Explosion places Fire there, R-EXPL-3), so
        the last step onto such a space waits for the next turn, its AP kept
        (:meth:`stops_short`). ``docs/bots.md`` ("The team's rules, measured")
        records what this rule and its siblings won.
        """
        return not self.fire[s] and not self.fire_beside(s)

    def stops_short(self, s: int, left: int) -> bool:
        """Whether to end the turn rather than step onto ``s`` with ``left`` AP after the step.

        As :meth:`Turn.stops_short` (no AP left on an unsafe space), and also
        with 1 AP left when every Fire Adjacent to ``s`` has Fire beside it:
        that AP could only turn it to Smoke, which the fire phase flashes back
        over (R-SEC-1), so the step would end next to Fire for nothing. The
        Fire Captain's Command AP move only teammates (R-ACT-11), so they do
        not count as AP it has left for itself. ``docs/bots.md`` ("The team's
        rules, measured") records the paired tests.
        """
        left = self.own_ap(left)
        if left < 1:
            return not self.safe(s)
        if left >= 2 or self.safe(s):
            return False
        fire = self.fire
        for t in self.open[s]:  # noqa: SIM110 (hot path)
            if fire[t] == FIRE and not self.fire_beside(t):
                return False  # a lone Fire: the AP left turns it to Smoke for good
        return True

    def opens_onto_fire(self, pos: int, s: int) -> bool:
        """Whether to end the turn rather than open the Closed door from ``pos`` to Fire on ``s`` (1 AP).

        The open door would leave the firefighter next to that Fire, and let
        its Explosion through (R-EXPL-2), so it waits as :meth:`stops_short`
        does: when no AP would be left after opening, or one beside Fire that
        has Fire next to it. The opposite, closing a door on Fire beside the
        firefighter (R-ACT-5), lost: the closed door stands between the team
        and the Fire it must put out. ``docs/bots.md`` ("The team's rules,
        measured") records both tests.
        """
        if self.fire[s] != FIRE or not self.safe(pos):
            return False
        left = self.own_ap(self.ap - 1)
        return left < 1 or (left == 1 and self.fire_beside(s))

    def own_ap(self, ap: int) -> int:
        """``ap`` less the Fire Captain's Command AP, which move only teammates (R-ACT-11)."""
        st = self.st
        if st.ff_spec[self.seat] == FIRE_CAPTAIN and self.seat == st.player:
            return ap - st.ff_free[self.seat]
        return ap

    def played(self, wish: Action) -> None:
        """Remember an Ambulance drive (for the no-undo rule of :meth:`radio_ambulance`)."""
        drive = ambulance_drive(self.st, self.cb, wish)
        if drive is not None:
            self.mem.drove(drive[0], drive[1], self.st.rescued)

    # ------------------------------------------------------------ wishes

    def own_wishes(self) -> Iterator[Action]:
        st = self.st
        if st.phase != PHASE_ACTION:
            yield from self.pending()
            return
        seat = self.seat
        carry = st.ff_carry[seat]
        leading = bool(st.ff_lead[seat])
        cafs_free = st.ff_free[seat] > 0 and st.ff_spec[seat] == CAFS
        if carry == CARRY_VICTIM or leading:
            if cafs_free:
                yield from self.free_fire()
            yield from self.bring_out(carry == CARRY_VICTIM, leading)
            yield from self.fight(critical=not st.ff_free[seat])
            if cafs_free:
                yield from self.fight_any()
            yield END
            return
        if carry == CARRY_HAZMAT:
            yield from self.hazmat_out()
        if self.victims[self.pos] or self.healed[self.pos]:
            if cafs_free:
                yield from self.free_fire()
            yield from self.take_victim()
            yield from self.fight(critical=not st.ff_free[seat])
            if cafs_free:
                yield from self.fight_any()
            yield END
            return
        yield from self.crew_change()
        yield from self.fight(critical=True)
        if cafs_free:
            yield from self.fight_any()  # free extinguish AP: lost at the turn's end (R-ACT-11)
            if self.w.cafs_hunt > 0:
                yield from self.cafs_hunt()
        yield from self.specialist_moves()
        if self.is_operator():
            yield from self.operate_engine()
        yield from self.hazmat_job()
        yield from self.do_job()
        yield from self.fight(critical=False)
        if st.ff_ap[seat] > self.g.max_saved_ap:
            yield from self.fight_any()  # AP over the saving cap are lost at the turn's end (R-TURN-2)
        if self.ap >= self.w.idle_ap:
            yield from self.nearest_fire()
        yield END

    def crew_change(self) -> Iterator[Action]:
        """Change crew (R-ACT-10) when a specialist the team ranks ``crew_rank`` places higher is free.

        Only as the turn's first action, on the Engine's spot; the team's
        ranking is :attr:`HeuristicBot.TEAM`.
        """
        st, cb = self.st, self.cb
        if st.actions_this_turn or st.engine < 0 or self.pos not in cb.engine_spots[st.engine] or not self.g.specialists_on:
            return
        order = HeuristicBot.TEAM
        names = SPECIALISTS
        spec = st.ff_spec[self.seat]
        now = order.index(names[spec]) if 0 <= spec < len(names) and names[spec] in order else len(order)
        in_play = set(st.ff_spec)
        for rank in range(len(order)):
            if rank + self.w.crew_rank > now:
                return
            index = names.index(order[rank])
            if index not in in_play and index in self.g.specialist_pool:
                yield action("crew", arg=order[rank])
                return

    def fight(self, critical: bool) -> Iterator[Action]:
        """Extinguish the worst threat on the own or an Adjacent space (R-ACT-6)."""
        best, best_score = -1, self.w.critical if critical else 0.9
        for x in [self.pos, *self.reach(self.pos)]:
            s = self.threat_score(x)
            if s > best_score:
                best, best_score = x, s
        if best >= 0:
            yield from self.extinguish(best)

    def fight_any(self) -> Iterator[Action]:
        """Any Fire or Smoke on the own or an Adjacent space, Fire first (free CAFS AP are lost at the turn's end)."""
        fire = self.fire
        best, best_score = -1, 0
        for x in [self.pos, *self.reach(self.pos)]:
            if fire[x] > best_score:
                best, best_score = x, fire[x]
        if best >= 0:
            yield from self.extinguish(best)

    def free_fire(self) -> Iterator[Action]:
        """The CAFS Firefighter on a rescue puts out the worst Fire beside it with its free extinguish AP first (R-ACT-11).

        Those AP pay nothing else and are lost at the turn's end, so a Fire
        next to the Victim costs the carry no step; what is left of them goes
        on any Fire or Smoke beside it before the turn ends. ``docs/bots.md``
        ("The team's rules, measured") records its paired test.
        """
        free, fire = self.st.ff_free[self.seat], self.fire
        best, best_score = -1, 0.0
        for x in [self.pos, *self.reach(self.pos)]:
            if fire[x] == FIRE:
                s = self.threat_score(x)
                if s > best_score:
                    best, best_score = x, s
        if best < 0:
            return
        if free >= 2 and self.fire_beside(best):
            yield self.at("ext", best, arg="full")
        yield self.at("ext", best)

    def cafs_hunt(self) -> Iterator[Action]:
        """The CAFS Firefighter with free extinguish AP and no Fire or Smoke in reach steps toward one (R-ACT-11).

        Only toward a Fire or Smoke it can stand next to with the AP it has, so
        the free AP are spent this turn; the most dangerous per AP walked first.
        """
        here = self.paths.row(self.pos)
        ap = self.st.ff_ap[self.seat]  # moving spends the ordinary AP, not the free ones
        best, best_worth = -1, 0.0
        fire = self.fire
        for x in self.cb.scene_spaces:
            f = fire[x]
            d = here[x]
            if not f or d == 0 or d >= INF or d - 1 > ap:
                continue
            worth = (self.danger(x) if f == FIRE else self.smoke_danger(x)) / d
            if worth > best_worth:
                best, best_worth = x, worth
        if best >= 0:
            yield from self.step(self.paths.row(best))

    def nearest_fire(self) -> Iterator[Action]:
        """A step toward the nearest Fire: AP left unspent while a Fire is in reach are idle AP."""
        here = self.paths.row(self.pos)
        fires = self.scene_fires()
        if not fires:
            return
        x = min(fires, key=lambda s: (here[s], s))
        if here[x] >= INF or here[x] > self.ap:
            return
        if here[x] <= 1:
            yield from self.extinguish(x)
            return
        yield from self.step(self.paths.row(x))

    def hazmat_out(self) -> Iterator[Action]:
        """Carry the Hazmat held to the nearest outside space, where it is disposed of (R-SEC-2)."""
        if self.st.ff_spec[self.seat] == HAZMAT_TECH:
            yield action("dispose")
        if self.ap >= 2:
            yield from self.step(self.field(self.cb.outside_spaces), "hazmat")

    def hazmat_job(self) -> Iterator[Action]:
        """Pick up (or dispose of) the Hazmat next to Fire that is nearest, when it is worth the walk."""
        if self.w.hazmat_value <= 0 and self.st.ff_spec[self.seat] != HAZMAT_TECH:
            return
        hazmat, fire = self.hazmat, self.fire
        here = self.paths.row(self.pos)
        best, best_worth = -1, 0.0
        value = max(self.w.hazmat_value, 1.0) * (2.0 if self.st.ff_spec[self.seat] == HAZMAT_TECH else 1.0)
        for x in self.cb.scene_spaces:
            if not hazmat[x] or fire[x] or here[x] >= INF:
                continue
            hot = any(fire[t] == FIRE for t in self.reach(x))
            if not hot:
                continue
            worth = value / (here[x] + 2)
            if worth > best_worth:
                best, best_worth = x, worth
        if best < 0 or best_worth < self.job_worth_floor():
            return
        if best == self.pos:
            if self.st.ff_spec[self.seat] == HAZMAT_TECH:
                yield action("dispose")
            elif self.ap >= 2:
                yield from self.step(self.field(self.cb.outside_spaces), "hazmat")
            return
        yield from self.step(self.paths.row(best))

    def job_worth_floor(self) -> float:
        """Worth below which a Hazmat job yields to the ordinary jobs: ``hazmat_floor`` times a rough Fire job's worth."""
        return self.w.hazmat_floor * self.urgency() / (self.w.fire_offset + 2)

    def urgency(self) -> float:
        """Worth of one unit of Fire danger for this firefighter.

        Extinguishing costs the Paramedic and the Rescue Specialist double; the
        CAFS Firefighter holding free extinguish AP weighs Fire ``cafs_boost``
        times more (R-ACT-11).
        """
        st, seat = self.st, self.seat
        spec = st.ff_spec[seat]
        base = self.w.ambulance_fire_value if self.ambulance_rescue else self.w.fire_value
        if spec in (PARAMEDIC, RESCUE_SPEC):
            return 0.5 * base
        if spec == CAFS and st.ff_free[seat] > 0:
            return self.w.cafs_boost * base
        return base

    # ------------------------------------------------------------ worth

    def danger(self, x: int) -> float:
        """What a Fire on ``x`` threatens (R-EXPL-2, R-SEC-1, R-SEC-2, R-SEC-5): see the module docstring."""
        cb, w = self.cb, self.w
        passable, poi, victims, healed, hazmat, fire = self.passable, self.poi, self.victims, self.healed, self.hazmat, self.fire
        edge, nbr = cb.edge, cb.nbr
        walls = 0.0
        score = 1.0
        base = x * 4
        for d in range(4):
            e = edge[base + d]
            if e < 0:
                continue
            t = nbr[base + d]
            if passable[e]:
                if poi[t] or victims[t] or healed[t]:
                    score += w.precious_danger
                if hazmat[t]:
                    score += w.hazmat_danger
                f = fire[t]
                if f == SMOKE:
                    score += w.smoke_next_danger
                elif f == FIRE and w.chain_danger > 0:
                    walls += w.chain_danger * self.shock_wall(t, d)
            elif self.wall[e] < 2 and cb.edge_kind[e] == WALL:
                walls += w.wall_danger if cb.scene[t] else w.outer_wall_danger
        if self.st.hot[x]:
            score += w.hot_danger
        return score + walls * (1.0 + w.collapse_scale * self.st.damage / 24.0)

    def shock_wall(self, s: int, d: int) -> float:
        """1 when a shockwave entering Fire on ``s`` heading ``d`` ends on a standing wall (R-EXPL-3), else 0."""
        cb, fire, passable = self.cb, self.fire, self.passable
        edge, nbr = cb.edge, cb.nbr
        for _ in range(cb.n):
            e = edge[s * 4 + d]
            if e < 0:
                return 0.0
            if not passable[e]:
                return 1.0 if self.wall[e] < 2 and cb.edge_kind[e] == WALL else 0.0
            s = nbr[s * 4 + d]
            if fire[s] != FIRE:
                return 0.0
        return 0.0

    def smoke_danger(self, x: int) -> float:
        fire, w = self.fire, self.w
        if any(fire[t] == FIRE for t in self.reach(x)):
            precious = self.poi[x] or self.victims[x] or self.healed[x]
            return self.danger(x) + (w.precious_danger if precious else 0.0)
        return min(w.smoke_cap, w.smoke_cluster * self.smoke_sizes().get(x, 0))

    def radio_ambulance(self) -> Action | None:
        """Drive the Ambulance toward the spot that saves the carrier more than ``amb_margin`` AP (R-ACT-8).

        Never straight back to the spot it was just driven from while no
        Victim was rescued since: that undoes a drive (A->B->A).
        """
        st, cb, mem = self.st, self.cb, self.mem
        spots = cb.ambulance_spots
        if st.ambulance < 0 or len(spots) < 2:
            return None
        m, here = len(spots), st.ambulance
        best_k, best_cost = here, 2 * self.field(tuple(spots[here]))[self.pos]
        for k in range(m):
            ring = min((k - here) % m, (here - k) % m)
            cost = 2 * ring + 2 * self.field(tuple(spots[k]))[self.pos]
            if cost < best_cost - self.w.amb_margin:
                best_k, best_cost = k, cost
        if best_k == here:
            return None
        step = 1 if (best_k - here) % m <= (here - best_k) % m else -1
        if mem.undoes(here, (here + step) % m, st.rescued):
            return None
        return action("drive", arg=f"amb {step:+d}")

    def do_job(self) -> Iterator[Action]:
        """Work on the best job by worth over AP distance (as greedy's, with :class:`Weights`)."""
        st, cb, pos, w = self.st, self.cb, self.pos, self.w
        here = self.paths.row(pos)
        best_value = 0.0
        best: tuple[str, int, list[int] | None] | None = None
        assigned = self.assignment()
        if assigned is not None:
            p, dist = assigned
            value = w.victim_value if self.victims[p] or self.healed[p] else w.poi_value
            if st.ff_spec[self.seat] == CAFS:
                value *= w.cafs_rescue  # the team's fire fighter: rescues are the others' job first
            best_value, best = value / (dist + w.job_offset), ("go", p, self.paths.row(p))
        for x, value in self.rescue_extras():
            worth = value / (here[x] + w.job_offset)
            if worth > best_value and here[x] < INF:
                best_value, best = worth, ("go", x, self.paths.row(x))
        urgency = self.urgency()
        n = cb.n
        near_others, mates = self.teammates()
        margin = w.claim_margin
        fires = self.scene_fires()
        candidates = sorted([here[x] * n + x for x in fires if self.claims(x, here, near_others, mates, margin)])
        for key in candidates[:6]:
            dist, x = key // n, key % n
            worth = urgency * self.danger(x) / (max(0, dist - 1) + w.fire_offset)
            if worth > best_value:
                best_value, best = worth, ("fire", x, None)
        candidates = sorted([here[x] * n + x for x in self.smoke_sizes() if self.claims(x, here, near_others, mates, margin)])
        for key in candidates[:6]:
            dist, x = key // n, key % n
            worth = urgency * self.smoke_danger(x) / (max(0, dist - 1) + w.smoke_offset)
            if worth > best_value:
                best_value, best = worth, ("fire", x, None)
        reach = 0
        if st.engine >= 0:
            spots = cb.engine_spots
            m, at = len(spots), st.engine
            reach = min(here[e] for e in spots[at])
            for k in range(m):
                value = self.gun_value(k)
                if value < self.gun_threshold():
                    continue
                ring = min((k - at) % m, (at - k) % m)
                worth = urgency * w.gun_weight * value / (reach + 2 * ring + 6)
                if worth > best_value and (reach > 0 or ring > 0):
                    best_value, best = worth, ("gun", k, None)
        if best is None:
            return
        kind, x, field = best
        if kind == "gun":
            if reach == 0:
                m = len(cb.engine_spots)
                step = 1 if (x - st.engine) % m <= (st.engine - x) % m else -1
                new = (st.engine + step) % m
                yield action("drive", self.cell(cb.engine_spots[new][0]), arg=f"eng {step:+d}")
                return
            field = self.field(tuple(cb.engine_spots[st.engine]))
        elif kind == "fire":
            if x == pos or x in self.reach(pos):
                yield from self.extinguish(x)
                return
            field = self.paths.row(x)
        assert field is not None
        yield from self.step(field)

    def step(self, field: list[int], item: str = "") -> list[Action]:
        """Greedy's step down ``field``, or a diagonal move where a hero may make one and it saves AP (R-ACT-14)."""
        if self.g.heroes_on and self.seat == self.st.player:
            diagonal = self.diagonal_step(field, item)
            if diagonal is not None:
                return [diagonal]
        return Turn.step(self, field, item)

    def diagonal_step(self, field: list[int], item: str) -> Action | None:
        """The diagonal move that gains most AP over walking as far down ``field`` orthogonally, if any gains.

        ``field`` counts AP for a firefighter carrying nothing; carrying, each
        orthogonal step costs 2 (R-ACT-2). A diagonal move costs what the
        hero's modifiers say (``diagonal_options``).
        """
        here = field[self.pos]
        if here >= INF or here < 2:
            return None
        per_step = 1 if item in ("", "lead") else 2
        best, best_gain = -1, 0
        word = ""
        for t, _held, _lead, cost, words in diagonal_options(self.g, self.seat):
            if words != item or field[t] >= here:
                continue
            gain = (here - field[t]) * per_step - cost
            if gain > best_gain:
                best, best_gain, word = t, gain, words
        return self.at("dmove", best, arg=word) if best >= 0 else None

    def rescue_extras(self) -> list[tuple[int, float]]:
        """(space, value) of the rescue work gsh Calls add (R-HERO-7, R-END-1): Helpers to guide, the named Victim.

        A Helper is worth ``helper_value`` (it is guided out by
        :func:`engine.bots.heroes.guide_choice` once the firefighter stands
        with it); the named Victim, which a Call may need for the win or lose
        the game with, ``vip_value`` times a Victim. None of the bundled Calls
        has either, so these two numbers are not tuned.
        """
        g, st = self.g, self.st
        out: list[tuple[int, float]] = []
        if g.mechanics_on and self.w.helper_value > 0:
            helpers = st.helpers
            for x in self.cb.scene_spaces:
                if helpers[x] and x != self.pos:
                    out.append((x, self.w.helper_value))
        if g.vip_on and st.vip_at > 0 and st.vip_at - 1 != self.pos:
            out.append((st.vip_at - 1, self.w.vip_value * self.w.victim_value))
        return out

    def claims(self, x: int, here: list[int], near_others: list[bool], mates: list[list[int]], margin: int) -> bool:
        """Whether the Fire or Smoke on ``x`` is this firefighter's job (greedy's rule, ``claim_margin`` AP)."""
        d = here[x]
        if d <= 1:
            return True
        if d >= INF or near_others[x]:
            return False
        d -= margin
        for f in mates:  # noqa: SIM110 (hot path)
            if f[x] < d:
                return False
        return True

    def gun_threshold(self) -> float:
        """Expected threat units a deck gun shot must clear (R-ACT-9); half for the Driver/Operator (2 AP a shot)."""
        t = self.w.gun_threshold
        return t / 2 if self.st.ff_spec[self.seat] == DRIVER else t

