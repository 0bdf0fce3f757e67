"""Games kept for a reload (authoring/studio/game_drafts.py): what a hostile or broken file in the drafts folder does."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from authoring import playing
from authoring.studio import game_drafts

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def lib(tmp_path):
    shutil.copytree(ROOT / "calls", tmp_path, dirs_exist_ok=True)
    return tmp_path


def _kept(lib: Path, **change) -> Path:
    call = lib / "fire-rescue-family.call.json"
    session = playing.start_game(*playing.load_playable(call), playing.PlayOptions(players=2, seed=4))
    session = playing.apply_action(session, session.game.legal_actions()[0].notation)
    assert game_drafts.keep(lib, call, session, session="ended")
    path = game_drafts.game_path(lib, "ended")
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, **change}), encoding="utf-8")
    return path


def test_a_kept_game_is_offered_once_and_not_written_again_unchanged(lib):
    _kept(lib)
    found = game_drafts.find(lib, exclude_session="now")
    assert found is not None and found.session == "ended"
    assert game_drafts.find(lib, exclude_session="ended") is None  # this session's own game is not offered to it
    assert game_drafts.find(lib, exclude_session="now", alive=lambda s: s == "ended") is None  # another tab plays it
    session = game_drafts.resume(found)
    assert not game_drafts.keep(lib, found.call, session, session="ended")  # the same actions: nothing written


@pytest.mark.parametrize("change", [
    {"format": 99},
    {"call": "../../../etc/passwd"},
    {"call": "/etc/passwd"},
    {"call": "no-such.call.json"},
    {"options": {"players": "two", "level": None, "seed": 1, "specialists": None, "bots": []}},
    {"options": {"players": 2, "level": None, "seed": 1, "specialists": None, "bots": ["rm -rf /"]}},
    {"steps": "move 1,1"},
    {"steps": [[1, 2, 3]]},
    {"over": True},
])  # a saving time no clock gave leaves the game offered, its time unknown (below)
def test_a_kept_game_that_is_broken_or_points_outside_the_library_is_not_offered(lib, change):
    _kept(lib, **change)
    assert game_drafts.find(lib, exclude_session="now") is None


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe", b"[" * 100_000, b"null", b'{"format": 1}'])
def test_unreadable_kept_games_are_passed_over(lib, content):
    folder = lib / ".callforge-drafts"
    folder.mkdir()
    (folder / "game.x.json").write_bytes(content)
    assert game_drafts.find(lib, exclude_session="now") is None


def test_a_fifo_or_an_oversized_file_named_like_a_kept_game_is_never_read(lib):
    folder = lib / ".callforge-drafts"
    folder.mkdir()
    os.mkfifo(folder / "game.fifo.json")
    (folder / "game.big.json").write_bytes(b" " * (game_drafts.MAX_GAME_DRAFT_BYTES + 1))
    assert game_drafts.find(lib, exclude_session="now") is None  # returns at once: the FIFO is not opened for reading


def test_a_step_the_call_no_longer_allows_is_named(lib):
    path = _kept(lib, steps=[["move 7,9", None]])
    with pytest.raises(playing.PlayError) as refused:
        game_drafts.resume(game_drafts.find(lib, exclude_session="now"))
    assert refused.value.said == ("game_kept_changed", {"n": 1, "action": "move 7,9"})
    assert path.exists()  # kept until the user discards it


def test_a_game_kept_in_format_1_reads_its_commands_counted_from_1(lib):
    """Format 1 counted the firefighter a command goes to from 0; a kept game of it is offered in today's notation."""
    path = _kept(lib, format=1, steps=[["cmd 0 move 3,4", None], ["end", "reference"]])
    found = game_drafts.find(lib, exclude_session="now")
    assert found is not None and found.path == path
    assert found.steps == (("cmd 1 move 3,4", None), ("end", "reference"))
    _kept(lib, steps=[["cmd 1 move 3,4", None]])  # a kept game of today is read as it stands
    assert game_drafts.find(lib, exclude_session="now").steps == (("cmd 1 move 3,4", None),)


@pytest.mark.parametrize("saved_at", [1e300, -1e20, "Infinity", "NaN", "yesterday", None])
def test_a_kept_game_whose_saving_time_no_clock_gave_is_offered_at_an_unknown_time(lib, saved_at):
    """The Play page shows the game kept, its time "?", never a traceback (out of time_t, NaN)."""
    from app_pages import open_page

    path = _kept(lib)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    data["saved_at"] = saved_at
    path.write_text(json.dumps(data).replace('"Infinity"', "Infinity").replace('"NaN"', "NaN"), encoding="utf-8")
    found = game_drafts.find(lib, exclude_session="now")
    assert found is not None and found.saved_at == 0.0
    at = open_page(lib, "play")
    assert any("?" in info.value for info in at.info), [info.value for info in at.info]
