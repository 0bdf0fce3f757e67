"""``is_legal`` and ``apply`` generate only the actions of one kind: they must agree with ``legal_actions()``.

A state's legal actions are generated group by group (moves, doors and walls,
extinguishing, ...) as ``is_legal`` and ``apply`` ask; ``legal_actions()``
generates every group and sorts. Over random play, every answer of the lazy
path is checked against the full list of a copy of the game, and playing an
action after only ``is_legal`` must give the same events and state as after
``legal_actions()``.

``CALLFORGE_HYPOTHESIS_EXAMPLES`` raises the number of games (default 50).
"""

import os
import random

from engine_support import bundled_calls, load_board
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import accel
from engine.actions import NO_CELL, Action
from engine.game import Game

LIST_CELLS = not accel.in_use()
"""Cells given as lists: the pure ``Action`` takes them, the compiled one (typed fields) refuses them."""

EXAMPLES = int(os.environ.get("CALLFORGE_HYPOTHESIS_EXAMPLES", "50"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

BOARD = load_board("fire-rescue-front")
CALLS = bundled_calls()
BOARDS = {name: load_board(call.board) for name, call in CALLS.items()}
GAMES = st.tuples(
    st.sampled_from([("family", None), ("experienced", "recruit"), ("experienced", "heroic"), ("gsh", None)]),
    st.integers(1, 6),
    st.integers(0, 2**32 - 1),
)
KINDS = (
    "end", "move", "open", "close", "chop", "ext", "clear", "drive", "gun", "crew", "treat", "identify",
    "dispose", "cmd-move", "cmd-open", "cmd-close", "ride", "stay", "reroll", "keep", "fly",
)


def candidates(legal: list[Action], rng: random.Random) -> list[Action]:
    """The legal actions, each also under other kinds, and a few with cells off the board or as lists."""
    out = list(legal)
    for a in rng.sample(legal, min(4, len(legal))):
        out += [Action(k, a.cell, a.cell2, a.arg, a.seat) for k in KINDS]
        out.append(Action(a.kind, (a.cell[0] + 40, a.cell[1]), a.cell2, a.arg, a.seat))
        if a.cell != NO_CELL and LIST_CELLS:
            out.append(Action(a.kind, list(a.cell), list(a.cell2), a.arg, a.seat))  # type: ignore[arg-type]
        if a.cell2 != NO_CELL:
            out.append(Action(a.kind, a.cell2, a.cell, a.arg, a.seat))  # an edge in the other order
    return out


def normal(a: Action) -> Action:
    """``a`` with tuple cells and an edge's cells in ascending order, as the engine reads it."""
    cell, cell2 = tuple(a.cell), tuple(a.cell2)
    if cell2 != NO_CELL and cell2 < cell:
        cell, cell2 = cell2, cell
    return Action(a.kind, cell, cell2, a.arg, a.seat)


@SETTINGS
@given(GAMES)
def test_is_legal_and_apply_agree_with_the_full_list(game_spec):
    (name, level), players, seed = game_spec
    call = CALLS[name]
    players = max(call.players.min, min(players, call.players.max))
    g = Game.new(call, BOARDS[name], players=players, seed=seed, difficulty=level)
    rng = random.Random(seed)
    for _ in range(150):
        if g.is_over:
            break
        listed = g.clone()
        legal = listed.legal_actions()
        allowed = set(legal)
        fresh = g.clone()
        for a in candidates(legal, rng):
            assert fresh.is_legal(a) == (normal(a) in allowed), a
        assert fresh.legal_count() == len(legal)
        action = rng.choice(legal)
        copy = Action(action.kind, action.cell, action.cell2, action.arg, action.seat)
        assert g.apply(copy) == listed.apply(action)  # g never listed its actions
        assert g == listed and g.state_hash() == listed.state_hash()
    assert g.is_over == (g.legal_actions() == [])


def test_cells_given_as_lists_or_off_the_board(family, front):
    g = Game.new(family, front, players=2, seed=4)
    move = next(a for a in g.legal_actions() if a.kind == "move")
    if LIST_CELLS:  # `make test` runs this on the pure engine too
        assert g.is_legal(Action("move", list(move.cell), arg=move.arg))  # type: ignore[arg-type]
    assert not g.is_legal(Action("move", (99, 0)))
    assert not g.is_legal(Action("move", (-1, 3)))
    assert not g.is_legal(Action("fly", move.cell))


def test_actions_built_outside_the_game_are_read_the_same_when_asked_again(family, front):
    """A board remembers the key of an outside ``Action`` (bots ask about theirs again and again)."""
    g = Game.new(family, front, players=2, seed=4)
    legal = g.legal_actions()
    move = next(a for a in legal if a.kind == "move")
    mine = Action("move", move.cell, arg=move.arg)
    assert mine is not move and id(mine) not in front_keys(g)
    assert g.is_legal(mine) and g.is_legal(mine)
    assert id(mine) in front_keys(g)  # remembered, and kept alive so that its id stays its own
    wrong = Action("move", (move.cell[0], move.cell[1] + 20))
    assert not g.is_legal(wrong) and not g.is_legal(wrong)
    twin = g.clone()
    assert g.apply(mine) == twin.apply(move)
    later = Game.new(family, front, players=2, seed=4)  # another game on the board: the key still holds
    assert later.is_legal(mine) and later.apply(mine) == Game.new(family, front, players=2, seed=4).apply(move)


def front_keys(g: Game) -> dict:
    return g.cb.action_codes


def test_params_read_like_the_ruleset_model(family, experienced, front):
    g = Game.new(experienced, front, players=3, seed=1, difficulty="veteran")
    assert g.params.vehicles and g.params.specialists and g.params.rescue == "ambulance"
    again = Game.from_json(g.to_json())
    assert again.params == g.params and again.params != Game.new(family, front, players=3, seed=1).params
