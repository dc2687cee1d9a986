#!/usr/bin/env bash
# The full run: simulate, check, and rewrite results/ and the README's results section.
#   QUICK=1 ./run.sh   smoke run (5 simulated seconds, results/quick-*, README untouched)
#   REPS=N ./run.sh    N timed reps after one warmup (default 31)
# Any arguments are passed on to cmd/report (see go run ./cmd/report -h).
set -euo pipefail
cd "$(dirname "$0")"

args=()
case "${QUICK:-0}" in
0) ;;
1) args+=(-quick) ;;
*)
	echo "run.sh: QUICK=${QUICK}: must be 0 or 1" >&2
	exit 2
	;;
esac
if [[ -v REPS ]]; then
	if ! [[ "$REPS" =~ ^[0-9]{1,6}$ ]] || ((10#$REPS < 1)); then
		echo "run.sh: REPS=${REPS}: must be a whole number from 1 to 100000" >&2
		exit 2
	fi
	args+=(-reps "$((10#$REPS))")
fi

go build -o bin/report ./cmd/report
exec bin/report "${args[@]}" "$@"
