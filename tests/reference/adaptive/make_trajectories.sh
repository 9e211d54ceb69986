#!/bin/sh
# SPDX-FileCopyrightText: 2026 The RateLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates the adaptive-limit reference data in tests/reference/data/adaptive/: the seeded
# samples files (MakeSamples.java) and, for every line of cases.txt, NAME.limits: getLimit()
# after every sample as Netflix's concurrency-limits library computes it (LimitReplay.java).
#
# Usage: tests/reference/adaptive/make_trajectories.sh NETFLIX_CHECKOUT
#   NETFLIX_CHECKOUT is a checkout of github.com/Netflix/concurrency-limits (its
#   concurrency-limits-core/src/main/java is compiled here; nothing of it enters the tree).
# Needs a JDK (javac, java) and libslf4j-java (/usr/share/java/slf4j-api.jar).
set -eu

if [ $# -ne 1 ] || [ ! -d "$1/concurrency-limits-core/src/main/java" ]; then
    echo "usage: $0 NETFLIX_CHECKOUT (a checkout of github.com/Netflix/concurrency-limits)" >&2
    exit 2
fi
netflix=$1
here=$(cd "$(dirname "$0")" && pwd)
data=$(cd "$here/../data/adaptive" && pwd)
slf4j=/usr/share/java/slf4j-api.jar
nop=/usr/share/java/slf4j-nop.jar
[ -f "$slf4j" ] || { echo "$0: $slf4j missing: apt-get install libslf4j-java" >&2; exit 2; }

classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
find "$netflix/concurrency-limits-core/src/main/java" -name '*.java' > "$classes/sources"
javac -nowarn -encoding UTF-8 -d "$classes" -cp "$slf4j" @"$classes/sources" \
    "$here/LimitReplay.java" "$here/MakeSamples.java" 2>"$classes/javac.log" \
    || { cat "$classes/javac.log" >&2; exit 1; }
cp="$classes:$slf4j:$nop"

# shape seed rows
while read -r shape seed rows; do
    java -cp "$cp" MakeSamples "$shape" "$seed" "$rows" > "$data/$shape.csv"
done <<SAMPLES
steady 17001 2000
slowdown 17002 3000
drops 17003 2000
near-min 17004 1500
SAMPLES

grep -v '^#' "$data/cases.txt" | grep -v '^[[:space:]]*$' | while read -r name samples algorithm options; do
    # shellcheck disable=SC2086 # the options are words
    java -cp "$cp" LimitReplay "$algorithm" "$data/$samples" $options > "$data/$name.limits"
    echo "$name: $(($(wc -l < "$data/$name.limits") - 1)) rows"
done
(cd "$(git -C "$netflix" rev-parse --show-toplevel 2>/dev/null || echo "$netflix")" \
    && git rev-parse HEAD 2>/dev/null || echo unknown) > "$data/NETFLIX_COMMIT" || true
