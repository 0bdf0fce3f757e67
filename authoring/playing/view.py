"""What a table shows of a game: its legal actions by group and by place, the firefighters, heroes and counters, the last fire phase."""

from __future__ import annotations

from authoring.language import i18n
from authoring.playing.session import PlaySession, Step
from engine.actions import Action
from engine.events import Event
from engine.game import Game
from engine.model.ruleset import SPECIALISTS
from engine.state import CARRY_HAZMAT, CARRY_VICTIM

# ---------------------------------------------------------------------------
# what the page shows

ACTION_GROUPS = ("move", "carry", "doors", "extinguish", "chop", "vehicles", "specialist", "decision", "end")
"""The groups the page shows legal actions in, in order."""

_GROUP_OF_KIND = {
    "move": "move", "open": "doors", "close": "doors", "ext": "extinguish", "chop": "chop",
    "drive": "vehicles", "gun": "vehicles", "ride": "decision", "stay": "decision", "reroll": "decision",
    "keep": "decision", "crew": "specialist", "treat": "specialist", "identify": "specialist",
    "dispose": "specialist", "cmd-move": "specialist", "cmd-open": "specialist", "cmd-close": "specialist",
    "end": "end",
}


def action_group(action: Action) -> str:
    """The group of ``action`` on the page.

    >>> action_group(Action.parse("move 3,4")), action_group(Action.parse("move 3,4 victim"))
    ('move', 'carry')
    >>> action_group(Action.parse("cmd 1 open 2,5-2,6")), action_group(Action.parse("gun"))
    ('specialist', 'vehicles')
    """
    if action.kind == "move" and action.arg:
        return "carry"
    return _GROUP_OF_KIND.get(action.kind, "decision")


def group_actions(actions) -> dict[str, list[Action]]:
    """Legal actions by group, groups in :data:`ACTION_GROUPS` order, empty groups left out."""
    out: dict[str, list[Action]] = {g: [] for g in ACTION_GROUPS}
    for a in actions:
        out[action_group(a)].append(a)
    return {g: acts for g, acts in out.items() if acts}


_CELL_TARGETS = frozenset({"move", "ext", "identify", "ride", "drive", "cmd-move", "dmove", "remove", "clear", "guide"})
"""Kinds of action whose cell is the space they act on or go to."""
_EDGE_TARGETS = frozenset({"open", "close", "chop", "cmd-open", "cmd-close"})
"""Kinds of action that act on the edge between their two cells."""
_OWN_SPACE = frozenset({"treat", "dispose", "heal"})
"""Kinds of action that act on the own space of the firefighter (R-ACT-11)."""


def actions_at(actions, *, cell=None, edge=None, own_cell=None) -> list[Action]:
    """The actions among ``actions`` that point at ``edge``, else at ``cell``: what a click there proposes.

    A click near an edge asks for what acts on that edge (open, close, chop,
    a Fire Captain's command to open or close); when nothing does, or the
    click is not near an edge, it asks for what acts on the space:
    moving or carrying there, extinguishing, identifying, riding or leaving a
    vehicle there, a command to move there, and on ``own_cell`` (the space of
    the firefighter to act) treating and disposing. The order of ``actions``
    is kept.

    >>> legal = [Action.parse(t) for t in ("end", "ext 2,3", "ext 2,3 full", "move 2,3", "open 2,3-2,4", "treat")]
    >>> [a.notation for a in actions_at(legal, cell=(2, 3))]
    ['ext 2,3', 'ext 2,3 full', 'move 2,3']
    >>> [a.notation for a in actions_at(legal, cell=(2, 3), edge=((2, 4), (2, 3)))]
    ['open 2,3-2,4']
    >>> [a.notation for a in actions_at(legal, cell=(2, 4), own_cell=(2, 4))]
    ['treat']
    """
    actions = list(actions)
    if edge is not None:
        key = tuple(sorted(tuple(c) for c in edge))
        on_edge = [a for a in actions if a.kind in _EDGE_TARGETS and tuple(sorted((a.cell, a.cell2))) == key]
        if on_edge:
            return on_edge
    if cell is None:
        return []
    cell = tuple(cell)
    own = own_cell is not None and tuple(own_cell) == cell
    return [a for a in actions if (a.kind in _CELL_TARGETS and a.cell == cell) or (own and a.kind in _OWN_SPACE)]


def firefighters(session: PlaySession) -> list[dict]:
    """One row per firefighter: seat, specialist, space, AP, saved AP, free AP, load, who plays it."""
    st = session.game.st
    carry = {CARRY_VICTIM: "victim", CARRY_HAZMAT: "hazmat"}
    rows = []
    for seat, pos in enumerate(st.ff_pos):
        spec = st.ff_spec[seat]
        rows.append({
            "seat": seat,
            "specialist": SPECIALISTS[spec] if spec >= 0 else None,
            "cell": divmod(pos, session.game.cb.cols),
            "ap": st.ff_ap[seat],
            "saved": st.ff_saved[seat],
            "free": st.ff_free[seat],
            "carry": carry.get(st.ff_carry[seat]),
            "leading": bool(st.ff_lead[seat]),
            "bot": session.options.bot_of(seat),
            "current": seat == session.game.current_seat and not session.game.is_over,
        })
        if session.game.heroes_on:
            rows[-1].update(hero_row(session.game, seat))
    return rows


def hero_row(game: Game, seat: int) -> dict:
    """A hero's cards (gsh, R-HERO-1..3): specialist, signature skill, Gear, Active and Reserve Boost, free AP.

    The Reserve Boost lies face down: only its owner reads it; ``reserve`` says whether there is one.
    """
    heroes = game.call.heroes
    st = game.st
    specs = {s.id: s for s in heroes.specialists}
    gear = {c.id: c for c in heroes.gear}
    boosts = {c.id: c for c in heroes.boosts}
    spec = specs[st.ff_hero[seat]]
    prefix = spec.id + ":"
    return {
        "specialist": spec.id,
        "hero": spec,
        "gear": [gear[e[len(prefix):]] for e in st.hero_gear if e.startswith(prefix)],
        "active": boosts.get(st.ff_active[seat]),
        "reserve": boosts.get(st.ff_reserve[seat]),
        "boosts_had": st.ff_boosts_had[seat],
        "boosts_most": heroes.boosts_per_call,
        "free": st.hx_move[seat] + st.hx_ext[seat],
        "free_move": st.hx_move[seat],
        "free_extinguish": st.hx_ext[seat],
    }


def hero_lines(row: dict, lang: str = "en", own: bool = True) -> list[str]:
    """What a hero's row shows: skill, Gear, Boosts and what is on offer while forging (R-HERO-1..3)."""
    from authoring.language.hero_text import ap_kind_text, describe

    hero = row.get("hero")
    if hero is None:
        return []
    skill = hero.skill
    free = f" + {hero.free_ap.amount} {ap_kind_text(hero.free_ap.kind, lang)}" if hero.free_ap else ""
    lines = [f"{hero.title.get(lang)} ({hero.ap} AP{free}): {skill.title.get(lang)}: "
             + (skill.text.get(lang) if skill.text else describe(skill.effects, lang))]
    for card in row["gear"]:
        lines.append(f"  {i18n.t('hero_gear', lang)} {card.title.get(lang)}: "
                     + (card.text.get(lang) if card.text else describe(card.effects, lang)))
    active, reserve = row["active"], row["reserve"]
    if active is not None:
        lines.append(f"  {i18n.t('hero_active', lang)} {active.title.get(lang)}: "
                     + (active.text.get(lang) if active.text else describe(active.effects, lang)))
    if reserve is not None:
        shown = reserve.title.get(lang) if own else i18n.t("hero_face_down", lang)
        lines.append(f"  {i18n.t('hero_reserve', lang)}: {shown}")
    if row.get("boosts_most", 2) > 2:
        lines.append("  " + i18n.t("hero_boosts_had", lang, had=row["boosts_had"], most=row["boosts_most"]))
    return lines


def forge_offer(game: Game, lang: str = "en") -> list[str]:
    """The cards the forging seat is looking at, with their texts (R-HERO-1)."""
    from authoring.language.hero_text import describe

    st = game.st
    if st.phase != "forge":
        return []
    heroes = game.call.heroes
    pool = {c.id: c for c in (heroes.gear if st.forge_stage == "gear" else heroes.boosts)}
    word = "equip" if st.forge_stage == "gear" else "pick"
    if st.forge_stage == "gear":  # what is left to choose, as the seat chooses
        from engine.rules.modifiers import gear_of

        head = i18n.t("forge_gear", lang, n=max(1, heroes.gear_keep - len(gear_of(game, st.ff_hero[st.player]))))
    else:
        one = min(2, heroes.boosts_per_call) == 1
        head = i18n.t("forge_boost_reserve" if st.ff_active[st.player] else "forge_boost_one" if one else "forge_boost", lang)
    out = [f"{head}:"]
    for card_id in sorted(set(st.forge_offer)):
        card = pool[card_id]
        text = card.text.get(lang) if card.text else describe(card.effects, lang)
        out.append(f"  {card.title.get(lang)}: {text} ({word} {card_id})")  # the notation last: what to type for it
    return out


def counters(session: PlaySession) -> dict:
    """The game's counters: rescued, lost, damage, POI on the board and in the bag, turn.

    The bag holds every POI not yet revealed and not on the board; the split
    between Victims and False Alarms among face-down POI is not known to the
    players, so it is given for bag and board together.
    """
    g = session.game
    st = g.st
    on_board = sum(st.poi)
    return {
        "turn": st.turn + 1,
        "rescued": st.rescued,
        "to_win": g.win_rescued,
        "lost": st.lost,
        "loss_at": g.loss_lost,
        "damage": st.damage,
        "damage_supply": st.damage_supply,
        "poi_on_board": on_board,
        "poi_bag": st.pool_victims + st.pool_false_alarms - on_board,
        "hidden_victims": st.pool_victims,
        "hidden_false_alarms": st.pool_false_alarms,
        "false_alarms_found": st.false_alarms_found,
        "hot_spot_supply": st.hot_spot_supply,
        # gsh decks (R-SETUP-3, R-HERO-9): how many cards each holds; their order stays hidden
        "fire_deck": len(st.fire_deck), "fire_discard": len(st.fire_discard), "flare_ups_aside": len(st.fire_aside),
        "event_deck": len(st.event_deck), "event_discard": len(st.event_discard),
    }


def call_counters(session: PlaySession, lang: str = "en") -> list[tuple[str, str]]:
    """The counters a gsh Call adds, as (label, value): Helpers rescued and lost, against what wins or loses the
    game (R-HERO-7, R-END), and where its named Victim stands. Empty for a Call without them.

    >>> from pathlib import Path
    >>> from authoring import playing as pl
    >>> call, board = pl.load_playable(Path("calls/gsh-hillside.call.json"))
    >>> pl.call_counters(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)))
    []
    >>> call = call.model_copy(update={"win": call.win.model_copy(update={"helpers_rescued": 1}),
    ...                                "loss": call.loss.model_copy(update={"helpers_lost": 2})})
    >>> pl.call_counters(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)), "hu")
    [('Kimentett Segítők', '0 / 1'), ('Odaveszett Segítők', '0 / 2')]
    """
    g = session.game
    st, call = g.st, g.call
    out = []
    if g.win_helpers or call.setup.helpers:
        rescued = i18n.t("of_n", lang, a=st.helpers_rescued, b=g.win_helpers) if g.win_helpers else str(st.helpers_rescued)
        out.append((i18n.t("cnt_helpers_rescued", lang), rescued))
        loss = call.loss.helpers_lost
        out.append((i18n.t("cnt_helpers_lost", lang), i18n.t("of_n", lang, a=st.helpers_lost, b=loss) if loss else str(st.helpers_lost)))
    if g.vip_on:
        out.append((i18n.t("cnt_named_victim", lang), i18n.t(("vip_in_play", "vip_rescued", "vip_lost")[st.vip_out], lang)))
    return out


def fire_phase_events(step: Step) -> list[Event]:
    """The events of the Fire phase (and POI replenishment) that ended the turn of ``step``.

    Empty unless ``step`` ended a turn: the events between ``end_turn`` and
    ``start_turn`` (or the end of the game).
    """
    kinds = [e.kind for e in step.events]
    if "end_turn" not in kinds:
        return []
    start = kinds.index("end_turn") + 1
    stop = kinds.index("start_turn") if "start_turn" in kinds else len(kinds)
    return list(step.events[start:stop])


def last_fire_phase(session: PlaySession) -> tuple[Step, list[Event]] | None:
    """The latest step that ended a turn, with its Fire phase events (None before any)."""
    for step in reversed(session.steps):
        if "end_turn" in (e.kind for e in step.events):
            return step, fire_phase_events(step)
    return None
