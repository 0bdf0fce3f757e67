"""Playtest page: many bot games of a Call, with win rates, loss causes, turns and heatmaps; compare two versions."""

import streamlit as st

from authoring import playtest as pt
from authoring.playtest import page as playtest_logic
from authoring.playtest.report import heatmap_svg
from authoring.studio import logic, shell
from authoring.studio.shell import tr

st.title(tr("page_playtest"))
lang = shell.lang()
root = shell.library_dir()
calls = [p for p in logic.library_files(root) if p.name.endswith(logic.CALL_SUFFIX)] if root.is_dir() else []
if not calls:
    st.info(tr("no_calls"))
    st.stop()


def _cause(cause: str) -> str:
    return tr(f"pt_cause_{cause}")


def _level(level) -> str:
    return names.get(level, level) if level else "—"


def _progress_bar(total_label: str):
    bar = st.progress(0.0, text=total_label)

    def update(done: int, total: int) -> None:
        bar.progress(done / total if total else 1.0, text=tr("pt_running", done=done, total=total))

    return bar, update


# --- one Call, several levels and player counts -------------------------------
path = st.selectbox(tr("call"), calls, key="pt_call", format_func=lambda p: str(p.relative_to(root)))
try:
    levels, player_counts = playtest_logic.call_choices(path)
except pt.PlaytestError as exc:
    st.error(tr("pt_error", error=str(exc)))
    st.stop()
names = playtest_logic.level_names(path, lang)
c1, c2, c3, c4, c5 = st.columns([2.2, 1.6, 1, 1, 1])
chosen_levels = c1.multiselect(tr("pt_levels"), levels, default=levels, key="pt_levels", format_func=_level)
chosen_players = c2.multiselect(tr("pt_players"), player_counts, default=[n for n in player_counts if n == 4][:1]
                                or player_counts[:1], key="pt_players")
games = int(c3.number_input(tr("pt_games"), min_value=1, max_value=5000, value=playtest_logic.DEFAULT_GAMES,
                            key="pt_games"))
bot = c4.selectbox(tr("pt_bot"), playtest_logic.bot_names(), key="pt_bot")
seed = int(c5.number_input(tr("seed"), min_value=0, max_value=2**31 - 1, value=0, key="pt_seed"))

if st.button(tr("pt_run"), key="pt_run", type="primary", icon=":material/play_arrow:"):
    if not chosen_levels or not chosen_players:
        st.warning(tr("pt_none"))
    else:
        specs = playtest_logic.playtest_specs(path, levels=chosen_levels, players=sorted(chosen_players), bot=bot, seed=seed)
        bar, update = _progress_bar(tr("pt_running", done=0, total=games * len(specs)))
        try:
            runs = playtest_logic.run_playtests(specs, games, update)
        except pt.PlaytestError as exc:
            st.error(tr("pt_error", error=str(exc)))
        else:
            st.session_state["pt_runs"] = (str(path), runs)
        bar.empty()

stored = st.session_state.get("pt_runs")
if stored and stored[0] == str(path):
    runs = stored[1]
    st.success(tr("pt_done", n=sum(r.summary["games"] for r in runs)))

    st.subheader(tr("pt_win_rates"))
    st.dataframe(
        [
            {
                tr("pt_col_level"): _level(row["level"]),
                tr("pt_col_players"): row["players"],
                tr("pt_col_games"): row["games"],
                tr("pt_col_wins"): row["wins"],
                tr("pt_col_rate"): f"{row['win_rate']:.0%}",
                tr("pt_col_ci"): f"{row['ci95'][0]:.0%} – {row['ci95'][1]:.0%}",
                tr("pt_col_turns"): round(row["turns_mean"], 1),
                tr("pt_col_rescued"): round(row["rescued_mean"], 2),
                tr("pt_col_lost"): round(row["lost_mean"], 2),
            }
            for row in playtest_logic.summary_rows(runs)
        ],
        hide_index=True,
        width="stretch",
        key="pt_table",
    )

    left, right = st.columns(2)
    with left:
        st.subheader(tr("pt_losses"))
        counts = playtest_logic.cause_counts(runs, names)
        st.bar_chart(
            {_cause(c): [counts[label][c] for label in counts] for c in playtest_logic.CAUSES}
            | {"run": list(counts)},
            x="run", y=[_cause(c) for c in playtest_logic.CAUSES], x_label="", y_label=tr("pt_col_games"),
            color=["#2e7d32", "#c62828", "#6d4c41", "#9e9e9e"], horizontal=True, sort=False,
            height=80 + 40 * len(counts),
        )
    with right:
        st.subheader(tr("pt_turns"))
        dist = playtest_logic.turn_distribution(runs)
        st.bar_chart({tr("cnt_turn"): list(dist), tr("pt_col_games"): list(dist.values())}, x=tr("cnt_turn"),
                     y=tr("pt_col_games"), height=80 + 40 * max(2, len(counts)))

    st.subheader(tr("pt_heatmaps"))
    pick = st.selectbox(tr("pt_run_pick"), range(len(runs)), key="pt_heat_run", format_func=lambda i: runs[i].title(names))
    _, board = pt.load_call(str(path))
    grids = playtest_logic.heat_grids(runs[pick])
    for col, name in zip(st.columns(3), playtest_logic.HEATMAPS, strict=True):
        top = playtest_logic.heat_max(grids[name])
        col.markdown(f"**{tr(f'pt_heat_{name}')}**")
        col.image(heatmap_svg(grids[name], board, percent=name == "fire"), width="stretch")
        col.caption(tr("pt_heat_of", what=tr(f"pt_heat_{name}"), max=f"{top:.0%}" if name == "fire" else top))

# --- two versions of a Call ----------------------------------------------------
st.divider()
st.subheader(tr("pt_compare"))
st.caption(tr("pt_compare_help"))
a_col, b_col = st.columns(2)
path_a = a_col.selectbox(tr("pt_version_a"), calls, key="pt_cmp_a", format_func=lambda p: str(p.relative_to(root)))
path_b = b_col.selectbox(tr("pt_version_b"), calls, index=min(1, len(calls) - 1), key="pt_cmp_b",
                         format_func=lambda p: str(p.relative_to(root)))
try:
    levels_a, players_a = playtest_logic.call_choices(path_a)
    levels_b, players_b = playtest_logic.call_choices(path_b)
except pt.PlaytestError as exc:
    st.error(tr("pt_error", error=str(exc)))
    st.stop()
common_levels = [None] + [lv for lv in levels_a if lv is not None and lv in levels_b]
common_players = [n for n in players_a if n in players_b]
d1, d2, d3 = st.columns(3)
names_a = playtest_logic.level_names(path_a, lang)
cmp_level = d1.selectbox(tr("level"), common_levels, key="pt_cmp_level",
                         format_func=lambda lv: tr("pt_first_level") if lv is None else names_a.get(lv, lv))
cmp_players = d2.selectbox(tr("player_count"), common_players or [4], key="pt_cmp_players",
                           index=common_players.index(4) if 4 in common_players else 0)
cmp_games = int(d3.number_input(tr("pt_games"), min_value=1, max_value=5000, value=playtest_logic.DEFAULT_GAMES,
                                key="pt_cmp_games"))
if st.button(tr("pt_compare_run"), key="pt_compare_run", icon=":material/compare_arrows:"):
    bar, update = _progress_bar(tr("pt_running", done=0, total=2 * cmp_games))
    try:
        st.session_state["pt_comparison"] = playtest_logic.compare_calls(
            path_a, path_b, level=cmp_level, players=int(cmp_players), bot=bot, games=cmp_games, seed=seed,
            on_progress=update)
    except pt.PlaytestError as exc:
        st.error(tr("pt_error", error=str(exc)))
    bar.empty()

comparison = st.session_state.get("pt_comparison")
if comparison is not None:
    m1, m2 = st.columns(2)
    for col, name, run in ((m1, "pt_version_a", comparison.a), (m2, "pt_version_b", comparison.b)):
        lo, hi = run.summary["win_rate_ci95"]
        col.metric(f"{tr(name)}: {run.summary['call']} ({run.title(names_a)})", f"{run.summary['win_rate']:.0%}",
                   help=f"{tr('pt_col_ci')}: {lo:.0%} – {hi:.0%}")
    d = comparison.diff
    st.info(tr("pt_diff", diff=d["diff"], lo=d["ci95"][0], hi=d["ci95"][1], n=d["games"]))
