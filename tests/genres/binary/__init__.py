"""Binary (Takuzu, Binairo): fill an even-sized grid with 0s and 1s so that no three equal
digits sit side by side in a row or column, and every row and column holds as many 0s as 1s.

A genre that lives only in the tests: importing this package registers it (so the engine
process, which imports it when it unpickles a puzzle, knows it too), and naming it in
GRIDGAMES_GENRES=tests.genres.binary.genre makes `gridgames solve` in another process know it.
Nothing outside this folder mentions it.
"""

from gridgames.games.registry import register

from .genre import GENRE

register(GENRE)
