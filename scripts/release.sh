#!/usr/bin/env bash
# The release procedure, one step a command; the release workflow runs them in order,
# and they work the same from a clone (docs/releases.md).
#
#   scripts/release.sh check X.Y.Z        X.Y.Z is package.json's version, untagged, in CHANGELOG.md
#   scripts/release.sh check-dist         dist/ is what `npm run build` makes of the sources
#   scripts/release.sh tag X.Y.Z [--push] tag vX.Y.Z, move the major tag vX to it (and push both)
#   scripts/release.sh notes X.Y.Z        print CHANGELOG.md's section for X.Y.Z
#
# Run from anywhere inside the repository; errors name what is wrong, on stderr, exit 1.
set -euo pipefail

fail() {
  # In a workflow the message is also an error annotation on the run.
  if [ "${GITHUB_ACTIONS:-}" = true ]; then printf '::error::%s\n' "$*"; fi
  printf 'release: %s\n' "$*" >&2
  exit 1
}

cd "$(git rev-parse --show-toplevel)"

valid_version() {
  printf '%s' "$1" | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+$' || fail "version must be X.Y.Z, got '$1'"
}

notes() {
  awk -v v="$1" '$0 ~ "^## \\[" v "\\]" {on=1; next} /^## \[/ {on=0} on' CHANGELOG.md
}

check() {
  local version="$1" declared
  valid_version "$version"
  declared="$(node -p 'require("./package.json").version')"
  [ "$declared" = "$version" ] || fail "package.json says $declared, not $version"
  if git rev-parse -q --verify "refs/tags/v$version" >/dev/null; then
    fail "v$version is already tagged"
  fi
  grep -Eq "^## \[$version\]" CHANGELOG.md || fail "CHANGELOG.md has no section '## [$version]'"
  [ -n "$(notes "$version" | tr -d '[:space:]')" ] || fail "CHANGELOG.md's section for $version is empty"
  [ -z "$(git status --porcelain)" ] || fail "the working tree has changes: commit them first"
}

check_dist() {
  npm run build >/dev/null
  if [ -n "$(git status --porcelain -- dist)" ]; then
    git status --porcelain -- dist | head -20 >&2
    fail "dist/ is stale: run npm run build and commit dist/"
  fi
}

tag() {
  local version="$1" push="${2:-}" major
  check "$version"
  major="v${version%%.*}"
  git tag -a "v$version" -m "v$version"
  git tag -fa "$major" -m "$major (v$version)"
  echo "tagged v$version and moved $major to $(git rev-parse --short HEAD)"
  if [ "$push" = "--push" ]; then
    git push origin "refs/tags/v$version"
    # Only the major tag moves, and only with force: vX.Y.Z tags never change.
    git push --force origin "refs/tags/$major"
  fi
}

command="${1:-}"
case "$command" in
  check) check "${2:?usage: release.sh check X.Y.Z}" ;;
  check-dist) check_dist ;;
  tag) tag "${2:?usage: release.sh tag X.Y.Z [--push]}" "${3:-}" ;;
  notes) valid_version "${2:?usage: release.sh notes X.Y.Z}" && notes "$2" ;;
  *) fail "usage: release.sh check X.Y.Z | check-dist | tag X.Y.Z [--push] | notes X.Y.Z" ;;
esac
