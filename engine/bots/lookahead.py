"""The ``lookahead`` bot: flat Monte Carlo over the acting firefighter's turn.

At each decision with a real choice, every candidate action is tried on
``budget`` determinized futures (:func:`engine.bots.view.determinize`: the
bot's own dice stand in for the unknown real ones). After the candidate, the
greedy bot finishes the turn and the fire phase that follows (and
``horizon - 1`` more turns); the resulting state is scored by
:func:`evaluate`. The candidate with the best mean score is played. All
candidates of one decision share the same futures (common random numbers), so
their difference is not drowned in dice luck.

The cost grows with ``budget`` x candidates x the rollout length: this bot is
for a closer look at a few games, not for thousands.
"""

from __future__ import annotations

from engine.actions import Action
from engine.bots.greedy import GreedyBot, Turn
from engine.bots.view import determinize
from engine.dice import make_rng
from engine.state import CARRY_VICTIM, FIRE, PHASE_ACTION, SMOKE

DEFAULT_BUDGET = 8
"""Rollouts per candidate action."""
MAX_CANDIDATES = 8
"""Candidates searched per decision: the greedy choice, ``end`` and the greedy bot's next wishes."""


class LookaheadBot:
    """Flat Monte Carlo with greedy rollouts; ``budget`` rollouts per candidate."""

    name = "lookahead"
    searches = True
    team = GreedyBot.team
    """Its rollouts are greedy play, so it plays the greedy team's specialists."""

    def __init__(self, *, seed: int = 0, budget: int | None = None, horizon: int = 1):
        self.rng = make_rng(seed)
        self.budget = DEFAULT_BUDGET if budget is None else max(1, budget)
        self.horizon = max(1, horizon)
        self.greedy = GreedyBot(seed=seed)

    def act(self, game) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1 or game.st.phase != PHASE_ACTION:
            return self.greedy.act(game)
        candidates = self.candidates(game, legal)
        if len(candidates) == 1:
            return candidates[0]
        seeds = [self.rng.getrandbits(62) for _ in range(self.budget)]
        best, best_value = candidates[0], None
        for action in candidates:
            total = 0.0
            for seed in seeds:
                total += self.rollout(game, action, seed)
            if best_value is None or total > best_value:
                best, best_value = action, total
        return best

    def candidates(self, game, legal) -> list[Action]:
        """The greedy bot's wishes that are legal, in its order, then ``end``; at most ``MAX_CANDIDATES``."""
        allowed = set(legal)
        out: list[Action] = []
        for wish in Turn(game, self.greedy.paths(game.cb)).wishes():
            if wish in allowed and wish not in out:
                out.append(wish)
                if len(out) >= MAX_CANDIDATES:
                    break
        for action in legal:
            if len(out) >= MAX_CANDIDATES:
                break
            if action not in out and action.kind in ("move", "ext", "open", "drive", "gun", "treat"):
                out.append(action)
        return out or [legal[0]]

    def rollout(self, game, action: Action, seed: int) -> float:
        """Play ``action`` and greedy to the end of the horizon on a determinized clone; score it."""
        sim = determinize(game, seed)
        sim.apply(action)
        turns_left = self.horizon
        turn = sim.st.turn
        while not sim.is_over:
            if sim.st.turn != turn:
                turns_left -= 1
                turn = sim.st.turn
                if turns_left <= 0:
                    break
            sim.apply(self.greedy.act(sim))
        return evaluate(sim)


def evaluate(game) -> float:
    """A heuristic score of a position for the team: rescues up, losses, damage and fire down.

    Wins and losses dominate; then Victims rescued and lost; then damage (the
    collapse clock), Fire and Smoke; Victims being carried count as most of a
    rescue.
    """
    st = game.st
    if st.outcome == "win":
        return 1000.0
    if st.outcome:
        return -1000.0
    fires = smokes = 0
    for s in game.cb.scene_spaces:
        f = st.fire[s]
        if f == FIRE:
            fires += 1
        elif f == SMOKE:
            smokes += 1
    carried = sum(1 for c in st.ff_carry if c == CARRY_VICTIM) + sum(st.ff_lead)
    return 10.0 * st.rescued - 12.0 * st.lost - 0.8 * st.damage - 0.6 * fires - 0.15 * smokes + 5.0 * carried
