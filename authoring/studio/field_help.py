"""The models' field descriptions in Hungarian and Japanese: the help the studio shows beside a field.

Every field of the models has an English ``description`` (the JSON Schema
and the CLI keep it so). The studio shows it as the help of the field's
widget (the Call editor's generated forms, its number fields, the ruleset
parameters' table); in Hungarian or Japanese it shows the translation kept
here instead, so English is never written twice.

``fh_NAME`` is the help of field ``NAME`` wherever it means the same;
``fh_Model_NAME`` that of field ``NAME`` of model ``Model`` where one name
means different things in different models (a card's ``id`` is unique within
the Call, a specialist's within the hero set), read first.
``tests/studio/test_call_form_fields.py`` fails when a field the studio shows
has no help in a language, when two fields of different descriptions would
share one translation, and when a description changed after its help was
translated (:data:`TRANSLATED_FROM` keeps a fingerprint of the English each
help was made from, not the English itself).

>>> field_help("Card", "copies", "Copies of this card in the deck.", "hu")
'A kártya példányainak száma a pakliban.'
>>> field_help("Card", "copies", "Copies of this card in the deck.", "en")
'Copies of this card in the deck.'
>>> help_key("HeroSpecialist", "id"), help_key("Card", "id")
('fh_id', 'fh_Card_id')
"""

from __future__ import annotations

import hashlib

LANGUAGES = ("hu", "ja")
"""Languages the descriptions are translated into (English is the models' own)."""


def _s(hu: str, ja: str) -> dict[str, str]:
    return {"hu": hu, "ja": ja}


_UNIQUE_IN_CALL = _s("A Híváson belül egyedi.", "コール内で一意。")
_NAME_SHOWN = _s("A játékosoknak mutatott név.", "プレイヤーに見せる名前。")

HELP: dict[str, dict[str, str]] = {
    # a Call's sections edited by the forms
    "fh_decks": _s("Kártyapaklik (gsh); összesen legfeljebb 100 000 kártya, a példányokkal együtt.",
                   "カードのデッキ（gsh）。複製を含めて合計 100,000 枚まで。"),
    "fh_water_sources": _s("gsh: a Fecskendős kocsin kívüli vízforrások (R-HERO-5).", "gsh：消防車以外の水源（R-HERO-5）。"),
    "fh_rescue_places": _s("gsh: a Mentőautón kívüli mentőjárművek és mentési helyek (R-HERO-6).",
                           "gsh：救急車以外の救出用の車両と場所（R-HERO-6）。"),
    "fh_markers": _s("gsh: a Hívásjelzők fajtái (R-HERO-8).", "gsh：コールマーカーの種類（R-HERO-8）。"),
    "fh_crew_change_spaces": _s(
        "gsh: mezők, ahol egy hős a Fecskendős kocsi parkolóhelyén kívül is végezhet Csapattag cseréjét, pl. "
        "Fecskendős kocsi nélküli Híváson (R-HERO-5).",
        "gsh：消防車の駐車スペースのほかに、ヒーローが隊員の交代をできるマス。消防車のないコールなどで使います（R-HERO-5）。"),
    "fh_helpers": _s("gsh: mezők, amelyeken kezdéskor egy segítő áll (R-HERO-7).", "gsh：開始時に協力者がいるマス（R-HERO-7）。"),
    # decks and cards
    "fh_Deck_id": _s("A pakli azonosítója, pl. 'fire', 'event', 'flare-up'.", "デッキの ID。例：'fire'、'event'、'flare-up'。"),
    "fh_Deck_kind": _s("Mire szolgál a pakli.", "デッキの用途。"),
    "fh_cards": _s("A pakli kártyái.", "デッキのカード。"),
    "fh_in_fire_deck": _s(
        'flare_up paklik: ennyi kártyát kevernek kezdéskor a Tűzpakliba a játékosszám szerint, pl. {"2": 2, "4": 3}; '
        "a többit félreteszik.",
        'flare_up デッキ：開始時に人数に応じて火災デッキに混ぜる枚数。例：{"2": 2, "4": 3}。残りは脇に置きます。'),
    "fh_Card_id": _UNIQUE_IN_CALL,
    "fh_title": _s("A kártya címe.", "カードのタイトル。"),
    "fh_Card_text": _s("A játékosoknak mutatott hangulat- vagy szabályszöveg.", "プレイヤーに見せるフレーバーテキストまたはルールテキスト。"),
    "fh_copies": _s("A kártya példányainak száma a pakliban.", "デッキに入るこのカードの枚数。"),
    "fh_players": _s("Játékosszámok, amelyeknél a kártya használatban van; ha üres: mindegyiknél.",
                     "このカードを使う人数。空欄ならすべての人数で使います。"),
    "fh_levels": _s("A nehézségi szintek azonosítói, amelyeken a kártya használatban van; ha üres: mindegyiken.",
                    "このカードを使う難易度レベルの ID。空欄ならすべてのレベルで使います。"),
    "fh_Card_effects": _s("Amit a kártya tesz, sorrendben.", "カードの効果（順に行います）。"),
    # effects of cards
    "fh_AdvanceFire_times": _s("Hány Tűzterjedés-dobás történik.", "火の拡大のダイスを振る回数。"),
    "fh_Repeat_times": _s("Az ismétlések száma.", "繰り返す回数。"),
    "fh_Repeat_effects": _s("A megismételt hatások, sorrendben.", "繰り返す効果（順に行います）。"),
    "fh_PlaceMarker_count": _s("Hány jelzőt raknak le.", "置くマーカーの個数。"),
    "fh_ShuffleIn_count": _s("Hány példányt kevernek be.", "混ぜる枚数。"),
    "fh_card": _s("A bekevert kártya azonosítója.", "混ぜるカードの ID。"),
    "fh_deck": _s("A pakli azonosítója, amelybe a kártya bekerül.", "カードを混ぜる先のデッキの ID。"),
    "fh_SpaceEffect_amount": _s("Az elvesztett vagy kapott AP lose_ap és gain_ap esetén.",
                                "lose_ap と gain_ap で失う、または得る AP。"),
    "fh_marker": _s("A lerakott Hívásjelző place_marker esetén.", "place_marker で置くコールマーカー。"),
    "fh_target": _s(
        "roll: a két kockával dobott célmező; current_player: a soron lévő tűzoltó mezője; nearest_firefighter: a "
        "dobott célmezőhöz legközelebbi tűzoltó mezője.",
        "roll：2 つのダイスで決めた対象マス。current_player：手番の消防士のマス。nearest_firefighter：ダイスで決めた"
        "対象マスに最も近い消防士のマス。"),
    # modifiers of heroes, Gear and Boosts
    "fh_limit": _s("'none', 'once_per_turn' vagy 'once_per_call': milyen gyakran érvényesülhet a módosító.",
                   "'none'、'once_per_turn'、'once_per_call'：修正を適用できる頻度。"),
    "fh_on_engine": _s("Csak akkor érvényes, amíg a tűzoltó a Fecskendős kocsi parkolóhelyének egyik mezőjén áll.",
                       "消防士が消防車の駐車スペースのマスにいる間だけ有効です。"),
    "fh_zone": _s("Csak akkor érvényes, amíg a tűzoltó ebben a táblanegyedben áll.",
                  "消防士がボードのこの区画にいる間だけ有効です。"),
    "fh_Allow_action": _s(
        "'diagonal_move' (1 AP, cipeléssel 2, Tűzbe soha, olyan sarkon át, amelynek egyik oldalán nincs fal) vagy "
        "'heal' (1 AP, R-HERO-4).",
        "'diagonal_move'（1 AP、運搬中は 2 AP、火のあるマスへは不可、片側に壁のない角を回る）または 'heal'（1 AP、R-HERO-4）。"),
    "fh_ApCost_action": _s("Az akció, amelynek a költsége változik.", "コストが変わるアクション。"),
    "fh_change": _s("A költséghez adott AP (negatív: kevesebb AP).", "コストに加える AP（負の値なら AP が減ります）。"),
    "fh_floor": _s("A költség ennél sosem lesz kisebb.", "コストはこれより下がりません。"),
    "fh_ExtraAp_amount": _s("Hány AP.", "得る AP の量。"),
    "fh_ExtraAp_kind": _s("'regular' (normál), 'move' (mozgás) vagy 'extinguish' (oltás).",
                          "'regular'（通常）、'move'（移動）、'extinguish'（消火）のいずれか。"),
    "fh_ExtraAp_when": _s("Az esemény, amelyre a tűzoltó megkapja őket.", "AP を得るきっかけ。"),
    "fh_Heal_when": _s("Az esemény, amelyre a gyógyítás történik.", "手当てをするきっかけ。"),
    # the hero set
    "fh_HeroSet_specialists": _s("A választható specialisták.", "選べる専門家。"),
    "fh_gear": _s("A Felszereléspakli.", "装備デッキ。"),
    "fh_boosts": _s("A Boost-pakli.", "ブーストデッキ。"),
    "fh_gear_draw": _s("Ennyi felszereléskártyát néz meg minden tűzoltó (R-HERO-1).", "各消防士が見る装備カードの枚数（R-HERO-1）。"),
    "fh_gear_keep": _s("Ezek közül ennyi felszereléskártyát vesz magához minden tűzoltó.", "そのうち各消防士が装備するカードの枚数。"),
    "fh_boost_draw": _s("Ennyi Boost-kártyát néz meg minden tűzoltó; kettőt megtart, egy Aktívat és egy Tartalékot, vagy "
                        "kevesebbet (boosts_per_call) (R-HERO-2).",
                        "各消防士が見るブーストカードの枚数。2 枚を残してアクティブと控えにします（boosts_per_call "
                        "ならそれより少なく）（R-HERO-2）。"),
    "fh_boosts_per_call": _s("Ennyi Boostja lehet egy tűzoltónak a Hívás alatt (R-HERO-2): a kovácsoláskor legfeljebb 2-t "
                             "tart meg (1-et vagy egyet sem, ha ez 1 vagy 0); amíg kevesebb volt neki, minden alkalommal új "
                             "tartalék Boostot húz, amikor a tartaléka aktívvá válik (ha a pakli üres, a dobott lapokat "
                             "új paklivá keverik).",
                             "各消防士がコール中に持てるブーストの枚数（R-HERO-2）。準備で最大 2 枚を残し（1 または 0 ならその枚数）、"
                             "それより少ない間は、控えがアクティブになるたびに新しい控えのブーストを引きます（デッキが空なら"
                             "捨て札を混ぜて新しいデッキにします）。"),
    "fh_id": _s("A hőskészleten belül egyedi.", "ヒーローの一式の中で一意。"),
    "fh_HeroSpecialist_title": _s("A specialista neve.", "専門家の名前。"),
    "fh_HeroSpecialist_text": _s("Egy mondat a specialistáról.", "専門家についての一文。"),
    "fh_ap": _s("Normál AP körönként (R-TURN-2).", "手番ごとの通常の AP（R-TURN-2）。"),
    "fh_free_ap": _s("Körönként egyféle ingyen AP, amely nem menthető át a következő körre.",
                     "手番ごとに得る 1 種類の専用 AP。次の手番へは持ち越せません。"),
    "fh_skill": _s("A specialista különleges képessége.", "専門家の固有スキル。"),
    "fh_FreeAp_kind": _s("'move' (mozgás) vagy 'extinguish' (oltás).", "'move'（移動）または 'extinguish'（消火）。"),
    "fh_FreeAp_amount": _s("Ingyen AP körönként.", "手番ごとの専用 AP。"),
    "fh_Skill_title": _s("A képesség neve, pl. 'Fürge'.", "スキルの名前。例：「身軽」。"),
    "fh_Skill_text": _s("Mit tesz a képesség: a játékosoknak szóló szöveg.", "スキルの効果（プレイヤー向けの説明）。"),
    "fh_Skill_effects": _s("A képesség módosítói.", "スキルの修正。"),
    "fh_text": _s("Mit tesz a kártya: a játékosoknak szóló szöveg.", "カードの効果（プレイヤー向けの説明）。"),
    "fh_GearCard_effects": _s("A kártya módosítói, amelyek addig érvényesek, amíg a tűzoltónál van a felszerelés.",
                              "装備している間有効な修正。"),
    "fh_BoostCard_effects": _s("A kártya módosítói, amelyek a felhasználás körének végéig érvényesek.",
                               "使った手番の終わりまで有効な修正。"),
    # water sources, rescue places and Call marker kinds
    "fh_WaterSource_id": _s("A Híváson belül egyedi; az akció: 'blast ID'.", "コール内で一意。アクションは 'blast ID' です。"),
    "fh_WaterSource_title": _NAME_SHOWN,
    "fh_WaterSource_cells": _s("Mezők, amelyeken a tűzoltónak állnia kell a használatához (pl. a szelep).",
                               "使うときに消防士が立つマス（例：バルブ）。"),
    "fh_cost": _s("Az innen végzett Elárasztás AP-költsége.", "この水源からの一斉放水の AP。"),
    "fh_WaterSource_zone": _s("A táblanegyed, amelyre a forrás vizet lő (R-ACT-9: a táblanegyeden kívül eső kockát átfordítják).",
                              "放水する区画（R-ACT-9：区画の外になるダイスの目は反転します）。"),
    "fh_RescuePlace_id": _UNIQUE_IN_CALL,
    "fh_RescuePlace_title": _s("A játékosoknak mutatott név, pl. 'Helikopter'.", "プレイヤーに見せる名前。例：「ヘリコプター」。"),
    "fh_RescuePlace_kind": _s("'vehicle' (jármű: Helikopter a parkolóhelyein) vagy 'place' (hely: emelőkosár, "
                              "biztonságos szoba).",
                              "'vehicle'（車両：駐車スペースのヘリコプター）または 'place'（場所：リフトのかご、安全な部屋）。"),
    "fh_RescuePlace_cells": _s("A mezői (jármű esetén a parkolóhelyei).", "その場所のマス（車両なら駐車スペース）。"),
    "fh_MarkerKind_id": _UNIQUE_IN_CALL,
    "fh_MarkerKind_title": _NAME_SHOWN,
    "fh_MarkerKind_text": _s("Mit tesz a jelző: a játékosoknak szóló szöveg.", "マーカーの効果（プレイヤー向けの説明）。"),
    "fh_blocks_fire": _s(
        "A tűz számára a mezője minden éle olyan fal, amely nem kap Sérülést: a Tűz sem be nem terjed a mezőre, sem ki "
        "onnan (Tűzterjedés, Belobbanás), a robbanások és a Láncreakciók pedig megállnak a szélein, és semmit sem "
        "rongálnak.",
        "火に対しては、そのマスのすべての辺がダメージを受けない壁になります。火はそのマスへ広がることも、そこから広がる"
        "こともなく（火の拡大、フラッシュオーバー）、爆発とショックウェーブはその辺で止まり、何も傷つけません。"),
    "fh_blocks_movement": _s("Egy tűzoltó sem léphet a mezőjére.", "どの消防士もそのマスに入れません。"),
    "fh_clear_cost": _s("Ennyi AP-ért távolítható el a 'remove r,c' akcióval a saját vagy egy szomszédos mezőről; ha "
                        "üres, egy akció sem távolítja el.",
                        "自分のマスか隣接するマスから 'remove r,c' で取り除くのに必要な AP。空欄ならどのアクションでも取り除けません。"),
    "fh_burns": _s("Ha a Tűzkártya után Tűz van a mezőjén: a jelző megmarad, eltűnik, vagy elveszik a játék.",
                   "火災カードの後、そのマスに火があるとき：マーカーが残るか、取り除かれるか、ゲームに負けるか。"),
    "fh_on_enter": _s("Mi történik a mezőjére lépő tűzoltóval.", "そのマスに入った消防士に起きること。"),
    "fh_on_enter_ap": _s("A belépéskor elvesztett AP 'lose_ap' esetén.", "'lose_ap' のとき、入ったときに失う AP。"),
    # the Call editor's number fields
    "fh_min": _s("A legkevesebb tűzoltó.", "最少の消防士の人数。"),
    "fh_max": _s("A legtöbb tűzoltó.", "最多の消防士の人数。"),
    "fh_victims": _s("Áldozatok a zsákban.", "袋の中の要救助者。"),
    "fh_false_alarms": _s("Téves célok a zsákban.", "袋の中の誤報。"),
    "fh_damage": _s("Sérülés jelzők; ha elfogynak, az épület összeomlik (R-END-3).",
                    "ダメージカウンター。尽きると建物が倒壊します（R-END-3）。"),
    "fh_threats": _s("Ennyi Fenyegetés jelzőt (Tűz/Füst) rakhat le az előkészítés (FP303; gsh: legfeljebb a doboz 35 "
                     "jelzője, FP315). A játékot nem korlátozza: egyik szabálykönyv sem mondja meg, mi történik, ha "
                     "elfogynak.",
                     "準備で置ける脅威マーカー（火／煙）の数（FP303。gsh では箱の 35 個まで、FP315）。プレイ中は制限"
                     "しません。マーカーが尽きたときのことはどのルールブックにも書かれていません。"),
    "fh_Supply_hazmat": _s("Gyúlékony anyag jelzők a dobozban.", "箱の中の危険物マーカー。"),
    "fh_Supply_hot_spots": _s("Tűzfészek jelzők a dobozban.", "箱の中の高温点マーカー。"),
    "fh_rescued": _s("A győzelemhez kimentendő Áldozatok (R-END-1).", "勝利に必要な要救助者の救出数（R-END-1）。"),
    "fh_helpers_rescued": _s(
        "gsh: ennyi segítőt is mentési mezőre kell vezetni a győzelem előtt (R-END-1, R-HERO-7); ha üres, egyet sem kell.",
        "gsh：勝利の前に救出マスへ誘導しなければならない協力者の数（R-END-1、R-HERO-7）。空欄なら不要。"),
    "fh_victims_lost": _s("Ennyi elveszett Áldozat vereséggel zárja a játékot, legalább 1 (R-END-2).",
                          "この数の要救助者が犠牲になると敗北（1 以上、R-END-2）。"),
    "fh_helpers_lost": _s("gsh: ennyi elveszett segítő vereséggel zárja a játékot (R-HERO-7); ha üres, a segítők "
                          "elvesztése nem okoz vereséget.",
                          "gsh：この数の協力者を失うと敗北（R-HERO-7）。空欄なら協力者の損失では負けません。"),
    # ruleset parameters
    "fh_ap_per_turn": _s("Ennyi AP-t kap körönként egy specialista nélküli tűzoltó (R-TURN-2).",
                         "専門家でない消防士が手番ごとに得る AP（R-TURN-2）。"),
    "fh_max_saved_ap": _s("Legfeljebb ennyi AP-t menthet át egy tűzoltó a következő körre (R-TURN-2).",
                          "消防士が次の手番へ持ち越せる AP の上限（R-TURN-2）。"),
    "fh_poi_on_board": _s("Ennyi MCP-t tart a táblán a feltöltés (R-POI-1).", "補充によってボード上に保つ POI の数（R-POI-1）。"),
    "fh_rescue": _s("Hol számít kimentettnek a cipelt Áldozat: bármely külső mezőn, vagy a Mentőautó parkolóhelyén "
                    "(R-ACT-4).",
                    "運んだ要救助者が救出される場所：建物の外のどのマスでもよいか、救急車の駐車スペースか（R-ACT-4）。"),
    "fh_knock_down": _s("Hová kerül az elájult tűzoltó: a legközelebbi Mentőautó-parkolóhelyre, vagy a Mentőautó "
                        "aktuális parkolóhelyére (R-SEC-4).",
                        "ノックダウンした消防士の行き先：最も近い救急車の駐車スペースか、救急車が今いる駐車スペースか（R-SEC-4）。"),
    "fh_poi_replenish": _s("A Családi játék újradobásos szabálya, vagy a nyilak menti továbbtolás (R-POI-2, R-POI-3).",
                           "ファミリーゲームの振り直しのルールか、矢印に沿って動かすルールか（R-POI-2、R-POI-3）。"),
    "fh_poi_blocked_by": _s("Jelzők, amelyek a célmezőn megakadályozzák az új MCP lerakását (R-POI-3).",
                            "対象マスにあると新しい POI を置けなくなるマーカー（R-POI-3）。"),
    "fh_poi_count_victims": _s(
        "A felfordított, még ki nem mentett és el nem veszett Áldozatok beleszámítanak a táblán tartott MCP-kbe; "
        "false: csak a lefordított MCP-k számítanak (R-POI-1).",
        "表になった要救助者のうち、まだ救出も犠牲にもなっていないものを、ボード上に保つ POI の数に含めます。false：裏向きの"
        " POI だけを数えます（R-POI-1）。"),
    "fh_poi_clears_threats": _s("Az új MCP célmezőjén lévő Tűz vagy Füst eltűnik (Családi játék, R-POI-2).",
                                "新しい POI の対象マスにある火や煙を取り除きます（ファミリーゲーム、R-POI-2）。"),
    "fh_firefighter_reveals_new_poi": _s("A tűzoltó mezőjére lerakott új MCP-t azonnal felfordítják (R-POI-2).",
                                         "消防士のいるマスに置いた新しい POI はすぐに表にします（R-POI-2）。"),
    "fh_vehicles": _s("A Mentőautó és a Fecskendős kocsi játékban van (R-ACT-8, R-ACT-9).",
                      "救急車と消防車を使います（R-ACT-8、R-ACT-9）。"),
    "fh_RulesetParams_specialists": _s("A tűzoltóknak specialista szerepük van (R-ACT-11).", "消防士が専門家の役割を持ちます（R-ACT-11）。"),
    "fh_RulesetParams_hazmat": _s("A Gyúlékony anyag Tűzben felrobban (R-SEC-2).", "危険物は火で爆発します（R-SEC-2）。"),
    "fh_hazmat_leaves_hot_spot": _s("A felrobbant Gyúlékony anyag helyén Tűzfészek marad (Haladó játék, R-SEC-2).",
                                    "爆発した危険物の跡に高温点が残ります（経験者ゲーム、R-SEC-2）。"),
    "fh_RulesetParams_hot_spots": _s("Öngyulladás a Tűzfészkeken (R-SEC-3).", "高温点での炎上（R-SEC-3）。"),
    "fh_splash_crosses_zone": _s("A Fecskendő vize a cél-táblanegyeden kívüli szomszédos mezőkre is átcsap (R-ACT-9).",
                                 "放水銃の水しぶきが、対象の区画の外の隣接するマスにも届きます（R-ACT-9）。"),
    "fh_fire_phase": _s("Körönként egy Tűzterjedés-dobás, vagy egy Tűzkártya (R-FIRE-2).",
                        "手番ごとに火の拡大のダイスを 1 回振るか、火災カードを引くか（R-FIRE-2）。"),
    "fh_shockwave_detonates_hazmat": _s("A Gyúlékony anyagot elérő Láncreakció újabb Robbanást okoz (gsh, R-EXPL-4).",
                                        "ショックウェーブが危険物に届くと、さらに爆発が起きます（gsh、R-EXPL-4）。"),
    "fh_debris": _s("Törmelékjelzők és a törmelék-eltakarítás akciója (gsh, R-ACT-13).",
                    "がれきマーカーと撤去のアクション（gsh、R-ACT-13）。"),
}
"""Help key -> {language: the description translated}; the English text is the model's own description."""

TRANSLATED_FROM: dict[str, str] = {
    "fh_decks": "75330f22", "fh_water_sources": "43a6d376", "fh_rescue_places": "b1ab64a5", "fh_markers": "d4654c69",
    "fh_crew_change_spaces": "9edee533", "fh_helpers": "d8dcaefc", "fh_Deck_id": "94ef0dff",
    "fh_Deck_kind": "710b1558", "fh_cards": "bb05b153", "fh_in_fire_deck": "cb22c78f", "fh_Card_id": "4da0a9c3",
    "fh_title": "c3e91cd5", "fh_Card_text": "dea34ac2", "fh_copies": "62776df2", "fh_players": "0f2ddec7",
    "fh_levels": "9a1578a1", "fh_Card_effects": "43409b6e", "fh_AdvanceFire_times": "cdf868eb",
    "fh_Repeat_times": "b1e41b2b", "fh_Repeat_effects": "fb171eea", "fh_PlaceMarker_count": "5b073013",
    "fh_ShuffleIn_count": "98ea306e", "fh_card": "b4e1b69a", "fh_deck": "8d01288b",
    "fh_SpaceEffect_amount": "8eccab70", "fh_marker": "1ffeaed0", "fh_target": "b1bfbb9d", "fh_limit": "40fbde02",
    "fh_on_engine": "5826e2d8", "fh_zone": "6ddc04b0", "fh_Allow_action": "687befbf", "fh_ApCost_action": "2cfddad8",
    "fh_change": "c0759952", "fh_floor": "cc672029", "fh_ExtraAp_amount": "bf00cf85", "fh_ExtraAp_kind": "cebe92c2",
    "fh_ExtraAp_when": "6fdc37b5", "fh_Heal_when": "604a84e0", "fh_HeroSet_specialists": "296edf5e",
    "fh_gear": "19409827", "fh_boosts": "81e5b36f", "fh_gear_draw": "7f4e0964", "fh_gear_keep": "fde30136",
    "fh_boost_draw": "0477ce52", "fh_boosts_per_call": "fb2649f1", "fh_id": "214c2461", "fh_HeroSpecialist_title": "a03ea19d",
    "fh_HeroSpecialist_text": "f029e1a4", "fh_ap": "682ef9db", "fh_free_ap": "5ad5e281", "fh_skill": "3be3e510",
    "fh_FreeAp_kind": "e54f0a2f", "fh_FreeAp_amount": "9134cec0", "fh_Skill_title": "f1e94989",
    "fh_Skill_text": "cacd8636", "fh_Skill_effects": "a4d24815", "fh_text": "1a7e058c",
    "fh_GearCard_effects": "34496d1e", "fh_BoostCard_effects": "7c6b089d", "fh_WaterSource_id": "67b01cfe",
    "fh_WaterSource_title": "bee50b0b", "fh_WaterSource_cells": "34e0b667", "fh_cost": "0013d41b",
    "fh_WaterSource_zone": "d3496066", "fh_RescuePlace_id": "4da0a9c3", "fh_RescuePlace_title": "0c073b0d",
    "fh_RescuePlace_kind": "606855b5", "fh_RescuePlace_cells": "3c688336", "fh_MarkerKind_id": "4da0a9c3",
    "fh_MarkerKind_title": "bee50b0b", "fh_MarkerKind_text": "2fb56df0", "fh_blocks_fire": "0f622bf8",
    "fh_blocks_movement": "14604ccd", "fh_clear_cost": "67c69b94", "fh_burns": "ae94c723", "fh_on_enter": "313822ac",
    "fh_on_enter_ap": "28aa12db", "fh_min": "ccc0c92e", "fh_max": "5a62c389", "fh_victims": "6bc22803",
    "fh_false_alarms": "fb437815", "fh_damage": "f6cff369", "fh_threats": "d9fbc031", "fh_Supply_hazmat": "09bc2c88",
    "fh_Supply_hot_spots": "cfeecb1c", "fh_rescued": "e691d6dd", "fh_helpers_rescued": "e50ebc85",
    "fh_victims_lost": "d420d46b", "fh_helpers_lost": "4e8ca961", "fh_ap_per_turn": "c5ad82f3",
    "fh_max_saved_ap": "9b87f56d", "fh_poi_on_board": "a5625f5e", "fh_rescue": "f7c587f4",
    "fh_knock_down": "42539fff", "fh_poi_replenish": "58d96f0c", "fh_poi_blocked_by": "8caf0238",
    "fh_poi_count_victims": "bacf8cb6", "fh_poi_clears_threats": "80aa22a7",
    "fh_firefighter_reveals_new_poi": "c7c9fe20", "fh_vehicles": "615e3676",
    "fh_RulesetParams_specialists": "ae7a61ea", "fh_RulesetParams_hazmat": "e05761b3",
    "fh_hazmat_leaves_hot_spot": "156907a9", "fh_RulesetParams_hot_spots": "df19cb89",
    "fh_splash_crosses_zone": "3810c9dc", "fh_fire_phase": "b78c05ef", "fh_shockwave_detonates_hazmat": "dd2ed48f",
    "fh_debris": "8526442d",
}
"""Help key -> the :func:`fingerprint` of the English description its translations were made from.

When a model's description changes, the test of the help fails until the
translations are read again and the fingerprint set to the new one.
"""


def fingerprint(description: str) -> str:
    """A short digest of an English description, to tell when the text a translation was made from has changed.

    >>> fingerprint("Copies of this card in the deck.")
    '62776df2'
    """
    return hashlib.sha1(description.encode("utf-8")).hexdigest()[:8]


def help_key(owner: str, name: str) -> str:
    """The key of the help of field ``name`` of model ``owner``: ``fh_owner_name`` if there is one, else ``fh_name``."""
    specific = f"fh_{owner}_{name}"
    return specific if specific in HELP else f"fh_{name}"


def field_help(owner: str, name: str, description: str, lang: str) -> str:
    """The help of field ``name`` of model ``owner`` in ``lang``: its ``description`` in English or untranslated."""
    if lang == "en" or not description:
        return description
    return HELP.get(help_key(owner, name), {}).get(lang) or description
