"""The Call Forge studio: ``streamlit run authoring/studio/app.py`` (or ``callforge studio``).

This entry script only sets up the page and hands over to the page chosen in
the menu; the pages live in ``views/`` and are listed in
:data:`authoring.studio.shell.PAGES`.
"""

import streamlit as st

from authoring.studio import guard, shell
from authoring.studio.context import worded_choices_drawn

st.set_page_config(page_title="Call Forge", page_icon=":material/local_fire_department:", layout="wide")
shell.navigation().run()
guard.finish_run()  # after the page's fields are applied: editors follow files changed on disk
worded_choices_drawn()  # the run ran to its end: its choice widgets are the ones a language switch sends again
