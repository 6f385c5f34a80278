/* The learning search in C: an optional accelerator for learning.Learner.
 *
 * Why C: with the line solver and the watch loop in C, a hard nonogram's search still spent
 * four fifths of its time in the Python around them (narrowing, the fixpoint's queue, the
 * conflict analysis, backjumps): about 1,000 conflicts a second where CP-SAT makes 4,500.
 * This runs the same loop on C arrays, calling each rule through the C functions its genre
 * offers (compiled_rule.h), so the engine stays genre-free and a rule without them keeps
 * the whole search in Python.
 *
 * It is learning.Learner step for step: the same queue order, the same explanations in
 * the same order, the same first-UIP clauses and minimisation, the same VSIDS picks (ties
 * to the lowest variable), restarts, clean-ups and saved phases. So it makes the very same
 * moves and counts the same statistics; tests/test_search_kernel.py checks that on random
 * boards. Only how often it looks at the budget's clock differs (every CHECK_EVERY
 * propagations).
 *
 * A literal is 2 * var + value; it is false when the variable holds the other value
 * (domain 2 - value). Domains: 1 only 0, 2 only 1, 3 either.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "compiled_rule.h"

#define EITHER 3
#define NO_CAUSE (-1)
/* Propagations between two calls of the budget's `check` (its clock and cancel flag). */
#define CHECK_EVERY 16
/* How deep minimisation looks for a literal's reasons inside the clause (as Learner). */
#define MINIMISE_DEPTH 12

typedef struct {
    int *at;
    Py_ssize_t size, room;
} Vec;

static int vec_push(Vec *v, int value) {
    if (v->size == v->room) {
        Py_ssize_t room = v->room ? 2 * v->room : 8;
        int *grown = realloc(v->at, sizeof(int) * (size_t)room);
        if (grown == NULL) {
            return -1;
        }
        v->at = grown;
        v->room = room;
    }
    v->at[v->size++] = value;
    return 0;
}

typedef struct {
    /* -- the store -- */
    int n;            /* variables */
    int answer_size;  /* the first variables make an answer */
    uint8_t *dom;
    int *trail;
    int trail_len;
    int *position, *level_of, *cause, *since;
    int decision_level;
    /* -- the rules: 0 .. rules-1 compiled ones (NULL: one that sits out the search), then
     * the learned clauses' rule, index `rules` -- */
    int rules;
    GGRule **rule;
    int **scope;
    int *level;     /* queue level of each rule, the clauses' rule included */
    int *watch_at;  /* variable -> its rules: watch_rules[watch_at[v] .. watch_at[v + 1]) */
    int *watch_rules;
    int levels;
    int **queue; /* a ring of rules + 1 per level */
    int *head, *tail;
    uint8_t *queued;
    int current, running, run_start;
    int widest;              /* the largest scope */
    uint8_t *state;          /* scratch: a scope's domains */
    int *at, *order, *kept;  /* scratch: a rule's answers */
    uint8_t *domain;
    /* -- the learned clauses -- */
    int **lits;     /* NULL: forgotten */
    int *length;
    int *quality;
    Py_ssize_t clauses, clause_room;
    Vec *watch;     /* literal -> the clauses watching it */
    Vec pending;    /* literals made true since the clauses' rule ran */
    int conflict_clause;
    /* -- the learner -- */
    double *activity;
    double bump_by, decay;
    int *heap, heap_size, *heap_at; /* heap_at -1: not in the heap */
    uint8_t *phase;
    int first_guess;
    /* rephasing (phases.Phases): the longest trail since the last reset, and when next */
    int *best_var;
    uint8_t *best_value;
    int best_len;
    long long rephase_unit, rephases, next_rephase; /* rephase_unit 0: never */
    Vec marks, decisions;
    long long conflicts;
    int **reason; /* cached explanations of decided variables (NULL: none yet) */
    int *reason_len;
    int *seen, stamp;         /* seen[v] == stamp: v met in the current analysis */
    int *known, *known_value; /* minimisation's memo, by stamp */
    int *level_mark;          /* levels of the clause being minimised, by stamp */
    Vec learned, scratch;
    /* -- settings, from learning.py -- */
    long long restart_unit, reduce_first, reduce_every;
    int keep_quality;
    /* -- counts, written back to the store's stats -- */
    long long deductions, propagations, branches, backtracks;
    int max_depth;
    /* -- the caller -- */
    PyObject *check;
    int until_check;
    int failed; /* a Python error is set */
} Kernel;

/* -- heap: undecided variables by activity, the lowest variable first among equals ------ */

static int better(Kernel *s, int a, int b) {
    double x = s->activity[a], y = s->activity[b];
    return x > y || (x == y && a < b);
}

static void heap_up(Kernel *s, int at) {
    int var = s->heap[at];
    while (at > 0) {
        int parent = (at - 1) / 2;
        if (!better(s, var, s->heap[parent])) {
            break;
        }
        s->heap[at] = s->heap[parent];
        s->heap_at[s->heap[at]] = at;
        at = parent;
    }
    s->heap[at] = var;
    s->heap_at[var] = at;
}

static void heap_down(Kernel *s, int at) {
    int var = s->heap[at];
    for (;;) {
        int child = 2 * at + 1;
        if (child >= s->heap_size) {
            break;
        }
        if (child + 1 < s->heap_size && better(s, s->heap[child + 1], s->heap[child])) {
            child++;
        }
        if (!better(s, s->heap[child], var)) {
            break;
        }
        s->heap[at] = s->heap[child];
        s->heap_at[s->heap[at]] = at;
        at = child;
    }
    s->heap[at] = var;
    s->heap_at[var] = at;
}

static void heap_insert(Kernel *s, int var) {
    if (s->heap_at[var] >= 0) {
        return;
    }
    s->heap[s->heap_size] = var;
    s->heap_at[var] = s->heap_size++;
    heap_up(s, s->heap_size - 1);
}

static void heap_pop(Kernel *s) {
    int top = s->heap[0];
    s->heap_at[top] = -1;
    s->heap_size--;
    if (s->heap_size > 0) {
        s->heap[0] = s->heap[s->heap_size];
        s->heap_at[s->heap[0]] = 0;
        heap_down(s, 0);
    }
}

static void heap_rebuild(Kernel *s) {
    for (int i = 0; i < s->heap_size; i++) {
        s->heap_at[s->heap[i]] = -1;
    }
    s->heap_size = 0;
    for (int var = 0; var < s->n; var++) {
        if (s->dom[var] == EITHER) {
            heap_insert(s, var);
        }
    }
}

/* -- the store ------------------------------------------------------------------------ */

static void enqueue(Kernel *s, int index) {
    int level = s->level[index];
    s->queued[index] = 1;
    s->queue[level][s->tail[level]] = index;
    s->tail[level] = (s->tail[level] + 1) % (s->rules + 1);
}

static void clear_queue(Kernel *s) {
    for (int level = 0; level < s->levels; level++) {
        s->head[level] = s->tail[level] = 0;
    }
    memset(s->queued, 0, (size_t)s->rules + 1);
    s->current = -1;
}

/* LearningStore.narrow; 1 if it changed, 0 if not, -1 when nothing is left. */
static int narrow(Kernel *s, int var, int domain) {
    int old = s->dom[var], new = old & domain;
    if (new == old) {
        return 0;
    }
    if (!new) {
        return -1;
    }
    s->position[var] = s->trail_len;
    s->trail[s->trail_len++] = var;
    s->dom[var] = (uint8_t)new;
    s->deductions++;
    for (int k = s->watch_at[var]; k < s->watch_at[var + 1]; k++) {
        int index = s->watch_rules[k];
        if (!s->queued[index] && index != s->current) {
            enqueue(s, index);
        }
    }
    s->level_of[var] = s->decision_level;
    s->cause[var] = s->running;
    s->since[var] = s->run_start;
    int lit = 2 * var + (new >> 1);
    if (s->watch[lit ^ 1].size) {
        if (vec_push(&s->pending, lit) < 0) {
            PyErr_NoMemory();
            s->failed = 1;
            return -1;
        }
        if (!s->queued[s->rules] && s->rules != s->current) {
            enqueue(s, s->rules);
        }
    }
    return 1;
}

static void undo(Kernel *s, int mark) {
    while (s->trail_len > mark) {
        s->dom[s->trail[--s->trail_len]] = EITHER;
    }
    clear_queue(s);
    s->pending.size = 0;
}

/* ClauseRule.propagate: 1 when it ran dry, 0 on a conflict (conflict_clause set). */
static int propagate_clauses(Kernel *s) {
    uint8_t *dom = s->dom;
    while (s->pending.size) {
        int false_lit = s->pending.at[--s->pending.size] ^ 1;
        Vec *watching = &s->watch[false_lit];
        if (!watching->size) {
            continue;
        }
        Vec old = *watching; /* the list walked; the literal's new list is built in place */
        Py_ssize_t count = old.size;
        watching->size = 0;
        for (Py_ssize_t at = 0; at < count; at++) {
            int index = old.at[at];
            int *clause = s->lits[index];
            int other = clause[0];
            if (other == false_lit) {
                other = clause[0] = clause[1];
                clause[1] = false_lit;
            }
            int domain = dom[other >> 1];
            /* kept entries go back into the same array, never ahead of the one read */
            if (domain == (other & 1) + 1) {
                watching->at[watching->size++] = index;
                continue;
            }
            int moved = 0;
            for (int k = 2; k < s->length[index]; k++) {
                int lit = clause[k];
                if (dom[lit >> 1] != 2 - (lit & 1)) {
                    clause[1] = lit;
                    clause[k] = false_lit;
                    if (vec_push(&s->watch[lit], index) < 0) {
                        PyErr_NoMemory();
                        s->failed = 1;
                        return 0;
                    }
                    moved = 1;
                    break;
                }
            }
            if (moved) {
                continue;
            }
            watching->at[watching->size++] = index;
            if (domain != EITHER) { /* both watches false: every literal is */
                for (Py_ssize_t rest = at + 1; rest < count; rest++) {
                    watching->at[watching->size++] = old.at[rest];
                }
                s->pending.size = 0;
                s->conflict_clause = index;
                return 0;
            }
            s->running = -2 - index;
            if (narrow(s, other >> 1, (other & 1) + 1) < 0) {
                return 0;
            }
        }
    }
    return 1;
}

/* One compiled rule on its scope: 1 when it holds, 0 on a dead end. */
static int propagate_rule(Kernel *s, int index) {
    GGRule *rule = s->rule[index];
    int *scope = s->scope[index];
    for (int i = 0; i < rule->size; i++) {
        s->state[i] = s->dom[scope[i]];
    }
    int count = rule->propagate(rule, s->state, s->at, s->domain);
    if (count == -1) {
        return 0;
    }
    if (count < 0) {
        PyErr_NoMemory();
        s->failed = 1;
        return 0;
    }
    for (int k = 0; k < count; k++) {
        if (narrow(s, scope[s->at[k]], s->domain[k]) < 0) {
            return 0;
        }
    }
    return 1;
}

/* Store.fixpoint: 1 at the fixpoint, 0 on a conflict or a failure (s->failed). */
static int fixpoint(Kernel *s) {
    s->conflict_clause = -1;
    for (;;) {
        int level = 0;
        while (level < s->levels && s->head[level] == s->tail[level]) {
            level++;
        }
        if (level == s->levels) {
            return 1;
        }
        int index = s->queue[level][s->head[level]];
        s->head[level] = (s->head[level] + 1) % (s->rules + 1);
        s->queued[index] = 0;
        s->current = s->running = index;
        s->run_start = s->trail_len;
        if (--s->until_check <= 0) {
            s->until_check = CHECK_EVERY;
            PyObject *done = PyObject_CallNoArgs(s->check);
            if (done == NULL) {
                s->failed = 1;
                clear_queue(s);
                return 0;
            }
            Py_DECREF(done);
        }
        s->propagations++;
        int holds = index == s->rules ? propagate_clauses(s) : propagate_rule(s, index);
        if (!holds) {
            clear_queue(s);
            return 0;
        }
        s->current = -1;
    }
}

/* -- explanations ---------------------------------------------------------------------- */

/* LearningStore._scope_before: the variables of rule `index` decided before trail
 * position `start` that the rule needs to force `var` (-1: its dead end), into s->scratch. */
static int scope_before(Kernel *s, int index, int start, int var) {
    GGRule *rule = s->rule[index];
    int *scope = s->scope[index], *order = s->order, *when = s->at;
    int count = 0, target = -1;
    for (int i = 0; i < rule->size; i++) {
        int other = scope[i], position = s->position[other];
        s->state[i] = EITHER;
        if (other == var) {
            target = i;
        }
        if (s->dom[other] != EITHER && position < start) {
            s->state[i] = s->dom[other];
            /* newest first, stable among equals (sorted(..., reverse=True)) */
            int at = count++;
            while (at > 0 && when[at - 1] < position) {
                order[at] = order[at - 1];
                when[at] = when[at - 1];
                at--;
            }
            order[at] = i;
            when[at] = position;
        }
    }
    int kept = rule->explain(rule, s->state, s->order, count, target,
                             target >= 0 ? s->dom[var] : 0, s->kept);
    if (kept < 0) {
        PyErr_NoMemory();
        s->failed = 1;
        return -1;
    }
    s->scratch.size = 0;
    for (int k = 0; k < kept; k++) {
        if (vec_push(&s->scratch, scope[s->order[s->kept[k]]]) < 0) {
            PyErr_NoMemory();
            s->failed = 1;
            return -1;
        }
    }
    return 0;
}

/* The other decided variables whose values forced `var`'s (Learner._reason, cached while
 * `var` stays decided). NULL on failure. */
static int *reason_of(Kernel *s, int var, int *length) {
    if (s->reason[var] != NULL) {
        *length = s->reason_len[var];
        return s->reason[var];
    }
    int cause = s->cause[var];
    int count = 0;
    int *found;
    if (cause <= -2) {
        int index = -2 - cause;
        int *clause = s->lits[index];
        found = malloc(sizeof(int) * (size_t)(s->length[index] + 1));
        if (found == NULL) {
            PyErr_NoMemory();
            s->failed = 1;
            return NULL;
        }
        for (int k = 0; k < s->length[index]; k++) {
            if (clause[k] >> 1 != var) {
                found[count++] = clause[k] >> 1;
            }
        }
    } else {
        if (scope_before(s, cause, s->since[var], var) < 0) {
            return NULL;
        }
        count = (int)s->scratch.size;
        found = malloc(sizeof(int) * (size_t)(count + 1));
        if (found == NULL) {
            PyErr_NoMemory();
            s->failed = 1;
            return NULL;
        }
        memcpy(found, s->scratch.at, sizeof(int) * (size_t)count);
    }
    s->reason[var] = found;
    s->reason_len[var] = count;
    *length = count;
    return found;
}

static int literal_against(Kernel *s, int var) { return 2 * var + (s->dom[var] & 1); }

/* -- analysis -------------------------------------------------------------------------- */

static void bump(Kernel *s, int var) {
    s->activity[var] += s->bump_by;
    if (s->heap_at[var] >= 0) {
        heap_up(s, s->heap_at[var]);
    }
}

static void decay(Kernel *s) {
    s->bump_by /= s->decay;
    if (s->bump_by > 1e100) {
        for (int var = 0; var < s->n; var++) {
            s->activity[var] *= 1e-100;
        }
        s->bump_by *= 1e-100;
        heap_rebuild(s);
    }
}

/* Learner._minimise's `implied`: 1, 0, or -1 on failure. */
static int implied(Kernel *s, int var, int depth) {
    if (s->known[var] == s->stamp) {
        return s->known_value[var];
    }
    s->known[var] = s->stamp;
    s->known_value[var] = 0;
    if (s->cause[var] == NO_CAUSE || depth > MINIMISE_DEPTH ||
        s->level_mark[s->level_of[var]] != s->stamp) {
        return 0;
    }
    int length;
    int *reason = reason_of(s, var, &length);
    if (reason == NULL) {
        return -1;
    }
    for (int k = 0; k < length; k++) {
        int other = reason[k];
        if (s->seen[other] != s->stamp && s->level_of[other]) {
            int answer = implied(s, other, depth + 1);
            if (answer <= 0) {
                /* the memo was set for `var` before the recursion: keep it false */
                s->known[var] = s->stamp;
                s->known_value[var] = 0;
                return answer;
            }
        }
    }
    s->known_value[var] = 1;
    return 1;
}

/* Learner._analyse: the first-UIP clause in s->learned; returns the level to jump back
 * to, or -1 on failure. */
static int analyse(Kernel *s) {
    int current = s->decision_level, open_here = 0;
    s->stamp++;
    s->learned.size = 0;
    if (vec_push(&s->learned, 0) < 0) {
        PyErr_NoMemory();
        s->failed = 1;
        return -1;
    }
    int *reason, length;
    if (s->conflict_clause >= 0) {
        int index = s->conflict_clause;
        s->scratch.size = 0;
        for (int k = 0; k < s->length[index]; k++) {
            if (vec_push(&s->scratch, s->lits[index][k] >> 1) < 0) {
                PyErr_NoMemory();
                s->failed = 1;
                return -1;
            }
        }
    } else if (scope_before(s, s->running, s->run_start, -1) < 0) {
        return -1;
    }
    reason = s->scratch.at;
    length = (int)s->scratch.size;
    int index = s->trail_len, var;
    for (;;) {
        for (int k = 0; k < length; k++) {
            int other = reason[k];
            if (s->seen[other] == s->stamp) {
                continue;
            }
            int level = s->level_of[other];
            if (level == 0) {
                continue;
            }
            s->seen[other] = s->stamp;
            bump(s, other);
            if (level == current) {
                open_here++;
            } else if (vec_push(&s->learned, literal_against(s, other)) < 0) {
                PyErr_NoMemory();
                s->failed = 1;
                return -1;
            }
        }
        do {
            var = s->trail[--index];
        } while (s->seen[var] != s->stamp);
        if (--open_here == 0) {
            s->learned.at[0] = literal_against(s, var);
            break;
        }
        reason = reason_of(s, var, &length);
        if (reason == NULL) {
            return -1;
        }
    }
    decay(s);
    /* _minimise: drop the literals the rest of the clause implies */
    for (Py_ssize_t k = 0; k < s->learned.size; k++) {
        s->level_mark[s->level_of[s->learned.at[k] >> 1]] = s->stamp;
    }
    Py_ssize_t kept = 1;
    for (Py_ssize_t k = 1; k < s->learned.size; k++) {
        int lit = s->learned.at[k];
        int answer = implied(s, lit >> 1, 0);
        if (answer < 0) {
            return -1;
        }
        if (!answer) {
            s->learned.at[kept++] = lit;
        }
    }
    s->learned.size = kept;
    if (kept == 1) {
        return 0;
    }
    Py_ssize_t deepest = 1;
    for (Py_ssize_t k = 2; k < kept; k++) {
        if (s->level_of[s->learned.at[k] >> 1] > s->level_of[s->learned.at[deepest] >> 1]) {
            deepest = k;
        }
    }
    int swap = s->learned.at[1];
    s->learned.at[1] = s->learned.at[deepest];
    s->learned.at[deepest] = swap;
    return s->level_of[s->learned.at[1] >> 1];
}

/* -- saved phases, and rephasing (phases.Phases) --------------------------------------- */

/* Phases._rephase: the saved values become, in turn (phases.CYCLE), the best trail's, none
 * (the genre's first guesses again), the best trail's, and their own opposites. */
static void rephase(Kernel *s) {
    s->rephases++;
    s->next_rephase = s->conflicts + s->rephase_unit * (s->rephases + 1);
    switch ((s->rephases - 1) % 4) {
    case 0:
    case 2:
        for (int k = 0; k < s->best_len; k++) {
            s->phase[s->best_var[k]] = s->best_value[k];
        }
        break;
    case 1:
        memset(s->phase, 0, (size_t)s->n);
        break;
    default:
        for (int var = 0; var < s->n; var++) {
            s->phase[var] = s->phase[var] ? s->phase[var] ^ 3 : 0;
        }
    }
    s->best_len = 0;
}

/* Phases.conflict, at a conflict before its backjump: keep the trail if it is the longest
 * since the last rephase, and rephase when it is time. */
static void phases_at_conflict(Kernel *s) {
    if (!s->rephase_unit) {
        return;
    }
    if (s->trail_len > s->best_len) {
        for (int k = 0; k < s->trail_len; k++) {
            s->best_var[k] = s->trail[k];
            s->best_value[k] = s->dom[s->trail[k]];
        }
        s->best_len = s->trail_len;
    }
    if (s->conflicts >= s->next_rephase) {
        rephase(s);
    }
}

/* -- the loop's other steps ------------------------------------------------------------- */

static void backjump(Kernel *s, int level) {
    if (level >= s->decisions.size) {
        return;
    }
    int mark = s->marks.at[level];
    for (int k = mark; k < s->trail_len; k++) {
        int var = s->trail[k];
        free(s->reason[var]);
        s->reason[var] = NULL;
        s->phase[var] = s->dom[var];
        heap_insert(s, var);
    }
    s->backtracks++;
    undo(s, mark);
    s->marks.size = level;
    s->decisions.size = level;
    s->decision_level = level;
}

/* Learner._assert: store the clause (two literals or more) and set its first literal. */
static int assert_clause(Kernel *s, const int *clause, Py_ssize_t count, int permanent) {
    int first = clause[0];
    if (count == 1) {
        s->running = NO_CAUSE;
    } else {
        int quality = 0;
        if (!permanent) {
            s->stamp++;
            for (Py_ssize_t k = 1; k < count; k++) {
                int level = s->level_of[clause[k] >> 1];
                if (s->level_mark[level] != s->stamp) {
                    s->level_mark[level] = s->stamp;
                    quality++;
                }
            }
            quality++;
        }
        if (s->clauses == s->clause_room) {
            Py_ssize_t room = s->clause_room ? 2 * s->clause_room : 1024;
            int **lits = realloc(s->lits, sizeof(int *) * (size_t)room);
            if (lits != NULL) {
                s->lits = lits;
            }
            int *length = realloc(s->length, sizeof(int) * (size_t)room);
            if (length != NULL) {
                s->length = length;
            }
            int *qualities = realloc(s->quality, sizeof(int) * (size_t)room);
            if (qualities != NULL) {
                s->quality = qualities;
            }
            if (lits == NULL || length == NULL || qualities == NULL) {
                PyErr_NoMemory();
                s->failed = 1;
                return -1;
            }
            s->clause_room = room;
        }
        int *copy = malloc(sizeof(int) * (size_t)count);
        Py_ssize_t index = s->clauses;
        if (copy == NULL || vec_push(&s->watch[clause[0]], (int)index) < 0 ||
            vec_push(&s->watch[clause[1]], (int)index) < 0) {
            free(copy);
            PyErr_NoMemory();
            s->failed = 1;
            return -1;
        }
        memcpy(copy, clause, sizeof(int) * (size_t)count);
        s->lits[index] = copy;
        s->length[index] = (int)count;
        s->quality[index] = quality;
        s->clauses++;
        s->running = -2 - (int)index;
    }
    s->current = -1;
    return narrow(s, first >> 1, 1 << (first & 1)) < 0 && s->failed ? -1 : 0;
}

/* Learner._reduce: forget the weaker half of the clauses that may be forgotten. */
static int reduce(Kernel *s) {
    int most = 0;
    Py_ssize_t many = 0;
    int *candidates = malloc(sizeof(int) * (size_t)(s->clauses + 1));
    int *sorted = malloc(sizeof(int) * (size_t)(s->clauses + 1));
    uint8_t *doomed = calloc((size_t)s->clauses + 1, 1);
    if (candidates == NULL || sorted == NULL || doomed == NULL) {
        free(candidates);
        free(sorted);
        free(doomed);
        PyErr_NoMemory();
        s->failed = 1;
        return -1;
    }
    for (Py_ssize_t index = 0; index < s->clauses; index++) {
        if (s->lits[index] == NULL || s->quality[index] <= s->keep_quality) {
            continue;
        }
        int var = s->lits[index][0] >> 1;
        if (s->dom[var] != EITHER && s->cause[var] == -2 - (int)index) {
            continue; /* the reason something holds right now */
        }
        candidates[many++] = (int)index;
        if (s->quality[index] > most) {
            most = s->quality[index];
        }
    }
    /* a stable sort by quality (list.sort), by counting */
    int *start = calloc((size_t)most + 2, sizeof(int));
    if (start == NULL) {
        free(candidates);
        free(sorted);
        free(doomed);
        PyErr_NoMemory();
        s->failed = 1;
        return -1;
    }
    for (Py_ssize_t k = 0; k < many; k++) {
        start[s->quality[candidates[k]] + 1]++;
    }
    for (int q = 1; q <= most + 1; q++) {
        start[q] += start[q - 1];
    }
    for (Py_ssize_t k = 0; k < many; k++) {
        sorted[start[s->quality[candidates[k]]]++] = candidates[k];
    }
    for (Py_ssize_t k = many / 2; k < many; k++) {
        doomed[sorted[k]] = 1;
        free(s->lits[sorted[k]]);
        s->lits[sorted[k]] = NULL;
    }
    for (int lit = 0; lit < 2 * s->n; lit++) {
        Vec *watching = &s->watch[lit];
        Py_ssize_t kept = 0;
        for (Py_ssize_t k = 0; k < watching->size; k++) {
            if (!doomed[watching->at[k]]) {
                watching->at[kept++] = watching->at[k];
            }
        }
        watching->size = kept;
    }
    free(start);
    free(candidates);
    free(sorted);
    free(doomed);
    return 0;
}

static int pick(Kernel *s) {
    while (s->heap_size) {
        int var = s->heap[0];
        if (s->dom[var] == EITHER) {
            return var;
        }
        heap_pop(s);
    }
    return -1;
}

static long long luby(long long index) {
    long long size = 1, sequence = 0;
    while (size < index + 1) {
        sequence++;
        size = 2 * size + 1;
    }
    while (size - 1 != index) {
        size = (size - 1) >> 1;
        sequence--;
        index %= size;
    }
    return 1LL << sequence;
}

/* Learner.run: 0 when done, -1 on a failure or an exception from `check`. */
static int search(Kernel *s, PyObject *solutions, Py_ssize_t max_solutions) {
    long long restarts = 0, until_restart = s->restart_unit;
    for (;;) {
        int holds = fixpoint(s);
        if (s->failed) {
            return -1;
        }
        if (!holds) {
            if (!s->decisions.size) {
                return 0;
            }
            s->conflicts++;
            until_restart--;
            phases_at_conflict(s); /* before the backjump, which saves what it undoes */
            int level = analyse(s);
            if (level < 0) {
                return -1;
            }
            backjump(s, level);
            if (assert_clause(s, s->learned.at, s->learned.size, 0) < 0) {
                return -1;
            }
            if (s->conflicts >= s->reduce_first && s->conflicts % s->reduce_every == 0 &&
                reduce(s) < 0) {
                return -1;
            }
            continue;
        }
        int var = pick(s);
        if (var < 0) {
            PyObject *answer = PyList_New(s->answer_size);
            if (answer == NULL) {
                return -1;
            }
            for (int k = 0; k < s->answer_size; k++) {
                PyList_SET_ITEM(answer, k, PyLong_FromLong(s->dom[k]));
            }
            PyObject *done = PyObject_CallMethod(solutions, "append", "O", answer);
            Py_DECREF(answer);
            if (done == NULL) {
                return -1;
            }
            Py_DECREF(done);
            Py_ssize_t found = PyObject_Length(solutions);
            if (found < 0) {
                return -1;
            }
            if (found >= max_solutions || !s->decisions.size) {
                return 0;
            }
            Py_ssize_t count = s->decisions.size;
            int *blocking = malloc(sizeof(int) * (size_t)count);
            if (blocking == NULL) {
                PyErr_NoMemory();
                return -1;
            }
            for (Py_ssize_t k = 0; k < count; k++) {
                blocking[k] = literal_against(s, s->decisions.at[count - 1 - k]);
            }
            backjump(s, (int)count - 1);
            int asserted = assert_clause(s, blocking, count, 1);
            free(blocking);
            if (asserted < 0) {
                return -1;
            }
            continue;
        }
        if (until_restart <= 0 && s->decisions.size) {
            restarts++;
            until_restart = s->restart_unit * luby(restarts);
            backjump(s, 0);
            continue;
        }
        /* Learner._decide */
        if (vec_push(&s->marks, s->trail_len) < 0 || vec_push(&s->decisions, var) < 0) {
            PyErr_NoMemory();
            return -1;
        }
        s->decision_level = (int)s->decisions.size;
        s->branches++;
        if (s->decision_level > s->max_depth) {
            s->max_depth = s->decision_level;
        }
        s->running = NO_CAUSE;
        s->current = -1;
        if (narrow(s, var, s->phase[var] ? s->phase[var] : s->first_guess) < 0 && s->failed) {
            return -1;
        }
    }
}

/* -- set-up and clean-up ----------------------------------------------------------------- */

static void kernel_free(Kernel *s) {
    free(s->dom);
    free(s->trail);
    free(s->position);
    free(s->level_of);
    free(s->cause);
    free(s->since);
    free(s->rule);
    if (s->scope != NULL) {
        for (int k = 0; k < s->rules; k++) {
            free(s->scope[k]);
        }
    }
    free(s->scope);
    free(s->level);
    free(s->watch_at);
    free(s->watch_rules);
    if (s->queue != NULL) {
        for (int k = 0; k < s->levels; k++) {
            free(s->queue[k]);
        }
    }
    free(s->queue);
    free(s->head);
    free(s->tail);
    free(s->queued);
    free(s->state);
    free(s->at);
    free(s->order);
    free(s->kept);
    free(s->domain);
    for (Py_ssize_t k = 0; k < s->clauses; k++) {
        free(s->lits[k]);
    }
    free(s->lits);
    free(s->length);
    free(s->quality);
    if (s->watch != NULL) {
        for (int k = 0; k < 2 * s->n; k++) {
            free(s->watch[k].at);
        }
    }
    free(s->watch);
    free(s->pending.at);
    free(s->activity);
    free(s->heap);
    free(s->heap_at);
    free(s->phase);
    free(s->best_var);
    free(s->best_value);
    free(s->marks.at);
    free(s->decisions.at);
    if (s->reason != NULL) {
        for (int k = 0; k < s->n; k++) {
            free(s->reason[k]);
        }
    }
    free(s->reason);
    free(s->reason_len);
    free(s->seen);
    free(s->known);
    free(s->known_value);
    free(s->level_mark);
    free(s->learned.at);
    free(s->scratch.at);
}

/* Adds the kernel's counts to the store's `stats`. */
static int write_stats(Kernel *s, PyObject *stats) {
    static const char *names[] = {"deductions", "propagations", "branches", "backtracks"};
    long long counts[] = {s->deductions, s->propagations, s->branches, s->backtracks};
    for (int k = 0; k < 4; k++) {
        PyObject *old = PyObject_GetAttrString(stats, names[k]);
        PyObject *add = old ? PyLong_FromLongLong(counts[k]) : NULL;
        PyObject *sum = add ? PyNumber_Add(old, add) : NULL;
        int stored = sum ? PyObject_SetAttrString(stats, names[k], sum) : -1;
        Py_XDECREF(old);
        Py_XDECREF(add);
        Py_XDECREF(sum);
        if (stored < 0) {
            return -1;
        }
    }
    PyObject *old = PyObject_GetAttrString(stats, "max_depth");
    long depth = old ? PyLong_AsLong(old) : -1;
    Py_XDECREF(old);
    if (depth == -1 && PyErr_Occurred()) {
        return -1;
    }
    if (s->max_depth > depth) {
        PyObject *value = PyLong_FromLong(s->max_depth);
        int stored = value ? PyObject_SetAttrString(stats, "max_depth", value) : -1;
        Py_XDECREF(value);
        return stored;
    }
    return 0;
}

#define ALLOC(field, count) ((s->field = calloc((size_t)(count) + 1, sizeof(*s->field))) != NULL)

/* Reads the arguments into `s`; -1 with an error set on failure. */
static int kernel_init(Kernel *s, PyObject *dom, PyObject *rules, PyObject *activity) {
    Py_ssize_t n = PyList_GET_SIZE(dom), count = PyList_GET_SIZE(rules);
    if (n > (1 << 28) || count > (1 << 28)) {
        PyErr_SetString(PyExc_ValueError, "too many variables or rules");
        return -1;
    }
    s->n = (int)n;
    s->rules = (int)count;
    if (!(ALLOC(dom, n) && ALLOC(trail, n) && ALLOC(position, n) && ALLOC(level_of, n) &&
          ALLOC(cause, n) && ALLOC(since, n) && ALLOC(rule, count) && ALLOC(scope, count) &&
          ALLOC(level, count) && ALLOC(watch_at, n + 1) && ALLOC(queued, count + 1) &&
          ALLOC(watch, 2 * n) && ALLOC(activity, n) && ALLOC(heap, n) && ALLOC(heap_at, n) &&
          ALLOC(phase, n) && ALLOC(best_var, n) && ALLOC(best_value, n) &&
          ALLOC(reason, n) && ALLOC(reason_len, n) && ALLOC(seen, n) &&
          ALLOC(known, n) && ALLOC(known_value, n) && ALLOC(level_mark, n + 1))) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t v = 0; v < n; v++) {
        long value = PyLong_AsLong(PyList_GET_ITEM(dom, v));
        if (value < 1 || value > 3) {
            if (!PyErr_Occurred()) {
                PyErr_SetString(PyExc_ValueError, "the search kernel needs two-valued domains");
            }
            return -1;
        }
        s->dom[v] = (uint8_t)value;
        s->cause[v] = NO_CAUSE;
        s->heap_at[v] = -1;
        s->activity[v] = PyFloat_AsDouble(PyList_GET_ITEM(activity, v));
        if (PyErr_Occurred()) {
            return -1;
        }
    }
    /* rules: (capsule or None, watches, queue level) */
    Py_ssize_t links = 0;
    int top = 0;
    for (Py_ssize_t k = 0; k < count; k++) {
        PyObject *entry = PyList_GET_ITEM(rules, k);
        PyObject *capsule, *watches;
        int level;
        if (!PyArg_ParseTuple(entry, "OOi", &capsule, &watches, &level)) {
            return -1;
        }
        if (level < 1 || level > 64) {
            PyErr_SetString(PyExc_ValueError, "a rule's queue level is 1 to 64");
            return -1;
        }
        s->level[k] = level;
        top = level > top ? level : top;
        if (capsule == Py_None) {
            continue; /* sits out the search */
        }
        GGRule *rule = PyCapsule_GetPointer(capsule, GG_RULE_CAPSULE);
        if (rule == NULL) {
            return -1;
        }
        PyObject *seq = PySequence_Fast(watches, "a rule's watches must be a sequence");
        if (seq == NULL) {
            return -1;
        }
        if (PySequence_Fast_GET_SIZE(seq) != rule->size) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "a compiled rule's size is its watches'");
            return -1;
        }
        s->rule[k] = rule;
        s->scope[k] = malloc(sizeof(int) * (size_t)(rule->size + 1));
        if (s->scope[k] == NULL) {
            Py_DECREF(seq);
            PyErr_NoMemory();
            return -1;
        }
        for (int i = 0; i < rule->size; i++) {
            long var = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
            if (var < 0 || var >= n) {
                Py_DECREF(seq);
                if (!PyErr_Occurred()) {
                    PyErr_SetString(PyExc_IndexError, "a rule watches a variable out of range");
                }
                return -1;
            }
            s->scope[k][i] = (int)var;
            s->watch_at[var + 1]++;
        }
        Py_DECREF(seq);
        links += rule->size;
        s->widest = rule->size > s->widest ? rule->size : s->widest;
    }
    s->level[count] = 0; /* the learned clauses run first */
    s->levels = top + 1;
    if (!(ALLOC(watch_rules, links) && ALLOC(queue, s->levels) && ALLOC(head, s->levels) &&
          ALLOC(tail, s->levels) && ALLOC(state, s->widest) && ALLOC(at, s->widest) &&
          ALLOC(order, s->widest) && ALLOC(kept, s->widest) && ALLOC(domain, s->widest))) {
        PyErr_NoMemory();
        return -1;
    }
    for (int level = 0; level < s->levels; level++) {
        s->queue[level] = malloc(sizeof(int) * (size_t)(count + 1));
        if (s->queue[level] == NULL) {
            PyErr_NoMemory();
            return -1;
        }
    }
    for (Py_ssize_t v = 0; v < n; v++) {
        s->watch_at[v + 1] += s->watch_at[v];
    }
    int *fill = malloc(sizeof(int) * (size_t)(n + 1));
    if (fill == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    memcpy(fill, s->watch_at, sizeof(int) * (size_t)(n + 1));
    for (int k = 0; k < s->rules; k++) { /* each variable's rules in model order */
        if (s->rule[k] != NULL) {
            for (int i = 0; i < s->rule[k]->size; i++) {
                s->watch_rules[fill[s->scope[k][i]]++] = k;
            }
        }
    }
    free(fill);
    s->current = s->running = -1;
    s->conflict_clause = -1;
    s->bump_by = 1.0;
    heap_rebuild(s);
    return 0;
}

PyDoc_STRVAR(run_doc,
             "run(dom, rules, activity, solutions, max_solutions, answer_size, first_guess,\n"
             "    settings, check, stats) -> None\n\n"
             "learning.Learner.run over a settled level 0: `dom` the domains (1, 2 or 3),\n"
             "`rules` a (capsule or None, watches, queue level) per rule in model order (None:\n"
             "it sits out the search), `activity` each variable's starting activity,\n"
             "`settings` (restart unit, decay, reduce first, reduce every, keep quality,\n"
             "rephase unit: 0 for none).\n"
             "Answers go to `solutions.append`; `check()` is called every few propagations\n"
             "and what it raises is raised; the counts are added to `stats`.");

static PyObject *run(PyObject *self, PyObject *args) {
    PyObject *dom, *rules, *activity, *solutions, *check, *stats;
    Py_ssize_t max_solutions;
    int answer_size, first_guess;
    long long restart_unit, reduce_first, reduce_every, rephase_unit;
    double decay;
    int keep_quality;
    if (!PyArg_ParseTuple(args, "O!O!O!Onii(LdLLiL)OO", &PyList_Type, &dom, &PyList_Type,
                          &rules, &PyList_Type, &activity, &solutions, &max_solutions,
                          &answer_size, &first_guess, &restart_unit, &decay, &reduce_first,
                          &reduce_every, &keep_quality, &rephase_unit, &check, &stats)) {
        return NULL;
    }
    if (PyList_GET_SIZE(activity) != PyList_GET_SIZE(dom) || answer_size < 0 ||
        answer_size > PyList_GET_SIZE(dom) || first_guess < 1 || first_guess > 2 ||
        restart_unit < 1 || reduce_every < 1 || rephase_unit < 0 ||
        !(decay > 0.0 && decay <= 1.0)) {
        PyErr_SetString(PyExc_ValueError, "the search kernel's arguments do not fit together");
        return NULL;
    }
    Kernel *s = calloc(1, sizeof(Kernel));
    if (s == NULL) {
        return PyErr_NoMemory();
    }
    s->answer_size = answer_size;
    s->first_guess = first_guess;
    s->restart_unit = restart_unit;
    s->decay = decay;
    s->reduce_first = reduce_first;
    s->reduce_every = reduce_every;
    s->keep_quality = keep_quality;
    s->rephase_unit = rephase_unit;
    s->next_rephase = rephase_unit;
    s->check = check;
    s->until_check = 1;
    int outcome = kernel_init(s, dom, rules, activity);
    if (outcome == 0) {
        outcome = search(s, solutions, max_solutions);
    }
    /* the counts so far, even when the budget ran out */
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    if (write_stats(s, stats) < 0) {
        Py_XDECREF(type);
        Py_XDECREF(value);
        Py_XDECREF(traceback);
        outcome = -1;
    } else {
        PyErr_Restore(type, value, traceback);
    }
    kernel_free(s);
    free(s);
    if (outcome < 0) {
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_RuntimeError, "the search kernel failed");
        }
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"run", run, METH_VARARGS, run_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_search_kernel",
    "The learning search in C (see engine/learning.py, engine/compiled_rule.h).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__search_kernel(void) { return PyModule_Create(&module); }
