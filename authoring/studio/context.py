"""The studio's session context: the interface language, its strings, the library folder.

Every page and helper module reads these from here (:mod:`authoring.studio.shell`
re-exports them), so that the modules drawing parts of pages need not import
the shell that builds the pages.
"""

from __future__ import annotations

import os
from pathlib import Path

import streamlit as st

from authoring.language import i18n

LIBRARY_ENV = "CALLFORGE_LIBRARY"
"""Environment variable that ``callforge studio`` sets to the library folder."""


def lang() -> str:
    """The interface language chosen in the sidebar (or, before the sidebar is drawn, the one in the address)."""
    chosen = st.session_state.get("lang")
    if chosen in i18n.LANGUAGES:
        return chosen
    asked = st.query_params.get("lang")
    return asked if asked in i18n.LANGUAGES else "en"


def tr(key: str, **values) -> str:
    """The UI string ``key`` in the chosen language."""
    return i18n.t(key, lang(), **values)


_WORDED_CHOICES = "_worded_choices"
"""Session key: the keys of the worded choice widgets drawn in the last run that ran to its end."""
_WORDED_DRAWING = "_worded_drawing"
"""Session key: those drawn since, by this run and by runs a rerun cut short."""
_LABELS_LANG = "_labels_lang"
"""Session key: the language the choice widgets were last drawn in."""


def worded_choice(key: str) -> str:
    """``key``, of a selectbox, radio, multiselect or segmented control whose options are shown in the interface's
    words (a ``format_func`` that translates): kept so that a language switch sends its value again
    (:func:`resend_worded_choices`).

    The browser answers such a widget with the label it was sent; after a switch that label is no option's any
    more, and Streamlit would fall back to the first option, which an editor would take for the user's edit (a
    gsh Call turned into a family one by a language switch alone).
    """
    st.session_state.setdefault(_WORDED_DRAWING, set()).add(key)
    return key


def resend_worded_choices() -> None:
    """After a language switch, set again the value of every worded choice drawn since the last run that ran to its
    end, so that the widget keeps its value and the browser draws it in the new words; call before any page widget
    is drawn. A run a quick second switch cut short counts its widgets too (:func:`worded_choices_drawn`)."""
    if st.session_state.get(_LABELS_LANG, lang()) != lang():
        for key in st.session_state.get(_WORDED_CHOICES, set()) | st.session_state.get(_WORDED_DRAWING, set()):
            if key in st.session_state:
                st.session_state[key] = st.session_state[key]
    st.session_state[_LABELS_LANG] = lang()


def labels_follow(key: str, labels) -> str:
    """``key``, of a choice widget whose options are shown as ``labels`` (in order): when they differ from those drawn
    in the last run (an item renamed, a parking spot removed), its value is set again, so that the browser, which
    answers with the label it shows, keeps the choice and shows it by its new label (else a renamed item lost its
    mark, and a removed spot's label stayed on the spot now in its place)."""
    drawn_key, labels = f"_labels::{key}", tuple(labels)
    if st.session_state.get(drawn_key, labels) != labels and key in st.session_state:
        st.session_state[key] = st.session_state[key]
    st.session_state[drawn_key] = labels
    return key


def worded_choices_drawn() -> None:
    """At the end of a run that ran to its end: the worded choices it drew are the ones a switch sends again."""
    st.session_state[_WORDED_CHOICES] = st.session_state.pop(_WORDED_DRAWING, set())


def library_dir() -> Path:
    """The library folder: the session's choice, else ``$CALLFORGE_LIBRARY``, else ``calls/``."""
    if "library" not in st.session_state:
        st.session_state["library"] = os.environ.get(LIBRARY_ENV, "calls")
    return Path(st.session_state["library"])


def os_error_text(exc: OSError, language: str | None = None) -> str:
    """Why a file could not be written or read, in ``language`` (the interface language by default): the folder
    without permission, a full disk, a folder gone, a read-only file; else the system's own words. Never the name of
    the temporary file a save writes first.

    >>> os_error_text(PermissionError(13, "Permission denied", "/no-such-folder/.a.call.json.x1.tmp"), "en")
    'The folder /no-such-folder cannot be written to: no permission. Save elsewhere, or ask for write access.'
    >>> os_error_text(FileNotFoundError(2, "No such file or directory", "/tmp/gone.call.json"), "en")
    'The file /tmp/gone.call.json no longer exists.'
    """
    import errno

    from authoring.files.save import ReadOnlyFileError

    said = language or lang()
    named = Path(exc.filename) if exc.filename else None
    where = named.parent if named is not None else Path(".")
    if isinstance(exc, ReadOnlyFileError):
        return i18n.t("file_read_only", said, path=str(named))
    if exc.errno == errno.EROFS or (isinstance(exc, PermissionError) and not os.access(where, os.W_OK | os.X_OK)):
        return i18n.t("no_write_permission", said, folder=str(where))
    if isinstance(exc, PermissionError) and named is not None:
        return i18n.t("no_permission_file", said, path=str(named))
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return i18n.t("disk_full", said, folder=str(where))
    if isinstance(exc, FileNotFoundError) and named is not None and where.is_dir():
        return i18n.t("file_gone", said, path=str(named))
    if isinstance(exc, FileNotFoundError):
        return i18n.t("folder_gone", said, folder=str(where))
    return exc.strerror or str(exc)

