"""``Game.place_team``: the players place the team once the setup is on the board (R-SETUP-2)."""

import pytest

from engine.bots.setup_choice import choose_seen_start
from engine.errors import GameError
from engine.game import Game


def outside(game) -> list[list[int]]:
    """Every outside space as a cell, ascending."""
    return [list(game.cellof(s)) for s in game.cb.outside_spaces]


def test_placing_moves_the_team_and_parks_the_vehicles(experienced, front):
    game = Game.new(experienced, front, players=3, seed=4)
    spots = len(game.cb.ambulance_spots)
    cells = outside(game)
    start = {"firefighters": [cells[5], cells[9], cells[9]], "ambulance": spots - 1, "engine": 1}
    game.place_team(start)
    assert [list(game.cellof(s)) for s in game.st.ff_pos] == start["firefighters"]
    assert (game.st.ambulance, game.st.engine) == (spots - 1, 1)
    assert game.options["start"] == start


def test_a_game_set_up_from_the_kept_choice_is_the_same_game(experienced, front):
    # saves and replays rebuild the game from options: the placement must come out the same
    game = Game.new(experienced, front, players=4, seed=11, difficulty="veteran")
    game.place_team(choose_seen_start(game))
    again = Game.new(experienced, front, players=4, seed=11, difficulty="veteran", start=game.options["start"])
    assert again.state_hash() == game.state_hash()


def test_leaving_parts_out_keeps_them(experienced, front):
    game = Game.new(experienced, front, players=2, seed=4, start={"engine": 2})
    before = list(game.st.ff_pos)
    game.place_team({"ambulance": 1})
    assert game.st.ff_pos == before
    assert (game.st.ambulance, game.st.engine) == (1, 2)
    assert game.options["start"] == {"engine": 2, "ambulance": 1}


def test_the_team_is_placed_before_the_first_action_only(experienced, front):
    game = Game.new(experienced, front, players=2, seed=4)
    game.apply("end")
    with pytest.raises(GameError, match="before the first action"):
        game.place_team({"ambulance": 0})


@pytest.mark.parametrize(
    ("start", "message"),
    [
        ({"ambulance": 99}, "out of range"),
        ({"engine": -3}, "out of range"),
        ({"firefighters": [[0, 0]]}, "has 1 spaces for 2 players"),
        ({"firefighters": [[0, 0], [40, 40]]}, "off the"),
    ],
)
def test_a_wrong_placement_is_refused(experienced, front, start, message):
    game = Game.new(experienced, front, players=2, seed=4)
    with pytest.raises(GameError, match=message):
        game.place_team(start)


def test_a_seat_the_call_fixes_keeps_its_space(experienced, front):
    call = experienced.model_copy(update={"setup": experienced.setup.model_copy(update={"firefighters": [(0, 3)]})})
    game = Game.new(call, front, players=2, seed=4)
    with pytest.raises(GameError, match="where the Call fixes it"):
        game.place_team({"firefighters": [[0, 4], [0, 5]]})
    game.place_team({"firefighters": [[0, 3], [0, 5]]})
    assert [game.cellof(s) for s in game.st.ff_pos] == [(0, 3), (0, 5)]


def test_the_seen_start_goes_where_the_setup_put_the_work(experienced, front):
    # two seeds whose setup explosions differ: the team's starts follow the Fire, not a fixed default
    starts = set()
    for seed in range(6):
        game = Game.new(experienced, front, players=2, seed=seed)
        start = choose_seen_start(game)
        game.place_team(start)
        assert all(not game.cb.scene[s] for s in game.st.ff_pos), "firefighters start outside (R-SETUP-2)"
        starts.add(tuple(map(tuple, start["firefighters"])))
    assert len(starts) > 1


def test_a_start_inside_the_building_is_refused_unless_the_call_fixes_it(experienced, front):
    """The players choose outside spaces (R-SETUP-2); a Call may fix a start anywhere (``setup.firefighters``)."""
    game = Game.new(experienced, front, players=2, seed=4)
    inside = list(game.cellof(next(iter(game.cb.scene_spaces))))
    with pytest.raises(GameError, match=r"inside the building.*R-SETUP-2"):
        game.place_team({"firefighters": [inside, outside(game)[0]]})
    with pytest.raises(GameError, match="inside the building"):
        Game.new(experienced, front, players=2, seed=4, start={"firefighters": [outside(game)[0], inside]})
    data = experienced.model_dump()
    data["setup"]["firefighters"] = [inside]
    fixed = type(experienced).model_validate(data)
    kept = Game.new(fixed, front, players=2, seed=4, start={"firefighters": [inside, outside(game)[0]]})
    assert list(kept.cellof(kept.st.ff_pos[0])) == inside


def test_a_start_that_leaves_the_firefighters_null_keeps_the_default_starts(experienced, front):
    """A replay's options may hold ``"firefighters": null`` beside a vehicle spot."""
    plain = Game.new(experienced, front, players=2, seed=4)
    game = Game.new(experienced, front, players=2, seed=4, start={"firefighters": None, "ambulance": 1})
    assert game.st.ff_pos == plain.st.ff_pos and game.st.ambulance == 1
