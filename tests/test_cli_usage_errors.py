"""What a user types on the command line comes back in a clear one-line usage error, never a traceback.

Text typed there is printed as it is: brackets are not read as Rich markup
(``--id '[/]'`` once ended in ``MarkupError``), and numbers out of their range
are refused before any work starts.
"""

from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app

ROOT = Path(__file__).resolve().parents[1]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def _usage_error(result, *expected: str) -> None:
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    line = " ".join(result.output.split())
    for text in expected:
        assert text in line, (text, result.output)


MARKUP = "[/]"


@pytest.mark.parametrize("args, expected", [
    (("validate", "-f", MARKUP, FAMILY), "unknown format '[/]'"),
    (("inspect", "-f", MARKUP, FAMILY), "'[/]'"),
    (("validate", "a[/]b.call.json"), "no such file or folder: a[/]b.call.json"),
    (("validate", "[bold]x"), "no such file or folder: [bold]x"),
    (("rules", MARKUP), "no rule '[/]'"),
    (("play", FAMILY, "--bot", "1=" + MARKUP), "unknown bot '[/]'"),
    (("play", FAMILY, "--lang", MARKUP), "unknown language '[/]'"),
    (("new", "call", "x.call.json", "--id", MARKUP), "'[/]' is not a Call id"),
    (("new", "call", "x.call.json", "--template", MARKUP), "unknown template '[/]'"),
    (("new", "board", "x.board.json", "--id", MARKUP), "'[/]' is not a board id"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_text_typed_is_printed_as_it_is(tmp_path, monkeypatch, args, expected):
    monkeypatch.chdir(tmp_path)
    _usage_error(run(*args), expected)
