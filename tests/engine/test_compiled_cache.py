"""The compiled-board cache stays bounded however many boards a long session loads and plays."""

import gc
import random

from engine_support import ROOT, load_call

from engine import board as board_module
from engine.board import COMPILED_CACHE_SIZE, compile_board, compiled_cache_size
from engine.game import Game
from engine.model import Board

BOARD_TEXT = (ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8")


def _front_boards_alive() -> int:
    gc.collect()
    return sum(isinstance(o, Board) and o.id == "fire-rescue-front" for o in gc.get_objects())


def test_a_thousand_boards_loaded_and_played_keep_the_cache_bounded():
    call = load_call("fire-rescue-family")
    alive_before = _front_boards_alive()  # other tests' boards (cached loads) stay alive whatever the cache does
    rng = random.Random(7)
    for i in range(1000):
        board = Board.model_validate_json(BOARD_TEXT)  # a new board object, as every reload of a file makes
        game = Game.new(call, board, players=2, seed=i)
        for _ in range(3):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        assert compiled_cache_size() <= COMPILED_CACHE_SIZE
    assert compiled_cache_size() == COMPILED_CACHE_SIZE
    assert _front_boards_alive() - alive_before <= COMPILED_CACHE_SIZE + 5


def test_a_board_in_use_keeps_its_compiled_tables():
    board = Board.model_validate_json(BOARD_TEXT)
    first = compile_board(board)
    for _ in range(COMPILED_CACHE_SIZE * 2):
        compile_board(Board.model_validate_json(BOARD_TEXT))
        assert compile_board(board) is first  # used again and again: never the one evicted
    assert board_module.compiled_cache_size() == COMPILED_CACHE_SIZE
