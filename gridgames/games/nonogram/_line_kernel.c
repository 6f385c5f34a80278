/* The exact nonogram line solver in C: an optional accelerator for line.py and quick.py.
 *
 * Why C: a line solve in Python (line.py, big ints) costs 6-9 microseconds, and a
 * line-solvable board is hundreds of them plus a Python loop around each; here a solve is a
 * fraction of a microsecond and the whole fixpoint runs without returning to Python. The
 * answers are the same by definition (the cells every legal placement agrees on are one
 * set), and tests/test_line_kernel.py checks this module against the Python solver. When
 * the module was not built (no C compiler where the package was installed), line.py and
 * quick.py do everything in Python.
 *
 * The method: a line of n cells gets one more, a virtual empty cell n, and every block is
 * read as its cells followed by one empty cell, so no gap or line end needs a special case.
 * before[j][i]: cells [0, i) can hold blocks 0..j-1 exactly; after[j][i]: cells [i, n + 1)
 * can hold blocks j..k-1 exactly. A cell may be empty if some j has a free gap cell there
 * (before[j][i], after[j][i + 1]) or a block ends just before it; a cell may be filled if a
 * legal placement of some block covers it (before[j][p], its cells all may be filled,
 * after[j + 1][p + b + 1]). O(n k) steps.
 *
 * Domains are bytes: 1 empty, 2 filled, 3 either (0: no value, which nothing fits).
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../engine/compiled_rule.h"

/* Work space sized for the longest line and clue seen so far: grown, never shrunk. */
typedef struct {
    Py_ssize_t cells;   /* n + 2 */
    Py_ssize_t blocks;  /* k + 1 */
    uint8_t *before;    /* (k + 1) x (n + 2) */
    uint8_t *after;     /* (k + 1) x (n + 2) */
    int *no_fill;       /* n + 2: prefix counts of cells that may not be filled */
    int *cover;         /* n + 2: difference array of cells some block covers */
    uint8_t *may_empty; /* n + 1: cells that may be empty in some placement */
    uint8_t *answer;    /* 2 (n + 2): a solve's filled flags, then its empty ones */
    Py_ssize_t *need;   /* k + 1: cells blocks 0..j-1 take, each with its empty cell after */
    Py_ssize_t *tail;   /* k + 1: cells blocks j..k-1 take, the same way */
} Work;

static void work_free(Work *w) {
    free(w->before);
    free(w->after);
    free(w->no_fill);
    free(w->cover);
    free(w->may_empty);
    free(w->answer);
    free(w->need);
    free(w->tail);
    memset(w, 0, sizeof(*w));
}

static int work_fit(Work *w, Py_ssize_t n, Py_ssize_t k) {
    if (n + 2 <= w->cells && k + 1 <= w->blocks) {
        return 0;
    }
    Py_ssize_t cells = n + 2 > w->cells ? n + 2 : w->cells;
    Py_ssize_t blocks = k + 1 > w->blocks ? k + 1 : w->blocks;
    work_free(w);
    w->before = malloc((size_t)(cells * blocks));
    w->after = malloc((size_t)(cells * blocks));
    w->no_fill = malloc(sizeof(int) * (size_t)cells);
    w->cover = malloc(sizeof(int) * (size_t)cells);
    w->may_empty = malloc((size_t)cells);
    w->answer = malloc(2 * (size_t)cells);
    w->need = malloc(sizeof(Py_ssize_t) * (size_t)blocks);
    w->tail = malloc(sizeof(Py_ssize_t) * (size_t)blocks);
    if (!w->before || !w->after || !w->no_fill || !w->cover || !w->may_empty || !w->answer || !w->need ||
        !w->tail) {
        work_free(w);
        PyErr_NoMemory();
        return -1;
    }
    w->cells = cells;
    w->blocks = blocks;
    return 0;
}

#define MAY_FILL(s) ((s) & 2)
#define MAY_EMPTY(s) ((s) & 1)

/* Solve one line. `state` has n cells (stride apart); on return `filled[i]` / `empty[i]`
 * say whether undecided cell i is filled / empty in every placement. Returns 1 if some
 * placement fits, 0 if none does.
 *
 * Only the pairs (j, i) that a whole placement can pass through are worked out: blocks
 * 0..j-1 need need[j] cells before i and blocks j..k-1 need tail[j] from i on, so j runs
 * over an interval that slides right with i (a few blocks wide on most lines, where the
 * whole clue would be k): both tables stay 0 outside it. */
static int solve_line_dp(Work *w, const uint8_t *state, Py_ssize_t stride, Py_ssize_t n,
                         const long *clue, Py_ssize_t k, uint8_t *filled, uint8_t *empty) {
    Py_ssize_t width = n + 2, i, j;
    uint8_t *before = w->before, *after = w->after;
    int *no_fill = w->no_fill, *cover = w->cover;
    uint8_t *may_empty = w->may_empty;
    Py_ssize_t *need = w->need, *tail = w->tail;

    need[0] = 0;
    for (j = 0; j < k; j++) {
        need[j + 1] = need[j] + clue[j] + 1;
    }
    if (need[k] > n + 1) {
        return 0;
    }
    for (j = 0; j <= k; j++) {
        tail[j] = need[k] - need[j];
    }
    no_fill[0] = 0;
    for (i = 0; i < n; i++) {
        no_fill[i + 1] = no_fill[i] + !MAY_FILL(state[i * stride]);
    }
    no_fill[n + 1] = no_fill[n] + 1; /* the virtual cell is empty */
#define CAN_EMPTY(i) ((i) == n || MAY_EMPTY(state[(i) * stride]))
#define ALL_FILL(p, q) (no_fill[q] == no_fill[p])
/* The blocks a placement can have put before cell i: low..high. */
#define SPAN(i, low, high)                                 \
    do {                                                   \
        while ((high) < k && need[(high) + 1] <= (i)) {    \
            (high)++;                                      \
        }                                                  \
        while (tail[(low)] > n + 1 - (i)) {                \
            (low)++;                                       \
        }                                                  \
    } while (0)

    memset(before, 0, (size_t)((k + 1) * width));
    memset(after, 0, (size_t)((k + 1) * width));
    Py_ssize_t low = 0, high = 0;
    before[0] = 1;
    for (i = 1; i <= n + 1; i++) {
        SPAN(i, low, high);
        if (!CAN_EMPTY(i - 1)) {
            continue;
        }
        for (j = low; j <= high; j++) {
            uint8_t v = before[j * width + i - 1];
            if (!v && j > 0) {
                Py_ssize_t start = i - 1 - clue[j - 1];
                v = start >= 0 && before[(j - 1) * width + start] && ALL_FILL(start, i - 1);
            }
            before[j * width + i] = v;
        }
    }
    if (!before[k * width + n + 1]) {
        return 0;
    }
    low = k;
    high = k;
    after[k * width + n + 1] = 1;
    for (i = n; i >= 0; i--) {
        /* blocks j..k-1 from cell i on: j from the least that fits to the most allowed */
        while (low > 0 && tail[low - 1] <= n + 1 - i) {
            low--;
        }
        while (need[high] > i) {
            high--;
        }
        int gap = CAN_EMPTY(i);
        for (j = high; j >= low; j--) {
            uint8_t v = gap && after[j * width + i + 1];
            if (!v && j < k) {
                Py_ssize_t end = i + clue[j];
                v = end <= n && CAN_EMPTY(end) && ALL_FILL(i, end) &&
                    after[(j + 1) * width + end + 1];
            }
            after[j * width + i] = v;
        }
    }
    memset(cover, 0, sizeof(int) * (size_t)(n + 2));
    memset(may_empty, 0, (size_t)(n + 1));
    low = 0;
    high = 0;
    for (i = 0; i < n; i++) {
        SPAN(i, low, high);
        if (!MAY_EMPTY(state[i * stride])) {
            continue;
        }
        for (j = low; j <= high; j++) {
            if (before[j * width + i] && after[j * width + i + 1]) {
                may_empty[i] = 1;
                break;
            }
        }
    }
    for (j = 0; j < k; j++) {
        Py_ssize_t b = clue[j];
        for (i = need[j]; i <= n + 1 - tail[j]; i++) {
            if (before[j * width + i] && ALL_FILL(i, i + b) && CAN_EMPTY(i + b) &&
                after[(j + 1) * width + i + b + 1]) {
                cover[i] += 1;
                cover[i + b] -= 1;
                may_empty[i + b] = 1;
            }
        }
    }
    int covered = 0;
    for (i = 0; i < n; i++) {
        uint8_t s = state[i * stride];
        covered += cover[i];
        filled[i] = s == 3 && !may_empty[i];
        empty[i] = s == 3 && covered == 0;
    }
    return 1;
#undef CAN_EMPTY
#undef ALL_FILL
#undef SPAN
}

/* -- lines of up to 62 cells on one 64-bit word ------------------------------------------
 * The sweeps of line.py on machine words: bit i + 1 is cell i, bits 0 and n + 1 the virtual
 * empty ends. Gap j's forward reach from its seeds grows over cells that may be empty in
 * one addition (a carry runs through a run of ones exactly as far as it goes); block j may
 * start right after a reached cell where its window may all be filled and the cell after
 * it may be empty. The backward sweep is the same on the reversed line. A block start is
 * legal where both sweeps allow it, a gap cell where both reach it: O(k) word operations
 * a line, where the tables above take O(n k) byte steps. */

#define WORD_CELLS 62
#define WORD_BLOCKS 32 /* a line of 62 cells holds at most 31 blocks */

static uint64_t reversed64(uint64_t x) {
    x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
    x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
    x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
    return __builtin_bswap64(x);
}

/* Bits p where bits p .. p + length - 1 of `fill` are all set. */
static uint64_t windows64(uint64_t fill, long length) {
    uint64_t windows = fill;
    long span = 1;
    while (span < length && windows) {
        long step = span < length - span ? span : length - span;
        windows &= windows >> step;
        span += step;
    }
    return windows;
}

/* The forward sweep over `count` blocks taken from `clue` (by `order`: +1 in turn, -1
 * from the last): each gap's reach and each block's starts. 0 when nothing fits. */
static int sweep64(const long *clue, Py_ssize_t count, int backward, uint64_t fill,
                   uint64_t empty, uint64_t last, uint64_t *gaps, uint64_t *starts) {
    uint64_t seeds = 1;
    for (Py_ssize_t j = 0; j < count; j++) {
        long length = clue[backward ? count - 1 - j : j];
        uint64_t reach = (empty & ~(empty + seeds)) | seeds;
        uint64_t start = (reach << 1) & windows64(fill, length) & (empty >> length);
        gaps[j] = reach;
        starts[j] = start;
        seeds = start << length;
        if (!seeds) {
            return 0;
        }
    }
    gaps[count] = (empty & ~(empty + seeds)) | seeds;
    return (gaps[count] & last) != 0;
}

/* The cells of a line of n <= 62 cells (masks as above) that every placement fills and
 * that every placement leaves empty, among those that may be either; 0 when none fits. */
static int solve64(const long *clue, Py_ssize_t k, Py_ssize_t n, uint64_t fill, uint64_t empty,
                   uint64_t *filled, uint64_t *emptied) {
    uint64_t gaps[WORD_BLOCKS + 1], starts[WORD_BLOCKS], back_gaps[WORD_BLOCKS + 1],
        back_starts[WORD_BLOCKS];
    uint64_t last = (uint64_t)1 << (n + 1);
    int drop = 62 - (int)n; /* reversing 64 bits, then this, reverses the n + 2 */
    if (!sweep64(clue, k, 0, fill, empty, last, gaps, starts) ||
        !sweep64(clue, k, 1, reversed64(fill) >> drop, reversed64(empty) >> drop, last,
                 back_gaps, back_starts)) {
        return 0;
    }
    uint64_t may_fill = 0, may_empty = 0;
    for (Py_ssize_t j = 0; j < k; j++) {
        long length = clue[j];
        /* the backward start of block j is its last cell, reversed */
        uint64_t legal = starts[j] & ((reversed64(back_starts[k - 1 - j]) >> drop) >> (length - 1));
        uint64_t cover = legal;
        long span = 1;
        while (span < length) {
            long step = span < length - span ? span : length - span;
            cover |= cover << step;
            span += step;
        }
        may_fill |= cover;
    }
    for (Py_ssize_t j = 0; j <= k; j++) {
        may_empty |= gaps[j] & (reversed64(back_gaps[k - j]) >> drop);
    }
    uint64_t open = fill & empty;
    *filled = (open & ~may_empty) >> 1;
    *emptied = (open & ~may_fill) >> 1;
    return 1;
}

/* A line of n <= 62 cells (domains `stride` apart) as the sweeps read it: the cells that
 * may be filled, and those that may be empty with the two virtual empty ends. */
static void masks64(const uint8_t *state, Py_ssize_t stride, Py_ssize_t n, uint64_t *fill,
                    uint64_t *may_empty) {
    uint64_t filled = 0, empty = 1 | (uint64_t)2 << n;
    for (Py_ssize_t i = 0; i < n; i++) {
        uint8_t value = state[i * stride];
        filled |= (uint64_t)((value >> 1) & 1) << (i + 1);
        empty |= (uint64_t)(value & 1) << (i + 1);
    }
    *fill = filled;
    *may_empty = empty;
}

/* Solve one line (as solve_line_dp): on one word where it fits, else by the tables. */
static int solve_line(Work *w, const uint8_t *state, Py_ssize_t stride, Py_ssize_t n,
                      const long *clue, Py_ssize_t k, uint8_t *filled, uint8_t *empty) {
    if (n > WORD_CELLS || k >= WORD_BLOCKS) {
        return solve_line_dp(w, state, stride, n, clue, k, filled, empty);
    }
    uint64_t fill, may_empty, forced_fill, forced_empty;
    masks64(state, stride, n, &fill, &may_empty);
    if (!solve64(clue, k, n, fill, may_empty, &forced_fill, &forced_empty)) {
        return 0;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        filled[i] = (forced_fill >> i) & 1;
        empty[i] = (forced_empty >> i) & 1;
    }
    return 1;
}

/* A clue (a sequence of ints) as C longs; -1 on error. */
static Py_ssize_t read_clue(PyObject *clue, long **out, Py_ssize_t *room) {
    PyObject *seq = PySequence_Fast(clue, "a clue must be a sequence of ints");
    if (seq == NULL) {
        return -1;
    }
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    if (k > *room) {
        long *grown = realloc(*out, sizeof(long) * (size_t)(k + 1));
        if (grown == NULL) {
            Py_DECREF(seq);
            PyErr_NoMemory();
            return -1;
        }
        *out = grown;
        *room = k;
    }
    for (Py_ssize_t j = 0; j < k; j++) {
        long b = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, j));
        if (b == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (b < 1) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "a clue's blocks must be positive");
            return -1;
        }
        (*out)[j] = b;
    }
    Py_DECREF(seq);
    return k;
}

/* Bits i where flags[i] is set, as a Python int (bit i = cell i). */
static PyObject *bits_of(const uint8_t *flags, Py_ssize_t n) {
    if (n <= 64) {
        unsigned long long value = 0;
        for (Py_ssize_t i = 0; i < n; i++) {
            value |= (unsigned long long)(flags[i] != 0) << i;
        }
        return PyLong_FromUnsignedLongLong(value);
    }
    PyObject *result = PyLong_FromLong(0);
    for (Py_ssize_t top = ((n + 63) / 64) * 64; result != NULL && top > 0; top -= 64) {
        unsigned long long value = 0;
        for (Py_ssize_t i = top - 64; i < top && i < n; i++) {
            value |= (unsigned long long)(flags[i] != 0) << (i - (top - 64));
        }
        PyObject *shift = PyLong_FromLong(64);
        PyObject *moved = shift ? PyNumber_Lshift(result, shift) : NULL;
        Py_XDECREF(shift);
        Py_DECREF(result);
        PyObject *chunk = moved ? PyLong_FromUnsignedLongLong(value) : NULL;
        result = chunk ? PyNumber_Or(moved, chunk) : NULL;
        Py_XDECREF(moved);
        Py_XDECREF(chunk);
    }
    return result;
}

static Work shared_work;
static long *shared_clue;
static Py_ssize_t shared_clue_room;

PyDoc_STRVAR(forced_doc,
             "forced(clue, state) -> (filled, empty) | None\n\n"
             "The undecided cells of `state` (bytes: 1 empty, 2 filled, 3 either) that every\n"
             "placement of `clue` fills, and those it leaves empty, as ints (bit i = cell i);\n"
             "None when no placement fits.");

static PyObject *forced(PyObject *self, PyObject *args) {
    PyObject *clue;
    Py_buffer state;
    if (!PyArg_ParseTuple(args, "Oy*", &clue, &state)) {
        return NULL;
    }
    PyObject *result = NULL;
    Py_ssize_t n = state.len;
    Py_ssize_t k = read_clue(clue, &shared_clue, &shared_clue_room);
    if (k < 0 || work_fit(&shared_work, n, k) < 0) {
        goto done;
    }
    uint8_t *flags = shared_work.answer;
    if (!solve_line(&shared_work, state.buf, 1, n, shared_clue, k, flags, flags + n + 1)) {
        result = Py_NewRef(Py_None);
        goto done;
    }
    PyObject *filled = bits_of(flags, n);
    PyObject *empty = filled ? bits_of(flags + n + 1, n) : NULL;
    if (filled && empty) {
        result = PyTuple_Pack(2, filled, empty);
    }
    Py_XDECREF(filled);
    Py_XDECREF(empty);
done:
    PyBuffer_Release(&state);
    return result;
}

/* How many line solves between two calls of the caller's `check` (its clock or cancel). */
#define SOLVES_PER_CHECK 32

PyDoc_STRVAR(fixpoint_doc,
             "fixpoint(width, height, clues, order, domains, check) -> list[int] | None\n\n"
             "quick.line_fixpoint with the clues themselves (rows, then columns) in place\n"
             "of their solvers; `check()` is called before the first solve and every few\n"
             "solves after, and what it raises is raised.");

static PyObject *fixpoint(PyObject *self, PyObject *args) {
    Py_ssize_t width, height;
    PyObject *clues, *order, *domains, *check;
    if (!PyArg_ParseTuple(args, "nnOOOO", &width, &height, &clues, &order, &domains, &check)) {
        return NULL;
    }
    if (width < 0 || height < 0) {
        PyErr_SetString(PyExc_ValueError, "a board's sides cannot be negative");
        return NULL;
    }
    Py_ssize_t cells = width * height, lines = width + height;
    PyObject *result = NULL, *clue_seq = NULL, *order_seq = NULL, *domain_seq = NULL;
    uint8_t *rows = NULL, *columns = NULL, *queued = NULL;
    long *all_blocks = NULL;
    Py_ssize_t *first = NULL, *queue = NULL;
    Py_ssize_t longest = width > height ? width : height, most_blocks = 0;
    long *one = NULL;
    Py_ssize_t one_room = 0;
    Work work = {0};

    clue_seq = PySequence_Fast(clues, "clues must be a sequence");
    order_seq = clue_seq ? PySequence_Fast(order, "order must be a sequence") : NULL;
    domain_seq = order_seq ? PySequence_Fast(domains, "domains must be a sequence") : NULL;
    if (domain_seq == NULL) {
        goto done;
    }
    if (PySequence_Fast_GET_SIZE(clue_seq) != lines) {
        PyErr_Format(PyExc_ValueError, "%zd clues for a %zdx%zd board",
                     PySequence_Fast_GET_SIZE(clue_seq), width, height);
        goto done;
    }
    if (PySequence_Fast_GET_SIZE(domain_seq) != cells) {
        PyErr_Format(PyExc_ValueError, "%zd domains for a %zdx%zd board",
                     PySequence_Fast_GET_SIZE(domain_seq), width, height);
        goto done;
    }
    /* Every clue once, flat. */
    first = malloc(sizeof(Py_ssize_t) * (size_t)(lines + 1));
    if (first == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    first[0] = 0;
    for (Py_ssize_t line = 0; line < lines; line++) {
        Py_ssize_t k = read_clue(PySequence_Fast_GET_ITEM(clue_seq, line), &one, &one_room);
        if (k < 0) {
            goto done;
        }
        long *grown = realloc(all_blocks, sizeof(long) * (size_t)(first[line] + k + 1));
        if (grown == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        all_blocks = grown;
        memcpy(all_blocks + first[line], one, sizeof(long) * (size_t)k);
        first[line + 1] = first[line] + k;
        if (k > most_blocks) {
            most_blocks = k;
        }
    }
    rows = malloc((size_t)cells + 1);
    columns = malloc((size_t)cells + 1);
    queued = calloc((size_t)lines + 1, 1);
    queue = malloc(sizeof(Py_ssize_t) * (size_t)(lines + 1));
    if (!rows || !columns || !queued || !queue) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t cell = 0; cell < cells; cell++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(domain_seq, cell));
        if (value == -1 && PyErr_Occurred()) {
            goto done;
        }
        if (value < 0 || value > 3) {
            PyErr_Format(PyExc_ValueError, "domain %ld of cell %zd is not 0-3", value, cell);
            goto done;
        }
        rows[cell] = (uint8_t)value;
        columns[(cell % (width ? width : 1)) * height + cell / (width ? width : 1)] =
            (uint8_t)value;
    }
    /* The queue holds each line at most once: a ring of `lines` slots. */
    Py_ssize_t head = 0, size = 0;
    for (Py_ssize_t at = 0; at < PySequence_Fast_GET_SIZE(order_seq); at++) {
        Py_ssize_t line = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(order_seq, at));
        if (line == -1 && PyErr_Occurred()) {
            goto done;
        }
        if (line < 0 || line >= lines) {
            PyErr_Format(PyExc_ValueError, "line %zd is not on a %zdx%zd board", line, width,
                         height);
            goto done;
        }
        if (!queued[line]) {
            queued[line] = 1;
            queue[(head + size++) % lines] = line;
        }
    }
    if (work_fit(&work, longest, most_blocks) < 0) {
        goto done;
    }
    Py_ssize_t solves = 0;
    while (size) {
        Py_ssize_t line = queue[head];
        head = (head + 1) % lines;
        size--;
        queued[line] = 0;
        if (solves++ % SOLVES_PER_CHECK == 0) {
            PyObject *checked = PyObject_CallNoArgs(check);
            if (checked == NULL) {
                goto done;
            }
            Py_DECREF(checked);
        }
        int is_row = line < height;
        Py_ssize_t n = is_row ? width : height;
        uint8_t *state = is_row ? rows + line * width : columns + (line - height) * height;
        uint8_t *filled = work.answer, *empty = work.answer + longest + 1;
        if (!solve_line(&work, state, 1, n, all_blocks + first[line],
                        first[line + 1] - first[line], filled, empty)) {
            result = Py_NewRef(Py_None);
            goto done;
        }
        for (Py_ssize_t i = 0; i < n; i++) {
            if (!filled[i] && !empty[i]) {
                continue;
            }
            uint8_t value = filled[i] ? 2 : 1;
            Py_ssize_t crossing;
            if (is_row) { /* row `line`, column i */
                rows[line * width + i] = value;
                columns[i * height + line] = value;
                crossing = height + i;
            } else { /* column line - height, row i */
                columns[(line - height) * height + i] = value;
                rows[i * width + line - height] = value;
                crossing = i;
            }
            if (!queued[crossing]) {
                queued[crossing] = 1;
                queue[(head + size++) % lines] = crossing;
            }
        }
    }
    result = PyList_New(cells);
    for (Py_ssize_t cell = 0; result != NULL && cell < cells; cell++) {
        PyList_SET_ITEM(result, cell, PyLong_FromLong(rows[cell]));
    }
done:
    Py_XDECREF(clue_seq);
    Py_XDECREF(order_seq);
    Py_XDECREF(domain_seq);
    free(rows);
    free(columns);
    free(queued);
    free(queue);
    free(all_blocks);
    free(first);
    free(one);
    work_free(&work);
    return result;
}

/* Does some placement of `clue` fit, the line given as bitsets (bit i + 1 = cell i, bits 0
 * and n + 1 the virtual empty ends): cells that may be filled, cells that may be empty?
 * The forward sweep of line.py's `fits_masks` on one 64-bit word. */
static int fits64(const long *clue, Py_ssize_t k, uint64_t fill, uint64_t empty,
                  uint64_t last) {
    uint64_t seeds = 1;
    for (Py_ssize_t j = 0; j < k; j++) {
        long length = clue[j];
        if (length > 62) { /* longer than any line this is asked about */
            return 0;
        }
        uint64_t reach = (empty & ~(empty + seeds)) | seeds;
        uint64_t placed = (reach << 1) & windows64(fill, length) & (empty >> length);
        seeds = placed << length;
        if (!seeds) {
            return 0;
        }
    }
    return (((empty & ~(empty + seeds)) | seeds) & last) != 0;
}

/* A Python int as 64 bits; 0 with *fits cleared when it has more (or is negative). */
static uint64_t word_of(PyObject *value, int *fits) {
    uint64_t word = PyLong_AsUnsignedLongLong(value);
    if (word == (uint64_t)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        *fits = 0;
        return 0;
    }
    return word;
}

/* A reason cut down by deletion (rules.shrink): `drop` frees the candidates [start, end)
 * and says whether the reason still holds without them, `restore` puts them back. Runs
 * double while dropping works and halve when it does not. */
typedef struct Shrinker Shrinker;
struct Shrinker {
    int (*drop)(Shrinker *self, Py_ssize_t start, Py_ssize_t end);
    void (*restore)(Shrinker *self, Py_ssize_t start, Py_ssize_t end);
};

/* The indices of the candidates the reason keeps, written to `kept`; returns how many. */
static Py_ssize_t shrink_by_deletion(Shrinker *how, Py_ssize_t count, Py_ssize_t *kept) {
    Py_ssize_t start = 0, run = 1, many = 0;
    while (start < count) {
        Py_ssize_t end = start + run < count ? start + run : count;
        if (how->drop(how, start, end)) {
            start += run;
            run *= 2;
            continue;
        }
        how->restore(how, start, end);
        if (run > 1) {
            run /= 2;
            continue;
        }
        kept[many++] = start;
        start += 1;
    }
    return many;
}

/* rules.shrink_bits on one 64-bit word: the line as the forward sweep reads it, each
 * candidate a cell's bit; `no_fill` / `no_empty` keep all but the bits taken away before
 * each test. */
typedef struct {
    Shrinker how;
    const long *clue;
    Py_ssize_t k;
    uint64_t fill, empty, filled, emptied, no_fill, no_empty, last, chunk;
    const uint64_t *words;
} WordShrinker;

static int word_drop(Shrinker *how, Py_ssize_t start, Py_ssize_t end) {
    WordShrinker *w = (WordShrinker *)how;
    uint64_t chunk = 0;
    for (Py_ssize_t i = start; i < end; i++) {
        chunk |= w->words[i];
    }
    w->chunk = chunk;
    w->fill |= chunk;
    w->empty |= chunk;
    return !fits64(w->clue, w->k, w->fill & w->no_fill, w->empty & w->no_empty, w->last);
}

static void word_restore(Shrinker *how, Py_ssize_t start, Py_ssize_t end) {
    WordShrinker *w = (WordShrinker *)how;
    (void)start;
    (void)end;
    w->fill &= ~(w->chunk & w->emptied);
    w->empty &= ~(w->chunk & w->filled);
}

static Py_ssize_t shrink64(const long *clue, Py_ssize_t k, Py_ssize_t length, uint64_t fill,
                           uint64_t empty, const uint64_t *words, Py_ssize_t count,
                           uint64_t filled, uint64_t emptied, uint64_t no_fill,
                           uint64_t no_empty, Py_ssize_t *kept) {
    WordShrinker w = {{word_drop, word_restore}, clue, k, fill, empty, filled, emptied,
                      no_fill, no_empty, (uint64_t)1 << (length + 1), 0, words};
    return shrink_by_deletion(&w.how, count, kept);
}

PyDoc_STRVAR(shrink_doc,
             "shrink(clue, length, fill, empty, bits, filled, emptied, no_fill, no_empty)\n"
             "    -> list[int] | None\n\n"
             "rules.shrink_bits with the line solver's forward sweep for `fits`, on lines of up\n"
             "to 62 cells (their bitsets fit one 64-bit word with the two virtual ends); None\n"
             "for a longer line, which the caller shrinks in Python. `no_fill` / `no_empty`\n"
             "are the bits taken away before each test (shrink_bits' `test`).");

static PyObject *shrink(PyObject *self, PyObject *args) {
    PyObject *clue, *fill_in, *empty_in, *bits, *filled_in, *emptied_in, *no_fill_in,
        *no_empty_in;
    Py_ssize_t length;
    if (!PyArg_ParseTuple(args, "OnOOOOOOO", &clue, &length, &fill_in, &empty_in, &bits,
                          &filled_in, &emptied_in, &no_fill_in, &no_empty_in)) {
        return NULL;
    }
    if (length < 0 || length > 62) {
        Py_RETURN_NONE;
    }
    int fits = 1;
    uint64_t fill = word_of(fill_in, &fits), empty = word_of(empty_in, &fits);
    uint64_t filled = word_of(filled_in, &fits), emptied = word_of(emptied_in, &fits);
    uint64_t no_fill = ~word_of(no_fill_in, &fits), no_empty = ~word_of(no_empty_in, &fits);
    if (!fits) {
        Py_RETURN_NONE;
    }
    Py_ssize_t k = read_clue(clue, &shared_clue, &shared_clue_room);
    if (k < 0) {
        return NULL;
    }
    PyObject *seq = PySequence_Fast(bits, "bits must be a sequence of ints");
    if (seq == NULL) {
        return NULL;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    uint64_t *words = malloc(sizeof(uint64_t) * (size_t)(count + 1));
    PyObject *kept = words ? PyList_New(0) : PyErr_NoMemory();
    for (Py_ssize_t i = 0; kept != NULL && i < count; i++) {
        words[i] = word_of(PySequence_Fast_GET_ITEM(seq, i), &fits);
    }
    if (kept == NULL || !fits) {
        Py_XDECREF(kept);
        Py_DECREF(seq);
        free(words);
        if (kept != NULL) {
            Py_RETURN_NONE;
        }
        return NULL;
    }
    Py_ssize_t *found = malloc(sizeof(Py_ssize_t) * (size_t)(count + 1));
    Py_ssize_t many = found ? shrink64(shared_clue, k, length, fill, empty, words, count, filled,
                                       emptied, no_fill, no_empty, found)
                            : -1;
    if (many < 0) {
        Py_CLEAR(kept);
        PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; kept != NULL && i < many; i++) {
        PyObject *index = PyLong_FromSsize_t(found[i]);
        if (index == NULL || PyList_Append(kept, index) < 0) {
            Py_XDECREF(index);
            Py_CLEAR(kept);
            break;
        }
        Py_DECREF(index);
    }
    free(found);
    Py_DECREF(seq);
    free(words);
    return kept;
}

/* -- colour lines --------------------------------------------------------------------
 * A colour clue is (length, colour) blocks; a cell's domain a bitset, bit 0 background,
 * bit c colour c (colours 1-7 here: wider domains are left to colour_line.py). Blocks of
 * the same colour need a background cell between them, blocks of different colours may
 * touch, so each table has two states: ended[j][i], cells [0, i) hold blocks 0..j-1 and
 * end in background (or are empty); closed[j][i], the same but block j-1 ends at cell i - 1.
 * From the other end: open_bg[j][i], cells [i, n) hold blocks j..k-1 and cell i is
 * background (or i = n and j = k); open_block[j][i], block j starts at cell i. A value is
 * allowed where some whole placement gives it. O(n k) steps, as colour_line.py's sweeps. */

typedef struct {
    Py_ssize_t size; /* bytes held by `memory` */
    uint8_t *memory;
} ColourWork;

static ColourWork colour_work;

static PyObject *colour_narrowings(PyObject *self, PyObject *args) {
    PyObject *clue_in, *state_in;
    if (!PyArg_ParseTuple(args, "OO", &clue_in, &state_in)) {
        return NULL;
    }
    PyObject *clue = PySequence_Fast(clue_in, "a colour clue must be a sequence of blocks");
    if (clue == NULL) {
        return NULL;
    }
    PyObject *state = PySequence_Fast(state_in, "a line state must be a sequence of domains");
    if (state == NULL) {
        Py_DECREF(clue);
        return NULL;
    }
    PyObject *result = NULL;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(clue), n = PySequence_Fast_GET_SIZE(state);
    Py_ssize_t width = n + 1, i, j;
    /* Room: lengths and colours (2k longs), domains (n), allowed (n), four tables
     * (k + 1) x (n + 1), runs per colour 8 x (n + 1) ints, cover per colour 8 x (n + 1) ints. */
    Py_ssize_t need = (Py_ssize_t)sizeof(long) * 2 * (k + 1) + 2 * (n + 1) +
                      4 * (k + 1) * width + 2 * (Py_ssize_t)sizeof(int) * 8 * width + 64;
    if (need > colour_work.size) {
        uint8_t *grown = realloc(colour_work.memory, (size_t)need);
        if (grown == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        colour_work.memory = grown;
        colour_work.size = need;
    }
    long *lengths = (long *)colour_work.memory, *colours = lengths + (k + 1);
    int *runs = (int *)(colours + (k + 1)), *cover = runs + 8 * width;
    uint8_t *domain = (uint8_t *)(cover + 8 * width), *allowed = domain + (n + 1);
    uint8_t *ended = allowed + (n + 1), *closed = ended + (k + 1) * width;
    uint8_t *open_bg = closed + (k + 1) * width, *open_block = open_bg + (k + 1) * width;
    for (j = 0; j < k; j++) {
        PyObject *block = PySequence_Fast_GET_ITEM(clue, j);
        if (!PyTuple_Check(block) || PyTuple_GET_SIZE(block) != 2) {
            PyErr_SetString(PyExc_ValueError, "a colour block is (length, colour)");
            goto done;
        }
        lengths[j] = PyLong_AsLong(PyTuple_GET_ITEM(block, 0));
        colours[j] = PyLong_AsLong(PyTuple_GET_ITEM(block, 1));
        if (PyErr_Occurred()) {
            goto done;
        }
        if (colours[j] < 1 || colours[j] > 7 || lengths[j] < 1) {
            result = Py_NewRef(Py_NotImplemented);
            goto done;
        }
    }
    for (i = 0; i < n; i++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(state, i));
        if (value == -1 && PyErr_Occurred()) {
            goto done;
        }
        if (value < 0 || value > 255) {
            result = Py_NewRef(Py_NotImplemented);
            goto done;
        }
        domain[i] = (uint8_t)value;
    }
    /* runs[c][i]: how many cells just before i may all be colour c (the clue's colours) */
    int present = 0;
    for (j = 0; j < k; j++) {
        present |= 1 << colours[j];
    }
    for (int c = 1; c < 8; c++) {
        if (!(present >> c & 1)) {
            continue;
        }
        int *run = runs + c * width;
        run[0] = 0;
        for (i = 0; i < n; i++) {
            run[i + 1] = (domain[i] >> c & 1) ? run[i] + 1 : 0;
        }
    }
#define FITS(j, end) (runs[colours[j] * width + (end)] >= lengths[j])
#define MAY_BG(i) (domain[i] & 1)
    memset(ended, 0, (size_t)(4 * (k + 1) * width));
    ended[0] = 1;
    for (i = 1; i <= n; i++) {
        for (j = 0; j <= k; j++) {
            ended[j * width + i] =
                MAY_BG(i - 1) && (ended[j * width + i - 1] || closed[j * width + i - 1]);
            if (j >= 1) {
                Py_ssize_t start = i - lengths[j - 1];
                closed[j * width + i] =
                    start >= 0 && FITS(j - 1, i) &&
                    (ended[(j - 1) * width + start] ||
                     (j >= 2 && closed[(j - 1) * width + start] && colours[j - 2] != colours[j - 1]));
            }
        }
    }
    if (!(ended[k * width + n] || closed[k * width + n])) {
        result = Py_NewRef(Py_None);
        goto done;
    }
    open_bg[k * width + n] = 1;
    for (i = n - 1; i >= 0; i--) {
        for (j = k; j >= 0; j--) {
            open_bg[j * width + i] =
                MAY_BG(i) && (open_bg[j * width + i + 1] || open_block[j * width + i + 1]);
            if (j < k) {
                Py_ssize_t end = i + lengths[j];
                open_block[j * width + i] =
                    end <= n && FITS(j, end) &&
                    (open_bg[(j + 1) * width + end] ||
                     (j + 1 < k && open_block[(j + 1) * width + end] && colours[j + 1] != colours[j]));
            }
        }
    }
    memset(cover, 0, sizeof(int) * 8 * (size_t)width);
    memset(allowed, 0, (size_t)n);
    for (i = 0; i < n; i++) {
        if (!MAY_BG(i)) {
            continue;
        }
        for (j = 0; j <= k; j++) {
            if ((ended[j * width + i] || closed[j * width + i]) && open_bg[j * width + i]) {
                allowed[i] = 1;
                break;
            }
        }
    }
    for (j = 0; j < k; j++) {
        long b = lengths[j], c = colours[j];
        for (i = 0; i + b <= n; i++) {
            Py_ssize_t end = i + b;
            if (FITS(j, end) &&
                (ended[j * width + i] ||
                 (j >= 1 && closed[j * width + i] && colours[j - 1] != c)) &&
                (open_bg[(j + 1) * width + end] ||
                 (j + 1 < k && open_block[(j + 1) * width + end] && colours[j + 1] != c))) {
                cover[c * width + i] += 1;
                cover[c * width + end] -= 1;
            }
        }
    }
    for (int c = 1; c < 8; c++) {
        if (!(present >> c & 1)) {
            continue;
        }
        int covered = 0, *diff = cover + c * width;
        for (i = 0; i < n; i++) {
            covered += diff[i];
            if (covered) {
                allowed[i] |= (uint8_t)(1 << c);
            }
        }
    }
#undef FITS
#undef MAY_BG
    Py_ssize_t lost = 0;
    for (i = 0; i < n; i++) {
        lost += (domain[i] & allowed[i]) != domain[i];
    }
    result = PyTuple_New(lost);
    for (i = 0, lost = 0; result != NULL && i < n; i++) {
        uint8_t kept = domain[i] & allowed[i];
        if (kept == domain[i]) {
            continue;
        }
        PyObject *pair = Py_BuildValue("(ni)", i, (int)kept);
        if (pair == NULL) {
            Py_CLEAR(result);
            break;
        }
        PyTuple_SET_ITEM(result, lost++, pair);
    }
done:
    Py_DECREF(clue);
    Py_DECREF(state);
    return result;
}

/* -- the line rule for the compiled learning search (engine/compiled_rule.h) ---------- */

/* A line's answers on one word, by state: a search asks the same line the same question
 * again and again (a row woken by a column change that told it nothing new), and a hit is
 * a hash and a compare where a solve is two sweeps. Direct-mapped: a new state takes its
 * slot. */
#define MEMO_BITS 8
typedef struct {
    uint64_t fill, empty;       /* the state: 0, 0 for an empty slot (no line state has it) */
    uint64_t filled, emptied;   /* the answer */
    int fits;
} LineMemo;

typedef struct {
    GGRule rule; /* first: the engine sees only this */
    Py_ssize_t k;
    long *clue;
    uint8_t *flags; /* 2 (n + 1): a solve's filled flags, then its empty ones */
    uint64_t *words;
    Py_ssize_t *kept;
    uint8_t *may; /* 3 n: explanations of a long line, a cell's values and a test state */
    LineMemo *memo; /* the last answers on one word, by line state */
} LineRule;

/* rules.LineRule.propagate: the cells every placement fills (in order along the line),
 * then those it leaves empty. */
static int line_propagate(GGRule *rule, const uint8_t *state, int *at, uint8_t *domain) {
    LineRule *line = (LineRule *)rule;
    Py_ssize_t n = rule->size;
    int count = 0;
    if (n <= WORD_CELLS && line->k < WORD_BLOCKS) { /* on one word, the bits read directly */
        uint64_t fill, may_empty, filled, emptied;
        masks64(state, 1, n, &fill, &may_empty);
        LineMemo *memo = line->memo;
        if (memo != NULL) {
            uint64_t hash = (fill * 0x9E3779B97F4A7C15ULL) ^ (may_empty * 0xC2B2AE3D27D4EB4FULL);
            memo += hash >> (64 - MEMO_BITS);
            if (memo->fill != fill || memo->empty != may_empty) {
                memo->fill = fill;
                memo->empty = may_empty;
                memo->fits = solve64(line->clue, line->k, n, fill, may_empty, &memo->filled,
                                     &memo->emptied);
            }
            if (!memo->fits) {
                return -1;
            }
            filled = memo->filled;
            emptied = memo->emptied;
        } else if (!solve64(line->clue, line->k, n, fill, may_empty, &filled, &emptied)) {
            return -1;
        }
        for (; filled; filled &= filled - 1) {
            at[count] = __builtin_ctzll(filled);
            domain[count++] = 2;
        }
        for (; emptied; emptied &= emptied - 1) {
            at[count] = __builtin_ctzll(emptied);
            domain[count++] = 1;
        }
        return count;
    }
    if (work_fit(&shared_work, n, line->k) < 0) {
        PyErr_Clear();
        return -2;
    }
    uint8_t *filled = line->flags, *empty = line->flags + n + 1;
    if (!solve_line_dp(&shared_work, state, 1, n, line->clue, line->k, filled, empty)) {
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (filled[i]) {
            at[count] = (int)i;
            domain[count++] = 2;
        }
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (empty[i]) {
            at[count] = (int)i;
            domain[count++] = 1;
        }
    }
    return count;
}

/* rules.LineRule.explain on its bitsets (bit i + 1 = cell i): the decided cells that keep
 * the target's other value (or every placement) from fitting. */
static int line_explain_long(LineRule *line, const uint8_t *state, const int *order, int count,
                             int target, uint8_t no_value, int *kept);

static int line_explain(GGRule *rule, const uint8_t *state, const int *order, int count,
                        int target, uint8_t target_domain, int *kept) {
    LineRule *line = (LineRule *)rule;
    Py_ssize_t n = rule->size;
    uint64_t filled = 0, empty = 0;
    uint8_t no_value = 0; /* the value taken from the target before each test */
    if (target >= 0 && state[target] == 3) {
        no_value = target_domain == 2 ? 2 : 1;
    }
    if (n > 62) {
        return line_explain_long(line, state, order, count, target, no_value, kept);
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (state[i] == 2) {
            filled |= (uint64_t)2 << i;
        } else if (state[i] == 1) {
            empty |= (uint64_t)2 << i;
        }
    }
    uint64_t bit = target < 0 ? 0 : (uint64_t)2 << target;
    uint64_t no_fill = no_value == 2 ? bit : 0, no_empty = no_value == 1 ? bit : 0;
    uint64_t cells = (((uint64_t)1 << n) - 1) << 1, edges = 1 | (uint64_t)2 << n;
    for (int i = 0; i < count; i++) {
        line->words[i] = (uint64_t)2 << order[i];
    }
    Py_ssize_t many = shrink64(line->clue, line->k, n, cells & ~empty, (cells & ~filled) | edges,
                               line->words, count, filled, empty, ~no_fill, ~no_empty,
                               line->kept);
    for (Py_ssize_t i = 0; i < many; i++) {
        kept[i] = (int)line->kept[i];
    }
    return (int)many;
}

/* line_explain for lines too long for one word: the same deletions (rules.shrink_bits),
 * each test a line solve of the state they leave. */
/* rules.shrink_bits' deletions for a line too long for one word: each test a line solve
 * of the state the dropped cells leave. */
typedef struct {
    Shrinker how;
    LineRule *line;
    const uint8_t *state;
    const int *order;
    int target;
    uint8_t no_value;
} ByteShrinker;

static int byte_drop(Shrinker *how, Py_ssize_t start, Py_ssize_t end) {
    ByteShrinker *b = (ByteShrinker *)how;
    LineRule *line = b->line;
    Py_ssize_t n = line->rule.size;
    uint8_t *may = line->may, *test = line->may + n;
    for (Py_ssize_t i = start; i < end; i++) {
        may[b->order[i]] = 3;
    }
    memcpy(test, may, (size_t)n);
    if (b->target >= 0) {
        test[b->target] &= (uint8_t)~b->no_value;
    }
    return !solve_line(&shared_work, test, 1, n, line->clue, line->k, line->flags,
                       line->flags + n + 1);
}

static void byte_restore(Shrinker *how, Py_ssize_t start, Py_ssize_t end) {
    ByteShrinker *b = (ByteShrinker *)how;
    for (Py_ssize_t i = start; i < end; i++) {
        b->line->may[b->order[i]] = b->state[b->order[i]];
    }
}

static int line_explain_long(LineRule *line, const uint8_t *state, const int *order, int count,
                             int target, uint8_t no_value, int *kept) {
    Py_ssize_t n = line->rule.size;
    if (work_fit(&shared_work, n, line->k) < 0) {
        PyErr_Clear();
        return -1;
    }
    memcpy(line->may, state, (size_t)n); /* a decided cell's value; 3 for the rest */
    ByteShrinker b = {{byte_drop, byte_restore}, line, state, order, target, no_value};
    Py_ssize_t many = shrink_by_deletion(&b.how, count, line->kept);
    for (Py_ssize_t i = 0; i < many; i++) {
        kept[i] = (int)line->kept[i];
    }
    return (int)many;
}

static void line_rule_free(PyObject *capsule) {
    LineRule *line = PyCapsule_GetPointer(capsule, GG_RULE_CAPSULE);
    if (line != NULL) {
        free(line->clue);
        free(line->flags);
        free(line->words);
        free(line->kept);
        free(line->may);
        free(line->memo);
        free(line);
    }
}

PyDoc_STRVAR(line_rule_doc,
             "line_rule(clue, length) -> capsule | None\n\n"
             "The line rule for engine/_search_kernel.c (engine/compiled_rule.h): its line\n"
             "solve and its explanations (on one 64-bit word up to 62 cells, by line solves\n"
             "beyond); None for an empty line.");

static PyObject *line_rule(PyObject *self, PyObject *args) {
    PyObject *clue;
    Py_ssize_t length;
    if (!PyArg_ParseTuple(args, "On", &clue, &length)) {
        return NULL;
    }
    if (length < 1 || length > (1 << 24)) {
        Py_RETURN_NONE;
    }
    LineRule *line = calloc(1, sizeof(LineRule));
    Py_ssize_t room = 0;
    if (line == NULL) {
        return PyErr_NoMemory();
    }
    line->k = read_clue(clue, &line->clue, &room);
    line->flags = malloc(2 * (size_t)(length + 1));
    line->words = malloc(sizeof(uint64_t) * (size_t)(length + 1));
    line->kept = malloc(sizeof(Py_ssize_t) * (size_t)(length + 1));
    line->may = malloc(3 * (size_t)(length + 1));
    if (length <= WORD_CELLS) { /* without it (no memory), each question is solved */
        line->memo = calloc((size_t)1 << MEMO_BITS, sizeof(LineMemo));
    }
    PyObject *capsule = NULL;
    if (line->k >= 0 &&
        (line->flags == NULL || line->words == NULL || line->kept == NULL || line->may == NULL)) {
        PyErr_NoMemory();
    } else if (line->k >= 0) {
        line->rule.size = (int)length;
        line->rule.propagate = line_propagate;
        line->rule.explain = line_explain;
        capsule = PyCapsule_New(line, GG_RULE_CAPSULE, line_rule_free);
    }
    if (capsule == NULL) {
        free(line->clue);
        free(line->flags);
        free(line->words);
        free(line->kept);
        free(line->may);
        free(line->memo);
        free(line);
    }
    return capsule;
}

static PyMethodDef methods[] = {
    {"line_rule", line_rule, METH_VARARGS, line_rule_doc},
    {"forced", forced, METH_VARARGS, forced_doc},
    {"fixpoint", fixpoint, METH_VARARGS, fixpoint_doc},
    {"shrink", shrink, METH_VARARGS, shrink_doc},
    {"colour_narrowings", colour_narrowings, METH_VARARGS,
     "colour_narrowings(clue, state) -> tuple[(cell, domain), ...] | None | NotImplemented\n\n"
     "colour_line.ColourLineSolver's `solve` without the cache: the cells that lose a value\n"
     "with their narrowed domains; None when nothing fits; NotImplemented for colours over 7\n"
     "(domains wider than a byte), which colour_line.py solves itself."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_line_kernel",
    "The exact nonogram line solver and line fixpoint in C (see line.py, quick.py).", -1,
    methods,
};

PyMODINIT_FUNC PyInit__line_kernel(void) { return PyModule_Create(&module); }
