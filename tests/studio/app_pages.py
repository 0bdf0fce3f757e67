"""A studio page opened in Streamlit's ``AppTest``, as the studio tests open them."""

import importlib
import threading
from pathlib import Path

from streamlit.runtime.scriptrunner import get_script_run_ctx
from streamlit.testing.v1 import AppTest

from authoring.studio import context

APP = str(Path(__file__).resolve().parents[2] / "authoring" / "studio" / "app.py")

_opened: list[AppTest] = []
"""The AppTest made last: its language is the one outside its runs."""
_real_lang = context.lang
_from_file = AppTest.from_file


def _made(*args, **kwargs) -> AppTest:
    """``AppTest.from_file``, remembering the page made last (also by a test that makes its own)."""
    at = _from_file(*args, **kwargs)
    _opened[:] = [at]
    return at


AppTest.from_file = staticmethod(_made)


def _lang() -> str:
    """The interface language, also outside a run of the page.

    AppTest formats a widget's options again in the test's own thread when
    it runs the page once more (to send the widgets' values), where no
    session is at hand and the studio's ``lang`` says English: a Hungarian
    or Japanese page could not be run twice. Outside a run this gives the
    language of the page opened last.
    """
    in_run = threading.current_thread() is not threading.main_thread()  # AppTest runs a page in a thread of its own
    if (in_run and get_script_run_ctx(suppress_warning=True) is not None) or not _opened:
        return _real_lang()
    state = _opened[-1].session_state
    return state.get("lang", "en")


for _name in ("authoring.studio.context", "authoring.studio.shell", "authoring.studio.canvas",
              "authoring.studio.forms.widgets", "authoring.studio.forms.heroes"):
    importlib.import_module(_name).lang = _lang


def open_page(library, page: str | None, *, lang: str = "en", timeout: float = 60, **state) -> AppTest:
    """The studio on ``library`` switched to ``views/{page}.py`` (None: its home page), ``state`` put in its session first.

    ``timeout``: seconds one run may take (a page that reruns for ever fails
    instead of hanging the test). The page must run without an exception.
    """
    at = AppTest.from_file(APP, default_timeout=timeout)
    _opened[:] = [at]
    at.session_state["library"] = str(library)
    at.session_state["lang"] = lang
    for key, value in state.items():
        at.session_state[key] = value
    at.run()
    if page is not None:
        at.switch_page(f"views/{page}.py").run()
    assert not at.exception, at.exception
    return at
