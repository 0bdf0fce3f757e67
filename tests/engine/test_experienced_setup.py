"""The experienced setup at every level and table size, read from the rolls it makes (R-SETUP-2).

The scenario ``setup-experienced-recruit`` follows one Recruit setup roll by roll; these tests hold
the counts and the dice rules of every level with 1 to 6 firefighters, on seeded dice, from the
events the setup emits.
"""

import pytest

from engine.game import Game
from engine.state import FIRE

FIRST_EXPLOSION = {1: (3, 3), 2: (3, 4), 3: (3, 5), 4: (3, 6), 5: (4, 6), 6: (4, 5), 7: (4, 4), 8: (4, 3)}
"""The d8 table of the first explosion (R-SETUP-2)."""
LEVELS = {"recruit": (3, 3, 6), "veteran": (3, 4, 6), "heroic": (4, 5, 12)}
"""Explosions, Hazmat and the Hot Spot supply of each level (R-SETUP-2)."""


def extra_hot_spots(level: str, players: int) -> int:
    return 1 + (3 if level != "recruit" else 0) + (2 if players == 3 else 3 if players >= 4 else 0)


def explosions(game) -> list[tuple[tuple[int, int], int, int]]:
    """Each setup explosion's space, with the last red and black values rolled before it."""
    out, red, black = [], None, None
    for event in game.setup_events:
        if event.kind == "roll" and event.data["die"] == "red":
            red = event.data["value"]
        elif event.kind == "roll" and event.data["die"] == "black":
            black = event.data["value"]
        elif event.kind == "setup_explosion":
            out.append((tuple(event.data["cell"]), red, black))
    return out


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("players", [1, 2, 3, 4, 6])
def test_each_level_places_its_explosions_hazmat_and_hot_spots(experienced, front, level, players):
    count, hazmat, supply = LEVELS[level]
    for seed in range(4):
        game = Game.new(experienced, front, players=players, seed=seed, difficulty=level)
        st = game.st
        assert len(explosions(game)) == count
        assert sum(st.hazmat) == hazmat
        assert not any(st.hazmat[s] and st.fire[s] == FIRE for s in range(game.cb.n)), "Hazmat is re-rolled off Fire"
        assert not any(st.poi[s] and st.fire[s] == FIRE for s in range(game.cb.n)), "POI are re-rolled off Fire"
        assert sum(st.hot) == count + extra_hot_spots(level, players), "one per explosion, the extras on new spaces"
        assert st.hot_spot_supply == supply


@pytest.mark.parametrize("level", ["recruit", "heroic"])
def test_each_explosion_follows_its_dice_rule(experienced, front, level):
    """The first from the d8 table; the second and the fourth from both dice; the third from the second's black
    die flipped (opposite faces add up to 9) and the red rolled again."""
    for seed in range(12):
        game = Game.new(experienced, front, players=4, seed=seed, difficulty=level)
        done = explosions(game)
        first, second, third = done[:3]
        assert first[0] == FIRST_EXPLOSION[first[2]]
        assert second[0] == (second[1], second[2])
        assert third[0] == (third[1], 9 - second[2])
        if level == "heroic":
            fourth = done[3]
            assert fourth[0] == (fourth[1], fourth[2])
