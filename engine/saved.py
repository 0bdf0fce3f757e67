"""Reading a saved game back: every value checked against the models and the board.

``Game.from_json`` goes through here, so that a tampered or hand-edited game
(AP 1000, a firefighter off the board, the turn of a seat that does not play)
is refused with :class:`~engine.errors.GameError` naming the value, instead of
played on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import ValidationError

from engine.errors import GameError
from engine.model.saved import SavedGame
from engine.rules import SPEC_AP

if TYPE_CHECKING:
    from engine.game import Game

MAX_GAME_BYTES = 20 * 1024 * 1024
"""Largest saved game read (a Call, its board and the state)."""

_PER_SPACE = ("fire", "poi", "victims", "healed", "hazmat", "hot", "debris")
_PER_EDGE = ("wall", "door", "passable")
_PER_SEAT = ("ff_ap", "ff_free", "ff_spec", "ff_carry", "ff_lead", "ff_saved", "ff_down")


def read_game(text: str) -> SavedGame:
    """The saved game in ``text``, every key, type and bound checked; ``GameError`` with the first problem."""
    if len(text) > MAX_GAME_BYTES:
        raise GameError(f"a saved game is at most {MAX_GAME_BYTES // 1024 // 1024} MB")
    try:
        return SavedGame.model_validate_json(text, strict=False)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = "/" + "/".join(str(p) for p in first["loc"])
        raise GameError(f"not a saved game: {where}: {first['msg']}") from None


def check_state(game: Game) -> None:
    """Refuse a state that no game can reach on this board: ``GameError`` naming the value.

    Checks the lengths of the per-space, per-edge and per-seat lists, every
    position, the seat to play, the vehicles' spots, the AP held (at most a
    turn's AP plus the saved-AP cap) and the card ids of the decks.
    """
    st, cb = game.st, game.cb
    n_edges = len(cb.edge_cells)
    for name in _PER_SPACE:
        _expect_length(name, getattr(st, name), cb.n, "spaces")
    for name in _PER_EDGE:
        _expect_length(name, getattr(st, name), n_edges, "edges")
    seats = len(st.ff_pos)
    if seats != game.options.get("players", seats):
        raise GameError(f"state/ff_pos has {seats} firefighters, but the game has {game.options['players']} players")
    for name in _PER_SEAT:
        _expect_length(name, getattr(st, name), seats, "firefighters")
    for seat, pos in enumerate(st.ff_pos):
        if not 0 <= pos < cb.n:
            raise GameError(f"state/ff_pos/{seat}: space {pos} is off the {cb.rows} x {cb.cols} board")
    if not 0 <= st.player < seats:
        raise GameError(f"state/player: seat {st.player} does not play ({seats} firefighters)")
    most = max(game.ap_per_turn, *SPEC_AP.values()) + game.max_saved_ap
    for seat, ap in enumerate(st.ff_ap):
        if ap > most:
            raise GameError(f"state/ff_ap/{seat}: {ap} AP is more than a turn's AP and the saved AP allow ({most})")
    for kind, spot, spots in (("ambulance", st.ambulance, cb.ambulance_spots), ("engine", st.engine, cb.engine_spots)):
        if spot >= len(spots) or (spot < 0 and game.params.vehicles and spots):
            raise GameError(f"state/{kind}: spot {spot} is not one of the board's {len(spots)} {kind} spots")
    if (st.phase == "over") != bool(st.outcome):
        raise GameError(f"state/phase {st.phase!r} does not match state/outcome {st.outcome!r}")
    known = {card.id for deck in game.call.decks for card in deck.cards}
    for name in ("fire_deck", "fire_discard", "fire_aside", "event_deck", "event_discard"):
        unknown = [c for c in getattr(st, name) if c not in known]
        if unknown:
            raise GameError(f"state/{name}: card {unknown[0]!r} is not a card of this Call")


def _expect_length(name: str, values, length: int, what: str) -> None:
    if len(values) != length:
        raise GameError(f"state/{name} has {len(values)} entries; the board has {length} {what}")
