"""Reading a saved game back: every value checked against the models and the board.

``Game.from_json`` goes through here, so that a tampered or hand-edited game
(AP 1000, a firefighter off the board, the turn of a seat that does not play)
is refused with :class:`~engine.errors.GameError` naming the value, instead of
played on.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pydantic import ValidationError

from engine.board import compile_board
from engine.errors import GameError
from engine.model.saved import SavedGame
from engine.rules import SPEC_AP
from engine.rules import modifiers as hero_mods

if TYPE_CHECKING:
    from engine.game import Game

MAX_GAME_BYTES = 20 * 1024 * 1024
"""Largest saved game read (a Call, its board and the state)."""

_MT_WORDS = 624
"""Words of a Mersenne Twister's state; the state list holds them and then the position in them."""

_PER_SPACE = ("fire", "poi", "victims", "healed", "hazmat", "hot", "debris")
_PER_EDGE = ("wall", "door", "passable")
_PER_SEAT = ("ff_ap", "ff_free", "ff_spec", "ff_carry", "ff_lead", "ff_saved", "ff_down")
_HERO_PER_SEAT = ("ff_hero", "ff_active", "ff_reserve", "hx_move", "hx_ext", "ff_boosts_had")
"""Per-seat hero fields; ``ff_boosts_had`` last, as an older save's count is made from the others."""
_HERO_PILES = ("hero_gear", "gear_deck", "gear_discard", "boost_deck", "boost_discard", "forge_offer", "forge_queue", "boost_live", "hero_used")


def read_game(text: str) -> SavedGame:
    """The saved game in ``text``, every key, type and bound checked; ``GameError`` with the first problem.

    Types are read strictly, as the engine writes them: a count written ``"2"``, ``2.0`` or ``true`` is refused,
    not taken for 2 or 1.
    """
    if len(text) > MAX_GAME_BYTES:
        raise GameError(f"a saved game is at most {MAX_GAME_BYTES // 1024 // 1024} MB")
    try:
        game = SavedGame.model_validate_json(text, strict=True)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = "/" + "/".join(str(p) for p in first["loc"])
        raise GameError(f"not a saved game: {where}: {first['msg']}") from None
    _check_streams(game.dice.streams or {})
    _check_board_compiles(game)
    return game


def _check_board_compiles(game: SavedGame) -> None:
    """Refuse a saved board the engine cannot build its tables from (a parking spot off the grid, say).

    The board of a saved game is checked by the models only, not by
    ``callforge validate``; the compiled board is cached, so the game built
    next reuses it.
    """
    try:
        compile_board(game.board)
    except (IndexError, KeyError, ValueError) as exc:
        raise GameError(f"not a saved game: /board: the engine cannot build this board ({type(exc).__name__}: {exc})") from None


def _check_streams(streams: dict[str, list]) -> None:
    """Refuse a dice stream whose state is not a Mersenne Twister's (what ``random.Random.getstate`` gives).

    The model only knows each state as a list; a state of another shape, a
    word that is no unsigned 32-bit integer or a position past the 624 words
    is named here rather than raised later as a ``TypeError`` or ``OverflowError``.

    >>> _check_streams({"fire": [3, [0] * 624 + [624], None]})
    >>> _check_streams({"fire": [3, [0.5] * 625, None]})
    Traceback (most recent call last):
    ...
    engine.errors.GameError: not a saved game: /dice/streams/fire: not a random generator's state (version 3, 624 words of 32 bits, a position 0-624, a finite float or null)
    """
    for name, state in streams.items():
        if not _is_generator_state(state):
            raise GameError(
                f"not a saved game: /dice/streams/{name}: not a random generator's state "
                "(version 3, 624 words of 32 bits, a position 0-624, a finite float or null)"
            )


def _is_generator_state(state: list) -> bool:
    if len(state) != 3:
        return False
    version, internal, gauss = state
    if version != 3 or type(version) is not int or not isinstance(internal, list) or len(internal) != _MT_WORDS + 1:
        return False
    if not all(type(w) is int and 0 <= w < 1 << 32 for w in internal) or internal[-1] > _MT_WORDS:
        return False
    return gauss is None or (type(gauss) is float and math.isfinite(gauss))  # NaN or Infinity: no generator's spare


def check_state(game: Game) -> None:
    """Refuse a state that no game can reach on this board: ``GameError`` naming the value.

    Checks the lengths of the per-space, per-edge and per-seat lists, every
    position, the seat to play, the vehicles' spots, the AP held (at most a
    turn's AP plus the saved-AP cap), the card ids of the decks, the heroes'
    cards and forging (gsh, R-HERO-1..3) and the Call markers and Helpers
    (gsh, R-HERO-7, R-HERO-8).
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
    most = _most_ap(game)
    for seat, ap in enumerate(st.ff_ap):
        if ap > most:
            raise GameError(f"state/ff_ap/{seat}: {ap} AP is more than a turn's AP and the saved AP allow ({most})")
    for kind, spot, spots in (("ambulance", st.ambulance, cb.ambulance_spots), ("engine", st.engine, cb.engine_spots)):
        if spot >= len(spots) or (spot < 0 and game.params.vehicles and spots):
            raise GameError(f"state/{kind}: spot {spot} is not one of the board's {len(spots)} {kind} spots")
    if game.heroes_on:
        _check_heroes(game)
    else:
        _expect_no_heroes(game)
    _check_mechanics(game)
    _check_pending(game)
    if (st.phase == "over") != bool(st.outcome):
        raise GameError(f"state/phase {st.phase!r} does not match state/outcome {st.outcome!r}")
    known = {card.id for deck in game.call.decks for card in deck.cards}
    for name in ("fire_deck", "fire_discard", "fire_aside", "event_deck", "event_discard"):
        unknown = [c for c in getattr(st, name) if c not in known]
        if unknown:
            raise GameError(f"state/{name}: card {unknown[0]!r} is not a card of this Call")


def _check_pending(game: Game) -> None:
    """The pending decision must be one the phase has (R-ACT-8 riders, R-ACT-11 deck gun re-roll), with values in range.

    ``ride``: a vehicle (0 ambulance, 1 engine), one of its spots, then the seats
    still to decide; ``reroll``: a zone, a red and a black face, two 0/1 flags;
    any other phase: nothing pending.
    """
    st, cb = game.st, game.cb
    pending, seats = st.pending, len(st.ff_pos)
    if not all(type(v) is int for v in pending):
        raise GameError(f"state/pending: {pending!r} holds a value that is no integer")
    if st.phase == "ride":
        ok = len(pending) >= 3 and pending[0] in (0, 1)
        spots = (cb.ambulance_spots, cb.engine_spots)[pending[0]] if ok else ()
        ok = ok and 0 <= pending[1] < len(spots) and all(0 <= seat < seats for seat in pending[2:])
        ok = ok and len(set(pending[2:])) == len(pending) - 2
    elif st.phase == "reroll":
        ok = len(pending) == 5 and 0 <= pending[0] < len(cb.zone_names)
        ok = ok and 1 <= pending[1] <= cb.red_sides and 1 <= pending[2] <= cb.black_sides and set(pending[3:]) <= {0, 1}
    else:
        ok = not pending
    if not ok:
        raise GameError(f"state/pending: {pending!r} is not a decision the phase {st.phase!r} can have pending")


def _expect_length(name: str, values, length: int, what: str) -> None:
    if len(values) != length:
        raise GameError(f"state/{name} has {len(values)} entries; the board has {length} {what}")


def _most_ap(game: Game) -> int:
    """The most regular AP a firefighter can hold: a turn's AP (the largest specialist's), the saved-AP cap and,
    with heroes, every regular ``extra_ap`` of the hero set (R-TURN-2, R-HERO-1)."""
    most = max(game.ap_per_turn, *SPEC_AP.values())
    if game.hero_tables is not None:
        t = game.hero_tables
        most = max(most, *(card.ap for card in t.specialists.values()))
        cards = [*t.specialists.values(), *t.gear.values(), *t.boosts.values()]
        most += sum(m.amount for card in cards for m in card.mods if m.op == hero_mods.OP_EXTRA and m.kind == hero_mods.KIND_REGULAR)
    return most + game.max_saved_ap


def _expect_no_heroes(game: Game) -> None:
    st = game.st
    for name in (*_HERO_PER_SEAT, *_HERO_PILES):
        if getattr(st, name):
            raise GameError(f"state/{name}: this Call has no heroes (R-HERO-1)")
    if st.forge_stage or st.forge_resume or st.phase == "forge":
        raise GameError("state/forge_stage: this Call has no heroes to forge (R-HERO-1)")


def _check_heroes(game: Game) -> None:
    """The heroes of each seat, their cards and forging (R-HERO-1..3): known ids, no card twice, a forging seat."""
    st = game.st
    t = hero_mods.tables(game)
    seats = len(st.ff_pos)
    for name in _HERO_PER_SEAT:
        if name == "ff_boosts_had" and not st.ff_boosts_had and st.ff_hero:
            st.ff_boosts_had = _boosts_had_before_counted(game)
        _expect_length(name, getattr(st, name), seats, "firefighters")
    for seat, had in enumerate(st.ff_boosts_had):
        held = bool(st.ff_active[seat]) + bool(st.ff_reserve[seat])
        if not held <= had <= t.boosts_per_call:
            raise GameError(f"state/ff_boosts_had/{seat}: {had} Boosts had this Call, but the seat holds {held} "
                            f"and the Call allows {t.boosts_per_call} (R-HERO-2)")
    heroes = [h for h in st.ff_hero if h]
    for seat, hero in enumerate(st.ff_hero):
        if hero and hero not in t.specialists:
            raise GameError(f"state/ff_hero/{seat}: {hero!r} is not a specialist of this Call's hero set")
    if len(set(heroes)) != len(heroes):
        raise GameError("state/ff_hero: a specialist is played by two firefighters")
    for seat, spec in enumerate(st.ff_spec):
        if spec >= 0:
            raise GameError(f"state/ff_spec/{seat}: a Fire Rescue specialist in a game of heroes (R-HERO-1)")
    for entry in st.hero_gear:
        hero, _, gear = entry.partition(":")
        if hero not in t.specialists or gear not in t.gear:
            raise GameError(f"state/hero_gear: {entry!r} is not a Gear of a specialist of this Call")
    gear_piles = [("hero_gear", [e.partition(":")[2] for e in st.hero_gear]), ("gear_deck", st.gear_deck), ("gear_discard", st.gear_discard)]
    boost_piles = [("ff_active", [b for b in st.ff_active if b]), ("ff_reserve", [b for b in st.ff_reserve if b]),
                   ("boost_deck", st.boost_deck), ("boost_discard", st.boost_discard)]
    (gear_piles if st.forge_stage == "gear" else boost_piles).append(("forge_offer", st.forge_offer))
    _expect_each_once(gear_piles, t.gear, "Gear")
    _expect_each_once(boost_piles, t.boosts, "Boost")
    for boost in st.boost_live:
        if boost not in st.boost_discard:
            raise GameError(f"state/boost_live: {boost!r} is in force but was not used (it is not in state/boost_discard)")
    if len(set(st.boost_live)) != len(st.boost_live):
        raise GameError("state/boost_live: a Boost is in force twice")
    keys = {m.key for card in (*t.specialists.values(), *t.gear.values(), *t.boosts.values()) for m in card.mods}
    for used in st.hero_used:
        if used.partition(":")[2] not in keys:
            raise GameError(f"state/hero_used: {used!r} names no modifier of this Call's hero set")
    _check_forging(game)


def _boosts_had_before_counted(game: Game) -> list[int]:
    """Boosts each seat has had, for a game saved before they were counted: what it holds, or what forging keeps
    once the seat has forged (the count matters only to a Call allowing more than 2 Boosts, R-HERO-2)."""
    st = game.st
    kept = hero_mods.tables(game).boosts_kept
    forging = () if st.forge_resume else st.forge_queue  # a Crew Change forges Gear only: its seat has had its Boosts
    return [bool(st.ff_active[seat]) + bool(st.ff_reserve[seat]) if seat in forging else kept
            for seat in range(len(st.ff_pos))]


def _expect_each_once(piles: list[tuple[str, list[str]]], known, what: str) -> None:
    seen: set[str] = set()
    for name, cards in piles:
        for card in cards:
            if card not in known:
                raise GameError(f"state/{name}: {card!r} is not a {what} card of this Call")
            if card in seen:
                raise GameError(f"state/{name}: the {what} card {card!r} is in two places")
            seen.add(card)


def _check_forging(game: Game) -> None:
    """Forging happens exactly in the ``forge`` phase, with cards on offer to the first seat of the queue (R-HERO-1)."""
    st = game.st
    forging = st.phase == "forge"
    if forging != bool(st.forge_stage) or (forging and not (st.forge_offer and st.forge_queue)):
        raise GameError(f"state/phase {st.phase!r} does not match state/forge_stage {st.forge_stage!r} and the cards on offer")
    if not forging and (st.forge_offer or st.forge_queue or st.forge_resume):
        raise GameError("state/forge_offer: cards are on offer or seats wait to forge outside the forge phase")
    if len(set(st.forge_queue)) != len(st.forge_queue) or any(seat >= len(st.ff_pos) for seat in st.forge_queue):
        raise GameError(f"state/forge_queue: {st.forge_queue} is not a list of distinct seats that play")
    if forging and st.player != st.forge_queue[0]:
        raise GameError(f"state/player: seat {st.player} plays, but seat {st.forge_queue[0]} forges")
    if st.forge_resume and len(st.forge_queue) != 1:
        raise GameError("state/forge_resume: a Crew Change forges for one seat only")


def _check_mechanics(game: Game) -> None:
    """Call markers name a marker kind of the Call; Helpers only on a Call that places them (R-HERO-7, R-HERO-8)."""
    st, cb = game.st, game.cb
    for name in ("marks", "helpers", "mark_group"):
        _expect_length(name, getattr(st, name), cb.n, "spaces")
    for s, group in enumerate(st.mark_group):
        if group and not st.marks[s]:
            r, c = divmod(s, cb.cols)
            raise GameError(f"state/mark_group/{s}: space [{r}, {c}] is part of large marker {group} but holds no Call marker")
    kinds = len(game.mech.kinds) if game.mech is not None else 0
    for s, kind in enumerate(st.marks):
        if kind > kinds:
            r, c = divmod(s, cb.cols)
            raise GameError(f"state/marks/{s}: space [{r}, {c}] holds marker kind {kind}, but the Call defines {kinds}")
    if game.call.named_victim is None and (st.vip_at or st.vip_by or st.vip_healed or st.vip_out):
        raise GameError("state/vip_at: the game follows a named Victim, but the Call names none")
    if st.vip_at > cb.n or st.vip_by > len(st.ff_pos) or (st.vip_at and st.vip_by) or (st.vip_out and (st.vip_at or st.vip_by)):
        raise GameError(f"state/vip_at: the named Victim lies on space {st.vip_at - 1}, is held by seat {st.vip_by - 1} "
                        f"and has ended as {st.vip_out}: it is in one place")
    placed = len(game.call.setup.helpers)
    if sum(st.helpers) + st.helpers_lost + st.helpers_rescued > placed:
        raise GameError(f"state/helpers: {sum(st.helpers)} Helpers on the board, {st.helpers_lost} lost and {st.helpers_rescued} "
                        f"rescued, but the Call places {placed}")
