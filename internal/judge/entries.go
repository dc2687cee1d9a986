package judge

import (
	"fmt"

	"coordinated-omission/internal/tools"
)

// heyCSV is hey at the plan's rate printing its per-request rows, which
// are audited; fortioEntry is fortio at the plan's rate, its access log
// audited. Each runs against the model's one worker and, in rows of its
// own, against four, and against an nginx of four worker processes
// frozen from outside.
var (
	heyCSV = Entry{Run: "hey-csv", Args: []string{"hey", "-z", "{secs}s", "-c", "10", "-q", "{rate10}", "-o", "csv", "{url}"}, Format: tools.Latencies,
		Options: tools.Options{UnitNs: 1e9, Column: "response-time"}, Install: "apt-get install hey", Version: "dpkg", AuditLog: AuditOutput}
	fortioEntry = Entry{Run: "fortio", Args: []string{"fortio", "load", "-qps", "{rate}", "-c", "10", "-t", "{secs}s", "-access-log-file", "{dir}/fortio.jsonl", "{url}"}, Format: tools.Percentiles,
		Options: tools.Options{UnitNs: 1e9, Column: "Aggregated Function Time"}, Install: "go install fortio.org/fortio@v1.68.2", Version: "buildinfo", AuditLog: "{dir}/fortio.jsonl"}
)

// onWorkers is e run against a stalling server of workers workers, named
// for them: "hey-csv-w4".
func onWorkers(e Entry, workers int) Entry {
	e.Run = fmt.Sprintf("%s-w%d", e.Run, workers)
	e.Workers = workers
	return e
}

// onFrozenNginx is e run against an nginx of workers worker processes
// frozen from outside on the stall schedule, named for it:
// "hey-csv-nginx4".
func onFrozenNginx(e Entry, workers int) Entry {
	e.Run = fmt.Sprintf("%s-nginx%d", e.Run, workers)
	e.Frozen = workers
	return e
}

// Panel is the live panel: the common load generators, each run the way
// its users run it to hold a rate, or to find the most a server does.
var Panel = []Entry{
	{Run: "wrk-1", Args: []string{"wrk", "-t1", "-c1", "-d{secs}s", "--latency", "{url}"}, Format: "wrk", Install: "apt-get install wrk", Version: "-v", VersionPattern: `^wrk \S+`},
	{Run: "wrk-10", Args: []string{"wrk", "-t1", "-c10", "-d{secs}s", "--latency", "{url}"}, Format: "wrk", Install: "apt-get install wrk", Version: "-v", VersionPattern: `^wrk \S+`},
	{Run: "hey", Args: []string{"hey", "-z", "{secs}s", "-c", "10", "-q", "{rate10}", "{url}"}, Format: "hey", Install: "apt-get install hey", Version: "dpkg"},
	heyCSV,
	{Run: "ab", Args: []string{"ab", "-t", "{secs}", "-n", "{count}", "-c", "10", "{url}"}, Format: "ab", Install: "apt-get install apache2-utils", Version: "-V", VersionPattern: `ApacheBench, Version \S+`},
	{Run: "bombardier", Args: []string{"bombardier", "-c", "10", "-d", "{secs}s", "-l", "-r", "{rate}", "-p", "r", "{url}"}, Format: "bombardier", Install: "go install github.com/codesenberg/bombardier@latest", Version: "buildinfo"},
	{Run: "httperf", Args: []string{"httperf", "--server", "127.0.0.1", "--port", "{port}", "--uri", "/", "--rate", "{rate}", "--num-conns", "{count}", "--timeout", "5"}, Format: "httperf", Install: "apt-get install httperf", Version: "--version", VersionPattern: `httperf-\S+`},
	{Run: "vegeta", Args: []string{"vegeta", "attack", "-targets", "{dir}/targets.txt", "-rate", "{rate}", "-duration", "{secs}s", "-output", "{dir}/results.bin"},
		Then: []string{"vegeta", "report", "-type=json", "{dir}/results.bin"}, Format: "vegeta-json", Files: vegetaTargets, Install: "go install github.com/tsenart/vegeta/v12@v12.13.0", Version: "buildinfo", AuditLog: "{dir}/results.bin"},
	{Run: "vegeta-w10", Args: []string{"vegeta", "attack", "-targets", "{dir}/targets.txt", "-rate", "{rate}", "-duration", "{secs}s", "-max-workers", "10", "-output", "{dir}/results.bin"},
		Then: []string{"vegeta", "report", "-type=json", "{dir}/results.bin"}, Format: "vegeta-json", Files: vegetaTargets, Install: "go install github.com/tsenart/vegeta/v12@v12.13.0", Version: "buildinfo", AuditLog: "{dir}/results.bin"},
	{Run: "autocannon", Args: []string{"autocannon", "-c", "10", "-d", "{secs}", "-R", "{rate}", "-j", "{url}"}, Format: "autocannon", Install: "npm install -g autocannon", Version: "--version", VersionPattern: `^autocannon \S+`},
	{Run: "h2load", Args: []string{"h2load", "--h1", "-c", "10", "-D", "{secs}", "--log-file={dir}/h2load.log", "{url}"}, Format: "h2load", Output: "{dir}/h2load.log", Install: "apt-get install nghttp2-client", Version: "--version", VersionPattern: `nghttp2/\S+`, AuditLog: "{dir}/h2load.log"},
	fortioEntry,
	onWorkers(heyCSV, 4),
	onWorkers(fortioEntry, 4),
	onFrozenNginx(heyCSV, 4),
	onFrozenNginx(fortioEntry, 4),
	locustEntry,
	artilleryEntry,
	artilleryLoop,
	onWorkers(locustEntry, 4),
	onWorkers(artilleryEntry, 4),
	{Run: "loadtest", Args: []string{"loadtest", "-c", "10", "--rps", "{rate}", "-t", "{secs}", "{url}"}, Format: tools.Percentiles,
		Install: "npm install -g loadtest@8.2.1", Version: "--version", VersionPattern: `Loadtest version: \S+`},
	{Run: "k6", Args: []string{"k6", "run", "--no-usage-report", "--summary-trend-stats", "med,p(90),p(99),p(99.9),max", "{dir}/k6.js"}, Files: map[string]string{"k6.js": k6Script}, Format: "k6", Install: "go install go.k6.io/k6@latest (not installed here: k6 is under the AGPL, which this machine's package policy does not use)", Version: "version", VersionPattern: `k6 v\S+`},
}
