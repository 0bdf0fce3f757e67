"""``callforge studio``: the server listens on this machine only unless ``--host`` says otherwise."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from typer.testing import CliRunner

from authoring.cli import app
from authoring.commands.studio import DEFAULT_HOST, PROJECT_ROOT, studio_command


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start_studio(tmp_path, env: dict, *options: str, **popen) -> tuple[subprocess.Popen, int]:
    """A studio on a free port, and that port; tried again on another port when the one found free was taken
    before the studio bound it (another test's server may take it in between), three times at most."""
    for _ in range(3):
        port = _free_port()
        cmd = [sys.executable, "-m", "authoring.cli", "studio", str(PROJECT_ROOT / "calls"), "--port", str(port), *options]
        proc = subprocess.Popen(cmd, env=env, cwd=tmp_path, **popen)
        deadline = time.monotonic() + 60
        while proc.poll() is None and not _listening_addresses(port) and time.monotonic() < deadline:
            time.sleep(0.1)
        if proc.poll() is None:
            return proc, port
    raise AssertionError(f"the studio exited three times (exit code {proc.returncode})")


def _listening_addresses(port: int) -> set[str]:
    """The local addresses of the sockets listening on ``port`` (Linux ``/proc/net/tcp``, ``tcp6``)."""
    found = set()
    for table, family in (("/proc/net/tcp", socket.AF_INET), ("/proc/net/tcp6", socket.AF_INET6)):
        with contextlib.suppress(FileNotFoundError), open(table, encoding="ascii") as handle:
            for line in handle.readlines()[1:]:
                local, state = line.split()[1], line.split()[3]
                address, port_hex = local.split(":")
                if state != "0A" or int(port_hex, 16) != port:  # 0A: LISTEN
                    continue
                raw = bytes.fromhex(address)
                # the kernel prints each 32-bit word in host (little-endian) order
                raw = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))
                found.add(socket.inet_ntop(family, raw))
    return found


def test_the_command_line_asks_for_loopback_unless_a_host_is_given():
    cmd = studio_command(Path("calls"))
    assert cmd[cmd.index("--server.address") + 1] == DEFAULT_HOST == "127.0.0.1"
    shared = studio_command(Path("calls"), host="0.0.0.0")
    assert shared[shared.index("--server.address") + 1] == "0.0.0.0"


def test_the_host_option_warns_in_its_help():
    result = CliRunner().invoke(app, ["studio", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "--host" in result.output and "WARNING" in result.output


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc/net/tcp")
def test_the_server_listens_only_on_127_0_0_1_by_default(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    proc, port = _start_studio(tmp_path, env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, "the studio exited"
            with contextlib.suppress(OSError), urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health",
                                                                      timeout=2) as answer:
                if answer.read().strip() == b"ok":
                    break
            assert time.monotonic() < deadline, "the studio did not answer within 60 s"
            time.sleep(0.2)
        assert _listening_addresses(port) == {"127.0.0.1"}
    finally:
        _stop(proc)


def _stop(proc: subprocess.Popen) -> None:
    """End a studio this test started: asked to, then killed when it does not within 10 s."""
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc/net/tcp")
def test_browser_opens_the_studio_with_no_first_run_prompt(tmp_path):
    """``--browser``: the server starts though nobody answers a prompt (stdin open, nothing typed), listens on
    127.0.0.1, and the browser is sent to it."""
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" > {opened}.part && mv {opened}.part {opened}\n', encoding="utf-8")
    browser.chmod(0o755)
    # a proxy set for the web (none listens here) is not asked for this machine's own address
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT), BROWSER=str(browser), http_proxy="http://127.0.0.1:9",
               HTTP_PROXY="http://127.0.0.1:9", no_proxy="", NO_PROXY="")
    proc, port = _start_studio(tmp_path, env, "--browser", stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while not opened.exists():
            assert proc.poll() is None, proc.stdout.read().decode(errors="replace")
            assert time.monotonic() < deadline, "the browser was not sent to the studio within 60 s"
            time.sleep(0.2)
        assert opened.read_text(encoding="utf-8").strip() == f"http://127.0.0.1:{port}"
        assert _listening_addresses(port) == {"127.0.0.1"}
    finally:
        _stop(proc)
    assert b"Email" not in proc.stdout.read()


def test_a_port_taken_is_said_before_the_server_starts(tmp_path):
    import socket

    from typer.testing import CliRunner

    from authoring.cli import app

    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        run = CliRunner().invoke(app, ["studio", str(tmp_path), "--port", str(port)])
    assert run.exit_code == 2, run.output
    assert f"port {port} on 127.0.0.1 is taken" in " ".join(run.output.split()) and "--port" in run.output
