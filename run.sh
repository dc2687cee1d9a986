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

# -trimpath makes the binary, and so its machine code, the same in any clone.
go build -trimpath -o bin/report ./cmd/report

# The client loops' machine code, from the very binary that runs. go build
# rewrites an unchanged binary, so its checksum, not its time, says whether
# the disassembly is current; objdump and sha256sum of the 18 MB binary cost
# more than the rest of a warm run, so they run only after a real change.
asm="bin/sim_$(go env GOARCH).s"
stamp=$(cksum bin/report)
if [[ ! -f "$asm" || ! -f "$asm.stamp" || "$(cat "$asm.stamp")" != "$stamp" ]]; then
	{
		echo "# sha256 $(sha256sum bin/report | cut -d' ' -f1)"
		go tool objdump -s '^coordinated-omission/sim\.run(Closed|Open)$' bin/report
	} >"$asm.tmp"
	mv "$asm.tmp" "$asm"
	echo "$stamp" >"$asm.stamp"
fi

exec bin/report -asm "$asm" "${args[@]}" "$@"
