"""Players that choose actions: simple built-in policies for recording games and benchmarks.

Bots see only what players see: they choose among ``Game.legal_actions()``.
"""
