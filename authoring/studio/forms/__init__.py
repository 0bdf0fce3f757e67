"""The Call editor's generated forms: decks, cards, heroes and Call mechanics, one widget per field of the model.

- :mod:`.model`: which widget each field gets, and edits of a section's JSON (no Streamlit);
- :mod:`.widgets`: the Streamlit widgets, keyed by JSON Pointer, with the problems under each;
- :mod:`.decks`, :mod:`.heroes`: the decks tab and the heroes tab;
- :mod:`.strings`: their labels in en, hu and ja.
"""
