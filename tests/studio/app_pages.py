"""A studio page opened in Streamlit's ``AppTest``, as the studio tests open them."""

from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "authoring" / "studio" / "app.py")


def open_page(library, page: str | None, *, lang: str = "en", timeout: float = 60, **state) -> AppTest:
    """The studio on ``library`` switched to ``views/{page}.py`` (None: its home page), ``state`` put in its session first.

    ``timeout``: seconds one run may take (a page that reruns for ever fails
    instead of hanging the test). The page must run without an exception.
    """
    at = AppTest.from_file(APP, default_timeout=timeout)
    at.session_state["library"] = str(library)
    at.session_state["lang"] = lang
    for key, value in state.items():
        at.session_state[key] = value
    at.run()
    if page is not None:
        at.switch_page(f"views/{page}.py").run()
    assert not at.exception, at.exception
    return at
