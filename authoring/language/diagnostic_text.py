"""Diagnostics in the studio's languages: messages and hints in English, Hungarian and Japanese.

The checks write their messages in English (the CLI, SARIF and the golden
files keep them so). The studio shows them in the interface language: each
message form has a pattern here that reads its values (spaces, counts, names)
out of the English text and a Hungarian and a Japanese template that puts
them back; hints likewise. Only the message and hint change: the code,
severity, pointer, line, column and cells stay what the checks said.

A message of a form with no pattern here (the schema's many wordings, say) is
shown as the translated summary of its code with the English details after it,
so that the reader always gets the meaning in their language.
``tests/studio/test_diagnostic_text.py`` fails when a code has no summary in
a language, or when a message of the golden diagnostic cases is left untranslated.

>>> from authoring.diagnostics import make
>>> d = make("FP205", "2 spaces cannot be reached from outside, even with every door open: [5, 8], [6, 8]",
...          cells=[(5, 8), (6, 8)], pointer="/walls")
>>> hu = translate(d, "hu")
>>> hu.message, hu.cells == d.cells, hu.pointer
('2 mező kívülről nem érhető el, még nyitott ajtókkal sem: [5, 8], [6, 8]', True, '/walls')
>>> translate(d, "en") is d
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from authoring.diagnostics import REGISTRY, Diagnostic
from authoring.language.i18n import DECIMAL_COMMA

LANGUAGES = ("hu", "ja")
"""Languages the messages are translated into (English is the checks' own)."""

SUMMARIES: dict[str, dict[str, str]] = {
    "FP100": {"hu": "a fájl nem olvasható JSON-ként (szintaktikai hiba, rossz kódolás vagy túl nagy)",
              "ja": "ファイルを JSON として読めません（構文エラー、文字コード、またはサイズ超過）"},
    "FP101": {"hu": "a fájl nem felel meg a sémának", "ja": "ファイルがスキーマに合っていません"},
    "FP102": {"hu": "a Hívás táblahivatkozása nem mutat a könyvtár egyik táblájára sem",
              "ja": "コールのボード参照がライブラリ内のボードを指していません"},
    "FP103": {"hu": "ismeretlen format_version", "ja": "不明な format_version"},
    "FP104": {"hu": "egy fájlban több a probléma, mint amennyit a jelentés felsorol",
              "ja": "1 つのファイルの問題が多すぎるため、一部だけを表示しています"},
    "FP105": {"hu": "egy tábla vagy Hívás azonosítója eltér a fájlnevétől: a Hívások a táblákra, a visszajátszások a Hívásokra "
                    "fájlnévvel hivatkoznak",
              "ja": "ボードかコールの ID がファイル名と異なります：コールはボードを、リプレイはコールをファイル名で指します"},
    "FP106": {"hu": "egy könyvtár két táblájának ugyanaz az azonosítója", "ja": "ライブラリ内の 2 つのボードが同じ ID を持っています"},
    "FP201": {"hu": "egy koordináta a rácson kívül esik", "ja": "座標がグリッドの外にあります"},
    "FP202": {"hu": "egy él két nem szomszédos mezőt köt össze", "ja": "辺が隣り合っていない 2 マスを結んでいます"},
    "FP203": {"hu": "egy élen két elem van (fal és ajtó, vagy kétszer felsorolva)",
              "ja": "1 つの辺に 2 つの要素があります（壁とドア、または重複）"},
    "FP204": {"hu": "a helyszínnek nincs bejárata: a külső falán nincs ajtó vagy nyílás",
              "ja": "建物に入口がありません：外壁にドアも開口部もありません"},
    "FP205": {"hu": "a helyszín egyes mezői kívülről nem érhetők el, még nyitott ajtókkal sem",
              "ja": "すべてのドアを開けても外から到達できないマスがあります"},
    "FP206": {"hu": "ajtó vagy nyílás egy szobán belül: a mezői nélküle is össze vannak kötve",
              "ja": "部屋の中のドアか開口部：それがなくてもマス同士がつながっています"},
    "FP207": {"hu": "kockakoordináták: mező koordináta nélkül, ismétlődő koordináta vagy dobás mező nélkül",
              "ja": "サイコロ座標：座標のないマス、重複、またはマスのない出目"},
    "FP208": {"hu": "fal, ajtó vagy nyílás két, a helyszínen kívüli mező között",
              "ja": "建物の外の 2 マスの間にある壁・ドア・開口部"},
    "FP230": {"hu": "a táblanegyedek átfedik egymást, lefedetlen mezőket hagynak, a helyszínen kívülre nyúlnak, vagy "
                    "egy táblanegyedben nincs helyszínmező",
              "ja": "区画が重なっている、覆われていないマスがある、建物外のマスを含む、または建物内のマスがない区画があります"},
    "FP231": {"hu": "egy táblanegyed nem összefüggő", "ja": "区画がつながっていません"},
    "FP232": {"hu": "egy táblanegyed nem zárt az átfordításra: egyes dobások nem fordíthatók bele",
              "ja": "区画が反転について閉じていません：反転しても入らない出目があります"},
    "FP233": {"hu": "egy Fecskendős kocsi parkolóhelye egyetlen táblanegyedhez sem, vagy többhöz is határos",
              "ja": "消防車の駐車スペースがどの区画にも接していないか、複数の区画に接しています"},
    "FP234": {"hu": "egy táblanegyed, amellyel egyetlen Fecskendős kocsi parkolóhely sem határos: a Fecskendő sosem éri el",
              "ja": "消防車のスペースが接していない区画：放水銃が届きません"},
    "FP240": {"hu": "a helyszín egy mezőjén nincs MCP nyíl", "ja": "POI 矢印のないマスがあります"},
    "FP241": {"hu": "egy MCP nyíl a helyszínen kívülre mutat", "ja": "POI 矢印が建物の外を指しています"},
    "FP242": {"hu": "1 vagy 2 hosszú MCP nyílkör: az MCP oda-vissza pattogna",
              "ja": "長さ 1 か 2 の POI 矢印のループ：POI が行き来してしまいます"},
    "FP243": {"hu": "több végső nyílkör: a különböző részekről induló csúszások sosem találkoznak",
              "ja": "矢印の終点ループが複数あります：別々の場所からの移動が合流しません"},
    "FP244": {"hu": "egy MCP nyíl a helyszínen kívüli mezőn áll: sosem használódik",
              "ja": "POI 矢印が建物の外のマスにあります：使われることはありません"},
    "FP250": {"hu": "egy parkolóhely nem két szomszédos külső gyűrűbeli mező",
              "ja": "駐車スペースが外周の隣り合う 2 マスになっていません"},
    "FP251": {"hu": "egy jármű parkolóhelyei átfedik vagy ismétlik egymást", "ja": "同じ車両の駐車スペースが重なるか重複しています"},
    "FP252": {"hu": "a Mentőautó és a Fecskendős kocsi parkolóhelyei átfedik egymást",
              "ja": "救急車と消防車の駐車スペースが重なっています"},
    "FP253": {"hu": "egy parkolóhely egyik mezője sem szomszédos a helyszínnel",
              "ja": "駐車スペースのどのマスも建物に隣接していません"},
    "FP254": {"hu": "egy jármű parkolóhelyei nem az óramutató járása szerinti haladási sorrendben szerepelnek",
              "ja": "車両の駐車スペースが時計回りの移動順に並んでいません"},
    "FP260": {"hu": "a szobák átfedik egymást: egy mező két szobához tartozik",
              "ja": "部屋が重なっています：1 つのマスが 2 つの部屋に属しています"},
    "FP261": {"hu": "egy szoba kilóg a helyszínből vagy a rácsból", "ja": "部屋が建物かグリッドからはみ出しています"},
    "FP301": {"hu": "egy kezdő elhelyezés a helyszínen kívül vagy lehetetlen mezőn van, vagy egy kezdetben nyitott "
                    "ajtó nem ajtó",
              "ja": "初期配置が建物の外か、置けないマスにあるか、最初に開いているドアがドアではありません"},
    "FP302": {"hu": "összeférhetetlen kezdő jelzők", "ja": "両立しない初期マーカーがあります"},
    "FP303": {"hu": "több jelző kell, mint amennyi a készletben van, vagy több Öngyulladás-kártya, mint amennyit a paklija tart",
              "ja": "ストックより多くのマーカーが必要か、デッキにあるより多くの炎上カードが必要です"},
    "FP304": {"hu": "a Hívás nem nyerhető meg", "ja": "このコールには勝てません"},
    "FP323": {"hu": "a kipróbált előkészítések egy része véget vet a játéknak az első kör előtt (az épület összeomlik, vagy "
                    "túl sok Áldozat vész el); ha mind, az FP304",
              "ja": "試した準備の一部で最初のターンの前にゲームが終わります（建物の倒壊か、要救助者を失いすぎる）。すべてなら FP304"},
    "FP324": {"hu": "olyan helyszínmezők, amelyeket soha el nem távolítható Hívásjelzők elvágnak a külvilágtól: csak falak "
                    "kivágásával érhetők el",
              "ja": "取り除けないコールマーカーで外から切り離された建物内のマス。壁を壊さなければ入れません"},
    "FP325": {"hu": "az előkészítés nem talál helyet minden jelzőnek, amit egy elhelyező lépés kér: a többi sosem kerül fel",
              "ja": "準備で、配置手順が求めるすべてのマーカーの置き場所が見つかりません：残りは置かれません"},
    "FP326": {"hu": "az előkészítések túl nagyok ahhoz, hogy egy ellenőrzés minden szinten kipróbálja őket: az "
                    "előkészítési ellenőrzések ott kevesebb próbán alapulnak, vagy egyen sem",
              "ja": "準備が大きすぎて、検証ですべてのレベルを試せません：そこでの準備のチェックは少ない試行に基づくか、試行がありません"},
    "FP327": {"hu": "a játék olyan állapotba kerülhet, amely már nem nyerhető meg, de nem is vesztett: a zsákban kevesebb "
                    "Áldozat marad, mint amennyi a győzelemhez kell, miközben a vereséghez még eggyel több kellene, "
                    "vagy ugyanígy túl kevés Segítő marad",
              "ja": "勝てなくなったのに負けてもいない状態にゲームがなり得ます：負けの数より 1 人少なく失った時点で、袋の要救助者が"
                    "勝利に必要な数に足りない、または協力者が同じように足りません"},
    "FP328": {"hu": "egy szint olyan számot ad meg, amelyet a Hívás egyetlen játéka sem olvas: a módosítása semmit sem változtat",
              "ja": "レベルに、このコールのどのゲームも読まない数が書かれています：変えても何も変わりません"},
    "FP329": {"hu": "olyan érték, amelyet a Hívás egyetlen játéka sem használ: vereség több elvesztett Segítőnél, mint "
                    "amennyit az előkészítés elhelyez, többletszám olyan játékosszámra, amellyel a Hívást nem játsszák, "
                    "az open_doors listában kétszer szereplő él",
              "ja": "このコールのどのゲームも使わない値：準備で置く数より多い協力者を失ったときの負け、コールが遊ばれない"
                    "人数のための追加数、open_doors に 2 回ある辺"},
    "FP330": {"hu": "olyan helyszínmezők, ahonnan falak kivágása nélkül nem vezet út mentési mezőhöz, még minden ajtót "
                    "kinyitva sem: az Áldozataikat csak kivágott falakon át lehet kimenteni",
              "ja": "すべてのドアを開けても、壁を壊さなければ救出できるマスへ通じない建物内のマス：そこの要救助者は壊した壁を"
                    "通してしか救出できません"},
    "FP331": {"hu": "a kipróbált játékok legalább fele elveszik az első körben, ha egyetlen tűzoltó sem cselekszik: "
                    "már az első tűzfázisok véget vetnek nekik",
              "ja": "試したゲームの半分以上が、消防士が何もしないと最初のラウンドで負けます：最初の延焼フェイズだけで"
                    "終わってしまいます"},
    "FP305": {"hu": "a szabályokhoz hiányzó táblaelem kell", "ja": "ルールに必要なボード要素がありません"},
    "FP306": {"hu": "fel nem oldható vagy ismétlődő hivatkozás: kártya-, pakli-, szint- vagy hőskészlet-azonosító, a "
                    "szabályokból hiányzó specialista",
              "ja": "解決できないか重複する参照：カード、デッキ、レベル、ヒーローのセットの ID、ルールにない専門家"},
    "FP307": {"hu": "az első robbanás táblázatának egy eleme a helyszínen kívül van vagy ismétlődik",
              "ja": "最初の爆発表の項目が建物の外にあるか重複しています"},
    "FP308": {"hu": "a Hívás olyasmit használ, amit a szabályai kikapcsolnak (Törmelék kikapcsolt debris mellett, "
                    "kártyapaklik Tűzkártya-fázis nélkül)",
              "ja": "ルールでオフになっているものをコールが使っています（debris がオフなのにがれき、火災カードのフェーズなしにカードのデッキ）"},
    "FP309": {"hu": "kezdő Füst kezdő Tűz mellett: az első belobbanáskor Tűzzé válik",
              "ja": "初期配置の煙が初期配置の火に隣接しています：最初のフラッシュオーバーで火になります"},
    "FP310": {"hu": "hősök specialisták nélküli szabályokkal, kevesebb specialista, Felszerelés vagy Boost, mint "
                    "amennyi a játékosoknak kell, vagy több megtartott lap a kovácsoláskor, mint amennyit húznak",
              "ja": "専門家なしのルールでのヒーロー、プレイヤーに必要な数より少ない専門家・装備・ブースト、"
                    "または準備で引く枚数より多く残すカード"},
    "FP311": {"hu": "egy hősmódosító, amely sosem érvényesülhet", "ja": "決して適用されないヒーローの修正"},
    "FP312": {"hu": "egy vízforrás a tábla egyetlen táblanegyedét sem szolgálja, az általa szolgált táblanegyedben van vagy "
                    "nem határos vele, vagy kívül esik a rácson",
              "ja": "水源がボードのどの区画にも給水しないか、給水先の区画の中にあるか接していないか、グリッドの外にあります"},
    "FP313": {"hu": "mentőjármű vagy mentési hely mezők nélkül, vagy a rácson kívüli mezővel",
              "ja": "マスのない、またはグリッド外のマスを持つ救出車両・救出場所"},
    "FP314": {"hu": "az előkészítés vagy egy kártya nem definiált Hívásjelzőt nevez meg, vagy az előkészítés kettőt tesz "
                    "egy mezőre",
              "ja": "準備かカードが定義されていないコールマーカーを指定しているか、準備で 1 マスに 2 つ置いています"},
    "FP315": {"hu": "egy gsh Hívás MCP-zsákja vagy Fenyegetés jelző készlete meghaladja a doboz tartalmát",
              "ja": "gsh のコールの POI の袋か脅威マーカーのストックが箱の中身を超えています"},
    "FP316": {"hu": "egy Hívásjelző a helyszínen kívül van, vagy egy nagy jelző mezői ismétlődnek vagy nem szomszédosak",
              "ja": "コールマーカーが建物の外にあるか、大きなマーカーのマスが重複しているか隣り合っていません"},
    "FP317": {"hu": "egy szint kihagy egy számot, amelyet a Hívás a szintből vesz: 0-nak számít",
              "ja": "レベルに、このコールがレベルから取る数が書かれていません：0 として遊びます"},
    "FP318": {"hu": "a Tűzpaklinak nincs kártyája egy játékosszámnál vagy szintnél, amelyet a Hívás megenged: "
                    "az a játék nem állítható össze",
              "ja": "コールが認める人数かレベルで火災デッキにカードがありません：そのゲームは準備できません"},
    "FP319": {"hu": "egy Tűzkártya az általa felfedhető Eseménykártyákkal együtt több kártyalépést tehet, mint amennyit "
                    "egy tűzfázis megenged: játék közben a fázis hatásai idő előtt megszakadnak",
              "ja": "火災カードと、それが公開しうるイベントカードの手順の合計が 1 回の延焼フェイズの上限を超えます："
                    "プレイ中はそのフェイズの効果が途中で打ち切られます"},
    "FP320": {"hu": "egy kártya, amelyet a Hívás egyetlen megengedett játéka sem oszt ki: a játékosszámai a Hívásén kívül esnek",
              "ja": "コールが認めるどのゲームでも配られないカード：その人数がコールの人数の範囲外です"},
    "FP321": {"hu": "egy szöveg, amelyből hiányzik egy nyelv, amely a Hívás többi szövegében megvan: azon a nyelven angolul olvasható",
              "ja": "コールのほかのテキストにある言語が欠けたテキスト：その言語のプレイヤーには英語で表示されます"},
    "FP322": {"hu": "egy szövegben olyan karakter áll, amelyet a játékosok nem látnak, vagy egy rajz nem tud megjeleníteni: "
                    "vezérlőkarakter, nulla szélességű vagy irányjelölő jel, az ékezetétől külön írt betű",
              "ja": "プレイヤーに見えない文字か、図に描けない文字を含むテキスト：制御文字、幅ゼロの文字や向きを変える記号、"
                    "アクセントと別々に書かれた文字"},
    "FP401": {"hu": "AP-távolság minden mezőtől a legközelebbi mentési mezőig",
              "ja": "各マスから最寄りの救出マスまでの AP 距離"},
    "FP402": {"hu": "a mentéstől legtávolabbi mező", "ja": "救出から最も遠いマス"},
    "FP403": {"hu": "falak, amelyek leomlása két szobát köt össze", "ja": "破壊されると 2 つの部屋がつながる壁"},
    "FP404": {"hu": "annak esélye, hogy egy véletlen dobás az egyes szobákba esik",
              "ja": "ランダムな出目が各部屋に当たる確率"},
    "FP405": {"hu": "az MCP csúszási útjának hossza minden mezőről", "ja": "各マスからの POI 移動経路の長さ"},
    "FP406": {"hu": "a rács vagy a kockatartomány túl nagy: a mélyebb ellenőrzések elmaradtak",
              "ja": "グリッドまたはサイコロの範囲が大きすぎるため、詳細チェックを省略しました"},
}
"""Every registered code's summary (:data:`authoring.diagnostics.REGISTRY`) in each of :data:`LANGUAGES`."""

_C = r"\[\d+, \d+\]"
_E = rf"{_C}-{_C}"
_FP319_HEAD = r"card '(?P<card>[^']+)' and the Event cards it reveals can do (?P<steps>\d+) card steps in one fire phase"
_FP319_TAIL = (r", over the engine's budget of (?P<budget>\d+): play stops that phase's effects early "
               r"\(worst case: (?P<cards>'[^']+'(?:, '[^']+')*)\)")
"""FP319's message around the game it names, if any (``authoring/checks/decks.py``)."""

# (code, English pattern, Hungarian template, Japanese template)
MESSAGES: tuple[tuple[str, str, str, str], ...] = (
    ("FP100", r"cannot read the file: (?P<why>.+)", "a fájl nem olvasható: {why_hu}", "ファイルを読めません：{why_ja}"),
    ("FP100", r"not valid UTF-8: byte 0x(?P<byte>[0-9a-f]{2}) cannot start or continue a character",
     "érvénytelen UTF-8: a 0x{byte} bájt nem kezdhet és nem folytathat karaktert",
     "UTF-8 として正しくありません：バイト 0x{byte} は文字の始まりにも続きにもなれません"),
    ("FP100", r"the file is (?P<name>.+); boards, Calls and replays are read as UTF-8",
     "a fájl kódolása {name}; a táblákat, a Hívásokat és a visszajátszásokat UTF-8 kódolásúként olvassuk",
     "ファイルは {name} です。ボード、コール、リプレイは UTF-8 で読みます"),
    ("FP100", r"not a regular file: (?P<path>.+) is (?P<kind>a FIFO \(named pipe\)|a character device|a block device|"
              r"a socket|a folder|not a file)",
     "nem közönséges fájl: {path} – {kind_hu}", "通常のファイルではありません：{path} は{kind_ja}です"),
    ("FP100", r"(?:file|text) is (?P<size>[\d.,]+) (?P<unit>MB|KB|bytes); files over (?P<limit>[\d.]+) (?P<lunit>MB|KB) are "
              r"not read \((?P<most>[\d,]+) bytes at most\)",
     "a fájl mérete {size} {unit_hu}; a(z) {limit} {lunit} fölötti fájlok nem olvashatók (legfeljebb {most} bájt)",
     "ファイルは {size} {unit_ja} です。{limit} {lunit} を超えるファイルは読みません（最大 {most} バイト）"),
    ("FP100", r"(?:file|text) is (?P<size>[\d.,]+) (?P<unit>MB|KB|bytes); files over (?P<limit>[\d.]+) (?P<lunit>MB|KB) are "
              r"not read",
     "a fájl mérete {size} {unit_hu}; a(z) {limit} {lunit} fölötti fájlok nem olvashatók",
     "ファイルは {size} {unit_ja} です。{limit} {lunit} を超えるファイルは読みません"),
    ("FP100", r"(?:file|text) is larger than (?P<limit>[\d.]+) (?P<lunit>MB|KB)(?:; files over [\d.]+ (?:MB|KB) are not "
              r"read)?",
     "a fájl nagyobb, mint {limit} {lunit}; ekkora fájl nem olvasható", "ファイルが {limit} {lunit} を超えているため読みません"),
    ("FP103", r"unknown format_version (?P<version>.+); this version of Call Forge reads replay format "
              r"(?P<readable>[\d, ]+)",
     "ismeretlen format_version: {version}; a Call Forge ezen változata a visszajátszások {readable} formátumát olvassa",
     "不明な format_version {version}。このバージョンの Call Forge が読めるのはリプレイ形式 {readable} です"),
    ("FP101", r"(?P<field>\S+): (?P<value>.+) is not a state hash: 16 digits of 0-9 and a-f",
     "{field}: {value} nem állapot-ellenőrzőösszeg: 16 jegy 0-9 és a-f közül",
     "{field}：{value} は状態ハッシュではありません。0-9 と a-f の 16 桁です"),
    ("FP103", r"unknown format_version (?P<version>.+); this version of Call Forge reads (?P<kind>board|call) format "
              r"(?P<readable>[\d, ]+)",
     "ismeretlen format_version: {version}; a Call Forge ezen változata a(z) {readable}. {kind_hu}formátumot olvassa",
     "不明な format_version {version}。このバージョンの Call Forge が読めるのは{kind_ja}形式 {readable} です"),
    ("FP101", r"missing key '(?P<key>[^']+)'", "hiányzó kulcs: '{key}'", "キー '{key}' がありません"),
    ("FP101", r"'(?P<text>.*)' is not a count: give a whole number or level",
     "'{text}' nem darabszám: adj meg egész számot vagy level-t", "'{text}' は個数ではありません。整数か level を入力してください"),
    ("FP101", r"unknown key '(?P<key>[^']+)'", "ismeretlen kulcs: '{key}'", "不明なキー '{key}'"),
    ("FP101", r"too few items: item (?P<n>\d+) is missing", "túl kevés elem: a(z) {n}. elem hiányzik",
     "項目が足りません：{n} 番目がありません"),
    ("FP101", r"expected (?P<bound>at least|at most) (?P<limit>\d+) items, got (?P<got>\d+)",
     "{bound_hu} {limit} elem kell, de {got} van", "{limit} 個{bound_ja}の項目が必要ですが、{got} 個です"),
    ("FP101", r"expected (?P<bound>at least|at most) (?P<limit>\d+) items", "{bound_hu} {limit} elem kell",
     "{limit} 個{bound_ja}の項目が必要です"),
    ("FP101", r"expected an object at the top of a (?P<kind>board|Call) file, got (?P<got>.+)",
     "egy {kind_hu}fájl legfelső szintjén objektum kell, de ez áll itt: {got_hu}",
     "{kind_ja}ファイルの最上位にはオブジェクトが必要ですが、{got_ja}です"),
    ("FP101", r"the content cannot be checked: it is nested too deeply",
     "a tartalom nem ellenőrizhető: túl mélyen egymásba ágyazott", "入れ子が深すぎるため、内容をチェックできません"),
    ("FP101", r"this (?P<what>object|list) has (?P<n>\d+) items; no list or object of a board or Call holds more than "
              r"(?P<limit>\d+)",
     "ez a(z) {what_hu} {n} elemet tartalmaz; egy tábla vagy Hívás listája vagy objektuma legfeljebb {limit} elemet tartalmazhat",
     "この{what_ja}には {n} 個の項目があります。ボードやコールのリストとオブジェクトは {limit} 個までです"),
    ("FP101", r"expected (?P<want>.+?), got (?P<got>[^,]+)", "{want_hu} kellene, de ez áll itt: {got_hu}",
     "{want_ja}が必要ですが、{got_ja}です"),
    ("FP101", r"must be one of (?P<allowed>.+), got (?P<got>.+)", "ezek egyike kell: {allowed}; ez áll itt: {got}",
     "{allowed} のどれかが必要ですが、{got} です"),
    ("FP101", r"(?P<value>.+) is not one of the (?P<n>\d+) allowed values", "{value} nem a(z) {n} megengedett érték egyike",
     "{value} は {n} 個の許可された値のどれでもありません"),
    ("FP101", r"(?P<what>.+?) (?P<value>'.*'|\".*\"|\S+) is not an identifier: it holds (?P<char>U\+[0-9A-F]+ .+?) at character (?P<at>\d+)$",
     "{what_hu} {value} nem azonosító: a(z) {at}. karaktere {char}", "{what_ja} {value} は識別子ではありません（{at} 文字目が {char}）"),
    ("FP101", r"(?P<what>.+?) (?P<value>'.*'|\".*\"|\S+) is not an identifier", "{what_hu} {value} nem azonosító",
     "{what_ja} {value} は識別子ではありません"),
    ("FP101", r"(?P<what>key|value) (?P<value>'.*'|\".*\"|\S+) must be a number from (?P<lo>\d) to (?P<hi>\d)",
     "{what_hu} {value}: {lo} és {hi} közötti szám kell", "{what_ja} {value} は {lo}～{hi} の数にしてください"),
    ("FP101", r"must not be empty", "nem lehet üres", "空にはできません"),
    ("FP101", r"must not be blank: it holds only spaces", "nem lehet üres: csak szóközökből áll",
     "空白だけにはできません（スペースしか入っていません）"),
    ("FP101", r"a Call needs an English title", "a Hívásnak angol cím kell", "コールには英語のタイトルが必要です"),
    ("FP101", r"the English text is required once any other language is given",
     "az angol szöveg kötelező, ha más nyelven is meg van adva", "ほかの言語があるときは英語のテキストが必要です"),
    ("FP101", r"(?P<part>'.*') is not a space: write row,column \(e\.g\. 2,3\)",
     "{part} nem mező: sor,oszlop alakban írd (pl. 2,3)", "{part} はマスではありません。行,列 で書いてください（例：2,3）"),
    ("FP101", r"(?P<part>'.*') does not read as players: number \(e\.g\. 3: 2\)",
     "{part} nem olvasható játékosszám: darab alakban (pl. 3: 2)", "{part} は 人数: 枚数 の形ではありません（例：3: 2）"),
    ("FP101", r"must be (?P<bound>at least|at most|greater than|less than) (?P<limit>-?[\d.]+), got (?P<got>.+)",
     "{bound_hu} {limit} legyen, de ez áll itt: {got}", "{limit}{bound_ja}にしてください（今は {got}）"),
    ("FP101", r"must be (?P<bound>at least|at most) (?P<n>\d+) characters long",
     "{bound_hu} {n} karakter hosszú legyen", "{n} 文字{bound_ja}にしてください"),
    ("FP101", r"unknown (?P<key>\S+) (?P<tag>.+?): must be one of (?P<allowed>.+)",
     "ismeretlen {key}: {tag}; ezek egyike kell: {allowed}", "不明な {key} {tag}：{allowed} のどれかにしてください"),
    ("FP101", r"must be (?P<allowed>\S+), got (?P<got>.+)", "csak {allowed} lehet, de ez áll itt: {got}",
     "{allowed} にしてください（今は {got}）"),
    ("FP101", r"missing key (?P<key>[^'\s]+)", "hiányzó kulcs: {key}", "キー {key} がありません"),
    ("FP101", r"'(?P<word>[^']*)' \(word (?P<w>\d+) of the row\) is not a direction: use one of (?P<dirs>[A-Z ]+), "
              r"or '\.' for no arrow",
     "a(z) '{word}' (a sor {w}. szava) nem irány: ezek egyikét használd: {dirs}, vagy '.' ha nincs nyíl",
     "'{word}'（行の {w} 語目）は方向ではありません：{dirs} のどれか、矢印なしなら '.' を使ってください"),
    ("FP101", r"min \((?P<low>\d+)\) is larger than max \((?P<high>\d+)\)",
     "a legkisebb érték ({low}) nagyobb a legnagyobbnál ({high})", "最小値（{low}）が最大値（{high}）より大きいです"),
    ("FP101", r"\[(?P<first>-?\d+), (?P<last>-?\d+)\] runs backwards: write the smaller bound first, "
              r"\[(?P=last), (?P=first)\]",
     "a(z) [{first}, {last}] tartomány visszafelé halad: a kisebb határt írd előre: [{last}, {first}]",
     "[{first}, {last}] は逆向きです。小さいほうを先に書いてください：[{last}, {first}]"),
    ("FP101", r"the decks hold (?P<n>[\d,]+) cards, copies counted; a Call holds at most (?P<most>[\d,]+)",
     "a paklik összesen {n} kártyát tartalmaznak, a példányokkal együtt; egy Hívásban legfeljebb {most} lehet",
     "デッキのカードは複製を含めて {n} 枚です。コールに入れられるのは最大 {most} 枚です"),
    ("FP101", r"card '(?P<card>[^']+)' does (?P<steps>\d+) steps once its times, counts and repeats are multiplied "
              r"out; at most (?P<limit>\d+) are allowed",
     "a(z) '{card}' kártya {steps} lépést tesz, ha az ismétléseit és darabszámait összeszorozzuk; legfeljebb {limit} "
     "megengedett",
     "カード '{card}' は回数・個数・繰り返しを掛け合わせると {steps} ステップになります。上限は {limit} です"),
    ("FP102", r"board '(?P<board>[^']+)' has (?P<n>\d+) errors? of its own: the Call cannot be played on it",
     "a(z) '{board}' táblának {n} saját hibája van: a Hívás nem játszható rajta",
     "ボード '{board}' 自体に {n} 件のエラーがあります：このコールはそのボードでは遊べません"),
    ("FP102", r"board '(?P<board>[^']+)' cannot be loaded: (?P<n>\d+) errors? in (?P<path>.+) keeps? it from loading",
     "a(z) '{board}' tábla nem tölthető be: {n} hiba miatt itt: {path}",
     "ボード '{board}' を読み込めません：{path} に読み込みを妨げるエラーが {n} 件あります"),
    ("FP102", r"board '(?P<board>[^']+)' not found: the library folder '(?P<lib>[^']+)' has no (?P<path>.+)",
     "a(z) '{board}' tábla nem található: a(z) '{lib}' könyvtármappában nincs {path}",
     "ボード '{board}' が見つかりません：ライブラリフォルダー '{lib}' に {path} がありません"),
    ("FP102", r"board '(?P<board>[^']+)' is a folder, not a file: (?P<path>.+)",
     "a(z) '{board}' tábla egy mappa, nem fájl: {path}", "ボード '{board}' はファイルではなくフォルダーです：{path}"),
    ("FP102", r"board '(?P<board>[^']+)' is neither a board id nor a path ending in (?P<suffix>\S+)",
     "a(z) '{board}' se nem táblaazonosító, se nem {suffix} végű útvonal",
     "'{board}' はボード ID でも、{suffix} で終わるパスでもありません"),
    ("FP102", r"absolute paths are not allowed for the board: write it relative to the Call file",
     "a táblának nem adható meg abszolút útvonal: a Hívásfájlhoz képest add meg",
     "ボードに絶対パスは使えません：コールファイルからの相対パスで書いてください"),
    ("FP102", r"board (?:path )?'(?P<board>[^']+)' leaves the library folder '(?P<lib>[^']+)'",
     "a(z) '{board}' tábla kivezet a(z) '{lib}' könyvtármappából", "ボード '{board}' はライブラリフォルダー '{lib}' の外にあります"),
    ("FP102", r"board '(?P<board>[^']+)' is a URL; boards are read from the library only",
     "a(z) '{board}' egy URL; a táblák csak a könyvtárból olvashatók", "'{board}' は URL です。ボードはライブラリからのみ読み込みます"),
    ("FP102", r"board '(?P<board>[^']+)' contains a NUL character",
     "a(z) '{board}' NUL karaktert tartalmaz", "'{board}' に NUL 文字が含まれています"),
    ("FP102", r"board reference is (?P<n>\d+) characters long; at most (?P<limit>\d+) are resolved",
     "a táblahivatkozás {n} karakter hosszú; legfeljebb {limit} karakteres hivatkozás oldható fel",
     "ボード参照が {n} 文字あります。解決できるのは {limit} 文字までです"),
    ("FP104", r"(?P<n>\d+) more problems? in this file (?:are|is) not reported \(at most (?P<limit>\d+) are\)",
     "ebben a fájlban további {n} probléma van, amelyet a jelentés nem sorol fel (legfeljebb {limit} szerepel)",
     "このファイルにはほかに {n} 件の問題がありますが、表示していません（最大 {limit} 件）"),
    ("FP105", r"board id '(?P<id>[^']+)' differs from its file name '(?P<file>[^']+)'",
     "a tábla azonosítója ('{id}') eltér a fájlnevétől ('{file}')", "ボード ID '{id}' がファイル名 '{file}' と異なります"),
    ("FP106", r"board id '(?P<id>[^']+)' is also the id of (?P<other>.+) in the same folder",
     "a(z) '{id}' táblaazonosító ugyanebben a mappában a(z) {other} azonosítója is",
     "ボード ID '{id}' は同じフォルダーの {other} の ID でもあります"),
    ("FP201", r"arrow row (?P<i>\d+) has arrows off the (?P<rows>\d+) x (?P<cols>\d+) grid at (?P<cells>.+)",
     "a(z) {i}. nyílsor nyilai a {rows} x {cols} rácson kívül esnek: {cells}",
     "矢印の行 {i} に {rows} x {cols} のグリッドの外の矢印があります：{cells}"),
    ("FP201", rf"space (?P<cell>{_C}) is outside the (?P<rows>\d+) x (?P<cols>\d+) grid",
     "a(z) {cell} mező kívül esik a {rows} x {cols} rácson", "マス {cell} は {rows} x {cols} のグリッドの外です"),
    ("FP201", r"(?P<axis>row|col) (?P<value>-?\d+) is outside the grid \((?P<axes>rows|cols) 0-(?P<top>\d+)\)",
     "a(z) {value}. {axis_hu} kívül esik a rácson (0-{top})", "{axis_ja} {value} はグリッドの外です（0-{top}）"),
    ("FP202", rf"(?:a |an )?(?P<what>wall|door|opening) joins (?P<a>{_C}) and (?P<b>{_C}), which are not side by side",
     "{what_hu} a(z) {a} és {b} mezőt köti össze, amelyek nem szomszédosak",
     "{what_ja}が隣り合っていない {a} と {b} を結んでいます"),
    ("FP203", rf"edge (?P<edge>{_E}) is listed twice \(also at (?P<first>[^)]+)\)",
     "a(z) {edge} él kétszer szerepel (itt is: {first})", "辺 {edge} が 2 回書かれています（{first} にも）"),
    ("FP203", rf"edge (?P<edge>{_E}) is both an? (?P<one>wall|door|opening) and an? (?P<two>wall|door|opening) "
              r"\(also at (?P<first>[^)]+)\)",
     "a(z) {edge} él egyszerre {one_hu} és {two_hu} (itt is: {first})",
     "辺 {edge} が{one_ja}と{two_ja}の両方になっています（{first} にも）"),
    ("FP204", r"the scene has no entrance: its outer wall has no door and no opening",
     "a helyszínnek nincs bejárata: a külső falán nincs ajtó és nyílás", "建物に入口がありません：外壁にドアも開口部もありません"),
    ("FP204", r"the scene has no space: nothing of the (?P<rows>\d+) x (?P<cols>\d+) grid is inside the building",
     "a helyszínnek nincs mezője: a {rows} x {cols} rács egyetlen mezője sincs az épületen belül",
     "建物にマスがありません：{rows} x {cols} のグリッドに建物の中のマスがひとつもありません"),
    ("FP204", r"the scene fills the whole grid: there is no outside space to enter from",
     "a helyszín kitölti az egész rácsot: nincs külső mező, ahonnan be lehetne lépni",
     "建物がグリッド全体を占めています：入ってくる外のマスがありません"),
    ("FP205", rf"space (?P<cell>{_C}) cannot be reached from outside, even with every door open",
     "a(z) {cell} mező kívülről nem érhető el, még nyitott ajtókkal sem",
     "マス {cell} にはすべてのドアを開けても外から到達できません"),
    ("FP205", r"(?P<n>\d+) spaces cannot be reached from outside, even with every door open: (?P<cells>.+)",
     "{n} mező kívülről nem érhető el, még nyitott ajtókkal sem: {cells}",
     "{n} マスにはすべてのドアを開けても外から到達できません：{cells}"),
    ("FP206", rf"the door (?P<edge>{_E}) is inside one room: its spaces are joined without it",
     "a(z) {edge} ajtó egy szobán belül van: a mezői nélküle is össze vannak kötve",
     "ドア {edge} は部屋の中にあります：ドアがなくても両側のマスがつながっています"),
    ("FP206", rf"the opening (?P<edge>{_E}) is inside one room: its spaces are joined without it",
     "a(z) {edge} nyílás egy szobán belül van: a mezői nélküle is össze vannak kötve",
     "開口部 {edge} は部屋の中にあります：開口部がなくても両側のマスがつながっています"),
    ("FP207", r"rolls name no (?:scene )?space \(red-black\): (?P<rolls>.+)",
     "ezek a dobások (piros-fekete) egyik mezőt sem jelölik: {rolls}", "どのマスにも当たらない出目（赤-黒）：{rolls}"),
    ("FP207", r"scene spaces outside the dice range \(red 1-(?P<red>\d+), black 1-(?P<black>\d+)\) have no dice "
              r"coordinate: (?P<cells>.+)",
     "a kockatartományon (piros 1-{red}, fekete 1-{black}) kívüli mezőknek nincs kockakoordinátája: {cells}",
     "サイコロの範囲（赤 1-{red}、黒 1-{black}）の外のマスにはサイコロ座標がありません：{cells}"),
    ("FP207", r"the roll (?P<roll>\d+-\d+) is given to two spaces \(first at (?P<first>[^)]+)\)",
     "a(z) {roll} dobás két mezőhöz is tartozik (először: {first})", "出目 {roll} が 2 つのマスに割り当てられています（最初は {first}）"),
    ("FP207", rf"the roll (?P<roll>\d+-\d+) names (?P<cell>{_C}), which is not a scene space",
     "a(z) {roll} dobás a(z) {cell} mezőt jelöli, amely nem a helyszín része", "出目 {roll} は建物外のマス {cell} を指しています"),
    ("FP207", rf"space (?P<cell>{_C}) already has a dice coordinate \(at (?P<at>[^)]+)\)",
     "a(z) {cell} mezőnek már van kockakoordinátája ({at})", "マス {cell} にはすでにサイコロ座標があります（{at}）"),
    ("FP207", r"the roll (?P<roll>\d+-\d+) cannot come up on a d(?P<red>\d+) and a d(?P<black>\d+)",
     "a(z) {roll} dobás nem jöhet ki egy d{red} és egy d{black} kockával", "出目 {roll} は d{red} と d{black} では出ません"),
    ("FP207", r"scene spaces have no dice coordinate: (?P<cells>.+)",
     "ezeknek a mezőknek nincs kockakoordinátája: {cells}", "サイコロ座標のないマス：{cells}"),
    ("FP230", r"zones '(?P<a>[^']+)' and '(?P<b>[^']+)' overlap on (?P<cells>.+)",
     "a(z) '{a}' és '{b}' táblanegyed átfedi egymást itt: {cells}", "区画 '{a}' と '{b}' が重なっています：{cells}"),
    ("FP208", rf"(?P<what>a wall|a door|an opening) joins (?P<a>{_C}) and (?P<b>{_C}), both outside the scene",
     "{what_hu} köti össze a(z) {a} és {b} mezőt, amelyek mindketten a helyszínen kívül vannak",
     "{what_ja}が建物の外の 2 マス {a} と {b} を結んでいます"),
    ("FP230", r"zone '(?P<zone>[^']+)' covers spaces outside the scene: (?P<cells>.+)",
     "a(z) '{zone}' táblanegyed a helyszínen kívüli mezőket is lefed: {cells}", "区画 '{zone}' が建物外のマスを含んでいます：{cells}"),
    ("FP230", r"zone '(?P<zone>[^']+)' holds no scene space",
     "a(z) '{zone}' táblanegyedben nincs helyszínmező", "区画 '{zone}' には建物内のマスがありません"),
    ("FP230", r"scene spaces in no zone: (?P<cells>.+)",
     "egyik táblanegyedhez sem tartozó mezők: {cells}", "どの区画にも入っていないマス：{cells}"),
    ("FP231", r"zone '(?P<zone>[^']+)' falls into (?P<n>\d+) pieces; apart from the largest: (?P<cells>.+)",
     "a(z) '{zone}' táblanegyed {n} darabra esik; a legnagyobbon kívül: {cells}",
     "区画 '{zone}' が {n} つに分かれています。最大のもの以外：{cells}"),
    ("FP232", r"zone '(?P<zone>[^']+)' is not flip-closed: the rolls \(red-black\) (?P<rolls>.+) stay outside it "
              r"after flipping",
     "a(z) '{zone}' táblanegyed nem zárt az átfordításra: ezek a dobások (piros-fekete) átfordítva is kívül maradnak: {rolls}",
     "区画 '{zone}' は反転について閉じていません：出目（赤-黒）{rolls} は反転しても外に残ります"),
    ("FP233", r"engine spot (?P<i>\d+) borders (?P<n>\d+) zones \((?P<zones>[^)]+)\): the deck gun target is ambiguous",
     "a Fecskendős kocsi {i}. parkolóhelye {n} táblanegyeddel határos ({zones}): a Fecskendő célja nem egyértelmű",
     "消防車のスペース {i} は {n} つの区画（{zones}）に接しています：放水銃の対象が決まりません"),
    ("FP233", r"engine spot (?P<i>\d+) borders no zone: the deck gun has no target from it",
     "a Fecskendős kocsi {i}. parkolóhelye egyik táblanegyeddel sem határos: innen a Fecskendőnek nincs célja",
     "消防車のスペース {i} はどの区画にも接していません：ここからは放水銃の対象がありません"),
    ("FP233", r"engine spot (?P<i>\d+) borders no zone",
     "a Fecskendős kocsi {i}. parkolóhelye egyik táblanegyeddel sem határos", "消防車のスペース {i} はどの区画にも接していません"),
    ("FP234", r"zone '(?P<zone>[^']+)' borders no engine parking spot: the deck gun can never fire into it",
     "a(z) '{zone}' táblanegyeddel egyetlen Fecskendős kocsi parkolóhely sem határos: a Fecskendő sosem lőhet bele",
     "区画 '{zone}' はどの消防車のスペースにも接していません：放水銃がこの区画に放水することはありません"),
    ("FP240", r"scene spaces without a POI arrow: (?P<cells>.+)",
     "MCP nyíl nélküli mezők: {cells}", "POI 矢印のないマス：{cells}"),
    ("FP241", rf"'(?P<word>[^']*)' at space (?P<cell>{_C}) \(word (?P<w>\d+) of the row\) is not a direction",
     "a(z) '{word}' a(z) {cell} mezőn (a sor {w}. szava) nem irány", "マス {cell} の '{word}'（行の {w} 語目）は方向ではありません"),
    ("FP241", rf"the arrow (?P<dir>[NESW]{{1,2}}) at space (?P<cell>{_C}) \(word (?P<w>\d+) of the row\) points at "
              rf"(?P<to>{_C}), outside the scene",
     "a(z) {cell} mező {dir} nyila (a sor {w}. szava) a helyszínen kívüli {to} mezőre mutat",
     "マス {cell} の矢印 {dir}（行の {w} 語目）は建物外の {to} を指しています"),
    ("FP242", rf"the arrows of (?P<a>{_C}) and (?P<b>{_C}) point at each other: a sliding POI would bounce between them",
     "a(z) {a} és {b} nyilai egymásra mutatnak: a csúszó MCP oda-vissza pattogna közöttük",
     "{a} と {b} の矢印が向かい合っています：移動する POI がその間を行き来します"),
    ("FP242", rf"the arrow of (?P<cell>{_C}) points at itself",
     "a(z) {cell} nyila önmagára mutat", "{cell} の矢印が自分自身を指しています"),
    ("FP243", r"the arrows end in (?P<n>\d+) separate loops: (?P<loops>.+)",
     "a nyilak {n} külön körben végződnek: {loops}", "矢印が {n} つの別々のループで終わっています：{loops}"),
    ("FP244", r"arrows on spaces outside the scene, never used: (?P<cells>.+) \(word (?P<w>\d+) of the row\)",
     "nyilak a helyszínen kívüli mezőkön, sosem használódnak: {cells} (a sor {w}. szava)",
     "建物の外のマスにある矢印は使われません：{cells}（行の {w} 語目）"),
    ("FP250", rf"(?P<kind>ambulance|engine) spot (?P<i>\d+) joins (?P<a>{_C}) and (?P<b>{_C}), which are not side by side",
     "a(z) {kind_hu} {i}. parkolóhelye a(z) {a} és {b} mezőt köti össze, amelyek nem szomszédosak",
     "{kind_ja}のスペース {i} は隣り合っていない {a} と {b} を結んでいます"),
    ("FP250", r"(?P<kind>ambulance|engine) spot (?P<i>\d+) is on the scene at (?P<cells>.+); spots are outside it",
     "a(z) {kind_hu} {i}. parkolóhelye a helyszínen van: {cells}; a parkolóhelyek azon kívül vannak",
     "{kind_ja}のスペース {i} が建物の上にあります（{cells}）。スペースは建物の外に置きます"),
    ("FP250", rf"(?P<kind>ambulance|engine) spot (?P<i>\d+) names the space (?P<cell>{_C}) twice",
     "a(z) {kind_hu} {i}. parkolóhelye kétszer nevezi meg a(z) {cell} mezőt",
     "{kind_ja}のスペース {i} はマス {cell} を 2 回挙げています"),
    ("FP251", r"(?P<kind>ambulance|engine) spot (?P<i>\d+) overlaps (?:ambulance|engine) spot (?P<j>\d+) on (?P<cells>.+)",
     "a(z) {kind_hu} {i}. parkolóhelye átfedi a(z) {j}. parkolóhelyet itt: {cells}",
     "{kind_ja}のスペース {i} はスペース {j} と {cells} で重なっています"),
    ("FP251", r"(?P<kind>ambulance|engine) spot (?P<i>\d+) repeats (?:ambulance|engine) spot (?P<j>\d+)",
     "a(z) {kind_hu} {i}. parkolóhelye megismétli a(z) {j}. parkolóhelyet", "{kind_ja}のスペース {i} はスペース {j} と同じです"),
    ("FP252", rf"engine spot (?P<i>\d+) shares (?P<cell>{_C}) with ambulance spot (?P<j>\d+)",
     "a Fecskendős kocsi {i}. parkolóhelye osztozik a(z) {cell} mezőn a Mentőautó {j}. parkolóhelyével",
     "消防車のスペース {i} は救急車のスペース {j} と {cell} を共有しています"),
    ("FP253", r"(?P<kind>ambulance|engine) spot (?P<i>\d+) \((?P<cells>[^)]+)\) does not touch the scene",
     "a(z) {kind_hu} {i}. parkolóhelye ({cells}) nem érintkezik a helyszínnel",
     "{kind_ja}のスペース {i}（{cells}）は建物に接していません"),
    ("FP254", r"(?P<kind>ambulance|engine) spots are not listed in clockwise driving order; clockwise from spot 1 they are "
              r"(?P<order>.+) \(spots (?P<idx>[\d, ]+)\)",
     "a(z) {kind_hu} parkolóhelyei nem az óramutató járása szerinti sorrendben szerepelnek; az 1. helytől óramutató "
     "szerint: {order} (helyek: {idx})",
     "{kind_ja}のスペースが時計回りの移動順に並んでいません。スペース 1 から時計回りに：{order}（スペース {idx}）"),
    ("FP260", r"rooms '(?P<a>[^']+)' and '(?P<b>[^']+)' overlap on (?P<cells>.+)",
     "a(z) '{a}' és '{b}' szoba átfedi egymást itt: {cells}", "部屋 '{a}' と '{b}' が重なっています：{cells}"),
    ("FP261", r"room '(?P<room>[^']+)' covers spaces outside the scene: (?P<cells>.+)",
     "a(z) '{room}' szoba a helyszínen kívüli mezőket is lefed: {cells}", "部屋 '{room}' が建物の外のマスを含んでいます：{cells}"),
    ("FP261", r"room '(?P<room>[^']+)' reaches off the (?P<rows>\d+) x (?P<cols>\d+) grid: rows (?P<rspan>\[-?\d+, -?\d+\]) "
              r"and columns (?P<cspan>\[-?\d+, -?\d+\])",
     "a(z) '{room}' szoba kilóg a {rows} x {cols} rácsból: sorok {rspan}, oszlopok {cspan}",
     "部屋 '{room}' が {rows} x {cols} のグリッドからはみ出しています：行 {rspan}、列 {cspan}"),
    ("FP261", r"room '(?P<room>[^']+)' reaches off the (?P<rows>\d+) x (?P<cols>\d+) grid: (?P<axis>rows|columns) "
              r"(?P<span>\[-?\d+, -?\d+\])",
     "a(z) '{room}' szoba kilóg a {rows} x {cols} rácsból: {axis_hu} {span}",
     "部屋 '{room}' が {rows} x {cols} のグリッドからはみ出しています：{axis_ja} {span}"),
    ("FP261", r"room '(?P<room>[^']+)' reaches off the (?P<rows>\d+) x (?P<cols>\d+) grid: (?P<cells>\[.+)",
     "a(z) '{room}' szoba kilóg a {rows} x {cols} rácsból: {cells}",
     "部屋 '{room}' が {rows} x {cols} のグリッドからはみ出しています：{cells}"),
    ("FP301", rf"(?:an? )?(?P<marker>the named Victim|[A-Z][A-Za-z ]*?) is placed on (?P<cell>{_C}), outside the scene",
     "{marker_hu} a helyszínen kívüli {cell} mezőre került", "{marker_ja}が建物外のマス {cell} に置かれています"),
    ("FP301", rf"(?:an? )?(?P<marker>the named Victim|[A-Z][A-Za-z ]*?) is placed on (?P<cell>{_C}), off the grid",
     "{marker_hu} a rácson kívüli {cell} mezőre került", "{marker_ja}がグリッド外のマス {cell} に置かれています"),
    ("FP302", rf"an? (?P<marker>[A-Za-z ]+?) is placed on (?P<cell>{_C}), which starts with (?P<other>[A-Z][A-Za-z ]*)",
     "{marker_hu} került a(z) {cell} mezőre, ahol kezdetben {other_hu} van",
     "{other_ja}で始まるマス {cell} に{marker_ja}が置かれています"),
    ("FP302", rf"(?P<n>\d+) Debris are placed on (?P<cell>{_C}); a space holds at most (?P<most>\d+)",
     "{n} Törmelék került a(z) {cell} mezőre; egy mezőn legfeljebb {most} lehet",
     "マス {cell} にがれきが {n} 個置かれています。1 マスに置けるのは {most} 個までです"),
    ("FP302", rf"(?:an? )?(?P<marker>[A-Z][A-Za-z ]*?) is placed twice on (?P<cell>{_C}) \(first at (?P<first>[^)]+)\)",
     "{marker_hu} kétszer került a(z) {cell} mezőre (először: {first})",
     "{marker_ja}がマス {cell} に 2 回置かれています（最初は {first}）"),
    ("FP303", r"setup needs (?P<n>\d+) (?P<marker>[a-z_ ]+) at level '(?P<level>[^']+)' \((?P<placed>\d+) placed \+ "
              r"(?P<exp>\d+) from explosions \+ (?P<rolled>\d+) rolled \+ (?P<aside>\d+) set aside\), but the supply holds "
              r"(?P<have>\d+)",
     "az előkészítéshez {n} {marker_hu} kell a(z) '{level}' szinten ({placed} elhelyezve + {exp} robbanásokból + "
     "{rolled} dobással + {aside} félretéve), de a készletben csak {have} van",
     "レベル '{level}' の準備には{marker_ja}が {n} 個必要です（配置 {placed} + 爆発から {exp} + ダイス {rolled} + 取り置き "
     "{aside}）が、ストックは {have} 個です"),
    ("FP303", r"setup needs (?P<n>\d+) (?P<marker>[a-z_ ]+) \((?P<placed>\d+) placed \+ (?P<exp>\d+) from explosions \+ "
              r"(?P<rolled>\d+) rolled \+ (?P<aside>\d+) set aside\), but the supply holds (?P<have>\d+)",
     "az előkészítéshez {n} {marker_hu} kell ({placed} elhelyezve + {exp} robbanásokból + {rolled} dobással + {aside} "
     "félretéve), de a készletben csak {have} van",
     "準備には{marker_ja}が {n} 個必要です（配置 {placed} + 爆発から {exp} + ダイス {rolled} + 取り置き {aside}）が、"
     "ストックは {have} 個です"),
    ("FP303", r"setup needs (?P<n>\d+) (?P<marker>[a-z_ ]+) \((?P<placed>\d+) placed \+ (?P<rolled>\d+) rolled\), but the "
              r"supply holds (?P<have>\d+)",
     "az előkészítéshez {n} {marker_hu} kell ({placed} elhelyezve + {rolled} dobással), de a készletben csak {have} van",
     "準備には{marker_ja}が {n} 個必要です（配置 {placed} + ダイス {rolled}）が、ストックは {have} 個です"),
    ("FP303", r"setup needs (?P<n>\d+) (?P<marker>[a-z_ ]+) at level '(?P<level>[^']+)' \((?P<placed>\d+) placed \+ "
              r"(?P<rolled>\d+) rolled\), but the supply holds (?P<have>\d+)",
     "az előkészítéshez {n} {marker_hu} kell a(z) '{level}' szinten ({placed} elhelyezve + {rolled} dobással), "
     "de a készletben csak {have} van",
     "レベル '{level}' の準備には{marker_ja}が {n} 個必要です（配置 {placed} + ダイス {rolled}）が、ストックは {have} 個です"),
    ("FP304", r"winning needs (?P<n>\d+) rescued Victims, but the POI bag holds only (?P<have>\d+)",
     "a győzelemhez {n} megmentett Áldozat kell, de az MCP-zsákban csak {have} van",
     "勝利には {n} 人の救助が必要ですが、POI の袋には {have} 人しかいません"),
    ("FP302", rf"the named Victim is placed on (?P<cell>{_C}), which starts with a POI",
     "a megnevezett Áldozat a(z) {cell} mezőre került, ahol kezdetben MCP van", "名前のある要救助者が POI で始まるマス {cell} に置かれています"),
    ("FP302", rf"the named Victim is placed on (?P<cell>{_C}), which starts with Fire",
     "a megnevezett Áldozat a(z) {cell} mezőre került, ahol kezdetben Tűz van", "名前のある要救助者が火で始まるマス {cell} に置かれています"),
    ("FP304", r"a firefighter holds at most (?P<most>\d+) AP at once \((?P<turn>\d+) AP a turn, (?P<saved>\d+) "
              r"saved\), but a step carrying a Victim costs (?P<cost>\d+): no Victim can ever be carried out, and "
              r"winning needs (?P<n>\d+) rescued",
     "egy tűzoltónál egyszerre legfeljebb {most} AP lehet (körönként {turn} AP, {saved} megtakarítva), de egy lépés "
     "Áldozattal {cost} AP-be kerül: egyetlen Áldozat sem vihető ki, a győzelemhez pedig {n} megmentett kell",
     "消防士が一度に持てる AP は最大 {most}（1 ターン {turn} AP、持ち越し {saved}）ですが、要救助者を運ぶ 1 歩は {cost} AP "
     "かかります：要救助者を運び出すことは決してできず、勝利には {n} 人の救助が必要です"),
    ("FP304", r"winning needs (?P<n>\d+) rescued Helpers, but setup places only (?P<have>\d+)",
     "a győzelemhez {n} kimentett Segítő kell, de az előkészítés csak {have} Segítőt helyez el",
     "勝利には {n} 人の協力者の救出が必要ですが、準備で置かれる協力者は {have} 人だけです"),
    ("FP304", r'winning needs (?P<n>\d+) rescued Victims, but "poi_on_board" is 0, so no POI is placed after setup, and '
              r"setup places (?P<placed>\d+) POI with player counts? (?P<counts>[\d, ]+): at most (?P<most>\d+) Victims can "
              r"ever be rescued",
     'a győzelemhez {n} megmentett Áldozat kell, de a "poi_on_board" értéke 0, így az előkészítés után nem kerül fel '
     "új MCP, az előkészítés pedig {placed} MCP-t helyez el ennyi játékossal: {counts}; legfeljebb {most} Áldozat "
     "menthető ki",
     '勝利には {n} 人の救助が必要ですが、"poi_on_board" が 0 なので準備の後に POI は置かれず、{counts} 人のときに準備で'
     "置かれる POI は {placed} 個です。救助できるのは多くて {most} 人です"),
    ("FP304", r'winning needs (?P<n>\d+) rescued Victims, but "poi_on_board" is 0, so no POI is placed after setup, and '
              r"setup places (?P<placed>\d+) POI: at most (?P<most>\d+) Victims can ever be rescued",
     'a győzelemhez {n} megmentett Áldozat kell, de a "poi_on_board" értéke 0, így az előkészítés után nem kerül fel '
     "új MCP, az előkészítés pedig {placed} MCP-t helyez el: legfeljebb {most} Áldozat menthető ki",
     '勝利には {n} 人の救助が必要ですが、"poi_on_board" が 0 なので準備の後に POI は置かれず、準備で置かれる POI は '
     "{placed} 個です。救助できるのは多くて {most} 人です"),
    ("FP304", r'winning needs (?P<n>\d+) rescued Victims, but "poi_on_board" is 0, so no POI is placed after setup and '
              r"no card a game draws places one, and setup places (?P<placed>\d+) POI with player counts? "
              r"(?P<counts>[\d, ]+): at most (?P<most>\d+) Victims can ever be rescued",
     'a győzelemhez {n} megmentett Áldozat kell, de a "poi_on_board" értéke 0, így az előkészítés után nem kerül fel '
     "új MCP, és egyetlen kártya sem tesz fel, amelyet egy játék húz; az előkészítés {placed} MCP-t helyez el ennyi "
     "játékossal: {counts}; legfeljebb {most} Áldozat menthető ki",
     '勝利には {n} 人の救助が必要ですが、"poi_on_board" が 0 なので準備の後に POI は置かれず、ゲームで引かれるカードにも '
     "POI を置くものがありません。{counts} 人のときに準備で置かれる POI は {placed} 個です。救助できるのは多くて {most} "
     "人です"),
    ("FP304", r'winning needs (?P<n>\d+) rescued Victims, but "poi_on_board" is 0, so no POI is placed after setup and '
              r"no card a game draws places one, and setup places (?P<placed>\d+) POI: at most (?P<most>\d+) Victims "
              r"can ever be rescued",
     'a győzelemhez {n} megmentett Áldozat kell, de a "poi_on_board" értéke 0, így az előkészítés után nem kerül fel '
     "új MCP, és egyetlen kártya sem tesz fel, amelyet egy játék húz; az előkészítés {placed} MCP-t helyez el: "
     "legfeljebb {most} Áldozat menthető ki",
     '勝利には {n} 人の救助が必要ですが、"poi_on_board" が 0 なので準備の後に POI は置かれず、ゲームで引かれるカードにも '
     "POI を置くものがありません。準備で置かれる POI は {placed} 個です。救助できるのは多くて {most} 人です"),
    ("FP304", r"Victims are rescued only at the Ambulance \(rescue 'ambulance'\), but ruleset '(?P<ruleset>[^']+)' plays "
              r"without vehicles: no Victim can ever be rescued",
     "Áldozatot csak a Mentőautónál lehet kimenteni (rescue 'ambulance'), de a(z) '{ruleset}' szabályok járművek nélkül "
     "játszanak: egyetlen Áldozat sem menthető ki",
     "要救助者は救急車でしか救出できません（rescue 'ambulance'）が、ルール '{ruleset}' は車両なしで遊ぶため、"
     "誰も救出できません"),
    ("FP305", r"ruleset '(?P<ruleset>[^']+)' needs POI arrows \(new POI slide along the arrows\), but board "
              r"'(?P<board>[^']+)' has none",
     "a(z) '{ruleset}' szabályokhoz MCP nyilak kellenek (az új MCP a nyilak mentén csúszik), de a(z) '{board}' táblán nincsenek",
     "ルール '{ruleset}' には POI 矢印が必要です（新しい POI は矢印に沿って移動）が、ボード '{board}' にはありません"),
    ("FP306", r"card '(?P<card>[^']+)' shuffles in an unknown card '(?P<other>[^']+)'",
     "a(z) '{card}' kártya egy ismeretlen kártyát kever be: '{other}'", "カード '{card}' が不明なカード '{other}' を混ぜ込みます"),
    ("FP306", r"procedure '(?P<proc>[^']+)' takes its count from the difficulty level, but the Call has no levels",
     "a(z) '{proc}' lépés a nehézségi szintből veszi a darabszámot, de a Hívásnak nincsenek szintjei",
     "手順 '{proc}' は難易度レベルから数を取りますが、このコールにはレベルがありません"),
    ("FP305", r"ruleset '(?P<ruleset>[^']+)' needs (?P<what>ambulance spots|engine spots|zones|POI arrows) "
              r"\((?P<why>[^)]+)\), but board '(?P<board>[^']+)' has none",
     "a(z) '{ruleset}' szabályokhoz ilyenek kellenek: {what_hu} ({why_hu}), de a(z) '{board}' táblán nincsenek",
     "ルール '{ruleset}' には{what_ja}が必要です（{why_ja}）が、ボード '{board}' にはありません"),
    ("FP306", r"card '(?P<card>[^']+)' is used at level '(?P<level>[^']+)', which the Call does not have",
     "a(z) '{card}' kártya a(z) '{level}' szinten szerepel, de a Hívásnak nincs ilyen szintje",
     "カード '{card}' はレベル '{level}' で使われますが、このコールにそのレベルはありません"),
    ("FP306", r"the Call lists specialists, but ruleset '(?P<ruleset>[^']+)' plays without them",
     "a Hívás specialistákat sorol fel, de a(z) '{ruleset}' szabályok nélkülük játszanak",
     "このコールは専門家を挙げていますが、ルール '{ruleset}' は専門家なしで遊びます"),
    ("FP306", r"specialist '(?P<name>[^']+)' is listed twice", "a(z) '{name}' specialista kétszer szerepel",
     "専門家 '{name}' が 2 回書かれています"),
    ("FP306", r"(?P<what>deck|card|level|water source|rescue place|marker) id '(?P<id>[^']+)' is used twice"
              r"(?: \(first at (?P<first>[^)]+)\))?",
     "a(z) '{id}' azonosító ({what_hu}) kétszer szerepel", "{what_ja}の ID '{id}' が 2 回使われています"),
    ("FP306", r"hero set id '(?P<id>[^']+)' is used twice \(first at (?P<first>[^)]+)\)",
     "a(z) '{id}' azonosító kétszer szerepel a hőskészletben (először itt: {first})",
     "ヒーローのセットで ID '{id}' が 2 回使われています（最初は {first}）"),
    ("FP306", r"card '(?P<card>[^']+)' shuffles into an unknown deck '(?P<deck>[^']+)'",
     "a(z) '{card}' kártya egy ismeretlen pakliba kever: '{deck}'", "カード '{card}' が不明なデッキ '{deck}' に混ぜ込みます"),
    ("FP306", r"card '(?P<card>[^']+)' reveals an event, but the Call has no event deck",
     "a(z) '{card}' kártya eseményt fed fel, de a Hívásnak nincs eseménypaklija",
     "カード '{card}' はイベントを公開しますが、このコールにはイベントのデッキがありません"),
    ("FP306", r"ruleset '(?P<ruleset>[^']+)' draws a Fire card every turn, but the Call has no fire deck",
     "a(z) '{ruleset}' szabályok minden körben Tűzkártyát húznak, de a Hívásnak nincs Tűzpaklija",
     "ルール '{ruleset}' は毎手番火災カードを引きますが、このコールには火災デッキがありません"),
    ("FP306", r"levels set no POI count, so 'place_poi' cannot take its count from the level",
     "a szintek nem adnak meg MCP-darabszámot, így a 'place_poi' nem veheti a szintből a darabszámát",
     "レベルに POI の数がないため、'place_poi' はレベルから数を取れません"),
    ("FP307", rf"face (?P<face>\d+) targets (?P<cell>{_C}), which is not a scene space",
     "a(z) {face}. oldal a(z) {cell} mezőt célozza, amely nem a helyszín mezője", "目 {face} は建物のマスではない {cell} を指しています"),
    ("FP307", r"face (?P<face>\d+) cannot come up on the d(?P<sides>\d+) black die",
     "a(z) {face}. oldal nem jöhet ki a {sides} oldalú fekete kockán", "目 {face} は {sides} 面の黒ダイスでは出ません"),
    ("FP307", r"the first-explosion table has no entry for face (?P<faces>[\d, ]+) of the d(?P<sides>\d+)",
     "az első robbanások táblázatában nincs bejegyzés a {sides} oldalú kocka ezen oldalaira: {faces}",
     "最初の爆発の表に {sides} 面ダイスの目 {faces} の項目がありません"),
    ("FP307", rf"faces (?P<a>\d+) and (?P<b>\d+) both target (?P<cell>{_C})",
     "a(z) {a} és {b} oldal is a(z) {cell} mezőt célozza", "目 {a} と {b} が両方 {cell} を指しています"),
    ("FP308", r"the setup places Debris, but ruleset '(?P<ruleset>[^']+)' plays without it \(parameter 'debris' is off\)",
     "az előkészítés Törmeléket helyez el, de a(z) '{ruleset}' szabályok nélküle játszanak (a 'debris' paraméter ki van "
     "kapcsolva)",
     "準備でがれきを置いていますが、ルール '{ruleset}' はがれきなしで遊びます（パラメーター 'debris' がオフ）"),
    ("FP308", r"the setup places Hazmat, but ruleset '(?P<ruleset>[^']+)' plays without them \(parameter 'hazmat' is off\)",
     "az előkészítés Gyúlékony anyagot helyez el, de a(z) '{ruleset}' szabályok nélküle játszanak (a 'hazmat' paraméter "
     "ki van kapcsolva)",
     "準備で危険物を置いていますが、ルール '{ruleset}' は危険物なしで遊びます（パラメーター 'hazmat' がオフ）"),
    ("FP308", r"the setup places Hot Spots, but ruleset '(?P<ruleset>[^']+)' plays without them \(parameter 'hot_spots' is "
              r"off\)",
     "az előkészítés Tűzfészkeket helyez el, de a(z) '{ruleset}' szabályok nélkülük játszanak (a 'hot_spots' paraméter "
     "ki van kapcsolva)",
     "準備で高温点を置いていますが、ルール '{ruleset}' は高温点なしで遊びます（パラメーター 'hot_spots' がオフ）"),
    ("FP308", r"the Call has card decks, but ruleset '(?P<ruleset>[^']+)' rolls for the fire each turn \(fire_phase 'roll'\) "
              r"and plays no cards",
     "a Hívásnak vannak kártyapaklijai, de a(z) '{ruleset}' szabályok minden körben dobással terjesztik a tüzet "
     "(fire_phase 'roll'), és nem használnak kártyát",
     "このコールにはカードのデッキがありますが、ルール '{ruleset}' は毎手番サイコロで火を広げ（fire_phase 'roll'）、"
     "カードを使いません"),
    ("FP309", rf"Smoke on (?P<cell>{_C}) is Adjacent to Fire on (?P<fire>{_C}): it turns to Fire at the end of the first turn",
     "a(z) {cell} mezőn lévő Füst szomszédos a(z) {fire} mezőn lévő Tűzzel: az első kör végén Tűzzé válik",
     "マス {cell} の煙はマス {fire} の火に隣接しています：最初の手番の終わりに火になります"),
    ("FP310", r"the Call offers heroes, but ruleset '(?P<ruleset>[^']+)' plays without specialists",
     "a Hívás hősöket kínál, de a(z) '{ruleset}' szabályok specialisták nélkül játszanak",
     "このコールはヒーローを用意していますが、ルール '{ruleset}' は専門家なしで遊びます"),
    ("FP310", r"the Call offers (?P<n>\d+) specialists? for up to (?P<most>\d+) players: each firefighter plays a "
              r"specialist of its own",
     "a Hívás {n} specialistát kínál legfeljebb {most} játékosra: minden tűzoltó saját specialistával játszik",
     "最大 {most} 人のプレイヤーに対して、コールが用意する専門家は {n} 人です。消防士はそれぞれ別の専門家を使います"),
    ("FP310", r"the hero set has (?P<n>\d+) specialists for up to (?P<most>\d+) players",
     "a hőskészletben {n} specialista van legfeljebb {most} játékosra",
     "最大 {most} 人のプレイヤーに対して、ヒーローのセットの専門家は {n} 人です"),
    ("FP310", r"(?P<most>\d+) players look at (?P<draw>\d+) (?P<word>Gear|Boost) cards each \((?P<wanted>\d+)\), but the "
              r"deck holds (?P<have>\d+)",
     "{most} játékos egyenként {draw} {word_hu}kártyát néz meg ({wanted}), de a pakliban csak {have} van",
     "{most} 人のプレイヤーがそれぞれ{word_ja}カードを {draw} 枚見ます（計 {wanted} 枚）が、デッキには {have} 枚しかありません"),
    ("FP310", r"each firefighter equips (?P<keep>\d+) Gear of the (?P<draw>\d+) it looks at",
     "minden tűzoltó {keep} Felszerelést szerel fel a megnézett {draw} közül",
     "各消防士は見た {draw} 枚の装備から {keep} 枚を装備することになっています"),
    ("FP310", r"each firefighter keeps (?P<keep>\d+) Boosts at forging but looks at only (?P<draw>\d+)",
     "minden tűzoltó {keep} Boostot tart meg a kovácsoláskor, de csak {draw} lapot néz meg",
     "各消防士は準備でブーストを {keep} 枚残しますが、見るのは {draw} 枚だけです"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: it needs the firefighter on the Engine's spot and in zone "
              r"'(?P<zone>[^']+)', and no Engine space lies in that zone",
     "ez a(z) {mod} módosító sosem érvényesül: a tűzoltónak a Fecskendős kocsi helyén és a(z) '{zone}' táblanegyedben "
     "kell állnia, de a kocsi egyetlen mezője sincs abban a táblanegyedben",
     "この {mod} 修正は決して適用されません：消防車のスペースにいて区画 '{zone}' にもいる必要がありますが、"
     "消防車のマスはその区画にありません"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: no card of the hero set allows (?P<what>[A-Za-z ]+) "
              r"\(an allow modifier for '(?P<action>\w+)'\)",
     "ez a(z) {mod} módosító sosem érvényesül: a hőskészlet egyetlen lapja sem engedi meg ezt: {action} "
     "(egy allow módosító kellene)",
     "この {mod} 修正は決して適用されません：ヒーローのセットのどのカードも {action} を許可していません"
     "（allow 修正が必要です）"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: the ruleset has no Debris \(ruleset\.params\.debris\), and clear "
              r"is the Debris action: a Call marker's removal costs its clear_cost",
     "ez a(z) {mod} módosító sosem érvényesül: a szabályokban nincs Törmelék (ruleset.params.debris), a clear pedig a "
     "Törmelék eltávolítása; egy Hívásjelző eltávolítása a saját clear_cost értékébe kerül",
     "この {mod} 修正は決して適用されません：ルールにがれきがありません（ruleset.params.debris）。clear はがれきの"
     "アクションで、コールマーカーを取り除くコストはその clear_cost です"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: the board has no zone '(?P<zone>[^']+)' \(zones: (?P<zones>[^)]*)\)",
     "ez a(z) {mod} módosító sosem érvényesül: a táblán nincs '{zone}' táblanegyed (táblanegyedek: {zones})",
     "この {mod} 修正は決して適用されません：ボードに区画 '{zone}' がありません（区画：{zones}）"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: the board has no Engine parking spots",
     "ez a(z) {mod} módosító sosem érvényesül: a táblán nincs Fecskendős kocsi parkolóhely",
     "この {mod} 修正は決して適用されません：ボードに消防車のスペースがありません"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: (?P<card>a signature skill|a Gear card|a Boost) never meets the "
              r"trigger '(?P<when>[^']+)'",
     "ez a(z) {mod} módosító sosem érvényesül: {card_hu} sosem teljesíti a(z) '{when}' feltételt",
     "この {mod} 修正は決して適用されません：{card_ja}がトリガー '{when}' を満たすことはありません"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: (?P<what>[A-Za-z ]+) \((?P<action>\w+)\) costs (?P<n>\d+) AP at most, "
              r"not more than the floor (?P<floor>\d+)",
     "ez a(z) {mod} módosító sosem érvényesül: a(z) {action} legfeljebb {n} AP-be kerül, ez nem több a(z) {floor} alsó "
     "határnál",
     "この {mod} 修正は決して適用されません：{action} は最大 {n} AP で、下限 {floor} を超えません"),
    ("FP312", r"water source '(?P<src>[^']+)' serves zone '(?P<zone>[^']+)', which the board does not have "
              r"\(zones: (?P<zones>[^)]*)\)",
     "a(z) '{src}' vízforrás a(z) '{zone}' táblanegyedet szolgálja, de a táblán nincs ilyen (táblanegyedek: {zones})",
     "水源 '{src}' は区画 '{zone}' に給水しますが、ボードにその区画はありません（区画：{zones}）"),
    ("FP312", r"water source '(?P<src>[^']+)' has no space to use it from",
     "a(z) '{src}' vízforrásnak nincs mezője, ahonnan használni lehetne", "水源 '{src}' には使うためのマスがありません"),
    ("FP312", rf"water source '(?P<src>[^']+)': space (?P<cell>{_C}) borders no space of zone '(?P<zone>[^']+)'",
     "a(z) '{src}' vízforrás: a(z) {cell} mező a(z) '{zone}' táblanegyed egyetlen mezőjével sem határos",
     "水源 '{src}'：マス {cell} は区画 '{zone}' のどのマスにも接していません"),
    ("FP312", rf"water source '(?P<src>[^']+)': space (?P<cell>{_C}) lies in zone '(?P<zone>[^']+)', which it serves; "
              r"whoever stands there to open it is in that zone, so the blast is never legal \(R-ACT-9\)",
     "a(z) '{src}' vízforrás: a(z) {cell} mező a(z) '{zone}' táblanegyedben van, amelyet szolgál; aki ott állva megnyitja, "
     "maga is a táblanegyedben van, így az Elárasztás sosem szabályos (R-ACT-9)",
     "水源 '{src}'：マス {cell} は給水先の区画 '{zone}' の中にあります。そこに立って開ける消防士がその区画にいるため、"
     "一斉放水は決して合法になりません（R-ACT-9）"),
    ("FP313", r"(?P<what>rescue vehicle|rescue place) '(?P<id>[^']+)' has no spaces, so nobody can be rescued there",
     "{what_hu} ('{id}'): nincs mezője, így ott senki sem menthető ki",
     "{what_ja} '{id}' にはマスがないため、そこでは誰も救出できません"),
    ("FP314", rf"(?P<cell>{_C}) gets a second Call marker \('(?P<kind>[^']+)' after '(?P<first>[^']+)'\)",
     "a(z) {cell} mezőre egy második Hívásjelző kerül ('{kind}' a(z) '{first}' után)",
     "マス {cell} に 2 つ目のコールマーカーが置かれます（'{first}' の後に '{kind}'）"),
    ("FP314", r"setup places the marker '(?P<kind>[^']+)', which the Call's markers do not define",
     "az előkészítés a(z) '{kind}' jelzőt helyezi el, de a Hívás jelzői között nincs ilyen",
     "準備でマーカー '{kind}' を置いていますが、コールのマーカーには定義されていません"),
    ("FP314", r"a card places '(?P<kind>[^']+)', which the Call's markers do not define",
     "egy kártya a(z) '{kind}' jelzőt helyezi el, de a Hívás jelzői között nincs ilyen",
     "カードがマーカー '{kind}' を置きますが、コールのマーカーには定義されていません"),
    ("FP314", r"a card's place_marker effect names no marker",
     "egy kártya jelzőt helyezne el, de nem nevezi meg, melyiket", "カードがマーカーを置きますが、どのマーカーかが書かれていません"),
    ("FP315", r"the POI bag holds (?P<v>\d+) Victims and (?P<f>\d+) False Alarms; the box has (?P<bv>\d+) and (?P<bf>\d+)",
     "az MCP-zsákban {v} Áldozat és {f} Téves cél van; a dobozban {bv} Áldozat és {bf} Téves cél van",
     "POI の袋には要救助者 {v} 枚と誤報 {f} 枚がありますが、箱にあるのは要救助者 {bv} 枚と誤報 {bf} 枚です"),
    ("FP315", r"the Threat supply is (?P<n>\d+); the box has (?P<box>\d+)",
     "a Fenyegetés jelzők készlete {n}; a dobozban {box} van", "脅威マーカーのストックは {n} 個ですが、箱には {box} 個です"),
    ("FP324", r"(?P<n>\d+) scene spaces? can be reached from outside only by chopping through walls: Call markers nobody can "
              r"remove close every way in \((?P<closing>[^)]*)\): (?P<cells>.+)",
     "{n} helyszínmező csak falak kivágásával érhető el kívülről: el nem távolítható Hívásjelzők zárnak el minden bejutást "
     "({closing}): {cells}",
     "建物内の {n} マスには壁を壊さなければ外から入れません：取り除けないコールマーカーがすべての入口をふさいでいます"
     "（{closing}）：{cells}"),
    ("FP324", r"(?P<n>\d+) scene spaces? can be reached from outside only by a diagonal move, which only a hero whose "
              r"card allows it makes, or by chopping through walls: Call markers nobody can remove close every other "
              r"way in \((?P<closing>[^)]*)\): (?P<cells>.+)",
     "{n} helyszínmező kívülről csak átlós lépéssel érhető el, amelyet csak olyan hős tesz meg, akinek a lapja "
     "megengedi, vagy falak kivágásával: el nem távolítható Hívásjelzők zárnak el minden más bejutást ({closing}): "
     "{cells}",
     "建物内の {n} マスには外から斜め移動（カードが認めるヒーローだけができます）か壁を壊すことでしか入れません："
     "取り除けないコールマーカーがほかのすべての入口をふさいでいます（{closing}）：{cells}"),
    ("FP324", r"(?P<n>\d+) scene spaces? can never be reached, not even by chopping through walls: Call markers nobody can "
              r"remove close every way in \((?P<closing>[^)]*)\): (?P<cells>.+)",
     "{n} helyszínmező sosem érhető el, falak kivágásával sem: el nem távolítható Hívásjelzők zárnak el minden bejutást "
     "({closing}): {cells}",
     "建物内の {n} マスには、壁を壊しても決して入れません：取り除けないコールマーカーがすべての入口をふさいでいます"
     "（{closing}）：{cells}"),
    ("FP316", rf"the spaces of large Call marker '(?P<kind>[^']+)' are not side by side: (?P<cells>.+) not joined to (?P<cell>{_C})",
     "a(z) '{kind}' nagy Hívásjelző mezői nem szomszédosak: {cells} nem kapcsolódik ehhez: {cell}",
     "大きなコールマーカー '{kind}' のマスが隣り合っていません：{cells} が {cell} とつながっていません"),
    ("FP316", rf"large Call marker '(?P<kind>[^']+)' lists (?P<cell>{_C}) twice",
     "a(z) '{kind}' nagy Hívásjelző kétszer sorolja fel a(z) {cell} mezőt", "大きなコールマーカー '{kind}' にマス {cell} が 2 回書かれています"),
    ("FP316", rf"Call marker '(?P<kind>[^']+)' is placed on (?P<cell>{_C}), outside the scene",
     "a(z) '{kind}' Hívásjelző a helyszínen kívüli {cell} mezőre került", "コールマーカー '{kind}' が建物外のマス {cell} に置かれています"),
    ("FP316", rf"Call marker '(?P<kind>[^']+)' is placed on (?P<cell>{_C}), off the grid",
     "a(z) '{kind}' Hívásjelző a rácson kívüli {cell} mezőre került", "コールマーカー '{kind}' が盤面の外のマス {cell} に置かれています"),
    ("FP316", r"setup places more than (?P<n>\d+) large Call markers",
     "az előkészítés több mint {n} nagy Hívásjelzőt helyez el", "準備で大きなコールマーカーを {n} 個より多く置いています"),
    ("FP317", r"level '(?P<level>[^']+)' leaves out \"(?P<name>[a-z_]+)\", which this Call takes from the level: it plays as 0",
     "a(z) '{level}' szint kihagyja a(z) \"{name}\" számot, amelyet a Hívás a szintből vesz: 0-nak számít",
     "レベル '{level}' に \"{name}\" がありません。このコールはこの数をレベルから取るため、0 として遊びます"),
    ("FP318", r"the Fire deck has no card for player counts? (?P<counts>\d+(?:, \d+)*): such a game cannot be set up",
     "a Tűzpaklinak nincs kártyája {counts} játékos esetén: ilyen játék nem állítható össze",
     "プレイヤー {counts} 人のとき火災デッキにカードがありません：そのゲームは準備できません"),
    ("FP318", r"the Fire deck has no card for player counts? (?P<counts>\d+(?:, \d+)*) at level '(?P<level>[^']+)': "
              r"such a game cannot be set up",
     "a Tűzpaklinak nincs kártyája {counts} játékos esetén a(z) '{level}' szinten: ilyen játék nem állítható össze",
     "レベル '{level}' でプレイヤー {counts} 人のとき火災デッキにカードがありません：そのゲームは準備できません"),
    ("FP319", _FP319_HEAD + _FP319_TAIL,
     "a(z) '{card}' kártya és az általa felfedett Eseménykártyák egy tűzfázisban {steps} kártyalépést tehetnek, "
     "ami meghaladja a játékmotor {budget} lépéses keretét: játék közben a fázis hatásai idő előtt megszakadnak "
     "(legrosszabb eset: {cards})",
     "カード '{card}' とそれが公開するイベントカードは、1 回の延焼フェイズで {steps} 手順を行うことがあり、"
     "エンジンの上限 {budget} 手順を超えます：プレイ中はそのフェイズの効果が途中で打ち切られます（最悪の場合：{cards}）"),
    ("FP319", _FP319_HEAD + r" in a (?P<players>\d+)-player game" + _FP319_TAIL,
     "a(z) '{card}' kártya és az általa felfedett Eseménykártyák {players} játékos esetén egy tűzfázisban {steps} "
     "kártyalépést tehetnek, ami meghaladja a játékmotor {budget} lépéses keretét: játék közben a fázis hatásai idő előtt "
     "megszakadnak (legrosszabb eset: {cards})",
     "プレイヤー {players} 人のゲームでは、カード '{card}' とそれが公開するイベントカードは、1 回の延焼フェイズで "
     "{steps} 手順を行うことがあり、エンジンの上限 {budget} 手順を超えます：プレイ中はそのフェイズの効果が途中で"
     "打ち切られます（最悪の場合：{cards}）"),
    ("FP319", _FP319_HEAD + r" in a (?P<players>\d+)-player game at level '(?P<level>[^']+)'" + _FP319_TAIL,
     "a(z) '{card}' kártya és az általa felfedett Eseménykártyák {players} játékos esetén a(z) '{level}' szinten egy "
     "tűzfázisban {steps} kártyalépést tehetnek, ami meghaladja a játékmotor {budget} lépéses keretét: játék közben a fázis "
     "hatásai idő előtt megszakadnak (legrosszabb eset: {cards})",
     "レベル '{level}'、プレイヤー {players} 人のゲームでは、カード '{card}' とそれが公開するイベントカードは、"
     "1 回の延焼フェイズで {steps} 手順を行うことがあり、エンジンの上限 {budget} 手順を超えます：プレイ中はそのフェイズの"
     "効果が途中で打ち切られます（最悪の場合：{cards}）"),
    ("FP105", r"Call id '(?P<id>[^']+)' differs from its file name '(?P<file>[^']+)': a replay of it names '(?P<id2>[^']+)', "
              r"which a library reads from (?P<path>\S+)",
     "a Hívás azonosítója ('{id}') eltér a fájlnevétől ('{file}'): a visszajátszása a(z) '{id2}' Hívást nevezi meg, "
     "amelyet a könyvtár a(z) {path} fájlból olvas",
     "コール ID '{id}' がファイル名 '{file}' と異なります：そのリプレイは '{id2}' を指し、ライブラリはそれを {path} から読み込みます"),
    ("FP301", rf"open_doors names (?P<a>{_C})-(?P<b>{_C}), which is not a door of board '(?P<board>[^']+)'",
     "az open_doors a(z) {a}-{b} élt nevezi meg, amely nem ajtó a(z) '{board}' táblán",
     "open_doors の {a}-{b} はボード '{board}' のドアではありません"),
    ("FP301", r"the (?P<kind>ambulance|engine) starts on spot (?P<spot>\d+) \(index (?P<index>\d+)\), but board "
              r"'(?P<board>[^']+)' has (?P<n>\d+) (?:ambulance|engine) spots",
     "a(z) {kind_hu} a(z) {spot}. parkolóhelyen kezd (index: {index}), de a(z) '{board}' táblán csak {n} ilyen parkolóhely van",
     "{kind_ja}はスペース {spot}（インデックス {index}）から始まりますが、ボード '{board}' のスペースは {n} 個です"),
    ("FP301", rf"Crew Change space (?P<cell>{_C}) is off the (?P<rows>\d+) x (?P<cols>\d+) grid",
     "a Csapattag cseréje mezője ({cell}) kívül esik a {rows} x {cols} rácson",
     "隊員の交代のマス {cell} は {rows} x {cols} のグリッドの外です"),
    ("FP302", rf"Call marker '(?P<kind>[^']+)' is placed on (?P<cell>{_C}), which starts with Fire: the game is lost at the "
              r"first fire phase",
     "a(z) '{kind}' Hívásjelző a(z) {cell} mezőre került, ahol kezdetben Tűz van: a játék az első tűzfázisban elveszik",
     "コールマーカー '{kind}' が火で始まるマス {cell} に置かれています：最初の延焼フェイズでゲームに負けます"),
    ("FP302", rf"Call marker '(?P<kind>[^']+)' is placed on (?P<cell>{_C}), which starts with Fire: it is removed at the "
              r"first fire phase",
     "a(z) '{kind}' Hívásjelző a(z) {cell} mezőre került, ahol kezdetben Tűz van: az első tűzfázisban lekerül",
     "コールマーカー '{kind}' が火で始まるマス {cell} に置かれています：最初の延焼フェイズで取り除かれます"),
    ("FP302", rf"a Helper is placed on (?P<cell>{_C}), which starts with Fire: it is lost at the first fire phase",
     "egy Segítő a(z) {cell} mezőre került, ahol kezdetben Tűz van: az első tűzfázisban odavész",
     "協力者が火で始まるマス {cell} に置かれています：最初の延焼フェイズで失われます"),
    ("FP302", rf"(?P<marker>A Helper|a POI) is placed on (?P<cell>{_C}), under Call marker '(?P<kind>[^']+)', which blocks "
              r"movement and can never be removed: nobody can reach it",
     "{marker_hu} a(z) {cell} mezőre került, a(z) '{kind}' Hívásjelző alá, amely elzárja az utat és sosem vehető le: "
     "senki sem érheti el",
     "{marker_ja}がマス {cell} のコールマーカー '{kind}' の下に置かれています。このマーカーは移動をふさぎ、取り除けません："
     "誰も届きません"),
    ("FP303", r"deck '(?P<deck>[^']+)' puts (?P<n>\d+) Flare-Up cards into the Fire deck with (?P<players>\d+) players, but "
              r"holds (?P<held>\d+) at that count: the game plays with (?P<used>\d+)",
     "a(z) '{deck}' pakli {players} játékosnál {n} Öngyulladás-kártyát tesz a Tűzpakliba, de annál a létszámnál csak "
     "{held} van benne: a játék {used} lappal megy",
     "デッキ '{deck}' は {players} 人のとき火災デッキに炎上カードを {n} 枚入れますが、その人数では {held} 枚しか"
     "ありません：ゲームは {used} 枚で遊びます"),
    ("FP304", rf"the named Victim, needed to win, lies on (?P<cell>{_C}) under Call marker '(?P<kind>[^']+)', which blocks "
              r"movement and can never be removed: the Call cannot be won",
     "a győzelemhez szükséges megnevezett Áldozat a(z) {cell} mezőn fekszik, a(z) '{kind}' Hívásjelző alatt, amely elzárja "
     "az utat és sosem vehető le: a Hívás nem nyerhető meg",
     "勝利に必要な名前のある要救助者が、マス {cell} のコールマーカー '{kind}' の下にいます。このマーカーは移動をふさぎ、"
     "取り除けません：このコールには勝てません"),
    ("FP304", rf"the named Victim, needed to win, lies on (?P<cell>{_C}), which Call markers nobody can remove close in, "
              r"even with every wall chopped through: the Call cannot be won",
     "a győzelemhez szükséges megnevezett Áldozat a(z) {cell} mezőn fekszik, amelyet el nem távolítható Hívásjelzők zárnak "
     "körbe, minden fal kivágásával is: a Hívás nem nyerhető meg",
     "勝利に必要な名前のある要救助者がマス {cell} にいますが、取り除けないコールマーカーに囲まれ、壁をすべて壊しても"
     "届きません：このコールには勝てません"),
    ("FP304", r"every space of the Call's rescue places \((?P<cells>[^)]*)\) lies under or behind Call markers nobody can "
              r"remove, and there is no Ambulance to rescue at: no Victim can ever be rescued",
     "a Hívás mentési helyeinek minden mezője ({cells}) el nem távolítható Hívásjelzők alatt vagy mögött van, és nincs "
     "Mentőautó, amelynél menteni lehetne: egyetlen Áldozat sem menthető ki",
     "コールの救助場所のマス（{cells}）はすべて取り除けないコールマーカーの下か向こうにあり、救助に使える救急車も"
     "ありません：要救助者を救助することはできません"),
    ("FP306", r"card '(?P<card>[^']+)' reveals an event, but the Call has no card in its event deck",
     "a(z) '{card}' kártya eseményt fed fel, de a Hívás Eseménypaklijában nincs kártya",
     "カード '{card}' はイベントを公開しますが、コールのイベントデッキにカードがありません"),
    ("FP311", r"this (?P<mod>\w+) modifier never applies: a change of 0 AP leaves the cost as it is",
     "ez a(z) {mod} módosító sosem érvényesül: a 0 AP-s változás nem módosítja a költséget",
     "この {mod} 修正は決して適用されません：0 AP の変化ではコストは変わりません"),
    ("FP312", rf"water source '(?P<src>[^']+)' lists (?P<cell>{_C}), off the (?P<rows>\d+) x (?P<cols>\d+) grid of board "
              r"'(?P<board>[^']+)'",
     "a(z) '{src}' vízforrás a(z) {cell} mezőt sorolja fel, amely kívül esik a(z) '{board}' tábla {rows} x {cols} rácsán",
     "水源 '{src}' のマス {cell} はボード '{board}' の {rows} x {cols} のグリッドの外です"),
    ("FP313", rf"(?P<what>rescue vehicle|rescue place) '(?P<id>[^']+)' lists (?P<cell>{_C}), off the (?P<rows>\d+) x "
              r"(?P<cols>\d+) grid of board '(?P<board>[^']+)'",
     "{what_hu} ('{id}'): a(z) {cell} mező kívül esik a(z) '{board}' tábla {rows} x {cols} rácsán",
     "{what_ja} '{id}' のマス {cell} はボード '{board}' の {rows} x {cols} のグリッドの外です"),
    ("FP320", r"card '(?P<card>[^']+)' is dealt with player counts? (?P<counts>[\d, ]*), but the Call takes "
              r"(?P<lo>\d+)-(?P<hi>\d+) players: no game deals it",
     "a(z) '{card}' kártyát {counts} játékosnál osztják ki, de a Hívás {lo}-{hi} játékost enged: egyetlen játék sem osztja ki",
     "カード '{card}' は {counts} 人のときに配られますが、コールの人数は {lo}-{hi} 人です：どのゲームでも配られません"),
    ("FP321", r"this text has no (?P<language>Hungarian|Japanese) \((?P<lang>hu|ja)\), though the Call has (?P<language2>Hungarian|Japanese) "
              r"elsewhere: players in (?P<lang2>hu|ja) read it in English",
     "ebből a szövegből hiányzik a {language_hu} nyelvű változat, bár a Hívás máshol tartalmaz ilyet: a {language_hu} "
     "nyelven játszók angolul olvassák",
     "このテキストには{language_ja}の訳がありませんが、コールのほかの部分にはあります：{language_ja}のプレイヤーには英語で表示されます"),
    ("FP321", r"this text's (?P<language>Hungarian|Japanese) \((?P<lang>hu|ja)\) is blank: players in (?P<lang2>hu|ja) read it "
              r"in English",
     "ennek a szövegnek a {language_hu} nyelvű változata üres: a {language_hu} nyelven játszók angolul olvassák",
     "このテキストの{language_ja}の訳は空白です：{language_ja}のプレイヤーには英語で表示されます"),
    ("FP322", r"the (?P<language>English|Hungarian|Japanese) text holds (?P<char>U\+[0-9A-F]+ .+) at character (?P<n>\d+), "
              r"which no player can see: drawings show \ufffd there",
     "a(z) {language_hu} szöveg {n}. karaktere {char}, amelyet egy játékos sem lát: a rajzokon \ufffd áll a helyén",
     "{language_ja}のテキストの {n} 文字目に {char} があり、プレイヤーには見えません：図では \ufffd と表示されます"),
    ("FP322", r"the (?P<language>English|Hungarian|Japanese) text holds (?P<char>U\+[0-9A-F]+ .+) at character (?P<n>\d+), "
              r"which no player can see: it turns the direction of the text after it",
     "a(z) {language_hu} szöveg {n}. karaktere {char}, amelyet egy játékos sem lát: megfordítja az utána álló szöveg irányát",
     "{language_ja}のテキストの {n} 文字目に {char} があり、プレイヤーには見えません：後ろのテキストの向きを変えます"),
    ("FP322", r"the (?P<language>English|Hungarian|Japanese) text holds (?P<char>U\+[0-9A-F]+ .+) at character (?P<n>\d+), "
              r"which no player can see",
     "a(z) {language_hu} szöveg {n}. karaktere {char}, amelyet egy játékos sem lát",
     "{language_ja}のテキストの {n} 文字目に {char} があり、プレイヤーには見えません"),
    ("FP322", r"the (?P<language>English|Hungarian|Japanese) text writes a letter as two characters, the second "
              r"(?P<char>U\+[0-9A-F]+ .+) at character (?P<n>\d+): some fonts draw the accent apart",
     "a(z) {language_hu} szöveg egy betűt két karakterrel ír: a második a(z) {n}. karakter, {char}; egyes betűtípusok "
     "külön rajzolják az ékezetet",
     "{language_ja}のテキストは 1 文字を 2 文字で書いています（後の文字は {n} 文字目の {char}）：フォントによってはアクセントが離れて表示されます"),
    ("FP401", rf"space (?P<cell>{_C}): (?P<ap>\d+) AP to the nearest (?P<goal>outside space|ambulance spot), "
              r"(?P<carry>\d+) AP carrying a Victim",
     "{cell} mező: {ap} AP a legközelebbi {goal_hu}, {carry} AP egy Áldozattal",
     "マス {cell}：最寄りの{goal_ja}まで {ap} AP、要救助者を運ぶと {carry} AP"),
    ("FP401", rf"space (?P<cell>{_C}) cannot reach the nearest (?P<goal>outside space|ambulance spot)",
     "a(z) {cell} mező nem jut el a legközelebbi {goal_hu}", "マス {cell} から最寄りの{goal_ja}に届きません"),
    ("FP401", rf"space (?P<cell>{_C}) cannot reach the nearest rescue place",
     "a(z) {cell} mező nem jut el a legközelebbi mentési helyig", "マス {cell} から最寄りの救出場所に届きません"),
    ("FP401", rf"space (?P<cell>{_C}): (?P<ap>\d+) AP to the nearest rescue place, (?P<carry>\d+) AP carrying a Victim",
     "{cell} mező: {ap} AP a legközelebbi mentési helyig, {carry} AP egy Áldozattal",
     "マス {cell}：最寄りの救出場所まで {ap} AP、要救助者を運ぶと {carry} AP"),
    ("FP402", r"spaces that cannot reach the nearest rescue place at all, even with every door open: (?P<cells>.+)",
     "ezek a mezők még minden ajtót kinyitva sem jutnak el a legközelebbi mentési helyig: {cells}",
     "これらのマスは、すべてのドアを開けても最寄りの救出場所に届きません：{cells}"),
    ("FP402", r"farthest from rescue: (?P<cells>.+), (?P<ap>\d+) AP to the nearest rescue place \((?P<carry>\d+) AP "
              r"carrying a Victim\)",
     "a mentéstől legtávolabb: {cells}, {ap} AP a legközelebbi mentési helyig ({carry} AP egy Áldozattal)",
     "救出から最も遠いマス：{cells}、最寄りの救出場所まで {ap} AP（要救助者を運ぶと {carry} AP）"),
    ("FP402", r"spaces that cannot reach the nearest (?P<goal>outside space|ambulance spot) at all, even with every door "
              r"open: (?P<cells>.+)",
     "ezek a mezők még minden ajtót kinyitva sem jutnak el a legközelebbi {goal_hu}: {cells}",
     "これらのマスは、すべてのドアを開けても最寄りの{goal_ja}に届きません：{cells}"),
    ("FP402", r"farthest from rescue: (?P<cells>.+), (?P<ap>\d+) AP to the nearest (?P<goal>outside space|ambulance spot) "
              r"\((?P<carry>\d+) AP carrying a Victim\)",
     "a mentéstől legtávolabb: {cells}, {ap} AP a legközelebbi {goal_hu} ({carry} AP egy Áldozattal)",
     "救出から最も遠いマス：{cells}、最寄りの{goal_ja}まで {ap} AP（要救助者を運ぶと {carry} AP）"),
    ("FP403", rf"destroying the wall (?P<edge>{_E}) joins room (?P<a>\d+) \(from (?P<ca>{_C})\) and room (?P<b>\d+) "
              rf"\(from (?P<cb>{_C})\)",
     "a(z) {edge} fal leomlása összeköti a(z) {a}. szobát ({ca} felől) és a(z) {b}. szobát ({cb} felől)",
     "壁 {edge} が破壊されると部屋 {a}（{ca} から）と部屋 {b}（{cb} から）がつながります"),
    ("FP404", rf"room (?P<room>\d+) \(from (?P<cell>{_C})\), (?P<n>\d+) spaces?: (?P<pct>[\d.]+%) \((?P<frac>\d+/\d+)\) of rolls",
     "{room}. szoba ({cell} felől), {n} mező: a dobások {pct}-a ({frac})",
     "部屋 {room}（{cell} から）、{n} マス：出目の {pct}（{frac}）"),
    ("FP405", rf"space (?P<cell>{_C}): (?P<n>\d+) arrow steps? to the loop",
     "{cell} mező: {n} nyíllépés a körig", "マス {cell}：ループまで矢印 {n} 歩"),
    ("FP406", r"the (?P<rows>\d+) x (?P<cols>\d+) grid has more than (?P<limit>\d+) spaces: the board was not checked further",
     "a {rows} x {cols} rácsnak több mint {limit} mezője van: a táblát nem ellenőriztük tovább",
     "{rows} x {cols} のグリッドは {limit} マスを超えるため、これ以上チェックしていません"),
    ("FP406", r"the (?P<rows>\d+) x (?P<cols>\d+) grid has more than (?P<limit>\d+) spaces: the board is neither checked "
              r"further nor played",
     "a(z) {rows} x {cols} rácsnak több mint {limit} mezője van: a táblát nem ellenőrizzük tovább, és játszani sem lehet rajta",
     "{rows} x {cols} のグリッドは {limit} マスを超えるため、これ以上チェックせず、遊ぶこともできません"),
    ("FP406", r"dice with (?P<red>\d+) and (?P<black>\d+) sides give more than (?P<limit>\d+) rolls: the board is neither "
              r"checked further nor played",
     "a(z) {red} és {black} oldalú kockák több mint {limit} dobást adnak: a táblát nem ellenőrizzük tovább, és játszani sem "
     "lehet rajta",
     "{red} 面と {black} 面のサイコロでは出目が {limit} 通りを超えるため、これ以上チェックせず、遊ぶこともできません"),
)
"""Message forms: the English pattern of each and its Hungarian and Japanese templates."""

_SETUP_ENDS = {
    "FP304": (r"every one of the (?P<n>\d+) setups tried{at} ends the game before the first turn",
              "{at_hu}mind a(z) {n} kipróbált előkészítés véget vet a játéknak az első kör előtt",
              "{at_ja}試した {n} 回の準備のすべてで、最初のターンの前にゲームが終わります"),
    "FP323": (r"(?P<k>\d+) of the (?P<n>\d+) setups tried{at} ends? the game before the first turn",
              "{at_hu}a(z) {n} kipróbált előkészítésből {k} véget vet a játéknak az első kör előtt",
              "{at_ja}試した {n} 回の準備のうち {k} 回で、最初のターンの前にゲームが終わります"),
}
_SETUP_WHY = (
    (r"the setup does (?P<damage>[\d.]+) Damage on average, and the building collapses at (?P<supply>\d+)",
     "az előkészítés átlagosan {damage} Sérülést okoz, és az épület {supply} Sérülésnél összeomlik",
     "準備で平均 {damage} のダメージを受け、建物はダメージ {supply} で倒壊します"),
    (r"the setup loses (?P<lost>[\d.]+) Victims on average, and the game is lost at (?P<allowed>\d+)",
     "az előkészítés átlagosan {lost} Áldozatot veszít el, és {allowed} elvesztett Áldozatnál elveszik a játék",
     "準備で平均 {lost} 人の要救助者を失い、{allowed} 人失うとゲームに負けます"),
    (r"the game is over once set up \((?P<outcome>[^)]+)\)",
     "a játék már az előkészítés után véget ér ({outcome_hu})",
     "準備の時点でゲームが終わっています（{outcome_ja}）"),
)
_SETUP_LEVEL = ((" at level '(?P<level>[^']+)'", "a(z) '{level}' szinten ", "レベル '{level}' で"), ("", "", ""))
MESSAGES += tuple(
    (code, f"{pattern.format(at=at)}: {why}", f"{hu.format(at_hu=at_hu, n='{n}', k='{k}')}: {why_hu}",
     f"{ja.format(at_ja=at_ja, n='{n}', k='{k}')}：{why_ja}")
    for code, (pattern, hu, ja) in _SETUP_ENDS.items()
    for at, at_hu, at_ja in _SETUP_LEVEL
    for why, why_hu, why_ja in _SETUP_WHY
)
"""FP304 and FP323 of :mod:`authoring.checks.trials`: every pairing of a level named or not with each cause."""

MESSAGES += tuple(
    ("FP325", rf"(?P<k>\d+) of the (?P<n>\d+) setups tried{at} with (?P<players>\d+) players run out of free spaces for "
              r"(?P<what>Hazmat|POI|Hot Spots): (?P<placed>[\d.]+) of (?P<asked>\d+) placed on average; the rest are "
              r"never placed",
     f"{at_hu}{{players}} játékossal a(z) {{n}} kipróbált előkészítésből {{k}} kifogy a szabad mezőkből ({{what_hu}}): "
     "átlagosan {asked} helyett {placed} kerül fel, a többi sosem",
     f"{at_ja}{{players}} 人で試した {{n}} 回の準備のうち {{k}} 回で、{{what_ja}}を置く空きマスが足りなくなります：平均 "
     "{asked} 個のうち {placed} 個が置かれ、残りは置かれません")
    for at, at_hu, at_ja in _SETUP_LEVEL
)
"""FP325 of :mod:`authoring.checks.trials`, with a level named or not."""

_FIRST_ROUND = (r" lost within the first round when no firefighter acts, before each of the (?P<players>\d+) "
                r"firefighters has had a turn: (?P<outcome>.+)")
_FIRST_ROUND_SHARE = (
    (r"every one of the (?P<n>\d+) games tried{at} is", "mind a(z) {n} kipróbált játék", "試した {n} ゲームのすべてが"),
    (r"the one game tried{at} is", "az egyetlen kipróbált játék", "試した 1 ゲームが"),
    (r"(?P<k>\d+) of the (?P<n>\d+) games tried{at} (?:is|are)", "a(z) {n} kipróbált játékból {k}",
     "試した {n} ゲームのうち {k} ゲームが"),
)
MESSAGES += tuple(
    ("FP331", share.format(at=at) + _FIRST_ROUND,
     f"{at_hu}{hu} elveszik az első körben, ha egyetlen tűzoltó sem cselekszik, még mielőtt mind a(z) {{players}} "
     "tűzoltó sorra került volna: {outcome_hu}",
     f"{at_ja}{ja}、消防士が何もしないと、{{players}} 人全員の手番が回る前の最初のラウンドで負けます：{{outcome_ja}}")
    for share, hu, ja in _FIRST_ROUND_SHARE
    for at, at_hu, at_ja in _SETUP_LEVEL
)
"""FP331 of :mod:`authoring.checks.trials`, with a level named or not."""

_FP326_REST = (r": one setup makes up to (?P<events>[\d,]+) events \(explosions, shockwaves, markers placed\) and a "
               r"validation tries setups up to (?P<budget>[\d,]+) events in all; FP304, FP323 and FP325 there rest on the "
               r"setups tried")
MESSAGES += tuple(
    ("FP326", rf"fewer than (?P<n>\d+) setups were tried {where}{_FP326_REST}",
     f"{where_hu} {{n}}-nél kevesebb előkészítés lett kipróbálva: egy előkészítés legfeljebb {{events}} eseménnyel jár "
     "(robbanások, láncreakciók, elhelyezett jelzők), egy ellenőrzés pedig összesen {budget} eseményig próbál; az "
     "FP304, FP323 és FP325 ott a kipróbált előkészítéseken alapul",
     f"{where_ja}試した準備は {{n}} 回未満です。1 回の準備で最大 {{events}} 件のイベント（爆発、ショックウェーブ、置いたマーカー）が起き、"
     "検証では合計 {budget} 件まで準備を試します。そこでの FP304・FP323・FP325 は試した準備に基づきます")
    for where, where_hu, where_ja in (
        (r"at (?P<count>\d+) levels \((?P<levels>.+), \.\.\.\)", "{count} szinten ({levels}, ...)",
         "{count} 個のレベル（{levels} など）で"),
        ("at levels? (?P<levels>.+)", "A(z) {levels} szinten", "レベル {levels} で"),
        ("of the Call", "A Híváshoz", "このコールでは"))
)
"""FP326 of :mod:`authoring.checks.trials`."""

MESSAGES += (
    ("FP327", r"winning needs (?P<needed>\d+) rescued Victims of the (?P<victims>\d+) in the POI bag, and the game is lost "
              r"at (?P<lost_at>\d+) Victims lost: once (?P<k>\d+) (?:is|are) lost it can no longer be won, yet it is not lost "
              r"and plays on until the building collapses",
     "a győzelemhez {needed} kimentett Áldozat kell az MCP-zsák {victims} Áldozatából, a vereség pedig {lost_at} "
     "odaveszett Áldozatnál jön: {k} odaveszett Áldozat után a játék már nem nyerhető meg, mégsem vesztett, és az épület "
     "összeomlásáig folytatódik",
     "勝利には POI の袋の要救助者 {victims} 人のうち {needed} 人の救助が必要で、{lost_at} 人失うと負けます：{k} 人失うと"
     "もう勝てませんが負けにもならず、建物が倒壊するまでゲームが続きます"),
    ("FP327", r"winning needs (?P<needed>\d+) rescued Helpers of the (?P<placed>\d+) setup places, and the game is lost "
              r"at (?P<lost_at>\d+) Helpers lost: once (?P<k>\d+) (?:is|are) lost it can no longer be won, yet it is not "
              r"lost and plays on until the building collapses",
     "a győzelemhez {needed} kimentett Segítő kell az előkészítés {placed} Segítőjéből, a vereség pedig {lost_at} "
     "odaveszett Segítőnél jön: {k} odaveszett Segítő után a játék már nem nyerhető meg, mégsem vesztett, és az épület "
     "összeomlásáig folytatódik",
     "勝利には準備で置かれる協力者 {placed} 人のうち {needed} 人の救出が必要で、{lost_at} 人失うと負けます：{k} 人失うと"
     "もう勝てませんが負けにもならず、建物が倒壊するまでゲームが続きます"),
    ("FP327", r"winning needs (?P<needed>\d+) rescued Helpers of the (?P<placed>\d+) setup places, and no count of "
              r"Helpers lost loses the game: once (?P<k>\d+) (?:is|are) lost it can no longer be won, yet it is not lost "
              r"and plays on until the building collapses",
     "a győzelemhez {needed} kimentett Segítő kell az előkészítés {placed} Segítőjéből, és a Segítők elvesztése "
     "sosem jelent vereséget: {k} odaveszett Segítő után a játék már nem nyerhető meg, mégsem vesztett, és az épület "
     "összeomlásáig folytatódik",
     "勝利には準備で置かれる協力者 {placed} 人のうち {needed} 人の救出が必要ですが、協力者を何人失っても負けになりません："
     "{k} 人失うともう勝てませんが負けにもならず、建物が倒壊するまでゲームが続きます"),
)
"""FP327 of :mod:`authoring.checks.setup`."""

MESSAGES += (
    ("FP328", r"level '(?P<level>[^']+)' sets \"(?P<name>[a-z_]+)\" to (?P<value>\d+), but no game of this Call reads it: "
              r"no setup step takes its count from the level",
     "a(z) '{level}' szintben a(z) \"{name}\" értéke {value}, de a Hívás egyetlen játéka sem olvassa: egyetlen "
     "előkészítési lépés sem a szintből veszi a darabszámát",
     "レベル '{level}' は \"{name}\" を {value} にしていますが、このコールのどのゲームもこれを読みません："
     "数をレベルから取る準備の手順がありません"),
    ("FP328", r"level '(?P<level>[^']+)' sets \"(?P<name>[a-z_]+)\" to (?P<value>\d+), but no game of this Call reads it: "
              r"in ruleset '(?P<ruleset>[^']+)' no Hot Spot is taken from the supply: Hot Spots do not flare up from rolled "
              r"Fire and no exploded Hazmat leaves one",
     "a(z) '{level}' szintben a(z) \"{name}\" értéke {value}, de a Hívás egyetlen játéka sem olvassa: a(z) "
     "'{ruleset}' szabályokban egyetlen Tűzfészket sem vesznek el a készletből: a dobott Tűz nem okoz Öngyulladást a "
     "Tűzfészkeken, és felrobbant Gyúlékony anyag sem hagy maga után egyet",
     "レベル '{level}' は \"{name}\" を {value} にしていますが、このコールのどのゲームもこれを読みません："
     "ルール '{ruleset}' ではストックから高温点を取りません：高温点はダイスの火で炎上せず、"
     "爆発した危険物も高温点を残しません"),
)
"""FP328 of :mod:`authoring.checks.setup`."""

MESSAGES += (
    ("FP329", r'"helpers_lost" is (?P<n>\d+), but setup places (?P<placed>\d+) Helpers?: this loss can never happen',
     'a "helpers_lost" értéke {n}, de az előkészítés {placed} Segítőt helyez el: ez a vereség sosem következhet be',
     '"helpers_lost" は {n} ですが、準備で置かれる協力者は {placed} 人です：この負けは決して起こりません'),
    ("FP329", r"an extra count for (?P<n>\d+) players?, but the Call is played with (?P<range>\d+-\d+): no game uses it",
     "többletszám {n} játékosra, de a Hívást {range} játékos játssza: egyetlen játék sem használja",
     "{n} 人のための追加数ですが、このコールは {range} 人で遊びます：どのゲームも使いません"),
    ("FP329", rf"open_doors lists the edge between (?P<a>{_C}) and (?P<b>{_C}) twice",
     "az open_doors kétszer sorolja fel a(z) {a} és {b} közötti élt", "open_doors に {a} と {b} の間の辺が 2 回あります"),
)
"""FP329 of :mod:`authoring.checks.setup`."""

MESSAGES += (
    ("FP330", r"every scene space leads to (?P<goal>the Ambulance's spots or a rescue place|the Ambulance's spots|a "
              r"rescue place) only through chopped walls, even with every door open: a Victim found there is rescued "
              r"only through a chopped wall \(4 AP and 2 Damage a wall\): (?P<cells>.+)",
     "egyetlen helyszínmezőről sem vezet út {goal_hu} kivágott falak nélkül, még minden ajtót kinyitva sem: a talált "
     "Áldozatok csak kivágott falon át menthetők ki (falanként 4 AP és 2 Sérülés): {cells}",
     "建物内のどのマスからも、すべてのドアを開けても、壁を壊さなければ{goal_ja}へ行けません：見つかった要救助者は壊した"
     "壁を通してしか救出できません（壁 1 枚につき 4 AP とダメージ 2）：{cells}"),
    ("FP330", r"(?P<n>\d+) scene spaces? leads? to (?P<goal>the Ambulance's spots or a rescue place|the Ambulance's "
              r"spots|a rescue place) only through chopped walls, even with every door open: a Victim found there is "
              r"rescued only through a chopped wall \(4 AP and 2 Damage a wall\): (?P<cells>.+)",
     "{n} helyszínmezőről csak kivágott falakon át vezet út {goal_hu}, még minden ajtót kinyitva sem: az ott talált "
     "Áldozat csak kivágott falon át menthető ki (falanként 4 AP és 2 Sérülés): {cells}",
     "建物内の {n} マスからは、すべてのドアを開けても、壁を壊さなければ{goal_ja}へ行けません：そこで見つかった要救助者は"
     "壊した壁を通してしか救出できません（壁 1 枚につき 4 AP とダメージ 2）：{cells}"),
)
"""FP330 of :mod:`authoring.checks.mechanics`."""

HINTS: tuple[tuple[str, str, str], ...] = (
    (r"Rename the file (?P<path>\S+): '(?P<stem>[^']+)' cannot be an id\.",
     "Nevezd át a fájlt erre: {path}; a(z) '{stem}' nem lehet azonosító.",
     "ファイル名を {path} に変えてください。'{stem}' は ID にできません。"),
    (r"Calls name a board by its file name: rename the file (?P<new>\S+)\.",
     "A Hívások a fájlnevével hivatkoznak a táblára: nevezd át a fájlt erre: {new}.",
     "コールはファイル名でボードを指定します：ファイル名を {new} に変えてください。"),
    (r"Set the id to '(?P<stem>[^']+)', or rename the file (?P<path>\S+)\.",
     "Állítsd az azonosítót '{stem}' értékre, vagy nevezd át a fájlt erre: {path}.",
     "ID を '{stem}' にするか、ファイル名を {path} に変えてください。"),
    (r"A POI hides what lies on its space: move the named Victim or the POI\.",
     "Az MCP elrejti, ami a mezőjén van: tedd máshová a megnevezett Áldozatot vagy az MCP-t.",
     "POI はそのマスにあるものを隠します：名前のある要救助者か POI を動かしてください。"),
    (r"Walls, doors and openings stand inside the scene or on its outer wall; outside, firefighters and Fire cross "
     r"freely\. Remove the entry, or make one of the spaces part of the scene\.",
     "Fal, ajtó és nyílás a helyszínen belül vagy annak külső falán áll; kívül a tűzoltók és a Tűz szabadon áthaladnak. "
     "Töröld a bejegyzést, vagy tedd az egyik mezőt a helyszín részévé.",
     "壁・ドア・開口部は建物の中か外壁に置きます。外では消防士も火も自由に通ります。この項目を消すか、どちらかのマスを建物に含めてください。"),
    (r"A scene inside a ring of outside spaces needs a grid of 3 x 3 or more; or list the scene's spaces in \"scene\"\.",
     "A külső mezők gyűrűjén belüli helyszínhez legalább 3 x 3-as rács kell; vagy sorold fel a helyszín mezőit a \"scene\" "
     "kulcsnál.",
     "外側のマスの輪の内側に建物を置くには 3 x 3 以上のグリッドが必要です。または \"scene\" に建物のマスを書いてください。"),
    (r"(?P<wide>.+?) is a full-width character: write (?P<narrow>.+?) \(numbers and JSON's punctuation are half-width\)\.",
     "{wide} teljes szélességű karakter: írd így: {narrow} (a számok és a JSON írásjelei fél szélességűek).",
     "{wide} は全角文字です。{narrow} と書いてください（数字と JSON の記号は半角です）。"),
    (r"Lower the level's explosions, or raise the Damage supply \(supply\.damage\)\.",
     "Csökkentsd a szint robbanásainak számát, vagy növeld a Sérülés-készletet (supply.damage).",
     "レベルの爆発を減らすか、ダメージの上限（supply.damage）を増やしてください。"),
    (r"Change the setup so that the game is still open when the first turn starts\.",
     "Módosítsd az előkészítést úgy, hogy az első kör kezdetén a játék még ne dőljön el.",
     "最初のターンが始まるときにゲームがまだ終わっていないよう、準備を変えてください。"),
    (r"Place fewer POI where the setup's explosions reach, or raise loss\.victims_lost\.",
     "Tegyél kevesebb MCP-t oda, ahová az előkészítés robbanásai elérnek, vagy növeld a loss.victims_lost értékét.",
     "準備の爆発が届く場所の POI を減らすか、loss.victims_lost を増やしてください。"),
    (r"Delete the character \(it often comes with text pasted from elsewhere\)\.",
     "Töröld a karaktert (gyakran máshonnan bemásolt szöveggel érkezik).",
     "その文字を削除してください（ほかから貼り付けたテキストによく紛れ込みます）。"),
    (r"Type the letter again as one character \(most editors and keyboards write it so\)\.",
     "Írd be újra a betűt egyetlen karakterként (a legtöbb szerkesztő és billentyűzet így írja).",
     "その文字を 1 文字として入力し直してください（ほとんどのエディタとキーボードはそう書きます）。"),
    (r"Move the Helper, or remove the Fire from that space\.",
     "Tedd máshová a Segítőt, vagy vedd le a Tüzet arról a mezőről.", "協力者を動かすか、そのマスの火を取り除いてください。"),
    (r"Move it, or give '(?P<kind>[^']+)' a clear_cost\.",
     "Tedd máshová, vagy adj a(z) '{kind}' jelzőnek clear_cost értéket.", "動かすか、'{kind}' に clear_cost を付けてください。"),
    (r"Move the named Victim, or give '(?P<kind>[^']+)' a clear_cost\.",
     "Tedd máshová a megnevezett Áldozatot, vagy adj a(z) '{kind}' jelzőnek clear_cost értéket.",
     "名前のある要救助者を動かすか、'{kind}' に clear_cost を付けてください。"),
    (r'Lower "loss\.victims_lost" to (?P<b>\d+), or add Victims to "poi_bag"\.',
     'Csökkentsd a "loss.victims_lost" értékét {b}-re, vagy tegyél több Áldozatot a "poi_bag"-be.',
     '"loss.victims_lost" を {b} に下げるか、"poi_bag" に要救助者を足してください。'),
    (r'Lower "win\.rescued" to (?P<a>\d+) or "loss\.victims_lost" to (?P<b>\d+), or add Victims to "poi_bag"\.',
     'Csökkentsd a "win.rescued" értékét {a}-re, vagy a "loss.victims_lost" értékét {b}-re, vagy tegyél több Áldozatot a '
     '"poi_bag"-be.',
     '"win.rescued" を {a} に下げるか、"loss.victims_lost" を {b} に下げるか、"poi_bag" に要救助者を足してください。'),
    (r"Play the Call \(callforge playtest\) to see how its setups end; fewer setup explosions or procedures make each "
     r"setup smaller\.",
     "Játszd a Hívást (callforge playtest), hogy lásd, hogyan végződnek az előkészítései; kevesebb előkészítési robbanás "
     "vagy lépés kisebbé teszi az egyes előkészítéseket.",
     "コールを遊んで（callforge playtest）準備がどう終わるか確かめてください。準備の爆発や手順を減らすと、1 回の準備が小さくなります。"),
    (r"Ask for fewer, or re-roll onto fewer markers \(the procedure's reroll_on\)\.",
     "Kérj kevesebbet, vagy kevesebb jelzőről dobass újra (a lépés reroll_on mezője).",
     "数を減らすか、振り直しの対象にするマーカーを減らしてください（手順の reroll_on）。"),
    (r"Move the named Victim, or give the closing marker kind a clear_cost\.",
     "Tedd máshová a megnevezett Áldozatot, vagy adj a körbezáró jelzőfajtának clear_cost értéket.",
     "名前のある要救助者を動かすか、囲んでいるマーカーの種類に clear_cost を付けてください。"),
    (r"Move a rescue place where firefighters can stand, or give the marker kind a clear_cost\.",
     "Tedd a mentési helyet olyan mezőre, ahová tűzoltó léphet, vagy adj a jelzőfajtának clear_cost értéket.",
     "消防士が立てるマスに救助場所を移すか、マーカーの種類に clear_cost を付けてください。"),
    (r"Lower the number to (?P<n>\d+) or give the deck more Flare-Up cards \(copies\)\.",
     "Csökkentsd a számot {n}-ra/re, vagy adj a paklinak több Öngyulladás-kártyát (copies).",
     "数を {n} に下げるか、デッキの炎上カードを増やしてください（copies）。"),
    (r'Set "ruleset\.params\.poi_on_board" above 0 \(3 in the rulebooks\), place more POI at setup, or lower '
     r'"win\.rescued"\.',
     'Állítsd a "ruleset.params.poi_on_board" értékét 0 fölé (a szabálykönyvekben 3), helyezz el több MCP-t az '
     'előkészítésben, vagy csökkentsd a "win.rescued" értékét.',
     '"ruleset.params.poi_on_board" を 0 より大きく（ルールブックでは 3）するか、準備で置く POI を増やすか、'
     '"win.rescued" を下げてください。'),
    (r'Keep "vehicles" on, set "ruleset.params.rescue" to "outside", or give the Call a rescue place\.',
     'Hagyd bekapcsolva a "vehicles" paramétert, állítsd a "ruleset.params.rescue" értékét "outside"-ra, vagy adj a Hívásnak '
     'mentési helyet.',
     '"vehicles" をオンのままにするか、"ruleset.params.rescue" を "outside" にするか、コールに救出場所を加えてください。'),
    (r'Add cards to the deck with "kind": "event"\.',
     'Tegyél kártyákat a "kind": "event" pakliba.', '"kind": "event" のデッキにカードを加えてください。'),
    (r"Widen the card's \"players\", or remove it\.",
     'Bővítsd a kártya "players" listáját, vagy töröld a kártyát.', 'カードの "players" を広げるか、カードを削除してください。'),
    (r'Add "(?P<lang>hu|ja)": the text in (?P<language>Hungarian|Japanese)\.',
     'Add meg a "{lang}" kulcsot: a szöveg ezen a nyelven.', '"{lang}" を加えてください：その言語のテキストです。'),
    (r'Write the text in (?P<language>Hungarian|Japanese), or remove "(?P<lang>hu|ja)"\.',
     'Írd meg a szöveget ezen a nyelven, vagy töröld a "{lang}" kulcsot.', 'その言語でテキストを書くか、"{lang}" を削除してください。'),
    (r"use lower-case letters, digits, '-' and '_', starting with a letter or digit",
     "kisbetűket, számjegyeket, '-' és '_' jelet használj, betűvel vagy számjeggyel kezdve",
     "英小文字、数字、'-'、'_' を使い、英字か数字で始めてください"),
    (r"did you mean '(?P<key>[^']+)'\?", "erre gondoltál: '{key}'?", "'{key}' のことですか？"),
    (r"allowed keys: (?P<keys>.+)", "megengedett kulcsok: {keys}", "使えるキー：{keys}"),
    (r"allowed: (?P<values>.+)", "megengedett: {values}", "使える値：{values}"),
    (r"List only edges that are doors on the board\.",
     "Csak olyan éleket sorolj fel, amelyek ajtók a táblán.", "ボード上でドアである辺だけを書いてください。"),
    (r"Rows run 0-(?P<r>\d+) and columns 0-(?P<c>\d+)\.",
     "A sorok 0-{r}, az oszlopok 0-{c} között vannak.", "行は 0-{r}、列は 0-{c} です。"),
    (r"Use a (?P<axis>row|col) between 0 and (?P<top>\d+), or enlarge the grid\.",
     "Adj meg 0 és {top} közötti értéket, vagy nagyítsd a rácsot.", "0 から {top} までの値にするか、グリッドを広げてください。"),
    (r"An edge joins two spaces that differ by one in the row or in the column, not both\.",
     "Egy él két olyan mezőt köt össze, amelyek a sorban vagy az oszlopban eggyel térnek el, de nem mindkettőben.",
     "辺は行か列のどちらか一方だけが 1 違う 2 マスを結びます。"),
    (r"Keep one feature per edge: delete one of the two entries\.",
     "Egy élen egy elem legyen: töröld a két bejegyzés egyikét.", "1 つの辺には 1 つの要素だけ：2 つの項目のどちらかを削除してください。"),
    (r'Add an edge between a scene space and an outside space to "openings" or "doors"\.',
     'Vegyél fel egy helyszínbeli és egy külső mező közötti élt az "openings" vagy a "doors" listába.',
     '建物のマスと外のマスの間の辺を "openings" か "doors" に追加してください。'),
    (r"Leave a ring of outside spaces around the scene \(enlarge the grid or shrink the scene\)\.",
     "Hagyj külső mezőkből álló gyűrűt a helyszín körül (nagyítsd a rácsot vagy kicsinyítsd a helyszínt).",
     "建物の周りに外のマスの輪を残してください（グリッドを広げるか建物を小さくする）。"),
    (r"Put a door or an opening in one of the walls around (?:these spaces|this space), or remove one of those walls\.",
     "Tegyél ajtót vagy nyílást a körülötte lévő falak egyikébe, vagy töröld az egyik falat.",
     "周りの壁のどれかにドアか開口部を付けるか、その壁を 1 つ取り除いてください。"),
    (r"Remove the opening, or add the walls it should be a gap in\.",
     "Töröld a nyílást, vagy építsd meg a falakat, amelyekben rés lenne.",
     "開口部を取り除くか、開口部が切れ目となる壁を追加してください。"),
    (r"Remove the door, or add the walls that separate the two rooms it should join\.",
     "Töröld az ajtót, vagy építsd meg a falakat, amelyek elválasztják a két szobát, amelyet összekötne.",
     "ドアを取り除くか、ドアがつなぐはずの 2 部屋を分ける壁を追加してください。"),
    (r"Give every roll a space, or use dice with fewer sides\.",
     "Adj minden dobásnak mezőt, vagy használj kevesebb oldalú kockát.", "すべての出目にマスを割り当てるか、面の少ないサイコロを使ってください。"),
    (r'Give the dice (?P<r>\d+) red and (?P<b>\d+) black sides \("dice": \{"red_sides": \d+, "black_sides": \d+\}\), make '
     r'the scene cover these spaces, or map every roll in "dice\.table"\.',
     'Adj a kockáknak {r} piros és {b} fekete oldalt ("dice": {{"red_sides": {r}, "black_sides": {b}}}), vagy terjeszd '
     'ki a helyszínt ezekre a mezőkre, vagy rendelj minden dobáshoz mezőt a "dice.table" listában.',
     'サイコロを赤 {r} 面・黒 {b} 面にするか（"dice": {{"red_sides": {r}, "black_sides": {b}}}）、建物をこれらのマスまで広げるか、'
     'すべての出目を "dice.table" に書いてください。'),
    (r"Mark every scene space of the sketch with its arrow \(\^ > v < or 7 9 3 1\), or none of them \('\.'\)\.",
     "A vázlat minden helyszínmezőjét jelöld a nyilával (^ > v < vagy 7 9 3 1), vagy egyiket sem ('.').",
     "スケッチの建物のマスすべてに矢印（^ > v < または 7 9 3 1）を書くか、どれにも書かないでください（'.'）。"),
    (r'(?P<start>Make the scene cover these spaces|Give the dice more sides|Move the scene off row 0 and column 0, which no roll names), or give the dice 1 red and (?P<b>\d+) black '
     r'sides?, as many rolls as the (?P<n>\d+) scene spaces?, and map each roll to its own scene space in "dice\.table" '
     r'\((?P<p>\d+) is a prime number: a scene of (?P<less>\d+) or (?P<more>\d+) spaces takes dice of two real sizes\)\.',
     '{start_hu}, vagy adj a kockáknak 1 piros és {b} fekete oldalt, annyi dobást, ahány mezője a helyszínnek van ({n}), '
     'és rendelj minden dobáshoz saját helyszínmezőt a "dice.table" listában ({p} prímszám: egy {less} vagy {more} '
     'mezős helyszínhez két valódi méretű kocka illik).',
     '{start_ja}か、サイコロを赤 1 面・黒 {b} 面にして出目を建物のマス数 ({n}) と同じにし、各出目を "dice.table" で'
     '別々の建物のマスに割り当ててください（{p} は素数です。{less} マスか {more} マスの建物なら、どちらのサイコロも'
     '2 面以上にできます）。'),
    (r'(?P<start>Make the scene cover these spaces|Give the dice more sides|Move the scene off row 0 and column 0, which no roll names), or add or remove scene spaces: no two dice '
     r'of at most (?P<most>\d+) sides give its (?P<n>\d+) spaces one roll each\.',
     '{start_hu}, vagy adj hozzá vagy vegyél el helyszínmezőket: nincs két legfeljebb {most} oldalú kocka, amely a '
     '{n} mező mindegyikének egy dobást adna.',
     '{start_ja}か、建物のマスを増減してください。面が {most} 以下の 2 つのサイコロでは、{n} マスそれぞれに 1 つの出目を'
     '割り当てられません。'),
    (r'Make the scene cover these spaces, or give the dice (?P<r>\d+) red and (?P<b>\d+) black sides?, as many rolls as '
     r'the (?P<n>\d+) scene spaces?, and map each roll to its own scene space in "dice\.table"\.',
     'Terjeszd ki a helyszínt ezekre a mezőkre, vagy adj a kockáknak {r} piros és {b} fekete oldalt, annyi dobást, '
     'ahány mezője a helyszínnek van ({n}), és rendelj minden dobáshoz saját helyszínmezőt a "dice.table" listában.',
     '建物をこれらのマスまで広げるか、サイコロを赤 {r} 面・黒 {b} 面にして出目を建物のマス数 ({n}) と同じにし、'
     '各出目を "dice.table" で別々の建物のマスに割り当ててください。'),
    (r'(?P<start>Give the dice more sides|Move the scene off row 0 and column 0, which no roll names), or give the '
     r'dice (?P<r>\d+) red and (?P<b>\d+) black sides?, as many rolls as the (?P<n>\d+) scene spaces?, and map each '
     r'roll to its own scene space in "dice\.table"\.',
     '{start_hu}, vagy adj a kockáknak {r} piros és {b} fekete oldalt, annyi dobást, ahány mezője a helyszínnek van '
     '({n}), és rendelj minden dobáshoz saját helyszínmezőt a "dice.table" listában.',
     '{start_ja}か、サイコロを赤 {r} 面・黒 {b} 面にして出目を建物のマス数 ({n}) と同じにし、'
     '各出目を "dice.table" で別々の建物のマスに割り当ててください。'),
    (r'Make the scene cover these spaces, or map every roll in "dice\.table"\.',
     'Terjeszd ki a helyszínt ezekre a mezőkre, vagy rendelj minden dobáshoz mezőt a "dice.table" listában.',
     '建物をこれらのマスまで広げるか、すべての出目を "dice.table" に書いてください。'),
    (r'Give the dice more sides, or list every scene space in "dice\.table"\.',
     'Adj a kockáknak több oldalt, vagy sorold fel a helyszín minden mezőjét a "dice.table" listában.',
     'サイコロの面を増やすか、建物のすべてのマスを "dice.table" に書いてください。'),
    (r"The scene has no space for a roll to name: give the board a scene first\.",
     "A helyszínnek nincs mezője, amelyet egy dobás megnevezhetne: előbb adj a táblának helyszínt.",
     "出目が指せる建物のマスがありません。先にボードに建物を作ってください。"),
    (r"Each roll must name one space\.", "Minden dobás egy mezőt jelöljön.", "各出目は 1 つのマスを指す必要があります。"),
    (r"Give the zone the scene spaces it covers, or remove it\.",
     "Add meg a táblanegyed helyszínmezőit, vagy töröld.", "区画に含む建物内のマスを書くか、区画を削除してください。"),
    (r"Each scene space belongs to exactly one zone\.",
     "A helyszín minden mezője pontosan egy táblanegyedhez tartozik.", "建物の各マスはちょうど 1 つの区画に属します。"),
    (r"Make the zone one connected area, or split it into several zones\.",
     "Tedd a táblanegyedet összefüggővé, vagy oszd több táblanegyedre.", "区画を 1 つのつながった範囲にするか、複数の区画に分けてください。"),
    (r"Shape the zone so that flipping the out-of-zone dice always lands in it: .*",
     "Alakítsd úgy a táblanegyedet, hogy a kívül eső kockák átfordítása mindig bele essen: egész kockasorokból és "
     "-oszlopokból álló tömb, amelynek átfordítottjai kívül esnek.",
     "区画外の出目を反転すると必ず区画に入るように形を整えてください：反転先が外にある、サイコロの行と列の完全なブロックにします。"),
    (r"Move the spot so that its spaces touch exactly one zone\.",
     "Helyezd át a parkolóhelyet, hogy a mezői pontosan egy táblanegyedet érintsenek.", "スペースのマスがちょうど 1 つの区画に接するように移動してください。"),
    (r"Give each scene space one of N NE E SE S SW W NW \(rows start at column (?P<c>\d+)\)\.",
     "Adj a helyszín minden mezőjének egy irányt ezek közül: N NE E SE S SW W NW (a sorok a(z) {c}. oszlopnál kezdődnek).",
     "建物の各マスに N NE E SE S SW W NW のどれかを付けてください（行は列 {c} から始まります）。"),
    (r"Write \"\.\" there, or check the row's length and the origin \(rows start at column (?P<c>\d+)\)\.",
     "Írj oda \".\"-ot, vagy ellenőrizd a sor hosszát és az origint (a sorok a(z) {c}. oszlopnál kezdődnek).",
     "そこには \".\" を書くか、行の長さと origin を確かめてください（行は列 {c} から始まります）。"),
    (r"Use one of N NE E SE S SW W NW, or '\.' for no arrow\.",
     "Használd ezek egyikét: N NE E SE S SW W NW, vagy '.' ha nincs nyíl.", "N NE E SE S SW W NW のどれか、矢印なしなら '.' を使ってください。"),
    (r"Turn the arrow towards a scene space\.", "Fordítsd a nyilat a helyszín egy mezője felé.", "矢印を建物のマスに向けてください。"),
    (r"Turn one of the two arrows so that the slide leads on to the central loop\.",
     "Fordítsd el a két nyíl egyikét, hogy a csúszás a központi körbe vezessen.", "移動が中央のループへ続くように、どちらかの矢印の向きを変えてください。"),
    (r"Turn arrows so that every slide ends in the same loop\.",
     "Fordítsd úgy a nyilakat, hogy minden csúszás ugyanabban a körben végződjön.", "すべての移動が同じループで終わるように矢印の向きを変えてください。"),
    (r"Use a spot index from 0 to (?P<last>\d+) \(spots 1 to (?P<n>\d+), as the drawings number them\)\.",
     "Adj meg 0 és {last} közötti indexet (az 1–{n}. parkolóhelyet, ahogy a rajzok számozzák).",
     "0 から {last} までのインデックスを使ってください（図の番号ではスペース 1～{n}）。"),
    (r"Add (?P<kind>ambulance|engine) spots to the board\.",
     "Adj parkolóhelyeket a táblához ({kind_hu}).", "ボードに{kind_ja}のスペースを追加してください。"),
    (r"A spot is two side-by-side spaces on the ring outside the scene\.",
     "Egy parkolóhely két szomszédos mező a helyszín körüli külső gyűrűn.", "駐車スペースは建物の外周にある隣り合う 2 マスです。"),
    (r"Each spot of a vehicle uses its own two spaces\.",
     "Egy jármű minden parkolóhelye saját két mezőt használ.", "車両の各スペースはそれぞれ別の 2 マスを使います。"),
    (r"The Ambulance and the Engine park on different spaces\.",
     "A Mentőautó és a Fecskendős kocsi különböző mezőkön parkol.", "救急車と消防車は別のマスに駐車します。"),
    (r"Park vehicles on ring spaces that share an edge with the building\.",
     "A járművek olyan külső mezőkön parkoljanak, amelyeknek közös éle van az épülettel.", "建物と辺を共有する外周のマスに車両を駐車してください。"),
    (r"Driving \+1 takes a vehicle to the next spot of its list: list the (?P<kind>ambulance|engine) spots in the order "
     r"shown .*",
     "A +1 haladás a lista következő parkolóhelyére viszi a járművet: sorold fel a(z) {kind_hu} parkolóhelyeit a "
     "megadott sorrendben (óramutató szerint; bármelyik lehet az első).",
     "+1 の移動で車両はリストの次のスペースへ進みます：{kind_ja}のスペースを示した順（時計回り、どれが先頭でも可）に並べてください。"),
    (r"(?:An? (?=POI|Hot Spot))?(?:an? )?(?P<marker>[A-Z][A-Za-z ]*?) starts on a scene space of board '(?P<board>[^']+)'\.",
     "{marker_hu} a(z) '{board}' tábla helyszínének egy mezőjén kezdődik.", "{marker_ja}はボード '{board}' の建物のマスから始まります。"),
    (r"Move the marker, or remove the (?P<other>[A-Z][A-Za-z ]*) from that space\.",
     "Helyezd át a jelzőt, vagy vedd le arról a mezőről: {other_hu}.", "マーカーを移動するか、そのマスから{other_ja}を取り除いてください。"),
    (r'Lower the counts or raise "(?P<key>[^"]+)"\.',
     'Csökkentsd a darabszámokat, vagy növeld ezt: "{key}".', '数を減らすか、"{key}" を増やしてください。'),
    (r'Lower "win\.rescued" or add Victims to "poi_bag"\.',
     'Csökkentsd a "win.rescued" értékét, vagy tegyél Áldozatokat a "poi_bag"-be.', '"win.rescued" を減らすか、"poi_bag" に要救助者を足してください。'),
    (r'Lower "win\.helpers_rescued" or place more Helpers in "setup\.helpers"\.',
     'Csökkentsd a "win.helpers_rescued" értékét, vagy helyezz el több Segítőt a "setup.helpers" alatt.',
     '"win.helpers_rescued" を減らすか、"setup.helpers" に協力者を足してください。'),
    (r"Add POI arrows to the board, or choose a ruleset or parameters that do without them\.",
     "Adj MCP nyilakat a táblához, vagy válassz olyan szabályokat vagy paramétereket, amelyeknek nem kellenek.",
     "ボードに POI 矢印を追加するか、矢印のいらないルールかパラメーターを選んでください。"),
    (r"Known cards: (?P<cards>.+)\.", "Ismert kártyák: {cards}.", "既知のカード：{cards}。"),
    (r'Give a number, or add "levels"\.', 'Adj meg egy számot, vagy vegyél fel "levels"-t.', '数を書くか、"levels" を追加してください。'),
    (r"Give each face its own space\.", "Adj minden oldalnak saját mezőt.", "各目に別々のマスを割り当ててください。"),
    (r"Target a scene space\.", "A helyszín egy mezőjét célozd.", "建物のマスを指定してください。"),
    (r"Give every face of the black die a target\.", "Adj célt a fekete kocka minden oldalának.",
     "黒ダイスのすべての目に対象を指定してください。"),
    (r"Use faces 1-(?P<sides>\d+)\.", "Az 1-{sides} oldalakat használd.", "目は 1～{sides} を使ってください。"),
    (r"a newer Call Forge may read this file", "a Call Forge egy újabb változata talán olvassa ezt a fájlt",
     "新しい Call Forge ならこのファイルを読めるかもしれません"),
    (r"Remove the extra words or move the arrow grid's origin\.",
     "Töröld a fölösleges szavakat, vagy told el a nyílrács kezdőpontját.", "余分な語を消すか、矢印グリッドの原点を動かしてください。"),
    (r"A zone is a part of the scene; remove these spaces from it\.",
     "A táblanegyed a helyszín része; vedd ki belőle ezeket a mezőket.", "区画は建物の一部です。これらのマスを区画から外してください。"),
    (r"Add these spaces to a zone: every scene space belongs to exactly one zone\.",
     "Vedd fel ezeket a mezőket egy táblanegyedbe: a helyszín minden mezője pontosan egy táblanegyedhez tartozik.",
     "これらのマスを区画に加えてください。建物のマスはどれもちょうど 1 つの区画に属します。"),
    (r"Boards for the game are small \(the standard one is 8 x 10\); check the rows and cols values\.",
     "A játék táblái kicsik (a szabványos 8 x 10); ellenőrizd a rows és cols értékeket.",
     "ゲームのボードは小さいものです（標準は 8 x 10）。rows と cols の値を確認してください。"),
    (r"boards in the library: (?P<ids>.+)", "táblák a könyvtárban: {ids}", "ライブラリ内のボード：{ids}"),
    (r"'(?P<ref>[^']*)' has spaces around it: write '(?P<id>[^']+)'",
     "a(z) '{ref}' körül szóköz áll: írd így: '{id}'", "'{ref}' の前後に空白があります：'{id}' と書いてください"),
    (r"'(?P<ref>[^']+)' holds (?P<code>U\+[0-9A-F]+) (?P<name>[^;]+) at character (?P<n>\d+), not a Latin letter; "
     r"boards in the library: (?P<ids>.+)",
     "a(z) '{ref}' {n}. karaktere {code} {name}, nem latin betű; táblák a könyvtárban: {ids}",
     "'{ref}' の {n} 文字目は {code} {name} で、ラテン文字ではありません。ライブラリ内のボード：{ids}"),
    (r"the library has no boards/ folder", "a könyvtárban nincs boards/ mappa", "ライブラリに boards/ フォルダーがありません"),
    (r"copy the board into the library's boards/ folder and name it by id",
     "másold a táblát a könyvtár boards/ mappájába, és azonosítóval hivatkozz rá",
     "ボードをライブラリの boards/ フォルダーにコピーし、ID で指定してください"),
    (r"name the board by its id", "a táblára az azonosítójával hivatkozz", "ボードは ID で指定してください"),
    (r"a Call may only use boards inside its library \(the folder that holds boards/\); symlinks are followed",
     "egy Hívás csak a saját könyvtárában lévő táblákat használhatja (abban a mappában, amely a boards/ mappát tartalmazza); "
     "a szimbolikus linkeket követjük",
     "コールが使えるのは自分のライブラリ（boards/ を含むフォルダー）のボードだけです。シンボリックリンクはたどります"),
    (r"Fix the problems above and validate again\.",
     "Javítsd ki a fenti problémákat, és ellenőrizd újra.", "上の問題を直してから、もう一度検証してください。"),
    (r"Calls name a board by its file name: rename the file (?P<new>\S+), or set the id to '(?P<stem>[^']+)'\.",
     "A Hívások a fájlnevével hivatkoznak a táblára: nevezd át a fájlt erre: {new}, vagy legyen az azonosító '{stem}'.",
     "コールはファイル名でボードを指定します：ファイル名を {new} に変えるか、ID を '{stem}' にしてください。"),
    (r"Give every board of a library its own id, the same as its file name\.",
     "A könyvtár minden táblájának saját azonosítója legyen, a fájlnevével megegyező.",
     "ライブラリの各ボードに、ファイル名と同じ固有の ID を付けてください。"),
    (r"Add an engine spot beside the zone, or join the zone to one that has a spot\.",
     "Tegyél Fecskendős kocsi parkolóhelyet a táblanegyed mellé, vagy vond össze egy olyan táblanegyeddel, amelynek van.",
     "区画の隣に消防車のスペースを加えるか、スペースのある区画とまとめてください。"),
    (r"Each space belongs to one room at most: take these spaces out of '(?P<a>[^']+)' or '(?P<b>[^']+)'\.",
     "Egy mező legfeljebb egy szobához tartozik: vedd ki ezeket a mezőket a(z) '{a}' vagy a(z) '{b}' szobából.",
     "1 つのマスが属せる部屋は 1 つまでです：これらのマスを '{a}' か '{b}' から外してください。"),
    (r"A room is a part of the building; remove these spaces from it, or add them to the scene\.",
     "A szoba az épület része: vedd ki belőle ezeket a mezőket, vagy vedd fel őket a helyszínbe.",
     "部屋は建物の一部です：これらのマスを部屋から外すか、建物に加えてください。"),
    (r"Rows run from 0 to rows - 1 and columns from 0 to cols - 1; a room lies inside the scene\.",
     "A sorok 0-tól rows - 1-ig, az oszlopok 0-tól cols - 1-ig tartanak; a szoba a helyszínen belül van.",
     "行は 0 から rows - 1、列は 0 から cols - 1 までです。部屋は建物の中に置きます。"),
    (r"Remove the extra Debris\.", "Vedd le a fölösleges Törmeléket.", "余分ながれきを取り除いてください。"),
    (r"A space holds one marker of a kind; remove the repeat\.",
     "Egy mezőn egy fajtából egy jelző lehet: töröld az ismétlést.", "1 つのマスに同じ種類のマーカーは 1 つだけです：重複を削除してください。"),
    (r'Keep "vehicles" on, or set "ruleset\.params\.rescue" to "outside"\.',
     'Hagyd bekapcsolva a "vehicles" paramétert, vagy állítsd a "ruleset.params.rescue" értékét "outside"-ra.',
     '"vehicles" をオンのままにするか、"ruleset.params.rescue" を "outside" にしてください。'),
    (r"Add (?P<what>ambulance spots|engine spots|zones) to the board, or choose a ruleset or parameters that do without "
     r"them\.",
     "Vegyél fel a táblára ilyeneket: {what_hu}; vagy válassz olyan szabályokat vagy paramétereket, amelyeknek nem kellenek.",
     "ボードに{what_ja}を追加するか、それがいらないルールかパラメーターを選んでください。"),
    (r'Name one of the Call\'s levels, or remove "levels"\.',
     'Adj meg egyet a Hívás szintjei közül, vagy töröld a "levels" kulcsot.',
     'コールのレベルのどれかを書くか、"levels" を削除してください。'),
    (r'Remove "specialists", or set "ruleset\.params\.specialists" to true\.',
     'Töröld a "specialists" kulcsot, vagy állítsd a "ruleset.params.specialists" értékét true-ra.',
     '"specialists" を削除するか、"ruleset.params.specialists" を true にしてください。'),
    (r"List each specialist once\.", "Minden specialistát egyszer sorolj fel.", "各専門家は 1 回だけ書いてください。"),
    (r'Lower "loss\.helpers_lost" to at most (?P<n>\d+), or place more Helpers in "setup\.helpers"\.',
     'Csökkentsd a "loss.helpers_lost" értékét legfeljebb {n}-ra/re, vagy helyezz el több Segítőt a "setup.helpers" '
     'listában.',
     '"loss.helpers_lost" を {n} 以下にするか、"setup.helpers" に協力者を増やしてください。'),
    (r'Remove "loss\.helpers_lost", or place Helpers in "setup\.helpers"\.',
     'Töröld a "loss.helpers_lost" értéket, vagy helyezz el Segítőket a "setup.helpers" listában.',
     '"loss.helpers_lost" を削除するか、"setup.helpers" に協力者を置いてください。'),
    (r'Remove "(?P<n>\d+)", or widen "players"\.',
     'Töröld a(z) "{n}" kulcsot, vagy bővítsd a "players" tartományt.', '"{n}" を削除するか、"players" を広げてください。'),
    (r"Open a way \(a door or an opening\) from these spaces to the outside where Victims are rescued, or give the "
     r"Call a rescue place they reach\.",
     "Nyiss utat (ajtót vagy nyílást) ezekről a mezőkről arra a külső részre, ahol az Áldozatok kimenthetők, vagy adj a "
     "Hívásnak olyan mentési helyet, amelyet elérnek.",
     "これらのマスから要救助者を救出できる外側へ通じる道（ドアか開口部）を作るか、そこから届く救出場所をコールに加えて"
     "ください。"),
    (r'Raise "ruleset\.params\.ap_per_turn" or "ruleset\.params\.max_saved_ap" so that they add up to 2 or more\.',
     'Növeld a "ruleset.params.ap_per_turn" vagy a "ruleset.params.max_saved_ap" értékét, hogy összegük legalább 2 '
     'legyen.',
     '"ruleset.params.ap_per_turn" か "ruleset.params.max_saved_ap" を増やし、合計を 2 以上にしてください。'),
    (r"Make the first fire phases milder \(fewer Fire card steps, explosions or Hot Spots\), or raise what the game is "
     r"lost at; callforge playtest shows how games end when firefighters play\.",
     "Tedd enyhébbé az első tűzfázisokat (kevesebb Tűzkártya-lépés, robbanás vagy Tűzfészek), vagy emeld, aminél a "
     "játék elveszik; a callforge playtest megmutatja, hogyan érnek véget a játékok, amikor a tűzoltók játszanak.",
     "最初の延焼フェイズを穏やかにする（火災カードの手順、爆発、高温点を減らす）か、負けになる値を上げてください。"
     "消防士が遊んだときにゲームがどう終わるかは callforge playtest で確認できます。"),
    (r'Set "loss\.helpers_lost" to (?P<n>\d+), lower "win\.helpers_rescued", or place more Helpers in '
     r'"setup\.helpers"\.',
     'Állítsd a "loss.helpers_lost" értékét {n}-ra/re, csökkentsd a "win.helpers_rescued" értékét, vagy helyezz el több '
     'Segítőt a "setup.helpers" listában.',
     '"loss.helpers_lost" を {n} にするか、"win.helpers_rescued" を下げるか、"setup.helpers" に協力者を増やしてください。'),
    (r"List each open door once\.", "Minden nyitott ajtót egyszer sorolj fel.", "開いたドアは 1 回だけ書いてください。"),
    (r"Give each (?P<what>deck|card|level|water source|rescue place|marker) its own id\.", "Minden elemnek ({what_hu}) saját azonosítója legyen.",
     "各{what_ja}に別々の ID を付けてください。"),
    (r"Give the marker kind a clear_cost, or move a marker off the way in\.",
     "Adj a jelzőfajtának clear_cost értéket, vagy tedd el valamelyik jelzőt a bejárat útjából.",
     "マーカーの種類に clear_cost を付けるか、入口からマーカーをどけてください。"),
    (r"Give each specialist, Gear and Boost card its own id\.",
     "Minden specialistának, Felszerelésnek és Boost-lapnak saját azonosítója legyen.",
     "専門家、装備、ブーストのカードにはそれぞれ別の ID を付けてください。"),
    (r"Make gear_keep at most gear_draw \(the rulebook: 2 of 4\)\.",
     "A gear_keep legfeljebb akkora legyen, mint a gear_draw (a szabálykönyvben 4-ből 2).",
     "gear_keep は gear_draw 以下にしてください（ルールブックでは 4 枚中 2 枚）。"),
    (r"Make boost_draw at least the Boosts kept \(the rulebook: 2 of 3\), or lower boosts_per_call\.",
     "A boost_draw legalább annyi legyen, ahány Boostot megtartanak (a szabálykönyvben 3-ból 2), vagy csökkentsd a "
     "boosts_per_call értékét.",
     "boost_draw は残すブーストの枚数以上にするか（ルールブックでは 3 枚中 2 枚）、boosts_per_call を下げてください。"),
    (r"Known decks: (?P<decks>.+)\.", "Ismert paklik: {decks}.", "既知のデッキ：{decks}。"),
    (r'Add a deck with "kind": "(?P<kind>event|fire)"\.', 'Vegyél fel egy paklit ezzel: "kind": "{kind}".',
     '"kind": "{kind}" のデッキを追加してください。'),
    (r"Give a number\.", "Adj meg egy számot.", "数を書いてください。"),
    (r'Remove the Debris, or set "ruleset\.params\.debris" to true\.',
     'Vedd le a Törmeléket, vagy állítsd a "ruleset.params.debris" értékét true-ra.',
     'がれきを取り除くか、"ruleset.params.debris" を true にしてください。'),
    (r'Remove the Hazmat and their setup procedure, or set "ruleset\.params\.hazmat" to true\.',
     'Vedd le a Gyúlékony anyagot és az előkészítési lépését, vagy állítsd a "ruleset.params.hazmat" értékét true-ra.',
     '危険物とその準備手順を取り除くか、"ruleset.params.hazmat" を true にしてください。'),
    (r'Remove the Hot Spots and their setup procedure, or set "ruleset\.params\.hot_spots" to true\.',
     'Vedd le a Tűzfészkeket és az előkészítési lépésüket, vagy állítsd a "ruleset.params.hot_spots" értékét true-ra.',
     '高温点とその準備手順を取り除くか、"ruleset.params.hot_spots" を true にしてください。'),
    (r'Remove "decks", or set "ruleset\.params\.fire_phase" to "fire_deck"\.',
     'Töröld a "decks" kulcsot, vagy állítsd a "ruleset.params.fire_phase" értékét "fire_deck"-re.',
     '"decks" を削除するか、"ruleset.params.fire_phase" を "fire_deck" にしてください。'),
    (r'Add a card dealt at these counts \(a card without "players" or "levels" is dealt in every game\), '
     r'or narrow the Call\'s "players"\.',
     'Vegyél fel egy kártyát, amely ezeknél a játékosszámoknál is a pakliba kerül (a "players" és "levels" nélküli '
     'kártya minden játékban benne van), vagy szűkítsd a Hívás "players" tartományát.',
     'これらの人数でも配られるカードを追加するか（"players" も "levels" もないカードはすべてのゲームで配られます）、'
     'コールの "players" を狭めてください。'),
    (r'Reveal fewer Event cards, or lower "times" and "count" on these cards: a fire phase does at most (?P<n>\d+) '
     r"card steps, the Fire card's and those of the Event cards it reveals together\.",
     'Csökkentsd a felfedett Eseménykártyák számát, vagy ezeken a kártyákon a "times" és a "count" értékét: egy '
     'tűzfázis legfeljebb {n} kártyalépést tesz, a Tűzkártyáé és az általa felfedett Eseménykártyáké együtt.',
     '公開するイベントカードを減らすか、これらのカードの "times" と "count" を下げてください：1 回の延焼フェイズで'
     '行えるのは、火災カードとそれが公開するイベントカードを合わせて最大 {n} 手順です。'),
    (r'Remove "(?P<name>[a-z_]+)" from the level, or give an? "(?P<step>[a-z_]+)" setup step "count": "level"\.',
     'Töröld a(z) "{name}" kulcsot a szintből, vagy adj egy "{step}" előkészítési lépésnek "count": "level" értéket.',
     'レベルから "{name}" を削除するか、準備の手順 "{step}" に "count": "level" を指定してください。'),
    (r'Remove "(?P<name>[a-z_]+)" from the level, or set "ruleset\.params\.hazmat" and '
     r'"ruleset\.params\.hazmat_leaves_hot_spot" to true\.',
     'Töröld a(z) "{name}" kulcsot a szintből, vagy állítsd a "ruleset.params.hazmat" és a '
     '"ruleset.params.hazmat_leaves_hot_spot" értékét true-ra.',
     'レベルから "{name}" を削除するか、"ruleset.params.hazmat" と "ruleset.params.hazmat_leaves_hot_spot" を true に'
     'してください。'),
    (r'Remove "(?P<name>[a-z_]+)" from the level, or set "ruleset\.params\.(?P<param>hot_spots|hazmat_leaves_hot_spot)" '
     r'to true\.',
     'Töröld a(z) "{name}" kulcsot a szintből, vagy állítsd a "ruleset.params.{param}" értékét true-ra.',
     'レベルから "{name}" を削除するか、"ruleset.params.{param}" を true にしてください。'),
    (r'Write "(?P<name>[a-z_]+)" in the level, as 0 if none is meant\.',
     'Írd be a(z) "{name}" számot a szintbe, 0-t, ha nem kell belőle.',
     'レベルに "{name}" を書いてください。不要なら 0 と書きます。'),
    (r"Start it as Fire, move it, or put a wall or a closed door between them\.",
     "Kezdjen Tűzként, helyezd át, vagy tegyél közéjük falat vagy zárt ajtót.",
     "最初から火にするか、移動するか、間に壁か閉じたドアを置いてください。"),
    (r'Use the "gsh" ruleset, or set "ruleset\.params\.specialists" to true\.',
     'Használd a "gsh" szabályokat, vagy állítsd a "ruleset.params.specialists" értékét true-ra.',
     'ルール "gsh" を使うか、"ruleset.params.specialists" を true にしてください。'),
    (r"Add specialists, or lower players\.max\.", "Vegyél fel specialistákat, vagy csökkentsd a players.max értékét.",
     "専門家を追加するか、players.max を減らしてください。"),
    (r"Add (?P<word>Gear|Boost) cards, or lower (?P<key>\w+)\.",
     "Vegyél fel {word_hu}kártyákat, vagy csökkentsd a(z) {key} értékét.", "{word_ja}カードを追加するか、{key} を減らしてください。"),
    (r"Change or remove the modifier, and the card's text where it speaks of it \(players read the text\)\.",
     "Módosítsd vagy töröld a módosítót, és a kártya szövegét is, ahol szól róla (a játékosok a szöveget olvassák).",
     "修正を変更するか削除し、カードのテキストでそれに触れている所も直してください（プレイヤーはテキストを読みます）。"),
    (r"Name one of the board's zones\.", "Adj meg egyet a tábla táblanegyedei közül.", "ボードの区画のどれかを書いてください。"),
    (r"List the spaces a firefighter stands on to open it\.",
     "Sorold fel a mezőket, amelyeken állva egy tűzoltó megnyithatja.", "消防士が立って開けられるマスを書いてください。"),
    (r"Put the source on a space next to the zone it serves, outside it\.",
     "Tedd a vízforrást egy mezőre az általa szolgált táblanegyed mellé, azon kívül.", "水源は、給水する区画の外側で、その区画に接するマスに置いてください。"),
    (r"List its spaces \(a vehicle's spots\)\.", "Sorold fel a mezőit (járműnél a parkolóhelyeit).",
     "そのマス（車両ならスペース）を書いてください。"),
    (r"List 2 to 4 spaces that join up through shared sides\.", "Adj meg 2-4 mezőt, amelyek oldalukkal érintkezve összefüggnek.",
     "辺で接してつながる 2～4 マスを書いてください。"),
    (r"List each space of a large marker once\.", "Egy nagy jelző minden mezőjét egyszer sorold fel.",
     "大きなマーカーの各マスは 1 回だけ書いてください。"),
    (r"Put the marker on a scene space of board '(?P<board>[^']+)'\.", "Tedd a jelzőt a(z) '{board}' tábla helyszínének egy mezőjére.",
     "マーカーはボード '{board}' の建物のマスに置いてください。"),
    (r"Place fewer large markers, or smaller ones\.", "Helyezz el kevesebb vagy kisebb nagy jelzőt.",
     "大きなマーカーの数を減らすか、小さくしてください。"),
    (r"Put one Call marker on a space\.", "Egy mezőre egy Hívásjelzőt tegyél.", "1 つのマスにはコールマーカーを 1 つだけ置いてください。"),
    (r"Did you mean '(?P<id>[^']+)'\? Otherwise define it under \"markers\"\.",
     "Erre gondoltál: '{id}'? Ha nem, add meg a \"markers\" alatt.", "'{id}' のことですか？違う場合は \"markers\" で定義してください。"),
    (r"Did you mean '(?P<id>[^']+)'\?", "Erre gondoltál: '{id}'?", "'{id}' のことですか？"),
    (r'Define it under "markers", or fix the id\.', 'Add meg a "markers" alatt, vagy javítsd az azonosítót.',
     '"markers" に定義するか、ID を直してください。'),
    (r'Name one of the Call\'s markers in "marker"\.', 'Adj meg a "marker" kulcsban egyet a Hívás jelzői közül.',
     '"marker" にコールのマーカーのどれかを書いてください。'),
    (r"Take the bag from the box's (?P<n>\d+) POI\.", "A zsák tartalmát a doboz {n} MCP-jából válaszd.",
     "袋の中身は箱の {n} 枚の POI から選んでください。"),
    (r"Use at most (?P<n>\d+)\.", "Legfeljebb {n} legyen.", "{n} 個以下にしてください。"),
    (r"The game uses a d6 and a d8; check the dice sides \(their product may be at most (?P<n>\d+)\)\.",
     "A játék egy d6 és egy d8 kockát használ; ellenőrizd a kockák oldalszámát (szorzatuk legfeljebb {n} lehet).",
     "ゲームでは d6 と d8 を使います。サイコロの面の数を確認してください（積は {n} までです）。"),
)
"""Hint forms: the English pattern of each and its Hungarian and Japanese templates."""

WORDS: dict[str, dict[str, str]] = {
    "a FIFO (named pipe)": {"hu": "FIFO (nevesített cső)", "ja": "FIFO（名前付きパイプ）"},
    "a character device": {"hu": "karakteres eszköz", "ja": "キャラクタデバイス"},
    "a block device": {"hu": "blokkos eszköz", "ja": "ブロックデバイス"}, "a socket": {"hu": "socket", "ja": "ソケット"},
    "a folder": {"hu": "mappa", "ja": "フォルダー"}, "not a file": {"hu": "nem fájl", "ja": "ファイル以外のもの"},
    "No such file or directory": {"hu": "nincs ilyen fájl vagy mappa", "ja": "そのようなファイルやフォルダーはありません"},
    "Permission denied": {"hu": "nincs hozzá jogosultság", "ja": "権限がありません"},
    "Is a directory": {"hu": "ez egy mappa", "ja": "フォルダーです"},
    "Too many levels of symbolic links": {"hu": "túl sok egymásra mutató szimbolikus hivatkozás",
                                          "ja": "シンボリックリンクの階層が多すぎます"},
    "bytes": {"hu": "bájt", "ja": "バイト"}, "MB": {"hu": "MB", "ja": "MB"}, "KB": {"hu": "KB", "ja": "KB"},
    "Make the scene cover these spaces": {"hu": "Terjeszd ki a helyszínt ezekre a mezőkre", "ja": "建物をこれらのマスまで広げる"},
    "Give the dice more sides": {"hu": "Adj a kockáknak több oldalt", "ja": "サイコロの面を増やす"},
    "Move the scene off row 0 and column 0, which no roll names": {
        "hu": "Told el a helyszínt a 0. sorról és a 0. oszlopról, amelyet egyetlen dobás sem nevez meg",
        "ja": "どの出目も指さない 0 行目と 0 列目から建物をずらす"},
    "row": {"hu": "sor", "ja": "行"}, "col": {"hu": "oszlop", "ja": "列"},
    "wall": {"hu": "fal", "ja": "壁"}, "door": {"hu": "ajtó", "ja": "ドア"}, "opening": {"hu": "nyílás", "ja": "開口部"},
    "ambulance": {"hu": "Mentőautó", "ja": "救急車"}, "engine": {"hu": "Fecskendős kocsi", "ja": "消防車"},
    "outside space": {"hu": "külső mezőig", "ja": "外のマス"}, "ambulance spot": {"hu": "Mentőautó-parkolóhelyig",
                                                                                  "ja": "救急車のスペース"},
    "Fire": {"hu": "Tűz", "ja": "火"}, "Smoke": {"hu": "Füst", "ja": "煙"}, "POI": {"hu": "MCP", "ja": "POI"},
    "Hazmat": {"hu": "Gyúlékony anyag", "ja": "危険物"}, "Hot Spot": {"hu": "Tűzfészek", "ja": "高温点"}, "Hot Spots": {"hu": "Tűzfészek", "ja": "高温点"},
    "Victim": {"hu": "Áldozat", "ja": "要救助者"}, "Firefighter": {"hu": "Tűzoltó", "ja": "消防士"},
    "hazmat": {"hu": "gyúlékony anyag", "ja": "危険物"}, "hot_spots": {"hu": "tűzfészek", "ja": "高温点"},
    "hot spots": {"hu": "tűzfészek", "ja": "高温点"}, "fire": {"hu": "tűz", "ja": "火"},
    "smoke": {"hu": "füst", "ja": "煙"}, "poi": {"hu": "MCP", "ja": "POI"}, "explosions": {"hu": "robbanás", "ja": "爆発"},
    "an integer": {"hu": "egész szám", "ja": "整数"}, "a number": {"hu": "szám", "ja": "数"},
    "a string": {"hu": "szöveg", "ja": "文字列"}, "a list": {"hu": "lista", "ja": "リスト"},
    "an object": {"hu": "objektum", "ja": "オブジェクト"}, "true/false": {"hu": "igaz/hamis", "ja": "真偽値"},
    "null": {"hu": "null", "ja": "null"}, "id": {"hu": "az azonosító", "ja": "ID"}, "value": {"hu": "az érték", "ja": "値"},
    "at least": {"hu": "legalább", "ja": "以上"}, "at most": {"hu": "legfeljebb", "ja": "以下"},
    "greater than": {"hu": "több mint", "ja": "より大きい値"}, "less than": {"hu": "kevesebb mint", "ja": "より小さい値"},
    "object": {"hu": "objektum", "ja": "オブジェクト"}, "list": {"hu": "lista", "ja": "リスト"},
    "board": {"hu": "tábla", "ja": "ボード"}, "Call": {"hu": "Hívás", "ja": "コール"}, "call": {"hu": "Hívás", "ja": "コール"},
    "rows": {"hu": "sorok", "ja": "行"}, "columns": {"hu": "oszlopok", "ja": "列"},
    "deck": {"hu": "pakli", "ja": "デッキ"}, "card": {"hu": "kártya", "ja": "カード"}, "level": {"hu": "szint", "ja": "レベル"},
    "specialist": {"hu": "specialista", "ja": "専門家"}, "gear": {"hu": "Felszerelés", "ja": "装備"},
    "boost": {"hu": "Boost", "ja": "ブースト"},
    "ambulance spots": {"hu": "Mentőautó-parkolóhelyek", "ja": "救急車のスペース"},
    "engine spots": {"hu": "Fecskendős kocsi parkolóhelyek", "ja": "消防車のスペース"},
    "zones": {"hu": "táblanegyedek", "ja": "区画"}, "POI arrows": {"hu": "MCP nyilak", "ja": "POI 矢印"},
    "the Ambulance drives between ambulance spots": {"hu": "a Mentőautó a parkolóhelyei között közlekedik",
                                                     "ja": "救急車は救急車のスペースの間を移動します"},
    "the Engine drives between engine spots": {"hu": "a Fecskendős kocsi a parkolóhelyei között közlekedik",
                                               "ja": "消防車は消防車のスペースの間を移動します"},
    "the building collapsed": {"hu": "az épület összeomlott", "ja": "建物が倒壊した"},
    "too many Victims lost": {"hu": "túl sok Áldozat veszett oda", "ja": "要救助者を失いすぎた"},
    "too many Helpers lost": {"hu": "túl sok segítő veszett oda", "ja": "協力者を失いすぎた"},
    "the Fire reached what had to be saved": {"hu": "a tűz elérte, amit meg kellett óvni", "ja": "守るべきものに火が回った"},
    "won": {"hu": "a tűzoltók nyertek", "ja": "消防士の勝利"},
    "English": {"hu": "angol", "ja": "英語"}, "Hungarian": {"hu": "magyar", "ja": "ハンガリー語"},
    "Japanese": {"hu": "japán", "ja": "日本語"},
    "the deck gun targets zones": {"hu": "a Fecskendő táblanegyedekre lő", "ja": "放水銃は区画を狙います"},
    "Victims are rescued at the Ambulance": {"hu": "az Áldozatokat a Mentőautónál mentik ki", "ja": "要救助者は救急車で救出します"},
    "knocked-down firefighters go to an ambulance spot": {"hu": "az ájult tűzoltók egy Mentőautó-parkolóhelyre kerülnek",
                                                          "ja": "ノックダウンした消防士は救急車のスペースへ行きます"},
    "new POI slide along the arrows": {"hu": "az új MCP a nyilak mentén csúszik", "ja": "新しい POI は矢印に沿って移動します"},
    "Gear": {"hu": "Felszerelés", "ja": "装備"}, "Boost": {"hu": "Boost", "ja": "ブースト"},
    "a signature skill": {"hu": "egy különleges képesség", "ja": "固有スキル"},
    "a Gear card": {"hu": "egy Felszerelés kártya", "ja": "装備カード"}, "a Boost": {"hu": "egy Boost", "ja": "ブースト"},
    "key": {"hu": "a kulcs", "ja": "キー"},
    "water source": {"hu": "vízforrás", "ja": "水源"}, "marker": {"hu": "jelző", "ja": "マーカー"},
    "the Ambulance's spots": {"hu": "a Mentőautó parkolóhelyeihez", "ja": "救急車のスペース"},
    "a rescue place": {"hu": "mentési helyhez", "ja": "救出場所"},
    "the Ambulance's spots or a rescue place": {"hu": "a Mentőautó parkolóhelyeihez vagy mentési helyhez",
                                                "ja": "救急車のスペースか救出場所"},
    "rescue vehicle": {"hu": "mentőjármű", "ja": "救出車両"}, "rescue place": {"hu": "mentési hely", "ja": "救出場所"},
    "Debris": {"hu": "Törmelék", "ja": "がれき"}, "A Helper": {"hu": "Egy Segítő", "ja": "協力者"},
    "a wall": {"hu": "Fal", "ja": "壁"}, "a door": {"hu": "Ajtó", "ja": "ドア"}, "an opening": {"hu": "Nyílás", "ja": "開口部"},
    "the named Victim": {"hu": "A megnevezett Áldozat", "ja": "名前のある要救助者"},
    "the end of the file": {"hu": "a fájl vége", "ja": "ファイルの終わり"},
    "true or false": {"hu": "true vagy false", "ja": "true か false"},
    "error": {"hu": "hiba", "ja": "エラー"}, "warning": {"hu": "figyelmeztetés", "ja": "警告"}, "info": {"hu": "tájékoztatás", "ja": "情報"},
}
"""Game words that fill the templates' ``{name_hu}`` / ``{name_ja}`` fields (``axis``, ``what``, ``kind``, ``marker``...)."""

_WHAT = r"(?P<what>the end of the file|'.*'|\".*\")"
"""What the JSON reader found where it expected something else: a character, or the end of the file."""

JSON_SYNTAX: tuple[tuple[str, str, str], ...] = (
    (rf"unexpected {_WHAT} after the end of the JSON value", "váratlan {what_hu} a JSON-érték vége után",
     "JSON の値の終わりの後に予期しない {what_ja}"),
    (r"the text holds more than (?P<n>\d+) values, more than any board or Call",
     "a szöveg több mint {n} értéket tartalmaz, többet bármely táblánál vagy Hívásnál",
     "テキストの値が {n} 個を超えています（どのボードやコールよりも多い）"),
    (r"nested more than (?P<n>\d+) levels deep", "több mint {n} szint mélyen egymásba ágyazva",
     "{n} 段より深く入れ子になっています"),
    (rf"expected a value, found {_WHAT}", "érték kell, de ez áll itt: {what_hu}", "値が必要ですが、{what_ja}があります"),
    (r"string contains a lone UTF-16 surrogate escape", "a szöveg magányos UTF-16 helyettesítő escape-et tartalmaz",
     "文字列に対になっていない UTF-16 サロゲートのエスケープがあります"),
    (r"control character (?P<ch>.+) inside a string; write it as an escape such as \\n or \\u0000",
     "{ch} vezérlőkarakter egy szövegben; escape-ként írd, például \\n vagy \\u0000",
     "文字列の中に制御文字 {ch} があります。\\n や \\u0000 のようなエスケープで書いてください"),
    (r"string without its closing double quote", "a szövegnek nincs záró idézőjele", "文字列を閉じる二重引用符がありません"),
    (rf"expected a number, found {_WHAT}", "szám kell, de ez áll itt: {what_hu}", "数値が必要ですが、{what_ja}があります"),
    (r"number is too large", "a szám túl nagy", "数値が大きすぎます"),
    (r"integer has too many digits", "az egész számnak túl sok jegye van", "整数の桁が多すぎます"),
    (rf"expected a key in double quotes, found {_WHAT}", "idézőjeles kulcs kell, de ez áll itt: {what_hu}",
     "二重引用符で囲んだキーが必要ですが、{what_ja}があります"),
    (rf"expected ':' after the key (?P<key>.+), found {_WHAT}", "a(z) {key} kulcs után ':' kell, de ez áll itt: {what_hu}",
     "キー {key} の後に ':' が必要ですが、{what_ja}があります"),
    (r"trailing comma before '(?P<close>.)'", "fölösleges vessző a(z) '{close}' előtt", "'{close}' の前に余分なカンマがあります"),
    (rf"expected ',' or '(?P<close>.)', found {_WHAT}", "',' vagy '{close}' kell, de ez áll itt: {what_hu}",
     "',' か '{close}' が必要ですが、{what_ja}があります"),
    (rf"expected ':' after the key, found {_WHAT}", "a kulcs után ':' kell, de ez áll itt: {what_hu}",
     "キーの後に ':' が必要ですが、{what_ja}があります"),
    (rf"expected ',' or a closing bracket, found {_WHAT}", "',' vagy záró zárójel kell, de ez áll itt: {what_hu}",
     "',' か閉じ括弧が必要ですが、{what_ja}があります"),
    (r'unknown escape in a string; JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX',
     'ismeretlen escape egy szövegben; a JSON ezeket ismeri: \\" \\\\ \\/ \\b \\f \\n \\r \\t és \\uXXXX',
     '文字列に不明なエスケープがあります。JSON で使えるのは \\" \\\\ \\/ \\b \\f \\n \\r \\t と \\uXXXX です'),
    (r"a \\u escape needs four hexadecimal digits", "a \\u escape-hez négy hexadecimális számjegy kell",
     "\\u エスケープには 16 進数字が 4 桁必要です"),
)
"""Why a text is not JSON (:class:`authoring.files.jsonpos.JSONSyntaxError`): the English pattern, Hungarian and
Japanese templates. FP100's ``not valid JSON: ...`` and the Call editor's JSON sections say them."""

SKETCH_MESSAGES: tuple[tuple[str, str, str], ...] = (
    (r"a tab, which editors widen to several columns: write spaces, one column a character",
     "tabulátor, amelyet a szerkesztők több oszlopnyira szélesítenek: írj szóközöket, karakterenként egy oszlopot",
     "タブは編集ソフトで数桁に広がります。スペースを書いてください（1 文字 1 桁）"),
    (r"(?P<code>U\+[0-9A-F]{4,6}) \((?P<name>[^)]*)\) takes no column of its own, so the rest of the line is read one "
     r"column to the left: remove it",
     "a(z) {code} ({name}) nem foglal saját oszlopot, így a sor többi része egy oszloppal balra csúszva olvasódik: "
     "töröld",
     "{code}（{name}）は自分の桁を持たないため、行の残りが 1 桁左にずれて読まれます。削除してください"),
    (r"a sketch has 2 x rows \+ 1 lines \(at least 7\), not (?P<n>\d+); blank: lines? (?P<lines>[\d, ]+) \(a blank line "
     r"inside a sketch counts as one of its lines\)",
     "egy vázlat 2 x sorok + 1 sorból áll (legalább 7), nem {n} sorból; üres sor: {lines} (a vázlaton belüli üres sor "
     "is a sorai közé számít)",
     "スケッチは 2 x 行数 + 1 行（7 行以上）必要ですが、{n} 行です。空行: {lines}（スケッチの中の空行も 1 行として数えます）"),
    (r"a sketch has 2 x rows \+ 1 lines \(at least 7\), not (?P<n>\d+)",
     "egy vázlat 2 x sorok + 1 sorból áll (legalább 7), nem {n} sorból",
     "スケッチは 2 x 行数 + 1 行（7 行以上）必要ですが、{n} 行です"),
    (r"(?P<ch>.+) is not a space character \('\.', an arrow, ' ', 'A' or 'E'\)",
     "a(z) {ch} nem mezőjel ('.', nyíl, ' ', 'A' vagy 'E')",
     "{ch} はマスの文字ではありません（'.'、矢印、' '、'A'、'E'）"),
    (r"(?P<ch>.+) must be a space, not an edge", "a(z) {ch} mezőre való, nem élre", "{ch} は辺ではなくマスに書きます"),
    (r"(?P<ch>.+) stands on a corner, where it means nothing: doors go on the edges between two '\+', spaces inside "
     r"the squares",
     "a(z) {ch} sarokra került, ahol nem jelent semmit: az ajtók két '+' közötti élre, a mezők a négyzetekbe kerülnek",
     "{ch} は角にあり、意味を持ちません。ドアは2つの '+' の間の辺に、マスは四角の中に書きます"),
    (r"(?P<ch>.+) stands on the board's outer edge, where nothing is drawn: write ' ' or a wall character",
     "a(z) {ch} a tábla külső szélén áll, ahová semmi sem rajzolható: írj ' ' jelet vagy faljelet",
     "{ch} はボードの外周の辺にあり、そこには何も描けません。' ' か壁の文字を書いてください"),
    (r"(?P<ch>.+) is not a corner character \('\+', a wall character or ' '\)",
     "a(z) {ch} nem sarokjel ('+', faljel vagy ' ')", "{ch} は角の文字ではありません（'+'、壁の文字、' '）"),
    (r"no scene space: mark the spaces of the building with '\.' or an arrow",
     "nincs helyszínbeli mező: jelöld az épület mezőit '.' jellel vagy nyíllal",
     "建物のマスがありません。建物のマスを '.' か矢印で示してください"),
    (r"(?P<ch>.+) is not an edge character \('\|', '-', '#' or '=' for a wall, 'D', 'd' or ' '\)",
     "a(z) {ch} nem éljel (falnak '|', '-', '#' vagy '=', továbbá 'D', 'd' vagy ' ')",
     "{ch} は辺の文字ではありません（壁は '|'、'-'、'#'、'='、ほかに 'D'、'd'、' '）"),
    (r"the sketch draws (?P<n>\d+) rows; a board has at most (?P<limit>\d+)",
     "a vázlat {n} sort rajzol; egy táblának legfeljebb {limit} sora lehet",
     "スケッチは {n} 行を描いています。ボードは {limit} 行までです"),
    (r"the sketch draws (?P<n>\d+) columns; a board has at most (?P<limit>\d+)",
     "a vázlat {n} oszlopot rajzol; egy táblának legfeljebb {limit} oszlopa lehet",
     "スケッチは {n} 列を描いています。ボードは {limit} 列までです"),
    (r"a board has at most (?P<limit>[\d,]+) walls; this one is past the limit",
     "egy táblán legfeljebb {limit} fal lehet; ez már a határon túl van", "ボードの壁は {limit} までです。これは上限を超えています"),
    (r"a board has at most (?P<limit>[\d,]+) doors; this one is past the limit",
     "egy táblán legfeljebb {limit} ajtó lehet; ez már a határon túl van", "ボードのドアは {limit} までです。これは上限を超えています"),
    (r"a board has at most (?P<limit>[\d,]+) openings; this one is past the limit",
     "egy táblán legfeljebb {limit} nyílás lehet; ez már a határon túl van",
     "ボードの開口部は {limit} までです。これは上限を超えています"),
    (r"the scene is not a rectangle and has (?P<n>[\d,]+) spaces; a board lists at most (?P<limit>[\d,]+)",
     "a helyszín nem téglalap, és {n} mezője van; egy tábla legfeljebb {limit} mezőt sorolhat fel",
     "建物が長方形ではなく、マスが {n} あります。ボードに並べられるのは {limit} マスまでです"),
    (r"the sketch draws a board the format does not allow: (?P<detail>.+)",
     "a vázlat olyan táblát rajzol, amelyet a formátum nem enged: {detail}",
     "スケッチが形式で許されないボードを描いています: {detail}"),
    (r"parking space (?P<cell>\[\d+, \d+\]) has no marked neighbour to pair with",
     "a(z) {cell} parkolómezőnek nincs megjelölt szomszédja, amellyel párt alkotna",
     "駐車マス {cell} には組になる印付きの隣のマスがありません"),
    (r"more than (?P<limit>\d+) (?P<kind>ambulance|engine) spots; a board has at most (?P<n>\d+)",
     "a(z) {kind_hu} parkolóhelyeinek száma több mint {limit}; egy táblán legfeljebb {n} lehet",
     "{kind_ja}のスペースが {limit} を超えています。ボードは {n} までです"),
)
"""Why an ASCII sketch cannot be read (:class:`authoring.sketch.SketchError`): the English pattern, Hungarian and
Japanese templates."""

_COMPILED_MESSAGES: dict[str, list[tuple[re.Pattern, dict[str, str]]]] = {}
for _code, _pattern, _hu, _ja in MESSAGES:
    _COMPILED_MESSAGES.setdefault(_code, []).append((re.compile(_pattern + r"\Z"), {"hu": _hu, "ja": _ja}))


def _compiled(forms: tuple[tuple[str, str, str], ...]) -> list[tuple[re.Pattern, dict[str, str]]]:
    """``(English pattern, Hungarian, Japanese)`` forms, each pattern to match a whole text."""
    return [(re.compile(p + r"\Z", re.DOTALL), {"hu": hu, "ja": ja}) for p, hu, ja in forms]


def _in_form(forms: list[tuple[re.Pattern, dict[str, str]]], text: str, lang: str) -> str | None:
    """``text`` in ``lang`` by the first of ``forms`` it matches; None when it matches none, and in English (the
    texts' own language)."""
    if lang not in LANGUAGES:
        return None
    for pattern, templates in forms:
        if match := pattern.match(text):
            return _fill(templates[lang], match, lang)
    return None


_COMPILED_HINTS = _compiled(HINTS)
_COMPILED_JSON = _compiled(JSON_SYNTAX)
_SKETCH_AT = re.compile(r"line (?P<line>\d+), column (?P<column>\d+): (?P<reason>.+)\Z", re.DOTALL)
_COMPILED_SKETCH = _compiled(SKETCH_MESSAGES)


def _fill(template: str, match: re.Match, lang: str) -> str:
    values = {name: _in_language(value, lang) for name, value in match.groupdict().items()}
    for name, value in match.groupdict().items():
        values[f"{name}_{lang}"] = WORDS.get(value or "", {}).get(lang, values[name])
    return template.format_map(_Default(values))


_NUMBER = re.compile(r"(?P<whole>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<part>\d+))?(?P<percent>%?)\Z")
_AND_MORE = re.compile(r" and (?P<n>\d+) more\Z")
_AND_MORE_IN = {"hu": " és még {n}", "ja": " ほか {n} 件"}


def _in_language(value: str | None, lang: str) -> str | None:
    """A value read out of an English message as ``lang`` writes it: a number with the language's decimal mark and
    thousands apart by a space (:data:`authoring.language.i18n.DECIMAL_COMMA`), a list cut short ("... and 3 more")
    with its words.

    >>> _in_language("2.5", "hu"), _in_language("12.5%", "ja"), _in_language("[1, 1], [1, 2] and 3 more", "hu")
    ('2,5', '12.5%', '[1, 1], [1, 2] és még 3')
    >>> _in_language("5,242,936", "hu"), _in_language("60,000", "ja")
    ('5\xa0242\xa0936', '60,000')
    """
    if not value:
        return value
    if lang in DECIMAL_COMMA and (number := _NUMBER.match(value)):
        whole = number["whole"].replace(",", "\u00a0")  # thousands apart by a space
        return whole + ("," + number["part"] if number["part"] else "") + number["percent"]
    return _AND_MORE.sub(lambda more: _AND_MORE_IN[lang].format(n=more["n"]), value) if lang in _AND_MORE_IN else value


class _Default(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_FIELD_PREFIX = re.compile(r"(?P<field>the file|[^:\n]+?): (?P<rest>.+)\Z", re.DOTALL)
"""A schema message that names its field first (``rows: expected an integer, got a string``; a zone key may hold spaces)."""
_THE_FILE = {"hu": "a fájl", "ja": "ファイル"}
_JOINED_PROBLEMS = re.compile(r"; (?=(?:the file|[\w/.\[\]-]+): )")
"""Where one problem of a refused edit ends and the next, naming its field, begins."""
_RENDERED = re.compile(r"(?P<where>\S+:\d+:\d+): (?P<severity>error|warning|info) (?P<code>FP\d{3}) (?P<message>.+)\Z",
                       re.DOTALL)
"""A diagnostic written as one line (``path:line:col: severity CODE message``), as FP102 quotes a board's first error."""


def _known_form(code: str, message: str, lang: str) -> str | None:
    return _in_form(_COMPILED_MESSAGES.get(code, []), message, lang)


def translate_message(code: str, message: str, lang: str) -> str | None:
    """``message`` of ``code`` in ``lang`` when its form is known; None when it is not.

    A schema message may name its field first: the field stays, the rest is translated.

    >>> translate_message("FP101", "loss/victims_lost: must be at least 1, got 0", "hu")
    'loss/victims_lost: legalább 1 legyen, de ez áll itt: 0'
    >>> translate_message("FP101", "the file: expected an object, got a list", "ja")
    'ファイル: オブジェクトが必要ですが、リストです'

    A refused edit's problems come joined by "; ", each naming its field: each is translated alone (one whose form
    is not known stays as it is).

    >>> translate_message("FP101", "a/0: expected a list, got an integer; a/1: expected a list, got an integer", "hu")
    'a/0: lista kellene, de ez áll itt: egész szám; a/1: lista kellene, de ez áll itt: egész szám'
    """
    parts = _JOINED_PROBLEMS.split(message) if code == "FP101" else [message]
    if len(parts) > 1:
        said = [translate_message(code, part, lang) for part in parts]
        return None if all(s is None for s in said) else "; ".join(s or part for s, part in zip(said, parts, strict=True))
    if code == "FP101" and (prefixed := _FIELD_PREFIX.match(message)) is not None:
        # the field first: a whole-message form could take the field for a word of the message
        rest = _known_form(code, prefixed["rest"], lang)
        if rest is not None:
            field = _THE_FILE[lang] if prefixed["field"] == "the file" else prefixed["field"]
            return f"{field}: {rest}"
    known = _known_form(code, message, lang)
    if known is None and code == "FP100" and message.startswith(_NOT_JSON):
        detail = json_syntax_text(message.removeprefix(_NOT_JSON), lang)
        return None if detail is None else _NOT_JSON_IN[lang].format(detail=detail)
    return known


_HINT_WORD = {"hu": "tipp", "ja": "ヒント"}
"""What a hint line of a compiler-style report starts with, in each language."""

_NOT_JSON = "not valid JSON: "
_NOT_JSON_IN = {"hu": "érvénytelen JSON: {detail}", "ja": "正しい JSON ではありません: {detail}"}


def json_syntax_text(message: str, lang: str) -> str | None:
    """Why a text is not JSON (a :class:`authoring.files.jsonpos.JSONSyntaxError`'s message) in ``lang``; None when
    its form is not known.

    >>> json_syntax_text("expected a value, found 't'", "hu")
    "érték kell, de ez áll itt: 't'"
    >>> translate_message("FP100", "not valid JSON: expected a value, found the end of the file", "ja")
    '正しい JSON ではありません: 値が必要ですが、ファイルの終わりがあります'
    """
    return _in_form(_COMPILED_JSON, message, lang) if lang in LANGUAGES else None


def translate_hint(hint: str, lang: str) -> str | None:
    """``hint`` in ``lang`` when its form is known; None when it is not.

    A hint that quotes another diagnostic (a board's first error, for FP102)
    keeps its place and code and gets that diagnostic's message translated.

    >>> translate_hint("boards/b.board.json:3:5: error FP231 zone 'a' falls into 2 pieces; apart from the largest: [1, 1]", "hu")
    "boards/b.board.json:3:5: hiba FP231 a(z) 'a' táblanegyed 2 darabra esik; a legnagyobbon kívül: [1, 1]"
    """
    if (known := _in_form(_COMPILED_HINTS, hint, lang)) is not None:
        return known
    rendered = _RENDERED.match(hint)
    if rendered is None or rendered["code"] not in SUMMARIES:
        return None
    code, message = rendered["code"], rendered["message"]
    inner = translate_message(code, message, lang) or f"{summary(code, lang)} — {message}"
    return f"{rendered['where']}: {WORDS[rendered['severity']][lang]} {code} {inner}"


def summary(code: str, lang: str) -> str:
    """The one-line meaning of ``code`` in ``lang`` (English: the registry's)."""
    if lang == "en" or lang not in LANGUAGES:
        return REGISTRY[code].summary
    return SUMMARIES[code][lang]


def translate(d: Diagnostic, lang: str) -> Diagnostic:
    """``d`` with its message and hint in ``lang``; code, severity, pointer, place and cells unchanged.

    A message of an unknown form becomes the code's translated summary with
    the English details after it; a hint of an unknown form stays in English.
    """
    if lang not in LANGUAGES:
        return d
    message = translate_message(d.code, d.message, lang)
    if message is None:
        message = f"{summary(d.code, lang)} — {d.message}" if d.code in SUMMARIES else d.message
    hint = d.hint
    if hint:
        hint = translate_hint(hint, lang) or hint
    return replace(d, message=message, hint=hint)


def error_text(exc: Exception, lang: str) -> str:
    """Why ``exc`` stopped a page, in ``lang``: a file's diagnostics (``exc.unusable``) translated, else its text.

    >>> from authoring.files.validate import UnusableFileError
    >>> from authoring.diagnostics import make
    >>> exc = Exception("x")
    >>> exc.unusable = UnusableFileError([("a.call.json", [make("FP204", "the scene has no entrance: its outer wall "
    ...     "has no door and no opening")])])
    >>> print(error_text(exc, "hu").splitlines()[-1])
    a.call.json: 1 hiba; előbb javítsd ki (a callforge validate a.call.json ugyanezt mutatja)
    """
    unusable = getattr(exc, "unusable", None)
    if unusable is None or lang not in LANGUAGES:
        return str(exc)
    return unusable_text(unusable, lang)


def unusable_text(unusable, lang: str) -> str:
    """The diagnostics of ``unusable`` (:class:`authoring.files.validate.UnusableFileError`) as validate prints
    them, with their messages, hints and last line in ``lang`` (English as it is)."""
    from authoring.language import i18n

    if lang not in LANGUAGES:
        return unusable.text()
    words = {word: WORDS[word][lang] for word in ("error", "warning", "info")} | {"hint": _HINT_WORD[lang]}
    return unusable.text(translate=lambda d: translate(d, lang),
                         footer=lambda names, errors, command: i18n.t("fix_errors_first", lang, n=errors, command=command,
                                                                      names=i18n.names_and(names, lang)), words=words)


def sketch_error_text(message: str, lang: str) -> str | None:
    """Why a sketch cannot be read (``str()`` of :class:`authoring.sketch.SketchError`: line, column, reason) in
    ``lang``; None when ``message`` is no such text. A reason of no known form stays English.

    >>> from authoring.sketch import SketchError
    >>> error = SketchError(3, 5, "'x' is not an edge character ('|', '-', '#' or '=' for a wall, 'D', 'd' or ' ')")
    >>> sketch_error_text(str(error), "hu")
    "3. sor, 5. oszlop: a(z) 'x' nem éljel (falnak '|', '-', '#' vagy '=', továbbá 'D', 'd' vagy ' ')"
    >>> sketch_error_text("rows: expected an integer", "hu") is None
    True
    """
    from authoring.language import i18n

    located = _SKETCH_AT.match(message)
    if located is None or lang not in LANGUAGES:
        return None
    reason = _in_form(_COMPILED_SKETCH, located["reason"], lang) or located["reason"]
    return i18n.t("sketch_at", lang, line=located["line"], column=located["column"], reason=reason)
