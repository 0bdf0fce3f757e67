"""A game at a glance: the status line, the bots' turns and the log."""

from __future__ import annotations

from dataclasses import dataclass, replace

from authoring.language import i18n
from authoring.playing.session import PlaySession
from authoring.playing.view import firefighters
from authoring.playing.words import action_label, describe_event, specialist_name
from engine.actions import Action
from engine.model import Call

# ---------------------------------------------------------------------------
# at a glance: the status line, the bots' turns, the log


def status_line(session: PlaySession, lang: str = "en") -> str:
    """One line saying who plays now, with what AP (saved, free) and load, and who decides.

    >>> from pathlib import Path
    >>> from authoring import playing as pl
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> print(pl.status_line(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1))))
    Turn 1 · Firefighter 1 · 4 AP · saved 0 · carries nothing · played by a person
    """
    game = session.game
    if game.is_over:
        return i18n.t("game_over", lang, result=i18n.t(f"result_{game.outcome.result}", lang))
    row = firefighters(session)[game.current_seat]
    parts = [i18n.t("status_turn", lang, turn=game.st.turn + 1), i18n.t("seat", lang, n=row["seat"] + 1)]
    if session.has_specialists and row["specialist"]:
        parts[-1] += f" ({specialist_name(row['specialist'], lang, session.call)})"
    parts.append(i18n.t("status_ap", lang, n=row["ap"]))
    parts.append(i18n.t("status_saved", lang, n=row["saved"]))
    if session.has_specialists:
        parts.append(i18n.t("status_free", lang, n=row["free"]))
    loads = ([i18n.t(f"carry_{row['carry']}", lang)] if row["carry"] else []) + (
        [i18n.t("carry_lead", lang)] if row["leading"] else [])
    parts.append(i18n.t("status_carries", lang, what=", ".join(loads)) if loads else i18n.t("status_carries_nothing", lang))
    parts.append(i18n.t("status_bot", lang, name=row["bot"]) if row["bot"] else i18n.t("status_person", lang))
    return " · ".join(parts)


@dataclass(frozen=True)
class TurnSummary:
    """The actions one seat played in one turn, in order, and who played them (a bot's name, or None)."""

    turn: int
    seat: int
    by_bot: str | None
    notations: tuple[str, ...]

    def text(self, lang: str = "en", call: Call | None = None) -> str:
        """``Turn 2 · Firefighter 1 (greedy): Move to 3,4 → Open door … → End turn``."""
        who = i18n.t("seat", lang, n=self.seat + 1) + (f" ({self.by_bot})" if self.by_bot else "")
        moves = " → ".join(action_label(Action.parse(n), lang, call) for n in self.notations)
        return f"{i18n.t('status_turn', lang, turn=self.turn + 1)} · {who}: {moves}"


def turn_summaries(session: PlaySession) -> list[TurnSummary]:
    """The steps of the game grouped by turn and seat, oldest first.

    >>> from pathlib import Path
    >>> from authoring import playing as pl
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> s = pl.start_game(call, board, pl.PlayOptions(players=2, seed=1, bots=("greedy", "greedy")))
    >>> s = pl.bot_turn(s)
    >>> [(t.turn, t.seat, t.by_bot, t.notations[-1]) for t in pl.turn_summaries(s)]
    [(0, 0, 'greedy', 'end')]
    """
    out: list[TurnSummary] = []
    for step in session.steps:
        last = out[-1] if out else None
        if last is not None and (last.turn, last.seat, last.by_bot) == (step.turn, step.seat, step.by_bot):
            out[-1] = replace(last, notations=(*last.notations, step.notation))
        else:
            out.append(TurnSummary(step.turn, step.seat, step.by_bot, (step.notation,)))
    return out


def recent_bot_turns(session: PlaySession) -> list[TurnSummary]:
    """The bot turns played since a person last acted (what the person has not seen happen), oldest first."""
    turns = turn_summaries(session)
    recent = []
    for summary in reversed(turns):
        if summary.by_bot is None:
            break
        recent.append(summary)
    return recent[::-1]


def log_markdown(session: PlaySession, lang: str = "en", *, limit: int = 60) -> str:
    """The game log as Markdown, newest step first: each step a list item, its events indented under it.

    >>> from pathlib import Path
    >>> from authoring import playing as pl
    >>> call, board = pl.load_playable(Path("calls/fire-rescue-family.call.json"))
    >>> s = pl.apply_action(pl.start_game(call, board, pl.PlayOptions(players=2, seed=1)), "end")
    >>> text = pl.log_markdown(s)
    >>> text.splitlines()[0].startswith("- **Turn 1"), text.splitlines()[1].startswith("    - ")
    (True, True)
    """
    lines = []
    for step in reversed(session.steps[-limit:]):
        who = f" {i18n.t('log_bot', lang, name=step.by_bot)}" if step.by_bot else ""
        action = action_label(Action.parse(step.notation), lang, session.call)
        lines.append(f"- **{i18n.t('log_step', lang, turn=step.turn + 1, n=step.seat + 1, action=action)}**{who}")
        lines += [f"    - {describe_event(e, lang, session.call)}" for e in step.events]
    lines.append(f"- **{i18n.t('setup_log', lang)}**")
    lines += [f"    - {describe_event(e, lang, session.call)}" for e in session.games[0].setup_events]
    return "\n".join(lines)
