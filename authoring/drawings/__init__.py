"""Drawings of a board, with a Call's setup or a game's markers on it.

- :mod:`~authoring.drawings.render` - the SVG drawing (and PNG from it) that
  ``callforge render``, the studio and the HTML reports show, and where a
  click on it lands;
- :mod:`~authoring.drawings.text` - the text drawing of ``callforge inspect``
  and of the terminal game;
- :mod:`~authoring.drawings.markers` - a game in progress read into the
  markers both drawings show (the one place that knows the engine's state
  layout).
"""
