"""A library file that does not load opens in the studio as text to fix, never a dead end.

The editors need a model, so a board or Call with a JSON syntax error or a
schema error opens as its text with the problems located; Save writes it
back only over the version read, and a file that loads then opens in its
editor.
"""

import json

import pytest

from authoring.language import i18n
from authoring.studio import text_fix
from tests.studio.app_pages import open_page


def _break_board(library, name="fire-rescue-back.board.json"):
    path = library / "boards" / name
    board = json.loads(path.read_text(encoding="utf-8"))
    board["rows"] = "eight"
    text = json.dumps(board, indent=2) + "\n"
    path.write_text(text, encoding="utf-8")
    return path, text


def _open_from_library(library, path, lang="en"):
    at = open_page(library, None, lang=lang)
    at.selectbox(key="lib_pick").set_value(str(path.relative_to(library))).run()
    assert not at.button(key="lib_open").disabled
    at.button(key="lib_open").click().run()
    assert not at.exception, at.exception
    return at


def _text_area(at):
    return next(t for t in at.text_area if str(t.key).startswith("board_fix_text_"))


@pytest.mark.parametrize("lang", ["en", "hu", "ja"])
def test_a_board_with_a_schema_error_opens_as_text_with_its_problem_located(library, lang):
    path, text = _break_board(library)
    at = _open_from_library(library, path, lang)
    assert [s.value for s in at.subheader][:1] == [i18n.t("fix_title", lang, name=path.name)]
    assert _text_area(at).value == text
    problems = at.radio(key="board_fix_problems")
    line = text.split("\n").index('  "rows": "eight",') + 1
    assert any(f"{path.name}:{line}:" in label and "FP101" in label for label in problems.options), problems.options


def test_the_text_fixed_and_saved_opens_in_the_editor(library):
    path, text = _break_board(library)
    at = _open_from_library(library, path)
    fixed = text.replace('"rows": "eight"', '"rows": 8')
    _text_area(at).set_value(fixed).run()
    assert [s.value for s in at.success] == [i18n.t("no_problems")]  # checked again as typed, before it is saved
    at.button(key="board_fix_save").click().run()
    assert not at.exception, at.exception
    assert path.read_text(encoding="utf-8") == fixed
    assert at.session_state["board_doc"].path == path and at.session_state["board_doc"].model.rows == 8
    assert i18n.t("fix_title", "en", name=path.name) not in [s.value for s in at.subheader]


def test_a_text_still_broken_is_saved_and_stays_open_to_fix(library):
    path, text = _break_board(library)
    at = _open_from_library(library, path)
    partly = text.replace('"rows": "eight"', '"rows": "8"', 1) + " "
    _text_area(at).set_value(partly).run()
    at.button(key="board_fix_save").click().run()
    assert path.read_text(encoding="utf-8") == partly
    assert _text_area(at).value == partly
    assert i18n.t("fix_title", "en", name=path.name) in [s.value for s in at.subheader]


def test_a_file_changed_on_disk_meanwhile_is_never_overwritten(library):
    path, text = _break_board(library)
    at = _open_from_library(library, path)
    theirs = text.replace('"eight"', '"nine"')
    path.write_text(theirs, encoding="utf-8")
    _text_area(at).set_value(text.replace('"rows": "eight"', '"rows": 8')).run()
    at.button(key="board_fix_save").click().run()
    assert path.read_text(encoding="utf-8") == theirs
    assert [e.value for e in at.error] == [i18n.t("fix_conflict", "en", name=path.name)]
    at.button(key="board_fix_reload").click().run()  # read again: their version is shown to fix
    assert _text_area(at).value == theirs and not at.error


def test_back_returns_to_the_board_open_before(library):
    path, _ = _break_board(library)
    at = open_page(library, "board_editor", board_want=library / "boards" / "fire-rescue-front.board.json")
    at.session_state["board_want"] = path
    at.run()
    assert _text_area(at)
    at.button(key="board_fix_back").click().run()
    assert not at.exception, at.exception
    assert at.session_state["board_doc"].model.id == "fire-rescue-front"
    assert not [t for t in at.text_area if str(t.key).startswith("board_fix_text_")]


def test_a_call_with_a_syntax_error_opens_as_text(library):
    path = library / "fire-rescue-family.call.json"
    text = path.read_text(encoding="utf-8").replace('"board":', '"board"', 1)
    path.write_text(text, encoding="utf-8")
    at = _open_from_library(library, path)
    area = next(t for t in at.text_area if str(t.key).startswith("call_fix_text_"))
    assert area.value == text
    labels = at.radio(key="call_fix_problems").options
    assert any("FP100" in label for label in labels), labels


def test_crlf_line_ends_are_kept_on_save(tmp_path):
    path = tmp_path / "b.board.json"
    path.write_bytes(b'{"id": "b",\r\n "rows": "x"}\r\n')
    broken = text_fix.open_broken(path)
    text_fix.save(broken, '{"id": "b",\n "rows": 8}\n')
    assert path.read_bytes() == b'{"id": "b",\r\n "rows": 8}\r\n'


def test_a_file_broken_on_disk_while_open_is_offered_as_text_once(library):
    path = library / "boards" / "fire-rescue-front.board.json"
    at = open_page(library, "board_editor", board_want=path)
    assert at.session_state["board_doc"].path == path
    broken = path.read_text(encoding="utf-8").replace('"rows"', '"rows" ,', 1)
    path.write_text(broken, encoding="utf-8")
    at.run()
    assert not at.exception, at.exception
    assert _text_area(at).value == broken
    at.button(key="board_fix_back").click().run()  # back to the version the editor had: not sent to the fixer again
    assert not [t for t in at.text_area if str(t.key).startswith("board_fix_text_")]
    at.run()
    assert not [t for t in at.text_area if str(t.key).startswith("board_fix_text_")]
    assert at.session_state["board_doc"].model.id == "fire-rescue-front"


def test_a_fix_typed_and_not_saved_comes_back_after_back_and_warns_before_the_page_is_left(library):
    path, text = _break_board(library)
    at = _open_from_library(library, path, "hu")
    fixed = text.replace('"rows": "eight"', '"rows": 8')
    _text_area(at).set_value(fixed).run()
    assert any("__callforgeDirty = true" in str(h.proto) for h in at.get("html")), "leaving warns while a fix is typed"
    at.button(key="board_fix_back").click().run()
    at.session_state["board_want"] = path
    at.run()
    assert _text_area(at).value == fixed  # the fix typed is still there
    assert path.read_text(encoding="utf-8") == text and not at.exception


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_fix_typed_and_not_saved_comes_back_after_a_reload_and_goes_once_saved(library, lang):
    """A reload (a new session) reads the text typed over this version of the file from the drafts folder."""
    path, text = _break_board(library)
    at = _open_from_library(library, path, lang)
    typed = text.replace('"rows": "eight"', '"rows": "nine"')  # still broken: only kept, not saved
    _text_area(at).set_value(typed).run()
    again = _open_from_library(library, path, lang)  # another session: the first one's state is gone
    assert _text_area(again).value == typed
    assert [i.value for i in again.info] == [i18n.t("fix_restored", lang)]
    fixed = text.replace('"rows": "eight"', '"rows": 8')
    _text_area(again).set_value(fixed).run()
    again.button(key="board_fix_save").click().run()
    assert path.read_text(encoding="utf-8") == fixed
    assert not list((library / ".callforge-drafts").glob("*.fix")), "a saved fix leaves no text draft behind"


def test_a_fix_typed_over_another_version_of_the_file_is_not_offered(library):
    path, text = _break_board(library)
    at = _open_from_library(library, path)
    _text_area(at).set_value(text.replace('"rows": "eight"', '"rows": "nine"')).run()
    path.write_text(text.replace('"rows": "eight"', '"rows": "ten"'), encoding="utf-8")  # someone else changed it
    again = _open_from_library(library, path)
    assert '"rows": "ten"' in _text_area(again).value and not again.info


@pytest.mark.parametrize(("content", "why_en"), [(b"{" + b" " * (5 * 1024 * 1024 + 100) + b"}", "files over 5 MB"),
                                                  (b'{"id": "\xff"}', "not valid UTF-8")])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_file_with_no_text_to_show_is_not_offered_for_fixing_and_says_why(library, content, why_en, lang):
    path = library / "huge.call.json"
    path.write_bytes(content)
    at = open_page(library, None, lang=lang)
    at.selectbox(key="lib_pick").set_value("huge.call.json").run()
    captions = [c.value for c in at.caption]
    assert not at.exception and i18n.t("fix_here", lang) not in captions
    said = [c for c in captions if c.startswith(i18n.t("fix_cannot_show_why", lang, name="huge.call.json", why="")[:12])]
    assert said and (why_en in said[0]) == (lang == "en"), captions
    at.button(key="lib_open").click().run()
    assert not at.exception and [e.value for e in at.error] == said
