"""``Game``: one game of Flash Point, with a small OpenSpiel-like API.

>>> import json
>>> from pathlib import Path
>>> from engine.model import Board, Call
>>> root = Path(__file__).resolve().parents[1] / "calls"
>>> call = Call.model_validate_json((root / "fire-rescue-family.call.json").read_text())
>>> board = Board.model_validate_json((root / "boards" / "fire-rescue-front.board.json").read_text())
>>> g = Game.new(call, board, players=4, seed=1)
>>> g.current_seat, g.is_over
(0, False)
>>> g.legal_count() == len(g.legal_actions())
True
>>> events = g.apply(g.legal_actions()[0])
>>> Game.from_json(g.to_json()) == g
True

Notes
-----
The legal actions are generated once per state, as a map from each action's
key (by its code, an int) to the rule function that plays it, and cached until
the next ``apply``; ``is_legal`` and ``apply`` look the action up in that map
and ``apply`` runs the rule function it recorded, so an action is never parsed
or validated twice. The sorted list of ``Action`` objects is built from the map only when
``legal_actions()`` asks for it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, cast

from engine.actions import NO_CELL, Action
from engine.board import DOOR, CompiledBoard, compile_board
from engine.dice import ScriptedDice, SeededDice, dice_from_dict, make_rng
from engine.errors import GameEnded, GameError, IllegalActionError, StartError
from engine.events import Event
from engine.model.board import Board
from engine.model.call import Call, hot_spot_supply
from engine.model.ruleset import SPECIALISTS, RulesetParams, resolve_params
from engine.rules import (
    PAY_COMMAND,
    PAY_EXTINGUISH,
    PAY_MOVE,
    debris,
    decks,
    heroes,
    mechanics,
    movement,
    named_victim,
    poi,
    setup,
    specialists,
    turn,
    vehicles,
)
from engine.rules import fire as fire_rules
from engine.rules import modifiers as hero_mods
from engine.state import (
    CARRY_NONE,
    DOOR_CLOSED,
    DOOR_OPEN,
    FIRE,
    PHASE_ACTION,
    PHASE_FORGE,
    PHASE_OVER,
    PHASE_REROLL,
    PHASE_RIDE,
    GameState,
)

GAME_FORMAT_VERSION = 1
_FREE_DECISIONS = frozenset(("end", "ride", "stay", "equip", "pick", "boost"))
"""Decisions that are not actions of the turn: every other one counts for Crew Change (R-ACT-10)."""
_DRIVE_ARGS = {(v, step): f"{word} {step:+d}" for v, word in enumerate(vehicles.VEHICLE_WORDS) for step in (1, -1)}

_END_KEY: Final[tuple] = ("end", -1, -1, "", -1)
_NO_ARGUMENTS: Final[tuple] = ()
"""The entry of an action ``Game._run`` plays from its key alone (turn end, extinguishing)."""
Barrier = tuple[int, int, int, int]
"""An entry of ``CompiledBoard.barriers``: ``(edge, kind, a, b)``."""

_HEROES: dict[tuple[int, int], tuple[Call, Board, hero_mods.HeroTables]] = {}


def _hero_tables(call: Call, board: Board, cb: CompiledBoard) -> hero_mods.HeroTables:
    """The compiled hero set of ``call`` on ``board``, built once per pair of objects (R-HERO-1)."""
    hit = _HEROES.get((id(call), id(board)))
    if hit is not None and hit[0] is call and hit[1] is board:
        return hit[2]
    if len(_HEROES) > 64:
        _HEROES.clear()
    tables = hero_mods.compile_heroes(call.heroes, cb)
    _HEROES[(id(call), id(board))] = (call, board, tables)
    return tables


@dataclass(frozen=True)
class Outcome:
    """How a game ended (R-END): ``win``, ``loss_victims`` or ``loss_collapse`` (gsh Calls also ``loss_helpers``,
    ``loss_marker`` and ``loss_named_victim``, R-HERO-7, R-HERO-8, R-END-2), with the counts."""

    result: str
    rescued: int
    lost: int
    damage: int


class Game:
    """A game in progress. Build with :meth:`new`; play with :meth:`legal_actions` and :meth:`apply`."""

    def __init__(self, call: Call, board: Board, params: RulesetParams, state: GameState, dice, options: dict):
        """A game of ``call`` on ``board`` at ``state``: what :meth:`new`, :meth:`clone` and :meth:`from_saved` build.

        It reads what the rules consult on every action from ``call`` and ``params`` once, so the hot path
        reads plain attributes; it never changes ``state``.
        """
        self.call = call
        self.board = board
        self.cb = compile_board(board)
        self.params = params
        self.st = state
        self.dice = dice
        self.options = options
        self.ev: list[Event] = []
        self.setup_events: list[Event] = []
        self.deal: decks.HiddenDeal | None = None
        """A determinized copy's hidden Fire and Event decks, shuffled as far as drawn (:meth:`clone` with a seed)."""
        self.win_rescued = call.win.rescued
        self.win_helpers = call.win.helpers_rescued or 0
        named = call.named_victim
        self.vip_on = named is not None
        """gsh: the Call names a Victim (``engine.rules.named_victim``)."""
        self.vip_win = named is not None and named.needed
        self.vip_loss = named is not None and named.loss
        self.loss_lost = call.loss.victims_lost
        self._read_params(params)
        self._read_heroes_and_mechanics(call, board, params)
        self._share_action_tables()

    def _read_params(self, params: RulesetParams) -> None:
        """Copy the ruleset parameters read on every turn into plain attributes: a field of the pydantic
        ``params`` is read through a generic attribute lookup (``params`` never changes)."""
        self.poi_blockers = frozenset(params.poi_blocked_by)
        self.debris_on = params.debris
        self.vehicles_on = params.vehicles
        self.specialists_on = params.specialists
        self.hazmat_on = params.hazmat
        self.hot_spots_on = params.hot_spots
        self.fire_by_roll = params.fire_phase == "roll"
        self.poi_on_board = params.poi_on_board
        self.poi_count_victims = params.poi_count_victims
        self.ap_per_turn = params.ap_per_turn
        self.max_saved_ap = params.max_saved_ap
        self.rescue_rule = params.rescue
        self.knock_down_rule = params.knock_down
        self.poi_replenish_rule = params.poi_replenish
        self.poi_clears_threats = params.poi_clears_threats
        self.reveals_new_poi = params.firefighter_reveals_new_poi
        self.hazmat_leaves_hot_spot = params.hazmat_leaves_hot_spot
        self.shockwave_detonates_hazmat = params.shockwave_detonates_hazmat
        self.splash_crosses_zone = params.splash_crosses_zone

    def _read_heroes_and_mechanics(self, call: Call, board: Board, params: RulesetParams) -> None:
        """The specialists in play, and the gsh hero set, Call mechanics and decks compiled for the hot path."""
        allowed = call.specialists if call.specialists is not None else SPECIALISTS
        self.specialist_pool = tuple(i for i, name in enumerate(SPECIALISTS) if name in allowed)
        self.heroes_on = call.heroes is not None and params.specialists
        """gsh heroes (R-HERO-1..4): the Call's hero set replaces the Fire Rescue specialists."""
        self.hero_tables: hero_mods.HeroTables | None = _hero_tables(call, board, self.cb) if self.heroes_on else None
        if self.heroes_on:
            self.specialist_pool = ()
        self.mechanics_on = mechanics.uses_mechanics(call)
        """gsh Call mechanics (R-HERO-5..8): water sources, rescue places, Call markers, Helpers."""
        self.mech: mechanics.Mechanics | None = mechanics.compile_mechanics(call, self.cb) if self.mechanics_on else None
        self.mark_block: bytes = self.mech.block if self.mech is not None else bytes(256)
        self.marks_block = any(self.mark_block)
        """Whether a Call marker blocks movement (``movement.moves_into`` then reads ``GameState.marks``)."""
        self.mark_fire: bytes = self.mech.fire_block if self.mech is not None else bytes(256)
        self.fire_walls = any(self.mark_fire)
        """Whether a Call marker blocks fire (R-HERO-8): the fire and explosion rules then read ``GameState.marks``."""
        self.rescue_extra = self.mech is not None and any(self.mech.rescue_mask)
        self.cards = {card.id: card for deck in call.decks for card in deck.cards}
        self.deck_kinds = {deck.id: deck.kind for deck in call.decks}
        self.flare_ids = frozenset(card.id for deck in call.decks if deck.kind == "flare_up" for card in deck.cards)
        """gsh: the ids of the Flare-Up cards (which of them are in the Fire deck is hidden, R-SETUP-3)."""
        self.card_steps = 0
        """Card steps left in the fire phase under way (``decks.run_effects``); -1 once they ran out."""

    def _share_action_tables(self) -> None:
        """Take the board's shared action objects and codes, numbering the fixed action keys on first use
        (:attr:`engine.board.CompiledBoard.keys`)."""
        self._legal: _Legal | None = None
        self._acache: dict = self.cb.action_cache
        self._acodes: dict = self.cb.action_codes
        self._akept: dict = self.cb.action_kept
        keys: list = self.cb.keys
        codes: list = self.cb.codes
        if not keys:
            n = self.cb.n
            words = movement.ITEM_WORDS
            keys.extend(("move", t, -1, words[item, lead], -1) for t in range(n) for item in range(3) for lead in range(2))
            keys.extend(("ext", t, -1, word, -1) for t in range(n) for word in ("", "full"))
            keys.extend((kind, a, b, "", -1) for a, b in self.cb.edge_cells for kind in ("open", "close", "chop"))
            keys.append(_END_KEY)
            codes.extend(range(len(keys)))
            self.cb.key_codes.update((key, code) for code, key in enumerate(keys))
        self._keys = keys
        """Key by code (``CompiledBoard.keys``); grows as other keys are generated."""
        self._codes = codes
        self._key_codes: dict = self.cb.key_codes
        self._end_code: object = codes[len(codes) - 1]  # ``object``: the int stays the shared one
        self._last_action: object = None
        self._last_code: object = None
        """The last action ``_code_of`` found among the cached or kept ones, and its code."""
        self._ext_keys = 6 * self.cb.n
        self._barrier_keys = 8 * self.cb.n
        self.cells: tuple = self.cb.cells  # ``tuple``: the cells stay the shared boxed pairs events hold
        """``(row, col)`` of every space: what events name (``cellof`` as a table)."""
        self._space_of = self.cb.space_of

    # ---- construction ----

    @classmethod
    def new(
        cls,
        call: Call,
        board: Board,
        *,
        players: int,
        seed: int | None,
        difficulty: str | None = None,
        specialists: list[str] | None = None,
        start: dict | None = None,
        dice=None,
    ) -> Game:
        """Set up a new game (R-SETUP).

        ``players``: number of firefighters (seats 0..players-1, seat 0 starts).
        ``seed``: seed of the game's dice (keyword-only). ``difficulty``: a
        level id of the Call (default: its first level). ``specialists``: one
        specialist id per seat (default when the ruleset has specialists: the
        Call's specialists in the order of ``SPECIALISTS``). ``start``:
        ``{"firefighters": [[r, c], ...], "ambulance": i, "engine": i}``
        overriding the default starts (see ``setup.default_starts``; vehicles
        default to spot 0). ``dice``: a dice source replacing the seeded one
        (e.g. ``ScriptedDice`` in tests).
        """
        params = resolve_params(call.ruleset.name, call.ruleset.params)
        _check_supported(call, params)
        if not call.players.min <= players <= call.players.max:
            raise StartError("players_range", low=call.players.min, high=call.players.max, n=players)
        try:
            level = call.level(difficulty)
        except KeyError:
            raise _level_error(call, difficulty) from None
        if specialists and not params.specialists:
            raise StartError("no_specialists", ruleset=call.ruleset.name)
        options = {
            "players": players,
            "seed": seed,
            "difficulty": level.id if level else None,
            "specialists": list(specialists) if specialists is not None else None,
            "start": start,
        }
        cb = compile_board(board)
        if all(t < 0 for t in cb.dice_target):
            raise GameError(f"the dice of board {board.id!r} name no space on the board")
        st = GameState.empty(cb.n, len(cb.edge_cells))
        st.pool_victims = call.poi_bag.victims
        st.pool_false_alarms = call.poi_bag.false_alarms
        st.damage_supply = call.supply.damage
        st.hot_spot_supply = hot_spot_supply(call, level, params)
        g = cls(call, board, params, st, dice if dice is not None else SeededDice(seed), options)
        g._setup_players(players, specialists, start or {})
        try:
            setup.place_fixed(g, call)
            if g.mechanics_on:
                mechanics.place_setup(g)
            if g.vip_on:
                named_victim.place(g)
            setup.run_procedures(g, call, level, players)
            if params.fire_phase == "fire_deck":
                decks.build_decks(g, players)
        except GameEnded:
            pass
        if g.heroes_on and not st.outcome:
            heroes.begin_forging(g)  # R-HERO-1; starts the first turn once every seat has forged
        g.setup_events = g.ev
        g.ev = []
        if not st.outcome and not g.heroes_on:
            turn.start_turn(g, 0)
        return g

    def _setup_players(self, players: int, specs, start: dict) -> None:
        st = self.st
        st.ff_pos.extend(self._start_spaces(players, start))
        st.ff_ap = [0] * players
        st.ff_free = [0] * players
        st.ff_saved = [0] * players
        st.ff_down = [0] * players
        st.ff_carry = [CARRY_NONE] * players
        st.ff_lead = [0] * players
        st.ff_spec = [-1] * players
        if self.heroes_on:
            heroes.assign(self, specs)
        elif self.params.specialists:
            if specs is not None:
                if len(specs) != players:
                    raise StartError("specialists_count", n=len(specs), players=players)
                offered = [SPECIALISTS[i] for i in self.specialist_pool]
                unknown = [s for s in specs if s not in offered]
                if unknown:
                    key = "specialist_unknown" if len(offered) == len(SPECIALISTS) else "specialist_not_offered"
                    raise StartError(key, name=unknown[0], offered=", ".join(offered))
                if len(set(specs)) != len(specs):
                    raise StartError("specialist_twice")
                st.ff_spec = [SPECIALISTS.index(s) for s in specs]
            else:
                pool = self.specialist_pool
                st.ff_spec = [pool[i] if i < len(pool) else -1 for i in range(players)]
        self._park_vehicles(start)

    def _start_spaces(self, players: int, start: dict) -> list[int]:
        """Each seat's starting space: ``start``'s, else the Call's fixed one, else the default (R-SETUP-2).

        A chosen start is a space outside the building, as the players choose one; only a Call may fix a start
        inside (``setup.firefighters``).
        """
        cb, call = self.cb, self.call
        fixed = [self.index(c) for c in call.setup.firefighters]
        chosen = start.get("firefighters")  # a replay's options may hold it as null: the Call's or the default starts
        starts = [self._start_index(c, seat) for seat, c in enumerate(chosen)] if chosen is not None else None
        if starts is not None and len(starts) != players:
            raise StartError("starts_count", n=len(starts), players=players)
        default = setup.default_starts(cb, players)
        out: list[int] = []
        for seat in range(players):
            if starts is not None:
                pos = starts[seat]
            elif seat < len(fixed):
                pos = fixed[seat]
            else:
                pos = default[seat]
            if not 0 <= pos < cb.n:
                raise StartError("start_off_board", seat=seat + 1)
            if starts is not None and cb.scene[pos] and not (seat < len(fixed) and pos == fixed[seat]):
                raise StartError("start_inside", seat=seat + 1, cell=list(cb.cells[pos]))
            out.append(pos)
        return out

    def _start_index(self, cell, seat: int) -> int:
        """The space of the start the players chose for ``seat``; :class:`StartError` off the board."""
        r, c = cell
        if not (0 <= r < self.cb.rows and 0 <= c < self.cb.cols):
            raise StartError("start_cell_off", seat=seat + 1, cell=[r, c], rows=self.cb.rows, cols=self.cb.cols)
        return r * self.cb.cols + c

    def _park_vehicles(self, start: dict) -> None:
        """The Ambulance's and the Engine's spots: ``start``'s, else the Call's, else spot 0 (R-SETUP-2)."""
        st, cb, call = self.st, self.cb, self.call
        if self.params.vehicles:
            amb = start.get("ambulance", call.setup.vehicles.ambulance)
            eng = start.get("engine", call.setup.vehicles.engine)
            st.ambulance = (amb if amb is not None else 0) if cb.ambulance_spots else -1
            st.engine = (eng if eng is not None else 0) if cb.engine_spots else -1
            if (cb.ambulance_spots and not 0 <= st.ambulance < len(cb.ambulance_spots)) or (
                    cb.engine_spots and not 0 <= st.engine < len(cb.engine_spots)):
                raise StartError("spot_out_of_range")

    def place_team(self, start: dict) -> None:
        """Place the team once the setup is on the board (R-SETUP-2): firefighters' spaces and vehicle spots.

        The rules have the players choose where the firefighters start, and
        where the Ambulance and the Engine park, after the setup's
        explosions, Hazmat, POI and Hot Spots are placed. ``start`` takes the
        form of ``Game.new``'s ``start`` (left-out parts stay as they are);
        a seat the Call fixes keeps its space. Allowed only before the first
        action. The choice is kept in ``options["start"]``, so a replay or a
        saved game sets up the same game: no setup step reads where the
        firefighters stand.
        """
        st = self.st
        if st.turn != 0 or st.actions_this_turn != 0 or st.outcome:
            raise StartError("placed_too_late")
        start = {k: v for k, v in start.items() if v is not None}
        merged = {k: v for k, v in (self.options.get("start") or {}).items() if v is not None}
        merged.update(start)
        if "firefighters" in start:
            fixed = self.call.setup.firefighters
            for seat, cell in enumerate(fixed[: len(start["firefighters"])]):
                if list(start["firefighters"][seat]) != list(cell):
                    raise StartError("start_fixed", seat=seat + 1, cell=list(cell))
            for seat, pos in enumerate(self._start_spaces(len(st.ff_pos), merged)):
                st.ff_pos[seat] = pos
        self._park_vehicles(merged)
        self.options = {**self.options, "start": merged}
        self._legal = None

    # ---- helpers used by the rule modules ----

    def index(self, cell) -> int:
        """Space index of a ``[row, col]`` cell (checked)."""
        r, c = cell
        if not (0 <= r < self.cb.rows and 0 <= c < self.cb.cols):
            raise GameError(f"cell {[r, c]} is off the {self.cb.rows}x{self.cb.cols} board")
        return r * self.cb.cols + c

    def cellof(self, s: int) -> tuple[int, int]:
        """``(row, col)`` of space ``s``."""
        return self.cells[s]

    def edgeof(self, e: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """The two cells of edge ``e``."""
        a, b = self.cb.edge_cells[e]
        return (self.cells[a], self.cells[b])

    def emit(self, kind: str, **data) -> None:
        """Record an ``Event`` of ``kind`` with ``data``."""
        self.ev.append(Event(kind, data))

    def roll(self, sides: int, die: str, why: str, stream: int) -> int:
        """Roll one die from dice ``stream`` (``engine.dice.STREAM_*``) and record it as an event (every roll is an event)."""
        dice = self.dice
        value = dice.roll(sides, stream) if isinstance(dice, SeededDice) else dice.roll(sides, stream)  # a direct call for the usual dice
        self.ev.append(Event("roll", {"die": die, "sides": sides, "value": value, "why": why}))
        return value

    def roll_target(self, why: str, stream: int) -> int:
        """Roll red and black from ``stream`` for a Target space (R-GEO-2); -1 if the roll names no space."""
        cb = self.cb
        red = self.roll(cb.red_sides, "red", why, stream)
        black = self.roll(cb.black_sides, "black", why, stream)
        return cb.dice_target[(red - 1) * cb.black_sides + black - 1]  # both faces are in range: they were rolled

    # ---- the public API ----

    @property
    def state(self) -> GameState:
        return self.st

    @property
    def current_seat(self) -> int:
        """The seat that decides now (a rider during a pending ride decision)."""
        if self.st.phase == PHASE_RIDE:
            return self.st.pending[2]
        return self.st.player

    @property
    def is_over(self) -> bool:
        """True exactly when a game-end threshold has been met (R-END)."""
        return self.st.phase == PHASE_OVER

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        st = self.st
        if not st.outcome:
            return None
        return Outcome(st.outcome, st.rescued, st.lost, st.damage)

    def legal_actions(self) -> list[Action]:
        """Every legal action now, sorted (empty when the game is over)."""
        legal = self._legal
        if legal is None or not legal.complete:
            legal = self._generate()
        ordered = legal.ordered
        if ordered is None:
            cache, action, keys = self._acache, self._action, self._keys
            ordered = legal.ordered = [cache.get(k) or action(k) for k in sorted([keys[c] for c in legal.map])]
        return ordered

    def legal_count(self) -> int:
        """How many actions are legal now: ``len(legal_actions())`` without building the sorted list."""
        legal = self._legal
        if legal is None or not legal.complete:
            legal = self._generate()
        return len(legal.map)

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal now; generates only the actions of its kind, never the sorted list."""
        return self._entry(self._code_of(action), action) is not None

    def apply(self, action: Action | str) -> list[Event]:
        """Play ``action`` (an ``Action`` or its notation); return what happened.

        Raises ``IllegalActionError`` naming the action and the reason.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        code = self._code_of(action)
        entry = self._entry(code, action)
        if entry is None:
            raise IllegalActionError(action, self._why_illegal(action))
        if code is None:  # generating its group gave the key its code
            code = self._code_of(action)
        key: tuple = self._keys[cast(int, code)]
        self._legal = None
        events: list[Event] = []
        self.ev = events
        if key[0] not in _FREE_DECISIONS:
            self.st.actions_this_turn += 1
        try:  # noqa: SIM105 - cheaper than contextlib.suppress on the hot path
            self._run(key, entry)
        except GameEnded:
            pass
        return events

    def _run(self, key: tuple, entry: tuple) -> None:
        """Play the legal action ``key`` from its ``entry`` in the legal map (see ``_Legal``).

        The current player's moves, barrier actions, extinguishing and turn
        end call their rule directly; every other entry is ``(rule function, *arguments)``.
        """
        kind: str = key[0]
        if kind == "move":
            item, lead, cost, _ = cast(movement.Way, entry)
            seat = self.st.player
            movement.move(self, seat, key[1], item, lead, cost, seat, PAY_MOVE)
        elif kind == "end":
            self._end_turn()
        elif kind == "ext":
            fire_rules.extinguish(self, self.st.player, key[1], key[3] == "full")
        elif kind == "open" or kind == "close":
            movement.toggle_door(self, self.st.player, cast(Barrier, entry)[0], kind == "open")
        elif kind == "chop":
            movement.chop(self, self.st.player, cast(Barrier, entry)[0])
        else:
            entry[0](*entry[1:])

    def clone(self, *, seed: int | None = None) -> Game:
        """An independent copy sharing the immutable Call, board and compiled tables.

        With ``seed``, the copy rolls fresh dice from that seed instead of
        continuing this game's dice, and its hidden Fire and Event decks are
        reshuffled from that seed: what a search bot should use, so that it
        never sees the real future rolls nor the real order of the cards. The
        reshuffle is done as far as the copy draws (:attr:`deal`,
        ``decks.HiddenDeal``), so a copy costs little more with a deck of
        100,000 cards than with one of 20.
        """
        dice = self.dice.clone() if seed is None else SeededDice(seed)
        new = Game(self.call, self.board, self.params, self.st.copy(), dice, self.options)
        new.setup_events = self.setup_events
        if seed is None and self.deal is not None:
            new.deal = self.deal.fork(self.st, new.st)
        if seed is not None and (new.st.fire_deck or new.st.event_deck):
            new.deal = decks.hidden_shuffle(new.st, make_rng(seed), self.flare_ids)
        if seed is not None and (new.st.gear_deck or new.st.boost_deck):
            heroes.hidden_shuffle(new.st, make_rng(seed + 1))
        return new

    def settle_decks(self) -> None:
        """Finish the hidden decks' shuffles of a copy made with a seed (:attr:`deal`): what reads or rebuilds a
        whole deck needs its final order, the one the shuffles done in full give."""
        if self.deal is not None:
            self.deal.finish()
            self.deal = None

    def to_json(self) -> str:
        """The whole game as JSON: Call, board, options, state and dice."""
        self.settle_decks()
        return json.dumps(
            {
                "format_version": GAME_FORMAT_VERSION,
                "call": self.call.model_dump(mode="json", by_alias=True, exclude_none=True),
                "board": self.board.model_dump(mode="json", by_alias=True, exclude_none=True),
                "options": self.options,
                "state": self.st.to_dict(),
                "dice": self.dice.to_dict(),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Inverse of :meth:`to_json`; ``GameError`` naming the first impossible value (see :mod:`engine.saved`)."""
        from engine import saved

        data = saved.read_game(text)
        call, board = data.call, data.board
        params = resolve_params(call.ruleset.name, call.ruleset.params)
        state = GameState.from_dict(data.state.model_dump(exclude_none=True))
        options = data.options.model_dump(mode="json")
        if options["start"] is not None:
            options["start"] = {k: v for k, v in options["start"].items() if v is not None}
        game = cls(call, board, params, state, dice_from_dict(data.dice.model_dump(exclude_none=True)), options)
        saved.check_state(game)
        return game

    def state_hash(self) -> str:
        """A short stable hash of the state (not of the dice): the first 16 hex digits of the SHA-256 of the state's
        sorted, compact JSON (:meth:`GameState.canonical_json`), the same in every process and for every equal state.

        Replays record it after every action, so its value must never change: ``canonical_json`` writes the very
        text ``json.dumps(st.to_dict(), sort_keys=True, separators=(",", ":"))`` would, only without a Python int per
        space and edge (most of the time a 100 x 100 board spent in ``callforge play``).
        """
        self.settle_decks()
        return hashlib.sha256(self.st.canonical_json()).hexdigest()[:16]

    def __eq__(self, other) -> bool:
        if not isinstance(other, Game):
            return False
        self.settle_decks()
        other.settle_decks()
        return self.st == other.st and self.dice == other.dice

    __hash__ = None  # type: ignore[assignment]

    # ---- turn flow ----

    def _end_turn(self) -> None:
        """End the turn: save AP, Fire phase, replenish POI, next player (R-TURN-1, R-TURN-2)."""
        st = self.st
        seat = st.player
        turn.end_turn_ap(self, seat)
        if self.heroes_on:
            heroes.end_actions(self, seat)
        self.emit("end_turn", seat=seat)
        if self.fire_by_roll:
            fire_rules.fire_phase(self)
        else:
            decks.fire_phase(self)
        self.finish_fire_phase()
        if self.heroes_on:
            heroes.after_fire_card(self, seat)
        poi.replenish(self)
        if self.heroes_on:
            heroes.flip_reserve(self, seat)  # after the POI are replenished, the Reserve Boost flips (R-HERO-2)
        st.turn += 1
        turn.start_turn(self, (seat + 1) % len(st.ff_pos))
        if self.heroes_on:
            heroes.start_turn(self, st.player)
        self.emit("start_turn", seat=st.player, turn=st.turn)
        if st.ff_down[st.player]:
            debris.stand_up(self, st.player)

    def finish_fire_phase(self) -> None:
        """The fire phase's last steps, after the ruleset's: the Call's Helpers and markers on Fire are lost or burn,
        outside the scene too (R-HERO-7, R-HERO-8, as Victims are, R-SEC-5), then Fire outside the scene is removed
        (R-SEC-6)."""
        if self.mechanics_on:
            mechanics.after_fire(self)
        fire_rules.remove_outside_fire(self)

    # ---- legal action generation ----

    @staticmethod
    def _act(kind: str, s: int = -1, s2: int = -1, arg: str = "", seat: int = -1) -> tuple:
        """The key of an action: ``(kind, space, space2, arg, seat)``; sorts like ``Action``."""
        return (kind, s, s2, arg, seat)

    def _action(self, key: tuple) -> Action:
        a = self._acache.get(key)
        if a is None:
            kind, s, s2, arg, seat = key
            cols = self.cb.cols
            a = Action(kind, divmod(s, cols) if s >= 0 else NO_CELL, divmod(s2, cols) if s2 >= 0 else NO_CELL, arg, seat)
            self._acache[key] = a
            self._acodes[id(a)] = self._code(key)
        return a

    def _code_of(self, action: Action) -> object:
        """The code of ``action``'s key (see ``CompiledBoard.keys``); None when no action with that key was
        ever generated on this board (or a cell is off it). ``object``: the int stays the shared one."""
        if action is self._last_action:  # ``is_legal``, then ``apply`` of the same action
            return self._last_code
        code = self._acodes.get(id(action))  # one of the cached Actions (the cache keeps it alive)
        if code is not None:
            self._last_action, self._last_code = action, code
            return code
        key = self._key_of(action)
        if key is None:
            return None
        code = self._key_codes.get(key)
        kept = self._akept
        if code is not None and len(kept) < _KEPT_ACTIONS:  # Actions are frozen: this one's code never changes
            kept[id(action)] = action
            self._acodes[id(action)] = code
        return code

    def _code(self, key: tuple) -> object:
        """The code of ``key``, given the next one when it has none yet (see ``CompiledBoard.keys``)."""
        code = self._key_codes.get(key)
        if code is None:
            keys = self._keys
            code = len(keys)
            keys.append(key)
            self._key_codes[key] = code
        return code

    def _key_of(self, action: Action) -> tuple | None:
        """The key of ``action`` (edges in either order), None if a cell is off the board."""
        space_of = self._space_of
        try:
            s, s2 = space_of[action.cell], space_of[action.cell2]
        except (KeyError, TypeError):  # off the board, or cells that are not tuples
            return self._checked_key_of(action)
        if 0 <= s2 < s:
            s, s2 = s2, s
        return (action.kind, s, s2, action.arg, action.seat)

    def _checked_key_of(self, action: Action) -> tuple | None:
        """``_key_of`` for any cell values: unpacks and range-checks each cell."""
        rows, cols = self.cb.rows, self.cb.cols
        spaces = []
        for r, c in (action.cell, action.cell2):
            if r == -1 and c == -1:
                spaces.append(-1)
            elif 0 <= r < rows and 0 <= c < cols:
                spaces.append(r * cols + c)
            else:
                return None
        s, s2 = spaces
        if s2 >= 0 and s2 < s:
            s, s2 = s2, s
        return (action.kind, s, s2, action.arg, action.seat)

    def _entry(self, code: object, action: Action) -> tuple | None:
        """The entry (see ``_Legal``) of ``action``, whose key has ``code``, if it is legal now, else None.

        Generates the legal actions of the action's group only (see ``_GROUP_OF_KIND``).
        ``code`` None: no action with its key was generated yet on this board (or a cell is off it).
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = _Legal()
        entry = legal.map.get(code) if code is not None else None
        if entry is None and not legal.complete:
            group = _GROUP_OF_KIND.get(action.kind)
            if group is not None and group not in legal.done:
                key = self._key_of(action)
                if key is None:
                    return None
                self._fill(legal, group)
                code = self._key_codes.get(key)
                if code is not None:
                    entry = legal.map.get(code)
        return entry

    def _generate(self) -> _Legal:
        """The legal actions of the current state, every group generated."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _Legal()
        if not legal.complete:
            if self.st.phase == PHASE_ACTION and not legal.done:
                self._gen_turn(legal.map)  # the usual case: all at once
            else:
                for group in _PHASE_GROUPS[self.st.phase]:
                    if group not in legal.done:
                        self._fill(legal, group)
            legal.complete = True
        return legal

    def _fill(self, legal: _Legal, group: str) -> None:
        """Generate the legal actions of ``group`` into ``legal.map`` (none when the phase has no such group)."""
        legal.done += (group,)
        phase = self.st.phase
        if phase == PHASE_ACTION:
            if group in _TURN_GROUPS:
                if legal.turn is None:
                    legal.turn = self._turn_context()
                self._fill_turn(legal.map, group, legal.turn)
        elif phase == PHASE_RIDE:
            if group == "ride":
                self._gen_ride(legal.map)
        elif phase == PHASE_REROLL and group == "reroll":
            self._gen_reroll(legal.map)
        elif phase == PHASE_FORGE and group == "forge":
            self._gen_forge(legal.map)

    def _gen_forge(self, m: dict) -> None:
        """The forging seat's choice of a Gear to equip or a Boost to keep (R-HERO-1)."""
        code = self._code
        for kind, card in heroes.forge_options(self):
            m[code((kind, -1, -1, card, -1))] = (heroes.equip if kind == "equip" else heroes.keep, self, card)

    def _gen_heroes(self, m: dict, seat: int, budget: int) -> None:
        """gsh heroes: use the Active Boost, Heal, move diagonally (R-HERO-2, R-HERO-4, R-ACT-14)."""
        if not self.heroes_on:
            return
        code = self._code
        if heroes.can_boost(self, seat):
            m[code(("boost", -1, -1, "", -1))] = (heroes.use_boost, self, seat)
        if heroes.can_heal(self, seat):
            m[code(("heal", -1, -1, "", -1))] = (heroes.heal, self, seat)
        for t, item, lead, cost, word in heroes.diagonal_options(self, seat):
            m[code(("dmove", t, -1, word, -1))] = (heroes.diagonal_move, self, seat, t, item, lead, cost)

    def _gen_mechanics(self, m: dict, seat: int, budget: int) -> None:
        """gsh Call mechanics: Suppression Blast from a water source, removing a Call marker, guiding a Helper (R-HERO-5, R-HERO-7, R-HERO-8)."""
        if not self.mechanics_on:
            return
        code = self._code
        water = mechanics.tables(self).water
        for i in mechanics.blast_options(self, seat):
            m[code(("blast", -1, -1, water[i][0], -1))] = (mechanics.blast, self, seat, i)
        for s in mechanics.remove_options(self, seat):
            m[code(("remove", s, -1, "", -1))] = (mechanics.remove, self, seat, s)
        for dest in mechanics.guide_options(self, seat):
            m[code(("guide", dest, -1, "", -1))] = (mechanics.guide, self, seat, dest)

    def hero_knocked_down(self, seat: int, in_actions: bool) -> None:
        """``on_knock_down`` modifiers of a hero just Knocked Down (R-SEC-4, R-ACT-14); ``in_actions``: while it takes
        its actions (a Call marker on entering), not in a fire phase."""
        heroes.on_knock_down(self, seat, in_actions)

    def _gen_ride(self, m: dict) -> None:
        """The pending rider's decision (R-ACT-8)."""
        code = self._code
        for land in vehicles.ride_options(self):
            if land >= 0:
                m[code(("ride", land, -1, "", -1))] = (vehicles.ride, self, land)
            else:
                m[code(("stay", -1, -1, "", -1))] = (vehicles.ride, self, -1)

    def _gen_reroll(self, m: dict) -> None:
        """The Driver/Operator's deck gun decision (R-ACT-11)."""
        code = self._code
        for die in vehicles.reroll_options(self):
            m[code(("reroll", -1, -1, die, -1))] = (vehicles.reroll, self, die)
        m[code(("keep", -1, -1, "", -1))] = (vehicles.keep, self)

    def _gen_turn(self, m: dict) -> None:
        """The current player's actions (R-ACT-1..13, R-TURN-3), every group into ``m``."""
        context = self._turn_context()
        seat, budget, must_leave = context
        if must_leave:
            for group in _TURN_GROUPS:
                self._fill_turn(m, group, context)
            return
        m[self._end_code] = _NO_ARGUMENTS  # the usual case: each group in turn, directly
        self._gen_moves(m, seat, budget)
        self._gen_barriers(m, seat, budget)
        self._gen_extinguish(m, seat, budget)
        if self.debris_on:
            self._gen_clear(m, seat, budget)
        if self.vehicles_on:
            self._gen_vehicles(m, seat, budget)
        if self.specialists_on:
            self._gen_specialists(m, seat, budget)
        if self.heroes_on:
            self._gen_heroes(m, seat, budget)
        if self.mechanics_on:
            self._gen_mechanics(m, seat, budget)

    def _turn_context(self) -> tuple[int, int, bool]:
        """``(seat, budget, must_leave)``: the current player, its movement AP, and whether it stands in Fire with a way out (R-TURN-3)."""
        st = self.st
        seat = st.player
        budget = turn.available(self, seat, PAY_MOVE)  # movement.move_budget
        pos = st.ff_pos[seat]
        return seat, budget, st.fire[pos] == FIRE and movement.can_escape_now(self, seat)

    def _fill_turn(self, m: dict, group: str, context: tuple[int, int, bool]) -> None:
        """The current player's actions of ``group`` into ``m``; in Fire, only those that keep a way out (R-TURN-3).

        A firefighter in Fire with a way out may not end its turn; its moves are
        checked where they are generated, the other actions after.
        """
        seat, budget, must_leave = context
        if group == "end":
            if not must_leave:
                m[self._end_code] = _NO_ARGUMENTS
        elif group == "moves" or not must_leave:
            _TURN_GENERATORS[group](self, m, seat, budget)
        else:
            part: dict = {}
            _TURN_GENERATORS[group](self, part, seat, budget)
            self._drop_trapping_actions(part, seat)
            m.update(part)

    def _gen_moves(self, m: dict, seat: int, budget: int) -> None:
        """Moves, carrying or leading (R-ACT-1, R-ACT-2, R-ACT-12)."""
        movement.moves_into(self, seat, budget, True, m, self._codes)

    def _gen_barriers(self, m: dict, seat: int, budget: int) -> None:
        """Doors to open or close and walls to chop around the space, paid with regular AP only (R-ACT-5, R-ACT-7)."""
        st = self.st
        ap = st.ff_ap[seat]
        chop_ok = ap >= 1 or (self.heroes_on and ap >= movement.chop_cost(self, seat))  # gsh: a chop may cost 0 AP
        if not chop_ok:
            return
        door, wall = st.door, st.wall
        codes, first = self._codes, self._barrier_keys
        around: tuple = self.cb.barriers[st.ff_pos[seat]]  # ``tuple``: items stay the board's boxed tuples
        barrier: tuple  # the entry of the action
        for barrier in around:
            e: int = barrier[0]
            kind: int = barrier[1]
            at = first + 3 * e
            if kind == DOOR:
                ds = door[e]
                if ap < 1:
                    continue
                if ds == DOOR_CLOSED:
                    m[codes[at]] = barrier  # ("open", a, b, "", -1)
                elif ds == DOOR_OPEN:
                    m[codes[at + 1]] = barrier  # ("close", a, b, "", -1)
            elif wall[e] < 2 and ap >= movement.chop_cost(self, seat):
                m[codes[at + 2]] = barrier  # ("chop", a, b, "", -1)

    def _gen_extinguish(self, m: dict, seat: int, budget: int) -> None:
        """Extinguish steps, and whole Fires removed at once (R-ACT-6)."""
        ext_budget = turn.available(self, seat, PAY_EXTINGUISH)
        step = fire_rules.extinguish_cost(self, seat, False)
        if ext_budget < step:
            return
        whole = ext_budget >= fire_rules.extinguish_cost(self, seat, True)  # cards may price it as one step (R-ACT-14)
        st = self.st
        fire, passable = st.fire, st.passable
        codes, first = self._codes, self._ext_keys
        # The targets of ``fire_rules.extinguish_targets`` (``marked_in_reach``), each threat read once.
        s = st.ff_pos[seat]
        f = fire[s]
        if f:
            m[codes[first + 2 * s]] = _NO_ARGUMENTS  # ("ext", s, -1, "", -1)
            if f == FIRE and whole:
                m[codes[first + 2 * s + 1]] = _NO_ARGUMENTS  # ("ext", s, -1, "full", -1)
        for t, e in self.cb.adjacent[s]:
            f = fire[t]
            if f and passable[e]:
                m[codes[first + 2 * t]] = _NO_ARGUMENTS
                if f == FIRE and whole:
                    m[codes[first + 2 * t + 1]] = _NO_ARGUMENTS

    def _gen_clear(self, m: dict, seat: int, budget: int) -> None:
        """Debris to clear, paid with regular AP (gsh, R-ACT-13)."""
        code = self._code
        if self.debris_on and self.st.ff_ap[seat] >= debris.clear_cost(self, seat):
            for t in debris.clear_targets(self, seat):
                m[code(("clear", t, -1, "", -1))] = (debris.clear, self, seat, t)

    def _drop_trapping_actions(self, m: dict, seat: int) -> None:
        """Remove the actions after which ``seat``, standing in Fire, could no longer get out (R-TURN-3).

        A firefighter may not end its turn in Fire, so while it stands in Fire
        with a way out, an action that spends the AP it needs (chopping,
        opening or closing a door, extinguishing elsewhere, a command, a
        radioed drive...) or closes its way out is illegal. Moves are checked
        where they are generated. Actions ``movement.keeps_way_out`` does not
        model are tried on a copy of the state.
        """
        keys = self._keys
        for code in [c for c in m if keys[c][0] != "move"]:
            key = keys[code]
            ok = movement.keeps_way_out(self, seat, key)
            if ok is None:
                ok = self._way_out_after_trial(seat, key, m[code])
            if not ok:
                del m[code]

    def _way_out_after_trial(self, seat: int, key: tuple, entry: tuple) -> bool:
        """Run a legal action's rule function on a copy of the state; True if ``seat`` can then leave any Fire (R-TURN-3)."""
        st, dice, ev, deal = self.st, self.dice, self.ev, self.deal
        self.st, self.dice, self.ev = st.copy(), SeededDice(0), []
        self.deal = deal.fork(st, self.st) if deal is not None else None
        try:
            try:
                self._run(key, entry)
            except GameEnded:
                return True
            pos = self.st.ff_pos[seat]
            return self.st.fire[pos] != FIRE or movement.can_escape_now(self, seat)
        finally:
            self.st, self.dice, self.ev, self.deal = st, dice, ev, deal

    def holds_after_boost(self, seat: int, test: Callable[[Game], bool]) -> bool:
        """Whether ``test`` holds once ``seat`` has used its Active Boost, tried on a copy of the state; False without one.

        Using the Active Boost is one of a hero's own actions, so a way out of
        Fire may begin with it (R-TURN-3, R-HERO-2): its AP come at once and
        its other modifiers stay in force to the end of the turn, so using it
        first is never worse than later, but for a gain limited to a zone
        or the Engine's spot, which is read where the hero stands now.
        """
        if not (self.heroes_on and heroes.can_boost(self, seat)):
            return False
        st, dice, ev, legal, deal = self.st, self.dice, self.ev, self._legal, self.deal
        self.st, self.dice, self.ev, self._legal = st.copy(), SeededDice(0), [], None
        self.deal = deal.fork(st, self.st) if deal is not None else None
        try:
            heroes.use_boost(self, seat)
            return test(self)
        finally:
            self.st, self.dice, self.ev, self._legal, self.deal = st, dice, ev, legal, deal

    def _gen_vehicles(self, m: dict, seat: int, budget: int) -> None:
        """Drives and the deck gun (R-ACT-8, R-ACT-9)."""
        if not self.vehicles_on:
            return
        act, code = self._act, self._code
        for vehicle, step, land in vehicles.drive_options(self, seat):
            arg = _DRIVE_ARGS[vehicle, step]
            m[code(("drive", land, -1, arg, -1))] = (vehicles.drive, self, seat, vehicle, step, land)
        if vehicles.gun_zone(self, seat) >= 0:
            m[code(act("gun"))] = (vehicles.fire_gun, self, seat)

    def _gen_specialists(self, m: dict, seat: int, budget: int) -> None:
        """Crew Change and the specialists' own actions (R-ACT-10, R-ACT-11)."""
        if not self.specialists_on:
            return
        st = self.st
        act, code = self._act, self._code
        for spec in specialists.crew_options(self, seat):
            m[code(act("crew", arg=SPECIALISTS[spec]))] = (specialists.crew_change, self, seat, spec)
        if self.heroes_on:
            for hero in heroes.crew_options(self, seat):
                m[code(act("crew", arg=hero))] = (heroes.crew_change, self, seat, hero)
        if specialists.can_treat(self, seat):
            m[code(act("treat"))] = (specialists.treat, self, seat)
        for s in specialists.identify_options(self, seat):
            m[code(act("identify", s))] = (specialists.identify, self, seat, s)
        if specialists.can_dispose(self, seat):
            m[code(act("dispose"))] = (specialists.dispose, self, seat)
        if st.ff_spec[seat] == specialists.FIRE_CAPTAIN:
            self._gen_commands(m, seat)

    def _gen_commands(self, m: dict, captain: int) -> None:
        """The Fire Captain's commands: moves and doors of each other firefighter (R-ACT-11)."""
        code = self._code
        edge_cells = self.cb.edge_cells
        for other in range(len(self.st.ff_pos)):
            budget = specialists.command_budget(self, captain, other)
            if budget < 1:
                continue
            for t, ways in specialists.command_move_options(self, other, budget):
                for item, lead, cost, word in ways:
                    m[code(("cmd-move", t, -1, word, other))] = (self._commanded_move, captain, other, t, item, lead, cost)
            for e, opening in movement.door_options(self, other):
                a, b = edge_cells[e]
                kind = "cmd-open" if opening else "cmd-close"
                m[code((kind, a, b, "", other))] = (self._commanded_door, captain, other, e, opening)

    # ---- action runners (``apply`` counts the action first, see ``_FREE_DECISIONS``) ----

    def _commanded_move(self, captain: int, target: int, t: int, item: int, lead: int, cost: int) -> None:
        specialists.note_command(self, target, cost)
        movement.move(self, target, t, item, lead, cost, captain, PAY_COMMAND)

    def _commanded_door(self, captain: int, target: int, e: int, opening: bool) -> None:
        specialists.note_command(self, target, 1)
        movement.toggle_door(self, captain, e, opening, PAY_COMMAND)

    def _why_illegal(self, action: Action) -> str:
        st = self.st
        if st.phase == PHASE_OVER:
            return f"the game is over ({st.outcome})"
        from engine.why import why_not  # asked only after a refusal: off the hot path

        reason = why_not(self, action)
        if reason is not None:
            return reason.text()
        legal = ", ".join(a.notation for a in self.legal_actions()[:12])
        return (f"not among the legal actions of firefighter {self.current_seat + 1} now (AP {st.ff_ap[st.player]}; "
                f"legal: {legal} ...)")


    def takes_last_way_out(self, action: Action) -> bool:
        """Whether ``action`` of the current player is refused only because it takes its last way out of Fire (R-TURN-3):
        its group, generated without that check, holds it. Asked after a refusal, never on the hot path."""
        seat, budget, must_leave = self._turn_context()
        group = _GROUP_OF_KIND.get(action.kind)
        if not must_leave or group not in _TURN_GENERATORS or group == "moves" or self.is_legal(action):
            return False
        part: dict = {}
        _TURN_GENERATORS[group](self, part, seat, budget)
        return self._code_of(action) in part


class _Legal:
    """The legal actions of one state, generated group by group as ``is_legal`` and ``apply`` ask.

    ``map``: action code (see ``CompiledBoard.keys``) -> entry for every group generated so far: the way
    ``(item, lead, cost, word)`` of a move, the ``(edge, kind, a, b)`` of a barrier
    action, ``()`` for extinguishing and the turn end (``Game._run`` plays them
    from the key), else ``(rule function, *arguments)``; ``done``: those groups; ``complete``: whether every group is in; ``ordered``:
    the sorted ``Action`` list, once ``legal_actions()`` asked for it; ``turn``:
    ``Game._turn_context()`` once a group of the turn is generated.
    """

    __slots__ = ("map", "done", "complete", "ordered", "turn")

    def __init__(self) -> None:
        self.map: dict = {}
        self.done: tuple = ()  # nothing to allocate when ``_gen_turn`` fills every group at once
        self.complete = False
        self.ordered: list | None = None
        self.turn: tuple | None = None


_KEPT_ACTIONS = 4096
"""How many ``Action`` objects from outside the game's cache a board remembers the key of."""

_TURN_GENERATORS = {
    "moves": Game._gen_moves,
    "barriers": Game._gen_barriers,
    "extinguish": Game._gen_extinguish,
    "clear": Game._gen_clear,
    "vehicles": Game._gen_vehicles,
    "specialists": Game._gen_specialists,
    "heroes": Game._gen_heroes,
    "mechanics": Game._gen_mechanics,
}
_TURN_GROUPS = ("end", *_TURN_GENERATORS)
"""The groups of the current player's actions; an action's group comes from its kind alone."""
_PHASE_GROUPS = {
    PHASE_ACTION: _TURN_GROUPS, PHASE_RIDE: ("ride",), PHASE_REROLL: ("reroll",), PHASE_FORGE: ("forge",), PHASE_OVER: (),
}
_GROUP_OF_KIND = {
    "end": "end",
    "move": "moves",
    "open": "barriers",
    "close": "barriers",
    "chop": "barriers",
    "ext": "extinguish",
    "clear": "clear",
    "drive": "vehicles",
    "gun": "vehicles",
    "crew": "specialists",
    "treat": "specialists",
    "identify": "specialists",
    "dispose": "specialists",
    "cmd-move": "specialists",
    "cmd-open": "specialists",
    "cmd-close": "specialists",
    "ride": "ride",
    "stay": "ride",
    "reroll": "reroll",
    "keep": "reroll",
    "equip": "forge",
    "pick": "forge",
    "boost": "heroes",
    "heal": "heroes",
    "dmove": "heroes",
    "blast": "mechanics",
    "remove": "mechanics",
    "guide": "mechanics",
}


def _level_error(call, difficulty: str | None) -> StartError:
    """The refusal of a level ``call`` does not have (:meth:`engine.model.call.Call.level` said so)."""
    if not call.levels:
        return StartError("level_none", level=difficulty)
    return StartError("level_unknown", level=difficulty, known=", ".join(lv.id for lv in call.levels))


def _check_supported(call: Call, params: RulesetParams) -> None:
    """Refuse Calls the engine cannot play as written, with a clear error."""
    if params.fire_phase == "fire_deck" and not any(d.kind == "fire" for d in call.decks):
        raise GameError("this Call's ruleset draws Fire cards (fire_phase 'fire_deck') but the Call has no Fire deck")
    if call.decks and params.fire_phase != "fire_deck":
        raise GameError("this Call has card decks, which are played only with fire_phase 'fire_deck' (R-FIRE-2)")
    if call.setup.debris and not params.debris:
        raise GameError("this Call places Debris but its ruleset has the parameter 'debris' off (R-ACT-13)")


__all__ = ["Game", "Outcome", "ScriptedDice", "compile_board"]
