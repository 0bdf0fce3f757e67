"""The board drawing as an image the user can click, and the clicks it reports.

Streamlit's own image element reports no clicks, so the drawing is shown with
the ``streamlit-image-coordinates`` component, which returns the last click's
position and the width it was shown at. :func:`take_click` reads that click
once: the component keeps returning the last click on every rerun, so the
click handled last is remembered per image and not handled again.

The component is handed the SVG itself as a ``data:`` URL (:func:`svg_source`):
the browser draws it, sharp at any size and zoom, with the browser's fonts
(Japanese included), and a changed drawing costs no rasterising on the server
(``bench/studio_speed.py``). The component's public function only accepts
images it encodes as PNG, so the SVG goes through the component it declares;
should a later version of the package lack it, the drawing is rendered to PNG
with CairoSVG (:data:`PNG_SCALE`, cached per drawing) as before.

Without the component (not installed) the drawing is shown as SVG with
``st.image`` and pages keep working through their inputs.
"""

from __future__ import annotations

import base64

import streamlit as st

from authoring.drawings import render
from authoring.studio import board_clicks
from engine.model import Board

try:
    import streamlit_image_coordinates as _sic
    from streamlit_image_coordinates import streamlit_image_coordinates
except ImportError:  # the pages fall back to their inputs
    _sic = streamlit_image_coordinates = None

_svg_component = getattr(_sic, "_component_func", None)

PNG_SCALE = 1.5
"""PNG pixels per SVG unit: sharp on high-density screens when the image is shown about its SVG size."""


def clickable() -> bool:
    """Whether drawings can be clicked (the image component is installed)."""
    return streamlit_image_coordinates is not None


def svg_source(svg: str) -> str:
    """The SVG text as a ``data:`` URL an ``<img>`` shows.

    >>> svg_source('<svg xmlns="http://www.w3.org/2000/svg"/>')[:40]
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz'
    """
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


@st.cache_data(max_entries=64, show_spinner=False)
def _png(svg: str) -> bytes:
    return render.svg_to_png(svg, scale=PNG_SCALE)


class EncodedPNG:
    """PNG bytes the image component sends as they are.

    The component takes any object with a PIL-like ``save(fp, format=...)``;
    handing it the PNG that CairoSVG made spares decoding and encoding the
    picture again on every rerun.
    """

    def __init__(self, data: bytes):
        self.data = data

    def save(self, fp, format: str = "PNG", **_options) -> None:
        if format != "PNG":
            raise ValueError(f"only PNG is kept, not {format}")
        fp.write(self.data)


def show(board: Board, svg: str, *, key: str, layers, width: int | str = "stretch") -> None:
    """Show ``svg`` (the drawing of ``board`` with ``layers``) as an image to click, stretched to the column.

    ``width``: ``"stretch"`` (fit the column) or a width in pixels (a zoom).

    The drawing is remembered as ``st.session_state[f"{key}:drawn"]`` (a
    :class:`~authoring.studio.board_clicks.Drawing`), which :func:`take_click` reads
    the click against.
    """
    st.session_state[f"{key}:drawn"] = board_clicks.Drawing(board, frozenset(layers), svg)
    if streamlit_image_coordinates is None:
        st.image(svg, width=width)
    elif _svg_component is not None:
        _svg_component(src=svg_source(svg), height=None, width=width, use_column_width=None, key=key,
                       click_and_drag=False, on_change=None, cursor="pointer")
    else:
        streamlit_image_coordinates(EncodedPNG(_png(svg)), key=key, width=width, cursor="pointer")


def drawn(key: str) -> board_clicks.Drawing | None:
    """The drawing last shown as image ``key``."""
    return st.session_state.get(f"{key}:drawn")


def take_click(key: str) -> render.Hit | None:
    """The click on image ``key`` not handled yet, as a :class:`~authoring.drawings.render.Hit`; None when there is none.

    Call it before the page draws the inputs the click may set. Each click is
    returned once, however many times the page reruns.
    """
    value = st.session_state.get(key)
    ident = board_clicks.click_id(value)
    drawing = drawn(key)
    if ident is None or drawing is None or st.session_state.get(f"{key}:handled") == ident:
        return None
    st.session_state[f"{key}:handled"] = ident
    return drawing.hit(value)
