"""Call Forge engine: file models, compiled boards and the Flash Point rules.

The engine imports nothing from ``authoring``; everything a designer touches
builds on top of it.
"""
