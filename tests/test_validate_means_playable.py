"""One promise: a board and Call that validate without error set up and play, at every level and player count.

Hypothesis writes a library (a board and a Call) by changing the bundled ones
across the formats: walls, doors, openings, zones, arrows, parking spots and
dice of the board; ruleset and parameters, player range, levels, setup,
supplies, win and loss, specialists, vehicle spots, open doors and decks of the Call. Whenever ``load_usable`` (what
every command that plays uses) accepts the pair, ``Game.new`` must succeed for
every level and player count the Call allows, and 20 random legal actions
after it; its board is drawn as ``inspect`` and ``render`` draw it. The engine's own errors (``GameError``) count as failures too: a
Call the engine refuses must not validate.

``CALLFORGE_HYPOTHESIS_EXAMPLES`` sets the number of libraries (default 50).
"""

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from authoring.canonical import canonical_board
from authoring.drawings.render import markers_from_setup, render_svg
from authoring.drawings.text import draw_board
from authoring.files.validate import UnusableFileError, load_usable
from engine.dice import make_rng
from engine.game import Game
from engine.model import Board
from engine.model.ruleset import SPECIALISTS, RulesetParams, resolve_params

ROOT = Path(__file__).resolve().parents[1]
CALLS = ROOT / "calls"
EXAMPLES = int(os.environ.get("CALLFORGE_HYPOTHESIS_EXAMPLES", "50"))
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much],
)
ACTIONS = 20

BOARDS = {p.name[: -len(".board.json")]: json.loads(p.read_text(encoding="utf-8")) for p in sorted((CALLS / "boards").glob("*.board.json"))}
BASE_CALLS = {p.name[: -len(".call.json")]: json.loads(p.read_text(encoding="utf-8")) for p in sorted(CALLS.glob("*.call.json"))}
GSH_DECKS = BASE_CALLS["gsh-warehouse"]["decks"]


def _fewer(items, most: int = 3):
    """``items`` less up to ``most`` of them."""
    return st.sets(st.integers(0, max(0, len(items) - 1)), max_size=min(most, len(items))).map(
        lambda gone: [item for i, item in enumerate(items) if i not in gone]
    )


def _sometimes(draw, odds: int = 4) -> bool:
    return draw(st.integers(0, odds - 1)) == 0


@st.composite
def boards(draw):
    board = json.loads(json.dumps(BOARDS[draw(st.sampled_from(sorted(BOARDS)))]))
    board["id"] = "house"
    if _sometimes(draw):
        board["walls"] = draw(_fewer(board.get("walls", []), 6))
    if _sometimes(draw):
        board["doors"] = [
            {**door, "state": draw(st.sampled_from(["open", "closed"]))} for door in draw(_fewer(board.get("doors", []), 2))
        ]
    if _sometimes(draw):
        board["openings"] = draw(_fewer(board.get("openings", []), 2))
    if _sometimes(draw, 8):
        board.pop("zones", None)
    if _sometimes(draw, 8):
        board.pop("arrows", None)
    for kind in ("ambulance", "engine"):
        if _sometimes(draw, 6):
            board["parking"][kind] = draw(_fewer(board["parking"].get(kind, []), 4))
    if _sometimes(draw, 20):
        board["dice"] = {"red_sides": draw(st.integers(1, 8)), "black_sides": draw(st.integers(1, 10))}
    return board


PARAM_VALUES = {
    "ap_per_turn": st.integers(1, 6),
    "max_saved_ap": st.integers(0, 6),
    "poi_on_board": st.integers(0, 5),
    "rescue": st.sampled_from(["outside", "ambulance"]),
    "knock_down": st.sampled_from(["nearest_ambulance_space", "ambulance"]),
    "poi_replenish": st.sampled_from(["reroll", "arrows"]),
    "poi_blocked_by": st.lists(st.sampled_from(["fire", "smoke", "firefighter", "poi"]), max_size=4, unique=True),
    "fire_phase": st.sampled_from(["roll", "fire_deck"]),
}
"""Values to draw for each ruleset parameter; the others are true/false."""


def _scene(board_doc) -> list[list[int]]:
    return sorted([list(c) for c in Board.model_validate(board_doc).scene_cells()])


@st.composite
def calls(draw, board):
    call = json.loads(json.dumps(BASE_CALLS[draw(st.sampled_from(sorted(BASE_CALLS)))]))
    call["id"], call["board"] = "generated", "house"
    ruleset = call.setdefault("ruleset", {"name": "family"})
    if _sometimes(draw, 3):
        ruleset["name"] = draw(st.sampled_from(["family", "experienced", "gsh"]))
    params = {}
    for name in draw(st.lists(st.sampled_from(sorted(RulesetParams.model_fields)), max_size=3, unique=True)):
        params[name] = draw(PARAM_VALUES.get(name, st.booleans()))
    ruleset["params"] = {**ruleset.get("params", {}), **params}
    resolved = resolve_params(ruleset["name"], ruleset["params"])
    low = draw(st.integers(1, 6))
    call["players"] = {"min": low, "max": draw(st.integers(low, 6))}
    setup = call.setdefault("setup", {})
    if _sometimes(draw, 3):
        # New markers on distinct scene spaces (now and then one anywhere on the grid), a slice per kind.
        spaces = draw(st.permutations(_scene(board)))
        if _sometimes(draw, 10):
            spaces = [[draw(st.integers(0, board.get("rows", 8) - 1)), draw(st.integers(0, board.get("cols", 10) - 1))], *spaces]
        at = 0
        for name in ("fire", "smoke", "poi", "hazmat", "hot_spots", "debris"):
            n = draw(st.integers(0, 4))
            setup[name], at = spaces[at : at + n], at + n
    if not resolved.debris and not _sometimes(draw, 10):
        setup.pop("debris", None)
    if _sometimes(draw, 6):
        setup["firefighters"] = draw(st.lists(st.sampled_from(_scene(board)), max_size=3))
    for level in call.get("levels", []):
        for name in ("explosions", "hazmat", "hot_spots", "hot_spot_supply"):
            if _sometimes(draw):
                level[name] = draw(st.integers(0, 200) if _sometimes(draw, 8) else st.integers(0, 3))
    if _sometimes(draw):
        call["poi_bag"] = {"victims": draw(st.integers(0, 12)), "false_alarms": draw(st.integers(0, 6))}
    if _sometimes(draw):
        call["supply"] = {"damage": draw(st.integers(1, 30)), "threats": draw(st.integers(10, 40)),
                          "hazmat": draw(st.integers(0, 8)), "hot_spots": draw(st.integers(0, 30))}
    if _sometimes(draw):
        call["win"] = {"rescued": draw(st.integers(1, 10))}
        call["loss"] = {"victims_lost": draw(st.integers(1, 6))}
    if _sometimes(draw, 5):
        call["specialists"] = draw(st.lists(st.sampled_from(list(SPECIALISTS)), min_size=1, max_size=8, unique=True))
    if _sometimes(draw, 5):
        setup["vehicles"] = {"ambulance": draw(st.integers(0, 4)), "engine": draw(st.integers(0, 4))}
    if _sometimes(draw, 5):
        setup["open_doors"] = [d["edge"] for d in board.get("doors", [])[: draw(st.integers(0, 3))]]
    wants_decks = resolved.fire_phase == "fire_deck"
    if _sometimes(draw, 10):
        wants_decks = not wants_decks
    call["decks"] = json.loads(json.dumps(GSH_DECKS)) if wants_decks else []
    return call


@st.composite
def libraries(draw):
    board = draw(boards())
    return board, draw(calls(board))


def _play(call, board, level, players, seed):
    game = Game.new(call, board, players=players, seed=seed, difficulty=level)
    rng = make_rng(seed)
    for _ in range(ACTIONS):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))


@SETTINGS
@given(library=libraries(), seed=st.integers(0, 2**32 - 1))
def test_a_library_that_validates_plays_at_every_level_and_player_count(tmp_path_factory, library, seed):
    board_doc, call_doc = library
    folder = tmp_path_factory.mktemp("library")
    (folder / "boards").mkdir()
    (folder / "boards" / "house.board.json").write_text(json.dumps(board_doc), encoding="utf-8")
    (folder / "generated.call.json").write_text(json.dumps(call_doc), encoding="utf-8")
    try:
        result = load_usable(folder / "generated.call.json")
    except UnusableFileError as exc:
        event(f"refused {call_doc['ruleset']['name']}: " + ", ".join(sorted({d.code for _, found in exc.reports for d in found if d.severity == "error"})))
        assume(False)  # not a library that validates; if none ever did, Hypothesis fails the test as unsatisfiable
    call, board = result.model, result.board
    event(f"validates: {call.ruleset.name}")
    # What inspect and render do with it.
    assert canonical_board(board)["scene"] and draw_board(board)
    assert render_svg(board, state=markers_from_setup(call)).startswith("<svg")
    for level in [lv.id for lv in call.levels] or [None]:
        for players in range(call.players.min, call.players.max + 1):
            _play(call, board, level, players, seed)
