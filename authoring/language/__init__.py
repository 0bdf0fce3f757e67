"""The project's words in English, Hungarian and Japanese, for the studio, the CLI and the drawings.

- :mod:`~authoring.language.i18n`: the interface's strings and :func:`~authoring.language.i18n.t`;
- :mod:`~authoring.language.form_strings`: the labels and help of the studio's forms;
- :mod:`~authoring.language.diagnostic_text`: diagnostics' messages and hints in each language;
- :mod:`~authoring.language.hero_text`: the text of a hero's skill, Gear or Boost written from its modifiers.

Game terms follow the project glossary (``reference/glossary.md``).
"""
