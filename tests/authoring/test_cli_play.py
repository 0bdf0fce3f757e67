"""``callforge play``: a game played from piped input (one command a line)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring import playing
from authoring.cli import app
from authoring.commands.terminal import numbered_actions
from authoring.language import i18n
from engine.bots import DEFAULT_BOT

ROOT = Path(__file__).resolve().parents[2]
FAMILY = ROOT / "calls" / "fire-rescue-family.call.json"
EXPERIENCED = ROOT / "calls" / "fire-rescue-experienced.call.json"


def play(*args, lines=(), call=FAMILY):
    """Run ``callforge play CALL args`` with ``lines`` on standard input."""
    text = "".join(f"{line}\n" for line in lines)
    return CliRunner().invoke(app, ["play", str(call), *map(str, args)], input=text)


def started(call=FAMILY, **options):
    """The same game ``callforge play`` starts, to know what its numbers and notations are."""
    c, b = playing.load_playable(call)
    return playing.start_game(c, b, playing.PlayOptions(**options))


def after_prompt(output: str, command: str) -> str:
    """The output printed after the echoed command line ``> command``."""
    marker = f"> {command}\n"
    assert marker in output, output
    return output.split(marker, 1)[1]


def test_scripted_game_moves_ends_undoes_lets_a_bot_play_and_saves_a_replay(tmp_path):
    session = started(players=2, seed=3)
    first = numbered_actions(session.game)[0]
    replay = tmp_path / "game.replay.json"

    result = play("--players", 2, "--seed", 3, lines=["1", "end", "undo", "bot", f"save {replay}", "quit"])

    assert result.exit_code == 0, result.output
    out = result.output
    assert "Traceback" not in out
    assert f"Firefighter 1: {playing.action_label(first)} ({first.notation})" in after_prompt(out, "1")
    ended = after_prompt(out, "end").split("> undo")[0]
    assert "After the turn of firefighter 1 (turn 1)" in ended
    assert "roll: red d6 → " in ended and "roll: black d8 → " in ended
    assert "Turn 2 · firefighter 2 decides" in ended
    undone = after_prompt(out, "undo").split("> bot")[0]
    assert "undone: 1 action" in undone and "Turn 1 · firefighter 1 decides" in undone
    assert f"Firefighter 1 ({DEFAULT_BOT}): " in after_prompt(out, "bot")
    assert "saved " in after_prompt(out, f"save {replay}")

    data = json.loads(replay.read_text(encoding="utf-8"))
    assert data["steps"][0]["action"] == first.notation
    assert "end" in [s["action"] for s in data["steps"]]  # the bot ended its turn
    assert data["options"]["players"] == 2 and data["seed"] == 3
    check = CliRunner().invoke(app, ["replay", str(replay), "--call", str(FAMILY)])
    assert check.exit_code == 0, check.output
    assert f"ok, {len(data['steps'])} actions, game not finished" in check.output


def test_a_notation_plays_the_same_as_its_number():
    session = started(players=2, seed=3)
    second = numbered_actions(session.game)[1]
    by_number = play("--players", 2, "--seed", 3, lines=["2"])
    by_text = play("--players", 2, "--seed", 3, lines=[second.notation])
    assert f"Firefighter 1: {playing.action_label(second)} ({second.notation})" in by_number.output
    assert after_prompt(by_number.output, "2") == after_prompt(by_text.output, second.notation)


@pytest.mark.parametrize(("line", "message"), [
    ("fly", "cannot read action 'fly': unknown action 'fly'"),
    ("move", "cannot read action 'move'"),
    ("99", "no action 99: choose a number from 1 to "),
    ("0", "no action 0: choose a number from 1 to "),
    ("move 9,9", "9,9 is off the board, whose spaces are rows 0-7 and columns 0-9. Choose a number from 1 to "),
    ("move -1,-1", "-1,-1 is off the board, whose spaces are rows 0-7 and columns 0-9. Choose a number from 1 to "),
    ("move 4,4", "4,4 is not next to the firefighter on 0,6: a move goes to an adjacent space (R-ACT-1). "
                 "Choose a number from 1 to "),
    ("gun", "this Call has no Engine to fire the deck gun from (R-ACT-9). Choose a number from 1 to "),
    ("save", "save needs a file name: save FILE"),
    ("undo", "nothing to undo"),
    ("undo 2", "undo takes nothing after it"),
    ("bot nobody", "unknown bot 'nobody'; known: "),
    ("auto greedy random", "auto takes at most one bot name"),
    ("save /no/such/folder/x.replay.json", "cannot write /no/such/folder/x.replay.json"),
    ("save -", "'-' does not end in .replay.json"),
    ("save README.md", "'README.md' does not end in .replay.json"),  # an existing file: the name is what is wrong
    ("save x.replay.json extra", "'x.replay.json extra' does not end in .replay.json"),
])
def test_bad_input_gets_one_line_and_the_game_goes_on(line, message):
    result = play("--players", 2, "--seed", 3, lines=[line, "1"])
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    reply = after_prompt(result.output, line).split("\n> ")[0]
    assert reply.startswith(message), reply
    assert "\n" not in reply  # one line
    assert "Firefighter 1: " in after_prompt(result.output, "1")  # the next line still plays


def test_a_reason_and_the_refusal_are_two_sentences_in_japanese():
    result = play("--players", 2, "--seed", 3, "--lang", "ja", lines=["move 4,4", "1"])
    reply = after_prompt(result.output, "move 4,4").split("\n> ")[0]
    assert "（R-ACT-1）。1 から " in reply and "）. " not in reply


def test_blank_lines_help_and_board_change_nothing():
    result = play("--players", 2, "--seed", 3, lines=["", "help", "board", "undo"])
    assert result.exit_code == 0
    help_text = after_prompt(result.output, "help")
    assert "save FILE" in help_text and "F Fire" in help_text
    assert f"else {DEFAULT_BOT})" in help_text and "greedy" not in help_text, "the help names the default bot"
    assert "nothing to undo" in after_prompt(result.output, "undo")  # help and board are not commands to undo


def test_auto_finishes_the_game_prints_the_outcome_and_records_it(tmp_path):
    record = tmp_path / "auto.replay.json"
    result = play("--players", 2, "--seed", 1, "--record", record, lines=["auto", "1"])
    assert result.exit_code == 0, result.output
    after = after_prompt(result.output, "auto")
    assert "bots played " in after and "Game over: " in after and result.output.count("Game over: ") == 1
    assert "the game is over: undo, save FILE or quit" in after_prompt(after, "1")
    data = json.loads(record.read_text(encoding="utf-8"))
    outcome = data["outcome"]
    assert outcome is not None
    assert result.output.rstrip().splitlines()[-2:] == [f"replay written to {record}", f"re-run it: callforge replay {record}"]
    assert f"rescued {outcome['rescued']}, lost {outcome['lost']}, damage {outcome['damage']})" in result.output
    check = CliRunner().invoke(app, ["replay", str(record), "--call", str(FAMILY)])
    assert check.exit_code == 0 and f"ok, {len(data['steps'])} actions, {outcome['result']}" in check.output


def test_undo_after_auto_goes_back_to_before_it():
    result = play("--players", 2, "--seed", 1, lines=["auto", "undo"])
    undone = after_prompt(result.output, "undo")
    assert "undone: " in undone and "Turn 1 · firefighter 1 decides" in undone


def test_bot_seats_play_by_themselves_and_undo_takes_them_back():
    result = play("--players", 2, "--seed", 3, "--bot", "2=greedy", lines=["end", "undo"])
    assert result.exit_code == 0, result.output
    ended = after_prompt(result.output, "end").split("> undo")[0]
    assert "Firefighter 2 (greedy): " in ended
    assert "After the turn of firefighter 2 (turn 2)" in ended
    assert "Turn 3 · firefighter 1 decides" in ended
    undone = after_prompt(result.output, "undo")
    assert "Turn 1 · firefighter 1 decides" in undone
    assert "undone: " in undone and "undone: 1 action\n" not in undone  # the bot's turn went too


def test_a_game_of_bots_only_needs_no_input():
    result = play("--players", 2, "--seed", 2, "--bot", "1=greedy", "--bot", "2=random")
    assert result.exit_code == 0, result.output
    assert result.output.count("Game over: ") == 1
    assert "Firefighter 1 (greedy): " in result.output and "Firefighter 2 (random): " in result.output


def test_end_of_input_ends_cleanly_and_writes_the_record(tmp_path):
    record = tmp_path / "short.replay.json"
    result = play("--players", 2, "--seed", 3, "--record", record, lines=["1"])
    assert result.exit_code == 0, result.output
    assert "Game not finished: turn 1, rescued 0, lost 0, damage 0" in result.output
    assert len(json.loads(record.read_text(encoding="utf-8"))["steps"]) == 1


def test_experienced_game_shows_specialists_vehicles_and_japanese_words():
    result = play("--players", 3, "--seed", 5, "--level", "veteran", "--lang", "ja",
                  "--specialists", "paramedic,generalist,driver_operator", call=EXPERIENCED, lines=["end"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "AMB" in out and "ENG" in out
    assert f"({i18n.t('spec_paramedic', 'ja')})" in out  # seat 1's specialist, named in Japanese
    assert f"ダイス：{i18n.t('die_red', 'ja')} d6 → " in after_prompt(out, "end")


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_the_terminal_speaks_the_game_language(tmp_path, lang):
    # The header, help and the answers to commands are in the --lang language, with no English left over.
    record = tmp_path / "game.replay.json"
    result = play("--players", 2, "--seed", 3, "--lang", lang, "--record", record,
                  lines=["help", "1", "undo", "undo", "99", "quit"])
    assert result.exit_code == 0, result.output
    out = result.output
    title = playing.load_playable(FAMILY)[0].title.get(lang)
    assert out.startswith(i18n.t("term_header", lang, title=title, seed=3))
    assert i18n.t("term_help", lang, bot=DEFAULT_BOT).splitlines()[1] in after_prompt(out, "help")
    assert i18n.t("term_undone", lang, n=1) in after_prompt(out, "undo")
    assert i18n.t("term_nothing_to_undo", lang) in after_prompt(out, "undo").split("> undo\n", 1)[1]
    assert i18n.t("term_no_action", lang, number=99, n=len(numbered_actions(started(players=2, seed=3).game))) in out
    assert out.rstrip().splitlines()[-2] == i18n.t("term_record_written", lang, name=record)
    assert "type help" not in out and "undone:" not in out and "replay written" not in out
    if lang == "ja":  # the briefing breaks by the Japanese rules: no line starts with a full stop
        assert not [line for line in out.splitlines() if line.startswith(("。", "、"))]


@pytest.mark.parametrize(("args", "message"), [
    (["--bot", "3=greedy", "--players", "2"], "seat 3 is not one of the seats 1..2"),
    (["--bot", "greedy"], "--bot takes SEAT=NAME"),
    (["--bot", "1=nobody"], "unknown bot 'nobody'"),
    (["--lang", "de"], "unknown language 'de'"),
    (["--players", "9"], "The game cannot start: this Call takes 1-6 players, not 9"),
    (["--players", "99999999999999999999999", "--bot", "1=greedy"], "this Call takes 1-6 players, not 99999999999999999999999"),
])
def test_usage_errors_exit_2_with_one_line(args, message):
    result = play(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_a_missing_call_is_a_usage_error(tmp_path):
    result = play(call=tmp_path / "nope.call.json")
    assert result.exit_code == 2 and "cannot read the file" in result.output


def test_a_bundled_call_can_be_named_by_id():
    result = CliRunner().invoke(app, ["play", "fire-rescue-family", "--library", str(ROOT / "calls")], input="quit\n")
    assert result.exit_code == 0 and "House Fire" in result.output


def test_playing_in_the_terminal_imports_no_streamlit():
    """The command reuses the studio's play logic, which must stay free of the UI library."""
    code = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from authoring.cli import app\n"
        f"r = CliRunner().invoke(app, ['play', {str(FAMILY)!r}], input='1\\nend\\nbot\\nquit\\n')\n"
        "assert r.exit_code == 0, r.output\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'streamlit'))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


GSH = ROOT / "calls" / "gsh-warehouse.call.json"


def test_gsh_game_forges_heroes_and_shows_skill_gear_and_boosts():
    """Forging (R-HERO-1) in the terminal: the offer is listed with its texts, then the hero's cards (R-HERO-2, R-HERO-3)."""
    session = started(GSH, players=1, seed=3)
    game = session.game
    gear = sorted(set(game.st.forge_offer))
    boosts_first = [f"equip {gear[0]}", f"equip {gear[1]}"]
    probe = game.clone()
    for text in boosts_first:
        probe.apply(text)
    picks = [f"pick {card}" for card in sorted(set(probe.st.forge_offer))[:2]]
    result = play("--players", 1, "--seed", 3, call=GSH, lines=[*boosts_first, *picks, "boost", "end"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Equip 2 Gear:" in out and f"(equip {gear[0]})" in out
    assert "(Scout)" in out and "Nimble: Once per turn: you may move diagonally." in out
    assert "Active Boost" in after_prompt(out, picks[1]) and "Reserve Boost:" in after_prompt(out, picks[1])


def test_render_lists_a_gsh_calls_heroes_under_the_board(tmp_path):
    """``callforge render`` of a gsh Call draws its heroes' skills under the board, unless told not to (R-HERO-1)."""
    out = tmp_path / "hill.svg"
    result = CliRunner().invoke(app, ["render", str(ROOT / "calls" / "gsh-hillside.call.json"), "--out", str(out)])
    assert result.exit_code == 0, result.output
    from authoring.drawings.render import markers_from_setup, tag_legend
    from engine.model import Call

    call = Call.model_validate_json((ROOT / "calls" / "gsh-hillside.call.json").read_text(encoding="utf-8"))
    tags = len(tag_legend(markers_from_setup(call)))  # the tag names cut short on the drawing, given whole
    svg = out.read_text(encoding="utf-8")
    assert svg.count('class="legend"') == tags + 9 and "Nimble" in svg and 'class="tag tag-rescue"' in svg
    bare = tmp_path / "bare.svg"
    CliRunner().invoke(app, ["render", str(ROOT / "calls" / "gsh-hillside.call.json"), "--out", str(bare), "--no-heroes"])
    assert bare.read_text(encoding="utf-8").count('class="legend"') == tags and "Nimble" not in bare.read_text()


def test_a_gsh_game_in_japanese_names_gear_by_title_and_says_where_it_stands():
    call = ROOT / "calls" / "gsh-hillside.call.json"
    run = play("--players", "2", "--lang", "ja", lines=["quit"], call=call)
    assert run.exit_code == 0, run.output
    session = started(call, players=2)
    names = playing.call_names(session.call, "ja")
    gear = [a.arg for a in session.game.legal_actions() if a.notation.startswith("equip ")]
    assert gear and all(f"装備する: {names[g]}" in run.output for g in gear), run.output
    assert "ゲームは未終了" in run.output and "Game not finished" not in run.output


def test_a_replay_is_never_written_over_a_call_or_a_board(tmp_path):
    import shutil

    call = tmp_path / "mine.call.json"
    shutil.copy(FAMILY, call)
    before = call.read_bytes()
    recorded = CliRunner().invoke(app, ["replay", "--record", str(FAMILY), "--out", str(call)])
    assert recorded.exit_code == 2 and ".replay.json" in recorded.output, recorded.output
    recorded = CliRunner().invoke(app, ["replay", "--record", str(FAMILY), str(call)])
    assert recorded.exit_code == 2, recorded.output
    assert play("--record", call, lines=["quit"]).exit_code == 2
    saved = play("--players", 2, lines=[f"save {call}", "quit"])
    assert ".replay.json" in after_prompt(saved.output, f"save {call}")
    assert call.read_bytes() == before


def test_a_replay_is_never_written_through_a_symlink(tmp_path):
    # replay --record --out, play --record and save refuse link.replay.json naming a Call: the Call stays as it is.
    call = tmp_path / "lib" / "mine.call.json"
    call.parent.mkdir()
    call.write_bytes(FAMILY.read_bytes())
    link = tmp_path / "link.replay.json"
    link.symlink_to(call)
    recorded = CliRunner().invoke(app, ["replay", "--record", str(FAMILY), "--out", str(link), "--force"])
    assert recorded.exit_code == 2 and "symbolic link" in recorded.output, recorded.output
    assert play("--record", link, lines=["quit"]).exit_code == 2
    saved = play("--players", 2, lines=[f"save {link}", "quit"])
    assert "symbolic link" in after_prompt(saved.output, f"save {link}")
    assert call.read_bytes() == FAMILY.read_bytes() and link.is_symlink()


@pytest.mark.parametrize("where", ["folder", "missing/x.replay.json", "file/x.replay.json"])
def test_play_refuses_a_record_target_it_could_not_write_before_the_game(tmp_path, where):
    # `play --record FOLDER` (or a path under a missing folder or a file) is a usage error before the game starts,
    # so no game is played only to be lost.
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("x", encoding="utf-8")
    result = play("--record", tmp_path / where, lines=["quit"])
    assert result.exit_code == 2 and "--record" in result.output and "cannot write" in result.output, result.output
    assert "Game not finished" not in result.output


def test_replay_record_replaces_an_existing_file_only_with_force(tmp_path):
    out = tmp_path / "kept.replay.json"
    out.write_text("my notes", encoding="utf-8")
    kept = CliRunner().invoke(app, ["replay", "--record", str(FAMILY), "--players", "2", "--out", str(out)])
    assert kept.exit_code == 2 and "exists; pass --force to overwrite it" in kept.output, kept.output
    assert out.read_text(encoding="utf-8") == "my notes"
    forced = CliRunner().invoke(app, ["replay", "--record", str(FAMILY), "--players", "2", "--out", str(out), "--force"])
    assert forced.exit_code == 0, forced.output
    assert json.loads(out.read_text(encoding="utf-8"))["steps"]


def test_play_never_replaces_a_file_it_did_not_write_without_force(tmp_path):
    """``play --record`` and the in-game ``save`` keep an existing file unless told with --force; ``save`` may write
    again the file this game saved."""
    other = tmp_path / "other.replay.json"
    other.write_text("a game saved before", encoding="utf-8")
    refused = play("--record", other, lines=["quit"])
    assert refused.exit_code == 2 and "exists; pass --force to overwrite it" in refused.output, refused.output
    mine = tmp_path / "mine.replay.json"
    saved = play("--players", 2, lines=[f"save {other}", f"save {mine}", "1", f"save {mine}", f"save --force {other}", "quit"])
    assert saved.exit_code == 0, saved.output
    first = after_prompt(saved.output, f"save {other}").split(">")[0]
    assert "exists; type save --force FILE to overwrite it" in first
    assert "saved 1 action to" in after_prompt(saved.output, f"save {mine}").split("> 1")[-1].split("> save --force")[0]
    assert "saved 1 action to" in after_prompt(saved.output, f"save --force {other}")
    assert json.loads(other.read_text(encoding="utf-8"))["steps"]
    assert play("--record", other, "--force", lines=["quit"]).exit_code == 0


def test_a_line_of_a_million_characters_is_refused_in_one_line_not_echoed(tmp_path):
    # The line is refused in one short line giving its length: it is echoed back whole neither as the echo of
    # the command nor in "cannot read action '...'". The next command, a save to a FIFO, is refused too.
    save = tmp_path / "dev.replay.json"
    os.mkfifo(save)
    result = play("--players", 2, "--seed", 3, lines=["x" * 1_000_000, f"save {save}", "1"])
    assert result.exit_code == 0 and "Traceback" not in result.output
    assert "a line of 1000000 characters is not read: commands are at most 1000" in result.output
    assert len(result.output) < 50_000
    assert f"cannot write {save}: not a regular file" in result.output and save.is_fifo()


def test_an_unknown_level_is_refused_on_a_call_without_levels(tmp_path):
    # `replay --record --level nope` and `play --level nope` on the family Call, which has no levels, are usage errors.
    out = tmp_path / "r.replay.json"
    recorded = CliRunner().invoke(app, ["replay", "--record", str(FAMILY), "--level", "nope", "--out", str(out)])
    assert recorded.exit_code == 2 and "unknown level 'nope'; the Call has no levels" in recorded.output, recorded.output
    assert not out.exists()
    played = play("--level", "nope", lines=["quit"])
    assert played.exit_code == 2 and "cannot start: unknown level 'nope': the Call has no levels" in played.output
    assert "Game not finished" not in played.output
    known = CliRunner().invoke(app, ["replay", "--record", str(EXPERIENCED), "--level", "veteran", "--players", "2",
                                     "--out", str(out)])
    assert known.exit_code == 0, known.output


def test_a_file_written_at_the_record_name_during_the_game_is_kept(tmp_path, monkeypatch):
    from authoring.commands import terminal

    record = tmp_path / "game.replay.json"
    loop = terminal.run_loop

    def someone_saves_there_meanwhile(*args):
        record.write_text("MY PRECIOUS\n")
        return loop(*args)

    monkeypatch.setattr(terminal, "run_loop", someone_saves_there_meanwhile)
    result = play("--players", 2, "--seed", 1, "--record", record, lines=["auto"])
    assert result.exit_code == 0, result.output
    assert record.read_text() == "MY PRECIOUS\n"
    assert "was written by someone else during the game: it is kept" in " ".join(result.output.split())
    kept = tmp_path / "game-2.replay.json"
    assert result.output.rstrip().splitlines()[-2] == f"replay written to {kept}"
    check = CliRunner().invoke(app, ["replay", str(kept), "--call", str(FAMILY)])
    assert check.exit_code == 0, check.output


def test_a_gsh_game_draws_its_call_markers_rescue_places_and_water_sources():
    # The terminal lists them (M, R and W lines), so a live wire is seen before a firefighter walks onto it.
    call = ROOT / "calls" / "gsh-hillside.call.json"
    result = play("--players", 2, "--lang", "hu", lines=["quit"], call=call)
    assert result.exit_code == 0, result.output
    c, _ = playing.load_playable(call)
    wire = next(k for k in c.markers if k.id == "live-wire").title.get("hu")
    heli = c.rescue_places[0].title.get("hu")
    lines = result.output.splitlines()
    assert any(line.startswith("M ") and f"{wire} 4,2" in line for line in lines)
    assert any(line.startswith(f"R {heli} ") for line in lines) and any(line.startswith("W ") for line in lines)


def test_a_saved_replay_says_how_to_run_it_again(tmp_path):
    # The re-run command names the Call with --call, so it works for a Call outside the bundled library too.
    call = tmp_path / "lodge.call.json"
    call.write_text(FAMILY.read_text(encoding="utf-8").replace('"fire-rescue-family"', '"lodge"', 1), encoding="utf-8")
    (tmp_path / "boards").mkdir()
    for board in (ROOT / "calls" / "boards").glob("*.board.json"):
        (tmp_path / "boards" / board.name).write_bytes(board.read_bytes())
    replay = tmp_path / "game.replay.json"
    result = play("--players", 2, lines=["1", f"save {replay}", "quit"], call=call)
    assert result.exit_code == 0, result.output
    rerun = next(line for line in result.output.splitlines() if line.startswith("re-run it: "))
    command = rerun.removeprefix("re-run it: callforge ").split()
    assert command == ["replay", str(replay), "--call", str(call)]
    assert CliRunner().invoke(app, command).exit_code == 0


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_the_game_s_own_messages_speak_its_language(tmp_path, lang):
    (tmp_path / "taken.replay.json").write_text("{}", encoding="utf-8")
    lines = ["bot nosuch", "save", "undo x", "auto a b", f"save {tmp_path}/taken.replay.json",
             f"save {tmp_path}/nowhere/x.replay.json", "help", "quit"]
    result = play("--lang", lang, lines=lines)
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    for english in ("unknown bot", "save needs a file name", "undo takes nothing", "takes at most one bot name",
                    "exists; type save --force", "cannot write", "damaged wall", "closed door"):
        assert english not in said, english


def test_full_width_digits_play_and_other_scripts_digits_do_not():
    result = play(lines=["１", "move ０,６", "٣", "move ⓪,⑥", "quit"])
    assert result.exit_code == 0, result.output
    assert "move 0,5" in after_prompt(result.output, "１")
    assert "move 0,6" in after_prompt(result.output, "move ０,６")
    assert "cannot read action" in after_prompt(result.output, "٣")
    assert "move 0,6" not in after_prompt(result.output, "move ⓪,⑥")  # a circled digit is no digit one meant


def test_a_call_id_typed_wrong_names_the_one_meant():
    result = CliRunner().invoke(app, ["play", "fire-rescue-familyy", "--library", str(ROOT / "calls")], input="quit\n")
    assert result.exit_code == 2 and "did you mean 'fire-rescue-family'?" in " ".join(result.output.split())


def test_an_empty_specialist_is_named_by_its_place():
    result = play("--specialists", "paramedic,,generalist", call=EXPERIENCED, lines=["quit"])
    assert result.exit_code == 2 and "item 2 is empty" in result.output


def test_save_to_home_reruns_with_the_home_folder_written_out(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    result = play(lines=["save ~/game.replay.json", "quit"])
    assert (tmp_path / "game.replay.json").is_file()
    assert f"callforge replay {tmp_path}/game.replay.json" in " ".join(result.output.split())


def test_help_lists_each_actions_notation_and_a_label_word_is_pointed_to_its_notation():
    result = play(lines=["help", "extinguish 0,5", "ext 4,4", "open 0,0-0,1", "chop 0,5-1,5", "open 3,6-3,7",
                         "cmd 2 move 0,4", "quit"])
    assert result.exit_code == 0, result.output
    helped = after_prompt(result.output, "help")
    assert "To type an action of the list, its number or its notation:" in helped and "move 0,5" in helped
    assert "unknown action 'extinguish': write 'ext'" in after_prompt(result.output, "extinguish 0,5")
    assert "nor next to it: extinguishing reaches the own and the Adjacent spaces (R-ACT-6)" in after_prompt(result.output, "ext 4,4")
    assert "hoose a number" in after_prompt(result.output, "open 0,0-0,1")
    assert "(R-ACT-7)" in after_prompt(result.output, "chop 0,5-1,5").split("\n> ")[0]  # the rules' reason for a wall
    assert "R-ACT-7" not in after_prompt(result.output, "open 3,6-3,7").split("\n> ")[0]  # no door there: no chop reason
    assert "only the Fire Captain commands another firefighter (R-ACT-11)" in after_prompt(result.output, "cmd 2 move 0,4")


def test_a_saved_game_goes_on_with_resume(tmp_path):
    replay = tmp_path / "game.replay.json"
    first = play("--players", 2, "--seed", 3, lines=["1", "end", f"save {replay}", "quit"])
    assert f"go on with it: callforge play {FAMILY} --resume {replay}" in " ".join(first.output.split())
    saved = json.loads(replay.read_text(encoding="utf-8"))

    again = play("--resume", replay, "--lang", "hu", lines=["undo", "undo", "quit"])
    assert again.exit_code == 0, again.output
    assert "Traceback" not in again.output
    # the saved steps are played again and can be undone one by one (each is a command of its own)
    assert again.output.count("visszavonva: 1 akció") == 2, again.output
    assert len(saved["steps"]) >= 2


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_saved_game_the_call_now_plays_otherwise_stands_before_the_step_it_refuses(tmp_path, lang):
    """The README's promise for ``--resume``: the game stands before the step the Call now refuses, and says so once."""
    replay = tmp_path / "game.replay.json"
    play("--players", 2, "--seed", 3, lines=["1", "end", f"save {replay}", "quit"])
    saved = json.loads(replay.read_text(encoding="utf-8"))
    saved["steps"][1]["action"] = "move 5,5"  # a step no game of the Call can play there
    replay.write_text(json.dumps(saved), encoding="utf-8")

    again = play("--resume", replay, "--lang", lang, lines=["quit"])
    assert again.exit_code == 0, again.output
    assert "Traceback" not in again.output and again.exception is None
    note = i18n.t("replay_stopped", lang, n=2, action="move 5,5", total=len(saved["steps"]))
    assert " ".join(again.output.split()).count(" ".join(note.split())) == 1, again.output


@pytest.mark.parametrize(("resume", "message", "code"), [
    ("missing.replay.json", "--resume", 2),  # no file: a usage problem
    ("other", "The replay is of the Call 'fire-rescue-experienced', not of 'fire-rescue-family'", 1),  # as replay says
])
def test_resume_of_what_is_no_saved_game_of_the_call_is_refused(tmp_path, resume, message, code):
    if resume == "other":
        played = play("--players", 2, call=EXPERIENCED, lines=[f"save {tmp_path / 'x.replay.json'}", "quit"])
        assert played.exit_code == 0, played.output
        resume = tmp_path / "x.replay.json"
    else:
        resume = tmp_path / resume
    result = play("--resume", resume, lines=["quit"])
    assert result.exit_code == code and message in " ".join(result.output.split()), result.output


def test_the_pass_control_is_named_as_such_in_play():
    result = play("--bot", "1=pass", lines=["quit"])
    assert result.exit_code == 2 and "'pass' is a playtest control that only ends turns" in result.output
    inside = play(lines=["bot pass", "quit"])
    assert "'pass' is a playtest control" in inside.output


def test_resume_takes_the_saved_games_seats_and_refuses_options_it_would_drop(tmp_path):
    replay = tmp_path / "six.replay.json"
    saved = play("--players", 6, lines=[f"save {replay}", "quit"])
    assert saved.exit_code == 0, saved.output
    again = play("--resume", replay, "--bot", "6=greedy", lines=["quit"])  # seat 6 of the saved 6, not of 4
    assert again.exit_code == 0, again.output
    dropped = play("--resume", replay, "--players", 3, "--seed", 9, lines=["quit"])
    assert dropped.exit_code == 2 and "leave out --players, --seed" in dropped.output


@pytest.mark.parametrize("lang", ["hu", "ja"])
def test_why_a_game_cannot_be_saved_or_resumed_there_is_said_in_the_game_language(tmp_path, monkeypatch, lang):
    """A save name that is no replay's, a folder, a link, a missing saved game and a bad --record name: each refusal
    in the game's language, with none of its English words."""
    from authoring.commands.terminal import CommandError
    from authoring.files.save import replay_target_problem

    monkeypatch.chdir(tmp_path)
    (tmp_path / "dd.replay.json").mkdir()
    (tmp_path / "link.replay.json").symlink_to(FAMILY)
    names = ["x.json", "dd.replay.json", "link.replay.json"]
    result = play("--players", "2", "--lang", lang, lines=[*(f"save {name}" for name in names), "quit"])
    english = ("does not end in", "not a regular file", "symbolic link", "cannot read", "No such file", "a folder")
    for name in names:
        said = after_prompt(result.output, f"save {name}").split("\n", 1)[0]
        assert said == CommandError.of_target(replay_target_problem(name)).text(lang)
        assert not any(word in said for word in english), said
    resumed = play("--lang", lang, "--resume", "nothere.replay.json")
    assert resumed.exit_code == 2 and not any(word in resumed.output for word in english), resumed.output
    recorded = play("--lang", lang, "--record", "x.json")
    assert recorded.exit_code == 2 and not any(word in recorded.output for word in english), recorded.output


@pytest.mark.parametrize(("args", "said"), [
    (["--level", "heroc"], "A játék nem indítható: ismeretlen szint: 'heroc'; a Hívás szintjei: recruit, veteran, heroic"),
    (["--bot", "1=refrence"], "--bot 1=refrence: ismeretlen bot: 'refrence'; az ismertek:"),
    (["--bot", "1=pass"], "a 'pass' csak köröket befejező tesztjáték-kontroll"),
    (["--bot", "9=greedy"], "a(z) 9. hely nincs az 1..4 helyek között"),
    (["--bot", "greedy"], "a --bot formája HELY=NÉV"),
    (["--bot", "1=greedy", "--bot", "1=greedy"], "kétszer nevezi meg a(z) 1. helyet"),
    (["--seed", "-1"], "a --seed értéke 0 és"),
])
def test_what_play_refuses_on_its_command_line_is_said_in_the_language_asked(args, said):
    result = CliRunner().invoke(app, ["play", str(EXPERIENCED), "--lang", "hu", *args], input="quit\n")
    assert result.exit_code == 2 and said in result.output, result.output


def test_a_call_named_by_a_mistyped_id_is_said_in_the_language_asked():
    result = CliRunner().invoke(app, ["play", "fire-rescue-famly", "--library", str(EXPERIENCED.parent), "--lang", "ja"],
                                input="quit\n")
    assert result.exit_code == 2 and "'fire-rescue-family' のことですか" in result.output, result.output


def test_a_file_changed_since_the_game_saved_it_is_not_saved_over(tmp_path):
    """``save FILE`` writes again over what this game saved, not over what someone changed since; nor does --record."""
    from authoring.commands.terminal import CommandError, TerminalGame

    game = TerminalGame(started(players=2, seed=1))
    path = tmp_path / "g.replay.json"
    game.save(path)
    game.play("1")
    game.save(path)  # still what this game wrote: written again
    path.write_text('{"mine": "hand-edited notes"}\n', encoding="utf-8")
    with pytest.raises(CommandError) as refused:
        game.save(path)
    assert "changed since this game saved it" in refused.value.text("en"), refused.value.text("en")
    assert path.read_text(encoding="utf-8") == '{"mine": "hand-edited notes"}\n'
    written = game.save_record(path, None)  # --record at the game's end: beside it
    assert written != path and path.read_text(encoding="utf-8") == '{"mine": "hand-edited notes"}\n'
    game.save(path, force=True)
    assert json.loads(path.read_text(encoding="utf-8"))["steps"]
