"""The app entry and the pages are Streamlit scripts, not importable modules: doctest collection skips them."""

collect_ignore = ["app.py"]
collect_ignore_glob = ["views/*.py"]
