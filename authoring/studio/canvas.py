"""What the editors and Play draw around a board drawing: the problems panel, zoom, edge previews, scrolling."""

from __future__ import annotations

import streamlit as st

from authoring.drawings import render
from authoring.language import diagnostic_text
from authoring.studio import board_clicks, board_image, edge_hover, logic, pan
from authoring.studio.context import lang, tr, worded_choice

SEVERITY_ICONS = {"error": ":red[:material/error:]", "warning": ":orange[:material/warning:]",
                  "info": ":blue[:material/info:]"}
"""Icons of the severities: Material icons, which every browser shows (emoji need an emoji font)."""


def problems_panel(diagnostics, *, key: str, filename: str, height: int = 260, on_pick=None):
    """The problems of the open file as a list to choose from, in a bordered panel; returns the chosen one.

    The list scrolls inside the panel (``height`` pixels), so that the panel
    stays one size beside the drawing however many problems there are.
    ``on_pick`` runs when the user chooses another problem (e.g. to switch to
    the tab that shows it). Messages and hints are shown in the interface
    language (:mod:`authoring.language.diagnostic_text`).
    """
    n = logic.counts(diagnostics)
    with st.container(border=True, key=f"{key}_panel"):
        st.markdown(
            f"**{tr('diagnostics')}** — :red[{tr('errors', n=n['error'])}] · :orange[{tr('warnings', n=n['warning'])}]"
            f" · {tr('infos', n=n['info'])}"
        )
        if not diagnostics:
            st.success(tr("no_problems"))
            return None
        shown = [diagnostic_text.translate(d, lang()) for d in diagnostics]
        options = [None, *range(len(diagnostics))]

        def label(i):
            if i is None:
                return tr("highlight_none")
            d = shown[i]
            return f"{SEVERITY_ICONS[d.severity]} {filename}:{d.line or 1}:{d.column or 1} {d.code} {d.message}"

        with st.container(height=height, border=False):
            choice = st.radio(tr("highlight_pick"), options, format_func=label, key=worded_choice(key), on_change=on_pick)
        if not isinstance(choice, int) or choice >= len(diagnostics):
            return None
        d = shown[choice]
        if d.hint:
            st.info(d.hint)
        if d.cells:
            st.caption(tr("highlighted", cells=" ".join(f"[{r}, {c}]" for r, c in d.cells)))
        return diagnostics[choice]


ZOOMS = ("fit", "100", "150", "200")
"""Zoom choices of a drawing: fit the column, or a percentage of the drawing's own size."""


def zoom_control(key: str):
    """A small zoom switch (fit, 100 %, 150 %, 200 %); returns the zoom as a fraction, None for fit."""
    st.session_state.setdefault(key, "fit")  # not default=: a value sent again after a language switch draws no warning
    choice = st.segmented_control(tr("zoom"), ZOOMS, key=worded_choice(key), label_visibility="collapsed",
                                  format_func=lambda z: tr("zoom_fit") if z == "fit" else f"{z}%", help=tr("pan_hint"))
    return _zoom_of(choice)


def zoom_chosen(key: str):
    """The zoom chosen with :func:`zoom_control` ``key`` (readable before the control is drawn again)."""
    return _zoom_of(st.session_state.get(key))


def _zoom_of(choice) -> float | None:
    return None if choice in (None, "fit") or choice not in ZOOMS else int(choice) / 100


def show_drawing(board, svg: str, *, key: str, layers, zoom) -> None:
    """Show a drawing fitted to its column (``zoom`` None) or at ``zoom`` times its size in a frame.

    The zoomed drawing pans by dragging it, or with the arrow keys once the
    frame has the focus (:mod:`authoring.studio.pan`); a click without a drag
    still clicks a space or an edge.
    """
    if zoom is None:
        board_image.show(board, svg, key=key, layers=layers)
        return
    width, height = render.drawing_size(board, layers=layers)
    with st.container(height=min(int(height * zoom) + 24, 640), border=True, key=f"{key}_zoomed"):
        board_image.show(board, svg, key=key, layers=layers, width=int(width * zoom))
    st.html(pan.script(key, label=tr("pan_label")), unsafe_allow_javascript=True)


def hover_previews(key: str, board, layers, previews) -> None:
    """Show ``previews`` (edge key to text) over drawing ``key`` while the pointer is near an edge."""
    st.html(edge_hover.script(key, board, layers, previews, reach=board_clicks.EDGE_REACH), unsafe_allow_javascript=True)


def scroll_into_view(key: str) -> None:
    """Scroll the page so that the element keyed ``key`` (e.g. a drawing) is in view."""
    st.html(
        "<script>setTimeout(() => { const el = window.document.querySelector('.st-key-" + key + "');"
        " if (el) el.scrollIntoView({block: 'nearest', behavior: 'smooth'}); }, 100);</script>",
        unsafe_allow_javascript=True,
    )
