"""Genres that exist only in the tests, to prove a genre needs no edit outside its own files."""
