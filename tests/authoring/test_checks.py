"""Board and Call checks: the bundled library is clean; corner cases the golden files do not cover."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from authoring.checks import analyse, check_board, check_call
from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "calls" / "boards").glob("*.board.json"))
CALLS = sorted((ROOT / "calls").glob("*.call.json"))


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _board(name: str = "fire-rescue-front", **changes) -> Board:
    data = _load(ROOT / "calls" / "boards" / f"{name}.board.json")
    data.update(changes)
    return Board.model_validate(data)


def _call(name: str, **changes) -> Call:
    data = _load(ROOT / "calls" / f"{name}.call.json")
    data.update(changes)
    return Call.model_validate(data)


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_bundled_boards_have_no_error_and_no_warning(path):
    assert [d.render(path.name) for d in check_board(Board.model_validate(_load(path)))] == []


@pytest.mark.parametrize("path", CALLS, ids=lambda p: p.name)
def test_bundled_calls_have_no_error_and_no_warning(path):
    call = Call.model_validate(_load(path))
    board = Board.model_validate(_load(ROOT / "calls" / "boards" / f"{call.board}.board.json"))
    assert [d.render(path.name) for d in check_call(call, board)] == []


def codes(diagnostics) -> list[str]:
    return [d.code for d in diagnostics]


def test_scene_filling_the_grid_has_no_entrance():
    board = Board(id="b", rows=3, cols=3, scene=[{"rows": [0, 2], "cols": [0, 2]}], dice={"red_sides": 2, "black_sides": 2})
    found = check_board(board)
    assert "FP204" in codes(found)
    assert "FP205" not in codes(found)  # FP204 says it once: every space is cut off when there is no way in


def test_two_enclosed_regions_give_two_fp205():
    walls = [[[1, 1], [1, 2]], [[2, 1], [2, 2]], [[1, 3], [1, 4]], [[2, 3], [2, 4]]]
    board = Board(id="b", rows=4, cols=6, walls=walls, openings=[[[0, 2], [1, 2]]])
    regions = [d.cells for d in check_board(board) if d.code == "FP205"]
    assert regions == [((1, 1), (2, 1)), ((1, 4), (2, 4))]


def test_door_to_the_outside_is_an_entrance_not_a_room_door():
    board = Board(id="b", rows=3, cols=3, doors=[{"edge": [[0, 1], [1, 1]]}])
    assert codes(check_board(board)) == ["FP207"]  # the default d6 x d8 names spaces off this tiny scene


def test_custom_dice_table_covers_a_custom_scene():
    table = [{"cell": [1, c], "roll": [1, c]} for c in (1, 2)]
    board = Board(id="b", rows=3, cols=4, openings=[[[0, 1], [1, 1]]], dice={"red_sides": 1, "black_sides": 2, "table": table})
    assert check_board(board) == []


def test_flip_closure_on_odd_dice_sides():
    # d3: 2 flips to itself, so a zone holding black 1 only can never take a roll of black 2.
    zones = {"left": {"rows": [1, 1], "cols": [1, 1]}, "right": {"rows": [1, 1], "cols": [2, 3]}}
    board = Board(id="b", rows=3, cols=5, openings=[[[0, 1], [1, 1]]], zones=zones, dice={"red_sides": 1, "black_sides": 3})
    (fp232,) = [d for d in check_board(board) if d.code == "FP232"]
    assert fp232.pointer == "/zones/left"
    assert "1-2" in fp232.message


def test_too_many_threats_points_at_the_first_marker_past_the_supply():
    call = _call("fire-rescue-family", supply={"threats": 8})
    (fp303,) = [d for d in check_call(call, _board()) if d.code == "FP303"]
    assert fp303.pointer == "/setup/fire/8"


def test_hot_spots_count_explosions_extras_and_the_flare_up_reserve():
    call = _call("fire-rescue-experienced", supply={"hot_spots": 22})
    (fp303,) = [d for d in check_call(call, _board()) if d.code == "FP303"]
    assert fp303.pointer == "/levels/2/hot_spot_supply"  # the 12 set aside: the level value that needs the most
    assert "needs 23 hot spots at level 'heroic' (0 placed + 4 from explosions + 7 rolled + 12 set aside)" in fp303.message


def test_overridden_parameter_is_blamed_for_a_missing_feature():
    call = _call("fire-rescue-family", ruleset={"name": "family", "params": {"poi_replenish": "arrows"}})
    board = _board(arrows=None)
    (fp305,) = [d for d in check_call(call, board) if d.code == "FP305"]
    assert fp305.pointer == "/ruleset/params/poi_replenish"


def test_family_rules_need_ambulance_spots_for_knock_downs():
    board = _board(parking={})
    assert codes(check_call(_call("fire-rescue-family"), board)) == ["FP305"]


def test_specialists_without_the_ruleset():
    call = _call("fire-rescue-family", specialists=["paramedic", "paramedic"])
    found = [d.pointer for d in check_call(call, _board()) if d.code == "FP306"]
    assert found == ["/specialists", "/specialists/1"]


def test_first_table_faces_past_the_die_and_missing():
    call = _call("fire-rescue-experienced")
    data = call.model_dump(mode="json", by_alias=True, exclude_none=True)
    data["setup"]["procedures"][0]["first_table"] = {"1": [3, 3], "9": [4, 4], "2": [0, 0]}
    found = [(d.pointer, d.message) for d in check_call(Call.model_validate(data), _board()) if d.code == "FP307"]
    pointers = [p for p, _ in found]
    assert pointers == [
        "/setup/procedures/0/first_table/9",
        "/setup/procedures/0/first_table/2",
        "/setup/procedures/0/first_table",
    ]
    assert "face 3, 4, 5, 6, 7, 8" in found[-1][1]


def test_analysis_of_the_bundled_calls():
    board = _board()
    family = analyse(board, _call("fire-rescue-family"))
    experienced = analyse(board, _call("fire-rescue-experienced"))
    assert family.rescue == "outside" and experienced.rescue == "ambulance"
    assert len(experienced.rescue_spaces) == 8
    assert all(experienced.distances[c] >= family.distances[c] for c in board.scene_cells())
    assert sum(o.rolls for o in family.room_odds) == 48 and family.rolls_naming_no_space == 0
    assert max(family.slide_lengths.values()) > 0 and len(family.arrow_loops) == 1
    assert json.loads(json.dumps(family.to_json()))["farthest"]["distance"] == family.farthest_distance


def test_rescue_distances_count_the_calls_rescue_places():
    """The hillside Helicopter (R-HERO-6) is a rescue place: the distances reach it, as the engine rescues there."""
    call = _call("gsh-hillside")
    board = _board(call.board)
    without = analyse(board, call.model_copy(update={"rescue_places": []}))
    report = analyse(board, call)
    helicopter = {tuple(c) for place in call.rescue_places for c in place.cells}
    assert helicopter and helicopter <= set(report.rescue_spaces) and report.rescue_places == ["helicopter"]
    assert all(report.distances[c] <= without.distances[c] for c in report.distances if without.distances[c] is not None)
    assert any(report.distances[c] < without.distances[c] for c in report.distances if without.distances[c] is not None)


def test_smoke_beside_fire_is_no_warning_across_a_fire_blocking_marker():
    """FP309 knows that fire does not cross the edges of a space under a marker that blocks fire (R-HERO-8)."""
    board = _board()
    setup = {"fire": [[2, 2]], "smoke": [[2, 1], [1, 2]], "markers": {"shutter": [[2, 1]]}}
    shutter = {"id": "shutter", "title": {"en": "Shutter"}}
    warned = _call("gsh-warehouse", setup=setup, markers=[shutter])
    blocked = _call("gsh-warehouse", setup=setup, markers=[{**shutter, "blocks_fire": True}])
    fp309 = [d.cells for d in check_call(warned, board) if d.code == "FP309"]
    assert sorted(c[0] for c in fp309) == [(1, 2), (2, 1)]
    assert [d.cells[0] for d in check_call(blocked, board) if d.code == "FP309"] == [(1, 2)]


def test_large_marker_spaces_are_checked_and_feed_the_one_marker_a_space_check():
    board = _board()
    markers = [{"id": "wreck", "title": {"en": "Wreck"}, "blocks_movement": True, "clear_cost": 2}]
    good = _call("gsh-warehouse", markers=markers, setup={"markers": {"wreck": [[[2, 1], [2, 2], [3, 2]]]}})
    assert [d for d in check_call(good, board) if d.code in ("FP314", "FP316")] == []
    overlapping = _call("gsh-warehouse", markers=markers, setup={"markers": {"wreck": [[[2, 1], [2, 2]], [2, 2]]}})
    assert [(d.code, d.pointer) for d in check_call(overlapping, board) if d.code in ("FP314", "FP316")] == [
        ("FP314", "/setup/markers/wreck/1")]


def test_helpers_start_on_the_scene_and_a_helper_win_needs_enough_of_them():
    board = _board()
    call = _call("gsh-warehouse", setup={"helpers": [[0, 5], [2, 2]]}, win={"rescued": 7, "helpers_rescued": 3})
    found = [(d.code, d.pointer) for d in check_call(call, board) if d.code in ("FP301", "FP304")]
    assert found == [("FP301", "/setup/helpers/0"), ("FP304", "/win/helpers_rescued")]


def test_helper_messages_read_in_every_language():
    from authoring.diagnostics import make
    from authoring.language.diagnostic_text import translate

    d = make("FP301", "A Helper is placed on [0, 5], outside the scene", pointer="/setup/helpers/0",
             hint="A Helper starts on a scene space of board 'fire-rescue-front'.")
    assert translate(d, "hu").message == "Egy Segítő a helyszínen kívüli [0, 5] mezőre került"
    assert "協力者" in translate(d, "ja").hint


def test_the_named_victim_starts_on_the_scene_without_fire_and_counts_for_the_win():
    board = _board()
    off = _call("gsh-warehouse", named_victim={"cell": [0, 4], "title": {"en": "Owner"}})
    assert [(d.code, d.pointer) for d in check_call(off, board) if d.code == "FP301"] == [("FP301", "/named_victim/cell")]
    burning = _call("gsh-warehouse", named_victim={"cell": list(off.setup.fire[0]), "title": {"en": "Owner"}})
    assert [(d.code, d.pointer) for d in check_call(burning, board) if d.code == "FP302"] == [("FP302", "/named_victim/cell")]
    bag = off.poi_bag.victims
    one_more = _call("gsh-warehouse", named_victim={"cell": [3, 4], "title": {"en": "Owner"}}, win={"rescued": bag + 1})
    assert [d for d in check_call(one_more, board) if d.code == "FP304"] == []
    without = _call("gsh-warehouse", win={"rescued": bag + 1})
    assert [d.pointer for d in check_call(without, board) if d.code == "FP304"] == ["/win/rescued"]


def test_named_victim_messages_read_in_every_language():
    from authoring.diagnostics import make
    from authoring.language.diagnostic_text import translate

    off = make("FP301", "the named Victim is placed on [0, 4], outside the scene", pointer="/named_victim/cell",
               hint="The named Victim starts on a scene space of board 'fire-rescue-front'.")
    assert translate(off, "hu").message == "A megnevezett Áldozat a helyszínen kívüli [0, 4] mezőre került"
    fire = make("FP302", "the named Victim is placed on [2, 3], which starts with Fire", pointer="/named_victim/cell",
                hint="Move the marker, or remove the Fire from that space.")
    assert "名前のある要救助者" in translate(fire, "ja").message


def test_a_level_number_left_out_is_a_warning_and_a_written_zero_is_not():
    data = _load(ROOT / "calls" / "fire-rescue-experienced.call.json")
    levels = data["levels"]
    del levels[1]["explosions"]
    levels[2]["hot_spots"] = 0
    found = [(d.code, d.severity, d.pointer) for d in check_call(Call.model_validate(data), _board()) if d.code == "FP317"]
    assert found == [("FP317", "warning", "/levels/1")]
    data["setup"]["procedures"][0]["count"] = 3  # the explosions no longer come from the level
    assert [d for d in check_call(Call.model_validate(data), _board()) if d.code == "FP317"] == []
    del levels[0]["hot_spot_supply"]  # the experienced rules keep Hot Spots aside for flare-ups
    assert [d.pointer for d in check_call(Call.model_validate(data), _board()) if d.code == "FP317"] == ["/levels/0"]


def _fire_deck_errors(call: Call) -> list[tuple[str, str]]:
    return [(d.pointer, d.message) for d in check_call(call, _board()) if d.code == "FP318"]


def test_a_fire_deck_empty_at_an_allowed_player_count_is_an_error_the_engine_agrees_with():
    from engine.errors import GameError
    from engine.game import Game

    data = _load(ROOT / "calls" / "gsh-warehouse.call.json")
    for card in data["decks"][0]["cards"]:
        card["players"] = [5, 6]
    data["decks"] = [d for d in data["decks"] if d["kind"] != "flare_up"]
    call = Call.model_validate(data)
    assert _fire_deck_errors(call) == [("/decks/0", "the Fire deck has no card for player counts 1, 2, 3, 4: such a game cannot be set up")]
    for players in range(1, 7):
        try:
            Game.new(call, _board(), players=players, seed=1)
        except GameError as exc:
            assert players < 5 and "Fire deck has no card" in str(exc)
        else:
            assert players >= 5


def test_flare_ups_shuffled_in_fill_the_fire_deck_and_levels_are_counted_apart():
    data = _load(ROOT / "calls" / "gsh-warehouse.call.json")
    for card in data["decks"][0]["cards"]:
        card["players"] = [5, 6]
    data["decks"][1]["in_fire_deck"] = {"1": 1, "2": 1, "3": 1}  # Flare-Ups alone make a Fire deck at 1-3 players
    assert _fire_deck_errors(Call.model_validate(data)) == [
        ("/decks/0", "the Fire deck has no card for player count 4: such a game cannot be set up")]
    data["decks"][0]["cards"][0].update(players=None, levels=["hard"])
    data["levels"] = [{"id": "easy", "name": {"en": "Easy"}}, {"id": "hard", "name": {"en": "Hard"}}]
    assert _fire_deck_errors(Call.model_validate(data)) == [
        ("/decks/0", "the Fire deck has no card for player count 4 at level 'easy': such a game cannot be set up")]
    data["ruleset"] = {"name": "gsh", "params": {"fire_phase": "roll"}}  # no Fire deck drawn: FP308 says the decks are unused
    assert _fire_deck_errors(Call.model_validate(data)) == []


def _card(card_id: str, effects: list, **fields) -> dict:
    return {"id": card_id, "title": {"en": card_id}, **fields, "effects": effects}


def _with_decks(*decks: dict, **changes) -> Call:
    """The bundled gsh Call with only ``decks``, and ``changes``."""
    data = _load(ROOT / "calls" / "gsh-warehouse.call.json")
    data.update(decks=list(decks), **changes)
    return Call.model_validate(data)


def _budget_warnings(call: Call) -> list[tuple[str, str]]:
    return [(d.pointer, d.message) for d in check_call(call, _board()) if d.code == "FP319"]


def _phase_events(call: Call, players: int = 2) -> tuple[list[str], int]:
    """The event kinds of one fire phase of ``call`` and the card steps left after it."""
    from engine.game import Game
    from engine.rules import decks

    g = Game.new(call, _board(), players=players, seed=1)
    g.ev = []
    decks.fire_phase(g)
    return [e.kind for e in g.ev], g.card_steps


def test_a_fire_phase_just_over_the_step_budget_is_a_warning_and_just_under_is_not():
    from engine.rules.decks import MAX_PHASE_STEPS

    reveals = {"effect": "repeat", "times": 10, "effects": [{"effect": "reveal_event"}]}
    blast = _card("blast", [{"effect": "place_hot_spot", "count": MAX_PHASE_STEPS // 10 - 1}])
    events = {"id": "event", "kind": "event", "cards": [blast]}
    under = _with_decks({"id": "fire", "kind": "fire", "cards": [_card("alarm", [reveals])]}, events)
    assert _budget_warnings(under) == []
    kinds, left = _phase_events(under)
    assert "effects_over_budget" not in kinds and left == 0  # exactly the budget: every step is done
    over = _with_decks({"id": "fire", "kind": "fire", "cards": [_card("alarm", [reveals, {"effect": "place_smoke"}])]}, events)
    assert _budget_warnings(over) == [("/decks/0/cards/0", (
        f"card 'alarm' and the Event cards it reveals can do {MAX_PHASE_STEPS + 1} card steps in one fire phase, over the "
        f"engine's budget of {MAX_PHASE_STEPS}: play stops that phase's effects early (worst case: 'alarm', 'blast')"))]
    assert "effects_over_budget" in _phase_events(over)[0]


def test_event_chains_count_to_the_engines_nesting_limit():
    from authoring.checks.decks import card_profile, event_table, phase_steps
    from engine.model.call import MAX_EFFECT_DEPTH
    from engine.rules.decks import MAX_PHASE_STEPS

    fire = {"id": "fire", "kind": "fire", "cards": [_card("alarm", [{"effect": "reveal_event"}])]}
    echo = _with_decks(fire, {"id": "event", "kind": "event", "cards": [_card("echo", [{"effect": "reveal_event"}])]})
    assert _budget_warnings(echo) == []  # each Event reveals one more, until the nesting limit stops the chain
    kinds, left = _phase_events(echo)
    assert "effects_too_deep" in kinds and left == MAX_PHASE_STEPS - (MAX_EFFECT_DEPTH + 1)
    profiles = {card.id: card_profile(card.effects) for deck in echo.decks for card in deck.cards}
    best, _ = event_table({"echo": profiles["echo"]})
    assert phase_steps(profiles["alarm"], 0, best) == MAX_PHASE_STEPS - left  # as many steps as the engine paid
    bomb = _with_decks(fire, {"id": "event", "kind": "event", "cards": [_card("bomb", [{"effect": "reveal_event"}] * 3)]})
    assert [p for p, _ in _budget_warnings(bomb)] == ["/decks/0/cards/0"]
    assert "effects_over_budget" in _phase_events(bomb)[0]


def test_the_budget_warning_names_the_game_when_the_deal_decides_it_and_reads_in_every_language():
    from authoring.language.diagnostic_text import LANGUAGES, translate_hint, translate_message

    flare = {"id": "flare", "kind": "flare_up", "in_fire_deck": {"3": 1},
             "cards": [_card("flare", [{"effect": "repeat", "times": 4, "effects": [{"effect": "reveal_event"}]}])]}
    big = _card("big", [{"effect": "repeat", "times": 5, "effects": [{"effect": "place_smoke", "count": 100}]}],
                players=[3, 4], levels=["hard"])
    decks = ({"id": "fire", "kind": "fire", "cards": [_card("calm", [{"effect": "advance_fire"}])]}, flare,
             {"id": "event", "kind": "event", "cards": [_card("small", [{"effect": "advance_fire"}]), big]})
    assert _budget_warnings(_with_decks(*decks)) == []  # without levels 'big' is never dealt
    levels = [{"id": "easy", "name": {"en": "Easy"}}, {"id": "hard", "name": {"en": "Hard"}}]
    (found,) = [d for d in check_call(_with_decks(*decks, levels=levels), _board()) if d.code == "FP319"]
    assert found.pointer == "/decks/1/cards/0"  # a Flare-Up card shuffled into the Fire deck at 3 players
    assert "2004 card steps in one fire phase in a 3-player game at level 'hard'" in found.message
    assert found.message.endswith("(worst case: 'flare', 'big')")
    for lang in LANGUAGES:
        assert "{" not in translate_message("FP319", found.message, lang)
        assert "{" not in translate_hint(found.hint, lang)


def test_a_call_without_vehicles_rescues_at_its_rescue_places():
    """FP304 said no Victim could be rescued without vehicles even where the Call names a rescue place (R-HERO-6)."""
    data = _load(ROOT / "calls" / "gsh-hillside.call.json")
    data["ruleset"] = {"name": "gsh", "params": {"vehicles": False}}
    call = Call.model_validate(data)
    board = _board(call.board)
    assert "FP304" not in [d.code for d in check_call(call, board)]
    assert "FP304" in [d.code for d in check_call(call.model_copy(update={"rescue_places": []}), board)]


@pytest.mark.parametrize("field", ["water_sources", "rescue_places", "markers"])
def test_a_mechanic_id_used_twice_is_an_error_at_the_second(field):
    data = _load(ROOT / "calls" / "gsh-hillside.call.json")
    data[field].append(dict(data[field][0]))
    call = Call.model_validate(data)
    board = _board(data["board"])
    found = [(d.pointer, d.message) for d in check_call(call, board) if d.code == "FP306"]
    last = len(data[field]) - 1
    assert found == [(f"/{field}/{last}/id", f"{field[:-1].replace('_', ' ')} id '{data[field][0]['id']}' is used twice "
                                            f"(first at /{field}/0)")], found


def test_markers_on_a_board_with_no_outside_space_are_checked_without_a_crash():
    board = Board.model_validate({"id": "allin", "rows": 4, "cols": 4, "scene": [{"rows": [0, 3], "cols": [0, 3]}]})
    call = Call.model_validate({"id": "c", "title": {"en": "C"}, "board": "allin", "ruleset": {"name": "gsh"},
                                "markers": [{"id": "wreck", "title": {"en": "W"}, "blocks_movement": True}],
                                "setup": {"markers": {"wreck": [[1, 1]]}}})
    assert "FP324" not in {d.code for d in check_call(call, board)}
    assert analyse(board, call).cut_off


def test_a_call_without_boosts_needs_no_boost_cards():
    heroes = _load(ROOT / "calls" / "gsh-warehouse.call.json")["heroes"]
    call = _call("gsh-warehouse", heroes={**heroes, "boosts": [], "boosts_per_call": 0})
    assert not [d for d in check_call(call, _board()) if d.code == "FP310"]


def test_a_gear_and_a_boost_of_one_id_are_an_error_the_engine_still_plays():
    from engine.game import Game

    heroes = _load(ROOT / "calls" / "gsh-warehouse.call.json")["heroes"]
    heroes["boosts"][0]["id"] = heroes["gear"][0]["id"]
    call = _call("gsh-warehouse", heroes=heroes)
    (found,) = [d for d in check_call(call, _board()) if d.code == "FP306"]
    assert found.pointer == "/heroes/boosts/0/id" and "first at /heroes/gear/0/id" in found.message
    assert Game.new(call, _board(), players=2, seed=1).st.phase == "forge"


def test_a_diagonal_step_between_markers_keeps_a_space_reachable(tmp_path):
    """The golden Call's Scout may move diagonally (R-ACT-14): four markers around the named Victim leave the
    corners open, so the Call can be won (no FP304), and FP324 warns that only that diagonal step gets in; all eight
    close it in (FP304, and FP324 for the space)."""
    import shutil

    from authoring.files.validate import validate_path

    case = Path(__file__).resolve().parents[1] / "golden" / "diagnostics" / "FP304-named-victim-closed-in"
    shutil.copytree(case, tmp_path / "case")
    path = tmp_path / "case" / "fp304-greta-closed-in.call.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert '"allow", "action": "diagonal_move"' in json.dumps(data["heroes"]).replace("'", '"')
    data["setup"]["markers"] = {"propane-tank": [[2, 3], [4, 3], [3, 2], [3, 4]]}
    path.write_text(json.dumps(data), encoding="utf-8")
    found = [d for d in validate_path(path) if d.code in ("FP304", "FP324")]
    assert [(d.code, d.cells) for d in found] == [("FP324", ((3, 3),))] and "only by a diagonal move" in found[0].message


def test_a_zone_of_outside_spaces_is_no_zone_an_engine_spot_borders():
    data = json.loads((Path(__file__).resolve().parents[2] / "calls" / "boards" / "fire-rescue-front.board.json")
                      .read_text(encoding="utf-8"))
    data["zones"]["empty"] = {"rows": [0, 0], "cols": [0, 9]}  # the outside row above the building
    found = check_board(Board.model_validate(data))
    assert sorted(d.code for d in found if d.code.startswith("FP23")) == ["FP230", "FP230"], found


def test_a_setup_short_of_space_only_with_more_players_is_found_at_the_procedure():
    from authoring.checks.trials import check_setups
    from authoring.files.load import load_path

    loaded = load_path(Path(__file__).resolve().parents[2] / "calls" / "fire-rescue-experienced.call.json")
    procedures = [p.model_copy(update={"by_players": {"6": 60}}) if p.do == "place_hazmat" else p
                  for p in loaded.model.setup.procedures]
    call = loaded.model.model_copy(update={"setup": loaded.model.setup.model_copy(update={"procedures": procedures})})
    short = [d for d in check_setups(call, loaded.board) if d.code == "FP325"]
    assert short and all(d.pointer == "/setup/procedures/1" and "with 6 players" in d.message for d in short), short


@pytest.mark.parametrize("name", ["fire-rescue-family", "fire-rescue-experienced", "gsh-warehouse", "gsh-hillside"])
def test_the_setup_trials_of_every_bundled_call_fit_the_budget(name):
    from authoring.checks import trials
    from authoring.files.load import load_path

    loaded = load_path(ROOT / "calls" / f"{name}.call.json")
    budget = trials.Budget()
    levels = [level.id for level in loaded.model.levels] or [None]
    for level in levels:
        found = trials.try_setups(loaded.model, loaded.board, level, trials.trials_per_level(len(levels)), budget=budget)
        assert found is not None and found.tried == trials.trials_per_level(len(levels))
    assert budget.left > trials.SETUP_EVENTS // 2, "the bundled Calls use under half of it"


def test_huge_setups_are_tried_only_up_to_the_budget_and_the_levels_left_are_named(monkeypatch):
    from authoring.checks import trials
    from authoring.files.load import load_path

    loaded = load_path(ROOT / "tests" / "golden" / "diagnostics" / "FP326-setups-too-large" / "fp326-huge-setups.call.json")
    many = loaded.model.model_copy(update={"levels": [level.model_copy(update={"id": f"l{i}"})
                                                      for i in range(60) for level in loaded.model.levels[:1]]})
    setups = []
    new = trials.Game.new
    monkeypatch.setattr(trials.Game, "new", lambda *a, **k: setups.append(1) or new(*a, **k))
    (note,) = [d for d in trials.check_setups(many, loaded.board) if d.code == "FP326"]
    assert len(setups) == 1, "one setup of about 77,000 events spends the budget: 59 levels are not set up at all"
    assert note.severity == "info" and note.pointer == "/levels"
    assert "at 60 levels ('l0', 'l1', 'l2', ...)" in note.message and f"{trials.SETUP_EVENTS:,}" in note.message
    from authoring.language.diagnostic_text import translate_message

    assert translate_message("FP326", note.message, "hu").startswith("60 szinten ('l0', 'l1', 'l2', ...) ")


def test_an_undefined_marker_one_slip_from_a_defined_one_is_named():
    from authoring.checks import Context
    from authoring.checks.mechanics import check_marker_setup
    from authoring.files.load import load_path

    loaded = load_path(ROOT / "tests" / "golden" / "diagnostics" / "FP314-undefined-marker" / "fp314-markers.call.json")
    kinds = [k.id for k in loaded.model.markers]
    slip = kinds[0][:-2] + kinds[0][-1] + kinds[0][-2]  # the last two letters swapped
    setup = loaded.model.setup.model_copy(update={"markers": {slip: [[1, 1]]}})
    call = loaded.model.model_copy(update={"setup": setup})
    (d,) = [d for d in check_marker_setup(Context(loaded.board, call)) if d.pointer.startswith("/setup")]
    assert d.hint == f"Did you mean '{kinds[0]}'? Otherwise define it under \"markers\"."


def test_rolls_past_a_rectangular_scene_suggest_the_dice_that_name_it_exactly():
    # A 6 x 8 grid's scene is rows 1-4, cols 1-6: the default d6 and d8 roll 5-x, 6-x, x-7 and x-8 on nothing.
    board = Board(id="b", rows=6, cols=8)
    (d,) = [d for d in check_board(board) if d.code == "FP207" and "name no scene space" in d.message]
    assert d.hint.startswith('Give the dice 4 red and 6 black sides ("dice": {"red_sides": 4, "black_sides": 6})')
    fixed = Board(id="b", rows=6, cols=8, dice={"red_sides": 4, "black_sides": 6})
    assert not [d for d in check_board(fixed) if d.code == "FP207"]


@pytest.mark.parametrize(("bag", "win", "loss", "hint"), [
    (10, 9, 4, 'Lower "win.rescued" to 7 or "loss.victims_lost" to 2, or add Victims to "poi_bag".'),
    (3, 3, 5, 'Lower "loss.victims_lost" to 1, or add Victims to "poi_bag".'),  # no win count of 1 or more would do
])
def test_a_win_that_can_close_before_the_loss_is_fp327_with_a_hint_that_works(bag, win, loss, hint):
    from authoring.checks import Context
    from authoring.checks.setup import check_win_stays_open
    from authoring.language.diagnostic_text import translate_hint

    call = Call(id="c", title={"en": "T"}, board="b", poi_bag={"victims": bag, "false_alarms": 5},
                win={"rescued": win}, loss={"victims_lost": loss})
    (d,) = check_win_stays_open(Context(board=None, call=call))
    assert d.hint == hint and translate_hint(d.hint, "hu") is not None
    assert f"once {bag - win + 1} {'is' if bag - win + 1 == 1 else 'are'} lost" in d.message
    fixed = call.model_copy(update={"loss": call.loss.model_copy(update={"victims_lost": bag - win + 1})})
    assert list(check_win_stays_open(Context(board=None, call=fixed))) == []


def _corner_behind_rubble(heroes) -> list:
    """FP324 of a small gsh Call whose corner [3, 4] only a diagonal step gets into: Rubble on [2, 4] and [3, 3]."""
    board = Board(id="hut", rows=5, cols=6, openings=[[[0, 1], [1, 1]]])
    call = Call.model_validate({
        "id": "c", "title": {"en": "C"}, "board": "hut", "ruleset": {"name": "gsh"}, "heroes": heroes,
        "markers": [{"id": "rubble", "title": {"en": "Rubble"}, "blocks_movement": True}],
        "setup": {"markers": {"rubble": [[2, 4], [3, 3]]}}})
    return [d for d in check_call(call, board) if d.code == "FP324"]


def test_a_region_only_a_heros_diagonal_move_gets_into_is_warned_of():
    hillside = json.loads((ROOT / "calls" / "gsh-hillside.call.json").read_text(encoding="utf-8"))
    assert "diagonal_move" in json.dumps(hillside["heroes"])
    (found,) = _corner_behind_rubble(hillside["heroes"])
    assert found.cells == ((3, 4),) and "only by a diagonal move" in found.message
    assert found.pointer == "/setup/markers/rubble/0"
    (walled,) = _corner_behind_rubble(None)  # no hero steps diagonally: reached only by chopping through walls
    assert "only by chopping through walls" in walled.message


@pytest.mark.parametrize(("ruleset", "params", "switch"), [
    ("experienced", {}, '"ruleset.params.hot_spots"'),
    ("gsh", {"hazmat": True}, '"ruleset.params.hazmat_leaves_hot_spot"'),
    ("gsh", {"hazmat": False}, '"ruleset.params.hazmat" and "ruleset.params.hazmat_leaves_hot_spot"'),
])
def test_fp328_names_the_parameters_that_make_the_hot_spot_supply_read_in_each_language(ruleset, params, switch):
    from authoring.checks.setup import _supply_switch
    from authoring.language.diagnostic_text import translate_hint
    from engine.model import resolve_params

    assert _supply_switch(resolve_params(ruleset, params)) == switch
    hint = f'Remove "hot_spot_supply" from the level, or set {switch} to true.'
    assert all(translate_hint(hint, lang) not in (None, hint) for lang in ("hu", "ja"))


def _calls_with_boards():
    """Every bundled and golden Call that loads, with its board."""
    from authoring.files.load import load_path

    root = Path(__file__).resolve().parents[2]
    for path in sorted([*root.glob("calls/*.call.json"), *root.glob("tests/golden/diagnostics/*/*.call.json")]):
        result = load_path(path)
        if result.model is not None and result.board is not None:
            yield path.parent.name + "/" + path.name, result.model, result.board


@pytest.mark.parametrize(("name", "call", "board"), list(_calls_with_boards()), ids=lambda v: v if isinstance(v, str) else "")
def test_the_checks_of_the_call_alone_find_without_the_board_what_they_find_with_it(name, call, board):
    """A Call whose board cannot be loaded still gets these checks (FP102 besides): they must not read the board."""
    from authoring.checks import CALL_ALONE_CHECKS, Context, check_call_alone, run

    alone = [(d.code, d.pointer, d.message) for d in check_call_alone(call)]
    with_board = [(d.code, d.pointer, d.message) for d in run(Context(board, call), CALL_ALONE_CHECKS)]
    assert alone == with_board, name


def test_a_call_whose_board_is_missing_gets_its_other_mistakes_found_too(tmp_path):
    from typer.testing import CliRunner

    from authoring.cli import app

    root = Path(__file__).resolve().parents[2]
    data = json.loads((root / "calls" / "fire-rescue-family.call.json").read_text(encoding="utf-8"))
    data.update(board="nowhere", win={"rescued": 12})
    path = tmp_path / "fire-rescue-family.call.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(app, ["validate", str(path)])
    assert result.exit_code == 1 and " FP102 " in result.output and " FP304 " in result.output, result.output


def test_the_hot_spots_a_call_without_levels_sets_aside_count_against_the_box(tmp_path):
    """R-SETUP-2, FP303: a Call without levels keeps the rulebook's 6 Hot Spots aside, so they need room in the box."""
    from authoring.files.validate import validate_path

    root = Path(__file__).resolve().parents[2]
    data = json.loads((root / "calls" / "fire-rescue-experienced.call.json").read_text(encoding="utf-8"))
    data.pop("levels")
    for step, count in zip(data["setup"]["procedures"], (3, 3, 3, 1), strict=True):
        step["count"] = count
    shutil.copytree(root / "calls" / "boards", tmp_path / "boards")
    path = tmp_path / "fire-rescue-experienced.call.json"
    for box, flagged in ((13, False), (12, True)):  # 3 explosions + 1 + 3 (6 players) rolled + 6 aside = 13
        data["supply"]["hot_spots"] = box
        path.write_text(json.dumps(data), encoding="utf-8")
        said = [d.message for d in validate_path(path) if d.code == "FP303"]
        assert bool(said) == flagged and all("6 set aside" in m for m in said), said


def test_fp304_names_the_player_counts_whose_setup_places_too_few_poi_when_none_come_after(tmp_path):
    from authoring.files.validate import validate_path
    from authoring.language.diagnostic_text import translate

    root = Path(__file__).resolve().parents[2]
    data = json.loads((root / "calls" / "fire-rescue-experienced.call.json").read_text(encoding="utf-8"))
    data["ruleset"] = {"name": "experienced", "params": {"poi_on_board": 0}}
    next(p for p in data["setup"]["procedures"] if p["do"] == "place_poi")["by_players"] = {"6": 9}
    shutil.copytree(root / "calls" / "boards", tmp_path / "boards")
    path = tmp_path / "fire-rescue-experienced.call.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    found = [d for d in validate_path(path) if d.code == "FP304"]
    assert len(found) == 1 and "places 3 POI with player counts 1, 2, 3, 4, 5:" in found[0].message, found
    for lang in ("hu", "ja"):
        assert "1, 2, 3, 4, 5" in translate(found[0], lang).message and "setup" not in translate(found[0], lang).message


def _courtyard(**changes) -> tuple[Board, Call]:
    """The FP330 golden case: a building whose one opening leads into a closed courtyard, the Ambulance on the street."""
    case = ROOT / "tests" / "golden" / "diagnostics" / "FP330-rescue-only-through-walls"
    board = {**_load(case / "boards" / "courtyard.board.json"), **changes}
    return Board.model_validate(board), Call.model_validate(_load(case / "fp330-rescue-only-through-walls.call.json"))


def test_spaces_that_reach_the_ambulance_only_through_walls_are_named_and_the_others_not():
    """A door from the bottom rooms to the street, and a wall between them and the rest (R-ACT-4): the bottom rooms
    reach the Ambulance, the 26 spaces above them only by chopping (FP330, in three languages); with the wall gone
    every space reaches it."""
    from authoring.language.diagnostic_text import translate

    split = [[[5, c], [6, c]] for c in (1, 2, 6, 7)]
    board, call = _courtyard(doors=[{"edge": [[7, 4], [8, 4]]}], walls=split)
    (found,) = [d for d in check_call(call, board) if d.code == "FP330"]
    assert found.message.startswith("26 scene spaces lead to the Ambulance's spots only through chopped walls")
    assert (6, 1) not in found.cells and (1, 1) in found.cells and len(found.cells) == 26
    assert translate(found, "hu").message.startswith("26 helyszínmezőről csak kivágott falakon át vezet út a Mentőautó")
    assert translate(found, "ja").message.startswith("建物内の 26 マスからは")
    board, call = _courtyard(doors=[{"edge": [[7, 4], [8, 4]]}])
    assert "FP330" not in {d.code for d in check_call(call, board)}


def test_a_family_courtyard_is_outside_so_its_victims_are_rescued_there():
    """Family rules rescue on any outside space (R-ACT-4): the courtyard is one, so FP330 says nothing."""
    board, call = _courtyard()
    family = call.model_copy(update={"ruleset": call.ruleset.model_copy(update={"name": "family"})})
    assert "FP330" not in {d.code for d in check_call(family, board)}
    assert "FP330" in {d.code for d in check_call(call, board)}


def test_a_poi_card_counts_only_where_a_game_draws_it():
    """FP304 (R-POI-1, R-SETUP-3): the golden Call's Event card places a POI, but no card reveals an Event card; one
    Fire card that reveals makes it drawn, and the Call can be won. Dealt only at a player count the Call lacks, it
    is not drawn again."""
    case = ROOT / "tests" / "golden" / "diagnostics" / "FP304-poi-card-never-drawn"
    data = _load(case / "fp304-poi-card-never-drawn.call.json")
    board = Board.model_validate(_load(case / "boards" / "hillside-house.board.json"))
    assert "FP304" in {d.code for d in check_call(Call.model_validate(data), board)}
    fire = next(deck for deck in data["decks"] if deck["kind"] == "fire")
    fire["cards"][0]["effects"].append({"effect": "reveal_event"})
    assert "FP304" not in {d.code for d in check_call(Call.model_validate(data), board)}
    event = next(deck for deck in data["decks"] if deck["kind"] == "event")
    event["cards"][-1]["players"] = [6]
    data["players"] = {"min": 1, "max": 5}
    assert "FP304" in {d.code for d in check_call(Call.model_validate(data), board)}


def test_a_hot_spot_supply_too_small_is_pointed_at_the_level_value_that_needs_the_most():
    """FP303 (R-SETUP-2): 1,000 explosions at a level need 1,000 Hot Spots; the error points at "explosions", not at
    the Hot Spots the level rolls or sets aside, which are set too and need 10."""
    levels = _load(ROOT / "calls" / "fire-rescue-experienced.call.json")["levels"]
    levels[0] = {**levels[0], "explosions": 1000, "hot_spots": 1, "hot_spot_supply": 6}
    found = [d for d in check_call(_call("fire-rescue-experienced", levels=levels), _board()) if d.code == "FP303"]
    assert [d.pointer for d in found] == ["/levels/0/explosions"], found


def _family(**params) -> dict:
    data = _load(ROOT / "calls" / "fire-rescue-family.call.json")
    data["ruleset"] = {"name": "family", "params": {"fire_phase": "fire_deck", **params}}
    return data


def test_a_call_whose_card_heals_victims_can_be_won_with_1_ap_a_turn():
    """A Healed Victim is led for 1 AP a step (R-ACT-12): with a card that Heals, 1 AP a turn can still win, so the
    FP304 of firefighters who never hold the 2 AP of a carrying step is not said; without the card it is."""
    burn = {"id": "burn", "title": {"en": "Burn"}, "effects": [{"effect": "advance_fire"}]}
    data = _family(ap_per_turn=1, max_saved_ap=0) | {"decks": [{"id": "fire", "kind": "fire", "cards": [burn]}]}
    assert any("holds at most 1 AP at once" in d.message
               for d in check_call(Call.model_validate(data), _board()) if d.code == "FP304")
    burn["effects"].append({"effect": "heal", "target": "current_player"})
    assert not [d for d in check_call(Call.model_validate(data), _board()) if d.code == "FP304"]


def test_an_event_card_that_reveals_is_drawn_only_when_a_fire_card_reveals():
    """FP304 (R-POI-1): the only card placing a POI is an Event card, and the only one revealing Event cards is another
    Event card: no Fire card reveals, so neither is ever drawn and the Call cannot be won."""
    events = {"id": "events", "kind": "event", "cards": [
        {"id": "chain", "title": {"en": "Chain"}, "effects": [{"effect": "reveal_event"}]},
        {"id": "found", "title": {"en": "Found"}, "effects": [{"effect": "place_poi"}]}]}
    burn = {"id": "burn", "title": {"en": "Burn"}, "effects": [{"effect": "advance_fire"}]}
    data = _family(poi_on_board=0) | {"decks": [{"id": "fire", "kind": "fire", "cards": [burn]}, events]}
    assert [d.pointer for d in check_call(Call.model_validate(data), _board()) if d.code == "FP304"] == [
        "/ruleset/params/poi_on_board"]
    burn["effects"].append({"effect": "reveal_event"})
    assert not [d for d in check_call(Call.model_validate(data), _board()) if d.code == "FP304"]


def test_a_heavy_first_round_never_cuts_the_setups_tried():
    """The first rounds FP331 plays have their own budget: a Fire card of many steps leaves every setup tried (no
    FP326), and the first rounds past the budget are not played."""
    from authoring.checks import trials

    burn = {"id": "burn", "title": {"en": "Burn"}, "effects": [
        {"effect": "repeat", "times": 10, "effects": [{"effect": "advance_fire", "times": 100}]}]}
    data = _family() | {"decks": [{"id": "fire", "kind": "fire", "cards": [burn]}]}
    call = Call.model_validate(data)
    budget = trials.Budget()
    found = trials.try_setups(call, _board(), None, budget=budget)
    assert found.tried == trials.SETUP_TRIALS and budget.left > trials.SETUP_EVENTS // 2
    assert found.first_rounds >= 1 and (found.first_rounds == found.tried or budget.round_left <= 0)
    assert "FP326" not in {d.code for d in check_call(call, _board())}


def test_decks_of_more_cards_than_a_saved_game_keeps_are_one_error_at_the_decks(tmp_path):
    """A Call's decks hold at most 100,000 cards, copies counted (a saved game keeps as many in a pile): more is one
    FP101 at "decks", and no check that reads the decks reports the Call as having none (FP306)."""
    from authoring.files.validate import validate_path
    from engine.model.call import MAX_CARDS

    data = _load(ROOT / "calls" / "gsh-warehouse.call.json")
    cards = [{"id": f"c{i}", "title": {"en": "C"}, "copies": 100, "effects": [{"effect": "advance_fire"}]}
             for i in range(1000)]
    data["decks"].append({"id": "more", "kind": "event", "cards": cards})
    shutil.copytree(ROOT / "calls" / "boards", tmp_path / "boards")
    path = tmp_path / "gsh-warehouse.call.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    found = [d for d in validate_path(path) if d.severity == "error"]
    assert [(d.code, d.pointer) for d in found] == [("FP101", "/decks")], found
    assert f"a Call holds at most {MAX_CARDS:,}" in found[0].message


@pytest.mark.parametrize("blank", [" \t", "\u3000\u3000", "\n"])
def test_a_text_of_only_spaces_says_nothing_and_is_found(tmp_path, blank):
    """A blank English title is an error (players would see nothing), in three languages; a blank Hungarian or
    Japanese one is FP321 at its own key, and players in that language read the English."""
    import shutil

    from authoring.files.validate import validate_path
    from authoring.language.diagnostic_text import translate_message

    root = Path(__file__).resolve().parents[2]
    shutil.copytree(root / "calls" / "boards", tmp_path / "boards")
    path = tmp_path / "fire-rescue-family.call.json"
    data = json.loads((root / "calls" / path.name).read_text(encoding="utf-8"))
    data["title"] = {"en": blank}
    path.write_text(json.dumps(data), encoding="utf-8")
    (error,) = [d for d in validate_path(path) if d.severity == "error"]
    assert (error.code, error.pointer, error.message) == ("FP101", "/title/en", "must not be blank: it holds only spaces")
    for lang in ("hu", "ja"):
        assert translate_message("FP101", error.message, lang) not in (None, error.message)
    data["title"] = {"en": "Night", "hu": blank, "ja": "夜"}
    path.write_text(json.dumps(data), encoding="utf-8")
    found = [d for d in validate_path(path) if d.code == "FP321"]
    assert [(d.pointer, d.message) for d in found] == [
        ("/title/hu", "this text's Hungarian (hu) is blank: players in hu read it in English")]
    assert translate_message("FP321", found[0].message, "ja") not in (None, found[0].message)
    assert Call.model_validate(data).title.get("hu") == "Night"
