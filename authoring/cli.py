"""The ``callforge`` command line.

Each topic lives in its own module under ``authoring/commands`` and adds its
commands to the one Typer app through ``register(app)``; this module only
assembles them. Heavy imports happen inside the commands, so that
``callforge --help`` starts fast.
"""

from __future__ import annotations

import importlib

import typer

COMMAND_MODULES = (
    "authoring.commands.files",
    "authoring.commands.analysis",
    "authoring.commands.play",
    "authoring.commands.playtest",
    "authoring.commands.render",
    "authoring.commands.studio",
    "authoring.commands.terminal",
    "authoring.commands.accel",
    "authoring.commands.rules",
    "authoring.commands.new",
)
"""Modules that each define ``register(app: typer.Typer) -> None``."""


def _flags_show_no_type() -> None:
    """Show a flag (``--force``, ``--heroes/--no-heroes``) in ``--help`` without a value type.

    Typer 0.29 writes ``<bool>`` beside every flag, which reads as if ``--force true`` were asked for (Click refuses
    it: a flag takes no value). Options that take a value keep their type (``<path>``, ``<int>``).
    """
    option = getattr(getattr(typer, "core", None), "TyperOption", None)
    shown = getattr(option, "display_type_rich", None)
    if shown is None or getattr(shown, "flags_show_no_type", False):
        return

    def display_type_rich(self, ctx):
        return None if getattr(self, "is_flag", False) and not getattr(self, "count", False) else shown(self, ctx)

    display_type_rich.flags_show_no_type = True  # type: ignore[attr-defined]
    option.display_type_rich = display_type_rich


_flags_show_no_type()


def _usage_errors_in_one_style() -> None:
    """Print Click's own usage errors (an unknown option, ``--games abc``) as every command prints its own:
    ``error: message`` on one line (:func:`authoring.commands.say_error`), then the command's usage and where help
    is, instead of Typer's framed box; both exit with status 2."""
    from typer import rich_utils

    if getattr(rich_utils.rich_format_error, "one_style", False):
        return

    def rich_format_error(self) -> None:
        if self.__class__.__name__ == "NoArgsIsHelpError":
            return
        from authoring.commands import say_error

        say_error(self.format_message())
        ctx = getattr(self, "ctx", None)
        if ctx is not None:
            typer.echo(ctx.get_usage(), err=True)
        if ctx is not None and ctx.command.get_help_option(ctx) is not None:
            typer.echo(f"Try '{ctx.command_path} {ctx.help_option_names[0]}' for help.", err=True)

    rich_format_error.one_style = True  # type: ignore[attr-defined]
    rich_utils.rich_format_error = rich_format_error


_usage_errors_in_one_style()

app = typer.Typer(
    name="callforge",
    help="Design, check, play and playtest Flash Point Calls and boards.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

for _module in COMMAND_MODULES:
    importlib.import_module(_module).register(app)


def main() -> None:
    """Entry point of the console script.

    A file the system refuses in a way no command foresaw (a name too long, a folder that vanished) ends the command
    with one line naming it, exit status 2, never a traceback.
    """
    try:
        app()
    except OSError as exc:
        from authoring.commands import USAGE_ERROR, say_error

        say_error(f"{exc.filename}: {exc.strerror or exc}" if exc.filename else str(exc.strerror or exc))
        raise SystemExit(USAGE_ERROR) from None


if __name__ == "__main__":
    main()
