#!/usr/bin/env bash
# Mutation testing of the core (issue 20; docs/mutation.md has the last scores).
#
#   .venv/bin/pip install -e '.[test,mutation]'
#   tools/mutate.sh                 # every group below, one after the other
#   tools/mutate.sh engine formats  # only these groups
#
# Not part of CI: it plants one bug at a time (mutmut) and runs the tests that reach it,
# which takes minutes per group. Each group runs in a copy of the working tree under
# .mutation/<group>/ (the sources are never touched), niced, with WORKERS workers (default
# 1: the machine is shared), and only the tests listed for the group: mutmut then runs, for
# each mutant, just those of them that execute the mutated function. The summary line of
# each group goes to .mutation/summary.txt, its surviving mutants to .mutation/<group>.txt
# (`cd .mutation/<group> && ../../.venv/bin/mutmut show NAME` shows one as a diff), and
# `python tools/mutation_recheck.py GROUP TESTS...` runs them again against new tests.
# NICE (default 15) is the niceness the run gets. MUTANTS (space-separated names or globs,
# e.g. 'gridgames.engine.store.xǁStoreǁschedule*') limits the run to those mutants: after a
# change to a few functions of a group already run, only theirs need running again.
#
# The whole script is one function, main, called on the last line: bash reads a script as it
# runs it, so a script edited or rebased during a run (hours long) would otherwise have its end
# read from the new text. A function is parsed whole before it runs. (The body is left
# unindented so that the group lists below stay easy to edit and to merge.)
main() {
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=${PYTHON:-$root/.venv/bin/python}
workers=${WORKERS:-1}

# group -> the files mutated (globs) | the tests run against them
declare -gA MUTATE TESTS
# Tests that start another interpreter (the command line's) are left out: mutmut's bugs
# live in this process only. So are the slowest sweeps (hypothesis round trips of every
# format, replays of every built-in puzzle), which cost a minute per surviving mutant.
MUTATE[engine]="gridgames/engine/bits.py gridgames/engine/store.py gridgames/engine/probing.py
  gridgames/engine/search.py gridgames/engine/hint.py gridgames/engine/model.py
  gridgames/engine/propagator.py gridgames/engine/budget.py gridgames/engine/step.py"
TESTS[engine]="tests/test_engine.py tests/test_engine_deferred.py tests/test_engine_hint.py
  tests/test_engine_probing.py tests/test_engine_replay.py tests/test_shikaku_solve.py
  tests/test_nonogram_summing.py tests/test_fillgrid_rules.py tests/test_engine_words.py
  tests/test_engine_choose.py tests/test_engine_bits.py tests/test_engine_build_budget.py
  tests/test_hint_simplest.py tests/test_engine_search_story.py tests/test_engine_budget_clock.py
  tests/test_engine_hint_chain.py"
# The engine's modules outside `engine` and `learning`: the change feed rules' views follow,
# the node's settle-and-choose both searches share, sentences, statuses and exceptions.
MUTATE[engine-rest]="gridgames/engine/changes.py gridgames/engine/node.py
  gridgames/engine/sentence.py gridgames/engine/status.py gridgames/engine/errors.py"
TESTS[engine-rest]="tests/test_engine_sentence.py tests/test_engine_node.py tests/test_change_feed.py
  tests/test_engine_choose.py
  tests/test_engine.py tests/test_engine_words.py tests/test_engine_probing.py
  tests/test_engine_search_story.py tests/test_engine_deferred.py tests/test_engine_budget_clock.py"
MUTATE[learning]="gridgames/engine/learning.py gridgames/engine/replay.py"
TESTS[learning]="tests/test_engine_learning.py tests/test_engine_replay.py tests/test_hint_bridge.py
  tests/test_engine_learning_reasons.py tests/test_engine_learning_clauses.py
  tests/test_engine_learning_report.py tests/test_nonogram_block_starts.py"
MUTATE[shikaku]="gridgames/games/shikaku/rules.py gridgames/games/shikaku/checker.py
  gridgames/games/shikaku/candidates.py"
TESTS[shikaku]="tests/test_checkers.py tests/test_shikaku_candidates.py tests/test_shikaku_solve.py
  tests/test_shikaku_explain.py tests/test_shikaku_coverage.py tests/test_shikaku_incremental.py
  tests/test_shikaku_overlap.py tests/test_shikaku_describe.py tests/test_shikaku_near.py"
MUTATE[nonogram]="gridgames/games/nonogram/rules.py gridgames/games/nonogram/checker.py
  gridgames/games/nonogram/line.py gridgames/games/nonogram/summing.py
  gridgames/games/nonogram/weighted.py gridgames/games/nonogram/order.py"
TESTS[nonogram]="tests/test_checkers.py tests/test_nonogram_line.py tests/test_nonogram_solve.py
  tests/test_nonogram_summing.py tests/test_nonogram_rule_words.py
  tests/test_nonogram_counting_oracle.py tests/test_nonogram_block_starts.py"
# The colour rules (the colour checker is in `checkers`), with the colour tests that reach
# them in this process and run in seconds (not the window tests, nor the generator's).
MUTATE[nonogram-colour]="gridgames/games/nonogram/colour_rules.py
  gridgames/games/nonogram/colour_line.py"
TESTS[nonogram-colour]="tests/test_colour_line.py tests/test_colour_nonogram.py
  tests/test_play_colour.py tests/test_colour_rule_words.py"
MUTATE[fillgrid]="gridgames/games/fillgrid/rules.py gridgames/games/fillgrid/checker.py
  gridgames/games/fillgrid/hitori.py gridgames/games/fillgrid/kurodoko.py
  gridgames/games/fillgrid/connectivity.py gridgames/games/fillgrid/branching.py"
TESTS[fillgrid]="tests/test_checkers.py tests/test_fillgrid_rules.py tests/test_fillgrid_solve.py
  tests/test_fillgrid_rule_words.py tests/test_fillgrid_rule_steps.py tests/test_kurodoko_room.py"
# The fill-grid modules the rules stand on: the board's views, whole-board bit sets, and
# what a Kurodoko number forces on its four views.
MUTATE[fillgrid-views]="gridgames/games/fillgrid/kurodoko_views.py gridgames/games/fillgrid/board.py
  gridgames/games/fillgrid/bitboard.py"
TESTS[fillgrid-views]="tests/test_fillgrid_rules.py tests/test_fillgrid_solve.py
  tests/test_fillgrid_rule_words.py tests/test_fillgrid_rule_steps.py tests/test_kurodoko_room.py
  tests/test_kurodoko_sight.py tests/test_kurodoko_reach.py tests/test_change_feed.py
  tests/test_fillgrid_board_words.py tests/test_fillgrid_bitboard.py"
MUTATE[checkers]="gridgames/games/shikaku/checker.py gridgames/games/nonogram/checker.py
  gridgames/games/fillgrid/checker.py gridgames/games/shikaku/candidates.py
  gridgames/games/nonogram/colour_checker.py"
TESTS[checkers]="tests/test_checkers.py tests/test_shikaku_candidates.py tests/test_colour_checker.py"
MUTATE[formats]="gridgames/formats/*"
TESTS[formats]="tests/formats tests/test_tatham_ids.py tests/test_puzzlink.py
  tests/test_puzzlink_nonogram.py tests/test_export.py tests/test_designer_draft_files.py"
MUTATE[progress]="gridgames/progress/*"
TESTS[progress]="tests/test_progress_store.py tests/test_progress_kill.py
  tests/test_progress_two_connections.py tests/test_progress_details.py
  tests/test_progress_damage.py tests/test_progress_salvage.py tests/test_progress_opening.py
  tests/test_progress_open_faults.py tests/test_progress_statistics.py"
# The real-files sweep of tests/test_export.py (every puzzle file of puzzles/ and ../shared, 232,
# through every writable format) was most of a formats mutant's cost (58-69% of the tests'
# time): the formats parts run it on one or two files of each kind of puzzles/ (a -k expression,
# without spaces so that it stays one word), and `tools/mutation_recheck.py GROUP
# tests/test_export.py` runs the survivors against the whole sweep afterwards.
SWEEP_SAMPLE="-knot(test_real_files_round_trip_through_every_writable_format)"
for sample in generated-colour/colour-10x10-hard-1.gg generated-colour/colour-20x20-expert-1.gg \
    generated-hitori/hitori-10x10-easy-1.gg generated-kurodoko/kurodoko-10x10-easy-1.gg \
    generated-nonogram/nonogram-10x10-easy-1.gg generated-shikaku/shikaku-10x10-easy-1.gg \
    gnonograms-cc-by-sa/blender.non mit-samples/pycsp3-grid01-10x10.gg qnonograms-gpl/100.non \
    seeds/seed000-shikaku-12x12.gg webpbn-cc-by/1.non webpbn-cc-by-sa/26167.non; do
    SWEEP_SAMPLE+="or($sample)"
done
# The formats group by codec family (each a fraction of the whole group's 5,571 mutants, with
# only the tests of its codecs: a whole formats run outlasts a session on the shared machine).
MUTATE[formats-text]="gridgames/formats/gg.py gridgames/formats/non.py
  gridgames/formats/seedformats.py gridgames/formats/common.py gridgames/formats/detect.py
  gridgames/formats/export.py"
TESTS[formats-text]="tests/formats/test_gg.py tests/formats/test_non.py
  tests/formats/test_seedformats.py tests/formats/test_detect.py tests/test_export.py
  tests/test_designer_draft_files.py $SWEEP_SAMPLE"
MUTATE[formats-xml]="gridgames/formats/webpbn.py gridgames/formats/webpbn_colour.py
  gridgames/formats/webpbn_write.py gridgames/formats/olsak.py"
TESTS[formats-xml]="tests/formats/test_webpbn.py tests/formats/test_colour_formats.py
  tests/formats/test_webpbn_colour_errors.py tests/test_export.py $SWEEP_SAMPLE"
MUTATE[formats-ids]="gridgames/formats/tatham.py gridgames/formats/puzzlink.py
  gridgames/formats/puzzlink_nonogram.py"
TESTS[formats-ids]="tests/test_tatham_ids.py tests/test_puzzlink.py tests/test_puzzlink_nonogram.py
  tests/test_export.py $SWEEP_SAMPLE"
GROUPS_IN_ORDER="checkers engine engine-rest learning shikaku nonogram nonogram-colour fillgrid fillgrid-views formats progress"
# (formats-text, formats-xml and formats-ids are named on the command line: formats holds them)

toml_list() {  # words -> ["a", "b"]
    local out="" word
    for word in "$@"; do out+="${out:+, }\"$word\""; done
    printf '[%s]' "$out"
}

run_group() {
    local group=$1 work=$root/.mutation/$1
    if [[ -z ${MUTATE[$group]:-} ]]; then
        echo "unknown group '$group' (groups: $GROUPS_IN_ORDER)" >&2
        return 2
    fi
    rm -rf "$work"
    mkdir -p "$work"
    # The working tree as it is (tracked and new files, not ignored ones).
    git ls-files -z --cached --others --exclude-standard \
        | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$work"
    # Tests find the shared data beside the checkout's root: so they do beside the copy's.
    if [[ -d $root/../shared ]]; then ln -s "$root/../shared" "$work/shared"; fi
    # shellcheck disable=SC2086  # word splitting of the lists is wanted
    cat >>"$work/pyproject.toml" <<EOF

[tool.mutmut]
source_paths = ["gridgames/"]
only_mutate = $(toml_list ${MUTATE[$group]})
pytest_add_cli_args_test_selection = $(toml_list ${TESTS[$group]})
pytest_add_cli_args = ["-p", "no:cacheprovider"]
also_copy = ["puzzles/", "benchmarks/", "resources/"]
# A mutant that makes a search run away is stopped at 5x the tests' time (default 15x).
timeout_multiplier = 5.0
EOF
    local started=$SECONDS
    local -a only=()
    # shellcheck disable=SC2206  # the names are split on spaces; the globs stay unexpanded
    if [[ -n ${MUTANTS:-} ]]; then set -f; only=($MUTANTS); set +f; fi
    (cd "$work" && QT_QPA_PLATFORM=offscreen nice -n "${NICE:-15}" "$python" -m mutmut run \
        --max-children "$workers" "${only[@]}" >"$work/run.log" 2>&1) || {
        echo "$group: mutmut failed, see $work/run.log" >&2
        tail -n 20 "$work/run.log" >&2
        return 1
    }
    local seconds=$((SECONDS - started))
    (cd "$work" && "$python" -m mutmut results) >"$root/.mutation/$group.txt"
    (cd "$work" && "$python" -m mutmut export-cicd-stats >/dev/null)
    "$python" tools/mutation_survivors.py "$group" || true
    "$python" - "$group" "$seconds" "$work/mutants/mutmut-cicd-stats.json" <<'EOF' \
        | tee -a "$root/.mutation/summary.txt"
import json, sys
group, seconds, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
s = json.load(open(path))
caught = s["killed"] + s["timeout"] + s["segfault"]
# Counted from the outcomes, not the total: a run limited by MUTANTS leaves the rest unchecked.
tried = caught + s["survived"] + s["suspicious"]
print(f"{group}: {caught}/{tried} killed ({100 * caught / max(tried, 1):.1f}%), "
      f"{s['survived']} survived, {s['no_tests']} reached by no test, "
      f"{s['timeout']} timeouts, {s['suspicious']} suspicious; {seconds} s")
EOF
}

mkdir -p .mutation
status=0
for group in ${@:-$GROUPS_IN_ORDER}; do
    run_group "$group" || status=1
done
exit $status
}

main "$@"; exit
