"""The shikaku genre: puzzle model, rules as engine propagators, checker."""
