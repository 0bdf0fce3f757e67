"""Words for a game at the table, in English, Hungarian and Japanese (every text through :mod:`authoring.language.i18n`): spaces, events, actions, specialists."""

from __future__ import annotations

from authoring.language import i18n
from engine.actions import Action
from engine.events import Event
from engine.model import Call

# ---------------------------------------------------------------------------
# words for the page (every text through :mod:`authoring.language.i18n`)


def _cell_text(cell) -> str:
    return "—" if cell is None else f"{cell[0]},{cell[1]}"


def _edge_text(edge) -> str:
    return f"{_cell_text(edge[0])}–{_cell_text(edge[1])}"


def call_names(call: Call | None, lang: str = "en") -> dict[str, str]:
    """The ids a Call names (its heroes, Gear, Boosts, deck cards and Call markers) -> their titles in ``lang``.

    The log and the buttons show these titles, not the ids the engine speaks in.

    >>> from pathlib import Path
    >>> from authoring.playing.session import load_playable
    >>> call, _ = load_playable(Path("calls/gsh-hillside.call.json"))
    >>> names = call_names(call, "hu")
    >>> names["fire-axe"] != "fire-axe", names["propane-tank"] != "propane-tank"
    (True, True)
    """
    if call is None:
        return {}
    found = [*call.markers, *(card for deck in call.decks for card in deck.cards)]
    if call.heroes is not None:
        found += [*call.heroes.specialists, *call.heroes.gear, *call.heroes.boosts]
    return {item.id: item.title.get(lang) for item in found}


def _deck_name(deck: str, lang: str) -> str:
    """A deck's kind (``fire``, ``event``, ``flare_up``) or hero pile (``gear``, ``boost``) in ``lang``."""
    for key in (f"word_kind_{deck}", f"pile_{deck}"):
        if key in i18n.STRINGS:
            return i18n.t(key, lang)
    return deck


def describe_event(event: Event, lang: str = "en", call: Call | None = None) -> str:
    """One line of the event log for ``event``, in ``lang``; cards, heroes and markers by their titles in ``call``.

    >>> describe_event(Event("roll", {"die": "red", "sides": 6, "value": 3, "why": "advance_fire"}))
    'roll: red d6 → **3** (advance fire)'
    >>> describe_event(Event("knock_down", {"seat": 0, "cell": [2, 3], "to": [0, 5]}), "hu")
    'Ájulás: a(z) 1. tűzoltó (2,3) ide kerül: 0,5'
    >>> describe_event(Event("shuffle", {"deck": "flare_up", "cards": 4}))
    'Flare-Up cards shuffled (4 cards)'
    """
    d = dict(event.data)
    key = f"ev_{event.kind}"
    if key not in i18n.STRINGS:
        return f"{event.kind}: " + ", ".join(f"{k}={v}" for k, v in d.items())
    names = call_names(call, lang)
    values = {k: names.get(v, v) if isinstance(v, str) else v for k, v in d.items()}
    if "cards" in d and isinstance(d["cards"], list):
        values["cards"] = ", ".join(names.get(c, c) for c in d["cards"])
    if "deck" in d:
        values["deck"] = _deck_name(d["deck"], lang)
    if "stage" in d:
        values["stage"] = _deck_name(d["stage"], lang)
    if "place" in d:
        values["place"] = i18n.t(f"boost_{d['place']}", lang)
    if "effect" in d:
        values["effect"] = i18n.t(f"word_{d['effect']}", lang)
    if "ap_kind" in d:
        values["ap_kind"] = i18n.t(f"word_{d['ap_kind']}", lang)
    if event.kind == "setup_short":
        values["what"] = i18n.t(f"setup_what_{d['what']}", lang)
    for name in ("cell", "to"):
        if name in d:
            values[name] = _cell_text(d[name])
    if "edge" in d:
        values["edge"] = _edge_text(d["edge"])
    if "seat" in d:
        values["seat"] = d["seat"] + 1 if d["seat"] >= 0 else "—"
    if event.kind == "roll":
        values["die"] = i18n.t(f"die_{d['die']}", lang)
        if d["die"] == "shuffle":
            values["why"] = _deck_name(d["why"], lang)
        else:
            values["why"] = i18n.t(f"why_{d['why']}", lang) if f"why_{d['why']}" in i18n.STRINGS else d["why"]
    elif event.kind == "move":
        values["carry"] = f"({i18n.t('item_' + d['carry'], lang)})" if d.get("carry") else ""
    elif event.kind == "door":
        values["state"] = i18n.t(f"door_{d['state']}", lang)
    elif event.kind == "extinguish":
        values["now"] = i18n.t(f"now_{d['now']}", lang)
    elif event.kind == "reveal":
        values["poi"] = i18n.t(f"poi_{d['poi']}", lang)
    elif event.kind == "crew_change":
        values["new"] = specialist_name(d["new"], lang, call)
    elif event.kind == "shockwave":
        values["direction"] = i18n.t(f"dir_{d['direction']}", lang)
    elif event.kind == "drive":
        values["vehicle"] = i18n.t(f"vehicle_{d['vehicle']}", lang)
        values["spot"] = d["spot"] + 1
    elif event.kind == "game_over":
        values["outcome"] = i18n.t(f"result_{d['outcome']}", lang)
    elif event.kind == "start_turn":
        values["turn"] = d["turn"] + 1
    return i18n.t(key, lang, **values).strip()


def action_label(action: Action, lang: str = "en", call: Call | None = None) -> str:
    """What a button for ``action`` says, in ``lang``; Gear and Boosts by their titles in ``call``.

    >>> action_label(Action.parse("move 3,4 victim"))
    'Move to 3,4 with Victim'
    >>> action_label(Action.parse("cmd 2 open 2,5-2,6"), "en")
    'Command firefighter 2: Open door 2,5–2,6'
    >>> action_label(Action.parse("drive amb -1 7,3"), "ja")
    '救急車を反時計回りに移動（-1）・7,3 へ同乗'
    """
    k = action.kind
    cell = _cell_text(action.cell)
    edge = _edge_text((action.cell, action.cell2))
    if action.seat >= 0:
        inner = action_label(Action(k[4:], action.cell, action.cell2, action.arg), lang, call)
        return i18n.t("act_cmd", lang, n=action.seat + 1, inner=inner)
    if k == "move":
        if action.arg:
            return i18n.t("act_carry", lang, cell=cell, item=i18n.t(f"item_{action.arg}", lang))
        return i18n.t("act_move", lang, cell=cell)
    if k in ("open", "close", "chop"):
        return i18n.t(f"act_{k}", lang, edge=edge)
    if k == "ext":
        return i18n.t("act_ext_full" if action.arg == "full" else "act_ext", lang, cell=cell)
    if k == "drive":
        vehicle, step = action.arg.split()
        name = i18n.t(f"vehicle_{vehicle}", lang)
        way = i18n.t(f"way_{step}", lang)
        if action.cell != (-1, -1):
            return i18n.t("act_drive_ride", lang, vehicle=name, step=step, way=way, cell=cell)
        return i18n.t("act_drive", lang, vehicle=name, step=step, way=way)
    if k in ("ride", "identify"):
        return i18n.t(f"act_{k}", lang, cell=cell)
    if k == "reroll":
        return i18n.t("act_reroll", lang, die=i18n.t(f"die_{action.arg}", lang))
    if k == "crew":
        return i18n.t("act_crew", lang, spec=specialist_name(action.arg, lang, call))
    if k in ("equip", "pick"):
        return i18n.t(f"act_{k}", lang, card=call_names(call, lang).get(action.arg, action.arg))
    if k == "blast":
        sources = {src.id: src.title.get(lang) for src in call.water_sources} if call is not None else {}
        return i18n.t("act_blast", lang, source=sources.get(action.arg, action.arg))
    if k in ("dmove", "remove", "clear", "guide"):
        return i18n.t(f"act_{k}", lang, cell=cell)
    key = f"act_{k}"
    return i18n.t(key, lang) if key in i18n.STRINGS else action.notation


def specialist_name(spec: str | None, lang: str = "en", call: Call | None = None) -> str:
    """The glossary name of a specialist id (``(none)`` for a plain firefighter); a gsh hero's title from ``call``."""
    if call is not None and call.heroes is not None and spec:
        for hero in call.heroes.specialists:
            if hero.id == spec:
                return hero.title.get(lang)
    return i18n.t(f"spec_{spec}" if spec else "spec_none", lang)
