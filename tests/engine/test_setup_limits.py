"""A random setup that asks for more than the board holds stops when the board is full, and the game starts."""

from engine.game import Game


def test_more_setup_explosions_than_spaces_fill_the_board_and_stop(experienced, front):
    levels = [level.model_copy(update={"explosions": 900, "hazmat": 300}) for level in experienced.levels]
    supply = experienced.supply.model_copy(update={"damage": 1000, "threats": 1000})
    call = experienced.model_copy(update={"levels": levels, "supply": supply})
    game = Game.new(call, front, players=2, seed=3, difficulty="heroic")
    named = {t for t in game.cb.dice_target if t >= 0}
    assert not game.is_over  # the damage supply outlasts the explosions
    assert all(game.st.fire[t] == 2 for t in named)
