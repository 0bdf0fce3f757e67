"""Playtest page: many bot games of a Call, with win rates, how and why games were lost, turns and heatmaps;
compare two versions; tune a Call to a target win rate. The page only draws: the work is in :mod:`authoring.playtest`."""

import json

import streamlit as st

from authoring import playtest as pt
from authoring.files.save import can_write_in
from authoring.language import diagnostic_text
from authoring.playtest import page as playtest_logic
from authoring.playtest.report import chart_words, heatmap_svg
from authoring.playtest.text import refusal_text
from authoring.playtest.tune import games_for_width
from authoring.playtest.words import RunWords
from authoring.studio import library_files, logic, shell
from authoring.studio.context import worded_choice
from authoring.studio.seed_field import seed_field
from authoring.studio.shell import tr

st.title(tr("page_playtest"))
PLAYERS = tr("pt_players_short")  # how a run's title writes its player count in the interface language ({n}: the count)
lang = shell.lang()
words = RunWords(lang)  # what the results say, in the interface language: the page and its HTML report share them
fig = words.fig


# the charts' figures and tooltips in the interface language (a string here would be drawn on the page)
CHART_WORDS = chart_words(words)

root = shell.library_dir()
calls = [p for p in library_files.library_files(root) if p.name.endswith(logic.CALL_SUFFIX)] if root.is_dir() else []
if not calls:
    st.info(tr("no_calls"))
    st.stop()


def _level(level) -> str:
    return words.level(level, names)


def _downloads(prefix: str, runs, title: str, differences=()) -> None:
    """Buttons to take the results away: the HTML report and the JSON the command line prints."""
    stem = runs[0].summary["call"]
    html_col, json_col = st.columns(2)
    # the report is built once per result shown (a sweep has many runs), not on every rerun of the page
    made_for = (tuple(id(run) for run in runs), title)
    cached = st.session_state.get(f"{prefix}_report")
    if cached is None or cached[0] != made_for:
        try:
            cached = (made_for, playtest_logic.results_html(runs, title, differences, lang))
        except pt.PlaytestError:  # a Call of the result was changed since and no longer loads: no drawing of it
            cached = (made_for, None)
        st.session_state[f"{prefix}_report"] = cached
    if cached[1] is not None:
        html_col.download_button(tr("pt_download_report"), cached[1], file_name=f"{stem}-{prefix}.html",
                                 mime="text/html", key=f"{prefix}_download_html", icon=":material/download:")
    json_col.download_button(tr("pt_download_json"), playtest_logic.results_json(runs, differences),
                             file_name=f"{stem}-{prefix}.json", mime="application/json", key=f"{prefix}_download_json",
                             icon=":material/download:")


def _trial_row(trial) -> dict:
    """One tune trial as a table row: its values, and its win rate with the interval, or why it was refused."""
    row = {tr("pt_tune_trial"): trial.number + 1, **dict(trial.params)}  # counted from 1, as "3 of 30 trials" is
    if trial.refused:
        code, _, message = refusal_text(trial.refused).partition(" ")
        reason = f"{code} {diagnostic_text.translate_message(code, message, shell.lang()) or message}"
        return row | {tr("pt_col_rate"): "—", tr("pt_col_ci"): tr("pt_tune_refused", reason=reason)}
    return row | {tr("pt_col_rate"): fig(trial.win_rate, ".1%"),
                  tr("pt_col_ci"): f"{fig(trial.win_rate_ci95[0], '.1%')} – {fig(trial.win_rate_ci95[1], '.1%')}"}




def _progress_bar(total_label: str):
    bar = st.progress(0.0, text=total_label)

    def update(done: int, total: int) -> None:
        bar.progress(done / total if total else 1.0, text=tr("pt_running", done=done, total=total))

    return bar, update


# --- one Call, several levels and player counts -------------------------------
# the page opens on the first Call that loads: a broken one sorting first would hide every section below
opening = playtest_logic.first_loading(calls) if "pt_call" not in st.session_state else 0
path = st.selectbox(tr("call"), calls, index=opening, key="pt_call", format_func=lambda p: str(p.relative_to(root)))
try:
    levels, player_counts = playtest_logic.call_choices(path)
except pt.PlaytestError as exc:
    st.error(tr("pt_error", error=diagnostic_text.error_text(exc, shell.lang())))
    st.stop()
names = playtest_logic.level_names(path, lang)
if st.session_state.get("pt_choices_for") != str(path):
    # another Call: its own levels and player counts, all levels and 4 players (or the fewest) chosen
    st.session_state["pt_choices_for"] = str(path)
    st.session_state["pt_levels"] = list(levels)
    st.session_state["pt_players"] = [n for n in player_counts if n == 4][:1] or player_counts[:1]
    # and the versions to compare start again from it (below)
    for key in ("pt_cmp_a", "pt_cmp_b"):
        st.session_state.pop(key, None)
        st.session_state.pop(f"{key}_kept", None)
c1, c2, c3, c4, c5 = st.columns([2.2, 1.6, 1, 1, 1])
chosen_levels = c1.multiselect(tr("pt_levels"), levels, key=worded_choice("pt_levels"), format_func=_level)
chosen_players = c2.multiselect(tr("pt_players"), player_counts, key="pt_players")
games = int(c3.number_input(tr("pt_games"), min_value=1, max_value=5000, value=playtest_logic.DEFAULT_GAMES,
                            key="pt_games"))
bot = c4.selectbox(tr("pt_bot"), playtest_logic.bot_names(), key="pt_bot", help=tr("pt_bot_help"))
seed = seed_field(c5, "pt_seed", 0)

with_effects = levels != [None] and st.checkbox(tr("pt_effects"), key="pt_effects", help=tr("pt_effects_help"))
if st.button(tr("pt_run"), key="pt_run", type="primary", icon=":material/play_arrow:", disabled=seed is None):
    if not chosen_levels or not chosen_players:
        st.warning(tr("pt_none"))
    else:
        specs = playtest_logic.playtest_specs(path, levels=chosen_levels, players=sorted(chosen_players), bot=bot, seed=seed)
        bar, update = _progress_bar(tr("pt_running", done=0, total=games * len(specs)))
        try:
            runs = playtest_logic.run_playtests(specs, games, update)
            if with_effects:
                playtest_logic.add_level_effects(runs, games, update)
        except pt.PlaytestError as exc:
            st.error(tr("pt_error", error=diagnostic_text.error_text(exc, shell.lang())))
        else:
            st.session_state["pt_runs"] = (str(path), runs)
        bar.empty()

stored = st.session_state.get("pt_runs")
if stored and stored[0] == str(path):
    runs = stored[1]
    st.success(tr("pt_done", n=sum(r.summary["games"] for r in runs)))
    for run in runs:  # games stopped: a turn ran to the action limit (engine.tally.play_out)
        if stalled := words.stalled(run.summary, names):
            st.warning(stalled)

    st.subheader(tr("pt_win_rates"))
    st.dataframe(
        [
            {
                tr("pt_col_level"): _level(row["level"]),
                tr("pt_col_players"): row["players"],
                tr("pt_col_games"): row["games"],
                tr("pt_col_wins"): row["wins"],
                tr("pt_col_rate"): fig(row["win_rate"], ".0%"),
                tr("pt_col_ci"): f"{fig(row['ci95'][0], '.0%')} – {fig(row['ci95'][1], '.0%')}",
                tr("pt_col_turns"): fig(row["turns_mean"], ".1f"),
                tr("pt_col_rescued"): fig(row["rescued_mean"], ".2f"),
                tr("pt_col_lost"): fig(row["lost_mean"], ".2f"),
            }
            for row in playtest_logic.summary_rows(runs)
        ],
        hide_index=True,
        width="stretch",
        key="pt_table",
    )
    st.caption(words.strength(runs[0].summary["bot"]))
    _downloads("pt", runs, tr("pt_report_title", call=runs[0].summary["call"]))
    stronger = words.stronger(runs[0].summary["bot"], [run.summary["win_rate"] for run in runs])
    if stronger:
        st.caption(stronger)
    for run in runs:
        if near := words.near_bound(run.summary, names):
            st.caption(near)

    left, right = st.columns(2)
    with left:
        st.subheader(tr("pt_losses"))
        st.image(playtest_logic.loss_chart(runs, words.causes, names, PLAYERS, of_n=tr("of_n", a="{a}", b="{b}")),
                 width="stretch")
    with right:
        st.subheader(tr("pt_turns"))
        dist = playtest_logic.turn_distribution(runs)
        st.bar_chart({tr("cnt_turn"): list(dist), tr("pt_col_games"): list(dist.values())}, x=tr("cnt_turn"),
                     y=tr("pt_col_games"), height=200)

    pick = st.selectbox(tr("pt_run_pick"), range(len(runs)), key=worded_choice("pt_heat_run"), format_func=lambda i: runs[i].title(names, PLAYERS))
    why = playtest_logic.attribution_svgs(runs[pick], words.damage_causes, words.loss_causes, tr("pt_turns_axis"), CHART_WORDS)
    st.subheader(tr("pt_why"))
    for col, (name, key) in zip(st.columns(3), (("damage_curve", "pt_damage_curve"), ("damage_by_cause", "pt_damage_by_cause"),
                                                ("victims_lost_by_cause", "pt_lost_by_cause")), strict=True):
        col.markdown(f"**{tr(key)}**")
        col.image(why[name], width="stretch")

    effects = runs[pick].summary.get("level_effects")
    if effects:
        st.markdown(f"**{tr('pt_effects_title')}**")
        st.dataframe(
            [
                {tr("pt_effects_param"): tr(f"level_col_{name}"), tr("pt_effects_step"): f"{e['from']} → {e['to']}",
                 tr("pt_cmp_diff"): fig(e["diff"], "+.1%"), tr("pt_col_ci"): f"{fig(e['ci95'][0], '+.1%')} – {fig(e['ci95'][1], '+.1%')}"}
                for name, e in effects.items()
            ],
            hide_index=True, key="pt_effects_table",
        )

    st.subheader(tr("pt_heatmaps"))
    _, board = pt.load_call(str(path))
    grids = playtest_logic.heat_grids(runs[pick])
    columns = st.columns(4)
    for col, name in zip(columns[:3], playtest_logic.HEATMAPS, strict=True):
        top = playtest_logic.heat_max(grids[name])
        col.markdown(f"**{tr(f'pt_heat_{name}')}**")
        col.image(heatmap_svg(grids[name], board, percent=name == "fire", words=CHART_WORDS), width="stretch")
        col.caption(tr("pt_heat_of", what=tr(f"pt_heat_{name}"), max=fig(top, ".0%") if name == "fire" else top))
    walls = runs[pick].summary["wall_damage"]
    columns[3].markdown(f"**{tr('pt_heat_wall_damage')}**")
    columns[3].image(why["wall_damage"], width="stretch")
    columns[3].caption(tr("pt_heat_of", what=tr("pt_heat_wall_damage"), max=fig(max(walls.values(), default=0), ".2f")))

# --- two versions of a Call ----------------------------------------------------
st.divider()
st.subheader(tr("pt_compare"))
st.caption(tr("pt_compare_help"))
a_col, b_col = st.columns(2)
# Version A starts as the Call chosen above, Version B as the next one (set where the Call is chosen): a broken Call
# elsewhere in the library is never chosen for the user, and one that is only stops this section, not the tuning below.
# Streamlit forgets a widget's value on a page not drawn: the choice is kept beside it (``_kept``) and given back.
def _next_that_loads(calls: list, path):
    """The first Call after ``path`` in ``calls`` (going round) that a playtest can read, else ``path`` itself."""
    start = calls.index(path)
    for offset in range(1, len(calls)):
        candidate = calls[(start + offset) % len(calls)]
        try:
            playtest_logic.call_choices(candidate)
        except pt.PlaytestError:
            continue
        return candidate
    return path


for key in ("pt_cmp_a", "pt_cmp_b"):
    if st.session_state.get(key) not in calls:  # first drawn, back from another page, or its file deleted
        kept = st.session_state.get(f"{key}_kept")
        st.session_state[key] = kept if kept in calls else (path if key == "pt_cmp_a" else _next_that_loads(calls, path))
path_a = a_col.selectbox(tr("pt_version_a"), calls, key="pt_cmp_a", format_func=lambda p: str(p.relative_to(root)))
path_b = b_col.selectbox(tr("pt_version_b"), calls, key="pt_cmp_b", format_func=lambda p: str(p.relative_to(root)))
st.session_state["pt_cmp_a_kept"], st.session_state["pt_cmp_b_kept"] = path_a, path_b
names_a: dict = {}
compare_ready = True
for version, chosen in (("A", path_a), ("B", path_b)):  # the page's own levels and player counts stay as they are
    try:
        version_levels, version_players = playtest_logic.call_choices(chosen)
    except pt.PlaytestError as exc:  # said of the version chosen, not of the playtest above
        st.error(tr("pt_error_version", version=version, error=diagnostic_text.error_text(exc, shell.lang())))
        compare_ready = False
    else:
        if version == "A":
            levels_a, players_a = version_levels, version_players
        else:
            levels_b, players_b = version_levels, version_players
if compare_ready:
    common_levels = [None] + [lv for lv in levels_a if lv is not None and lv in levels_b]
    common_players = [n for n in players_a if n in players_b]
    if not common_players:
        st.warning(tr("pt_no_common_players", a=f"{min(players_a)}-{max(players_a)}", b=f"{min(players_b)}-{max(players_b)}"))
    d1, d2, d3 = st.columns(3)
    names_a = playtest_logic.level_names(path_a, lang)
    cmp_level = d1.selectbox(tr("level"), common_levels, key=worded_choice("pt_cmp_level"),
                             format_func=lambda lv: tr("pt_first_level") if lv is None else names_a.get(lv, lv),
                             placeholder=tr("pt_first_level"))
    cmp_players = d2.selectbox(tr("player_count"), common_players or [4], key="pt_cmp_players",
                               index=common_players.index(4) if 4 in common_players else 0)
    cmp_games = int(d3.number_input(tr("pt_games"), min_value=2, max_value=5000, value=playtest_logic.DEFAULT_GAMES,
                                    key="pt_cmp_games"))
    if st.button(tr("pt_compare_run"), key="pt_compare_run", icon=":material/compare_arrows:",
                 disabled=not common_players or seed is None):
        bar, update = _progress_bar(tr("pt_running", done=0, total=2 * cmp_games))
        try:
            st.session_state["pt_comparison"] = playtest_logic.compare_calls(
                path_a, path_b, level=cmp_level, players=int(cmp_players), bot=bot, games=cmp_games, seed=seed,
                on_progress=update)
            st.session_state["pt_comparison_of"] = (str(path_a), str(path_b))
        except pt.PlaytestError as exc:
            st.error(tr("pt_error", error=diagnostic_text.error_text(exc, shell.lang())))
        bar.empty()

if st.session_state.get("pt_comparison_of") != (str(path_a), str(path_b)):  # another pair chosen: not its result
    st.session_state.pop("pt_comparison", None)
comparison = st.session_state.get("pt_comparison")
if comparison is not None:
    m1, m2 = st.columns(2)
    for col, name, run in ((m1, "pt_version_a", comparison.a), (m2, "pt_version_b", comparison.b)):
        lo, hi = run.summary["win_rate_ci95"]
        col.metric(f"{tr(name)}: {run.summary['call']} ({run.title(names_a, PLAYERS)})", fig(run.summary['win_rate'], ".0%"),
                   help=f"{tr('pt_col_ci')}: {fig(lo, '.0%')} – {fig(hi, '.0%')}")
    d = comparison.diff
    st.info(tr("pt_diff", diff=d["diff"], lo=d["ci95"][0], hi=d["ci95"][1], n=d["games"]))
    st.markdown(f"**{words.verdict(d['verdict_parts'])}**")
    if d.get("bound"):
        st.warning(tr(f"pt_cmp_{d['bound']}"))
    st.dataframe(
        [
            dict(zip((tr("pt_cmp_figure"), tr("pt_cmp_diff"), tr("pt_col_ci")),
                     (tr(f"pt_cmp_{name}"), *words.difference(name, f)), strict=True))
            for name, f in d["paired"].items()
        ],
        hide_index=True, key="pt_cmp_table",
    )
    st.caption(tr("pt_cmp_changed", share=d["changed"], n=d["games"]))
    if d.get("cause_changed"):
        st.caption(tr("pt_cmp_cause_changed", share=d["cause_changed"]))
    st.caption(tr("pt_bot_used", strength=words.strength(comparison.a.summary["bot"])))
    _downloads("compare", [comparison.a, comparison.b],
               tr("pt_compare_report_title", a=comparison.a.summary["call"], b=comparison.b.summary["call"]),
               playtest_logic.comparison_differences(comparison))
    st.markdown(f"**{tr('pt_losses')}**")
    labels = [f"{tr('pt_version_a')}: {comparison.a.summary['call']}", f"{tr('pt_version_b')}: {comparison.b.summary['call']}"]
    st.image(playtest_logic.report.loss_chart([comparison.a.summary, comparison.b.summary], labels=words.causes,
                                              run_labels=labels, of_n=tr("of_n", a="{a}", b="{b}")), width="stretch")

# --- tune a Call to a target ---------------------------------------------------
st.divider()
st.subheader(tr("pt_tune"))
st.caption(tr("pt_tune_help"))
choices = playtest_logic.tune_choices(path)
t1, t2, t3 = st.columns([1, 1, 2])
tune_target = t1.slider(tr("pt_tune_target"), 0.0, 1.0, 0.5, 0.05, key="pt_tune_target")
tune_level = t2.selectbox(tr("level"), levels, key=worded_choice(f"pt_tune_level::{path}"), format_func=_level)
tune_players = t3.selectbox(tr("player_count"), player_counts, key=f"pt_tune_players::{path}",
                            index=player_counts.index(4) if 4 in player_counts else 0)
pointers = st.multiselect(tr("pt_tune_vary"), list(choices), default=[p for p in choices if p == "/supply/damage"][:1],
                          key=f"pt_tune_vary::{path}")
ranges = {}
for pointer in pointers:
    value = choices[pointer]
    ranges[pointer] = st.slider(tr("pt_tune_range", pointer=pointer), 0, max(30, 2 * value), (max(0, value // 2), value),
                                key=f"pt_tune_range::{path}::{pointer}")
u1, u2, u3 = st.columns([1, 1, 2])
tune_games = int(u1.number_input(tr("pt_tune_games"), min_value=10, max_value=5000, value=playtest_logic.DEFAULT_TUNE_GAMES,
                                 key="pt_tune_games"))
tune_trials = int(u2.number_input(tr("pt_tune_trials"), min_value=1, max_value=100, value=20, key="pt_tune_trials"))
if tune_games < (needed := games_for_width(tune_target)):
    u1.caption(tr("pt_tune_games_few", needed=needed))
out_name = u3.text_input(tr("pt_tune_out"), value=path.name.replace(".call.json", "-tuned.call.json"),
                         key=f"pt_tune_out::{path}")
if st.button(tr("pt_tune_run"), key="pt_tune_run", icon=":material/tune:", disabled=seed is None):
    out_path = path.parent / out_name
    if not ranges:
        st.warning(tr("pt_tune_none"))
    elif not playtest_logic.usable_file_name(out_name):
        st.warning(tr("pt_tune_bad_name"))
    elif out_path.exists():
        st.warning(tr("pt_tune_exists", name=out_name))
    elif not can_write_in(out_path.parent):  # said before the trials are played, not after
        st.warning(tr("no_write_permission", folder=str(out_path.parent)))
    else:
        bar, update = _progress_bar(tr("pt_running", done=0, total=tune_games * tune_trials))
        try:
            st.session_state["pt_tuned"] = (str(path), out_name, playtest_logic.tune_call(
                path, out_path, target=tune_target, ranges=ranges, level=tune_level, players=int(tune_players), bot=bot,
                games_per_trial=tune_games, trials=tune_trials, seed=seed, on_progress=update), bot)
        except pt.PlaytestError as exc:
            bar.empty()
            st.error(tr("pt_error", error=diagnostic_text.error_text(exc, shell.lang())))
        else:
            bar.empty()
            st.rerun()  # the Call lists above were drawn before the tuned Call was written: it is listed at once

tuned = st.session_state.get("pt_tuned")
if tuned and tuned[0] == str(path) and tuned[2].trials:
    result, best = tuned[2], tuned[2].best
    if best is None:
        st.warning(tr("pt_tune_all_refused"))
    else:
        values = ", ".join(f"{p} = {v}" for p, v in best.params.items())
        if result.not_written:
            st.error(tr("pt_tune_not_written", values=values, rate=best.win_rate, error=result.not_written))
        else:
            key = ("pt_tune_reached" if result.reached else "pt_tune_too_few" if result.too_few_games
                   else "pt_tune_exhausted" if result.exhausted else "pt_tune_missed")
            message = tr(key, values=values, rate=best.win_rate, lo=best.win_rate_ci95[0], hi=best.win_rate_ci95[1],
                         name=tuned[1], games=best.games, needed=result.games_needed)
            (st.success if result.reached else st.warning)(message)
    st.caption(tr("pt_tune_bot", bot=tuned[3]))
    st.dataframe([_trial_row(t) for t in result.trials], hide_index=True, key="pt_tune_table")
    st.download_button(tr("pt_download_json"), json.dumps(result.to_json(), indent=2),
                       file_name=f"{path.name.removesuffix('.call.json')}-tune.json", mime="application/json",
                       key="pt_tune_download_json", icon=":material/download:")
