"""``callforge render``: draw a board, or a Call's board with its starting markers, to SVG or PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from authoring.commands import fail_on_file_errors, require_file
from authoring.diagnostics import printable


def render(
    source: Annotated[Path, typer.Argument(help="A .board.json or .call.json file.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Output file: .svg or .png.")],
    layers: Annotated[
        str | None,
        typer.Option(help="Comma-separated layers to draw (default: all): zones,arrows,dice,parking,markers,indices,title."),
    ] = None,
    lang: Annotated[str, typer.Option(help="Language of the title (a Call's own, else the board's name) and the tags: en, hu or ja.")] = "en",
    scale: Annotated[float, typer.Option(help="PNG only: pixels per SVG unit (2 = about 200 dpi).")] = 2.0,
    heroes: Annotated[bool, typer.Option(help="A gsh Call: list its heroes under the board.")] = True,
    force: Annotated[bool, typer.Option("--force", help="Replace OUT when it exists.")] = False,
) -> None:
    """Draw SOURCE to OUT. A Call is drawn on its board with its fixed starting markers."""
    from authoring.drawings import render as draw
    from authoring.files.save import output_target_problem, write_atomic_bytes

    suffix = out.suffix.lower()
    if suffix not in (".svg", ".png"):
        raise typer.BadParameter(f"{out.name}: the output must end in .svg or .png", param_hint="--out")
    if problem := output_target_problem(out, force=force):
        raise typer.BadParameter(printable(problem), param_hint="--out")
    chosen = _checked_layers(layers, lang)
    require_file(source)  # a FIFO, a device or a link that loops is the loader's to say (FP100)
    svg = _drawing(source, chosen, lang, heroes)
    if suffix == ".svg":
        data = svg.encode("utf-8")
    else:
        problem = draw.png_size_problem(svg, scale)
        if problem is not None:
            raise typer.BadParameter(problem, param_hint="--scale")
        try:
            data = draw.svg_to_png(svg, scale=scale)
        except RuntimeError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(1) from exc
    try:
        out.parent.mkdir(parents=True, exist_ok=True)  # a new folder is made, as for a recorded replay
        write_atomic_bytes(out, data, follow_link=False)
    except OSError as exc:
        typer.echo(printable(f"error: cannot write {out}: {exc.strerror or exc}"), err=True)
        raise typer.Exit(1) from None
    typer.echo(printable(f"wrote {out}"))


def _checked_layers(layers: str | None, lang: str) -> frozenset[str]:
    """The layers ``--layers`` names (all by default); a usage error for an unknown layer or language."""
    from authoring.drawings import render as draw
    from authoring.language.i18n import LANGUAGES

    if lang not in LANGUAGES:
        raise typer.BadParameter(f"unknown language {lang!r}; choose one of: {', '.join(LANGUAGES)}", param_hint="--lang")
    chosen = draw.DEFAULT_LAYERS if layers is None else frozenset(x.strip() for x in layers.split(",") if x.strip())
    unknown = chosen - draw.LAYERS
    if unknown:
        raise typer.BadParameter(
            f"unknown layer(s) {', '.join(sorted(unknown))}; known: {', '.join(sorted(draw.LAYERS))}",
            param_hint="--layers",
        )
    return chosen


def _drawing(source: Path, layers: frozenset[str], lang: str, heroes: bool) -> str:
    """The SVG of ``source``: a board, or a Call on its board with its starting markers, tags and (``heroes``) heroes;
    a file with errors is refused as validate reports it."""
    from authoring.drawings import render as draw
    from authoring.files.validate import UnusableFileError, load_usable

    try:
        parsed = load_usable(source)
    except UnusableFileError as exc:
        from authoring.language.i18n import t

        fail_on_file_errors(exc, lang, printable(t("render_not_valid", lang, path=source)))
    if not source.name.endswith(".call.json"):
        return draw.render_svg(parsed.model, state=None, layers=layers, lang=lang, legend=[], title=None)
    state = draw.markers_from_setup(parsed.model, lang)
    legend = draw.tag_legend(state) + (draw.hero_legend(parsed.model, lang) if heroes else [])
    return draw.render_svg(parsed.board, state=state, layers=layers, lang=lang, legend=legend,
                           title=parsed.model.title.get(lang))


def register(app: typer.Typer) -> None:
    """Add ``render`` to ``app``."""
    app.command()(render)
