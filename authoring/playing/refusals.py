"""Why a typed action is refused, in the player's language: the rule that stops it and what may be played instead."""

from __future__ import annotations

import re

from authoring.language import i18n
from authoring.playing.words import call_names, specialist_name
from engine.actions import Action
from engine.errors import ActionSyntaxError, GameError, IllegalActionError
from engine.game import Game
from engine.state import PHASE_ACTION
from engine.why import why_not, why_not_edge, why_not_move


class PlayError(Exception):
    """A game cannot be started or an action cannot be played; the message says why.

    ``unusable`` is the :class:`authoring.files.validate.UnusableFileError` of a
    Call with errors, so the page can show its diagnostics in its language.
    """

    unusable = None
    in_file = False
    """Whether the error is in a file that is there (a saved game that cannot go on), not in how it was asked for."""
    said: tuple[str, dict] | None = None
    """The i18n key and values that say it in the interface language (:meth:`text`); None: only the English message."""

    def text(self, lang: str) -> str:
        """The message in ``lang`` where it has words of its own there, else the English one."""
        if self.said is None:
            return str(self)
        key, values = self.said
        return i18n.said(key, lang, values)  # a value may be said differently in each language


def refusal(game: Game, notation: str, exc: GameError) -> PlayError:
    """The :class:`PlayError` for ``notation`` refused by ``game``: why, and what may be played instead.

    >>> from engine.game import Game
    >>> from engine.model import Board, Call
    >>> import json
    >>> call = Call.model_validate(json.load(open("calls/fire-rescue-family.call.json")))
    >>> board = Board.model_validate(json.load(open("calls/boards/fire-rescue-front.board.json")))
    >>> game = Game.new(call, board, players=2, seed=1)
    >>> error = refusal(game, "move 99,99", IllegalActionError("move 99,99", "no"))
    >>> error.said[0], error.text("en").split(". Legal")[0]
    ('play_not_legal_why', "'move 99,99' cannot be played now: 99,99 is off the board, whose spaces are rows 0-7 and columns 0-9")
    >>> refusal(game, "crew paramedic", IllegalActionError("crew paramedic", "no")).said[0]
    'play_not_legal'
    """
    legal = ", ".join(a.notation for a in _kind_first(game.legal_actions(), notation)[:LEGAL_SHOWN])
    more = " …" if game.legal_count() > LEGAL_SHOWN else ""
    error = PlayError(str(exc))
    if game.is_over:
        error.said = ("play_game_over", {})
    elif isinstance(exc, ActionSyntaxError):
        error.said = ("play_unreadable", {"text": cut_shown(notation), "legal": legal + more,
                                          "why": {lang: unreadable_text(notation, exc, lang) for lang in i18n.LANGUAGES}})
    elif isinstance(exc, IllegalActionError) and Action.parse(notation).kind == "end" and game.st.phase == PHASE_ACTION:
        error.said = ("play_end_in_fire", {"legal": legal + more})
    elif isinstance(exc, IllegalActionError):
        action = Action.parse(notation)
        why = {lang: rules_reason(game, action, lang) for lang in i18n.LANGUAGES}
        if why["en"] is not None:
            error.said = ("play_not_legal_why", {"action": action.notation, "why": why, "legal": legal + more})
        else:
            error.said = ("play_not_legal", {"action": action.notation, "legal": legal + more})
    return error


def _kind_first(actions: list[Action], notation: str) -> list[Action]:
    """``actions`` with those of the kind ``notation`` names first (what the player meant is most likely among them).

    >>> [a.notation for a in _kind_first([Action.parse("end"), Action.parse("move 1,2")], "move 9,9")]
    ['move 1,2', 'end']
    """
    kind = notation.split(maxsplit=1)[0].lower() if notation.strip() else ""
    return sorted(actions, key=lambda a: a.kind != kind)


def move_reason(game: Game, action: Action, lang: str = "en") -> str | None:
    """Why ``action``, a move the seat to act asked for, is not legal, in ``lang``; None for another action or when
    no reason is known (see :mod:`engine.why`).

    >>> import json
    >>> from engine.model import Board, Call
    >>> call = Call.model_validate(json.load(open("calls/fire-rescue-family.call.json")))
    >>> board = Board.model_validate(json.load(open("calls/boards/fire-rescue-front.board.json")))
    >>> game = Game.new(call, board, players=2, seed=3)
    >>> move_reason(game, Action.parse("move 4,4"), "hu")
    '4,4 nem szomszédos a tűzoltó mezőjével (0,6): a Mozgás szomszédos mezőre visz (R-ACT-1)'
    """
    if action.kind != "move" or game.st.phase != PHASE_ACTION:
        return None
    reason = why_not_move(game, action.cell, action.arg)
    if reason is None:
        return None
    values = dict(reason.values)
    if "item" in values:
        values["item"] = i18n.t(f"move_item_{values['item']}", lang)
    return i18n.t(f"move_why_{reason.key}", lang, **values)


def rules_reason(game: Game, action: Action, lang: str = "en") -> str | None:
    """Why ``action`` is not legal, in ``lang``, where the rules give a reason (:func:`engine.why.why_not`: a move, a
    door or wall, extinguishing, a drive, the deck gun, a specialist's or a hero's action, a Crew Change, a Call
    marker, the last way out of Fire, a decision that comes first); None otherwise."""
    reason = why_not(game, action)
    if reason is None:
        return None
    values = dict(reason.values)
    if "item" in values:
        values["item"] = i18n.t(f"move_item_{values['item']}", lang)
    if reason.key.startswith("crew_") and reason.key != "crew_unknown":  # a name typed that no specialist has stays
        values["name"] = values.get("name") and specialist_name(values["name"], lang, game.call)
    if "card" in values:  # a hero card's id -> its title
        values["card"] = call_names(game.call, lang).get(values["card"], values["card"])
    if "die" in values:  # red, black
        values["die"] = i18n.t(f"die_{values['die']}", lang)
    if "vehicle" in values:
        values["vehicle"] = i18n.t(f"vehicle_{values['vehicle'][:3].lower()}", lang)  # Ambulance, Engine
    return i18n.t(f"move_why_{reason.key}", lang, **values)


def edge_reason(game: Game, edge, lang: str = "en") -> str | None:
    """Why nothing can be done now with the door or wall on ``edge`` (its two spaces), in ``lang``; None when
    something can, or no reason is known (see :func:`engine.why.why_not_edge`)."""
    if game.st.phase != PHASE_ACTION:
        return None
    reason = why_not_edge(game, tuple(edge[0]), tuple(edge[1]))
    return None if reason is None else i18n.t(f"move_why_{reason.key}", lang, **reason.values)


LEGAL_SHOWN = 12
"""Legal actions a refusal lists (the action list below the board has them all)."""


_SYNTAX_FORMS: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(pattern, re.DOTALL), key) for pattern, key in (
    (r"empty text", "syntax_empty"),
    (r"unknown action (?P<word>.+): write '(?P<meant>[^']+)'", "syntax_unknown_action_meant"),
    (r"unknown action (?P<word>.+)", "syntax_unknown_action"),
    (r"(?P<word>.+) is not a space: write row,col \(such as 3,4\)", "syntax_not_a_space"),
    (r"write 'cmd FIREFIGHTER ACTION', firefighters counted from 1 \(such as cmd 2 move 3,4\)", "syntax_cmd"),
    (r"a command is 'move', 'open' or 'close'", "syntax_cmd_kind"),
    (r"'(?P<kind>[^']+)' takes a cell and an optional word", "syntax_cell_and_word"),
    (r"unknown move item (?P<word>.+)", "syntax_move_item"),
    (r"unknown extinguish option (?P<word>.+)", "syntax_extinguish_option"),
    (r"'(?P<kind>[^']+)' takes a cell only", "syntax_cell_only"),
    (r"'(?P<kind>[^']+)' takes the two spaces of an edge, joined by '-' \(such as (?P<example>.+)\)", "syntax_edge"),
    (r"write 'drive amb\|eng \+1\|-1 \[row,col\]'", "syntax_drive"),
    (r"re-roll 'red' or 'black'", "syntax_reroll"),
    (r"'(?P<kind>[^']+)' takes (?P<n>\d+) argument\(s\)", "syntax_arguments"),
))
"""The engine's reasons why a text is no action (:meth:`engine.actions.Action.parse`), each with its string key."""


def unreadable_text(text: str, exc: ActionSyntaxError, lang: str) -> str:
    """Why ``text`` is no action, in ``lang``: the engine's English reason put in its words there.

    A reason of no known form stays English (the engine's words are the reference).

    >>> from engine.errors import ActionSyntaxError
    >>> def why(text, lang):
    ...     try:
    ...         Action.parse(text)
    ...     except ActionSyntaxError as exc:
    ...         return unreadable_text(text, exc, lang)
    >>> why("fly 1,1", "en")
    "cannot read action 'fly 1,1': unknown action 'fly'"
    >>> why("fly 1,1", "hu")
    "nem olvasható akció: 'fly 1,1': ismeretlen akció: 'fly'"
    >>> why("equip", "en")
    "cannot read action 'equip': 'equip' takes 1 argument"
    >>> why("move 1", "ja")
    "アクション 'move 1' を読み取れません: '1' はマスではありません。行,列 の形で書いてください（例: 3,4）"

    A long text is shown cut at :data:`SHOWN_TEXT` characters, in the reason too:

    >>> len(why("x" * 5000, "hu")) < 2 * SHOWN_TEXT + 60
    True
    """
    prefix = f"cannot read action {text!r}: "
    message = str(exc)
    reason = message[len(prefix):] if message.startswith(prefix) else message
    for pattern, key in _SYNTAX_FORMS:
        if match := pattern.fullmatch(reason):
            reason = i18n.t(key, lang, **{name: cut_shown(value) for name, value in match.groupdict().items()})
            break
    else:
        reason = cut_shown(reason)
    return i18n.t("syntax_cannot_read", lang, text=repr(cut_shown(text)), reason=reason)


SHOWN_TEXT = 80
"""The most characters of a typed text an answer repeats."""


def cut_shown(text: str | None) -> str | None:
    """``text`` cut at :data:`SHOWN_TEXT` characters, marked "…"; a quoted word keeps its closing quote."""
    if text is None or len(text) <= SHOWN_TEXT:
        return text
    quote = text[-1] if text[0] == text[-1] and text[0] in "'\"" else ""
    return text[: SHOWN_TEXT - 1 - len(quote)] + "…" + quote
