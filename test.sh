#!/usr/bin/env bash
# Sengoku's test suite.
#
#   ./test.sh               everything, what CI runs: formatting, vet,
#                           generated views up to date, lint, every test
#                           (unit, handler, browser) on SQLite and
#                           PostgreSQL, every benchmark once, and a short run
#                           of every fuzz target
#   FUZZTIME=30s ./test.sh  fuzz longer (default 3s per target; 0 skips)
#   ./test.sh quick         the loop while changing code: formatting,
#                           generated views, vet and go test -short on
#                           SQLite only (-short skips the browser tests and
#                           five long ones: ten-year campaigns, large
#                           imports, the whole-site citation crawl); no
#                           PostgreSQL, no lint, no benchmarks, no fuzzing,
#                           nothing installed. Every test run: 47 s on a
#                           2-core machine with nothing else running, build
#                           cache warm (1 min 30 s - 1 min 45 s when other
#                           work shares it). Go's test cache skips
#                           the packages a change did not reach (12 s when
#                           nothing changed); GOFLAGS=-count=1 runs them all.
#
# The whole suite installs Debian's chromium (browser tests), poppler-utils
# (PDF checks) and postgresql (the second database backend) when they are
# missing, and runs against a throwaway PostgreSQL cluster in a temporary
# directory, removed at the end, also on failure.
# SENGOKU_TEST_POSTGRES=postgres://... uses a server of your own instead (the
# tests create and drop schemas). The whole suite takes about 7.5 minutes on a
# 2-core machine (docs/development.md).
set -euo pipefail
cd "$(dirname "$0")"

step() { printf '\n== %s\n' "$*"; }

usage() {
  echo "usage: ./test.sh [quick]" >&2
  exit 2
}
mode=${1:-full}
[ $# -le 1 ] || usage
[ "$mode" = full ] || [ "$mode" = quick ] || usage

# check_sources: what both modes check first (formatting, generated views, vet).
check_sources() {
  step "gofmt"
  local unformatted sum_before sum_after
  unformatted=$(gofmt -l $(find . -name '*.go' -not -path './.git/*' -not -name '*_templ.go'))
  if [ -n "$unformatted" ]; then
    echo "gofmt would change:"; echo "$unformatted"; exit 1
  fi

  step "generated views are up to date"
  sum_before=$(find views -name '*_templ.go' -print0 | sort -z | xargs -0 sha256sum)
  go tool templ generate -path views >/dev/null
  sum_after=$(find views -name '*_templ.go' -print0 | sort -z | xargs -0 sha256sum)
  if [ "$sum_before" != "$sum_after" ]; then
    echo "views/*_templ.go were stale: 'go tool templ generate -path views' regenerated them; commit the result."
    exit 1
  fi

  step "go vet"
  go vet ./...
}

# Quick: SQLite only, whatever SENGOKU_TEST_POSTGRES or CI say; -short skips
# the browser tests; Go's test cache stays on.
if [ "$mode" = quick ]; then
  check_sources
  step "go test -short, SQLite only"
  env -u SENGOKU_TEST_POSTGRES -u CI SENGOKU_TEST_BACKENDS=sqlite go test -short -timeout 10m ./...
  exit 0
fi

need_pkgs=()
command -v chromium >/dev/null 2>&1 || need_pkgs+=(chromium)
command -v pdftotext >/dev/null 2>&1 || need_pkgs+=(poppler-utils)
# pg_bin: the directory of initdb and pg_ctl (Debian keeps them off PATH).
pg_bin() {
  local ctl
  ctl=$(command -v pg_ctl 2>/dev/null || ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1)
  [ -n "$ctl" ] && dirname "$ctl"
}
[ -n "${SENGOKU_TEST_POSTGRES:-}" ] || [ -n "$(pg_bin)" ] || need_pkgs+=(postgresql)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  step "installing ${need_pkgs[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" fonts-dejavu-core >/dev/null
fi

# cleanup, on the way out (also on failure): the browser tests running in
# the background stop, the throwaway PostgreSQL goes.
stop_pg() { :; }
browser_pid=""
cleanup() {
  if [ -n "$browser_pid" ]; then
    kill -- "-$browser_pid" 2>/dev/null || true
    wait "$browser_pid" 2>/dev/null || true
  fi
  stop_pg
}
trap cleanup EXIT

# A throwaway PostgreSQL: its data and its socket in one temporary
# directory, no TCP port, no fsync (nothing in it needs to outlive the run).
# PostgreSQL refuses to run as root, so root runs it as the postgres user.
if [ -z "${SENGOKU_TEST_POSTGRES:-}" ]; then
  step "starting a throwaway PostgreSQL"
  pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/sengoku-pg.XXXXXX")
  as_pg() { "$@"; }
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$pg_dir"
    as_pg() { runuser -u postgres -- "$@"; }
  fi
  stop_pg() {
    as_pg "$(pg_bin)/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  }
  as_pg "$(pg_bin)/initdb" -D "$pg_dir/data" -U postgres -A trust --no-sync >/dev/null
  as_pg "$(pg_bin)/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-c listen_addresses= -k $pg_dir -c fsync=off -c max_connections=200" start >/dev/null
  export SENGOKU_TEST_POSTGRES="postgres://postgres@/postgres?host=$pg_dir&sslmode=disable"
fi

check_sources

# The browser tests (cmd/sengoku) mostly wait for pages, timers and
# streams: they run in the background beside the linter, the other
# packages' tests and the fuzzers, which keep the cores busy meanwhile.
# Their output follows the fuzzers'. Every benchmark runs once alongside
# the tests, so a benchmark whose input has become invalid fails here
# instead of rotting unnoticed.
step "go test ./cmd/sengoku (the browser tests, in the background)"
browser_log=$(mktemp "${TMPDIR:-/tmp}/sengoku-browser.XXXXXX")
# setsid: the tests, their servers and their browsers are one process group,
# stopped together if the run ends early.
setsid go test -count=1 -timeout 30m -bench . -benchtime=1x ./cmd/sengoku >"$browser_log" 2>&1 &
browser_pid=$!

# golangci-lint (.golangci.yml), a Go tool pinned in its own module file so
# that its dependencies stay out of the application's build.
step "golangci-lint"
go tool -modfile=tools/golangci-lint.mod golangci-lint run ./...

step "go test, every other package (and every benchmark once)"
go test -count=1 -timeout 30m -bench . -benchtime=1x $(go list ./... | grep -vx 'sengoku/cmd/sengoku')

fuzztime=${FUZZTIME:-3s}

# fuzz_one DIR BIN TARGET: fuzz one target of the package in DIR for
# $fuzztime, with BIN, its test binary built once for fuzzing (go test -c
# -fuzz), run where go test would run it: in the package's directory (a
# failing input is written to its testdata/fuzz) with the go command's
# corpus cache. Go 1.26's fuzz coordinator can report a bare "context
# deadline exceeded" when the -fuzztime window closes while a worker is
# mid-call (golang/go#75804, fixed in Go 1.27). That report comes with no
# failing input. A real finding always writes one ("Failing input written
# to testdata/fuzz/..."), and fails at once; the bare deadline report alone
# gets one more run of the same target.
fuzz_one() {
  local dir=$1 bin=$2 target=$3 out attempt
  local cache="$fuzz_cache/sengoku${dir#.}"
  for attempt in 1 2; do
    if out=$(cd "$dir" && "$bin" -test.run '^$' -test.fuzz "^${target}\$" -test.fuzztime "$fuzztime" \
      -test.fuzzcachedir "$cache" -test.timeout 10m 2>&1); then
      return 0
    fi
    if [ "$attempt" = 1 ] && grep -q 'context deadline exceeded' <<<"$out" &&
      ! grep -qE 'Failing input written|panic:|_test\.go:[0-9]+:' <<<"$out"; then
      echo "   (Go fuzz coordinator stopped with a bare deadline report and no failing input; running ${target} again)"
      continue
    fi
    echo "$out"
    return 1
  done
}

# The fuzz targets are read from the test files, and each package's test
# binary is built once for all its targets: no link per package to list
# them, no link per target to run it.
if [ "$fuzztime" != "0" ]; then
  step "fuzz ($fuzztime per target)"
  fuzz_bin=$(mktemp -d "${TMPDIR:-/tmp}/sengoku-fuzz.XXXXXX")
  fuzz_cache="$(go env GOCACHE)/fuzz"
  for dir in $(grep -rlE --include='*_test.go' '^func Fuzz[A-Z0-9_][A-Za-z0-9_]*\(' . | xargs -n1 dirname | sort -u); do
    bin="$fuzz_bin/$(echo "${dir#./}" | tr / _).test"
    go test -c -fuzz . -o "$bin" "$dir"
    for target in $(grep -hoE '^func Fuzz[A-Z0-9_][A-Za-z0-9_]*\(' "$dir"/*_test.go | sed -E 's/^func //; s/\($//' | sort -u); do
      echo "-- sengoku${dir#.} $target"
      fuzz_one "$dir" "$bin" "$target" || exit 1
    done
  done
  rm -rf "$fuzz_bin"
  echo "fuzzing found nothing"
fi

step "go test ./cmd/sengoku (the browser tests): waiting for them"
status=0
wait "$browser_pid" || status=$?
browser_pid=""
cat "$browser_log"
rm -f "$browser_log"
if [ "$status" -ne 0 ]; then
  echo "the browser tests (cmd/sengoku) failed"
  exit "$status"
fi
