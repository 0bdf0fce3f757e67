"""What a player may know, and how a searching bot imagines the rest.

A face-down POI has no identity in the engine's state until it is revealed,
when it is drawn from the pool of POI not yet revealed (see
:mod:`engine.state`). What a player cannot know is the future - the dice
(Advance Fire targets, POI identities, replenishment) - and, in Golden State
Heroes, the order of the decks (Fire, Event, Gear, Boost) and which Flare-Up
cards were set aside. The state does hold those orders, so a bot reads only
the public fields (markers, firefighters, counters, discard piles) and a bot
that looks ahead never plays on the real game: it plays on a
*determinization*, a clone whose dice are its own and whose hidden decks are
dealt again (``Game.clone(seed=...)``), so the imagined future is a fair
sample and says nothing about the real one.
"""

from __future__ import annotations


def determinize(game, seed: int):
    """A clone of ``game`` whose future rolls (and so POI identities) come from ``seed``.

    The clone shares nothing mutable with ``game``; ``game`` is unchanged.
    """
    return game.clone(seed=seed)


def play_turns(game, bot, turns: int, since: tuple[int, int], max_actions: int) -> None:
    """Let ``bot`` play ``game`` (an imagined one) on until ``turns`` firefighter turns have begun after the turn
    ``since`` (``(turn, seat)``), the game is over, or ``max_actions`` actions were played: a rollout."""
    st = game.st
    key, begun, steps = since, 0, 0
    while not game.is_over and begun < turns and steps < max_actions:
        game.apply(bot.act(game))
        steps += 1
        if (st.turn, st.player) != key:
            key = (st.turn, st.player)
            begun += 1
