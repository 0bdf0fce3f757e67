"""New files that validate from the start: boards (:mod:`authoring.new.board`) and Calls (:mod:`authoring.new.call`).

``callforge new board`` / ``new call`` and the studio's Library page build on
these: each builds the file's text, checks it as ``callforge validate`` would
at the place it will be written, and only then is it written (atomically,
never over an existing file unless asked).
"""
