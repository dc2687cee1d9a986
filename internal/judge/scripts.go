package judge

import (
	"time"

	"coordinated-omission/contrib"
	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// The panel's Locust and Artillery entries. Neither sends the panel's
// rate from one process here (Locust made a tenth of it), so each is
// given a plan ten times slower, which it keeps; each writes its own
// per-request log through the hook in contrib/, which is audited.
var (
	locustEntry = Entry{Run: "locust", Args: []string{"locust", "-f", "{dir}/locustfile.py", "--headless", "-u", "10", "-r", "100", "-t", "{secs}s", "--only-summary", "-H", "http://{host}:{port}"},
		Files: map[string]string{"locustfile.py": locustScript, "co_log.py": contrib.LocustHook}, Format: "locust", Slower: 10,
		Install: "apt-get install python3-locust", Version: "dpkg:python3-locust", AuditLog: "{dir}/locust-requests.csv"}
	artilleryEntry = artilleryRun("artillery", artilleryOnce)
	artilleryLoop  = artilleryRun("artillery-loop", artilleryLoopScript)
)

// artilleryRun is an Artillery entry called run that runs script, with
// the hook from contrib/artillery and a processor that points it at the
// run's folder, its log audited.
func artilleryRun(run, script string) Entry {
	return Entry{Run: run, Args: []string{"artillery", "run", "-t", "http://{host}:{port}", "{dir}/artillery.yml"},
		Files: map[string]string{"artillery.yml": script, "co_log.js": contrib.ArtilleryHook,
			"co_env.js": "process.env.CO_LOG = '{dir}/artillery-requests.csv';\nmodule.exports = require('./co_log.js');\n"},
		Format: "artillery", Slower: 10, Install: "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install -g artillery@2.0.34",
		Version: "--version", VersionPattern: `Artillery: \S+`, AuditLog: "{dir}/artillery-requests.csv"}
}

// locustScript is the panel's locustfile: ten users (-u 10), each a
// FastHttpUser at a tenth of the plan's rate, a closed loop that waits
// for each reply (constant_throughput), with contrib/locust's hook
// writing every request to the run's folder.
const locustScript = `import os

os.environ["CO_LOG"] = "{dir}/locust-requests.csv"
import co_log  # noqa: E402,F401 -- contrib/locust/co_log.py, beside this file

from locust import FastHttpUser, constant_throughput, task  # noqa: E402


class Visitor(FastHttpUser):
    wait_time = constant_throughput({rate10})

    @task
    def home(self):
        self.client.get("/")
`

// artilleryOnce is one phase at the plan's rate, each virtual user one
// request: open arrivals.
const artilleryOnce = `config:
  processor: "./co_env.js"
  phases:
    - duration: {secs}
      arrivalRate: {rate}
scenarios:
  - beforeRequest: coStart
    afterResponse: coLog
    flow:
      - get:
          url: "/"
`

// artilleryLoopScript is a tenth of the plan's rate in virtual users,
// each a loop of ten requests, one after another: sessions that arrive
// open and send closed.
const artilleryLoopScript = `config:
  processor: "./co_env.js"
  phases:
    - duration: {secs}
      arrivalRate: {rate10}
scenarios:
  - beforeRequest: coStart
    afterResponse: coLog
    flow:
      - loop:
          - get:
              url: "/"
        count: 10
`

// planFor is the scenario e runs on: the panel's, its plan Slower times
// slower where e says so.
func planFor(e Entry, sc sim.Random) sim.Random {
	if e.Slower > 1 {
		sc.Interval *= time.Duration(e.Slower)
	}
	return sc
}

// ownPlan marks j, e's row, with the plan it ran on where that is not
// the panel's: a row that ran, as a missing tool's has no figures.
func ownPlan(j results.Judged, e Entry, sc sim.Random) results.Judged {
	if e.Slower > 1 && j.Missing == "" { // a missing tool's row has no figures
		j.PlanIntervalNs = int64(sc.Interval)
	}
	return j
}
