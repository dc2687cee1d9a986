package reqlog

import (
	"bufio"
	"encoding/json"
)

// FormatArtilleryHook is the name -audit-format gives the CSV
// contrib/artillery/co_log.js writes.
const FormatArtilleryHook = "artillery-hook"

// artilleryHeader is the first line of contrib/artillery/co_log.js's CSV.
const artilleryHeader = "start_s,latency_ms,vuser,name,ok"

// artilleryFormat is the per-request CSV contrib/artillery/co_log.js
// writes from Artillery's beforeRequest and afterResponse hooks, read as
// contrib/locust's is.
var artilleryFormat = format{name: FormatArtilleryHook, tells: func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool {
	return first == artilleryHeader
},
	lines: lineFormat(func() lineReader { return newHookCSV(artilleryHeader, "vuser") })}
