"""CLI commands, one module per topic; see :mod:`authoring.cli`."""
