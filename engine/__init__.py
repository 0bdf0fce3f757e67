"""Call Forge engine: file models, compiled boards and the Flash Point rules.

The engine imports nothing from ``authoring``; everything a designer touches
builds on top of it. When the compiled engine is built and up to date, the
hot modules load from it (see :mod:`engine.accel`); otherwise from these
sources.
"""

from engine import accel as _accel

_accel.install()
