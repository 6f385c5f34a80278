/* Kurodoko's sight rule on one number's four views, in C: an optional accelerator for
 * kurodoko_views.py (`_closure`), the same actions in the same order.
 *
 * Why C: a generator meets some ten thousand new (number, views) a 30x30 puzzle, and
 * working each out in Python (kurodoko_views._round and _exact, big-int polynomials for
 * the sets of counts) costs 4-5 microseconds; here it is a fraction of one. The memo of
 * outcomes stays in Python (kurodoko_views.MEMO). tests/test_views_kernel.py sets this
 * module against the Python rule on many views; where it was not built (no C compiler
 * where the package was installed), kurodoko_views.py does everything in Python.
 *
 * A view is the run of a ray's domains from the number outwards up to its first shaded
 * cell, one byte per cell: 1 white, 3 undecided. The actions are (kind, direction, start,
 * stop, domain, figure) tuples, as kurodoko_views.py describes them.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

enum { AT_LEAST, STOPPED, EXACT_FEWEST, EXACT_ONLY, SEES_TOO_MANY, SEES_TOO_FEW, NO_SUM };
enum { WHITE = 1, UNDECIDED = 3, ONLY_0 = 1, ONLY_1 = 2 };

typedef struct {
    long kind, d, start, stop, domain, figure;
} Action;

typedef struct {
    Action *items;
    Py_ssize_t count, room;
} Actions;

static int add(Actions *acts, long kind, long d, long start, long stop, long domain, long figure) {
    if (acts->count == acts->room) {
        Py_ssize_t room = acts->room ? acts->room * 2 : 16;
        Action *grown = realloc(acts->items, (size_t)room * sizeof(Action));
        if (grown == NULL) {
            return -1;
        }
        acts->items = grown;
        acts->room = room;
    }
    Action *a = &acts->items[acts->count++];
    a->kind = kind;
    a->d = d;
    a->start = start;
    a->stop = stop;
    a->domain = domain;
    a->figure = figure;
    return 0;
}

/* c = every a + b of the sets a and b (flags over 0..top), the sums over top dropped. */
static void sums(const unsigned char *a, const unsigned char *b, unsigned char *c, long top) {
    memset(c, 0, (size_t)top + 1);
    for (long i = 0; i <= top; i++) {
        if (!a[i]) {
            continue;
        }
        for (long j = 0; i + j <= top; j++) {
            if (b[j]) {
                c[i + j] = 1;
            }
        }
    }
}

/* kurodoko_views._exact: -1 out of memory, 1 a dead end was added, else 0. */
static int exact(long number, unsigned char **views, const long *lows, const long *highs,
                 Actions *acts) {
    long top = number - 1; /* the counts the four directions share out */
    size_t size = (size_t)top + 1;
    unsigned char *space = calloc(size, 10);
    if (space == NULL) {
        return -1;
    }
    unsigned char *options[4], *others[4];
    for (int d = 0; d < 4; d++) {
        options[d] = space + d * size;
        others[d] = space + (4 + d) * size;
        /* A direction shows k cells when the cells before k are white and cell k is
         * shaded or the end: the white run's end, an undecided cell past it, the end. */
        for (long k = lows[d]; k <= top && k <= highs[d]; k++) {
            options[d][k] = k == lows[d] || k == highs[d] || views[d][k] == UNDECIDED;
        }
    }
    unsigned char *vertical_left = space + 8 * size, *right_down = space + 9 * size;
    sums(options[0], options[1], vertical_left, top);
    sums(options[2], options[3], right_down, top);
    sums(options[1], right_down, others[0], top);
    sums(options[0], right_down, others[1], top);
    sums(vertical_left, options[3], others[2], top);
    sums(vertical_left, options[2], others[3], top);
    int result = 0;
    for (int d = 0; d < 4; d++) {
        long fewest = -1, fits = 0;
        for (long k = 0; k <= top; k++) {
            if (options[d][k] && others[d][top - k]) {
                if (fewest < 0) {
                    fewest = k;
                }
                fits++;
            }
        }
        if (fewest < 0) {
            result = add(acts, NO_SUM, d, 0, 0, 0, 0) ? -1 : 1;
            break;
        }
        if (fewest > lows[d] && add(acts, EXACT_FEWEST, d, lows[d], fewest, ONLY_0, fewest)) {
            result = -1;
            break;
        }
        if (fits == 1 && fewest < highs[d] &&
            add(acts, EXACT_ONLY, d, fewest, fewest + 1, ONLY_1, fewest)) {
            result = -1;
            break;
        }
    }
    free(space);
    return result;
}

/* kurodoko_views._round: -1 out of memory, 1 a dead end was added, else 0. */
static int one_round(long number, unsigned char **views, const long *lengths, Actions *acts) {
    long lows[4], highs[4], seen_low = 1, seen_high = 1;
    int gaps = 0;
    for (int d = 0; d < 4; d++) {
        long low = 0;
        while (low < lengths[d] && views[d][low] == WHITE) {
            low++;
        }
        lows[d] = low;
        highs[d] = lengths[d];
        seen_low += low;
        seen_high += lengths[d];
        for (long k = low + 1; k < lengths[d]; k++) {
            gaps |= views[d][k] == WHITE;
        }
    }
    if (seen_low > number) {
        return add(acts, SEES_TOO_MANY, 0, 0, 0, 0, seen_low) ? -1 : 1;
    }
    if (seen_high < number) {
        return add(acts, SEES_TOO_FEW, 0, 0, 0, 0, seen_high) ? -1 : 1;
    }
    if (seen_low == number) {
        for (int d = 0; d < 4; d++) {
            if (lows[d] < highs[d] &&
                add(acts, STOPPED, d, lows[d], lows[d] + 1, ONLY_1, number - lows[d])) {
                return -1;
            }
        }
        return 0;
    }
    long slack = seen_high - number;
    Py_ssize_t before = acts->count;
    for (int d = 0; d < 4; d++) {
        if (highs[d] - slack > lows[d] &&
            add(acts, AT_LEAST, d, lows[d], highs[d] - slack, ONLY_0, number + slack - highs[d])) {
            return -1;
        }
    }
    if (acts->count == before && gaps) {
        return exact(number, views, lows, highs, acts);
    }
    return 0;
}

static PyObject *as_tuple(const Actions *acts) {
    PyObject *tuple = PyTuple_New(acts->count);
    if (tuple == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < acts->count; i++) {
        const Action *a = &acts->items[i];
        PyObject *item =
            Py_BuildValue("(llllll)", a->kind, a->d, a->start, a->stop, a->domain, a->figure);
        if (item == NULL) {
            Py_DECREF(tuple);
            return NULL;
        }
        PyTuple_SET_ITEM(tuple, i, item);
    }
    return tuple;
}

/* The rounds of the rule on the views (changed in place) until one forces nothing or ends
 * in a dead end, each round's actions applied before the next (a shaded cell ends its
 * view): the actions as a tuple. */
static PyObject *work_out(long number, unsigned char **views, long *lengths) {
    Actions acts = {NULL, 0, 0};
    PyObject *result = NULL;
    for (;;) {
        Py_ssize_t start = acts.count;
        int status = one_round(number, views, lengths, &acts);
        if (status < 0) {
            PyErr_NoMemory();
            goto done;
        }
        if (status > 0 || acts.count == start) {
            break;
        }
        for (Py_ssize_t i = start; i < acts.count; i++) {
            const Action *a = &acts.items[i];
            if (a->domain == ONLY_1) {
                lengths[a->d] = a->start;
            } else {
                memset(views[a->d] + a->start, WHITE, (size_t)(a->stop - a->start));
            }
        }
    }
    result = as_tuple(&acts);
done:
    free(acts.items);
    return result;
}

static PyObject *closure(PyObject *self, PyObject *args) {
    long number;
    Py_buffer given[4];
    if (!PyArg_ParseTuple(args, "ly*y*y*y*", &number, &given[0], &given[1], &given[2],
                          &given[3])) {
        return NULL;
    }
    Py_ssize_t total = 0;
    for (int d = 0; d < 4; d++) {
        total += given[d].len;
    }
    unsigned char *space = malloc((size_t)total + 1);
    unsigned char *views[4];
    long lengths[4];
    PyObject *result = NULL;
    if (space == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t at = 0;
    for (int d = 0; d < 4; d++) {
        views[d] = space + at;
        memcpy(views[d], given[d].buf, (size_t)given[d].len);
        lengths[d] = (long)given[d].len;
        at += given[d].len;
    }
    result = work_out(number, views, lengths);
done:
    free(space);
    for (int d = 0; d < 4; d++) {
        PyBuffer_Release(&given[d]);
    }
    return result;
}

/* The views of one number from the store's domains (a list of ints, each a byte): each ray
 * (first cell, step, cells) up to its first shaded cell, written into `out` as the memo's
 * key (kurodoko_views.tag, then the views with a 0 between each two); their starts and
 * lengths. */
static Py_ssize_t cut_views(PyObject *domains, long number, const long *rays,
                            unsigned char *out, unsigned char **views, long *lengths) {
    Py_ssize_t size = PyList_GET_SIZE(domains);
    Py_ssize_t at = 0;
    out[at++] = (unsigned char)(number & 255);
    out[at++] = (unsigned char)((number >> 8) & 255);
    for (int d = 0; d < 4; d++) {
        if (d) {
            out[at++] = 0;
        }
        long first = rays[3 * d], step = rays[3 * d + 1], count = rays[3 * d + 2];
        views[d] = out + at;
        long seen = 0;
        for (long i = 0; i < count; i++) {
            long cell = first + i * step;
            if (cell < 0 || cell >= size) {
                break;
            }
            long domain = PyLong_AsLong(PyList_GET_ITEM(domains, cell));
            if (domain == ONLY_1 || domain < 0 || domain > 255) {
                break; /* a shaded cell ends the view (and no domain is negative or wide) */
            }
            out[at++] = (unsigned char)domain;
            seen++;
        }
        lengths[d] = seen;
    }
    return at;
}

static PyObject *sight(PyObject *self, PyObject *args) {
    long number, limit;
    PyObject *domains, *spec, *memo;
    if (!PyArg_ParseTuple(args, "O!lO!O!l", &PyList_Type, &domains, &number, &PyTuple_Type,
                          &spec, &PyDict_Type, &memo, &limit)) {
        return NULL;
    }
    PyObject *result = NULL, *key = NULL;
    unsigned char *space = NULL;
    long rays[12];
    if (PyTuple_GET_SIZE(spec) != 12) {
        PyErr_SetString(PyExc_ValueError, "a number's rays are 4 (first, step, cells)");
        goto done;
    }
    long total = 0;
    for (int i = 0; i < 12; i++) {
        rays[i] = PyLong_AsLong(PyTuple_GET_ITEM(spec, i));
        if (rays[i] == -1 && PyErr_Occurred()) {
            goto done;
        }
        if (i % 3 == 2) {
            total += rays[i] > 0 ? rays[i] : 0;
        }
    }
    space = malloc((size_t)total + 8);
    if (space == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    unsigned char *views[4];
    long lengths[4];
    Py_ssize_t used = cut_views(domains, number, rays, space, views, lengths);
    if (PyErr_Occurred()) {
        goto done;
    }
    key = PyBytes_FromStringAndSize((const char *)space, used);
    if (key == NULL) {
        goto done;
    }
    result = PyDict_GetItemWithError(memo, key);
    if (result != NULL) {
        Py_INCREF(result);
        goto done;
    }
    if (PyErr_Occurred()) {
        goto done;
    }
    result = work_out(number, views, lengths);
    if (result == NULL) {
        goto done;
    }
    if (PyDict_GET_SIZE(memo) >= limit) {
        PyDict_Clear(memo);
    }
    if (PyDict_SetItem(memo, key, result) < 0) {
        Py_CLEAR(result);
    }
done:
    Py_XDECREF(key);
    free(space);
    return result;
}

static PyMethodDef methods[] = {
    {"sight", sight, METH_VARARGS,
     "sight(domains, number, rays, memo, limit) -> tuple of actions\n\n"
     "Sight.propagate's look-up: the number's views cut from the store's domains (rays: first\n"
     "cell, step and cells of each of the four, flat), the actions remembered for them in\n"
     "`memo` (kurodoko_views.MEMO, its keys as `tag` makes them), else worked out as\n"
     "`closure` does and remembered (the memo emptied first when it holds `limit`)."},
    {"closure", closure, METH_VARARGS,
     "closure(number, up, left, right, down) -> tuple of actions\n\n"
     "kurodoko_views._closure: what the number's rule forces on its four views (bytes of\n"
     "domains up to each ray's first shaded cell), round after round until nothing more or\n"
     "a dead end."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_views_kernel",
    "Kurodoko's sight rule on one number's four views, in C (see kurodoko_views.py).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__views_kernel(void) { return PyModule_Create(&module); }
