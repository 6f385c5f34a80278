"""Tests and what they share: helpers, oracles, the window driver. A package, so tests and the
scripts in benchmarks/ and tools/ import its modules by their full name (`tests.helpers`)."""
