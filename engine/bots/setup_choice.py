"""The players' setup choices a bot makes before the first turn: starting spaces and vehicle spots (R-SETUP-2).

Firefighters may start on any outside space, the Ambulance and the Engine on
any of their spots (R-SETUP-2), unless the Call fixes them, and the rules
have them choose once the setup is on the board. :func:`choose_seen_start`
makes the choice then, from what every player sees: the Fire, Smoke, POI,
Victims and Hazmat the setup left (:func:`seen_work`), for
``Game.place_team``. :func:`choose_start` makes it before the dice, from the
board and the Call's fixed placements, for ``Game.new``'s ``start``; with
no fixed placement every scene space counts, the central ones most since the
setup explosions centre there.

Starts are the entrances (outside spaces next to an opening or a door)
chosen one seat at a time to bring the team nearest to the work (a greedy
k-median over AP distances), spread evenly over the entrances; the Ambulance takes the spot nearest the work
and the Engine the spot whose zone holds the most of it.

>>> import json
>>> from pathlib import Path
>>> from engine.model import Board, Call
>>> root = Path(__file__).resolve().parents[2] / "calls"
>>> call = Call.model_validate_json((root / "fire-rescue-experienced.call.json").read_text())
>>> board = Board.model_validate_json((root / "boards" / f"{call.board}.board.json").read_text())
>>> start = choose_start(call, board, 3)
>>> len(start["firefighters"]), sorted(start) == ["ambulance", "engine", "firefighters"]
(3, True)
"""

from __future__ import annotations

from engine.board import DOOR, WALL, CompiledBoard
from engine.bots.paths import INF, distance_field
from engine.state import DOOR_CLOSED, FIRE, SMOKE


def work_spaces(call, cb: CompiledBoard) -> list[tuple[int, float]]:
    """(space, weight) of the work the team can see before play: the Call's fixed markers, else the scene."""
    setup = call.setup
    work: dict[int, float] = {}
    for cells, weight in zip((setup.poi, setup.fire, setup.smoke, setup.hazmat), FIXED_WEIGHTS, strict=True):
        for cell in cells:
            s = cb.index(int(cell[0]), int(cell[1]))
            work[s] = work.get(s, 0.0) + weight
    if work:
        return sorted(work.items())
    return _scene_work(cb)


def _scene_work(cb: CompiledBoard) -> list[tuple[int, float]]:
    """Every scene space, the central ones weighing most (the setup explosions centre there)."""
    mid_r, mid_c = (cb.rows - 1) / 2, (cb.cols - 1) / 2
    out = []
    for s in cb.scene_spaces:
        r, c = divmod(s, cb.cols)
        out.append((s, 1.0 / (1.0 + abs(r - mid_r) + abs(c - mid_c))))
    return out


FIXED_WEIGHTS = (3.0, 1.0, 0.5, 1.0)
"""Weights of a POI (or Victim), a Fire, a Smoke and a Hazmat as work (:func:`work_spaces`)."""
SEEN_WEIGHTS: dict[str, tuple[float, float, float, float]] = {"experienced": (3.0, 3.0, 1.0, 1.0)}
"""The same weights for :func:`seen_work`, by ruleset; a ruleset not named here takes :data:`FIXED_WEIGHTS`.

In the experienced game the setup explosions leave their Fire where the team must go first, so a Fire weighs as much
as a POI there. The family game and the bundled gsh Calls roll nothing before the team is placed, and keep
:data:`FIXED_WEIGHTS` and the starts of :func:`choose_start`. Chosen among four sets by paired playtests on training
seeds (1000 and up); ``docs/bots.md`` ("The weights of the work seen") records them."""


def seen_work(game) -> list[tuple[int, float]]:
    """(space, weight) of the work on the board once the setup is done: POI, Victims, Fire, Smoke, Hazmat.

    What every player sees when the team chooses where to start (R-SETUP-2),
    weighed by :data:`SEEN_WEIGHTS`; an empty board falls back to the scene.
    """
    st, cb = game.st, game.cb
    poi_w, fire_w, smoke_w, hazmat_w = SEEN_WEIGHTS.get(game.call.ruleset.name, FIXED_WEIGHTS)
    work = []
    for s in range(cb.n):
        weight = (poi_w * (st.poi[s] + st.victims[s]) + fire_w * (st.fire[s] == FIRE) + smoke_w * (st.fire[s] == SMOKE)
                  + hazmat_w * st.hazmat[s])
        if weight:
            work.append((s, weight))
    return work or _scene_work(cb)


def start_layers(cb: CompiledBoard) -> tuple[bytearray, bytearray]:
    """Passable and door layers of the board as it starts: walls stand, doors are Closed."""
    passable = bytearray(len(cb.edge_kind))
    door = bytearray(len(cb.edge_kind))
    for e, kind in enumerate(cb.edge_kind):
        if kind == DOOR:
            door[e] = DOOR_CLOSED
        elif kind != WALL:
            passable[e] = 1
    return passable, door


def choose_start(call, board, players: int) -> dict:
    """``Game.new``'s ``start``: firefighters' spaces and the vehicles' spots, leaving what the Call fixes.

    Made before the setup is rolled, from the Call's fixed markers; a bot that
    sees the setup places the team with :func:`choose_seen_start` instead.
    """
    cb = CompiledBoard.from_board(board)
    return _choose(call, cb, work_spaces(call, cb), players)


def choose_seen_start(game) -> dict:
    """``Game.place_team``'s ``start`` once the setup is on the board: the same choice, made from :func:`seen_work`.

    >>> from pathlib import Path
    >>> from engine.game import Game
    >>> from engine.model import Board, Call
    >>> root = Path(__file__).resolve().parents[2] / "calls"
    >>> call = Call.model_validate_json((root / "fire-rescue-experienced.call.json").read_text())
    >>> board = Board.model_validate_json((root / "boards" / f"{call.board}.board.json").read_text())
    >>> game = Game.new(call, board, players=3, seed=5)
    >>> game.place_team(choose_seen_start(game))
    >>> all(game.cb.scene[s] == 0 for s in game.st.ff_pos)
    True
    """
    return _choose(game.call, game.cb, seen_work(game), len(game.st.ff_pos))


def _choose(call, cb: CompiledBoard, work: list[tuple[int, float]], players: int) -> dict:
    passable, door = start_layers(cb)
    entries = list(cb.entry_spaces) or list(cb.outside_spaces[:1])
    fields = {s: distance_field(cb, (s,), passable, door) for s in entries}
    fixed = [cb.index(int(c[0]), int(c[1])) for c in call.setup.firefighters]
    chosen: list[int] = []
    best_now = [INF] * len(work)
    cap = -(-players // len(entries))  # the team spreads over the entrances: at most this many on one
    for seat in range(players):
        if seat < len(fixed):
            pick = fixed[seat]
            field = fields.get(pick) or distance_field(cb, (pick,), passable, door)
        else:
            open_entries = [s for s in entries if chosen.count(s) < cap] or entries
            pick = min(open_entries, key=lambda s: (_cost(fields[s], work, best_now), s))
            field = fields[pick]
        chosen.append(pick)
        best_now = [min(b, field[s]) for b, (s, _) in zip(best_now, work, strict=True)]
    start: dict = {"firefighters": [list(divmod(s, cb.cols)) for s in chosen]}
    vehicles = call.setup.vehicles
    if cb.ambulance_spots:
        start["ambulance"] = vehicles.ambulance if vehicles and vehicles.ambulance is not None else _nearest_spot(cb, cb.ambulance_spots, work, passable, door)
    if cb.engine_spots:
        start["engine"] = vehicles.engine if vehicles and vehicles.engine is not None else _busiest_zone_spot(cb, work)
    return start


def _cost(field: list[int], work: list[tuple[int, float]], best_now: list[int]) -> float:
    return sum(w * min(b, field[s], 40) for b, (s, w) in zip(best_now, work, strict=True))


def work_cost(cb: CompiledBoard, sources, work: list[tuple[int, float]], passable, door) -> float:
    """How far the work lies from the nearest of ``sources`` (spaces): weighted AP distances, each capped at 40."""
    field = distance_field(cb, tuple(sources), passable, door)
    return sum(w * min(field[s], 40) for s, w in work)


def _nearest_spot(cb: CompiledBoard, spots, work, passable, door) -> int:
    return min((work_cost(cb, spot, work, passable, door), k) for k, spot in enumerate(spots))[1]


def _busiest_zone_spot(cb: CompiledBoard, work) -> int:
    weights = []
    for k in range(len(cb.engine_spots)):
        zone = cb.engine_spot_zone[k]
        zone_work = sum(w for s, w in work if zone >= 0 and cb.zone_of[s] == zone)
        weights.append((-zone_work, k))
    return min(weights)[1]
