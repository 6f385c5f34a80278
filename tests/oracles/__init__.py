"""Independent oracles (OR-Tools CP-SAT models) that the tests check the engine against and
the benchmarks time it against. Never imported by the app."""
