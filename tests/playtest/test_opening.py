"""The team's start chosen by rollouts of the opening rounds (``engine/bots/opening.py``, R-SETUP-2)."""

from pathlib import Path

from authoring import playtest as pt
from engine.bots import bot_class
from engine.bots.opening import opening_start, opens_by_search
from engine.bots.setup_choice import choose_seen_start
from engine.bots.view import determinize
from engine.game import Game

ROOT = Path(__file__).resolve().parents[2]
EXPERIENCED = str(ROOT / "calls" / "fire-rescue-experienced.call.json")


def unplaced(path: str, level: str | None, players: int, seed: int) -> Game:
    """A game whose setup is on the board and whose team is not placed yet."""
    call, board = pt.load_call(path)
    return Game.new(call, board, players=players, seed=seed, difficulty=level)


def test_the_rollouts_move_some_starts_and_every_start_is_legal():
    moved = 0
    for seed in range(4):
        game = unplaced(EXPERIENCED, "heroic", 4, seed)
        start = opening_start(game)
        moved += start != choose_seen_start(game)
        game.place_team(start)  # raises on an illegal start
        assert all(not game.cb.scene[s] for s in game.st.ff_pos), "firefighters start outside (R-SETUP-2)"
    assert moved, "the opening search never left the distances' choice"


def test_the_same_setup_seen_gives_the_same_start_and_the_real_dice_are_untouched():
    game = unplaced(EXPERIENCED, "veteran", 3, seed=11)
    dice_before = game.dice.to_dict()
    start = opening_start(game)
    assert game.dice.to_dict() == dice_before
    other_future = determinize(game, seed=4242)  # other dice and POI identities, the same board
    assert opening_start(other_future) == start


def test_a_given_seed_chooses_the_futures_and_the_real_dice_still_do_not():
    game = unplaced(EXPERIENCED, "heroic", 4, seed=11)
    starts = [opening_start(game, seed=s) for s in range(4)]
    assert any(start != starts[0] for start in starts), "the seed given does not seed the futures"
    assert opening_start(determinize(game, seed=4242), seed=2) == starts[2]  # other hidden dice, the same choice


def test_a_playtest_places_each_game_with_that_games_own_opening_seed():
    spec = pt.PlaytestSpec(call_path=EXPERIENCED, players=4, seed=7, bot="reference", level="heroic")
    call, board = pt.load_call(EXPERIENCED)
    for index in range(2):
        seed = pt.game_seed(spec.seed, index)
        game = Game.new(call, board, players=4, seed=seed, difficulty="heroic", **pt.setup_of(spec, "heroic"))
        expected = opening_start(game, seed=pt.game_seed(spec.seed, index, "opening"))
        placed = pt.new_game(spec, index)
        assert [list(divmod(s, placed.cb.cols)) for s in placed.st.ff_pos] == expected["firefighters"]


def test_the_searching_bots_place_the_team_by_the_opening_search_and_the_rules_alone_by_distance():
    game = unplaced(EXPERIENCED, "recruit", 4, seed=2)
    assert opening_start(game) != choose_seen_start(game)  # a setup where the two differ
    for name in ("reference", "quick", "search"):
        assert bot_class(name).place(game) == opening_start(game)
    assert bot_class("heuristic").place(game) == choose_seen_start(game)


def test_games_that_roll_nothing_before_the_team_is_placed_and_two_player_games_keep_the_distances_choice():
    for name, players in (("fire-rescue-family", 4), ("gsh-warehouse", 4), ("fire-rescue-experienced", 2)):
        path = str(ROOT / "calls" / f"{name}.call.json")
        call, _ = pt.load_call(path)
        game = unplaced(path, call.levels[0].id if call.levels else None, players, seed=3)
        assert not opens_by_search(game)
        assert opening_start(game) == choose_seen_start(game)


def test_a_board_with_many_entrances_is_searched_over_the_ones_nearest_the_work(monkeypatch):
    from engine.bots import opening
    from engine.bots.setup_choice import seen_work, start_layers, work_cost

    game = unplaced(EXPERIENCED, "recruit", 3, seed=4)
    cb = game.cb
    every = {tuple(cell) for key, _, cell in opening._choices(game, choose_seen_start(game)) if key == "firefighters"}
    assert len(every) == len(cb.entry_spaces) == 4  # the bundled board: all of them are tried
    monkeypatch.setattr(opening, "MAX_OPENING_CHOICES", 2)
    tried = {cb.index(*cell) for key, _, cell in opening._choices(game, choose_seen_start(game)) if key == "firefighters"}
    work, (passable, door) = seen_work(game), start_layers(cb)
    nearest = sorted(cb.entry_spaces, key=lambda s: (work_cost(cb, (s,), work, passable, door), cb.entry_spaces.index(s)))
    assert tried == set(nearest[:2])
    spots = [value for key, _, value in opening._choices(game, choose_seen_start(game)) if key == "ambulance"]
    assert len(spots) == 2
    game.place_team(opening.search_start(game, choose_seen_start(game), futures=2))  # still a legal start
