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

LANGUAGES = ("hu", "ja")
"""Languages the messages are translated into (English is the checks' own)."""

SUMMARIES: dict[str, dict[str, str]] = {
    "FP100": {"hu": "a fájl nem olvasható JSON-ként (szintaktikai hiba, rossz kódolás vagy túl nagy)",
              "ja": "ファイルを JSON として読めません（構文エラー、文字コード、またはサイズ超過）"},
    "FP101": {"hu": "a fájl nem felel meg a sémának", "ja": "ファイルがスキーマに合っていません"},
    "FP102": {"hu": "a Hívás táblahivatkozása nem mutat a könyvtár egyik táblájára sem",
              "ja": "コールのボード参照がライブラリ内のボードを指していません"},
    "FP103": {"hu": "ismeretlen format_version", "ja": "不明な format_version"},
    "FP201": {"hu": "egy koordináta a rácson kívül esik", "ja": "座標がグリッドの外にあります"},
    "FP202": {"hu": "egy él két nem szomszédos mezőt köt össze", "ja": "辺が隣り合っていない 2 マスを結んでいます"},
    "FP203": {"hu": "egy élen két elem van (fal és ajtó, vagy kétszer felsorolva)",
              "ja": "1 つの辺に 2 つの要素があります（壁と扉、または重複）"},
    "FP204": {"hu": "a helyszínnek nincs bejárata: a külső falán nincs ajtó vagy nyílás",
              "ja": "建物に入口がありません：外壁に扉も開口部もありません"},
    "FP205": {"hu": "a helyszín egyes mezői kívülről nem érhetők el, még nyitott ajtókkal sem",
              "ja": "すべての扉を開けても外から到達できないマスがあります"},
    "FP206": {"hu": "ajtó egy szobán belül: a mezői nélküle is össze vannak kötve",
              "ja": "部屋の中の扉：扉がなくてもマス同士がつながっています"},
    "FP207": {"hu": "kockakoordináták: mező koordináta nélkül, ismétlődő koordináta vagy dobás mező nélkül",
              "ja": "サイコロ座標：座標のないマス、重複、またはマスのない出目"},
    "FP230": {"hu": "a táblanegyedek átfedik egymást vagy lefedetlen mezőket hagynak",
              "ja": "区画が重なっているか、覆われていないマスがあります"},
    "FP231": {"hu": "egy táblanegyed nem összefüggő", "ja": "区画がつながっていません"},
    "FP232": {"hu": "egy táblanegyed nem zárt az átfordításra: egyes dobások nem fordíthatók bele",
              "ja": "区画が反転について閉じていません：反転しても入らない出目があります"},
    "FP233": {"hu": "egy fecskendős kocsi parkolóhelye egyetlen táblanegyedhez sem, vagy többhöz is határos",
              "ja": "消防車の駐車スペースがどの区画にも接していないか、複数の区画に接しています"},
    "FP240": {"hu": "a helyszín egy mezőjén nincs MCP nyíl", "ja": "POI 矢印のないマスがあります"},
    "FP241": {"hu": "egy MCP nyíl a helyszínen kívülre mutat", "ja": "POI 矢印が建物の外を指しています"},
    "FP242": {"hu": "1 vagy 2 hosszú MCP nyílkör: az MCP oda-vissza pattogna",
              "ja": "長さ 1 か 2 の POI 矢印のループ：POI が行き来してしまいます"},
    "FP243": {"hu": "több végső nyílkör: a különböző részekről induló csúszások sosem találkoznak",
              "ja": "矢印の終点ループが複数あります：別々の場所からの移動が合流しません"},
    "FP250": {"hu": "egy parkolóhely nem két szomszédos külső gyűrűbeli mező",
              "ja": "駐車スペースが外周の隣り合う 2 マスになっていません"},
    "FP251": {"hu": "egy jármű parkolóhelyei átfedik vagy ismétlik egymást", "ja": "同じ車両の駐車スペースが重なるか重複しています"},
    "FP252": {"hu": "a mentőautó és a fecskendős kocsi parkolóhelyei átfedik egymást",
              "ja": "救急車と消防車の駐車スペースが重なっています"},
    "FP253": {"hu": "egy parkolóhely egyik mezője sem szomszédos a helyszínnel",
              "ja": "駐車スペースのどのマスも建物に隣接していません"},
    "FP254": {"hu": "egy jármű parkolóhelyei nem az óramutató járása szerinti haladási sorrendben szerepelnek",
              "ja": "車両の駐車スペースが時計回りの移動順に並んでいません"},
    "FP301": {"hu": "egy kezdő elhelyezés a helyszínen kívül vagy lehetetlen mezőn van",
              "ja": "初期配置が建物の外か、置けないマスにあります"},
    "FP302": {"hu": "összeférhetetlen kezdő jelzők", "ja": "両立しない初期マーカーがあります"},
    "FP303": {"hu": "több jelző kell, mint amennyi a készletben van", "ja": "ストックより多くのマーカーが必要です"},
    "FP304": {"hu": "a Hívás nem nyerhető meg", "ja": "このコールには勝てません"},
    "FP305": {"hu": "a szabályokhoz hiányzó táblaelem kell", "ja": "ルールに必要なボード要素がありません"},
    "FP306": {"hu": "ismeretlen specialista, kártya vagy hatás", "ja": "不明な専門家、カード、または効果"},
    "FP307": {"hu": "az első robbanás táblázatának egy eleme a helyszínen kívül van vagy ismétlődik",
              "ja": "最初の爆発表の項目が建物の外にあるか重複しています"},
    "FP401": {"hu": "AP-távolság minden mezőtől a legközelebbi mentési mezőig",
              "ja": "各マスから最寄りの救出マスまでの AP 距離"},
    "FP402": {"hu": "a mentéstől legtávolabbi mező", "ja": "救出から最も遠いマス"},
    "FP403": {"hu": "falak, amelyek leomlása két szobát köt össze", "ja": "壊れると 2 つの部屋がつながる壁"},
    "FP404": {"hu": "annak esélye, hogy egy véletlen dobás az egyes szobákba esik",
              "ja": "ランダムな出目が各部屋に当たる確率"},
    "FP405": {"hu": "az MCP csúszási útjának hossza minden mezőről", "ja": "各マスからの POI 移動経路の長さ"},
    "FP406": {"hu": "a rács vagy a kockatartomány túl nagy: a mélyebb ellenőrzések elmaradtak",
              "ja": "グリッドまたはサイコロの範囲が大きすぎるため、詳細チェックを省略しました"},
}
"""Every registered code's summary (:data:`authoring.diagnostics.REGISTRY`) in each of :data:`LANGUAGES`."""

_C = r"\[\d+, \d+\]"
_E = rf"{_C}-{_C}"

# (code, English pattern, Hungarian template, Japanese template)
MESSAGES: tuple[tuple[str, str, str, str], ...] = (
    ("FP101", r"missing key '(?P<key>[^']+)'", "hiányzó kulcs: '{key}'", "キー '{key}' がありません"),
    ("FP101", r"unknown key '(?P<key>[^']+)'", "ismeretlen kulcs: '{key}'", "不明なキー '{key}'"),
    ("FP101", r"too few items: item (?P<n>\d+) is missing", "túl kevés elem: a(z) {n}. elem hiányzik",
     "項目が足りません：{n} 番目がありません"),
    ("FP101", r"expected (?P<want>.+?), got (?P<got>[^,]+)", "{want_hu} kellene, de ez áll itt: {got_hu}",
     "{want_ja}が必要ですが、{got_ja}です"),
    ("FP101", r"must be one of (?P<allowed>.+), got (?P<got>.+)", "ezek egyike kell: {allowed}; ez áll itt: {got}",
     "{allowed} のどれかが必要ですが、{got} です"),
    ("FP101", r"(?P<value>.+) is not one of the (?P<n>\d+) allowed values", "{value} nem a(z) {n} megengedett érték egyike",
     "{value} は {n} 個の許可された値のどれでもありません"),
    ("FP101", r"(?P<what>.+?) (?P<value>\S+) is not an identifier", "{what_hu} {value} nem azonosító",
     "{what_ja} {value} は識別子ではありません"),
    ("FP101", r"must not be empty", "nem lehet üres", "空にはできません"),
    ("FP201", rf"space (?P<cell>{_C}) is outside the (?P<rows>\d+) x (?P<cols>\d+) grid",
     "a(z) {cell} mező kívül esik a {rows} x {cols} rácson", "マス {cell} は {rows} x {cols} のグリッドの外です"),
    ("FP201", r"(?P<axis>row|col) (?P<value>-?\d+) is outside the grid \((?P<axes>rows|cols) 0-(?P<top>\d+)\)",
     "a(z) {value}. {axis_hu} kívül esik a rácson (0-{top})", "{axis_ja} {value} はグリッドの外です（0-{top}）"),
    ("FP202", rf"(?:a |an )?(?P<what>wall|door|opening) joins (?P<a>{_C}) and (?P<b>{_C}), which are not side by side",
     "{what_hu} a(z) {a} és {b} mezőt köti össze, amelyek nem szomszédosak",
     "{what_ja}が隣り合っていない {a} と {b} を結んでいます"),
    ("FP203", rf"edge (?P<edge>{_E}) is listed twice \(first at (?P<first>[^)]+)\)",
     "a(z) {edge} él kétszer szerepel (először: {first})", "辺 {edge} が 2 回書かれています（最初は {first}）"),
    ("FP203", rf"edge (?P<edge>{_E}) is both an? (?P<one>wall|door|opening) and an? (?P<two>wall|door|opening) "
              r"\(first at (?P<first>[^)]+)\)",
     "a(z) {edge} él egyszerre {one_hu} és {two_hu} (először: {first})",
     "辺 {edge} が{one_ja}と{two_ja}の両方になっています（最初は {first}）"),
    ("FP204", r"the scene has no entrance: its outer wall has no door and no opening",
     "a helyszínnek nincs bejárata: a külső falán nincs ajtó és nyílás", "建物に入口がありません：外壁に扉も開口部もありません"),
    ("FP204", r"the scene fills the whole grid: there is no outside space to enter from",
     "a helyszín kitölti az egész rácsot: nincs külső mező, ahonnan be lehetne lépni",
     "建物がグリッド全体を占めています：入ってくる外のマスがありません"),
    ("FP205", rf"space (?P<cell>{_C}) cannot be reached from outside, even with every door open",
     "a(z) {cell} mező kívülről nem érhető el, még nyitott ajtókkal sem",
     "マス {cell} にはすべての扉を開けても外から到達できません"),
    ("FP205", r"(?P<n>\d+) spaces cannot be reached from outside, even with every door open: (?P<cells>.+)",
     "{n} mező kívülről nem érhető el, még nyitott ajtókkal sem: {cells}",
     "{n} マスにはすべての扉を開けても外から到達できません：{cells}"),
    ("FP206", rf"the door (?P<edge>{_E}) is inside one room: its spaces are joined without it",
     "a(z) {edge} ajtó egy szobán belül van: a mezői nélküle is össze vannak kötve",
     "扉 {edge} は部屋の中にあります：扉がなくても両側のマスがつながっています"),
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
     "a fecskendős kocsi {i}. parkolóhelye {n} táblanegyeddel határos ({zones}): a vízágyú célja nem egyértelmű",
     "消防車のスペース {i} は {n} つの区画（{zones}）に接しています：放水砲の対象が決まりません"),
    ("FP233", r"engine spot (?P<i>\d+) borders no zone",
     "a fecskendős kocsi {i}. parkolóhelye egyik táblanegyeddel sem határos", "消防車のスペース {i} はどの区画にも接していません"),
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
    ("FP250", rf"(?P<kind>ambulance|engine) spot (?P<i>\d+) joins (?P<a>{_C}) and (?P<b>{_C}), which are not side by side",
     "a(z) {kind_hu} {i}. parkolóhelye a(z) {a} és {b} mezőt köti össze, amelyek nem szomszédosak",
     "{kind_ja}のスペース {i} は隣り合っていない {a} と {b} を結んでいます"),
    ("FP251", r"(?P<kind>ambulance|engine) spot (?P<i>\d+) repeats (?:ambulance|engine) spot (?P<j>\d+)",
     "a(z) {kind_hu} {i}. parkolóhelye megismétli a(z) {j}. parkolóhelyet", "{kind_ja}のスペース {i} はスペース {j} と同じです"),
    ("FP252", rf"engine spot (?P<i>\d+) shares (?P<cell>{_C}) with ambulance spot (?P<j>\d+)",
     "a fecskendős kocsi {i}. parkolóhelye osztozik a(z) {cell} mezőn a mentőautó {j}. parkolóhelyével",
     "消防車のスペース {i} は救急車のスペース {j} と {cell} を共有しています"),
    ("FP253", r"(?P<kind>ambulance|engine) spot (?P<i>\d+) \((?P<cells>[^)]+)\) does not touch the scene",
     "a(z) {kind_hu} {i}. parkolóhelye ({cells}) nem érintkezik a helyszínnel",
     "{kind_ja}のスペース {i}（{cells}）は建物に接していません"),
    ("FP254", r"(?P<kind>ambulance|engine) spots are not listed in clockwise driving order; clockwise from spot 0 they are "
              r"(?P<order>.+) \(spots (?P<idx>[\d, ]+)\)",
     "a(z) {kind_hu} parkolóhelyei nem az óramutató járása szerinti sorrendben szerepelnek; a 0. helytől óramutató "
     "szerint: {order} (helyek: {idx})",
     "{kind_ja}のスペースが時計回りの移動順に並んでいません。スペース 0 から時計回りに：{order}（スペース {idx}）"),
    ("FP301", rf"(?P<marker>[A-Z][A-Za-z ]*?) is placed on (?P<cell>{_C}), outside the scene",
     "{marker_hu} a helyszínen kívüli {cell} mezőre került", "{marker_ja}が建物外のマス {cell} に置かれています"),
    ("FP302", rf"an? (?P<marker>[A-Za-z ]+?) is placed on (?P<cell>{_C}), which starts with (?P<other>[A-Z][A-Za-z ]*)",
     "{marker_hu} került a(z) {cell} mezőre, ahol kezdetben {other_hu} van",
     "{other_ja}で始まるマス {cell} に{marker_ja}が置かれています"),
    ("FP303", r"setup needs (?P<n>\d+) (?P<marker>[a-z_ ]+) at level '(?P<level>[^']+)' \((?P<placed>\d+) placed \+ "
              r"(?P<rolled>\d+) rolled\), but the supply holds (?P<have>\d+)",
     "az előkészítéshez {n} {marker_hu} kell a(z) '{level}' szinten ({placed} elhelyezve + {rolled} dobással), "
     "de a készletben csak {have} van",
     "レベル '{level}' の準備には{marker_ja}が {n} 個必要です（配置 {placed} + ダイス {rolled}）が、ストックは {have} 個です"),
    ("FP304", r"winning needs (?P<n>\d+) rescued Victims, but the POI bag holds only (?P<have>\d+)",
     "a győzelemhez {n} megmentett Áldozat kell, de az MCP-zsákban csak {have} van",
     "勝利には {n} 人の救助が必要ですが、POI の袋には {have} 人しかいません"),
    ("FP305", r"ruleset '(?P<ruleset>[^']+)' needs POI arrows \(new POI slide along the arrows\), but board "
              r"'(?P<board>[^']+)' has none",
     "a(z) '{ruleset}' szabályokhoz MCP nyilak kellenek (az új MCP a nyilak mentén csúszik), de a(z) '{board}' táblán nincsenek",
     "ルール '{ruleset}' には POI 矢印が必要です（新しい POI は矢印に沿って移動）が、ボード '{board}' にはありません"),
    ("FP306", r"card '(?P<card>[^']+)' shuffles in an unknown card '(?P<other>[^']+)'",
     "a(z) '{card}' kártya egy ismeretlen kártyát kever be: '{other}'", "カード '{card}' が不明なカード '{other}' を混ぜ込みます"),
    ("FP306", r"procedure '(?P<proc>[^']+)' takes its count from the difficulty level, but the Call has no levels",
     "a(z) '{proc}' lépés a nehézségi szintből veszi a darabszámot, de a Hívásnak nincsenek szintjei",
     "手順 '{proc}' は難易度レベルから数を取りますが、このコールにはレベルがありません"),
    ("FP307", rf"faces (?P<a>\d+) and (?P<b>\d+) both target (?P<cell>{_C})",
     "a(z) {a} és {b} oldal is a(z) {cell} mezőt célozza", "目 {a} と {b} が両方 {cell} を指しています"),
    ("FP401", rf"space (?P<cell>{_C}): (?P<ap>\d+) AP to the nearest (?P<goal>outside space|ambulance spot), "
              r"(?P<carry>\d+) AP carrying a Victim",
     "{cell} mező: {ap} AP a legközelebbi {goal_hu}, {carry} AP egy Áldozattal",
     "マス {cell}：最寄りの{goal_ja}まで {ap} AP、要救助者を運ぶと {carry} AP"),
    ("FP402", r"farthest from rescue: (?P<cells>.+), (?P<ap>\d+) AP to the nearest (?P<goal>outside space|ambulance spot) "
              r"\((?P<carry>\d+) AP carrying a Victim\)",
     "a mentéstől legtávolabb: {cells}, {ap} AP a legközelebbi {goal_hu} ({carry} AP egy Áldozattal)",
     "救出から最も遠いマス：{cells}、最寄りの{goal_ja}まで {ap} AP（要救助者を運ぶと {carry} AP）"),
    ("FP403", rf"destroying the wall (?P<edge>{_E}) joins room (?P<a>\d+) \(from (?P<ca>{_C})\) and room (?P<b>\d+) "
              rf"\(from (?P<cb>{_C})\)",
     "a(z) {edge} fal leomlása összeköti a(z) {a}. szobát ({ca} felől) és a(z) {b}. szobát ({cb} felől)",
     "壁 {edge} が壊れると部屋 {a}（{ca} から）と部屋 {b}（{cb} から）がつながります"),
    ("FP404", rf"room (?P<room>\d+) \(from (?P<cell>{_C})\), (?P<n>\d+) spaces?: (?P<pct>[\d.]+%) \((?P<frac>\d+/\d+)\) of rolls",
     "{room}. szoba ({cell} felől), {n} mező: a dobások {pct}-a ({frac})",
     "部屋 {room}（{cell} から）、{n} マス：出目の {pct}（{frac}）"),
    ("FP405", rf"space (?P<cell>{_C}): (?P<n>\d+) arrow steps? to the loop",
     "{cell} mező: {n} nyíllépés a körig", "マス {cell}：ループまで矢印 {n} 歩"),
    ("FP406", r"the (?P<rows>\d+) x (?P<cols>\d+) grid has more than (?P<limit>\d+) spaces: the board was not checked further",
     "a {rows} x {cols} rácsnak több mint {limit} mezője van: a táblát nem ellenőriztük tovább",
     "{rows} x {cols} のグリッドは {limit} マスを超えるため、これ以上チェックしていません"),
)
"""Message forms: the English pattern of each and its Hungarian and Japanese templates."""

HINTS: tuple[tuple[str, str, str], ...] = (
    (r"use lower-case letters, digits, '-' and '_', starting with a letter or digit",
     "kisbetűket, számjegyeket, '-' és '_' jelet használj, betűvel vagy számjeggyel kezdve",
     "英小文字、数字、'-'、'_' を使い、英字か数字で始めてください"),
    (r"did you mean '(?P<key>[^']+)'\?", "erre gondoltál: '{key}'?", "'{key}' のことですか？"),
    (r"allowed keys: (?P<keys>.+)", "megengedett kulcsok: {keys}", "使えるキー：{keys}"),
    (r"allowed: (?P<values>.+)", "megengedett: {values}", "使える値：{values}"),
    (r"Rows run 0-(?P<r>\d+) and columns 0-(?P<c>\d+)\.",
     "A sorok 0-{r}, az oszlopok 0-{c} között vannak.", "行は 0-{r}、列は 0-{c} です。"),
    (r"Use a (?P<axis>row|col) between 0 and (?P<top>\d+), or enlarge the grid\.",
     "Adj meg 0 és {top} közötti értéket, vagy nagyítsd a rácsot.", "0 から {top} までの値にするか、グリッドを広げてください。"),
    (r"An edge joins two spaces that differ by one in the row or in the column, not both\.",
     "Egy él két olyan mezőt köt össze, amelyek a sorban vagy az oszlopban eggyel térnek el, de nem mindkettőben.",
     "辺は行か列のどちらか一方だけが 1 違う 2 マスを結びます。"),
    (r"Keep one feature per edge: delete this entry or the earlier one\.",
     "Egy élen egy elem legyen: töröld ezt vagy a korábbi bejegyzést.", "1 つの辺には 1 つの要素だけ：この項目か前の項目を削除してください。"),
    (r'Add an edge between a scene space and an outside space to "openings" or "doors"\.',
     'Vegyél fel egy helyszínbeli és egy külső mező közötti élt az "openings" vagy a "doors" listába.',
     '建物のマスと外のマスの間の辺を "openings" か "doors" に追加してください。'),
    (r"Leave a ring of outside spaces around the scene \(enlarge the grid or shrink the scene\)\.",
     "Hagyj külső mezőkből álló gyűrűt a helyszín körül (nagyítsd a rácsot vagy kicsinyítsd a helyszínt).",
     "建物の周りに外のマスの輪を残してください（グリッドを広げるか建物を小さくする）。"),
    (r"Put a door or an opening in one of the walls around (?:these spaces|this space), or remove one of those walls\.",
     "Tegyél ajtót vagy nyílást a körülötte lévő falak egyikébe, vagy töröld az egyik falat.",
     "周りの壁のどれかに扉か開口部を付けるか、その壁を 1 つ取り除いてください。"),
    (r"Remove the door, or add the walls that separate the two rooms it should join\.",
     "Töröld az ajtót, vagy építsd meg a falakat, amelyek elválasztják a két szobát, amelyet összekötne.",
     "扉を取り除くか、扉がつなぐはずの 2 部屋を分ける壁を追加してください。"),
    (r"Give every roll a space, or use dice with fewer sides\.",
     "Adj minden dobásnak mezőt, vagy használj kevesebb oldalú kockát.", "すべての出目にマスを割り当てるか、面の少ないサイコロを使ってください。"),
    (r'Give the dice more sides, or list every scene space in "dice\.table"\.',
     'Adj a kockáknak több oldalt, vagy sorold fel a helyszín minden mezőjét a "dice.table" listában.',
     'サイコロの面を増やすか、建物のすべてのマスを "dice.table" に書いてください。'),
    (r"Each roll must name one space\.", "Minden dobás egy mezőt jelöljön.", "各出目は 1 つのマスを指す必要があります。"),
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
    (r"Use one of N NE E SE S SW W NW, or '\.' for no arrow\.",
     "Használd ezek egyikét: N NE E SE S SW W NW, vagy '.' ha nincs nyíl.", "N NE E SE S SW W NW のどれか、矢印なしなら '.' を使ってください。"),
    (r"Turn the arrow towards a scene space\.", "Fordítsd a nyilat a helyszín egy mezője felé.", "矢印を建物のマスに向けてください。"),
    (r"Turn one of the two arrows so that the slide leads on to the central loop\.",
     "Fordítsd el a két nyíl egyikét, hogy a csúszás a központi körbe vezessen.", "移動が中央のループへ続くように、どちらかの矢印の向きを変えてください。"),
    (r"Turn arrows so that every slide ends in the same loop\.",
     "Fordítsd úgy a nyilakat, hogy minden csúszás ugyanabban a körben végződjön.", "すべての移動が同じループで終わるように矢印の向きを変えてください。"),
    (r"A spot is two side-by-side spaces on the ring outside the scene\.",
     "Egy parkolóhely két szomszédos mező a helyszín körüli külső gyűrűn.", "駐車スペースは建物の外周にある隣り合う 2 マスです。"),
    (r"Each spot of a vehicle uses its own two spaces\.",
     "Egy jármű minden parkolóhelye saját két mezőt használ.", "車両の各スペースはそれぞれ別の 2 マスを使います。"),
    (r"The Ambulance and the Engine park on different spaces\.",
     "A mentőautó és a fecskendős kocsi különböző mezőkön parkol.", "救急車と消防車は別のマスに駐車します。"),
    (r"Park vehicles on ring spaces that share an edge with the building\.",
     "A járművek olyan külső mezőkön parkoljanak, amelyeknek közös éle van az épülettel.", "建物と辺を共有する外周のマスに車両を駐車してください。"),
    (r"Driving \+1 takes a vehicle to the next spot of its list: list the (?P<kind>ambulance|engine) spots in the order "
     r"shown .*",
     "A +1 haladás a lista következő parkolóhelyére viszi a járművet: sorold fel a(z) {kind_hu} parkolóhelyeit a "
     "megadott sorrendben (óramutató szerint; bármelyik lehet az első).",
     "+1 の移動で車両はリストの次のスペースへ進みます：{kind_ja}のスペースを示した順（時計回り、どれが先頭でも可）に並べてください。"),
    (r"(?P<marker>[A-Z][A-Za-z ]*?) starts on a scene space of board '(?P<board>[^']+)'\.",
     "{marker_hu} a(z) '{board}' tábla helyszínének egy mezőjén kezdődik.", "{marker_ja}はボード '{board}' の建物のマスから始まります。"),
    (r"Move the marker, or remove the (?P<other>[A-Z][A-Za-z ]*) from that space\.",
     "Helyezd át a jelzőt, vagy vedd le arról a mezőről: {other_hu}.", "マーカーを移動するか、そのマスから{other_ja}を取り除いてください。"),
    (r'Lower the counts or raise "(?P<key>[^"]+)"\.',
     'Csökkentsd a darabszámokat, vagy növeld ezt: "{key}".', '数を減らすか、"{key}" を増やしてください。'),
    (r'Lower "win\.rescued" or add Victims to "poi_bag"\.',
     'Csökkentsd a "win.rescued" értékét, vagy tegyél Áldozatokat a "poi_bag"-be.', '"win.rescued" を減らすか、"poi_bag" に要救助者を足してください。'),
    (r"Add POI arrows to the board, or choose a ruleset or parameters that do without them\.",
     "Adj MCP nyilakat a táblához, vagy válassz olyan szabályokat vagy paramétereket, amelyeknek nem kellenek.",
     "ボードに POI 矢印を追加するか、矢印のいらないルールかパラメーターを選んでください。"),
    (r"Known cards: (?P<cards>.+)\.", "Ismert kártyák: {cards}.", "既知のカード：{cards}。"),
    (r'Give a number, or add "levels"\.', 'Adj meg egy számot, vagy vegyél fel "levels"-t.', '数を書くか、"levels" を追加してください。'),
    (r"Give each face its own space\.", "Adj minden oldalnak saját mezőt.", "各目に別々のマスを割り当ててください。"),
    (r"Boards for the game are small \(the standard one is 8 x 10\); check the rows and cols values\.",
     "A játék táblái kicsik (a szabványos 8 x 10); ellenőrizd a rows és cols értékeket.",
     "ゲームのボードは小さいものです（標準は 8 x 10）。rows と cols の値を確認してください。"),
)
"""Hint forms: the English pattern of each and its Hungarian and Japanese templates."""

WORDS: dict[str, dict[str, str]] = {
    "row": {"hu": "sor", "ja": "行"}, "col": {"hu": "oszlop", "ja": "列"},
    "wall": {"hu": "fal", "ja": "壁"}, "door": {"hu": "ajtó", "ja": "扉"}, "opening": {"hu": "nyílás", "ja": "開口部"},
    "ambulance": {"hu": "mentőautó", "ja": "救急車"}, "engine": {"hu": "fecskendős kocsi", "ja": "消防車"},
    "outside space": {"hu": "külső mezőig", "ja": "外のマス"}, "ambulance spot": {"hu": "mentőautó-parkolóhelyig",
                                                                                  "ja": "救急車のスペース"},
    "Fire": {"hu": "Tűz", "ja": "火"}, "Smoke": {"hu": "Füst", "ja": "煙"}, "POI": {"hu": "MCP", "ja": "POI"},
    "Hazmat": {"hu": "Gyúlékony anyag", "ja": "危険物"}, "Hot Spot": {"hu": "Tűzfészek", "ja": "高温点"},
    "Victim": {"hu": "Áldozat", "ja": "要救助者"}, "Firefighter": {"hu": "Tűzoltó", "ja": "消防士"},
    "hazmat": {"hu": "gyúlékony anyag", "ja": "危険物"}, "hot_spots": {"hu": "tűzfészek", "ja": "高温点"},
    "hot spots": {"hu": "tűzfészek", "ja": "高温点"}, "fire": {"hu": "tűz", "ja": "火"},
    "smoke": {"hu": "füst", "ja": "煙"}, "poi": {"hu": "MCP", "ja": "POI"}, "explosions": {"hu": "robbanás", "ja": "爆発"},
    "an integer": {"hu": "egész szám", "ja": "整数"}, "a number": {"hu": "szám", "ja": "数"},
    "a string": {"hu": "szöveg", "ja": "文字列"}, "a list": {"hu": "lista", "ja": "リスト"},
    "an object": {"hu": "objektum", "ja": "オブジェクト"}, "true/false": {"hu": "igaz/hamis", "ja": "真偽値"},
    "null": {"hu": "null", "ja": "null"}, "id": {"hu": "az azonosító", "ja": "ID"}, "value": {"hu": "az érték", "ja": "値"},
}
"""Game words that fill the templates' ``{name_hu}`` / ``{name_ja}`` fields (``axis``, ``what``, ``kind``, ``marker``...)."""

_COMPILED_MESSAGES: dict[str, list[tuple[re.Pattern, dict[str, str]]]] = {}
for _code, _pattern, _hu, _ja in MESSAGES:
    _COMPILED_MESSAGES.setdefault(_code, []).append((re.compile(_pattern + r"\Z"), {"hu": _hu, "ja": _ja}))
_COMPILED_HINTS = [(re.compile(p + r"\Z"), {"hu": hu, "ja": ja}) for p, hu, ja in HINTS]


def _fill(template: str, match: re.Match, lang: str) -> str:
    values = dict(match.groupdict())
    for name, value in match.groupdict().items():
        values[f"{name}_{lang}"] = WORDS.get(value or "", {}).get(lang, value)
    return template.format_map(_Default(values))


class _Default(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def translate_message(code: str, message: str, lang: str) -> str | None:
    """``message`` of ``code`` in ``lang`` when its form is known; None when it is not."""
    for pattern, templates in _COMPILED_MESSAGES.get(code, ()):
        match = pattern.match(message)
        if match:
            return _fill(templates[lang], match, lang)
    return None


def translate_hint(hint: str, lang: str) -> str | None:
    """``hint`` in ``lang`` when its form is known; None when it is not."""
    for pattern, templates in _COMPILED_HINTS:
        match = pattern.match(hint)
        if match:
            return _fill(templates[lang], match, lang)
    return None


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
