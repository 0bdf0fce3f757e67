"""``callforge studio``: open the Streamlit studio on a library folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from authoring.commands import fail_usage
from authoring.files.read import MAX_FILE_BYTES

STUDIO_APP = Path(__file__).resolve().parents[1] / "studio" / "app.py"
PROJECT_ROOT = Path(__file__).resolve().parents[2]
UPLOAD_LIMIT_MB = MAX_FILE_BYTES // (1024 * 1024)
"""The upload box's limit: the size of the largest file the loader reads, so that the box says the real limit."""
DEFAULT_HOST = "127.0.0.1"
"""The studio has no login and its editors write files: it listens on this machine only unless asked."""
HOST_HELP = ("Address to listen on. The default, 127.0.0.1, serves this machine only. WARNING: the studio has no "
             "login and writes library files; another address (0.0.0.0: every network) lets anyone who can reach "
             "it read and change the library.")


def studio_command(library: Path, *, port: int | None = None, headless: bool = True,
                   host: str = DEFAULT_HOST) -> list[str]:
    """The ``streamlit run`` command line for the studio.

    The toolbar is kept minimal: designers get no "Deploy" button and no
    developer menu (rerun and settings stay under the menu's three dots).
    The server listens on ``host``: this machine only unless told otherwise.

    >>> cmd = studio_command(Path("calls"))
    >>> cmd[1:4], cmd[cmd.index("--client.toolbarMode") + 1], cmd[cmd.index("--server.address") + 1]
    (['-m', 'streamlit', 'run'], 'minimal', '127.0.0.1')
    """
    cmd = [sys.executable, "-m", "streamlit", "run", str(STUDIO_APP), "--server.headless", str(headless).lower(),
           "--browser.gatherUsageStats", "false", "--client.toolbarMode", "minimal", "--server.address", host,
           "--server.maxUploadSize", str(UPLOAD_LIMIT_MB)]
    if port is not None:
        cmd += ["--server.port", str(port)]
    return cmd


def host_resolves(host: str) -> bool:
    """Whether ``host`` is an address or a name the server could listen on (it resolves).

    >>> host_resolves("127.0.0.1"), host_resolves("not a host"), host_resolves("")
    (True, False, False)
    """
    import ipaddress
    import re
    import socket

    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    if not re.fullmatch(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?", host):  # no name lookup for what is no name
        return False
    try:
        socket.getaddrinfo(host, None)
    except (OSError, UnicodeError):
        return False
    return True


def studio(
    library: Annotated[Path, typer.Argument(help="The library folder (boards/ and *.call.json).")] = Path("calls"),
    port: Annotated[int | None, typer.Option(min=1, max=65535, help="Port to serve on (default: Streamlit's, 8501).")] = None,
    headless: Annotated[bool, typer.Option("--headless/--browser", help="Do not / do open a browser window.")] = True,
    host: Annotated[str, typer.Option(help=HOST_HELP)] = DEFAULT_HOST,
) -> None:
    """Open the studio on LIBRARY: library, board and Call editors, play and playtest pages, in the browser."""
    if not library.is_dir():
        raise typer.BadParameter(f"{library} is not a folder", param_hint="LIBRARY")
    env = dict(os.environ)
    env["CALLFORGE_LIBRARY"] = str(library.resolve())
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(PROJECT_ROOT), env.get("PYTHONPATH", "")) if p)
    if not host_resolves(host):
        fail_usage(f"--host {host!r} is not an address or a name of this network; the default is {DEFAULT_HOST}")
    if host != DEFAULT_HOST:
        typer.secho(f"warning: the studio listens on {host}, without a login; anyone who can reach it can change "
                    f"{library}", err=True, fg="yellow")
    from authoring.files.save import clean_stale_temps

    clean_stale_temps(library)
    if port is not None and not _is_free(host, port):
        fail_usage(f"port {port} on {host} is taken (a studio already running there?): give another with --port, or "
                   f"leave --port out to take the first free one from {DEFAULT_PORT}")
    if not headless and port is None:  # the helper must open the port the server takes, not one another server holds
        port = _free_port_from(DEFAULT_PORT, host)
    cmd = studio_command(library, port=port, headless=True, host=host)
    if not headless:  # the server stays headless (no first-run prompt of Streamlit's): a helper opens the browser
        _open_browser_when_up(host, port)
    # Become Streamlit rather than wait for a child: a signal sent to this process (Ctrl-C, a
    # service manager's SIGTERM) then stops the server itself, with no orphan left behind.
    os.execve(cmd[0], cmd, env)


DEFAULT_PORT = 8501
"""Streamlit's port when none is given."""

_OPENER = """
import sys, time, urllib.request, webbrowser
url = sys.argv[1]
direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # this machine: never through a proxy
for _ in range(120):
    try:
        with direct.open(url + "/_stcore/health", timeout=1) as answer:
            if answer.read().strip() == b"ok":
                webbrowser.open(url)
                break
    except OSError:
        pass
    time.sleep(0.5)
"""
"""Waits (at most about a minute) for the studio to answer, then opens it in the browser."""


def _free_port_from(first: int, host: str) -> int:
    """The first port from ``first`` (up to 100 on) that nothing listens on at ``host``, as Streamlit would take it;
    ``first`` when none is free (the server then says the port is taken)."""
    return next((port for port in range(first, first + 100) if _is_free(host, port)), first)


def _is_free(host: str, port: int) -> bool:
    """Whether nothing listens on ``port`` at ``host``: a server could bind it now (as Streamlit's does, over the
    connections a server stopped a moment ago leaves waiting)."""
    import socket

    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def _open_browser_when_up(host: str, port: int) -> None:
    """Start a detached helper that opens the studio's address in the browser once the server answers (``--browser``).

    Streamlit opens a browser only when not headless, and then first asks for an e-mail address on the terminal,
    which keeps the studio from starting for a user who does not answer it.
    """
    import subprocess

    shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    url = f"http://[{shown}]:{port}" if ":" in shown else f"http://{shown}:{port}"
    subprocess.Popen([sys.executable, "-c", _OPENER, url], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)


def register(app: typer.Typer) -> None:
    """Add ``studio`` to ``app``."""
    app.command()(studio)
