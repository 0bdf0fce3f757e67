"""UI strings of the Call editor's generated forms (decks, cards, heroes, Call mechanics) in en, hu and ja.

``ff_NAME`` labels the field ``NAME`` of a model wherever it appears;
``word_WORD`` says what a word of a closed vocabulary (effects, modifiers,
limits, triggers) means, ``word_FIELD_WORD`` when the word means something
else in field ``FIELD`` (a deck's ``kind`` ``flare_up``). :mod:`authoring.language.i18n` merges them into its
strings; a test fails when a field or word the forms show has no label.
"""

from __future__ import annotations


def _s(en: str, hu: str, ja: str) -> dict[str, str]:
    return {"en": en, "hu": hu, "ja": ja}


FIELD_LABELS: dict[str, dict[str, str]] = {
    "ff_action": _s("Action", "Akció", "アクション"),
    "ff_amount": _s("Amount", "Mennyiség", "量"),
    "ff_ap": _s("AP per turn", "AP körönként", "手番ごとのAP"),
    "ff_blocks_fire": _s("Blocks fire", "Megállítja a tüzet", "火を遮る"),
    "ff_blocks_movement": _s("Blocks movement", "Akadályozza a mozgást", "移動を妨げる"),
    "ff_boost_draw": _s("Boosts drawn", "Húzott Boostok", "引くブーストの枚数"),
    "ff_boosts": _s("Boosts", "Boostok", "ブースト"),
    "ff_boosts_per_call": _s("Boosts per Call", "Boostok Hívásonként", "コールあたりのブースト"),
    "ff_burns": _s("When Fire reaches it", "Ha eléri a tűz", "火が届いたとき"),
    "ff_card": _s("Card", "Kártya", "カード"),
    "ff_cards": _s("Cards", "Kártyák", "カード"),
    "ff_cells": _s("Spaces", "Mezők", "マス"),
    "ff_change": _s("AP change", "AP-változás", "APの増減"),
    "ff_clear_cost": _s("AP to remove", "Eltávolítás AP-je", "取り除くAP"),
    "ff_copies": _s("Copies", "Példányok", "枚数"),
    "ff_cost": _s("AP cost", "AP-költség", "APコスト"),
    "ff_count": _s("Count", "Darabszám", "個数"),
    "ff_crew_change_spaces": _s("Crew Change spaces", "Mezők a Csapattag cseréjéhez", "隊員の交代マス"),
    "ff_deck": _s("Deck", "Pakli", "デッキ"),
    "ff_decks": _s("Decks", "Paklik", "デッキ"),
    "ff_effect": _s("Effect", "Hatás", "効果"),
    "ff_effects": _s("Effects", "Hatások", "効果"),
    "ff_floor": _s("Lowest cost", "Legkisebb költség", "最低コスト"),
    "ff_free_ap": _s("Free AP", "Ingyen AP", "専用AP"),
    "ff_gear": _s("Gear", "Felszerelés", "装備"),
    "ff_gear_draw": _s("Gear drawn", "Húzott felszerelés", "引く装備の枚数"),
    "ff_gear_keep": _s("Gear kept", "Megtartott felszerelés", "残す装備の枚数"),
    "ff_helpers": _s("Helpers at setup", "Segítők a kezdéskor", "開始時の協力者"),
    "ff_id": _s("Id", "Azonosító", "ID"),
    "ff_in_fire_deck": _s("Into the Fire deck by players", "A Tűzpakliba játékosszám szerint", "人数ごとに火災デッキへ"),
    "ff_kind": _s("Kind", "Fajta", "種類"),
    "ff_levels": _s("Levels", "Szintek", "レベル"),
    "ff_limit": _s("Limit", "Korlát", "制限"),
    "ff_marker": _s("Call marker", "Hívásjelző", "コールマーカー"),
    "ff_markers": _s("Call marker kinds", "Hívásjelzők fajtái", "コールマーカーの種類"),
    "ff_modifier": _s("Modifier", "Módosító", "修正"),
    "ff_on_engine": _s("Only on the Engine", "Csak a Fecskendős kocsin", "消防車の上でのみ"),
    "ff_on_enter": _s("On entering", "Belépéskor", "入ったとき"),
    "ff_on_enter_ap": _s("AP lost on entering", "Belépéskor elvesztett AP", "入ったときに失うAP"),
    "ff_players": _s("Player counts", "Játékosszámok", "人数"),
    "ff_rescue_places": _s("Rescue places", "Mentési helyek", "救出場所"),
    "ff_skill": _s("Signature skill", "Különleges képesség", "固有スキル"),
    "ff_specialists": _s("Specialists", "Specialisták", "専門家"),
    "ff_target": _s("Target", "Célpont", "対象"),
    "ff_text": _s("Text", "Szöveg", "テキスト"),
    "ff_times": _s("Times", "Ismétlés", "回数"),
    "ff_title": _s("Title", "Cím", "タイトル"),
    "ff_water_sources": _s("Water sources", "Vízforrások", "水源"),
    "ff_when": _s("When", "Mikor", "タイミング"),
    "ff_zone": _s("Only in zone", "Csak ebben a táblanegyedben", "この区画でのみ"),
}
"""Labels of the fields the generated forms show."""

WORDS: dict[str, dict[str, str]] = {
    "word_advance_fire": _s("advance the fire", "a tűz terjed", "延焼させる"),
    "word_place_debris": _s("place Debris", "Törmelék lerakása", "がれきを置く"),
    "word_place_hazmat": _s("place Hazmat", "Gyúlékony anyag lerakása", "危険物を置く"),
    "word_place_hot_spot": _s("place a Hot Spot", "Tűzfészek lerakása", "高温点を置く"),
    "word_place_smoke": _s("place Smoke", "Füst lerakása", "煙を置く"),
    "word_place_fire": _s("place Fire", "Tűz lerakása", "火を置く"),
    "word_place_poi": _s("place a POI", "MCP lerakása", "POIを置く"),
    "word_reveal_event": _s("reveal an Event", "Esemény felfedése", "イベントを公開"),
    "word_shuffle_in": _s("shuffle cards into a deck", "kártyák bekeverése egy pakliba", "カードをデッキに混ぜる"),
    "word_flare_up": _s("flare up on every Hot Spot", "Öngyulladás minden Tűzfészken", "すべての高温点で炎上"),
    "word_repeat": _s("repeat effects", "hatások ismétlése", "効果を繰り返す"),
    "word_remove_threat": _s("remove Fire or Smoke", "Tűz vagy Füst eltávolítása", "火か煙を取り除く"),
    "word_knock_down": _s("knock firefighters down", "tűzoltók Ájulása", "消防士をノックダウンさせる"),
    "word_lose_ap": _s("lose AP (Dazed)", "AP elvesztése (kábult)", "APを失う（朦朧）"),
    "word_gain_ap": _s("gain AP", "AP szerzése", "APを得る"),
    "word_heal": _s("heal", "gyógyítás", "手当て"),
    "word_place_marker": _s("place a Call marker", "Hívásjelző lerakása", "コールマーカーを置く"),
    "word_remove_marker": _s("remove a Call marker", "Hívásjelző eltávolítása", "コールマーカーを取り除く"),
    "word_reveal_poi": _s("turn a POI over", "MCP felfordítása", "POIを表にする"),
    "word_roll": _s("rolled space", "dobott mező", "ダイスで決めたマス"),
    "word_current_player": _s("firefighter at turn", "soron lévő tűzoltó", "手番の消防士"),
    "word_nearest_firefighter": _s("nearest firefighter", "legközelebbi tűzoltó", "最も近い消防士"),
    "word_ap_cost": _s("action AP cost", "akció AP-költsége", "アクションのAPコスト"),
    "word_allow": _s("extra action allowed", "további akció engedélyezve", "追加のアクション"),
    "word_extra_ap": _s("extra AP", "további AP", "追加のAP"),
    "word_none": _s("none", "nincs", "なし"),
    "word_once_per_turn": _s("once per turn", "körönként egyszer", "手番ごとに1回"),
    "word_once_per_call": _s("once per Call", "Hívásonként egyszer", "コールごとに1回"),
    "word_start_of_turn": _s("start of turn", "kör eleje", "手番の開始時"),
    "word_after_fire_card": _s("after the Fire card", "a Tűzkártya után", "火災カードの後"),
    "word_on_knock_down": _s("when knocked down", "Ájuláskor", "ノックダウンしたとき"),
    "word_on_use": _s("when used", "használatkor", "使ったとき"),
    "word_extinguish": _s("extinguish", "oltás", "消火"),
    "word_chop": _s("chop", "bontás", "壁の破壊"),
    "word_clear": _s("clear Debris", "törmelék eltakarítása", "がれきの撤去"),
    "word_diagonal_move": _s("diagonal move", "átlós lépés", "斜め移動"),
    "word_regular": _s("regular", "normál", "通常"),
    "word_move": _s("move", "mozgás", "移動"),
    "word_kind_fire": _s("Fire deck", "Tűzpakli", "火災デッキ"),
    "word_kind_event": _s("Event deck", "Eseménypakli", "イベントデッキ"),
    "word_kind_flare_up": _s("Flare-Up cards", "Öngyulladás-kártyák", "炎上カード"),
    "word_kind_vehicle": _s("vehicle", "jármű", "車両"),
    "word_kind_place": _s("place", "hely", "場所"),
    "word_stays": _s("it stays", "megmarad", "残る"),
    "word_removed": _s("it is removed", "eltűnik", "取り除かれる"),
    "word_loss": _s("the game is lost", "elveszik a játék", "敗北"),
}
"""What the vocabulary words mean, shown beside the word (the word itself is what the file holds)."""

FORM_STRINGS: dict[str, dict[str, str]] = {
    **FIELD_LABELS,
    **WORDS,
    "form_none": _s("(none)", "(nincs)", "（なし）"),
    "form_all": _s("all", "mind", "すべて"),
    "form_up": _s("Up", "Fel", "上へ"),
    "form_down": _s("Down", "Le", "下へ"),
    "form_add": _s("Add to {what}", "Hozzáadás: {what}", "{what}に追加"),
    "form_new_title": _s("New", "Új", "新規"),
    "form_cells_help": _s("Spaces as row,column separated by ';', e.g. 2,3; 2,4.", "Mezők sor,oszlop alakban, ';'-vel elválasztva, pl. 2,3; 2,4.",
                          "マスを 行,列 で書き、';' で区切ります（例：2,3; 2,4）。"),
    "form_placements_help": _s("Spaces as row,column separated by ';'; the 2 to 4 side-by-side spaces of one large marker "
                               "joined by '+', e.g. 2,3; 4,4+4,5.",
                               "Mezők sor,oszlop alakban, ';'-vel elválasztva; egy nagy jelző 2-4 szomszédos mezője '+'-szal "
                               "összekötve, pl. 2,3; 4,4+4,5.",
                               "マスを 行,列 で書き、';' で区切ります。大きなマーカーの隣り合う 2～4 マスは '+' でつなぎます"
                               "（例：2,3; 4,4+4,5）。"),
    "form_counts_help": _s("Player count: number, separated by ',', e.g. 2: 2, 4: 3.", "Játékosszám: darab, ','-vel elválasztva, pl. 2: 2, 4: 3.",
                           "人数: 枚数 を ',' で区切ります（例：2: 2, 4: 3）。"),
    "form_add_heroes": _s("Give this Call a hero set", "Hőskészlet hozzáadása a Híváshoz", "このコールにヒーローの一式を追加"),
    "form_drop_heroes": _s("Remove the hero set", "A hőskészlet eltávolítása", "ヒーローの一式を削除"),
    "form_marker_spaces": _s("Starting spaces of {marker}", "{marker} kezdőmezői", "{marker}の開始マス"),
    "form_raw_json": _s("Raw JSON", "Nyers JSON", "JSON を直接編集"),
    "form_mechanics": _s("Call mechanics", "A Hívás mechanikái", "コールの仕組み"),
    "form_hero_set": _s("Hero set", "Hőskészlet", "ヒーローの一式"),
}
"""Every string of the generated forms."""
