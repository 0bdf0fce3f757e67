"""How strong a bot plays: win rates on every bundled Call, games per second, and behaviour counters.

Run from the repository root (compiled engine: ``callforge accel build`` first)::

    PYTHONPATH=. python bench/bot_strength.py --games 2000 --jobs 2
    PYTHONPATH=. python bench/bot_strength.py --bot greedy --games 300 --counter-games 300
    PYTHONPATH=. python bench/bot_strength.py --games 0 --counter-games 0 --versus search --versus-games 500

Prints one row per Call, level and player count (the rows of the strength
table in the project README): the win rate with its 95% Wilson interval, the
mean turns survived and Victims rescued, and games per second (wall clock,
all ``--jobs`` together; and per CPU second, what one core gives when the
machine is shared). One core's speed is that of ``--jobs 1``: with both cores
busy each runs slower (the reference bot's family 4p on seed 0, an idle
machine: 141 games a CPU second with ``--jobs 1``, 130 with ``--jobs 2``, which
plays 254 a second on the wall clock). Then the behaviour counters, per game, on Recruit
at 4 players (the bot's own team, and the bot's team with a Driver/Operator):

- ``cafs_ap_used``: share of the CAFS Firefighter's free extinguish AP spent
  (likewise the Rescue Specialist's move AP and the Fire Captain's command AP);
  of the CAFS AP left, the share left at turns the look ahead ended (a hold)
  and the share left while an extinguish action was still legal;
- ``amb_undo``: Ambulance drives that return it to the spot it left by the
  previous drive with no Victim rescued since it left (A->B->A; a drive onto a
  spot where a Victim is carried or lies rescues it, R-ACT-8, and counts), and
  all ``amb_drives``;
- ``gun_shots``: deck gun shots a game, over the games where a zone held 3+ Fires;
- ``hazmat_out`` / ``hazmat_exploded``: Hazmat carried out or disposed of, Hazmat that exploded;
- ``idle_end``: ``end`` with 4+ AP while a Fire is within the firefighter's AP; of them, those the
  default bot's look ahead chose over the rules' action, keeping every AP for the next turn
  (:mod:`engine.bots.reference`; ``docs/bots.md``, "Where the look ahead is asked", has what refusing those holds cost).

``--save FILE`` writes every game's outcome of the table (JSON); ``--against
FILE`` then pairs the table with those games, played on the same seeds by
another tree or commit (the same Calls, levels and players): the way to measure
a change to the bot before it is committed, and to reproduce it after::

    git stash; PYTHONPATH=. python bench/bot_strength.py --games 2000 --seed 9000 --counter-games 0 --save /tmp/before.json
    git stash pop; PYTHONPATH=. python bench/bot_strength.py --games 2000 --seed 9000 --counter-games 0 --against /tmp/before.json

``--rows`` keeps some rows of the table (``CALL:LEVEL:PLAYERS``, comma-separated).

``--versus BOT`` adds a paired test of ``BOT`` against ``--bot`` (same
seeds, same setup choices) on every Call at 2 and 4 players (``--versus-rows``
picks rows), with the CPU seconds a game of ``BOT`` costs and the paired
difference of Victims rescued, which still tells the bots apart near the
floor and the ceiling of the win rate.

Seeds: the table uses ``--seed`` (default 0); the tuning script
(``bench/tune_bot.py``) trains on other seeds (1000 and up), so these games
are unseen by the tuning. Figures, not assertions.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from functools import partial
from pathlib import Path

from authoring import playtest as pt
from authoring.playtest import stats
from engine.bots import DEFAULT_BOT, make_bot

ROOT = Path(__file__).resolve().parents[1]
ROWS = (
    ("fire-rescue-family", None, (2, 4, 6)),
    ("fire-rescue-experienced", "recruit", (2, 3, 4)),
    ("fire-rescue-experienced", "veteran", (2, 3, 4)),
    ("fire-rescue-experienced", "heroic", (2, 3, 4)),
    ("gsh-warehouse", None, (2, 4)),
    ("gsh-hillside", None, (2, 4)),
)
SPEC_NAMES = ("paramedic", "fire_captain", "imaging_technician", "cafs_firefighter",
              "hazmat_technician", "generalist", "rescue_specialist", "driver_operator")
CAFS, CAPTAIN, RESCUE_SPEC, DRIVER = 3, 1, 6, 7


def call_path(name: str) -> str:
    return str(ROOT / "calls" / f"{name}.call.json")


def outcomes(spec: pt.PlaytestSpec, indices: range) -> list[tuple[int, int, int]]:
    """(won, turns, rescued) of the games ``indices`` of ``spec``."""
    return [(int(r.result == "win"), r.turns, r.rescued) for r in pt.play_chunk(spec, indices)]


def cpu_seconds() -> float:
    """CPU time of this process and its finished workers."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def run_rows(spec: pt.PlaytestSpec, games: int, jobs: int, fn=outcomes) -> tuple[list, float, float]:
    """The rows of ``fn`` over ``games`` games, the wall seconds and the CPU seconds they took."""
    work = pt.chunks(games, max(1, games // (jobs * 8)))
    started, cpu = time.perf_counter(), cpu_seconds()
    if jobs == 1:
        out = [r for w in work for r in fn(spec, w)]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            out = [r for part in pool.map(fn, [spec] * len(work), work) for r in part]
    return out, time.perf_counter() - started, cpu_seconds() - cpu


def fires_in_reach(game, seat: int, ap: int) -> bool:
    """Whether a Fire lies within ``ap`` AP of ``seat`` (reach a neighbour of it, then extinguish)."""
    from engine.bots.paths import PathCache

    st = game.st
    cache = PathCache(game.cb)
    field = cache.field((st.ff_pos[seat],), st.passable, st.door)
    return any(st.fire[s] == 2 and game.cb.scene[s] and max(0, field[s] - 1) + 1 <= ap for s in range(game.cb.n))


def zone_has_fires(game, count: int) -> bool:
    cb, fire = game.cb, game.st.fire
    return any(sum(1 for s in spaces if fire[s] == 2) >= count for spaces in cb.zone_spaces)


def counters(spec: pt.PlaytestSpec, indices: range) -> list[Counter]:
    """Behaviour counters (see the module docstring) of the games ``indices``, one Counter each."""
    out = []
    for index in indices:
        game = pt.new_game(spec, index)
        bot = pt.new_bot(spec, index)
        c: Counter = Counter()
        st = game.st
        turn, start_free = -1, {}
        amb_history: list[int] = []
        rescued_at_drive = -1
        hot_zone = False
        drivers = DRIVER in st.ff_spec
        while not game.is_over and st.turn < pt.DEFAULT_MAX_TURNS:
            if st.turn != turn:
                turn = st.turn
                seat = st.player
                start_free = {"spec": st.ff_spec[seat], "free": st.ff_free[seat]}
            hot_zone = hot_zone or zone_has_fires(game, 3)
            seat_now = game.current_seat
            looked = getattr(bot, "held", 0)
            action = bot.act(game)
            chosen_by_look_ahead = getattr(bot, "held", 0) > looked
            if action.kind == "end" and seat_now == st.player:
                spec_now = start_free["spec"]
                for name, idx in (("cafs", CAFS), ("rescue_spec", RESCUE_SPEC), ("captain", CAPTAIN)):
                    if spec_now == idx and st.ff_spec[seat_now] == idx:
                        c[f"{name}_free"] += start_free["free"]
                        c[f"{name}_left"] += st.ff_free[seat_now]
                if spec_now == CAFS and st.ff_free[seat_now]:
                    beside = any(a.kind == "ext" for a in game.legal_actions())
                    c["cafs_left_beside"] += st.ff_free[seat_now] * beside
                    c["cafs_left_held"] += st.ff_free[seat_now] * chosen_by_look_ahead
                ap = st.ff_ap[seat_now]
                if ap >= 4 and fires_in_reach(game, seat_now, ap):
                    c["idle_end"] += 1
                    if chosen_by_look_ahead and ap <= game.params.max_saved_ap:
                        c["idle_held"] += 1
            amb_before, rescued_before = st.ambulance, st.rescued
            if action.kind == "gun":
                c["gun_shots"] += 1
            for event in game.apply(action):
                if event.kind == "hazmat_explosion":
                    c["hazmat_exploded"] += 1
                elif event.kind == "hazmat_disposed" or event.kind == "dispose":
                    c["hazmat_out"] += 1
            if st.ambulance != amb_before and amb_before >= 0:
                c["amb_drives"] += 1
                if len(amb_history) >= 1 and amb_history[-1] == st.ambulance and rescued_at_drive == st.rescued:
                    c["amb_undo"] += 1
                amb_history.append(amb_before)
                rescued_at_drive = rescued_before  # a rescue by this very drive is a rescue since leaving
        c["games"] += 1
        c["hot_zone_games"] += int(hot_zone)
        c["driver_games"] += int(drivers)
        c["driver_hot_games"] += int(drivers and hot_zone)
        if not (drivers and hot_zone):
            c["gun_shots"] = 0
        c["won"] += int(st.outcome == "win")
        out.append(c)
    return out


def row_key(name: str, level: str | None, players: int | str) -> str:
    """The name of a row, as ``--rows`` and ``--versus-rows`` take it.

    >>> row_key("fire-rescue-experienced", "recruit", 4), row_key("gsh-warehouse", None, 2)
    ('fire-rescue-experienced:recruit:4', 'gsh-warehouse:-:2')
    """
    return f"{name}:{level or '-'}:{players}"


def table_rows(only: str = "") -> list[tuple[str, str | None, int]]:
    """The table's rows (Call, level, players), or those ``only`` names (``CALL:LEVEL:PLAYERS``, comma-separated).

    ``only`` may name any count of 1 to 6 players of a Call and level of the
    table, not only the table's (Heroic 5p: ``fire-rescue-experienced:heroic:5``).

    >>> table_rows("fire-rescue-family:-:6,gsh-hillside:-:2")
    [('fire-rescue-family', None, 6), ('gsh-hillside', None, 2)]
    >>> table_rows("fire-rescue-experienced:heroic:4,fire-rescue-experienced:heroic:3")
    [('fire-rescue-experienced', 'heroic', 3), ('fire-rescue-experienced', 'heroic', 4)]
    >>> len(table_rows())
    16
    """
    keep = {r.strip() for r in only.split(",") if r.strip()}
    if not keep:
        return [(name, level, p) for name, level, players in ROWS for p in players]
    rows = [(name, level, p) for name, level, _ in ROWS for p in range(1, 7)]
    unknown = keep - {row_key(*r) for r in rows}
    if unknown:
        tables = ", ".join(row_key(name, level, "N") for name, level, _ in ROWS)
        raise SystemExit(f"unknown row {sorted(unknown)[0]!r}; rows: {tables} (N: 1 to 6 players)")
    return [r for r in rows if row_key(*r) in keep]


def load_saved(path: str | None, seed: int, games: int) -> dict[str, list]:
    """The first ``games`` games of each row of a ``--save`` file, checked to pair with this run's.

    Game ``i`` of a row is the same game (the same seed and setup dice) in every
    run of the same ``--seed``, so a run of fewer games pairs with the start of
    a longer saved one.
    """
    if not path:
        return {}
    try:
        saved = json.loads(Path(path).read_text(encoding="utf-8"))
        saved_seed, saved_games, rows = saved["seed"], saved["games"], saved["rows"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise SystemExit(f"{path}: not a file written by --save ({exc})") from None
    if saved_seed != seed or saved_games < games:
        raise SystemExit(f"{path}: saved with seed {saved_seed} and {saved_games} games a row, "
                         f"not seed {seed} and at least {games}: the games would not pair")
    return {key: games_of_row[:games] for key, games_of_row in rows.items()}


def print_table(bot: str, games: int, jobs: int, seed: int, budget: int | None, only: str = "",
                save: str | None = None, against: str | None = None) -> None:
    """The strength table; ``save`` writes every game's outcome, ``against`` pairs each row with a saved run's."""
    before = load_saved(against, seed, games)
    played: dict[str, list] = {}
    print(f"bot {bot}, {games} games a row, seed {seed}" + (f", paired with {against}" if against else ""))
    print(f"{'Call':<26}{'level':<9}{'p':>2} {'win':>7} {'95% interval':>17} {'turns':>6} {'rescued':>8} {'g/s':>7} {'g/cpu-s':>8}")
    for name, level, p in table_rows(only):
        spec = pt.PlaytestSpec(call_path=call_path(name), players=p, level=level, bot=bot, seed=seed, budget=budget)
        rows, secs, cpu = run_rows(spec, games, jobs)
        played[row_key(name, level, p)] = rows
        wins = sum(r[0] for r in rows)
        lo, hi = stats.wilson_interval(wins, len(rows))
        turns = stats.mean([r[1] for r in rows])
        rescued = stats.mean([r[2] for r in rows])
        line = (f"{name:<26}{level or '-':<9}{p:>2} {wins / len(rows):>7.1%} [{lo:>6.1%}, {hi:>6.1%}] "
                f"{turns:>6.1f} {rescued:>8.2f} {len(rows) / secs:>7.1f} {len(rows) / cpu:>8.1f}")
        old = before.get(row_key(name, level, p))
        if old is not None:
            line += "  " + paired_text(old, rows)
        print(line, flush=True)
    if save:
        write_saved(save, {"bot": bot, "seed": seed, "games": games, "rows": played})


def paired_text(before: list, after: list) -> str:
    """The paired change of the win rate and of Victims rescued from ``before`` to ``after`` (the same games).

    >>> paired_text([[0, 30, 5], [1, 40, 7]], [[1, 35, 7], [1, 40, 7]])
    'vs saved: win +50.0 [-48.0, +148.0] points, rescued +1.00 [-0.96, +2.96]'
    """
    dw, wlo, whi = stats.paired_difference([float(r[0]) for r in before], [float(r[0]) for r in after])
    dr, rlo, rhi = stats.paired_difference([float(r[2]) for r in before], [float(r[2]) for r in after])
    return (f"vs saved: win {100 * dw:+.1f} [{100 * wlo:+.1f}, {100 * whi:+.1f}] points, "
            f"rescued {dr:+.2f} [{rlo:+.2f}, {rhi:+.2f}]")


def write_saved(path: str, data: dict) -> None:
    """Write a ``--save`` file atomically (a run cut short leaves the earlier file whole)."""
    target = Path(path)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, target)


def print_versus(bot: str, other: str, games: int, jobs: int, seed: int, budget: int | None, only: str = "") -> None:
    """Paired test of ``other`` against ``bot`` on every row at 2 and 4 players: the same seeds, so the same setup dice.

    Each bot makes its own setup choices (specialists, starts, vehicle spots): where they differ, that is part
    of what one bot gains over the other.

    ``only`` keeps the rows named ``CALL:LEVEL:PLAYERS`` (comma-separated; ``-`` for no level), which may
    also name the other player counts of :data:`ROWS` (family 6p).
    """
    keep = {tuple(r.split(":")) for r in only.split(",") if r}
    print(f"\n{other} - {bot}, paired, {games} games a row, seed {seed} (each bot's own setup choices)")
    print(f"{'Call':<26}{'level':<9}{'p':>2} {bot:>9} {other:>9} {'diff':>7} {'95% interval':>18} {'s/game':>8}")
    for name, level, players in ROWS:
        for p in players:
            if (name, level or "-", str(p)) not in keep if keep else p not in (2, 4):
                continue
            spec = pt.PlaytestSpec(call_path=call_path(name), players=p, level=level, bot=bot, seed=seed)
            a, _, _ = run_rows(spec, games, jobs)
            b, _, cpu = run_rows(spec, games, jobs, partial(outcomes_of, other, budget))
            wa, wb = [float(r[0]) for r in a], [float(r[0]) for r in b]
            diff, lo, hi = stats.paired_difference(wa, wb)
            saved, slo, shi = stats.paired_difference([float(r[2]) for r in a], [float(r[2]) for r in b])
            print(f"{name:<26}{level or '-':<9}{p:>2} {stats.mean(wa):>9.1%} {stats.mean(wb):>9.1%} {diff:>+7.3f} "
                  f"[{lo:>+7.3f}, {hi:>+7.3f}] {cpu / games:>8.3f}  rescued {saved:+.2f} [{slo:+.2f}, {shi:+.2f}]", flush=True)


def outcomes_of(bot: str, budget: int | None, spec: pt.PlaytestSpec, indices: range) -> list[tuple[int, int, int]]:
    """:func:`outcomes` of ``bot`` on the games of ``spec``, ``bot`` making the players' setup choices."""
    from engine.tally import play_out

    own = replace(spec, bot=bot, budget=budget)
    out = []
    for index in indices:
        game = pt.new_game(own, index)
        player = make_bot(bot, seed=pt.game_seed(spec.seed, index, "bot"), budget=budget)
        play_out(game, player, spec.max_turns)
        out.append((int(game.st.outcome == "win"), game.st.turn, game.st.rescued))
    return out


def print_counters(bot: str, games: int, jobs: int, seed: int, budget: int | None) -> None:
    base = pt.PlaytestSpec(call_path=call_path("fire-rescue-experienced"), players=4, level="recruit", bot=bot, seed=seed, budget=budget)
    team = list(pt.team_of(base) or [])
    with_driver = team if "driver_operator" in team else team[:-1] + ["driver_operator"]
    print(f"\nbehaviour counters, Recruit 4p, {games} games; teams {team} / {with_driver}")
    for label, spec in (("own team", base), ("with driver", pt.PlaytestSpec(**{**base.__dict__, "specialists": tuple(with_driver)}))):
        rows, _, _ = run_rows(spec, games, jobs, counters)
        total: Counter = Counter()
        for r in rows:
            total.update(r)
        n = total["games"]

        def share(name: str, total: Counter = total) -> str:
            free = total[f"{name}_free"]
            return f"{1 - total[f'{name}_left'] / free:.0%}" if free else "-"

        gun = total["gun_shots"] / total["driver_hot_games"] if total["driver_hot_games"] else float("nan")
        left = total["cafs_left"] or 1
        print(f"{label:<12} win {total['won'] / n:.1%}  cafs_ap_used {share('cafs')} (of the AP left: {total['cafs_left_held'] / left:.0%} by a hold, "
              f"{total['cafs_left_beside'] / left:.0%} with Fire or Smoke in reach)  rescue_spec_ap_used {share('rescue_spec')}  "
              f"captain_ap_used {share('captain')}  amb_drives {total['amb_drives'] / n:.2f}  amb_undo {total['amb_undo'] / n:.2f}  "
              f"gun_shots {gun:.2f} (of {total['driver_hot_games']} games)  hazmat_out {total['hazmat_out'] / n:.2f}  "
              f"hazmat_exploded {total['hazmat_exploded'] / n:.2f}  idle_end {total['idle_end'] / n:.2f} "
              f"(of them held by the look ahead, every AP kept: {total['idle_held'] / n:.2f})", flush=True)


def main() -> None:
    import engine.accel

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bot", default=DEFAULT_BOT)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--counter-games", type=int, default=300, help="games for the behaviour counters (0: none)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=int, default=None, help="search budget of a searching bot")
    parser.add_argument("--rows", default="", help="only these rows of the table: CALL:LEVEL:PLAYERS,... (- for no level)")
    parser.add_argument("--save", default=None, help="write every game's outcome of the table to this JSON file")
    parser.add_argument("--against", default=None, help="pair the table with the games a --save file holds")
    parser.add_argument("--versus", default=None, help="also a paired test of this bot against --bot at 2 and 4 players")
    parser.add_argument("--versus-games", type=int, default=500)
    parser.add_argument("--versus-rows", default="", help="only these rows of the paired test: CALL:LEVEL:PLAYERS,... (- for no level)")
    args = parser.parse_args()
    print(engine.accel.describe())
    if args.games:
        print_table(args.bot, args.games, args.jobs, args.seed, args.budget, args.rows, args.save, args.against)
    if args.counter_games:
        print_counters(args.bot, args.counter_games, args.jobs, args.seed, args.budget)
    if args.versus:
        print_versus(args.bot, args.versus, args.versus_games, args.jobs, args.seed, args.budget, args.versus_rows)


if __name__ == "__main__":
    main()
