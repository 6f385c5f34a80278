"""Edit mode: making and changing puzzles of every genre, judged live by the engine.

`session.EditSession` holds the draft and its undo stack, `mode.EditMode` the page the
window shows while editing (the board, the bar with the verdict) and the engine jobs that
judge each edit; each genre's edit-mode painter and input mapper are in a module here named
by its spec (`Genre.edit_ui_module`), its pure edits in `games/<genre>/editing.py`.
"""
