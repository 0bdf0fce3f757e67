"""Loading the bundled Calls and boards for the engine tests."""

from pathlib import Path

from engine.model import Board, Call

ROOT = Path(__file__).resolve().parents[2]


def load_call(name: str) -> Call:
    return Call.model_validate_json((ROOT / "calls" / f"{name}.call.json").read_text(encoding="utf-8"))


def load_board(name: str) -> Board:
    return Board.model_validate_json((ROOT / "calls" / "boards" / f"{name}.board.json").read_text(encoding="utf-8"))


def bundled_calls() -> dict[str, Call]:
    """The bundled Calls by short name, as the property tests sample them."""
    return {
        "family": load_call("fire-rescue-family"),
        "experienced": load_call("fire-rescue-experienced"),
        "gsh": load_call("gsh-warehouse"),
        "gsh-hillside": load_call("gsh-hillside"),
    }
