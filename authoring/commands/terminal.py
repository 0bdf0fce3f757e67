"""``callforge play``: play a Call in the terminal, one typed line at a time.

The game itself is the studio's Play page logic (:mod:`authoring.playing`:
sessions with undo, bot turns, replay export, event and action words), so a
game played here and one played in the studio behave alike. This module only
reads lines, turns them into session changes and prints what happened with
Rich: the board (:func:`authoring.drawings.text.draw_markers`), the counters, the
seat to decide, the events with every roll, and the numbered legal actions.

Standard input may be a pipe (one command a line), so that a game can be
scripted; the end of input ends the game like ``quit``.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from authoring.commands import (
    FILE_HAS_ERRORS,
    fail_on_file_errors,
    fail_usage,
    say_error,
    specialists_by_seat,
)
from authoring.typed import columns, half_width

if TYPE_CHECKING:
    from authoring.playing import PlaySession

from engine.bots import DEFAULT_BOT  # plays a person's seat on ``bot`` or ``auto`` when no name is given

MAX_AUTO_TURNS = 2000
"""Safety net for ``auto``: stop after this many turns even if the game has not ended."""

def _t(key: str, lang: str, **values) -> str:
    """The interface string ``key`` in ``lang`` (imported when first needed: ``callforge --help`` stays quick)."""
    from authoring.language import i18n

    return i18n.t(key, lang, **values)


_NO_LINE_START = frozenset("、。，．・：；？！）」』】〕〉》］｝ー…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〜,.:;!?)]}")
"""What a Japanese line may not start with: closing punctuation and brackets, small kana, the long vowel mark."""
_NO_LINE_END = frozenset("（「『【〔〈《［｛([{")
"""What a Japanese line may not end with: opening brackets."""


def fold_japanese(text: str, width: int) -> str:
    """``text`` broken into lines of at most ``width`` terminal cells by the Japanese line-breaking rules.

    A wide character takes two cells. No line starts with a character of :data:`_NO_LINE_START` or ends with one of
    :data:`_NO_LINE_END`: the last character of the line before moves down with it. A run of Latin letters or
    digits is not split when it fits on a line. Line breaks already in the text stay.

    >>> print(fold_japanese("取り残された人を見つけよ。外へ運び出せ。", 12))
    取り残された
    人を見つけ
    よ。外へ運び
    出せ。
    >>> print(fold_japanese("救急車で AP を使う", 10))
    救急車で
    AP を使う
    >>> fold_japanese("火災現場へ急げ！？", 8).splitlines(), fold_japanese("あい「うえ」。かき", 12).splitlines()
    (['火災現場', 'へ急', 'げ！？'], ['あい「う', 'え」。かき'])
    """
    return "\n".join(line for paragraph in text.split("\n") for line in _fold_paragraph(paragraph, max(width, 4)))


def _fold_paragraph(text: str, width: int) -> list[str]:
    lines: list[str] = []
    line: list[str] = []
    for ch in text:
        if line and columns(line) + columns(ch) > width:
            carried: list[str] = []
            while len(line) > 1 and (carried[0] if carried else ch) in _NO_LINE_START:
                carried.insert(0, line.pop())
            while len(line) > 1 and line[-1] in _NO_LINE_END:
                carried.insert(0, line.pop())
            if ch.isascii() and ch.isalnum():
                word = len(line)
                while word and line[word - 1].isascii() and line[word - 1].isalnum():
                    word -= 1
                if word:
                    carried, line = line[word:] + carried, line[:word]
            lines.append("".join(line).rstrip())
            line = carried if carried or ch != " " else []
            if ch == " " and not line:
                continue
        line.append(ch)
    lines.append("".join(line))
    return lines


def help_text(lang: str = "en") -> str:
    """The commands ``help`` lists, in ``lang`` (the command words stay as they are typed).

    >>> help_text().splitlines()[0], "quit" in help_text("ja")
    ('Commands (one a line):', True)
    """
    return _t("term_help", lang, bot=DEFAULT_BOT)


class CommandError(Exception):
    """A typed line cannot be carried out; the message is the one line the player sees.

    ``said`` is the string key and values that say it in the game's language (:meth:`text`), where it has them.
    """

    def __init__(self, message: str, said: tuple[str, dict] | None = None):
        super().__init__(message)
        self.said = said

    @classmethod
    def of(cls, key: str, **values) -> CommandError:
        """The error said by the string ``key`` with ``values`` (its English text as the message)."""
        return cls(_t(key, "en", **values), (key, values))

    @classmethod
    def of_target(cls, problem: str) -> CommandError:
        """The error of a name output may not be written to (:func:`authoring.files.save.output_target_problem`),
        said in each language where it has a key."""
        key = getattr(problem, "key", None)
        if key is None:
            return cls(problem)
        from authoring.language.diagnostic_text import WORDS

        values = {name: {"en": value, **WORDS.get(value, {})} if name == "kind" else value
                  for name, value in problem.values.items()}  # a folder, a FIFO: said in each language
        return cls(str(problem), (f"target_{key}", values))

    def text(self, lang: str) -> str:
        """The message in ``lang``."""
        from authoring.language import i18n

        return i18n.said(self.said[0], lang, self.said[1]) if self.said else str(self)


@dataclass
class TerminalGame:
    """A session being played from the terminal, with the undo marks of the player's commands.

    ``marks`` holds the number of steps played before each command that
    changed the game, so that ``undo`` takes back a whole command (an action
    and the bot turns it set off, a ``bot`` turn, an ``auto`` run).
    """

    session: PlaySession
    lang: str = "en"
    marks: list[int] = field(default_factory=list)
    written: dict[Path, str | None] = field(default_factory=dict)
    """The files this game wrote, with the content hash of what it wrote: ``save`` may write one again without
    ``--force`` while it still holds that."""
    call_path: Path | None = None
    """The Call file played, for the command that re-runs a saved replay (:func:`rerun_command`)."""

    @property
    def game(self):
        return self.session.game

    # -- commands ---------------------------------------------------------------

    def play(self, text: str) -> None:
        """Play the action ``text`` (a number of the list or a notation), then the bot seats."""
        from authoring import playing
        from engine.actions import Action
        from engine.errors import ActionSyntaxError

        if self.game.is_over:
            raise CommandError(_t("term_game_over", self.lang))
        legal = numbered_actions(self.game)
        if text.isascii() and text.isdigit():  # another script's digits are no number of the list
            number = int(text)
            if not 1 <= number <= len(legal):
                raise CommandError(_t("term_no_action", self.lang, number=number, n=len(legal)))
            notation = legal[number - 1].notation
        else:
            try:
                action = Action.parse(text)
            except ActionSyntaxError as exc:
                raise CommandError(f"{playing.unreadable_text(text, exc, self.lang)} "
                                   f"{_t('term_help_hint', self.lang)}") from None
            notation = action.notation
            if not self.game.is_legal(action):
                why = refusal_reason(self.game, action, legal, self.lang)
                if why is None:
                    raise CommandError(_t("term_not_legal", self.lang, notation=repr(notation), n=len(legal)))
                raise CommandError(_t("two_sentences", self.lang, first=why,
                                      second=_t("term_choose_number", self.lang, n=len(legal))))
        self._change(lambda s: play_bot_seats(playing.apply_action(s, notation)))

    def bot(self, name: str | None) -> None:
        """The seat's bot (or ``name``, or :data:`DEFAULT_BOT`) plays the rest of this turn."""
        from authoring import playing

        if self.game.is_over:
            raise CommandError(_t("term_game_over", self.lang))
        seat = self.game.current_seat
        name = _checked_bot(name or self.session.options.bot_of(seat) or DEFAULT_BOT)
        self._change(lambda s: play_bot_seats(_with_bots(s, {seat: name}, playing.bot_turn)))

    def auto(self, name: str | None) -> None:
        """Bots play every seat to the end (seats without a bot get ``name`` or :data:`DEFAULT_BOT`)."""
        if self.game.is_over:
            raise CommandError(_t("term_game_over", self.lang))
        name = _checked_bot(name or DEFAULT_BOT)
        seats = {seat: self.session.options.bot_of(seat) or name for seat in range(len(self.game.st.ff_pos))}
        self._change(lambda s: _with_bots(s, seats, play_bot_seats))

    def undo(self) -> int:
        """Take back the last command; the number of actions undone."""
        from authoring import playing

        if not self.marks:
            raise CommandError(_t("term_nothing_to_undo", self.lang))
        mark = self.marks.pop()
        undone = len(self.session.steps) - mark
        while len(self.session.steps) > mark:
            self.session = playing.undo(self.session)
        return undone

    def save(self, path: Path, force: bool = False) -> None:
        """Write the replay of the game so far to ``path`` (atomically).

        An existing file is replaced only when this game wrote it and it still holds what the game wrote, or with
        ``force``: a name typed by mistake, or a file changed since, is never lost.
        """
        from authoring import playing
        from authoring.files.save import content_hash, read_text_or_none, replay_target_problem, write_atomic

        ours = path.absolute() in self.written
        mine = ours and content_hash(read_text_or_none(path)) == self.written[path.absolute()]
        if problem := replay_target_problem(path, force=force or mine):
            if problem.key == "exists":
                raise CommandError.of("term_save_changed" if ours else "term_save_exists", name=str(path))
            raise CommandError.of_target(problem)
        text = playing.export_replay(self.session)
        try:
            write_atomic(path, text, follow_link=False)
        except OSError as exc:
            raise CommandError.of("term_cannot_write", name=str(path), reason=exc.strerror or str(exc)) from None
        self.written[path.absolute()] = content_hash(text)

    def save_record(self, path: Path, found: str | None) -> Path:
        """Write the replay to ``path`` (``--record``), checked before the game to hold ``found`` (a content hash).

        A file written there during the game is kept and the replay goes beside
        it (:func:`authoring.files.save.write_output_kept`); the path written.
        """
        from authoring import playing
        from authoring.files.save import content_hash, write_output_kept

        if path.absolute() in self.written:  # saved there by this game (``save FILE``): replaced, unless changed since
            found = self.written[path.absolute()]
        text = playing.export_replay(self.session)
        try:
            written = write_output_kept(path, text, found)
        except OSError as exc:
            raise CommandError.of("term_cannot_write", name=str(path), reason=exc.strerror or str(exc)) from None
        self.written[written.absolute()] = content_hash(text)
        return written

    def _change(self, fn) -> None:
        from authoring import playing

        before = self.session
        try:
            after = fn(before)
        except playing.PlayError as exc:
            raise CommandError(str(exc), exc.said) from None
        if len(after.steps) > len(before.steps):
            self.marks.append(len(before.steps))
        self.session = after


def rerun_command(replay: Path | str, call_path: Path | None, library: Path = Path("calls")) -> str:
    """The command that re-runs the replay written to ``replay``: ``callforge replay`` finds a Call of the default
    library by its id, any other by ``--call``.

    >>> rerun_command("game.replay.json", Path("calls/fire-rescue-family.call.json"))
    'callforge replay game.replay.json'
    >>> rerun_command("game.replay.json", Path("/home/me/lodge.call.json"))
    'callforge replay game.replay.json --call /home/me/lodge.call.json'
    """
    import shlex

    command = f"callforge replay {shlex.quote(str(replay))}"
    if call_path is None or call_path.parent.resolve() == library.resolve():
        return command
    return f"{command} --call {shlex.quote(str(call_path))}"


def resume_command(replay: Path | str, call_path: Path | None) -> str:
    """The command that goes on with the game saved to ``replay``.

    >>> resume_command("my game.replay.json", Path("calls/fire-rescue-family.call.json"))
    "callforge play calls/fire-rescue-family.call.json --resume 'my game.replay.json'"
    """
    import shlex

    return f"callforge play {shlex.quote(str(call_path or 'CALL'))} --resume {shlex.quote(str(replay))}"


def save_arguments(rest: str) -> tuple[bool, str]:
    """``(force, file name)`` of the words after ``save``.

    >>> save_arguments("game.replay.json"), save_arguments("--force my game.replay.json")
    ((False, 'game.replay.json'), (True, 'my game.replay.json'))
    >>> save_arguments("--force --force  x.replay.json")
    (True, 'x.replay.json')
    """
    words = rest.split(" ")
    force = "--force" in words[:-1] or rest == "--force"
    while words and words[0] in ("--force", ""):  # the option, however often typed, is no part of the name
        words.pop(0)
    name = " ".join(words).strip()
    if not name:
        raise CommandError.of("term_save_needs_name")
    return force, name


def play_bot_seats(session):
    """Let the bots of bot seats play until a person must decide or the game ends.

    Stops with a note after :data:`MAX_AUTO_TURNS` turns, or when a bot stops
    early (its note is kept).
    """
    from authoring import playing

    for _ in range(MAX_AUTO_TURNS):
        after = playing.run_bots(session, max_turns=1)
        if after is session or after.notes or after.game.is_over:
            return after
        session = after
    return replace(session, notes=(f"bots stopped after {MAX_AUTO_TURNS} turns",))


def _checked_bot(name: str) -> str:
    from authoring import playing

    if name == "pass":
        raise CommandError.of("term_pass_bot", known=", ".join(playing.bot_names()))
    if name not in playing.bot_names():
        raise CommandError.of("term_unknown_bot", name=repr(name), known=", ".join(playing.bot_names()))
    return name


def _with_bots(session, seats: dict[int, str], fn):
    """``fn(session)`` with ``seats`` played by the named bots; the session keeps its own options after."""
    options = session.options
    players = len(session.game.st.ff_pos)
    bots = tuple(seats.get(seat, options.bot_of(seat)) for seat in range(players))
    after = fn(replace(session, options=replace(options, bots=bots)))
    return replace(after, options=options)


def numbered_actions(game) -> list:
    """The legal actions in the order they are numbered: by group as on the Play page."""
    from authoring import playing

    if game.is_over:
        return []
    return [a for actions in playing.group_actions(game.legal_actions()).values() for a in actions]


# ---------------------------------------------------------------------------
# what is printed


def _bold_markdown(text: str) -> str:
    """Event text (which marks the die value ``**like this**``) as Rich markup."""
    from rich.markup import escape

    return re.sub(r"\*\*(.+?)\*\*", r"[bold]\1[/bold]", escape(text))


def _event_lines(events, lang: str, indent: str = "  ", call=None) -> list[str]:
    from authoring import playing

    return [f"{indent}- {_bold_markdown(playing.describe_event(e, lang, call))}" for e in events]


def steps_report(steps, lang: str, call=None) -> list[str]:
    """Markup lines for ``steps``: a person's action with its events, a bot turn on one line, every Fire phase.

    The Fire phase lists every event of the phase, dice rolls included.
    """
    from authoring import playing
    from authoring.language import i18n
    from engine.actions import Action

    lines: list[str] = []
    bot_line: list[str] = []
    bot_key = None

    def flush() -> None:
        nonlocal bot_key
        if bot_line:
            seat, _, name = bot_key
            lines.append(f"[bold]{i18n.t('seat', lang, n=seat + 1)}[/] ({name}): " + ", ".join(bot_line))
            bot_line.clear()
        bot_key = None

    for step in steps:
        fire = playing.fire_phase_events(step)
        kinds = [e.kind for e in step.events]
        split = kinds.index("end_turn") + 1 if "end_turn" in kinds else len(kinds)
        after_fire = split + len(fire)
        if step.by_bot:
            if bot_key != (step.seat, step.turn, step.by_bot):
                flush()
                bot_key = (step.seat, step.turn, step.by_bot)
            bot_line.append(_escape(step.notation))
            if "game_over" in kinds[:split]:
                flush()
                lines += _event_lines([e for e in step.events[:split] if e.kind == "game_over"], lang, call=call)
        else:
            flush()
            label = playing.action_label(Action.parse(step.notation), lang, call)  # as the list said it, seats from 1
            lines.append(f"[bold]{i18n.t('seat', lang, n=step.seat + 1)}[/]: {_escape(label)} [dim]({_escape(step.notation)})[/]")
            lines += _event_lines(step.events[:split], lang, call=call)
        if fire or "end_turn" in kinds:
            flush()
            lines.append(f"[bold]{i18n.t('fire_phase_of', lang, n=step.seat + 1, turn=step.turn + 1)}[/]")
            lines += _event_lines(fire, lang, call=call)
        lines += _event_lines([e for e in step.events[after_fire:] if e.kind != "start_turn"], lang, call=call)
    flush()
    return lines


def status_lines(session, lang: str) -> list[str]:
    """Markup lines: the counters, then the turn, the seat to decide and its AP (or the outcome)."""
    from authoring import playing
    from authoring.language import i18n

    n = playing.counters(session)
    game = session.game
    counters = " · ".join([
        f"{i18n.t('cnt_rescued', lang)} {i18n.t('of_n', lang, a=n['rescued'], b=n['to_win'])}",
        f"{i18n.t('cnt_lost', lang)} {i18n.t('of_n', lang, a=n['lost'], b=n['loss_at'])}",
        f"{i18n.t('cnt_damage', lang)} {i18n.t('of_n', lang, a=n['damage'], b=n['damage_supply'])}",
        f"{i18n.t('cnt_poi', lang)} {n['poi_on_board']} / {n['poi_bag']}",
    ] + [f"{label} {value}" for label, value in playing.call_counters(session, lang)]
      + ([i18n.t("cnt_hot", lang, n=n["hot_spot_supply"])] if n["hot_spot_supply"] else []))
    lines = [counters]
    if game.is_over:
        lines.append(f"[bold]{outcome_text(game, lang)}[/]")
        return lines
    row = playing.firefighters(session)[game.current_seat]
    who = i18n.t("turn_of", lang, turn=game.st.turn + 1, n=row["seat"] + 1)
    if row.get("hero") is not None:
        who += f" ({row['hero'].title.get(lang)})"
    elif session.has_specialists and row["specialist"]:
        who += f" ({playing.specialist_name(row['specialist'], lang)})"
    ap = [f"{i18n.t('col_space', lang)} {row['cell'][0]},{row['cell'][1]}",
          f"{i18n.t('col_ap', lang)} {row['ap']}", f"{i18n.t('col_saved', lang)} {row['saved']}"]
    if session.has_specialists:
        ap.append(f"{i18n.t('col_free', lang)} {row['free']}")
    carrying = [i18n.t(f"carry_{row['carry']}", lang)] if row["carry"] else []
    if row["leading"]:
        carrying.append(i18n.t("carry_lead", lang))
    if carrying:
        ap.append(f"{i18n.t('col_carry', lang)}: {', '.join(carrying)}")
    lines.append(f"[bold]{_escape(who)}[/] · " + _escape(" · ".join(ap)))
    lines += [_escape(line) for line in playing.hero_lines(row, lang)]
    lines += [_escape(line) for line in playing.forge_offer(game, lang)]
    return lines


def outcome_text(game, lang: str) -> str:
    """``Game over: ...`` with the final counters, or where an unfinished game stands."""
    from authoring.language import i18n

    o, st = game.outcome, game.st
    if o is None:
        return i18n.t("game_unfinished", lang, turn=st.turn + 1, rescued=st.rescued, lost=st.lost, damage=st.damage)
    result = i18n.t("game_over", lang, result=i18n.t(f"result_{o.result}", lang))
    return f"{result} " + i18n.t("game_final", lang, turn=st.turn + 1, rescued=o.rescued, lost=o.lost, damage=o.damage)


def action_lines(game, lang: str, width: int) -> list[str]:
    """Markup lines: the legal actions numbered, under their group names, packed to ``width``."""
    from rich.cells import cell_len
    from rich.markup import escape

    from authoring import playing
    from authoring.language import i18n

    lines: list[str] = []
    number = 0
    for group, actions in playing.group_actions(numbered_actions(game)).items():
        lines.append(f"[bold]{i18n.t(f'grp_{group}', lang)}[/]")
        row, used = [], 2
        for action in actions:
            number += 1
            label = playing.action_label(action, lang, game.call)
            size = cell_len(f"{number:>2} {label}") + 3  # wide characters (Japanese) take two cells
            if row and used + size > width:
                lines.append("  " + "   ".join(row))
                row, used = [], 2
            row.append(f"[bold cyan]{number:>2}[/] {escape(label)}")
            used += size
        lines.append("  " + "   ".join(row))
    return lines


def refusal_reason(game, action, legal: list, lang: str) -> str | None:
    """Why ``action`` is not legal now, in ``lang``: the rules' reason (:func:`engine.why.why_not`, for every kind of
    action), else what of its kind is legal now, or that none is.

    >>> from authoring import playing as pl
    >>> from engine.actions import Action
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> game = pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)).game
    >>> refusal_reason(game, Action.parse("ext 4,4"), numbered_actions(game), "en")
    "4,4 is neither the firefighter's space 0,6 nor next to it: extinguishing reaches the own and the Adjacent spaces (R-ACT-6)"
    >>> refusal_reason(game, Action.parse("crew paramedic"), numbered_actions(game), "en")
    "no 'crew' action is legal now"
    """
    from authoring import playing

    why = playing.rules_reason(game, action, lang)
    if why is not None:
        return why
    same = [a.notation for a in legal if a.kind == action.kind]
    word = action.notation.split()[0]  # as typed: 'cmd' for a command, not its kind 'cmd-move'
    if not same:
        return _t("term_none_of_kind", lang, kind=word)
    shown = ", ".join(same[:6]) + (", ..." if len(same) > 6 else "")
    return _t("term_of_kind", lang, kind=word, actions=shown)


def notation_lines(game, lang: str) -> list[str]:
    """What to type for each action of the list now: its number, its notation and its label (``help`` shows them).

    >>> from authoring import playing as pl
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> notation_lines(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)).game, "en")[:2]
    ['To type an action of the list, its number or its notation:', '   1  move 0,5            Move to 0,5']
    """
    from authoring import playing

    if game.is_over:
        return []
    lines = [_t("term_notations", lang)]
    for number, action in enumerate(numbered_actions(game), start=1):
        lines.append(f"  {number:>2}  {action.notation:<18}  {playing.action_label(action, lang, game.call)}")
    return lines


# ---------------------------------------------------------------------------
# the loop


class Screen:
    """Prints the game to a Rich console."""

    def __init__(self, console, lang: str):
        self.console = console
        self.lang = lang

    def say(self, text: str = "", style: str | None = None) -> None:
        """Print a line of markup; long lines are left for the terminal to wrap."""
        self.console.print(text, style=style, highlight=False, soft_wrap=True)

    def board(self, session) -> None:
        from authoring.drawings.markers import markers_from_game
        from authoring.drawings.text import draw_markers, rich_markup, tag_key

        markers = markers_from_game(session.game, self.lang)
        self.console.print(rich_markup(draw_markers(session.board, markers)), highlight=False, soft_wrap=True)
        for line in tag_key(markers):
            self.console.print(line, highlight=False, markup=False, soft_wrap=True)

    def frame(self, session, steps=()) -> None:
        """What happened in ``steps``, then the board, the counters and the actions."""
        for line in steps_report(steps, self.lang, session.call):
            self.say(line)
        for note in session.notes_in(self.lang):
            self.say(_escape(note), style="yellow")
        self.board(session)
        for line in status_lines(session, self.lang):
            self.say(line)
        for line in action_lines(session.game, self.lang, self.console.width):
            self.say(line)
        if session.game.is_over:
            self.say(_t("term_over_hint", self.lang), style="dim")


MAX_LINE = 1000
"""Longest typed line read (an action or a command with a file name is far shorter)."""


def _read_line(console) -> str | None:
    """One line from standard input (None at its end); echoed when input is not a terminal."""
    try:
        line = console.input("[bold]>[/] ")
    except (EOFError, KeyboardInterrupt):
        console.print()
        return None
    if len(line) > MAX_LINE:
        console.print(f"a line of {len(line)} characters is not read: commands are at most {MAX_LINE}", highlight=False, markup=False)
        return ""
    if not sys.stdin.isatty():
        console.print(line, highlight=False, markup=False, soft_wrap=True)
    return half_width(line).strip()  # full-width digits and commas, as a Japanese keyboard types them


def run_loop(tg: TerminalGame, screen: Screen) -> None:
    """Read and carry out commands until ``quit`` or the end of input."""
    while True:
        line = _read_line(screen.console)
        if line is None:
            return
        word, _, rest = line.partition(" ")
        word, rest = word.lower(), rest.strip()
        before = len(tg.session.steps)
        try:
            if not line:
                continue
            if word in ("quit", "exit", "q"):
                return
            if word == "help":
                screen.say(_escape(help_text(screen.lang)), style=None)
                screen.console.print(_t("term_legend", screen.lang), markup=False, highlight=False, soft_wrap=True)
                for text in notation_lines(tg.game, screen.lang):
                    screen.console.print(text, markup=False, highlight=False, soft_wrap=True)
                continue
            if word == "board":
                screen.frame(tg.session)
                continue
            if word == "save":
                force, name = save_arguments(rest)
                path = Path(name).expanduser()
                tg.save(path, force)
                screen.say(_escape(_t("term_saved", screen.lang, n=len(tg.session.steps), name=name)))
                screen.say(_escape(_t("term_rerun", screen.lang, command=rerun_command(path, tg.call_path))), style="dim")
                screen.say(_escape(_t("term_resume", screen.lang, command=resume_command(path, tg.call_path))), style="dim")
                continue
            if word == "undo":
                if rest:
                    raise CommandError.of("term_undo_alone")
                undone = tg.undo()
                screen.say(_t("term_undone", screen.lang, n=undone))
                screen.frame(tg.session)
                continue
            if word in ("bot", "auto"):
                if len(rest.split()) > 1:
                    raise CommandError.of("term_one_bot", word=word)
                (tg.bot if word == "bot" else tg.auto)(rest or None)
            else:
                tg.play(line.lower())
        except CommandError as exc:
            screen.say(f"[red]{_escape(exc.text(screen.lang))}[/]")
            continue
        new_steps = tg.session.steps[before:]
        if word == "auto":
            screen.say(_t("term_bots_played", screen.lang, n=len(new_steps)))
            new_steps = new_steps[-1:]
        screen.frame(tg.session, new_steps)


def _line_editing() -> None:
    """Arrow keys and history for the typed lines, where the platform has readline."""
    import contextlib

    with contextlib.suppress(ImportError):  # no readline on Windows
        import readline  # noqa: F401 - importing it turns line editing on for input()


def _escape(text: str) -> str:
    """The Call's own text, safe for Rich: markup and terminal control characters escaped."""
    from rich.markup import escape

    from authoring.diagnostics import printable

    return escape(printable(text, keep_newlines=True))


# ---------------------------------------------------------------------------
# the command


def _new_game_options(call, lang: str, *, players, level, seed, bots, specialists):
    """The options of a new game from the command line: 4 players within the Call's range unless said; a usage error
    for a player count the Call does not take (before the seats of ``--bot`` are counted)."""
    from authoring import playing

    count = players if players is not None else min(max(4, call.players.min), call.players.max)
    if not call.players.min <= count <= call.players.max:
        wrong = _t("start_why_players_range", lang, low=call.players.min, high=call.players.max, n=count)
        fail_usage(_t("cannot_start", lang, error=wrong))
    return playing.PlayOptions(players=count, level=level, seed=seed, bots=_parse_bots(bots or [], count, lang),
                                  specialists=specialists_by_seat([specialists] if specialists else None))


def _resumed(path: Path, call_path: Path, library: Path) -> PlaySession:
    """The game the replay at ``path`` saved, played again on ``call_path``, every seat a person's.

    Its options (players, level, specialists, seed) are the replay's; :class:`PlayError` when it is no replay of
    this Call or cannot be read (a file of at most :data:`authoring.files.read.MAX_FILE_BYTES`, as every replay).
    """
    from authoring import playing
    from authoring.files.read import read_bytes

    data, problem = read_bytes(path)
    if data is None:
        from authoring.language import diagnostic_text, i18n

        error = playing.PlayError(f"--resume {path}: {problem}")
        why = {lang: diagnostic_text.translate_message("FP100", problem, lang) or problem for lang in i18n.LANGUAGES}
        error.said = ("term_resume_unreadable", {"name": str(path), "why": why})
        raise error
    try:
        return playing.session_from_replay(data, str(path), library, call_path)[1]
    except playing.PlayError as exc:
        exc.in_file = True  # the file is there and holds no game this Call can go on with
        raise



def _parse_bots(values: list[str], players: int, lang: str = "en") -> tuple[str | None, ...]:
    """``["2=greedy", ...]`` (seats from 1) -> the bot of each seat; a usage error in ``lang`` when malformed."""
    from authoring import playing

    known = ", ".join(playing.bot_names())

    bots: list[str | None] = [None] * players
    for value in values:
        seat, sep, name = value.partition("=")
        if not sep or not (seat.strip().isascii() and seat.strip().isdigit()):
            fail_usage(_t("term_bot_syntax", lang, value=repr(value)))
        number = int(seat)
        if not 1 <= number <= players:
            fail_usage(_t("term_bot_seat", lang, value=value, number=number, players=players))
        if name.strip() == "pass":  # a control of playtests: it only ends turns
            fail_usage(_t("term_bot_pass", lang, value=value, known=known))
        if name.strip() not in playing.bot_names():
            fail_usage(_t("term_bot_unknown", lang, value=value, name=repr(name.strip()), known=known))
        if bots[number - 1] is not None:
            fail_usage(_t("term_bot_twice", lang, number=number))
        bots[number - 1] = name.strip()
    return tuple(bots)


def _check_level(call, level: str | None, lang: str) -> None:
    """A usage error in ``lang`` unless ``level`` is None or a level id of ``call``."""
    if level is None or level in {lv.id for lv in call.levels}:
        return
    known = ", ".join(lv.id for lv in call.levels)
    why = _t("start_why_level_unknown", lang, level=level, known=known) if known else \
        _t("start_why_level_none", lang, level=level)
    fail_usage(_t("cannot_start", lang, error=why))


def _resolve_call(call: str, library: Path, lang: str = "en") -> Path:
    """The Call path ``call``, or ``library/<call>.call.json`` when ``call`` is a bundled Call's id.

    A usage error when ``call`` names neither (no file, and no Call of that id in ``library``): it lists the
    library's Calls and the one probably meant.
    """
    import difflib

    from authoring.files.read import is_there

    path = Path(call)
    if path.is_file():
        return path
    bundled = library / f"{call}.call.json"
    if bundled.is_file() or is_there(path) or call.endswith(".json") or "/" in call:
        return bundled if bundled.is_file() else path  # a file path: reading it says what is wrong
    ids = sorted(p.name.removesuffix(".call.json") for p in library.glob("*.call.json")) if library.is_dir() else []
    close = difflib.get_close_matches(call, ids, n=1)
    hint = _t("term_no_call_close", lang, close=repr(close[0])) if close else \
        (_t("term_no_call_there", lang, ids=", ".join(ids)) if ids else "")
    fail_usage(_t("term_no_call", lang, call=repr(call), library=library) + hint)


def play(
    call: Annotated[str, typer.Argument(help="The .call.json to play (or the id of a Call in --library).")],
    level: Annotated[str | None, typer.Option("--level", help="Difficulty level id.")] = None,
    players: Annotated[int | None, typer.Option("--players", help="Number of firefighters (default 4, within the Call's range).")] = None,
    specialists: Annotated[str | None, typer.Option("--specialists", help="Specialist of each seat, comma-separated.")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the game's dice (default 1).")] = None,
    bot: Annotated[list[str] | None, typer.Option("--bot", help="SEAT=NAME: a bot plays that seat (seats from 1); repeatable.")] = None,
    lang: Annotated[str, typer.Option("--lang", help="Language of the game's words: en, hu or ja.")] = "en",
    record: Annotated[Path | None, typer.Option("--record", help="Write the replay of the game here when it ends (a name ending in .replay.json).")] = None,
    force: Annotated[bool, typer.Option("--force", help="Let --record replace an existing file.")] = False,
    library: Annotated[Path, typer.Option("--library", help="The library where a Call named by its id (not a path) is "
                                          "looked up.")] = Path("calls"),
    resume: Annotated[Path | None, typer.Option("--resume", help="Go on with a game saved by 'save FILE' or "
                                                "--record (a replay of this Call): its steps are played again.")] = None,
) -> None:
    """Play a Call in the terminal: type action numbers or notations, undo, let bots play (type help)."""
    from rich.console import Console

    from authoring.language import i18n

    if lang not in i18n.LANGUAGES:
        fail_usage(f"unknown language {lang!r}; choose one of: {', '.join(i18n.LANGUAGES)}")
    if record is not None:
        from authoring.files.save import content_hash, read_text_or_none, replay_target_problem

        if problem := replay_target_problem(record, force=force, make_folder=False):
            fail_usage(f"--record: {CommandError.of_target(problem).text(lang)}")
        found = content_hash(read_text_or_none(record))  # a file written there during the game is kept
    if resume is not None and (given := [name for name, value in (("--players", players), ("--level", level),
                                                                   ("--specialists", specialists), ("--seed", seed))
                                         if value is not None]):
        fail_usage(_t("term_resume_options", lang, given=", ".join(given)))
    from engine.model.saved import MAX_SEED

    seed = 1 if seed is None else seed
    if not 0 <= seed <= MAX_SEED:
        fail_usage(_t("term_seed_range", lang, most=MAX_SEED, seed=seed))
    call_path, session = _opened_game(call, library, lang, resume=resume, players=players, level=level, seed=seed,
                                      bots=bot, specialists=specialists)
    game_call = session.call

    console = Console(highlight=False)
    screen = Screen(console, lang)
    # a resumed game's steps are undone one by one, as the commands that played them are not known
    tg = TerminalGame(play_bot_seats(session), lang, marks=list(range(len(session.steps))), call_path=call_path)
    title = game_call.title.get(lang) if game_call.title else game_call.id
    screen.say(_t("term_header", lang, title=f"[bold]{_escape(title)}[/]", seed=tg.session.options.seed))
    if game_call.briefing:
        briefing = game_call.briefing.get(lang)
        if lang == "ja":
            briefing = fold_japanese(briefing, console.width)
        console.print(_escape(briefing), style="italic", highlight=False, soft_wrap=lang == "ja")
    screen.frame(tg.session, tg.session.steps)
    if sys.stdin.isatty():
        _line_editing()
    try:
        run_loop(tg, screen)
    except KeyboardInterrupt:  # Ctrl-C while a bot thinks: end like quit
        console.print()
    if not tg.game.is_over:  # a game that ended said so under its last board
        screen.say(f"[bold]{_escape(outcome_text(tg.game, lang))}[/]")
    if record is not None:
        _write_record(tg, screen, record, found)


def _opened_game(call: str, library: Path, lang: str, *, resume: Path | None, players, level, seed: int, bots,
                 specialists) -> tuple[Path, PlaySession]:
    """The Call file played and the game it starts with: a new one with these options, or the one ``resume`` saved
    (its seats' bots from ``bots``); a usage error, or a file error (exit 1) for a saved game that cannot go on."""
    from authoring import playing

    try:
        call_path = _resolve_call(call, library, lang)
        game_call, board = playing.load_playable(call_path)
    except playing.PlayError as exc:
        if exc.unusable is not None:
            fail_on_file_errors(exc.unusable, lang)  # the diagnostics as validate prints them, unwrapped
        fail_usage(str(exc))
    _check_level(game_call, level, lang)
    try:
        if resume is not None:  # the seats of --bot are those of the saved game
            saved = _resumed(resume, call_path, library)
            seats = _parse_bots(bots or [], saved.options.players, lang)
            return call_path, replace(saved, options=replace(saved.options, bots=seats if any(seats) else ()))
        return call_path, playing.start_game(game_call, board, _new_game_options(
            game_call, lang, players=players, level=level, seed=seed, bots=bots, specialists=specialists))
    except playing.PlayError as exc:
        if exc.in_file:  # what the saved game holds, as a file with errors: exit 1
            say_error(_t("cannot_start", lang, error=exc.text(lang)))
            raise typer.Exit(FILE_HAS_ERRORS) from None
        fail_usage(_t("cannot_start", lang, error=exc.text(lang)))


def _write_record(tg: TerminalGame, screen: Screen, record: Path, found: str | None) -> None:
    """Write the game's replay to ``record`` at its end (``--record``) and say where and how to run it again."""
    lang = screen.lang
    try:
        written = tg.save_record(record, found)  # checked before the game: new, or --force
    except CommandError as exc:
        screen.say(f"[red]{_escape(exc.text(lang))}[/]")
        raise typer.Exit(1) from None
    if written != record:
        screen.say(_escape(_t("term_record_kept", lang, name=record)))
    screen.say(_escape(_t("term_record_written", lang, name=written)))
    screen.say(_escape(_t("term_rerun", lang, command=rerun_command(written, tg.call_path))), style="dim")


def register(app: typer.Typer) -> None:
    """Add ``play`` to ``app``."""
    app.command()(play)
