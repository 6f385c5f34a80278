"""Small helpers with no puzzle knowledge."""
