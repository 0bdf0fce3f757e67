"""Why an action is not legal now, in words a player understands.

``Game.legal_actions()`` says what may be played; when a player asks for an
action that is not among them (typed, or a click on the board), "not legal"
alone leaves them guessing. :func:`why_not` names the rule that stops it, for
every kind of action: for a move (:func:`why_not_move`) the space is not next
to the firefighter, a wall or a closed door stands between, Debris or a Call
marker blocks the way, Fire cannot be entered carrying or without a way out, or
the AP do not reach; likewise for doors and walls, extinguishing, driving, the
deck gun, the specialists' and heroes' actions, commands and re-rolls, and for
any action while another decision comes first. A :class:`Reason` has a stable
key and values, so that the play table says it in each language. It is asked
only after a refusal, never on the engine's hot path, and reads only what
every player sees.

>>> import json
>>> from engine.game import Game
>>> from engine.model import Board, Call
>>> call = Call.model_validate(json.load(open("calls/fire-rescue-family.call.json")))
>>> board = Board.model_validate(json.load(open("calls/boards/fire-rescue-front.board.json")))
>>> game = Game.new(call, board, players=2, seed=3)
>>> why_not_move(game, (4, 4)).text()
'4,4 is not next to the firefighter on 0,6: a move goes to an adjacent space (R-ACT-1)'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.actions import Action
from engine.board import DOOR, WALL
from engine.errors import GameError
from engine.rules import PAY_EXTINGUISH, PAY_MOVE, PAY_OTHER, mechanics, movement, specialists, vehicles
from engine.rules import fire as fire_rules
from engine.rules import modifiers as hero_mods
from engine.rules.turn import available
from engine.state import (
    CARRY_HAZMAT,
    CARRY_NONE,
    CARRY_VICTIM,
    DOOR_CLOSED,
    DOOR_GONE,
    DOOR_OPEN,
    FIRE,
    PHASE_ACTION,
    PHASE_FORGE,
    PHASE_REROLL,
    PHASE_RIDE,
)

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Reason:
    """Why an action is refused: a stable ``key`` and its ``values`` (for other languages), and the English text."""

    key: str
    values: dict = field(default_factory=dict)

    def text(self) -> str:
        """The reason in English."""
        return ENGLISH[self.key].format(**self.values)


ENGLISH = {
    "not_next": "{to} is not next to the firefighter on {at}: a move goes to an adjacent space (R-ACT-1)",
    "wall": "a wall stands between {at} and {to}: chop it down first (R-ACT-7)",
    "door_closed": "the door between {at} and {to} is closed: open it first (R-ACT-5)",
    "debris": "Debris on {on} keeps a firefighter from entering or leaving it: clear it first (R-ACT-13)",
    "marker": "a Call marker on {to} blocks the way (R-HERO-8)",
    "carry_into_fire": "{to} is on Fire: a firefighter carrying or leading a Victim or Hazmat never enters Fire (R-ACT-2, R-ACT-12)",
    "fire_ap": "{to} is on Fire: entering it costs 2 AP, and {ap} AP are left for moving (R-ACT-1)",
    "fire_no_way_out": "{to} is on Fire and, after entering it, the firefighter could not get out of Fire again this turn (R-TURN-3)",
    "ap": "moving to {to} costs {cost} AP, and {ap} AP are left for moving (R-ACT-1, R-ACT-2)",
    "nothing_to_carry": "there is no {item} to carry from {at} (R-ACT-2)",
    "nothing_to_lead": "there is no Healed Victim on {at} to lead (R-ACT-12)",
    "chop_door": "the edge between {a} and {b} is a door: a door is opened, not chopped (R-ACT-7)",
    "chop_no_wall": "there is no wall between {a} and {b} to chop (R-ACT-7)",
    "door_none": "there is no door between {a} and {b} to open or close (R-ACT-5)",
    "door_open_already": "the door between {a} and {b} is open already (R-ACT-5)",
    "door_closed_already": "the door between {a} and {b} is closed already (R-ACT-5)",
    "door_not_own": "the door between {a} and {b} is not on an edge of the firefighter's space {at}: a door is opened or "
                    "closed from one of its two spaces (R-ACT-5)",
    "door_ap": "opening or closing a door costs 1 AP, and {ap} AP are left (R-ACT-5)",
    "door_gone": "the door between {a} and {b} is destroyed: there is nothing to open or close (R-ACT-5)",
    "wall_not_own": "the wall between {a} and {b} is not on an edge of the firefighter's space {at}: a firefighter chops "
                    "a wall of its own space (R-ACT-7)",
    "wall_ap": "chopping costs {cost} AP, and {ap} AP are left (R-ACT-7)",
    "wall_gone": "the wall between {a} and {b} is destroyed: there is nothing left to chop (R-ACT-7)",
    "end_in_fire": "the firefighter stands in Fire on {at} and can still get out of it this turn by its own actions: "
                   "no turn ends in Fire (R-TURN-3)",
    "trapped": "the firefighter stands in Fire on {at}, and after {action} it could no longer get out of it this turn: "
               "no turn ends in Fire (R-TURN-3)",
    "off_board": "{cell} is off the board, whose spaces are rows 0-{last_row} and columns 0-{last_col}",
    "blast_unknown": "the Call has no water source '{source}'; its water sources: {known} (R-HERO-5)",
    "blast_not_on": "the firefighter on {at} stands on none of the spaces of water source '{source}': a Suppression "
                    "Blast is fired from one of them (R-HERO-5)",
    "blast_zone_taken": "a firefighter stands in the zone water source '{source}' serves: a Suppression Blast is fired "
                        "only at a zone with no firefighter in it (R-ACT-9, R-HERO-5)",
    "blast_ap": "a Suppression Blast from '{source}' costs {cost} AP, and {ap} AP are left (R-HERO-5)",
    "remove_none": "there is no Call marker on {on} (R-HERO-8)",
    "remove_fixed": "the Call marker on {on} can never be removed: its kind has no clear cost (R-HERO-8)",
    "remove_not_next": "{on} is neither the firefighter's space {at} nor next to it: a Call marker is removed from the "
                       "own or an adjacent space (R-HERO-8)",
    "remove_closed": "a wall or a closed door stands between {at} and {on}: a Call marker is removed from the own "
                     "space or through an open way (R-HERO-8)",
    "remove_ap": "removing the Call marker on {on} costs {cost} AP, and {ap} AP are left (R-HERO-8)",
    "boost_used": "the Active Boost was used this turn: the Reserve Boost becomes Active at the end of the turn (R-HERO-2)",
    "boost_none": "this hero holds no Active Boost (R-HERO-2)",
    "heal_not_allowed": "no card of this hero allows Heal (R-HERO-4)",
    "heal_used_turn": "'{card}' allows one Heal a turn, and it was used this turn (R-HERO-4, R-ACT-14)",
    "heal_used_call": "'{card}' allows one Heal a Call, and it was used already (R-HERO-4, R-ACT-14)",
    "heal_engine": "'{card}' allows Heal only on the Engine's spot, and the firefighter is on {at} (R-HERO-4, R-ACT-14)",
    "heal_zone": "'{card}' allows Heal only in zone {zone}, and the firefighter's space {at} is not in it (R-HERO-4, "
                 "R-ACT-14)",
    "heal_no_victim": "there is no Victim to Heal on {at}, lying there or carried (R-HERO-4)",
    "heal_leading": "the firefighter already leads a Healed Victim: the Victim it carries is Healed once it leads none "
                    "(R-HERO-4, R-ACT-12)",
    "heal_ap": "Heal costs {cost} AP, and {ap} AP are left (R-HERO-4)",
    "clear_none": "there is no Debris on {on} to clear (R-ACT-13)",
    "clear_not_next": "{on} is neither the firefighter's space {at} nor next to it: Debris is cleared from the own or an "
                      "adjacent space (R-ACT-13)",
    "clear_closed": "a wall or a closed door stands between {at} and {on}: Debris is cleared from the own space or "
                    "through an open way (R-ACT-13)",
    "clear_ap": "clearing Debris costs {cost} AP, and {ap} AP are left (R-ACT-13)",
    "guide_none": "there is no Helper on the firefighter's space {at} to guide (R-HERO-7)",
    "guide_busy": "a firefighter guides a Helper only while it carries and leads nothing (R-HERO-7, R-ACT-12)",
    "guide_fire": "{to} is on Fire: a Helper is never guided into Fire (R-HERO-7, R-ACT-12)",
    "diagonal_not_allowed": "no card of this hero allows a diagonal move (R-ACT-14)",
    "diagonal_used_turn": "'{card}' allows one diagonal move a turn, and it was made this turn (R-ACT-14)",
    "diagonal_used_call": "'{card}' allows one diagonal move a Call, and it was made already (R-ACT-14)",
    "diagonal_engine": "'{card}' allows a diagonal move only on the Engine's spot, and the firefighter is on {at} "
                       "(R-ACT-14)",
    "diagonal_zone": "'{card}' allows a diagonal move only in zone {zone}, and the firefighter's space {at} is not in it "
                     "(R-ACT-14)",
    "diagonal_not_corner": "{to} is not a diagonal neighbour of the firefighter's space {at} (R-ACT-14)",
    "diagonal_fire": "{to} is on Fire: a diagonal move never enters Fire (R-ACT-14)",
    "diagonal_closed": "both ways around the corner between {at} and {to} are closed by a wall or a door (R-ACT-14)",
    "diagonal_ap": "a diagonal move to {to} costs {cost} AP, and {ap} AP are left for moving (R-ACT-14)",
    "remove_large_elsewhere": "{on} is part of a large Call marker, removed at once from the first of its spaces in reach: "
                              "type it with {first} (R-HERO-8)",
    "crew_not_first": "a Crew Change is the first action of a turn, and this turn has begun (R-ACT-10)",
    "crew_not_on_engine": "a Crew Change is made on the Engine's spot (or a Crew Change space of the Call), and the "
                          "firefighter is on {at} (R-ACT-10, R-HERO-5)",
    "crew_unknown": "{name} is no specialist of this game (R-ACT-10)",
    "crew_in_play": "{name} is in play already: a Crew Change takes a specialist not in play (R-ACT-10)",
    "crew_ap": "a Crew Change costs 2 AP, and the turn as {name} would leave too few (R-ACT-10)",
    "ext_not_next": "{to} is neither the firefighter's space {at} nor next to it: extinguishing reaches the own and the "
                    "Adjacent spaces (R-ACT-6)",
    "ext_closed": "a wall or a closed door stands between {at} and {to}: nothing is extinguished through it (R-ACT-6)",
    "ext_nothing": "there is no Fire or Smoke on {to} to extinguish (R-ACT-6)",
    "ext_full_smoke": "{to} holds Smoke, not Fire: 'ext {to}' removes it (R-ACT-6)",
    "ext_ap": "extinguishing on {to} this way costs {cost} AP, and {ap} AP are left for it (R-ACT-6, R-ACT-11)",
    "drive_none": "this Call has no {vehicle} to drive (R-ACT-8)",
    "drive_one_spot": "the {vehicle} has one parking spot on this board: there is nowhere to drive it (R-ACT-8)",
    "drive_two_spots": "the {vehicle} has two parking spots: it drives '+1' to the other one (R-ACT-8)",
    "drive_engine_land": "the Engine's driver goes with it: name the space of the new spot it gets off on, as in "
                         "'drive eng +1 r,c' (R-ACT-8)",
    "drive_engine_not_on": "the Engine's driver stands on its spot, and the firefighter is on {at} (R-ACT-8)",
    "drive_ap": "driving costs 2 AP, and {ap} AP are left (R-ACT-8)",
    "drive_not_there": "{to} is not a space of the spot the {vehicle} drives to this way (R-ACT-8)",
    "drive_ride_not_on": "only a firefighter on the {vehicle}'s spot goes along, and the firefighter is on {at} (R-ACT-8)",
    "drive_land_blocked": "nobody lands on {to}: Debris or a Call marker there blocks the way (R-ACT-8, R-ACT-13, "
                          "R-HERO-8)",
    "gun_none": "this Call has no Engine to fire the deck gun from (R-ACT-9)",
    "gun_not_on": "the deck gun is fired from the Engine's spot, and the firefighter is on {at} (R-ACT-9)",
    "gun_no_zone": "the Engine's spot borders no zone: the deck gun has no target from it (R-ACT-9)",
    "gun_zone_taken": "a firefighter stands in the zone the deck gun would hit, on {on} (R-ACT-9)",
    "gun_ap": "the deck gun costs {cost} AP, and {ap} AP are left (R-ACT-9, R-ACT-11)",
    "treat_not_paramedic": "only the Paramedic treats a Victim (R-ACT-11)",
    "treat_none": "there is no Victim to treat on {at} (R-ACT-11, R-ACT-12)",
    "treat_leading": "the Paramedic already leads a Healed Victim: the one it carries is treated once it leads none "
                     "(R-ACT-11, R-ACT-12)",
    "treat_ap": "treating a Victim costs 1 AP, and {ap} AP are left (R-ACT-11)",
    "identify_not_imaging": "only the Imaging Technician identifies a POI from afar (R-ACT-11)",
    "identify_none": "there is no face-down POI on {to} (R-ACT-11)",
    "identify_ap": "identifying a POI costs 1 AP, and {ap} AP are left (R-ACT-11)",
    "dispose_not_hazmat": "only the Hazmat Technician disposes of Hazmat (R-ACT-11)",
    "dispose_none": "there is no Hazmat on {at} to dispose of (R-ACT-11)",
    "dispose_ap": "disposing of Hazmat costs 2 AP, and {ap} AP are left (R-ACT-11)",
    "cmd_not_captain": "only the Fire Captain commands another firefighter (R-ACT-11)",
    "cmd_other": "firefighter {n} is the Fire Captain itself: it commands another firefighter (R-ACT-11)",
    "cmd_no_seat": "there is no firefighter {n}: this game's firefighters are counted 1 to {players} (R-ACT-11)",
    "cmd_cafs": "the Fire Captain spends at most 1 AP a turn commanding the CAFS Firefighter (R-ACT-11)",
    "cmd_ap": "the Fire Captain has no Command AP or AP left to pay for a command (R-ACT-11)",
    "cmd_not_next": "{to} is not next to the commanded firefighter on {at}: a command moves it to an adjacent space "
                    "(R-ACT-11, R-ACT-1)",
    "cmd_closed": "a wall or a closed door stands between the commanded firefighter on {at} and {to} (R-ACT-11, R-ACT-1)",
    "cmd_into_fire": "{to} is on Fire: a commanded firefighter is never moved into Fire, as it could not leave it on its "
                     "own before the fire phase (R-ACT-11, R-TURN-3)",
    "reroll_done": "the {die} die was re-rolled already: each die is re-rolled at most once (R-ACT-11)",
    "phase_ride": "seat {seat} first decides whether to ride along with the vehicle: 'ride' to its space or 'stay' "
                  "(R-ACT-8)",
    "phase_reroll": "the Driver/Operator first decides on the deck gun's dice: 'reroll red', 'reroll black' or "
                    "'keep' (R-ACT-9)",
    "phase_forge_gear": "seat {seat} first forges its firefighter: 'equip' one Gear of {offer} (R-HERO-1)",
    "phase_forge_boost": "seat {seat} first forges its firefighter: 'pick' one Boost of {offer} (R-HERO-1)",
}
"""The English sentence of each reason key."""


def _cell(game: Game, s: int) -> str:
    row, col = divmod(s, game.cb.cols)
    return f"{row},{col}"


def why_not_move(game: Game, to: tuple[int, int], word: str = "") -> Reason | None:
    """Why the seat to act cannot ``move`` to the space ``to`` (carrying or leading per ``word``); None when this
    reading finds no reason (the move is legal, or another rule stops it: the caller says "not legal")."""
    st, cb = game.st, game.cb
    seat = st.player
    if not 0 <= seat < len(st.ff_pos):
        return None
    if not (0 <= to[0] < cb.rows and 0 <= to[1] < cb.cols):
        return _off_board(game, to)
    if game.is_legal(Action("move", tuple(to), arg=word)):
        return None
    s, t = st.ff_pos[seat], to[0] * cb.cols + to[1]
    if t == s:
        return None
    at, there = _cell(game, s), _cell(game, t)
    blocked, stopped = _why_not_step(game, s, t)
    return stopped if blocked else _why_not_afford(game, seat, s, t, word, at, there)


def _why_not_step(game: Game, s: int, t: int) -> tuple[bool, Reason | None]:
    """Whether a step from ``s`` to ``t`` is blocked whatever is carried, and the rule that blocks it (R-ACT-1, R-ACT-5,
    R-ACT-7, R-ACT-13, R-HERO-8): not next, a wall or a closed door between, Debris on either space or a blocking Call
    marker on ``t``. ``(False, None)`` when the way itself is open."""
    st, cb = game.st, game.cb
    at, there = _cell(game, s), _cell(game, t)
    edge = next((e for u, e in cb.adjacent[s] if u == t), None)
    if edge is None:
        return True, Reason("not_next", {"to": there, "at": at})
    if not st.passable[edge]:
        if cb.edge_kind[edge] == DOOR and st.door[edge] == DOOR_CLOSED:
            return True, Reason("door_closed", {"at": at, "to": there})
        return True, Reason("wall", {"at": at, "to": there}) if cb.edge_kind[edge] in (WALL, DOOR) else None
    if game.debris_on and (st.debris[s] or st.debris[t]):
        return True, Reason("debris", {"on": at if st.debris[s] else there})
    if game.marks_block and game.mark_block[st.marks[t]]:
        return True, Reason("marker", {"to": there})
    return False, None


def why_not_edge(game: Game, a: tuple[int, int], b: tuple[int, int]) -> Reason | None:
    """Why the seat to act can do nothing with the door or wall between spaces ``a`` and ``b``; None when it can, when
    no door or wall is there, or when this reading finds no reason.

    >>> import json
    >>> from engine.game import Game
    >>> from engine.model import Board, Call
    >>> call = Call.model_validate(json.load(open("calls/fire-rescue-family.call.json")))
    >>> board = Board.model_validate(json.load(open("calls/boards/fire-rescue-front.board.json")))
    >>> why_not_edge(Game.new(call, board, players=2, seed=3), (3, 6), (3, 7)).key
    'wall_not_own'
    """
    st, cb = game.st, game.cb
    seat = st.player
    if not 0 <= seat < len(st.ff_pos) or not all(0 <= r < cb.rows and 0 <= c < cb.cols for r, c in (a, b)):
        return None
    sa, sb = a[0] * cb.cols + a[1], b[0] * cb.cols + b[1]
    edge = cb.edge_between(sa, sb)
    if edge < 0 or cb.edge_kind[edge] not in (WALL, DOOR):
        return None
    cells = [f"{a[0]},{a[1]}", f"{b[0]},{b[1]}"]
    kinds = ("open", "close") if cb.edge_kind[edge] == DOOR else ("chop",)
    if any(game.is_legal(Action(kind, a, b)) or game.is_legal(Action(kind, b, a)) for kind in kinds):
        return None
    values = {"a": cells[0], "b": cells[1], "at": _cell(game, st.ff_pos[seat])}
    ap = st.ff_ap[seat]
    if cb.edge_kind[edge] == DOOR:
        if st.door[edge] == DOOR_GONE:
            return Reason("door_gone", values)
        if st.ff_pos[seat] not in (sa, sb):
            return Reason("door_not_own", values)
        return Reason("door_ap", {"ap": ap}) if ap < 1 else None
    if st.wall[edge] >= 2:
        return Reason("wall_gone", values)
    if st.ff_pos[seat] not in (sa, sb):
        return Reason("wall_not_own", values)
    cost = movement.chop_cost(game, seat)
    return Reason("wall_ap", {"cost": cost, "ap": ap}) if ap < cost else None


def _why_no_edge_action(game: Game, kind: str, a: tuple[int, int], b: tuple[int, int]) -> Reason | None:
    """Why ``open``, ``close`` or ``chop`` of the edge between ``a`` and ``b`` is refused (R-ACT-5, R-ACT-7): besides the
    reasons of :func:`why_not_edge`, a door is not chopped, a wall has no door to open or close, and a door is not
    opened when open nor closed when closed."""
    cb = game.cb
    if not all(0 <= r < cb.rows and 0 <= c < cb.cols for r, c in (a, b)):
        return None
    edge = cb.edge_between(a[0] * cb.cols + a[1], b[0] * cb.cols + b[1])
    if edge < 0:
        return None
    values = {"a": f"{a[0]},{a[1]}", "b": f"{b[0]},{b[1]}"}
    edge_kind, door = cb.edge_kind[edge], game.st.door[edge]
    if kind == "chop" and edge_kind == DOOR:
        return Reason("chop_door", values)
    if kind == "chop" and edge_kind not in (WALL, DOOR):
        return Reason("chop_no_wall", values)
    if kind != "chop" and edge_kind != DOOR:
        return Reason("door_none", values)
    if kind == "open" and door == DOOR_OPEN:
        return Reason("door_open_already", values)
    if kind == "close" and door == DOOR_CLOSED:
        return Reason("door_closed_already", values)
    reason = why_not_edge(game, a, b)
    return reason if reason is not None and reason.key.startswith("wall_" if kind == "chop" else "door_") else None


def _why_not_afford(game: Game, seat: int, s: int, t: int, word: str, at: str, there: str) -> Reason | None:
    """The reasons of what is carried or led, of Fire and of AP, for a move through an open edge."""
    st = game.st
    item, lead = movement.WORD_ITEMS.get(word, (None, None))
    if item is None:
        return None
    budget = movement.move_budget(game, seat)
    carrying = item != movement.ITEM_NONE or lead
    missing = _nothing_held(game, seat, s, item, lead)
    if missing is not None:
        return missing
    if st.fire[t] == FIRE:
        if carrying:
            return Reason("carry_into_fire", {"to": there})
        if budget < 2:
            return Reason("fire_ap", {"to": there, "ap": budget})
        return None if movement.can_escape_into(game, seat, t) else Reason("fire_no_way_out", {"to": there})
    cost = 2 if item != movement.ITEM_NONE else 1
    if budget < cost:
        return Reason("ap", {"to": there, "cost": cost, "ap": budget})
    return None


def _nothing_held(game: Game, seat: int, s: int, item: int, lead: int) -> Reason | None:
    """The refusal of a move that names a Victim or Hazmat to carry, or a Healed Victim to lead, when the firefighter on
    ``s`` holds none and none lies there (R-ACT-2, R-ACT-12); None when there is one."""
    st = game.st
    held, at = st.ff_carry[seat], _cell(game, s)
    if item == movement.ITEM_VICTIM and held != CARRY_VICTIM and st.victims[s] == 0:
        return Reason("nothing_to_carry", {"item": "Victim", "at": at})
    if item == movement.ITEM_HAZMAT and held != CARRY_HAZMAT and st.hazmat[s] == 0:
        return Reason("nothing_to_carry", {"item": "Hazmat", "at": at})
    if lead and not st.ff_lead[seat] and st.healed[s] == 0:
        return Reason("nothing_to_lead", {"at": at})
    return None


def why_not_now(game: Game, action: Action) -> Reason | None:
    """Why ``action`` waits: the game first asks a seat another decision (riding along, the deck gun's dice,
    forging its firefighter); None when it asks none, or ``action`` is that decision.

    Seats are counted from 1, as players count them.
    """
    st = game.st
    if st.phase == PHASE_RIDE and action.kind not in ("ride", "stay"):
        return Reason("phase_ride", {"seat": st.pending[2] + 1})
    if st.phase == PHASE_REROLL and action.kind not in ("reroll", "keep"):
        return Reason("phase_reroll")
    if st.phase == PHASE_FORGE and action.kind not in ("equip", "pick"):
        stage = "phase_forge_gear" if st.forge_stage == "gear" else "phase_forge_boost"
        return Reason(stage, {"seat": st.player + 1, "offer": ", ".join(sorted(set(st.forge_offer)))})
    return None


def why_not(game: Game, action: Action) -> Reason | None:
    """Why ``action`` of the seat to decide is refused now, where the rules give a reason; None when it is legal, or
    no reason is known. Every refusal a player can meet is read here: :meth:`engine.game.Game.apply`'s error says it,
    and the play table says it in each language.

    >>> from engine.scenario import build_game
    >>> game = build_game({"id": "x", "ruleset": "experienced", "firefighters": [{"at": [0, 7], "specialist": "generalist",
    ...                    "ap": 5}, {"at": [3, 8]}], "vehicles": {"engine": 0}})
    >>> why_not(game, Action.parse("gun")).text()
    'a firefighter stands in the zone the deck gun would hit, on 3,8 (R-ACT-9)'
    """
    if game.is_over:
        return None
    waiting = why_not_now(game, action)
    if waiting is not None or game.st.phase != PHASE_ACTION:
        return waiting if waiting is not None else _why_no_reroll(game, action)
    kind = action.kind
    if kind == "end":
        return why_not_end(game)
    if kind == "move":
        return why_not_move(game, action.cell, action.arg)
    reason = why_trapped(game, action) or why_not_hero(game, action)
    if reason is not None:
        return reason
    if kind == "crew":
        return why_not_crew(game, action.arg)
    if kind in ("open", "close", "chop"):
        return _why_no_edge_action(game, kind, tuple(action.cell), tuple(action.cell2))
    why = _WHY_OF_KIND.get(kind)
    return why(game, game.st.player, action) if why is not None and not game.is_legal(action) else None


def _why_no_extinguish(game: Game, seat: int, action: Action) -> Reason | None:
    st, cb = game.st, game.cb
    s, t = st.ff_pos[seat], _space(game, action.cell)
    if t < 0:
        return _off_board(game, action.cell)
    at, there = _cell(game, s), _cell(game, t)
    if t != s:
        edge = cb.edge_between(s, t)
        if edge < 0:
            return Reason("ext_not_next", {"to": there, "at": at})
        if not st.passable[edge]:
            return Reason("ext_closed", {"at": at, "to": there})
    if not st.fire[t]:
        return Reason("ext_nothing", {"to": there})
    full = action.arg == "full"
    if full and st.fire[t] != FIRE:
        return Reason("ext_full_smoke", {"to": there})
    cost = fire_rules.extinguish_cost(game, seat, full)
    ap = available(game, seat, PAY_EXTINGUISH)
    return Reason("ext_ap", {"to": there, "cost": cost, "ap": ap}) if ap < cost else None


def _why_no_drive(game: Game, seat: int, action: Action) -> Reason | None:
    st, cb = game.st, game.cb
    word, step = (action.arg.split() + ["", ""])[:2]
    engine = word == "eng"
    spots, at_spot = (cb.engine_spots, st.engine) if engine else (cb.ambulance_spots, st.ambulance)
    vehicle = "Engine" if engine else "Ambulance"
    if not game.vehicles_on or at_spot < 0:
        return Reason("drive_none", {"vehicle": vehicle})
    if len(spots) < 2:
        return Reason("drive_one_spot", {"vehicle": vehicle})
    if len(spots) == 2 and step == "-1":
        return Reason("drive_two_spots", {"vehicle": vehicle})
    pos, at = st.ff_pos[seat], _cell(game, st.ff_pos[seat])
    on_spot = pos in spots[at_spot]
    if engine and not on_spot:
        return Reason("drive_engine_not_on", {"at": at})
    if on_spot and game.debris_on and st.debris[pos] and tuple(action.cell) != (-1, -1):
        return Reason("debris", {"on": at})
    ap = available(game, seat, PAY_OTHER)
    if ap < vehicles.DRIVE_COST:
        return Reason("drive_ap", {"ap": ap})
    if engine and tuple(action.cell) == (-1, -1):
        return Reason("drive_engine_land")
    if tuple(action.cell) == (-1, -1) or step not in ("+1", "-1"):
        return None
    land = _space(game, action.cell)
    new = (at_spot + (1 if step == "+1" else -1)) % len(spots)
    there = _cell(game, land) if land >= 0 else f"{action.cell[0]},{action.cell[1]}"
    if land not in spots[new]:
        return Reason("drive_not_there", {"to": there, "vehicle": vehicle})
    if not on_spot:
        return Reason("drive_ride_not_on", {"vehicle": vehicle, "at": at})
    if (game.debris_on and st.debris[land]) or (game.marks_block and game.mark_block[st.marks[land]]):
        return Reason("drive_land_blocked", {"to": there})
    return None


def _why_no_gun(game: Game, seat: int, action: Action) -> Reason | None:
    st, cb = game.st, game.cb
    if not game.vehicles_on or st.engine < 0:
        return Reason("gun_none")
    pos = st.ff_pos[seat]
    if pos not in cb.engine_spots[st.engine]:
        return Reason("gun_not_on", {"at": _cell(game, pos)})
    zone = cb.engine_spot_zone[st.engine]
    if zone < 0:
        return Reason("gun_no_zone")
    inside = next((p for p in st.ff_pos if cb.zone_of[p] == zone), None)
    if inside is not None:
        return Reason("gun_zone_taken", {"on": _cell(game, inside)})
    cost, ap = vehicles.gun_cost(game, seat), available(game, seat, PAY_OTHER)
    return Reason("gun_ap", {"cost": cost, "ap": ap}) if ap < cost else None


_SKILLS = {"treat": ("paramedic", specialists.PARAMEDIC, 1), "identify": ("imaging", specialists.IMAGING_TECHNICIAN, 1),
           "dispose": ("hazmat", specialists.HAZMAT_TECHNICIAN, 2)}
"""A specialist's own action (R-ACT-11): the word its refusal names the specialist by (``<kind>_not_<who>``), the
specialist and its AP."""


def _why_no_skill(game: Game, seat: int, action: Action) -> Reason | None:
    """Why Treat, Identify or Dispose is refused: another specialist, the AP, or nothing there to act on."""
    st, kind = game.st, action.kind
    who, specialist, cost = _SKILLS[kind]
    if st.ff_spec[seat] != specialist:
        return Reason(f"{kind}_not_{who}")
    if st.ff_ap[seat] < cost:
        return Reason(f"{kind}_ap", {"ap": st.ff_ap[seat]})
    if kind == "treat" and st.ff_carry[seat] == CARRY_VICTIM and st.ff_lead[seat]:
        return Reason("treat_leading")
    if kind != "identify":
        return Reason(f"{kind}_none", {"at": _cell(game, st.ff_pos[seat])})
    t = _space(game, action.cell)
    return _off_board(game, action.cell) if t < 0 else Reason("identify_none", {"to": _cell(game, t)})


def _why_no_command(game: Game, seat: int, action: Action) -> Reason | None:
    """Why the Fire Captain's command is refused: no Captain, no other firefighter, the CAFS limit, the AP, or a move
    into Fire (R-ACT-11); None where the commanded move or door is refused for its own reasons."""
    st = game.st
    if st.ff_spec[seat] != specialists.FIRE_CAPTAIN:
        return Reason("cmd_not_captain")
    target = action.seat
    if not 0 <= target < len(st.ff_pos):
        return Reason("cmd_no_seat", {"n": target + 1, "players": len(st.ff_pos)})
    if target == seat:
        return Reason("cmd_other", {"n": target + 1})
    if st.ff_spec[target] == specialists.CAFS_FIREFIGHTER and st.command_on_cafs >= 1:
        return Reason("cmd_cafs")
    if specialists.command_budget(game, seat, target) < 1:
        return Reason("cmd_ap")
    if action.kind != "cmd-move":
        return None
    t = _space(game, action.cell)
    if t < 0:
        return _off_board(game, action.cell)
    s, cb = st.ff_pos[target], game.cb
    edge = next((e for u, e in cb.adjacent[s] if u == t), None)
    at, there = _cell(game, s), _cell(game, t)
    if edge is None:
        return Reason("cmd_not_next", {"to": there, "at": at})
    if not st.passable[edge]:
        return Reason("cmd_closed", {"at": at, "to": there})
    if st.fire[t] == FIRE:
        return Reason("cmd_into_fire", {"to": there})
    return None


def _why_no_reroll(game: Game, action: Action) -> Reason | None:
    st = game.st
    if st.phase != PHASE_REROLL or action.kind != "reroll" or game.is_legal(action):
        return None
    return Reason("reroll_done", {"die": action.arg})


_WHY_OF_KIND = {"ext": _why_no_extinguish, "drive": _why_no_drive, "gun": _why_no_gun, "treat": _why_no_skill,
                "identify": _why_no_skill, "dispose": _why_no_skill, "cmd-move": _why_no_command,
                "cmd-open": _why_no_command, "cmd-close": _why_no_command}
"""The reason readers of the other actions that a player types: each asked only once the action is refused."""


def why_not_end(game: Game) -> Reason | None:
    """Why ``end`` is refused: the firefighter to act stands in Fire and has a way out (R-TURN-3); None otherwise."""
    st = game.st
    if st.phase != PHASE_ACTION or game.is_legal(Action("end")):
        return None
    pos = st.ff_pos[st.player]
    if st.fire[pos] != FIRE or not movement.can_escape_now(game, st.player):
        return None
    return Reason("end_in_fire", {"at": _cell(game, pos)})


def why_trapped(game: Game, action: Action) -> Reason | None:
    """Why ``action`` of the firefighter to act is refused when only R-TURN-3 refuses it: it stands in Fire, has a way
    out, and the action (a chop, a door, extinguishing elsewhere, a command, a drive...) would spend or close it.

    >>> from engine.scenario import build_game
    >>> game = build_game({"id": "x", "markers": {"fire": [[1, 2], [1, 3], [2, 2]]}, "firefighters": [{"at": [1, 2], "ap": 2}]})
    >>> why_trapped(game, Action.parse("chop 0,2-1,2")).text()
    'the firefighter stands in Fire on 1,2, and after chop 0,2-1,2 it could no longer get out of it this turn: no turn ends in Fire (R-TURN-3)'
    """
    if game.st.phase != PHASE_ACTION or not game.takes_last_way_out(action):
        return None
    return Reason("trapped", {"at": _cell(game, game.st.ff_pos[game.st.player]), "action": action.notation})


def why_not_hero(game: Game, action: Action) -> Reason | None:
    """Why a Golden State Heroes action of the firefighter to act is refused: a Boost, Heal, clearing Debris, a
    diagonal move, a Suppression Blast from a water source or removing a Call marker (R-HERO-2, R-HERO-4, R-HERO-5,
    R-HERO-8, R-ACT-13, R-ACT-14); None for another action or when no reason is known.

    >>> from engine.scenario import build_game
    >>> game = build_game({"id": "x", "ruleset": "gsh", "heroes": "gsh-warehouse", "markers": {"debris": [[5, 5]]},
    ...                    "firefighters": [{"at": [3, 3], "hero": "old-hand", "ap": 4}]})
    >>> why_not_hero(game, Action.parse("boost")).text(), why_not_hero(game, Action.parse("clear 5,5")).key
    ('this hero holds no Active Boost (R-HERO-2)', 'clear_not_next')
    """
    if game.st.phase != PHASE_ACTION:
        return None
    seat = game.st.player
    if action.kind == "boost":
        return _why_no_boost(game, seat)
    if action.kind == "heal":
        return _why_no_heal(game, seat)
    if action.kind == "blast" and game.mechanics_on:
        return _why_no_blast(game, seat, action.arg)
    if action.kind in ("clear", "dmove", "remove", "guide") and _space(game, action.cell) < 0:
        return _off_board(game, action.cell)
    if action.kind == "clear" and game.debris_on:
        return _why_no_clear(game, seat, _space(game, action.cell))
    if action.kind == "dmove" and game.heroes_on:
        return _why_no_diagonal(game, seat, _space(game, action.cell), action.arg)
    if action.kind == "remove" and game.mechanics_on:
        return _why_no_remove(game, seat, _space(game, action.cell))
    if action.kind == "guide" and game.mechanics_on:
        return _why_no_guide(game, seat, _space(game, action.cell))
    return None


def _off_board(game: Game, cell) -> Reason:
    """A cell typed off the board, with the board's rows and columns."""
    return Reason("off_board", {"cell": f"{cell[0]},{cell[1]}", "last_row": game.cb.rows - 1,
                                "last_col": game.cb.cols - 1})


def _space(game: Game, cell) -> int:
    """The space of ``cell``, -1 off the board."""
    try:
        return game.index(cell)
    except GameError:
        return -1


def _why_no_blast(game: Game, seat: int, source: str) -> Reason | None:
    """Why a Suppression Blast from water source ``source`` is refused (R-HERO-5, R-ACT-9)."""
    st, water = game.st, mechanics.tables(game).water
    found = next((entry for entry in water if entry[0] == source), None)
    if found is None:
        return Reason("blast_unknown", {"source": source, "known": ", ".join(entry[0] for entry in water) or "none"})
    _, cells, zone, cost = found
    if st.ff_pos[seat] not in cells:
        return Reason("blast_not_on", {"at": _cell(game, st.ff_pos[seat]), "source": source})
    if zone >= 0 and any(game.cb.zone_of[p] == zone for p in st.ff_pos):
        return Reason("blast_zone_taken", {"source": source})
    ap = available(game, seat, PAY_OTHER)
    return Reason("blast_ap", {"source": source, "cost": cost, "ap": ap}) if ap < cost else None


def _why_no_remove(game: Game, seat: int, t: int) -> Reason | None:
    """Why removing the Call marker on ``t`` is refused (R-HERO-8); None where the rules give no reason of their own.

    A large marker is removed once, named by the first of its spaces in reach: another of them is pointed there."""
    st = game.st
    s, on = st.ff_pos[seat], _cell(game, t)
    if not st.marks[t]:
        return Reason("remove_none", {"on": on})
    cost = mechanics.tables(game).clear_cost[st.marks[t]]
    if not cost:
        return Reason("remove_fixed", {"on": on})
    closed = _beside_closed(game, s, t)
    if closed is not None:
        return Reason("remove_not_next" if closed is False else "remove_closed", {"on": on, "at": _cell(game, s)})
    reach = [s] + [u for u, e in game.cb.adjacent[s] if st.passable[e]]
    first = next((u for u in reach if st.mark_group[t] and st.mark_group[u] == st.mark_group[t]), t)
    if first != t:  # a large marker: removed once, named by the first of its spaces in reach
        return Reason("remove_large_elsewhere", {"on": on, "first": _cell(game, first)})
    ap = available(game, seat, PAY_OTHER)
    return Reason("remove_ap", {"on": on, "cost": cost, "ap": ap}) if ap < cost else None


def _beside_closed(game: Game, s: int, t: int) -> bool | None:
    """Whether ``t`` is out of reach of a firefighter on ``s`` for an action on the own or an Adjacent space: None when
    in reach, False when ``t`` is not next to ``s``, True when it is but a wall or a closed door stands between."""
    if t == s:
        return None
    edge = next((e for u, e in game.cb.adjacent[s] if u == t), None)
    if edge is None:
        return False
    return None if game.st.passable[edge] else True


def _why_no_guide(game: Game, seat: int, t: int) -> Reason | None:
    """Why guiding a Helper of the firefighter's space to ``t`` is refused (R-HERO-7): no Helper there, something
    carried or led, the way blocked as for any move, Fire on ``t``, or too few AP for a plain move."""
    st = game.st
    s = st.ff_pos[seat]
    at, there = _cell(game, s), _cell(game, t)
    if not st.helpers[s]:
        return Reason("guide_none", {"at": at})
    if st.ff_carry[seat] != CARRY_NONE or st.ff_lead[seat]:
        return Reason("guide_busy")
    if t == s:
        return Reason("not_next", {"to": there, "at": at})
    blocked, stopped = _why_not_step(game, s, t)
    if blocked:
        return stopped
    if st.fire[t] == FIRE:
        return Reason("guide_fire", {"to": there})
    budget = available(game, seat, PAY_MOVE)
    return Reason("ap", {"to": there, "cost": 1, "ap": budget}) if budget < 1 else None


def _why_no_boost(game: Game, seat: int) -> Reason | None:
    st = game.st
    if not game.heroes_on or st.ff_active[seat]:
        return None
    return Reason("boost_used" if st.ff_reserve[seat] else "boost_none")


def _why_no_heal(game: Game, seat: int) -> Reason | None:
    st = game.st
    if not game.heroes_on:
        return None
    if not hero_mods.allowed(game, seat, hero_mods.ACT_HEAL):
        return _why_not_allowed(game, seat, hero_mods.ACT_HEAL)
    s = st.ff_pos[seat]
    if st.victims[s] == 0 and st.ff_carry[seat] == CARRY_VICTIM and st.ff_lead[seat]:
        return Reason("heal_leading")
    if st.victims[s] == 0 and st.ff_carry[seat] != CARRY_VICTIM:
        return Reason("heal_no_victim", {"at": _cell(game, s)})
    cost = hero_mods.cost(game, seat, hero_mods.ACT_HEAL, 1)
    return Reason("heal_ap", {"cost": cost, "ap": st.ff_ap[seat]}) if st.ff_ap[seat] < cost else None


def _why_no_clear(game: Game, seat: int, t: int) -> Reason | None:
    st = game.st
    s = st.ff_pos[seat]
    if not st.debris[t]:
        return Reason("clear_none", {"on": _cell(game, t)})
    closed = _beside_closed(game, s, t)
    if closed is not None:
        return Reason("clear_not_next" if closed is False else "clear_closed", {"on": _cell(game, t), "at": _cell(game, s)})
    cost = hero_mods.cost(game, seat, hero_mods.ACT_CLEAR, 1) if game.heroes_on else 1
    return Reason("clear_ap", {"cost": cost, "ap": st.ff_ap[seat]}) if st.ff_ap[seat] < cost else None


def _why_no_diagonal(game: Game, seat: int, t: int, word: str) -> Reason | None:
    """Why a diagonal move to ``t``, carrying or leading per ``word``, is refused (R-ACT-14): no card allows it now,
    not a corner neighbour, Debris or a blocking marker, nothing there to carry or lead, Fire, both ways round the
    corner closed, or the AP (2 carrying a Victim or Hazmat, before the cards' changes)."""
    st, cb = game.st, game.cb
    s = st.ff_pos[seat]
    if not hero_mods.allowed(game, seat, hero_mods.ACT_DIAGONAL):
        return _why_not_allowed(game, seat, hero_mods.ACT_DIAGONAL)
    at = _cell(game, s)
    item, lead = movement.WORD_ITEMS.get(word, (None, None))
    if item is None:
        return None
    (r, c), (tr, tc) = divmod(s, cb.cols), divmod(t, cb.cols)
    if abs(tr - r) != 1 or abs(tc - c) != 1:
        return Reason("diagonal_not_corner", {"to": _cell(game, t), "at": at})
    there = _cell(game, t)
    if game.debris_on and (st.debris[s] or st.debris[t]):
        return Reason("debris", {"on": at if st.debris[s] else there})
    if game.marks_block and game.mark_block[st.marks[t]]:
        return Reason("marker", {"to": there})
    missing = _nothing_held(game, seat, s, item, lead)
    if missing is not None:
        return missing
    if st.fire[t] == FIRE:
        return Reason("diagonal_fire", {"to": there})
    if not any(_open_way(game, s, m, t) for m in (r * cb.cols + tc, tr * cb.cols + c)):
        return Reason("diagonal_closed", {"at": at, "to": there})
    cost = hero_mods.cost(game, seat, hero_mods.ACT_DIAGONAL, 2 if item != movement.ITEM_NONE else 1)
    budget = hero_mods.available(game, seat, PAY_MOVE)
    return Reason("diagonal_ap", {"to": there, "cost": cost, "ap": budget}) if budget < cost else None


_ALLOWED_WORD = {hero_mods.ACT_DIAGONAL: "diagonal", hero_mods.ACT_HEAL: "heal"}
"""An action a card must allow (R-ACT-14) -> the first word of its refusal keys."""


def _why_not_allowed(game: Game, seat: int, action: int) -> Reason:
    """Why no card of the hero allows ``action`` now (R-ACT-14, R-HERO-2, R-HERO-3): the card that allows it was used
    this turn or this Call, or holds only on the Engine's spot or in a zone the firefighter is not in; or no card in
    force allows it at all."""
    st, word = game.st, _ALLOWED_WORD[action]
    at = _cell(game, st.ff_pos[seat])
    for card in hero_mods.cards_in_force(game, seat):
        for mod in card.mods:
            if mod.op != hero_mods.OP_ALLOW or mod.action != action:
                continue
            values = {"card": card.id, "at": at}
            if mod.limit == hero_mods.LIMIT_TURN and "turn:" + mod.key in st.hero_used:
                return Reason(f"{word}_used_turn", values)
            if mod.limit == hero_mods.LIMIT_CALL and "call:" + mod.key in st.hero_used:
                return Reason(f"{word}_used_call", values)
            if mod.on_engine:
                return Reason(f"{word}_engine", values)
            if mod.zone != hero_mods.NO_ZONE:
                return Reason(f"{word}_zone", {**values, "zone": _zone_name(game, mod)})
    return Reason(f"{word}_not_allowed")


def _zone_name(game: Game, mod) -> str:
    """The zone a card's effect holds in, as the Call names it (one the board lacks too)."""
    if mod.zone >= 0:
        return game.cb.zone_names[mod.zone]
    prefix, card_id, index = mod.key.split(":")  # "skill:<id>:<i>", "gear:<id>:<i>", "boost:<id>:<i>"
    heroes = game.call.heroes
    cards = {"skill": heroes.specialists, "gear": heroes.gear, "boost": heroes.boosts}[prefix]
    card = next(c for c in cards if c.id == card_id)
    effects = card.skill.effects if prefix == "skill" else card.effects
    return str(effects[int(index)].zone)


def _open_way(game: Game, s: int, m: int, t: int) -> bool:
    """Whether the two edges from ``s`` through ``m`` to ``t`` let a firefighter pass (a diagonal move's corner)."""
    e1, e2 = game.cb.edge_between(s, m), game.cb.edge_between(m, t)
    return e1 >= 0 and e2 >= 0 and bool(game.st.passable[e1]) and bool(game.st.passable[e2])


def why_not_crew(game: Game, name: str) -> Reason | None:
    """Why the seat to act cannot change to specialist ``name`` now (R-ACT-10, R-HERO-3, R-HERO-5); None when it can
    or no reason is found.

    >>> import json
    >>> from engine.game import Game
    >>> from engine.model import Board, Call
    >>> call = Call.model_validate(json.load(open("calls/gsh-warehouse.call.json")))
    >>> board = Board.model_validate(json.load(open("calls/boards/fire-rescue-front.board.json")))
    >>> game = Game.new(call, board, players=2, seed=3)
    >>> why_not_crew(game, "nobody").text()
    'nobody is no specialist of this game (R-ACT-10)'
    """
    st, cb = game.st, game.cb
    seat = game.current_seat
    if game.heroes_on:
        known, in_play = set(game.hero_tables.specialists), set(st.ff_hero)
    elif game.specialists_on:
        from engine.model.ruleset import SPECIALISTS

        known = {SPECIALISTS[i] for i in game.specialist_pool}
        in_play = {SPECIALISTS[i] for i in st.ff_spec if i >= 0}
    else:
        return None
    if name not in known:
        return Reason("crew_unknown", {"name": name})
    if name in in_play:
        return Reason("crew_in_play", {"name": name})
    if st.actions_this_turn:
        return Reason("crew_not_first")
    pos = st.ff_pos[seat]
    on_engine = game.vehicles_on and st.engine >= 0 and pos in cb.engine_spots[st.engine]
    crew_spaces = game.mech.crew_spaces if game.mech is not None else ()
    if not on_engine and pos not in crew_spaces:
        return Reason("crew_not_on_engine", {"at": _cell(game, pos)})
    if not game.is_legal(Action("crew", arg=name)):
        return Reason("crew_ap", {"name": name})
    return None
