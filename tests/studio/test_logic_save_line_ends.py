"""A studio save keeps the file's line ends: a CRLF file stays CRLF, an LF file LF."""

from pathlib import Path

import pytest

from authoring import edit
from authoring.studio import logic

FRONT = Path(__file__).resolve().parents[2] / "calls" / "boards" / "fire-rescue-front.board.json"


@pytest.mark.parametrize("line_end", ["\r\n", "\n"])
def test_a_save_keeps_the_files_line_ends(tmp_path, line_end):
    # A CRLF board stays CRLF and an LF board LF, so a save never shows the whole file changed in a diff.
    target = tmp_path / "fire-rescue-front.board.json"
    target.write_bytes(FRONT.read_text(encoding="utf-8").replace("\n", line_end).encode("utf-8"))
    doc = logic.open_doc(target)
    assert logic.apply(doc, edit.set_board_name, "en", "Mine")
    logic.save(doc)
    raw = target.read_bytes()
    assert raw.count(b"\n") > 50 and raw.count(b"\r\n") == (raw.count(b"\n") if line_end == "\r\n" else 0)
    assert b'"Mine"' in raw and not logic.changed_on_disk(doc)
