"""Call checks of the cards' work in one fire phase: FP319.

A fire phase does at most ``MAX_PHASE_STEPS`` card steps, its Fire card's and
those of every Event card revealed on the way, and skips the rest of the
phase's effects past them (``engine.rules.decks``, R-FIRE-2). FP319 finds,
for each card a fire phase can draw, the most steps that phase can pay, so
that a designer learns of the cut here rather than from a playtest log.

The worst case is counted as the engine pays (``decks.run_effects``): each
effect pays its :func:`~engine.model.call.own_steps`, a ``repeat`` pays its
effects ``times`` times one level deeper, a ``reveal_event`` pays 1 and then
the revealed Event card's effects one level deeper, and nothing below the
engine's nesting limit is done. Each reveal is counted as drawing the costliest
Event card the game deals at that depth: the Event deck is shuffled anew from
its discard pile when it runs out, so with one Event card that is exact, and
with several it bounds what a draw order can reach.

>>> from engine.model import Board, Call
>>> alarm = {"id": "alarm", "title": {"en": "Alarm"}, "effects": [{"effect": "repeat", "times": 11,
...          "effects": [{"effect": "reveal_event"}]}]}
>>> blast = {"id": "blast", "title": {"en": "Blast"}, "effects": [{"effect": "place_hot_spot", "count": 99}]}
>>> call = Call(id="c", title={"en": "C"}, board="b", ruleset={"name": "gsh"},
...             decks=[{"id": "fire", "kind": "fire", "cards": [alarm]}, {"id": "event", "kind": "event", "cards": [blast]}])
>>> [(d.code, d.pointer) for d in check_phase_budget(Context(Board(id="b"), call))]
[('FP319', '/decks/0/cards/0')]

Notes
-----
Each card's effects are walked once (no deeper than the nesting limit) into a
:data:`Profile`, and once for its ``shuffle_in``; dealing takes
``O(games * cards)`` as FP318's count does, and a deal's worst cases
``O(cards * depth**2)``.
Games dealing the same cards share one count; when the Call deals apart in so
many games that this passes :data:`WORK_LIMIT`, one count over every card any
game deals stands for all of them (an upper bound).
"""

from __future__ import annotations

from collections.abc import Iterator

from authoring.checks.context import Context, pointer
from authoring.diagnostics import Diagnostic, make
from engine.model.call import MAX_EFFECT_DEPTH, Repeat, RevealEvent, ShuffleIn, own_steps
from engine.rules.decks import MAX_PHASE_STEPS

Profile = tuple[tuple[int, int], ...]
"""A card's work at each nesting depth below it, 0 to ``MAX_EFFECT_DEPTH``: ``(steps paid, reveal_event done)``, repeats multiplied out."""

Table = tuple[list[int], list[str | None]]
"""For each depth 0 to ``MAX_EFFECT_DEPTH + 1``: the most steps an Event card revealed there pays, and that card."""

Game = tuple[int, str | None]
"""A player count and a level id (None when the Call's levels deal alike, or it has none)."""

WORK_LIMIT = 50_000
"""Most card counts spent telling games apart (see Notes)."""


def card_profile(effects) -> Profile:
    """The steps and reveals of ``effects`` at each depth below the card (R-FIRE-2), as ``decks.run_effects`` nests them.

    A ``repeat``'s effects are one level deeper and done ``times`` times;
    effects deeper than ``MAX_EFFECT_DEPTH`` are left out, as the engine never does them.

    >>> from engine.model.call import Card
    >>> card = Card.model_validate({"id": "c", "title": {"en": "C"}, "effects": [{"effect": "reveal_event"},
    ...     {"effect": "repeat", "times": 3, "effects": [{"effect": "advance_fire", "times": 2}, {"effect": "reveal_event"}]}]})
    >>> card_profile(card.effects)[:3]
    ((1, 1), (9, 3), (0, 0))
    """
    steps, reveals = [0] * (MAX_EFFECT_DEPTH + 1), [0] * (MAX_EFFECT_DEPTH + 1)
    todo = [(effects, 0, 1)]
    while todo:
        effects, depth, times = todo.pop()
        if depth > MAX_EFFECT_DEPTH:
            continue
        for effect in effects:
            if isinstance(effect, Repeat):
                todo.append((effect.effects, depth + 1, times * effect.times))
                continue
            steps[depth] += times * own_steps(effect)
            reveals[depth] += times * isinstance(effect, RevealEvent)
    return tuple(zip(steps, reveals, strict=True))


def phase_steps(profile: Profile, depth: int, best: list[int]) -> int:
    """Most steps a card pays when its effects are done at ``depth``, each reveal drawing the costliest Event card (R-FIRE-2).

    ``best[k]`` is the most an Event card revealed at depth ``k`` pays; the
    engine does not do effects deeper than ``MAX_EFFECT_DEPTH`` (``effects_too_deep``).

    >>> phase_steps(((1, 1), (9, 3)) + ((0, 0),) * (MAX_EFFECT_DEPTH - 1), 0, [0, 5, 7] + [0] * MAX_EFFECT_DEPTH)
    36
    """
    return sum(s + r * best[depth + k + 1] for k, (s, r) in enumerate(profile[: MAX_EFFECT_DEPTH + 1 - depth]))


def event_table(profiles: dict[str, Profile]) -> Table:
    """The costliest Event card among ``profiles`` at each depth it may be revealed at, and what it pays there (R-FIRE-2).

    Counted from the deepest level up, since a card pays for the Event cards it reveals one level deeper.
    """
    best: list[int] = [0] * (MAX_EFFECT_DEPTH + 2)
    chosen: list[str | None] = [None] * (MAX_EFFECT_DEPTH + 2)
    for depth in range(MAX_EFFECT_DEPTH, 0, -1):
        for card_id, profile in profiles.items():
            steps = phase_steps(profile, depth, best)
            if steps > best[depth]:
                best[depth], chosen[depth] = steps, card_id
    return best, chosen


def revealed_cards(profiles: dict[str, Profile], card_id: str, table: Table) -> list[str]:
    """The Event cards the worst case of ``card_id``'s fire phase reveals, in the order first reached."""
    best, chosen = table
    seen: set[tuple[str, int]] = set()
    order: list[str] = []
    todo = [(card_id, 0)]
    while todo:
        current, depth = todo.pop(0)
        for k, (_, reveals) in enumerate(profiles[current][: MAX_EFFECT_DEPTH + 1 - depth]):
            event = chosen[depth + k + 1] if reveals else None
            if event is None or (event, depth + k + 1) in seen:
                continue
            seen.add((event, depth + k + 1))
            order += [event] if event not in order else []
            todo.append((event, depth + k + 1))
    return order


# ---- what a game deals ----


def deal_games(call) -> list[Game]:
    """Every player count and level the Call allows; one level (None) when no card is limited to levels, as then all deal alike."""
    by_level = any(card.levels is not None for deck in call.decks for card in deck.cards)
    levels = [lv.id for lv in call.levels] if by_level and call.levels else [None]
    return [(players, level) for level in levels for players in range(call.players.min, call.players.max + 1)]


def shuffle_moves(call) -> dict[str, tuple[tuple[str, str], ...]]:
    """Card id -> ``(card moved, pile)`` of each ``shuffle_in`` it holds, the pile (``fire``, ``event``) as ``decks._shuffle_in`` picks it.

    Walked once per Call, nested repeats included, so that each game's deal only looks the moves up.
    """
    kinds = {deck.id: deck.kind for deck in call.decks}
    moves: dict[str, tuple[tuple[str, str], ...]] = {}
    for card in (card for deck in call.decks for card in deck.cards):
        found, todo = [], [card.effects]
        while todo:
            for effect in todo.pop():
                if isinstance(effect, Repeat):
                    todo.append(effect.effects)
                elif isinstance(effect, ShuffleIn):
                    found.append((effect.card, "event" if kinds.get(effect.deck, "fire") == "event" else "fire"))
        if found:
            moves[card.id] = tuple(found)
    return moves


def dealt_cards(call, players: int, level: str | None, moves=None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The ids of the cards a fire phase can draw, and of those a reveal can draw, at ``players`` and ``level`` (R-SETUP-3).

    As ``decks.build_decks`` deals them (``Card.dealt_in``): Fire cards and
    Event cards; Flare-Up cards in the Fire deck when ``in_fire_deck`` takes
    some, and, while some are set aside, in the pile a dealt card's
    ``shuffle_in`` names (``moves``: :func:`shuffle_moves`).
    """
    dealt: dict[str, list] = {"fire": [], "event": [], "flare_up": []}
    for deck in call.decks:
        dealt[deck.kind] += [card for card in deck.cards if card.dealt_in(players, level)]
    flare = dealt["flare_up"]
    held = sum(card.copies for card in flare)
    taken = min(held, sum(d.in_fire_deck.get(str(players), 0) for d in call.decks if d.kind == "flare_up"))
    into: set[tuple[str, str]] = set()
    if held > taken:
        moves = shuffle_moves(call) if moves is None else moves
        into = {move for card in dealt["fire"] + dealt["event"] + flare for move in moves.get(card.id, ())}
    phase = dealt["fire"] + [c for c in flare if taken or (c.id, "fire") in into]
    revealable = dealt["event"] + [c for c in flare if (c.id, "event") in into]
    return tuple(dict.fromkeys(c.id for c in phase)), tuple(dict.fromkeys(c.id for c in revealable))


def _deals(call) -> dict[tuple, Game | None]:
    """Each distinct deal (phase cards, revealable cards) and the first game dealing it; one deal of every card past :data:`WORK_LIMIT`."""
    moves = shuffle_moves(call)
    deals: dict[tuple, Game | None] = {}
    for game in deal_games(call):
        deals.setdefault(dealt_cards(call, *game, moves), game)
    if sum(len(phase) + len(revealable) for phase, revealable in deals) <= WORK_LIMIT:
        return deals
    phase = tuple(dict.fromkeys(c for p, _ in deals for c in p))
    revealable = tuple(dict.fromkeys(c for _, r in deals for c in r))
    return {(phase, revealable): None}


# ---- FP319 ----


def _game_text(game: Game | None) -> str:
    if game is None:
        return ""
    players, level = game
    return f" in a {players}-player game" + (f" at level '{level}'" if level is not None else "")


def _worst_cases(call, profiles: dict[str, Profile]) -> dict[str, list[tuple[int, Game | None, Table]]]:
    """For each card a fire phase can draw: the most steps that phase pays in each deal, with the deal's game and table."""
    cases: dict[str, list] = {}
    for (phase, revealable), game in _deals(call).items():
        table = event_table({card_id: profiles[card_id] for card_id in revealable})
        for card_id in phase:
            cases.setdefault(card_id, []).append((phase_steps(profiles[card_id], 0, table[0]), game, table))
    return cases


def check_phase_budget(ctx: Context) -> Iterator[Diagnostic]:
    """FP319: no card a fire phase draws can, with the Event cards it reveals, pay more than the phase's budget (R-FIRE-2).

    Past ``MAX_PHASE_STEPS`` the engine stops the phase's effects
    (``effects_over_budget``). Reported at the card, in the game where it
    does most when that differs between games; a Call without a Fire deck
    phase plays no cards (FP308).
    """
    call = ctx.call
    if ctx.params.fire_phase != "fire_deck" or not call.decks:
        return
    places = {card.id: (i, j, card) for i, deck in enumerate(call.decks) for j, card in enumerate(deck.cards)}
    profiles = {card_id: card_profile(card.effects) for card_id, (_, _, card) in places.items()}
    cases = _worst_cases(call, profiles)
    for card_id in sorted(cases, key=lambda c: places[c][:2]):
        steps, game, table = max(cases[card_id], key=lambda case: case[0])
        if steps <= MAX_PHASE_STEPS:
            continue
        shown = game if len({case[0] for case in cases[card_id]}) > 1 else None
        cards = [card_id, *revealed_cards(profiles, card_id, table)]
        yield _over_budget(cards, steps, shown, pointer("decks", places[card_id][0], "cards", places[card_id][1]))


def _over_budget(cards: list[str], steps: int, game: Game | None, where: str) -> Diagnostic:
    """FP319 at ``where`` for the fire phase of ``cards[0]``, whose worst case reveals the rest of ``cards``."""
    names = ", ".join(f"'{c}'" for c in cards)
    return make(
        "FP319",
        f"card '{cards[0]}' and the Event cards it reveals can do {steps} card steps in one fire phase{_game_text(game)}, "
        f"over the engine's budget of {MAX_PHASE_STEPS}: play stops that phase's effects early (worst case: {names})",
        pointer=where,
        hint=f'Reveal fewer Event cards, or lower "times" and "count" on these cards: a fire phase does at most '
             f"{MAX_PHASE_STEPS} card steps, the Fire card's and those of the Event cards it reveals together.",
    )


CHECKS = (check_phase_budget,)
"""The deck checks, in report order."""
