"""Readers and writers for every puzzle format, and format detection."""
