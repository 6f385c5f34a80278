/* The learned clauses' watch loop in C: an optional accelerator for learning.ClauseRule.
 *
 * Why C: with the nonogram line solver in C, this loop was the largest single cost of a
 * long learning search (a fifth of its CPU in Python). It works on the rule's own Python
 * lists (the domains, the clauses, the watch lists, the pending literals) exactly as
 * `ClauseRule.propagate` does, step for step, and calls the store's `narrow` for every
 * literal a clause forces, so the search makes the very same moves; tests/test_clause_kernel.py
 * checks that. Genre-free like the rest of the engine.
 *
 * A literal is 2 * var + value; it is false when the variable holds the other value
 * (domain 2 - value); a clause watches its first two literals.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *running_name, *narrow_name;

/* list[index] as a C long, with the index checked; -1 with an error set on failure. */
static long item_long(PyObject *list, Py_ssize_t index) {
    if (index < 0 || index >= PyList_GET_SIZE(list)) {
        PyErr_SetString(PyExc_IndexError, "a literal or variable out of range");
        return -1;
    }
    return PyLong_AsLong(PyList_GET_ITEM(list, index));
}

/* list[index] = value, keeping the reference counts right. */
static int put(PyObject *list, Py_ssize_t index, PyObject *value) {
    Py_INCREF(value);
    return PyList_SetItem(list, index, value);
}

PyDoc_STRVAR(propagate_doc,
             "propagate(dom, clauses, watch, pending, store) -> int\n\n"
             "ClauseRule.propagate's loop: -1 when it ran dry, else the index of the clause\n"
             "whose literals are all false (pending is then cleared; the caller raises).");

static PyObject *propagate(PyObject *self, PyObject *args) {
    PyObject *dom, *clauses, *watch, *pending, *store;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O", &PyList_Type, &dom, &PyList_Type, &clauses,
                          &PyList_Type, &watch, &PyList_Type, &pending, &store)) {
        return NULL;
    }
    while (PyList_GET_SIZE(pending) > 0) {
        Py_ssize_t last = PyList_GET_SIZE(pending) - 1;
        long true_lit = PyLong_AsLong(PyList_GET_ITEM(pending, last));
        if (true_lit == -1 && PyErr_Occurred()) {
            return NULL;
        }
        if (PyList_SetSlice(pending, last, last + 1, NULL) < 0) {
            return NULL;
        }
        long false_lit = true_lit ^ 1;
        if (false_lit < 0 || false_lit >= PyList_GET_SIZE(watch)) {
            PyErr_SetString(PyExc_IndexError, "a literal out of range");
            return NULL;
        }
        PyObject *watching = PyList_GET_ITEM(watch, false_lit);
        if (!PyList_Check(watching)) {
            PyErr_SetString(PyExc_TypeError, "a watch list must be a list");
            return NULL;
        }
        if (PyList_GET_SIZE(watching) == 0) {
            continue;
        }
        Py_INCREF(watching);
        PyObject *kept = PyList_New(0);
        if (kept == NULL || put(watch, false_lit, kept) < 0) {
            Py_XDECREF(kept);
            Py_DECREF(watching);
            return NULL;
        }
        Py_ssize_t count = PyList_GET_SIZE(watching);
        for (Py_ssize_t at = 0; at < count; at++) {
            PyObject *index_object = PyList_GET_ITEM(watching, at);
            Py_ssize_t index = PyLong_AsSsize_t(index_object);
            if (index == -1 && PyErr_Occurred()) {
                goto failed;
            }
            if (index < 0 || index >= PyList_GET_SIZE(clauses) ||
                !PyList_Check(PyList_GET_ITEM(clauses, index))) {
                PyErr_SetString(PyExc_TypeError, "a watched clause must be a list");
                goto failed;
            }
            PyObject *clause = PyList_GET_ITEM(clauses, index);
            Py_ssize_t size = PyList_GET_SIZE(clause);
            if (size < 2) {
                PyErr_SetString(PyExc_ValueError, "a learned clause has two literals or more");
                goto failed;
            }
            PyObject *first = PyList_GET_ITEM(clause, 0);
            long other = PyLong_AsLong(first);
            if (other == false_lit) { /* keep the false literal second */
                PyObject *second = PyList_GET_ITEM(clause, 1);
                Py_INCREF(first);
                if (put(clause, 0, second) < 0) {
                    Py_DECREF(first);
                    goto failed;
                }
                int stored = PyList_SetItem(clause, 1, first); /* steals the reference */
                if (stored < 0) {
                    goto failed;
                }
                other = PyLong_AsLong(PyList_GET_ITEM(clause, 0));
            }
            long domain = item_long(dom, other >> 1);
            if (domain == -1 && PyErr_Occurred()) {
                goto failed;
            }
            if (domain == (other & 1) + 1) { /* satisfied by the other watch */
                if (PyList_Append(kept, index_object) < 0) {
                    goto failed;
                }
                continue;
            }
            int moved = 0;
            for (Py_ssize_t k = 2; k < size; k++) {
                PyObject *candidate = PyList_GET_ITEM(clause, k);
                long lit = PyLong_AsLong(candidate);
                long value = item_long(dom, lit >> 1);
                if (value == -1 && PyErr_Occurred()) {
                    goto failed;
                }
                if (value != 2 - (lit & 1)) { /* not false: watch it instead */
                    PyObject *watched = PyList_GET_ITEM(clause, 1);
                    Py_INCREF(candidate);
                    Py_INCREF(watched);
                    if (PyList_SetItem(clause, 1, candidate) < 0) {
                        Py_DECREF(watched);
                        goto failed;
                    }
                    if (PyList_SetItem(clause, k, watched) < 0) {
                        goto failed;
                    }
                    if (lit < 0 || lit >= PyList_GET_SIZE(watch) ||
                        PyList_Append(PyList_GET_ITEM(watch, lit), index_object) < 0) {
                        if (!PyErr_Occurred()) {
                            PyErr_SetString(PyExc_IndexError, "a literal out of range");
                        }
                        goto failed;
                    }
                    moved = 1;
                    break;
                }
            }
            if (moved) {
                continue;
            }
            if (PyList_Append(kept, index_object) < 0) {
                goto failed;
            }
            if (domain != 3) { /* both watches false: every literal is */
                for (Py_ssize_t rest = at + 1; rest < count; rest++) {
                    if (PyList_Append(kept, PyList_GET_ITEM(watching, rest)) < 0) {
                        goto failed;
                    }
                }
                Py_DECREF(kept);
                Py_DECREF(watching);
                if (PyList_SetSlice(pending, 0, PyList_GET_SIZE(pending), NULL) < 0) {
                    return NULL;
                }
                return PyLong_FromSsize_t(index);
            }
            /* the clause is the cause: store.running = -2 - index; store.narrow(...) */
            PyObject *cause = PyLong_FromSsize_t(-2 - index);
            if (cause == NULL || PyObject_SetAttr(store, running_name, cause) < 0) {
                Py_XDECREF(cause);
                goto failed;
            }
            Py_DECREF(cause);
            PyObject *var = PyLong_FromLong(other >> 1);
            PyObject *value = var ? PyLong_FromLong((other & 1) + 1) : NULL;
            PyObject *done =
                value ? PyObject_CallMethodObjArgs(store, narrow_name, var, value, NULL) : NULL;
            Py_XDECREF(var);
            Py_XDECREF(value);
            if (done == NULL) {
                goto failed;
            }
            Py_DECREF(done);
        }
        Py_DECREF(kept);
        Py_DECREF(watching);
        continue;
    failed:
        Py_DECREF(kept);
        Py_DECREF(watching);
        return NULL;
    }
    return PyLong_FromLong(-1);
}

static PyMethodDef methods[] = {
    {"propagate", propagate, METH_VARARGS, propagate_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_clause_kernel",
    "The learned clauses' watch loop in C (see engine/learning.py).", -1, methods,
};

PyMODINIT_FUNC PyInit__clause_kernel(void) {
    running_name = PyUnicode_InternFromString("running");
    narrow_name = PyUnicode_InternFromString("narrow");
    if (running_name == NULL || narrow_name == NULL) {
        return NULL;
    }
    return PyModule_Create(&module);
}
