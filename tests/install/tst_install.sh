#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RateLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# tst_install BUILD_DIR SOURCE_DIR GUI(0|1): installs the build into a temporary DESTDIR with
# prefix /usr, then runs the installed programs from a temporary folder with an empty
# environment and, where the kernel allows it (root, or an unprivileged mount namespace), with
# empty file systems mounted over the source and build trees, so nothing can be read from them:
#   - ratelab-cli runs a shipped lesson's scenario and `lessons check` for two lessons, and
#     serves the installed lesson files (an edited title shows in `lessons list`);
#   - ratelab --screenshot renders the default lesson offscreen;
#   - desktop-file-validate and appstreamcli validate --no-net pass on the installed entry and
#     metainfo, update-mime-database takes the MIME type, the icons are where the theme looks;
#   - man -l renders both pages without a warning; the bash completion completes commands,
#     options and algorithm ids.
set -euo pipefail
build=$(cd "$1" && pwd)
source=$(cd "$2" && pwd)
gui=$3

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ratelab-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
case $tmp/ in "$build"/* | "$source"/*)
  echo "FAIL the temporary folder $tmp is inside the trees it must not see"
  exit 1
  ;;
esac
root=$tmp/root
mkdir -p "$tmp/cwd" "$tmp/home" "$tmp/run"
chmod 700 "$tmp/run"

failures=0
ok() { printf 'ok   %s\n' "$*"; }
fail() {
  printf 'FAIL %s\n' "$*"
  failures=$((failures + 1))
}
expect() { # expect WHAT COMMAND...: the command must succeed
  local what=$1
  shift
  if "$@" >"$tmp/out" 2>"$tmp/err"; then ok "$what"; else
    fail "$what (exit $?)"
    sed 's/^/     | /' "$tmp/out" "$tmp/err" | tail -20
  fi
}

if ! DESTDIR=$root cmake --install "$build" --prefix /usr >"$tmp/install.log" 2>&1; then
  echo "FAIL cmake --install (is ratelab_packaging built?)"
  sed 's/^/     | /' "$tmp/install.log" | tail -20
  exit 1
fi
ok "cmake --install into DESTDIR ($(find "$root" -type f | wc -l) files)"

# The sanitizer builds read suppression files from the source tree: give the programs copies.
san_env=()
for var in ASAN_OPTIONS LSAN_OPTIONS UBSAN_OPTIONS TSAN_OPTIONS; do
  value=${!var:-}
  [ -n "$value" ] || continue
  mkdir -p "$tmp/san"
  # Rebuild the option string field by field, so a copied path is never matched again.
  rewritten=
  IFS=: read -ra fields <<<"$value"
  for field in "${fields[@]}"; do
    if [[ $field == suppressions=* ]]; then
      file=${field#suppressions=}
      cp "$file" "$tmp/san/$var-$(basename "$file")"
      field="suppressions=$tmp/san/$var-$(basename "$file")"
    fi
    rewritten+=${rewritten:+:}$field
  done
  san_env+=("$var=$rewritten")
done

hide=()
if unshare -m --propagation private true 2>/dev/null; then
  # The build tree first: it may sit inside the source tree.
  hide=(unshare -m --propagation private sh -c
    'mount -t tmpfs ratelab-hidden "$1" && mount -t tmpfs ratelab-hidden "$2" && shift 2 && exec "$@"'
    sh "$build" "$source")
else
  echo "note: no mount namespace here; the trees are out of the environment, not out of sight"
fi
# installed COMMAND...: run with the trees out of reach.
installed() {
  (cd "$tmp/cwd" && "${hide[@]}" env -i HOME="$tmp/home" PATH="$root/usr/bin:/usr/bin:/bin" \
    LANG=C.UTF-8 XDG_RUNTIME_DIR="$tmp/run" QT_QPA_PLATFORM=offscreen "${san_env[@]}" "$@")
}

bin=$root/usr/bin
share=$root/usr/share
if [ ${#hide[@]} -gt 0 ]; then
  expect "the build and source trees are hidden from the programs" \
    installed sh -c '! [ -e "$1/CMakeCache.txt" ] && ! [ -e "$2/lessons" ]' sh "$build" "$source"
fi

if [ -s "$share/doc/ratelab/cli.md" ] && [ -s "$share/doc/ratelab/scenario-format.md" ]; then
  ok "the manuals --help points to are in share/doc/ratelab"
else
  fail "no docs/*.md under share/doc/ratelab"
fi

# --- ratelab-cli ---------------------------------------------------------------------------
expect "ratelab-cli --version" installed "$bin/ratelab-cli" --version
expect "ratelab-cli runs the installed boundary-burst scenario" \
  installed "$bin/ratelab-cli" run "$share/ratelab/scenarios/boundary-burst.json" --out "$tmp/run-out"
if head -1 "$tmp/run-out/summary.csv" 2>/dev/null | grep -q '^lane,algorithm,admitted,rejected'; then
  ok "summary.csv written ($(($(wc -l <"$tmp/run-out/summary.csv") - 1)) lanes)"
else
  fail "summary.csv missing or without its header"
fi
expect "lessons check boundary-burst sliding-accuracy" \
  installed "$bin/ratelab-cli" lessons check boundary-burst sliding-accuracy
grep -q '^ok boundary-burst' "$tmp/out" || fail "lessons check printed no ok line for boundary-burst"
installed "$bin/ratelab-cli" lessons list >"$tmp/list" 2>&1 || true
if [ "$(wc -l <"$tmp/list")" -eq "$(find "$share/ratelab/lessons" -name '*.md' | wc -l)" ]; then
  ok "lessons list lists every installed lesson ($(wc -l <"$tmp/list"))"
else
  fail "lessons list: $(wc -l <"$tmp/list") lines for $(find "$share/ratelab/lessons" -name '*.md' | wc -l) files"
fi
# The installed files are the ones served, not the compiled-in copies.
sed -i 's/^title: The boundary burst$/title: The boundary burst, as installed/' \
  "$share/ratelab/lessons/boundary-burst.md"
installed "$bin/ratelab-cli" lessons list >"$tmp/list" 2>&1 || true
if grep -q $'^boundary-burst\t.*\tThe boundary burst, as installed$' "$tmp/list"; then
  ok "ratelab-cli serves the installed lesson files"
else
  fail "ratelab-cli did not serve the edited installed lesson: $(grep boundary-burst "$tmp/list")"
fi

# --- the manuals and the completion --------------------------------------------------------
pages=("$share/man/man1/ratelab-cli.1")
[ "$gui" = 1 ] && pages+=("$share/man/man1/ratelab.1")
for page in "${pages[@]}"; do
  if [ -f "$page" ] && MANWIDTH=80 man --warnings -l "$page" >"$tmp/man" 2>"$tmp/man.err" \
    && ! [ -s "$tmp/man.err" ] && grep -q 'SYNOPSIS' "$tmp/man"; then
    ok "man -l renders $(basename "$page") without warnings ($(wc -l <"$tmp/man") lines)"
  else
    fail "man -l $(basename "$page")"
    sed 's/^/     | /' "$tmp/man.err" 2>/dev/null | head -10
  fi
done
completion=$share/bash-completion/completions/ratelab-cli
completes() { # completes EXPECTED WORD...: the completion offers EXPECTED for the last word
  local expected=$1 got
  shift
  got=$(cd "$tmp/cwd" && bash -c \
    'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _ratelab_cli; printf "%s\n" "${COMPREPLY[@]}"' \
    sh "$completion" "$@" 2>&1)
  if printf '%s\n' "$got" | grep -qx -- "$expected"; then ok "completion: '$*' offers $expected"; else
    fail "completion: '$*' offers [$(echo $got)], not $expected"
  fi
}
completes run ratelab-cli ru
completes --algorithm ratelab-cli replay --al
completes token-bucket ratelab-cli replay --algorithm tok
completes vegas ratelab-cli replay-limit --algorithm ve
completes check ratelab-cli lessons ch
completes --seeds ratelab-cli lessons check --se

# --- the desktop ---------------------------------------------------------------------------
if [ "$gui" = 1 ]; then
  expect "ratelab --screenshot renders the default lesson" \
    installed "$bin/ratelab" --screenshot "$tmp/shot.png"
  colours=$(/usr/bin/convert "$tmp/shot.png" -format %k info: 2>/dev/null || echo 0)
  if [ -s "$tmp/shot.png" ] && grep -q '^wrote .*(1400x900)' "$tmp/out" && [ "$colours" -gt 100 ]; then
    ok "screenshot written, $colours colours: $(head -1 "$tmp/out")"
  else
    fail "no 1400x900 screenshot: $(cat "$tmp/out" "$tmp/err" | head -3)"
  fi
  id=org.ratelab.RateLab
  expect "desktop-file-validate $id.desktop" \
    desktop-file-validate "$share/applications/$id.desktop"
  [ -s "$tmp/out" ] && fail "desktop-file-validate said: $(cat "$tmp/out")"
  grep -qx 'Exec=ratelab %f' "$share/applications/$id.desktop" || fail "Exec does not take %f"
  expect "appstreamcli validate --no-net $id.metainfo.xml" \
    appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml"
  mkdir -p "$tmp/mime" && cp -r "$share/mime/packages" "$tmp/mime/"
  expect "update-mime-database takes the MIME type" update-mime-database "$tmp/mime"
  if grep -q '^[0-9]*:application/x-ratelab-scenario:\*\.ratelab\.json' "$tmp/mime/globs2" 2>/dev/null; then
    ok "*.ratelab.json is application/x-ratelab-scenario"
  else
    fail "globs2 has no *.ratelab.json"
  fi
  if grep -q '^[0-9]*:application/x-ratelab-share:\*\.ratelab-share\.json' "$tmp/mime/globs2" 2>/dev/null; then
    ok "*.ratelab-share.json is application/x-ratelab-share"
  else
    fail "globs2 has no *.ratelab-share.json"
  fi
  for size in 16 22 24 32 48 64 128 256; do
    png=$share/icons/hicolor/${size}x$size/apps/$id.png
    if ! file "$png" | grep -q "PNG image data, $size x $size"; then fail "icon $png"; fi
  done
  [ -f "$share/icons/hicolor/scalable/apps/$id.svg" ] || fail "scalable icon missing"
  ok "icons: scalable SVG and 8 PNG sizes"
fi

if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "every check passed"
