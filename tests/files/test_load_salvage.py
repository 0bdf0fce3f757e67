"""A schema error no longer hides the deep checks of the rest of the file."""

import json
from pathlib import Path

from authoring.files.load import parse_board_text, parse_call_text
from authoring.files.validate import validate_result

ROOT = Path(__file__).resolve().parents[2]
CALLS = ROOT / "calls"
FAMILY = json.loads((CALLS / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
FRONT = json.loads((CALLS / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8"))


def _found(result):
    return [(d.code, d.pointer) for d in validate_result(result)]


def test_deep_check_pointers_map_back_past_dropped_items():
    setup = {**FAMILY["setup"], "fire": [[1, "x"], [2, "y"], *FAMILY["setup"]["fire"], [0, 0]]}
    found = _found(parse_call_text(json.dumps({**FAMILY, "setup": setup}), CALLS))
    last = len(setup["fire"]) - 1
    assert ("FP101", "/setup/fire/0/1") in found and ("FP101", "/setup/fire/1/1") in found
    assert ("FP301", f"/setup/fire/{last}") in found


def test_board_checks_run_beside_a_bad_wall():
    board = {**FRONT, "walls": [[[1, 1], "q"], *FRONT["walls"]], "openings": [], "doors": []}
    found = _found(parse_board_text(json.dumps(board)))
    assert ("FP101", "/walls/0/1") in found
    assert any(code == "FP204" for code, _ in found)


def test_a_refused_zone_leaves_the_other_zones_checked():
    zones = {**FRONT["zones"], "top-left": {"rows": [3, 1], "cols": [1, 4]}}  # rows written backwards
    bottom = dict(zones["bottom-right"])
    zones["bottom-right"] = {**bottom, "rows": [3, bottom["rows"][1]]}  # now overlaps top-right
    found = _found(parse_board_text(json.dumps({**FRONT, "zones": zones})))
    assert ("FP101", "/zones/top-left/rows") in found
    assert any(code == "FP230" and pointer == "/zones/bottom-right" for code, pointer in found), found
    assert ("FP230", "/zones") not in found, "the refused zone's spaces are not 'in no zone'"


def test_no_deep_check_runs_when_the_grid_itself_is_refused():
    board = {**FRONT, "rows": "eight", "openings": []}
    assert [code for code, _ in _found(parse_board_text(json.dumps(board)))] == ["FP101"]


def test_no_deep_check_runs_when_the_ruleset_is_refused():
    call = {**FAMILY, "ruleset": {"name": "chess"}, "setup": {**FAMILY["setup"], "poi": [FAMILY["setup"]["fire"][0]]}}
    assert {code for code, _ in _found(parse_call_text(json.dumps(call), CALLS))} == {"FP101"}


def test_a_refused_file_is_still_refused():
    result = parse_call_text(json.dumps({**FAMILY, "colour": 1}), CALLS)
    assert result.model is None and not result.ok and result.partial is not None


GSH = json.loads((CALLS / "gsh-warehouse.call.json").read_text(encoding="utf-8"))
EXPERIENCED = json.loads((CALLS / "fire-rescue-experienced.call.json").read_text(encoding="utf-8"))


def test_a_refused_card_drops_the_card_not_its_deck():
    """One refused card drops only that card: the Fire deck stays, so no check reports the Call has none (FP306)."""
    decks = json.loads(json.dumps(GSH["decks"]))
    decks[0]["cards"][0]["copies"] = 1000
    assert _found(parse_call_text(json.dumps({**GSH, "decks": decks}), CALLS)) == [("FP101", "/decks/0/cards/0/copies")]


def test_a_list_too_long_keeps_its_first_items():
    """10,000 levels are refused as too many, not reported as none at all."""
    levels = [dict(EXPERIENCED["levels"][0], id=f"l{i}") for i in range(10_000)]
    assert _found(parse_call_text(json.dumps({**EXPERIENCED, "levels": levels}), CALLS)) == [("FP101", "/levels")]


def test_a_bad_word_in_a_row_of_arrows_hides_only_the_arrow_checks():
    """A row of arrows left out would shift the rows below it: the arrow checks wait until the row reads."""
    rows = list(FRONT["arrows"]["rows"])
    words = rows[1].split()
    words[6] = "SSW"
    rows[1] = " ".join(words)
    board = {**FRONT, "arrows": {**FRONT["arrows"], "rows": rows}}
    assert [code for code, _ in _found(parse_board_text(json.dumps(board)))] == ["FP101"]


HILLSIDE = json.loads((CALLS / "gsh-hillside.call.json").read_text(encoding="utf-8"))


def test_a_bad_value_in_a_marker_kind_or_a_specialist_brings_no_false_errors_beside_it():
    """A marker kind or specialist with one bad value is kept, so its placements are never "undefined" (FP314)
    and the hero set is never "too small": the FP101 is the only error."""
    markers = [dict(k) for k in HILLSIDE["markers"]]
    markers[0]["on_enter"] = "shock"
    found = _found(parse_call_text(json.dumps({**HILLSIDE, "markers": markers}), CALLS))
    assert [code for code, _ in found] == ["FP101"] and found[0][1] == "/markers/0/on_enter"
    specialists = [dict(s) for s in HILLSIDE["heroes"]["specialists"]]
    specialists[0]["ap"] = 0
    found = _found(parse_call_text(json.dumps({**HILLSIDE, "heroes": {**HILLSIDE["heroes"], "specialists": specialists}}), CALLS))
    assert [code for code, _ in found] == ["FP101"] and found[0][1] == "/heroes/specialists/0/ap"


def test_a_language_the_schema_refused_is_not_also_called_missing():
    # A Japanese title too long is FP101 only; FP321 never also says the title has no Japanese at all.
    title = {**FAMILY["title"], "ja": "火" * 10_001}
    found = _found(parse_call_text(json.dumps({**FAMILY, "title": title}), CALLS))
    assert ("FP101", "/title/ja") in found and ("FP321", "/title") not in found
    title = {**FAMILY["title"], "hu": "T" * 10_001}
    briefing = {k: v for k, v in FAMILY["briefing"].items() if k != "ja"}
    found = _found(parse_call_text(json.dumps({**FAMILY, "title": title, "briefing": briefing}), CALLS))
    assert ("FP321", "/briefing") in found and ("FP321", "/title") not in found  # a text truly without one is named


def test_messages_name_list_places_as_the_file_numbers_them():
    walls = [[[1, 1], "q"], *FRONT["walls"], FRONT["walls"][4]]  # a refused wall first, then the fifth again at the end
    result = parse_board_text(json.dumps({**FRONT, "walls": walls}))
    (twice,) = [d for d in validate_result(result) if d.code == "FP203"]
    assert twice.pointer == f"/walls/{len(walls) - 1}" and twice.message.endswith("(also at /walls/5)")
    spots = [[[0, 0], "x"], *FRONT["parking"]["ambulance"], [[7, 3], [7, 5]]]
    result = parse_board_text(json.dumps({**FRONT, "parking": {**FRONT["parking"], "ambulance": spots}}))
    apart = [d for d in validate_result(result) if d.code == "FP250"]
    assert apart and apart[0].message.startswith(f"ambulance spot {len(spots)} joins"), apart  # the last, from 1


def test_a_refused_supply_is_not_compared_at_its_default():
    supply = {**EXPERIENCED["supply"], "hazmat": 5000}
    levels = [dict(level) for level in EXPERIENCED["levels"]]
    levels[2]["hazmat"] = 9  # more than the default supply of 6 holds
    found = _found(parse_call_text(json.dumps({**EXPERIENCED, "supply": supply, "levels": levels}), CALLS))
    assert ("FP101", "/supply/hazmat") in found and not [f for f in found if f[0] == "FP303"], found


def test_a_refused_win_count_hides_only_the_comparison_it_feeds():
    case = ROOT / "tests" / "golden" / "diagnostics" / "FP304-named-victim-closed-in"
    call = json.loads((case / "fp304-greta-closed-in.call.json").read_text(encoding="utf-8"))
    call["win"] = {**call["win"], "rescued": "seven"}
    found = _found(parse_call_text(json.dumps(call), case))
    assert ("FP101", "/win/rescued") in found and ("FP304", "/named_victim/cell") in found


def _poi_on_fire(call):
    return {**call, "setup": {**call["setup"], "poi": [call["setup"]["fire"][0]]}}


def test_a_missing_or_refused_title_or_id_hides_no_other_check():
    """The checks read neither the Call's title nor its id: without them, the rest is still checked, and nothing is
    said of the stand-in put in their place (no FP321 about its languages, no FP105 about its name)."""
    for change in ({"title": None}, {"title": 5}, {"title": {"en": 5}}, {"id": None}, {"id": "ház tűz"}):
        call = {k: v for k, v in {**_poi_on_fire(FAMILY), **change}.items() if v is not None}
        found = _found(parse_call_text(json.dumps(call), CALLS))
        assert ("FP302", "/setup/poi/0") in found, (change, found)
        assert [code for code, pointer in found if code == "FP101"] and {code for code, _ in found} <= {"FP101", "FP302"}


def test_a_board_without_an_id_is_still_checked():
    board = {k: v for k, v in FRONT.items() if k not in ("id", "openings", "doors")}
    found = _found(parse_board_text(json.dumps(board)))
    assert ("FP101", "") in found or any(code == "FP101" for code, _ in found)
    assert any(code == "FP204" for code, _ in found), found


def test_a_refused_level_is_not_a_call_without_levels():
    """The one level has a mistyped key: the schema says so, and no check reports the Call has no levels (FP306)."""
    level = {**EXPERIENCED["levels"][0]}
    level["hazmta"] = level.pop("hazmat")
    found = _found(parse_call_text(json.dumps({**EXPERIENCED, "levels": [level]}), CALLS))
    assert [code for code, _ in found] == ["FP101"], found


def test_a_refused_setup_step_does_not_hide_a_win_the_poi_bag_cannot_give():
    """FP304 compares the win count with the POI bag alone: a setup step the schema refused changes neither."""
    procedures = json.loads(json.dumps(EXPERIENCED["setup"]["procedures"]))
    procedures[1]["count"] = "three"
    call = {**EXPERIENCED, "setup": {**EXPERIENCED["setup"], "procedures": procedures}, "win": {**EXPERIENCED["win"],
                                                                                                  "rescued": 19}}
    found = _found(parse_call_text(json.dumps(call), CALLS))
    assert ("FP304", "/win/rescued") in found and ("FP101", "/setup/procedures/1/count") in found, found


def test_a_card_naming_a_level_no_level_has_is_reported_whatever_other_level_was_refused():
    """One level refused (a mistyped key) hides no FP306 about a card's mistyped level id; a card naming the refused
    level itself is not reported (the level is there, the schema's error says what to fix)."""
    gsh = json.loads(json.dumps(GSH))
    levels = json.loads(json.dumps(EXPERIENCED["levels"]))
    levels[0]["hazmta"] = levels[0].pop("hazmat")
    gsh["levels"] = levels
    gsh["decks"][0]["cards"][0]["levels"] = ["heroc"]
    found = _found(parse_call_text(json.dumps(gsh), CALLS))
    assert ("FP306", "/decks/0/cards/0/levels/0") in found, found
    gsh["decks"][0]["cards"][0]["levels"] = [levels[0]["id"]]
    found = _found(parse_call_text(json.dumps(gsh), CALLS))
    assert [code for code, _ in found if code == "FP306"] == [], found
