#!/bin/sh
# The full run: simulate, check, and rewrite results/ and the README's results section.
#   QUICK=1 ./run.sh          smoke run: 5 simulated seconds, results/quick-*, README untouched
#   REPS=N ./run.sh           N timed reps after one warmup (default 31)
#   CONNECTIONS=N ./run.sh    the closed-loop client's connections (default 1)
#   FRESH=1 ./run.sh          compute the random model's fixed experiments again, even
#                             where results/raw.txt holds this very binary's
#   LIVE=1 ./run.sh           also run the scenario for 5 s against a real server on
#                             loopback (results/live.txt), then the real load generators
#                             found on PATH (results/generators.txt); without it the last
#                             live run is kept
# Any arguments are passed on to cmd/report (see go run ./cmd/report -h).
# A full run with none also audits testdata/audit/jmeter-paused.jtl, a JMeter
# results file, into results/audit-jmeter-paused.*, which the README shows.
# POSIX sh: it runs under dash, and under macOS's /bin/sh.
set -eu
cd "$(dirname "$0")"
given=$# # the arguments passed on to cmd/report

# whole NAME VALUE MAX: VALUE without leading zeros, if it is a whole number
# from 1 to MAX; else an error naming NAME, exit 2.
whole() {
	case "$2" in
	'' | *[!0-9]*) ;;
	*)
		n=$(printf '%s\n' "$2" | sed 's/^0*//')
		if [ -n "$n" ] && [ "${#n}" -le 7 ] && [ "$n" -le "$3" ]; then
			printf '%s\n' "$n"
			return 0
		fi
		;;
	esac
	echo "run.sh: $1=$2: must be a whole number from 1 to $3" >&2
	exit 2
}

case "${QUICK:-0}" in
0) ;;
1) set -- -quick "$@" ;;
*)
	echo "run.sh: QUICK=${QUICK}: must be 0 or 1" >&2
	exit 2
	;;
esac
case "${FRESH:-0}" in
0) ;;
1) set -- -fresh "$@" ;;
*)
	echo "run.sh: FRESH=${FRESH}: must be 0 or 1" >&2
	exit 2
	;;
esac
case "${LIVE:-0}" in
0) ;;
1) set -- -live "$@" ;;
*)
	echo "run.sh: LIVE=${LIVE}: must be 0 or 1" >&2
	exit 2
	;;
esac
if [ "${REPS+set}" = set ]; then
	n=$(whole REPS "$REPS" 100000)
	set -- -reps "$n" "$@"
fi
if [ "${CONNECTIONS+set}" = set ]; then
	n=$(whole CONNECTIONS "$CONNECTIONS" 1048576)
	set -- -connections "$n" "$@"
fi

# -trimpath makes the binary, and so its machine code, the same in any clone.
go build -trimpath -o bin/report ./cmd/report

# The client loops' machine code, from the very binary that runs. go build
# rewrites an unchanged binary, so its checksum, not its time, says whether
# the disassembly is current; objdump costs more than the rest of a warm
# run, so it runs only after a real change. The report checks the sha256
# header against itself.
asm="bin/sim_$(go env GOARCH).s"
stamp=$(cksum <bin/report)
if [ ! -f "$asm" ] || [ ! -f "$asm.stamp" ] || [ "$(cat "$asm.stamp")" != "$stamp" ]; then
	{
		echo "# sha256 $(bin/report -sha256)"
		go tool objdump -s '^coordinated-omission/sim\.run(Closed|Open)$' bin/report
	} >"$asm.tmp"
	mv "$asm.tmp" "$asm"
	echo "$stamp" >"$asm.stamp"
fi

# The README's audit of a JMeter results file: a full run with no
# arguments of the caller's audits the field fixture into results/.
if [ "${QUICK:-0}" = 0 ] && [ "$given" = 0 ]; then
	bin/report -audit testdata/audit/jmeter-paused.jtl >/dev/null
fi

exec bin/report -asm "$asm" "$@"
