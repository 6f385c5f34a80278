"""One package per genre, each behind the interface in `gridgames.games.genre`."""
