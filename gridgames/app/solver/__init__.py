"""The engine at the player's side: hints and the animated auto-solve.

The engine runs in a process of its own (`worker`), never in the GUI thread; what it finds
comes back as Steps in batches, which `animation` replays onto the board with `effects`
drawn over it, `panel` offers the controls and the log, and `hints` turns one step into
a lesson. `assist` wires all of it to the window.
"""
