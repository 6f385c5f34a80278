"""The nonogram genre: puzzle model, rules as engine propagators, checker."""
