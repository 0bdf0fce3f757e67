"""What a playtest's results say, in the studio's languages: the lines the studio's Playtest page and the HTML report
share (a run's title, the bot's strength, a win rate near its bound, games stopped, a comparison's verdict) and the
names of causes and figures.

The strings are :mod:`authoring.language.i18n`'s; the command line's English report keeps the words of
:mod:`authoring.playtest.text`, which name command-line options.

>>> words = RunWords("hu")
>>> words.title({"level": "veteran", "players": 4}, {"veteran": "Veterán"}), words.fig(0.254, ".1%")
('Veterán · 4 játékos', '25,4%')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from authoring.language import i18n
from authoring.playtest.runner import RESULTS

DAMAGE_CAUSES = ("setup", "explosion", "shockwave", "hazmat", "chop", "other")
LOSS_CAUSES = ("fire", "explosion", "collapse", "carried")
PERCENT_FIGURES = frozenset({"win_rate", "damage_share"})
"""Paired figures written in points of percent; the others as numbers."""


@dataclass(frozen=True)
class RunWords:
    """The words of playtest results in ``lang`` (``en``, ``hu``, ``ja``)."""

    lang: str = "en"
    names: dict = field(default_factory=dict, compare=False)
    """What the words know of level names: a run's name -> level id -> name (:mod:`authoring.playtest.report`)."""

    def t(self, key: str, **values) -> str:
        return i18n.t(key, self.lang, **values)

    def fig(self, value, spec: str) -> str:
        """A figure as the language writes it (a decimal comma in Hungarian)."""
        return i18n.figure(value, spec, self.lang)

    def span(self, lo, hi, spec: str) -> str:
        """An interval, ``25% – 31%``."""
        return f"{self.fig(lo, spec)} – {self.fig(hi, spec)}"

    def with_interval(self, mean: float, interval, spec: str) -> str:
        """A mean with its 95% interval in brackets: ``27.1 [26.5–27.7]``."""
        return f"{self.fig(mean, spec)} [{self.fig(interval[0], spec)}–{self.fig(interval[1], spec)}]"

    def players(self, n: int) -> str:
        return self.t("pt_players_short", n=n)

    def level(self, level, names: dict | None = None) -> str:
        """A level by its name (``names``: id -> name), ``—`` for a Call without levels."""
        return (names or {}).get(level, level) if level else "—"

    def where(self, s: dict, level_names: dict | None = None) -> str:
        """A run's level and player count (``Heroic · 4 players``), the player count alone for a Call without levels."""
        players = self.players(s["players"])
        return f"{self.level(s['level'], level_names)} · {players}" if s.get("level") else players

    def title(self, s: dict, level_names: dict | None = None) -> str:
        """A run: ``veteran · 4p``, or the player count alone for a Call without levels; a sweep's changes after."""
        return self.where(s, level_names) + "".join(f", {p}={v}" for p, v in (s.get("changes") or {}).items())

    @cached_property
    def causes(self) -> dict[str, str]:
        """How a game ended: a win or a loss cause (``other``: the turn limit)."""
        return {c: self.t(f"pt_cause_{c}") for c in RESULTS}

    @cached_property
    def damage_causes(self) -> dict[str, str]:
        return {c: self.t(f"pt_dmg_{c}") for c in DAMAGE_CAUSES}

    @cached_property
    def loss_causes(self) -> dict[str, str]:
        """How Victims were lost."""
        return {c: self.t(f"pt_lost_{c}") for c in LOSS_CAUSES}

    def strength(self, bot: str) -> str:
        """What a win rate played by ``bot`` means (as :func:`engine.bots.strength_label` says it)."""
        meaning = f"bot_meaning_{bot}"
        return self.t("pt_strength", bot=bot, meaning=self.t(meaning if meaning in i18n.STRINGS else "bot_meaning_other"))

    def stronger(self, bot: str, rates: Sequence[float], key: str = "pt_stronger") -> str | None:
        """Where ``bot`` wins under 90% and other bots won more in paired tests: which, and at what cost."""
        from engine.bots import stronger_bots

        better = next((b for b in (stronger_bots(bot, rate) for rate in rates) if b), ())
        if not better:
            return None
        return self.t(key, bot=bot, gains="; ".join(self.t(f"pt_gain_{name}") for name in better))

    def near_bound(self, s: dict, level_names: dict | None = None) -> str | None:
        """For a run near 0% or 100%: the figures that still tell, turns survived and Victims rescued."""
        from engine.bots import near_bound

        if not near_bound(s["win_rate"]):
            return None
        return self.t("pt_near_bound", where=self.where(s, level_names),
                      turns=self.with_interval(s["turns"]["mean"], s["turns_mean_ci95"], ".1f"),
                      rescued=self.with_interval(s["rescued_mean"], s["rescued_mean_ci95"], ".2f"))

    def stalled(self, s: dict, level_names: dict | None = None) -> str | None:
        """For a run with games stopped at the action limit of a turn (``engine.tally.play_out``): how many, and why."""
        from engine.tally import MAX_ACTIONS_PER_TURN

        if not s.get("stalled"):
            return None
        return self.t("pt_stalled", where=self.where(s, level_names), n=s["stalled"], games=s["games"],
                      actions=MAX_ACTIONS_PER_TURN)

    def verdict(self, parts: dict) -> str:
        """A comparison's verdict (``authoring.playtest.compare.verdict_parts``)."""
        figures = [self.t("pt_verdict_figure", figure=self.t(f"pt_cmp_{name}"), diff=diff,
                          direction=self.t(f"pt_verdict_{direction}"))
                   for name, diff, direction in parts["others"]]
        if parts["bound"] is not None:
            where = self.t(f"pt_verdict_{parts['bound']}")
            return (self.t("pt_verdict_bound", where=where, figure=figures[0]) if figures
                    else self.t("pt_verdict_bound_none", where=where))
        if parts["win"] is not None:
            return self.t("pt_verdict_win", direction=self.t(f"pt_verdict_{parts['win']}"))
        return self.t("pt_verdict_unclear_but", others=", ".join(figures)) if figures else self.t("pt_verdict_unclear")

    def difference(self, name: str, figure: dict) -> tuple[str, str]:
        """A paired figure's difference and its 95% interval: the win rate and damage share in points of percent."""
        spec = "+.1%" if name in PERCENT_FIGURES else "+.2f"
        return self.fig(figure["diff"], spec), self.span(*figure["ci95"], spec)
