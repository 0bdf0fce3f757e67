"""The seed box of the Play and Playtest pages: any seed a replay holds, 0 to 2**64.

A number box cannot hold such a seed (a browser counts exactly only to 2**53), and a game recorded by
``callforge play --record --seed`` or loaded from a replay may have one; "New game" offers that seed again. So the
seed is typed as text and read here; a text that is no seed is said under the box and starts nothing.
"""

from __future__ import annotations

import streamlit as st

from authoring.studio.context import tr
from engine.model.saved import MAX_SEED


def parse_seed(text: str) -> int | None:
    """The seed ``text`` names (digits, spaces around them allowed); None when it names none.

    >>> parse_seed(" 18446744073709551616 "), parse_seed("-1"), parse_seed("1e3"), parse_seed(str(2**64 + 1))
    (18446744073709551616, None, None, None)
    """
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > len(str(MAX_SEED)):
        return None
    seed = int(text)
    return seed if seed <= MAX_SEED else None


def seed_field(container, key: str, value: int) -> int | None:
    """The seed typed in ``container``'s box under ``key``, which starts at ``value`` when the box is new; None, said
    under the box, when the text names no seed."""
    if key not in st.session_state:
        st.session_state[key] = str(value)
    seed = parse_seed(container.text_input(tr("seed"), key=key, help=tr("seed_help", most=MAX_SEED)))
    if seed is None:
        container.error(tr("seed_bad", most=MAX_SEED))
    return seed
