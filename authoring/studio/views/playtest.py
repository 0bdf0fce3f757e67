"""Playtest page: many bot games of a Call, with win rates, loss causes, turns and heatmaps."""

import streamlit as st

from authoring.studio.shell import tr

st.title(tr("page_playtest"))
st.info(tr("pt_no_runner"))
