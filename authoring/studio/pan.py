"""Drag-to-pan on a zoomed drawing: a pointer drag moves the view, a click without a drag still clicks.

A zoomed drawing sits in a frame of fixed height (:func:`authoring.studio.canvas.show_drawing`):
it scrolls up and down in that frame and left and right inside the image
component. :func:`script` is the small browser script that pans both with the
pointer: pressing on the drawing and moving more than :data:`DRAG_THRESHOLD`
pixels drags the view (and the click that ends the drag is swallowed, so no
space or edge is clicked by a drag); a shorter movement is an ordinary click,
as before. The frame takes the keyboard focus (Tab), and the arrow keys pan it
too, Home goes back to the top left corner. Choosing "fit" shows the whole
drawing again.

>>> text = script("board_click", label="Drawing")
>>> text.startswith("<script>(") and '"threshold": 5' in text and ".st-key-" in text
True
"""

from __future__ import annotations

import json

DRAG_THRESHOLD = 5
"""Pixels the pointer moves, button held, before a press becomes a drag (below it: a click)."""

KEY_STEP = 60
"""Pixels an arrow key pans the view."""


def script(key: str, *, label: str, threshold: int = DRAG_THRESHOLD, step: int = KEY_STEP) -> str:
    """The browser script that pans the zoomed drawing of image ``key`` (its frame is ``.st-key-{key}_zoomed``).

    ``label`` names the frame for screen readers and keyboard users.
    """
    data = json.dumps({"key": key, "threshold": threshold, "step": step, "label": label}, ensure_ascii=False)
    return "<script>(" + _JS + ")(" + data + ");</script>"


_JS = r"""
function (data) {
  const w = window, all = (w.__cfPan = w.__cfPan || {});
  all[data.key] = data;
  if (w['__cfPanTimer_' + data.key]) return;
  w['__cfPanTimer_' + data.key] = setInterval(() => {
    const box = document.querySelector('.st-key-' + data.key + '_zoomed');
    const frame = box && box.querySelector('iframe');
    if (!frame || !frame.contentDocument) return;
    const doc = frame.contentDocument, img = doc.getElementById('image');
    const inner = doc.getElementById('image-container') || doc.scrollingElement;
    if (!img || img.__cfPan) return;
    img.__cfPan = true;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', all[data.key].label);
    box.setAttribute('data-pan', 'ready');
    let start = null, dragged = false;
    img.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      start = {x: e.screenX, y: e.screenY, left: inner.scrollLeft, top: box.scrollTop};
      dragged = false;
      try { img.setPointerCapture(e.pointerId); } catch (err) { /* capture is a help, not a need */ }
    });
    img.addEventListener('pointermove', (e) => {
      if (!start) return;
      const dx = e.screenX - start.x, dy = e.screenY - start.y;
      if (!dragged && Math.hypot(dx, dy) < all[data.key].threshold) return;
      dragged = true;
      img.style.cursor = 'grabbing';
      inner.scrollLeft = start.left - dx;
      box.scrollTop = start.top - dy;
      box.setAttribute('data-pan', 'dragged');
      e.preventDefault();
    });
    const end = () => { start = null; img.style.cursor = 'pointer'; };
    img.addEventListener('pointerup', end);
    img.addEventListener('pointercancel', end);
    doc.addEventListener('click', (e) => {
      if (!dragged) return;
      dragged = false;
      e.stopPropagation();
      e.preventDefault();
    }, true);
    box.addEventListener('keydown', (e) => {
      const s = all[data.key].step;
      const moves = {ArrowLeft: [-s, 0], ArrowRight: [s, 0], ArrowUp: [0, -s], ArrowDown: [0, s]};
      if (e.key === 'Home') { inner.scrollLeft = 0; box.scrollTop = 0; e.preventDefault(); return; }
      const move = moves[e.key];
      if (!move) return;
      inner.scrollLeft += move[0];
      box.scrollTop += move[1];
      e.preventDefault();
    });
  }, 400);
}
"""
