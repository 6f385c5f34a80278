"""Scripts for the developers (README screenshots, generated packs). Not installed."""
