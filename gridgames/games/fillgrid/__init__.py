"""The fillgrid genre: puzzle model, rules as engine propagators, checker."""
