/* What a rule offers the compiled learning search (engine/_search_kernel.c): its
 * propagation and its explanations as C functions over its scope, so a whole search runs
 * without returning to Python. The engine knows no genre: a genre's own C module fills in
 * a GGRule and hands it over in a capsule named GG_RULE_CAPSULE (`Propagator.compiled`).
 *
 * Domains are bytes: 1 only value 0, 2 only value 1, 3 either (variables have two values).
 * Positions are indices into the rule's scope (its `watches`, in order).
 */
#ifndef GRIDGAMES_COMPILED_RULE_H
#define GRIDGAMES_COMPILED_RULE_H

#include <stdint.h>

#define GG_RULE_CAPSULE "gridgames.engine.compiled_rule"

typedef struct GGRule GGRule;

struct GGRule {
    /* Variables in the rule's scope. */
    int size;
    /* The narrowings the rule makes on `state` (the scope's domains), in the order the
     * Python rule makes them: positions in `at`, new domains in `domain`. Returns their
     * count, -1 when the rule has no way left (a dead end), -2 when out of memory. */
    int (*propagate)(GGRule *rule, const uint8_t *state, int *at, uint8_t *domain);
    /* Why the rule forces the cell at `target` to `target_domain` (target -1: why it
     * has no way left), as the Python rule's `explain` answers: `state` holds the decided
     * cells a reason may use and 3 everywhere else; `order` lists those cells (positions),
     * to be dropped in that order where they are not needed. Writes the indices into
     * `order` of the cells kept to `kept` and returns how many; -1 on failure. */
    int (*explain)(GGRule *rule, const uint8_t *state, const int *order, int count,
                   int target, uint8_t target_domain, int *kept);
};

#endif
