"""R-TURN-3: the quick way-out check agrees with really playing each action.

While the current firefighter stands in Fire, ``movement.keeps_way_out`` decides
for every non-move action whether the firefighter could still leave the Fire
afterwards, from the action's cost and its effect on doors, walls and Fire.
Here it is compared with running the action on a copy of the game, in every
such position of random games.
"""

import random

import pytest
from engine_support import load_board, load_call

from engine import accel
from engine.board import DOOR, WALL
from engine.bots.random import RandomBot
from engine.game import Game
from engine.model.ruleset import SPECIALISTS
from engine.rules import RESCUE_SPECIALIST, escape, movement
from engine.state import DOOR_CLOSED, DOOR_GONE, DOOR_OPEN, EMPTY, FIRE, PHASE_ACTION, SMOKE

BOARD = load_board("fire-rescue-front")
SPECS = ["fire_captain", "cafs_firefighter", "rescue_specialist", "paramedic"]
OTHER_SPECS = ["imaging_technician", "hazmat_technician", "paramedic", "driver_operator"]


def unfiltered(g: Game) -> tuple[Game, dict]:
    """A copy of ``g`` and its current player's actions before the R-TURN-3 filter (run on that copy)."""
    raw = g.clone()
    raw._drop_trapping_actions = lambda m, seat: None
    m: dict = {}
    raw._gen_turn(m)
    return raw, m


def positions_in_fire(call, games: int, **kw):
    """Yield games whose current player stands in Fire, during random play."""
    for seed in range(games):
        g = Game.new(call, BOARD, players=4, seed=seed, **kw)
        bot = RandomBot(seed)
        for _ in range(400):
            if g.is_over:
                break
            st = g.st
            if st.phase == PHASE_ACTION and st.fire[st.ff_pos[st.player]] == FIRE:
                yield g
            g.apply(bot.act(g))


@pytest.mark.skipif(
    accel.in_use(), reason="replaces a method of one Game, which the compiled class forbids; `make test` runs it on the pure engine"
)
@pytest.mark.parametrize(
    ("call_name", "kw"),
    [
        ("fire-rescue-family", {}),
        ("fire-rescue-experienced", {"difficulty": "veteran", "specialists": SPECS}),
        ("fire-rescue-experienced", {"difficulty": "heroic", "specialists": OTHER_SPECS}),
    ],
)
def test_quick_check_matches_playing_the_action(call_name, kw):
    call = load_call(call_name)
    checked = 0
    for g in positions_in_fire(call, 40, **kw):
        seat = g.st.player
        raw, m = unfiltered(g)
        for code, entry in m.items():
            key = raw._keys[code]
            if key[0] in ("move", "end"):
                continue
            quick = movement.keeps_way_out(raw, seat, key)
            if quick is None:
                continue
            played = raw._way_out_after_trial(seat, key, entry)
            assert quick == played, (key, g.state_hash())
            checked += 1
        legal = {a.notation for a in g.legal_actions()}
        assert "end" not in legal
    assert checked > 50


ESCAPE_KINDS = ("move", "dmove", "open", "ext", "chop", "clear", "remove", "boost")
"""The actions of a way out of Fire (R-TURN-3): gsh adds diagonal moves, removing Call markers and using the Active
Boost (R-HERO-2)."""


def _raw(g: Game) -> Game:
    """``g`` with the R-TURN-3 filter of non-move actions switched off (pure engine only)."""
    g._drop_trapping_actions = lambda m, seat: None
    return g


def escapes_by_playing(g: Game, seat: int, limit: int = 5000) -> bool:
    """Whether some sequence of moves, doors, extinguishing, chops and clears, really played, takes ``seat`` out of Fire this turn."""
    seen: set[str] = set()
    stack = [_raw(g.clone())]
    while stack:
        cur = stack.pop()
        st = cur.st
        if st.fire[st.ff_pos[seat]] != FIRE:
            return True
        key = cur.state_hash()
        if key in seen:
            continue
        seen.add(key)
        assert len(seen) < limit, "exhaustive search too large for a test"
        for action in cur.legal_actions():
            if action.kind not in ESCAPE_KINDS:
                continue
            nxt = _raw(cur.clone())
            nxt.apply(action)
            if not nxt.is_over and nxt.st.player == seat and nxt.st.phase == PHASE_ACTION:
                stack.append(nxt)
    return False


def random_fire_positions(g0: Game, count: int, seed: int):
    """Copies of ``g0`` with the current firefighter in Fire amid random Fire, Smoke, doors, wall damage and Debris.

    Its specialist (when specialists play) and its AP are random too: small
    budgets. Half of them are a Rescue Specialist with 1 AP and free move AP,
    whose way out may need a door or a chop (an extinguish step costs it 2 AP).
    """
    rng = random.Random(seed)
    for _ in range(count):
        g = g0.clone()
        st, cb = g.st, g.cb
        density = rng.choice((0.4, 0.6, 0.8, 0.95))
        for s in range(cb.n):
            st.fire[s] = (FIRE if rng.random() < density else rng.choice((EMPTY, SMOKE))) if cb.scene[s] else EMPTY
            if g.debris_on:
                st.debris[s] = rng.choice((0, 0, 0, 1, 2)) if cb.scene[s] else 0
        for e, kind in enumerate(cb.edge_kind):
            if kind == DOOR:
                st.door[e] = rng.choice((DOOR_CLOSED, DOOR_OPEN, DOOR_GONE))
                st.passable[e] = 0 if st.door[e] == DOOR_CLOSED else 1
            elif kind == WALL:
                st.wall[e] = rng.choice((0, 0, 1, 2))
                st.passable[e] = 1 if st.wall[e] == 2 else 0
        st.damage = min(sum(st.wall), st.damage_supply - rng.choice((1, 2, 8)))
        seat = st.player
        st.ff_pos[seat] = rng.choice([s for s in cb.scene_spaces if st.fire[s] == FIRE] or list(cb.scene_spaces))
        st.fire[st.ff_pos[seat]] = FIRE
        st.ff_ap[seat] = rng.randrange(4)
        st.ff_free[seat] = rng.randrange(4)
        if g.specialists_on:
            st.ff_spec[seat] = rng.randrange(len(SPECIALISTS))
            if rng.random() < 0.5:  # the one whose way out may need a door or a chop: 1 AP, and free move AP
                st.ff_spec[seat], st.ff_ap[seat], st.ff_free[seat] = RESCUE_SPECIALIST, 1, rng.randrange(1, 4)
        st.ff_carry[seat] = st.ff_lead[seat] = 0
        if st.ff_down:
            st.ff_down[seat] = 0
        if g.mech is not None:
            _random_markers(g, rng)
        if g.heroes_on:
            _random_hero(g, seat, rng)
        yield g


def _random_markers(g: Game, rng: random.Random) -> None:
    """Call markers of the Call's kinds on a few random spaces."""
    st = g.st
    kinds = len(g.mech.kinds)
    for s in g.cb.scene_spaces:
        st.marks[s] = rng.randrange(1, kinds + 1) if rng.random() < 0.15 else 0


def _random_hero(g: Game, seat: int, rng: random.Random) -> None:
    """A random specialist of the hero set (no Fire Rescue specialist) with random Gear, a Boost in force or not, an
    Active Boost to use or none, limited uses and free AP."""
    st = g.st
    t = g.hero_tables
    hero = rng.choice(t.order)
    st.ff_hero = [hero if i == seat else h if h != hero else "" for i, h in enumerate(st.ff_hero)]
    st.ff_spec[seat] = -1
    st.hero_gear = [f"{hero}:{card}" for card in rng.sample(t.gear_ids, 2)]
    st.boost_live = [rng.choice(t.boost_ids)] if rng.random() < 0.5 else []
    st.ff_active[seat] = rng.choice(t.boost_ids) if rng.random() < 0.3 else ""
    limited = [m.key for card in [*t.specialists.values(), *t.gear.values(), *t.boosts.values()] for m in card.mods if m.limit]
    st.hero_used = [("turn:" if rng.random() < 0.5 else "call:") + key for key in limited if rng.random() < 0.3]
    st.hx_move[seat] = rng.randrange(4)
    st.hx_ext[seat] = rng.choice((0, 0, 1))  # often none: the way out must then move, chop, clear or step diagonally
    st.ff_ap[seat] = rng.choice((0, 0, 1, 2))


def _forged(g: Game) -> Game:
    """``g`` once every seat has forged (gsh heroes, R-HERO-1): the first Gear and Boosts on offer are taken."""
    while g.st.phase == "forge":
        g.apply(g.legal_actions()[0])
    return g


@pytest.mark.skipif(
    accel.in_use(), reason="replaces a function and a method of the engine, which the compiled build forbids; `make test` runs it on the pure engine"
)
@pytest.mark.parametrize(
    ("call_name", "kw"),
    [
        ("fire-rescue-family", {}),
        ("fire-rescue-experienced", {"difficulty": "veteran", "specialists": SPECS}),
        ("fire-rescue-experienced", {"difficulty": "heroic", "specialists": OTHER_SPECS}),
        ("gsh-warehouse", {}),
        ("gsh-hillside", {}),
    ],
)
def test_search_finds_a_way_out_exactly_when_playing_finds_one(call_name, kw, monkeypatch):
    """R-TURN-3: ``movement.can_escape_now`` agrees with an exhaustive search over really played actions.

    The positions are random (``random_fire_positions``). Moves into Fire are
    all allowed while playing: the rule under test is not used to find its answer.
    """
    call = load_call(call_name)
    board = BOARD if call.board == "fire-rescue-front" else load_board(call.board)
    g0 = _forged(Game.new(call, board, players=4, seed=1, **kw))
    outcomes = {True: 0, False: 0}
    found_by_search = [0]
    module, name = (escape, "search") if escape.applies(g0) else (movement, "_search_out")
    search = getattr(module, name)

    def counted(*args):
        found = search(*args)
        found_by_search[0] += found
        return found

    for g in random_fire_positions(g0, 400, seed=len(call_name)):
        seat = g.st.player
        with monkeypatch.context() as patch:
            patch.setattr(module, name, counted)
            quick = movement.can_escape_now(g, seat)
        with monkeypatch.context() as patch:
            patch.setattr(movement, "can_escape_into", lambda g, seat, t: True)
            played = escapes_by_playing(g, seat)
        assert quick == played, (call_name, g.to_json())
        outcomes[quick] += 1
    assert outcomes[True] > 10 and outcomes[False] > 10, outcomes
    if g0.specialists_on:  # else one extinguish step (1 AP) is always the answer
        assert found_by_search[0] >= 5, f"{found_by_search[0]}: some ways out should need a door or a chop, not only a step or a walk"
