#!/usr/bin/env bash
# The script steps of the Legible GitHub Action (action.yml at the repository root), kept
# here so that they can be run and tested outside GitHub
# (Tests/LegibleCLITests/ActionScriptTests.swift runs `check` on a fixture repository).
#
#   action-run.sh key      cache key and binary folder -> $GITHUB_OUTPUT (key=, bin-dir=)
#   action-run.sh install  libpng if missing (build and run time)
#   action-run.sh build    swift build -c release, binary copied to $LEGIBLE_BIN_DIR
#   action-run.sh check    legible check: annotations, job summary, SARIF; status= -> $GITHUB_OUTPUT
#
# Inputs arrive only as environment variables, never pasted into this script's text, so
# no input can run a command: LEGIBLE_PATHS and LEGIBLE_ARGS are split on whitespace
# into words (no globbing, no quotes, no substitutions); every other value is used quoted.
set -euo pipefail
shopt -u nullglob

action_path=${GITHUB_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
output=${GITHUB_OUTPUT:-/dev/null}

# Word-splits a variable's value into the named array, without pathname expansion.
split_words() {
  local -n into=$1
  local IFS=$' \t\n'
  set -f
  # shellcheck disable=SC2206
  into=($2)
  set +f
}

case "${1:-}" in
  key)
    # The package's resolved revision is the content that builds the binary: Package.swift,
    # the C module map and Sources. An action checked out at a tag or a SHA has no .git,
    # so hash the files rather than ask git. The toolchain and runner are in the key too.
    cd "$action_path"
    inputs=(Package.swift CLibPNG Sources)
    [ -f Package.resolved ] && inputs+=(Package.resolved)
    hash=$(find "${inputs[@]}" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
    swift_version=$( (swift --version 2>/dev/null || echo unknown) | head -n1 | tr -cd 'A-Za-z0-9.' | cut -c1-40)
    echo "key=legible-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-${swift_version}-${hash}" >>"$output"
    echo "bin-dir=${RUNNER_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}/legible-bin" >>"$output"
    ;;
  install)
    if ! pkg-config --exists libpng 2>/dev/null; then
      if command -v apt-get >/dev/null; then
        sudo apt-get update -qq && sudo apt-get install -y -qq libpng-dev pkg-config
      elif command -v brew >/dev/null; then
        brew install libpng pkg-config
      fi
    fi
    ;;
  build)
    : "${LEGIBLE_BIN_DIR:?LEGIBLE_BIN_DIR is not set}"
    swift build -c release --product legible --package-path "$action_path"
    mkdir -p "$LEGIBLE_BIN_DIR"
    install -m 755 "$action_path/.build/release/legible" "$LEGIBLE_BIN_DIR/legible"
    ;;
  check)
    legible=${LEGIBLE_BIN:-${LEGIBLE_BIN_DIR:-}/legible}
    [ -x "$legible" ] || { echo "::error title=Legible::no legible binary at $legible" >&2; exit 2; }
    split_words paths "${LEGIBLE_PATHS:-.}"
    split_words args "${LEGIBLE_ARGS:-}"
    [ ${#paths[@]} -gt 0 ] || paths=(.)
    report=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/legible-report-$$.json
    trap 'rm -f "$report"' EXIT
    # One analysis, three views of it: the JSON report is merged into each format.
    set +e
    "$legible" check "${paths[@]}" --quiet --format json -o "$report" "${args[@]}"
    status=$?
    set -e
    if [ ! -f "$report" ]; then
      echo "::error title=Legible::legible check exited with status $status and wrote no report"
      echo "status=$status" >>"$output"
      exit 0
    fi
    # merge exits 2 when the report lists unreadable inputs, as check did: the status that
    # counts is check's, recorded below; merge's own errors still reach the log.
    if [ "${LEGIBLE_ANNOTATIONS:-true}" = true ]; then
      "$legible" merge "$report" --format github --fail-on never || true
    fi
    if [ -n "${LEGIBLE_SARIF:-}" ]; then
      "$legible" merge "$report" --format sarif -o "$LEGIBLE_SARIF" --fail-on never || true
    fi
    echo "status=$status" >>"$output"
    ;;
  *)
    echo "usage: $0 key|install|build|check" >&2
    exit 2
    ;;
esac
