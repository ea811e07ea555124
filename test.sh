#!/usr/bin/env bash
# Sengoku's whole test suite: formatting, vet, generated views up to date,
# unit/handler/browser tests, every benchmark once, and a short run of every
# fuzz target.
# Installs Debian's chromium (browser tests) and poppler-utils (PDF checks)
# when they are missing.
#
#   ./test.sh               everything
#   FUZZTIME=30s ./test.sh  fuzz longer (default 3s per target; 0 skips)
set -euo pipefail
cd "$(dirname "$0")"

step() { printf '\n== %s\n' "$*"; }

need_pkgs=()
command -v chromium >/dev/null 2>&1 || need_pkgs+=(chromium)
command -v pdftotext >/dev/null 2>&1 || need_pkgs+=(poppler-utils)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  step "installing ${need_pkgs[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" fonts-dejavu-core >/dev/null
fi

step "gofmt"
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

# Every benchmark runs once alongside the tests, so a benchmark whose input
# has become invalid fails here instead of rotting unnoticed.
step "go test (and every benchmark once)"
go test -count=1 -bench . -benchtime=1x ./...

fuzztime=${FUZZTIME:-3s}

# fuzz_one PKG TARGET: fuzz one target for $fuzztime. Go 1.26's fuzz
# coordinator can report a bare "context deadline exceeded" when the
# -fuzztime window closes while a worker is mid-call (golang/go#75804, fixed
# in Go 1.27). That report comes with no failing input. A real finding always
# writes one ("Failing input written to testdata/fuzz/..."), and fails at
# once; the bare deadline report alone gets one more run of the same target.
fuzz_one() {
  local pkg=$1 target=$2 out attempt
  for attempt in 1 2; do
    if out=$(go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$pkg" 2>&1); then
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

if [ "$fuzztime" != "0" ]; then
  step "fuzz ($fuzztime per target)"
  for pkg in $(go list ./...); do
    for target in $(go test -list '^Fuzz' "$pkg" | grep '^Fuzz' || true); do
      echo "-- $pkg $target"
      fuzz_one "$pkg" "$target" || exit 1
    done
  done
  echo "fuzzing found nothing"
fi
