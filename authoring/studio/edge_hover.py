"""Hover previews on the drawings: what a click on the edge under the pointer will do, before the click.

Edges are thin targets; the editors and Play show, while the pointer is near
one, a bar over that edge and a label saying what a click there changes
(``[1, 2]–[1, 3]: Wall → Door`` in the board editor, the actions a click
proposes in Play). The texts are computed here, per edge, as plain data;
:func:`script` is the small browser script that finds the edge under the
pointer with the drawing's geometry (the same as :func:`authoring.drawings.render.hit_test`)
and shows the text, with no round trip to the server.

>>> from engine.model import Board
>>> b = Board(id="b", walls=[((1, 1), (1, 2))])
>>> previews = board_edge_previews(b, {"none": "nothing", "wall": "Wall", "door": "Door", "opening": "opening"})
>>> previews["1,1-1,2"], previews["2,2-2,3"]
('[1, 1]–[1, 2]: Wall → Door', '[2, 2]–[2, 3]: nothing → Wall')
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from authoring import edit
from authoring.drawings import render
from engine.model import Board


def edge_key(edge) -> str:
    """``"r1,c1-r2,c2"`` for an edge, its cells in order (the drawing's ``data-edge`` form)."""
    (a, b) = sorted((tuple(edge[0]), tuple(edge[1])))
    return f"{a[0]},{a[1]}-{b[0]},{b[1]}"


def board_edge_previews(board: Board, kind_words: Mapping[str, str]) -> dict[str, str]:
    """For every edge of the grid: its kind now and the kind a click gives it (:func:`authoring.edit.toggle_edge`)."""
    out = {}
    kinds, exterior = edit.edge_kinds(board)  # one pass: a large board has tens of thousands of edges
    for edge in edit.grid_edges(board.rows, board.cols):
        kind = kinds.get(edge, "none")
        cycle = edit.EXTERIOR_CYCLE if edge in exterior else edit.INTERIOR_CYCLE
        following = cycle[(cycle.index(kind) + 1) % len(cycle)] if kind in cycle else cycle[0]
        (a, b) = edge
        out[edge_key(edge)] = f"{list(a)}–{list(b)}: {kind_words[kind]} → {kind_words[following]}"
    return out


def action_edge_previews(actions: Iterable, label) -> dict[str, str]:
    """For every edge some of ``actions`` target (open, close, chop...): their labels, one per line."""
    out: dict[str, list[str]] = {}
    for action in actions:
        if action.cell2 != (-1, -1) and action.cell != (-1, -1):
            out.setdefault(edge_key((action.cell, action.cell2)), []).append(label(action))
    return {key: "\n".join(labels) for key, labels in out.items()}


def script(key: str, board: Board, layers: Iterable[str], previews: Mapping[str, str], *, reach: float = 12) -> str:
    """The browser script that shows ``previews`` over the drawing of image ``key`` while the pointer is near an edge."""
    layers = frozenset(layers)
    top = render.MARGIN + (render.TITLE_HEIGHT if "title" in layers else 0)
    width, _ = render.drawing_size(board, layers=layers)
    geometry = {"ox": render.MARGIN, "oy": top, "cell": render.CELL, "rows": board.rows, "cols": board.cols,
                "width": width, "reach": reach}
    data = json.dumps({"key": key, "geo": geometry, "previews": dict(previews)}, ensure_ascii=False)
    return "<script>(" + _JS + ")(" + data + ");</script>"


_JS = r"""
function (data) {
  const w = window, all = (w.__cfHover = w.__cfHover || {});
  all[data.key] = data;
  if (w['__cfHoverTimer_' + data.key]) return;
  w['__cfHoverTimer_' + data.key] = setInterval(() => {
    const frame = document.querySelector('.st-key-' + data.key + ' iframe');
    if (!frame || !frame.contentDocument) return;
    const doc = frame.contentDocument, img = doc.getElementById('image');
    if (!img || img.__cfHover) return;
    img.__cfHover = true;
    const bar = doc.createElement('div'), tip = doc.createElement('div');
    bar.style.cssText = 'position:absolute;pointer-events:none;background:rgba(0,150,200,.55);border-radius:3px;display:none';
    tip.style.cssText = 'position:absolute;pointer-events:none;background:#1f2933;color:#fff;font:13px sans-serif;' +
      'padding:3px 7px;border-radius:4px;white-space:pre;display:none;z-index:10';
    tip.className = 'edge-preview';
    doc.body.appendChild(bar); doc.body.appendChild(tip);
    img.addEventListener('mouseleave', () => { bar.style.display = tip.style.display = 'none'; });
    img.addEventListener('mousemove', (e) => {
      const d = all[data.key], g = d.geo, s = img.width / g.width;
      const x = e.offsetX / s, y = e.offsetY / s;
      const fc = (x - g.ox) / g.cell, fr = (y - g.oy) / g.cell;
      let best = null;
      const c = Math.round(fc), r = Math.floor(fr);
      const dv = Math.abs(x - (g.ox + c * g.cell));
      if (dv <= g.reach && c > 0 && c < g.cols && r >= 0 && r < g.rows) best = {d: dv, key: r + ',' + (c - 1) + '-' + r + ',' + c, v: true, r: r, c: c};
      const r2 = Math.round(fr), c2 = Math.floor(fc);
      const dh = Math.abs(y - (g.oy + r2 * g.cell));
      if (dh <= g.reach && r2 > 0 && r2 < g.rows && c2 >= 0 && c2 < g.cols && (!best || dh < best.d))
        best = {d: dh, key: (r2 - 1) + ',' + c2 + '-' + r2 + ',' + c2, v: false, r: r2, c: c2};
      const text = best && d.previews[best.key];
      if (!text) { bar.style.display = tip.style.display = 'none'; img.style.cursor = 'pointer'; return; }
      const left = img.offsetLeft, topOff = img.offsetTop;
      if (best.v) {
        bar.style.left = (left + (g.ox + best.c * g.cell) * s - 3) + 'px'; bar.style.top = (topOff + (g.oy + best.r * g.cell) * s) + 'px';
        bar.style.width = '6px'; bar.style.height = (g.cell * s) + 'px';
      } else {
        bar.style.left = (left + (g.ox + best.c * g.cell) * s) + 'px'; bar.style.top = (topOff + (g.oy + best.r * g.cell) * s - 3) + 'px';
        bar.style.width = (g.cell * s) + 'px'; bar.style.height = '6px';
      }
      tip.textContent = text;
      tip.style.left = Math.min(left + e.offsetX + 14, img.width - 10 - tip.offsetWidth) + 'px';
      const below = e.offsetY + 16 + tip.offsetHeight < img.height;
      tip.style.top = (topOff + (below ? e.offsetY + 16 : e.offsetY - 12 - tip.offsetHeight)) + 'px';
      bar.style.display = tip.style.display = 'block';
    });
  }, 400);
}
"""
