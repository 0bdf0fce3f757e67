"""Games in progress on the Play page, kept on disk so that a reload or a crashed server does not end them.

A studio session lives in the browser tab: a reload starts a new one, and a
game being played was lost with the old. So after every action the Play page
keeps the game in the library's hidden drafts folder
(:data:`authoring.studio.drafts.FOLDER`, one file per browser session): the
Call played, how the game was started and every action with the bot that
chose it. A new session offers the newest game an ended session left; resumed,
it is played again from its seed to where it stood (the dice come from the
seed, so the same actions give the same game), undo history included.

>>> import shutil, tempfile
>>> from authoring import playing
>>> lib = Path(tempfile.mkdtemp())
>>> _ = shutil.copytree(Path("calls"), lib, dirs_exist_ok=True)
>>> path = lib / "fire-rescue-family.call.json"
>>> call, board = playing.load_playable(path)
>>> game = playing.start_game(call, board, playing.PlayOptions(players=2, seed=7))
>>> game = playing.apply_action(game, game.game.legal_actions()[0].notation)
>>> keep(lib, path, game, session="s1")
True
>>> found = find(lib, exclude_session="s2")
>>> found.call == path, found.turn, len(found.steps)
(True, 1, 1)
>>> again = resume(found)
>>> again.game.state_hash() == game.game.state_hash(), again.can_undo
(True, True)
>>> discard(lib, session="s1"), find(lib) is None
(1, True)
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from authoring import playing
from authoring.files import save
from authoring.files.read import read_bytes
from authoring.studio import drafts
from engine.actions import upgrade_notation

FORMAT = 2
"""Format of the kept games written: their steps in the notation of replays of format 2 (format 1 counted the
firefighter a ``cmd`` commands from 0; it is read and upgraded, :func:`engine.actions.upgrade_notation`)."""
FORMATS_READ = (1, 2)
MAX_GAME_DRAFT_BYTES = 4 * 1024 * 1024
"""A kept game larger than this is not read (a long six-player game with bots is well under 1 MB)."""
MAX_STEPS = 20_000
"""Actions a kept game holds at most (a game lasts a few hundred)."""
PREFIX = "game"
"""Kept games are ``game.<session>.json`` in the drafts folder (the drafts of files are named by a hash)."""


@dataclass(frozen=True)
class KeptGame:
    """A game read back: the Call it plays, how it started, its actions (notation, bot or None) and when it was kept."""

    call: Path
    session: str
    options: playing.PlayOptions
    steps: tuple[tuple[str, str | None], ...]
    turn: int
    over: bool
    saved_at: float
    path: Path
    version: tuple | None = None
    """The version of the Call and its board the game started on (``store.call_files_version``), where known."""


def game_path(root: Path, session: str) -> Path:
    """Where the game of browser session ``session`` is kept."""
    return drafts.folder(root) / f"{PREFIX}.{drafts.safe_session(session)}.json"


def keep(root: Path, call_path: Path, game: playing.PlaySession, *, session: str, version: tuple | None = None) -> bool:
    """Write ``game`` (played on the Call at ``call_path``, of ``version``) as ``session``'s game in progress; whether it
    was written.

    Nothing is written when the file already holds these very actions.
    """
    options = game.options
    payload = {
        "format": FORMAT,
        "call": drafts.relative_name(root, call_path),
        "session": session,
        "options": {"players": options.players, "level": options.level, "seed": options.seed,
                    "specialists": list(options.specialists) if options.specialists else None,
                    "bots": list(options.bots)},
        "steps": [[s.notation, s.by_bot] for s in game.steps[:MAX_STEPS]],
        "turn": game.game.st.turn,
        "over": game.game.is_over,
        "version": list(version) if version else None,
    }
    target = game_path(root, session)
    old, _ = read_bytes(target, MAX_GAME_DRAFT_BYTES)
    if old is not None:
        try:
            if {**json.loads(old.decode("utf-8")), "saved_at": None} == {**payload, "saved_at": None}:
                return False
        except (ValueError, TypeError, RecursionError):
            pass
    target.parent.mkdir(parents=True, exist_ok=True)
    save.write_atomic(target, json.dumps({**payload, "saved_at": time.time()}, ensure_ascii=False, separators=(",", ":")))
    return True


def discard(root: Path, *, session: str) -> int:
    """Remove ``session``'s kept game; how many files were removed (0 or 1)."""
    try:
        game_path(root, session).unlink()
    except FileNotFoundError:
        return 0
    return 1


def _read(root: Path, found: Path) -> KeptGame | None:
    """The kept game in ``found``; None when it is unreadable, too large, of another format or of a Call not in the library."""
    raw, _ = read_bytes(found, MAX_GAME_DRAFT_BYTES)  # a FIFO or device named like a kept game is refused, never read
    if raw is None:
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
        if data.get("format") not in FORMATS_READ:
            return None
        given = data["options"]
        options = playing.PlayOptions(
            players=int(given["players"]), level=None if given["level"] is None else str(given["level"]),
            seed=int(given["seed"]),
            specialists=None if given["specialists"] is None else tuple(str(s) for s in given["specialists"]),
            bots=tuple(None if b is None else str(b) for b in given["bots"]))
        if any(bot is not None and bot not in playing.bot_names() for bot in options.bots):
            return None  # a bot this studio does not have could not play its seats
        steps = tuple((upgrade_notation(str(n), data["format"]), None if b is None else str(b))
                      for n, b in data["steps"][:MAX_STEPS])
        call = Path(root) / str(data["call"])
        if not drafts.is_inside(root, call):
            return None
        version = data.get("version")
        version = tuple(None if part is None else str(part) for part in version[:2]) if isinstance(version, list) else None
        return KeptGame(call, str(data["session"]), options, steps, int(data["turn"]), bool(data["over"]),
                        drafts.saved_time(data.get("saved_at")), found, version)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None


def find(root: Path, *, exclude_session: str | None = None, alive=lambda session: False) -> KeptGame | None:
    """The newest unfinished game an ended session left in the library ``root``; None when there is none.

    Games of ``exclude_session`` (this one) and of sessions for which ``alive(session)`` is true (another tab
    still playing) are not offered, nor games whose Call is no longer in the library.
    """
    base = drafts.folder(root)
    if not base.is_dir():
        return None
    found = []
    for candidate in sorted(base.glob(f"{PREFIX}.*.json"))[:1000]:
        game = _read(root, candidate)
        if game is None or game.over or game.session == exclude_session or alive(game.session):
            continue
        if game.call.is_file():
            found.append(game)
    return max(found, key=lambda g: g.saved_at, default=None)


def resume(kept: KeptGame) -> playing.PlaySession:
    """The game ``kept`` played again from its start: same Call, options and actions, on the Call as it is now (the
    Play page warns when that is not the version the game started on, ``kept.version``).

    :class:`authoring.playing.PlayError` when the Call no longer loads or starts, or when an action
    is no longer legal (the Call or its board changed since the game was kept).
    """
    call, board = playing.load_playable(kept.call)
    session = playing.start_game(call, board, kept.options)
    for number, (notation, bot) in enumerate(kept.steps, start=1):
        try:
            session = playing.apply_action(session, notation, by_bot=bot)
        except playing.PlayError as exc:
            error = playing.PlayError(f"action {number} ({notation}) is no longer legal: {exc}")
            error.said = ("game_kept_changed", {"n": number, "action": notation})
            raise error from None
    return session
