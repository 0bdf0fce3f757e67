"""From a game in progress to the markers the board drawing shows.

:func:`markers_from_game` reads a :class:`engine.game.Game` (its state and
compiled board) and returns a :class:`authoring.drawings.render.BoardMarkers`: Fire,
Smoke, face-down POI, revealed (and healed) Victims, Hazmat, Hot Spots,
Debris, firefighters by seat colour with their seat number, the vehicles at
their spots, wall damage and the state of every door. The drawing module
stays free of the engine's state layout; this is the one place that knows
both.

>>> from pathlib import Path
>>> from engine.game import Game
>>> from engine.model import Board, Call
>>> root = Path(__file__).resolve().parents[2] / "calls"
>>> call = Call.model_validate_json((root / "fire-rescue-family.call.json").read_text())
>>> board = Board.model_validate_json((root / "boards" / "fire-rescue-front.board.json").read_text())
>>> m = markers_from_game(Game.new(call, board, players=2, seed=1))
>>> [label for _, _, label in m.firefighters], len(m.poi), len(m.fire) > 0
(['1', '2'], 3, True)
"""

from __future__ import annotations

from authoring.drawings.render import SEAT_COLOURS, BoardMarkers, helper_word, place_tags
from engine.board import DOOR
from engine.state import CARRY_HAZMAT, CARRY_VICTIM, DOOR_CLOSED, DOOR_GONE, DOOR_OPEN, FIRE, SMOKE

DOOR_WORDS = {DOOR_OPEN: "open", DOOR_CLOSED: "closed", DOOR_GONE: "destroyed"}
"""Door state in the engine -> the word :class:`BoardMarkers` takes."""

CARRY_SUFFIX = {CARRY_VICTIM: "V", CARRY_HAZMAT: "H"}
"""Letter added to a firefighter's label while carrying a Victim or a Hazmat."""


def seat_colour(seat: int) -> str:
    """The colour name of ``seat`` (0-based) in every drawing of the studio.

    >>> seat_colour(0), seat_colour(6)
    ('green', 'green')
    """
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_label(seat: int, carry: int = 0, leading: bool = False) -> str:
    """The short label drawn on a firefighter: seat number (1-based), then what it carries.

    ``V`` = carrying a Victim, ``H`` = a Hazmat, ``+`` = leading a Healed Victim.

    >>> seat_label(0), seat_label(2, CARRY_VICTIM), seat_label(1, 0, True)
    ('1', '3V', '2+')
    """
    return f"{seat + 1}{CARRY_SUFFIX.get(carry, '')}{'+' if leading else ''}"


def game_tags(game, lang: str = "en") -> list[tuple[tuple[int, int], str, str]]:
    """The gsh Call features on the board of ``game`` now, as :attr:`BoardMarkers.tags` in ``lang``: water sources
    and rescue places, the Call markers still lying (R-HERO-8), the Helpers (R-HERO-7) and the named Victim."""
    st, cb, call = game.st, game.cb, game.call
    tags = place_tags(call, lang)
    kinds = game.mech.kinds if game.mech is not None else []
    titles = {k.id: k.title.get(lang) for k in call.markers}
    for s, kind in enumerate(st.marks):
        if kind and kind <= len(kinds):
            name = kinds[kind - 1]
            tags.append((divmod(s, cb.cols), "marker", titles.get(name, name)))
    for s, count in enumerate(st.helpers):
        tags += [(divmod(s, cb.cols), "helper", helper_word(lang))] * count
    if st.vip_at and call.named_victim is not None:
        tags.append((divmod(st.vip_at - 1, cb.cols), "named", call.named_victim.title.get(lang)))
    return tags


def markers_from_game(game, lang: str = "en") -> BoardMarkers:
    """Everything on the board of ``game`` now, as :class:`BoardMarkers` (the gsh Call's tags in ``lang``).

    Cells come from the compiled board (``index = row * cols + col``); edges
    are the pairs of cells of the compiled edge table. Only doors get a door
    state; wall damage is reported for every edge that has taken damage.
    """
    st, cb = game.st, game.cb

    def cell(s: int) -> tuple[int, int]:
        return divmod(s, cb.cols)

    def cells_where(values, wanted=None) -> list[tuple[int, int]]:
        return [cell(s) for s, v in enumerate(values) if (v == wanted if wanted is not None else v)]

    victims: list[tuple[int, int]] = []
    for s in range(cb.n):
        victims += [cell(s)] * (st.victims[s] + st.healed[s])
    firefighters = [
        (cell(pos), seat_colour(seat), seat_label(seat, st.ff_carry[seat], bool(st.ff_lead[seat])))
        for seat, pos in enumerate(st.ff_pos)
    ]
    vehicles = {name: spot for name, spot in (("ambulance", st.ambulance), ("engine", st.engine)) if spot >= 0}
    edges = [(cell(a), cell(b)) for a, b in cb.edge_cells]
    doors = {
        edges[e]: DOOR_WORDS[st.door[e]]
        for e, kind in enumerate(cb.edge_kind)
        if kind == DOOR and st.door[e] in DOOR_WORDS
    }
    damage = {edges[e]: min(int(d), 2) for e, d in enumerate(st.wall) if d}
    return BoardMarkers(
        fire=cells_where(st.fire, FIRE),
        smoke=cells_where(st.fire, SMOKE),
        poi=cells_where(st.poi),
        victims=victims,
        hazmat=cells_where(st.hazmat),
        hot_spots=cells_where(st.hot),
        debris=cells_where(st.debris),
        firefighters=firefighters,
        vehicles=vehicles,
        wall_damage=damage,
        doors=doors,
        tags=game_tags(game, lang),
    )
