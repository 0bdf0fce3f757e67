"""Player-facing text of hero modifiers (R-ACT-14) in English, Hungarian and Japanese.

The CLI and the studio show a skill, a Gear or a Boost by its title and its
text; when a card has no text, :func:`describe` writes one from its
modifiers.

>>> from engine.model.heroes import Allow
>>> describe([Allow(modifier="allow", action="diagonal_move", limit="once_per_turn")], "en")
'Once per turn: you may move diagonally.'
>>> describe([Allow(modifier="allow", action="heal")], "hu")
'Gyógyíthatsz egy Áldozatot a saját meződön (1 AP).'
"""

from __future__ import annotations

_ACTION = {
    "en": {"extinguish": "Extinguish", "chop": "Chop", "clear": "Clear", "heal": "Heal", "diagonal_move": "a diagonal move"},
    "hu": {"extinguish": "az Oltás", "chop": "a Bontás", "clear": "a Törmelék eltakarítása", "heal": "a Gyógyítás", "diagonal_move": "az átlós lépés"},
    "ja": {"extinguish": "消火", "chop": "壁の破壊", "clear": "がれきの除去", "heal": "手当て", "diagonal_move": "斜め移動"},
}
_KIND = {
    "en": {"regular": "AP", "move": "movement AP", "extinguish": "extinguish AP"},
    "hu": {"regular": "AP", "move": "mozgás AP", "extinguish": "oltás AP"},
    "ja": {"regular": "AP", "move": "移動専用AP", "extinguish": "消火専用AP"},
}
_WHEN = {
    "en": {"start_of_turn": "At the start of your turn", "after_fire_card": "After the Fire card of your turn",
           "on_knock_down": "When you are Knocked Down", "on_use": "When used"},
    "hu": {"start_of_turn": "A köröd elején", "after_fire_card": "A köröd Tűzkártyája után",
           "on_knock_down": "Amikor Ájulás ér", "on_use": "Kijátszáskor"},
    "ja": {"start_of_turn": "自分の手番の開始時", "after_fire_card": "自分の手番の火災カードの後",
           "on_knock_down": "ノックダウンしたとき", "on_use": "使用時"},
}
_LIMIT = {
    "en": {"once_per_turn": "Once per turn", "once_per_call": "Once per Call"},
    "hu": {"once_per_turn": "Körönként egyszer", "once_per_call": "Hívásonként egyszer"},
    "ja": {"once_per_turn": "手番ごとに1回", "once_per_call": "コールごとに1回"},
}
_ENGINE = {"en": "only on the Engine", "hu": "csak a Fecskendős kocsin", "ja": "消防車にいるときのみ"}
_ZONE = {"en": "only in zone {z}", "hu": "csak a(z) {z} táblanegyedben", "ja": "区画{z}にいるときのみ"}


def ap_kind_text(kind: str, lang: str = "en") -> str:
    """What AP of ``kind`` (``regular``, ``move``, ``extinguish``) are called in ``lang``.

    >>> ap_kind_text("extinguish", "hu"), ap_kind_text("move", "ja")
    ('oltás AP', '移動専用AP')
    """
    words = _KIND.get(lang, _KIND["en"])
    return words.get(kind, kind)


def _core(mod, lang: str) -> str:
    word = mod.modifier
    if word == "ap_cost":
        action = _ACTION[lang][mod.action]
        n = abs(mod.change)
        if lang == "en":
            more = "more" if mod.change > 0 else "less"
            return f"{action} costs {n} AP {more} (never below {mod.floor})"
        if lang == "hu":
            more = "többe" if mod.change > 0 else "kevesebbe"
            return f"{action} {n} AP-vel {more} kerül (legalább {mod.floor})"
        more = "増える" if mod.change > 0 else "減る"
        return f"{action}のコストが{n}AP{more}(最低{mod.floor})"
    if word == "allow":
        if mod.action == "diagonal_move":
            return {"en": "you may move diagonally", "hu": "léphetsz átlósan is", "ja": "斜めに移動できる"}[lang]
        return {"en": "you may Heal a Victim in your space (1 AP)", "hu": "gyógyíthatsz egy Áldozatot a saját meződön (1 AP)",
                "ja": "自分のマスの要救助者を手当てできる(1AP)"}[lang]
    if word == "extra_ap":
        kind = _KIND[lang][mod.kind]
        when = _WHEN[lang][mod.when]
        if lang == "en":
            return f"{when}: gain {mod.amount} {kind}"
        if lang == "hu":
            return f"{when}: kapsz {mod.amount} {kind}-t"
        return f"{when}:{kind}を{mod.amount}得る"
    when = _WHEN[lang][mod.when]
    return {"en": f"{when}: Heal a Victim in your space", "hu": f"{when}: meggyógyítasz egy Áldozatot a meződön",
            "ja": f"{when}:自分のマスの要救助者1人を手当てする"}[lang]


def describe_one(mod, lang: str = "en") -> str:
    """One modifier as a sentence."""
    text = _core(mod, lang)
    extra = []
    if mod.on_engine:
        extra.append(_ENGINE[lang])
    if mod.zone:
        extra.append(_ZONE[lang].format(z=mod.zone))
    if extra:
        text += (", " if lang != "ja" else "、") + (", " if lang != "ja" else "、").join(extra)
    if mod.limit != "none":
        sep = ": " if lang != "ja" else ":"
        text = _LIMIT[lang][mod.limit] + sep + (text[0].lower() + text[1:] if lang != "ja" else text)
    text = text[0].upper() + text[1:]
    return text + ("。" if lang == "ja" else ".")


def describe(effects, lang: str = "en") -> str:
    """Every modifier of a card, one sentence each."""
    return " ".join(describe_one(m, lang) for m in effects)
