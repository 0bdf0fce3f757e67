"""UI strings of the studio in English, Hungarian and Japanese.

Game terms follow the project glossary (``reference/glossary.md``). Each
string may hold ``{name}`` fields filled by :func:`t`.

>>> t("undo", "hu"), t("errors", "ja", n=2)
('Visszavonás', 'エラー 2')
"""

from __future__ import annotations

import string

from authoring.files.save import TARGET_PROBLEMS as TARGET_ENGLISH
from authoring.language.form_strings import FORM_STRINGS
from authoring.sketch import SKETCH_HELP
from engine.errors import START_REASONS as START_ENGLISH
from engine.why import ENGLISH as WHY_ENGLISH

LANGUAGES = {"en": "English", "hu": "Magyar", "ja": "日本語"}

STRINGS: dict[str, dict[str, str]] = {
    # shell
    "language": {"en": "Language", "hu": "Nyelv", "ja": "言語"},
    "library": {"en": "Library", "hu": "Könyvtár", "ja": "ライブラリ"},
    "page_library": {"en": "Library", "hu": "Könyvtár", "ja": "ライブラリ"},
    "page_board": {"en": "Board editor", "hu": "Táblaszerkesztő", "ja": "ボードエディタ"},
    "page_call": {"en": "Call editor", "hu": "Hívásszerkesztő", "ja": "コールエディタ"},
    "lang_en": {"en": "English", "hu": "Angol", "ja": "英語"},
    "lang_hu": {"en": "Hungarian", "hu": "Magyar", "ja": "ハンガリー語"},
    "lang_ja": {"en": "Japanese", "hu": "Japán", "ja": "日本語"},
    # diagnostics
    "diagnostics": {"en": "Diagnostics", "hu": "Diagnosztika", "ja": "診断"},
    "errors": {"en": "{n} errors", "hu": "{n} hiba", "ja": "エラー {n}"},
    "errors_one": {"en": "{n} error", "hu": "{n} hiba", "ja": "エラー {n}"},
    "warnings": {"en": "{n} warnings", "hu": "{n} figyelmeztetés", "ja": "警告 {n}"},
    "warnings_one": {"en": "{n} warning", "hu": "{n} figyelmeztetés", "ja": "警告 {n}"},
    "infos": {"en": "{n} notes", "hu": "{n} megjegyzés", "ja": "情報 {n}"},
    "infos_one": {"en": "{n} note", "hu": "{n} megjegyzés", "ja": "情報 {n}"},
    "no_problems": {"en": "No problems found.", "hu": "Nincs hiba.", "ja": "問題は見つかりませんでした。"},
    "highlight_pick": {
        "en": "Choose one to highlight its spaces",
        "hu": "Válassz egyet a mezői kiemeléséhez",
        "ja": "選ぶとそのマスを強調表示します",
    },
    "highlighted": {"en": "Highlighted: {cells}", "hu": "Kiemelve: {cells}", "ja": "強調表示：{cells}"},
    "highlight_none": {"en": "(none)", "hu": "(egyik sem)", "ja": "（なし）"},
    # library page
    "library_truncated": {
        "en": "This folder holds more than the studio lists ({files} files or {folders} folders at most): only the first are shown. Open a smaller folder as the library.",
        "hu": "Ebben a mappában több van, mint amennyit a stúdió listáz (legfeljebb {files} fájl vagy {folders} mappa): csak az elsők látszanak. Nyiss meg kisebb mappát könyvtárként.",
        "ja": "このフォルダーにはスタジオが一覧にできる数（最大 {files} ファイルまたは {folders} フォルダー）を超える項目があります。最初の分だけを表示しています。より小さいフォルダーをライブラリとして開いてください。",
    },
    "library_missing": {
        "en": "The library folder {path} does not exist.",
        "hu": "A(z) {path} könyvtár nem létezik.",
        "ja": "ライブラリのフォルダ {path} がありません。",
    },
    "library_not_folder": {
        "en": "The library {path} is a file, not a folder: open the folder that holds the Calls and boards/.",
        "hu": "A(z) {path} könyvtár fájl, nem mappa: a Hívásokat és a boards/ mappát tartalmazó mappát nyisd meg.",
        "ja": "ライブラリ {path} はフォルダではなくファイルです。コールと boards/ があるフォルダを開いてください。",
    },
    "col_status": {"en": "Status", "hu": "Állapot", "ja": "状態"},
    "col_kind": {"en": "Kind", "hu": "Fajta", "ja": "種類"},
    "col_id": {"en": "Id", "hu": "Azonosító", "ja": "ID"},
    "col_title": {"en": "Title", "hu": "Cím", "ja": "タイトル"},
    "col_errors": {"en": "Errors", "hu": "Hibák", "ja": "エラー"},
    "col_warnings": {"en": "Warnings", "hu": "Figyelmeztetések", "ja": "警告"},
    "col_file": {"en": "File", "hu": "Fájl", "ja": "ファイル"},
    "kind_board": {"en": "Board", "hu": "Tábla", "ja": "ボード"},
    "kind_call": {"en": "Call", "hu": "Hívás", "ja": "コール"},
    "selected_file": {"en": "Selected file", "hu": "Kiválasztott fájl", "ja": "選択したファイル"},
    "file": {"en": "File", "hu": "Fájl", "ja": "ファイル"},
    "open": {"en": "Open", "hu": "Megnyitás", "ja": "開く"},
    "fix_here": {
        "en": "This file does not load: open it to fix its text here, each problem located at its line and column.",
        "hu": "Ez a fájl nem tölthető be: nyisd meg, és javítsd itt a szövegét; minden hiba sorral és oszloppal jelölve.",
        "ja": "このファイルは読み込めません。開いてここでテキストを修正できます。各問題は行と列で示されます。",
    },
    "fix_open": {"en": "Open it in the Call editor to fix it", "hu": "Megnyitás a Hívásszerkesztőben a javításhoz",
                 "ja": "コールエディタで開いて修正する"},
    "fix_restored": {"en": "The text typed here before and not saved is back: save it, or type it back to the file's.",
                     "hu": "Az itt korábban begépelt, el nem mentett szöveg visszakerült: mentsd el, vagy írd vissza a fájl szövegére.",
                     "ja": "以前ここで入力して保存していないテキストを戻しました。保存するか、ファイルの内容に戻してください。"},
    "fix_title": {"en": "{name} does not load", "hu": "{name} nem tölthető be", "ja": "{name} は読み込めません"},
    "fix_intro": {
        "en": "The editor needs a file that loads. Fix the text below: the problems point at lines and columns, and "
              "are checked again when you leave the text box. Save writes the text (only over the version read here) "
              "and opens the file in the editor once it loads.",
        "hu": "A szerkesztőnek betölthető fájl kell. Javítsd az alábbi szöveget: a hibák sort és oszlopot jelölnek, és "
              "a szövegmező elhagyásakor újra ellenőrződnek. A Mentés kiírja a szöveget (csak az itt beolvasott "
              "változat fölé), és a fájl betölthetővé válva a szerkesztőben nyílik meg.",
        "ja": "エディタには読み込めるファイルが必要です。下のテキストを修正してください。問題は行と列を示し、"
              "テキスト欄を離れると再チェックされます。保存するとテキストを書き込み（ここで読み込んだ版の上にのみ）、"
              "読み込めるようになったファイルをエディタで開きます。",
    },
    "fix_text": {"en": "File text", "hu": "A fájl szövege", "ja": "ファイルのテキスト"},
    "fix_save": {"en": "Save text", "hu": "Szöveg mentése", "ja": "テキストを保存"},
    "fix_back": {"en": "Back to {name}", "hu": "Vissza: {name}", "ja": "{name} に戻る"},
    "fix_conflict": {
        "en": "{name} changed on disk since it was read here: nothing was written. Download your text, then reload.",
        "hu": "{name} megváltozott a lemezen, mióta itt beolvastuk: semmi sem íródott ki. Töltsd le a szövegedet, "
              "majd töltsd újra.",
        "ja": "{name} はここで読み込んだ後にディスク上で変更されました。何も書き込んでいません。"
              "テキストをダウンロードしてから再読み込みしてください。",
    },
    "fix_not_written": {"en": "{name} was not written: {reason}", "hu": "{name} nem íródott ki: {reason}",
                        "ja": "{name} は書き込まれませんでした: {reason}"},
    "fix_cannot_show_why": {
        "en": "{name} cannot be shown as text here: {why}. Fix it in a text editor (see `callforge validate`).",
        "hu": "{name} itt nem jeleníthető meg szövegként: {why}. Javítsd szövegszerkesztőben (lásd `callforge validate`).",
        "ja": "{name} はここではテキストとして表示できません：{why}。テキストエディタで修正してください（`callforge validate` を参照）。",
    },
    "fix_cannot_show": {
        "en": "{name} cannot be shown as text (not UTF-8, too large, or not a regular file): fix it in a text editor "
              "(see `callforge validate`).",
        "hu": "{name} nem jeleníthető meg szövegként (nem UTF-8, túl nagy, vagy nem közönséges fájl): javítsd "
              "szövegszerkesztőben (lásd `callforge validate`).",
        "ja": "{name} はテキストとして表示できません（UTF-8 でない、大きすぎる、または通常のファイルでない）。"
              "テキストエディタで修正してください（`callforge validate` を参照）。",
    },
    "play_this": {"en": "Play it", "hu": "Kipróbálás", "ja": "プレイする"},
    "play_saved_note": {
        "en": "Play uses the saved file: save first to play your changes.",
        "hu": "A játék a mentett fájlt használja: előbb mentsd a változásokat.",
        "ja": "プレイでは保存済みのファイルを使います。変更を試すには先に保存してください。",
    },
    "pick_in_table": {
        "en": "Click a row of the table, or choose the file here.",
        "hu": "Kattints a táblázat egy sorára, vagy válaszd ki itt a fájlt.",
        "ja": "表の行をクリックするか、ここでファイルを選んでください。",
    },
    "library_empty": {
        "en": "No boards or Calls here yet: create a board below.",
        "hu": "Itt még nincs tábla vagy hívás: hozz létre egy táblát lent.",
        "ja": "ボードもコールもまだありません。下でボードを作成してください。",
    },
    "new_id": {"en": "Id of the copy", "hu": "A másolat azonosítója", "ja": "コピーのID"},
    "duplicate": {"en": "Duplicate", "hu": "Másolat készítése", "ja": "複製"},
    "created": {"en": "Created {path}", "hu": "Létrehozva: {path}", "ja": "{path} を作成しました"},
    "picked_file_gone": {"en": "The file picked, {path}, is no longer in the library: the first file is picked instead.",
                         "hu": "A kiválasztott fájl ({path}) már nincs a könyvtárban: helyette az első fájl van kiválasztva.",
                         "ja": "選んでいたファイル {path} はライブラリにもうありません。代わりに最初のファイルを選びました。"},
    "bad_id": {
        "en": "{id!r} cannot be an id: use lower-case letters, digits, '-' and '_' (at most 64, starting with a letter or digit)",
        "hu": "{id!r} nem lehet azonosító: kisbetűk, számjegyek, '-' és '_' (legfeljebb 64, betűvel vagy számjeggyel kezdve)",
        "ja": "{id!r} はIDにできません：英小文字・数字・'-'・'_' を使ってください（64文字以内、英字か数字で始める）",
    },
    "already_exists": {"en": "{name} already exists: choose another id",
                       "hu": "{name} már létezik: válassz másik azonosítót",
                       "ja": "{name} はすでにあります。別のIDを選んでください"},
    "file_error": {"en": "The file could not be written: {error}", "hu": "A fájlt nem sikerült írni: {error}",
                   "ja": "ファイルを書き込めませんでした：{error}"},
    "new_board": {"en": "New board", "hu": "Új tábla", "ja": "新しいボード"},
    "new_call": {"en": "New Call", "hu": "Új Hívás", "ja": "新しいコール"},
    "new_call_help": {"en": "A bundled Call's rules, setup and levels, with its own id, title and board. A bundled board "
                             "the library lacks is copied into its boards/ folder.",
                      "hu": "Egy mellékelt Hívás szabályai, kezdőfelállása és szintjei, saját azonosítóval, címmel és "
                            "táblával. A mellékelt táblát, ha a könyvtárban nincs meg, a boards/ mappába másolja.",
                      "ja": "同梱のコールのルール・初期配置・レベルを、新しいID・タイトル・ボードで使います。ライブラリにない"
                            "同梱ボードは boards/ フォルダーにコピーされます。"},
    "call_template_family": {"en": "Family game (fixed setup)", "hu": "Családi játék (rögzített kezdés)",
                             "ja": "ファミリーゲーム（固定の初期配置）"},
    "call_template_experienced": {"en": "Experienced game (levels, rolled setup)",
                                  "hu": "Haladó játék (szintek, dobott kezdés)", "ja": "経験者ゲーム（レベル、ダイスで決める初期配置）"},
    "call_template_warehouse": {"en": "Golden State Heroes: warehouse", "hu": "Golden State Heroes: raktár",
                                "ja": "ゴールデンステート・ヒーローズ：倉庫"},
    "call_template_hillside": {"en": "Golden State Heroes: hillside house", "hu": "Golden State Heroes: domboldali ház",
                               "ja": "ゴールデンステート・ヒーローズ：丘の上の家"},
    "in_library": {"en": "in the library", "hu": "a könyvtárban", "ja": "ライブラリ内"},
    "call_board": {"en": "Board", "hu": "Tábla", "ja": "ボード"},
    "board_of_template": {"en": "the template's board", "hu": "a sablon táblája", "ja": "テンプレートのボード"},
    "call_id": {"en": "Call id", "hu": "Hívás azonosító", "ja": "コールID"},
    "call_title": {"en": "Title (English)", "hu": "Cím (angol)", "ja": "タイトル（英語）"},
    "new_call_problems": {"en": "The new Call has {n} problems to fix: they are listed below.",
                          "hu": "Az új Híváson {n} javítandó hiba van: lent láthatók.",
                          "ja": "新しいコールには直すべき問題が {n} 件あります。下に一覧があります。"},
    "from_blank": {"en": "Blank", "hu": "Üres", "ja": "空白"},
    "from_template": {"en": "From a template", "hu": "Sablonból", "ja": "テンプレートから"},
    "from_sketch": {"en": "From an ASCII sketch", "hu": "ASCII vázlatból", "ja": "ASCIIスケッチから"},
    "board_id": {"en": "Board id", "hu": "Tábla azonosító", "ja": "ボードID"},
    "rows": {"en": "Rows", "hu": "Sorok", "ja": "行数"},
    "cols": {"en": "Columns", "hu": "Oszlopok", "ja": "列数"},
    "create": {"en": "Create", "hu": "Létrehozás", "ja": "作成"},
    "template": {"en": "Template", "hu": "Sablon", "ja": "テンプレート"},
    "no_templates": {"en": "No board loads yet.", "hu": "Még nincs betölthető tábla.", "ja": "読み込めるボードがまだありません。"},
    "sketch_help": {
        "en": "Draw the board with characters; the legend:",
        "hu": "Rajzold meg a táblát karakterekkel; jelmagyarázat:",
        "ja": "文字でボードを描きます。凡例：",
    },
    "sketch_legend": {
        "en": SKETCH_HELP,
        "hu": """\
Minden sarokban '+' (az első sor és oszlop, majd minden második); négy sarok között egy karakter mezőnként
(a 2., 4., 6.… sorban és oszlopban), két sarok vagy két mező között egy élkarakter:
  mezők    '.' helyszínmező nyíl nélkül, ^ > v < vagy 7 9 3 1 (numerikus billentyűzet) helyszínmező MCP nyíllal
           (nyíl vagy minden helyszínmezőn, vagy egyiken sem),
           ' ' külső mező, 'A' / 'E' a Mentőautó / a Fecskendős kocsi parkolóhelyének külső mezője
  élek     '|' '-' '#' '=' fal, 'D' zárt ajtó, 'd' nyitott ajtó, ' ' semmi
           (a helyszín külső falán a ' ' nyílás)
  sarkok   '+' (falkarakter vagy ' ' is jó; ajtó- vagy mezőkarakter ott hiba)""",
        "ja": """\
すべての角に '+'（1 行目・1 列目から 1 つおき）。4 つの角の間（2・4・6… 行目と列目）に 1 マス 1 文字、
2 つの角または 2 つのマスの間に辺の文字を書きます：
  マス   '.' 矢印のない建物のマス、^ > v < または 7 9 3 1（テンキー）POI 矢印のある建物のマス
         （矢印は建物のすべてのマスに書くか、どのマスにも書かない）、
         ' ' 外のマス、'A' / 'E' 救急車 / 消防車のスペースである外のマス
  辺     '|' '-' '#' '=' 壁、'D' 閉じたドア、'd' 開いたドア、' ' なし
         （建物の外壁では ' ' は開口部）
  角     '+'（壁の文字か ' ' も可。ドアやマスの文字はエラー）""",
    },
    "sketch": {"en": "Sketch", "hu": "Vázlat", "ja": "スケッチ"},
    # editors, shared
    "undo": {"en": "Undo", "hu": "Visszavonás", "ja": "元に戻す"},
    "redo": {"en": "Redo", "hu": "Újra", "ja": "やり直す"},
    "save": {"en": "Save", "hu": "Mentés", "ja": "保存"},
    "saved": {"en": "Saved {path}", "hu": "Mentve: {path}", "ja": "{path} を保存しました"},
    "no_write_permission": {"en": "The folder {folder} cannot be written to: no permission. Save elsewhere, or ask for write access.", "hu": "A(z) {folder} mappába nem lehet írni: nincs jogosultság. Ments máshová, vagy kérj írási jogot.", "ja": "フォルダー {folder} に書き込めません（権限がありません）。別の場所に保存するか、書き込み権限を依頼してください。"},
    "disk_full": {"en": "The disk holding {folder} is full: nothing was written.", "hu": "A(z) {folder} mappát tartalmazó lemez megtelt: semmi sem íródott ki.", "ja": "{folder} のあるディスクがいっぱいです。何も書き込まれていません。"},
    "file_gone": {"en": "The file {path} no longer exists.", "hu": "A(z) {path} fájl már nem létezik.", "ja": "ファイル {path} はもうありません。"},
    "file_read_only": {"en": "The file {path} is read-only: make it writable to save over it, or save a copy under another name.", "hu": "A(z) {path} fájl írásvédett: tedd írhatóvá, ha felül akarod írni, vagy ments másolatot más néven.", "ja": "ファイル {path} は読み取り専用です。上書きするには書き込み可能にするか、別の名前でコピーを保存してください。"},
    "no_permission_file": {"en": "No permission to use the file {path}.", "hu": "Nincs jogosultság a(z) {path} fájl használatához.", "ja": "ファイル {path} を使う権限がありません。"},
    "folder_gone": {"en": "The folder {folder} no longer exists.", "hu": "A(z) {folder} mappa már nem létezik.", "ja": "フォルダー {folder} はもうありません。"},
    "save_failed": {"en": "Could not save: {error}", "hu": "Nem sikerült menteni: {error}", "ja": "保存できませんでした：{error}"},
    "download": {"en": "Download", "hu": "Letöltés", "ja": "ダウンロード"},
    "upload": {"en": "Upload", "hu": "Feltöltés", "ja": "アップロード"},
    "saved_refused": {
        "en": "Saved {path}, but not the field edits refused ({n}): those fields show a value the file does not hold, and why",
        "hu": "Mentve: {path}, de az elutasított mezőmódosítások ({n}) nélkül: ezek a mezők olyan értéket mutatnak, amely nincs a fájlban, és azt is, miért",
        "ja": "{path} を保存しましたが、拒否された入力（{n} 件）は含まれません：その欄の値はファイルにはなく、理由が欄に表示されています",
    },
    "saved_with_errors": {
        "en": "Saved {path}, with {n} errors: it will not load for play until they are fixed",
        "hu": "Mentve: {path}, {n} hibával: játékhoz előbb javítsd ki őket",
        "ja": "{path} を保存しました（エラー {n} 件：修正するまでプレイには読み込めません）",
    },
    "reloaded_from_disk": {
        "en": "{path} changed on disk: showing the new version",
        "hu": "A(z) {path} megváltozott a lemezen: az új változat látható",
        "ja": "{path} がディスク上で変更されたため、新しい版を表示しています",
    },
    "conflict_changed": {
        "en": "{path} was changed on disk (another tab, editor or designer) since you opened it. "
              "Saving now would replace that change. Choose what to keep:",
        "hu": "A(z) {path} megváltozott a lemezen (másik lap, szerkesztő vagy tervező), mióta megnyitottad. "
              "A mentés most felülírná azt a változást. Válaszd ki, mi maradjon:",
        "ja": "{path} は開いた後にディスク上で変更されました（別のタブ、エディタ、または別の設計者）。"
              "今保存するとその変更を上書きします。どちらを残すか選んでください：",
    },
    "conflict_deleted": {
        "en": "{path} was deleted on disk since you opened it; Save does not bring it back on its own. Save mine again writes your version again.",
        "hu": "A(z) {path} törölve lett a lemezről, mióta megnyitottad; a Mentés magától nem hozza vissza. „Az enyém mentése újra” gomb újra kiírja a te változatodat.",
        "ja": "{path} は開いた後にディスクから削除されました。保存だけでは元に戻りません。「自分の版を保存し直す」であなたの版を書き直します。",
    },
    "conflict_reload": {"en": "Reload from disk (drop mine)", "hu": "Újratöltés a lemezről (az enyém elvetése)",
                        "ja": "ディスクから再読み込み（自分の変更を破棄）"},
    "board_calls_with_errors": {"en": "Saved; Calls of the library on this board now have errors: {calls}. Open them in the Library to see why.", "hu": "Mentve; a könyvtár e táblát használó Hívásaiban most hibák vannak: {calls}. A Könyvtárban megnyitva látod, miért.", "ja": "保存しました。このボードを使うライブラリのコールにエラーがあります：{calls}。理由はライブラリで開いて確認してください。"},
    "conflict_write_again": {"en": "Save mine again", "hu": "Az enyém mentése újra", "ja": "自分の版を保存し直す"},
    "conflict_overwrite": {"en": "Overwrite with mine", "hu": "Felülírás az enyémmel", "ja": "自分の版で上書き"},
    "conflict_diff": {"en": "Compare side by side", "hu": "Összehasonlítás egymás mellett", "ja": "左右に並べて比較"},
    "diff_disk": {"en": "On disk now", "hu": "Most a lemezen", "ja": "現在のディスク上"},
    "diff_mine": {"en": "Mine (unsaved)", "hu": "Az enyém (nem mentett)", "ja": "自分の版（未保存）"},
    "draft_found": {
        "en": "Unsaved changes to this file from {when} were kept ({n} undo steps). Restore them?",
        "hu": "Megőriztük a fájl nem mentett változásait ({when}, {n} visszavonási lépés). Visszaállítod őket?",
        "ja": "{when} の未保存の変更が保存されています（元に戻す履歴 {n} 件）。復元しますか？",
    },
    "draft_restore": {"en": "Restore", "hu": "Visszaállítás", "ja": "復元"},
    "draft_discard": {"en": "Discard", "hu": "Elvetés", "ja": "破棄"},
    "reload_failed": {"en": "Could not read the file again: {error}", "hu": "Nem sikerült újra beolvasni a fájlt: {error}",
                      "ja": "ファイルを読み直せませんでした：{error}"},
    "greyed_nothing_to_undo": {"en": "Nothing to undo: no step has been played yet",
                               "hu": "Nincs mit visszavonni: még egy lépés sem történt",
                               "ja": "取り消すものがありません：まだ一手も指していません"},
    "greyed_game_over": {"en": "The game is over", "hu": "A játszma véget ért", "ja": "ゲームは終わりました"},
    "greyed_person_seat": {"en": "A person plays this seat: play its turn on the board or by typing an action",
                           "hu": "Ezt a helyet ember játssza: lépj a táblán vagy írj be egy akciót",
                           "ja": "この席は人が担当しています：ボードで操作するかアクションを入力してください"},
    "greyed_param_default": {"en": "'{param}' already has the ruleset's default value",
                             "hu": "A(z) '{param}' már a szabályok alapértékén áll",
                             "ja": "'{param}' はすでにルールの既定値です"},
    "greyed_spot_off_grid": {"en": "The spot's second space, {cell}, is off the grid: choose the other side or "
                                   "another space",
                             "hu": "A parkolóhely második mezője ({cell}) kívül esik a rácson: válaszd a másik "
                                   "oldalt vagy másik mezőt",
                             "ja": "この駐車位置の 2 つ目のマス {cell} はグリッドの外です：反対側か別のマスを選んでください"},
    "greyed_new_spot": {"en": "A new spot is chosen: there is nothing to remove yet",
                        "hu": "Új parkolóhely van kiválasztva: még nincs mit törölni",
                        "ja": "新しい駐車位置を選んでいます：まだ削除するものはありません"},
    "draft_failed": {"en": "Could not keep a draft: {error}", "hu": "Nem sikerült piszkozatot menteni: {error}",
                     "ja": "下書きを保存できませんでした：{error}"},
    "upload_as": {"en": "An uploaded board", "hu": "A feltöltött tábla", "ja": "アップロードしたボード"},
    "upload_new": {"en": "opens as a new file", "hu": "új fájlként nyílik meg", "ja": "新しいファイルとして開く"},
    "upload_replace": {"en": "replaces the open board (undoable)", "hu": "felváltja a nyitott táblát (visszavonható)",
                       "ja": "開いているボードを置き換える（元に戻せます）"},
    "name_mismatch": {
        "en": "The file {path} holds the board id of {expected}: rename one of them to keep them apart.",
        "hu": "A(z) {path} fájlban lévő tábla azonosítója a(z) {expected} névhez illik: nevezd át valamelyiket.",
        "ja": "ファイル {path} のボード ID は {expected} に対応しています。混同しないようどちらかの名前を変えてください。",
    },
    "field_players_min": {"en": "Fewest players", "hu": "Legkevesebb játékos", "ja": "最少人数"},
    "field_players_max": {"en": "Most players", "hu": "Legtöbb játékos", "ja": "最多人数"},
    "field_poi_bag_victims": {"en": "Victims in the POI bag", "hu": "Áldozatok az MCP-zsákban", "ja": "POI の袋の要救助者"},
    "field_poi_bag_false_alarms": {"en": "False Alarms in the POI bag", "hu": "Téves célok az MCP-zsákban",
                                   "ja": "POI の袋の誤報"},
    "field_supply_damage": {"en": "Damage markers", "hu": "Sérülés jelzők", "ja": "ダメージカウンター"},
    "field_supply_threats": {"en": "Fire/Smoke markers", "hu": "Fenyegetés jelzők (Tűz/Füst)", "ja": "脅威マーカー（火／煙）"},
    "field_supply_hazmat": {"en": "Hazmat markers", "hu": "Gyúlékony anyag jelzők", "ja": "危険物マーカー"},
    "field_supply_hot_spots": {"en": "Hot Spot markers", "hu": "Tűzfészek jelzők", "ja": "高温点マーカー"},
    "field_win_rescued": {"en": "Victims to rescue to win", "hu": "Győzelemhez megmentendő Áldozatok",
                          "ja": "勝利に必要な救助数"},
    "field_win_helpers_rescued": {"en": "Helpers to rescue to win", "hu": "Győzelemhez megmentendő segítők",
                                  "ja": "勝利に必要な協力者の救助数"},
    "field_loss_victims_lost": {"en": "Victims lost that end the game", "hu": "Vereséget okozó elveszett Áldozatok",
                                "ja": "敗北となる要救助者の犠牲数"},
    "field_loss_helpers_lost": {"en": "Helpers lost that end the game", "hu": "Vereséget okozó elveszett segítők",
                                "ja": "敗北となる協力者の損失数"},
    "number_none": {"en": "none (leave empty)", "hu": "nincs (hagyd üresen)", "ja": "なし（空欄のまま）"},
    "section_players": {"en": "Players", "hu": "Játékosok", "ja": "プレイヤー"},
    "section_poi_bag": {"en": "POI bag", "hu": "MCP-zsák", "ja": "POI の袋"},
    "section_supply": {"en": "Supply", "hu": "Készlet", "ja": "ストック"},
    "section_win": {"en": "Win", "hu": "Győzelem", "ja": "勝利"},
    "section_loss": {"en": "Loss", "hu": "Vereség", "ja": "敗北"},
    "levels_table": {"en": "Levels (one row per level; add or delete rows at the table's edge)",
                     "hu": "Szintek (szintenként egy sor; sort a táblázat szélén adhatsz hozzá vagy törölhetsz)",
                     "ja": "レベル（1 行に 1 レベル。表の端で行を追加・削除できます）"},
    "level_col_id": {"en": "id", "hu": "azonosító", "ja": "ID"},
    "level_col_name_en": {"en": "name (English)", "hu": "név (angol)", "ja": "名前（英語）"},
    "level_col_name_hu": {"en": "name (Hungarian)", "hu": "név (magyar)", "ja": "名前（ハンガリー語）"},
    "level_col_name_ja": {"en": "name (Japanese)", "hu": "név (japán)", "ja": "名前（日本語）"},
    "level_col_explosions": {"en": "explosions", "hu": "robbanások", "ja": "爆発"},
    "level_col_hazmat": {"en": "hazmat", "hu": "gyúlékony anyag", "ja": "危険物"},
    "level_col_hot_spots": {"en": "hot spots", "hu": "tűzfészkek", "ja": "高温点"},
    "level_col_hot_spot_supply": {"en": "hot spot supply", "hu": "tűzfészek-készlet", "ja": "高温点のストック"},
    "status_ok": {"en": "ok", "hu": "rendben", "ja": "問題なし"},
    "status_warning": {"en": "warnings", "hu": "figyelmeztetések", "ja": "警告あり"},
    "status_error": {"en": "errors", "hu": "hibák", "ja": "エラーあり"},
    "download_file": {"en": "Download {path}", "hu": "{path} letöltése", "ja": "{path} をダウンロード"},
    "procedures_form": {"en": "Random setup steps, in order", "hu": "Véletlen előkészítési lépések, sorrendben",
                        "ja": "ランダム準備の手順（順番どおり）"},
    "procedures_json": {"en": "All procedure fields (JSON)", "hu": "A lépések összes mezője (JSON)",
                        "ja": "手順のすべての項目（JSON）"},
    "proc_explosions": {"en": "Explosions", "hu": "Robbanások", "ja": "爆発"},
    "proc_place_poi": {"en": "Place POI", "hu": "MCP elhelyezése", "ja": "POI を配置"},
    "proc_place_hazmat": {"en": "Place Hazmat", "hu": "Gyúlékony anyag elhelyezése", "ja": "危険物を配置"},
    "proc_place_hot_spots": {"en": "Place Hot Spots", "hu": "Tűzfészkek elhelyezése", "ja": "高温点を配置"},
    "proc_count": {"en": "How many", "hu": "Hány darab", "ja": "個数"},
    "proc_count_help": {"en": "A number, or level to take it from the chosen difficulty level.",
                        "hu": "Egy szám, vagy level, hogy a választott nehézségi szintből jöjjön.",
                        "ja": "数、または選んだ難易度レベルから取る場合は level。"},
    "proc_reroll": {"en": "Roll again when the target holds", "hu": "Újradobás, ha a célmezőn van",
                    "ja": "対象マスにあれば振り直し"},
    "reroll_fire": {"en": "Fire", "hu": "Tűz", "ja": "火"},
    "reroll_smoke": {"en": "Smoke", "hu": "Füst", "ja": "煙"},
    "reroll_poi": {"en": "POI", "hu": "MCP", "ja": "POI"},
    "reroll_hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "reroll_hot_spot": {"en": "Hot Spot", "hu": "Tűzfészek", "ja": "高温点"},
    "proc_add_kind": {"en": "New step", "hu": "Új lépés", "ja": "新しい手順"},
    "proc_add": {"en": "Add step", "hu": "Lépés hozzáadása", "ja": "手順を追加"},
    "unsaved": {"en": "unsaved changes", "hu": "nem mentett változások", "ja": "未保存の変更あり"},
    "no_changes": {"en": "saved", "hu": "mentve", "ja": "保存済み"},
    "row": {"en": "Row", "hu": "Sor", "ja": "行"},
    "col": {"en": "Column", "hu": "Oszlop", "ja": "列"},
    "apply": {"en": "Apply", "hu": "Alkalmaz", "ja": "適用"},
    "bad_json": {
        "en": "Not JSON (line {line}, column {column}): {msg}",
        "hu": "Nem JSON ({line}. sor, {column}. oszlop): {msg}",
        "ja": "JSONではありません（{line}行 {column}列）：{msg}",
    },
    "json_view": {"en": "File as JSON", "hu": "A fájl JSON-ként", "ja": "JSONとしてのファイル"},
    "ambulance": {"en": "Ambulance", "hu": "Mentőautó", "ja": "救急車"},
    "engine": {"en": "Engine", "hu": "Fecskendős kocsi", "ja": "消防車"},
    # board editor
    "no_boards": {"en": "The library has no board yet.", "hu": "A könyvtárban még nincs tábla.", "ja": "ライブラリにボードがまだありません。"},
    "tool": {"en": "Tool", "hu": "Eszköz", "ja": "ツール"},
    "tool_edge": {"en": "Walls & doors", "hu": "Falak és ajtók", "ja": "壁とドア"},
    "tool_arrow": {"en": "POI arrows", "hu": "MCP nyilak", "ja": "POI矢印"},
    "tool_zone": {"en": "Zones", "hu": "Táblanegyedek", "ja": "区画"},
    "tool_parking": {"en": "Parking", "hu": "Parkolóhelyek", "ja": "駐車スペース"},
    "side": {"en": "Side of the space", "hu": "A mező oldala", "ja": "マスの辺"},
    "side_N": {"en": "top", "hu": "fent", "ja": "上"},
    "side_E": {"en": "right", "hu": "jobbra", "ja": "右"},
    "side_S": {"en": "bottom", "hu": "lent", "ja": "下"},
    "side_W": {"en": "left", "hu": "balra", "ja": "左"},
    "edge_off_grid": {"en": "That side is the edge of the grid.", "hu": "Ez az oldal a tábla széle.", "ja": "その辺は盤の端です。"},
    "edge_now": {"en": "Edge {edge}: **{kind}**", "hu": "{edge} él: **{kind}**", "ja": "辺 {edge}：**{kind}**"},
    "edge_none": {"en": "nothing", "hu": "semmi", "ja": "なし"},
    "edge_wall": {"en": "Wall", "hu": "Fal", "ja": "壁"},
    "edge_door": {"en": "Door", "hu": "Ajtó", "ja": "ドア"},
    "edge_opening": {"en": "exterior opening", "hu": "külső nyílás", "ja": "外部の開口部"},
    "cycle_edge": {"en": "Next kind", "hu": "Következő fajta", "ja": "次の種類"},
    "click_edge": {
        "en": "Click on an edge to change it to the next kind; click inside a space to select it.",
        "hu": "Kattints egy élre a következő fajtára váltáshoz; egy mező belsejébe kattintva kijelölöd a mezőt.",
        "ja": "辺をクリックすると次の種類に変わります。マスの内側をクリックするとそのマスを選択します。",
    },
    "click_arrow": {
        "en": "Click near a side or corner of a space to point its arrow that way; click its middle to select it.",
        "hu": "Kattints egy mező oldalához vagy sarkához: a nyila arra fog mutatni; a közepére kattintva kijelölöd.",
        "ja": "マスの辺や角の近くをクリックすると矢印がその方向を向きます。中央をクリックすると選択します。",
    },
    "click_zone": {
        "en": "Click a space to put it in the chosen zone; click it again to take it out.",
        "hu": "Kattints egy mezőre, hogy a választott táblanegyedbe kerüljön; újabb kattintással kiveszed.",
        "ja": "マスをクリックすると選んだ区画に入ります。もう一度クリックすると外れます。",
    },
    "click_parking": {
        "en": "Click between two spaces to select them as a spot; click a space of a spot to pick that spot.",
        "hu": "Két mező közé kattintva parkolóhelynek jelölöd ki őket; egy parkolóhely mezőjére kattintva azt választod.",
        "ja": "2つのマスの間をクリックすると駐車スペースとして選択します。駐車スペースのマスをクリックするとそのスペースを選びます。",
    },
    "edge_cycle_help": {
        "en": "Inside the scene: nothing → Wall → Door. On the outer wall and between two rooms: Wall → Door → opening.",
        "hu": "Az épületen belül: semmi → Fal → Ajtó. A külső falon és két szoba között: Fal → Ajtó → nyílás.",
        "ja": "建物の内部：なし → 壁 → ドア。外壁と2つの部屋の間：壁 → ドア → 開口部。",
    },
    "door_make_open": {"en": "Door starts open", "hu": "Az ajtó nyitva kezd", "ja": "ドアを開いた状態で開始"},
    "door_make_closed": {"en": "Door starts closed", "hu": "Az ajtó zárva kezd", "ja": "ドアを閉じた状態で開始"},
    "arrow_now": {"en": "Arrow of {cell}: **{arrow}**", "hu": "{cell} nyila: **{arrow}**", "ja": "{cell} の矢印：**{arrow}**"},
    "direction": {"en": "Direction", "hu": "Irány", "ja": "方向"},
    "no_arrow": {"en": "no arrow", "hu": "nincs nyíl", "ja": "矢印なし"},
    "set_arrow": {"en": "Set arrow", "hu": "Nyíl beállítása", "ja": "矢印を設定"},
    "zone": {"en": "Zone", "hu": "Táblanegyed", "ja": "区画"},
    "new_zone": {"en": "(new zone)", "hu": "(új táblanegyed)", "ja": "（新しい区画）"},
    "id_chars": {"en": "Lower-case letters a-z, digits, - and _, starting with a letter or a digit (e.g. top-left).", "hu": "Kisbetűk (a-z), számjegyek, - és _, betűvel vagy számjeggyel kezdve (pl. bal-felso).", "ja": "半角の小文字 a-z・数字・- と _ が使えます。先頭は英字か数字です（例：top-left）。"},
    "zone_name_taken": {"en": "A zone named {zone} exists: painting adds these spaces to it.", "hu": "Már van {zone} nevű táblanegyed: a festés ezekkel a mezőkkel bővíti.", "ja": "{zone} という区画はすでにあります。塗るとこのマスがその区画に加わります。"},
    "zone_name": {"en": "Name of the new zone", "hu": "Az új táblanegyed neve", "ja": "新しい区画の名前"},
    "to_row": {"en": "To row", "hu": "Sorig", "ja": "終了行"},
    "to_col": {"en": "To column", "hu": "Oszlopig", "ja": "終了列"},
    "paint_zone": {"en": "Paint spaces", "hu": "Mezők festése", "ja": "マスを塗る"},
    "erase_zone": {"en": "Remove from zones", "hu": "Eltávolítás a negyedekből", "ja": "区画から外す"},
    "vehicle": {"en": "Vehicle", "hu": "Jármű", "ja": "車両"},
    "spot": {"en": "Parking spot", "hu": "Parkolóhely", "ja": "駐車スペース"},
    "new_spot": {"en": "(new spot)", "hu": "(új parkolóhely)", "ja": "（新しいスペース）"},
    "second_space": {"en": "Second space", "hu": "Második mező", "ja": "2つ目のマス"},
    "set_spot": {"en": "Set spot", "hu": "Parkolóhely beállítása", "ja": "スペースを設定"},
    "remove_spot": {"en": "Remove spot", "hu": "Parkolóhely törlése", "ja": "スペースを削除"},
    "board_name": {"en": "Board name", "hu": "A tábla neve", "ja": "ボード名"},
    "upload_board": {"en": "A .board.json file", "hu": "Egy .board.json fájl", "ja": ".board.json ファイル"},
    "layers": {"en": "Layers", "hu": "Rétegek", "ja": "レイヤー"},
    "layer_zones": {"en": "zones", "hu": "táblanegyedek", "ja": "区画"},
    "layer_arrows": {"en": "POI arrows", "hu": "MCP nyilak", "ja": "POI矢印"},
    "layer_dice": {"en": "dice coordinates", "hu": "kocka-koordináták", "ja": "ダイス座標"},
    "layer_parking": {"en": "parking", "hu": "parkolóhelyek", "ja": "駐車スペース"},
    "layer_markers": {"en": "markers", "hu": "jelzők", "ja": "マーカー"},
    "layer_indices": {"en": "row/column numbers", "hu": "sor/oszlop számok", "ja": "行・列番号"},
    "layer_title": {"en": "title", "hu": "cím", "ja": "タイトル"},
    "apply_sketch": {"en": "Apply the sketch", "hu": "Vázlat alkalmazása", "ja": "スケッチを適用"},
    "sketch_keeps": {
        "en": "The sketch sets the grid, walls, doors, openings, POI arrows and parking; name, zones and dice stay.",
        "hu": "A vázlat a rácsot, falakat, ajtókat, nyílásokat, MCP nyilakat és parkolóhelyeket adja meg; a név, a táblanegyedek és a kockák maradnak.",
        "ja": "スケッチで盤の大きさ・壁・ドア・開口部・POI矢印・駐車スペースを設定します。名前・区画・ダイスはそのままです。",
    },
    "sketch_view": {"en": "As an ASCII sketch", "hu": "ASCII vázlatként", "ja": "ASCIIスケッチとして"},
    # call editor
    "no_calls": {"en": "The library has no Call yet.", "hu": "A könyvtárban még nincs Hívás.", "ja": "ライブラリにコールがまだありません。"},
    "tab_text": {"en": "Title & briefing", "hu": "Cím és eligazítás", "ja": "タイトルと説明"},
    "tab_rules": {"en": "Ruleset & levels", "hu": "Szabályok és szintek", "ja": "ルールとレベル"},
    "tab_setup": {"en": "Setup", "hu": "Előkészítés", "ja": "準備"},
    "tab_numbers": {"en": "Players, POI & thresholds", "hu": "Játékosok, MCP és határok", "ja": "人数・POI・勝敗条件"},
    "tab_decks": {"en": "Decks", "hu": "Paklik", "ja": "デッキ"},
    "title": {"en": "Title", "hu": "Cím", "ja": "タイトル"},
    "briefing": {"en": "Briefing", "hu": "Eligazítás", "ja": "状況説明"},
    "ruleset": {"en": "Ruleset", "hu": "Szabályok", "ja": "ルール"},
    "ruleset_family": {"en": "Family game", "hu": "Családi játék", "ja": "ファミリーゲーム"},
    "ruleset_experienced": {"en": "Experienced game", "hu": "Haladó játék", "ja": "経験者ゲーム"},
    "ruleset_gsh": {"en": "Golden State Heroes", "hu": "Golden State Heroes", "ja": "ゴールデンステート・ヒーローズ"},
    "param": {"en": "Parameter", "hu": "Paraméter", "ja": "パラメータ"},
    "default": {"en": "Ruleset default", "hu": "Alapérték", "ja": "既定値"},
    "override": {"en": "This Call", "hu": "Ebben a Hívásban", "ja": "このコール"},
    "meaning": {"en": "Meaning", "hu": "Jelentés", "ja": "意味"},
    "override_json": {"en": "Value (JSON)", "hu": "Érték (JSON)", "ja": "値（JSON）"},
    "reset": {"en": "Use default", "hu": "Alapérték", "ja": "既定値に戻す"},
    "levels": {"en": "Difficulty levels (JSON)", "hu": "Nehézségi szintek (JSON)", "ja": "難易度レベル（JSON）"},
    "marker": {"en": "Marker", "hu": "Jelző", "ja": "マーカー"},
    "marker_fire": {"en": "Fire", "hu": "Tűz", "ja": "火"},
    "marker_smoke": {"en": "Smoke", "hu": "Füst", "ja": "煙"},
    "marker_poi": {"en": "POI", "hu": "MCP", "ja": "POI"},
    "marker_hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "marker_hot_spots": {"en": "Hot Spot", "hu": "Tűzfészek", "ja": "高温点"},
    "marker_debris": {"en": "Debris", "hu": "Törmelék", "ja": "がれき"},
    "marker_firefighters": {"en": "Firefighter start", "hu": "Tűzoltó kezdőhelye", "ja": "消防士の開始位置"},
    "click_marker": {
        "en": "Click a space to place the chosen marker there, or to remove it when one is there.",
        "hu": "Kattints egy mezőre a választott jelző lerakásához, vagy az eltávolításához, ha már ott van.",
        "ja": "マスをクリックすると選んだマーカーを置きます。すでにある場合は取り除きます。",
    },
    "place": {"en": "Place", "hu": "Lerakás", "ja": "置く"},
    "remove": {"en": "Remove", "hu": "Eltávolítás", "ja": "取り除く"},
    "placed": {"en": "{n} placed", "hu": "{n} lerakva", "ja": "{n} 個配置済み"},
    "start_spot": {"en": "{vehicle} starts at spot", "hu": "{vehicle} kezdő parkolóhelye", "ja": "{vehicle}の開始スペース"},
    "spot_missing": {"en": "{n} (the board has no such spot)", "hu": "{n} (a táblán nincs ilyen parkolóhely)",
                     "ja": "{n}（ボードにそのスペースはありません）"},
    "players_choose": {"en": "players choose", "hu": "a játékosok választják", "ja": "プレイヤーが選ぶ"},
    "board_unresolved": {
        "en": "Board {board!r} cannot be loaded: see the diagnostics.",
        "hu": "A(z) {board!r} tábla nem tölthető be: lásd a diagnosztikát.",
        "ja": "ボード {board!r} を読み込めません。診断を見てください。",
    },
    "procedures": {"en": "Random setup procedures (JSON)", "hu": "Véletlen előkészítés lépései (JSON)", "ja": "ランダム準備の手順（JSON）"},
    "players": {"en": "Players (JSON)", "hu": "Játékosok (JSON)", "ja": "プレイヤー数（JSON）"},
    "poi_bag": {"en": "POI bag (JSON)", "hu": "MCP zsák (JSON)", "ja": "POIの袋（JSON）"},
    "board_ref": {"en": "Board (id or path)", "hu": "Tábla (azonosító vagy útvonal)", "ja": "ボード（IDまたはパス）"},
    "win": {"en": "Win (JSON)", "hu": "Győzelem (JSON)", "ja": "勝利条件（JSON）"},
    "loss": {"en": "Loss (JSON)", "hu": "Vereség (JSON)", "ja": "敗北条件（JSON）"},
    "supply": {"en": "Supply (JSON)", "hu": "Készlet (JSON)", "ja": "ストック（JSON）"},
    "decks_help": {
        "en": "Golden State Heroes decks: choose a deck, then a card; its effects come from the closed vocabulary. "
              "A value the format refuses is not applied: its problem is shown under the field.",
        "hu": "Golden State Heroes paklik: válassz paklit, majd kártyát; a hatásai a zárt szókészletből valók. "
              "A formátum által elutasított érték nem kerül alkalmazásra: a hibája a mező alatt látható.",
        "ja": "ゴールデンステート・ヒーローズのデッキ：デッキを選び、次にカードを選びます。効果は決められた語彙から選びます。"
              "形式に合わない値は適用されず、その問題は欄のすぐ下に表示されます。",
    },
    "decks": {"en": "Decks (JSON)", "hu": "Paklik (JSON)", "ja": "デッキ（JSON）"},
    # play and playtest pages (one block, kept together)
    "page_play": {"en": "Play", "hu": "Játék", "ja": "プレイ"},
    "page_playtest": {"en": "Playtest", "hu": "Tesztjáték", "ja": "テストプレイ"},
    "call": {"en": "Call", "hu": "Hívás", "ja": "コール"},
    "level": {"en": "Level", "hu": "Szint", "ja": "レベル"},
    "player_count": {"en": "Players", "hu": "Játékosok", "ja": "プレイヤー数"},
    "seed": {"en": "Seed", "hu": "Kezdőérték (seed)", "ja": "シード"},
    "seed_help": {"en": "A whole number from 0 to {most}: the same seed, the same dice.",
                  "hu": "Egész szám 0 és {most} között: ugyanaz a kezdőérték ugyanazokat a dobásokat adja.",
                  "ja": "0 から {most} までの整数。同じシードなら同じサイコロの目になります。"},
    "seed_bad": {"en": "The seed is a whole number from 0 to {most}.",
                 "hu": "A kezdőérték 0 és {most} közötti egész szám.",
                 "ja": "シードは 0 から {most} までの整数です。"},
    "seat": {"en": "Firefighter {n}", "hu": "{n}. tűzoltó", "ja": "消防士 {n}"},
    "specialist": {"en": "Specialist", "hu": "Specialista", "ja": "専門家"},
    "played_by": {"en": "Played by", "hu": "Ki játssza", "ja": "操作"},
    "person": {"en": "a person", "hu": "ember", "ja": "人"},
    "bot_name": {"en": "bot: {name}", "hu": "bot: {name}", "ja": "ボット：{name}"},
    "start_game": {"en": "Start a game", "hu": "Új játék", "ja": "ゲーム開始"},
    "new_game": {"en": "New game", "hu": "Új játék", "ja": "新しいゲーム"},
    "no_playable": {
        "en": "No Call of the library loads without errors.",
        "hu": "A könyvtár egyik Hívása sem tölthető be hibátlanul.",
        "ja": "エラーなしで読み込めるコールがライブラリにありません。",
    },
    "target_call_file": {"en": TARGET_ENGLISH["call_file"],
                         "hu": "a(z) {name} egy Hívás fájlja: a visszajátszás .replay.json végű névre kerül",
                         "ja": "{name} はコールのファイルです。リプレイは .replay.json で終わる名前に書きます"},
    "target_board_file": {"en": TARGET_ENGLISH["board_file"],
                          "hu": "a(z) {name} egy tábla fájlja: a visszajátszás .replay.json végű névre kerül",
                          "ja": "{name} はボードのファイルです。リプレイは .replay.json で終わる名前に書きます"},
    "target_not_replay_name": {"en": TARGET_ENGLISH["not_replay_name"],
                               "hu": "a(z) '{name}' név nem .replay.json végű: a visszajátszás .replay.json végű névre kerül",
                               "ja": "'{name}' は .replay.json で終わっていません。リプレイは .replay.json で終わる名前に書きます"},
    "target_bad_name": {"en": TARGET_ENGLISH["bad_name"], "hu": "nem írható: {path}: {problem}",
                        "ja": "{path} に書き込めません：{problem}"},
    "target_link": {"en": TARGET_ENGLISH["link"],
                    "hu": "a(z) {path} szimbolikus hivatkozás (ide: {target}): kimenet sosem íródik hivatkozáson át; "
                          "töröld a hivatkozást, vagy adj meg más nevet",
                    "ja": "{path} はシンボリックリンクです（リンク先：{target}）。出力はリンク越しには書きません。リンクを"
                          "削除するか、別の名前にしてください"},
    "target_not_regular": {"en": TARGET_ENGLISH["not_regular"],
                           "hu": "nem írható: {path}: nem közönséges fájl ({name} – {kind})",
                           "ja": "{path} に書き込めません：通常のファイルではありません（{name} は{kind}です）"},
    "target_exists": {"en": TARGET_ENGLISH["exists"], "hu": "a(z) {path} már létezik; felülírni a --force kapcsolóval lehet",
                      "ja": "{path} はすでにあります。上書きするには --force を付けてください"},
    "target_read_only": {"en": TARGET_ENGLISH["read_only"],
                         "hu": "a(z) {path} írásvédett: tedd írhatóvá a felülíráshoz, vagy adj meg más nevet",
                         "ja": "{path} は読み取り専用です。上書きするには書き込み可能にするか、別の名前にしてください"},
    "target_folder_unwritable": {"en": TARGET_ENGLISH["folder_unwritable"],
                                 "hu": "nem írható: {path}: a(z) {folder} mappába nincs írási jogosultság",
                                 "ja": "{path} に書き込めません：フォルダー {folder} に書き込む権限がありません"},
    "target_no_folder": {"en": TARGET_ENGLISH["no_folder"], "hu": "nem írható: {path}: nincs {folder} mappa",
                         "ja": "{path} に書き込めません：フォルダー {folder} がありません"},
    "target_not_folder": {"en": TARGET_ENGLISH["not_folder"], "hu": "nem írható: {path}: a(z) {folder} nem mappa",
                          "ja": "{path} に書き込めません：{folder} はフォルダーではありません"},
    "target_dangling_folder": {"en": TARGET_ENGLISH["dangling_folder"],
                               "hu": "nem írható: {path}: a(z) {folder} sehova sem mutató hivatkozás",
                               "ja": "{path} に書き込めません：{folder} はどこも指していないリンクです"},
    "term_resume_unreadable": {"en": "--resume {name}: {why}", "hu": "--resume {name}: {why}", "ja": "--resume {name}：{why}"},
    "start_why_players_range": {"en": START_ENGLISH["players_range"],
                                "hu": "ez a Hívás {low}-{high} játékossal játszható, nem {n} játékossal",
                                "ja": "このコールは {low}～{high} 人用です（{n} 人ではありません）"},
    "start_why_level_none": {"en": START_ENGLISH["level_none"],
                             "hu": "ismeretlen szint: '{level}': a Hívásnak nincsenek szintjei",
                             "ja": "不明なレベル '{level}'：このコールにはレベルがありません"},
    "start_why_level_unknown": {"en": START_ENGLISH["level_unknown"],
                                "hu": "ismeretlen szint: '{level}'; a Hívás szintjei: {known}",
                                "ja": "不明なレベル '{level}'。このコールのレベル：{known}"},
    "start_why_no_specialists": {"en": START_ENGLISH["no_specialists"],
                                 "hu": "a Hívás {ruleset} szabálykészletében nincsenek specialisták",
                                 "ja": "このコールのルールセット {ruleset} には専門家がいません"},
    "start_why_specialists_count": {"en": START_ENGLISH["specialists_count"],
                                    "hu": "{n} specialista van megadva {players} játékoshoz",
                                    "ja": "{players} 人に対して専門家が {n} 人指定されています"},
    "start_why_specialists_count_one": {"en": START_ENGLISH["specialists_count_one"],
                                        "hu": "{n} specialista van megadva {players} játékoshoz",
                                        "ja": "{players} 人に対して専門家が {n} 人指定されています"},
    "start_why_specialist_unknown": {"en": START_ENGLISH["specialist_unknown"],
                                     "hu": "ismeretlen specialista: '{name}'; az ismertek: {offered}",
                                     "ja": "不明な専門家 '{name}'。選べる専門家：{offered}"},
    "start_why_specialist_not_offered": {"en": START_ENGLISH["specialist_not_offered"],
                                         "hu": "ismeretlen specialista: '{name}'; ez a Hívás ezeket kínálja: {offered}",
                                         "ja": "不明な専門家 '{name}'。このコールで選べる専門家：{offered}"},
    "start_why_specialist_twice": {"en": "each specialist can be played by one firefighter only: choose another one for "
                                         "the seats that share one",
                                   "hu": "minden specialistát csak egy tűzoltó játszhat: válassz másikat azoknak a "
                                         "helyeknek, amelyeken ugyanaz áll",
                                   "ja": "各専門家を担当できる消防士は 1 人だけです。同じ専門家の席には別の専門家を選んでください"},
    "start_why_hero_set_short": {"en": START_ENGLISH["hero_set_short"],
                                 "hu": "a Hívás hőskészletében {n} specialista van {players} játékosra",
                                 "ja": "このコールのヒーローセットには、{players} 人に対して専門家が {n} 人しかいません"},
    "start_why_starts_count": {"en": START_ENGLISH["starts_count"],
                               "hu": "a start.firefighters {n} mezőt ad meg {players} játékoshoz",
                               "ja": "start.firefighters には {players} 人に対して {n} マスが指定されています"},
    "start_why_start_off_board": {"en": START_ENGLISH["start_off_board"],
                                  "hu": "a(z) {seat}. tűzoltó a táblán kívül kezdene",
                                  "ja": "消防士 {seat} の開始マスがボードの外です"},
    "start_why_start_cell_off": {"en": START_ENGLISH["start_cell_off"],
                                 "hu": "a(z) {seat}. tűzoltó a(z) {cell} mezőn kezdene, a {rows}x{cols} méretű táblán kívül",
                                 "ja": "消防士 {seat} の開始マス {cell} は {rows}x{cols} のボードの外です"},
    "start_why_start_inside": {"en": START_ENGLISH["start_inside"],
                               "hu": "a(z) {seat}. tűzoltó a(z) {cell} mezőn, az épületen belül kezdene: a "
                                     "tűzoltók az épületen kívüli mezőn kezdenek (R-SETUP-2)",
                               "ja": "消防士 {seat} の開始マス {cell} は建物の中です。消防士は建物の外のマスから始めます（R-SETUP-2）"},
    "start_why_start_fixed": {"en": START_ENGLISH["start_fixed"],
                              "hu": "a(z) {seat}. tűzoltó ott kezd, ahol a Hívás rögzíti: {cell}",
                              "ja": "消防士 {seat} はコールが決めたマス {cell} から始めます"},
    "start_why_spot_out_of_range": {"en": START_ENGLISH["spot_out_of_range"],
                                    "hu": "a járművek kezdő parkolóhelyének sorszáma kívül esik a tartományon",
                                    "ja": "車両の開始駐車スペースの番号が範囲外です"},
    "start_why_placed_too_late": {"en": START_ENGLISH["placed_too_late"],
                                  "hu": "a csapatot a játék első akciója előtt kell elhelyezni",
                                  "ja": "チームはゲームの最初のアクションの前に配置します"},
    "term_bot_syntax": {"en": "--bot takes SEAT=NAME (seats from 1), not {value}",
                        "hu": "a --bot formája HELY=NÉV (a helyek 1-től számozva), nem {value}",
                        "ja": "--bot は 席=名前 の形で指定します（席は 1 から）。{value} ではありません"},
    "term_bot_seat": {"en": "--bot {value}: seat {number} is not one of the seats 1..{players}",
                      "hu": "--bot {value}: a(z) {number}. hely nincs az 1..{players} helyek között",
                      "ja": "--bot {value}：席 {number} は席 1～{players} のどれでもありません"},
    "term_bot_pass": {"en": "--bot {value}: 'pass' is a playtest control that only ends turns, not a player; play "
                            "offers: {known}",
                      "hu": "--bot {value}: a 'pass' csak köröket befejező tesztjáték-kontroll, nem játékos; a play "
                            "ezeket kínálja: {known}",
                      "ja": "--bot {value}：'pass' は手番を終えるだけのテストプレイ用の対照で、プレイヤーではありません。"
                            "play で選べるもの：{known}"},
    "term_bot_unknown": {"en": "--bot {value}: unknown bot {name}; known: {known}",
                         "hu": "--bot {value}: ismeretlen bot: {name}; az ismertek: {known}",
                         "ja": "--bot {value}：不明なボット {name}。選べるもの：{known}"},
    "term_bot_twice": {"en": "--bot names seat {number} twice: give each seat one bot",
                       "hu": "a --bot kétszer nevezi meg a(z) {number}. helyet: minden helynek egy botot adj",
                       "ja": "--bot が席 {number} を 2 回指定しています。各席にボットは 1 つです"},
    "term_resume_options": {"en": "--resume plays the saved game's players, level, specialists and seed: leave out "
                                  "{given}",
                            "hu": "a --resume a mentett játék játékosaival, szintjével, specialistáival és magjával "
                                  "játszik: hagyd el ezeket: {given}",
                            "ja": "--resume は保存したゲームの人数、レベル、専門家、シードで続けます。{given} は外してください"},
    "term_seed_range": {"en": "--seed must be 0 to {most} (2**64), got {seed}",
                        "hu": "a --seed értéke 0 és {most} (2**64) között lehet, nem {seed}",
                        "ja": "--seed は 0 から {most}（2**64）までです。{seed} は使えません"},
    "term_no_call": {"en": "no file {call} and no Call {call} in {library}",
                     "hu": "nincs {call} fájl, és a(z) {library} mappában sincs {call} Hívás",
                     "ja": "ファイル {call} も、{library} 内のコール {call} もありません"},
    "term_no_call_close": {"en": "; did you mean {close}?", "hu": "; erre gondoltál: {close}?", "ja": "。{close} のことですか？"},
    "term_no_call_there": {"en": "; Calls there: {ids}", "hu": "; az ottani Hívások: {ids}", "ja": "。そこにあるコール：{ids}"},
    "cannot_start": {"en": "The game cannot start: {error}", "hu": "A játék nem indítható: {error}", "ja": "ゲームを開始できません：{error}"},
    "illegal": {"en": "Not played: {error}", "hu": "Nem lépett: {error}", "ja": "実行できません：{error}"},
    "play_not_legal": {"en": "'{action}' cannot be played now. Legal now: {legal}",
                       "hu": "A(z) '{action}' most nem játszható. Most szabályos: {legal}",
                       "ja": "'{action}' は今は実行できません。今できる行動：{legal}"},
    "play_not_legal_why": {"en": "'{action}' cannot be played now: {why}. Legal now: {legal}",
                           "hu": "A(z) '{action}' most nem játszható: {why}. Most szabályos: {legal}",
                           "ja": "'{action}' は今は実行できません：{why}。今できる行動：{legal}"},
    "syntax_cannot_read": {"en": "cannot read action {text}: {reason}", "hu": "nem olvasható akció: {text}: {reason}",
                           "ja": "アクション {text} を読み取れません: {reason}"},
    "syntax_unknown_action_meant": {"en": "unknown action {word}: write '{meant}'", "hu": "ismeretlen akció: {word}; így írd: '{meant}'",
                                    "ja": "不明なアクション: {word}。'{meant}' と書いてください"},
    "syntax_empty": {"en": "empty text", "hu": "üres szöveg", "ja": "空のテキスト"},
    "syntax_unknown_action": {"en": "unknown action {word}", "hu": "ismeretlen akció: {word}", "ja": "不明なアクション: {word}"},
    "syntax_not_a_space": {"en": "{word} is not a space: write row,col (such as 3,4)",
                           "hu": "{word} nem mező: sor,oszlop alakban írd (például 3,4)",
                           "ja": "{word} はマスではありません。行,列 の形で書いてください（例: 3,4）"},
    "syntax_cmd": {"en": "write 'cmd FIREFIGHTER ACTION', firefighters counted from 1 (such as cmd 2 move 3,4)",
                   "hu": "így írd: 'cmd TŰZOLTÓ AKCIÓ', a tűzoltók 1-től számozva (például cmd 2 move 3,4)",
                   "ja": "'cmd 消防士 アクション' の形で書いてください。消防士は 1 から数えます（例: cmd 2 move 3,4）"},
    "syntax_cmd_kind": {"en": "a command is 'move', 'open' or 'close'",
                        "hu": "parancs csak 'move', 'open' vagy 'close' lehet",
                        "ja": "命令は 'move'、'open'、'close' のいずれかです"},
    "syntax_cell_and_word": {"en": "'{kind}' takes a cell and an optional word",
                             "hu": "a(z) '{kind}' után egy mező és esetleg egy szó jön",
                             "ja": "'{kind}' の後にはマスを1つと、任意で語を1つ書きます"},
    "syntax_move_item": {"en": "unknown move item {word}", "hu": "ismeretlen vinnivaló: {word}",
                         "ja": "不明な運搬物: {word}"},
    "syntax_extinguish_option": {"en": "unknown extinguish option {word}", "hu": "ismeretlen oltási mód: {word}",
                                 "ja": "不明な消火オプション: {word}"},
    "syntax_cell_only": {"en": "'{kind}' takes a cell only", "hu": "a(z) '{kind}' után csak egy mező jön",
                         "ja": "'{kind}' の後にはマスを1つだけ書きます"},
    "syntax_edge": {"en": "'{kind}' takes the two spaces of an edge, joined by '-' (such as {example})",
                    "hu": "a(z) '{kind}' után egy él két mezője jön, '-' jellel összekötve (például {example})",
                    "ja": "'{kind}' の後には辺の両側のマス2つを '-' でつないで書きます（例: {example}）"},
    "syntax_drive": {"en": "write 'drive amb|eng +1|-1 [row,col]'", "hu": "így írd: 'drive amb|eng +1|-1 [sor,oszlop]'",
                     "ja": "'drive amb|eng +1|-1 [行,列]' の形で書いてください"},
    "syntax_reroll": {"en": "re-roll 'red' or 'black'", "hu": "újradobás: 'red' vagy 'black'",
                      "ja": "振り直すのは 'red' か 'black' です"},
    "syntax_arguments": {"en": "'{kind}' takes {n} arguments", "hu": "a(z) '{kind}' után {n} szó jön",
                         "ja": "'{kind}' の後には語を{n}個書きます"},
    "term_legend": {
        "en": "| ----  wall    ¦ ~~~~  damaged wall (a destroyed wall is gone)\n"
              "D -DD-  closed door    d  dd   open door (a destroyed door is gone)\n"
              "F Fire   S Smoke   * Hot Spot   ? POI   V Victim   H Hazmat   # Debris\n"
              "1 2 ..  firefighters by seat (1V carries a Victim, 1H a Hazmat, 1+ leads one)\n"
              "AMB ENG  vehicles parked    a e  their free parking spots\n"
              "M Call marker   h Helper   R rescue place   W water source (named under the board)",
        "hu": "| ----  fal    ¦ ~~~~  sérült fal (a leomlott fal eltűnik)\n"
              "D -DD-  zárt ajtó    d  dd   nyitott ajtó (a lerombolt ajtó eltűnik)\n"
              "F Tűz   S Füst   * Tűzfészek   ? MCP   V Áldozat   H Gyúlékony anyag   # Törmelék\n"
              "1 2 ..  tűzoltók helyük szerint (1V Áldozatot visz, 1H Gyúlékony anyagot, 1+ egyet vezet)\n"
              "AMB ENG  parkoló járművek    a e  szabad parkolóhelyeik\n"
              "M Hívás jelző   h Segítő   R mentési hely   W vízforrás (a nevük a tábla alatt)",
        "ja": "| ----  壁    ¦ ~~~~  損傷した壁（破壊された壁は消える）\n"
              "D -DD-  閉じたドア    d  dd   開いたドア（壊れたドアは消える）\n"
              "F 火   S 煙   * 高温点   ? POI   V 要救助者   H 危険物   # がれき\n"
              "1 2 ..  席順の消防士（1V は要救助者を、1H は危険物を運ぶ。1+ は 1 人を誘導）\n"
              "AMB ENG  駐車中の車両    a e  空いている駐車スペース\n"
              "M コールマーカー   h 協力者   R 救出場所   W 水源（名前はボードの下）",
    },
    "term_undo_alone": {"en": "undo takes nothing after it", "hu": "az undo után nem jön semmi",
                        "ja": "undo の後には何も書きません"},
    "term_one_bot": {"en": "{word} takes at most one bot name", "hu": "a(z) {word} után legfeljebb egy bot neve jön",
                     "ja": "{word} の後に書けるボット名は 1 つまでです"},
    "term_pass_bot": {"en": "'pass' is a playtest control that only ends turns, not a player; play offers: {known}", "hu": "a 'pass' csak köröket befejező tesztjáték-kontroll, nem játékos; a játék ezeket kínálja: {known}", "ja": "'pass' はターンを終えるだけのテストプレイ用の対照で、プレイヤーではありません。使えるボット：{known}"},
    "term_unknown_bot": {"en": "unknown bot {name}; known: {known}", "hu": "ismeretlen bot: {name}; ismertek: {known}",
                         "ja": "不明なボット {name}。使えるもの: {known}"},
    "term_save_needs_name": {"en": "save needs a file name: save FILE (save --force FILE to replace a file)",
                             "hu": "a save után fájlnév kell: save FÁJL (save --force FÁJL egy fájl cseréjéhez)",
                             "ja": "save にはファイル名が必要です: save ファイル（置き換えるには save --force ファイル）"},
    "term_save_exists": {"en": "{name} exists; type save --force FILE to overwrite it",
                         "hu": "{name} már létezik; felülírásához írd: save --force FÁJL",
                         "ja": "{name} は既にあります。上書きするには save --force ファイル と入力してください"},
    "term_save_changed": {"en": "{name} changed since this game saved it there; type save --force FILE to overwrite "
                                "it, or save to another name",
                          "hu": "{name} megváltozott, mióta ez a játék oda mentett; felülírásához írd: save --force "
                                "FÁJL, vagy ments más néven",
                          "ja": "{name} はこのゲームが保存した後に変更されています。上書きするには save --force ファイル と"
                                "入力するか、別の名前で保存してください"},
    "term_cannot_write": {"en": "cannot write {name}: {reason}", "hu": "{name} nem írható: {reason}",
                          "ja": "{name} に書き込めません: {reason}"},
    "term_help_hint": {"en": "(type help for the commands)", "hu": "(a parancsokért írd: help)",
                       "ja": "（コマンドは help で表示）"},
    "sketch_at": {"en": "line {line}, column {column}: {reason}", "hu": "{line}. sor, {column}. oszlop: {reason}",
                  "ja": "{line} 行 {column} 列: {reason}"},
    "play_unreadable": {"en": "{why}. Actions are written like: {legal}",
                        "hu": "{why}. A lépések így írhatók: {legal}",
                        "ja": "{why}。行動の書き方の例：{legal}"},
    "play_end_in_fire": {"en": "A firefighter may not end its turn in Fire while it can still get out by its own actions (R-TURN-3). Legal now: {legal}",
                         "hu": "A tűzoltó nem fejezheti be a körét Tűzben, amíg a saját akcióival még kijuthat belőle (R-TURN-3). Most szabályos: {legal}",
                         "ja": "消防士は、自分の行動でまだ火から出られる間は、火の中で手番を終えられません（R-TURN-3）。今できる行動：{legal}"},
    "play_game_over": {"en": "The game is over: start a new one to play on.",
                       "hu": "A játék véget ért: új játékot kell kezdeni.",
                       "ja": "ゲームは終了しました。続けるには新しいゲームを始めてください。"},
    "status_turn": {"en": "Turn {turn}", "hu": "{turn}. kör", "ja": "ターン {turn}"},
    "status_ap": {"en": "{n} AP", "hu": "{n} AP", "ja": "{n} AP"},
    "status_saved": {"en": "saved {n}", "hu": "megtakarított {n}", "ja": "保存 {n}"},
    "status_free": {"en": "free {n}", "hu": "extra {n}", "ja": "追加 {n}"},
    "status_carries": {"en": "carries {what}", "hu": "cipel: {what}", "ja": "運搬中：{what}"},
    "status_carries_nothing": {"en": "carries nothing", "hu": "nem cipel semmit", "ja": "何も運んでいない"},
    "status_bot": {"en": "played by {name}", "hu": "játssza: {name}", "ja": "{name} がプレイ"},
    "status_person": {"en": "played by a person", "hu": "ember játssza", "ja": "人がプレイ"},
    "bot_turns": {"en": "What the bots did", "hu": "Amit a robotok tettek", "ja": "ボットの行動"},
    "game_log": {"en": "Game log", "hu": "Játéknapló", "ja": "ゲームログ"},
    "zoom": {"en": "Zoom", "hu": "Nagyítás", "ja": "ズーム"},
    "zoom_fit": {"en": "Fit", "hu": "Illesztés", "ja": "全体表示"},
    "pan_hint": {
        "en": "Zoomed, the drawing pans by dragging it (or with the arrow keys); a click without a drag still picks a space.",
        "hu": "Nagyítva a rajz húzással (vagy a nyílbillentyűkkel) mozgatható; húzás nélküli kattintás továbbra is mezőt választ.",
        "ja": "拡大中はドラッグ（または矢印キー）で図を移動できます。ドラッグしないクリックは今まで通りマスを選びます。",
    },
    "pan_label": {
        "en": "Zoomed drawing: drag or use the arrow keys to pan, Home for the top left corner",
        "hu": "Nagyított rajz: húzással vagy a nyílbillentyűkkel mozgatható, Home a bal felső sarok",
        "ja": "拡大図：ドラッグか矢印キーで移動、Home で左上に戻る",
    },
    "shortcuts": {
        "en": "Keys: Ctrl+S save (Ctrl+Z in a field undoes the typing there)",
        "hu": "Billentyűk: Ctrl+S mentés (egy mezőben a Ctrl+Z az ott gépelést vonja vissza)",
        "ja": "キー：Ctrl+S 保存（入力欄での Ctrl+Z はその欄の入力を元に戻します）",
    },
    "play_shortcuts": {
        "en": "Keys: Ctrl+Enter end the turn · B bot turn",
        "hu": "Billentyűk: Ctrl+Enter kör vége · B robot köre",
        "ja": "キー：Ctrl+Enter ターン終了・B ボットのターン",
    },
    "turn_of": {"en": "Turn {turn} · firefighter {n} decides", "hu": "{turn}. kör · a(z) {n}. tűzoltó dönt", "ja": "ターン {turn}・消防士 {n} の番"},
    "game_over": {"en": "Game over: {result}", "hu": "Vége a játéknak: {result}", "ja": "ゲーム終了：{result}"},
    "result_win": {"en": "the firefighters win", "hu": "a tűzoltók nyertek", "ja": "消防士の勝利"},
    "result_loss_victims": {"en": "lost: too many Victims lost", "hu": "vereség: túl sok Áldozat veszett oda", "ja": "敗北：要救助者を失いすぎた"},
    "result_loss_collapse": {"en": "lost: the building collapsed", "hu": "vereség: az épület összeomlott", "ja": "敗北：建物が倒壊した"},
    "result_loss_helpers": {"en": "lost: too many Helpers lost", "hu": "vereség: túl sok segítő veszett oda", "ja": "敗北：協力者を失いすぎた"},
    "result_loss_named_victim": {"en": "lost: the named Victim was lost", "hu": "vereség: a megnevezett Áldozat odaveszett",
                                 "ja": "敗北：名前のある要救助者を失った"},
    "result_loss_marker": {"en": "lost: the fire reached what had to be saved", "hu": "vereség: a tűz elérte, amit meg kellett óvni", "ja": "敗北：守るべきものに火が回った"},
    "actions": {"en": "Legal actions", "hu": "Szabályos akciók", "ja": "可能なアクション"},
    "grp_move": {"en": "Move", "hu": "Mozgás", "ja": "移動"},
    "grp_carry": {"en": "Carry", "hu": "Cipelés", "ja": "運ぶ"},
    "grp_doors": {"en": "Doors", "hu": "Ajtók", "ja": "ドア"},
    "grp_extinguish": {"en": "Extinguish", "hu": "Oltás", "ja": "消火"},
    "grp_chop": {"en": "Chop", "hu": "Bontás", "ja": "壁の破壊"},
    "grp_vehicles": {"en": "Vehicles", "hu": "Járművek", "ja": "車両"},
    "grp_specialist": {"en": "Specialist abilities", "hu": "Specialista képességek", "ja": "専門家の能力"},
    "grp_decision": {"en": "Decision", "hu": "Döntés", "ja": "決定"},
    "grp_end": {"en": "End turn", "hu": "Kör vége", "ja": "ターン終了"},
    "click_play": {
        "en": "Click a space, door or wall on the board to see what can be done there.",
        "hu": "Kattints a táblán egy mezőre, ajtóra vagy falra, hogy lásd, mit lehet ott tenni.",
        "ja": "ボード上のマス・ドア・壁をクリックすると、そこでできるアクションが表示されます。",
    },
    "picked_cell": {"en": "Space {cell}", "hu": "{cell} mező", "ja": "マス {cell}"},
    "picked_edge": {"en": "Edge {edge}", "hu": "{edge} él", "ja": "辺 {edge}"},
    "proposed": {"en": "{where}: proposed action", "hu": "{where}: javasolt akció", "ja": "{where}：提案するアクション"},
    "several_at": {"en": "{where}: choose an action", "hu": "{where}: válassz akciót", "ja": "{where}：アクションを選択"},
    "move_why_not_next": {
        "en": WHY_ENGLISH["not_next"],
        "hu": "{to} nem szomszédos a tűzoltó mezőjével ({at}): a Mozgás szomszédos mezőre visz (R-ACT-1)",
        "ja": "{to} は消防士のいる {at} に隣接していません。移動は隣接するマスへ 1 マスずつです（R-ACT-1）",
    },
    "move_why_wall": {
        "en": WHY_ENGLISH["wall"],
        "hu": "{at} és {to} között Fal áll: előbb bontsd le (R-ACT-7)",
        "ja": "{at} と {to} の間に壁があります。先に壁を破壊してください（R-ACT-7）",
    },
    "move_why_door_closed": {
        "en": WHY_ENGLISH["door_closed"],
        "hu": "{at} és {to} között az Ajtó zárt: előbb nyisd ki (R-ACT-5)",
        "ja": "{at} と {to} の間のドアは閉じています。先に開けてください（R-ACT-5）",
    },
    "move_why_debris": {
        "en": WHY_ENGLISH["debris"],
        "hu": "A(z) {on} mezőn lévő Törmelék miatt oda nem lehet belépni és onnan nem lehet kilépni: előbb takarítsd el (R-ACT-13)",
        "ja": "{on} のがれきがあるため、そこへ入ることも出ることもできません。先に取り除いてください（R-ACT-13）",
    },
    "move_why_marker": {
        "en": WHY_ENGLISH["marker"],
        "hu": "A(z) {to} mezőn lévő Hívásjelző elzárja az utat (R-HERO-8)",
        "ja": "{to} のコールのマーカーが通行をふさいでいます（R-HERO-8）",
    },
    "move_why_carry_into_fire": {
        "en": WHY_ENGLISH["carry_into_fire"],
        "hu": "A(z) {to} mezőn Tűz van: Áldozatot vagy Gyúlékony anyagot cipelő vagy vezető tűzoltó nem léphet Tűzbe "
              "(R-ACT-2, R-ACT-12)",
        "ja": "{to} は火です。要救助者や危険物を運ぶ・連れている消防士は火に入れません（R-ACT-2、R-ACT-12）",
    },
    "move_why_fire_ap": {
        "en": WHY_ENGLISH["fire_ap"],
        "hu": "A(z) {to} mezőn Tűz van: a belépés 2 AP, Mozgásra pedig {ap} AP maradt (R-ACT-1)",
        "ja": "{to} は火です。入るには 2 AP かかりますが、移動に使える AP は {ap} です（R-ACT-1）",
    },
    "move_why_fire_no_way_out": {
        "en": WHY_ENGLISH["fire_no_way_out"],
        "hu": "A(z) {to} mezőn Tűz van, és belépés után a tűzoltó ebben a körben már nem jutna ki a Tűzből (R-TURN-3)",
        "ja": "{to} は火です。入ると、このターン中に火から出られなくなります（R-TURN-3）",
    },
    "move_why_ap": {
        "en": WHY_ENGLISH["ap"],
        "hu": "A Mozgás ide: {to} {cost} AP, Mozgásra pedig {ap} AP maradt (R-ACT-1, R-ACT-2)",
        "ja": "{to} への移動には {cost} AP かかりますが、移動に使える AP は {ap} です（R-ACT-1、R-ACT-2）",
    },
    "move_why_nothing_to_carry": {
        "en": WHY_ENGLISH["nothing_to_carry"],
        "hu": "A(z) {at} mezőn nincs cipelhető {item} (R-ACT-2)",
        "ja": "{at} には運べる{item}がありません（R-ACT-2）",
    },
    "move_why_nothing_to_lead": {
        "en": WHY_ENGLISH["nothing_to_lead"],
        "hu": "A(z) {at} mezőn nincs vezethető Gyógyult Áldozat (R-ACT-12)",
        "ja": "{at} には誘導できる治療済みの要救助者がいません（R-ACT-12）",
    },
    "move_why_chop_door": {
        "en": WHY_ENGLISH["chop_door"],
        "hu": "A(z) {a} és {b} közötti él Ajtó: az Ajtót kinyitják, nem bontják (R-ACT-7)",
        "ja": "{a} と {b} の間はドアです。ドアは壊さずに開けます（R-ACT-7）",
    },
    "move_why_chop_no_wall": {
        "en": WHY_ENGLISH["chop_no_wall"],
        "hu": "A(z) {a} és {b} között nincs bontható Fal (R-ACT-7)",
        "ja": "{a} と {b} の間に壊せる壁はありません（R-ACT-7）",
    },
    "move_why_door_none": {
        "en": WHY_ENGLISH["door_none"],
        "hu": "A(z) {a} és {b} között nincs kinyitható vagy bezárható Ajtó (R-ACT-5)",
        "ja": "{a} と {b} の間に開け閉めできるドアはありません（R-ACT-5）",
    },
    "move_why_door_open_already": {
        "en": WHY_ENGLISH["door_open_already"],
        "hu": "A(z) {a} és {b} közötti Ajtó már nyitva van (R-ACT-5)",
        "ja": "{a} と {b} の間のドアはすでに開いています（R-ACT-5）",
    },
    "move_why_door_closed_already": {
        "en": WHY_ENGLISH["door_closed_already"],
        "hu": "A(z) {a} és {b} közötti Ajtó már zárva van (R-ACT-5)",
        "ja": "{a} と {b} の間のドアはすでに閉まっています（R-ACT-5）",
    },
    "move_why_door_not_own": {
        "en": WHY_ENGLISH["door_not_own"],
        "hu": "A(z) {a} és {b} közötti Ajtó nem a tűzoltó mezőjének ({at}) szélén van: Ajtót a két mezője egyikéről "
              "lehet kinyitni vagy bezárni (R-ACT-5)",
        "ja": "{a} と {b} の間のドアは消防士のいる {at} の辺にありません。ドアはその両側のマスから開け閉めします（R-ACT-5）",
    },
    "move_why_door_ap": {
        "en": WHY_ENGLISH["door_ap"],
        "hu": "Ajtó kinyitása vagy bezárása 1 AP, és {ap} AP maradt (R-ACT-5)",
        "ja": "ドアの開け閉めには 1 AP かかりますが、残りは {ap} AP です（R-ACT-5）",
    },
    "move_why_door_gone": {
        "en": WHY_ENGLISH["door_gone"],
        "hu": "A(z) {a} és {b} közötti Ajtó leomlott: nincs mit kinyitni vagy bezárni (R-ACT-5)",
        "ja": "{a} と {b} の間のドアは破壊されています。開け閉めするものはありません（R-ACT-5）",
    },
    "move_why_wall_not_own": {
        "en": WHY_ENGLISH["wall_not_own"],
        "hu": "A(z) {a} és {b} közötti Fal nem a tűzoltó mezőjének ({at}) szélén van: a tűzoltó a saját mezőjének "
              "falát bonthatja (R-ACT-7)",
        "ja": "{a} と {b} の間の壁は消防士のいる {at} の辺にありません。壁の破壊は自分のマスの壁に行います（R-ACT-7）",
    },
    "move_why_wall_ap": {
        "en": WHY_ENGLISH["wall_ap"],
        "hu": "A Bontás {cost} AP, és {ap} AP maradt (R-ACT-7)",
        "ja": "壁の破壊には {cost} AP かかりますが、残りは {ap} AP です（R-ACT-7）",
    },
    "move_why_wall_gone": {
        "en": WHY_ENGLISH["wall_gone"],
        "hu": "A(z) {a} és {b} közötti Fal leomlott: nincs mit bontani (R-ACT-7)",
        "ja": "{a} と {b} の間の壁は破壊されています。これ以上壊すものはありません（R-ACT-7）",
    },
    "move_why_end_in_fire": {
        "en": WHY_ENGLISH["end_in_fire"],
        "hu": "A tűzoltó Tűzben áll ({at}), és ebben a körben a saját akcióival még kijuthat belőle: egy kör sem érhet "
              "véget Tűzben (R-TURN-3)",
        "ja": "消防士は火の中（{at}）にいて、このターン中に自分の行動でまだ火から出られます。火の中でターンを終えることは"
              "できません（R-TURN-3）",
    },
    "move_why_trapped": {
        "en": WHY_ENGLISH["trapped"],
        "hu": "A tűzoltó Tűzben áll ({at}), és ez után: {action} ebben a körben már nem jutna ki belőle; "
              "egy kör sem érhet véget Tűzben (R-TURN-3)",
        "ja": "消防士は火の中（{at}）にいます。{action} をすると、このターン中に火から出られなくなります。"
              "火の中でターンを終えることはできません（R-TURN-3）",
    },
    "move_why_off_board": {
        "en": WHY_ENGLISH["off_board"],
        "hu": "A(z) {cell} a táblán kívül esik, amelynek mezői: 0-{last_row}. sor és 0-{last_col}. oszlop",
        "ja": "{cell} は盤の外です。盤のマスは行 0-{last_row}、列 0-{last_col} です",
    },
    "move_why_blast_unknown": {
        "en": WHY_ENGLISH["blast_unknown"],
        "hu": "A Hívásnak nincs '{source}' vízforrása; vízforrásai: {known} (R-HERO-5)",
        "ja": "このコールに水源 '{source}' はありません。水源：{known}（R-HERO-5）",
    },
    "move_why_blast_not_on": {
        "en": WHY_ENGLISH["blast_not_on"],
        "hu": "A tűzoltó ({at}) a(z) '{source}' vízforrás egyik mezőjén sem áll: az Elárasztás ezek egyikéről indul (R-HERO-5)",
        "ja": "消防士（{at}）は水源 '{source}' のどのマスにもいません。一斉放水はそのマスから行います（R-HERO-5）",
    },
    "move_why_blast_zone_taken": {
        "en": WHY_ENGLISH["blast_zone_taken"],
        "hu": "Tűzoltó áll abban a Táblanegyedben, amelyet a(z) '{source}' vízforrás lát el: Elárasztani csak tűzoltó nélküli Táblanegyedet lehet (R-ACT-9, R-HERO-5)",
        "ja": "水源 '{source}' が受け持つ区画に消防士がいます。一斉放水は消防士のいない区画にしか行えません（R-ACT-9、R-HERO-5）",
    },
    "move_why_blast_ap": {
        "en": WHY_ENGLISH["blast_ap"],
        "hu": "Az Elárasztás a(z) '{source}' vízforrásból {cost} AP, és {ap} AP maradt (R-HERO-5)",
        "ja": "水源 '{source}' からの一斉放水には {cost} AP かかりますが、残りは {ap} AP です（R-HERO-5）",
    },
    "move_why_remove_none": {
        "en": WHY_ENGLISH["remove_none"],
        "hu": "A(z) {on} mezőn nincs Hívásjelző (R-HERO-8)",
        "ja": "{on} にコールマーカーはありません（R-HERO-8）",
    },
    "move_why_remove_fixed": {
        "en": WHY_ENGLISH["remove_fixed"],
        "hu": "A(z) {on} mezőn lévő Hívásjelző sosem távolítható el: a fajtájának nincs eltávolítási költsége (R-HERO-8)",
        "ja": "{on} のコールマーカーは取り除けません。その種類には除去コストがありません（R-HERO-8）",
    },
    "move_why_remove_not_next": {
        "en": WHY_ENGLISH["remove_not_next"],
        "hu": "A(z) {on} sem a tűzoltó mezője ({at}), sem szomszédos vele: Hívásjelzőt a saját vagy egy szomszédos mezőről lehet eltávolítani (R-HERO-8)",
        "ja": "{on} は消防士のマス（{at}）でも、その隣でもありません。コールマーカーは自分のマスか隣のマスから取り除きます（R-HERO-8）",
    },
    "move_why_remove_ap": {
        "en": WHY_ENGLISH["remove_ap"],
        "hu": "A(z) {on} mezőn lévő Hívásjelző eltávolítása {cost} AP, és {ap} AP maradt (R-HERO-8)",
        "ja": "{on} のコールマーカーを取り除くには {cost} AP かかりますが、残りは {ap} AP です（R-HERO-8）",
    },
    "move_why_remove_large_elsewhere": {
        "en": WHY_ENGLISH["remove_large_elsewhere"],
        "hu": "A(z) {on} egy nagy Hívásjelző része, amely egyszerre kerül le, az elérhető mezői közül az elsőről: "
              "így írd be: {first} (R-HERO-8)",
        "ja": "{on} は大きなコールマーカーの一部で、手の届くマスのうち最初のマスからまとめて取り除きます。{first} "
              "を指定してください（R-HERO-8）",
    },
    "move_why_boost_used": {
        "en": WHY_ENGLISH["boost_used"],
        "hu": "Az Aktív Boostot ebben a körben már felhasználták: a Tartalék Boost a kör végén válik Aktívvá (R-HERO-2)",
        "ja": "アクティブのブーストはこのターンに使いました。控えのブーストはターンの終わりにアクティブになります（R-HERO-2）",
    },
    "move_why_boost_none": {
        "en": WHY_ENGLISH["boost_none"],
        "hu": "Ennek a hősnek nincs Aktív Boostja (R-HERO-2)",
        "ja": "このヒーローはアクティブのブーストを持っていません（R-HERO-2）",
    },
    "move_why_heal_not_allowed": {
        "en": WHY_ENGLISH["heal_not_allowed"],
        "hu": "Ennek a hősnek egyik kártyája sem engedi a Gyógyítást (R-HERO-4)",
        "ja": "このヒーローのカードには手当てを許すものがありません（R-HERO-4）",
    },
    "move_why_heal_no_victim": {
        "en": WHY_ENGLISH["heal_no_victim"],
        "hu": "A(z) {at} mezőn nincs meggyógyítható Áldozat, sem ott fekvő, sem cipelt (R-HERO-4)",
        "ja": "{at} には手当てできる要救助者がいません（そこにいる者も運んでいる者も）（R-HERO-4）",
    },
    "move_why_heal_ap": {
        "en": WHY_ENGLISH["heal_ap"],
        "hu": "A Gyógyítás {cost} AP, és {ap} AP maradt (R-HERO-4)",
        "ja": "手当てには {cost} AP かかりますが、残りは {ap} AP です（R-HERO-4）",
    },
    "move_why_clear_none": {
        "en": WHY_ENGLISH["clear_none"],
        "hu": "A(z) {on} mezőn nincs eltakarítható Törmelék (R-ACT-13)",
        "ja": "{on} には取り除くがれきがありません（R-ACT-13）",
    },
    "move_why_clear_not_next": {
        "en": WHY_ENGLISH["clear_not_next"],
        "hu": "A(z) {on} sem a tűzoltó mezője ({at}), sem szomszédos vele: Törmeléket a saját vagy egy szomszédos mezőről lehet eltakarítani (R-ACT-13)",
        "ja": "{on} は消防士のマス（{at}）でも、その隣でもありません。がれきは自分のマスか隣のマスから取り除きます（R-ACT-13）",
    },
    "move_why_clear_ap": {
        "en": WHY_ENGLISH["clear_ap"],
        "hu": "A Törmelék eltakarítása {cost} AP, és {ap} AP maradt (R-ACT-13)",
        "ja": "がれきの除去には {cost} AP かかりますが、残りは {ap} AP です（R-ACT-13）",
    },
    "move_why_diagonal_used_turn": {
        "en": WHY_ENGLISH["diagonal_used_turn"],
        "hu": "A(z) „{card}” körönként egy átlós lépést enged, és ebben a körben már megtörtént (R-ACT-14)",
        "ja": "「{card}」で斜め移動できるのは1ターンに1回で、このターンはすでに使いました（R-ACT-14）",
    },
    "move_why_diagonal_used_call": {
        "en": WHY_ENGLISH["diagonal_used_call"],
        "hu": "A(z) „{card}” Hívásonként egy átlós lépést enged, és az már megtörtént (R-ACT-14)",
        "ja": "「{card}」で斜め移動できるのはコール中に1回で、すでに使いました（R-ACT-14）",
    },
    "move_why_diagonal_engine": {
        "en": WHY_ENGLISH["diagonal_engine"],
        "hu": "A(z) „{card}” csak a Fecskendős kocsi helyén enged átlós lépést, a tűzoltó pedig a(z) {at} mezőn áll (R-ACT-14)",
        "ja": "「{card}」で斜め移動できるのは消防車のスペースだけですが、消防士は {at} にいます（R-ACT-14）",
    },
    "move_why_diagonal_zone": {
        "en": WHY_ENGLISH["diagonal_zone"],
        "hu": "A(z) „{card}” csak a(z) {zone} táblanegyedben enged átlós lépést, a tűzoltó mezője ({at}) pedig nincs benne (R-ACT-14)",
        "ja": "「{card}」で斜め移動できるのは区画 {zone} の中だけで、消防士のマス（{at}）はその外です（R-ACT-14）",
    },
    "move_why_heal_used_turn": {
        "en": WHY_ENGLISH["heal_used_turn"],
        "hu": "A(z) „{card}” körönként egy Gyógyítást enged, és ebben a körben már megtörtént (R-HERO-4, R-ACT-14)",
        "ja": "「{card}」で手当てできるのは1ターンに1回で、このターンはすでに使いました（R-HERO-4、R-ACT-14）",
    },
    "move_why_heal_used_call": {
        "en": WHY_ENGLISH["heal_used_call"],
        "hu": "A(z) „{card}” Hívásonként egy Gyógyítást enged, és az már megtörtént (R-HERO-4, R-ACT-14)",
        "ja": "「{card}」で手当てできるのはコール中に1回で、すでに使いました（R-HERO-4、R-ACT-14）",
    },
    "move_why_heal_engine": {
        "en": WHY_ENGLISH["heal_engine"],
        "hu": "A(z) „{card}” csak a Fecskendős kocsi helyén enged Gyógyítást, a tűzoltó pedig a(z) {at} mezőn áll (R-HERO-4, R-ACT-14)",
        "ja": "「{card}」で手当てできるのは消防車のスペースだけですが、消防士は {at} にいます（R-HERO-4、R-ACT-14）",
    },
    "move_why_heal_zone": {
        "en": WHY_ENGLISH["heal_zone"],
        "hu": "A(z) „{card}” csak a(z) {zone} táblanegyedben enged Gyógyítást, a tűzoltó mezője ({at}) pedig nincs benne (R-HERO-4, R-ACT-14)",
        "ja": "「{card}」で手当てできるのは区画 {zone} の中だけで、消防士のマス（{at}）はその外です（R-HERO-4、R-ACT-14）",
    },
    "move_why_heal_leading": {
        "en": WHY_ENGLISH["heal_leading"],
        "hu": "A tűzoltó már vezet egy Gyógyult Áldozatot: a cipeltet akkor gyógyíthatja, ha már senkit sem vezet (R-HERO-4, R-ACT-12)",
        "ja": "消防士はすでに手当て済みの要救助者を誘導しています。運んでいる要救助者は、誰も誘導していないときに手当てできます（R-HERO-4、R-ACT-12）",
    },
    "move_why_clear_closed": {
        "en": WHY_ENGLISH["clear_closed"],
        "hu": "Fal vagy csukott ajtó áll a(z) {at} és a(z) {on} között: Törmeléket a saját mezőről vagy nyitott úton át lehet eltakarítani (R-ACT-13)",
        "ja": "{at} と {on} の間に壁か閉じたドアがあります。がれきは自分のマスか、通れる隣のマスから取り除きます（R-ACT-13）",
    },
    "move_why_remove_closed": {
        "en": WHY_ENGLISH["remove_closed"],
        "hu": "Fal vagy csukott ajtó áll a(z) {at} és a(z) {on} között: Hívásjelzőt a saját mezőről vagy nyitott úton át lehet eltávolítani (R-HERO-8)",
        "ja": "{at} と {on} の間に壁か閉じたドアがあります。コールマーカーは自分のマスか、通れる隣のマスから取り除きます（R-HERO-8）",
    },
    "move_why_diagonal_not_allowed": {
        "en": WHY_ENGLISH["diagonal_not_allowed"],
        "hu": "Ennek a hősnek egyik kártyája sem engedi az átlós lépést (R-ACT-14)",
        "ja": "このヒーローのカードには斜め移動を許すものがありません（R-ACT-14）",
    },
    "move_why_diagonal_not_corner": {
        "en": WHY_ENGLISH["diagonal_not_corner"],
        "hu": "A(z) {to} nem átlós szomszédja a tűzoltó mezőjének ({at}) (R-ACT-14)",
        "ja": "{to} は消防士のマス（{at}）の斜め隣ではありません（R-ACT-14）",
    },
    "move_why_guide_none": {
        "en": WHY_ENGLISH["guide_none"],
        "hu": "A tűzoltó mezőjén ({at}) nincs Segítő, akit vezethetne (R-HERO-7)",
        "ja": "消防士のマス（{at}）に誘導できる協力者はいません（R-HERO-7）",
    },
    "move_why_guide_busy": {
        "en": WHY_ENGLISH["guide_busy"],
        "hu": "Segítőt csak az a tűzoltó vezethet, aki semmit sem visz és senkit sem vezet (R-HERO-7, R-ACT-12)",
        "ja": "協力者を誘導できるのは、何も運ばず誰も導いていない消防士だけです（R-HERO-7、R-ACT-12）",
    },
    "move_why_guide_fire": {
        "en": WHY_ENGLISH["guide_fire"],
        "hu": "A(z) {to} mezőn Tűz van: Segítőt sosem lehet Tűzbe vezetni (R-HERO-7, R-ACT-12)",
        "ja": "{to} は火です。協力者を火の中へ誘導することはできません（R-HERO-7、R-ACT-12）",
    },
    "move_why_diagonal_fire": {
        "en": WHY_ENGLISH["diagonal_fire"],
        "hu": "A(z) {to} mezőn Tűz van: átlós lépés sosem visz Tűzbe (R-ACT-14)",
        "ja": "{to} は火です。斜め移動で火に入ることはできません（R-ACT-14）",
    },
    "move_why_diagonal_closed": {
        "en": WHY_ENGLISH["diagonal_closed"],
        "hu": "A(z) {at} és {to} közötti sarkot mindkét oldalon fal vagy ajtó zárja (R-ACT-14)",
        "ja": "{at} と {to} の間の角は、どちら側も壁かドアでふさがれています（R-ACT-14）",
    },
    "move_why_diagonal_ap": {
        "en": WHY_ENGLISH["diagonal_ap"],
        "hu": "Az átlós lépés ide: {to} {cost} AP, Mozgásra pedig {ap} AP maradt (R-ACT-14)",
        "ja": "{to} への斜め移動には {cost} AP かかりますが、移動に使える AP は {ap} です（R-ACT-14）",
    },
    "move_why_crew_not_first": {
        "en": WHY_ENGLISH["crew_not_first"],
        "hu": "A Csapattag cseréje a kör első akciója, és ez a kör már elkezdődött (R-ACT-10)",
        "ja": "隊員の交代はターンの最初のアクションですが、このターンはもう始まっています（R-ACT-10）",
    },
    "move_why_crew_not_on_engine": {
        "en": WHY_ENGLISH["crew_not_on_engine"],
        "hu": "Csapattagot a Fecskendős kocsi helyén (vagy a Hívás csere-mezőjén) lehet cserélni, a tűzoltó pedig a(z) {at} "
              "mezőn áll (R-ACT-10, R-HERO-5)",
        "ja": "隊員の交代は消防車のスペース（またはコールの交代マス）で行いますが、消防士は {at} にいます（R-ACT-10、R-HERO-5）",
    },
    "move_why_crew_unknown": {
        "en": WHY_ENGLISH["crew_unknown"],
        "hu": "{name} nem specialistája ennek a játéknak (R-ACT-10)",
        "ja": "{name} はこのゲームの専門家ではありません（R-ACT-10）",
    },
    "move_why_crew_in_play": {
        "en": WHY_ENGLISH["crew_in_play"],
        "hu": "{name} már játékban van: a csere csak játékon kívüli specialistára történhet (R-ACT-10)",
        "ja": "{name} はすでにプレイ中です。交代できるのはプレイしていない専門家だけです（R-ACT-10）",
    },
    "move_why_crew_ap": {
        "en": WHY_ENGLISH["crew_ap"],
        "hu": "A Csapattag cseréje 2 AP, és {name} körében ennyi nem maradna (R-ACT-10)",
        "ja": "隊員の交代には 2 AP かかり、{name} としてのターンでは足りません（R-ACT-10）",
    },
    "move_why_ext_not_next": {
        "en": WHY_ENGLISH["ext_not_next"],
        "hu": "A(z) {to} se nem a tűzoltó mezője ({at}), se nem szomszédos vele: az oltás a saját és a szomszédos mezőkre ér el (R-ACT-6)",
        "ja": "{to} は消防士のマス {at} でも隣のマスでもありません。消火できるのは自分のマスと隣接マスです（R-ACT-6）",
    },
    "move_why_ext_closed": {
        "en": WHY_ENGLISH["ext_closed"],
        "hu": "Fal vagy csukott ajtó áll a(z) {at} és a(z) {to} között: rajta át nincs oltás (R-ACT-6)",
        "ja": "{at} と {to} の間に壁か閉じたドアがあり、越えて消火できません（R-ACT-6）",
    },
    "move_why_ext_nothing": {
        "en": WHY_ENGLISH["ext_nothing"],
        "hu": "A(z) {to} mezőn nincs eloltandó Tűz vagy Füst (R-ACT-6)",
        "ja": "{to} には消す火も煙もありません（R-ACT-6）",
    },
    "move_why_ext_full_smoke": {
        "en": WHY_ENGLISH["ext_full_smoke"],
        "hu": "A(z) {to} mezőn Füst van, nem Tűz: az 'ext {to}' eltávolítja (R-ACT-6)",
        "ja": "{to} にあるのは火ではなく煙です。'ext {to}' で取り除けます（R-ACT-6）",
    },
    "move_why_ext_ap": {
        "en": WHY_ENGLISH["ext_ap"],
        "hu": "Az oltás így a(z) {to} mezőn {cost} AP, és {ap} AP maradt rá (R-ACT-6, R-ACT-11)",
        "ja": "{to} をこの方法で消火するには {cost} AP かかりますが、使えるのは {ap} AP です（R-ACT-6、R-ACT-11）",
    },
    "move_why_drive_none": {
        "en": WHY_ENGLISH["drive_none"],
        "hu": "Ebben a Hívásban nincs vezethető {vehicle} (R-ACT-8)",
        "ja": "このコールには運転できる{vehicle}がありません（R-ACT-8）",
    },
    "move_why_drive_engine_not_on": {
        "en": WHY_ENGLISH["drive_engine_not_on"],
        "hu": "A Fecskendős kocsi vezetője a kocsi parkolóhelyén áll, a tűzoltó pedig itt van: {at} (R-ACT-8)",
        "ja": "消防車を運転する消防士はその駐車スペースにいる必要がありますが、{at} にいます（R-ACT-8）",
    },
    "move_why_drive_ap": {
        "en": WHY_ENGLISH["drive_ap"],
        "hu": "A vezetés 2 AP, és {ap} AP maradt (R-ACT-8)",
        "ja": "運転には 2 AP かかりますが、残りは {ap} AP です（R-ACT-8）",
    },
    "move_why_drive_not_there": {
        "en": WHY_ENGLISH["drive_not_there"],
        "hu": "A(z) {to} nem mezője annak a parkolóhelynek, ahová a(z) {vehicle} így megy (R-ACT-8)",
        "ja": "{to} は、この向きで{vehicle}が向かう駐車スペースのマスではありません（R-ACT-8）",
    },
    "move_why_drive_ride_not_on": {
        "en": WHY_ENGLISH["drive_ride_not_on"],
        "hu": "Csak a(z) {vehicle} parkolóhelyén álló tűzoltó tarthat vele, a tűzoltó pedig itt van: {at} (R-ACT-8)",
        "ja": "{vehicle}に同乗できるのはその駐車スペースにいる消防士だけですが、{at} にいます（R-ACT-8）",
    },
    "move_why_drive_land_blocked": {
        "en": WHY_ENGLISH["drive_land_blocked"],
        "hu": "A(z) {to} mezőre senki sem szállhat ki: Törmelék vagy útját álló Hívásjelző van ott (R-ACT-8, R-ACT-13, R-HERO-8)",
        "ja": "{to} には降りられません：瓦礫か通行を妨げるコールマーカーがあります（R-ACT-8、R-ACT-13、R-HERO-8）",
    },
    "move_why_gun_none": {
        "en": WHY_ENGLISH["gun_none"],
        "hu": "Ebben a Hívásban nincs Fecskendős kocsi, amelyről a Fecskendő működtethető (R-ACT-9)",
        "ja": "このコールには放水銃を撃つ消防車がありません（R-ACT-9）",
    },
    "move_why_gun_not_on": {
        "en": WHY_ENGLISH["gun_not_on"],
        "hu": "A Fecskendőt a Fecskendős kocsi parkolóhelyéről lehet működtetni, a tűzoltó pedig itt van: {at} (R-ACT-9)",
        "ja": "放水銃は消防車の駐車スペースから撃ちますが、消防士は {at} にいます（R-ACT-9）",
    },
    "move_why_gun_no_zone": {
        "en": WHY_ENGLISH["gun_no_zone"],
        "hu": "A Fecskendős kocsi parkolóhelye egyetlen táblanegyeddel sem határos: a Fecskendőnek nincs célja (R-ACT-9)",
        "ja": "消防車の駐車スペースはどの区画にも接していないため、放水銃の的がありません（R-ACT-9）",
    },
    "move_why_gun_zone_taken": {
        "en": WHY_ENGLISH["gun_zone_taken"],
        "hu": "Tűzoltó áll abban a táblanegyedben, amelyet a Fecskendő eltalálna: {on} (R-ACT-9)",
        "ja": "放水銃が当たる区画に消防士がいます：{on}（R-ACT-9）",
    },
    "move_why_gun_ap": {
        "en": WHY_ENGLISH["gun_ap"],
        "hu": "A Fecskendő {cost} AP, és {ap} AP maradt (R-ACT-9, R-ACT-11)",
        "ja": "放水銃には {cost} AP かかりますが、残りは {ap} AP です（R-ACT-9、R-ACT-11）",
    },
    "move_why_treat_not_paramedic": {
        "en": WHY_ENGLISH["treat_not_paramedic"],
        "hu": "Áldozatot csak a Felcser gyógyíthat (R-ACT-11)",
        "ja": "要救助者を手当てできるのは救急救命士だけです（R-ACT-11）",
    },
    "move_why_treat_none": {
        "en": WHY_ENGLISH["treat_none"],
        "hu": "A(z) {at} mezőn nincs gyógyítható Áldozat (R-ACT-11, R-ACT-12)",
        "ja": "{at} には手当てできる要救助者がいません（R-ACT-11、R-ACT-12）",
    },
    "move_why_treat_ap": {
        "en": WHY_ENGLISH["treat_ap"],
        "hu": "A gyógyítás 1 AP, és {ap} AP maradt (R-ACT-11)",
        "ja": "手当てには 1 AP かかりますが、残りは {ap} AP です（R-ACT-11）",
    },
    "move_why_identify_not_imaging": {
        "en": WHY_ENGLISH["identify_not_imaging"],
        "hu": "MCP-t távolról csak a Képalkotó technikus fordíthat fel (R-ACT-11)",
        "ja": "離れた POI を確認できるのは画像技術者だけです（R-ACT-11）",
    },
    "move_why_identify_none": {
        "en": WHY_ENGLISH["identify_none"],
        "hu": "A(z) {to} mezőn nincs lefordított MCP (R-ACT-11)",
        "ja": "{to} には裏向きの POI がありません（R-ACT-11）",
    },
    "move_why_identify_ap": {
        "en": WHY_ENGLISH["identify_ap"],
        "hu": "Az MCP felfordítása 1 AP, és {ap} AP maradt (R-ACT-11)",
        "ja": "POI の確認には 1 AP かかりますが、残りは {ap} AP です（R-ACT-11）",
    },
    "move_why_dispose_not_hazmat": {
        "en": WHY_ENGLISH["dispose_not_hazmat"],
        "hu": "Gyúlékony anyagot csak a Veszélyes anyag elhárító semlegesíthet (R-ACT-11)",
        "ja": "危険物を処理できるのは危険物処理技術者だけです（R-ACT-11）",
    },
    "move_why_dispose_none": {
        "en": WHY_ENGLISH["dispose_none"],
        "hu": "A(z) {at} mezőn nincs semlegesíthető Gyúlékony anyag (R-ACT-11)",
        "ja": "{at} には処理する危険物がありません（R-ACT-11）",
    },
    "move_why_dispose_ap": {
        "en": WHY_ENGLISH["dispose_ap"],
        "hu": "A semlegesítés 2 AP, és {ap} AP maradt (R-ACT-11)",
        "ja": "危険物の処理には 2 AP かかりますが、残りは {ap} AP です（R-ACT-11）",
    },
    "move_why_cmd_not_captain": {
        "en": WHY_ENGLISH["cmd_not_captain"],
        "hu": "Más tűzoltónak csak a Kapitány adhat parancsot (R-ACT-11)",
        "ja": "他の消防士に指示できるのは隊長だけです（R-ACT-11）",
    },
    "move_why_cmd_other": {
        "en": WHY_ENGLISH["cmd_other"],
        "hu": "A(z) {n}. tűzoltó maga a Kapitány: ő egy másik tűzoltónak ad parancsot (R-ACT-11)",
        "ja": "消防士 {n} は隊長自身です。隊長が指示するのは他の消防士です（R-ACT-11）",
    },
    "move_why_cmd_no_seat": {
        "en": WHY_ENGLISH["cmd_no_seat"],
        "hu": "Nincs {n}. tűzoltó: ennek a játéknak a tűzoltói 1-től {players}-ig számozottak (R-ACT-11)",
        "ja": "消防士 {n} はいません。このゲームの消防士は 1 から {players} までです（R-ACT-11）",
    },
    "move_why_cmd_cafs": {
        "en": WHY_ENGLISH["cmd_cafs"],
        "hu": "A Kapitány körönként legfeljebb 1 AP-t költhet a Haboltós parancsaira (R-ACT-11)",
        "ja": "隊長が泡消火隊員への指示に使えるのは 1 ターンに 1 AP までです（R-ACT-11）",
    },
    "move_why_cmd_ap": {
        "en": WHY_ENGLISH["cmd_ap"],
        "hu": "A Kapitánynak nem maradt Parancs AP-ja vagy AP-ja a parancsra (R-ACT-11)",
        "ja": "隊長には指示に使える指揮 AP も AP も残っていません（R-ACT-11）",
    },
    "move_why_cmd_into_fire": {
        "en": WHY_ENGLISH["cmd_into_fire"],
        "hu": "A(z) {to} mezőn Tűz van: parancsra egy tűzoltó sosem lép Tűzbe, mert a tűzfázis előtt nem jöhetne ki belőle magától (R-ACT-11, R-TURN-3)",
        "ja": "{to} は火の中です。指示で消防士を火の中へ動かすことはできません。火災フェイズの前に自分で出られないからです（R-ACT-11、R-TURN-3）",
    },
    "move_why_cmd_not_next": {
        "en": WHY_ENGLISH["cmd_not_next"],
        "hu": "A(z) {to} nem szomszédos a parancsot kapó tűzoltóval ({at}): a parancs szomszédos mezőre viszi (R-ACT-11, R-ACT-1)",
        "ja": "{to} は指示を受けた消防士のマス {at} の隣ではありません。指示で動かせるのは隣接マスです（R-ACT-11、R-ACT-1）",
    },
    "move_why_cmd_closed": {
        "en": WHY_ENGLISH["cmd_closed"],
        "hu": "Fal vagy csukott ajtó áll a parancsot kapó tűzoltó mezője ({at}) és a(z) {to} között (R-ACT-11, R-ACT-1)",
        "ja": "指示を受けた消防士のマス {at} と {to} の間に壁か閉じたドアがあります（R-ACT-11、R-ACT-1）",
    },
    "move_why_drive_one_spot": {
        "en": WHY_ENGLISH["drive_one_spot"],
        "hu": "A(z) {vehicle} egyetlen parkolóhelye van ezen a táblán: nincs hová vezetni (R-ACT-8)",
        "ja": "この盤面では{vehicle}の駐車スペースが 1 つだけなので、運転して行ける先がありません（R-ACT-8）",
    },
    "move_why_drive_two_spots": {
        "en": WHY_ENGLISH["drive_two_spots"],
        "hu": "A(z) {vehicle} két parkolóhelye közül a másikra '+1' visz (R-ACT-8)",
        "ja": "{vehicle}の駐車スペースは 2 つで、もう一方へは '+1' で運転します（R-ACT-8）",
    },
    "move_why_drive_engine_land": {
        "en": WHY_ENGLISH["drive_engine_land"],
        "hu": "A Fecskendős kocsi vezetője vele tart: add meg, az új parkolóhely melyik mezőjén száll ki, pl. 'drive eng +1 r,c' (R-ACT-8)",
        "ja": "消防車の運転者は一緒に移動します。新しい駐車スペースのどのマスで降りるかを 'drive eng +1 r,c' のように指定してください（R-ACT-8）",
    },
    "move_why_treat_leading": {
        "en": WHY_ENGLISH["treat_leading"],
        "hu": "A Felcser már vezet egy Gyógyult Áldozatot: a cipeltet akkor gyógyíthatja, ha már senkit sem vezet (R-ACT-11, R-ACT-12)",
        "ja": "救急救命士はすでに手当て済みの要救助者を誘導しています。運んでいる要救助者は、誰も誘導していないときに手当てできます（R-ACT-11、R-ACT-12）",
    },
    "move_why_reroll_done": {
        "en": WHY_ENGLISH["reroll_done"],
        "hu": "A(z) '{die}' kockát már újradobták: minden kocka legfeljebb egyszer dobható újra (R-ACT-11)",
        "ja": "'{die}' のサイコロはもう振り直しました。各サイコロの振り直しは 1 回までです（R-ACT-11）",
    },
    "move_why_phase_ride": {
        "en": WHY_ENGLISH["phase_ride"],
        "hu": "előbb a(z) {seat}. hely dönti el, hogy a járművel tart-e: 'ride' a jármű mezőjére, vagy 'stay' (R-ACT-8)",
        "ja": "先に席 {seat} が車両に同乗するかを決めます：車両のマスへ 'ride'、または 'stay'（R-ACT-8）",
    },
    "move_why_phase_reroll": {
        "en": WHY_ENGLISH["phase_reroll"],
        "hu": "előbb a Tömlőkezelő dönt a Fecskendő kockáiról: 'reroll red', 'reroll black' vagy 'keep' (R-ACT-9)",
        "ja": "先に機関員が放水銃のサイコロを決めます：'reroll red'、'reroll black'、または 'keep'（R-ACT-9）",
    },
    "move_why_phase_forge_gear": {
        "en": WHY_ENGLISH["phase_forge_gear"],
        "hu": "előbb a(z) {seat}. hely összeállítja a tűzoltóját: 'equip' egy Felszerelést ezek közül: {offer} (R-HERO-1)",
        "ja": "先に席 {seat} が消防士を仕上げます：{offer} から装備を 1 つ 'equip'（R-HERO-1）",
    },
    "move_why_phase_forge_boost": {
        "en": WHY_ENGLISH["phase_forge_boost"],
        "hu": "előbb a(z) {seat}. hely összeállítja a tűzoltóját: 'pick' egy Boostot ezek közül: {offer} (R-HERO-1)",
        "ja": "先に席 {seat} が消防士を仕上げます：{offer} からブーストを 1 つ 'pick'（R-HERO-1）",
    },
    "edge_why_caption": {"en": "{why}.", "hu": "{why}.", "ja": "{why}。"},
    "move_item_Victim": {"en": "Victim", "hu": "Áldozat", "ja": "要救助者"},
    "move_item_Hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "move_why_caption": {"en": "A move there: {why}.", "hu": "Mozgás oda: {why}.", "ja": "そこへの移動：{why}。"},
    "none_at": {
        "en": "{where}: no legal action targets it now.",
        "hu": "{where}: most egyetlen szabályos akció sem irányul ide.",
        "ja": "{where}：今ここを対象とする可能なアクションはありません。",
    },
    "clear_pick": {"en": "Clear", "hu": "Törlés", "ja": "解除"},
    "target": {"en": "Target", "hu": "Cél", "ja": "対象"},
    "play_it": {"en": "Play", "hu": "Végrehajtás", "ja": "実行"},
    "end_turn": {"en": "End turn", "hu": "Kör vége", "ja": "ターン終了"},
    "notation": {"en": "Action as text", "hu": "Akció szövegként", "ja": "テキストでアクション"},
    "notation_help": {
        "en": "The replay notation, e.g. `move 3,4 victim` or `open 2,5-2,6`",
        "hu": "A visszajátszás jelölése, pl. `move 3,4 victim` vagy `open 2,5-2,6`",
        "ja": "リプレイ記法。例：`move 3,4 victim`、`open 2,5-2,6`",
    },
    "undo_turn": {"en": "Undo turn", "hu": "Kör visszavonása", "ja": "ターンを戻す"},
    "bot_turn": {"en": "Play bot turn", "hu": "Bot köre", "ja": "ボットのターンを実行"},
    "marker_there": {"en": "{marker} is already placed on {cell}.", "hu": "A(z) {cell} mezőn már van ilyen: {marker}.", "ja": "{cell} にはすでに{marker}があります。"},
    "placed_off_board": {"en": "{marker} on {cell} is off the {rows} x {cols} board.",
                         "hu": "{marker} a(z) {cell} mezőn, a {rows} x {cols} táblán kívül.",
                         "ja": "{cell} の{marker}は {rows} x {cols} のボードの外です。"},
    "marker_not_there": {"en": "No {marker} is placed on {cell}.", "hu": "A(z) {cell} mezőn nincs ilyen: {marker}.", "ja": "{cell} に{marker}はありません。"},
    "replay_load": {"en": "Load a recorded game", "hu": "Rögzített játszma betöltése", "ja": "記録したゲームを読み込む"},
    "replay_load_help": {"en": "A replay file (downloaded from this page, or written by callforge play --record) is played again step by step on its Call from the library; every step can then be undone and the game played on.", "hu": "A visszajátszásfájlt (erről az oldalról letöltve, vagy a callforge play --record írta) lépésről lépésre újrajátssza a könyvtárban lévő Hívásán; utána minden lépés visszavonható, és a játszma folytatható.", "ja": "リプレイファイル（このページでダウンロードしたもの、または callforge play --record が書いたもの）を、ライブラリのコールで1手ずつ再生します。その後はどの手も取り消せ、続きを遊べます。"},
    "replay_file": {"en": "Replay file", "hu": "Visszajátszásfájl", "ja": "リプレイファイル"},
    "replay_open": {"en": "Play it again", "hu": "Újrajátszás", "ja": "再生する"},
    "replay_unreadable": {"en": "{name} is no replay that can be read: {why}", "hu": "A(z) {name} nem olvasható visszajátszás: {why}", "ja": "{name} は読み込めるリプレイではありません：{why}"},
    "replay_too_long": {"en": "{name} holds {n} steps; a game goes on from at most {most} (callforge replay checks any replay).", "hu": "A(z) {name} {n} lépést tartalmaz; egy játszma legfeljebb {most} lépésből folytatható (a callforge replay bármelyiket ellenőrzi).", "ja": "{name} には {n} 手あります。続きから遊べるのは {most} 手までです（callforge replay ならどのリプレイも確認できます）。"},
    "replay_no_call": {"en": "The replay is of the Call '{call}', which is not in the library.", "hu": "A visszajátszás a(z) '{call}' Híváshoz tartozik, amely nincs a könyvtárban.", "ja": "このリプレイはコール '{call}' のものですが、ライブラリにありません。"},
    "replay_other_call": {"en": "The replay is of the Call '{call}', not of '{now}'.", "hu": "A visszajátszás a(z) '{call}' Híváshoz tartozik, nem a(z) '{now}' Híváshoz.", "ja": "このリプレイはコール '{call}' のもので、'{now}' のものではありません。"},
    "replay_other_board": {"en": "The replay was played on the board '{board}'; the Call now names '{now}'.", "hu": "A visszajátszás a(z) '{board}' táblán készült; a Hívás most a(z) '{now}' táblát nevezi meg.", "ja": "このリプレイはボード '{board}' で遊ばれましたが、コールは今 '{now}' を指定しています。"},
    "replay_option_refused": {"en": "{where}: no game of the Call starts with this option of the replay: {why}",
                              "hu": "{where}: a visszajátszás ezzel a beállításával a Hívás egyetlen játéka sem indul el: {why}",
                              "ja": "{where}：リプレイのこの設定では、このコールのゲームを開始できません：{why}"},
    "replay_setup_differs": {"en": "The Call '{call}' with the replay's options sets up otherwise than when the replay was recorded: the Call, its board, the rules or the options saved in the replay changed since.", "hu": "A(z) '{call}' Hívás a visszajátszás beállításaival másként készül elő, mint amikor a visszajátszás készült: azóta a Hívás, a táblája, a szabályok vagy a visszajátszásba mentett beállítások módosultak.", "ja": "コール '{call}' をリプレイの設定で準備すると、リプレイを記録したときと違います。その後にコール、そのボード、ルール、またはリプレイに保存された設定が変更されています。"},
    "replay_stopped": {"en": "The replay was played again up to step {n} of {total} ({action}), which the Call as it is now refuses or plays otherwise: the game stands before it.", "hu": "A visszajátszás a(z) {total} lépésből a(z) {n}. lépésig ({action}) játszódott újra, amelyet a Hívás jelenlegi formájában elutasít vagy másként játszik: a játszma e lépés előtt áll.", "ja": "リプレイは全 {total} 手のうち {n} 手目（{action}）まで再生しました。今のコールではこの手が拒否されるか結果が変わるため、ゲームはその手の前で止まっています。"},
    "bots_paused": {"en": "Bots paused, so that the undo holds: play on with “Play bot turn”, or switch “Bots play at once” on again.", "hu": "A botok szünetelnek, hogy a visszavonás megmaradjon: lépj tovább a „Bot köre” gombbal, vagy kapcsold be újra „A botok azonnal lépnek” kapcsolót.", "ja": "取り消しを保つためにボットを一時停止しました。「ボットのターンを実行」で進めるか、「ボットを自動で進める」をもう一度オンにしてください。"},
    "auto_bots": {"en": "Bots play at once", "hu": "A botok azonnal lépnek", "ja": "ボットを自動で進める"},
    "bot_decides": {"en": "A bot plays this seat: press “Play bot turn”.", "hu": "Ezt a helyet bot játssza: nyomd meg a „Bot köre” gombot.", "ja": "この席はボットが操作します。「ボットのターンを実行」を押してください。"},
    "export_replay": {"en": "Replay (JSON)", "hu": "Visszajátszás (JSON)", "ja": "リプレイ（JSON）"},
    "firefighters": {"en": "Firefighters", "hu": "Tűzoltók", "ja": "消防士"},
    "col_seat": {"en": "Seat", "hu": "Hely", "ja": "席"},
    "col_space": {"en": "Space", "hu": "Mező", "ja": "マス"},
    "col_ap": {"en": "AP", "hu": "AP", "ja": "AP"},
    "col_saved": {"en": "Saved AP", "hu": "Megtakarított AP", "ja": "保存AP"},
    "col_free": {"en": "Free AP", "hu": "Extra AP", "ja": "追加AP"},
    "col_carry": {"en": "Carrying", "hu": "Cipel", "ja": "運搬中"},
    "carry_victim": {"en": "Victim", "hu": "Áldozat", "ja": "要救助者"},
    "carry_hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "carry_lead": {"en": "leads a healed Victim", "hu": "gyógyított Áldozatot vezet", "ja": "治療済みの要救助者を誘導中"},
    "spec_paramedic": {"en": "Paramedic", "hu": "Felcser", "ja": "救急救命士"},
    "spec_fire_captain": {"en": "Fire Captain", "hu": "Kapitány", "ja": "隊長"},
    "spec_imaging_technician": {"en": "Imaging Technician", "hu": "Képalkotó technikus", "ja": "画像技術者"},
    "spec_cafs_firefighter": {"en": "CAFS Firefighter", "hu": "Haboltós", "ja": "泡消火隊員"},
    "spec_hazmat_technician": {"en": "Hazmat Technician", "hu": "Veszélyes anyag elhárító", "ja": "危険物処理技術者"},
    "spec_generalist": {"en": "Generalist", "hu": "Általános tűzoltó", "ja": "ジェネラリスト"},
    "spec_rescue_specialist": {"en": "Rescue Specialist", "hu": "Mentési specialista", "ja": "救助専門家"},
    "spec_driver_operator": {"en": "Driver/Operator", "hu": "Tömlőkezelő", "ja": "機関員"},
    "spec_none": {"en": "(none)", "hu": "(nincs)", "ja": "（なし）"},
    "cnt_turn": {"en": "Turn", "hu": "Kör", "ja": "ターン"},
    "cnt_rescued": {"en": "Rescued", "hu": "Kimentve", "ja": "救出"},
    "cnt_lost": {"en": "Lost", "hu": "Odaveszett", "ja": "犠牲"},
    "cnt_damage": {"en": "Damage used", "hu": "Felhasznált sérülés", "ja": "使用ダメージ"},
    "cnt_poi": {"en": "POI on board / in bag", "hu": "MCP a táblán / a zsákban", "ja": "盤上 / 袋の POI"},
    "cnt_hidden": {
        "en": "Unrevealed: {v} Victims, {f} False Alarms",
        "hu": "Felfedetlen: {v} Áldozat, {f} Téves cél",
        "ja": "未公開：要救助者 {v}、誤報 {f}",
    },
    "cnt_helpers_rescued": {"en": "Helpers rescued", "hu": "Kimentett Segítők", "ja": "救出した協力者"},
    "cnt_helpers_lost": {"en": "Helpers lost", "hu": "Odaveszett Segítők", "ja": "犠牲になった協力者"},
    "cnt_named_victim": {"en": "Named Victim", "hu": "Megnevezett Áldozat", "ja": "名前のある要救助者"},
    "vip_in_play": {"en": "not yet rescued", "hu": "még nincs kimentve", "ja": "まだ救出されていない"},
    "vip_rescued": {"en": "rescued", "hu": "kimentve", "ja": "救出済み"},
    "vip_lost": {"en": "lost", "hu": "odaveszett", "ja": "犠牲"},
    "cnt_hot": {"en": "Hot Spots left: {n}", "hu": "Maradék Tűzfészek: {n}", "ja": "残りの高温点：{n}"},
    "of_n": {"en": "{a} of {b}", "hu": "{a} / {b}", "ja": "{a} / {b}"},
    "fire_phase": {"en": "What the last Fire phase did", "hu": "Mit tett az utolsó tűzfázis", "ja": "直前の延焼フェイズ"},
    "fire_phase_of": {"en": "After the turn of firefighter {n} (turn {turn})", "hu": "A(z) {n}. tűzoltó köre után ({turn}. kör)", "ja": "消防士 {n} のターン後（ターン {turn}）"},
    "fire_phase_none": {"en": "No turn has ended yet.", "hu": "Még nem ért véget kör.", "ja": "まだターンが終わっていません。"},
    "event_log": {"en": "Event log", "hu": "Eseménynapló", "ja": "イベントログ"},
    "setup_log": {"en": "Setup", "hu": "Előkészítés", "ja": "準備"},
    "log_step": {"en": "Turn {turn} · firefighter {n}: {action}", "hu": "{turn}. kör · {n}. tűzoltó: {action}", "ja": "ターン {turn}・消防士 {n}：{action}"},
    "log_bot": {"en": "({name})", "hu": "({name})", "ja": "（{name}）"},
    "die_red": {"en": "red", "hu": "piros", "ja": "赤"},
    "die_black": {"en": "black", "hu": "fekete", "ja": "黒"},
    "die_draw": {"en": "POI draw", "hu": "MCP húzás", "ja": "POI引き"},
    "ev_roll": {"en": "roll: {die} d{sides} → **{value}** ({why})", "hu": "dobás: {die} d{sides} → **{value}** ({why})", "ja": "ダイス：{die} d{sides} → **{value}**（{why}）"},
    "why_advance_fire": {"en": "advance fire", "hu": "tűz terjedése", "ja": "延焼"},
    "why_setup": {"en": "setup", "hu": "előkészítés", "ja": "準備"},
    "why_setup_explosion": {"en": "setup Explosion", "hu": "előkészítési Robbanás", "ja": "準備の爆発"},
    "why_poi": {"en": "new POI", "hu": "új MCP", "ja": "新しい POI"},
    "why_reveal": {"en": "Victim or False Alarm", "hu": "Áldozat vagy Téves cél", "ja": "要救助者か誤報か"},
    "why_deck_gun": {"en": "deck gun", "hu": "Fecskendő", "ja": "放水銃"},
    "why_deck_gun_reroll": {"en": "deck gun re-roll", "hu": "Fecskendő újradobás", "ja": "放水銃の振り直し"},
    "ev_move": {"en": "firefighter {seat} moves to {cell} {carry}", "hu": "a(z) {seat}. tűzoltó a(z) {cell} mezőre lép {carry}", "ja": "消防士 {seat} が {cell} へ移動 {carry}"},
    "tab_heroes": {"en": "Heroes and mechanics", "hu": "Hősök és mechanikák", "ja": "ヒーローと仕掛け"},
    "heroes_help": {"en": "gsh: the specialists, Gear and Boosts the Call offers, and its water sources, rescue places, Call markers and Helpers.",
                    "hu": "gsh: a Hívás specialistái, felszerelései és Boostjai, valamint vízforrásai, mentési helyei, jelzői és segítői.",
                    "ja": "gsh：コールの専門家・装備・ブースト、そして水源・救出場所・コールマーカー・協力者。"},
    "heroes": {"en": "Hero set (JSON)", "hu": "Hőskészlet (JSON)", "ja": "ヒーローの一式（JSON）"},
    "water_sources": {"en": "Water sources", "hu": "Vízforrások", "ja": "水源"},
    "rescue_places": {"en": "Rescue places", "hu": "Mentési helyek", "ja": "救出場所"},
    "crew_change_spaces": {"en": "Crew Change spaces", "hu": "Mezők a Csapattag cseréjéhez", "ja": "隊員の交代マス"},
    "marker_kinds": {"en": "Call marker kinds", "hu": "Hívásjelzők fajtái", "ja": "コールマーカーの種類"},
    "setup_markers": {"en": "Call markers at setup", "hu": "Hívásjelzők a kezdéskor", "ja": "開始時のコールマーカー"},
    "helpers": {"en": "Helpers at setup", "hu": "Segítők a kezdéskor", "ja": "開始時の協力者"},
    "hero_gear": {"en": "Gear", "hu": "Felszerelés", "ja": "装備"},
    "hero_active": {"en": "Active Boost", "hu": "Aktív Boost", "ja": "アクティブのブースト"},
    "hero_reserve": {"en": "Reserve Boost", "hu": "Tartalék Boost", "ja": "控えのブースト"},
    "hero_boosts_had": {"en": "Boosts had this Call: {had} of {most}", "hu": "Boostok a Hívásban: {had} / {most}",
                        "ja": "このコールのブースト: {most} 枚中 {had} 枚"},
    "hero_face_down": {"en": "(face down)", "hu": "(lefordítva)", "ja": "（裏向き）"},
    "forge_gear": {"en": "Equip {n} Gear", "hu": "Szerelj fel {n} felszerelést", "ja": "装備を{n}枚選ぶ"},
    "forge_boost": {"en": "Keep 2 Boosts (the first Active, the second Reserve)", "hu": "Tarts meg 2 Boostot (az első aktív, a második tartalék)", "ja": "ブーストを2枚残す（1枚目がアクティブ、2枚目が控え）"},
    "forge_boost_one": {"en": "Keep 1 Boost (the Active one: this Call allows one)", "hu": "Tarts meg 1 Boostot (az aktívat: ez a Hívás egyet enged)",
                        "ja": "ブーストを1枚残す（アクティブ。このコールでは1枚まで）"},
    "forge_boost_reserve": {"en": "Keep 1 more Boost (the Reserve)", "hu": "Tarts meg még 1 Boostot (a tartalékot)",
                            "ja": "ブーストをもう1枚残す（控え）"},
    "ev_equip": {"en": "firefighter {seat} equips {gear}", "hu": "a(z) {seat}. tűzoltó felszereli: {gear}", "ja": "消防士 {seat} が {gear} を装備"},
    "ev_keep_boost": {"en": "firefighter {seat} keeps the Boost {boost} ({place})", "hu": "a(z) {seat}. tűzoltó megtartja a(z) {boost} Boostot ({place})", "ja": "消防士 {seat} がブースト {boost} を残す（{place}）"},
    "ev_boost": {"en": "firefighter {seat} uses the Boost {boost}", "hu": "a(z) {seat}. tűzoltó kijátssza a(z) {boost} Boostot", "ja": "消防士 {seat} がブースト {boost} を使う"},
    "ev_boost_flipped": {"en": "firefighter {seat}: the Reserve Boost {boost} becomes Active", "hu": "a(z) {seat}. tűzoltó: a tartalék {boost} Boost aktív lesz", "ja": "消防士 {seat}：控えのブースト {boost} がアクティブになる"},
    "ev_draw_boost": {"en": "firefighter {seat} draws a new Reserve Boost ({had} of {most} this Call)",
                      "hu": "a(z) {seat}. tűzoltó új tartalék Boostot húz (ez a(z) {had}. a Hívásban engedett {most} közül)",
                      "ja": "消防士 {seat} が新しい控えのブーストを引く（このコールで {most} 枚中 {had} 枚目）"},
    "ev_extra_ap": {"en": "firefighter {seat} gains {amount} AP ({ap_kind})", "hu": "a(z) {seat}. tűzoltó {amount} AP-t kap ({ap_kind})", "ja": "消防士 {seat} が {amount} AP を得る（{ap_kind}）"},
    "ev_heal": {"en": "a Victim on {cell} is Healed", "hu": "a(z) {cell} mezőn egy Áldozat gyógyult", "ja": "{cell} の要救助者が手当てを受ける"},
    "ev_dazed": {"en": "firefighter {seat} is dazed on {cell} and loses {ap} AP", "hu": "a(z) {seat}. tűzoltó elkábul a(z) {cell} mezőn, {ap} AP-t veszít", "ja": "消防士 {seat} が {cell} で朦朧となり {ap} AP を失う"},
    # gsh: decks, heroes, Debris, Helpers and Call markers in the log
    "ev_shuffle": {"en": "{deck} shuffled ({cards} cards)", "hu": "{deck} megkeverve ({cards} kártya)", "ja": "{deck}をシャッフル（{cards} 枚）"},
    "ev_draw": {"en": "{deck}: {card} drawn", "hu": "{deck}: a húzott kártya: {card}", "ja": "{deck}：{card} を引いた"},
    "ev_shuffle_in": {"en": "{count} × {card} shuffled into the {deck}", "hu": "{count} × {card} bekeverve ide: {deck}", "ja": "{card} を {count} 枚 {deck}に混ぜた"},
    "ev_effects_too_deep": {"en": "card effects nested more than {depth} deep: the rest is skipped", "hu": "a kártyahatások {depth} szintnél mélyebbre ágyazódnak: a többi kimarad", "ja": "カードの効果の入れ子が {depth} 段を超えたため、残りは省略"},
    "ev_effects_over_budget": {"en": "card effects reached {steps} steps this fire phase: the rest is skipped", "hu": "a kártyahatások ebben a tűzfázisban elérték a(z) {steps} lépést: a többi kimarad", "ja": "この延焼フェイズのカード効果が {steps} 手順に達したため、残りは省略"},
    "ev_card_effect": {"en": "card: {effect} on {cell}", "hu": "kártya: {effect} ({cell})", "ja": "カード：{cell} で{effect}"},
    "ev_ap_capped": {"en": "firefighter {seat} holds {ap} AP: saved AP stop at {cap}, {lost} AP lost",
                     "hu": "a(z) {seat}. tűzoltónál {ap} AP marad: a megtakarított AP legfeljebb {cap}, {lost} AP elveszett",
                     "ja": "消防士 {seat} の AP は {ap}：貯められる AP は {cap} まで、{lost} AP を失う"},
    "ev_gain_ap": {"en": "firefighter {seat} gains {ap} AP", "hu": "a(z) {seat}. tűzoltó {ap} AP-t kap", "ja": "消防士 {seat} が {ap} AP を得る"},
    "ev_hazmat": {"en": "Hazmat placed at {cell}", "hu": "Gyúlékony anyag kerül ide: {cell}", "ja": "{cell} に危険物"},
    "ev_forge_offer": {"en": "firefighter {seat} chooses from the {stage}: {cards}", "hu": "a(z) {seat}. tűzoltó választ ({stage}): {cards}", "ja": "消防士 {seat} が{stage}から選ぶ：{cards}"},
    "ev_debris": {"en": "Debris on {cell} ({count} there now)", "hu": "Törmelék: {cell} (most {count} van ott)", "ja": "{cell} にがれき（現在 {count} 個）"},
    "ev_laid_down": {"en": "firefighter {seat} is laid down by Debris on {cell}", "hu": "a(z) {seat}. tűzoltót leteríti a törmelék: {cell}", "ja": "消防士 {seat} が {cell} でがれきに倒される"},
    "ev_stand": {"en": "firefighter {seat} stands up on {cell}", "hu": "a(z) {seat}. tűzoltó feláll: {cell}", "ja": "消防士 {seat} が {cell} で立ち上がる"},
    "ev_clear": {"en": "firefighter {seat} clears Debris on {cell} ({left} left)", "hu": "a(z) {seat}. tűzoltó törmeléket takarít: {cell} (maradt {left})", "ja": "消防士 {seat} が {cell} のがれきを撤去（残り {left}）"},
    "ev_guide": {"en": "firefighter {seat} guides a Helper to {cell}", "hu": "a(z) {seat}. tűzoltó egy segítőt vezet ide: {cell}", "ja": "消防士 {seat} が協力者を {cell} へ誘導"},
    "ev_helper_rescued": {"en": "a Helper is rescued at {cell}", "hu": "egy segítő megmenekült: {cell}", "ja": "{cell} で協力者を救出"},
    "ev_helper_lost": {"en": "{count} Helpers lost at {cell}", "hu": "{count} segítő veszett oda: {cell}", "ja": "{cell} で協力者 {count} 人を失う"},
    "ev_named_victim_rescued": {"en": "the named Victim is rescued at {cell}", "hu": "a megnevezett Áldozat kimentve: {cell}", "ja": "{cell} で指名された要救助者を救出"},
    "ev_named_victim_lost": {"en": "the named Victim is lost at {cell}", "hu": "a megnevezett Áldozat odaveszett: {cell}", "ja": "{cell} で指名された要救助者が犠牲に"},
    "ev_marker_placed": {"en": "{marker} placed at {cell}", "hu": "{marker} kerül ide: {cell}", "ja": "{cell} に{marker}"},
    "ev_marker_removed": {"en": "firefighter {seat} removes the {marker} at {cell}", "hu": "a(z) {seat}. tűzoltó eltávolítja: {marker} ({cell})", "ja": "消防士 {seat} が {cell} の{marker}を取り除く"},
    "ev_marker_burnt": {"en": "Fire reaches the {marker} at {cell}", "hu": "a tűz eléri: {marker} ({cell})", "ja": "{cell} の{marker}に火が届く"},
    "game_unfinished": {"en": "Game not finished: turn {turn}, rescued {rescued}, lost {lost}, damage {damage}",
                        "hu": "A játék nem ért véget: {turn}. kör, kimentve {rescued}, odaveszett {lost}, sérülés {damage}",
                        "ja": "ゲームは未終了：ターン {turn}、救出 {rescued}、犠牲 {lost}、ダメージ {damage}"},
    "game_final": {"en": "(turn {turn}, rescued {rescued}, lost {lost}, damage {damage})",
                   "hu": "({turn}. kör, kimentve {rescued}, odaveszett {lost}, sérülés {damage})",
                   "ja": "（ターン {turn}、救出 {rescued}、犠牲 {lost}、ダメージ {damage}）"},
    "die_shuffle": {"en": "shuffle", "hu": "keverés", "ja": "シャッフル"},
    "pile_gear": {"en": "Gear deck", "hu": "Felszereléspakli", "ja": "装備デッキ"},
    "pile_boost": {"en": "Boost deck", "hu": "Boostpakli", "ja": "ブーストデッキ"},
    "boost_active": {"en": "Active", "hu": "aktív", "ja": "アクティブ"},
    "boost_reserve": {"en": "Reserve", "hu": "tartalék", "ja": "控え"},
    "why_suppression_blast": {"en": "Suppression Blast", "hu": "Elárasztás", "ja": "一斉放水"},
    "why_card_target": {"en": "card target", "hu": "a kártya célpontja", "ja": "カードの対象"},
    "why_fire": {"en": "Fire", "hu": "Tűz", "ja": "火"},
    "why_smoke": {"en": "Smoke", "hu": "Füst", "ja": "煙"},
    "why_debris": {"en": "Debris", "hu": "Törmelék", "ja": "がれき"},
    "why_hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "why_hot_spot": {"en": "Hot Spot", "hu": "Tűzfészek", "ja": "高温点"},
    "ev_door": {"en": "door {edge} is now {state}", "hu": "a(z) {edge} ajtó most {state}", "ja": "ドア {edge} が{state}"},
    "door_open": {"en": "open", "hu": "nyitott", "ja": "開いた"},
    "door_closed": {"en": "closed", "hu": "zárt", "ja": "閉じた"},
    "ev_door_destroyed": {"en": "door {edge} destroyed", "hu": "a(z) {edge} ajtó megsemmisült", "ja": "ドア {edge} が破壊された"},
    "ev_chop": {"en": "firefighter {seat} chops wall {edge}", "hu": "a(z) {seat}. tűzoltó bontja a(z) {edge} falat", "ja": "消防士 {seat} が壁 {edge} を壊す"},
    "ev_damage": {"en": "wall {edge}: Damage {damage}", "hu": "{edge} fal: {damage} Sérülés", "ja": "壁 {edge}：ダメージ {damage}"},
    "ev_extinguish": {"en": "{cell} extinguished, now {now}", "hu": "{cell} eloltva, most: {now}", "ja": "{cell} を消火、現在：{now}"},
    "now_empty": {"en": "clear", "hu": "üres", "ja": "なし"},
    "now_smoke": {"en": "Smoke", "hu": "Füst", "ja": "煙"},
    "now_fire": {"en": "Fire", "hu": "Tűz", "ja": "火"},
    "ev_fire": {"en": "Fire in {cell}", "hu": "Tűz: {cell}", "ja": "{cell} に火"},
    "ev_smoke": {"en": "Smoke in {cell}", "hu": "Füst: {cell}", "ja": "{cell} に煙"},
    "ev_flare_up": {"en": "Flare-up at the Hot Spot {cell}", "hu": "Öngyulladás a(z) {cell} Tűzfészeknél", "ja": "高温点 {cell} で炎上"},
    "ev_flashover": {"en": "Flashover: Smoke in {cell} turns to Fire", "hu": "Belobbanás: a(z) {cell} Füst Tűzzé válik", "ja": "フラッシュオーバー：{cell} の煙が火に"},
    "ev_explosion": {"en": "Explosion at {cell}", "hu": "Robbanás: {cell}", "ja": "{cell} で爆発"},
    "ev_setup_explosion": {"en": "setup Explosion at {cell}", "hu": "előkészítési Robbanás: {cell}", "ja": "準備の爆発：{cell}"},
    "ev_shockwave": {"en": "Shockwave from {cell} going {direction}", "hu": "Láncreakció {cell} felől, irány: {direction}", "ja": "{cell} から {direction} へショックウェーブ"},
    "ev_hazmat_explosion": {"en": "Hazmat explodes at {cell}", "hu": "Gyúlékony anyag robban: {cell}", "ja": "{cell} の危険物が爆発"},
    "ev_hot_spot": {"en": "Hot Spot placed at {cell}", "hu": "Tűzfészek kerül ide: {cell}", "ja": "{cell} に高温点"},
    "ev_knock_down": {"en": "firefighter {seat} Knocked Down at {cell}, goes to {to}", "hu": "Ájulás: a(z) {seat}. tűzoltó ({cell}) ide kerül: {to}", "ja": "消防士 {seat} が {cell} でノックダウン、{to} へ"},
    "ev_victim_lost": {"en": "{count} Victims lost at {cell}", "hu": "{count} Áldozat veszett oda: {cell}", "ja": "{cell} で要救助者 {count} 人が犠牲に"},
    "ev_reveal": {"en": "POI at {cell} revealed: {poi}", "hu": "MCP felfedve ({cell}): {poi}", "ja": "{cell} の POI を公開：{poi}"},
    "poi_victim": {"en": "Victim", "hu": "Áldozat", "ja": "要救助者"},
    "poi_false_alarm": {"en": "False Alarm", "hu": "Téves cél", "ja": "誤報"},
    "ev_poi_placed": {"en": "new POI at {cell}", "hu": "új MCP: {cell}", "ja": "{cell} に新しい POI"},
    "ev_poi_slid": {"en": "POI follows the arrow to {cell}", "hu": "az MCP a nyilat követve ide kerül: {cell}", "ja": "POI が矢印に沿って {cell} へ"},
    "ev_threat_removed": {"en": "threat removed under the new POI at {cell}", "hu": "fenyegetés eltávolítva az új MCP alól: {cell}", "ja": "{cell} の新しい POI の下の脅威を除去"},
    "ev_rescue": {"en": "{count} Victims rescued at {cell}", "hu": "{count} Áldozat kimentve: {cell}", "ja": "{cell} で要救助者 {count} 人を救出"},
    "ev_hazmat_disposed": {"en": "Hazmat carried out at {cell}", "hu": "Gyúlékony anyag kivive: {cell}", "ja": "{cell} で危険物を搬出"},
    "ev_dispose": {"en": "firefighter {seat} disposes of the Hazmat at {cell}", "hu": "a(z) {seat}. tűzoltó ártalmatlanítja a Gyúlékony anyagot: {cell}", "ja": "消防士 {seat} が {cell} の危険物を処理"},
    "ev_treat": {"en": "firefighter {seat} treats the Victim at {cell}", "hu": "a(z) {seat}. tűzoltó ellátja az Áldozatot: {cell}", "ja": "消防士 {seat} が {cell} の要救助者を治療"},
    "ev_crew_change": {"en": "firefighter {seat}: Crew Change to {new}", "hu": "{seat}. tűzoltó: Csapattag cseréje → {new}", "ja": "消防士 {seat}：{new} に隊員の交代"},
    "ev_drive": {"en": "{vehicle} drives to spot {spot}", "hu": "{vehicle} a(z) {spot}. parkolóhelyre megy", "ja": "{vehicle} がスペース {spot} へ移動"},
    "ev_ride": {"en": "firefighter {seat} rides along to {cell}", "hu": "a(z) {seat}. tűzoltó vele utazik: {cell}", "ja": "消防士 {seat} が同乗して {cell} へ"},
    "ev_gun_roll": {"en": "deck gun rolls red {red}, black {black}", "hu": "Fecskendő dobás: piros {red}, fekete {black}", "ja": "放水銃のダイス：赤 {red}、黒 {black}"},
    "ev_deck_gun": {"en": "deck gun hits {cell}", "hu": "a Fecskendő eltalálja: {cell}", "ja": "放水銃が {cell} に命中"},
    "ev_collapse": {"en": "the building collapses ({lost} lost)", "hu": "az épület összeomlik ({lost} odaveszett)", "ja": "建物が倒壊（{lost} 人が犠牲）"},
    "ev_game_over": {"en": "game over: {outcome}", "hu": "vége a játéknak: {outcome}", "ja": "ゲーム終了：{outcome}"},
    "ev_end_turn": {"en": "firefighter {seat} ends the turn", "hu": "a(z) {seat}. tűzoltó befejezi a körét", "ja": "消防士 {seat} がターン終了"},
    "ev_start_turn": {"en": "firefighter {seat} starts turn {turn}", "hu": "a(z) {seat}. tűzoltó kezdi a(z) {turn}. kört", "ja": "消防士 {seat} のターン {turn} 開始"},
    "ev_setup_poi": {"en": "setup POI at {cell}", "hu": "előkészítés: MCP ide: {cell}", "ja": "準備：{cell} に POI"},
    "ev_setup_hazmat": {"en": "setup Hazmat at {cell}", "hu": "előkészítés: Gyúlékony anyag ide: {cell}", "ja": "準備：{cell} に危険物"},
    "ev_setup_hot": {"en": "setup Hot Spot at {cell}", "hu": "előkészítés: Tűzfészek ide: {cell}", "ja": "準備：{cell} に高温点"},
    "ev_setup_short": {"en": "setup: no space left for more {what}: {placed} of {asked} placed",
                       "hu": "előkészítés: nincs több hely ennek: {what}; {asked} helyett {placed} került fel",
                       "ja": "準備：{what}を置く場所が残っていません（{asked} 個のうち {placed} 個を配置）"},
    "setup_what_hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "setup_what_poi": {"en": "POI", "hu": "MCP", "ja": "POI"},
    "setup_what_hot": {"en": "Hot Spots", "hu": "Tűzfészek", "ja": "高温点"},
    "vehicle_amb": {"en": "Ambulance", "hu": "Mentőautó", "ja": "救急車"},
    "vehicle_eng": {"en": "Engine", "hu": "Fecskendős kocsi", "ja": "消防車"},
    "act_move": {"en": "Move to {cell}", "hu": "Mozgás ide: {cell}", "ja": "{cell} へ移動"},
    "act_carry": {"en": "Move to {cell} with {item}", "hu": "Mozgás ide: {cell}, viszi: {item}", "ja": "{item} と {cell} へ移動"},
    "item_victim": {"en": "Victim", "hu": "Áldozat", "ja": "要救助者"},
    "item_hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "item_lead": {"en": "healed Victim", "hu": "gyógyított Áldozat", "ja": "治療済みの要救助者"},
    "item_victim+lead": {"en": "Victim + healed Victim", "hu": "Áldozat + gyógyított Áldozat", "ja": "要救助者＋治療済みの要救助者"},
    "item_hazmat+lead": {"en": "Hazmat + healed Victim", "hu": "Gyúlékony anyag + gyógyított Áldozat", "ja": "危険物＋治療済みの要救助者"},
    "act_open": {"en": "Open door {edge}", "hu": "Ajtó nyitása: {edge}", "ja": "ドア {edge} を開ける"},
    "act_close": {"en": "Close door {edge}", "hu": "Ajtó zárása: {edge}", "ja": "ドア {edge} を閉める"},
    "act_ext": {"en": "Extinguish {cell}", "hu": "Oltás: {cell}", "ja": "{cell} を消火"},
    "act_ext_full": {"en": "Extinguish {cell} fully", "hu": "Teljes oltás: {cell}", "ja": "{cell} を完全消火"},
    "act_chop": {"en": "Chop wall {edge}", "hu": "Falbontás: {edge}", "ja": "壁 {edge} を壊す"},
    "act_drive": {"en": "Drive the {vehicle} {way} ({step})", "hu": "{vehicle} vezetése {way} ({step})",
                  "ja": "{vehicle}を{way}に移動（{step}）"},
    "act_drive_ride": {"en": "Drive the {vehicle} {way} ({step}), riding along to {cell}",
                       "hu": "{vehicle} vezetése {way} ({step}), utazás ide: {cell}",
                       "ja": "{vehicle}を{way}に移動（{step}）・{cell} へ同乗"},
    "way_+1": {"en": "clockwise", "hu": "az óramutató járásával megegyezően", "ja": "時計回り"},
    "way_-1": {"en": "counterclockwise", "hu": "az óramutató járásával ellentétesen", "ja": "反時計回り"},
    "dir_N": {"en": "north", "hu": "észak", "ja": "北"},
    "dir_E": {"en": "east", "hu": "kelet", "ja": "東"},
    "dir_S": {"en": "south", "hu": "dél", "ja": "南"},
    "dir_W": {"en": "west", "hu": "nyugat", "ja": "西"},
    "dir_NE": {"en": "north-east", "hu": "északkelet", "ja": "北東"},
    "dir_SE": {"en": "south-east", "hu": "délkelet", "ja": "南東"},
    "dir_SW": {"en": "south-west", "hu": "délnyugat", "ja": "南西"},
    "dir_NW": {"en": "north-west", "hu": "északnyugat", "ja": "北西"},
    "dir_shown": {"en": "{word} ({code})", "hu": "{word} ({code})", "ja": "{word}（{code}）"},
    "act_gun": {"en": "Fire the deck gun", "hu": "Fecskendő használata", "ja": "放水銃を使う"},
    "act_ride": {"en": "Ride along, get out at {cell}", "hu": "Utazás, kiszállás itt: {cell}", "ja": "同乗して {cell} で降りる"},
    "act_stay": {"en": "Stay", "hu": "Marad", "ja": "留まる"},
    "act_reroll": {"en": "Re-roll the {die} die", "hu": "A(z) {die} kocka újradobása", "ja": "{die}のダイスを振り直す"},
    "act_keep": {"en": "Keep the dice", "hu": "A dobás marad", "ja": "ダイスをそのままにする"},
    "act_crew": {"en": "Crew Change to {spec}", "hu": "Csapattag cseréje: {spec}", "ja": "{spec} に隊員の交代"},
    "act_treat": {"en": "Treat the Victim here", "hu": "Az itteni Áldozat ellátása", "ja": "ここの要救助者を治療"},
    "act_heal": {"en": "Heal the Victim here", "hu": "Az itteni Áldozat gyógyítása", "ja": "ここの要救助者を手当て"},
    "act_boost": {"en": "Use the Active Boost", "hu": "Az aktív Boost kijátszása", "ja": "アクティブのブーストを使う"},
    "act_equip": {"en": "Equip Gear: {card}", "hu": "Felszerelés: {card}", "ja": "装備する: {card}"},
    "act_pick": {"en": "Keep Boost: {card}", "hu": "Boost megtartása: {card}", "ja": "ブーストを残す: {card}"},
    "act_dmove": {"en": "Move diagonally to {cell}", "hu": "Átlós lépés ide: {cell}", "ja": "{cell} へ斜め移動"},
    "act_remove": {"en": "Remove the marker on {cell}", "hu": "A jelző eltávolítása: {cell}", "ja": "{cell} のマーカーを取り除く"},
    "act_blast": {"en": "Suppression Blast from {source}", "hu": "Elárasztás innen: {source}", "ja": "{source} から一斉放水"},
    "act_identify": {"en": "Identify the POI at {cell}", "hu": "MCP azonosítása: {cell}", "ja": "{cell} の POI を確認"},
    "act_dispose": {"en": "Dispose of the Hazmat here", "hu": "Az itteni Gyúlékony anyag ártalmatlanítása", "ja": "ここの危険物を処理"},
    "act_clear": {"en": "Clear Debris on {cell}", "hu": "Törmelék eltakarítása: {cell}", "ja": "{cell} のがれきを片付ける"},
    "act_guide": {"en": "Move to {cell} with a Helper", "hu": "Mozgás ide: {cell}, egy Segítővel",
                  "ja": "協力者と {cell} へ移動"},
    "act_cmd": {"en": "Command firefighter {n}: {inner}", "hu": "Utasítás a(z) {n}. tűzoltónak: {inner}", "ja": "消防士 {n} に指示：{inner}"},
    "act_end": {"en": "End the turn", "hu": "A kör befejezése", "ja": "ターンを終える"},
    "board_layers": {"en": "Show on the board", "hu": "A táblán látszik", "ja": "ボードに表示"},
    "legend": {
        "en": "Firefighters show their seat number; V = carrying a Victim, H = a Hazmat, + = leading a healed Victim.",
        "hu": "A tűzoltókon a helyük száma látszik; V = Áldozatot cipel, H = Gyúlékony anyagot, + = gyógyított Áldozatot vezet.",
        "ja": "消防士には席番号を表示。V＝要救助者を運搬中、H＝危険物を運搬中、＋＝治療済みの要救助者を誘導中。",
    },
    # playtest page
    "pt_games": {"en": "Games", "hu": "Játszmák", "ja": "ゲーム数"},
    "pt_no_common_players": {
        "en": "The two versions share no player count (A: {a}, B: {b}): a paired comparison plays both with the same "
              "players, so widen the range of one.",
        "hu": "A két változatnak nincs közös játékosszáma (A: {a}, B: {b}): a páros összehasonlítás mindkettőt ugyanannyi "
              "játékossal játssza, ezért bővítsd valamelyik tartományát.",
        "ja": "2 つの版に共通のプレイ人数がありません（A: {a}、B: {b}）。対になる比較は両方を同じ人数で遊ぶので、"
              "どちらかの範囲を広げてください。",
    },
    "pt_players_short": {"en": "{n}p", "hu": "{n} játékos", "ja": "{n}人"},
    "pt_chart_per_game": {"en": "{label}: {value} per game", "hu": "{label}: játszmánként {value}", "ja": "{label}：1 ゲームあたり {value}"},
    "pt_chart_damage_per_game": {"en": "{label}: {value} Damage per game", "hu": "{label}: játszmánként {value} Sérülés",
                                 "ja": "{label}：1 ゲームあたり {value} ダメージ"},
    "pt_turns_axis": {"en": "{n} turns", "hu": "{n} kör", "ja": "{n} ターン"},
    "col_boosts": {"en": "Boosts", "hu": "Boostok", "ja": "ブースト"},
    "col_gear": {"en": "Gear", "hu": "Felszerelés", "ja": "装備"},
    "specialists_json": {"en": "Specialists the Call offers (JSON; left out: every one of the ruleset)",
                         "hu": "A Hívás specialistái (JSON; ha hiányzik: a szabályok összes specialistája)",
                         "ja": "コールの専門家（JSON。省略するとルールの全専門家）"},
    "specialists": {"en": "Specialists", "hu": "Specialisták", "ja": "専門家"},
    "open_doors_json": {"en": "Doors that start open (JSON)", "hu": "Nyitva induló ajtók (JSON)",
                        "ja": "開いた状態で始まるドア（JSON）"},
    "open_doors": {"en": "Open doors", "hu": "Nyitott ajtók", "ja": "開いたドア"},
    "named_victim": {"en": "Named Victim (JSON)", "hu": "Megnevezett Áldozat (JSON)", "ja": "名前のある要救助者（JSON）"},
    "game_kept": {
        "en": "A game of {call} left at turn {turn} ({n} actions, {when}) was kept when its page was closed or reloaded. "
              "Resume it?",
        "hu": "Megőriztük a(z) {call} egy játékát, amely a(z) {turn}. körben maradt abba ({n} akció, {when}), amikor "
              "az oldalát bezárták vagy újratöltötték. Folytatod?",
        "ja": "ページを閉じたか再読み込みしたときの {call} のゲーム（ターン {turn}、アクション {n} 件、{when}）が保存されています。"
              "再開しますか？",
    },
    "game_resume": {"en": "Resume the game", "hu": "A játék folytatása", "ja": "ゲームを再開"},
    "game_kept_changed": {
        "en": "The game cannot be resumed: action {n} ({action}) is no longer legal, so the Call or its board changed "
              "since. Discard it and start a new game.",
        "hu": "A játék nem folytatható: a(z) {n}. akció ({action}) már nem szabályos, tehát a Hívás vagy a táblája "
              "azóta megváltozott. Vesd el, és kezdj új játékot.",
        "ja": "ゲームを再開できません：アクション {n}（{action}）はもう合法ではありません。コールまたはそのボードが"
              "変更されています。破棄して新しいゲームを始めてください。",
    },
    "game_keep_failed": {
        "en": "This game could not be kept for a reload: {error}",
        "hu": "Ezt a játékot nem sikerült megőrizni újratöltés esetére: {error}",
        "ja": "このゲームを再読み込みに備えて保存できませんでした：{error}",
    },
    "play_file_gone": {
        "en": "{name} is no longer in the library: the game goes on as it started. Save its replay to keep it.",
        "hu": "{name} már nincs a könyvtárban: a játék úgy folytatódik, ahogy elkezdődött. Mentsd el a visszajátszását, "
              "hogy megmaradjon.",
        "ja": "{name} はライブラリにもうありません。ゲームは開始時のまま続きます。残すにはリプレイを保存してください。",
    },
    "play_files_changed": {
        "en": "{name} or its board changed on disk since this game started: the game goes on as it started, and its "
              "replay re-runs only against that version. Start a new game to play the Call as it is now.",
        "hu": "{name} vagy a táblája megváltozott a lemezen, mióta ez a játék elkezdődött: a játék úgy folytatódik, "
              "ahogy indult, és a visszajátszása csak azzal a változattal futtatható újra. Indíts új játékot a Hívás "
              "mostani változatához.",
        "ja": "このゲームの開始後に {name} またはそのボードがディスク上で変更されました。ゲームは開始時のまま続き、"
              "リプレイはその版に対してのみ再実行できます。今の版で遊ぶには新しいゲームを始めてください。",
    },
    "cnt_fire_deck": {"en": "Fire deck **{n}** cards, discard {d}", "hu": "Tűzpakli: **{n}** kártya, dobott {d}",
                      "ja": "火災デッキ **{n}** 枚、捨て札 {d}"},
    "cnt_flare_aside": {"en": "Flare-Up cards set aside **{n}**", "hu": "Félretett Öngyulladás-kártyák: **{n}**",
                        "ja": "取り置きの炎上カード **{n}** 枚"},
    "cnt_event_deck": {"en": "Event deck **{n}** cards, discard {d}", "hu": "Eseménypakli: **{n}** kártya, dobott {d}",
                       "ja": "イベントデッキ **{n}** 枚、捨て札 {d}"},
    "pt_bot": {"en": "Bot", "hu": "Bot", "ja": "ボット"},
    "pt_bot_help": {
        "en": "reference: the default, tuned to strong play; a hundred or more family games a CPU second, three to nine experienced "
              "ones and four to six Golden State Heroes ones (in both it "
              "chooses each turn's start by rollouts, as quick does; in the experienced game it looks ahead before every later decision "
              "and, with three or more firefighters, chooses where the team starts by playing the first two rounds out). search: the reference team "
              "choosing how each turn starts by rollouts; the strongest, closest to a strong team, about one game a "
              "CPU second. quick: the same with one rollout a start, over its turn and the next one; much of search's "
              "gain, several games a CPU second. heuristic: the reference team's rules without its look ahead (whether "
              "to end a turn early), weaker, about 1.4 times as fast in the family game and twenty to eighty times in the experienced one. greedy and lookahead: weaker baselines. random and pass: controls.",
        "hu": "reference: az alapértelmezett, erős játékra hangolva; processzormásodpercenként legalább száz családi játszma, a "
              "haladó játékból három-kilenc, a Golden State Heroes játékból "
              "négy-hat (mindkettőben a quickhez hasonlóan szimulációkkal választja a kör kezdetét; a haladó játékban a kör minden további döntése előtt előretekint, és legalább három tűzoltóval az első két kör lejátszásával választja meg, honnan indul a csapat). search: a "
              "reference csapat, amely szimulációkkal választja meg minden kör kezdetét; a legerősebb, egy erős "
              "csapathoz legközelebbi, processzormásodpercenként nagyjából egy játszma. quick: ugyanez kezdetenként egyetlen "
              "szimulációval, csak a saját és a következő körön át; a search nyereségének nagy része, processzormásodpercenként "
              "több játszma. heuristic: a reference csapat szabályai az előretekintés (érdemes-e korábban befejezni a kört) "
              "nélkül; gyengébb, a családi játékban nagyjából 1,4-szer, a haladó játékban húsz-nyolcvanszor olyan gyors. greedy és lookahead: gyengébb alapváltozatok. random és pass: kontrollok.",
        "ja": "reference：既定のボット。強いプレイに調整済み。ファミリーゲームは CPU 1秒あたり100ゲーム以上、経験者ゲームは3〜9ゲーム、"
              "ゴールデンステート・ヒーローズは4〜6ゲーム（どちらも quick と同じくロールアウトで各ターンの始め方を選ぶ。経験者ゲームではその後の各判断の前にも先読みし、消防士が3人以上なら最初の2ラウンドを試してチームの開始位置を選ぶ）。search：reference のチームが各ターンの"
              "始め方をロールアウトで選ぶ。最も強く、強いチームに最も近いが、CPU 1秒あたり約1ゲーム。quick：同じ方法で、"
              "始め方ごとにそのターンと次のターンまでのロールアウトを1回だけ行う。search の向上の大半を、CPU 1秒あたり"
              "数ゲームで得る。heuristic：reference のチームのルールのみで、ターンを早めに終えるかどうかの先読みをしない。"
              "弱いが、ファミリーゲームで約1.4倍、経験者ゲームで20〜80倍速い。greedy と lookahead：弱い基準ボット。random と pass：対照用。",
    },
    "pt_levels": {"en": "Levels", "hu": "Szintek", "ja": "レベル"},
    "pt_players": {"en": "Player counts", "hu": "Játékosszámok", "ja": "プレイヤー数"},
    "pt_run": {"en": "Run the playtest", "hu": "Tesztjáték indítása", "ja": "テストプレイを実行"},
    "pt_running": {"en": "Playing {done} of {total} games…", "hu": "{done} / {total} játszma lejátszva…", "ja": "{total} ゲーム中 {done} ゲーム実行…"},
    "pt_done": {"en": "{n} games played.", "hu": "{n} játszma lejátszva.", "ja": "{n} ゲームを実行しました。"},
    "pt_stalled": {
        "en": "{where}: {n} of {games} games stopped, a turn running to {actions} actions (counted as lost to "
              "the turn limit): the Call lets an action repeat for ever at no cost, such as a marker that knocks a "
              "firefighter down beside it while a card gives the AP back.",
        "hu": "{where}: {games} játszmából {n} leállt, mert egy kör {actions} akcióig tartott (a körhatár miatti "
              "vereségnek számít): a Hívás engedi, hogy egy akció költség nélkül a végtelenségig ismétlődjön, például egy "
              "jelző mellé döntse le a tűzoltót, miközben egy kártya visszaadja az AP-t.",
        "ja": "{where}：{games} ゲーム中 {n} ゲームを停止しました。1ターンが {actions} アクションに達したためです（手番上限による"
              "敗北として数えます）。このコールでは、ある行動を代償なしに何度でも繰り返せます（消防士をそのそばに倒すマーカーと、AP を"
              "返すカードなど）。",
    },
    "pt_none": {"en": "Choose at least one level and one player count.", "hu": "Válassz legalább egy szintet és egy játékosszámot.", "ja": "レベルとプレイヤー数を1つ以上選んでください。"},
    "pt_no_runner": {
        "en": "The playtest runner is not available in this installation.",
        "hu": "A tesztjáték-futtató nem érhető el ebben a telepítésben.",
        "ja": "このインストールではテストプレイ実行機能を使えません。",
    },
    "pt_win_rates": {"en": "Win rate with its 95% interval", "hu": "Győzelmi arány 95%-os intervallummal", "ja": "勝率と95%信頼区間"},
    "pt_col_level": {"en": "Level", "hu": "Szint", "ja": "レベル"},
    "pt_col_players": {"en": "Players", "hu": "Játékosok", "ja": "人数"},
    "pt_col_games": {"en": "Games", "hu": "Játszmák", "ja": "ゲーム数"},
    "pt_col_wins": {"en": "Wins", "hu": "Győzelmek", "ja": "勝利"},
    "pt_col_rate": {"en": "Win rate", "hu": "Győzelmi arány", "ja": "勝率"},
    "pt_col_ci": {"en": "95% interval", "hu": "95%-os intervallum", "ja": "95%区間"},
    "pt_col_turns": {"en": "Turns (mean)", "hu": "Körök (átlag)", "ja": "ターン（平均）"},
    "pt_col_rescued": {"en": "Rescued (mean)", "hu": "Kimentve (átlag)", "ja": "救出（平均）"},
    "pt_col_lost": {"en": "Lost (mean)", "hu": "Odaveszett (átlag)", "ja": "犠牲（平均）"},
    "pt_losses": {"en": "How the games ended", "hu": "Hogyan értek véget a játszmák", "ja": "ゲームの結末"},
    "pt_cause_win": {"en": "win", "hu": "győzelem", "ja": "勝利"},
    "pt_cause_victims": {"en": "Victims lost", "hu": "Áldozatok vesztek oda", "ja": "要救助者の犠牲"},
    "pt_cause_collapse": {"en": "collapse", "hu": "összeomlás", "ja": "倒壊"},
    "pt_cause_helpers": {"en": "Helpers lost", "hu": "segítők vesztek oda", "ja": "協力者の犠牲"},
    "pt_cause_marker": {"en": "Call marker burned", "hu": "Hívásjelző leégett", "ja": "コールマーカー焼失"},
    "pt_cause_named": {"en": "named Victim lost", "hu": "a megnevezett Áldozat odaveszett", "ja": "名前のある要救助者の犠牲"},
    "pt_cause_other": {"en": "turn limit", "hu": "körhatár", "ja": "ターン上限"},
    "pt_turns": {"en": "Turns per game", "hu": "Körök játszmánként", "ja": "1ゲームのターン数"},
    "pt_heatmaps": {"en": "Heatmaps", "hu": "Hőtérképek", "ja": "ヒートマップ"},
    "pt_heat_fire": {"en": "Fire at the end of a Fire phase", "hu": "Tűz a tűzfázis végén", "ja": "延焼フェイズ終了時の火"},
    "pt_heat_victims_lost": {"en": "Victims lost (all games)", "hu": "Odaveszett Áldozatok (az összes játszmában)", "ja": "犠牲になった要救助者（全ゲームの合計）"},
    "pt_heat_knocked_down": {"en": "Knocked Down (all games)", "hu": "Ájulás (az összes játszmában)", "ja": "ノックダウン（全ゲームの合計）"},
    "pt_heat_of": {"en": "{what} — darkest: {max}", "hu": "{what} — legsötétebb: {max}", "ja": "{what}（最大：{max}）"},
    "pt_run_pick": {"en": "Run", "hu": "Futás", "ja": "実行結果"},
    "pt_compare": {"en": "Compare two versions of a Call", "hu": "Egy Hívás két változatának összevetése", "ja": "コールの2つの版を比較"},
    "pt_compare_help": {
        "en": "Both versions play the same seeds, so the difference in win rate is measured on paired games.",
        "hu": "Mindkét változat ugyanazokkal a kezdőértékekkel játszik, így a győzelmi arány különbsége páros játszmákon mérhető.",
        "ja": "両方の版が同じシードでプレイするため、勝率の差を対になったゲームで測れます。",
    },
    "pt_version_a": {"en": "Version A", "hu": "A változat", "ja": "版 A"},
    "pt_version_b": {"en": "Version B", "hu": "B változat", "ja": "版 B"},
    "pt_compare_run": {"en": "Compare", "hu": "Összevetés", "ja": "比較"},
    "pt_diff": {
        "en": "B − A win rate: {diff:+.1%} (95% interval {lo:+.1%} … {hi:+.1%}) over {n} paired games",
        "hu": "B − A győzelmi arány: {diff:+.1%} (95%-os intervallum {lo:+.1%} … {hi:+.1%}), {n} páros játszma",
        "ja": "B − A の勝率差：{diff:+.1%}（95%区間 {lo:+.1%} … {hi:+.1%}）、対になったゲーム {n}",
    },
    "pt_first_level": {"en": "each Call's first level", "hu": "mindkét Hívás első szintje", "ja": "各コールの最初のレベル"},
    "render_not_valid": {"en": "{path}: cannot be drawn until it validates",
                         "hu": "{path}: nem rajzolható meg, amíg az ellenőrzés hibát talál benne",
                         "ja": "{path}：検証でエラーがなくなるまで描けません"},
    "names_and": {"en": "{first} and {last}", "hu": "{first} és {last}", "ja": "{first} と {last}"},
    "list_comma": {"en": ", ", "hu": ", ", "ja": "、"},
    "fix_errors_first": {"en": "{names}: {n} errors; fix them first ({command} shows the same)",
                         "hu": "{names}: {n} hiba; előbb javítsd ki (a {command} ugyanezt mutatja)",
                         "ja": "{names}：エラー {n} 件。先に直してください（{command} でも同じものが表示されます）"},
    "pt_error_version": {"en": "Version {version} cannot be compared: {error}",
                         "hu": "{version} változat nem hasonlítható össze: {error}",
                         "ja": "版 {version} は比較できません：{error}"},
    "pt_error": {"en": "The playtest cannot run: {error}", "hu": "A tesztjáték nem futtatható: {error}", "ja": "テストプレイを実行できません：{error}"},
    # playtest: why games were lost, comparisons, tuning
    "pt_strength": {
        "en": "Played by the bot {bot}: {meaning}; human teams of other strength will differ.",
        "hu": "A(z) {bot} robot játszotta: {meaning}; más erősségű emberi csapatoké eltérhet.",
        "ja": "ボット {bot} によるプレイ：{meaning}。強さの異なる人間のチームとは違いが出ます。",
    },
    "bot_meaning_reference": {
        "en": "the reference team, tuned to strong play by measurement",
        "hu": "a referenciacsapat, mérésekkel erős játékra hangolva",
        "ja": "測定によって強いプレイに調整した基準チーム",
    },
    "bot_meaning_heuristic": {
        "en": "the reference team's tuned rules without its look ahead: close to it in the family game, much weaker in the others",
        "hu": "a referenciacsapat hangolt szabályai előrelátás nélkül: a családi játékban közel olyan erős, a többiben sokkal gyengébb",
        "ja": "先読みなしの基準チームの調整済みルール：ファミリーゲームではそれに近いが、その他ではかなり弱い",
    },
    "bot_meaning_search": {
        "en": "the reference team, each turn's start chosen by Monte Carlo rollouts",
        "hu": "a referenciacsapat, minden kör elejét Monte Carlo-szimulációk választják",
        "ja": "各手番の最初の行動をモンテカルロ・ロールアウトで選ぶ基準チーム",
    },
    "bot_meaning_quick": {
        "en": "the reference team, each turn's start chosen by one short rollout over two turns",
        "hu": "a referenciacsapat, minden kör elejét egy két körre néző rövid szimuláció választja",
        "ja": "各手番の最初の行動を2手番分の短いロールアウト1回で選ぶ基準チーム",
    },
    "bot_meaning_greedy": {
        "en": "a rules-aware baseline team, weaker than good human teams",
        "hu": "a szabályokat ismerő alapcsapat, a jó emberi csapatoknál gyengébb",
        "ja": "ルールを理解した基準線のチーム（上手な人間のチームより弱い）",
    },
    "bot_meaning_lookahead": {
        "en": "flat Monte Carlo over the turn with greedy rollouts, a baseline",
        "hu": "egyszerű Monte Carlo a körre, mohó szimulációkkal; viszonyítási alap",
        "ja": "貪欲なロールアウトによる手番単位の単純なモンテカルロ（基準線）",
    },
    "bot_meaning_random": {
        "en": "uniformly random legal actions, a control",
        "hu": "egyenletesen véletlen szabályos lépések; kontroll",
        "ja": "合法な行動を一様にランダムに選ぶ対照",
    },
    "bot_meaning_pass": {
        "en": "a team that always ends its turn, a control that must lose",
        "hu": "mindig kört záró csapat; kontroll, amelynek veszítenie kell",
        "ja": "常に手番を終える対照チーム（必ず負けるはずのもの）",
    },
    "bot_meaning_other": {
        "en": "a bot team; its figures measure that bot's play",
        "hu": "robotcsapat; az eredmény ennek a robotnak a játékát méri",
        "ja": "ボットのチーム。数値はそのボットのプレイを測ったものです",
    },
    "pt_bot_used": {
        "en": "Both versions played by the same bot on the same seeds. {strength}",
        "hu": "Mindkét változatot ugyanaz a robot játszotta ugyanazokkal a kezdőértékekkel. {strength}",
        "ja": "両バージョンを同じボットが同じシードでプレイしました。{strength}",
    },
    "pt_tune_bot": {
        "en": "Every trial played by the bot {bot}: the win rate reached is that bot's; human teams of other strength will differ.",
        "hu": "Minden próbát a(z) {bot} robot játszott: az elért győzelmi arány ezé a roboté; más erősségű emberi csapatoké eltérhet.",
        "ja": "すべての試行をボット {bot} がプレイしました。到達した勝率はそのボットのもので、強さの異なる人間のチームとは違いが出ます。",
    },
    "pt_stronger": {
        "en": "{bot} wins under 90% here. Measured in paired tests on the bundled Calls: {gains}. Choose one as the Bot "
              "for a figure that may be nearer strong play.",
        "hu": "{bot} itt 90% alatt nyer. A beépített Hívásokon páros tesztekben mérve: {gains}. Válaszd botnak, ha az "
              "erős játékhoz talán közelebbi értéket szeretnél.",
        "ja": "{bot} の勝率はここで90%未満です。同梱のコールで対にしたテストの結果：{gains}。強いプレイにより近いかもしれない"
              "数値が欲しいときは、ボットにそれを選んでください。",
    },
    "pt_gain_reference": {
        "en": "reference, 1.2 to 1.6 times the time in the family game and up to eighty in the others",
        "hu": "reference: a családi játékban 1,2–1,6-szoros, a többiben legfeljebb nyolcvanszoros idő",
        "ja": "reference：ファミリーゲームで1.2～1.6倍、その他で最大80倍の時間",
    },
    "pt_gain_quick": {
        "en": "quick, tens of times the time in the family and experienced games, stronger on most Calls",
        "hu": "quick: a családi és a haladó játékban több tízszeres idő, a legtöbb Híváson erősebb",
        "ja": "quick：ファミリーゲームと経験者ゲームで数十倍の時間、ほとんどのコールでより強い",
    },
    "pt_gain_search": {
        "en": "search, ten to hundreds of times the time, up to 23 points more than the reference bot in the experienced "
              "and Golden State Heroes rows measured (above noise in six of ten), within a point of it in the family game",
        "hu": "search: tíz–több százszoros idő, a mért haladó és Golden State Heroes sorokban legfeljebb 23 ponttal több, "
              "mint a reference bot (tízből hatban a zajon túl), a családi játékban egy ponton belül",
        "ja": "search：10～数百倍の時間。測定した経験者ゲームとゴールデンステート・ヒーローズの行で reference ボットより最大23ポイント"
              "多く（10行中6行で誤差を超える）、ファミリーゲームでは差は1ポイント以内",
    },
    "pt_near_bound": {
        "en": "{where}: the win rate is near 0% or 100%; compare turns survived ({turns}) and Victims rescued ({rescued}) instead (95% intervals in brackets).",
        "hu": "{where}: a győzelmi arány 0% vagy 100% közelében van; inkább a túlélt köröket ({turns}) és a kimentett Áldozatokat ({rescued}) vesd össze (szögletes zárójelben a 95%-os intervallum).",
        "ja": "{where}：勝率が0%か100%に近いため、生き延びたターン数（{turns}）と救助した要救助者数（{rescued}）で比べてください（角括弧内は95%区間）。",
    },
    "pt_why": {"en": "Why games were lost", "hu": "Miért vesztek el a játszmák", "ja": "負けた理由"},
    "pt_damage_curve": {"en": "Damage after each turn (mean)", "hu": "Sérülés körönként (átlag)", "ja": "各ターン後のダメージ（平均）"},
    "pt_damage_by_cause": {"en": "Damage by cause (per game)", "hu": "Sérülés oka szerint (játszmánként)", "ja": "原因別のダメージ（1ゲームあたり）"},
    "pt_lost_by_cause": {"en": "Victims lost by cause (per game)", "hu": "Odaveszett Áldozatok oka szerint (játszmánként)", "ja": "原因別の要救助者の犠牲（1ゲームあたり）"},
    "pt_heat_wall_damage": {"en": "Wall damage per game", "hu": "Falsérülés játszmánként", "ja": "1ゲームあたりの壁のダメージ"},
    "pt_dmg_setup": {"en": "setup", "hu": "előkészítés", "ja": "準備"},
    "pt_dmg_explosion": {"en": "explosion", "hu": "robbanás", "ja": "爆発"},
    "pt_dmg_shockwave": {"en": "shockwave", "hu": "láncreakció", "ja": "ショックウェーブ"},
    "pt_dmg_hazmat": {"en": "Hazmat", "hu": "Gyúlékony anyag", "ja": "危険物"},
    "pt_dmg_chop": {"en": "chopping", "hu": "bontás", "ja": "壁の破壊"},
    "pt_dmg_other": {"en": "other", "hu": "egyéb", "ja": "その他"},
    "pt_lost_fire": {"en": "Fire", "hu": "Tűz", "ja": "火"},
    "pt_lost_explosion": {"en": "explosion", "hu": "robbanás", "ja": "爆発"},
    "pt_lost_collapse": {"en": "collapse", "hu": "összeomlás", "ja": "倒壊"},
    "pt_lost_carried": {"en": "carrier knocked down", "hu": "a vivő elájult", "ja": "運搬者のノックダウン"},
    "pt_cmp_figure": {"en": "Figure (B − A)", "hu": "Mutató (B − A)", "ja": "指標（B − A）"},
    "pt_cmp_diff": {"en": "Difference", "hu": "Különbség", "ja": "差"},
    "pt_cmp_win_rate": {"en": "Win rate", "hu": "Győzelmi arány", "ja": "勝率"},
    "pt_cmp_turns": {"en": "Turns survived", "hu": "Túlélt körök", "ja": "生き延びたターン"},
    "pt_cmp_rescued": {"en": "Victims rescued", "hu": "Kimentett Áldozatok", "ja": "救出した要救助者"},
    "pt_cmp_damage": {"en": "Damage", "hu": "Sérülés", "ja": "ダメージ"},
    "pt_verdict_win": {"en": "Verdict: B is {direction} than A (win rate).", "hu": "Ítélet: B {direction}, mint A (győzelmi arány).",
                       "ja": "判定：B は A より{direction}（勝率）。"},
    "pt_verdict_unclear": {"en": "Verdict: no clear difference in win rate.", "hu": "Ítélet: a győzelmi arányban nincs egyértelmű különbség.",
                           "ja": "判定：勝率に明らかな差はありません。"},
    "pt_verdict_unclear_but": {"en": "Verdict: no clear difference in win rate; but {others}.",
                               "hu": "Ítélet: a győzelmi arányban nincs egyértelmű különbség, de {others}.",
                               "ja": "判定：勝率に明らかな差はありませんが、{others}。"},
    "pt_verdict_bound": {"en": "Verdict: both versions are {where}: {figure} decides.",
                         "hu": "Ítélet: mindkét változat {where}: {figure} dönt.",
                         "ja": "判定：両方の版とも{where}。{figure}で判断します。"},
    "pt_verdict_bound_none": {"en": "Verdict: both versions are {where}, and no other figure differs clearly.",
                              "hu": "Ítélet: mindkét változat {where}, és más mutató sem különbözik egyértelműen.",
                              "ja": "判定：両方の版とも{where}。ほかの指標にも明らかな差はありません。"},
    "pt_verdict_figure": {"en": "{figure} {diff} ({direction})", "hu": "{figure}: {diff} ({direction})",
                          "ja": "{figure} {diff}（{direction}）"},
    "pt_verdict_easier": {"en": "easier", "hu": "könnyebb", "ja": "易しい"},
    "pt_verdict_harder": {"en": "harder", "hu": "nehezebb", "ja": "難しい"},
    "pt_verdict_floor": {"en": "at the floor (win rate below 5%)", "hu": "a padlón van (5% alatti győzelmi arány)",
                         "ja": "下限付近（勝率5%未満）"},
    "pt_verdict_ceiling": {"en": "at the ceiling (win rate above 95%)", "hu": "a plafonon van (95% feletti győzelmi arány)",
                           "ja": "上限付近（勝率95%超）"},
    "pt_cmp_damage_share": {"en": "Share of the damage supply used", "hu": "A sérülés jelzők felhasznált hányada",
                            "ja": "使ったダメージカウンターの割合"},
    "pt_cmp_changed": {"en": "Won in one version and lost in the other: {share:.0%} of the {n} paired games.", "hu": "Az egyik változatban megnyert, a másikban elvesztett játszmák: a(z) {n} páros játszma {share:.0%}-a.", "ja": "一方の版で勝ち、もう一方で負けたゲーム：対になった {n} ゲームのうち {share:.0%}。"},
    "pt_cmp_cause_changed": {"en": "Lost in both versions, to different causes: {share:.0%} of the games.", "hu": "Mindkét változatban elvesztett, de más okból: a játszmák {share:.0%}-a.", "ja": "両方の版で負けたが原因が異なるゲーム：{share:.0%}。"},
    "pt_cmp_floor": {"en": "Both versions win less than 5% of the games: the win rate cannot tell them apart, the other figures decide.", "hu": "Mindkét változat a játszmák kevesebb mint 5%-át nyeri: a győzelmi arány nem különbözteti meg őket, a többi mutató dönt.", "ja": "両方の版とも勝率が5%未満のため勝率では区別できません。他の指標で判断します。"},
    "pt_cmp_ceiling": {"en": "Both versions win more than 95% of the games: the win rate cannot tell them apart, the other figures decide.", "hu": "Mindkét változat a játszmák több mint 95%-át nyeri: a győzelmi arány nem különbözteti meg őket, a többi mutató dönt.", "ja": "両方の版とも勝率が95%を超えるため勝率では区別できません。他の指標で判断します。"},
    "pt_tune": {"en": "Tune to a target", "hu": "Hangolás célértékre", "ja": "目標に合わせて調整"},
    "pt_tune_help": {"en": "Varies the chosen values on the same seeds until the win rate's 95% interval holds the target, then writes the tuned Call as a new file.", "hu": "A választott értékeket ugyanazokkal a kezdőértékekkel változtatja, amíg a győzelmi arány 95%-os intervalluma tartalmazza a célt, majd új fájlba írja a hangolt Hívást.", "ja": "同じシードで選んだ値を変え、勝率の95%区間が目標を含むまで試し、調整したコールを新しいファイルに書き出します。"},
    "pt_tune_target": {"en": "Target win rate", "hu": "Cél győzelmi arány", "ja": "目標勝率"},
    "pt_tune_vary": {"en": "Values to vary", "hu": "Változtatott értékek", "ja": "変える値"},
    "pt_tune_range": {"en": "Range of {pointer}", "hu": "{pointer} tartománya", "ja": "{pointer} の範囲"},
    "pt_tune_games": {"en": "Games per trial", "hu": "Játszmák próbánként", "ja": "1試行のゲーム数"},
    "pt_tune_trials": {"en": "Most trials", "hu": "Legfeljebb ennyi próba", "ja": "最大試行回数"},
    "pt_tune_out": {"en": "Write the tuned Call to", "hu": "A hangolt Hívás fájlja", "ja": "調整したコールの書き出し先"},
    "pt_tune_run": {"en": "Tune", "hu": "Hangolás", "ja": "調整"},
    "pt_tune_none": {"en": "Choose at least one value to vary.", "hu": "Válassz legalább egy változtatandó értéket.", "ja": "変える値を1つ以上選んでください。"},
    "pt_tune_exists": {"en": "{name} already exists: choose another file name.", "hu": "{name} már létezik: válassz másik fájlnevet.", "ja": "{name} は既にあります。別のファイル名を選んでください。"},
    "pt_tune_bad_name": {"en": "The file name must end in .call.json, name no folder, be at most 80 characters, and be a Call id before .call.json (lower-case letters, digits, '-' and '_'): the tuned Call takes its id from it.", "hu": "A fájlnévnek .call.json végződésűnek kell lennie, mappa nélkül, legfeljebb 80 karakterrel, és a .call.json előtt Hívás-azonosítónak kell állnia (kisbetűk, számjegyek, '-' és '_'): a hangolt Hívás ebből kapja az azonosítóját.", "ja": "ファイル名は .call.json で終わり、フォルダを含まず、80文字以内で、.call.json の前はコール ID（小文字、数字、'-'、'_'）にしてください。調整したコールはこの名前から ID を取ります。"},
    "pt_tune_reached": {"en": "Chosen: {values}. Win rate {rate:.1%} (95% interval {lo:.1%} – {hi:.1%}): the target is held. Written to {name}.", "hu": "Választott: {values}. Győzelmi arány {rate:.1%} (95%-os intervallum {lo:.1%} – {hi:.1%}): a cél teljesül. Fájl: {name}.", "ja": "選択：{values}。勝率 {rate:.1%}（95%区間 {lo:.1%} – {hi:.1%}）：目標を満たします。書き出し先：{name}。"},
    "pt_tune_missed": {"en": "Closest: {values}. Win rate {rate:.1%} (95% interval {lo:.1%} – {hi:.1%}): the target was not reached within the trials. Written to {name}.", "hu": "Legközelebbi: {values}. Győzelmi arány {rate:.1%} (95%-os intervallum {lo:.1%} – {hi:.1%}): a próbák alatt a cél nem teljesült. Fájl: {name}.", "ja": "最も近い値：{values}。勝率 {rate:.1%}（95%区間 {lo:.1%} – {hi:.1%}）：試行回数内に目標に届きませんでした。書き出し先：{name}。"},
    "pt_tune_games_few": {"en": "Fewer than {needed} games a trial cannot tell whether a trial holds this target.", "hu": "Próbánként {needed} játéknál kevesebb nem dönti el, hogy egy próba teljesíti-e ezt a célt.", "ja": "1試行 {needed} ゲーム未満では、この目標を満たすか判断できません。"},
    "pt_tune_too_few": {"en": "Closest: {values}. Win rate {rate:.1%} (95% interval {lo:.1%} – {hi:.1%}): {games} games a trial are too few to tell whether the target is held; play {needed} or more a trial. Written to {name}.", "hu": "Legközelebbi: {values}. Győzelmi arány {rate:.1%} (95%-os intervallum {lo:.1%} – {hi:.1%}): próbánként {games} játék túl kevés ahhoz, hogy eldőljön, teljesül-e a cél; játssz próbánként legalább {needed} játékot. Fájl: {name}.", "ja": "最も近い値：{values}。勝率 {rate:.1%}（95%区間 {lo:.1%} – {hi:.1%}）：1試行 {games} ゲームでは目標を満たすか判断できません。1試行 {needed} ゲーム以上にしてください。書き出し先：{name}。"},
    "pt_tune_exhausted": {"en": "Closest: {values}. Win rate {rate:.1%} (95% interval {lo:.1%} – {hi:.1%}): every value in the ranges was played and none holds the target; widen a range or vary another value. Written to {name}.", "hu": "Legközelebbi: {values}. Győzelmi arány {rate:.1%} (95%-os intervallum {lo:.1%} – {hi:.1%}): a tartományok minden értéke lejátszva, egyik sem teljesíti a célt; bővíts egy tartományt, vagy változtass más értéket. Fájl: {name}.", "ja": "最も近い値：{values}。勝率 {rate:.1%}（95%区間 {lo:.1%} – {hi:.1%}）：範囲内の値をすべて試しましたが、目標を満たすものはありません。範囲を広げるか、別の値を変えてください。書き出し先：{name}。"},
    "pt_download_report": {"en": "Download the report (HTML)", "hu": "A jelentés letöltése (HTML)",
                           "ja": "レポートをダウンロード（HTML）"},
    "pt_download_json": {"en": "Download the results (JSON)", "hu": "Az eredmények letöltése (JSON)", "ja": "結果をダウンロード（JSON）"},
    # the HTML report of a playtest (authoring/playtest/report.py); the English is the command line's report
    "report_no_games": {"en": "No games were played.", "hu": "Nem játszott le egyetlen játszmát sem.",
                        "ja": "ゲームは1つもプレイされませんでした。"},
    "report_paired": {"en": "Paired differences", "hu": "Páros különbségek", "ja": "対にした差"},
    "report_win_by_players": {"en": "Win rate by player count", "hu": "Győzelmi arány játékosszám szerint",
                              "ja": "人数別の勝率"},
    "report_results": {"en": "Results per run", "hu": "Eredmények futásonként", "ja": "実行ごとの結果"},
    "report_why_note": {"en": "Means per game. Damage: what put it on the walls. Victims lost: how.",
                        "hu": "Játszmánkénti átlagok. Sérülés: mi okozta a falakon. Odaveszett Áldozatok: hogyan.",
                        "ja": "1ゲームあたりの平均。ダメージ：壁に何が与えたか。犠牲になった要救助者：どのように。"},
    "report_damage_curve": {"en": "Damage per turn (mean)", "hu": "Sérülés körönként (átlag)",
                            "ja": "ターンごとのダメージ（平均）"},
    "report_damage_by_cause": {"en": "Damage by cause, {run}", "hu": "Sérülés oka szerint, {run}", "ja": "原因別のダメージ、{run}"},
    "report_lost_by_cause": {"en": "Victims lost by cause, {run}", "hu": "Odaveszett Áldozatok oka szerint, {run}",
                             "ja": "原因別の犠牲になった要救助者、{run}"},
    "report_cards": {"en": "Cards drawn early or late", "hu": "Korán vagy későn húzott kártyák", "ja": "早く・遅く引いたカード"},
    "report_heat_all": {"en": "all runs together", "hu": "az összes futás együtt", "ja": "全実行の合計"},
    "report_heat_board": {"en": "runs on board {board}", "hu": "a(z) {board} táblán játszott futások", "ja": "ボード {board} の実行"},
    "report_heatmaps": {"en": "Heatmaps, {where}", "hu": "Hőtérképek, {where}", "ja": "ヒートマップ、{where}"},
    "report_heat_note": {
        "en": "Fire: share of fire phases that ended with Fire on the space. Victims lost and knocked down: counts over "
              "all games.",
        "hu": "Tűz: a tűzfázisok hányada, amelyek végén Tűz volt a mezőn. Odaveszett Áldozatok és ájulások: darabszám az "
              "összes játszmában.",
        "ja": "火：そのマスに火がある状態で終わった延焼フェイズの割合。犠牲とノックダウン：全ゲームでの回数。",
    },
    "report_heat_fire": {"en": "Fire", "hu": "Tűz", "ja": "火"},
    "report_heat_lost": {"en": "Victims lost", "hu": "Odaveszett Áldozatok", "ja": "犠牲になった要救助者"},
    "report_heat_down": {"en": "Firefighters knocked down", "hu": "Elájult tűzoltók", "ja": "ノックダウンした消防士"},
    "report_head": {
        "en": "Bot {bot}, seed {seed}, turn limit {turns} (a game still running then is lost: “turn limit”).",
        "hu": "Bot: {bot}, kezdőérték (seed) {seed}, körhatár {turns} (az akkor még tartó játszma elveszett: „körhatár”).",
        "ja": "ボット {bot}、シード {seed}、ターン上限 {turns}（その時点で続いているゲームは負け：「ターン上限」）。",
    },
    "report_col_call": {"en": "Call", "hu": "Hívás", "ja": "コール"},
    "report_col_change": {"en": "Change", "hu": "Változtatás", "ja": "変更"},
    "report_lost_to": {"en": "Games lost to", "hu": "Elvesztett játszmák oka", "ja": "負けた原因"},
    "report_col_turns_p50": {"en": "Turns p50", "hu": "Körök (medián)", "ja": "ターン（中央値）"},
    "report_col_turns": {"en": "Turns survived (mean, 95% interval)", "hu": "Túlélt körök (átlag, 95%-os intervallum)",
                         "ja": "生き延びたターン（平均、95%区間）"},
    "report_col_rescued": {"en": "Victims rescued (mean, 95% interval)",
                           "hu": "Kimentett Áldozatok (átlag, 95%-os intervallum)", "ja": "救出した要救助者（平均、95%区間）"},
    "report_col_lost": {"en": "Victims lost (mean)", "hu": "Odaveszett Áldozatok (átlag)", "ja": "犠牲になった要救助者（平均）"},
    "report_loss_victims": {"en": "Victims", "hu": "Áldozatok", "ja": "要救助者"},
    "report_loss_collapse": {"en": "Collapse", "hu": "Összeomlás", "ja": "倒壊"},
    "report_loss_helpers": {"en": "Helpers", "hu": "Segítők", "ja": "協力者"},
    "report_loss_marker": {"en": "Call marker", "hu": "Hívásjelző", "ja": "コールマーカー"},
    "report_loss_named": {"en": "Named Victim", "hu": "Megnevezett Áldozat", "ja": "名前のある要救助者"},
    "report_loss_other": {"en": "Turn limit", "hu": "Körhatár", "ja": "ターン上限"},
    "report_players_axis": {"en": "players", "hu": "játékos", "ja": "人数"},
    "report_one_setup": {"en": "one setup", "hu": "egy előkészítés", "ja": "1つの準備"},
    "report_card": {"en": "Card", "hu": "Kártya", "ja": "カード"},
    "report_card_early": {"en": "Early: by turn", "hu": "Korán: eddig a körig", "ja": "早い：このターンまで"},
    "report_card_late": {"en": "Late or never: games", "hu": "Későn vagy soha: játszmák", "ja": "遅い・引かず：ゲーム数"},
    "report_card_difference": {"en": "Early less late", "hu": "Korai mínusz késői", "ja": "早い − 遅い"},
    "report_card_note": {
        "en": "Games that drew a card early are not a paired test: a difference whose interval holds 0 may be chance, "
              "and drawing a card early also goes with games that last longer.",
        "hu": "A kártyát korán húzó játszmák nem páros teszt: a különbség, amelynek intervalluma tartalmazza a 0-t, lehet "
              "véletlen, és a korai húzás a hosszabb játszmákkal is együtt jár.",
        "ja": "カードを早く引いたゲームは対にしたテストではありません。区間が0を含む差は偶然かもしれず、早く引くことは"
              "長く続くゲームとも結びつきます。",
    },
    "report_versus": {"en": "{a} vs {b}", "hu": "{a} – {b} összevetés", "ja": "{a} 対 {b}"},
    "report_warning": {"en": "Warning:", "hu": "Figyelem:", "ja": "注意："},
    "report_bound_floor": {
        "en": "both Calls win below 5%; the win rate cannot tell them apart, the other figures decide.",
        "hu": "mindkét Hívás 5% alatt nyer; a győzelmi arány nem különbözteti meg őket, a többi mutató dönt.",
        "ja": "どちらのコールも勝率が5%未満です。勝率では区別できないため、他の指標で判断します。",
    },
    "report_bound_ceiling": {
        "en": "both Calls win above 95%; the win rate cannot tell them apart, the other figures decide.",
        "hu": "mindkét Hívás 95% felett nyer; a győzelmi arány nem különbözteti meg őket, a többi mutató dönt.",
        "ja": "どちらのコールも勝率が95%を超えます。勝率では区別できないため、他の指標で判断します。",
    },
    "report_figure": {"en": "Figure", "hu": "Mutató", "ja": "指標"},
    "report_from": {"en": "From", "hu": "Ettől", "ja": "変更前"},
    "report_to": {"en": "To", "hu": "Eddig", "ja": "変更後"},
    "report_rate_change": {"en": "Win rate change", "hu": "A győzelmi arány változása", "ja": "勝率の変化"},
    "report_to_span": {"en": "{lo} to {hi}", "hu": "{lo} – {hi}", "ja": "{lo} ～ {hi}"},
    "report_interrupted": {
        "en": "{run}: interrupted after {n} of {asked} games; every figure is of those {n} games",
        "hu": "{run}: {asked} játszmából {n} után megszakadt; minden adat erre a(z) {n} játszmára vonatkozik",
        "ja": "{run}：{asked} ゲーム中 {n} ゲームで中断しました。数値はすべてその {n} ゲームのものです",
    },
    "report_effects_missing": {
        "en": "{run}: interrupted while measuring level effects; not measured: {missing}",
        "hu": "{run}: a szintparaméterek hatásának mérése közben megszakadt; nem mért: {missing}",
        "ja": "{run}：レベル項目の効果の測定中に中断しました。未測定：{missing}",
    },
    "report_stronger": {
        "en": "{bot} wins under 90% in a run here. Measured in paired tests on the bundled Calls: {gains}. A stronger bot "
              "may give a figure nearer strong play.",
        "hu": "{bot} itt legalább egy futásban 90% alatt nyer. A beépített Hívásokon páros tesztekben mérve: {gains}. Egy "
              "erősebb bot az erős játékhoz talán közelebbi értéket ad.",
        "ja": "{bot} の勝率はここで90%未満の実行があります。同梱のコールで対にしたテストの結果：{gains}。より強いボットなら"
              "強いプレイにより近い数値が得られるかもしれません。",
    },
    "pt_report_title": {"en": "Playtest of {call}", "hu": "{call} tesztjátéka", "ja": "{call} のテストプレイ"},
    "pt_compare_report_title": {"en": "Comparison of {a} and {b}", "hu": "{a} és {b} összevetése", "ja": "{a} と {b} の比較"},
    "pt_tune_trial": {"en": "Trial", "hu": "Próba", "ja": "試行"},
    "pt_tune_refused": {"en": "refused: {reason}", "hu": "elutasítva: {reason}", "ja": "不可：{reason}"},
    "pt_tune_all_refused": {"en": "Every trial was refused: its values together give a Call that cannot be played (see the table). Nothing was written.",
                            "hu": "Minden próbát elutasított: az értékek együtt nem játszható Hívást adnak (lásd a táblázatot). Semmi sem íródott ki.",
                            "ja": "すべての試行が不可でした：値の組み合わせが遊べないコールになります（表を参照）。何も書き出していません。"},
    "pt_tune_not_written": {"en": "Closest: {values} (win rate {rate:.1%}). The tuned Call was not written: {error}",
                            "hu": "Legközelebbi: {values} (győzelmi arány {rate:.1%}). A hangolt Hívás nem íródott ki: {error}",
                            "ja": "最も近い値：{values}（勝率 {rate:.1%}）。調整したコールは書き出していません：{error}"},
    "pt_effects": {"en": "Also measure each level parameter", "hu": "A szintparaméterek hatásának mérése is", "ja": "各レベル項目の効果も測定"},
    "pt_effects_help": {"en": "One more paired run per parameter, one step away from the level's value.", "hu": "Paraméterenként még egy páros futás, a szint értékétől egy lépésre.", "ja": "項目ごとに、レベルの値から1段階変えた対の実行を1回追加します。"},
    "pt_effects_title": {"en": "Effect of each level parameter (one step, paired)", "hu": "A szintparaméterek hatása (egy lépés, páros)", "ja": "各レベル項目の効果（1段階、対比較）"},
    "pt_effects_param": {"en": "Parameter", "hu": "Paraméter", "ja": "項目"},
    "pt_effects_step": {"en": "Step", "hu": "Lépés", "ja": "変更"},
    # terminal play (``callforge play``): the commands typed stay English words in every language
    "term_header": {"en": "{title} · seed {seed} · type help for the commands", "hu": "{title} · kezdőérték (seed) {seed} · a parancsokért írd be: help", "ja": "{title} · シード {seed} · コマンドは help で表示"},
    "term_notations": {"en": "To type an action of the list, its number or its notation:",
                       "hu": "A lista akcióihoz a számukat vagy a jelölésüket írd be:",
                       "ja": "リストのアクションは、番号か表記を入力します:"},
    "term_help": {
        "en": "Commands (one a line):\n"
              "  N               play action number N of the list\n"
              "  move 3,4 ...    play an action by its notation (row,col; help lists each action's)\n"
              "  undo            take back your last command (and the bot turns that followed it)\n"
              "  bot [NAME]      a bot plays the rest of this seat's turn (default: the seat's bot, else {bot})\n"
              "  auto [NAME]     bots play every seat to the end of the game (seats without a bot: NAME, else {bot})\n"
              "  board           draw the board and the actions again\n"
              "  save FILE       write the game so far as a replay, and the command that re-runs it;\n"
              "                  save --force FILE replaces a file this game did not write, or changed since\n"
              "  help            this text and the board legend\n"
              "  quit            end the game (also at the end of input)",
        "hu": "Parancsok (soronként egy):\n"
              "  N               a lista N. akciójának végrehajtása\n"
              "  move 3,4 ...    akció a jelölésével (sor,oszlop; a help minden akcióét felsorolja)\n"
              "  undo            az utolsó parancsod visszavonása (az utána jött bot-körökkel együtt)\n"
              "  bot [NÉV]       ennek a helynek a köre végét bot játssza (alapból a hely botja, különben {bot})\n"
              "  auto [NÉV]      a játék végéig minden helyen bot játszik (bot nélküli helyen NÉV, különben {bot})\n"
              "  board           a tábla és az akciók újrarajzolása\n"
              "  save FÁJL       az eddigi játék mentése visszajátszásként, az újrajátszás parancsával;\n"
              "                  save --force FÁJL felülír egy fájlt, amelyet nem ez a játék írt, vagy azóta megváltozott\n"
              "  help            ez a szöveg és a tábla jelmagyarázata\n"
              "  quit            a játék befejezése (a bemenet végén is)",
        "ja": "コマンド（1行に1つ）:\n"
              "  N               リストの N 番のアクションを行う\n"
              "  move 3,4 ...    表記でアクションを行う（行,列。各アクションの表記は help で表示）\n"
              "  undo            直前のコマンドを取り消す（その後のボットのターンも）\n"
              "  bot [名前]      この席のターンの残りをボットが行う（既定: 席のボット、なければ {bot}）\n"
              "  auto [名前]     ゲーム終了まで全席をボットが行う（ボットのない席: 名前、なければ {bot}）\n"
              "  board           ボードとアクションを描き直す\n"
              "  save ファイル   ここまでのゲームをリプレイとして保存し、再実行のコマンドを表示。\n"
              "                  save --force ファイル はこのゲームが書いていない、またはその後変更されたファイルを置き換える\n"
              "  help            この説明とボードの凡例\n"
              "  quit            ゲームを終える（入力の終わりでも）",
    },
    "term_over_hint": {"en": "(undo, save FILE or quit)", "hu": "(undo, save FÁJL vagy quit)", "ja": "（undo、save ファイル、quit のいずれか）"},
    "term_game_over": {"en": "the game is over: undo, save FILE or quit", "hu": "a játék véget ért: undo, save FÁJL vagy quit", "ja": "ゲームは終了しました: undo、save ファイル、quit のいずれか"},
    "term_no_action": {"en": "no action {number}: choose a number from 1 to {n}", "hu": "nincs {number}. akció: válassz számot 1 és {n} között", "ja": "アクション {number} はありません: 1 から {n} の番号を選んでください"},
    "two_sentences": {"en": "{first}. {second}", "hu": "{first}. {second}", "ja": "{first}。{second}"},
    "term_none_of_kind": {"en": "no '{kind}' action is legal now", "hu": "most egyetlen '{kind}' akció sem szabályos",
                          "ja": "今は '{kind}' のアクションを行えません"},
    "term_of_kind": {"en": "these '{kind}' actions are legal now: {actions}", "hu": "'{kind}' akcióból most ezek szabályosak: {actions}",
                     "ja": "'{kind}' で今行えるのは: {actions}"},
    "term_choose_number": {"en": "Choose a number from 1 to {n}", "hu": "Válassz számot 1 és {n} között",
                           "ja": "1 から {n} の番号を選んでください"},
    "term_not_legal": {"en": "{notation} is not legal now: choose a number from 1 to {n}", "hu": "{notation} most nem szabályos: válassz számot 1 és {n} között", "ja": "{notation} は今は行えません: 1 から {n} の番号を選んでください"},
    "term_nothing_to_undo": {"en": "nothing to undo", "hu": "nincs mit visszavonni", "ja": "取り消すものはありません"},
    "term_undone": {"en": "undone: {n} actions", "hu": "visszavonva: {n} akció", "ja": "取り消し: {n} アクション"},
    "term_saved": {"en": "saved {n} actions to {name}", "hu": "{n} akció mentve ide: {name}", "ja": "{n} アクションを {name} に保存しました"},
    "term_rerun": {"en": "re-run it: {command}", "hu": "újrajátszás: {command}", "ja": "再実行: {command}"},
    "term_resume": {"en": "go on with it: {command}", "hu": "folytatás: {command}", "ja": "続きを遊ぶ: {command}"},
    "term_bots_played": {"en": "bots played {n} actions", "hu": "a botok {n} akciót játszottak", "ja": "ボットが {n} アクションを行いました"},
    "term_record_kept": {"en": "{name} was written by someone else during the game: it is kept", "hu": "{name} fájlt a játék közben más írta: megmarad", "ja": "{name} はゲーム中に別の誰かが書き込みました: そのまま残します"},
    "term_record_written": {"en": "replay written to {name}", "hu": "visszajátszás mentve ide: {name}", "ja": "リプレイを {name} に書き出しました"},
}
"""UI string key -> {language code: text}."""

_ONE_EN = {
    "new_call_problems": "The new Call has {n} problem to fix: it is listed below.",
    "saved_with_errors": "Saved {path}, with {n} error: it will not load for play until it is fixed",
    "draft_found": "Unsaved changes to this file from {when} were kept ({n} undo step). Restore them?",
    "game_kept": STRINGS["game_kept"]["en"].replace("({n} actions,", "({n} action,"),
    "cnt_fire_deck": "Fire deck **{n}** card, discard {d}",
    "cnt_event_deck": "Event deck **{n}** card, discard {d}",
    "pt_done": "{n} game played.",
    "fix_errors_first": "{names}: {n} error; fix it first ({command} shows the same)",
    "term_undone": "undone: {n} action",
    "term_saved": "saved {n} action to {name}",
    "term_bots_played": "bots played {n} action",
    "syntax_arguments": "'{kind}' takes {n} argument",
    "pt_turns_axis": "{n} turn",
    "pt_diff": STRINGS["pt_diff"]["en"].replace("{n} paired games", "{n} paired game"),
    "pt_cmp_changed": "Won in one version and lost in the other: {share:.0%} of the {n} paired game.",
    "ev_shuffle": "{deck} shuffled ({cards} card)",
    "ev_helper_lost": "{count} Helper lost at {cell}",
    "ev_victim_lost": "{count} Victim lost at {cell}",
    "ev_rescue": "{count} Victim rescued at {cell}",
}
"""English where the count (``n``, ``count`` or ``cards``) is 1 (:func:`t` picks the ``_one`` form); Hungarian and
Japanese keep one form."""
_COUNTS = ("n", "count", "cards")
for _key, _text in _ONE_EN.items():
    STRINGS[f"{_key}_one"] = {**STRINGS[_key], "en": _text}
STRINGS.update(FORM_STRINGS)


DECIMAL_COMMA = frozenset({"hu"})
"""Languages that write a decimal comma (and a space between thousands): Hungarian; English and Japanese write a point."""


def figure(value, spec: str, lang: str = "en") -> str:
    """``value`` formatted by ``spec`` as ``lang`` writes figures.

    >>> figure(0.254, ".1%", "hu"), figure(0.254, ".1%", "ja"), figure(12345.5, ",.1f", "hu")
    ('25,4%', '25.4%', '12\xa0345,5')
    """
    text = format(value, spec)
    if lang not in DECIMAL_COMMA or isinstance(value, (str, bool)):
        return text
    return text.replace(",", "\xa0").replace(".", ",")


class _Figures(string.Formatter):
    """Fills a string's fields, its numbers as the language writes them (:func:`figure`)."""

    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value, format_spec: str) -> str:
        if isinstance(value, float) or (isinstance(value, int) and format_spec):
            return figure(value, format_spec, self.lang)
        return super().format_field(value, format_spec)


def t(key: str, lang: str = "en", **values) -> str:
    """The string ``key`` in ``lang`` (English when missing), with ``values`` filled in.

    An unknown key is returned as it is, so a missing string shows instead of failing. With a count of 1 (``n``,
    ``count`` or ``cards``) the key's ``_one`` form is used where there is one (English says "1 error", not
    "1 errors").

    >>> t("errors", n=1), t("errors", n=2), t("errors", "hu", n=1)
    ('1 error', '2 errors', '1 hiba')
    """
    if f"{key}_one" in STRINGS and any(values.get(name) in (1, "1") for name in _COUNTS):  # "1": read from a text
        key = f"{key}_one"
    entry = STRINGS.get(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry["en"]
    if not values:
        return text
    return _Figures(lang).format(text, **values) if lang in DECIMAL_COMMA else text.format(**values)


def said(key: str, lang: str, values: dict) -> str:
    """The string ``key`` in ``lang`` with ``values``, where a value may itself be said in each language (a dict of
    language to text, such as a reason the rules give): its text in ``lang`` is filled in, else its English one.

    >>> said("term_resume_unreadable", "hu", {"name": "a.replay.json", "why": {"en": "gone", "hu": "nincs meg"}})
    '--resume a.replay.json: nincs meg'
    """
    return t(key, lang, **{name: value.get(lang, value.get("en")) if isinstance(value, dict) else value
                           for name, value in values.items()})


def names_and(names: list[str], lang: str) -> str:
    """``names`` in one phrase of ``lang``: "a and b", "a, b and c" (Japanese joins with と and 、).

    >>> names_and(["x.call.json", "y.board.json"], "hu"), names_and(["a", "b", "c"], "ja"), names_and(["a"], "en")
    ('x.call.json és y.board.json', 'a、b と c', 'a')
    """
    if len(names) < 2:
        return "".join(names)
    return t("names_and", lang, first=t("list_comma", lang).join(names[:-1]), last=names[-1])
